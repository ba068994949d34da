"""What each seat may see of a Legislation table, as frozen dataclasses built from tuples.

Public to everyone: Representatives, scores, hand sizes, discard piles, On Deck bills, the
deck size, the Passed and Failed piles, tokens laid, deals made this turn (card counts),
who sits out, whose turn it is, and roll-call votes. Private: a seat's own hand; its own
discard choice until all are revealed; its own secret vote until the ballot is revealed;
an open deal (only its two parties see it, cards included); which bills changed hands in a
deal (only its two parties). The public part is cached on the state and rebuilt only when
something public moves, so a view costs little to make.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from games.core.ballot import BallotMode
from games.core.frozen import quick
from games.core.game import Standing
from games.core.legal import Listing
from games.legislation.actions import Choice, Token
from games.legislation.agendas import representative_kinds
from games.legislation.deals import KIND_TOKENS
from games.legislation.draw import draw_need
from games.legislation.legal import LegislationListing
from games.legislation.options import BallotStyle
from games.legislation.public import DealSummary as DealSummary
from games.legislation.public import TableView as TableView
from games.legislation.public import TokenOnBill as TokenOnBill
from games.legislation.state import (
    BILL_SUBJECTS,
    DISCARD,
    DRAW,
    ON_DECK,
    ON_DECK_SPOTS,
    OVER,
    PLEDGE,
    REFILL,
    TOP_UP,
    VOTE,
    Deal,
    LegislationState,
    Phase,
    Step,
)

_BILL_OF = {s: n for n, s in enumerate(BILL_SUBJECTS)}
_CHOICE_OF = {"yay": Choice.YAY, "nay": Choice.NAY, None: Choice.ABSTAIN}


@dataclass(frozen=True, slots=True)
class OpenDeal:
    """The deal being negotiated, as its two parties see it (nobody else sees it)."""

    deal: int
    parties: tuple[int, int]  # (active player, partner)
    give: tuple[tuple[int, ...], tuple[int, ...]]  # bills each party gives
    tokens: tuple[tuple[tuple[int, Token], ...], tuple[tuple[int, Token], ...]]
    agreed: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MyDeal:
    """A deal made this turn by the viewing seat: which bills it gave and received."""

    deal: int
    partner: int
    given: tuple[int, ...]
    received: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class LegislationView:
    """One seat's view (seat None: the shared screen)."""

    seat: int | None
    seats: int
    hand_size: int
    ballot_style: BallotStyle
    phase: Phase
    round_no: int
    active: int | None
    to_act: tuple[int, ...]
    step: Step | None
    table: TableView
    hand: tuple[int, ...]  # own hand; () for the shared screen
    swap_open: bool  # this seat may open its turn with a swap now (and has something to swap)
    must_place: int  # bills this seat must place On Deck now
    must_draw: int  # bills this seat must take now (Draw round)
    discarded: tuple[int, ...] | None  # own discard choice, until revealed
    chosen: tuple[int, ...]  # seats that have chosen their discards
    open_deal: OpenDeal | None  # only for its two parties
    my_deals: tuple[MyDeal, ...]
    cancellable: tuple[int, ...]  # deals the active player may still cancel (their view only)
    floor: int | None  # the bill being voted on
    voted: tuple[int, ...]  # seats that have voted on it
    votes: tuple[tuple[int, Choice], ...]  # the votes this seat may see
    order: tuple[int, ...] = ()  # this round's seats, clockwise from its first player (public)
    turn: int = 0  # whose turn in `order` it is
    voting_order: tuple[int, ...] = ()  # the roll call's order of the bill on the floor (sponsor last)
    # The state the view was made of, for the seat's listing (`legal`).
    _state: LegislationState | None = field(default=None, compare=False, repr=False)

    @property
    def legal(self) -> Listing:
        """The seat's legal moves (`Game.legal_actions`) in parts worked out when first read (see
        `LegislationListing`), from the state the view was made of: read it before the state moves on.
        Each read makes a new listing (a random bot reads it at most once a move, and not at all to vote
        or to answer a deal: it plays those shared moves directly), so keep the one you read."""
        state, seat = self._state, self.seat
        if state is None or seat is None:
            raise ValueError("the shared screen cannot act")
        return LegislationListing(state, seat)

    @property
    def first_player(self) -> int | None:
        """The round's first player."""
        return self.order[0] if self.order else None


# Views are made on every action: skip the frozen dataclasses' slow per-field setattr.
_build_view = quick(LegislationView)
_build_table = quick(TableView)
_build_summary = quick(DealSummary)
_build_open_deal = quick(OpenDeal)
_build_my_deal = quick(MyDeal)
# ... and a token as `TokenOnBill(bill, seat, token)` makes it, without the named tuple's Python `__new__`.
_token = functools.partial(tuple.__new__, TokenOnBill)


