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
from typing import Any, ClassVar, Generic, TypeVar, overload

from games.core.actions import Action
from games.core.frozen import quick
from games.core.game import Standing
from games.core.legal import Listing, Parts
from games.council.answers import PASS, PASSES
from games.council.deal_view import (
    OTHER_SEATS,
    DealOptions,
    Partner,
    deal_options,
    deal_partners,
    offers_any_time,
    others_notes,
)
from games.council.deals import anyone_may_offer as _anyone_may_offer
from games.council.legal import CouncilListing, StaleView
from games.council.observer import KnownTable, known_table
from games.council.options import Mode
from games.council.playing import Play, legal_plays
from games.council.procedure import to_act
from games.council.prompts import (
    ChoicePrompt,
    InstructionsPrompt,
    Offer,
    Prompt,
    TableCheckPrompt,
    TiePrompt,
    TransactionPrompt,
    VotePrompt,
    WindowPrompt,
    prompt,
)
from games.council.scoring import may_score, standings
from games.council.setup import dealt_secrets
from games.council.state import START, WINDOW_KINDS, CouncilState, FrameKind, Instruction
from games.council.table_view import (
    AgendaView,
    DeckEnds,
    Entries,
    PlayerView,
    Prediction,
    ScoreLine,
    SeatVote,
    Tokens,
    agenda_view,
    ballot_order,
    card_name,
    public_player,
    still_asked,
)
from games.council.table_view import deck_ends as _deck_ends
from games.council.table_view import first_player as _first_player
from games.council.table_view import neighbour_notes as _neighbour_notes
from games.council.votes import capacity, vote_preview

# The view's values and the functions that work out its sections live beside it (table_view.py,
# prompts.py, deal_view.py) and are named here too: screens, bots and tests import them from the view.
__all__ = [
    "OTHER_SEATS",
    "AgendaView",
    "BUILD",
    "ChoicePrompt",
    "CouncilView",
    "DealOptions",
    "DeckEnds",
    "Entries",
    "InstructionsPrompt",
    "Offer",
    "Partner",
    "Play",
    "PlayerView",
    "Prediction",
    "Prompt",
    "ScoreLine",
    "SeatVote",
    "StaleView",
    "TableCheckPrompt",
    "TiePrompt",
    "Tokens",
    "TransactionPrompt",
    "VotePrompt",
    "WindowPrompt",
    "agenda_view",
    "ballot_order",
    "card_name",
    "deal_options",
    "deal_partners",
    "others_notes",
    "prompt",
    "public_player",
    "seat_view",
]

T = TypeVar("T")


def _acting(state: CouncilState, seat: int | None) -> bool:
    return seat is not None and seat in to_act(state)


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
        found: Listing | None = self._known.get(LEGAL)
        if found is None:
            seat = self.seat
            found = NOTHING if seat is None else CouncilListing(self._state, seat, self._moves)
            self._known[LEGAL] = found
        return found

    def passes(self) -> tuple[Action, ...]:
        """The listing's "passes" (`legal.part("passes")`) without making the listing: what a random bot
        reads on most of its moves. () unless a window waits for this seat; StaleView once moved on."""
        state, seat, kind = self._state, self.seat, self.frame  # the frame: the kind on top when made
        if state.moves != self._moves:
            raise StaleView(f"a view of move {self._moves} read at move {state.moves}")
        if kind not in WINDOW_KINDS or state.over or seat is None:
            return ()
        top = state.stack[-1]
        if top.order[top.pos] != seat:
            return ()
        return PASS[seat] if kind is START or state.agenda is None else PASSES[seat]

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
    # Companion mode: the seats the open window will still ask, the one asked now first (else ()).
    still_asked: ClassVar[_Section[tuple[int, ...]]] = _Section(still_asked)
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
    # Companion mode: whether any player may offer a transaction now, out of turn too (deals.anyone_may_offer:
    # the rule check_proposal and the listing keep); False in standalone mode. Public: the shared screen too.
    anyone_may_offer: ClassVar[_Section[bool]] = _Section(lambda state, seat: _anyone_may_offer(state))
    # Companion mode: what the seat may offer out of turn while an agenda is open (its own holdings).
    offers_any_time: ClassVar[_Section[DealOptions | None]] = _Section(offers_any_time)
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
P = TypeVar("P")


def _expect(prompt: Prompt | None, kind: type[P]) -> P:
    if not isinstance(prompt, kind):
        raise TypeError(f"the decision on top asks with {type(prompt).__name__}, not {kind.__name__}")
    return prompt


def seat_view(state: CouncilState, seat: int | None) -> CouncilView:
    stack = state.stack
    return _build_view(seat, stack[-1].kind if stack else None, state, state.moves, {})
