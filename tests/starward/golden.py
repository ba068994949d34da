"""Golden playthroughs: complete bot games stored as encoded actions plus a summary of how they ended.

Regenerate only on purpose, after a rules change that is meant to change play:
    python -m tests.starward.golden --write
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Any

from games.starward.options import StarwardOptions
from games.starward.scoring import scores
from tests.golden_files import GoldenGames
from tests.starward.tables import GAME

FOLDER = Path(__file__).parent / "golden"

GAMES = {
    "four_players": (4, 2026, StarwardOptions()),
    "two_players": (2, 11, StarwardOptions()),
    "three_players_extended_extra_round": (
        3,
        7,
        StarwardOptions(extended_three_player=True, extra_round=True),
    ),
}


def summary(state: Any, actions: list) -> dict[str, Any]:
    return {
        "start_player": state.start_player,
        "scores": [[s.tokens, s.planets, s.technologies, s.tie_break] for s in scores(state)],
        "winners": [s.seat for s in GAME.standings(state) if s.won],
        "turns": state.turn_no + 1,
        "stacks": {stack.value: len(cards) for stack, cards in state.stacks.items()},
        "influence_left": state.main_supply,
        "actions": len(actions),
        "kinds": dict(sorted(Counter(a.kind for a in actions).items())),
    }


GOLDEN = GoldenGames(GAME, GAMES, summary, FOLDER)


if __name__ == "__main__":
    GOLDEN.main("tests.starward.golden", sys.argv[1:])
