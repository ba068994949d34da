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

The seat that must act finds in `prompt` what it may do and with what (playable cards, planets it
may settle or attack, empty slots, technologies and why each does or does not qualify...), so a
screen or a bot needs nothing else. These types are the contract the desktop table is built on:
fields are only ever added.
"""

from __future__ import annotations

import sys
import threading
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from typing import Any, cast

from games.core.frozen import maker, quick
from games.starward.actions import BLOCKER_SLOT
from games.starward.cards import (
    COLONIZE,
    ROLES,
    STACK_OF_ROLE,
    STACKS,
    SURVEY,
    Planet,
    PlanetType,
    Resource,
    Role,
    Stack,
    catalogue,
    planet,
)
from games.starward.planets import (
    ARMS_EXCHANGE,
    COLONIZE_COSTS,
    WARFARE_COSTS,
    colonies,
)
from games.starward.removing import purge_most
from games.starward.research import TechOption, options
from games.starward.scoring import Score, score, winners
from games.starward.state import (
    ACTION,
    BOOST,
    OVER,
    RESPOND,
    ROLE,
    Choice,
    Holding,
    Player,
    StarwardState,
    Step,
)
from games.starward.symbols import (
    COLONY_VALUES,
    PRINTED,
    card_symbols,
    counted,
    empire_counts,
    empire_symbols,
    follow_bonus,
    follower_has_bonus,
    hand_limit,
    playable_for,
)

SUPPLY_LINES = "supply_lines"
ALL = -1  # the key of whole-table entries in the state's view caches
BURNT_GROUND = "burnt_ground"


class PromptKind(StrEnum):
    """What the acting seat must decide, and the action that answers it."""

    ACTION = "action"  # PlayAction or EndActions (ChooseRole too when `role_first`)
    ROLE = "role"  # ChooseRole
    BOOST = "boost"  # Boost
    RESPOND = "respond"  # Follow or Dissent
    KEEP = "keep"  # KeepPlanet
    ATTACK = "attack"  # Attack
    COLONIZE = "colonize"  # Colonize
    PRODUCE = "produce"  # Produce
    TRADE = "trade"  # Trade
    RESEARCH = "research"  # Research
    REMOVE = "remove"  # RemoveCards
    CLEANUP = "cleanup"  # Cleanup


_CHOICE_PROMPT = {
    Choice.KEEP: PromptKind.KEEP,
    Choice.ATTACK: PromptKind.ATTACK,
    Choice.COLONIZE: PromptKind.COLONIZE,
    Choice.PRODUCE: PromptKind.PRODUCE,
    Choice.TRADE: PromptKind.TRADE,
    Choice.RESEARCH: PromptKind.RESEARCH,
    Choice.REMOVE: PromptKind.REMOVE,
}
_ROLE_INDEX = {role: i for i, role in enumerate(ROLES)}
# The kinds under plain names (Python 3.11 reads a member off an Enum class ten times slower).
_ACTION_KIND, _ROLE_KIND, _BOOST_KIND, _RESPOND_KIND, _CLEANUP_KIND = (
    PromptKind.ACTION,
    PromptKind.ROLE,
    PromptKind.BOOST,
    PromptKind.RESPOND,
    PromptKind.CLEANUP,
)
_KEEP_KIND, _ATTACK_KIND, _COLONIZE_KIND, _PRODUCE_KIND, _TRADE_KIND, _RESEARCH_KIND = (
    PromptKind.KEEP,
    PromptKind.ATTACK,
    PromptKind.COLONIZE,
    PromptKind.PRODUCE,
    PromptKind.TRADE,
    PromptKind.RESEARCH,
)


@dataclass(frozen=True, slots=True)
class PlanetBack:
    """The public back of a planet card: its type and costs."""

    type: PlanetType
    colonize_cost: int
    warfare_cost: int


@dataclass(frozen=True, slots=True)
class PlanetView:
    """A planet in an Empire as the viewer sees it. `index` is what actions name it by."""

    index: int
    back: PlanetBack
    face_up: bool
    front: Planet | None  # the card (name, symbols, slots, influence, hand icon) once face up;
    # the owner finds the fronts of its face-down planets in StarwardView.fronts
    colonies: tuple[int, ...]  # cards tucked under it (face up, public)
    colony_count: int  # colonies they are worth
    goods: tuple[bool, ...]  # per slot of the front, whether it holds its resource (face-up planets)
    blocker: bool  # Burnt Ground Doctrine's fighter sits on it
    barren: bool  # it can never hold resources
    attack_cost: int  # fighters its owner would pay to attack it now


@dataclass(frozen=True, slots=True)
class EmpireView:
    """What lies in front of one seat: planets, permanent technologies, fighters, influence."""

    seat: int
    planets: tuple[PlanetView, ...]
    permanents: tuple[tuple[int, int], ...]  # (technology card id, face 0/1)
    symbols: tuple[int, ...]  # Empire symbols per role, in the order of cards.ROLES
    fighters: int
    influence: int  # influence tokens
    hand_limit: int
    score: Score  # the running influence, part by part


@dataclass(frozen=True, slots=True)
class CardsView:
    """One seat's cards as everyone sees them: counts of hand and deck, the open piles."""

    seat: int
    hand_count: int
    deck_count: int
    discard: tuple[int, ...]  # face up, oldest first
    play: tuple[int, ...]  # the play area
    removed: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TableView:
    """The central display, supplies and every Empire."""

    stacks: tuple[tuple[Stack, int], ...]  # cards left, in display order
    empty_stacks: int
    empty_stacks_end: int  # empty stacks that trigger the end
    technologies: tuple[int, ...]  # card ids in the supply
    planet_deck: int
    planet_top: PlanetBack | None  # the back of the top card of the planet deck
    planet_discard: int
    influence_supply: int  # main supply left
    influence_reserve: int
    empires: tuple[EmpireView, ...]
    cards: tuple[CardsView, ...]


