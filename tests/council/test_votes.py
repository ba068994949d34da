"""Available votes with provenance, and the options' round trip through plain data."""

from __future__ import annotations

import pytest

from games.core.errors import CorruptLog, IllegalAction
from games.council.actions import CastVotes
from games.council.cards import REGISTRY
from games.council.log_items import VotesFrom
from games.council.options import CouncilOptions, Deck, Mode
from games.council.state import FrameKind
from games.council.votes import capacity, vote_preview
from tests.council.table import GAME, act, full_fingerprint, run_until, table


def test_capacity_lists_every_source():
    state = table(
        factions=("", "xxcha", "hacan", "argent"),
        hands={1: ["distinguished-councilor", "bribery"]},
        owned=((), ("predictive-intelligence",), (), ()),
        starting_trade_goods=2,
        heroes_unlocked=False,
    )
    state.players[1].notes.append("alliance@2")  # Gila through the Hacan's Alliance
    entries = dict(capacity(state, 1).entries)
    assert entries == {
        "accoen": 3,
        "abyz": 0,
        "elder-qanoj": 2,
        "gila-the-silvertongue": 4,
        "predictive-intelligence": 3,
        "distinguished-councilor": 5,
        "bribery": 2,
    }
    # What others may see leaves out the cards in the hand.
    public = dict(capacity(state, 1, private=False).entries)
    assert "distinguished-councilor" not in public and "bribery" not in public
    assert dict(capacity(state, 3).entries)["zeal"] == 4


def test_representative_government_pok_caps_everyone_at_one_vote():
    state = table(factions=("", "xxcha", "", "argent"))
    state.laws["representative-government-pok"] = None
    assert capacity(state, 1).entries == (("representative-government-pok", 1),)
    assert capacity(state, 3).total == 1


def test_representative_government_base_keeps_extra_votes():
    state = table(factions=("", "", "", "argent"))
    state.laws["representative-government-base"] = None
    assert dict(capacity(state, 3).entries) == {"representative-government-base": 1, "zeal": 4}


def test_a_vote_records_where_each_vote_came_from():
    state = table(
        deck=["mutiny"],
        factions=("", "xxcha", "", ""),
        heroes_unlocked=False,
        owned=((), ("predictive-intelligence",), (), ()),
    )
    run_until(state, FrameKind.VOTE)
    public = act(state, CastVotes(1, "for", ("accoen", "abyz"), ("predictive-intelligence",)))
    assert public["sources"] == (
        VotesFrom("accoen", 3),
        VotesFrom("abyz", 0),
        VotesFrom("elder-qanoj", 2),
        VotesFrom("predictive-intelligence", 3),
    )
    assert public["votes"] == 8


@pytest.mark.parametrize(
    "action, code",
    [
        (CastVotes(1, "for", ("meer",)), "not_controlled"),
        (CastVotes(1, "for", ("accoen",), ("distinguished-councilor",)), "unknown_extra"),
        (CastVotes(1, "for", ("abyz",), ("predictive-intelligence",)), "requires_cast_votes"),
        (CastVotes(1, "for", ("accoen",), odlynn=3), "odlynn"),
        (CastVotes(1, "maybe", ("accoen",)), "unknown_outcome"),
    ],
)
def test_bad_votes_are_refused_and_change_nothing(action, code):
    state = table(deck=["mutiny"], owned=((), ("predictive-intelligence",), (), ()))
    run_until(state, FrameKind.VOTE)
    before = full_fingerprint(state)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, action)
    assert err.value.code == code and str(err.value)
    assert full_fingerprint(state) == before


def test_options_round_trip_and_validation():
    options = CouncilOptions(
        deck=Deck.BASE,
        mode=Mode.COMPANION,
        factions=("sol", "", "xxcha"),
        planets=(("jord",), (), ("archon-ren", "archon-tau")),
        vp_goal=14,
    )
    assert GAME.options_from_dict(GAME.options_to_dict(options)) == options
    with pytest.raises(ValueError):
        GAME.check_options(CouncilOptions(factions=("sol", "sol", "")))
    with pytest.raises(ValueError):
        GAME.new_state(4, CouncilOptions(factions=("sol", "", "")), 1)
    with pytest.raises(CorruptLog):
        GAME.options_from_dict({"deck": "expansion-9"})


def test_the_public_view_names_standings_first_player_and_voting_order():
    from games.council.view import seat_view

    state = table(factions=("", "xxcha", "hacan", "argent"), speaker=1)
    shared = seat_view(state, None)
    assert shared.voting_order == () and shared.first_player == 2
    assert [s.score for s in shared.standings] == [p.vp for p in state.players]
    run_until(state, FrameKind.VOTE)
    view = seat_view(state, None)
    assert view.voting_order[0] == 3, "Argent's Zeal: the Argent votes first"
    assert view.voting_order[-1] == 1, "the speaker votes last"
    assert view.first_player == 3
    assert view.standings == GAME.standings(state)


def _argent_and_gila():
    """Seat 1 (Xxcha) may use Gila through the Hacan's Alliance; seat 3 is the Argent (Zeal)."""
    state = table(
        factions=("", "xxcha", "hacan", "argent"),
        owned=((), ("predictive-intelligence",), (), ()),
        starting_trade_goods=2,
        heroes_unlocked=False,
    )
    state.players[1].notes.append("alliance@2")
    return state


def test_the_most_a_seat_can_cast_is_what_the_engine_would_accept():
    state = _argent_and_gila()
    preview = vote_preview(state, 1, private=False)
    # accoen 3 + abyz 0 + Elder Qanoj 2 + Gila 2 TG x 2 + Predictive Intelligence 3
    assert preview.most == 12
    assert preview.most == preview.total(("accoen", "abyz"), ("predictive-intelligence",), 2, 0)
    assert vote_preview(state, 3, private=False).most == 1 + 3 + 4  # bereg, lirta-iv and Zeal 4


def test_extras_without_a_ready_planet_give_no_votes_where_a_plain_sum_would():
    """Zeal, Gila and Predictive Intelligence need a vote from planets: with every planet exhausted
    the seat can cast nothing, though its sources still add up to a number."""
    state = _argent_and_gila()
    for seat in (1, 3):
        state.players[seat].exhausted = set(state.players[seat].planets)
    assert sum(v for _, v in capacity(state, 3, private=False).entries) == 4  # Zeal alone
    assert vote_preview(state, 3, private=False).most == 0
    assert sum(v for _, v in capacity(state, 1, private=False).entries) == 4 + 3  # Gila + Predictive
    assert vote_preview(state, 1, private=False).most == 0


def test_executive_order_counts_trade_goods_as_votes_on_its_own_agenda():
    # Executive Order is a Keleres technology: seat 1 plays the Keleres (only a seated faction's
    # cards are in play at a table).
    factions = ("", "keleres", "", "")
    state = table(deck=["mutiny"], starting_trade_goods=3, owned=((), (), (), ()), factions=factions)
    run_until(state, FrameKind.VOTE)
    assert state.agenda is not None
    REGISTRY["executive-order"].keep(state, (1, state.speaker))  # seat 1 acts as speaker on it
    preview = vote_preview(state, 1, private=False)
    planets = sum(v for _, v in preview.planets)
    assert preview.most == planets + 3
    assert vote_preview(state, 2, private=False).most == sum(v for _, v in vote_preview(state, 2).planets)


def test_representative_government_pok_allows_one_vote_whatever_the_seat_holds():
    state = _argent_and_gila()
    state.laws["representative-government-pok"] = None
    assert [vote_preview(state, s, private=False).most for s in range(4)] == [1, 1, 1, 1]