def table_view(state: LegislationState) -> TableView:
    """The public table, rebuilt only when something public has moved (`state.table` is None)."""
    table = state.table
    if table is None:
        ledger = state.ledger.open
        tokens = tuple([_token((_BILL_OF[c.subject], c.seat, KIND_TOKENS[c.kind])) for c in ledger])
        deals = tuple(map(_summary, state.deals)) if state.deals else ()
        table = state.table = _build_table(
            state.representatives,
            tuple(state.scores),
            tuple(map(len, state.hands)),
            tuple(map(tuple, state.piles)),
            tuple(map(tuple, state.on_deck)),
            len(state.deck),
            tuple(state.passed),
            tuple(state.failed),
            tokens,
            deals,
            tuple(sorted(state.benched)) if state.benched else (),
            tuple(sorted(state.owes_skip)) if state.owes_skip else (),
            state.betrayals,
            state.approached,
        )
    return table


def standings(state: LegislationState) -> tuple[Standing, ...]:
    """Each seat's score and Representative; `won` marks the leaders (the winners once it is over)."""
    kinds = representative_kinds()
    best = max(state.scores)
    return tuple(
        Standing(seat, score, score == best, kinds[state.representatives[seat]].name)
        for seat, score in enumerate(state.scores)
    )


def _summary(deal: Deal) -> DealSummary:
    a, b = deal.a, deal.b
    tokens = tuple([_token((bill, s, token)) for s in (a, b) for bill, token in deal.tokens[s]])
    return _build_summary(deal.id, (a, b), (len(deal.give[a]), len(deal.give[b])), tokens)


def cancellable(state: LegislationState) -> tuple[int, ...]:
    """Deals of this turn whose bills are all still with their receivers (so they can go back)."""
    hands = state.hands
    return tuple(
        d.id
        for d in state.deals
        if all(b in hands[d.b] for b in d.give[d.a]) and all(b in hands[d.a] for b in d.give[d.b])
    )


def _open_deal(deal: Deal) -> OpenDeal:
    a, b = deal.a, deal.b
    return _build_open_deal(
        deal.id,
        (a, b),
        (deal.give[a], deal.give[b]),
        (deal.tokens[a], deal.tokens[b]),
        tuple(sorted(deal.agreed)),
    )


_OPEN = BallotMode.OPEN


def view(state: LegislationState, seat: int | None) -> LegislationView:
    phase = state.phase
    table = state.table or table_view(state)
    active = None if phase is DISCARD or phase is OVER else state.order[state.turn]
    hand: tuple[int, ...] = ()
    must_place = must_draw = 0
    discarded = None
    chosen: tuple[int, ...] = ()
    open_deal = None
    my_deals: tuple[MyDeal, ...] = ()
    can_cancel: tuple[int, ...] = ()
    voted: tuple[int, ...] = ()
    votes: tuple[tuple[int, Choice], ...] = ()
    can_swap = False
    if seat is not None:
        hand = tuple(state.hands[seat])
        if state.swap_open and seat == active and hand:  # and there is something to take
            can_swap = bool(state.deck) or any(p for owner, p in enumerate(state.piles) if owner != seat)
    if phase is VOTE:
        ballot = state.ballot
        if ballot is not None:
            cast = ballot.votes
            voted = tuple(cast)
            if ballot.mode is _OPEN or len(cast) == state.seats:  # open, or all in: revealed
                votes = tuple((s, _CHOICE_OF[v.option]) for s, v in cast.items())
            elif seat in cast:
                votes = ((seat, _CHOICE_OF[cast[seat].option]),)
        elif seat is not None and seat == active and (state.step is TOP_UP or state.step is REFILL):
            must_place = min(ON_DECK_SPOTS - len(state.on_deck[seat]), len(hand))
    elif phase is PLEDGE:
        deal = state.deal
        if deal is not None and (seat == deal.a or seat == deal.b):
            open_deal = _open_deal(deal)
        if seat is not None and state.deals:
            my_deals = tuple(
                _build_my_deal(d.id, d.other(seat), d.give[seat], d.give[d.other(seat)])
                for d in state.deals
                if seat == d.a or seat == d.b
            )
            if seat == active:
                can_cancel = cancellable(state)
    elif phase is DISCARD:
        chosen = tuple(s for s in state.order if s in state.discard_choices)
        if seat is not None:
            discarded = state.discard_choices.get(seat)
    elif phase is DRAW:
        if seat is not None and seat == active:
            must_draw = draw_need(state, seat)
    elif phase is ON_DECK and seat is not None and seat == active:
        must_place = min(ON_DECK_SPOTS - len(state.on_deck[seat]), len(hand))
    return _build_view(
        seat,
        state.seats,
        state.options.hand_size,
        state.options.ballot,
        phase,
        state.round_no,
        active,
        state.waiting,
        state.step,
        table,
        hand,
        can_swap,
        must_place,
        must_draw,
        discarded,
        chosen,
        open_deal,
        my_deals,
        can_cancel,
        state.floor,
        voted,
        votes,
        state.order,
        state.turn,
        state.ballot.order if state.ballot is not None else (),
        state,
    )
