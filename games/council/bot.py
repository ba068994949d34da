"""The random bot: reads only its seat's view and answers with a legal action, exercising every window,
card, vote shape and deal now and then."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from games.core.actions import Action
from games.core.seats import MAX_SEATS
from games.council.actions import (
    Abstain,
    AnswerDeal,
    BreakTie,
    CastVotes,
    Choose,
    ConfirmInstruction,
    Pass,
    PlayCard,
    ProposeDeal,
    ScoreSecret,
    TableCheck,
    UseAbility,
)
from games.council.state import WINDOW_KINDS

if TYPE_CHECKING:
    from games.council.view import ChoicePrompt, CouncilView, VotePrompt

PLAY_CHANCE = 0.25
WINDOWS = frozenset(k.value for k in WINDOW_KINDS)
DEAL_CHANCE = 0.05
# Passes are most of a session's actions; actions are immutable, so every pass of a seat can be the
# same object (indexed [seat][rest_of_agenda]).
SCORE_CHANCE = 0.002  # now and then a seat reports a secret objective scored at the table (about 1 a session)
OBJECTIVES = (  # ordinary TI4 secret objectives, for the bot's reports
    "Become the Gatekeeper",
    "Betray a Friend",
    "Brave the Void",
    "Darken the Skies",
    "Fight with Precision",
    "Form a Spy Network",
    "Mine Rare Metals",
    "Threaten Enemies",
)

PASSES = tuple((Pass(seat, False), Pass(seat, True)) for seat in range(MAX_SEATS))


def random_action(view: CouncilView, rng: random.Random) -> Action:
    seat = view.seat
    assert seat is not None  # a bot plays for its own seat
    kind = view.frame
    if kind in WINDOWS:  # most decisions: play something now and then, else pass
        if rng.random() < PLAY_CHANCE:
            plays = view.plays
            if plays:
                verb, card, params = rng.choice(plays)
                cls = PlayCard if verb == "play" else UseAbility
                return cls(seat, card, params.target, params.outcome, params.amount, params.items)
        if rng.random() < DEAL_CHANCE and view.deals is not None:
            deal = random_deal(view, seat, rng)
            if deal is not None:
                return deal
        if rng.random() < SCORE_CHANCE and view.can_score_secret:
            return random_score(view, seat, rng)
        return PASSES[seat][rng.random() < 0.05 and view.can_rest]
    if rng.random() < DEAL_CHANCE and view.deals is not None:
        deal = random_deal(view, seat, rng)
        if deal is not None:
            return deal
    if kind == "table_instructions":
        return ConfirmInstruction(seat)
    if kind == "vote":
        return random_vote(view, seat, view.vote_prompt(), rng)
    if kind == "speaker_decides":
        return BreakTie(seat, rng.choice(view.tie_prompt().tied))
    if kind == "transaction":
        return AnswerDeal(seat, rng.random() < 0.6 and view.transaction_prompt().can_accept)
    if kind == "table_check":
        return random_table(view.table_check_prompt().as_is, rng)
    return random_choice(seat, view.choice_prompt(), rng)


def random_vote(view: CouncilView, seat: int, p: VotePrompt, rng: random.Random) -> Action:
    forced = p.forced
    if forced is None and rng.random() < 0.15:
        return Abstain(seat)
    outcome = forced or rng.choice(p.outcomes)
    if p.rep_gov:
        return CastVotes(seat, outcome)
    planets = [name for name, inf in p.planets if rng.random() < 0.6]
    normal = sum(inf for name, inf in p.planets if name in planets)
    qanoj = p.qanoj
    if qanoj:
        normal += len(planets)
    if normal <= 0:
        positive = [name for name, inf in p.planets if inf > 0 or qanoj]
        if not positive:
            if forced is None:
                return Abstain(seat)
            positive = [name for name, _ in p.planets]
        planets = [rng.choice(positive)]
    extras = p.preview.extras if p.predictive and rng.random() < 0.5 else ()
    gila = rng.randint(0, p.gila) if p.gila and rng.random() < 0.5 else 0
    odlynn = rng.randint(1, 6) if p.odlynn else 0
    return CastVotes(seat, outcome, tuple(planets), extras, gila, odlynn)


def random_choice(seat: int, p: ChoicePrompt, rng: random.Random) -> Action:
    prompt, options = p.prompt, list(p.options)
    if prompt == "lie_in_wait":
        a, b = p.sources
        return Choose(seat, (rng.choice(a) if a else "", rng.choice(b) if b else ""))
    if prompt == "ready":
        return Choose(seat, tuple(rng.sample(options, min(p.count, len(options)))))
    if prompt == "discard":
        return Choose(seat, tuple(rng.sample(options, p.count)))
    if prompt == "xxekir":
        agendas = rng.sample(p.agendas, p.count)
        return Choose(seat, tuple(x for card, outcomes in agendas for x in (card, rng.choice(outcomes))))
    if prompt == "tokens":
        assert p.have is not None  # a "tokens" prompt shows the pools
        pools = [pool for pool, have in zip(options, p.have, strict=True) for _ in range(have)]
        if p.change > 0:
            room = p.fleet_room
            picked: list[str] = []
            for _ in range(p.count):
                allowed = [o for o in options if o != "fleet" or room is None or picked.count("fleet") < room]
                picked.append(rng.choice(allowed))
            return Choose(seat, tuple(picked))
        return Choose(seat, tuple(rng.sample(pools, p.count)))
    return Choose(seat, (rng.choice(options),))


def random_score(view: CouncilView, seat: int, rng: random.Random) -> Action:
    scored = {name.casefold() for name in view.players[seat].scored}
    return ScoreSecret(seat, rng.choice([o for o in OBJECTIVES if o.casefold() not in scored]))


def random_deal(view: CouncilView, seat: int, rng: random.Random) -> Action | None:
    """A deal built from what the view says may be offered (deals.offers): trade goods, notes, cards,
    and now and then Black Market Dealings with relics and secret objectives."""
    assert view.deals is not None  # asked only when the view offers deals
    offer = rng.choice(view.deals.offers)
    bmd = offer.give_bmd is not None and rng.random() < 0.3
    gives, asks = offer.give, offer.ask
    if bmd:
        assert offer.give_bmd is not None and offer.ask_bmd is not None  # offered together
        gives, asks = offer.give_bmd, offer.ask_bmd
    give = rng.sample(gives, min(len(gives), rng.randint(0, 2)))
    get = [rng.choice(asks)] if asks and rng.random() < 0.3 else []
    if offer.give_tg and rng.random() < 0.6:
        give.append(f"tg:{rng.randint(1, offer.give_tg)}")
    if offer.ask_tg and rng.random() < 0.4:
        get.append(f"tg:{rng.randint(1, offer.ask_tg)}")
    if not give and not get:
        return None
    if bmd:
        assert offer.play is not None
        give.append(offer.play)
    return ProposeDeal(seat, offer.partner, tuple(give), tuple(get))


def random_table(as_is: TableCheck, rng: random.Random) -> TableCheck:
    """A round at the table: trade goods change, a planet or two exhausted, now and then a reshuffle."""
    tg = tuple(max(0, t + rng.randint(-1, 2)) for t in as_is.trade_goods)
    exhausted = tuple(tuple(x for x in planets if rng.random() < 0.2) for planets in as_is.planets)
    return replace(as_is, trade_goods=tg, exhausted=exhausted, reshuffled=rng.random() < 0.1)
