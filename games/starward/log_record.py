"""What one Starward action logs (`Record.public`): a typed event, one frozen dataclass per kind of action.

A field marked private is filled in only in the event the acting seat sees (`Record.private[seat]`, the
whole event): the cards it drew, the planets it looked at. The shared screen's event leaves them None.
`plain()` is each event as a game record file has always held it (storage/record.py: `{"drew": 1,
"reshuffled": false}`, key for key; a field that is None where the action did not do that is left out);
`record_from_plain` reads such data back. The commonest events are made once and shared (game.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.core.log import Seen, read_event
from games.core.log import seen_from_plain as core_seen_from_plain
from games.core.log import whole as _int
from games.starward.cards import Role

Cards = tuple[int, ...]
Pairs = tuple[tuple[int, int], ...]  # [card, planet] tucked; [planet, slot] produced or traded


def _put(data: dict[str, Any], key: str, value: object) -> None:
    """A key the action may or may not log: left out when None."""
    if value is not None:
        data[key] = value


def _pairs(pairs: Pairs) -> list[list[int]]:
    return [list(p) for p in pairs]


@dataclass(frozen=True, slots=True)
class ActionPlayed:
    """play_action: the card played for its action, and what that action did that the log tells."""

    card: int
    planet: int | None = None  # Pathfinder Crew: the planet's place in the Empire (None: none was left)
    planet_deck_refilled: bool | None = None  # ... and whether the planet deck was refilled to take it
    settled: int | None = None  # World Shaping: the planet settled at once
    drew: int | None = None  # an action that draws: how many cards,
    reshuffled: bool | None = None  # ... and whether the discard pile became the deck to draw them
    drawn: Cards | None = None  # private: the cards drawn
    planet_seen: int | None = None  # private: the planet Pathfinder Crew took

    def plain(self) -> dict[str, Any]:
        data: dict[str, Any] = {"card": self.card}
        _put(data, "planet", self.planet)
        _put(data, "planet_deck_refilled", self.planet_deck_refilled)
        _put(data, "settled", self.settled)
        _put(data, "drew", self.drew)
        _put(data, "reshuffled", self.reshuffled)
        _put(data, "drawn", None if self.drawn is None else list(self.drawn))
        _put(data, "planet_seen", self.planet_seen)
        return data


@dataclass(frozen=True, slots=True)
class ActionsEnded:
    """end_actions: the seat ended its action phase."""

    def plain(self) -> dict[str, Any]:
        return {}


@dataclass(frozen=True, slots=True)
class RoleChosen:
    """choose_role: the role, the card taken from its stack (None: the stack was empty) and the display
    symbols the leader counts instead."""

    role: Role
    card: int | None
    substitute: int

    def plain(self) -> dict[str, Any]:
        return {"role": self.role, "card": self.card, "substitute": self.substitute}


@dataclass(frozen=True, slots=True)
class Resolution:
    """What a role's resolution did at once for one participant (roles.resolve); nothing, most times."""

    fighters: int | None = None  # Warfare: fighters taken
    tucked: Pairs | None = None  # Colonize with one face-down planet: (card, planet) tucked
    looks: int | None = None  # Survey: how many planets the seat looks at,
    planet_deck_refilled: bool | None = None  # ... whether the planet deck was refilled for them,
    looked: Cards = ()  # ... and which (only that seat sees them: game.py makes them private)


@dataclass(frozen=True, slots=True)
class RolePlayed:
    """boost or follow (the entry's kind says which): the cards played to the role, the symbols counted,
    and what the role did at once for that seat. One event serves both kinds, so a boost and a follow
    that say the same share one (game.py)."""

    cards: Cards
    count: int
    fighters: int | None = None
    tucked: Pairs | None = None
    looks: int | None = None
    planet_deck_refilled: bool | None = None
    looking: Cards | None = None  # private: the planets a Survey shows the seat

    def plain(self) -> dict[str, Any]:
        data: dict[str, Any] = {"cards": list(self.cards), "count": self.count}
        _put(data, "fighters", self.fighters)
        _put(data, "tucked", None if self.tucked is None else _pairs(self.tucked))
        _put(data, "looks", self.looks)
        _put(data, "planet_deck_refilled", self.planet_deck_refilled)
        _put(data, "looking", None if self.looking is None else list(self.looking))
        return data


