"""Scoring and ties (rules §7.3, §7.4, R42, R43).

Influence = tokens + the influence of face-up planets + that of every technology card the player
owns wherever it lies (hand, deck, discard, play area, under a planet, in the Empire), except the
removed pile. Ties: most resources on planets plus fighters; then a shared victory (Quorum).
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core.frozen import quick
from games.starward.cards import catalogue, planet
from games.starward.planets import resources_held
from games.starward.state import Player, StarwardState


@dataclass(frozen=True, slots=True)
class Score:
    """One seat's influence, part by part (the end screen's breakdown)."""

    seat: int
    tokens: int
    planets: int
    technologies: int
    tie_break: int  # resources on planets plus fighters

    @property
    def total(self) -> int:
        return self.tokens + self.planets + self.technologies


_score = quick(Score)


def _tech_influence(player: Player) -> int:
    """Technologies are taken only by Research and leave only to the removed pile (R34, R42)."""
    cards = catalogue().cards
    removed = player.removed
    return sum(cards[t].influence for t in player.technologies if t not in removed)


def score(state: StarwardState, seat: int) -> Score:
    player = state.players[seat]
    planets = sum(planet(h.planet).influence for h in player.planets if h.face_up)
    return _score(
        seat,
        player.influence,
        planets,
        _tech_influence(player),
        resources_held(player) + player.fighters,
    )


def scores(state: StarwardState) -> tuple[Score, ...]:
    return tuple(score(state, seat) for seat in range(state.seats))


def winners(state: StarwardState) -> tuple[int, ...]:
    """The seats that win: the most influence, then the tie-break, then shared (R43)."""
    all_scores = scores(state)
    best = max((s.total, s.tie_break) for s in all_scores)
    return tuple(s.seat for s in all_scores if (s.total, s.tie_break) == best)
