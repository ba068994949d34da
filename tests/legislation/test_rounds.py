"""Rulings, Rounds: discard, draw, On Deck, Pledge/Vote alternation, and the swap that opens a turn."""

import pytest

from games.core.errors import IllegalAction
from games.legislation.actions import Discard, Draw, EndTurn, PlaceOnDeck, Propose, Swap, Terms
from games.legislation.log_record import Discarded
from games.legislation.state import Phase, Step, fingerprint
from games.legislation.views import view
from tests.legislation.tables import (
    GAME,
    active,
    at_first_pledge_round,
    at_first_vote,
    end_pledge_round,
    keep_all,
    new,
    play,
    vote_turn,
)


def discard_two_each(state):
    chosen = {}
    for seat in list(state.waiting):
        chosen[seat] = tuple(state.hands[seat][:2])
        record = play(state, Discard(seat, chosen[seat]))
    return chosen, record


def test_ruling_rounds_1_discards_are_chosen_at_once_and_kept_secret_until_all_have_chosen():
    state = new(4, 3)
    assert state.phase is Phase.DISCARD
    assert set(state.waiting) == {0, 1, 2, 3}, "all choose at the same time"
    first = state.waiting[0]
    mine = tuple(state.hands[first][:3])
    record = play(state, Discard(first, mine))
    assert not record.reveals and record.public == Discarded()
    assert record.private == {first: Discarded(bills=tuple(mine))}
    assert first not in state.waiting
    assert view(state, first).discarded == mine
    for other in (s for s in range(4) if s != first):
        assert view(state, other).discarded is None
        assert view(state, other).chosen == (first,)
        assert view(state, other).table.piles[first] == ()
    assert state.hands[first][:3] == list(mine), "nothing moves before everyone has chosen"


def test_ruling_rounds_1_discards_are_revealed_together():
    state = new(4, 3)
    chosen, last = discard_two_each(state)
    assert last.reveals
    for seat, bills in chosen.items():
        assert tuple(state.piles[seat]) == bills
        assert len(state.hands[seat]) == 7
    assert dict(last.public.discards) == chosen


def test_ruling_rounds_1_any_number_from_none_to_all():
    state = new(3, 4)
    seats = list(state.waiting)
    play(state, Discard(seats[0], ()))
    play(state, Discard(seats[1], tuple(state.hands[seats[1]])))
    play(state, Discard(seats[2], tuple(state.hands[seats[2]][:1])))
    assert [len(state.piles[s]) for s in seats] == [0, 9, 1]


def test_ruling_rounds_2_draw_from_other_piles_and_the_deck_in_turn():
    state = new(4, 3)
    discard_two_each(state)
    assert state.phase is Phase.DRAW
    seat = active(state)
    assert state.waiting == (seat,)
    other = (seat + 1) % 4
    deep = state.piles[other][0]  # not the top card: any card of a face-up pile may be taken
    record = play(state, Draw(seat, ((other, deep),), 1))
    assert deep in state.hands[seat] and deep not in state.piles[other]
    assert len(state.hands[seat]) == 9
    assert record.reveals, "a card from the deck is seen by its drawer"
    assert record.public.from_piles == ((other, deep),) and record.public.from_deck == 1
    assert record.public.drawn is None, "only the drawer learns the bill from the deck"
    assert list(record.private) == [seat] and len(record.private[seat].drawn) == 1


def test_ruling_rounds_2_only_other_players_piles_and_exactly_a_full_hand():
    state = new(4, 3)
    discard_two_each(state)
    seat = active(state)
    before = fingerprint(state)
    own = state.piles[seat][0]
    with pytest.raises(IllegalAction, match="own discard pile"):
        play(state, Draw(seat, ((seat, own),), 1))
    with pytest.raises(IllegalAction, match="exactly 2"):
        play(state, Draw(seat, (), 3))
    with pytest.raises(IllegalAction, match="exactly 2"):
        play(state, Draw(seat, (), 1))
    assert fingerprint(state) == before


def test_ruling_rounds_2_drawing_only_from_piles_reveals_nothing():
    state = new(4, 3)
    discard_two_each(state)
    seat = active(state)
    picks = tuple((o, state.piles[o][0]) for o in range(4) if o != seat)[:2]
    record = play(state, Draw(seat, picks, 0))
    assert not record.reveals


def test_ruling_rounds_2_a_player_with_a_full_hand_is_passed_over():
    state = new(4, 3)
    keep_all(state)
    assert state.phase is Phase.ON_DECK, "nobody needed a card, so the Draw round passed by itself"


