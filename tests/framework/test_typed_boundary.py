"""The desktop reads the games through their typed views and log entries: an `Any` annotation at the
boundary hides a wrong attribute until a player clicks on it. The few left are duck-typed on purpose."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ANY = re.compile(r":\s*Any\b")
# Reflection over any game's options dataclass, and saved-session rows that may be plain dicts.
DUCK_TYPED = {"desktop/options_form.py": 3, "desktop/start_page.py": 6}


def any_annotations() -> dict[str, int]:
    counts: dict[str, int] = {}
    for path in sorted((ROOT / "desktop").rglob("*.py")):
        found = len(ANY.findall(path.read_text(encoding="utf-8")))
        if found:
            counts[path.relative_to(ROOT).as_posix()] = found
    return counts


def test_the_desktop_annotates_game_data_with_real_types_not_any():
    counts = any_annotations()
    grown = {f: n for f, n in counts.items() if n > DUCK_TYPED.get(f, 0)}
    assert not grown, f"`: Any` annotations where a view, entry or Qt type belongs: {grown}"
    print(f"desktop `: Any` annotations: {sum(counts.values())}")
