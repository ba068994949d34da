"""The whole table of a Legislation game as one mutable object, with a fast copy and a fingerprint."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from games.core.ballot import Ballot
from games.core.ledger import Ledger
from games.legislation.actions import Token
from games.legislation.options import LegislationOptions
from games.legislation.public import TableView

ON_DECK_SPOTS = 3


class Phase(StrEnum):
    """The kind of the current round."""

    DISCARD = "discard"
    DRAW = "draw"
    ON_DECK = "on_deck"
    PLEDGE = "pledge"
    VOTE = "vote"
    OVER = "over"


class Step(StrEnum):
    """Where a Vote turn stands."""

    TOP_UP = "top_up"  # the sponsor must first fill On Deck from hand (after card gifts)
    PROPOSE = "propose"
    BALLOT = "ballot"
    REFILL = "refill"  # the sponsor fills the emptied On Deck spot from hand


# The members under plain names, for the paths run on every action: reading a member off an
# Enum class costs about three times reading a module global.
DISCARD, DRAW, ON_DECK, PLEDGE, VOTE, OVER = (
    Phase.DISCARD,
    Phase.DRAW,
    Phase.ON_DECK,
    Phase.PLEDGE,
    Phase.VOTE,
    Phase.OVER,
)
TOP_UP, PROPOSE, BALLOT, REFILL = Step.TOP_UP, Step.PROPOSE, Step.BALLOT, Step.REFILL


class Deal:
    """A deal between the active player `a` and `b`: what each gives and which tokens each takes.

    Open (being negotiated) while `agreed` lacks a party; confirmed once both agreed.
    """

    __slots__ = ("id", "a", "b", "give", "tokens", "agreed")

    def __init__(self, deal_id: int, a: int, b: int) -> None:
        self.id = deal_id
        self.a = a
        self.b = b
        self.give: dict[int, tuple[int, ...]] = {a: (), b: ()}
        self.tokens: dict[int, tuple[tuple[int, Token], ...]] = {a: (), b: ()}
        self.agreed: set[int] = set()

    def other(self, seat: int) -> int:
        return self.b if seat == self.a else self.a

    def copy(self) -> Deal:
        other = Deal.__new__(Deal)
        other.id, other.a, other.b = self.id, self.a, self.b
        other.give = dict(self.give)
        other.tokens = dict(self.tokens)
        other.agreed = set(self.agreed)
        return other

    def key(self) -> tuple[Any, ...]:
        return (
            self.id,
            self.a,
            self.b,
            tuple(sorted(self.give.items())),
            tuple(sorted(self.tokens.items())),
            tuple(sorted(self.agreed)),
        )


class LegislationState:
    """Everything about one game. Bills are numbers 1-81; a deck's top is the end of its list.

    All shuffling happens in `new_state`, so no RNG needs to live here after set-up: replaying
    the same actions from the same seed rebuilds the same table.
    """

    __slots__ = (
        "seats",
        "options",
        "first_player",
        "representatives",
        "points",
        "deck",
        "hands",
        "piles",
        "on_deck",
        "passed",
        "failed",
        "scores",
        "ledger",
        "round_no",
        "phase",
        "order",
        "turn",
        "step",
        "swap_open",
        "discard_choices",
        "deal",
        "deals",
        "next_deal",
        "benched",
        "owes_skip",
        "betrayals",
        "approached",
        "ballot",
        "floor",
        "waiting",
        "stats",
        "table",
    )

    def __init__(
        self,
        seats: int,
        options: LegislationOptions,
        first_player: int,
        representatives: tuple[str, ...],
        points: tuple[tuple[int, ...], ...],
        deck: list[int],
    ) -> None:
        self.seats = seats
        self.options = options
        self.first_player = first_player
        self.representatives = representatives  # kind id per seat; public
        self.points = points  # per seat: points per bill number, for one-lookup scoring
        self.deck = deck
        self.hands: list[list[int]] = [[] for _ in range(seats)]
        self.piles: list[list[int]] = [[] for _ in range(seats)]  # face-up discard piles
        self.on_deck: list[list[int]] = [[] for _ in range(seats)]
        self.passed: list[int] = []
        self.failed: list[int] = []
        self.scores: list[int] = [0] * seats
        self.ledger = Ledger()  # pledge tokens: PLEDGE -> 'yay', ANTI_PLEDGE -> 'nay'
        self.round_no = 0
        self.phase = Phase.DISCARD
        self.order: tuple[int, ...] = ()
        self.turn = 0
        self.step: Step | None = None
        self.swap_open = False
        self.discard_choices: dict[int, tuple[int, ...]] = {}  # secret until all have chosen
        self.deal: Deal | None = None  # the deal being negotiated
        self.deals: list[Deal] = []  # deals confirmed this Pledge turn (cancellable until it ends)
        self.next_deal = 1
        self.benched: frozenset[int] = frozenset()  # betrayers sitting out this Pledge round
        self.owes_skip: set[int] = set()  # betrayed in this Vote round: bench them in the next Pledge round
        self.betrayals: tuple[tuple[int, int], ...] = ()  # every broken token: (betrayer, whom it was for)
        self.approached: tuple[int, ...] = ()  # partners the active player has opened a deal with this turn
        self.ballot: Ballot | None = None
        self.floor: int | None = None  # the bill being voted on
        self.waiting: tuple[int, ...] = ()  # cached to_act
        self.stats: dict[str, int] = {}  # counts of events for the simulator (votes by kind, betrayals...)
        # The cached public part of the views; None when something public moved.
        self.table: TableView | None = None

    @property
    def active(self) -> int | None:
        """The seat whose turn it is (None in the simultaneous discard round or at the end)."""
        if self.phase is DISCARD or self.phase is OVER:
            return None
        return self.order[self.turn]

    def clone(self) -> LegislationState:
        other = LegislationState.__new__(LegislationState)
        other.seats = self.seats
        other.options = self.options
        other.first_player = self.first_player
        other.representatives = self.representatives
        other.points = self.points
        other.deck = self.deck[:]
        other.hands = [h[:] for h in self.hands]
        other.piles = [p[:] for p in self.piles]
        other.on_deck = [d[:] for d in self.on_deck]
        other.passed = self.passed[:]
        other.failed = self.failed[:]
        other.scores = self.scores[:]
        other.ledger = self.ledger.copy()
        other.round_no = self.round_no
        other.phase = self.phase
        other.order = self.order
        other.turn = self.turn
        other.step = self.step
        other.swap_open = self.swap_open
        other.discard_choices = dict(self.discard_choices)
        other.deal = self.deal.copy() if self.deal is not None else None
        other.deals = [d.copy() for d in self.deals]
        other.next_deal = self.next_deal
        other.benched = self.benched
        other.owes_skip = set(self.owes_skip)
        other.betrayals = self.betrayals
        other.approached = self.approached
        other.ballot = self.ballot.copy() if self.ballot is not None else None
        other.floor = self.floor
        other.waiting = self.waiting
        other.stats = dict(self.stats)
        other.table = self.table  # immutable, shared
        return other


def fingerprint(state: LegislationState) -> tuple[Any, ...]:
    """Every fact of the state as nested tuples: equal fingerprints mean identical games."""
    ballot = state.ballot
    return (
        state.seats,
        state.options,
        state.first_player,
        state.representatives,
        tuple(state.deck),
        tuple(map(tuple, state.hands)),
        tuple(map(tuple, state.piles)),
        tuple(map(tuple, state.on_deck)),
        tuple(state.passed),
        tuple(state.failed),
        tuple(state.scores),
        tuple(state.ledger.open),
        state.round_no,
        state.phase,
        state.order,
        state.turn,
        state.step,
        state.swap_open,
        tuple(sorted(state.discard_choices.items())),
        state.deal.key() if state.deal is not None else None,
        tuple(d.key() for d in state.deals),
        state.next_deal,
        tuple(sorted(state.benched)),
        tuple(sorted(state.owes_skip)),
        state.betrayals,
        state.approached,
        None if ballot is None else (ballot.order, ballot.mode, tuple(sorted(ballot.votes.items()))),
        state.floor,
        state.waiting,
        tuple(sorted(state.stats.items())),
    )


BILL_SUBJECTS: tuple[str, ...] = tuple(str(n) for n in range(82))  # ledger subject of bill n
