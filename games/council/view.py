"""What one seat may see (seat None: the shared screen), as frozen typed values: the public table, its
own hand, notes and peeks, and - for the seat that must act - the decision it faces with its choices.

A `CouncilView` is made on every action of a bot game, and a bot mostly reads only what decision it
faces, so each section is worked out the first time it is read and kept. Every value handed out is
immutable (frozen dataclasses, named tuples, tuples, frozensets): nothing reachable from a view is
the live state. A section read after the state has moved on raises `StaleView` instead of describing
a later moment; `complete()` works out every section at once, for a view kept beyond the next action
(a bot thinking on another thread, a screen).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, NamedTuple, TypeVar, overload

from games.core.frozen import quick
from games.core.game import Standing
from games.core.legal import Listing, Parts
from games.core.seats import MAX_SEATS
from games.council import choices as choice_rules
from games.council import data
from games.council import deals as deal_rules
from games.council.actions import TableCheck
from games.council.cards.peeks import visible_deck
from games.council.companion import table_as_is
from games.council.deals import DealOffer
from games.council.holdings import fleet_room
from games.council.legal import CouncilListing, StaleView
from games.council.observer import KnownTable, known_table
from games.council.options import Mode
from games.council.playing import Play, legal_plays
from games.council.procedure import neighbours, to_act, voting_order
from games.council.rulebook import (
    REGISTRY,
    asking,
    bound_outcome,
    deal_widening,
    face_up,
    last_voters,
    reversed_order,
    sees_deck_ends,
    sees_neighbour_notes,
)
from games.council.scoring import may_score, standings
from games.council.setup import dealt_secrets
from games.council.state import (
    CANCEL,
    CHOOSE,
    INSTRUCTIONS,
    START,
    TABLE_CHECK,
    TIE,
    TRANSACTION,
    TRIGGER,
    VOTE,
    WINDOW_KINDS,
    CouncilState,
    FrameKind,
    Instruction,
)
from games.council.votes import (
    VotePreview,
    capacity,
    votable_planets,
    vote_preview,
)

T = TypeVar("T")
Entries = tuple[tuple[str, int], ...]  # (source, votes): a seat's vote capacity, source by source


# --- the public table -------------------------------------------------------------------------


class Tokens(NamedTuple):
    """Command tokens in a seat's pools."""

    tactic: int
    fleet: int
    strategy: int


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat as everyone sees it."""

    faction: str | None
    planets: tuple[str, ...]
    exhausted: tuple[str, ...]
    tg: int
    commodities: int
    vp: int
    hand_count: int
    note_count: int
    face_up_notes: tuple[str, ...]  # Alliance and Blood Pact notes of other seats it holds, face up
    tokens: Tokens
    leaders: tuple[tuple[str, str], ...]  # (leader id, its state: "unlocked", "purged", ...)
    techs: tuple[tuple[str, bool], ...]  # (technology id, exhausted)
    relics: tuple[tuple[str, bool], ...]  # (relic id, used)
    abilities: tuple[str, ...]
    scored: tuple[str, ...]  # names of the secret objectives it has scored
    secret_count: int
    capacity: Entries  # the most it could cast, as everyone can work it out (no hidden cards)
    objectives: tuple[str, ...] = ()  # public objectives scored (companion mode, as the table says)
    away: bool = False  # companion mode: not at the table this phase


class ScoreLine(NamedTuple):
    """A seat's line on the scoreboard: the few public facts that decide what an outcome is worth to it
    (the same as in its `PlayerView`, without working out its vote capacity)."""

    vp: int
    tg: int
    planets: tuple[str, ...]
    scored: tuple[str, ...]  # names of the secret objectives it has scored


class SeatVote(NamedTuple):
    """A vote cast on the agenda: by whom, for what, how many, and where each vote came from."""

    seat: int
    outcome: str
    total: int
    sources: tuple[tuple[str, int], ...]


class Prediction(NamedTuple):
    """An open prediction on the ledger (a promissory note or card riding on an outcome)."""

    seat: int
    source: str | None  # the card it rides on (a ledger commitment may lack a source)
    option: str


@dataclass(frozen=True, slots=True)
class AgendaView:
    """The agenda before the council, as `seat` may see it."""

    card: str
    hidden: str | None  # Covert Legislation's hidden agenda, only to a seat that has seen it
    outcomes: tuple[str, ...]
    votes: tuple[SeatVote, ...]
    abstained: tuple[int, ...]
    barred: tuple[int, ...]
    silenced: tuple[int, ...]
    predictions: tuple[Prediction, ...]
    reversed: bool
    last: tuple[int, ...]  # Hack Election Omega: seats voting after the speaker
    outcome: str | None
    killed: bool
    deals: tuple[tuple[int, int], ...]  # pairs that made their transaction on this agenda
    peeked: tuple[str, ...]  # agendas this seat has looked at
    forced: str | None  # the outcome this seat must back (Genetic Recombination)
    rest_passer: bool  # this seat passes for the rest of this agenda
    offered: tuple[tuple[int, int], ...] = ()  # (proposer, partner) of every transaction offered on it
    # Companion mode (one shared screen, nothing hidden): every seat that passes for the rest of this
    # agenda, so the table sees why they are not asked when a window goes round again.
    passing: tuple[int, ...] = ()


class DeckEnds(NamedTuple):
    """M'aban Omega: the agenda deck's top and bottom cards."""

    top: str
    bottom: str


# --- the seat that must act --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WindowPrompt:
    """A window: play a card or pass."""

    kind: FrameKind
    plays: tuple[Play, ...]
    card_played: str | None = None  # CANCEL: the card that may be cancelled ...
    played_by: int | None = None  # ... and who played it
    trigger: str | None = None  # TRIGGER: the card whose trigger is open


@dataclass(frozen=True, slots=True)
class VotePrompt:
    """The seat's vote: outcomes, ready planets with their votes, and every other source of votes."""

    kind: FrameKind
    outcomes: tuple[str, ...]
    forced: str | None
    rep_gov: str | None  # Representative Government's outcome: one vote each, planets do not count
    planets: tuple[tuple[str, int], ...]  # (ready planet or The Triad, votes it gives)
    gila: int  # trade goods that can become votes
    predictive: bool
    odlynn: bool
    qanoj: bool
    preview: VotePreview  # every source, typed, and the engine's own count of a selection


