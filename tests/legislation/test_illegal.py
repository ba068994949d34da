"""Illegal moves raise IllegalAction with a code and a message saying what is wrong; nothing changes."""

import pytest

from games.core import Seat, Session, SessionConfig
from games.core.errors import GameOver, IllegalAction, NotYourTurn
from games.legislation.actions import (
    CancelDeal,
    CastVote,
    ConfirmDeal,
    Discard,
    Draw,
    DropDeal,
    EndTurn,
    PlaceOnDeck,
    Propose,
    Swap,
    Terms,
    Token,
)
from games.legislation.options import LegislationOptions
from games.legislation.state import Phase, fingerprint
from games.legislation.views import view
from tests.legislation.tables import (
    GAME,
    active,
    at_first_pledge_round,
    at_first_vote,
    keep_all,
    new,
    play,
)

P = Token.PLEDGE


def discard_round():
    return new(4, 21)


def draw_round():
    state = new(4, 21)
    for seat in list(state.waiting):
        GAME.apply(state, Discard(seat, tuple(state.hands[seat][:2])))
    return state


def on_deck_round():
    state = new(4, 21)
    keep_all(state)
    return state


def pledge_round():
    return at_first_pledge_round(4, 21)


def open_deal():
    state = pledge_round()
    a = active(state)
    GAME.apply(state, Terms(a, (a + 1) % 4, (), ()))
    return state


def made_deal():
    state = open_deal()
    GAME.apply(state, ConfirmDeal(state.deal.b))
    return state


def vote_propose():
    return at_first_vote(4, 21)


def ballot():
    state = vote_propose()
    s = active(state)
    GAME.apply(state, Propose(s, state.on_deck[s][0]))
    return state


def a(state):
    return active(state)


def nxt(state, k=1):
    return (active(state) + k) % state.seats


CASES = [
    # (build the state, the action, the code, words the message must contain)
    (discard_round, lambda s: Discard(0, (s.hands[1][0],)), "not_in_hand", "not in seat 0's hand"),
    (discard_round, lambda s: Discard(0, (s.hands[0][0],) * 2), "duplicate_bill", "named twice"),
    (pledge_round, lambda s: Discard(a(s), ()), "wrong_phase", "Discard round"),
    (draw_round, lambda s: Draw(a(s), ((a(s), s.piles[a(s)][0]),), 1), "own_pile", "own discard pile"),
    (
        draw_round,
        lambda s: Draw(a(s), ((nxt(s), 81 if 81 not in s.piles[nxt(s)] else 80),), 1),
        "not_in_pile",
        "not in",
    ),
    (draw_round, lambda s: Draw(a(s), ((9, 1),), 1), "no_such_seat", "no seat 9"),
    (draw_round, lambda s: Draw(a(s), ((nxt(s), s.piles[nxt(s)][0]),) * 2, 0), "duplicate_bill", "twice"),
    (draw_round, lambda s: Draw(a(s), (), -1), "deck_count", "cannot draw -1"),
    (draw_round, lambda s: Draw(a(s), (), 5), "wrong_count", "exactly 2"),
    (draw_round, lambda s: Draw(a(s), ((1, 2, 3),), 1), "bad_pair", "pair"),
    (on_deck_round, lambda s: PlaceOnDeck(a(s), tuple(s.hands[a(s)][:4])), "wrong_count", "exactly 3"),
    (on_deck_round, lambda s: PlaceOnDeck(a(s), (s.hands[a(s)][0],) * 3), "duplicate_bill", "twice"),
    (on_deck_round, lambda s: PlaceOnDeck(a(s), tuple(s.hands[nxt(s)][:3])), "not_in_hand", "not in seat"),
    (pledge_round, lambda s: PlaceOnDeck(a(s), ()), "wrong_phase", "pledge round"),
    (vote_propose, lambda s: PlaceOnDeck(a(s), ()), "wrong_step", "refill or top up"),
    (draw_round, lambda s: Swap(a(s), s.hands[a(s)][0], None, None), "wrong_phase", "no swap"),
    (pledge_round, lambda s: Swap(a(s), s.on_deck[a(s)][0], None, None), "not_in_hand", "not in seat"),
    (pledge_round, lambda s: Swap(a(s), s.hands[a(s)][0], None, 5), "bill_named", "top card"),
    (pledge_round, lambda s: Swap(a(s), s.hands[a(s)][0], 7, 1), "no_such_seat", "no seat 7"),
    (pledge_round, lambda s: Swap(a(s), s.hands[a(s)][0], nxt(s), 1), "not_in_pile", "discard pile"),
    (open_deal, lambda s: Swap(a(s), s.hands[a(s)][0], None, None), "swap_closed", "first action"),
    (
        ballot,
        lambda s: Swap(nxt(s), s.hands[nxt(s)][0], None, None),
        "not_your_turn",
        "only the active player",
    ),
    (pledge_round, lambda s: Terms(a(s), None, (), ()), "no_partner", "name the partner"),
    (pledge_round, lambda s: Terms(a(s), 4, (), ()), "no_such_seat", "no seat 4"),
    (pledge_round, lambda s: Terms(a(s), a(s), (), ()), "self_deal", "another player"),
    (pledge_round, lambda s: Terms(a(s), nxt(s), (s.hands[nxt(s)][0],), ()), "not_in_hand", "not in seat"),
    (pledge_round, lambda s: Terms(a(s), nxt(s), (s.hands[a(s)][0],) * 2, ()), "duplicate_bill", "twice"),
    (pledge_round, lambda s: Terms(a(s), nxt(s), (), ((s.hands[a(s)][0], P),)), "not_on_deck", "not On Deck"),
    (pledge_round, lambda s: Terms(a(s), nxt(s), (), ((s.on_deck[a(s)][0], "pledge"),)), "bad_token", "pair"),
    (open_deal, lambda s: Terms(s.deal.b, nxt(s, 2), (), ()), "deal_open", "open deal is with seat"),
    (open_deal, lambda s: ConfirmDeal(nxt(s, 2)), "not_a_party", "not a party"),
    (open_deal, lambda s: ConfirmDeal(a(s)), "already_agreed", "already agreed"),
    (open_deal, lambda s: DropDeal(nxt(s, 2)), "not_a_party", "not a party"),
    (open_deal, lambda s: EndTurn(a(s)), "deal_open", "drop the open deal"),
    (open_deal, lambda s: CancelDeal(a(s), 1), "deal_open", "drop the open deal"),
    (pledge_round, lambda s: ConfirmDeal(a(s)), "no_deal", "no open deal"),
    (pledge_round, lambda s: DropDeal(a(s)), "no_deal", "no open deal"),
    (made_deal, lambda s: CancelDeal(a(s), 99), "no_such_deal", "no deal 99"),
    (made_deal, lambda s: CancelDeal(nxt(s), s.deals[0].id), "not_your_turn", "only the active player"),
    (pledge_round, lambda s: EndTurn(nxt(s)), "not_your_turn", "only the active player"),
    (vote_propose, lambda s: EndTurn(a(s)), "wrong_phase", "Pledge round"),
    (pledge_round, lambda s: Propose(a(s), s.on_deck[a(s)][0]), "wrong_phase", "Vote round"),
    (vote_propose, lambda s: Propose(nxt(s), s.on_deck[nxt(s)][0]), "not_your_turn", "sponsor"),
    (ballot, lambda s: Propose(a(s), s.on_deck[a(s)][1]), "wrong_step", "already on the floor"),
    (vote_propose, lambda s: CastVote(a(s), "yay"), "no_ballot", "no bill on the floor"),
    (ballot, lambda s: CastVote(a(s), "maybe"), "bad_choice", "yay, nay or abstain"),
]


