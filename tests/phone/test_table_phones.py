"""Phone seats at the table: no curtain for them, the command line, the saved notes, the bridge's moves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.count_curtains import _session  # noqa: I001  (the benchmark's seat order)
from desktop.hotseat import Hotseat
from games.core.bots import RandomBot
from games.core.seats import SeatKind
from tests.desktop.play_through import table_page


def _drive(hotseat, steps=3000):
    """Play to the end with random moves; a curtain is confirmed; returns the seats curtains were for."""
    session = hotseat.session
    players = {s: RandomBot(session.game, 7 + s) for s in range(len(session.config.seats))}
    curtains = []
    for _ in range(steps):
        if session.is_over():
            break
        seat = hotseat.curtain_for()
        if seat is not None:
            curtains.append(seat)
            hotseat.confirm(seat)
            continue
        actor = hotseat.acting_seat()
        if actor is None:
            actor = session.to_act()[0]
            assert actor not in hotseat.local, "a human at the computer to act without the screen"
        hotseat.play(players[actor].act(session.view(actor)))
    return curtains


def test_every_human_on_a_phone_means_no_curtain_and_the_shared_view(qapp):
    session = _session("legislation", 2, 2, 3)
    hotseat = Hotseat(session, ui={"phone_seats": list(session.config.seats and [0, 2])})
    assert hotseat.phones == (0, 2) and hotseat.local == ()
    assert _drive(hotseat) == []
    assert hotseat.screen_seat() is None


def test_a_mix_brings_curtains_only_for_the_seat_at_the_computer(qapp):
    session = _session("legislation", 2, 2, 4)
    humans = [i for i, s in enumerate(session.config.seats) if s.kind is SeatKind.HUMAN]
    hotseat = Hotseat(session, ui={"phone_seats": [humans[0]]})
    curtains = _drive(hotseat)
    assert curtains and set(curtains) == {humans[1]}
    # With one human at the computer and phones around it, their hand is not shown without a curtain.
    hotseat2 = Hotseat(_session("legislation", 2, 2, 4), ui={"phone_seats": [humans[0]]})
    assert hotseat2.crowded and hotseat2.screen_seat() is None


def test_moving_a_seat_between_phone_and_computer(qapp):
    session = _session("legislation", 2, 2, 5)
    hotseat = Hotseat(session)
    humans = hotseat.humans
    hotseat.set_phones((humans[0],))
    assert hotseat.local == (humans[1],)
    hotseat.set_phones(())
    assert hotseat.local == humans and hotseat.phones == ()
    hotseat.set_phones((99,))  # not a human seat: ignored
    assert hotseat.phones == ()


@pytest.mark.parametrize(
    ("argv", "problem"),
    [
        (["--new", "legislation", "--seat", "Alice"], "write NAME=KIND"),
        (["--new", "legislation", "--seat", "Alice=tv", "--seat", "B=here", "--seat", "C=here"],
         "KIND must be one of here, phone, random, basic, strong"),
        (["--new", "legislation", "--seat", "A=here", "--seat", "B=here"], "3 to"),
        (["--new", "legislation", "--seat", "A=here", "--seat", "a=here", "--seat", "C=here"], "two seats"),
        (["--new", "legislation", "--seat", "A=here", "--seat", "B=here", "--seat", "C=here",
          "--option", "hand_size=7"], "hand size"),
        (["--new", "legislation", "--seat", "A=here", "--seat", "B=here", "--seat", "C=here",
          "--option", "colour=red"], "NAME one of"),
        (["--new", "chess"], "invalid choice"),
        (["--seat", "A=here"], "add --new GAME"),
        (["--phone-port", "70000"], "not a port number"),
    ],
)
def test_bad_new_game_arguments_are_refused_before_any_window(argv, problem, capsys):
    from desktop.__main__ import parse_args

    with pytest.raises(SystemExit) as stop:
        parse_args(argv)
    assert stop.value.code == 2
    assert problem in capsys.readouterr().err


def test_a_new_game_from_the_command_line(qapp):
    from desktop.__main__ import parse_args
    from desktop.new_game import setup_from_command
    from desktop.table_opening import first_ui

    args = parse_args(["--new", "legislation", "--seat", "Alice=phone", "--seat", "Bob=strong",
                       "--seat", "Carol=here", "--seed", "9", "--option", "ballot=roll_call"])
    asked = args.new_game
    assert [s.name for s in asked.seats] == ["Alice", "Bob", "Carol"]
    assert asked.phones == (0,) and asked.seed == 9 and asked.options.ballot.value == "roll_call"
    assert asked.seats[1].kind is SeatKind.BOT and asked.seats[1].level.value == "strong"
    ui = first_ui(setup_from_command(asked))
    assert ui["phone_seats"] == [0] and len(ui["phone_token_0"]) >= 24  # 144 random bits
    assert first_ui(setup_from_command(asked))["phone_token_0"] != ui["phone_token_0"]  # new every game
    from pathlib import Path

    from storage.content import check_ui

    assert check_ui(Path("x"), ui) == ui  # kept with the saved game


def test_the_bridge_plays_a_phone_move_like_a_click_and_refuses_stale_and_foreign_ones(qtbot, monkeypatch):
    monkeypatch.setenv("QUORUM_PHONE_HOST", "127.0.0.1")
    monkeypatch.setenv("QUORUM_PHONE_PORT", "0")
    page = table_page(qtbot, "legislation", (SeatKind.HUMAN, SeatKind.BOT, SeatKind.BOT))
    from desktop.phone.table_hook import set_phone_seats

    set_phone_seats(page, (0,))
    bridge = page.phones
    try:
        assert page.hotseat.curtain_for() is None and page.hotseat.screen_seat() is None
        version = bridge.versions[0]
        shown = json.loads(bridge.last[0])
        form = next(b for b in shown["blocks"] if b["kind"] == "form")
        action = dict(form["action"], bills=[])
        ok, why = bridge.play(0, version - 1, action)
        assert not ok and why and len(page.session) == 0  # stale: made on an older screen
        assert bridge.versions[0] == version + 1  # and the current screen is sent again
        version = bridge.versions[0]
        ok, why = bridge.play(0, version, dict(action, seat=1))
        assert not ok and len(page.session) == 0  # another seat's move
        ok, why = bridge.play(0, version, {"kind": "vote", "seat": 0, "choice": "yay"})
        assert not ok and len(page.session) == 0  # not in the listing now
        ok, why = bridge.play(0, version, action)
        assert ok and why == "" and page.session.actions[0].seat == 0
        assert bridge.versions[0] > version  # a new screen went out
        page.session.undo() if page.session.can_undo() else None
        if len(page.session) == 0:
            assert json.loads(bridge.last[0])["notice"]  # the phone is told a move was taken back
    finally:
        page.stop()


def test_the_seats_dialog_moves_a_seat_to_a_phone_and_back(qtbot, monkeypatch, capsys):
    from PySide6.QtWidgets import QLabel

    from desktop.phone.seats_dialog import SeatsDialog

    monkeypatch.setenv("QUORUM_PHONE_HOST", "127.0.0.1")
    monkeypatch.setenv("QUORUM_PHONE_PORT", "0")
    page = table_page(qtbot, "legislation", (SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.BOT))
    try:
        assert page.phones is None
        dialog = SeatsDialog(page)
        dialog.kinds[1].setCurrentIndex(1)
        dialog.accept()
        assert page.hotseat.phones == (1,) and page.phones is not None
        assert capsys.readouterr().out.startswith("JOIN 1 Bob http://127.0.0.1:")
        panel = page.join_panel
        assert panel.isVisible() and not panel.findChild(QLabel, "JoinQr1").pixmap().isNull()
        assert page.phones.url(1) in panel.findChild(QLabel, "JoinLink1").text()
        page.hotseat.confirm(0)
        page.refresh()
        tags = [t for t in page.findChildren(QLabel, "PhoneTag") if t.isVisibleTo(page)]
        assert tags, "a phone tag on Bob's seat panel"
        dialog = SeatsDialog(page)
        assert dialog.kinds[1].currentIndex() == 1
        dialog.kinds[1].setCurrentIndex(0)
        dialog.accept()
        assert page.hotseat.phones == () and page.phones.seats == ()
        assert not page.phones.server.seats  # the link no longer opens anything
    finally:
        page.stop()


def test_closing_tells_the_phones_and_resuming_serves_the_claimed_phone_again(qtbot, monkeypatch, tmp_path):
    import asyncio

    import aiohttp

    from desktop.__main__ import parse_args
    from desktop.new_game import setup_from_command
    from tests.desktop.gui_player import window_with_library

    monkeypatch.setenv("QUORUM_PHONE_HOST", "127.0.0.1")
    monkeypatch.setenv("QUORUM_PHONE_PORT", "0")
    args = parse_args(["--new", "legislation", "--seat", "Alice=phone", "--seat", "Bob=here",
                       "--seat", "Carol=random", "--bot-pause", "0"])
    window = window_with_library(qtbot, monkeypatch, tmp_path / "data")
    window.start_game(setup_from_command(args.new_game))
    url = window.table.phones.url(0)
    session_id = window.table.saved.id

    async def claim() -> tuple[str, dict]:
        async with aiohttp.ClientSession() as http:
            ws = await http.ws_connect(url.replace("http", "ws").replace("/s/", "/ws/"))
            await ws.send_str(json.dumps({"type": "hello", "device": None}))
            got = {}
            while "screen" not in got:
                data = json.loads((await ws.receive(timeout=5)).data)
                got[data["type"]] = data
            await ws.close()
            return got["claimed"]["device"], got["screen"]["screen"]

    device, first = asyncio.run(claim())
    assert first["seat_name"] == "Alice"
    qtbot.waitUntil(lambda: window.library.open(session_id).ui.get("phone_device_0") == device, timeout=5000)

    async def listen_for_close() -> str:
        async with aiohttp.ClientSession() as http:
            ws = await http.ws_connect(url.replace("http", "ws").replace("/s/", "/ws/"))
            await ws.send_str(json.dumps({"type": "hello", "device": device}))
            while True:
                msg = await ws.receive(timeout=10)
                if msg.type != aiohttp.WSMsgType.TEXT:
                    return "ended"
                data = json.loads(msg.data)
                if data["type"] == "screen":
                    window.close_table()  # from the Qt thread, while this socket listens
                if data["type"] == "closed":
                    return data["reason"]

    assert asyncio.run(listen_for_close()) != "ended"
    window.resume(session_id)
    assert window.table.phones is not None
    assert window.table.phones.url(0).split("/s/")[1] == url.split("/s/")[1]  # the same link

    async def come_back() -> tuple[str, str]:
        async with aiohttp.ClientSession() as http:
            link = window.table.phones.url(0).replace("http", "ws").replace("/s/", "/ws/")
            ws = await http.ws_connect(link)
            await ws.send_str(json.dumps({"type": "hello", "device": device}))
            mine = json.loads((await ws.receive(timeout=5)).data)["type"]
            other = await http.ws_connect(link)
            await other.send_str(json.dumps({"type": "hello", "device": None}))
            theirs = json.loads((await other.receive(timeout=5)).data)
            return mine, theirs.get("reason", theirs["type"])

    assert asyncio.run(come_back()) == ("claimed", "claimed")
    window.close_table()


def test_a_preview_is_answered_from_the_seats_listing(qtbot, monkeypatch):
    """Without a game's own preview(), the table answers ok for a listed move and no for another."""
    monkeypatch.setenv("QUORUM_PHONE_HOST", "127.0.0.1")
    monkeypatch.setenv("QUORUM_PHONE_PORT", "0")
    page = table_page(qtbot, "legislation", (SeatKind.HUMAN, SeatKind.BOT, SeatKind.BOT))
    from desktop.phone.table_hook import set_phone_seats

    set_phone_seats(page, (0,))
    answers = []
    page.phones.server.previewed = lambda seat, pid, text, ok: answers.append((seat, pid, ok))
    try:
        page.phones._preview(0, "p1", 1, {"kind": "discard", "seat": 0, "bills": []})
        page.phones._preview(0, "p2", 1, {"kind": "vote", "seat": 0, "choice": "yay"})
        page.phones._preview(0, "p3", 1, {"kind": "nonsense"})
        assert answers == [(0, "p1", True), (0, "p2", False), (0, "p3", False)]
        assert len(page.session) == 0  # a preview plays nothing
    finally:
        page.stop()


