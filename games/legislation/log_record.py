"""What one Legislation move logs (`Record.public`): a typed event, one frozen dataclass per kind of move.

A field marked private is filled in only in the event a seat sees of its own move (`Record.private[seat]`,
the whole event): the bills it drew, took or chose to discard, its secret vote, a deal's terms. The
shared screen's event leaves them None. `plain()` is each event as a game record file has always held it
(storage/record.py: `{"from_piles": [[2, 40]], "from_deck": 1}`, key for key, private fields only when
filled in); `record_from_plain` reads such data back. What followed a move by itself is `auto`, the typed
events of events.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.core.log import Seen, read_event
from games.core.log import seen_from_plain as core_seen_from_plain
from games.core.log import whole as _int
from games.legislation.actions import Choice
from games.legislation.deals import DealShown, DealTerms
from games.legislation.events import Event, events_from_plain
from games.legislation.voting import BallotResult

Auto = tuple[Event, ...]  # what followed the move by itself, in order (none: left out of the plain data)
Bills = tuple[int, ...]


def _with_auto(data: dict[str, Any], auto: Auto) -> dict[str, Any]:
    if auto:
        data["auto"] = list(auto)
    return data


@dataclass(frozen=True, slots=True)
class Discarded:
    """discard: a seat chose its discards; the last to choose reveals every seat's (the round goes on)."""

    discards: tuple[tuple[int, Bills], ...] | None = None  # (seat, bills) of every seat, once revealed
    auto: Auto = ()
    bills: Bills | None = None  # private: the chooser's own, while they are hidden

    def plain(self) -> dict[str, Any]:
        data: dict[str, Any] = {"chosen": True}
        if self.discards is not None:
            data["discards"] = [[seat, list(bills)] for seat, bills in self.discards]
        if self.bills is not None:
            data["bills"] = list(self.bills)
        return _with_auto(data, self.auto)


@dataclass(frozen=True, slots=True)
class Drew:
    """draw: the bills a seat took from each discard pile, and how many from the deck."""

    from_piles: tuple[tuple[int, int], ...]  # (pile, bill)
    from_deck: int
    auto: Auto = ()
    drawn: Bills | None = None  # private: the bills it drew from the deck

    def plain(self) -> dict[str, Any]:
        data: dict[str, Any] = {"from_piles": [list(p) for p in self.from_piles], "from_deck": self.from_deck}
        _with_auto(data, self.auto)
        if self.drawn is not None:
            data["drawn"] = list(self.drawn)
        return data


@dataclass(frozen=True, slots=True)
class Placed:
    """place: the bills a seat put On Deck."""

    bills: Bills
    auto: Auto = ()

    def plain(self) -> dict[str, Any]:
        return _with_auto({"bills": list(self.bills)}, self.auto)


@dataclass(frozen=True, slots=True)
class Swapped:
    """swap: the bill a seat put on its discard pile, and where it took one from (None: the deck)."""

    discard: int
    pile: int | None
    bill: int | None  # the bill taken from a pile (None from the deck: only the seat knows it)
    taken: int | None = None  # private: the bill taken

    def plain(self) -> dict[str, Any]:
        data: dict[str, Any] = {"discard": self.discard, "pile": self.pile, "bill": self.bill}
        if self.taken is not None:
            data["taken"] = self.taken
        return data


@dataclass(frozen=True, slots=True)
class DealMade:
    """What the parties of a deal made by this move received (private: each party's own)."""

    received: Bills
    given: Bills


def _deal_plain(deal: int, parties: tuple[int, int], made: DealShown | None) -> dict[str, Any]:
    data: dict[str, Any] = {"deal": deal, "parties": list(parties)}
    if made is not None:
        data["made"] = made
    return data


def _received(data: dict[str, Any], received: DealMade | None) -> dict[str, Any]:
    if received is not None:
        data["received"] = list(received.received)
        data["given"] = list(received.given)
    return data


@dataclass(frozen=True, slots=True)
class TermsSet:
    """terms: a seat set its terms in a deal; `made` when the partner had already agreed to them."""

    deal: int
    parties: tuple[int, int]
    made: DealShown | None = None
    terms: DealTerms | None = None  # private: the terms, for both parties
    received: DealMade | None = None  # private: a party's bills, when the deal was made

    def plain(self) -> dict[str, Any]:
        data = _deal_plain(self.deal, self.parties, self.made)
        if self.terms is not None:
            data["terms"] = self.terms.plain()
        return _received(data, self.received)


@dataclass(frozen=True, slots=True)
class DealConfirmed:
    """confirm: a seat agreed to a deal's terms; `made` when that made the deal."""

    deal: int
    parties: tuple[int, int]
    made: DealShown | None = None
    received: DealMade | None = None  # private: a party's bills, when the deal was made

    def plain(self) -> dict[str, Any]:
        return _received(_deal_plain(self.deal, self.parties, self.made), self.received)


@dataclass(frozen=True, slots=True)
class DealDropped:
    """drop: a party walked away from a deal not yet made."""

    deal: int
    parties: tuple[int, int]

    def plain(self) -> dict[str, Any]:
        return _deal_plain(self.deal, self.parties, None)


@dataclass(frozen=True, slots=True)
class DealCancelled:
    """cancel: a deal made this turn was undone: its bills went back, its tokens were lifted."""

    cancelled: DealShown
    returned: Bills | None = None  # private: what a party had given and got back,
    gave_back: Bills | None = None  # ... and what it had received and gave back

    def plain(self) -> dict[str, Any]:
        data: dict[str, Any] = {"cancelled": self.cancelled}
        if self.returned is not None and self.gave_back is not None:
            data["returned"] = list(self.returned)
            data["gave_back"] = list(self.gave_back)
        return data


