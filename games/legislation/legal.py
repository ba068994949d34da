"""Every move a seat may make now in Legislation, with typed spaces for discards, draws and deal terms."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from dataclasses import dataclass

from games.core.actions import Action
from games.core.errors import IllegalAction
from games.core.legal import ChoiceSpace, Legal, PickSpace, is_subset, sample_subset, subset_count, subsets
from games.legislation import deals
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
from games.legislation.draw import draw_need
from games.legislation.ondeck import spots_to_fill
from games.legislation.state import (
    BALLOT,
    BILL_SUBJECTS,
    DISCARD,
    DRAW,
    ON_DECK,
    PLEDGE,
    PROPOSE,
    REFILL,
    TOP_UP,
    VOTE,
    LegislationState,
)

TOKENS = (Token.PLEDGE, Token.ANTI_PLEDGE)


@dataclass(frozen=True, slots=True)
class DrawSpace(ChoiceSpace):
    """Draw round: `need` bills, some (any distinct ones) from `sources` (pile owner, bill), the rest
    off the deck (at most `deck` of them)."""

    seat: int
    sources: tuple[tuple[int, int], ...]
    deck: int
    need: int

    @property
    def action_type(self) -> type[Action]:
        return Draw

    def _low(self) -> int:
        return max(0, self.need - self.deck)

    def size(self) -> int:
        return subset_count(len(self.sources), self._low(), self.need)

    def sample(self, rng: random.Random) -> Action:
        picks = sample_subset(self.sources, self._low(), self.need, rng)
        return Draw(self.seat, picks, self.need - len(picks))

    def enumerate(self) -> Iterator[Action]:
        for picks in subsets(self.sources, self._low(), self.need):
            yield Draw(self.seat, picks, self.need - len(picks))

    def __contains__(self, action: object) -> bool:
        return (
            type(action) is Draw
            and action.seat == self.seat
            and type(action.from_deck) is int
            and is_subset(action.from_piles, self.sources, self._low(), self.need)
            and len(action.from_piles) + action.from_deck == self.need
        )


@dataclass(frozen=True, slots=True)
class TermsSpace(ChoiceSpace):
    """Terms: one of `partners`, any bills of `hand` to give, and on each of `token_bills` no token,
    a Pledge or an anti-Pledge. Inside an open deal `partners` is (None,) and naming the other
    party is the same move."""

    seat: int
    partners: tuple[int | None, ...]
    hand: tuple[int, ...]
    token_bills: tuple[int, ...]
    other: int | None = None  # the other party of the open deal

    @property
    def action_type(self) -> type[Action]:
        return Terms

    def size(self) -> int:
        return len(self.partners) * (1 << len(self.hand)) * int(3 ** len(self.token_bills))

    def sample(self, rng: random.Random) -> Action:
        partner = self.partners[int(rng.random() * len(self.partners))]
        give = sample_subset(self.hand, 0, len(self.hand), rng)
        tokens = tuple((bill, TOKENS[k - 1]) for bill in self.token_bills if (k := int(rng.random() * 3)))
        return Terms(self.seat, partner, give, tokens)

    def enumerate(self) -> Iterator[Action]:
        bills = self.token_bills
        for partner in self.partners:
            for give in subsets(self.hand, 0, len(self.hand)):
                for marks in itertools.product(range(3), repeat=len(bills)):
                    tokens = tuple((b, TOKENS[k - 1]) for b, k in zip(bills, marks, strict=True) if k)
                    yield Terms(self.seat, partner, give, tokens)

    def __contains__(self, action: object) -> bool:
        if type(action) is not Terms or action.seat != self.seat:
            return False
        if action.partner not in self.partners and not (
            self.other is not None and action.partner == self.other
        ):
            return False
        if not is_subset(action.give, self.hand, 0, len(self.hand)):
            return False
        tokens = action.tokens
        if not isinstance(tokens, tuple):
            return False
        named = []
        for pair in tokens:
            if not (isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[1], Token)):
                return False
            named.append(pair[0])
        return is_subset(tuple(named), self.token_bills, 0, len(self.token_bills))


def legal_actions(state: LegislationState, seat: int) -> tuple[Legal, ...]:
    """Every move `seat` may make now (see `Game.legal_actions`)."""
    out: list[Legal] = []
    deal = state.deal
    if deal is not None and seat in (deal.a, deal.b) and seat not in state.waiting:
        out.append(DropDeal(seat))  # a party may withdraw an unmade deal at any time
    if seat not in state.waiting:
        return tuple(out)
    phase = state.phase
    hand = tuple(state.hands[seat])
    if phase is DISCARD:
        return (PickSpace.distinct(Discard(seat), "bills", hand),)
    if phase is DRAW:
        sources = tuple((owner, b) for owner, pile in enumerate(state.piles) if owner != seat for b in pile)
        return (DrawSpace(seat, sources, len(state.deck), draw_need(state, seat)),)
    if state.swap_open and seat == state.order[state.turn] and not (phase is VOTE and state.step is BALLOT):
        out += _swaps(state, seat, hand)
    if phase is ON_DECK or (phase is VOTE and (state.step is TOP_UP or state.step is REFILL)):
        need = spots_to_fill(state, seat)
        out.append(PickSpace.distinct(PlaceOnDeck(seat), "bills", hand, need, need))
    elif phase is VOTE and state.step is PROPOSE:
        out += [Propose(seat, b) for b in state.on_deck[seat]]
    elif phase is VOTE and state.step is BALLOT:
        out += [CastVote(seat, choice) for choice in Choice]
    elif phase is PLEDGE:
        out += _pledge(state, seat, hand)
    return tuple(out)


def _swaps(state: LegislationState, seat: int, hand: tuple[int, ...]) -> list[Action]:
    takes: list[tuple[int | None, int | None]] = [(None, None)] if state.deck else []
    takes += [(owner, b) for owner, pile in enumerate(state.piles) if owner != seat for b in pile]
    return [Swap(seat, d, pile, bill) for d in hand for pile, bill in takes]


def _token_bills(state: LegislationState, seat: int) -> tuple[int, ...]:
    held = {c.subject for c in state.ledger.open if c.seat == seat}
    return tuple(b for bills in state.on_deck for b in bills if BILL_SUBJECTS[b] not in held)


def _pledge(state: LegislationState, seat: int, hand: tuple[int, ...]) -> list[Legal]:
    deal = state.deal
    bills = _token_bills(state, seat)
    if deal is not None:  # a party that has yet to agree
        return [TermsSpace(seat, (None,), hand, bills, deal.other(seat)), ConfirmDeal(seat), DropDeal(seat)]
    out: list[Legal] = []
    partners = deals.partners(state.seats, seat, state.benched)
    if partners:
        out.append(TermsSpace(seat, partners, hand, bills))
    for made in state.deals:
        try:
            deals.check_cancel(state, CancelDeal(seat, made.id))
        except IllegalAction:
            continue
        out.append(CancelDeal(seat, made.id))
    out.append(EndTurn(seat))
    return out
