"""Everything a Galactic Council session tracks; each class lists its fields once (FIELDS), which gives
its slots, its fast copy for undo checkpoints and its fingerprint (see fields.py)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Unpack

from games.core.ballot import Ballot
from games.core.ledger import Ledger
from games.core.seats import MAX_SEATS
from games.council.fields import (
    COPY,
    DICT,
    EACH,
    LIST,
    MAYBE_COPY,
    RNG,
    RNG_STATE,
    SET,
    SHARED,
    make_copy,
    slots,
)
from games.council.frame_data import FrameData
from games.council.options import CouncilOptions


class Leader(StrEnum):
    LOCKED = "locked"
    READY = "ready"
    EXHAUSTED = "exhausted"
    PURGED = "purged"


# Read as module constants where votes are counted (an Enum member lookup goes through the metaclass).
LOCKED, READY, EXHAUSTED, PURGED = Leader.LOCKED, Leader.READY, Leader.EXHAUSTED, Leader.PURGED


class PlayerState:
    """One seat's holdings. Planets are ids; `exhausted` is the subset that is exhausted."""

    FIELDS = (
        ("faction", SHARED),
        ("planets", LIST),
        ("exhausted", SET),
        ("tg", SHARED),
        ("commodities", SHARED),
        ("vp", SHARED),
        ("hand", LIST),
        ("notes", LIST),
        ("tactic", SHARED),
        ("fleet", SHARED),
        ("strategy", SHARED),
        ("leaders", DICT),
        ("techs", DICT),
        ("relics", DICT),
        ("secrets", LIST),
        ("scored", LIST),
        ("abilities", SHARED),
        ("objectives", LIST),
    )
    __slots__ = slots(FIELDS)
    copy = make_copy(FIELDS)

    def __init__(self) -> None:
        self.faction: str | None = None
        self.planets: list[str] = []
        self.exhausted: set[str] = set()
        self.tg = 0
        self.commodities = 0
        self.vp = 0
        self.hand: list[str] = []  # action card ids (standalone mode)
        self.notes: list[str] = []  # promissory notes held, "note-id@owner-seat"
        self.tactic, self.fleet, self.strategy = 3, 3, 2
        self.leaders: dict[str, Leader] = {}
        self.techs: dict[str, bool] = {}  # tech id -> exhausted
        self.relics: dict[str, bool] = {}  # relic id -> exhausted
        self.secrets: list[str] = []  # unscored agenda-phase secret objectives (card ids)
        self.scored: list[str] = []  # names of scored secret objectives
        self.abilities: tuple[str, ...] = ()  # faction abilities (card ids)
        self.objectives: list[str] = []  # companion mode: public objectives scored at the table, by name

    def ready_planets(self) -> list[str]:
        return [p for p in self.planets if p not in self.exhausted]


class FrameKind(StrEnum):
    """A pending decision on the stack (TAG's extended sequences): a window, a vote, a choice."""

    START = "start_window"  # before the first agenda is revealed
    WHEN = "when_revealed"
    AFTER = "after_revealed"
    PRE_VOTE = "before_vote"  # a chance to act on the player about to vote (Genetic Recombination)
    VOTE = "vote"
    POST_VOTE = "after_own_vote"  # the voter alone: Distinguished Councilor
    AFTER_SPEAKER = "after_speaker_votes"
    TIE = "speaker_decides"
    BEFORE_RES = "before_resolution"
    AFTER_RES = "after_resolution"
    CANCEL = "cancel_window"  # an action card is being played: others may cancel it
    TRANSACTION = "transaction"  # the other party accepts or refuses a proposed deal
    CHOOSE = "choose"  # a follow-up choice (a note to give, cards to take, planets to ready ...)
    INSTRUCTIONS = "table_instructions"
    TRIGGER = "trigger"  # one seat may answer something that just happened (Pillage, Lie in Wait)
    TABLE_CHECK = "table_check"  # companion mode, before each agenda phase: the table's state (companion.py)


