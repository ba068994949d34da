"""The rule text on Council cards in the interface's language: assets/council/<lang>/texts.json, else English.

The summaries are Quorum's own paraphrases (not card text), kept as data beside the English ones, so they
are translated in a data file rather than the Qt catalogue; card names stay as printed (English)."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from desktop.assets import asset
from desktop.translations import current_language


@cache
def _texts(language: str) -> dict[str, Any]:
    path = asset("council", language, "texts.json")
    if language == "en" or not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return data if isinstance(data, dict) else {}
    except ValueError:
        return {}  # a damaged translation file must not stop the game: English text instead


def _lookup(section: str, key: str, sub: str | None = None) -> str | None:
    entry = _texts(current_language()).get(section, {}).get(key)
    if sub is not None:
        entry = entry.get(sub) if isinstance(entry, dict) else None
    return entry if isinstance(entry, str) and entry.strip() else None


def agenda_summary(agenda: str, outcome: str, english: str) -> str:
    return _lookup("agendas", agenda, outcome) or english


def card_summary(card: str, english: str) -> str:
    return _lookup("cards", card) or english


def timing_text(window: str) -> str:
    return _lookup("windows", window) or window.replace("_", " ")
