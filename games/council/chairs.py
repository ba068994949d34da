"""Companion mode, at the table check between agenda phases: a late player pulls up a new chair, and a
player who left the game gives theirs up, what they held leaving as TI4's elimination rule says."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from games.core.actions import Action
from games.core.errors import IllegalAction
from games.core.legal import UNBOUNDED, ChoiceSpace, Legal
from games.core.seats import MAX_SEATS
from games.council.actions import AddSeat, RemoveSeat
from games.council.holdings import left_at_table
from games.council.log_items import LawRemoved
from games.council.log_record import Rec
from games.council.options import Mode
from games.council.state import TABLE_CHECK, CouncilState, FactionSeats, PlayerState

NAME_MOST = 24  # characters in a seat's name, as New Game allows


def at_the_check(state: CouncilState) -> None:
    """Seats change only at a companion table's check, before an agenda phase begins."""
    top = state.stack[-1] if state.stack else None
    if state.options.mode is not Mode.COMPANION or state.over or top is None or top.kind is not TABLE_CHECK:
        raise IllegalAction(
            "seats are added or removed at the table check before an agenda phase (companion mode)",
            "no_seat_change",
        )


def check_add(state: CouncilState, action: AddSeat) -> None:
    at_the_check(state)
    if state.n >= MAX_SEATS:
        raise IllegalAction(f"the table has {MAX_SEATS} chairs already", "table_full")
    name, colour = action.name, action.colour
    if not isinstance(name, str) or not name.strip() or name != name.strip() or len(name) > NAME_MOST:
        raise IllegalAction(f"a new seat needs a name of 1 to {NAME_MOST} characters", "bad_seat_name")
    if not name.isprintable():
        raise IllegalAction("a seat's name has printable characters only", "bad_seat_name")
    if (
        not isinstance(colour, str)
        or len(colour) != 7
        or colour[0] != "#"
        or any(c not in "0123456789abcdefABCDEF" for c in colour[1:])
    ):
        raise IllegalAction("a seat's colour is written #rrggbb", "bad_seat_name")


def add_seat(state: CouncilState, action: AddSeat, rec: Rec) -> None:
    """The new chair, the next seat number, at the table with nothing yet: the check that follows names
    its faction, planets and the rest (the session keeps its name: GalacticCouncil.seat_added)."""
    check_add(state, action)
    state.players.append(PlayerState())
    state.n += 1
    rec["seat_added"] = state.n - 1


def removable(state: CouncilState, seat: int) -> str | None:
    """Why `seat` cannot leave now, or None. Two players stay at the table at least."""
    if not 0 <= seat < state.n:
        return "there is no such seat"
    if seat in state.gone:
        return "that player has left already"
    staying = [s for s in range(state.n) if s not in state.away and s != seat]
    if len(staying) < 2:
        return "at least two players stay at the table"
    return None


def remove_seat(state: CouncilState, action: RemoveSeat, rec: Rec) -> None:
    """TI4's elimination: the leaver's planets are nobody's, the laws they own are discarded, their own
    promissory notes leave the game and those of others go home, their relics leave the game; the
    faction is free for a late player. The speaker token passes to the left. The VP stay on the record."""
    at_the_check(state)
    seat = action.leaver
    why = removable(state, seat) if isinstance(seat, int) else "there is no such seat"
    if why is not None:
        raise IllegalAction(f"seat {seat} cannot leave: {why}", "bad_leaver")
    p = state.players[seat]
    p.planets, p.exhausted = [], set()
    state.purged.extend(p.relics)
    p.techs, p.relics, p.leaders = {}, {}, {}
    p.tg = p.commodities = 0
    p.tactic = p.fleet = p.strategy = 0
    p.secrets, p.hand = [], []
    for law, where in list(state.laws.items()):
        if where == seat:  # an elected player's law goes to the discard pile
            del state.laws[law]
            state.discard.append(law)
            rec.setdefault("laws_removed", []).append(LawRemoved(law))
    own = f"@{seat}"
    for q in state.players:
        for note in [n for n in q.notes if n.endswith(own)]:
            q.notes.remove(note)
            state.purged.append(note)
    for note in list(p.notes):  # notes of other players go back to them (or leave with a leaver)
        owner = int(note.rpartition("@")[2])
        if owner not in state.gone:
            state.players[owner].notes.append(note)
        else:
            state.purged.append(note)
    p.notes = []
    p.faction, p.abilities = None, ()
    state.seat_of = FactionSeats({q.faction: s for s, q in enumerate(state.players) if q.faction})
    for seats in (state.censured, state.mahact_pool, state.commodity_spend, state.phase_barred):
        seats.discard(seat)
    state.gone.add(seat)
    state.away.add(seat)
    if state.speaker == seat:
        state.speaker = left_at_table(state, seat)
        rec["speaker"] = state.speaker
        state.stack[-1].order = (state.speaker,)  # the new speaker finishes the check
    rec["seat_removed"] = seat


PER_SEAT = ("planets", "exhausted", "trade_goods", "vp", "techs", "relics", "scored", "notes", "tokens")


def check_gone(state: CouncilState, action: Any, as_is: Any) -> None:
    """A table check (or a correction) leaves a seat that left the game as it is: away, no faction,
    holding nothing new. `as_is` is the check that changes nothing (companion.table_as_is)."""
    for seat in sorted(state.gone):
        same = all(
            len(getattr(action, name)) != state.n or getattr(action, name)[seat] == getattr(as_is, name)[seat]
            for name in PER_SEAT
        )
        if action.present and len(action.present) == state.n and action.present[seat]:
            same = False
        if action.factions and len(action.factions) == state.n and action.factions[seat]:
            same = False
        if any(where == f"seat:{seat}" for _law, where in action.laws):
            same = False  # nor does a law lie with them
        if not same:
            raise IllegalAction(
                f"seat {seat} has left the game: a late player takes a new chair", "seat_gone"
            )


# --- the listing's "chairs" part: what the speaker may do to the seats at the check ---------------
COLOURS = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#17becf")


def chair_moves(state: CouncilState, seat: int) -> list[Legal]:
    """At the table check, for the seat finishing it: a new chair (any name and colour the rules allow)
    while there is room, and each player who may leave."""
    out: list[Legal] = []
    try:
        at_the_check(state)
    except IllegalAction:
        return out
    if state.n < MAX_SEATS:
        out.append(AddSeatSpace(seat, state.copy()))
    out += [RemoveSeat(seat, s) for s in range(state.n) if removable(state, s) is None]
    return out


@dataclass(frozen=True, slots=True)
class AddSeatSpace(ChoiceSpace):
    """AddSeat with any name and colour the engine accepts (its own check, on a private copy)."""

    seat: int
    table: CouncilState = field(compare=False, repr=False)

    @property
    def action_type(self) -> type[Action]:
        return AddSeat

    def size(self) -> int:
        return UNBOUNDED

    def sample(self, rng: random.Random) -> Action:
        return AddSeat(self.seat, f"Player {self.table.n + 1 + rng.randint(0, 99)}", rng.choice(COLOURS))

    def enumerate(self) -> Iterator[Action]:
        raise ValueError("a new seat's name cannot be enumerated")

    def __contains__(self, action: object) -> bool:
        if type(action) is not AddSeat or action.seat != self.seat:
            return False
        try:
            check_add(self.table, action)
        except (IllegalAction, TypeError, AttributeError, ValueError):
            return False
        return True
