"""Every move a seat can make in Starward, as typed actions (plain data, logged and replayed).

Planets are named by their place in the acting seat's own Empire (0 = the start planet, then in
the order they arrived), never by the card, so no action shows a face-down planet's front.
A resource is named (planet place, slot place); slot -1 names the blocking fighter that Burnt
Ground Doctrine put on a planet (tradeable with Arms Exchange, rules R47).
Cards are named by their card id (games.starward.cards).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.core.actions import Action
from games.starward.cards import Resource, Role, Stack

BLOCKER_SLOT = -1  # the slot place that names a planet's blocking fighter


@dataclass(frozen=True, slots=True)
class PlayAction(Action):
    """Action phase: play one hand card for its action (rules §5.1, §6), with every choice it needs.

    Only the fields the card's action uses may be set:
    - `attack`: planets to attack (Warfare, Strike Wings: at most 1; Blitz Doctrine: at most 2);
      empty on Warfare or Strike Wings means "take fighters" instead;
    - `settle`: planets to settle (Colonize: 1; Settler Convoys: 1, or 2 in place of the tuck);
    - `tuck`: the planet this card goes under (Colonize, Settler Convoys, World Shaping);
    - `produce`: empty slots to fill (Produce/Trade: 1; Automated Foundries: 2);
    - `trade`: resources to return (Produce/Trade: 1), `fighters`: fighters traded (Arms Exchange);
    - `remove`: other hand cards to remove from the game (Research: up to 2);
    - `stacks`: stacks to take the top card of (Politics: 1; Synthetic Minds: 2);
    - `resource`: the resource type Exclusive Contracts names.
    A "choose one" card with neither option's fields set does nothing (rules R2).
    """

    kind: ClassVar[str] = "play_action"
    card: int
    attack: tuple[int, ...] = ()
    settle: tuple[int, ...] = ()
    tuck: int | None = None
    produce: tuple[tuple[int, int], ...] = ()
    trade: tuple[tuple[int, int], ...] = ()
    fighters: int = 0
    remove: tuple[int, ...] = ()
    stacks: tuple[Stack, ...] = ()
    resource: Resource | None = None


@dataclass(frozen=True, slots=True)
class EndActions(Action):
    """Play no (further) action card: the action phase ends."""

    kind: ClassVar[str] = "end_actions"


@dataclass(frozen=True, slots=True)
class ChooseRole(Action):
    """Role phase: the leader chooses one of the six roles and takes the top card of its stack."""

    kind: ClassVar[str] = "choose_role"
    role: Role


@dataclass(frozen=True, slots=True)
class Boost(Action):
    """The leader plays hand cards showing the role's symbol (none is fine), then the role resolves."""

    kind: ClassVar[str] = "boost"
    cards: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Follow(Action):
    """An opponent follows the role: plays hand cards showing its symbol (none: Empire symbols only)."""

    kind: ClassVar[str] = "follow"
    cards: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Dissent(Action):
    """An opponent dissents: draws 1 card (2 with Loyal Opposition)."""

    kind: ClassVar[str] = "dissent"


@dataclass(frozen=True, slots=True)
class KeepPlanet(Action):
    """Survey: keep one of the planet cards being looked at (its place in that list), face down."""

    kind: ClassVar[str] = "keep_planet"
    index: int


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """Attack one of your face-down planets, or not (`planet` None).

    As the Warfare leader (or a follower with Civil Service): None takes the fighters instead.
    After Rapid Muster: None declines the attack.
    """

    kind: ClassVar[str] = "attack"
    planet: int | None = None


@dataclass(frozen=True, slots=True)
class Colonize(Action):
    """Colonize role: tuck each card played for it under a face-down planet, as (card, planet) pairs;
    or, as the leader (or a follower with Civil Service), settle one planet instead (`settle`)."""

    kind: ClassVar[str] = "colonize"
    tucks: tuple[tuple[int, int], ...] = ()
    settle: int | None = None


@dataclass(frozen=True, slots=True)
class Produce(Action):
    """Put a resource into each of these empty slots, (planet, slot) pairs (Produce role, Cornucopia)."""

    kind: ClassVar[str] = "produce"
    slots: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Trade(Action):
    """Trade role: return these resources, (planet, slot) pairs, and `fighters` fighters (Arms Exchange),
    for one influence each."""

    kind: ClassVar[str] = "trade"
    goods: tuple[tuple[int, int], ...] = ()
    fighters: int = 0


@dataclass(frozen=True, slots=True)
class Research(Action):
    """Research role: take one technology (card id) you qualify for, or none; `face` (0 or 1) for a
    permanent one."""

    kind: ClassVar[str] = "research"
    technology: int | None = None
    face: int = 0


@dataclass(frozen=True, slots=True)
class RemoveCards(Action):
    """Remove these hand cards from the game: after Datasphere or Research Archive drew, or with
    Lean Administration / Ruthless Efficiency once in each of your turns (rules R44)."""

    kind: ClassVar[str] = "remove_cards"
    cards: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Cleanup(Action):
    """Cleanup: discard these hand cards (any you like, and enough to get down to the hand limit);
    then draw up to the limit."""

    kind: ClassVar[str] = "cleanup"
    discard: tuple[int, ...] = ()


# Commonest first: the session finds an action's type by scanning this order.
ACTION_TYPES: tuple[type[Action], ...] = (
    Follow,
    Dissent,
    Boost,
    ChooseRole,
    Cleanup,
    PlayAction,
    EndActions,
    Colonize,
    Produce,
    Trade,
    Research,
    KeepPlanet,
    Attack,
    RemoveCards,
)
