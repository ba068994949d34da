"""Quorum's PySide6 desktop application: windows, table, cards, hand-off screens."""
