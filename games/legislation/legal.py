"""Every move a seat may make now in Legislation, with typed spaces for discards, draws and deal terms."""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from games.core.actions import Action
from games.core.errors import IllegalAction
from games.core.frozen import quick
from games.core.legal import (
    ChoiceSpace,
    Legal,
    Listing,
    Parts,
    PickSpace,
    is_subset,
    sample_subset,
    subset_count,
    subsets,
)
from games.core.seats import MAX_SEATS
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
from games.legislation.bills import BILL_COUNT
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
    Phase,
)

TOKENS = (Token.PLEDGE, Token.ANTI_PLEDGE)
GIVE = 0.35  # a random bot's terms: the chance to give a bill or two
TAKE = 0.75  # ... and to ask for a token or two


@dataclass(frozen=True, slots=True)
class DiscardSpace(PickSpace):
    """Discard round: any bills of the hand. A random bot keeps most of them (a uniform discard would
    drop half the hand every round): each bill goes with one chance, itself drawn below 0.7."""

    def draw(self, rng: random.Random) -> Action:
        share = rng.random() * 0.7
        return _discard(self.template.seat, tuple(bill for bill, _ in self.items if rng.random() < share))


@dataclass(frozen=True, slots=True)
class PlaceSpace(PickSpace):
    """Bills to place On Deck: exactly `low` of the hand, drawn as a random bot always drew them."""

    def draw(self, rng: random.Random) -> Action:
        return _place(self.template.seat, tuple(rng.sample([bill for bill, _ in self.items], self.low)))


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

    def draw(self, rng: random.Random) -> Action:
        """As many bills from the piles as any other number (uniform: mostly as many as it may)."""
        picks = rng.sample(self.sources, rng.randint(self._low(), min(self.need, len(self.sources))))
        return Draw(self.seat, tuple(picks), self.need - len(picks))

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

    def draw(self, rng: random.Random) -> Action:
        """Terms people offer: now and then a bill or two to give, mostly a token or two to take (a
        uniform member gives half the hand and marks two thirds of the bills)."""
        partner = self.partners[int(rng.random() * len(self.partners))]
        give: tuple[int, ...] = ()
        if self.hand and rng.random() < GIVE:
            give = _pick(self.hand, rng)
        tokens: tuple[tuple[int, Token], ...] = ()
        if rng.random() < TAKE and self.token_bills:
            tokens = tuple((b, TOKENS[int(rng.random() * 2)]) for b in _pick(self.token_bills, rng))
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


def _pick(items: tuple[int, ...], rng: random.Random) -> tuple[int, ...]:
    """One item, or two different ones a third of the time."""
    first = items[int(rng.random() * len(items))]
    if len(items) > 1 and rng.random() < 0.33:
        second = first
        while second == first:
            second = items[int(rng.random() * len(items))]
        return (first, second)
    return (first,)


def legal_actions(state: LegislationState, seat: int) -> tuple[Legal, ...]:
    """Every move `seat` may make now (see `Game.legal_actions`)."""
    return LegislationListing(state, seat).entries()


class LegislationListing(Listing):
    """A seat's moves in parts, each worked out when first read (a random bot reads one or two): "drop"
    (withdrawing an unmade deal out of turn), "swaps" (opening a turn), "moves" (discard, draw, place,
    propose or vote), and in the Pledge round "terms", "cancels" and "answers" (end the turn; or in an
    open deal confirm it, then drop it). Read it before the state moves on."""

    __slots__ = ("_state", "_seat")
    names = ("drop", "swaps", "moves", "terms", "cancels", "answers")

    def __init__(self, state: LegislationState, seat: int) -> None:
        self._known = {}  # (Listing.__init__ inlined: one is made for every move a random bot plays)
        self._state = state
        self._seat = seat

    def part(self, name: str) -> tuple[Legal, ...]:
        # The parts a random bot reads on most of its moves, answered at once (cheap, and the same on
        # every read): the votes, the bills to propose, the answers of a Pledge turn.
        state, seat = self._state, self._seat
        if name == "moves":
            if state.phase is VOTE and seat in state.waiting:
                step = state.step
                if step is BALLOT:
                    return _VOTES[seat]
                if step is PROPOSE:
                    proposals = _PROPOSALS[seat]
                    return tuple([proposals[bill] for bill in state.on_deck[seat]])
        elif name == "answers" and state.phase is PLEDGE and seat in state.waiting:
            return (_CONFIRMS[seat], _DROPS[seat]) if state.deal is not None else (_END_TURNS[seat],)
        return Listing.part(self, name)

    def make(self, name: str) -> Sequence[Legal]:
        state, seat = self._state, self._seat
        waiting = seat in state.waiting
        if name == "moves":  # the commonest part, and of it a vote
            if not waiting:
                return ()
            if state.step is BALLOT and state.phase is VOTE:
                return _VOTES[seat]
            return _moves(state, seat, state.phase)
        if name == "drop":
            deal = state.deal
            return (_DROPS[seat],) if deal is not None and seat in (deal.a, deal.b) and not waiting else ()
        if not waiting:
            return ()
        phase = state.phase
        if phase is DISCARD or phase is DRAW:
            return ()
        if name == "swaps":
            if (
                state.swap_open
                and seat == state.order[state.turn]
                and not (phase is VOTE and state.step is BALLOT)
            ):
                return _swaps(state, seat, tuple(state.hands[seat]))
            return ()
        if phase is not PLEDGE:
            return ()
        deal = state.deal
        if name == "terms":
            if deal is not None:  # a party that has yet to agree
                return (
                    TermsSpace(
                        seat, (None,), tuple(state.hands[seat]), _token_bills(state, seat), deal.other(seat)
                    ),
                )
            partners = deals.partners(state.seats, seat, state.benched)
            return (
                (TermsSpace(seat, partners, tuple(state.hands[seat]), _token_bills(state, seat)),)
                if partners
                else ()
            )
        if name == "cancels":
            return () if deal is not None else _cancels(state, seat)
        return (_CONFIRMS[seat], _DROPS[seat]) if deal is not None else (_END_TURNS[seat],)


