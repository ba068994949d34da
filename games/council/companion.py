"""Companion mode beside a real TI4 table: the table check before each agenda phase, declared reveals.

A companion session is a whole TI4 game: one agenda phase per game round, the strategy, action and
status phases happening at the table in between. Before each agenda phase a `TableCheck` action
says how the table stands now (planets and which are exhausted, trade goods, VP, technologies,
relics, scored secret objectives, promissory notes, command tokens, laws, the speaker); it is
validated like every action, logged and replayed. The speaker names each agenda turned over (also
a replacement after Veto, and the card Covert Legislation draws) from those still in the deck.
Declared action cards are checked against the chosen deck's copies in `decks.check_declared`.
"""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.council import data, decks, holdings, procedure
from games.council.actions import TableCheck
from games.council.events import (
    DECLARED_HIDDEN,
    TABLE_DECK_RESHUFFLED,
    Declared,
    FactionsChanged,
    LawAdded,
    RevealDiscarded,
    SeatsChanged,
    SpeakerMoved,
    TableChecked,
)
from games.council.log_items import LawRemoved
from games.council.log_record import Rec
from games.council.option_check import planet_refusal
from games.council.rulebook import NOTE
from games.council.scoring import MAX_SECRETS, objective_name
from games.council.state import CHOOSE, TABLE_CHECK, CouncilState, Frame

MAX_TOKENS = 16  # command tokens a player owns in all
MAX_OBJECTIVE = 80  # characters in a public objective's name as the table types it


# --- declared agendas -----------------------------------------------------------------------
def declarable_agendas(state: CouncilState) -> tuple[str, ...]:
    """The agendas still in the deck, by name: what the speaker can say was turned over."""
    names = data.agendas()
    return tuple(sorted(set(state.deck), key=lambda a: (names[a].name, a)))


def declare_reveal(state: CouncilState, card: str, rec: Rec) -> None:
    """The speaker turned `card` over. One whose reveal condition fails is discarded; name the next."""
    state.deck.remove(card)
    rec.events.append(Declared(card))
    if procedure.reveal_condition_fails(state, card):
        state.discard.append(card)
        rec.events.append(RevealDiscarded(card))
        procedure.reveal_agenda(state, rec)  # asks for the next card (or ends the phase)
        return
    procedure.open_agenda(state, card, rec)


def declare_covert(state: CouncilState, hidden: str, rec: Rec) -> None:
    """Covert Legislation: the speaker drew `hidden`. It stays on top of the deck until resolved."""
    state.deck.remove(hidden)
    rec.events.append(DECLARED_HIDDEN)  # not its name: only the speaker knows it until it resolves
    if procedure.reveal_condition_fails(state, hidden):
        state.discard.append(hidden)  # nothing to vote for: the speaker discards it and draws again
        rec.events.append(RevealDiscarded(hidden))
        if procedure.refill_deck(state, rec):
            state.stack.append(Frame(CHOOSE, (state.speaker,), prompt="covert"))
            return
        ctx = state.agenda
        assert ctx is not None
        state.discard.append(ctx.card)
        procedure.reveal_agenda(state, rec)
        return
    state.deck.append(hidden)
    procedure.set_hidden(state, hidden)
    procedure.open_vote_on(state, rec)


# --- the table check -------------------------------------------------------------------------
def law_where(where: int | str | None) -> str:
    if where is None:
        return ""
    if isinstance(where, int):
        return f"seat:{where}"
    return f"planet:{where}"


def table_as_is(state: CouncilState, seat: int | None = None) -> TableCheck:
    """A table check that changes nothing: the screen starts from it (the last phase's end state)."""
    players = state.players
    return TableCheck(
        state.speaker if seat is None else seat,
        speaker=state.speaker,
        planets=tuple(tuple(p.planets) for p in players),
        exhausted=tuple(tuple(x for x in p.planets if x in p.exhausted) for p in players),
        trade_goods=tuple(p.tg for p in players),
        vp=tuple(p.vp for p in players),
        techs=tuple(tuple(p.techs) for p in players),
        relics=tuple(tuple(p.relics) for p in players),
        scored=tuple(tuple(p.scored) for p in players),
        notes=tuple(tuple(p.notes) for p in players),
        tokens=tuple((p.tactic, p.fleet, p.strategy) for p in players),
        laws=tuple((law, law_where(where)) for law, where in state.laws.items()),
        factions=tuple(p.faction or "" for p in players),
        objectives=tuple(tuple(p.objectives) for p in players),
        present=tuple(s not in state.away for s in range(state.n)),
    )


