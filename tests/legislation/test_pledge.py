"""Rulings, Pledge turn: deals, one token per bill, confirming, cancelling, gifts, benched betrayers."""

import pytest

from games.core.errors import IllegalAction
from games.core.ledger import CommitmentKind
from games.legislation.actions import CancelDeal, Choice, ConfirmDeal, DropDeal, EndTurn, Terms, Token
from games.legislation.log_record import DealMade
from games.legislation.state import Phase, fingerprint
from games.legislation.views import TokenOnBill, view
from tests.legislation.tables import (
    active,
    at_first_pledge_round,
    end_pledge_round,
    play,
    vote_turn,
)

P, A = Token.PLEDGE, Token.ANTI_PLEDGE


def tokens_of(state):
    return sorted((int(c.subject), c.seat, c.kind.value, c.option) for c in state.ledger.open)


def test_ruling_pledge_a_deal_mixes_cards_both_ways_and_tokens_by_either_party_on_any_bill():
    state = at_first_pledge_round(4, 5)
    a = active(state)
    b, third = (a + 1) % 4, (a + 2) % 4
    a_gives, b_gives = tuple(state.hands[a][:2]), tuple(state.hands[b][:1])
    own, partners, thirds = state.on_deck[a][0], state.on_deck[b][0], state.on_deck[third][0]
    play(state, Terms(a, b, a_gives, ((own, A), (thirds, P))))
    assert state.waiting == (b,), "the partner answers on its own screen"
    play(state, Terms(b, None, b_gives, ((partners, P), (own, A))))
    assert state.waiting == (a,), "the partner changed the deal, so the active player confirms again"
    assert state.hands[a][:2] == list(a_gives), "nothing moves before both agree"
    record = play(state, ConfirmDeal(a))
    assert all(x in state.hands[b] for x in a_gives) and all(x in state.hands[a] for x in b_gives)
    assert tokens_of(state) == sorted(
        [
            (own, a, "anti_pledge", "nay"),
            (thirds, a, "pledge", "yay"),
            (partners, b, "pledge", "yay"),
            (own, b, "anti_pledge", "nay"),
        ]
    )
    made = record.public.made
    assert made.cards == (2, 1) and made.parties == (a, b)
    # One token order across Legislation: (bill, seat, token) in the log as in every view.
    (summary,) = view(state, None).table.deals
    assert made.tokens == tuple((t.bill, t.seat, t.token.value) for t in summary.tokens)
    laid = view(state, None).table.tokens
    assert set(summary.tokens) <= set(laid) and all(type(t) is TokenOnBill for t in (*laid, *summary.tokens))
    assert made.tokens == (
        (own, a, "anti_pledge"),
        (thirds, a, "pledge"),
        (partners, b, "pledge"),
        (own, b, "anti_pledge"),
    )
    assert state.waiting == (a,), "the active player goes on bargaining"


def test_ruling_pledge_one_sided_deals_are_deals():
    state = at_first_pledge_round(4, 5)
    a = active(state)
    b = (a + 3) % 4
    gift = state.hands[a][0]
    play(state, Terms(a, b, (gift,), ()))
    play(state, ConfirmDeal(b))
    assert gift in state.hands[b] and state.ledger.open == []


def test_ruling_pledge_one_token_per_player_per_bill():
    state = at_first_pledge_round(4, 5)
    a = active(state)
    b = (a + 1) % 4
    bill = state.on_deck[b][1]
    before = fingerprint(state)
    with pytest.raises(IllegalAction, match="already holds a token on bill"):
        play(state, Terms(a, b, (), ((bill, P), (bill, A))))
    assert fingerprint(state) == before
    play(state, Terms(a, b, (), ((bill, P),)))
    play(state, ConfirmDeal(b))
    with pytest.raises(IllegalAction, match="already holds a token"):
        play(state, Terms(a, b, (), ((bill, A),)))
    # the partner may still take its own token on the same bill
    play(state, Terms(a, b, (), ()))
    play(state, Terms(b, None, (), ((bill, A),)))
    play(state, ConfirmDeal(a))
    assert tokens_of(state) == sorted([(bill, a, "pledge", "yay"), (bill, b, "anti_pledge", "nay")])


def test_ruling_pledge_tokens_only_on_bills_on_deck():
    state = at_first_pledge_round(4, 5)
    a = active(state)
    in_hand = state.hands[a][0]
    with pytest.raises(IllegalAction, match="not On Deck"):
        play(state, Terms(a, (a + 1) % 4, (), ((in_hand, P),)))


