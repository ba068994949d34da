"""Everything a Galactic Council session tracks, with a hand-written fast copy for undo checkpoints."""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from games.core.ballot import Ballot
from games.core.ledger import Ledger
from games.council.options import CouncilOptions


class Leader(StrEnum):
    LOCKED = "locked"
    READY = "ready"
    EXHAUSTED = "exhausted"
    PURGED = "purged"


class PlayerState:
    """One seat's holdings. Planets are ids; `exhausted` is the subset that is exhausted."""

    __slots__ = (
        "faction",
        "planets",
        "exhausted",
        "tg",
        "commodities",
        "vp",
        "hand",
        "notes",
        "tactic",
        "fleet",
        "strategy",
        "leaders",
        "techs",
        "relics",
        "secrets",
        "scored",
        "abilities",
    )

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

    def copy(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.faction, p.planets, p.exhausted = self.faction, list(self.planets), set(self.exhausted)
        p.tg, p.commodities, p.vp = self.tg, self.commodities, self.vp
        p.hand, p.notes = list(self.hand), list(self.notes)
        p.tactic, p.fleet, p.strategy = self.tactic, self.fleet, self.strategy
        p.leaders, p.techs, p.relics = dict(self.leaders), dict(self.techs), dict(self.relics)
        p.secrets, p.scored, p.abilities = list(self.secrets), list(self.scored), self.abilities
        return p

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

    __slots__ = ("kind", "order", "pos", "passes", "repeat", "data")

    def __init__(self, kind: FrameKind, order: tuple[int, ...], repeat: bool = False, **data: Any) -> None:
        self.kind = kind
        self.order = order
        self.pos = 0
        self.passes = 0
        self.repeat = repeat
        self.data: dict[str, Any] = data

    def copy(self) -> Frame:
        f = Frame.__new__(Frame)
        f.kind, f.order, f.pos, f.passes, f.repeat, f.data = (
            self.kind,
            self.order,
            self.pos,
            self.passes,
            self.repeat,
            dict(self.data),
        )
        return f

    @property
    def seat(self) -> int:
        return self.order[self.pos]


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

    __slots__ = (
        "card",
        "hidden",
        "outcomes",
        "key",
        "barred",
        "silenced",
        "secrets_played",
        "rest_passers",
        "deals",
        "reversed",
        "last",
        "ballot",
        "votes",
        "ledger",
        "outcome",
        "committee",
        "killed",
        "pressured",
        "forced",
        "pi_used",
        "odlynn",
        "voted_speaker",
        "revealed_by",
        "peeked",
        "legal_texts_closed",
        "executive",
        "real_speaker",
    )

    def __init__(self, card: str, key: str) -> None:
        self.card = card
        self.hidden: str | None = None  # Covert Legislation: the agenda whose outcomes are voted on
        self.outcomes: tuple[str, ...] = ()
        self.key = key  # unique per agenda voted on: the ledger subject
        self.barred: set[int] = set()  # may not vote on this agenda
        self.silenced: set[int] = set()  # Political Secret: no votes, action cards or faction abilities
        self.secrets_played: list[tuple[str, int]] = []  # (note, holder) returned after the agenda
        self.rest_passers: set[int] = set()
        self.deals: set[tuple[int, int]] = set()  # pairs that made their transaction
        self.reversed = False  # Hack Election
        self.last: list[int] = []  # Hack Election Omega players, voting after the speaker
        self.ballot: Ballot | None = None
        self.votes: dict[int, CastVote] = {}
        self.ledger = Ledger()
        self.outcome: str | None = None
        self.committee: str | None = None  # Committee Formation's choice
        self.killed = False  # Deadly Plot
        self.pressured: set[int] = set()  # Diplomatic Pressure targets
        self.forced: dict[int, str] = {}  # Genetic Recombination: seat -> outcome it must back
        self.pi_used: set[int] = set()  # Predictive Intelligence used
        self.odlynn: dict[int, int] = {}  # Odlynn Myrr's pledged extra votes
        self.voted_speaker = False
        self.revealed_by: str | None = None
        self.peeked: dict[int, tuple[str, ...]] = {}
        self.legal_texts_closed = False  # Drive the Debate was scored: the Legal Texts come before it
        self.executive: int | None = None  # Executive Order: the seat voting as speaker on this extra agenda
        self.real_speaker: int | None = None  # who holds the speaker token meanwhile

    def copy(self) -> AgendaContext:
        a = AgendaContext.__new__(AgendaContext)
        a.card, a.hidden, a.outcomes, a.key = self.card, self.hidden, self.outcomes, self.key
        a.barred, a.silenced = set(self.barred), set(self.silenced)
        a.secrets_played, a.rest_passers = list(self.secrets_played), set(self.rest_passers)
        a.deals, a.reversed, a.last = set(self.deals), self.reversed, list(self.last)
        a.ballot = self.ballot.copy() if self.ballot is not None else None
        a.votes, a.ledger = dict(self.votes), self.ledger.copy()
        a.outcome, a.committee, a.killed = self.outcome, self.committee, self.killed
        a.pressured, a.forced, a.pi_used = set(self.pressured), dict(self.forced), set(self.pi_used)
        a.odlynn, a.voted_speaker, a.revealed_by = dict(self.odlynn), self.voted_speaker, self.revealed_by
        a.peeked = dict(self.peeked)
        a.legal_texts_closed = self.legal_texts_closed
        a.executive, a.real_speaker = self.executive, self.real_speaker
        return a

    @property
    def effective(self) -> str:
        """The agenda whose text applies (Covert Legislation's hidden card, else the card itself)."""
        return self.hidden or self.card


class CouncilState:
    __slots__ = (
        "n",
        "options",
        "_rng",
        "_rng_state",
        "players",
        "speaker",
        "round",
        "agenda_no",
        "deck",
        "discard",
        "laws",
        "action_deck",
        "action_discard",
        "agenda",
        "stack",
        "instructions",
        "phase_barred",
        "threat_used",
        "next_round_exhaust",
        "hand_limit",
        "over",
        "winners",
        "serial",
        "moves",
        "censured",
        "public_secrets",
        "commodity_spend",
        "purged",
        "last_settlements",
        "imperia",
        "revote",
        "ready_limit",
        "triggers",
        "hands_changed",
        "seat_of",
    )

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
        self.threat_used: set[int] = set()  # Galactic Threat: once per agenda phase
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
        self.imperia: set[int] = set()  # seats whose command token sits in the Mahact fleet pool
        self.revote: str | None = None  # Miscount Disclosed: the law voted on again next
        self.ready_limit: int | None = None  # Checks and Balances (Against): planets each player readies
        self.triggers: list[tuple[str, int, int]] = []  # (card, seat offered, subject seat) to offer next
        self.hands_changed = False  # cards were gained or the limit fell: check the hand limit
        self.seat_of: dict[str, int] = {}  # faction -> seat; fixed at set-up, so copies share it

    def copy(self) -> CouncilState:
        s = CouncilState.__new__(CouncilState)
        s.n, s.options = self.n, self.options
        # The RNG is used rarely (shuffles, random discards, a die): a copy shares its state tuple
        # and rebuilds a generator only if it ever draws from it.
        s._rng = None
        s._rng_state = self.rng_state()
        s.players = [p.copy() for p in self.players]
        s.speaker, s.round, s.agenda_no = self.speaker, self.round, self.agenda_no
        s.deck, s.discard, s.laws = list(self.deck), list(self.discard), dict(self.laws)
        s.action_deck, s.action_discard = list(self.action_deck), list(self.action_discard)
        s.agenda = self.agenda.copy() if self.agenda is not None else None
        s.stack = [f.copy() for f in self.stack]
        s.instructions = list(self.instructions)
        s.phase_barred, s.threat_used = set(self.phase_barred), set(self.threat_used)
        s.next_round_exhaust, s.hand_limit = list(self.next_round_exhaust), self.hand_limit
        s.over, s.winners, s.serial, s.moves = self.over, self.winners, self.serial, self.moves
        s.censured, s.public_secrets = set(self.censured), list(self.public_secrets)
        s.commodity_spend, s.purged = set(self.commodity_spend), list(self.purged)
        s.last_settlements = self.last_settlements
        s.imperia, s.revote, s.ready_limit = set(self.imperia), self.revote, self.ready_limit
        s.triggers = list(self.triggers)
        s.hands_changed = self.hands_changed
        s.seat_of = self.seat_of
        return s

    @property
    def rng(self) -> random.Random:
        rng = self._rng
        if rng is None:
            rng = random.Random.__new__(random.Random)
            rng.setstate(self._rng_state)  # type: ignore[arg-type]
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
        return tuple((self.speaker + i) % self.n for i in range(self.n))

    def faction_seat(self, faction: str) -> int | None:
        return self.seat_of.get(faction)
