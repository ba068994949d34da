"""The main window's parts by job: what they share (base), the menus, the saved games, files in and out."""