@dataclass(frozen=True, slots=True)
class TiePrompt:
    """The speaker breaks a tie."""

    kind: FrameKind
    tied: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ChoicePrompt:
    """A choice a card asks for: `count` of the `options` (the other fields belong to some prompts)."""

    kind: FrameKind
    prompt: str
    options: tuple[str, ...]
    count: int
    agendas: tuple[tuple[str, tuple[str, ...]], ...] = ()  # Xxekir Grom: (agenda, outcomes it may get)
    change: int = 0  # "tokens": tokens gained (> 0) or lost
    have: Tokens | None = None  # "tokens": the pools now
    fleet_room: int | None = None  # "tokens": None, or how many more Fleet Regulations allows
    sources: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # Lie in Wait: the two hands


@dataclass(frozen=True, slots=True)
class TableCheckPrompt:
    """Companion mode: correct the last phase's end state."""

    kind: FrameKind
    as_is: TableCheck


class Offer(NamedTuple):
    """A transaction offered to the seat: who proposes it, what it gives and what it asks."""

    proposer: int
    give: tuple[str, ...]
    get: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TransactionPrompt:
    """Accept or refuse a transaction."""

    kind: FrameKind
    offer: Offer
    can_accept: bool  # False: the seat lacks something asked of it


@dataclass(frozen=True, slots=True)
class InstructionsPrompt:
    """Confirm the table instruction at the head of `instructions`."""

    kind: FrameKind


Prompt = (
    WindowPrompt
    | VotePrompt
    | TiePrompt
    | ChoicePrompt
    | TableCheckPrompt
    | TransactionPrompt
    | InstructionsPrompt
)


class Partner(NamedTuple):
    """A seat the acting seat may still deal with on this agenda."""

    seat: int
    tg: int
    arbiters: bool  # action cards may change hands in a deal with this partner (the Hacan's Arbiters)


@dataclass(frozen=True, slots=True)
class DealOptions:
    """What the acting seat needs to propose a deal now."""

    tg: int
    notes: tuple[str, ...]
    hand: tuple[str, ...]
    abilities: tuple[str, ...]
    partners: tuple[Partner, ...]
    offers: tuple[DealOffer, ...]
    # Every promissory note in another seat's hand ("note:<id>@<owner>"), in owner order: any may be asked
    # for by name from any partner, who can accept only if it holds it. Which notes each seat started
    # with is public (its faction); who holds one now is not, so the list is the same for every partner.
    others_notes: tuple[str, ...] = ()


