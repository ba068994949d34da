"""Golden playthroughs: complete bot games stored as encoded actions plus a summary of how they ended.

Regenerate only on purpose, after a rules change that is meant to change play:
    python -m tests.legislation.golden --write
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from games.core.simulate import play_one
from games.legislation.options import BallotStyle, LegislationOptions
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


def record(name: str) -> dict[str, Any]:
    seats, seed, options = GAMES[name]
    session = play_one(GAME, seats, seed, options)
    return {
        "seats": seats,
        "seed": seed,
        "options": GAME.options_to_dict(options),
        "actions": [GAME.codec.encode(a) for a in session.actions],
        "summary": summary(session.state, session.actions),
    }


def path(name: str) -> Path:
    return FOLDER / f"{name}.json"


def write() -> None:
    FOLDER.mkdir(exist_ok=True)
    for name in GAMES:
        data = record(name)
        lines = ",\n    ".join(json.dumps(a) for a in data.pop("actions"))
        head = json.dumps(data, indent=2)
        path(name).write_text(head[:-2] + ',\n  "actions": [\n    ' + lines + "\n  ]\n}\n", encoding="utf-8")
        print(f"wrote {path(name)}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m tests.legislation.golden --write   (overwrites the golden files)")
    write()
