"""The desktop reads the games through their typed views and log entries: an `Any` annotation at the
boundary (`: Any`, `-> Any`) hides a wrong attribute until a player clicks on it. The few left are
duck-typed on purpose, each named below with why."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ANY = re.compile(r"(?::|->)\s*Any\b")
DUCK_TYPED = {
    # Reflection over whichever game's options dataclass the form is built for: its defaults, each
    # field's type hint and value, and the edited copy it returns.
    "desktop/options_form.py": 4,
    # The attribute a catalogue entry names as "module:attribute", imported when first needed.
    "desktop/game_catalogue.py": 1,
    # Qt's QAbstractItemModel.data(): whatever the role asks for (text, colour, tooltip, None).
    "desktop/table/log_model.py": 1,
}


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
    assert not grown, f"`Any` annotations where a view, entry, row or Qt type belongs: {grown}"
    assert sum(counts.values()) <= sum(DUCK_TYPED.values())
    print(f"desktop `: Any` / `-> Any` annotations: {sum(counts.values())}")


def test_the_guard_sees_both_kinds_of_annotation():
    assert len(ANY.findall("def f(x: Any) -> Any: ...\nrow: Any = None\nok: AnyStr")) == 3
