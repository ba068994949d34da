"""The end screen writes every score as a number, negative ones included."""

import pytest

from desktop.end_screen import EndScreen
from desktop.translations import install_translations, remove_translations


@pytest.mark.parametrize(
    ("score", "text"), [(3, "3 points"), (1, "1 point"), (0, "0 points"), (-2, "−2 points")]
)
def test_scores_are_spelled_with_their_number(qapp, score, text):
    translators = install_translations(qapp, "en")  # English plural forms: "1 point", "3 points"
    try:
        assert EndScreen.points(score) == text
    finally:
        remove_translations(qapp, translators)


class _Game:
    """Just the standings an end screen reads (no moves to replay)."""

    def __init__(self, standings) -> None:
        self._standings = standings

    def new_state(self, n, options, seed):
        return None

    def standings(self, state):
        return self._standings


def _end_screen(qtbot, standings, tie_break=None) -> EndScreen:
    from types import SimpleNamespace

    session = SimpleNamespace(
        game=_Game(standings),
        state=None,
        actions=[],
        config=SimpleNamespace(seats=standings, options=None, seed=1),
        standings=lambda: standings,  # what Session.standings() and score_history() answer
        score_history=lambda: [[s.score] for s in sorted(standings, key=lambda s: s.seat)],
    )
    names = ("Ann", "Ben", "Cat", "Dan")[: len(standings)]
    screen = EndScreen(
        session, names, ("#e6194b", "#3cb44b", "#4363d8", "#f58231")[: len(names)], None, None, tie_break
    )
    qtbot.addWidget(screen)
    return screen


def test_a_tie_broken_by_the_rules_reads_winner_first_with_places_and_says_why(qtbot):
    from games.core.game import Standing

    # Ben and Cat are equal on points; the tie-break gave Cat the win. Ann is third, Dan fourth.
    standings = (
        Standing(0, 7, False, ""),
        Standing(1, 9, False, ""),
        Standing(2, 9, True, ""),
        Standing(3, 2, False, ""),
    )
    screen = _end_screen(qtbot, standings, "Equal on influence: Cat 5, Ben 3.")
    assert screen.places == ["★ 1.", "2.", "3.", "4."]  # never "1. ★ 1."
    assert screen.tie_note is not None and screen.tie_note.text() == "Equal on influence: Cat 5, Ben 3."
    generic = _end_screen(qtbot, standings)
    assert generic.tie_note is not None and "tie-break" in generic.tie_note.text()


def test_a_shared_win_and_equal_places_share_their_number_without_a_tie_note(qtbot):
    from games.core.game import Standing

    standings = (
        Standing(0, 5, True, ""),
        Standing(1, 5, True, ""),
        Standing(2, 3, False, ""),
        Standing(3, 3, False, ""),
    )
    screen = _end_screen(qtbot, standings, "never shown")
    assert screen.places == ["★ 1.", "★ 1.", "3.", "3."]
    assert screen.tie_note is None


def test_a_winner_below_another_score_is_still_first(qtbot):
    """Council: two reach the goal at once; the first in speaker order wins with fewer VP."""
    from games.core.game import Standing

    standings = (Standing(0, 11, False, ""), Standing(1, 10, True, ""), Standing(2, 4, False, ""))
    screen = _end_screen(qtbot, standings)
    assert screen.places == ["★ 1.", "2.", "3."]
    assert screen.tie_note is not None


def test_starward_says_how_a_tie_on_influence_is_broken(qapp):
    from types import SimpleNamespace

    from endings import influence_tie

    from desktop.starward.screens import StarwardScreens

    session = influence_tie(3)  # Ann and Ben equal on influence, Cat behind: the tie-break decides
    names = ("Ann", "Ben", "Cat")
    text = StarwardScreens().tie_break(SimpleNamespace(session=session, names=names))
    view = session.view(None)
    (winner,) = view.winners
    ties = {e.seat: e.score.tie_break for e in view.table.empires}
    assert f"{names[winner]} {ties[winner]}" in text and "resources on planets plus fighters" in text
    assert f"{names[1 - winner]} {ties[1 - winner]}" in text, "the seat it tied with, with its count"
    assert names[2] not in text, "a seat behind on influence is no part of the tie"


@pytest.mark.parametrize("code", ["en", "de", "ru"])
def test_the_end_of_a_tie_broken_game_fits_a_laptop(qtbot, qapp, code):
    """Starward, 5 seats: Alice and Bob are equal on influence, Alice wins on the tie-break; the line
    saying why fits too."""
    from endings import influence_tie
    from test_layout import check_screen

    translators = install_translations(qapp, code)
    try:
        session = influence_tie(5)

        def build(window) -> None:
            window.open_table(session, None, bot_pause_ms=10**9)
            assert window.table.current.tie_note is not None

        assert check_screen(qtbot, "1280x720", build) == []
    finally:
        remove_translations(qapp, translators)
