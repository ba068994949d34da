"""Companion mode: what an action changed on the real board besides trade goods and points (planets exhausted
or readied by a card, technologies, leaders and relics exhausted, cards purged, command tokens) said as table
instructions, found by comparing what the program holds before and after the action."""

from __future__ import annotations

from typing import NamedTuple

from games.council.actions import AddSeat, CardUse, CastVotes, RemoveSeat, TableCheck
from games.council.events import PlanetsReadiedAll, RoundBegan, TokensReset, VoteCast
from games.council.log_items import TokensChanged
from games.council.log_record import Rec
from games.council.state import EXHAUSTED, PURGED, CouncilState, Instruction

# The keys of these instructions (board_actions.py says them); their subject is the card, planet or pool.
MARK_KEYS = (
    "exhaust_planet",
    "ready_planet",
    "exhaust_tech",
    "exhaust_leader",
    "purge_leader",
    "exhaust_relic",
    "purge_card",
    "tokens",
)
POOLS = ("tactic", "fleet", "strategy")
# Agenda outcomes said with the card's own text: their command tokens are not said twice.
OUTCOME_KEYS = ("for", "against", "elected")


class Marks(NamedTuple):
    """What the board shows that an action may change, seat by seat."""

    exhausted: tuple[frozenset[str], ...]
    techs: tuple[frozenset[str], ...]  # exhausted technologies
    leaders: tuple[dict[str, str], ...]
    relics: tuple[frozenset[str], ...]  # used (exhausted) relics
    held: tuple[frozenset[str], ...]  # relics, leaders and technologies held: whose a purged card was
    tokens: tuple[tuple[int, int, int], ...]
    purged: int


def marks(state: CouncilState) -> Marks:
    players = state.players
    return Marks(
        tuple(frozenset(p.exhausted) for p in players),
        tuple(frozenset(t for t, used in p.techs.items() if used) for p in players),
        tuple({k: str(v) for k, v in p.leaders.items()} for p in players),
        tuple(frozenset(r for r, used in p.relics.items() if used) for p in players),
        tuple(frozenset((*p.relics, *p.leaders, *p.techs)) for p in players),
        tuple((p.tactic, p.fleet, p.strategy) for p in players),
        len(state.purged),
    )


def said_by_the_table(action: object) -> bool:
    """The table told the program these changes (a table check, a chair): nothing to say back."""
    return isinstance(action, TableCheck | AddSeat | RemoveSeat)


def say_marks(state: CouncilState, before: Marks, action: object, rec: Rec, said: int) -> None:
    """Instructions for what changed since `before`; `said`: how many instructions waited before the
    action (the agenda's own outcome instructions among the new ones keep their tokens)."""
    if rec.first(RoundBegan) is not None or state.over:
        return  # a new round: the status phase readied the board, and the table check says it as it is
    after = marks(state)
    source = _source(state, action, rec)
    cast = rec.last(VoteCast) if isinstance(action, CastVotes) else None
    voted = set(cast.planets) if cast is not None else set()
    all_readied = rec.first(PlanetsReadiedAll) is not None
    reset = rec.first(TokensReset) is not None
    outcome_seats = {i.seat for i in state.instructions[said:] if i.key in OUTCOME_KEYS}
    found: list[tuple[str, int, str, int]] = []
    for seat in range(min(len(before.exhausted), len(after.exhausted))):
        planets = state.players[seat].planets
        # A vote's planets: the voter exhausts them while the table enters the vote.
        spent = after.exhausted[seat] - before.exhausted[seat] - voted
        # The phase's end readies every planet (the closing check says so); a choice of which is said.
        readied = set() if all_readied else before.exhausted[seat] - after.exhausted[seat]
        found += [("exhaust_planet", seat, p, 1) for p in planets if p in spent]
        found += [("ready_planet", seat, p, 1) for p in planets if p in readied]
        found += [("exhaust_tech", seat, t, 1) for t in sorted(after.techs[seat] - before.techs[seat])]
        found += [("exhaust_relic", seat, r, 1) for r in sorted(after.relics[seat] - before.relics[seat])]
        for leader, now in after.leaders[seat].items():
            was = before.leaders[seat].get(leader)
            if now != was and now in (EXHAUSTED, PURGED):
                found.append(("purge_leader" if now == PURGED else "exhaust_leader", seat, leader, 1))
        if seat not in outcome_seats and not reset:
            for pool, old, new in zip(POOLS, before.tokens[seat], after.tokens[seat], strict=True):
                if new != old:
                    found.append(("tokens", seat, pool, new - old))
    leaders = {subject for key, _s, subject, _a in found if key == "purge_leader"}
    for card in state.purged[before.purged :]:
        if card not in leaders and "@" not in card:  # a promissory note purged goes with its owner's chair
            owner = next((s for s, held in enumerate(before.held) if card in held), state.speaker)
            found.append(("purge_card", owner, card, 1))
    for key, seat, subject, amount in found:
        state.instructions.append(Instruction(source or subject, key, seat, subject, amount))
    if found:
        rec.say()


def _source(state: CouncilState, action: object, rec: Rec) -> str:
    """The card that made the change: the one played or used, the one whose choice was answered, or the
    agenda being resolved."""
    if isinstance(action, CardUse):
        return action.card
    tokens = rec.last(TokensChanged)
    if tokens is not None:
        return tokens.source
    if state.agenda is not None:
        return state.agenda.effective
    return ""
