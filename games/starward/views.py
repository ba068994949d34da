"""What each seat may see of a Starward table (rules §8), as frozen dataclasses.

Public: stack counts; the technology supply; the planet deck's count and the back of its top card
(R18); the planet discard pile's count; for every seat its deck and hand counts, discard pile, play
area, removed pile, Empire (face-up planets in full, face-down ones by their back only, tucked cards
face up), fighters, influence tokens, permanent technologies and running score; whose turn it is and
how the role phase stands. Owner only: the hand, the fronts of its face-down planets, the planets it
is looking at in a Survey (in its `prompt`). No one: the order of any deck, the planet deck, the
fronts in the planet discard pile.

The public table (`table`) is the same object for every viewer; the viewer's own secrets are beside
it: `hand`, `fronts` (the fronts of its own planets) and `prompt`. Each Empire's view is cached and
rebuilt only when that Empire changed.

A view is made on every action, and a bot mostly reads only its `prompt`: so everything but `seat`,
`hand` and `prompt` (the table, the turn, the fronts, who acts, the winners) is made when first
read: until then the view is an `_UnreadView`, a StarwardView whose unread parts are descriptors that
make them all and turn it into a plain StarwardView. The state keeps each view it gave out until its
next change, and `settle` (called by the game before any change) makes the parts still unread of
every view someone else holds: a view always shows the table as it was when it was made. The
fields a prompt's kind does not use hold their defaults.

The seat that must act finds in `legal` every move it may make (its listing, made when first read) and
in `prompt` what it may do and with what (playable cards, planets it may settle or attack, empty slots,
technologies and why each does or does not qualify...), so a screen or a bot needs nothing else. These
types are the contract the desktop table is built on: fields are only ever added.

The parts live by what they show: prompts.py (the prompt types), prompting.py (working a prompt out),
empire_views.py (an Empire), table_views.py (the table and the turn); this module makes the whole view
and gives every name again, so callers import from here alone.
"""

from __future__ import annotations

import sys
import threading
from dataclasses import dataclass, field
from typing import Any, cast

from games.core.frozen import maker
from games.core.legal import Listing
from games.starward.cards import ROLES, STACK_OF_ROLE, Planet, catalogue
from games.starward.empire_views import ALL as ALL
from games.starward.empire_views import EmpireView, PlanetBack, PlanetView
from games.starward.empire_views import build_empire as build_empire
from games.starward.legal import NO_MOVES, StarwardListing, listing_of
from games.starward.planets import BURNT_GROUND as BURNT_GROUND
from games.starward.prompting import SUPPLY_LINES as SUPPLY_LINES
from games.starward.prompting import prompt as prompt
from games.starward.prompts import (
    ActionPrompt,
    AttackPrompt,
    BoostPrompt,
    CleanupPrompt,
    ColonizePrompt,
    KeepPrompt,
    ProducePrompt,
    Prompt,
    PromptKind,
    RemovePrompt,
    ResearchPrompt,
    RespondPrompt,
    RolePrompt,
    TradePrompt,
)
from games.starward.research import TechOption
from games.starward.scoring import winners
from games.starward.state import OVER, Player, StarwardState
from games.starward.table_views import CardsView, TableView, TurnView, table_view, turn_view


@dataclass(frozen=True, slots=True)
class StarwardView:
    """One seat's view (seat None: the shared screen, which shows no secrets). All but `seat`, `hand`
    and `prompt` is made when first read (see the module's docstring)."""

    seat: int | None
    seats: int
    start_player: int
    to_act: tuple[int, ...]
    over: bool
    table: TableView
    turn: TurnView
    hand: tuple[int, ...]  # own hand; () for the shared screen
    fronts: tuple[Planet, ...]  # the cards of the viewer's own planets, by place in its Empire; ()
    # for the shared screen
    prompt: Prompt | None  # only in the view of the seat that must act
    winners: tuple[int, ...]  # once the game is over
    _state: Any = field(default=None, compare=False, repr=False)  # the source of the unread parts
    # The acting seat's view: the state, until `known` is first read (or the state changes), then the
    # table as that seat knows it (see `known`). None for any other view.
    _known: Any = field(default=None, compare=False, repr=False)
    # The acting seat's view: the state, until `legal` is first read (or the state changes), then the
    # listing. None for any other view.
    _legal: Any = field(default=None, compare=False, repr=False)

    @property
    def legal(self) -> Listing:
        """The seat's legal moves in parts (`Game.legal_actions`, games/starward/legal.py), worked out from
        its prompt when first read (or before the state changes while someone holds the view): what the
        Random bot draws from. No moves for a seat not to act, and for the shared screen."""
        with _LOCK:
            return _make_legal(self)

    @property
    def known(self) -> Any:
        """The table as the seat that must act knows it, its hidden parts in a fixed order (a state
        snapshot, games/starward/known.py): what a Strong bot samples tables from. None for any other
        view. Made when first read, or before the state changes while someone holds the view."""
        with _LOCK:
            return _make_known(self)


