"""Every move a seat may make now in Legislation, with typed spaces for discards, draws and deal terms."""

from __future__ import annotations

import itertools
import operator
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from games.core.actions import Action
from games.core.errors import IllegalAction
from games.core.frozen import quick
from games.core.legal import (
    ChoiceSpace,
    Legal,
    Listing,
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
from games.legislation.state import (
    BALLOT,
    BILL_SUBJECTS,
    DISCARD,
    DRAW,
    ON_DECK,
    ON_DECK_SPOTS,
    OVER,
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
        return _discard(self.template.seat, tuple([bill for bill, _ in self.items if rng.random() < share]))


@dataclass(frozen=True, slots=True)
class PlaceSpace(PickSpace):
    """Bills to place On Deck: exactly `low` of the hand, drawn as a random bot always drew them."""

    def draw(self, rng: random.Random) -> Action:
        return _place(self.template.seat, tuple(map(_BILL, rng.sample(self.items, self.low))))


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
        return _draw(self.seat, picks, self.need - len(picks))

    def draw(self, rng: random.Random) -> Action:
        """As many bills from the piles as any other number (uniform: mostly as many as it may)."""
        picks = rng.sample(self.sources, rng.randint(self._low(), min(self.need, len(self.sources))))
        return _draw(self.seat, tuple(picks), self.need - len(picks))

    def enumerate(self) -> Iterator[Action]:
        for picks in subsets(self.sources, self._low(), self.need):
            yield _draw(self.seat, picks, self.need - len(picks))

    def __contains__(self, action: object) -> bool:
        return (
            type(action) is Draw
            and action.seat == self.seat
            and type(action.from_deck) is int
            and is_subset(action.from_piles, self.sources, self._low(), self.need)
            and len(action.from_piles) + action.from_deck == self.need
        )


@dataclass(frozen=True, slots=True)
class SwapSpace(ChoiceSpace):
    """Opening a turn with a swap: any bill of `hand` for any of `takes`, the deck's top card
    (None, None) first if the deck has one, then (pile owner, bill) by owner."""

    seat: int
    hand: tuple[int, ...]
    takes: tuple[tuple[int | None, int | None], ...]

    @property
    def action_type(self) -> type[Action]:
        return Swap

    def size(self) -> int:
        return len(self.hand) * len(self.takes)

    def sample(self, rng: random.Random) -> Action:
        pile, bill = self.takes[int(rng.random() * len(self.takes))]
        return _swap(self.seat, self.hand[int(rng.random() * len(self.hand))], pile, bill)

    def draw(self, rng: random.Random) -> Action:
        """A bill of the hand; then the deck's card half the time, else a pile first, each as likely (a
        uniform take would nearly always be a pile's bill), then one of its bills."""
        discard = rng.choice(self.hand)
        takes = self.takes
        deck = takes[0][0] is None
        if deck and (len(takes) == 1 or rng.random() < 0.5):
            return _swap(self.seat, discard, None, None)
        piles: dict[int | None, list[int | None]] = {}  # each owner's bills, by owner
        for owner, bill in takes[1:] if deck else takes:
            piles.setdefault(owner, []).append(bill)
        owner, pile = rng.choice(list(piles.items()))
        return _swap(self.seat, discard, owner, rng.choice(pile))

    def enumerate(self) -> Iterator[Action]:
        for discard in self.hand:
            for pile, bill in self.takes:
                yield _swap(self.seat, discard, pile, bill)

    def __contains__(self, action: object) -> bool:
        return (
            type(action) is Swap
            and action.seat == self.seat
            and action.discard in self.hand
            and (action.pile, action.bill) in self.takes
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
        return _new_terms(self.seat, partner, give, tokens)

    def draw(self, rng: random.Random) -> Action:
        """Terms people offer: now and then a bill or two to give, mostly a token or two to take (a
        uniform member gives half the hand and marks two thirds of the bills). The partner is drawn last
        (none inside an open deal), as the random bot always drew it."""
        give: tuple[int, ...] = ()
        if self.hand and rng.random() < GIVE:
            give = _pick(self.hand, rng)
        tokens: tuple[tuple[int, Token], ...] = ()
        if rng.random() < TAKE and self.token_bills:
            tokens = tuple([(b, TOKENS[int(rng.random() * 2)]) for b in _pick(self.token_bills, rng)])
        partners = self.partners
        partner = partners[int(rng.random() * len(partners))] if self.other is None else None
        return _new_terms(self.seat, partner, give, tokens)

    def enumerate(self) -> Iterator[Action]:
        bills = self.token_bills
        for partner in self.partners:
            for give in subsets(self.hand, 0, len(self.hand)):
                for marks in itertools.product(range(3), repeat=len(bills)):
                    tokens = tuple((b, TOKENS[k - 1]) for b, k in zip(bills, marks, strict=True) if k)
                    yield _new_terms(self.seat, partner, give, tokens)

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
    (withdrawing an unmade deal out of turn), "swaps" (opening a turn: a `SwapSpace`), "moves" (discard,
    draw, place, propose or vote), and in the Pledge round "terms", "cancels" and "answers" (end the turn;
    or in an open deal confirm it, then drop it). Read it before the state moves on.

    The one-word moves are shared: a seat's votes are `VOTES[seat]`, its proposals `PROPOSALS[seat][bill]`
    and its answers `END_TURNS`, `CONFIRMS` and `DROPS[seat]` (the random bot plays those directly)."""

    __slots__ = ("_state", "_seat")
    names = ("drop", "swaps", "moves", "terms", "cancels", "answers")

    def __init__(self, state: LegislationState, seat: int) -> None:
        self._known = {}  # (Listing.__init__ inlined: one is made for most moves a random bot plays)
        self._state = state
        self._seat = seat

    def part(self, name: str) -> tuple[Legal, ...]:
        known = self._known.get(name)
        if known is None:  # (Listing.part, each part made by its function of `_PARTS`)
            state, seat = self._state, self._seat
            if name == "moves":  # the commonest, made here (one call less: one is made for most moves)
                known = _MOVES[state.phase](state, seat) if seat in state.waiting else ()
            else:
                made = _PARTS.get(name)
                if made is None:
                    return ()
                known = made(state, seat)
            self._known[name] = known
        return known

    def make(self, name: str) -> Sequence[Legal]:
        return _PARTS[name](self._state, self._seat)


def _drop(state: LegislationState, seat: int) -> tuple[Legal, ...]:
    deal = state.deal
    if deal is not None and (seat == deal.a or seat == deal.b) and seat not in state.waiting:
        return (DROPS[seat],)
    return ()


def _swaps(state: LegislationState, seat: int) -> tuple[Legal, ...]:
    phase = state.phase
    if (
        not state.swap_open
        or phase is DISCARD
        or phase is DRAW
        or (phase is VOTE and state.step is BALLOT)
        or seat not in state.waiting
        or seat != state.order[state.turn]
    ):
        return ()
    hand = tuple(state.hands[seat])
    takes: list[tuple[int | None, int | None]] = [(None, None)] if state.deck else []
    takes += [(owner, b) for owner, pile in enumerate(state.piles) if owner != seat for b in pile]
    return (_swap_space(seat, hand, tuple(takes)),) if hand and takes else ()


def _moves(state: LegislationState, seat: int) -> tuple[Legal, ...]:
    return _MOVES[state.phase](state, seat) if seat in state.waiting else ()


def _terms(state: LegislationState, seat: int) -> tuple[Legal, ...]:
    if state.phase is not PLEDGE or seat not in state.waiting:
        return ()
    deal = state.deal
    if deal is not None:  # a party that has yet to agree
        other = deal.other(seat)
        return (_terms_space(seat, (None,), tuple(state.hands[seat]), _token_bills(state, seat), other),)
    partners = deals.partners(state.seats, seat, state.benched)
    if not partners:
        return ()
    return (_terms_space(seat, partners, tuple(state.hands[seat]), _token_bills(state, seat)),)


def _cancels(state: LegislationState, seat: int) -> tuple[Legal, ...]:
    if state.phase is not PLEDGE or state.deal is not None or seat not in state.waiting:
        return ()
    out: list[Legal] = []
    for made in state.deals:
        cancel = CancelDeal(seat, made.id)
        try:
            deals.check_cancel(state, cancel)
        except IllegalAction:
            continue
        out.append(cancel)
    return tuple(out)


def _answers(state: LegislationState, seat: int) -> tuple[Legal, ...]:
    if state.phase is not PLEDGE or seat not in state.waiting:
        return ()
    return (CONFIRMS[seat], DROPS[seat]) if state.deal is not None else (END_TURNS[seat],)


# Each part's function, in listing order (`LegislationListing.names`).
_PARTS: dict[str, Callable[[LegislationState, int], tuple[Legal, ...]]] = {
    "drop": _drop,
    "swaps": _swaps,
    "moves": _moves,
    "terms": _terms,
    "cancels": _cancels,
    "answers": _answers,
}
assert tuple(_PARTS) == LegislationListing.names


# The one-word moves are immutable values, made once for each seat and shared.
_SEATS = range(MAX_SEATS)
DROPS = tuple(DropDeal(seat) for seat in _SEATS)
CONFIRMS = tuple(ConfirmDeal(seat) for seat in _SEATS)
END_TURNS = tuple(EndTurn(seat) for seat in _SEATS)
VOTES = tuple(tuple(CastVote(seat, choice) for choice in Choice) for seat in _SEATS)
PROPOSALS = tuple(tuple(Propose(seat, bill) for bill in range(BILL_COUNT + 1)) for seat in _SEATS)
_DISCARDS = tuple(Discard(seat) for seat in _SEATS)
_PLACES = tuple(PlaceOnDeck(seat) for seat in _SEATS)
_ONCE = tuple((bill, 1) for bill in range(BILL_COUNT + 1)).__getitem__  # a bill as a pick's item
_BILL = operator.itemgetter(0)  # ... and a pick's item as its bill
_BILL_OF = {subject: bill for bill, subject in enumerate(BILL_SUBJECTS)}  # a token's bill
# Made for many moves: without the frozen dataclasses' setattr.
_swap = quick(Swap)
_draw = quick(Draw)
_new_terms = quick(Terms)
_discard = quick(Discard)
_place = quick(PlaceOnDeck)
_discard_space = quick(DiscardSpace)
_place_space = quick(PlaceSpace)
_draw_space = quick(DrawSpace)
_swap_space = quick(SwapSpace)
_terms_space = quick(TermsSpace)


def _discards(state: LegislationState, seat: int) -> tuple[Legal, ...]:
    hand = state.hands[seat]
    return (_discard_space(_DISCARDS[seat], "bills", tuple(map(_ONCE, hand)), 0, len(hand)),)


def _draws(state: LegislationState, seat: int) -> tuple[Legal, ...]:
    sources = tuple([(owner, b) for owner, pile in enumerate(state.piles) if owner != seat for b in pile])
    return (_draw_space(seat, sources, len(state.deck), draw_need(state, seat)),)


def _places(state: LegislationState, seat: int) -> tuple[Legal, ...]:
    hand = state.hands[seat]
    need = min(ON_DECK_SPOTS - len(state.on_deck[seat]), len(hand))  # (ondeck.spots_to_fill, inlined)
    return (_place_space(_PLACES[seat], "bills", tuple(map(_ONCE, hand)), need, need),)


def _vote_moves(state: LegislationState, seat: int) -> tuple[Legal, ...]:
    step = state.step
    if step is BALLOT:
        return VOTES[seat]
    if step is PROPOSE:
        return tuple([PROPOSALS[seat][b] for b in state.on_deck[seat]])
    if step is TOP_UP or step is REFILL:  # the sponsor fills On Deck from hand
        return _places(state, seat)
    return ()


def _no_moves(state: LegislationState, seat: int) -> tuple[Legal, ...]:
    return ()


# A round's "moves" (a Pledge round has none: its moves are "terms", "cancels" and "answers").
_MOVES: dict[Phase, Callable[[LegislationState, int], tuple[Legal, ...]]] = {
    DISCARD: _discards,
    DRAW: _draws,
    ON_DECK: _places,
    VOTE: _vote_moves,
    PLEDGE: _no_moves,
    OVER: _no_moves,
}


def _token_bills(state: LegislationState, seat: int) -> tuple[int, ...]:
    """The bills On Deck that `seat` holds no token on (the bills its terms may ask a token on)."""
    held = {_BILL_OF[c.subject] for c in state.ledger.open if c.seat == seat} if state.ledger.open else None
    on_deck = itertools.chain.from_iterable(state.on_deck)
    return tuple(itertools.filterfalse(held.__contains__, on_deck) if held else on_deck)
