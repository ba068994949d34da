"""The random bot: a legal move drawn from a seat's view alone, touching every kind of move.

It swaps now and then, makes deals with bills going either way and tokens of both kinds,
sometimes drops or cancels a deal, and votes at random (mostly as its tokens say, so that
betrayals happen but do not bench everyone).
"""

from __future__ import annotations

import random

from games.core.actions import Action
from games.core.seats import MAX_SEATS
from games.legislation.actions import (
    CancelDeal,
    CastVote,
    Choice,
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
from games.legislation.bills import BILL_COUNT
from games.legislation.deals import partners as deal_partners
from games.legislation.state import DISCARD, DRAW, PLEDGE, VOTE
from games.legislation.views import LegislationView

SWAP = 0.08  # chance to open a turn with a swap
KEEP_WORD = 0.8  # chance to vote as one's token says
DEAL = 0.25  # chance to open a first deal in a Pledge turn (less for each further deal)
CHOICES = (Choice.YAY, Choice.NAY, Choice.ABSTAIN)
TOKENS = (Token.PLEDGE, Token.ANTI_PLEDGE)
TOKEN_VOTE = {Token.PLEDGE: 0, Token.ANTI_PLEDGE: 1}  # index into CHOICES

# Actions are immutable values, so the bot hands out shared instances of the common ones
# instead of building a new one for every move.
_SEATS = range(MAX_SEATS)
_VOTES = tuple(tuple(CastVote(seat, choice) for choice in CHOICES) for seat in _SEATS)
_PROPOSALS = tuple(tuple(Propose(seat, bill) for bill in range(BILL_COUNT + 1)) for seat in _SEATS)
_END_TURNS = tuple(EndTurn(seat) for seat in _SEATS)
_CONFIRMS = tuple(ConfirmDeal(seat) for seat in _SEATS)


def random_action(view: LegislationView, rng: random.Random) -> Action:
    seat = view.seat
    if seat is None:
        raise ValueError("the shared screen cannot act")
    phase = view.phase
    if view.floor is not None and phase is VOTE:
        return _vote(view, seat, rng)
    if phase is DISCARD:
        share = rng.random() * 0.7
        return Discard(seat, tuple(b for b in view.hand if rng.random() < share))
    if phase is DRAW:
        return _draw(view, seat, rng)
    if view.swap_open and view.hand and rng.random() < SWAP:
        swap = _swap(view, seat, rng)
        if swap is not None:
            return swap
    if view.must_place:
        return PlaceOnDeck(seat, tuple(rng.sample(view.hand, view.must_place)))
    if phase is VOTE:  # step PROPOSE
        return _PROPOSALS[seat][rng.choice(view.table.on_deck[seat])]
    if phase is PLEDGE:
        return _pledge(view, seat, rng)
    raise ValueError(f"seat {seat} has nothing to do in {phase}")


def _vote(view: LegislationView, seat: int, rng: random.Random) -> Action:
    floor = view.floor
    for bill, holder, token in view.table.tokens:
        if bill == floor and holder == seat:
            if rng.random() < KEEP_WORD:
                return _VOTES[seat][TOKEN_VOTE[token]]
            break
    return _VOTES[seat][int(rng.random() * 3)]


def _draw(view: LegislationView, seat: int, rng: random.Random) -> Action:
    need = view.must_draw
    sources = [(owner, b) for owner, pile in enumerate(view.table.piles) if owner != seat for b in pile]
    deck = view.table.deck_count
    low = max(0, need - deck)
    picks = rng.sample(sources, rng.randint(low, min(need, len(sources))))
    return Draw(seat, tuple(picks), need - len(picks))


def _swap(view: LegislationView, seat: int, rng: random.Random) -> Action | None:
    piles = [(owner, pile) for owner, pile in enumerate(view.table.piles) if owner != seat and pile]
    discard = rng.choice(view.hand)
    if view.table.deck_count and (not piles or rng.random() < 0.5):
        return Swap(seat, discard, None, None)
    if not piles:
        return None
    owner, pile = rng.choice(piles)
    return Swap(seat, discard, owner, rng.choice(pile))


def _pledge(view: LegislationView, seat: int, rng: random.Random) -> Action:
    deal = view.open_deal
    if deal is None:  # the active player, between deals
        r = rng.random()
        if view.cancellable and r < 0.06:
            return CancelDeal(seat, rng.choice(view.cancellable))
        if r < DEAL / (1 + len(view.table.deals)):
            partners = deal_partners(view.seats, seat, view.table.benched)
            if partners:
                give, tokens = random_terms(view, seat, rng)
                return Terms(seat, partners[int(rng.random() * len(partners))], give, tokens)
        return _END_TURNS[seat]
    r = rng.random()
    if r < 0.06:
        return DropDeal(seat)
    # The partner adds its own part nearly half the time; the active player rarely changes its mind.
    partner_to_answer = seat == deal.parties[1] and not deal.give[1] and not deal.tokens[1]
    if r < (0.4 if partner_to_answer else 0.08):
        give, tokens = random_terms(view, seat, rng)
        return Terms(seat, None, give, tokens)
    return _CONFIRMS[seat]


def _pick(items: list[int] | tuple[int, ...], rng: random.Random) -> tuple[int, ...]:
    """One item, or two different ones a third of the time."""
    first = items[int(rng.random() * len(items))]
    if len(items) > 1 and rng.random() < 0.33:
        second = first
        while second == first:
            second = items[int(rng.random() * len(items))]
        return (first, second)
    return (first,)


def random_terms(
    view: LegislationView, seat: int, rng: random.Random
) -> tuple[tuple[int, ...], tuple[tuple[int, Token], ...]]:
    """A random part of a deal for `seat`: maybe a bill or two to give, maybe a token or two to take."""
    give: tuple[int, ...] = ()
    if view.hand and rng.random() < 0.35:
        give = _pick(view.hand, rng)
    tokens: tuple[tuple[int, Token], ...] = ()
    if rng.random() < 0.75:
        held = {bill for bill, holder, _ in view.table.tokens if holder == seat}
        open_bills = [b for bills in view.table.on_deck for b in bills if b not in held]
        if open_bills:
            tokens = tuple((b, TOKENS[int(rng.random() * 2)]) for b in _pick(open_bills, rng))
    return give, tokens
