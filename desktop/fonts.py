"""The bundled font (DejaVu Sans, assets/fonts/), loaded at start-up on every OS: text measures the same."""

from __future__ import annotations

import sys

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from desktop.assets import asset

FAMILY = "DejaVu Sans"
# Only the faces the interface draws (regular, bold, and the italic of two hints): each one loaded
# costs start-up time.
FACES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf")
# 9 pt at 96 dpi, Windows' and Linux's default size. In pixels, not points: a point is 1/72 inch on
# macOS (9 pt would be 9 px there) and every size the table sets is in pixels too.
PIXEL_SIZE = 12


def install_font(app: QGuiApplication) -> list[str]:
    """Register the bundled faces and make DejaVu Sans the application's font; returns the files loaded.

    A face that is missing or unreadable is reported on stderr and skipped: Qt then falls back to
    the system's font, and Quorum still runs."""
    loaded = []
    for face in FACES:
        path = asset("fonts", face)
        font_id = QFontDatabase.addApplicationFont(str(path)) if path.is_file() else -1
        if font_id == -1 or FAMILY not in QFontDatabase.applicationFontFamilies(font_id):
            print(f"Quorum: could not load the font {path}; using the system's", file=sys.stderr)
            continue
        loaded.append(face)
    if loaded:
        font = QFont(FAMILY)
        font.setPixelSize(PIXEL_SIZE)
        app.setFont(font)
    return loaded
