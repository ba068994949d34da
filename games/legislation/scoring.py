"""Scoring a passed bill: every player gains or loses the points of their agenda column(s)."""

from __future__ import annotations

from games.legislation.state import LegislationState


def score_bill(state: LegislationState, bill: int) -> tuple[int, ...]:
    """Add each seat's points for `bill` (a dual Representative scores both columns); returns them."""
    gains = tuple(table[bill] for table in state.points)
    scores = state.scores
    for seat, gain in enumerate(gains):
        scores[seat] += gain
    return gains


def expected_scores(state: LegislationState) -> tuple[int, ...]:
    """Scores recomputed from the Passed pile (for checks)."""
    return tuple(sum(table[b] for b in state.passed) for table in state.points)
