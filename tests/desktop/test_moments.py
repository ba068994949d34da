"""The scenario builders (moments.py) make the moments their names say, and no more desktop test files reach
their moment by long seeded bot play than the listed exceptions (issue 30: a bot change must not move
desktop tests)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from endings import ended, influence_tie, shared_win, winners, won
from moments import DECISION, MOMENTS, MOST_MOVES, faces, finished, moment, plain_move
from table_states import EVERY_SEAT_COUNT, FEWEST_AND_MOST, decision_kind, seat_range

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


@pytest.mark.parametrize(("game", "players"), FEWEST_AND_MOST)
def test_a_game_played_to_a_sole_winner(game, players):
    session = won(game, players)
    assert session.is_over() and len(winners(session)) == 1
    again = won(game, players)
    assert again is not session and again.actions == session.actions, "a fresh session, the same moves"


@pytest.mark.parametrize("players", seat_range("starward"))
def test_a_starward_tie_on_influence_broken_by_the_rules(players):
    session = influence_tie(players)  # the builder checks the tie (endings.py)
    view = session.view(None)
    assert len(view.winners) == 1 and session.is_over()


def test_a_shared_starward_win_and_a_shared_place_below_it():
    session = shared_win(5)
    assert winners(session) == (0, 1)


def test_an_ending_fails_loudly_when_its_end_moves(monkeypatch):
    """A steer that no longer makes the end its name says stops the builder."""
    import endings

    monkeypatch.setitem(endings.TIE_TOKENS, 3, 3)  # three tokens: seat 1 ends ahead on influence
    with pytest.raises(AssertionError):
        influence_tie(3)
    monkeypatch.setitem(endings.WINNING, "council", ("plain",))  # plain moves: every seat shares the win
    with pytest.raises(AssertionError, match="no steer"):
        won("council", 3)
    assert ended("council", 3, "plain").is_over()


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
    "count_curtains": {"count"},  # benchmarks/count_curtains.py: curtains counted in seeded bot games
}

ALLOWED = {
    # file -> why it still plays seeded bots. Remove a file here when it is converted to moments.py;
    # never add one without a reason a builder cannot serve.
    "test_handoffs.py": "test_fewer_curtains_than_before_in_the_scripted_games counts the hand-off "
    "curtains of benchmarks/count_curtains.py's seeded bot games under the new rule and the old one: that "
    "benchmark's games are its subject (the other tests drive the hotseat by plain moves)",
    "test_legislation_play.py": "whole games through the GUI (play_to_end): a seeded GuiPlayer clicks "
    "every move a game needs beside the app's bots, the privacy watch on every screen; the two-human "
    "game is marked slow, a one-human game takes about 2 s",
    "test_starward_keyboard.py": "two whole games by keyboard alone (play_to_end, marked slow): every "
    "kind of decision reached with Tab and worked with Space or Enter in the course of a game",
    "test_starward_play.py": "whole games through the GUI (play_to_end, marked slow): the curtain "
    "between humans and the privacy walk over every screen of a game",
}


BOT_CALLS = {"basic_action"}
"""Methods that are a game's own scripted bot (`Game.basic_action(view, rng)`): a test calling one plays
seeded bot moves as surely as one importing RandomBot."""


def seeded_play(path: Path) -> set[str]:
    """The seeded-play names `path` imports (see SEEDED_PLAY) or calls (BOT_CALLS)."""
    used: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module in SEEDED_PLAY:
            used |= {a.name for a in node.names} & SEEDED_PLAY[node.module]
        if isinstance(node, ast.Attribute) and node.attr in BOT_CALLS:
            used.add(node.attr)
    return used


def test_no_more_desktop_tests_reach_their_moment_by_seeded_bot_play():
    found = {p.name: seeded_play(p) for p in sorted(HERE.glob("test_*.py"))}
    found = {name: names for name, names in found.items() if names}
    unlisted = sorted(set(found) - set(ALLOWED))
    assert not unlisted, f"reach the moment through moments.py, not seeded bot play: {unlisted}"
    converted = sorted(set(ALLOWED) - set(found))
    assert not converted, f"no longer plays seeded bots: take it off ALLOWED: {converted}"
    assert len(ALLOWED) <= 4, "the count only goes down"


def test_the_count_catches_a_seeded_test(tmp_path):
    """The count can fail: a file importing the seeded games is found."""
    sample = tmp_path / "test_sample.py"
    sample.write_text("from table_states import session_at, stops\nfrom games.core.bots import RandomBot\n")
    assert seeded_play(sample) == {"session_at", "stops", "RandomBot"}
    sample.write_text("session.apply(game.basic_action(view, rng))\n")  # a game's own scripted bot
    assert seeded_play(sample) == {"basic_action"}
    sample.write_text("from count_curtains import _session, count\n")  # the benchmark's bot games
    assert seeded_play(sample) == {"count"}
    sample.write_text("from moments import council\n")
    assert seeded_play(sample) == set()
