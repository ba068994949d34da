"""The whole table of a Starward game as one mutable object, with a fast copy and a fingerprint.

Card ids and planet ids are those of games.starward.cards. A deck's top is the end of its list.
The seeded generator lives in the state (`rng`, a dice.Dice): every shuffle after set-up (a deck refilled
from its discard pile, the planet deck refilled) draws from it, so replaying the log rebuilds
the same table.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from itertools import chain
from operator import attrgetter
from typing import Any

from games.core.frozen import quick
from games.starward.cards import Resource, Role, Stack, TableSize
from games.starward.dice import Dice
from games.starward.options import StarwardOptions


class Step(StrEnum):
    """Where the turn stands (rules §5), when no choice is pending."""

    ACTION = "action"  # the leader may play a card for its action, or end the action phase
    ROLE = "role"  # the leader chooses a role
    BOOST = "boost"  # the leader boosts the role
    RESPOND = "respond"  # the next opponent follows or dissents
    CLEANUP = "cleanup"  # the leader discards, then draws up to the hand limit
    OVER = "over"


class Choice(StrEnum):
    """A decision someone must make before play goes on (a role resolving, a card's second part)."""

    KEEP = "keep"  # Survey: keep one of the planets looked at
    ATTACK = "attack"  # Warfare leader bonus, Civil Service, Rapid Muster
    COLONIZE = "colonize"  # tuck the cards played for Colonize (or settle with the bonus)
    PRODUCE = "produce"  # Produce role, Cornucopia
    TRADE = "trade"
    RESEARCH = "research"
    REMOVE = "remove"  # after Datasphere / Research Archive drew


# The members under plain names, for the paths run on every action: Python 3.11 reads a member off
# an Enum class through EnumType.__getattr__, about ten times slower than a module global.
ACTION, ROLE, BOOST, RESPOND, CLEANUP, OVER = (
    Step.ACTION,
    Step.ROLE,
    Step.BOOST,
    Step.RESPOND,
    Step.CLEANUP,
    Step.OVER,
)
TO_KEEP, TO_ATTACK, TO_COLONIZE, TO_PRODUCE, TO_TRADE, TO_RESEARCH, TO_REMOVE = (
    Choice.KEEP,
    Choice.ATTACK,
    Choice.COLONIZE,
    Choice.PRODUCE,
    Choice.TRADE,
    Choice.RESEARCH,
    Choice.REMOVE,
)


_new = object.__new__


class Pending:
    """One choice waiting for `seat`: how many (`count`), of which cards, whether it may be declined.

    `count` is: symbols for Produce/Trade; -1 for "any number" (Datasphere); the most cards for
    Research Archive. `bonus` marks the leader bonus (Warfare: attack instead of fighters;
    Colonize: settle instead of tucking). `cards` are the cards played for Colonize, to be tucked.
    Never changed once made: checkpoints and clones share it.
    """

    __slots__ = ("seat", "choice", "role", "count", "cards", "bonus", "optional")

    def __init__(
        self,
        seat: int,
        choice: Choice,
        role: Role | None = None,
        count: int = 0,
        cards: tuple[int, ...] = (),
        bonus: bool = False,
        optional: bool = False,
    ) -> None:
        self.seat = seat
        self.choice = choice
        self.role = role
        self.count = count
        self.cards = cards
        self.bonus = bonus
        self.optional = optional

    def key(self) -> tuple[Any, ...]:
        return (self.seat, self.choice, self.role, self.count, self.cards, self.bonus, self.optional)


@dataclass(frozen=True, slots=True)
class Holding:
    """A planet in an Empire: face down or up, the cards tucked under it, what its slots hold.

    `goods[i]` is True when slot i holds its resource. `blocker`: the fighter Burnt Ground Doctrine
    put on it; `barren`: it can never hold resources (attacked under Burnt Ground Doctrine).

    Immutable: a change puts a new Holding in its place (`held`), so an undo checkpoint shares the
    planets with the live table instead of copying each one (and its two lists) every few actions.
    """

    planet: int
    face_up: bool
    colonies: tuple[int, ...]
    goods: tuple[bool, ...]
    blocker: bool
    barren: bool

    def key(self) -> tuple[Any, ...]:
        return (self.planet, self.face_up, self.colonies, self.goods, self.blocker, self.barren)


# Holding(planet, face_up, colonies, goods, blocker, barren) without the frozen dataclass's setattr:
# a planet changes on many moves.
held = quick(Holding)


def new_holding(planet: int, slots: int) -> Holding:
    """A planet as it joins an Empire: face down, nothing tucked, `slots` empty slots."""
    return held(planet, False, (), (False,) * slots, False, False)


class Player:
    """One seat's cards and Empire. `permanents` are (technology card id, face) pairs;
    `effects` the names of their faces' effects, for quick look-up."""

    __slots__ = (
        "deck",
        "hand",
        "discard",
        "play",
        "removed",
        "planets",
        "permanents",
        "effects",
        "fighters",
        "influence",
        "technologies",
        "version",
        "symbols_version",
        "counted",
    )

    def __init__(self) -> None:
        self.deck: list[int] = []
        self.hand: list[int] = []
        self.discard: list[int] = []
        self.play: list[int] = []
        self.removed: list[int] = []
        self.planets: list[Holding] = []
        self.permanents: list[tuple[int, int]] = []
        self.effects: frozenset[str] = frozenset()
        self.fighters = 0
        self.influence = 0
        self.technologies: list[int] = []  # every technology card taken, wherever it is now
        self.version = 0  # counts changes to the Empire and score, so views.py knows when to redraw
        # Counts the changes that can change the Empire symbols, the hand limit or which planets are
        # face down: a planet joins the Empire or turns face up, a permanent technology is taken.
        # (Influence, fighters, goods and colonies move `version` alone, and far more often.)
        self.symbols_version = 0
        # (symbols_version, Empire symbols per role, hand limit, face-down planets) as last counted
        # (symbols.counted): the rules and the prompts ask often
        self.counted: tuple[int, tuple[int, ...], int, tuple[int, ...]] = (-1, (), 0, ())

    def key(self) -> tuple[Any, ...]:
        return (
            tuple(self.deck),
            tuple(self.hand),
            tuple(self.discard),
            tuple(self.play),
            tuple(self.removed),
            tuple(h.key() for h in self.planets),
            tuple(self.permanents),
            self.fighters,
            self.influence,
            tuple(self.technologies),
        )


class StarwardState:
    """Everything about one game of Starward."""

    __slots__ = (
        "seats",
        "options",
        "size",
        "rng",
        "start_player",
        "stacks",
        "technologies",
        "planet_deck",
        "planet_discard",
        "looking",
        "players",
        "main_supply",
        "reserve",
        "tally",
        "turn_no",
        "leader",
        "step",
        "extra_turn",
        "actions_left",
        "action_done",
        "role_done",
        "role",
        "role_card",
        "substitute",
        "counts",
        "responders",
        "responses",
        "muster",
        "purged",
        "bonuses",
        "traded",
        "produced",
        "pending",
        "end_triggered",
        "last_turn",
        "waiting",
        "stats",
        "empires",
        "cards",
        "view",
        "views",
        "origin",
        "applied",
    )

    def __init__(self, seats: int, options: StarwardOptions, size: TableSize, rng: Dice) -> None:
        self.seats = seats
        self.options = options
        self.size = size
        self.rng = rng
        self.start_player = 0
        self.stacks: dict[Stack, list[int]] = {}
        self.technologies: list[int] = []  # the supply, all face up
        self.planet_deck: list[int] = []
        self.planet_discard: list[int] = []
        self.looking: list[int] = []  # planets the surveying seat is looking at (only they see them)
        self.players: list[Player] = [Player() for _ in range(seats)]
        self.main_supply = size.influence
        self.reserve = 0
        self.tally = 0  # influence taken once main supply and reserve were empty (Quorum)
        self.turn_no = 0  # turns begun so far, counting the one under way
        self.leader = 0
        self.step = ACTION
        self.extra_turn = False  # this is the Supply Lines turn after the last round
        self.actions_left = 1
        self.action_done = False
        self.role_done = False
        self.role: Role | None = None
        self.role_card: int | None = None  # the card the leader took from the stack
        self.substitute = 0  # display symbols the leader counts for an empty stack
        self.counts: dict[int, int] = {}  # symbols each participant counted for the role
        self.responders: list[int] = []  # opponents still to respond, next first
        self.responses: list[tuple[int, bool]] = []  # (seat, followed) so far this role phase
        self.muster = 0  # attacks Rapid Muster granted for after the role phase
        self.purged = False  # Lean Administration / Ruthless Efficiency used this turn
        self.bonuses: list[tuple[str, Resource | None]] = []  # turn bonuses played this turn
        self.traded: list[Resource] = []  # resources the leader traded this turn
        self.produced: list[Resource] = []  # and produced
        self.pending: list[Pending] = []  # choices to make before play goes on, first first
        self.end_triggered = False
        self.last_turn: int | None = None  # turn_no of the last turn of the last round
        self.waiting: tuple[int, ...] = ()  # cached to_act
        self.stats: dict[str, int] = {}
        # Views cached by seat (views.py), each with the change counters it was made from.
        # Keyed by seat or views.ALL (the whole table), so the entry's type depends on the key.
        self.empires: dict[int, tuple[Any, Any]] = {}
        self.cards: dict[int, tuple[Any, Any]] = {}
        self.view: Any = None  # the last view given out since the last change (views.settle)
        self.views: list[Any] = []  # and the ones given out before it
        # The undo checkpoints' means (`checkpoint`): a snapshot this table's facts were copied from
        # (None until the first checkpoint) and the actions applied to it since, in order.
        self.origin: Snapshot | None = None
        self.applied: list[Any] = []

    @property
    def over(self) -> bool:
        return self.step is OVER

    def clone(self) -> StarwardState:
        """An independent copy, made as a snapshot is (one list of the state's fields to keep up:
        `snapshot`); its view caches start empty."""
        return restored(snapshot(self))


# --- checkpoints ------------------------------------------------------------------------------------
# A session keeps an undo checkpoint every few actions, all game long. Copying the table each time
# was about 5 % of a game's time (the copy, and the copies kept), so most checkpoints are a `Replay`:
# the last snapshot taken and how many of the actions applied since it to play again (Starward.resume
# plays them; undo replays at most REPLAY_MOST plus a session's checkpoint interval). A snapshot is
# taken at the first checkpoint and once REPLAY_MOST actions were applied since the last one.
# (So the facts change only in Starward.apply, which counts each action; the views change caches.)
#
# A snapshot keeps the facts in a few tuples, which the collector stops walking once it sees they
# hold only numbers, and in dicts of numbers, which it never walks. Few objects, too: one tuple for
# every seat's piles together.

REPLAY_MOST = 256  # actions a checkpoint may ask to play again: about 1 ms of undo (5 seats)

# The state's fields that hold no container: kept as they are.
_STATE_PLAIN = (
    "seats", "options", "size", "start_player", "main_supply", "reserve", "tally", "turn_no", "leader",
    "step", "extra_turn", "actions_left", "action_done", "role_done", "role", "role_card", "substitute",
    "muster", "purged", "end_triggered", "last_turn", "waiting",
)  # fmt: skip
# The state's lists (and the seats' piles): kept as tuples.
_STATE_LISTS = (
    "technologies", "planet_deck", "planet_discard", "looking", "responders", "responses", "bonuses",
    "traded", "produced", "pending",
)  # fmt: skip
_PLAYER_LISTS = ("deck", "hand", "discard", "play", "removed", "planets", "permanents", "technologies")
_PLAYER_PLAIN = ("effects", "fighters", "influence", "version", "symbols_version", "counted")
_state_plain, _state_lists = attrgetter(*_STATE_PLAIN), attrgetter(*_STATE_LISTS)
_player_lists, _player_plain = attrgetter(*_PLAYER_LISTS), attrgetter(*_PLAYER_PLAIN)
_PILES = len(_PLAYER_LISTS)

Snapshot = tuple[Any, ...]


class Replay:
    """A checkpoint: the table `count` actions after the snapshot `origin` (`applied[:count]`; the list
    only ever grows at its end, so later actions do not change what it names)."""

    __slots__ = ("origin", "applied", "count")

    def __init__(self, origin: Snapshot, applied: list[Any], count: int) -> None:
        self.origin = origin
        self.applied = applied
        self.count = count


Checkpoint = Snapshot | Replay


def checkpoint(state: StarwardState) -> Checkpoint:
    """The table as it is now, for undo: a snapshot, or the last one and the actions since (see above)."""
    applied = state.applied
    origin = state.origin
    if origin is None or len(applied) >= REPLAY_MOST:
        origin = state.origin = snapshot(state)
        state.applied = []  # a new list: the Replays made so far keep naming theirs
        return origin
    return Replay(origin, applied, len(applied))


def snapshot(state: StarwardState) -> Snapshot:
    """Every fact of `state` in tuples and dicts of numbers (Holdings and Pending choices are immutable:
    shared). The seats' piles are one tuple of tuples, seat after seat."""
    players = state.players
    stacks = state.stacks
    return (
        _state_plain(state),
        tuple(map(tuple, _state_lists(state))),
        state.rng.copy(),
        tuple(stacks),
        tuple(map(tuple, stacks.values())),
        tuple(map(tuple, chain.from_iterable(map(_player_lists, players)))),
        tuple(map(_player_plain, players)),
        state.counts.copy(),
        state.stats.copy(),
    )


def restored(saved: Snapshot) -> StarwardState:
    """A live state from a snapshot, as `StarwardState.clone` would have copied it."""
    plain, lists, rng, stack_names, stacks, piles, players, counts, stats = saved
    state = _new(StarwardState)
    for name, value in zip(_STATE_PLAIN, plain, strict=True):
        setattr(state, name, value)
    for name, value in zip(_STATE_LISTS, lists, strict=True):
        setattr(state, name, list(value))
    state.rng = rng.copy()
    state.stacks = {s: list(cards) for s, cards in zip(stack_names, stacks, strict=True)}
    state.players = []
    for seat, facts in enumerate(players):
        player = _new(Player)
        for name, value in zip(_PLAYER_LISTS, piles[seat * _PILES : (seat + 1) * _PILES], strict=True):
            setattr(player, name, list(value))
        for name, value in zip(_PLAYER_PLAIN, facts, strict=True):
            setattr(player, name, value)
        state.players.append(player)
    state.counts = dict(counts)
    state.stats = dict(stats)
    state.empires, state.cards, state.view, state.views = {}, {}, None, []
    state.origin, state.applied = saved, []
    return state


def fingerprint(state: StarwardState) -> tuple[Any, ...]:
    """Every fact of the state as nested tuples: equal fingerprints mean identical games."""
    return (
        state.seats,
        state.options,
        state.rng.getstate(),
        state.start_player,
        tuple((s, tuple(c)) for s, c in state.stacks.items()),
        tuple(state.technologies),
        tuple(state.planet_deck),
        tuple(state.planet_discard),
        tuple(state.looking),
        tuple(p.key() for p in state.players),
        (state.main_supply, state.reserve, state.tally),
        (state.turn_no, state.leader, state.step, state.extra_turn),
        (state.actions_left, state.action_done, state.role_done, state.role, state.role_card),
        (
            state.substitute,
            tuple(sorted(state.counts.items())),
            tuple(state.responders),
            tuple(state.responses),
        ),
        (state.muster, state.purged, tuple(state.bonuses), tuple(state.traded), tuple(state.produced)),
        tuple(p.key() for p in state.pending),
        (state.end_triggered, state.last_turn, state.waiting),
        tuple(sorted(state.stats.items())),
    )
