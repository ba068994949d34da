"""Click-to-repaint latency on 8-seat tables (target: within one frame, 16 ms).

Clicks are timed from the mouse press until the window has repainted:
  * Legislation: picking a card in the hand (the card and the action bar change), and two moves that
    the session applies (Discard, then a Yay vote), after which the table is rebuilt from the view;
  * Legislation: the last Yay of a ballot, after which the reveal panel shows every vote, the verdict
    and the score changes beside the table (half as many as --runs, over as many games as that takes:
    seat 0 closes about ten ballots a game);
  * any card enlarged with Space (the large face and its whole text painted);
  * Galactic Council (the 8-seat demo table, at a vote): picking a planet to exhaust (the running
    total changes), and Abstain, a move the session applies.
Each figure is also printed as a ratio to one full repaint of the same window, measured in the same
run between the clicks (the machine's speed drifts; the ratio does not), and comes as two BENCH rows:
the wall time a player waits and the CPU time the program spent (less moved by other programs).
A click an older checkout does not have (bench_versions.py runs this script on earlier commits) is
left out there.
After each move the session is undone so the same click can be timed again, and the window is let
settle (settle()) before the next click is timed. Each figure is printed
as a BENCH line for benchmarks/run.py (docs/packaging.md); QUORUM_BENCH_QUICK=1 takes fewer clicks.
--shots DIR saves a picture of the window after every timed click (the clicks are the same on every run):
a speed-up must leave them pixel-identical (compare two folders with benchmarks/same_pictures.py); --settle
lets the window settle first (at laptop sizes cards may take a frame or two to reach their size).
    python benchmarks/bench_gui.py [--runs 60] [--shots DIR [--settle]] [--size WxH]   # $DISPLAY or offscreen
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop.app import make_application  # noqa: E402
from desktop.cards.card_widget import CardWidget  # noqa: E402
from desktop.demo import demo_session  # noqa: E402
from desktop.main_window import MainWindow  # noqa: E402
from games.core.bots import RandomBot  # noqa: E402
from games.core.seats import Seat, SeatKind  # noqa: E402
from games.core.session import Session, SessionConfig  # noqa: E402
from games.registry import load_game  # noqa: E402

FRAME_MS = 16  # one frame at 60 Hz


def table(seed: int) -> tuple[MainWindow, Session]:
    game = load_game("legislation")
    seats = tuple(
        Seat(
            f"Player {i + 1}",
            f"#{(i * 37) % 256:02x}{(90 + i * 20) % 256:02x}c0",
            SeatKind.HUMAN if i == 0 else SeatKind.BOT,
        )
        for i in range(8)
    )
    session = Session(game, SessionConfig("legislation", seats, game.default_options(), seed))
    window = MainWindow()
    window.resize(*SIZE)
    window.show()
    window.open_table(session, None, bot_pause_ms=10**9)  # bots stand still while we time
    QApplication.processEvents()
    return window, session


SHOTS: list[Path] = []  # the folder for --shots, if given
SIZE = [1600, 1000]  # the window's size (--size)
SETTLE = [1]  # event-loop turns before each picture (--settle: until the cards have settled at their size)


def shot(window: MainWindow, name: str) -> None:
    """With --shots: the window as it looks now, saved as the next numbered picture."""
    if not SHOTS:
        return
    count = len(list(SHOTS[0].glob("*.png")))
    for _ in range(SETTLE[0]):
        QApplication.processEvents()
    window.grab().save(str(SHOTS[0] / f"{count:03d}-{name}.png"))


def settle() -> None:
    """Let the window finish what the last untimed step (an undo, the bots' moves) asked of it before the
    next click is timed: a relayout may post more work for a second turn of the event loop (an item view
    laid out again after it was resized), and left pending it ran inside the next timed click (a button's
    press repaints whatever is pending). A player's event loop does it at once."""
    for _ in range(3):
        QApplication.processEvents()


def click_and_repaint(widget, cpu: list[float]) -> float:
    """Wall milliseconds from the click until the window has repainted; CPU milliseconds go to `cpu`
    (on a shared machine the CPU time shows the work done, the wall time what a player would wait)."""
    start, start_cpu = time.perf_counter(), time.process_time()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
    QApplication.processEvents()  # delivers the update requests: the window repaints
    cpu.append((time.process_time() - start_cpu) * 1000)
    return (time.perf_counter() - start) * 1000


def key_and_repaint(widget, key, cpu: list[float]) -> float:
    start, start_cpu = time.perf_counter(), time.process_time()
    QTest.keyClick(widget, key)
    QApplication.processEvents()
    cpu.append((time.process_time() - start_cpu) * 1000)
    return (time.perf_counter() - start) * 1000


REFERENCE_CPU: list[float] = []  # the reference's CPU milliseconds, beside its wall time


def full_repaint(window: MainWindow, out: list[float]) -> None:
    """The reference: the whole window repainted once, now."""
    start, start_cpu = time.perf_counter(), time.process_time()
    window.repaint()
    out.append((time.perf_counter() - start) * 1000)
    REFERENCE_CPU.append((time.process_time() - start_cpu) * 1000)


def p95(values: list[float]) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]