@dataclass(frozen=True, slots=True)
class TurnView:
    """How the turn under way stands."""

    turn_no: int  # 0 for the first turn of the game
    round_no: int  # 1 for the first round
    leader: int  # whose turn it is
    step: Step
    extra_turn: bool  # the Supply Lines turn after the last round
    role: Role | None
    role_card: int | None  # the card the leader took from the stack
    substitute: int  # display symbols the leader counts (empty stack)
    counts: tuple[tuple[int, int], ...]  # (seat, symbols counted for the role) so far
    responses: tuple[tuple[int, bool], ...]  # (seat, followed) so far
    responders: tuple[int, ...]  # opponents still to respond, next first
    actions_left: int
    action_done: bool
    role_done: bool
    bonuses: tuple[tuple[str, Resource | None], ...]  # Bazaar Network, Exclusive Contracts, Gene Crafting
    end_triggered: bool
    last_round: bool  # the end is triggered: this round (or the extra one) is the last


class Prompt:
    """What the acting seat must decide now, and everything it may choose from: one frozen dataclass per
    kind (below), holding the fields its kind uses. Every other field reads as its default, given here,
    so any field may be read of any prompt. (A prompt is made on every action: filling all 25 fields
    each time cost more than the rest of the prompt's making.)"""

    __slots__ = ()

    kind: PromptKind
    role: Role | None = None
    count: int = 0  # symbols counted (resolution), or how many may be chosen (-1: any number)
    base: int = 0  # BOOST/RESPOND: symbols counted before any card (Empire, role card, Civil Service)
    cards: tuple[int, ...] = ()  # ACTION: the hand; BOOST/RESPOND: the cards that may be played;
    # COLONIZE: the cards to tuck; REMOVE: the hand
    may_follow: bool = False  # RESPOND: following is allowed (with cards, or on Empire symbols alone)
    follow_needs_cards: bool = False  # RESPOND: Colonize: at least one card
    bonus: bool = False  # ATTACK/COLONIZE: the leader bonus (attack / settle instead)
    optional: bool = False  # the choice may be declined
    face_down: tuple[int, ...] = ()  # planets cards may be tucked under
    settleable: tuple[int, ...] = ()
    attackable: tuple[int, ...] = ()
    fighters: int = 0  # fighters held
    slots: tuple[tuple[int, int], ...] = ()  # empty usable slots (planet, slot)
    goods: tuple[tuple[int, int], ...] = ()  # resources that may be traded (slot -1: a blocking fighter)
    tradeable_fighters: int = 0  # with Arms Exchange
    technologies: tuple[TechOption, ...] = ()  # every technology in the supply, with why it qualifies or not
    looking: tuple[Planet, ...] = ()  # KEEP: the planet cards being looked at (only this seat sees them)
    stacks: tuple[Stack, ...] = ()  # stacks that still have cards (Politics, Synthetic Minds)
    hand_limit: int = 0
    must_discard: int = 0  # CLEANUP: at least this many
    role_first: bool = False  # ACTION: Supply Lines lets the role phase come first (ChooseRole now)
    remove_most: int | None = None  # Lean Administration (1) / Ruthless Efficiency (-1) usable now
    attack_costs: tuple[int, ...] = ()  # ATTACK/ACTION: the fighters each of `attackable` costs, in order
    stack_sizes: tuple[int, ...] = ()  # ACTION: the cards left in each of `stacks`, in order