def seated_factions(state: CouncilState) -> set[str]:
    return {p.faction for p in state.players if p.faction}


def planet_choices(state: CouncilState) -> tuple[str, ...]:
    """Planets that can be controlled in this game: the chosen sets' planets and the seated
    factions' home planets (the Keleres' copies included)."""
    sources = decks.planet_sources(state.options)
    factions = seated_factions(state)
    return tuple(
        pid
        for pid, p in data.planets().items()
        if (p.source in sources and not p.home) or (p.faction in factions and p.home)
    )


def home_planets(state: CouncilState, seat: int) -> tuple[str, ...]:
    """The seat's faction's home planets, as the game dealt them (the Keleres' chosen home)."""
    faction = state.players[seat].faction
    if faction is None:
        return ()
    planets = data.planets()
    return (
        tuple(pid for pid in state.players[seat].planets if planets[pid].home)
        or data.factions()[faction].home_planets
    )


def tech_choices(state: CouncilState, seat: int) -> tuple[str, ...]:
    """Agenda-phase technologies this seat could own: the generic ones and its faction's own."""
    faction = state.players[seat].faction
    return tuple(
        cid
        for cid, info in data.cards().items()
        if info.kind == "technology"
        and info.faction in (None, faction)
        and (info.source != "te" or state.options.thunders_edge)
    )


def relic_choices(state: CouncilState) -> tuple[str, ...]:
    return tuple(
        cid
        for cid, info in data.cards().items()
        if info.kind == "relic" and (info.source != "te" or state.options.thunders_edge)
    )


def notes_in_game(state: CouncilState) -> tuple[str, ...]:
    """Every agenda-phase promissory note of this game ("note@owner"), wherever it is now."""
    return tuple(note for p in state.players for note in p.notes)


def law_choices(state: CouncilState) -> tuple[str, ...]:
    """Laws of the chosen agenda deck, by name."""
    agendas = data.agendas()
    laws = [a for a in decks.agenda_ids(state.options) if agendas[a].is_law]
    return tuple(sorted(laws, key=lambda a: agendas[a].name))


def law_placement(state: CouncilState, law: str, where: str) -> int | str | None:
    """Where a law lies, from its TableCheck form; refuses a place its card cannot have."""
    card = data.agendas()[law]
    placement = card.placement
    if placement == "elected_player_gains_card":
        seat = where[5:] if where.startswith("seat:") else ""
        if not seat.isdigit() or int(seat) >= state.n:
            raise IllegalAction(f"{card.name} lies with the elected player: name the seat", "bad_law")
        return int(seat)
    if placement == "attached_to_elected_planet":
        planet = where[7:] if where.startswith("planet:") else ""
        if planet not in data.planets():
            raise IllegalAction(f"{card.name} is attached to a planet: name it", "bad_law")
        return planet
    if where:
        raise IllegalAction(f"{card.name} lies in the common play area", "bad_law")
    return None


def per_seat(state: CouncilState, action: TableCheck) -> None:
    fields = ("planets", "exhausted", "trade_goods", "vp", "techs", "relics", "scored", "notes", "tokens")
    for name in fields:
        if len(getattr(action, name)) != state.n:
            raise IllegalAction(f"the table check needs one {name} entry per seat ({state.n})", "bad_table")