def test_ruling_pledge_a_token_stays_until_its_bill_is_voted_on():
    state = at_first_pledge_round(4, 5)
    a = active(state)
    b = (a + 1) % 4
    later = state.on_deck[b][2]
    play(state, Terms(a, b, (), ((later, P),)))
    play(state, ConfirmDeal(b))
    end_pledge_round(state)
    while state.phase is Phase.VOTE:
        vote_turn(state)  # every sponsor puts its first On Deck bill up, so `later` waits
    assert (later, a, "pledge", "yay") in tokens_of(state)


def test_ruling_pledge_binding_only_when_both_confirm_and_droppable_until_then():
    state = at_first_pledge_round(4, 5)
    a = active(state)
    b = (a + 2) % 4
    gift = state.hands[a][0]
    play(state, Terms(a, b, (gift,), ((state.on_deck[b][0], P),)))
    assert gift in state.hands[a] and not state.ledger.open
    play(state, DropDeal(b))
    assert state.deal is None and gift in state.hands[a] and not state.ledger.open
    assert state.waiting == (a,)


def test_ruling_pledge_confirmed_deals_can_be_cancelled_until_the_turn_ends_then_are_final():
    state = at_first_pledge_round(4, 5)
    a = active(state)
    b = (a + 1) % 4
    hands_before = [sorted(h) for h in state.hands]
    gift, back = state.hands[a][0], state.hands[b][0]
    play(state, Terms(a, b, (gift,), ((state.on_deck[b][0], P),)))
    play(state, Terms(b, None, (back,), ()))
    play(state, ConfirmDeal(a))
    deal_id = state.deals[0].id
    assert view(state, a).cancellable == (deal_id,)
    record = play(state, CancelDeal(a, deal_id))
    assert [sorted(h) for h in state.hands] == hands_before, "the cards return"
    assert not state.ledger.open and not state.deals
    assert record.public.cancelled.deal == deal_id
    play(state, Terms(a, b, (gift,), ()))
    play(state, ConfirmDeal(b))
    second = state.deals[0].id
    play(state, EndTurn(a))
    assert gift in state.hands[b], "final once the active player ends the turn"
    assert state.deals == []
    with pytest.raises(IllegalAction):
        play(state, CancelDeal(active(state), second))


def test_ruling_pledge_a_deal_whose_cards_moved_on_cannot_be_cancelled_first():
    state = at_first_pledge_round(4, 5)
    a = active(state)
    b, c = (a + 1) % 4, (a + 2) % 4
    card = state.hands[b][0]
    play(state, Terms(a, b, (), ()))
    play(state, Terms(b, None, (card,), ()))
    play(state, ConfirmDeal(a))
    first = state.deals[0].id
    play(state, Terms(a, c, (card,), ()))
    play(state, ConfirmDeal(c))
    before = fingerprint(state)
    with pytest.raises(IllegalAction, match="passed on; cancel the later deal first") as err:
        play(state, CancelDeal(a, first))
    assert err.value.code == "card_passed_on"
    assert fingerprint(state) == before
    assert view(state, a).cancellable == (state.deals[1].id,)


def test_ruling_pledge_only_the_receiver_is_shown_which_cards_arrived():
    state = at_first_pledge_round(5, 5)
    a = active(state)
    b, other = (a + 1) % 5, (a + 2) % 5
    gift = state.hands[a][0]
    offer = play(state, Terms(a, b, (gift,), ()))
    assert offer.reveals, "the partner now sees the offered card: an undo barrier"
    assert set(offer.private) == {a, b} and offer.public.terms is None
    assert offer.private[b].terms.give == (gift,)
    assert view(state, b).open_deal.give[0] == (gift,)
    assert view(state, other).open_deal is None and view(state, None).open_deal is None
    made = play(state, ConfirmDeal(b))
    assert made.private[b].received == DealMade((gift,), ())
    assert other not in made.private
    assert made.public.made.cards == (1, 0) and made.public.received is None
    assert set(made.public.plain()) == {"deal", "parties", "made"} and made.public.made.tokens == ()
    assert view(state, other).table.hand_counts[b] == len(state.hands[b])
    assert view(state, other).my_deals == ()
    assert view(state, b).my_deals[0].received == (gift,)