# The prompt of each kind: the fields it fills, in the order its constructor (below) takes them.
@dataclass(frozen=True, slots=True)
class ActionPrompt(Prompt):
    """ACTION: play an action card (PlayAction) or end the action phase (EndActions)."""

    kind: PromptKind
    count: int
    cards: tuple[int, ...]
    face_down: tuple[int, ...]
    settleable: tuple[int, ...]
    attackable: tuple[int, ...]
    fighters: int
    slots: tuple[tuple[int, int], ...]
    goods: tuple[tuple[int, int], ...]
    tradeable_fighters: int
    stacks: tuple[Stack, ...]
    role_first: bool
    remove_most: int | None
    attack_costs: tuple[int, ...]
    stack_sizes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RolePrompt(Prompt):
    """ROLE: choose a role (ChooseRole)."""

    kind: PromptKind
    remove_most: int | None


@dataclass(frozen=True, slots=True)
class BoostPrompt(Prompt):
    """BOOST: the leader boosts its role (Boost)."""

    kind: PromptKind
    role: Role | None
    count: int
    base: int
    cards: tuple[int, ...]
    face_down: tuple[int, ...]
    remove_most: int | None


@dataclass(frozen=True, slots=True)
class RespondPrompt(Prompt):
    """RESPOND: an opponent follows or dissents (Follow, Dissent)."""

    kind: PromptKind
    role: Role | None
    count: int
    base: int
    cards: tuple[int, ...]
    may_follow: bool
    follow_needs_cards: bool
    bonus: bool
    face_down: tuple[int, ...]
    remove_most: int | None


@dataclass(frozen=True, slots=True)
class KeepPrompt(Prompt):
    """KEEP: keep one of the planets a Survey looked at (KeepPlanet)."""

    kind: PromptKind
    role: Role | None
    count: int
    looking: tuple[Planet, ...]
    remove_most: int | None


@dataclass(frozen=True, slots=True)
class AttackPrompt(Prompt):
    """ATTACK: attack a planet, or decline (Attack)."""

    kind: PromptKind
    role: Role | None
    count: int
    bonus: bool
    optional: bool
    attackable: tuple[int, ...]
    fighters: int
    remove_most: int | None
    attack_costs: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ColonizePrompt(Prompt):
    """COLONIZE: tuck the cards played for Colonize, or settle with the bonus (Colonize)."""

    kind: PromptKind
    role: Role | None
    count: int
    cards: tuple[int, ...]
    bonus: bool
    face_down: tuple[int, ...]
    settleable: tuple[int, ...]
    remove_most: int | None