def check_table(
    state: CouncilState, action: TableCheck, *, correction: bool = False
) -> dict[str, int | str | None]:
    """Validate a table check completely; returns the laws as the state keeps them. A `correction` is
    checked the same way, at any moment of the phase (seating.correct_table)."""
    top = state.stack[-1] if state.stack else None
    if not correction and (top is None or top.kind is not TABLE_CHECK):
        raise IllegalAction("the table is checked only before an agenda phase", "no_table_check")
    per_seat(state, action)
    if action.objectives and len(action.objectives) != state.n:
        raise IllegalAction(f"the table check needs one objectives entry per seat ({state.n})", "bad_table")
    for seat, objectives in enumerate(action.objectives):
        said = [name.strip().casefold() for name in objectives]
        if any(not name or len(name) > MAX_OBJECTIVE for name in said) or len(set(said)) != len(said):
            raise IllegalAction(
                f"seat {seat}: public objectives are names, each scored once", "bad_objective"
            )
    if not 0 <= action.speaker < state.n:
        raise IllegalAction(f"there is no seat {action.speaker} to be speaker", "bad_table")
    allowed = set(planet_choices(state))
    names = data.planets()
    owner: dict[str, int] = {}
    for seat, planets in enumerate(action.planets):
        for planet in planets:
            if planet not in names:
                raise IllegalAction(f"{planet!r} is no planet", "bad_planet")
            # The details name the planet and the problem: the table must know which of ~40 to fix.
            if planet not in allowed:
                why = planet_refusal(planet, state.options, seated_factions(state))
                home = names[planet].faction if names[planet].home else None
                raise IllegalAction(
                    why or f"{names[planet].name} is not in a game of {decks.deck_label(state.options)}",
                    "bad_planet",
                    planet=planet,
                    problem="home" if home else "sets",
                    faction=home or "",
                )
            if planet in owner:
                raise IllegalAction(
                    f"{names[planet].name} cannot belong to seats {owner[planet]} and {seat}",
                    "bad_planet",
                    planet=planet,
                    problem="twice",
                    holder=owner[planet],
                    seat=seat,
                )
            owner[planet] = seat
        for planet in action.exhausted[seat]:
            if planet not in planets:
                raise IllegalAction(
                    f"seat {seat} cannot exhaust {planet!r}: it does not control it",
                    "bad_planet",
                    planet=planet,
                    problem="not_held",
                    seat=seat,
                )
    for seat in range(state.n):
        if action.trade_goods[seat] < 0 or not 0 <= action.vp[seat] <= 30:
            raise IllegalAction("trade goods cannot be negative, and VP must be 0 to 30", "bad_table")
    relics_seen: set[str] = set()
    for seat in range(state.n):
        techs = tech_choices(state, seat)
        for tech in action.techs[seat]:
            if tech not in techs or action.techs[seat].count(tech) > 1:
                raise IllegalAction(f"seat {seat} cannot own the technology {tech!r}", "bad_tech")
        for relic in action.relics[seat]:
            if relic not in relic_choices(state) or relic in relics_seen:
                raise IllegalAction(f"{relic!r} is not a relic one seat can hold here", "bad_relic")
            relics_seen.add(relic)
        scored = [objective_name(name).casefold() for name in action.scored[seat]]
        me = state.players[seat]
        # A deal with Black Market Dealings can leave a seat above the limit; the table as it
        # stands is still a table the players may confirm, it just may not grow further.
        limit = max(MAX_SECRETS, len(me.scored) + len(me.secrets))
        if len(set(scored)) != len(scored) or len(scored) + len(me.secrets) > limit:
            raise IllegalAction(
                f"seat {seat}: at most {MAX_SECRETS} secret objectives, each scored once", "bad_secret"
            )
    notes = set(notes_in_game(state))
    seen: set[str] = set()
    for seat in range(state.n):
        for note in action.notes[seat]:
            name = note.partition("@")[0]
            info = data.cards().get(name)
            if note not in notes or info is None or info.kind != NOTE or note in seen:
                raise IllegalAction(f"{note!r} is not a promissory note of this game held once", "bad_note")
            seen.add(note)
    laws: dict[str, int | str | None] = {}
    choices = set(law_choices(state))
    for law, where in action.laws:
        if law not in choices or law in laws:
            raise IllegalAction(f"{law!r} is not a law of {decks.deck_label(state.options)}", "bad_law")
        laws[law] = law_placement(state, law, where)
    for seat, tokens in enumerate(action.tokens):
        if len(tokens) != 3 or any(t < 0 for t in tokens) or sum(tokens) > MAX_TOKENS:
            raise IllegalAction(
                f"seat {seat}: tactic, fleet and strategy tokens, 0 to {MAX_TOKENS}", "bad_tokens"
            )
        if "fleet-regulations" in laws and tokens[1] > holdings.FLEET_CAP:
            raise IllegalAction(
                f"seat {seat}: Fleet Regulations allows no more than {holdings.FLEET_CAP} tokens"
                " in a fleet pool",
                "fleet_cap",
            )
    return laws


