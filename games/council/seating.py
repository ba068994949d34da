"""Companion mode: a seat's faction named (or changed) at a table check, with what comes with it.

The board's factions are chosen, never dealt: New Game names them (options `factions`) or the table
check does (`TableCheck.factions`). A faction brings its abilities, leaders and promissory notes; its
technologies and planets are declared by the table like everything else.
"""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.council import chairs, companion, data, decks, setup
from games.council.actions import TableCheck
from games.council.events import FactionsChanged, SeatsChanged, SeatsJoined, SeatsLeft, TableCorrected
from games.council.log_record import Rec, new_record
from games.council.options import Mode
from games.council.rulebook import NOTE
from games.council.state import TABLE_CHECK, CouncilState, FactionSeats


def faction_choices(state: CouncilState) -> tuple[str, ...]:
    """The factions of the sets in play, by name."""
    factions = data.factions()
    sources = decks.faction_sources(state.options)
    return tuple(
        sorted((f for f, info in factions.items() if info.source in sources), key=lambda f: factions[f].name)
    )


def faction_homes(state: CouncilState, seat: int, faction: str | None) -> tuple[str, ...]:
    """The home planets `faction` would have at `seat` (the Keleres: a home no seated faction uses)."""
    if not faction:
        return ()
    chosen: list[str | None] = [p.faction for p in state.players]
    chosen[seat] = faction
    return setup.home_planets(state, chosen)[seat]


def own_notes(state: CouncilState, seat: int, faction: str | None) -> tuple[str, ...]:
    """The promissory notes a seat of `faction` starts with ("note@seat"), its faction's own included."""
    home = faction_homes(state, seat, faction)
    sets = decks.CARD_SOURCES[state.options.deck]
    return tuple(
        f"{c.id}@{seat}"
        for c in data.cards().values()
        if c.kind == NOTE
        and (
            (c.faction is None and c.source in sets and setup.comes_with(c.id, faction, home))
            or (faction is not None and c.faction == faction)
        )
    )


def check_factions(state: CouncilState, factions: tuple[str, ...]) -> None:
    """One entry per seat ("" for none), each a faction of the sets in play, none seated twice."""
    if not factions:
        return
    if len(factions) != state.n:
        raise IllegalAction(f"the table check needs one faction entry per seat ({state.n})", "bad_table")
    allowed = set(faction_choices(state))
    named = [f for f in factions if f]
    for f in named:
        if f not in allowed:
            raise IllegalAction(f"{f!r} is not a faction of {decks.deck_label(state.options)}", "bad_faction")
    if len(set(named)) != len(named):
        raise IllegalAction("a faction can sit at one seat only", "bad_faction")


def seat_factions(state: CouncilState, factions: tuple[str, ...]) -> tuple[int, ...]:
    """Give each seat its faction (`factions` checked); returns the seats whose faction changed.

    A faction that leaves takes its abilities, leaders and own notes with it (wherever they are); the
    new one brings its own. Notes the seat held from other players stay with it."""
    changed = tuple(s for s, f in enumerate(factions) if (f or None) != state.players[s].faction)
    if not changed:
        return ()
    cards = data.cards()
    for seat in changed:
        p = state.players[seat]
        old = p.faction
        if old is not None:
            gone = {f"{c.id}@{seat}" for c in cards.values() if c.kind == NOTE and c.faction == old}
            for q in state.players:
                q.notes = [n for n in q.notes if n not in gone]
        kept = list(p.notes)
        p.faction = factions[seat] or None
        setup.equip(state, seat, faction_homes(state, seat, p.faction))  # abilities, leaders, notes
        elsewhere = {n for q in state.players if q is not p for n in q.notes}
        p.notes = kept + [n for n in p.notes if n not in kept and n not in elsewhere]
    state.seat_of = FactionSeats({p.faction: s for s, p in enumerate(state.players) if p.faction})
    return changed