@dataclass(frozen=True, slots=True)
class ProducePrompt(Prompt):
    """PRODUCE: fill empty slots (Produce)."""

    kind: PromptKind
    role: Role | None
    count: int
    optional: bool
    slots: tuple[tuple[int, int], ...]
    remove_most: int | None


@dataclass(frozen=True, slots=True)
class TradePrompt(Prompt):
    """TRADE: trade resources and fighters (Trade)."""

    kind: PromptKind
    role: Role | None
    count: int
    optional: bool
    goods: tuple[tuple[int, int], ...]
    tradeable_fighters: int
    fighters: int
    remove_most: int | None


@dataclass(frozen=True, slots=True)
class ResearchPrompt(Prompt):
    """RESEARCH: take a technology, or decline (Research)."""

    kind: PromptKind
    role: Role | None
    count: int
    optional: bool
    technologies: tuple[TechOption, ...]
    remove_most: int | None


@dataclass(frozen=True, slots=True)
class RemovePrompt(Prompt):
    """REMOVE: remove cards from the hand after Datasphere / Research Archive drew (RemoveCards)."""

    kind: PromptKind
    count: int
    cards: tuple[int, ...]
    optional: bool
    remove_most: int | None


@dataclass(frozen=True, slots=True)
class CleanupPrompt(Prompt):
    """CLEANUP: discard, then draw up to the hand limit (Cleanup)."""

    kind: PromptKind
    cards: tuple[int, ...]
    hand_limit: int
    must_discard: int
    remove_most: int | None


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

    @property
    def known(self) -> Any:
        """The table as the seat that must act knows it, its hidden parts in a fixed order (a state
        snapshot, games/starward/strong.py): what a Strong bot samples tables from. None for any other
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


# Views are made on every action: skip the frozen dataclasses' slow per-field setattr.
_planet = quick(PlanetView)
_empire_view = quick(EmpireView)
_cards = quick(CardsView)
_table = quick(TableView)
_turn = quick(TurnView)


# Prompts are made on every action: built without the frozen dataclasses' per-field setattr.
_ACTION, _ROLE, _BOOST, _RESPOND, _CLEANUP = (
    quick(ActionPrompt),
    quick(RolePrompt),
    quick(BoostPrompt),
    quick(RespondPrompt),
    quick(CleanupPrompt),
)
_KEEP, _ATTACK, _COLONIZE, _PRODUCE, _TRADE, _RESEARCH, _REMOVE = (
    quick(KeepPrompt),
    quick(AttackPrompt),
    quick(ColonizePrompt),
    quick(ProducePrompt),
    quick(TradePrompt),
    quick(ResearchPrompt),
    quick(RemovePrompt),
)

# The two commonest, made in line in `prompt` (the call with ten arguments cost a tenth of the prompt).
_MAKING_BOOST, _MAKING_RESPOND = maker(BoostPrompt), maker(RespondPrompt)

# Prompts are immutable, and with no technology every "choose a role" is the same: made once, shared.
_CHOOSE_A_ROLE = _ROLE(PromptKind.ROLE, None)

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
_SLOT = {name: StarwardView.__dict__[name] for name in (*_LAZY, "_state", "_known")}
for _name in _LAZY:
    setattr(_UnreadView, _name, _Unread(_name))
_MAKING_VIEW = maker(StarwardView)
_set_class = object.__setattr__  # a frozen dataclass refuses `made.__class__ = ...`


@cache
def _back_of(planet_id: int) -> PlanetBack:
    p = planet(planet_id)
    return PlanetBack(p.type, p.colonize_cost, p.warfare_cost)


def _planet_view(owner: Player, index: int, h: Holding, burnt: bool) -> PlanetView:
    card = planet(h.planet)
    face_up = h.face_up
    cost = card.warfare_cost
    return _planet(
        index,
        _back_of(h.planet),
        face_up,
        card if face_up else None,
        h.colonies,
        colonies(h) if h.colonies else 0,
        h.goods if face_up else (),
        h.blocker,
        h.barren,
        max(0, cost - 2) if burnt else cost,
    )


def _empire(state: StarwardState, seat: int) -> EmpireView:
    key = state.players[seat].version
    cached = state.empires.get(seat)
    if cached is not None and cached[0] == key:
        return cast(EmpireView, cached[1])
    built = build_empire(state, seat)
    state.empires[seat] = (key, built)
    return built


def build_empire(state: StarwardState, seat: int) -> EmpireView:
    """One seat's EmpireView made afresh."""
    player = state.players[seat]
    burnt = BURNT_GROUND in player.effects
    return _empire_view(
        seat,
        tuple([_planet_view(player, i, h, burnt) for i, h in enumerate(player.planets)]),
        tuple(player.permanents),
        empire_counts(player),
        player.fighters,
        player.influence,
        hand_limit(player),
        score(state, seat),
    )