@pytest.mark.parametrize(
    ("build", "make", "code", "words"), CASES, ids=[f"{c[2]}-{i}" for i, c in enumerate(CASES)]
)
def test_an_illegal_action_is_refused_with_a_clear_message_and_changes_nothing(build, make, code, words):
    state = build()
    action = make(state)
    before = fingerprint(state)
    views_before = [view(state, s) for s in (None, *range(state.seats))]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, action)
    assert err.value.code == code, str(err.value)
    assert words.lower() in str(err.value).lower()
    assert fingerprint(state) == before
    assert [view(state, s) for s in (None, *range(state.seats))] == views_before


def test_a_vote_cast_twice_is_refused():
    state = ballot()
    seat = state.waiting[0]
    GAME.apply(state, CastVote(seat, "yay"))
    before = fingerprint(state)
    with pytest.raises(IllegalAction, match="already voted"):
        GAME.apply(state, CastVote(seat, "nay"))
    assert fingerprint(state) == before


def test_a_refused_first_action_keeps_the_swap_open():
    state = pledge_round()
    with pytest.raises(IllegalAction):
        GAME.apply(state, EndTurn(nxt(state)))
    assert state.swap_open
    play(state, Swap(a(state), state.hands[a(state)][0], None, None))


def test_the_empty_deck_cannot_be_swapped_from():
    state = pledge_round()
    state.piles[nxt(state)].extend(state.deck)  # test set-up: the deck is empty
    state.deck.clear()
    before = fingerprint(state)
    with pytest.raises(IllegalAction, match="deck is empty"):
        GAME.apply(state, Swap(a(state), state.hands[a(state)][0], None, None))
    assert fingerprint(state) == before
    assert view(state, a(state)).swap_open, "another pile still has bills"
    state.passed.extend(state.piles[nxt(state)])  # test set-up: nothing left to take anywhere
    state.piles[nxt(state)].clear()
    state.table = None
    assert not view(state, a(state)).swap_open


def test_nothing_is_legal_once_the_game_is_over():
    state = new(3, 2)
    state.phase = Phase.OVER  # test set-up
    with pytest.raises(GameOver):
        GAME.apply(state, EndTurn(0))


def test_the_session_refuses_a_seat_that_is_not_awaited():
    session = Session(
        GAME, SessionConfig("legislation", tuple(Seat(n) for n in "ABC"), LegislationOptions(), 3)
    )
    with pytest.raises(IllegalAction):
        session.apply(CastVote(session.to_act()[0], "yay"))
    for seat in session.to_act():
        session.apply(Discard(seat, ()))
    assert session.state.phase is Phase.ON_DECK
    waiting = session.to_act()
    other = next(s for s in range(3) if s not in waiting)
    count = len(session)
    with pytest.raises(NotYourTurn):
        session.apply(PlaceOnDeck(other, tuple(session.state.hands[other][:3])))
    assert len(session) == count