def test_ruling_pledge_a_betrayer_skips_the_next_pledge_turn_and_cannot_be_a_partner():
    state = at_first_pledge_round(4, 5)
    a = active(state)
    b = (a + 1) % 4
    bill = state.on_deck[a][0]
    play(state, Terms(a, b, (), ()))
    play(state, Terms(b, None, (), ((bill, P),)))
    play(state, ConfirmDeal(a))
    end_pledge_round(state)
    while state.phase is Phase.VOTE:
        sponsor = active(state)
        record = vote_turn(state, choices={b: Choice.NAY} if sponsor == a else None)
        if sponsor == a:
            assert record.public.result.betrayers == (b,)
            table = view(state, None).table
            assert b in (table.owes_skip if state.phase is Phase.VOTE else table.benched), "public"
    assert state.phase is Phase.PLEDGE
    assert state.benched == {b}
    skipped = []
    while state.phase is Phase.PLEDGE:
        seat = active(state)
        assert seat != b, "the betrayer's own Pledge turn is passed over"
        with pytest.raises(IllegalAction, match="sits out this Pledge round") as err:
            play(state, Terms(seat, b, (), ()))
        assert err.value.code == "partner_benched"
        # others may still pledge on the betrayer's On Deck bills
        partner = next(s for s in range(4) if s not in (seat, b))
        play(state, Terms(seat, partner, (), ((state.on_deck[b][0], P),)))
        play(state, ConfirmDeal(partner))
        skipped.append(seat)
        play(state, EndTurn(seat))
    assert len(skipped) == 3
    assert state.benched == frozenset(), "only one skipped turn"


def test_ruling_pledge_tokens_are_pledges_and_anti_pledges_in_the_ledger():
    state = at_first_pledge_round(3, 5)
    a = active(state)
    b = (a + 1) % 3
    play(state, Terms(a, b, (), ((state.on_deck[a][0], P), (state.on_deck[b][0], A))))
    play(state, ConfirmDeal(b))
    kinds = {c.kind for c in state.ledger.open}
    assert kinds == {CommitmentKind.PLEDGE, CommitmentKind.ANTI_PLEDGE}
    assert all(c.counterparty == b and c.source == "deal 1" for c in state.ledger.open)


def test_either_party_withdraws_an_unmade_deal_while_the_other_decides():
    """The rules page: either side may drop a deal not yet made (also the side that just set terms)."""
    from games.core import Seat, Session, SessionConfig
    from games.core.errors import NotYourTurn
    from games.legislation.options import LegislationOptions
    from tests.legislation.tables import GAME

    config = SessionConfig("legislation", tuple(Seat(f"P{i}") for i in range(4)), LegislationOptions(), 5)
    session = Session(GAME, config)
    for action in at_first_pledge_round_actions():
        session.apply(action)
    a = active(session.state)
    b = (a + 1) % 4
    session.apply(Terms(a, b, (), ()))
    assert session.to_act() == (b,)
    assert DropDeal(a) in session.legal_actions(a), "offered to the side that waits"
    before = fingerprint(session.state)
    with pytest.raises(NotYourTurn):
        session.apply(ConfirmDeal(a))  # only the withdrawal is taken out of turn
    with pytest.raises(NotYourTurn):
        session.apply(DropDeal((a + 2) % 4))  # and only from a party
    assert fingerprint(session.state) == before
    record = session.apply(DropDeal(a))
    assert record.public.deal == 1 and session.state.deal is None
    assert session.to_act() == (a,), "the active player bargains on"
    assert DropDeal(a) not in session.legal_actions(a)
    # The partner may withdraw too, after it has set its own terms and waits for the active player.
    session.apply(Terms(a, b, (), ()))
    session.apply(Terms(b, None, (), ((session.state.on_deck[b][0], Token.PLEDGE),)))
    assert session.to_act() == (a,)
    session.apply(DropDeal(b))
    assert session.state.deal is None and session.to_act() == (a,)
    rebuilt = Session.replay(GAME, config, session.actions)
    assert fingerprint(rebuilt.state) == fingerprint(session.state), "a withdrawal replays from the log"


def at_first_pledge_round_actions():
    """The actions of `at_first_pledge_round(4, 5)`: everyone keeps their hand, first three On Deck."""
    from games.legislation.actions import Discard, PlaceOnDeck
    from tests.legislation.tables import new

    state = new(4, 5)
    out = [Discard(seat, ()) for seat in state.waiting]
    for action in out:
        play(state, action)
    while state.phase is Phase.ON_DECK:
        seat = active(state)
        out.append(PlaceOnDeck(seat, tuple(state.hands[seat][:3])))
        play(state, out[-1])
    return out