def _cards_view(state: StarwardState, seat: int, player: Player) -> CardsView:
    """A seat's CardsView, made again only when one of its piles changed size (cards only ever join or
    leave a pile, and no action leaves a pile the same size with other cards: checked by the tests)."""
    key = (len(player.hand), len(player.deck), len(player.discard), len(player.play), len(player.removed))
    cached = state.cards.get(seat)
    if cached is not None and cached[0] == key:
        return cast(CardsView, cached[1])
    built = _cards(seat, key[0], key[1], tuple(player.discard), tuple(player.play), tuple(player.removed))
    state.cards[seat] = (key, built)
    return built


def _all_empires(state: StarwardState) -> tuple[EmpireView, ...]:
    """Every seat's EmpireView; the tuple itself is kept while no Empire changes."""
    key = tuple([p.version for p in state.players])
    cached = state.empires.get(ALL)
    if cached is not None and cached[0] == key:
        return cast(tuple[EmpireView, ...], cached[1])
    built = tuple([_empire(state, seat) for seat in range(state.seats)])
    state.empires[ALL] = (key, built)
    return built


def _supply(state: StarwardState) -> tuple[tuple[tuple[Stack, int], ...], int, tuple[int, ...]]:
    """Stack counts, empty stacks and the technology supply (kept while no card leaves them)."""
    stacks = state.stacks
    key = (tuple([len(stacks[s]) for s in STACKS]), len(state.technologies))
    cached = state.cards.get(ALL)
    if cached is not None and cached[0] == key:
        return cast(tuple[tuple[tuple[Stack, int], ...], int, tuple[int, ...]], cached[1])
    counts = key[0]
    built = (tuple(zip(STACKS, counts, strict=True)), counts.count(0), tuple(state.technologies))
    state.cards[ALL] = (key, built)
    return built


def table_view(state: StarwardState) -> TableView:
    """The public table: the same for every viewer."""
    top = state.planet_deck[-1] if state.planet_deck else None
    players = state.players
    stacks, empty, technologies = _supply(state)
    return _table(
        stacks,
        empty,
        state.size.empty_stacks_end,
        technologies,
        len(state.planet_deck),
        _back_of(top) if top is not None else None,
        len(state.planet_discard),
        state.main_supply,
        state.reserve,
        _all_empires(state),
        tuple([_cards_view(state, seat, players[seat]) for seat in range(state.seats)]),
    )


def turn_view(state: StarwardState) -> TurnView:
    return _turn(
        state.turn_no,
        state.turn_no // state.seats + 1,
        state.leader,
        state.step,
        state.extra_turn,
        state.role,
        state.role_card,
        state.substitute,
        tuple(state.counts.items()),
        tuple(state.responses),
        tuple(state.responders),
        state.actions_left,
        state.action_done,
        state.role_done,
        tuple(state.bonuses),
        state.end_triggered,
        state.end_triggered,
    )