def test_new_game_offers_a_phone_seat_where_the_game_has_a_phone_screen(qtbot):
    from desktop.new_game import NewGamePage

    page = NewGamePage("legislation")
    qtbot.addWidget(page)
    row = page.rows[1]
    labels = [row.kind.itemText(i) for i in range(row.kind.count())]
    assert labels[-1] == "Human, on a phone"
    row.kind.setCurrentIndex(2)
    setup = page.setup()
    assert setup.phones == (1,) and setup.seats[1].kind is SeatKind.HUMAN
    row.set_phone_offered(False)  # a game without a phone screen: the choice goes, the seat stays human
    assert row.kind.count() == 2 and not row.is_phone()


def test_an_address_that_cannot_be_served_is_said_and_the_table_plays_on(qtbot, monkeypatch, capsys):
    from PySide6.QtWidgets import QLabel

    monkeypatch.setenv("QUORUM_PHONE_HOST", "192.0.2.1")  # not this computer's: cannot be bound
    monkeypatch.setenv("QUORUM_PHONE_PORT", "0")
    page = table_page(qtbot, "legislation", (SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.BOT))
    from desktop.phone.table_hook import set_phone_seats

    set_phone_seats(page, (1,))
    try:
        assert page.phones is None and page.hotseat.phones == (1,)
        note = page.findChild(QLabel, "PhoneProblem")
        assert note is not None and "Phone seats cannot be served" in note.text()
        assert "cannot be served" in capsys.readouterr().err
    finally:
        page.stop()


