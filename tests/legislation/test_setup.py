"""Rulings, Setup: Representative builds, dual scoring, the bill chart, hand size and seat order."""

from collections import Counter

import pytest

from games.core.game import Game
from games.legislation.agendas import Agenda, representative_kinds
from games.legislation.bills import all_bills, points, points_table
from games.legislation.options import BallotStyle, LegislationOptions
from games.legislation.state import Phase
from tests.legislation.tables import GAME, at_first_vote, keep_all, new, place_first_three

SP, SC, FP, FC = Agenda

# The rule sheet's builds, with X/Y and A/B left open; expanded below for both flips of each.
SHEET = {
    3: ["X", "A", "YB"],
    5: ["XA", "YB", "XB", "Y", "A"],
    6: ["X", "Y", "A", "B", "XA", "YB"],
    7: ["XA", "XB", "YA", "YB", "X", "Y", "A"],
}


def expand(build, x, y, a, b):
    letters = {"X": x, "Y": y, "A": a, "B": b}
    return Counter(frozenset(letters[c] for c in card) for card in build)


def kinds_at(state):
    kinds = representative_kinds()
    return Counter(frozenset(kinds[k].agendas) for k in state.representatives)


@pytest.mark.parametrize("players", [3, 5, 6, 7])
def test_ruling_setup_1_deck_builds_follow_the_sheet_with_both_coin_flips(players):
    allowed = [
        expand(SHEET[players], x, y, a, b) for x, y in ((SP, SC), (SC, SP)) for a, b in ((FP, FC), (FC, FP))
    ]
    distinct = {frozenset(c.items()) for c in allowed}  # some flips give the same table (6 players: 2)
    seen = set()
    for seed in range(60):
        found = kinds_at(new(players, seed))
        assert found in allowed, f"seed {seed}: {found}"
        seen.add(frozenset(found.items()))
    assert seen == distinct, "every orientation the coin flips can give turns up"


def test_ruling_setup_1_three_players_is_one_single_pair_and_the_opposite_dual():
    state = new(3, 11)
    found = kinds_at(state)
    singles = [k for k in found if len(k) == 1]
    (dual,) = [k for k in found if len(k) == 2]
    assert len(singles) == 2 and {a.value[:6] for (a,) in singles} == {"social", "fiscal"}
    assert not any(a in dual for (a,) in singles), "the dual holds the two agendas the singles do not"


def test_ruling_setup_1_four_players_all_single_or_all_dual_by_coin_flip():
    builds = Counter()
    for seed in range(40):
        found = kinds_at(new(4, seed))
        sizes = {len(k) for k in found}
        assert sizes in ({1}, {2}) and len(found) == 4
        builds[sizes.pop()] += 1
    assert builds[1] and builds[2]


def test_ruling_setup_1_eight_players_have_one_of_each_kind():
    for seed in range(10):
        assert sorted(new(8, seed).representatives) == sorted(representative_kinds())


def test_ruling_setup_1_representatives_are_dealt_at_random():
    firsts = {new(5, seed).representatives for seed in range(20)}
    assert len(firsts) > 5


@pytest.mark.parametrize("seats", [2, 9])
def test_ruling_setup_1_three_to_eight_players(seats):
    with pytest.raises(ValueError, match="3 to 8"):
        new(seats)


def test_ruling_setup_2_a_dual_representative_scores_both_columns():
    kinds = representative_kinds()
    dual = kinds["SP+FC"]
    for bill in all_bills():
        assert points(dual, bill.number) == bill.scores[0] + bill.scores[3]
        assert points_table("SC")[bill.number] == bill.scores[1]
    # bill 10 is +1 -1 +1 +1: a Social Progressive + Fiscal Conservative gains 2
    assert points_table("SP+FC")[10] == 2


def test_ruling_setup_3_the_81_bills_are_the_chart():
    bills = all_bills()
    assert [b.number for b in bills] == list(range(1, 82))
    order = (1, -1, 0)  # the chart runs through every combination in this order
    for i, b in enumerate(bills):
        assert b.scores == (order[i // 27], order[(i // 9) % 3], order[(i // 3) % 3], order[i % 3])
    # a few rows copied straight from the rule sheet
    assert bills[0].scores == (1, 1, 1, 1)
    assert bills[13].scores == (1, -1, -1, -1)  # 14
    assert bills[45].scores == (-1, 0, 1, 1)  # 46
    assert bills[63].scores == (0, -1, 1, 1)  # 64
    assert bills[80].scores == (0, 0, 0, 0)  # 81
    assert len({b.title for b in bills}) == 81 and all(b.title for b in bills)


def test_ruling_not_in_this_edition_bills_carry_no_special_effect():
    assert all(b.effect is None for b in all_bills())


@pytest.mark.parametrize("hand_size", [9, 6])
def test_ruling_setup_4_hand_size_option(hand_size):
    state = new(5, 3, hand_size=hand_size)
    assert [len(h) for h in state.hands] == [hand_size] * 5
    assert len(state.deck) == 81 - 5 * hand_size


def test_ruling_setup_4_other_hand_sizes_are_refused():
    with pytest.raises(ValueError, match="9 .* or 6"):
        GAME.check_options(LegislationOptions(hand_size=7))
    with pytest.raises(ValueError, match="secret"):
        GAME.check_options(LegislationOptions(ballot="open"))
    with pytest.raises(ValueError):
        new(4, hand_size=7)
    assert isinstance(GAME, Game)
    assert GAME.options_from_dict({"hand_size": 6, "ballot": "roll_call"}) == LegislationOptions(
        6, BallotStyle.ROLL_CALL
    )


def test_ruling_setup_5_first_player_is_drawn_by_the_seed():
    firsts = {new(6, seed).first_player for seed in range(30)}
    assert len(firsts) >= 4
    assert new(6, 5).first_player == new(6, 5).first_player


def test_ruling_setup_5_first_player_moves_clockwise_every_round():
    state = new(4, 2)
    start = state.first_player
    seen = [(state.phase, state.order)]
    keep_all(state)
    seen.append((state.phase, state.order))
    place_first_three(state)
    state2 = at_first_vote(4, 2)
    seen.append((state2.phase, state2.order))
    # rounds: discard 0, (draw 1: everyone skipped), On Deck 2, Pledge 3, Vote 4
    assert seen[0] == (Phase.DISCARD, tuple((start + i) % 4 for i in range(4)))
    assert seen[1] == (Phase.ON_DECK, tuple((start + 2 + i) % 4 for i in range(4)))
    assert seen[2] == (Phase.VOTE, tuple((start + 4 + i) % 4 for i in range(4)))