def prompt(state: StarwardState, seat: int, hand: tuple[int, ...] | None = None) -> Prompt | None:
    """What `seat` must decide now (None when it is not its move)."""
    if state.waiting != (seat,):
        return None
    player = state.players[seat]
    if hand is None:
        hand = tuple(player.hand)
    if state.pending:
        return _choice_prompt(state, seat, player, hand)
    step = state.step
    effects = player.effects  # mostly none: then neither a technology nor Civil Service asks anything
    if step is RESPOND or step is BOOST:  # first: most prompts are these
        role = state.role
        assert role is not None
        facts = player.counted  # symbols.counted, without the call on the usual path
        if facts[0] != player.symbols_version:
            facts = counted(player)
        down = facts[3]
        if role is COLONIZE and not down:  # cards played for Colonize are tucked: none can be
            playable: tuple[int, ...] = ()
        elif effects:
            playable = playable_for(player, hand, role)
        else:  # playable_for without Polymath Corps, without the call (boosting and following are hot)
            printed = PRINTED[role]
            chosen = []
            for c in hand:
                if printed[c]:
                    chosen.append(c)
            playable = tuple(chosen)
        base = facts[1][_ROLE_INDEX[role]]
        if step is BOOST:
            role_card = state.role_card
            base += card_symbols(player, role_card, role) if role_card is not None else state.substitute
            made: Any = _new(_MAKING_BOOST)  # _BOOST(kind, role, base, base, playable, down, purge) in line
            made.kind = _BOOST_KIND
            made.role = role
            made.count = base
            made.base = base
            made.cards = playable
            made.face_down = down
            made.remove_most = purge_most(state, seat) if effects else None
            made.__class__ = BoostPrompt
            boosting: Prompt = made  # (typing.cast would be a call)
            return boosting
        # RESPOND, an opponent's move: Lean Administration and the like cannot be used
        if effects:
            base += follow_bonus(player, role)
            bonus = follower_has_bonus(player, role)
        else:
            bonus = False
        made = _new(_MAKING_RESPOND)  # _RESPOND(kind, role, base, base, playable, may, needs, ...) in line
        made.kind = _RESPOND_KIND
        made.role = role
        made.count = base
        made.base = base
        made.cards = playable
        if role is COLONIZE:  # following Colonize needs a card to tuck
            made.may_follow = bool(playable)
            made.follow_needs_cards = True
        else:
            made.may_follow = bool(playable) or base > 0
            made.follow_needs_cards = False
        made.bonus = bonus
        made.face_down = down
        made.remove_most = None
        made.__class__ = RespondPrompt
        responding: Prompt = made
        return responding
    purge = purge_most(state, seat) if effects else None
    if step is ACTION:
        stacks = state.stacks
        kept, left = [], []  # plain loops: a comprehension is one more call
        for s in STACKS:
            n = len(stacks[s])
            if n:
                kept.append(s)
                left.append(n)
        live, sizes = tuple(kept), tuple(left)
        settle, targets, costs, slots, held, fighters = _board(state, seat)
        return _ACTION(
            _ACTION_KIND, state.actions_left, hand, _down(player), settle, targets,
            player.fighters, slots, held, fighters, live,
            SUPPLY_LINES in effects and not state.role_done
            and state.actions_left == (2 if "double_shift" in effects else 1),
            purge, costs, sizes,
        )  # fmt: skip
    if step is ROLE:
        return _ROLE(_ROLE_KIND, purge) if purge is not None else _CHOOSE_A_ROLE
    facts = player.counted  # CLEANUP; hand_limit, without the call on the usual path
    limit = facts[2] if facts[0] == player.symbols_version else hand_limit(player)
    return _CLEANUP(_CLEANUP_KIND, hand, limit, max(0, len(hand) - limit), purge)