@dataclass(frozen=True, slots=True)
class Dissented:
    """dissent: the seat drew instead of following."""

    drew: int
    reshuffled: bool
    drawn: Cards | None = None  # private: the cards drawn

    def plain(self) -> dict[str, Any]:
        data: dict[str, Any] = {"drew": self.drew, "reshuffled": self.reshuffled}
        _put(data, "drawn", None if self.drawn is None else list(self.drawn))
        return data


@dataclass(frozen=True, slots=True)
class PlanetKept:
    """keep_planet: a Survey's planet kept face down (its place in the Empire), of how many looked at."""

    planet: int
    looked: int

    def plain(self) -> dict[str, Any]:
        return {"planet": self.planet, "looked": self.looked}


@dataclass(frozen=True, slots=True)
class Attacked:
    """attack: "attacked" (the planet turned face up), "fighters" (taken instead) or "declined"."""

    result: str
    planet: int | None
    fighters: int | None = None  # the fighters taken

    def plain(self) -> dict[str, Any]:
        data: dict[str, Any] = {"result": self.result, "planet": self.planet}
        _put(data, "fighters", self.fighters)
        return data


@dataclass(frozen=True, slots=True)
class Colonized:
    """colonize: the (card, planet) tucked, and the planet settled (or None)."""

    tucks: Pairs
    settle: int | None

    def plain(self) -> dict[str, Any]:
        return {"tucks": _pairs(self.tucks), "settle": self.settle}


@dataclass(frozen=True, slots=True)
class Produced:
    """produce: the (planet, slot) that took a resource."""

    slots: Pairs

    def plain(self) -> dict[str, Any]:
        return {"slots": _pairs(self.slots)}


@dataclass(frozen=True, slots=True)
class Traded:
    """trade: the (planet, slot) goods and the fighters traded, and the influence gained."""

    goods: Pairs
    fighters: int
    influence: int

    def plain(self) -> dict[str, Any]:
        return {"goods": _pairs(self.goods), "fighters": self.fighters, "influence": self.influence}


@dataclass(frozen=True, slots=True)
class Researched:
    """research: the technology taken (None: none) and which of its faces."""

    technology: int | None
    face: int

    def plain(self) -> dict[str, Any]:
        return {"technology": self.technology, "face": self.face}


@dataclass(frozen=True, slots=True)
class CardsRemoved:
    """remove_cards: the cards removed from the game."""

    cards: Cards

    def plain(self) -> dict[str, Any]:
        return {"cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class CleanedUp:
    """cleanup: the cards discarded, then how many were drawn."""

    discarded: Cards
    drew: int
    reshuffled: bool
    drawn: Cards | None = None  # private: the cards drawn

    def plain(self) -> dict[str, Any]:
        data: dict[str, Any] = {"discarded": list(self.discarded), "drew": self.drew}
        data["reshuffled"] = self.reshuffled
        _put(data, "drawn", None if self.drawn is None else list(self.drawn))
        return data


StarwardRecord = (
    ActionPlayed
    | ActionsEnded
    | RoleChosen
    | RolePlayed
    | Dissented
    | PlanetKept
    | Attacked
    | Colonized
    | Produced
    | Traded
    | Researched
    | CardsRemoved
    | CleanedUp
)
RECORD_KINDS: dict[str, type[StarwardRecord]] = {
    "play_action": ActionPlayed,
    "end_actions": ActionsEnded,
    "choose_role": RoleChosen,
    "boost": RolePlayed,
    "follow": RolePlayed,
    "dissent": Dissented,
    "keep_planet": PlanetKept,
    "attack": Attacked,
    "colonize": Colonized,
    "produce": Produced,
    "trade": Traded,
    "research": Researched,
    "remove_cards": CardsRemoved,
    "cleanup": CleanedUp,
}  # each kind of action (`Action.kind`) and the event it logs
_KINDS = tuple(RECORD_KINDS.values())  # a live event is taken as it is


# --- reading plain data back (a record file; for_viewer's dict) ----------------------------------------
def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"expected true or false, got {value!r}")
    return value