def apply_holdings(
    state: CouncilState, action: TableCheck, changed: list[int], ready: bool = True
) -> list[int]:
    """Each seat's holdings as the check says; returns the seats that changed (`changed` and more).
    `ready`: technologies and relics start ready (the status phase readied them); a correction mid-phase
    keeps those already exhausted as they are."""
    for seat, p in enumerate(state.players):
        before = (
            tuple(p.planets),
            frozenset(p.exhausted),
            p.tg,
            p.vp,
            tuple(p.techs),
            tuple(p.relics),
            tuple(p.scored),
            tuple(p.notes),
            (p.tactic, p.fleet, p.strategy),
            tuple(p.objectives),
        )
        p.planets = list(action.planets[seat])
        p.exhausted = set(action.exhausted[seat])
        p.tg, p.vp = action.trade_goods[seat], action.vp[seat]
        was_techs, was_relics = p.techs, p.relics
        p.techs = {t: not ready and was_techs.get(t, False) for t in action.techs[seat]}
        p.relics = {r: not ready and was_relics.get(r, False) for r in action.relics[seat]}
        p.scored = [objective_name(name) for name in action.scored[seat]]
        p.notes = list(action.notes[seat])
        p.tactic, p.fleet, p.strategy = action.tokens[seat]
        if action.objectives:
            p.objectives = [name.strip() for name in action.objectives[seat]]
        after = (
            tuple(p.planets),
            frozenset(p.exhausted),
            p.tg,
            p.vp,
            tuple(p.techs),
            tuple(p.relics),
            tuple(p.scored),
            tuple(p.notes),
            (p.tactic, p.fleet, p.strategy),
            tuple(p.objectives),
        )
        if after != before and seat not in changed:
            changed.append(seat)
    return changed


def apply_table_check(state: CouncilState, action: TableCheck, rec: Rec) -> None:
    # A faction named in this check has already been seated (seating.apply_table_check).
    laws = check_table(state, action)
    changed = apply_holdings(state, action, list(named.seats if (named := rec.last(FactionsChanged)) else ()))
    set_laws(state, laws, rec)
    if action.speaker != state.speaker:
        rec.events.append(SpeakerMoved(action.speaker))
    state.speaker = action.speaker
    if action.reshuffled:
        state.action_discard.clear()
        rec.events.append(TABLE_DECK_RESHUFFLED)
    rec.events.append(TableChecked(state.round))
    rec.events.append(SeatsChanged(tuple(sorted(changed))))
    state.stack.pop()
    if any(p.vp >= state.options.vp_goal for p in state.players):
        procedure.finish(state, rec)  # someone won at the table (the status phase scores objectives)
        return
    procedure.begin_phase(state, rec)


def set_laws(state: CouncilState, laws: dict[str, int | str | None], rec: Rec) -> None:
    """Laws as the table has them: a law no longer in play goes to the discard pile, a new one
    leaves the deck or discard pile. VP are as declared, so no law adds or takes any here."""
    for law in state.laws:
        if law not in laws:
            state.discard.append(law)
            rec.events.append(LawRemoved(law))
    for law in laws:
        if law not in state.laws:
            for pile in (state.deck, state.discard):
                if law in pile:
                    pile.remove(law)
            rec.events.append(LawAdded(law))
    state.laws = dict(laws)
    censure = state.laws.get("political-censure")
    state.censured = {censure} if isinstance(censure, int) else set()
    state.hand_limit = 3 if "executive-sanctions" in state.laws else 7
