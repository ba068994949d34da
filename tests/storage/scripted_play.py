"""Deterministic scripted play for the storage tests, and the child process the SIGKILL test kills.

`python -m tests.storage.scripted_play ROOT SESSION_ID SEED STEPS` opens the session from the
library at ROOT, prints "ready", then makes STEPS moves (apply, undo or redo, chosen by a
Random(SEED)) and prints "done N" after the Nth has returned, i.e. after it was committed.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from games.core.actions import Action
from games.core.session import Session


def next_move(session: Session, rng: random.Random) -> str:
    """Make one move chosen by `rng` from the session's state alone (so a replica can repeat it)."""
    roll = rng.random()
    if (roll < 0.15 or session.is_over()) and session.can_undo():
        session.undo()
        return "undo"
    if roll < 0.25 and session.can_redo():
        session.redo()
        return "redo"
    if session.is_over():
        return "none"
    seat = session.to_act()[0]
    session.apply(session.game.random_action(session.view(seat), rng))
    return "apply"


def log_of(session: Session) -> tuple[tuple[Action, ...], tuple[Action, ...]]:
    """The action log and redo stack: what must survive on disk."""
    return tuple(session.actions), tuple(session.redo_stack)


def expected_logs(
    start: Session, seed: int, counts: range
) -> dict[int, tuple[tuple[Action, ...], tuple[Action, ...]]]:
    """The logs after each number of moves in `counts` made by the child from `start`, computed in memory."""
    session = Session.replay(start.game, start.config, start.actions, start.redo_stack)
    rng = random.Random(seed)
    logs = {}
    for n in range(max(counts) + 1):
        if n in counts:
            logs[n] = log_of(session)
        if n < max(counts):
            next_move(session, rng)
    return logs


def main(argv: list[str]) -> Any:
    from storage.library import Library
    from tests.storage.toy_game import toy_loader

    root, session_id, seed, steps = Path(argv[0]), argv[1], int(argv[2]), int(argv[3])
    library = Library(root, load_game=toy_loader)
    saved = library.open(session_id)
    rng = random.Random(seed)
    print("ready", flush=True)
    for n in range(1, steps + 1):
        next_move(saved.session, rng)
        print(f"done {n}", flush=True)
    saved.close()


if __name__ == "__main__":
    main(sys.argv[1:])
