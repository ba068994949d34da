"""What one Starward action logs (`Record.public`), declared: every key with its type, so mypy checks each
record the rules make (game.py lists which action logs which keys). A record is a plain dict at run
time, shared between actions when it says the same, and a game record file holds it as it always has.
"""

from __future__ import annotations

from typing import TypedDict

from games.starward.cards import Role


class StarwardRecord(TypedDict, total=False):
    """Every key a Starward action may log, with its type (each action logs its own few)."""

    card: int | None  # play_action: the card played; choose_role: the card taken from the stack
    drew: int  # cards drawn (which ones only the drawer learns)
    reshuffled: bool  # the discard pile was shuffled into the deck to draw
    discarded: list[int]  # cleanup: the cards discarded before drawing
    planet: int | None  # where a planet went in the Empire (Pathfinder Crew, keep_planet); attack's target
    planet_deck_refilled: bool
    settled: int  # World Shaping: the planet settled at once
    role: Role  # choose_role: the role, and the display symbols the leader counts for an empty stack
    substitute: int
    cards: list[int]  # boost / follow: the cards played; remove_cards: the cards removed
    count: int  # boost / follow: the symbols counted
    fighters: int  # fighters taken (Warfare at once, an attack's choice), or traded
    tucked: list[list[int]]  # Colonize with one planet: [card, planet] tucked at once
    looks: int  # Survey: how many planets the seat looks at
    looked: int  # keep_planet: how many were looked at
    result: str  # attack: "attacked", "fighters" or "declined"
    tucks: list[list[int]]  # colonize: [card, planet]
    settle: int | None
    slots: list[list[int]]  # produce: [planet, slot]
    goods: list[list[int]]  # trade: [planet, slot]
    influence: int  # trade: the influence gained
    technology: int | None  # research: the technology taken, and which face
    face: int


class Resolved(StarwardRecord, total=False):
    """What a role's resolution logs for one participant (roles.resolve), with the planets a surveying
    seat looks at: only that seat sees them (game.py takes them out into its private part)."""

    _looked: tuple[int, ...]