def _choice_prompt(state: StarwardState, seat: int, player: Player, hand: tuple[int, ...]) -> Prompt:
    """The prompt of the choice waiting first (`state.pending`), which is `seat`'s."""
    effects = player.effects
    purge = purge_most(state, seat) if effects else None
    p = state.pending[0]
    kind = _CHOICE_PROMPT[p.choice]
    if kind is _KEEP_KIND:
        return _KEEP(kind, SURVEY, p.count, tuple([planet(x) for x in state.looking]), None)
    if kind is _ATTACK_KIND:
        board = _board(state, seat)
        return _ATTACK(
            kind, p.role, p.count, p.bonus, True, board[1], player.fighters, purge, board[2]
        )  # fmt: skip
    if kind is _COLONIZE_KIND:
        return _COLONIZE(
            kind, p.role, p.count, p.cards, p.bonus, _down(player),
            _board(state, seat)[0] if p.bonus else (), purge,
        )  # fmt: skip
    if kind is _PRODUCE_KIND:
        return _PRODUCE(kind, p.role, p.count, True, _board(state, seat)[3], purge)
    if kind is _TRADE_KIND:
        board = _board(state, seat)
        return _TRADE(kind, p.role, p.count, True, board[4], board[5], player.fighters, purge)
    if kind is _RESEARCH_KIND:
        return _RESEARCH(kind, p.role, p.count, True, options(state, player, p.count), purge)
    return _REMOVE(kind, p.count, hand, True, None)


def _down(player: Player) -> tuple[int, ...]:
    """The places of `player`'s face-down planets (planets.face_down), as last counted (symbols.counted)."""
    facts = player.counted
    if facts[0] != player.symbols_version:
        facts = counted(player)
    return facts[3]


_Board = tuple[
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[tuple[int, int], ...],
    tuple[tuple[int, int], ...],
    int,
]


def _board(state: StarwardState, seat: int) -> _Board:
    """What `seat`'s planets offer the action phase: settleable, attackable with their costs, empty slots,
    goods and tradeable fighters (an Empire's version moves too often between two of its action phases
    for a cache to pay). One pass over the planets giving what planets.settleable, attackable,
    warfare_cost, empty_slots, goods and tradeable_fighters give (the tests compare them)."""
    player = state.players[seat]
    effects = player.effects
    fighters = player.fighters
    burnt = BURNT_GROUND in effects if effects else False
    reach = fighters + 2 if burnt else fighters  # warfare costs 2 less with Burnt Ground Doctrine
    empire = empire_symbols(player, COLONIZE)
    values, colonize_costs, warfare_costs = COLONY_VALUES, COLONIZE_COSTS, WARFARE_COSTS
    settle: list[int] = []
    targets: list[int] = []
    costs: list[int] = []
    slots: list[tuple[int, int]] = []
    held: list[tuple[int, int]] = []
    for i, h in enumerate(player.planets):
        goods = h.goods
        if h.face_up:
            if not h.barren and False in goods:
                for s, full in enumerate(goods):
                    if not full:
                        slots.append((i, s))
        else:
            total = 0
            for c in h.colonies:
                total += values[c]
            if total >= colonize_costs[h.planet] - empire:
                settle.append(i)
            cost = warfare_costs[h.planet]
            if cost <= reach and fighters >= 0:
                targets.append(i)
                costs.append((cost - 2 if cost > 2 else 0) if burnt else cost)
        if True in goods:
            for s, full in enumerate(goods):
                if full:
                    held.append((i, s))
    arms = ARMS_EXCHANGE in effects if effects else False
    if arms:
        held += [(i, BLOCKER_SLOT) for i, h in enumerate(player.planets) if h.blocker]
    return tuple(settle), tuple(targets), tuple(costs), tuple(slots), tuple(held), fighters if arms else 0


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
    else:
        hand = tuple(state.players[seat].hand)
        made.hand = hand
        made.prompt = prompt(state, seat, hand)  # None once the game is over: no one is waited for
        made._known = state if seat in state.waiting else None
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
        from games.starward.strong import known_table  # only a Strong bot reads it: imported then

        known = known_table(known, cast(int, made.seat))
        _SLOT["_known"].__set__(made, known)
    return known


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
