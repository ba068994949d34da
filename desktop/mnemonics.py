"""Mnemonic letters: the letter `&` underlines in a caption, so a prompt can name the key its button takes."""

from __future__ import annotations

import re

_MNEMONIC = re.compile(r"&([^&\s])")


def mnemonic(text: str) -> str:
    """The underlined letter of a caption, upper-cased ("&&" is a plain ampersand); "" if it has none."""
    found = _MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).upper() if found else ""