def summary(name: str, values: list[float], cpu: list[float]) -> str:
    return (
        f"{name:38s} wall median {statistics.median(values):6.2f} ms  p95 {p95(values):6.2f} ms | "
        f"CPU median {statistics.median(cpu):6.2f} ms  p95 {p95(cpu):6.2f} ms  (n={len(values)})"
    )


def council_table(window: MainWindow) -> Session:
    """The 8-seat council demo table, stopped at a vote with the viewer (seat 0) to act."""
    session = demo_session("council", players=8)
    window.open_table(session, None, bot_pause_ms=10**9)
    QApplication.processEvents()
    return session


def row(figure: str, values: list[float], cpu: bool = False) -> dict:
    """A BENCH row: the median wall time of a click, or (`cpu`) its median CPU time."""
    how = "CPU time, median" if cpu else "median"
    return {
        "figure": f"Click to repaint, 8 seats: {figure} ({how} of {len(values)})",
        "value": round(statistics.median(values), 3),
        "unit": "ms CPU" if cpu else "ms",
        "target": f"<= {FRAME_MS}",
        "anchor": "one frame at 60 Hz",
        "anchor_value": FRAME_MS,
    }


def main() -> int:
    quick = os.environ.get("QUORUM_BENCH_QUICK") == "1"
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15 if quick else 60)
    parser.add_argument("--shots", type=Path, help="save a picture of the window after every timed click")
    parser.add_argument("--size", default="1600x1000", help="the window's size, WxH")
    parser.add_argument(
        "--settle", action="store_true", help="with --shots: let the window settle before each picture"
    )
    args = parser.parse_args()
    SETTLE[0] = 10 if args.settle else 1
    SIZE[:] = [int(n) for n in args.size.split("x")]
    if args.shots is not None:
        args.shots.mkdir(parents=True, exist_ok=True)
        SHOTS.append(args.shots)
    make_application()
    window, session = table(3)
    pick, discard, vote = [], [], []
    pick_cpu, discard_cpu, vote_cpu = [], [], []
    for i in range(args.runs):
        board = window.table.current
        card = list(board.hand_cards.values())[i % len(board.hand_cards)]
        pick.append(click_and_repaint(card, pick_cpu))
        shot(window, "pick")
    for _ in range(args.runs):
        board = window.table.current
        discard.append(click_and_repaint(board.buttons["discard"], discard_cpu))
        shot(window, "discard")
        session.undo_to(0)
        settle()
        shot(window, "discard-undone")
    # A card enlarged with Space (before the votes: the game may end while the ballots are timed).
    enlarge, enlarge_cpu = [], []
    for i in range(args.runs if hasattr(CardWidget, "close_view") else 0):
        board = window.table.current
        card = list(board.hand_cards.values())[i % len(board.hand_cards)]
        card.setFocus()
        enlarge.append(key_and_repaint(card, Qt.Key.Key_Space, enlarge_cpu))
        assert card.view is not None and card.view.isVisible()
        if SHOTS:
            count = len(list(SHOTS[0].glob("*.png")))
            card.view.grab().save(str(SHOTS[0] / f"{count:03d}-enlarged.png"))
        card.close_view()
        settle()

    # Bring the table to a vote with the human to act, then time the Yay click.
    bots = [RandomBot(session.game, 100 + s) for s in range(8)]
    while not (0 in session.to_act() and session.view(0).floor is not None):
        seat = session.to_act()[0]
        session.apply(bots[seat].act(session.view(seat)))
    settle()
    mark = len(session)
    reference: list[float] = []
    for _ in range(args.runs):
        board = window.table.current
        vote.append(click_and_repaint(board.buttons["yay"], vote_cpu))
        shot(window, "yay")
        session.undo_to(mark)
        settle()
        shot(window, "yay-undone")
        full_repaint(window, reference)
    # The last vote of a ballot: the reveal panel opens beside the table. A revealed ballot cannot be
    # undone (the reveal barrier), so the bots play on to the next ballot that seat 0 closes, and when
    # the game ends, a new game is sat down (seat 0 closes about ten ballots a game: half of --runs
    # clicks take three games, so one slow click moves the median less).
    reveal, reveal_cpu = [], []
    seed = 3
    while hasattr(window.table, "result_panel") and len(reveal) < args.runs // 2:
        while not session.is_over() and not (
            0 in session.to_act()
            and session.view(0).floor is not None
            and len(session.view(0).voted) == len(session.config.seats) - 1
        ):
            seat = session.to_act()[0]
            session.apply(bots[seat].act(session.view(seat)))
        if session.is_over():
            seed += 1
            session = Session(session.game, replace(session.config, seed=seed))
            window.open_table(session, None, bot_pause_ms=10**9)
            continue
        settle()
        shot(window, "last-vote")
        board = window.table.current
        reveal.append(click_and_repaint(board.buttons["yay"], reveal_cpu))
        assert window.table.result_panel.isVisible(), "the reveal panel shows the ballot"
        shot(window, "reveal")
        full_repaint(window, reference)
    council = council_table(window)
    planet, planet_cpu, abstain, abstain_cpu = [], [], [], []
    for i in range(args.runs):
        board = window.table.current
        cards = list(board.planet_cards.values())  # a different card each time: no double clicks
        planet.append(click_and_repaint(cards[i % len(cards)], planet_cpu))
        shot(window, "planet")
    mark = len(council)
    for _ in range(args.runs):
        board = window.table.current
        abstain.append(click_and_repaint(board.buttons["abstain"], abstain_cpu))
        shot(window, "abstain")
        council.undo_to(mark)
        settle()
        shot(window, "abstain-undone")
    window.close()

    platform = os.environ.get("QT_QPA_PLATFORM") or f"xcb on {os.environ.get('DISPLAY')}"
    print(f"8-seat tables, {platform} platform, window {SIZE[0]}x{SIZE[1]}")
    print(f"load average before: {os.getloadavg()[0]:.2f} (other processes inflate wall times)")
    # Each click: its measurements, its name in the report, in the ratios and in the BENCH rows.
    clicks = (
        (
            pick,
            pick_cpu,
            "Legislation: pick a hand card",
            "pick a hand card",
            "Legislation, pick a hand card",
        ),
        (
            discard,
            discard_cpu,
            "Legislation: Discard move",
            "Discard",
            "Legislation, Discard (table redrawn)",
        ),
        (vote, vote_cpu, "Legislation: Yay vote", "Yay", "Legislation, Yay vote (table redrawn)"),
        (
            reveal,
            reveal_cpu,
            "Legislation: last Yay + reveal panel",
            "last Yay + reveal panel",
            "Legislation, last Yay with the reveal panel",
        ),
        (enlarge, enlarge_cpu, "Enlarge a card (Space)", "enlarge a card", "Enlarge a card with Space"),
        (
            planet,
            planet_cpu,
            "Council: pick a planet to exhaust",
            "Council planet",
            "Council, pick a planet to exhaust",
        ),
        (
            abstain,
            abstain_cpu,
            "Council: Abstain move",
            "Council Abstain",
            "Council, Abstain (table redrawn)",
        ),
    )
    for values, cpu, name, _, _ in clicks:
        if values:
            print(summary(name, values, cpu))
    print(f"target: <= {FRAME_MS} ms (one frame at 60 Hz)")
    base = statistics.median(reference)
    base_cpu = statistics.median(REFERENCE_CPU)
    print(
        f"reference: one full repaint of the window, median {base:.2f} ms wall, {base_cpu:.2f} ms CPU "
        f"(n={len(reference)})"
    )
    print("ratios to the full repaint (wall | CPU); a click within a frame repaints what changed, not all")
    for values, cpu, _, name, _ in clicks:
        if not values:
            continue
        m, c = statistics.median(values), statistics.median(cpu)
        print(
            f"ratio  {name:26s} {m / base:5.2f} | {c / base_cpu:5.2f} x a full repaint   "
            f"{m / FRAME_MS:5.2f} | {c / FRAME_MS:5.2f} of a frame"
        )
    rows = []
    for values, cpu, _, _, name in clicks:
        if values:
            rows += [row(name, values), row(name, cpu, cpu=True)]
    print("BENCH " + json.dumps({"rows": rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