# The kinds as plain module constants: `FrameKind.VOTE` goes through the Enum metaclass (~70 ns a
# lookup), and the procedure compares frame kinds many times on every action.
START = FrameKind.START
WHEN = FrameKind.WHEN
AFTER = FrameKind.AFTER
PRE_VOTE = FrameKind.PRE_VOTE
VOTE = FrameKind.VOTE
POST_VOTE = FrameKind.POST_VOTE
AFTER_SPEAKER = FrameKind.AFTER_SPEAKER
TIE = FrameKind.TIE
BEFORE_RES = FrameKind.BEFORE_RES
AFTER_RES = FrameKind.AFTER_RES
CANCEL = FrameKind.CANCEL
TRANSACTION = FrameKind.TRANSACTION
CHOOSE = FrameKind.CHOOSE
INSTRUCTIONS = FrameKind.INSTRUCTIONS
TRIGGER = FrameKind.TRIGGER
TABLE_CHECK = FrameKind.TABLE_CHECK

# Windows in which players take turns playing or passing.
WINDOW_KINDS = frozenset(
    {
        FrameKind.START,
        FrameKind.WHEN,
        FrameKind.AFTER,
        FrameKind.PRE_VOTE,
        FrameKind.POST_VOTE,
        FrameKind.AFTER_SPEAKER,
        FrameKind.BEFORE_RES,
        FrameKind.AFTER_RES,
        FrameKind.CANCEL,
        FrameKind.TRIGGER,
    }
)


class Frame:
    """A pending decision: whose turn in it (`order[pos]`), passes in a row, and its own data.

    `repeat` windows go round until every seat has passed in a row; the others go round once.
    `data` holds only immutable values, so a shallow copy is a full copy.
    """

    FIELDS = (
        ("kind", SHARED),
        ("order", SHARED),
        ("pos", SHARED),
        ("passes", SHARED),
        ("repeat", SHARED),
        ("data", DICT),
    )
    __slots__ = slots(FIELDS)
    copy = make_copy(FIELDS)

    def __init__(
        self, kind: FrameKind, order: tuple[int, ...], repeat: bool = False, **data: Unpack[FrameData]
    ) -> None:
        self.kind = kind
        self.order = order
        self.pos = 0
        self.passes = 0
        self.repeat = repeat
        self.data: FrameData = data  # the payload of its kind (frame_data.py)

    @property
    def seat(self) -> int:
        return self.order[self.pos]

    def note_pass(self) -> None:
        """The seat whose turn it is passed: the next one's turn (a repeat window goes round again)."""
        self.passes += 1
        self.pos += 1
        if self.repeat:
            self.pos %= len(self.order)


@dataclass(frozen=True, slots=True)
class CastVote:
    """How one seat voted, and where each vote came from: ((source, votes), ...)."""

    outcome: str
    planets: tuple[str, ...]
    sources: tuple[tuple[str, int], ...]

    @property
    def total(self) -> int:
        return sum(v for _, v in self.sources)


@dataclass(frozen=True, slots=True)
class Instruction:
    """An effect on the physical board that the table must carry out and confirm."""

    source: str  # agenda or card id
    key: str  # which effect of it ("for", "against", "elected", "reward", ...)
    seat: int  # who confirms it
    subject: str | None = None  # an elected player/planet/law, a chosen target ...
    amount: int = 0


