"""Golden playthroughs shared by the games' tests: complete bot games stored as encoded actions plus a
game's own summary of how they ended, recorded, written and checked the same way for every game.

A game's `tests/<game>/golden.py` names its games (seats, seed, options) and its summary, and writes
its files with `python -m tests.<game>.golden --write` (only on purpose, after a rules change that is
meant to change play).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games.core import Seat, Session, SessionConfig
from games.core.game import Game
from games.core.simulate import play_one

Summary = Callable[[Any, list], dict[str, Any]]  # (final state, actions) -> what the file records


@dataclass(frozen=True)
class GoldenGames:
    """One game's golden files: `games` maps a file name to (seats, seed, options)."""

    game: Game
    games: dict[str, tuple[int, int, Any]]
    summary: Summary
    folder: Path

    def path(self, name: str) -> Path:
        return self.folder / f"{name}.json"

    def record(self, name: str) -> dict[str, Any]:
        """The named game played afresh by the bots, as its file holds it."""
        seats, seed, options = self.games[name]
        session = play_one(self.game, seats, seed, options)
        return {
            "seats": seats,
            "seed": seed,
            "options": self.game.options_to_dict(options),
            "actions": [self.game.codec.encode(a) for a in session.actions],
            "summary": self.summary(session.state, session.actions),
        }

    def load(self, name: str) -> dict[str, Any]:
        return json.loads(self.path(name).read_text(encoding="utf-8"))

    def replay(self, name: str) -> tuple[Session, list, dict[str, Any]]:
        """The stored game replayed from its file: (session, actions, the file's data)."""
        data = self.load(name)
        game = self.game
        actions = [game.codec.decode(a) for a in data["actions"]]
        seats = tuple(Seat(f"P{i}") for i in range(data["seats"]))
        config = SessionConfig(game.name, seats, game.options_from_dict(data["options"]), data["seed"])
        return Session.replay(game, config, actions), actions, data

    def write(self) -> None:
        self.folder.mkdir(exist_ok=True)
        for name in self.games:
            data = self.record(name)
            lines = ",\n    ".join(json.dumps(a) for a in data.pop("actions"))
            head = json.dumps(data, indent=2)
            text = head[:-2] + ',\n  "actions": [\n    ' + lines + "\n  ]\n}\n"
            self.path(name).write_text(text, encoding="utf-8")
            print(f"wrote {self.path(name)}")

    def main(self, module: str, argv: Sequence[str]) -> None:
        """`python -m <module> --write` overwrites the golden files; anything else explains itself."""
        if list(argv) != ["--write"]:
            sys.exit(f"usage: python -m {module} --write   (overwrites the golden files)")
        self.write()


def check_replay(golden: GoldenGames, name: str) -> None:
    """The stored game replays to its recorded end."""
    session, actions, data = golden.replay(name)
    assert session.is_over()
    assert golden.summary(session.state, actions) == data["summary"]


def check_bots(golden: GoldenGames, name: str) -> None:
    """The bots still play the stored game move for move."""
    data = golden.load(name)
    fresh = golden.record(name)
    assert fresh["actions"] == data["actions"]
    assert fresh["summary"] == data["summary"]
