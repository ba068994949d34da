"""The scenario builders (moments.py) make the moments their names say, and no more desktop test files reach
their moment by long seeded bot play than the listed exceptions (issue 30: a bot change must not move
desktop tests)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from moments import DECISION, MOMENTS, MOST_MOVES, faces, finished, moment, plain_move
from table_states import EVERY_SEAT_COUNT, decision_kind

HERE = Path(__file__).parent


@pytest.mark.parametrize(
    ("game", "kind", "players"),
    [(g, k, n) for g, n in EVERY_SEAT_COUNT for k in MOMENTS[g]],
)
def test_each_builder_makes_the_moment_its_name_says(game, kind, players):
    session = moment(game, kind, players)
    assert faces(game, kind, session)
    if kind not in DECISION:
        assert decision_kind(game, session) == kind
    assert len(session) <= MOST_MOVES, "a moment, not a whole game"
    again = moment(game, kind, players)
    assert again is not session and again.actions == session.actions, "a fresh session, the same moves"


@pytest.mark.parametrize(("game", "players"), EVERY_SEAT_COUNT)
def test_the_plain_moves_finish_a_game(game, players):
    session = finished(game, players)
    assert session.is_over() and session.to_act() == ()


def test_a_builder_fails_loudly_when_its_moment_moves(monkeypatch):
    """A rules change that moves a moment stops the builder (no test silently looks at another screen)."""
    import moments

    monkeypatch.setattr(moments, "MOST_MOVES", 5)
    moments._legislation_moves.cache_clear()
    try:
        with pytest.raises(AssertionError, match="never faced 'vote'"):
            moments.legislation("vote", 4)
    finally:
        moments._legislation_moves.cache_clear()


def test_plain_moves_are_legal_and_no_bot(qapp):
    session = moment("council", "window", 5)
    action = plain_move("council", session, session.to_act()[0])
    assert action.kind == "pass"


# --- the count of desktop tests still reaching their moment by seeded bot play ---------------------

SEEDED_PLAY = {
    # module -> the names whose use means long seeded bot play (random bots, or the seeded games of
    # table_states.py replayed to a move count)
    "games.core.bots": {"RandomBot"},
    "table_states": {
        "session_at",
        "stops",
        "decisions",
        "starward_decisions",
        "first_moment",
        "council_prompt",
        "first_resolution",
        "targeting_moves",
        "finished",
    },
    "tests.desktop.table_states": {"session_at", "stops", "first_moment", "finished", "decisions"},
    "play_through": {"play_to_end"},
}

ALLOWED = {
    # file -> why it still plays seeded bots. Remove a file here when it is converted to moments.py;
    # never add one without a reason a builder cannot serve.
    "test_end_screen_scores.py": "a finished Starward game with a tie on influence (the end screen replays "
    "the log from the table's options, so a set-up cannot make one; plain moves end with every score 0)",
    "test_handoffs.py": "hotseat handoffs between humans while bots move: the bots are the subject",
    "test_layout.py": "end screens of seeded games with a winner (plain moves end an 8-seat Council in a tie "
    "of every seat, a known fault of its own, pinned there); every decision comes from moments.py",
    "test_legislation_play.py": "a whole game played through the GUI (marked slow)",
    "test_log_phrases.py": "every phrase of a bot game's log",
    "test_pass_log.py": "a log of passes from a bot game",
    "test_repaint_work.py": "repaints while bots play: the bots are the subject",
    "test_result_moment.py": "agenda results of seeded games",
    "test_starward_keyboard.py": "a whole game played through the keyboard (marked slow)",
    "test_starward_play.py": "a whole game played through the GUI (marked slow)",
    "test_starward_screens.py": "a finished Starward game with ties (see test_end_screen_scores.py)",
}


def seeded_play(path: Path) -> set[str]:
    """The seeded-play names `path` imports (see SEEDED_PLAY)."""
    used: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module in SEEDED_PLAY:
            used |= {a.name for a in node.names} & SEEDED_PLAY[node.module]
    return used


def test_no_more_desktop_tests_reach_their_moment_by_seeded_bot_play():
    found = {p.name: seeded_play(p) for p in sorted(HERE.glob("test_*.py"))}
    found = {name: names for name, names in found.items() if names}
    unlisted = sorted(set(found) - set(ALLOWED))
    assert not unlisted, f"reach the moment through moments.py, not seeded bot play: {unlisted}"
    converted = sorted(set(ALLOWED) - set(found))
    assert not converted, f"no longer plays seeded bots: take it off ALLOWED: {converted}"
    assert len(ALLOWED) <= 11, "the count only goes down"


def test_the_count_catches_a_seeded_test(tmp_path):
    """The count can fail: a file importing the seeded games is found."""
    sample = tmp_path / "test_sample.py"
    sample.write_text("from table_states import session_at, stops\nfrom games.core.bots import RandomBot\n")
    assert seeded_play(sample) == {"session_at", "stops", "RandomBot"}
    sample.write_text("from moments import council\n")
    assert seeded_play(sample) == set()