class AgendaContext:
    """The agenda now before the council and everything that happened to it."""

    FIELDS = (
        ("card", SHARED),
        ("hidden", SHARED),
        ("outcomes", SHARED),
        ("key", SHARED),
        ("barred", SET),
        ("silenced", SET),
        ("rest_passers", SET),
        ("deals", SET),
        ("offered", SET),
        ("ballot", MAYBE_COPY),
        ("votes", DICT),
        ("ledger", COPY),
        ("outcome", SHARED),
        ("killed", SHARED),
        ("peeked", DICT),
        ("card_state", DICT),
    )
    __slots__ = slots(FIELDS)
    copy = make_copy(FIELDS)

    def __init__(self, card: str, key: str) -> None:
        self.card = card
        self.hidden: str | None = None  # Covert Legislation: the agenda whose outcomes are voted on
        self.outcomes: tuple[str, ...] = ()
        self.key = key  # unique per agenda voted on: the ledger subject
        self.barred: set[int] = set()  # may not vote on this agenda
        self.silenced: set[int] = set()  # Political Secret: no votes, action cards or faction abilities
        self.rest_passers: set[int] = set()
        self.deals: set[tuple[int, int]] = set()  # pairs that made their transaction
        # (proposer, partner) of every transaction offered on this agenda, made or refused: public, as
        # the offer is made aloud; a bot offers a partner one transaction an agenda at most.
        self.offered: set[tuple[int, int]] = set()
        self.ballot: Ballot | None = None
        self.votes: dict[int, CastVote] = {}
        self.ledger = Ledger()
        self.outcome: str | None = None
        self.killed = False  # Deadly Plot
        self.peeked: dict[int, tuple[str, ...]] = {}
        # What each card keeps about this agenda, by card id (CardRule.kept / keep; the card declares
        # its default, `agenda_default`). Values are immutable, so a copy shares them.
        self.card_state: dict[str, Any] = {}

    @property
    def effective(self) -> str:
        """The agenda whose text applies (Covert Legislation's hidden card, else the card itself)."""
        return self.hidden or self.card


class RulesInPlay(dict[Any, tuple[Any, ...]]):
    """The card rules that can be in play at one table, found on first use (by `find`, which the
    rulebook sets): per hook name, the rules answering it; per window kind, the rules used there.

    A rule of a faction that is not seated is left out: its cards never reach this table (faction
    abilities, leaders, technologies and notes come with their faction at set-up, and a table check
    offers only a seat's own faction's technologies). Hooks are asked for every seat whenever votes
    are counted, so most of the calls they save are to cards nobody can hold."""

    __slots__ = ("factions",)
    find: ClassVar[Callable[[frozenset[str], Any], tuple[Any, ...]]]

    def __init__(self, factions: frozenset[str]) -> None:
        super().__init__()
        self.factions = factions

    def __missing__(self, key: Any) -> tuple[Any, ...]:
        found = self[key] = RulesInPlay.find(self.factions, key)
        return found


class FactionSeats(dict[str, int]):
    """Faction -> seat, fixed at set-up (copies of the state share it), with the card rules that can
    be in play at this table (`rules`, see RulesInPlay). Compared and fingerprinted as a plain dict."""

    __slots__ = ("rules",)

    def __init__(self, seats: dict[str, int] | None = None) -> None:
        super().__init__(seats or {})
        self.rules = RulesInPlay(frozenset(self))


# [n][speaker] -> every seat clockwise from the speaker, for each table size.
SPEAKER_ORDERS = tuple(
    tuple(tuple((speaker + i) % n for i in range(n)) for speaker in range(n)) for n in range(MAX_SEATS + 1)
)


