"""The desktop draws from views: a session's live state (`session.state`) is read only where the
companion mode's operator works the whole real table from one shared screen, each place named below
with why (docs/architecture.md, "Views only")."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIVE = re.compile(r"\bsession\.state\b")
OPERATOR_READS = {
    # Correct the Table: the engine's own check of a correction runs on the state it corrects, and the
    # dialog starts from every seat's real faction and homes (companion mode: nothing is hidden).
    "desktop/council/table_check.py": 5,
    # The table check's seat changes: whether a chair may be added or a player removed, and which
    # holdings go with a leaver, are the rules' checks on the state they change (games/council/chairs.py).
    "desktop/council/seat_changes.py": 3,
}


def live_reads() -> dict[str, int]:
    counts: dict[str, int] = {}
    for path in sorted((ROOT / "desktop").rglob("*.py")):
        found = len(LIVE.findall(path.read_text(encoding="utf-8")))
        if found:
            counts[path.relative_to(ROOT).as_posix()] = found
    return counts


def test_the_desktop_reads_views_not_the_live_state():
    counts = live_reads()
    grown = {f: n for f, n in counts.items() if n > OPERATOR_READS.get(f, 0)}
    assert not grown, f"`session.state` read where a view belongs (session.view(seat)): {grown}"
    print(f"desktop reads of `session.state`: {sum(counts.values())} (operator only)")


def test_the_guard_sees_a_live_read():
    text = "n = table.session.state.n\nview = session.view(None)\nstate = session.state"
    assert len(LIVE.findall(text)) == 2
