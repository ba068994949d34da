"""The table check says what Start will change, a planet taken from its owner included (issue 32,
defect 14)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from test_council_factions import check_page

from desktop.council.table_summary import table_changes
from games.council import companion

NAMES = ("Alice", "Bob", "Carol", "Dave")


def test_the_changes_are_listed_before_the_phase_starts(qtbot):
    page = check_page(qtbot)
    check = page.current
    assert "nothing" in check.changes.text()
    bob, carol = check.seat_tabs[1], check.seat_tabs[2]
    qtbot.keyClicks(bob.search, "Mecatol Rex")
    qtbot.keyClick(bob.search, Qt.Key.Key_Return)
    bob.spins["tg"].setValue(5)
    check.refresh_changes()
    assert "Bob: + Mecatol Rex" in check.changes.text() and "5 TG (was 2)" in check.changes.text()
    qtbot.keyClicks(carol.search, "Mecatol Rex")  # typed for a second owner: it moves, and says so
    qtbot.keyClick(carol.search, Qt.Key.Key_Return)
    check.refresh_changes()
    assert "Carol: + Mecatol Rex" in check.changes.text()


def test_the_pure_summary():
    from games.core.seats import Seat
    from games.core.session import Session, SessionConfig
    from games.council.options import CouncilOptions, Mode
    from games.registry import load_game

    options = CouncilOptions(mode=Mode.COMPANION, factions=("sol", "jolnar", "letnev", "winnu"))
    session = Session(
        load_game("council"), SessionConfig("council", tuple(Seat(n) for n in NAMES), options, 1)
    )
    before = companion.table_as_is(session.state)
    after = replace(
        before,
        planets=(("jord",), ("jol", "nar", "mecatol-rex"), ("arc-prime", "wren-terra"), ("winnu",)),
        exhausted=((), ("nar",), (), ()),
        vp=(0, 2, 0, 0),
        speaker=3,
    )
    lines = table_changes(before, after, NAMES)
    assert (
        lines[0].startswith("Bob: + Mecatol Rex")
        and "exhausted: Nar" in lines[0]
        and "2 VP (was 0)" in lines[0]
    )
    assert lines[-1] == "Speaker: Dave"
    moved = replace(
        after, planets=(("jord", "nar"), ("jol", "mecatol-rex"), *after.planets[2:]), exhausted=((),) * 4
    )
    assert "+ Nar (from Bob)" in table_changes(after, moved, NAMES)[0]


def test_public_objectives_typed_in_the_check_show_beside_the_vp(qtbot):
    page = check_page(qtbot)
    check = page.current
    dave = check.seat_tabs[3]
    dave.spins["vp"].setValue(1)
    dave.objectives.setPlainText("Erect a Monument\n")
    check.refresh_changes()
    assert "+ Erect a Monument" in check.changes.text()
    check.start()
    assert page.session.state.players[3].objectives == ["Erect a Monument"]
    board = page.current
    panel = next(p for p in board.ring.seats if p.seat_name == "Dave")
    assert "objectives: Erect a Monument" in panel.status_label.text()


def test_a_planet_added_exhausted_is_said_exhausted():
    """Play test 2026-11-29: at the first check every planet is new; one ticked exhausted said only
    "+ Bereg"."""
    from games.core.seats import Seat
    from games.core.session import Session, SessionConfig
    from games.council.options import CouncilOptions, Mode
    from games.registry import load_game

    options = CouncilOptions(mode=Mode.COMPANION, factions=("sol", "jolnar", "letnev", "winnu"))
    session = Session(
        load_game("council"), SessionConfig("council", tuple(Seat(n) for n in NAMES), options, 1)
    )
    before = companion.table_as_is(session.state)
    after = replace(
        before,
        planets=(before.planets[0], (*before.planets[1], "mecatol-rex"), *before.planets[2:]),
        exhausted=((), ("mecatol-rex",), (), ()),
    )
    assert table_changes(before, after, NAMES)[0] == "Bob: + Mecatol Rex, exhausted: Mecatol Rex"


def test_a_long_summary_is_cut_at_a_word_never_through_a_line(qtbot):
    """Play test 2026-11-29: six seats' first check took five lines in a three-line label, which showed
    the middle of it halved at the top and the bottom."""
    from PySide6.QtGui import QFont, QFontMetrics

    from desktop.council.table_summary import ChangesLine, fitted

    metrics = QFontMetrics(QFont())
    text = "Starting will change: " + "; ".join(
        f"{name}: The Naaz-Rokha Alliance, + Naazir, + Rokha, + Bereg, + Lirta IV" for name in NAMES * 2
    )
    shown = fitted(text, metrics, 600)
    assert shown.endswith("… (all of it: point here)") and text.startswith(shown.split(" … ")[0])
    assert metrics.boundingRect(0, 0, 600, 10_000, Qt.TextFlag.TextWordWrap, shown).height() <= (
        metrics.lineSpacing() * 3 + 2
    )
    short = "Starting will change: Bob: 5 TG (was 2)"
    assert fitted(short, metrics, 600) == short
    line = ChangesLine()
    qtbot.addWidget(line)
    line.show()
    line.resize(600, 80)
    line.say(text, "whole")
    assert line.text().endswith("… (all of it: point here)") and line.toolTip() == "whole"
    line.resize(6000, 80)  # room again: the whole text comes back
    assert line.text() == text
