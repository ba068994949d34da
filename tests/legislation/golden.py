"""Golden playthroughs: complete bot games stored as encoded actions plus a summary of how they ended.

Regenerate only on purpose, after a rules change that is meant to change play:
    python -m tests.legislation.golden --write
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Any

from games.legislation.options import BallotStyle, LegislationOptions
from tests.golden_files import GoldenGames
from tests.legislation.tables import GAME

FOLDER = Path(__file__).parent / "golden"

GAMES = {
    "five_players_secret": (5, 2026, LegislationOptions(9, BallotStyle.SECRET)),
    "three_players_roll_call_short": (3, 7, LegislationOptions(6, BallotStyle.ROLL_CALL)),
}


def summary(state: Any, actions: list) -> dict[str, Any]:
    return {
        "representatives": list(state.representatives),
        "first_player": state.first_player,
        "scores": list(state.scores),
        "winners": [s.seat for s in GAME.standings(state) if s.won],
        "passed": list(state.passed),
        "failed": list(state.failed),
        "actions": len(actions),
        "kinds": dict(sorted(Counter(a.kind for a in actions).items())),
    }


GOLDEN = GoldenGames(GAME, GAMES, summary, FOLDER)


if __name__ == "__main__":
    GOLDEN.main("tests.legislation.golden", sys.argv[1:])