def all_homes(state: CouncilState) -> tuple[str, ...]:
    """The home planets of every faction of the sets in play (what a table check may name)."""
    factions = data.factions()
    return tuple(
        planet
        for f in faction_choices(state)
        for planet in (
            factions[f].home_planets or tuple(p for h in factions[f].home_planet_options.values() for p in h)
        )
    )


def apply_table_check(state: CouncilState, action: TableCheck, rec: Rec) -> None:
    """The table check, with the factions it names seated first (checked whole on a copy, so a refused
    check changes nothing); the rest is companion.apply_table_check."""
    if action.correction:
        correct_table(state, action, rec)
        return
    check_factions(state, action.factions)
    if state.gone:
        chairs.check_gone(state, action, companion.table_as_is(state))
    away = check_present(state, action)
    named = action.factions
    if named and any((f or None) != p.faction for f, p in zip(named, state.players, strict=True)):
        trial = state.copy()  # the holdings are checked against the new factions, the state untouched
        seat_factions(trial, named)
        companion.check_table(trial, action)
        rec.events.append(FactionsChanged(seat_factions(state, named)))
    if away is not None and away != state.away:
        joined = tuple(sorted(state.away - away))
        left = tuple(sorted(away - state.away))
        if joined:
            rec.events.append(SeatsJoined(joined))
        if left:
            rec.events.append(SeatsLeft(left))
        state.away = set(away)
    companion.apply_table_check(state, action, rec)


def correct_table(state: CouncilState, action: TableCheck, rec: Rec) -> None:
    """Companion mode, mid-phase: one value of the table put right (a planet, trade goods, a note...),
    out of turn, by the speaker (who runs the phase and speaks for the table: corrections.may_correct).
    Laws, the speaker and the factions wait for the next table check."""
    if state.options.mode is not Mode.COMPANION or state.over:
        raise IllegalAction(
            "the table is corrected only beside a real table, during the game", "no_correction"
        )
    top = state.stack[-1] if state.stack else None
    if top is not None and top.kind is TABLE_CHECK:
        raise IllegalAction("the table check is open: change it there", "no_correction")
    if action.seat != state.speaker:
        raise IllegalAction("the speaker puts the table right for everyone", "correction_speaker")
    as_is = companion.table_as_is(state)
    same = (
        (not action.present or tuple(action.present) == as_is.present)
        and action.speaker == as_is.speaker
        and tuple(action.laws) == as_is.laws
        and not action.reshuffled
        and (not action.factions or tuple(action.factions) == as_is.factions)
    )
    if not same:
        raise IllegalAction(
            "a correction changes what players hold; laws, the speaker and factions wait for the next check",
            "correction_scope",
        )
    if state.gone:
        chairs.check_gone(state, action, as_is)
    companion.check_table(state, action, correction=True)
    changed = companion.apply_holdings(state, action, [], ready=False)
    rec.events.append(TableCorrected(state.round))
    rec.events.append(SeatsChanged(tuple(sorted(changed))))


def check_present(state: CouncilState, action: TableCheck) -> set[int] | None:
    """The seats away this phase as the check says (None: unchanged). The speaker sits at the table,
    and so do at least two players."""
    if not action.present:
        return None
    if len(action.present) != state.n:
        raise IllegalAction(f"the table check needs one presence entry per seat ({state.n})", "bad_table")
    away = {s for s, here in enumerate(action.present) if not here}
    if action.speaker in away:
        raise IllegalAction("the speaker must be at the table", "away_speaker")
    if state.n - len(away) < 2:
        raise IllegalAction("at least two players sit at the table", "too_few_present")
    return away


def try_table_check(table: CouncilState, action: TableCheck) -> None:
    """Raise IllegalAction if the table check would be refused at `table` (applied to a copy of it:
    its factions, presence and holdings all checked, as the move itself would be)."""
    apply_table_check(table.copy(), action, new_record())