# The one-word moves are immutable values, made once for each seat and shared.
_SEATS = range(MAX_SEATS)
_DROPS = tuple(DropDeal(seat) for seat in _SEATS)
_CONFIRMS = tuple(ConfirmDeal(seat) for seat in _SEATS)
_END_TURNS = tuple(EndTurn(seat) for seat in _SEATS)
_VOTES = tuple(tuple(CastVote(seat, choice) for choice in Choice) for seat in _SEATS)
_PROPOSALS = tuple(tuple(Propose(seat, bill) for bill in range(BILL_COUNT + 1)) for seat in _SEATS)
_DISCARDS = tuple(Discard(seat) for seat in _SEATS)
_PLACES = tuple(PlaceOnDeck(seat) for seat in _SEATS)
# Made for many moves: without the frozen dataclasses' setattr.
_swap = quick(Swap)
_discard = quick(Discard)
_place = quick(PlaceOnDeck)
_discard_space = quick(DiscardSpace)
_place_space = quick(PlaceSpace)
# A seat waiting to vote may only vote: its whole listing, made once (`LegislationView.legal`).
BALLOT_LISTINGS = tuple(Parts({"moves": functools.partial(tuple, votes)}) for votes in _VOTES)
for _listing in BALLOT_LISTINGS:
    _listing.part("moves")  # worked out now, so that reading it later changes nothing


def _moves(state: LegislationState, seat: int, phase: Phase) -> Sequence[Legal]:
    if phase is VOTE and state.step is PROPOSE:
        return tuple(_PROPOSALS[seat][b] for b in state.on_deck[seat])
    if phase is VOTE and state.step is BALLOT:
        return _VOTES[seat]
    hand = tuple((bill, 1) for bill in state.hands[seat])  # a hand holds each bill once
    if phase is DISCARD:
        return (_discard_space(_DISCARDS[seat], "bills", hand, 0, len(hand)),)
    if phase is DRAW:
        sources = tuple((owner, b) for owner, pile in enumerate(state.piles) if owner != seat for b in pile)
        return (DrawSpace(seat, sources, len(state.deck), draw_need(state, seat)),)
    if phase is ON_DECK or (phase is VOTE and (state.step is TOP_UP or state.step is REFILL)):
        need = spots_to_fill(state, seat)
        return (_place_space(_PLACES[seat], "bills", hand, need, need),)
    return ()


def _cancels(state: LegislationState, seat: int) -> list[Legal]:
    out: list[Legal] = []
    for made in state.deals:
        try:
            deals.check_cancel(state, CancelDeal(seat, made.id))
        except IllegalAction:
            continue
        out.append(CancelDeal(seat, made.id))
    return out


def _swaps(state: LegislationState, seat: int, hand: tuple[int, ...]) -> list[Action]:
    takes: list[tuple[int | None, int | None]] = [(None, None)] if state.deck else []
    takes += [(owner, b) for owner, pile in enumerate(state.piles) if owner != seat for b in pile]
    return [_swap(seat, d, pile, bill) for d in hand for pile, bill in takes]


def _token_bills(state: LegislationState, seat: int) -> tuple[int, ...]:
    held = {c.subject for c in state.ledger.open if c.seat == seat}
    return tuple(b for bills in state.on_deck for b in bills if BILL_SUBJECTS[b] not in held)
