"""Bill titles in the interface's language: assets/legislation/bills_<lang>.json if it exists, else English.

The titles are Quorum's own (not printed on any published card), so they are translated; the engine keeps
the English ones from bills.json. A language without a file (German today) shows the English titles."""

from __future__ import annotations

import json
from functools import cache

from desktop.assets import asset
from desktop.translations import current_language
from games.legislation.bills import bill


@cache
def _titles(language: str) -> dict[int, str]:
    path = asset("legislation", f"bills_{language}.json")
    if language == "en" or not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return {int(k): str(v) for k, v in data["titles"].items() if str(v).strip()}
    except (ValueError, KeyError, TypeError, AttributeError):
        return {}  # a damaged translation file must not stop the game: English titles instead


def bill_title(number: int, language: str | None = None) -> str:
    titles = _titles(current_language() if language is None else language)
    return titles.get(number) or bill(number).title
