"""The Council bots' transactions (games/council/bots/dealing.py): they answer an offer by what its items do
for them, never hand over their own Political Secret cheaply, and buy a rival's Political Secret when an
agenda that matters is revealed, to keep that rival from voting against them; they offer only what both
sides gain by, never something for nothing, one offer a partner an agenda at most; asks stay few."""

from __future__ import annotations

import random

from games.council.actions import AnswerDeal, PlayCard, ProposeDeal
from games.council.bots.basic import BasicCouncilBot, decide
from games.council.bots.dealing import gains, held_secrets, offer_value
from games.council.state import CouncilState, FrameKind
from games.council.view import Offer
from tests.council.table import GAME, act, run_until, table, top, waiting
from tests.council.test_bots import rearranged

# Political Censure elects a player, who gains a point: every seat wants itself elected. Votes: seat 0
# has 6 (Mecatol Rex), seat 1 has 3, seat 2 has 6, seat 3 has 4 (tests/council/table.py).
CENSURE = "political-censure"


def revealed(card: str = CENSURE, goods: int = 8) -> CouncilState:
    state = table(4, deck=[card])
    state.players[0].tg = goods  # enough to pay for a rival's Political Secret at a price its owner takes
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
    # At a price its owner gains by (its note is worth 0.4 points to it, a trade good 0.1): a Basic owner
    # takes it, and the buyer still gains (the 6 votes it silences are worth more than the goods).
    answer = decide(GAME.view(state, 2), random.Random(0))
    assert answer == AnswerDeal(2, True)
    mine, theirs = gains(GAME.view(state, 0), 0, 2, offers[0].give, offers[0].get, 0.9)
    assert mine > 0 and theirs > 0
    act(state, answer)
    assert waiting(state) == 0 and top(state).kind is FrameKind.WHEN
    play = BasicCouncilBot(1).act(GAME.view(state, 0))
    assert isinstance(play, PlayCard) and play.card == "political-secret", play
    act(state, play)
    assert 2 in state.agenda.silenced


def test_never_buys_for_nothing_nor_when_the_agenda_does_not_matter_nor_holding_a_secret_already():
    broke = revealed(goods=0)
    assert bought(broke) == []
    # 2 trade goods are worth less to seat 2 than its own Political Secret: no price both sides gain by.
    assert bought(revealed(goods=2)) == []
    holding = revealed()
    holding.players[3].notes.remove("political-secret@3")
    holding.players[0].notes.append("political-secret@3")
    assert held_secrets(GAME.view(holding, 0), 0) == (3,)  # an opposed rival's note to play: no second
    assert bought(holding) == []
    assert bought(revealed("fleet-regulations")) == []  # nothing at stake for it: not worth paying for


def test_asks_stay_few_when_every_offer_is_refused():
    """A seat that refused is not asked again on this agenda, and a seat asks two partners at most."""
    for seed in range(10):
        state = revealed()
        bot = BasicCouncilBot(seed)
        asked: list[int] = []
        while top(state).kind is FrameKind.WHEN and waiting(state) == 0:
            action = bot.act(GAME.view(state, 0))
            if not isinstance(action, ProposeDeal):
                break
            assert action.to not in asked, f"seed {seed}: asked seat {action.to} again after a refusal"
            asked.append(action.to)
            act(state, action)
            act(state, AnswerDeal(action.to, False))
            assert state.agenda.offered == {(0, to) for to in asked}
            assert len(asked) <= 2, "a refused request must not keep the table waiting"
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


def test_offers_among_basic_bots_give_and_ask_something_both_sides_gain_by_and_are_mostly_taken():
    """Whole games among Basic seats: every offer gives something and asks something (never the old "nothing,
    asks for 1 trade good"), both sides gain by it as the proposer reckons, no seat offers the same partner
    twice on one agenda, and most offers are accepted."""
    from games.core.seats import BotLevel
    from games.core.simulate import play_one

    offered = accepted = 0
    for seed in range(16):  # Basic offers in about half the games: enough that one seed's luck cannot decide
        session = play_one(GAME, 6, 500 + seed, levels=(BotLevel.BASIC,) * 6)
        state = GAME.new_state(6, session.config.options, session.config.seed)
        pairs: set[tuple[int, int, int, int]] = set()
        for action in session.actions:
            if isinstance(action, ProposeDeal):
                view = GAME.view(state, action.seat)
                assert action.give and action.get, action
                mine, theirs = gains(view, action.seat, action.to, action.give, action.get)
                if not any(item.startswith("note:political-secret") for item in action.get):
                    assert mine > 0, action  # bought to play at once: worth the silenced votes (tested above)
                assert theirs > 0, action
                key = (state.round, state.agenda_no, action.seat, action.to)
                assert key not in pairs, f"offered twice on one agenda: {action}"
                pairs.add(key)
                offered += 1
            accepted += isinstance(action, AnswerDeal) and action.accept
            GAME.apply(state, action)
    assert offered >= 6 and accepted >= offered / 2, (offered, accepted)


def test_the_simulator_counts_transactions_offered_and_accepted():
    from games.core.seats import BotLevel
    from games.core.simulate import simulate

    simulated = simulate(GAME, 6, 6, 1, levels=(BotLevel.BASIC,) * 6)
    assert "offered a seat an agenda" in simulated.to_text()
    report = simulated.to_dict()
    counts = report["transactions"]
    assert set(counts) == {"offered", "accepted"} and 0 <= counts["accepted"] <= counts["offered"]
    assert report["events"]["agendas"] >= 6 * 4  # every game votes on its agendas