class CouncilState:
    FIELDS = (
        ("n", SHARED),
        ("options", SHARED),
        ("_rng", RNG),
        ("_rng_state", RNG_STATE),
        ("players", EACH),
        ("speaker", SHARED),
        ("round", SHARED),
        ("agenda_no", SHARED),
        ("deck", LIST),
        ("discard", LIST),
        ("laws", DICT),
        ("action_deck", LIST),
        ("action_discard", LIST),
        ("agenda", MAYBE_COPY),
        ("stack", EACH),
        ("instructions", LIST),
        ("phase_barred", SET),
        ("away", SET),
        ("gone", SET),
        ("phase_card_state", DICT),
        ("next_round_exhaust", LIST),
        ("hand_limit", SHARED),
        ("over", SHARED),
        ("winners", SHARED),
        ("serial", SHARED),
        ("moves", SHARED),
        ("censured", SET),
        ("public_secrets", LIST),
        ("commodity_spend", SET),
        ("purged", LIST),
        ("last_settlements", SHARED),
        ("mahact_pool", SET),
        ("revote", SHARED),
        ("ready_limit", SHARED),
        ("triggers", EACH),
        ("hands_changed", SHARED),
        ("seat_of", SHARED),  # fixed at set-up
    )
    __slots__ = slots(FIELDS)
    copy = make_copy(FIELDS)

    def __init__(self, n: int, options: CouncilOptions, seed: int) -> None:
        self.n = n
        self.options = options
        self._rng: random.Random | None = random.Random(seed)
        self._rng_state: tuple[Any, ...] | None = None  # the RNG's state, when known without asking it
        self.players = [PlayerState() for _ in range(n)]
        self.speaker = 0
        self.round = 1
        self.agenda_no = 0  # 0 before the first reveal of the round, then 1 and 2
        self.deck: list[str] = []  # top of the deck is the end of the list
        self.discard: list[str] = []
        self.laws: dict[str, int | str | None] = {}  # law -> elected seat, planet id, or None (common area)
        self.action_deck: list[str] = []
        self.action_discard: list[str] = []
        self.agenda: AgendaContext | None = None
        self.stack: list[Frame] = []
        self.instructions: list[Instruction] = []  # waiting for confirmation, oldest first
        self.phase_barred: set[int] = set()  # Public Execution: no votes for the rest of this phase
        self.phase_card_state: dict[str, Any] = {}  # what a card keeps until the phase ends (immutable)
        self.next_round_exhaust: list[tuple[int, str]] = []  # (seat, which planets) at the next round
        self.hand_limit = 7
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.serial = 0  # agendas put to the vote so far (ledger subjects)
        self.moves = 0  # actions applied: a view read after the state moved on knows it is stale
        self.censured: set[int] = set()  # cannot play action cards (Political Censure)
        self.public_secrets: list[str] = []  # secret objectives made public by Classified Document Leaks
        self.commodity_spend: set[int] = set()  # Xander: next trade-good spend may use commodities
        self.purged: list[str] = []  # leaders, relics and notes removed from the game
        self.last_settlements: tuple[Any, ...] = ()
        self.mahact_pool: set[int] = set()  # seats whose command token sits in the Mahact fleet pool
        self.revote: str | None = None  # Miscount Disclosed: the law voted on again next
        self.ready_limit: int | None = None  # Checks and Balances (Against): planets each player readies
        self.triggers: list[Frame] = []  # frames to offer next (Pillage, Lie in Wait, token pools), in order
        self.hands_changed = False  # cards were gained or the limit fell: check the hand limit
        self.seat_of = FactionSeats()  # faction -> seat; fixed at set-up, so copies share it
        self.away: set[int] = (
            set()
        )  # companion mode: seats not at the table this phase (left, or not yet come)
        self.gone: set[int] = set()  # companion mode: seats whose players left the game (always away too)

    @property
    def rng(self) -> random.Random:
        rng = self._rng
        if rng is None:
            assert self._rng_state is not None  # a copy without a generator always has its state
            rng = random.Random.__new__(random.Random)
            rng.setstate(self._rng_state)
            self._rng = rng
        self._rng_state = None  # whoever takes the generator may move it on
        return rng

    def rng_state(self) -> tuple[Any, ...]:
        if self._rng_state is None:
            assert self._rng is not None
            self._rng_state = self._rng.getstate()
        return self._rng_state

    # --- seating ---------------------------------------------------------------
    def speaker_order(self) -> tuple[int, ...]:
        """Every seat clockwise, starting with the speaker (the order effects resolve in)."""
        return SPEAKER_ORDERS[self.n][self.speaker]  # every window opens with one: made once

    def faction_seat(self, faction: str) -> int | None:
        return self.seat_of.get(faction)
