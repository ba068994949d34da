"""The words of a screen that are always the interface's own (never a name or a card's printed title)."""

from __future__ import annotations

import re
from typing import Any


def chrome(screen: dict[str, Any]) -> list[str]:
    """Title, status, prompts, buttons, field labels and card tags: words the interface writes itself (text
    blocks are left out: they quote instructions worded by desktop/council/names.py's instruction_text,
    whose effect keys are English on the desktop too)."""
    words = [screen["title"], screen["status"]]
    for block in screen["blocks"]:
        if block["kind"] in ("choice", "form"):
            words.append(block["prompt"])
        if block["kind"] == "form":
            words.append(block["submit"])
            words += [f["label"] for f in block["fields"]]
        if block["kind"] == "cards":
            words += [t for c in block["cards"] for t in c["tags"]]
    return words


def same_chrome(english: list[dict[str, Any]], translated: list[dict[str, Any]]) -> list[str]:
    """The interface's words left in English in `translated` (screens in the same order as `english`)."""
    left = []
    for en, other in zip(english, translated, strict=True):
        for a, b in zip(chrome(en), chrome(other), strict=True):
            if a == b and re.search(r"[A-Za-z]{3}", a):
                left.append(a)
    return left
