"""The public table as a seat sees it (seat None: the shared screen): every seat's holdings, the agenda
before the council, the order of the vote, and what M'aban Omega shows; the view's public sections."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from games.core.frozen import quick
from games.council import data
from games.council.cards.peeks import visible_deck
from games.council.options import Mode
from games.council.procedure import neighbours, voting_order
from games.council.rulebook import (
    REGISTRY,
    bound_outcome,
    face_up,
    last_voters,
    reversed_order,
    sees_deck_ends,
    sees_neighbour_notes,
)
from games.council.state import (
    CouncilState,
)
from games.council.votes import (
    capacity,
)

Entries = tuple[tuple[str, int], ...]  # (source, votes): a seat's vote capacity, source by source


class Tokens(NamedTuple):
    """Command tokens in a seat's pools."""

    tactic: int
    fleet: int
    strategy: int


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat as everyone sees it."""

    faction: str | None
    planets: tuple[str, ...]
    exhausted: tuple[str, ...]
    tg: int
    commodities: int
    vp: int
    hand_count: int
    note_count: int
    face_up_notes: tuple[str, ...]  # Alliance and Blood Pact notes of other seats it holds, face up
    tokens: Tokens
    leaders: tuple[tuple[str, str], ...]  # (leader id, its state: "unlocked", "purged", ...)
    techs: tuple[tuple[str, bool], ...]  # (technology id, exhausted)
    relics: tuple[tuple[str, bool], ...]  # (relic id, used)
    abilities: tuple[str, ...]
    scored: tuple[str, ...]  # names of the secret objectives it has scored
    secret_count: int
    capacity: Entries  # the most it could cast, as everyone can work it out (no hidden cards)
    objectives: tuple[str, ...] = ()  # public objectives scored (companion mode, as the table says)
    away: bool = False  # companion mode: not at the table this phase
    left: bool = False  # companion mode: the player left the game (chairs.py): no longer a contender


class ScoreLine(NamedTuple):
    """A seat's line on the scoreboard: the few public facts that decide what an outcome is worth to it
    (the same as in its `PlayerView`, without working out its vote capacity)."""

    vp: int
    tg: int
    planets: tuple[str, ...]
    scored: tuple[str, ...]  # names of the secret objectives it has scored


class SeatVote(NamedTuple):
    """A vote cast on the agenda: by whom, for what, how many, and where each vote came from."""

    seat: int
    outcome: str
    total: int
    sources: tuple[tuple[str, int], ...]


class Prediction(NamedTuple):
    """An open prediction on the ledger (a promissory note or card riding on an outcome)."""

    seat: int
    source: str | None  # the card it rides on (a ledger commitment may lack a source)
    option: str


@dataclass(frozen=True, slots=True)
class AgendaView:
    """The agenda before the council, as `seat` may see it."""

    card: str
    hidden: str | None  # Covert Legislation's hidden agenda, only to a seat that has seen it
    outcomes: tuple[str, ...]
    votes: tuple[SeatVote, ...]
    abstained: tuple[int, ...]
    barred: tuple[int, ...]
    silenced: tuple[int, ...]
    predictions: tuple[Prediction, ...]
    reversed: bool
    last: tuple[int, ...]  # Hack Election Omega: seats voting after the speaker
    outcome: str | None
    killed: bool
    deals: tuple[tuple[int, int], ...]  # pairs that made their transaction on this agenda
    peeked: tuple[str, ...]  # agendas this seat has looked at
    forced: str | None  # the outcome this seat must back (Genetic Recombination)
    rest_passer: bool  # this seat passes for the rest of this agenda
    offered: tuple[tuple[int, int], ...] = ()  # (proposer, partner) of every transaction offered on it
    # Companion mode (one shared screen, nothing hidden): every seat that passes for the rest of this
    # agenda, so the table sees why they are not asked when a window goes round again.
    passing: tuple[int, ...] = ()
    key: str = ""  # which agenda voted on this is ("agenda-7"): a count, public


class DeckEnds(NamedTuple):
    """M'aban Omega: the agenda deck's top and bottom cards."""

    top: str
    bottom: str


def public_player(state: CouncilState, seat: int) -> PlayerView:
    p = state.players[seat]
    return _player_view(
        p.faction,
        tuple(p.planets),
        tuple(x for x in p.planets if x in p.exhausted),
        p.tg,
        p.commodities,
        p.vp,
        len(p.hand),
        len(p.notes),
        tuple(
            n
            for n in p.notes
            if face_up(n) and int(n.partition("@")[2]) != seat  # Alliance, Blood Pact
        ),
        Tokens(p.tactic, p.fleet, p.strategy),
        tuple((k, v.value) for k, v in p.leaders.items()),
        tuple(p.techs.items()),
        tuple(p.relics.items()),
        tuple(p.abilities),
        tuple(p.scored),
        len(p.secrets),
        capacity(state, seat, private=False).entries,
        tuple(p.objectives),
        seat in state.away,
        seat in state.gone,
    )


def agenda_view(state: CouncilState, seat: int | None) -> AgendaView | None:
    ctx = state.agenda
    if ctx is None:
        return None
    return _agenda_view(
        ctx.card,
        ctx.hidden if seat is not None and ctx.hidden in ctx.peeked.get(seat, ()) else None,
        tuple(ctx.outcomes),
        tuple(SeatVote(s, v.outcome, v.total, v.sources) for s, v in ctx.votes.items()),
        tuple(s for s, v in (ctx.ballot.votes.items() if ctx.ballot else ()) if v.abstained),
        tuple(sorted(ctx.barred | state.phase_barred)),
        tuple(sorted(ctx.silenced)),
        tuple(Prediction(c.seat, c.source, c.option) for c in ctx.ledger.open),
        reversed_order(state),
        last_voters(state),
        ctx.outcome,
        ctx.killed,
        tuple(sorted(ctx.deals)),
        tuple(ctx.peeked.get(seat, ())) if seat is not None else (),
        bound_outcome(state, seat) if seat is not None else None,
        seat in ctx.rest_passers if seat is not None else False,
        tuple(sorted(ctx.offered)),
        tuple(sorted(ctx.rest_passers)) if state.options.mode is Mode.COMPANION else (),
        ctx.key,
    )


def still_asked(state: CouncilState, seat: int | None) -> tuple[int, ...]:
    """Companion mode (one shared screen, nothing hidden): the seats the open window will still ask, in
    order, the one asked now first: none that passes for the rest of this agenda or is away, nor one a
    window going round once has asked already. Elsewhere () (who passes for the agenda is a seat's own)."""
    frame = state.stack[-1] if state.stack else None
    if state.options.mode is not Mode.COMPANION or frame is None or state.over:
        return ()
    agenda = state.agenda
    resting = agenda.rest_passers if agenda is not None else set()
    order = frame.order[frame.pos :] + (frame.order[: frame.pos] if frame.repeat else ())
    return tuple(s for s in order if s not in state.away and s not in resting)


def ballot_order(state: CouncilState) -> tuple[int, ...]:
    ctx = state.agenda
    if ctx is None:
        return ()
    if ctx.ballot is not None:
        return tuple(ctx.ballot.order)
    return voting_order(state)


def first_player(state: CouncilState, seat: int | None) -> int:
    order = ballot_order(state)
    return order[0] if order else (state.speaker + 1) % state.n


def deck_ends(state: CouncilState, seat: int | None) -> DeckEnds | None:
    if seat is None or not sees_deck_ends(state, seat):  # M'aban Omega
        return None
    deck = visible_deck(state)  # never Covert Legislation's hidden agenda
    return DeckEnds(deck[-1], deck[0]) if deck else None


def neighbour_notes(state: CouncilState, seat: int | None) -> tuple[tuple[int, tuple[str, ...]], ...] | None:
    if seat is None or not sees_neighbour_notes(state, seat):  # M'aban Omega
        return None
    return tuple((s, tuple(state.players[s].notes)) for s in neighbours(state, seat))


def card_name(card_id: str) -> str:
    if card_id in REGISTRY:
        return REGISTRY[card_id].info.name
    return data.agendas()[card_id].name


_player_view = quick(PlayerView)  # every seat's, whenever a bot weighs the votes still to come
_agenda_view = quick(AgendaView)  # whenever a bot reads the agenda (most of its decisions)
