"""The seats' colours: eight that stay apart for everyone, including players with red-green colour blindness.

Chosen by searching named hues (red, green, yellow, blue, orange, purple, cyan, pink) for the set whose
closest pair is farthest apart (CIEDE2000) in normal vision and simulated protanopia and deuteranopia
(desktop/colour_vision.py); tests/desktop/test_seat_colours.py holds it to that. Colour is never the
only sign of a seat: its badge also carries the seat's initial (desktop/table/seat_badge.py).
"""

from __future__ import annotations

SEAT_COLOURS = (
    "#c31e2d",  # red
    "#69d2a5",  # mint green
    "#fff000",  # yellow
    "#4b5ad2",  # blue
    "#f0780f",  # orange
    "#b487ff",  # lavender
    "#4bf0ff",  # cyan
    "#b42d69",  # raspberry
)