def _opt_int(data: Mapping[str, Any], key: str) -> int | None:
    value = data.get(key)
    return None if value is None else _int(value)


def _opt_flag(data: Mapping[str, Any], key: str) -> bool | None:
    value = data.get(key)
    return None if value is None else _flag(value)


def _cards(value: Any) -> Cards:
    if not isinstance(value, list | tuple):
        raise ValueError(f"expected a list of numbers, got {value!r}")
    return tuple(_int(c) for c in value)


def _opt_cards(data: Mapping[str, Any], key: str) -> Cards | None:
    value = data.get(key)
    return None if value is None else _cards(value)


def _read_pairs(value: Any) -> Pairs:
    if not isinstance(value, list | tuple):
        raise ValueError(f"expected a list of pairs, got {value!r}")
    pairs = []
    for pair in value:
        first, second = pair
        pairs.append((_int(first), _int(second)))
    return tuple(pairs)


def _played(data: Mapping[str, Any]) -> RolePlayed:
    tucked = data.get("tucked")
    return RolePlayed(
        _cards(data["cards"]),
        _int(data["count"]),
        _opt_int(data, "fighters"),
        None if tucked is None else _read_pairs(tucked),
        _opt_int(data, "looks"),
        _opt_flag(data, "planet_deck_refilled"),
        _opt_cards(data, "looking"),
    )


def _read(kind: str, data: Mapping[str, Any]) -> StarwardRecord:
    if kind == "play_action":
        return ActionPlayed(
            _int(data["card"]),
            _opt_int(data, "planet"),
            _opt_flag(data, "planet_deck_refilled"),
            _opt_int(data, "settled"),
            _opt_int(data, "drew"),
            _opt_flag(data, "reshuffled"),
            _opt_cards(data, "drawn"),
            _opt_int(data, "planet_seen"),
        )
    if kind == "end_actions":
        return ActionsEnded()
    if kind == "choose_role":
        return RoleChosen(Role(data["role"]), _opt_int(data, "card"), _int(data["substitute"]))
    if kind in ("boost", "follow"):
        return _played(data)
    if kind == "dissent":
        return Dissented(_int(data["drew"]), _flag(data["reshuffled"]), _opt_cards(data, "drawn"))
    if kind == "keep_planet":
        return PlanetKept(_int(data["planet"]), _int(data["looked"]))
    if kind == "attack":
        result = data["result"]
        if result not in ("attacked", "fighters", "declined"):
            raise ValueError(f"no attack ends {result!r}")
        return Attacked(result, _opt_int(data, "planet"), _opt_int(data, "fighters"))
    if kind == "colonize":
        return Colonized(_read_pairs(data["tucks"]), _opt_int(data, "settle"))
    if kind == "produce":
        return Produced(_read_pairs(data["slots"]))
    if kind == "trade":
        return Traded(_read_pairs(data["goods"]), _int(data["fighters"]), _int(data["influence"]))
    if kind == "research":
        return Researched(_opt_int(data, "technology"), _int(data["face"]))
    if kind == "remove_cards":
        return CardsRemoved(_cards(data["cards"]))
    if kind == "cleanup":
        discarded, drew, reshuffled = _cards(data["discarded"]), _int(data["drew"]), _flag(data["reshuffled"])
        return CleanedUp(discarded, drew, reshuffled, _opt_cards(data, "drawn"))
    raise ValueError(f"no Starward action is called {kind!r}")


def record_from_plain(kind: str, data: Mapping[str, Any]) -> StarwardRecord | None:
    """The event an action of `kind` logged, from its plain data (a record file's entry; a live event is
    taken as it is); None if it cannot be read (a record from another Quorum)."""
    return read_event(kind, data, _read, _KINDS)


def seen_from_plain(data: Mapping[str, Any]) -> Seen[StarwardRecord] | None:
    """A whole entry as a record file holds it (index, seat, kind and the event's keys), or None."""
    return core_seen_from_plain(data, record_from_plain)
