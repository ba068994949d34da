"""Council seat panels say how many votes a seat could cast as the engine counts them (VotePreview.most)."""

from __future__ import annotations

import pytest

from desktop.council.seats import seat_panel
from desktop.translations import install_translations, remove_translations
from games.council.actions import CastVotes
from games.council.state import FrameKind
from games.council.view import seat_view
from tests.council.table import act, run_until, table

NAMES = ("Ann", "Ben", "Cat", "Dan")
COLOURS = ("#e6194b", "#3cb44b", "#4363d8", "#f58231")


@pytest.fixture(autouse=True)
def english(qapp):
    translators = install_translations(qapp, "en")  # English plural forms: "1 vote", "3 votes"
    yield
    remove_translations(qapp, translators)


def _status(state, seat: int) -> str:
    panel = seat_panel(seat_view(state, None), seat, NAMES, COLOURS, (False,) * 4)
    return panel.status_label.text()


def test_up_to_counts_votes_as_the_engine_does_where_a_plain_sum_would_not(qtbot):
    state = table(
        factions=("", "xxcha", "hacan", "argent"),
        owned=((), ("predictive-intelligence",), (), ()),
        starting_trade_goods=2,
        heroes_unlocked=False,
    )
    state.players[1].notes.append("alliance@2")  # Gila the Silvertongue through the Hacan's Alliance
    assert "up to 12 votes" in _status(state, 1)  # 3 + 0 planets, Qanoj 2, Gila 4, Predictive 3
    assert "up to 8 votes" in _status(state, 3)  # 1 + 3 planets and Zeal 4
    for seat in (1, 3):  # every planet exhausted: Zeal, Gila and Predictive need a planet's vote
        state.players[seat].exhausted = set(state.players[seat].planets)
    view = seat_view(state, None)
    assert sum(v for _, v in view.players[3].capacity) == 4  # what the panel used to add up
    assert "up to 0 votes" in _status(state, 3)
    assert "up to 0 votes" in _status(state, 1)


def test_one_vote_reads_in_the_singular(qtbot):
    state = table(factions=("", "", "", ""))
    state.laws["representative-government-pok"] = None
    assert "up to 1 vote" in _status(state, 2) and "1 votes" not in _status(state, 2)


def test_a_rider_bars_a_seat_but_not_elder_qanojs_holder(qtbot):
    """Both played a rider; the Xxcha's commander lets Ben vote anyway (he did, at the table): his panel
    said "may not vote" under the votes he cast, and before his vote, beside his votes to cast."""
    state = table(factions=("", "xxcha", "hacan", "argent"), heroes_unlocked=False, deck=["shared-research"])
    run_until(state, FrameKind.AFTER)
    state.agenda.barred.update({1, 2})  # what each seat's rider did (cards/riders.py)
    assert "may not vote" in _status(state, 2)
    assert "may not vote" not in _status(state, 1) and "up to 0 votes" not in _status(state, 1)
    run_until(state, FrameKind.VOTE, 1)
    act(state, CastVotes(1, "for", ("accoen",)))
    assert "voted 4 for For" in _status(state, 1)  # Accoen's 3 and Qanoj's 1
    assert "may not vote" not in _status(state, 1)
