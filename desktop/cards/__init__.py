"""Cards drawn by the program with QPainter (crisp at any DPI): faces, painters and the card widget."""