# --- the sections ------------------------------------------------------------------------------


def public_player(state: CouncilState, seat: int) -> PlayerView:
    p = state.players[seat]
    return _player_view(
        p.faction,
        tuple(p.planets),
        tuple(x for x in p.planets if x in p.exhausted),
        p.tg,
        p.commodities,
        p.vp,
        len(p.hand),
        len(p.notes),
        tuple(
            n
            for n in p.notes
            if face_up(n) and int(n.partition("@")[2]) != seat  # Alliance, Blood Pact
        ),
        Tokens(p.tactic, p.fleet, p.strategy),
        tuple((k, v.value) for k, v in p.leaders.items()),
        tuple(p.techs.items()),
        tuple(p.relics.items()),
        tuple(p.abilities),
        tuple(p.scored),
        len(p.secrets),
        capacity(state, seat, private=False).entries,
        tuple(p.objectives),
        seat in state.away,
    )


def agenda_view(state: CouncilState, seat: int | None) -> AgendaView | None:
    ctx = state.agenda
    if ctx is None:
        return None
    return _agenda_view(
        ctx.card,
        ctx.hidden if seat is not None and ctx.hidden in ctx.peeked.get(seat, ()) else None,
        tuple(ctx.outcomes),
        tuple(SeatVote(s, v.outcome, v.total, v.sources) for s, v in ctx.votes.items()),
        tuple(s for s, v in (ctx.ballot.votes.items() if ctx.ballot else ()) if v.abstained),
        tuple(sorted(ctx.barred | state.phase_barred)),
        tuple(sorted(ctx.silenced)),
        tuple(Prediction(c.seat, c.source, c.option) for c in ctx.ledger.open),
        reversed_order(state),
        last_voters(state),
        ctx.outcome,
        ctx.killed,
        tuple(sorted(ctx.deals)),
        tuple(ctx.peeked.get(seat, ())) if seat is not None else (),
        bound_outcome(state, seat) if seat is not None else None,
        seat in ctx.rest_passers if seat is not None else False,
        tuple(sorted(ctx.offered)),
        tuple(sorted(ctx.rest_passers)) if state.options.mode is Mode.COMPANION else (),
    )


def ballot_order(state: CouncilState) -> tuple[int, ...]:
    ctx = state.agenda
    if ctx is None:
        return ()
    if ctx.ballot is not None:
        return tuple(ctx.ballot.order)
    return voting_order(state)


def _first_player(state: CouncilState, seat: int | None) -> int:
    order = ballot_order(state)
    return order[0] if order else (state.speaker + 1) % state.n


def _acting(state: CouncilState, seat: int | None) -> bool:
    return seat is not None and seat in to_act(state)


def _deck_ends(state: CouncilState, seat: int | None) -> DeckEnds | None:
    if seat is None or not sees_deck_ends(state, seat):  # M'aban Omega
        return None
    deck = visible_deck(state)  # never Covert Legislation's hidden agenda
    return DeckEnds(deck[-1], deck[0]) if deck else None


def _neighbour_notes(state: CouncilState, seat: int | None) -> tuple[tuple[int, tuple[str, ...]], ...] | None:
    if seat is None or not sees_neighbour_notes(state, seat):  # M'aban Omega
        return None
    return tuple((s, tuple(state.players[s].notes)) for s in neighbours(state, seat))


def _plays(state: CouncilState, seat: int | None) -> tuple[Play, ...]:
    if seat is None or not _acting(state, seat):
        return ()
    top = state.stack[-1]
    return legal_plays(state, seat, top.kind) if top.kind in WINDOW_KINDS else ()


def _may_rest(state: CouncilState, seat: int) -> bool:
    return state.agenda is not None and state.stack[-1].kind is not START


def _own(read: Callable[[CouncilState, int], T], empty: T) -> Callable[[CouncilState, int | None], T]:
    """A section of the seat's own (the shared screen gets `empty`)."""
    return lambda state, seat: empty if seat is None else read(state, seat)


def _if_acting(read: Callable[[CouncilState, int], T], empty: T) -> Callable[[CouncilState, int | None], T]:
    """A section only the seat that must act gets (the others get `empty`)."""
    return lambda state, seat: read(state, seat) if seat is not None and _acting(state, seat) else empty


