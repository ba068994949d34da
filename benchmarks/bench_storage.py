"""Saves: per-action autosave latency and open + rebuild time of long sessions, beside bare SQLite.

    python benchmarks/bench_storage.py        # QUORUM_BENCH_QUICK=1 for fewer repetitions

Prints a readable table on stderr and one `BENCH {json}` line per figure on stdout (see
benchmarks/run.py). Autosave is timed around `Session.apply/undo/redo`, so it includes the
rules and the commit (WAL + fsync, synchronous=FULL); the anchor is one bare sqlite3 WAL
commit of one row with the same synchronous setting. Opening is `Library.open`: file checks
with integrity_check, reading, decoding, replay through the rules and the redo check.
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.core.seats import Seat  # noqa: E402
from games.core.session import Session, SessionConfig  # noqa: E402
from storage import database  # noqa: E402
from storage.database import SYNCHRONOUS  # noqa: E402
from storage.library import Library  # noqa: E402
from tests.storage.toy_game import ToyOptions, toy_loader  # noqa: E402

QUICK = os.environ.get("QUORUM_BENCH_QUICK") == "1"
MOVES = 600 if QUICK else 2000
OPENS = 5 if QUICK else 15
LONG = 2000  # actions in the "long session" of the opening figure


def ms(seconds: float) -> float:
    return round(seconds * 1000, 3)


def percentile(samples: list[float], p: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def bench(figure: str, value: float, unit: str = "ms", **extra: object) -> None:
    print(f"  {figure:<62} {value:>10.3f} {unit}  {extra.get('target', '')}", file=sys.stderr)
    print("BENCH " + json.dumps({"figure": figure, "value": value, "unit": unit, **extra}), flush=True)


def loader(name: str):  # noqa: ANN201 - a Game
    return toy_loader(name)


def config(game: str, seats: int, seed: int) -> SessionConfig:
    names = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")[:seats]
    options = ToyOptions(turns=10**6) if game == "toy" else loader(game).default_options()
    return SessionConfig(game, tuple(Seat(n) for n in names), options, seed)


def timed_moves(session: Session, moves: int, rng: random.Random) -> dict[str, list[float]]:
    """Random play with some undo/redo; each call timed (rules + autosave commit)."""
    times: dict[str, list[float]] = {"apply": [], "undo": [], "redo": []}
    game = session.game
    for _ in range(moves):
        roll = rng.random()
        if roll < 0.1 and session.can_undo():
            kind, call = "undo", session.undo
        elif roll < 0.15 and session.can_redo():
            kind, call = "redo", session.redo
        elif session.is_over():
            break
        else:
            seat = session.to_act()[0]
            action = game.random_action(session.view(seat), rng)
            kind, call = "apply", lambda a=action: session.apply(a)
        start = time.perf_counter()
        call()
        times[kind].append(time.perf_counter() - start)
    return times


def bare_commit_anchor(folder: Path, samples: int) -> list[float]:
    conn = sqlite3.connect(folder / "anchor.db", isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute(f"PRAGMA synchronous = {SYNCHRONOUS}")
    conn.execute("CREATE TABLE action (idx INTEGER PRIMARY KEY, data TEXT)")
    times = []
    for i in range(samples):
        start = time.perf_counter()
        conn.execute("BEGIN")
        conn.execute("INSERT INTO action VALUES (?, ?)", (i, '{"kind":"play","seat":1,"card":7}'))
        conn.execute("COMMIT")
        times.append(time.perf_counter() - start)
    conn.close()
    return times


def long_session(library: Library, game: str, seats: int, want: int, seed: int) -> tuple[str, int]:
    """A closed session of about `want` actions (fewer if the game ends first), written move by move."""
    saved = library.create(f"{game} long", config(game, seats, seed))
    rng = random.Random(seed)
    session = saved.session
    while len(session) < want and not session.is_over():
        seat = session.to_act()[0]
        session.apply(session.game.random_action(session.view(seat), rng))
    played = len(session)
    saved.close()
    return saved.id, played


def median_time(call: Callable[[], object], runs: int) -> float:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        call()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        library = Library(folder / "data", load_game=loader)
        print(
            f"storage benchmark (synchronous={SYNCHRONOUS}, {'quick' if QUICK else 'full'})", file=sys.stderr
        )

        anchor = bare_commit_anchor(folder, MOVES)
        anchor_p95 = ms(percentile(anchor, 95))
        games = ["toy"]
        for real in ("legislation", "council"):
            try:
                loader(real)
                games.append(real)
            except Exception as exc:  # not written yet: say so rather than skip silently
                print(f"  ({real} not measured: {exc})", file=sys.stderr)

        for game in games:
            saved = library.create(f"{game} autosave", config(game, 5, 1))
            times = timed_moves(saved.session, MOVES, random.Random(1))
            # Real games end after a few hundred actions: keep playing new ones for the sample.
            seed = 2
            while len(times["apply"]) < MOVES * 0.8 and game != "toy":
                saved.close()
                saved = library.create(f"{game} autosave {seed}", config(game, 5, seed))
                more = timed_moves(saved.session, MOVES, random.Random(seed))
                for kind in times:
                    times[kind] += more[kind]
                seed += 1
            saved.close()
            applied = times["apply"]
            bench(
                f"Autosave per action p95 ({game}, {len(applied)} moves)",
                ms(percentile(applied, 95)),
                target="<= 5",
                anchor="bare SQLite WAL commit p95",
                anchor_value=anchor_p95,
            )
            bench(f"Autosave per action p50 ({game})", ms(percentile(applied, 50)))
            for kind in ("undo", "redo"):
                if times[kind]:
                    bench(
                        f"Autosave per {kind} p95 ({game}, {len(times[kind])})",
                        ms(percentile(times[kind], 95)),
                    )

        # For the record of the durability choice (storage/database.py): the same play with an
        # fsync per commit, which would also survive a power cut.
        database.SYNCHRONOUS = "FULL"
        saved = library.create("toy autosave FULL", config("toy", 5, 1))
        applied = timed_moves(saved.session, MOVES // 2, random.Random(1))["apply"]
        saved.close()
        database.SYNCHRONOUS = SYNCHRONOUS
        bench(
            f"Autosave per action p95 with synchronous=FULL (toy, {len(applied)} moves)",
            ms(percentile(applied, 95)),
        )

        for game, seats in (
            ("toy", 5),
            ("legislation", 5),
            ("legislation", 8),
            ("council", 5),
            ("council", 8),
        ):
            if game not in games:
                continue
            session_id, played = long_session(library, game, seats, LONG, seed=7)
            opened = median_time(lambda i=session_id: library.open(i).close(), OPENS)
            probe = library.open(session_id).session
            replay = median_time(lambda p=probe: Session.replay(p.game, p.config, p.actions), OPENS)
            bench(
                f"Open + rebuild, {played}-action {game} session ({seats} seats)",
                ms(opened),
                target="<= 100",
                anchor="rules replay alone, no disk",
                anchor_value=ms(replay),
            )

        for _ in range(20 - len(library.ids())):
            library.create("filler", config("toy", 4, 3)).close()
        listed = median_time(library.list, OPENS)
        bench(f"List the sessions page ({len(library.ids())} sessions)", ms(listed))
        library.close()


if __name__ == "__main__":
    main()
