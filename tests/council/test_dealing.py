"""The Council bots' transactions (games/council/bots/dealing.py): they answer an offer by what its items do
for them, never hand over their own Political Secret cheaply, and buy a rival's Political Secret when an
agenda that matters is revealed, to keep that rival from voting against them; asks stay few."""

from __future__ import annotations

import random

from games.council.actions import AnswerDeal, PlayCard, ProposeDeal
from games.council.bots.basic import BasicCouncilBot, decide
from games.council.bots.dealing import held_secrets, offer_value
from games.council.state import CouncilState, FrameKind
from games.council.view import Offer
from tests.council.table import GAME, act, run_until, table, top, waiting
from tests.council.test_bots import rearranged

# Political Censure elects a player, who gains a point: every seat wants itself elected. Votes: seat 0
# has 6 (Mecatol Rex), seat 1 has 3, seat 2 has 6, seat 3 has 4 (tests/council/table.py).
CENSURE = "political-censure"


def revealed(card: str = CENSURE) -> CouncilState:
    state = table(4, deck=[card])
    run_until(state, FrameKind.WHEN, 0)
    return state


def bought(state: CouncilState, seeds: range = range(40)) -> list[ProposeDeal]:
    view = GAME.view(state, 0)
    return [a for k in seeds if isinstance(a := decide(view, random.Random(k)), ProposeDeal)]


def test_buys_the_political_secret_of_the_rival_with_most_votes_against_it_and_plays_it_at_once():
    state = revealed()
    offers = bought(state)
    assert 5 <= len(offers) <= 35  # now and then: a refusal leaves no trace, so it never asks every time
    for offer in offers:  # trade goods for the Political Secret of seat 2 (6 votes against it)
        assert offer.to == 2 and offer.get == ("note:political-secret@2",)
        (price,) = offer.give
        assert price.startswith("tg:") and 1 <= int(price[3:]) <= state.players[0].tg
    act(state, offers[0])
    act(state, AnswerDeal(2, True))
    assert waiting(state) == 0 and top(state).kind is FrameKind.WHEN
    play = BasicCouncilBot(1).act(GAME.view(state, 0))
    assert isinstance(play, PlayCard) and play.card == "political-secret", play
    act(state, play)
    assert 2 in state.agenda.silenced


def test_never_buys_for_nothing_nor_when_the_agenda_does_not_matter_nor_holding_a_secret_already():
    broke = revealed()
    broke.players[0].tg = 0
    assert bought(broke) == []
    holding = revealed()
    holding.players[3].notes.remove("political-secret@3")
    holding.players[0].notes.append("political-secret@3")
    assert held_secrets(GAME.view(holding, 0), 0) == (3,)  # an opposed rival's note to play: no second
    assert bought(holding) == []
    assert bought(revealed("fleet-regulations")) == []  # nothing at stake for it: not worth paying for


def test_asks_stay_few_when_every_offer_is_refused():
    for seed in range(10):
        state = revealed()
        bot = BasicCouncilBot(seed)
        asks = 0
        while top(state).kind is FrameKind.WHEN and waiting(state) == 0:
            action = bot.act(GAME.view(state, 0))
            if not isinstance(action, ProposeDeal):
                break
            asks += 1
            act(state, action)
            act(state, AnswerDeal(action.to, False))
            assert asks < 20, "a refused request must not keep the table waiting"
        assert not isinstance(action, ProposeDeal)


def offer(state: CouncilState, seat: int, give: tuple[str, ...], get: tuple[str, ...]) -> float:
    return offer_value(GAME.view(state, seat), seat, Offer(1, give, get))


def test_answers_by_what_the_items_do_for_it():
    state = revealed()
    # Its own Political Secret would let a rival silence it when it matters most: not for 2 trade goods.
    assert offer(state, 0, ("tg:2",), ("note:political-secret@0",)) < 0
    # A rival's Political Secret silences that rival once: worth a trade good.
    assert offer(state, 0, ("note:political-secret@1",), ("tg:1",)) > 0
    assert offer(state, 0, ("tg:2",), ()) > 0 > offer(state, 0, (), ("tg:2",))
    act(state, ProposeDeal(0, 1, ("tg:2",), ("note:political-secret@1",)))  # asked of a Basic seat
    assert decide(GAME.view(state, 1), random.Random(0)) == AnswerDeal(1, False)


def test_no_cheating_the_offer_depends_only_on_what_the_seat_sees():
    """Whom it offers to buy from, and for what, comes from its view alone: every arrangement of the hands
    and the deck it cannot tell apart gives the same decision with the same seed."""
    state = revealed()
    state.players[1].hand = ["sabotage", "veto"]
    state.players[2].hand = ["imperial-rider"]
    rng = random.Random(5)
    for k in range(12):
        other = rearranged(state, 0, rng)
        assert GAME.view(other, 0).sections() == GAME.view(state, 0).sections()
        assert decide(GAME.view(other, 0), random.Random(k)) == decide(GAME.view(state, 0), random.Random(k))