def _most_votes(state: CouncilState, seat: int | None) -> tuple[int, ...]:
    return tuple(vote_preview(state, s, private=False).most for s in range(state.n))


_score_line: Callable[..., ScoreLine] = tuple.__new__  # ScoreLine(...) without its Python-level __new__


def prompt(state: CouncilState, seat: int) -> Prompt:
    top = state.stack[-1]
    kind = top.kind
    if kind in WINDOW_KINDS:
        plays = legal_plays(state, seat, kind)
        if kind is CANCEL:
            return WindowPrompt(kind, plays, card_played=top.data["card"], played_by=top.data["player"])
        if kind is TRIGGER:
            return WindowPrompt(kind, plays, trigger=top.data["card"])
        return WindowPrompt(kind, plays)
    if kind is VOTE:
        ctx = state.agenda
        assert ctx is not None
        preview = vote_preview(state, seat, private=False)
        if preview.card_sources:
            money = preview.trade_goods
            gila, predictive, odlynn, qanoj = (
                money.limit if money is not None else 0,
                preview.predictive,
                preview.odlynn,
                preview.qanoj,
            )
        else:  # the common case: no card adds votes
            gila, predictive, odlynn, qanoj = 0, False, False, False
        return _vote_prompt(
            kind,
            tuple(ctx.outcomes),
            preview.forced,
            preview.rep_gov,
            preview.planets if preview.rep_gov is None else tuple(votable_planets(state, seat)),
            gila,
            predictive,
            odlynn,
            qanoj,
            preview,
        )
    if kind is TIE:
        return TiePrompt(kind, tuple(top.data["tied"]))
    if kind is CHOOSE:
        name = top.data["prompt"]
        options = tuple(choice_rules.options(state, top))
        count = top.data.get("count", 1)
        if name == "tokens":
            me = state.players[seat]
            return ChoicePrompt(
                kind,
                name,
                options,
                choice_rules.tokens_needed(state, top),
                change=top.data["change"],
                have=Tokens(me.tactic, me.fleet, me.strategy),
                fleet_room=fleet_room(state, seat),
            )
        card = asking(name)  # a card's own question says what else its seat sees (Xxekir Grom, Lie in Wait)
        details = card.question_details(state, top) if card is not None else {}
        return ChoicePrompt(kind, name, options, details.pop("count", count), **details)
    if kind is TABLE_CHECK:
        return TableCheckPrompt(kind, table_as_is(state, seat))  # the last phase's end state, to correct
    if kind is TRANSACTION:
        offer = Offer(top.data["proposer"], tuple(top.data["give"]), tuple(top.data["get"]))
        return TransactionPrompt(kind, offer, deal_rules.can_accept(state, top))
    assert kind is INSTRUCTIONS, kind
    return InstructionsPrompt(kind)


def deal_options(state: CouncilState, seat: int) -> DealOptions | None:
    """What the acting seat needs to propose a deal now, or None if it cannot.

    `offers` (one entry a partner, see deals.offers) lists the exact items the engine allows with
    each partner, with and without Black Market Dealings; the other fields are the raw holdings.
    """
    partners = deal_partners(state, seat)
    if not partners:
        return None
    me = state.players[seat]
    players = state.players
    cards_ok = tuple(deal_widening(state, seat, s, ())[0] for s in partners)  # Arbiters
    return _deal_options(
        me.tg,
        tuple(me.notes),
        tuple(me.hand),
        tuple(me.abilities),
        tuple([_partner(Partner, (s, players[s].tg, ok)) for s, ok in zip(partners, cards_ok, strict=True)]),
        deal_rules.offers(state, seat, partners, cards_ok),
        others_notes(state, seat),
    )


def others_notes(state: CouncilState, seat: int) -> tuple[str, ...]:
    """The notes other seats hold, as deal items, sorted by whose note it is (never by who holds it)."""
    order = {card: i for i, card in enumerate(data.cards())}
    held = [note for s, p in enumerate(state.players) if s != seat for note in p.notes]

    def key(note: str) -> tuple[int, int]:
        card, _, owner = note.partition("@")
        return (int(owner) if owner.isdigit() else state.n, order.get(card, len(order)))

    return tuple(f"note:{note}" for note in sorted(held, key=key))


_partner = tuple.__new__  # Partner(...) without the NamedTuple's Python-level __new__