class _UnreadView(StarwardView):
    """A StarwardView whose lazy parts are not made yet (`view` gives these out). Reading one of those
    parts makes them all and turns the object into a plain StarwardView, whose reads are plain slot
    reads from then on; comparing, hashing or showing it makes them first too. `seat`, `hand` and
    `prompt` read as plain slots from the start (a bot reads little else)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        _settled(self)
        return self == other

    def __hash__(self) -> int:
        _settled(self)
        return hash(self)

    def __repr__(self) -> str:
        _settled(self)
        return repr(self)


class _Unread:
    """The descriptor of one lazy part of an _UnreadView: the first read makes every lazy part."""

    __slots__ = ("slot",)

    def __init__(self, name: str) -> None:
        self.slot = StarwardView.__dict__[name]  # the slot of StarwardView that holds the part

    def __get__(self, made: Any, owner: type | None = None) -> Any:
        if made is None:
            return self
        _settled(made)
        return self.slot.__get__(made)

    def __set__(self, made: Any, value: Any) -> None:  # the dataclass's __init__ (dataclasses.replace)
        self.slot.__set__(made, value)


_LOCK = threading.Lock()
_new = object.__new__
# The state keeps the views it gave out since its last change (`state.views`); one that nothing else
# holds is never read again, so it need not be settled. Who else holds a view is told by its
# reference count (cheaper than a weak reference per view).
_refs = sys.getrefcount


def _held_by_the_list_alone() -> tuple[int, int, int, int]:
    """What `_refs` reads for an object only a list holds, in the shapes this module and the game read
    it: indexed (`_refs(issued[0])`), in a comprehension and in a for loop; and for one only a local name
    holds (`_refs(made)`). Measured here rather than assumed (2, 3, 3, 2 on CPython 3.11-3.13): the
    interpreter counts its own arguments and loop variables, and newer versions borrow some of those
    references and count fewer (3.14)."""
    issued = [object()]
    indexed = _refs(issued[0])
    comprehended = [_refs(v) for v in issued][0]
    looped = 0
    for made in issued:
        looped = _refs(made)
    made = issued.pop()
    named = _refs(made)
    return indexed, comprehended, looped, named


HELD_BY_LIST, _HELD_IN_COMPREHENSION, _HELD_IN_LOOP, HELD_BY_NAME = _held_by_the_list_alone()
_LAZY = ("seats", "start_player", "to_act", "over", "winners", "table", "turn", "fronts")
_SLOT = {name: StarwardView.__dict__[name] for name in (*_LAZY, "_state", "_known", "_legal")}
for _name in _LAZY:
    setattr(_UnreadView, _name, _Unread(_name))
_MAKING_VIEW = maker(StarwardView)
_set_class = object.__setattr__  # a frozen dataclass refuses `made.__class__ = ...`


def _fronts(player: Player) -> tuple[Planet, ...]:
    planets = catalogue().planets
    return tuple([planets[h.planet] for h in player.planets])


def view(state: StarwardState, seat: int | None) -> StarwardView:
    made: Any = _new(_MAKING_VIEW)  # a frozen dataclass: filled as its maker (games.core.frozen)
    made.seat = seat
    if seat is None:
        made.hand = ()
        made.prompt = None
        made._known = None
        made._legal = None
    else:
        hand = tuple(state.players[seat].hand)
        made.hand = hand
        asked = made.prompt = prompt(state, seat, hand)  # None once the game is over: no one is waited for
        made._known = state if seat in state.waiting else None
        made._legal = None if asked is None else state
    made._state = state
    made.__class__ = _UnreadView
    last = state.view
    if last is not None:  # another view of this same moment: the list keeps the earlier ones
        issued = state.views
        if len(issued) > 32:  # views no one holds any more: forget them
            issued[:] = [v for v in issued if _refs(v) > _HELD_IN_COMPREHENSION]
        issued.append(last)
    state.view = made
    given: StarwardView = made
    return given


def _settled(made: StarwardView) -> None:
    """Make the lazy parts of `made` now, if they are still unread."""
    with _LOCK:  # a bot's worker thread may read while the table settles the view
        _make_lazy(made)


def _make_lazy(made: StarwardView) -> None:
    """Fill in the parts of `made` not read yet, from the state it was made from, then make it a plain
    StarwardView (caller holds _LOCK)."""
    state = _SLOT["_state"].__get__(made)
    if state is None:  # made meanwhile, by another thread (or made whole, by dataclasses.replace)
        if type(made) is _UnreadView:
            _set_class(made, "__class__", StarwardView)
        return
    seat = made.seat
    over = state.step is OVER
    _SLOT["seats"].__set__(made, state.seats)
    _SLOT["start_player"].__set__(made, state.start_player)
    _SLOT["to_act"].__set__(made, state.waiting)
    _SLOT["over"].__set__(made, over)
    _SLOT["winners"].__set__(made, winners(state) if over else ())
    _SLOT["table"].__set__(made, table_view(state))
    _SLOT["turn"].__set__(made, turn_view(state))
    _SLOT["fronts"].__set__(made, () if seat is None else _fronts(state.players[seat]))
    _SLOT["_state"].__set__(made, None)
    _set_class(made, "__class__", StarwardView)  # last: a plain StarwardView is always complete


def _make_known(made: StarwardView) -> Any:
    """`made.known`, made now from the state if it is not made yet (caller holds _LOCK)."""
    known = _SLOT["_known"].__get__(made)
    if isinstance(known, StarwardState):
        from games.starward.known import known_table  # only a Strong bot reads it: imported then

        known = known_table(known, cast(int, made.seat))
        _SLOT["_known"].__set__(made, known)
    return known


def _make_legal(made: StarwardView) -> Listing:
    """`made.legal`, made now from the state if it is not made yet (caller holds _LOCK)."""
    legal = _SLOT["_legal"].__get__(made)
    if isinstance(legal, StarwardState):
        assert made.seat is not None and made.prompt is not None  # (only the acting seat's view holds one)
        legal = listing_of(legal, made.seat, made.hand, made.prompt)
        _SLOT["_legal"].__set__(made, legal)
    return NO_MOVES if legal is None else legal


def settle(state: StarwardState) -> None:
    """Before `state` changes: every view of it someone still holds gets the parts it has not read yet.
    (The game does the usual case itself: one view given out, which no one holds any more.)"""
    issued = state.views
    if state.view is not None:
        issued.append(state.view)
        state.view = None
    with _LOCK:
        for made in issued:
            if _refs(made) > _HELD_IN_LOOP:
                _make_lazy(made)
                _make_known(made)
                legal = _make_legal(made)
                if isinstance(legal, StarwardListing):
                    legal.complete()
        issued.clear()


__all__ = [
    "ROLES",
    "STACK_OF_ROLE",
    "ActionPrompt",
    "AttackPrompt",
    "BoostPrompt",
    "CleanupPrompt",
    "ColonizePrompt",
    "KeepPrompt",
    "ProducePrompt",
    "CardsView",
    "EmpireView",
    "PlanetBack",
    "PlanetView",
    "Prompt",
    "PromptKind",
    "RemovePrompt",
    "ResearchPrompt",
    "RespondPrompt",
    "RolePrompt",
    "StarwardView",
    "TableView",
    "TechOption",
    "TradePrompt",
    "TurnView",
    "view",
]
