"""Typed items of a Council log entry besides the agenda's end (results.py): vote totals, trade goods and
victory points gained, cards cancelled, laws removed, transactions, cards drawn, planets exhausted...

Each is a frozen dataclass with named fields, under the key of the entry's public data that `KEYS` names.
A game record (storage/record.py) holds it as plain data with the same field names; `item_from_plain`
reads that back, and also the positional list an older record held (fields in the order declared here;
a removed law was then its bare card id).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, dataclass, fields
from typing import TYPE_CHECKING, Any, TypeVar

from games.core.log import text as _text
from games.core.log import whole as _whole

if TYPE_CHECKING:
    from _typeshed import DataclassInstance


@dataclass(frozen=True, slots=True)
class OutcomeTotal:
    """The votes an outcome got when the ballot was tallied (`"totals"`, every outcome on the ballot)."""

    outcome: str
    votes: int


@dataclass(frozen=True, slots=True)
class CardCancelled:
    """A card played and cancelled (Sabotage and the like) before it took effect (`"cancelled"`)."""

    card: str
    seat: int  # who played it


@dataclass(frozen=True, slots=True)
class TradeGoodsGained:
    """Trade goods a seat gained (`"tg"`)."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class VictoryPoints:
    """Victory points a seat gained (or lost, `amount` < 0) and the card or rule they came from (`"vp"`)."""

    seat: int
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class LawRemoved:
    """A law that left play (`"laws_removed"`): discarded, or not (Miscount Disclosed votes on it again)."""

    law: str
    discarded: bool = True


@dataclass(frozen=True, slots=True)
class Transaction:
    """What changed hands in a transaction (`"moved"`): hidden cards and secrets by count only."""

    giver: int
    taker: int
    trade_goods: int
    notes: tuple[str, ...]  # promissory notes: public once given
    cards: int
    relics: tuple[str, ...]
    secrets: int


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    """How many action cards a seat drew (`"drew"`; which ones only that seat learns)."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class CardsDiscarded:
    """Action cards a seat discarded (`"discarded"`)."""

    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PlanetsExhausted:
    """Planets a seat exhausted (`"exhausted"`)."""

    seat: int
    planets: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ExtraVotes:
    """Votes a seat added to its vote from a card or ability (`"extra_votes"`)."""

    seat: int
    source: str
    votes: int


@dataclass(frozen=True, slots=True)
class VotesFrom:
    """Where some of a cast vote came from: a planet, trade goods or a card (`"sources"` of a cast)."""

    source: str
    votes: int


@dataclass(frozen=True, slots=True)
class PlanetsReadied:
    """Planets a seat readied in the status phase (`"status_phase_readied"`)."""

    seat: int
    planets: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TokensChanged:
    """Command tokens a seat put into (`step` 1) or took from (-1) its pools, and why (`"tokens"`)."""

    seat: int
    pools: tuple[str, ...]  # one pool per token: "tactic", "fleet" or "strategy"
    step: int
    source: str


@dataclass(frozen=True, slots=True)
class TechExhausted:
    """A technology card a seat had to exhaust (`"exhausted_tech"`, Predictive Intelligence)."""

    seat: int
    tech: str


@dataclass(frozen=True, slots=True)
class FleetTokenLost:
    """A command token a seat lost from its fleet pool, and the card that took it (`"fleet_lost"`)."""

    seat: int
    source: str


@dataclass(frozen=True, slots=True)
class FleetTokensReturned:
    """Fleet pool tokens over Fleet Regulations' limit returned to reinforcements (`"fleet_capped"`)."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class Cancellation:
    """A card cancelled as it was played, and the card or ability that cancelled it (`"cancels"`)."""

    card: str
    by: str


@dataclass(frozen=True, slots=True)
class Peeked:
    """How many agenda cards a seat looked at (`"peeked"`; which ones only that seat learns)."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class Pillaged:
    """Trade goods Mentak's Pillage took from a seat (`"pillaged"`)."""

    victim: int
    amount: int


@dataclass(frozen=True, slots=True)
class AgendaResolved:
    """An agenda resolved outright with the outcome a seat chose (`"xxekir_resolved"`, Xxekir Grom)."""

    agenda: str
    outcome: str


@dataclass(frozen=True, slots=True)
class AgendaReplaced:
    """An agenda discarded for the next (`"replaced"`: Veto, Quash, Political Favor), and by which card."""

    agenda: str
    by: str


# The key each item sits under in a log entry's public data: a list of items, or one (cancels, peeked,
# pillaged, replaced, tokens).
KEYS: dict[str, type[DataclassInstance]] = {
    "totals": OutcomeTotal,
    "cancelled": CardCancelled,
    "tg": TradeGoodsGained,
    "vp": VictoryPoints,
    "laws_removed": LawRemoved,
    "moved": Transaction,
    "drew": CardsDrawn,
    "discarded": CardsDiscarded,
    "exhausted": PlanetsExhausted,
    "extra_votes": ExtraVotes,
    "sources": VotesFrom,
    "status_phase_readied": PlanetsReadied,
    "tokens": TokensChanged,
    "exhausted_tech": TechExhausted,
    "fleet_lost": FleetTokenLost,
    "fleet_capped": FleetTokensReturned,
    "cancels": Cancellation,
    "peeked": Peeked,
    "pillaged": Pillaged,
    "xxekir_resolved": AgendaResolved,
    "replaced": AgendaReplaced,
}


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"expected true or false, got {value!r}")
    return value


def _texts(value: object) -> tuple[str, ...]:
    if not isinstance(value, list | tuple):
        raise ValueError(f"expected a list, got {value!r}")
    return tuple(_text(v) for v in value)


# How a record's value of each field type is read back (the annotations are strings: see the import).
_READERS: dict[str, Callable[[object], Any]] = {
    "int": _whole,
    "str": _text,
    "bool": _flag,
    "tuple[str, ...]": _texts,
}

Item = TypeVar("Item", bound="DataclassInstance")


def item_from_plain(kind: type[Item], data: object) -> Item | None:
    """One log item from plain data: an object with the field names, an older record's positional list
    (a bare card id for a removed law), or the item itself; None if it is none of these."""
    if isinstance(data, kind):
        return data
    names = [(f.name, _READERS[str(f.type)]) for f in fields(kind)]
    try:
        if kind is LawRemoved and isinstance(data, str):
            data = [data]
        if isinstance(data, list | tuple):
            if not len(names) - _defaults(kind) <= len(data) <= len(names):
                return None
            values = dict(zip((n for n, _r in names), data, strict=False))
        elif isinstance(data, dict):
            values = {n: data[n] for n, _r in names if n in data}
        else:
            return None
        return kind(**{n: read(values[n]) for n, read in names if n in values})
    except (KeyError, TypeError, ValueError):
        return None


def items_from_plain(kind: type[Item], data: object) -> tuple[Item, ...]:
    """Every readable item of an entry's list (none if it holds no list)."""
    if not isinstance(data, list | tuple):
        return ()
    read = (item_from_plain(kind, d) for d in data)
    return tuple(i for i in read if i is not None)


def _defaults(kind: type[DataclassInstance]) -> int:
    return sum(1 for f in fields(kind) if f.default is not MISSING)
