"""The outcomes an agenda can be voted on, computed from the session: players, planets, laws, objectives.

Outcome names are plain strings: "for", "against", "player:<seat>", "planet:<id>", "law:<id>",
"secret:<seat>:<name>" and "strategy:<card>".
"""

from __future__ import annotations

from games.council import data
from games.council.state import CouncilState

FOR, AGAINST = "for", "against"

# Laws attached to a planet change its printed values: (resources, influence).
PLANET_BONUS = {"senate-sanctuary": (0, 2), "terraforming-initiative": (1, 1), "core-mining": (2, 0)}


def player_outcome(seat: int) -> str:
    return f"player:{seat}"


def elected_seat(outcome: str | None) -> int | None:
    if outcome is not None and outcome.startswith("player:"):
        return int(outcome[7:])
    return None


def elected_planet(outcome: str | None) -> str | None:
    if outcome is not None and outcome.startswith("planet:"):
        return outcome[7:]
    return None


def planet_values(state: CouncilState, planet: str) -> tuple[int, int]:
    """(resources, influence) of a planet, with the laws attached to it."""
    p = data.planets()[planet]
    res, inf = p.resources, p.influence
    for law, where in state.laws.items():
        if where == planet and law in PLANET_BONUS:
            r, i = PLANET_BONUS[law]
            res, inf = res + r, inf + i
    return res, inf


def planets_values(state: CouncilState, planets: list[str]) -> list[tuple[int, int]]:
    """`planet_values` of each planet, the laws read once: votes are counted for every seat's planets
    on every vote, and a law rarely sits on a planet."""
    printed = data.planet_values()
    if PLANET_BONUS.keys().isdisjoint(state.laws):
        return [printed[p] for p in planets]
    return [planet_values(state, p) for p in planets]


def controller(state: CouncilState, planet: str) -> int | None:
    for seat, p in enumerate(state.players):
        if planet in p.planets:
            return seat
    return None


def planet_fits(planet: str, subtype: str | None) -> bool:
    p = data.planets()[planet]
    if p.kind != "planet":  # Thunder's Edge stations and oceans are not planets one can elect
        return False
    if subtype in (None, "any"):
        return True
    if subtype == "non_home_other_than_mecatol_rex":
        return not p.home and planet != "mecatol-rex"
    return subtype in p.traits


def eligible_outcomes(state: CouncilState, agenda_id: str) -> tuple[str, ...]:
    card = data.agendas()[agenda_id]
    kind = card.outcome
    if kind == "for_against":
        return (FOR, AGAINST)
    if kind == "elect_player":
        # A player who left the game (chairs.py) is no longer at the table to be elected.
        return tuple(player_outcome(s) for s in range(state.n) if s not in state.gone)
    if kind == "elect_planet":
        return tuple(
            f"planet:{planet}"
            for p in state.players
            for planet in p.planets
            if planet_fits(planet, card.subtype)
        )
    if kind == "elect_law":
        return tuple(f"law:{law}" for law in state.laws)
    if kind == "elect_scored_secret_objective":
        return tuple(f"secret:{s}:{name}" for s, p in enumerate(state.players) for name in p.scored)
    if kind == "elect_strategy_card":
        return tuple(f"strategy:{c}" for c in data.STRATEGY_CARDS)
    raise ValueError(f"{agenda_id} has no outcomes of its own")  # Covert Legislation borrows another's
