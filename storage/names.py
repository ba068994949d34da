"""Names players type (sessions, seats): direction controls taken out, at least one visible character.

A name made only of zero-width or blank characters shows as an empty row in the list and an
empty seat at the table, and a right-to-left override (U+202E) turns the text after it
around, so a name can pass for another. Names are cleaned of the direction controls and
refused when nothing visible is left, by New Game as by every import and read.
"""

from __future__ import annotations

import unicodedata

# Embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they reorder what follows them.
DIRECTION_CONTROLS = frozenset(map(chr, [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]))
# Letters and symbols that draw nothing: Hangul fillers, the blank Braille pattern, and the like.
BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e\u034f")
INVISIBLE_CATEGORIES = frozenset({"Cf", "Cc", "Zs", "Zl", "Zp", "Mn", "Me"})


def clean_name(text: str) -> str:
    """`text` without direction controls, stripped of blanks at either end."""
    return "".join(c for c in text if c not in DIRECTION_CONTROLS).strip()


def is_visible(text: str) -> bool:
    """Whether `text` draws at least one character (not only zero-width, blank or combining ones)."""
    return any(c not in BLANK_LETTERS and unicodedata.category(c) not in INVISIBLE_CATEGORIES for c in text)