def test_a_phone_host_must_be_an_ip_address(capsys):
    from desktop.__main__ import parse_args

    with pytest.raises(SystemExit):
        parse_args(["--phone-host", "my laptop"])
    assert "is not an IP address" in capsys.readouterr().err
    assert parse_args(["--phone-host", "127.0.0.1"]).phone_host == "127.0.0.1"


def test_a_flood_from_one_address_does_not_stall_the_table(qtbot, monkeypatch):
    """A device hammering the server (bad links and junk on a socket) is cut short by the rate limit; the
    table's event loop keeps its pace and a phone move from elsewhere is still played."""
    import asyncio
    import threading
    import time

    import aiohttp

    monkeypatch.setenv("QUORUM_PHONE_HOST", "127.0.0.1")
    monkeypatch.setenv("QUORUM_PHONE_PORT", "0")
    page = table_page(qtbot, "legislation", (SeatKind.HUMAN, SeatKind.BOT, SeatKind.BOT))
    from desktop.phone.table_hook import set_phone_seats

    set_phone_seats(page, (0,))
    url = page.phones.url(0)
    base = url.split("/s/")[0]
    statuses: list[int] = []
    finished = threading.Event()

    async def flood() -> None:
        async with aiohttp.ClientSession() as http:
            for i in range(600):
                async with http.get(f"{base}/s/wrong{i}") as response:
                    statuses.append(response.status)
            await asyncio.sleep(4)  # the bucket refills: the flood goes on over a socket
            ws = await http.ws_connect(url.replace("http", "ws").replace("/s/", "/ws/"))
            await ws.send_str(json.dumps({"type": "hello", "device": None}))
            for _ in range(2000):
                await ws.send_str('{"type": "move", "id": "x", "version": -1, "action": {}}')
            await ws.close()

    problems: list[BaseException] = []

    def run() -> None:
        try:
            asyncio.run(flood())
        except BaseException as exc:  # shown by the test
            problems.append(exc)
        finished.set()

    worker = threading.Thread(target=run, daemon=True)
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    from PySide6.QtCore import QTimer

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(10)
    try:
        worker.start()
        qtbot.waitUntil(finished.is_set, timeout=60000)
        timer.stop()
        assert not problems, problems
        assert statuses.count(429) > 500  # cut short after the burst
        assert 404 in statuses and set(statuses) <= {404, 429}
        gaps.sort()
        assert gaps[len(gaps) // 2] < 0.05, gaps[len(gaps) // 2]  # the table's loop kept its pace
        assert all(a.seat != 0 for a in page.session.actions)  # nothing of the flood was played
        shown = json.loads(page.phones.last[0])
        form = next(b for b in shown["blocks"] if b["kind"] == "form")
        ok, _why = page.phones.play(0, page.phones.versions[0], dict(form["action"], bills=[]))
        assert ok and any(a.seat == 0 for a in page.session.actions)
    finally:
        timer.stop()
        page.stop()


def test_a_table_without_phone_seats_imports_no_server(tmp_path):
    """The server (and aiohttp, segno) load only for a table with phone seats: a demo table has none."""
    import os
    import subprocess
    import sys

    code = (
        "import sys, runpy\n"
        "shot, data = sys.argv[1], sys.argv[2]\n"
        "sys.argv = ['quorum', '--demo', 'legislation', '--screenshot', shot, '--data-dir', data]\n"
        "try:\n"
        "    runpy.run_module('desktop', run_name='__main__')\n"
        "except SystemExit as e:\n"
        "    assert e.code == 0, e.code\n"
        "print('LOADED', sorted(m for m in sys.modules if m.split('.')[0] in ('aiohttp', 'segno')\n"
        "      or m in ('desktop.phone.server', 'desktop.phone.bridge', 'desktop.phone.join_panel')))\n"
        "print('TABLE', 'desktop.table.table_page' in sys.modules)\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", code, str(tmp_path / "shot.png"), str(tmp_path / "d")],
                            cwd=Path(__file__).resolve().parents[2], env=env, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert "LOADED []" in result.stdout and "TABLE True" in result.stdout


def test_the_phones_port_and_address_are_checked_settings(qtbot, monkeypatch, capsys):
    import socket

    from desktop import settings
    from desktop.phone.seats_dialog import SeatsDialog

    monkeypatch.delenv("QUORUM_PHONE_HOST", raising=False)
    monkeypatch.delenv("QUORUM_PHONE_PORT", raising=False)
    page = table_page(qtbot, "legislation", (SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.BOT))
    try:
        for port, host, said in [
            ("eighty", "", "whole number"),
            ("70000", "", "from 1024 to 65535"),
            ("80", "", "from 1024 to 65535"),
            ("", "phone.local", "not a network address"),
            ("", "192.0.2.77", "not an address of this computer"),  # a documentation address: never ours
        ]:
            dialog = SeatsDialog(page)
            dialog.kinds[1].setCurrentIndex(1)
            dialog.port.setText(port)
            dialog.host.setText(host)
            dialog.accept()
            assert dialog.problem.isVisibleTo(dialog) and said in dialog.problem.text(), dialog.problem.text()
            assert dialog.result() != dialog.DialogCode.Accepted
            # nothing kept, nothing moved
            assert settings.phone_port() is None and settings.phone_host() is None
            assert page.hotseat.phones == () and page.phones is None
        probe = socket.socket()
        probe.bind(("127.0.0.1", 0))
        free = probe.getsockname()[1]
        probe.close()
        dialog = SeatsDialog(page)
        dialog.kinds[1].setCurrentIndex(1)
        dialog.port.setText(f" {free} ")
        dialog.host.setText("127.0.0.1")
        dialog.accept()
        assert not dialog.problem.isVisibleTo(dialog)
        assert settings.phone_port() == free and settings.phone_host() == "127.0.0.1"
        assert page.phones is not None and (page.phones.host, page.phones.server.port) == ("127.0.0.1", free)
        assert capsys.readouterr().out.startswith(f"JOIN 1 Bob http://127.0.0.1:{free}/s/")
        again = SeatsDialog(page)  # the dialog shows what is kept
        assert (again.port.text(), again.host.text()) == (str(free), "127.0.0.1")
    finally:
        page.stop()
        settings.set_phone_connection(None, None)  # the settings are shared by this run's tests