@dataclass(frozen=True, slots=True)
class TurnEnded:
    """end_turn: a seat ended its Pledge turn, with this many deals made in it."""

    deals: int
    auto: Auto = ()

    def plain(self) -> dict[str, Any]:
        return _with_auto({"deals": self.deals}, self.auto)


@dataclass(frozen=True, slots=True)
class Proposed:
    """propose: the bill a sponsor put to the vote."""

    bill: int

    def plain(self) -> dict[str, Any]:
        return {"bill": self.bill}


@dataclass(frozen=True, slots=True)
class Voted:
    """vote: a seat's vote (None on the shared screen in a secret ballot: only the voter knows it);
    `result` when it was the last vote of the ballot."""

    choice: Choice | None = None
    result: BallotResult | None = None
    auto: Auto = ()

    def plain(self) -> dict[str, Any]:
        data: dict[str, Any] = {} if self.choice is None else {"choice": self.choice}
        if self.result is not None:
            data["result"] = self.result
        return _with_auto(data, self.auto)


LegislationRecord = (
    Discarded
    | Drew
    | Placed
    | Swapped
    | TermsSet
    | DealConfirmed
    | DealDropped
    | DealCancelled
    | TurnEnded
    | Proposed
    | Voted
)
RECORD_KINDS: dict[str, type[LegislationRecord]] = {
    "discard": Discarded,
    "draw": Drew,
    "place": Placed,
    "swap": Swapped,
    "terms": TermsSet,
    "confirm": DealConfirmed,
    "drop": DealDropped,
    "cancel": DealCancelled,
    "end_turn": TurnEnded,
    "propose": Proposed,
    "vote": Voted,
}  # each kind of move (`Action.kind`) and the event it logs
_KINDS = tuple(RECORD_KINDS.values())  # a live event is taken as it is


# --- reading plain data back (a record file; for_viewer's dict) ----------------------------------------
def _opt_int(value: Any) -> int | None:
    return None if value is None else _int(value)


def _bills(value: Any) -> Bills:
    if not isinstance(value, list | tuple):
        raise ValueError(f"expected a list of bills, got {value!r}")
    return tuple(_int(b) for b in value)


def _opt_bills(data: Mapping[str, Any], key: str) -> Bills | None:
    return _bills(data[key]) if data.get(key) is not None else None


def _pair(value: Any) -> tuple[int, int]:
    first, second = value  # a ValueError (or TypeError) if it is not two items
    return _int(first), _int(second)


def _auto(data: Mapping[str, Any]) -> Auto:
    return events_from_plain(data.get("auto"))


def _made(value: Any) -> DealShown | None:
    return None if value is None else DealShown.from_plain(value)


def _deal_made(data: Mapping[str, Any]) -> DealMade | None:
    if data.get("received") is None:
        return None
    return DealMade(_bills(data["received"]), _bills(data.get("given", ())))


def _read(kind: str, data: Mapping[str, Any]) -> LegislationRecord:
    if kind == "discard":
        discards = data.get("discards")
        shown = None if discards is None else tuple((_int(s), _bills(b)) for s, b in discards)
        return Discarded(shown, _auto(data), _opt_bills(data, "bills"))
    if kind == "draw":
        piles = tuple(_pair(p) for p in data["from_piles"])
        return Drew(piles, _int(data["from_deck"]), _auto(data), _opt_bills(data, "drawn"))
    if kind == "place":
        return Placed(_bills(data["bills"]), _auto(data))
    if kind == "swap":
        return Swapped(
            _int(data["discard"]), _opt_int(data["pile"]), _opt_int(data["bill"]), _opt_int(data.get("taken"))
        )
    if kind in ("terms", "confirm", "drop"):
        deal, parties = _int(data["deal"]), _pair(data["parties"])
        if kind == "drop":
            return DealDropped(deal, parties)
        made = _made(data.get("made"))
        if kind == "confirm":
            return DealConfirmed(deal, parties, made, _deal_made(data))
        terms = None if data.get("terms") is None else DealTerms.from_plain(data["terms"])
        return TermsSet(deal, parties, made, terms, _deal_made(data))
    if kind == "cancel":
        cancelled = DealShown.from_plain(data["cancelled"])
        return DealCancelled(cancelled, _opt_bills(data, "returned"), _opt_bills(data, "gave_back"))
    if kind == "end_turn":
        return TurnEnded(_int(data["deals"]), _auto(data))
    if kind == "propose":
        return Proposed(_int(data["bill"]))
    if kind == "vote":
        choice = data.get("choice")
        result = BallotResult.from_plain(data.get("result"))
        if data.get("result") is not None and result is None:
            raise ValueError(f"not a ballot's result: {data['result']!r}")
        return Voted(None if choice is None else Choice(choice), result, _auto(data))
    raise ValueError(f"no Legislation move is called {kind!r}")


def record_from_plain(kind: str, data: Mapping[str, Any]) -> LegislationRecord | None:
    """The event a move of `kind` logged, from its plain data (a record file's entry; a live event is
    taken as it is); None if it cannot be read (a record from another Quorum)."""
    return read_event(kind, data, _read, _KINDS)


def seen_from_plain(data: Mapping[str, Any]) -> Seen[LegislationRecord] | None:
    """A whole entry as a record file holds it (index, seat, kind and the event's keys), or None."""
    return core_seen_from_plain(data, record_from_plain)
