"""The Starward table's single screens: research shows what qualifies and why, roles by key, the Survey
pick, the display's empty stacks, refusals worded for every code, and the score breakdown at the end."""

from __future__ import annotations

import re
from pathlib import Path

from endings import won
from gui_player import click, key
from moments import starward
from PySide6.QtCore import Qt

from desktop.starward.display import StackTile, stack_text
from desktop.starward.refusals import sentences
from desktop.starward.technologies import TechnologyBoard
from desktop.table.table_page import TablePage
from games.core.session import Session
from games.starward.cards import Stack
from games.starward.views import PromptKind

ROOT = Path(__file__).resolve().parents[2]


def open_page(qtbot, session: Session) -> TablePage:
    """The table of a moment (tests/desktop/moments.py: seat 0 the only human): no curtain, seat 0's
    board."""
    page = TablePage(session, bot_pause_ms=10**6)
    qtbot.addWidget(page)
    page.resize(1366, 740)
    page.show()
    page.start()
    return page


def test_research_lists_every_technology_and_says_why_each_does_or_does_not_qualify(qtbot):
    session = starward("research", 2)  # seat 0 led Research on grown Empires
    technologies = session.view(0).prompt.technologies
    assert any(o.qualifies for o in technologies) and any(not o.qualifies for o in technologies)
    page = open_page(qtbot, session)
    board = page.current
    techs = board.middle.currentWidget()
    assert isinstance(techs, TechnologyBoard)
    prompt = session.view(0).prompt
    assert set(techs.buttons) == set(session.view(0).table.technologies)
    for option in prompt.technologies:
        button = techs.buttons[option.technology]
        assert button.isEnabled() == option.qualifies
        numbers = f"Research {option.symbols}/{option.cost} {'✓' if option.symbols >= option.cost else '✗'}"
        assert numbers in button.text()
        assert f"{option.planets}/{option.planets_needed}" in button.text()
    chosen = next(o.technology for o in prompt.technologies if o.qualifies)
    click(qtbot, techs.buttons[chosen])
    board = page.current
    faces = [b for n, b in board.chips.items()]  # a permanent technology asks for its face first
    assert not faces
    click(qtbot, board.buttons["research"])
    assert page.session.actions[-1].kind == "research"
    assert page.session.actions[-1].technology == chosen


def test_a_role_is_chosen_with_its_number_key(qtbot):
    session = starward("role", 2)
    assert session.view(0).prompt.kind is PromptKind.ROLE
    page = open_page(qtbot, session)
    board = page.current
    board.activateWindow()
    board.setFocus()
    key(qtbot, board, Qt.Key.Key_3)
    assert page.session.actions[-1].kind == "choose_role"
    assert page.session.actions[-1].role.value == "colonize"


def test_the_survey_pick_shows_the_planets_to_their_viewer_only(qtbot):
    session = starward("keep", 2)  # seat 0 surveys: the planets it looks at, one to keep
    assert len(session.view(0).prompt.looking) >= 1
    looking = session.view(0).prompt.looking
    for other in range(1, len(session.config.seats)):
        assert session.view(other).prompt is None  # no other view carries the planets looked at
    page = open_page(qtbot, session)
    board = page.current
    looks = sorted((w for w in board.findChildren(type(board.hand_cards[next(iter(board.hand_cards))]))
                    if w.objectName().startswith("look_")), key=lambda w: w.objectName())  # fmt: skip
    assert [w.face.name for w in looks] == [p.name for p in looking]
    assert not board.buttons["keep"].isEnabled()  # pick one first
    looks[-1].setFocus()
    key(qtbot, looks[-1], Qt.Key.Key_Return)
    board = page.current
    click(qtbot, board.buttons["keep"])
    assert page.session.actions[-1].kind == "keep_planet"
    assert page.session.actions[-1].index == len(looking) - 1


def test_an_empty_stack_shows_the_leaders_bonus_instead(qtbot):
    full, empty = StackTile(Stack.SURVEY, 7), StackTile(Stack.SURVEY, 0)
    qtbot.addWidget(full)
    assert "7" in full.accessibleName()
    assert "empty" in empty.accessibleName() and "+1" in empty.accessibleName()
    assert "no extra colony" in stack_text(Stack.COLONIZE, 0)


def test_every_refusal_the_engine_can_give_has_its_own_sentence():
    codes = set()
    for path in (ROOT / "games" / "starward").glob("*.py"):
        codes |= set(
            re.findall(
                r'IllegalAction\([^()]*?(?:\([^()]*\)[^()]*?)*?"([a-z_]+)"[,)]', path.read_text(), re.S
            )
        )
    framework = {"not_your_turn", "wrong_step", "unknown", "game_over"}
    assert len(codes) > 30
    missing = codes - set(sentences()) - framework
    assert not missing, f"Starward refusals without a sentence: {sorted(missing)}"


def test_the_end_screen_breaks_each_score_down(qtbot):
    from desktop.end_screen import EndScreen
    from desktop.starward.scores import ScoreBreakdown

    session = won("starward", 2)  # seat 0 played for influence: tokens traded for and planets attacked
    page = TablePage(session, bot_pause_ms=0)
    qtbot.addWidget(page)
    page.start()
    assert isinstance(page.current, EndScreen)
    breakdown = page.current.findChild(ScoreBreakdown)
    assert breakdown is not None
    standings = {s.seat: s.score for s in session.game.standings(session.state)}
    for seat, (tokens, planets, techs, total, _tie) in breakdown.rows.items():
        assert tokens + planets + techs == total == standings[seat]
    parts = {seat: row[:2] for seat, row in breakdown.rows.items()}
    assert all(parts[0]), f"seat 0's tokens and planets both count: {parts}"


def test_the_breakdown_lists_the_seats_in_the_order_of_their_places(qtbot):
    """A tie below the winner shares its place; the breakdown under the places keeps their order (it had
    put Erin above Alice, both 3rd, while the places read Alice, Erin)."""
    from endings import shared_win

    from desktop.end_screen import EndScreen, ranked
    from desktop.starward.scores import ScoreBreakdown

    session = shared_win(5)  # Alice and Bob share the win; Cat, Dave and Erin (more resources) share 3rd
    page = TablePage(session, bot_pause_ms=0)
    qtbot.addWidget(page)
    page.start()
    assert isinstance(page.current, EndScreen)
    breakdown = page.current.findChild(ScoreBreakdown)
    places = [s.seat for _place, s in ranked(session.game.standings(session.state))]
    assert list(breakdown.rows) == places
