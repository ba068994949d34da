"""Phone seats measured: hand-offs at the laptop, tap-to-repaint and -to-other-phones latency, server memory.

1. Hand-offs (curtains) in the scripted games of benchmarks/count_curtains.py (the opening and first Pledge
   and Vote rounds of Legislation, 2 humans + 2 bots; the first Council agenda, 2 humans + 4 bots), with
   every human on a phone (goal 0), with one of the two on a phone, and as hotseat (for comparison).
2. Latency over loopback: a real table (TablePage, offscreen) serves three phone seats of Legislation and a
   Basic bot; three WebSocket clients (aiohttp, standing in for the phones) make every move their screens
   offer. Per move: from the client's send to the end of the table's next paint, and to the moment each
   other phone holds its new screen. Median and p95.
3. Memory: the process's resident size before the server is imported and once the game is over, and the
   Python heap the server's thread holds (tracemalloc, aiohttp and desktop/phone/server.py).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_phone.py [--seeds 10] [--moves 300]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import threading
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from count_curtains import _done, _session  # noqa: E402

from desktop.hotseat import Hotseat  # noqa: E402
from games.core.bots import RandomBot  # noqa: E402


def handoffs(game: str, humans: int, bots: int, seed: int, phones: int) -> int:
    """Curtains until the scripted moment, with the first `phones` human seats on phones."""
    session = _session(game, humans, bots, seed)
    hotseat = Hotseat(session)
    hotseat.set_phones(hotseat.humans[:phones])
    players = {s: RandomBot(session.game, seed * 31 + s) for s in range(len(session.config.seats))}
    start = session.view(None).round_no if game == "legislation" else 0
    curtains = 0
    for _ in range(20_000):
        if _done(game, session, start):
            break
        seat = hotseat.curtain_for()
        if seat is not None:
            curtains += 1
            hotseat.confirm(seat)
            continue
        human = hotseat.acting_seat()
        actor = human if human is not None else session.to_act()[0]  # a phone or a bot moves by itself
        hotseat.play(players[actor].act(session.view(actor)))
    hotseat.detach()
    return curtains


def rss_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def fill(form: dict) -> dict:
    """A form filled as a player in a hurry would: the fewest picks allowed, the defaults."""
    action = json.loads(json.dumps(form["action"]))
    for field in form["fields"]:
        items = [it["value"] for it in field.get("items", [])]
        if field["type"] == "some":
            value = items[: field.get("min", 0)]
        elif field["type"] == "one":
            value = field.get("default", items[0] if items else None)
        elif field["type"] == "number":
            value = field.get("default", field["min"])
        else:
            value = []
        if field.get("into"):
            for name, part in zip(field["into"], value, strict=True):
                action[name] = part
        else:
            action[field["name"]] = value
    rest = form.get("rest")
    if rest:
        action[rest["name"]] = rest["total"] - len(action.get(rest["of"], []))
    return action


def choose(screen: dict) -> dict | None:
    options = [o for b in screen["blocks"] if b["kind"] == "choice" for o in b["options"]]
    primary = [o for o in options if o["primary"]]
    if primary:
        return primary[0]["action"]
    forms = [b for b in screen["blocks"] if b["kind"] == "form"]
    if forms:
        return fill(forms[0])
    return options[0]["action"] if options else None


class Phones:
    """WebSocket clients for the phone seats, on a thread of their own; each move timed."""

    def __init__(self, links: dict[int, str], moves: int) -> None:
        self.links = links
        self.moves = moves
        self.screens: dict[int, dict] = {}
        self.arrived: dict[int, float] = {}  # when each seat's latest screen came
        self.to_others: list[float] = []
        self.sent_at = 0.0
        self.done = threading.Event()
        self.made = 0
        self.sends: list[float] = []

    def run(self) -> None:
        asyncio.run(self._run())

    async def _run(self) -> None:
        import aiohttp

        async with aiohttp.ClientSession() as http:
            sockets = {}
            for seat, url in self.links.items():
                ws = await http.ws_connect(url.replace("http://", "ws://").replace("/s/", "/ws/"))
                await ws.send_str(json.dumps({"type": "hello", "device": None}))
                sockets[seat] = ws
            readers = [asyncio.create_task(self._read(seat, ws)) for seat, ws in sockets.items()]
            await asyncio.sleep(0.5)
            idle = 0
            while self.made < self.moves and idle < 400:
                mover = next((s for s, sc in self.screens.items() if sc.get("your_turn")), None)
                if mover is None:
                    idle += 1
                    await asyncio.sleep(0.01)
                    continue
                idle = 0
                screen = self.screens[mover]
                action = choose(screen)
                if action is None:
                    await asyncio.sleep(0.01)
                    continue
                before = {s: sc["version"] for s, sc in self.screens.items()}
                self.sent_at = time.perf_counter()
                self.sends.append(self.sent_at)
                await sockets[mover].send_str(json.dumps(
                    {"type": "move", "id": f"m{self.made}", "version": screen["version"], "action": action}
                ))
                self.made += 1
                end = time.perf_counter() + 5
                others = [s for s in self.screens if s != mover]
                def waiting(others=others, before=before) -> bool:
                    return any(self.screens[s]["version"] == before[s] for s in others)

                while time.perf_counter() < end and waiting():
                    await asyncio.sleep(0.0005)
                for s in others:
                    if self.screens[s]["version"] != before[s]:
                        self.to_others.append(self.arrived[s] - self.sent_at)
                while self.screens[mover]["version"] == before[mover] and time.perf_counter() < end:
                    await asyncio.sleep(0.0005)
            for ws in sockets.values():
                await ws.close()
            for task in readers:
                task.cancel()
        self.done.set()

    async def _read(self, seat: int, ws) -> None:
        async for msg in ws:
            data = json.loads(msg.data)
            if data["type"] == "screen":
                self.arrived[seat] = time.perf_counter()
                self.screens[seat] = data["screen"]


def latency(moves: int) -> dict:
    """Tap-to-repaint and tap-to-other-phones over loopback, with the real table."""
    os.environ["QUORUM_PHONE_HOST"] = "127.0.0.1"
    os.environ["QUORUM_PHONE_PORT"] = "0"
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from desktop.app import make_application
    from desktop.table.table_page import TablePage
    from games.core.seats import BotLevel, Seat, SeatKind
    from games.core.session import Session, SessionConfig
    from games.legislation.options import LegislationOptions
    from games.registry import load_game

    app = make_application(["bench"])
    game = load_game("legislation")
    seats = (Seat("Alice"), Seat("Bob"), Seat("Carol"), Seat("Dan", kind=SeatKind.BOT, level=BotLevel.BASIC))
    session = Session(game, SessionConfig("legislation", seats, LegislationOptions(6), 7))
    table = TablePage(session, bot_pause_ms=0, ui={"phone_seats": [0, 1, 2]})
    table.resize(1366, 700)
    table.show()
    QApplication.processEvents()
    import contextlib
    import io

    rss_before = rss_mb()  # the table drawn, nothing of the server imported yet
    tracemalloc.start()
    with contextlib.redirect_stdout(io.StringIO()):  # the JOIN lines
        table.start()
    QApplication.processEvents()
    rss_started = rss_mb()
    links = {seat: table.phones.url(seat) for seat in (0, 1, 2)}
    repaints: list[float] = []
    phones = Phones(links, moves)
    applied: list[float] = []

    class Painted(QObject):
        def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint and applied and len(repaints) < len(applied):
                repaints.append(time.perf_counter() - phones.sends[len(repaints)])
            return False

    painted = Painted()
    app.installEventFilter(painted)  # the first paint of anything on the table after a move is applied
    bridge_play = table.phones.play

    def play(seat, version, data):
        result = bridge_play(seat, version, data)
        applied.append(time.perf_counter())
        while len(repaints) < len(applied) - 1:  # a move whose paint got merged into the next
            repaints.append(float("nan"))
        return result

    table.phones.play = play
    worker = threading.Thread(target=phones.run, daemon=True)
    worker.start()
    while not phones.done.is_set():
        app.processEvents()
        time.sleep(0.0005)
    worker.join(5)
    heap = tracemalloc.take_snapshot().filter_traces(
        [tracemalloc.Filter(True, "*aiohttp*"), tracemalloc.Filter(True, "*desktop/phone/server.py")]
    )
    server_heap = sum(stat.size for stat in heap.statistics("filename")) / 1024
    rss_after = rss_mb()
    table.stop()
    QApplication.processEvents()
    paint = sorted(x for x in repaints if x == x)
    others = sorted(phones.to_others)

    def pct(values: list[float], q: float) -> float:
        return values[min(len(values) - 1, int(q * len(values)))] * 1000 if values else float("nan")

    return {
        "moves": phones.made,
        "repaint_ms_median": statistics.median(paint) * 1000 if paint else float("nan"),
        "repaint_ms_p95": pct(paint, 0.95),
        "other_phones_ms_median": statistics.median(others) * 1000 if others else float("nan"),
        "other_phones_ms_p95": pct(others, 0.95),
        "rss_mb_before": round(rss_before, 1),
        "rss_mb_server_started": round(rss_started, 1),
        "rss_mb_after": round(rss_after, 1),
        "server_heap_kb": round(server_heap, 1),
        "game_over": session.is_over(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--moves", type=int, default=300)
    args = parser.parse_args()
    seeds = range(1, args.seeds + 1)
    out: dict[str, object] = {"name": "phone"}
    for label, game, humans, bots, phones in (
        ("legislation_round_2h2b_hotseat", "legislation", 2, 2, 0),
        ("legislation_round_2h2b_one_phone", "legislation", 2, 2, 1),
        ("legislation_round_2h2b_all_phones", "legislation", 2, 2, 2),
        ("legislation_round_3h3b_hotseat", "legislation", 3, 3, 0),
        ("legislation_round_3h3b_one_phone", "legislation", 3, 3, 1),
        ("legislation_round_3h3b_two_phones", "legislation", 3, 3, 2),
        ("council_agenda_2h4b_hotseat", "council", 2, 4, 0),
        ("council_agenda_2h4b_one_phone", "council", 2, 4, 1),
        ("council_agenda_2h4b_all_phones", "council", 2, 4, 2),
    ):
        counts = [handoffs(game, humans, bots, s, phones) for s in seeds]
        out[label] = statistics.mean(counts)
        print(f"{label}: {statistics.mean(counts):.1f} hand-offs (min {min(counts)}, max {max(counts)}, "
              f"{len(counts)} seeds)")
    measured = latency(args.moves)
    print(f"tap -> table repaint: median {measured['repaint_ms_median']:.1f} ms, "
          f"p95 {measured['repaint_ms_p95']:.1f} ms ({measured['moves']} phone moves over loopback)")
    print(f"tap -> other phones' new screen: median {measured['other_phones_ms_median']:.1f} ms, "
          f"p95 {measured['other_phones_ms_p95']:.1f} ms")
    print(f"memory: resident {measured['rss_mb_before']} MB with the table drawn, "
          f"{measured['rss_mb_server_started']} MB once the server is imported and serving, "
          f"{measured['rss_mb_after']} MB after {measured['moves']} phone moves; the server's Python heap "
          f"(aiohttp + server.py, tracemalloc) {measured['server_heap_kb']} KB")
    out.update(measured)
    print("BENCH " + json.dumps(out))


if __name__ == "__main__":
    main()
