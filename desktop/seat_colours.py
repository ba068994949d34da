"""The seats' colours: eight that stay apart for everyone, including players with red-green colour blindness.

Chosen by searching named hues (red, green, yellow, blue, orange, purple, cyan, pink) for the set whose
closest pair is farthest apart (CIEDE2000) in normal vision and simulated protanopia and deuteranopia
(desktop/colour_vision.py), each also light enough to stand out on the dark felt and side panel in all
three; tests/desktop/test_seat_colours.py holds it to that. Colour is never the
only sign of a seat: its badge also carries the seat's initial (desktop/table/seat_badge.py).
"""

from __future__ import annotations

SEAT_COLOURS = (
    "#dc7070",  # red
    "#96f0b4",  # mint green
    "#fff02d",  # yellow
    "#87a5ff",  # periwinkle blue
    "#e18700",  # orange
    "#875af0",  # violet
    "#4bf0ff",  # cyan
    "#f069a5",  # pink
)