def test_ruling_rounds_3_three_bills_go_on_deck_face_up():
    state = new(4, 3)
    keep_all(state)
    seat = active(state)
    with pytest.raises(IllegalAction, match="exactly 3"):
        play(state, PlaceOnDeck(seat, tuple(state.hands[seat][:2])))
    bills = tuple(state.hands[seat][3:6])
    play(state, PlaceOnDeck(seat, bills))
    assert tuple(state.on_deck[seat]) == bills
    assert view(state, (seat + 1) % 4).table.on_deck[seat] == bills, "On Deck is public"


def test_ruling_rounds_3_on_deck_bills_can_never_be_discarded_traded_or_taken_back():
    state = at_first_pledge_round(4, 3)
    seat = active(state)
    bill = state.on_deck[seat][0]
    before = fingerprint(state)
    with pytest.raises(IllegalAction, match="not in seat .* hand"):
        play(state, Swap(seat, bill, None, None))
    with pytest.raises(IllegalAction, match="not in seat .* hand"):
        play(state, Terms(seat, (seat + 1) % 4, (bill,), ()))
    assert fingerprint(state) == before


def test_ruling_rounds_4_pledge_and_vote_rounds_alternate_starting_with_pledge():
    state = at_first_pledge_round(4, 3)
    kinds = [state.phase]
    end_pledge_round(state)
    kinds.append(state.phase)
    while state.phase is Phase.VOTE:
        vote_turn(state)
    kinds.append(state.phase)
    end_pledge_round(state)
    kinds.append(state.phase)
    assert kinds == [Phase.PLEDGE, Phase.VOTE, Phase.PLEDGE, Phase.VOTE]


def test_ruling_rounds_swap_opens_a_turn_from_the_on_deck_round_on():
    state = new(4, 3)
    seat = state.waiting[0]
    with pytest.raises(IllegalAction, match="no swap in the discard round"):
        play(state, Swap(seat, state.hands[seat][0], None, None))
    keep_all(state)
    seat = active(state)
    deck_top = state.deck[-1]
    out = state.hands[seat][0]
    record = play(state, Swap(seat, out, None, None))
    assert record.reveals and record.private[seat].taken == deck_top and list(record.private) == [seat]
    assert out in state.piles[seat] and deck_top in state.hands[seat]
    assert record.public.bill is None and record.public.taken is None, "others do not learn the card"
    with pytest.raises(IllegalAction, match="first action"):
        play(state, Swap(seat, state.hands[seat][0], None, None))


def test_ruling_rounds_swap_takes_from_another_pile_and_only_as_the_first_action():
    state = new(4, 3)
    for seat in list(state.waiting):
        play(state, Discard(seat, tuple(state.hands[seat][:1])))
    while state.phase is Phase.DRAW:
        play(state, Draw(active(state), (), 1))
    seat = active(state)
    other = (seat + 1) % 4
    taken = state.piles[other][0]
    with pytest.raises(IllegalAction, match="own discard pile"):
        play(state, Swap(seat, state.hands[seat][0], seat, state.piles[seat][0]))
    record = play(state, Swap(seat, state.hands[seat][0], other, taken))
    assert not record.reveals and record.public.bill == taken
    play(state, PlaceOnDeck(seat, tuple(state.hands[seat][:3])))
    nxt = active(state)
    assert nxt != seat and state.swap_open
    play(state, PlaceOnDeck(nxt, tuple(state.hands[nxt][:3])))
    assert not view(state, nxt).swap_open


def test_ruling_rounds_swap_is_skipped_by_any_other_first_action_and_is_the_active_players_alone():
    state = at_first_vote(4, 3)
    sponsor = active(state)
    voter = (sponsor + 1) % 4
    with pytest.raises(IllegalAction, match="only the active player"):
        GAME.apply(state, Swap(voter, state.hands[voter][0], None, None))
    play(state, Propose(sponsor, state.on_deck[sponsor][0]))
    assert state.step is Step.BALLOT
    with pytest.raises(IllegalAction):
        GAME.apply(state, Swap(sponsor, state.hands[sponsor][0], None, None))
    state2 = at_first_pledge_round(4, 3)
    seat = active(state2)
    play(state2, Terms(seat, (seat + 1) % 4, (), ()))
    play(state2, Terms((seat + 1) % 4, None, (), ()))  # same (empty) terms: both agree, deal made
    with pytest.raises(IllegalAction, match="first action"):
        play(state2, Swap(seat, state2.hands[seat][0], None, None))
    play(state2, EndTurn(seat))