# [n][seat] -> the other seats of a table of n: who may deal with `seat` before any deal is made.
OTHER_SEATS = tuple(
    tuple(tuple(s for s in range(n) if s != seat) for seat in range(n)) for n in range(MAX_SEATS + 1)
)


def deal_partners(state: CouncilState, seat: int) -> tuple[int, ...]:
    ctx = state.agenda
    top = state.stack[-1] if state.stack else None
    if ctx is None or top is None or top.kind in (TRANSACTION, INSTRUCTIONS, CHOOSE):
        return ()
    made = ctx.deals
    if not made:  # no deal on this agenda yet (most of the time): every other seat
        return OTHER_SEATS[state.n][seat]
    return tuple(s for s in OTHER_SEATS[state.n][seat] if ((s, seat) if s < seat else (seat, s)) not in made)


def card_name(card_id: str) -> str:
    if card_id in REGISTRY:
        return REGISTRY[card_id].info.name
    return data.agendas()[card_id].name


# --- the view ---------------------------------------------------------------------------------


Build = Callable[[CouncilState, "int | None"], Any]  # (state, seat) -> a section's value
BUILD: dict[str, Build] = {}  # section name -> how it is worked out, in the order declared


class _Section(Generic[T]):
    """A typed view attribute declared with how it is worked out from the state (`build`, checked
    against the attribute's type), worked out when first read and kept.

    Once the class is made each one becomes a plain property (`_fast_sections`), as cheap to read as a
    hand-written one: bots read views in their inner loops."""

    __slots__ = ("key", "build")

    def __init__(self, build: Callable[[CouncilState, int | None], T]) -> None:
        self.build = build

    def __set_name__(self, owner: type, name: str) -> None:
        self.key = name
        BUILD[name] = self.build

    @overload
    def __get__(self, view: None, owner: type) -> _Section[T]: ...
    @overload
    def __get__(self, view: CouncilView, owner: type) -> T: ...
    def __get__(self, view: CouncilView | None, owner: type) -> _Section[T] | T:
        if view is None:
            return self
        value: T = view._section(self.key)  # its `build` makes a T
        return value


def _fast_sections(cls: type) -> None:
    """Replace each declared `_Section` of `cls` by a property reading that section."""
    for name, declared in list(vars(cls).items()):
        if isinstance(declared, _Section):
            setattr(cls, name, property(_getter(name)))


def _getter(key: str) -> Callable[[CouncilView], Any]:
    def get(view: CouncilView) -> Any:
        known = view._known  # read again (most reads are): no call to `_section`
        return known[key] if key in known else view._section(key)

    return get


