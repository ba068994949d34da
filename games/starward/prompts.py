"""What the seat that must act in Starward may decide, and with what: one frozen prompt per kind."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from games.starward.cards import Planet, Role, Stack
from games.starward.research import TechOption


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
