"""Transactions as the view offers them (deals.offers) and asking for what the other side keeps hidden."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.council.actions import AnswerDeal, ProposeDeal
from games.council.options import Mode
from games.council.state import FrameKind
from games.council.view import seat_view
from tests.council.table import GAME, act, full_fingerprint, run_until, table, top, waiting

BMD = "black-market-dealings"


def offers_of(state, seat):
    return {o.partner: o for o in seat_view(state, seat).deals.offers}


def at_seat_1(**kwargs):
    state = table(deck=["mutiny"], **kwargs)
    run_until(state, FrameKind.WHEN, seat=1)
    return state


def test_without_hacan_or_black_market_only_notes_and_trade_goods():
    state = at_seat_1(hands={1: ["veto"]})
    offer = offers_of(state, 1)[2]
    assert offer.give == ("note:political-secret@1", "note:alliance@1")
    assert offer.ask == () and offer.give_bmd is None and offer.ask_bmd is None
    assert (offer.give_tg, offer.ask_tg) == (2, 2)
    assert set(offers_of(state, 1)) == {0, 2, 3}


def test_the_hacan_on_either_side_open_action_cards():
    state = at_seat_1(factions=("", "", "hacan", ""), hands={1: ["veto", "veto", "sabotage"]})
    offers = offers_of(state, 1)
    assert offers[2].give[-2:] == ("card:veto", "card:sabotage")  # each card once
    assert "card:bribery" in offers[2].ask  # asked for by name: seat 1 cannot see the hand
    assert not any(item.startswith("card:") for item in offers[3].give)


def test_black_market_dealings_adds_cards_relics_and_secret_objectives():
    state = at_seat_1(hands={1: [BMD, "veto"]})
    state.players[1].relics = {"maw-of-worlds": False}
    state.players[1].secrets = ["dictate-policy"]
    state.players[2].relics = {"scepter-of-emelpar": False}
    offer = offers_of(state, 1)[2]
    assert {"card:veto", "relic:maw-of-worlds", "secret:dictate-policy"} <= set(offer.give_bmd)
    assert f"card:{BMD}" not in offer.give_bmd  # played with the deal, so not given as well
    assert "relic:scepter-of-emelpar" in offer.ask_bmd and "secret:drive-the-debate" in offer.ask_bmd
    assert "relic:scepter-of-emelpar" not in offers_of(state, 1)[3].ask_bmd
    give = ("relic:maw-of-worlds", "secret:dictate-policy", f"play:{BMD}")
    act(state, ProposeDeal(1, 2, give, ("relic:scepter-of-emelpar",)))
    act(state, AnswerDeal(2, True))
    assert state.players[2].relics == {"maw-of-worlds": False} and state.players[2].secrets == [
        "dictate-policy"
    ]
    assert state.players[1].relics == {"scepter-of-emelpar": False} and BMD in state.action_discard


def test_companion_mode_offers_every_action_card_and_checks_the_names():
    state = at_seat_1(mode=Mode.COMPANION, factions=("", "hacan", "", ""))
    offer = offers_of(state, 1)[2]
    assert "card:sabotage" in offer.give  # declared, not dealt
    assert offer.give_bmd is None  # Black Market Dealings is a Thunder's Edge card
    assert "card:lie-in-wait" not in offer.give
    with pytest.raises(IllegalAction) as err:
        act(state, ProposeDeal(1, 2, ("tg:1", f"play:{BMD}"), ()))
    assert err.value.code == "not_in_deck"
    state = at_seat_1(mode=Mode.COMPANION, factions=("", "hacan", "", ""), thunders_edge=True)
    offer = offers_of(state, 1)[2]
    assert offer.give_bmd is not None and "card:lie-in-wait" in offer.give
    before = full_fingerprint(state)
    with pytest.raises(IllegalAction) as err:
        act(state, ProposeDeal(1, 2, ("card:no-such-card",), ()))
    assert err.value.code == "bad_item" and full_fingerprint(state) == before


def test_asking_for_a_hidden_card_tells_the_proposer_nothing():
    state = at_seat_1(factions=("", "hacan", "", ""), hands={2: ["sabotage"]})
    act(state, ProposeDeal(1, 2, ("tg:1",), ("card:veto",)))  # seat 2 has no Veto: not refused here
    assert top(state).kind is FrameKind.TRANSACTION and waiting(state) == 2
    assert seat_view(state, 2).prompt.can_accept is False  # only seat 2 learns it cannot
    before = full_fingerprint(state)
    with pytest.raises(IllegalAction):
        act(state, AnswerDeal(2, True))
    assert full_fingerprint(state) == before
    act(state, AnswerDeal(2, False))
    assert state.players[1].tg == 2 and state.players[2].hand == ["sabotage"]


def test_asking_for_a_card_the_other_side_holds_can_be_accepted():
    state = at_seat_1(factions=("", "hacan", "", ""), hands={2: ["sabotage"]})
    act(state, ProposeDeal(1, 2, ("tg:1",), ("card:sabotage",)))
    assert seat_view(state, 2).prompt.can_accept is True
    act(state, AnswerDeal(2, True))
    assert state.players[1].hand == ["sabotage"] and state.players[2].tg == 3


def test_every_offered_item_is_accepted_by_the_engine():
    state = at_seat_1(factions=("", "hacan", "", ""), hands={1: [BMD, "veto"]})
    state.players[1].relics = {"maw-of-worlds": False}
    for partner, offer in offers_of(state, 1).items():
        for give in offer.give + offer.give_bmd:
            items = (
                (give, f"play:{BMD}") if give in offer.give_bmd and give not in offer.give else (give,)
            )
            check = state.copy()
            GAME.apply(check, ProposeDeal(1, partner, items, ()))


def test_a_deal_is_drawn_even_when_the_seat_can_only_ask_for_a_note():
    """A seat with nothing to give and a partner seen to hold nothing: the only deals ask for a note on
    the off chance, and drawing one ends (it once looped for ever)."""
    import random

    from games.council.actions import ProposeDeal
    from games.council.legal import DealSpace

    space = DealSpace(0, 1, (), (), 0, 0, None, None, ("note:political-secret@1",))
    deal = space.draw(random.Random(3))
    assert isinstance(deal, ProposeDeal) and deal in space and deal.get == ("note:political-secret@1",)