@dataclass(frozen=True, slots=True, eq=False)
class CouncilView:
    """One seat's view (seat None: the shared screen); see the module docstring.

    `seat` and `frame` (the kind of decision on top, None between phases) are set when it is made;
    every other attribute is worked out when first read (`sections()` gives them all by name). Only
    the seat that must act gets a `prompt`, `plays`, `deals`, `can_rest` and `can_score_secret`; the
    others read None / () / False there. Views are equal when every section is.
    """

    seat: int | None
    frame: FrameKind | None
    _state: CouncilState = field(repr=False, compare=False)
    _moves: int = field(repr=False, compare=False)
    _known: dict[str, Any] = field(repr=False, compare=False)

    def _live(self) -> CouncilState:
        state = self._state
        if state.moves != self._moves:
            raise StaleView(f"a view of move {self._moves} read at move {state.moves}")
        return state

    def _section(self, key: str) -> Any:
        known = self._known
        if key in known:
            return known[key]
        value = known[key] = BUILD[key](self._live(), self.seat)
        return value

    def __eq__(self, other: object) -> bool:
        """Two views are equal when they show the same: same seat, every section alike."""
        if not isinstance(other, CouncilView):
            return NotImplemented
        return self.sections() == other.sections()

    def __hash__(self) -> int:
        return hash((self.seat, self.frame))

    def sections(self) -> dict[str, Any]:
        """Every section by name (a new dict of immutable values), e.g. to compare two views."""
        return {"seat": self.seat, "frame": self.frame} | {key: self._section(key) for key in BUILD}

    def complete(self) -> CouncilView:
        """This view with every section worked out, so it can be read after the state moves on."""
        for key in BUILD:
            self._section(key)
        self.legal.entries()
        return self

    @property
    def legal(self) -> Listing:
        """The seat's legal moves (`Game.legal_actions`) in parts worked out when first read: "plays",
        "passes" and "secrets" in a window, "decision" otherwise, and "deals". Empty for the shared
        screen. A part read after the state has moved on raises StaleView."""
        known = self._known
        found: Listing | None = known.get(LEGAL)
        if found is None:
            seat = self.seat
            found = known[LEGAL] = NOTHING if seat is None else CouncilListing(self._state, seat, self._moves)
        return found

    # --- public, cheap: read from the state each time ---------------------------------------
    n: ClassVar[_Section[int]] = _Section(lambda state, seat: state.n)
    round: ClassVar[_Section[int]] = _Section(lambda state, seat: state.round)
    agenda_no: ClassVar[_Section[int]] = _Section(lambda state, seat: state.agenda_no)
    # The round after which the game ends (standalone: the most victory points win).
    max_rounds: ClassVar[_Section[int]] = _Section(lambda state, seat: state.options.max_rounds)
    # The agenda-phase secret objectives the game dealt at random, each to one seat (standalone with
    # Prophecy of Kings): everyone knows they are somewhere at the table, only their holders where.
    dealt_secrets: ClassVar[_Section[tuple[str, ...]]] = _Section(
        lambda state, seat: dealt_secrets(state.options)
    )
    speaker: ClassVar[_Section[int]] = _Section(lambda state, seat: state.speaker)
    vp_goal: ClassVar[_Section[int]] = _Section(lambda state, seat: state.options.vp_goal)
    mode: ClassVar[_Section[Mode]] = _Section(lambda state, seat: state.options.mode)
    over: ClassVar[_Section[bool]] = _Section(lambda state, seat: state.over)
    winners: ClassVar[_Section[tuple[int, ...]]] = _Section(lambda state, seat: tuple(state.winners))
    to_act: ClassVar[_Section[tuple[int, ...]]] = _Section(lambda state, seat: to_act(state))

    # --- public -----------------------------------------------------------------------------
    players: ClassVar[_Section[tuple[PlayerView, ...]]] = _Section(
        lambda state, seat: tuple(public_player(state, s) for s in range(state.n))
    )
    # Each seat's points, trade goods, planets and scored secrets, as in `players`: a bot reads these on
    # most actions of its search, and `players` works out every seat's vote capacity besides.
    scoreboard: ClassVar[_Section[tuple[ScoreLine, ...]]] = _Section(
        lambda state, seat: tuple(
            _score_line(ScoreLine, (p.vp, p.tg, tuple(p.planets), tuple(p.scored))) for p in state.players
        )
    )
    # The votes each seat can still cast, as its public capacity counts them (the positive entries of
    # `players[s].capacity`): what a bot weighs the votes to come by, without the rest of `players`.
    votes_ready: ClassVar[_Section[tuple[int, ...]]] = _Section(
        lambda state, seat: tuple(
            sum(n for _, n in capacity(state, s, private=False).entries if n > 0) for s in range(state.n)
        )
    )
    # The most each seat could cast now, as everyone can work it out (VotePreview.most): what its
    # panel's "up to N votes" says. Worked out only when read (a bot's view never asks).
    most_votes: ClassVar[_Section[tuple[int, ...]]] = _Section(_most_votes)
    # (law, elected seat / planet / None for the common area).
    laws: ClassVar[_Section[tuple[tuple[str, int | str | None], ...]]] = _Section(
        lambda state, seat: tuple(state.laws.items())
    )
    deck_count: ClassVar[_Section[int]] = _Section(lambda state, seat: len(state.deck))
    discard: ClassVar[_Section[tuple[str, ...]]] = _Section(lambda state, seat: tuple(state.discard))
    action_deck_count: ClassVar[_Section[int]] = _Section(lambda state, seat: len(state.action_deck))
    agenda: ClassVar[_Section[AgendaView | None]] = _Section(agenda_view)
    instructions: ClassVar[_Section[tuple[Instruction, ...]]] = _Section(
        lambda state, seat: tuple(state.instructions)
    )
    public_secrets: ClassVar[_Section[tuple[str, ...]]] = _Section(
        lambda state, seat: tuple(state.public_secrets)
    )
    # Seat, VP, won (the winners once over), faction.
    standings: ClassVar[_Section[tuple[Standing, ...]]] = _Section(lambda state, seat: standings(state))
    # The order of the vote under way or about to be taken; () between agendas.
    voting_order: ClassVar[_Section[tuple[int, ...]]] = _Section(lambda state, seat: ballot_order(state))
    # The first to vote: the speaker's left, unless a card moved someone first.
    first_player: ClassVar[_Section[int]] = _Section(_first_player)

    # --- the seat's own -----------------------------------------------------------------------
    hand: ClassVar[_Section[tuple[str, ...]]] = _Section(
        _own(lambda state, seat: tuple(state.players[seat].hand), ())
    )
    notes: ClassVar[_Section[tuple[str, ...]]] = _Section(
        _own(lambda state, seat: tuple(state.players[seat].notes), ())
    )
    secrets: ClassVar[_Section[tuple[str, ...]]] = _Section(
        _own(lambda state, seat: tuple(state.players[seat].secrets), ())
    )
    # The most this seat could cast, its own hand included; () for the shared screen.
    capacity: ClassVar[_Section[Entries]] = _Section(
        _own(lambda state, seat: capacity(state, seat).entries, ())
    )
    # M'aban Omega (standalone): the agenda deck's top and bottom; None without it.
    deck_ends: ClassVar[_Section[DeckEnds | None]] = _Section(_deck_ends)
    # M'aban Omega: the neighbours' promissory notes, (seat, notes); None without it.
    neighbour_notes: ClassVar[_Section[tuple[tuple[int, tuple[str, ...]], ...] | None]] = _Section(
        _neighbour_notes
    )

    # --- the seat that must act ---------------------------------------------------------------
    prompt: ClassVar[_Section[Prompt | None]] = _Section(
        _if_acting(lambda state, seat: prompt(state, seat), None)
    )
    # Every card use open to the seat in the window now.
    plays: ClassVar[_Section[tuple[Play, ...]]] = _Section(_plays)
    # Whether "pass for the rest of this agenda" makes sense now.
    can_rest: ClassVar[_Section[bool]] = _Section(_if_acting(_may_rest, False))
    # What the seat may offer in a transaction now, or None.
    deals: ClassVar[_Section[DealOptions | None]] = _Section(
        _if_acting(lambda state, seat: deal_options(state, seat), None)
    )
    # Whether ScoreSecret is open to the seat now (its turn in a window).
    can_score_secret: ClassVar[_Section[bool]] = _Section(_if_acting(may_score, False))
    # The table with everything hidden from the seat pooled, for a search bot to deal
    # (games/council/bots/determinise.py): its own copy, so changing it changes nothing else.
    known_table: ClassVar[_Section[KnownTable | None]] = _Section(_if_acting(known_table, None))

    # The prompt as the kind of decision on top asks for it (`frame` says which): a TypeError if not.
    def vote_prompt(self) -> VotePrompt:
        return _expect(self.prompt, VotePrompt)

    def tie_prompt(self) -> TiePrompt:
        return _expect(self.prompt, TiePrompt)

    def choice_prompt(self) -> ChoicePrompt:
        return _expect(self.prompt, ChoicePrompt)

    def transaction_prompt(self) -> TransactionPrompt:
        return _expect(self.prompt, TransactionPrompt)

    def table_check_prompt(self) -> TableCheckPrompt:
        return _expect(self.prompt, TableCheckPrompt)

    def window_prompt(self) -> WindowPrompt:
        return _expect(self.prompt, WindowPrompt)

    @property
    def has_plays(self) -> bool:
        """Whether the seat holds anything playable in the window now (auto-pass skips it otherwise)."""
        return bool(self.plays)


LEGAL = "legal"  # kept with the sections, never compared: every move it lists comes from them
NOTHING = Parts({})
_fast_sections(CouncilView)
_build_view = quick(CouncilView)
_vote_prompt = quick(VotePrompt)  # every voter's view asks for one
_deal_options = quick(DealOptions)  # whenever a seat may deal (5 % of a random bot's turns)
_player_view = quick(PlayerView)  # every seat's, whenever a bot weighs the votes still to come
_agenda_view = quick(AgendaView)  # whenever a bot reads the agenda (most of its decisions)
P = TypeVar("P")


def _expect(prompt: Prompt | None, kind: type[P]) -> P:
    if not isinstance(prompt, kind):
        raise TypeError(f"the decision on top asks with {type(prompt).__name__}, not {kind.__name__}")
    return prompt


def seat_view(state: CouncilState, seat: int | None) -> CouncilView:
    stack = state.stack
    return _build_view(seat, stack[-1].kind if stack else None, state, state.moves, {})
