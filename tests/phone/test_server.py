"""The phone server over real sockets on 127.0.0.1: tokens, devices, release, move ids, stale, limits."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from pathlib import Path

import aiohttp
import pytest

from desktop.phone import server as server_module
from desktop.phone.server import PhoneServer

ASSETS = Path(__file__).resolve().parents[2] / "assets" / "phone"
TOKENS = {0: "A" * 24, 2: "B" * 24}


class Table:
    """Stands in for the table: counts and answers the moves the server hands over."""

    def __init__(self) -> None:
        self.moves: list[tuple[int, str, int, dict]] = []
        self.claims: list[tuple[int, str | None]] = []
        self.server: PhoneServer | None = None
        self.applied = threading.Event()

    def on_move(self, seat: int, move_id: str, version: int, action: dict) -> None:
        self.moves.append((seat, move_id, version, action))
        time.sleep(0.05)  # the table takes a moment: a resend may arrive meanwhile
        assert self.server is not None
        self.server.answer(seat, move_id, True, "")
        self.server.push(seat, {"version": version + 1, "blocks": []})
        self.applied.set()


@pytest.fixture
def served():
    table = Table()
    server = PhoneServer(ASSETS, on_move=table.on_move, on_claim=lambda s, d: table.claims.append((s, d)))
    table.server = server
    server.set_strings({"stale": "Look again", "hello": "Hallo"}, "de")
    for seat, token in TOKENS.items():
        server.set_seat(seat, token)
    host, port = server.start("127.0.0.1", 0)
    for seat in TOKENS:
        server.push(seat, {"version": 1, "blocks": [{"kind": "text", "text": "Alice's hand"}]})
    time.sleep(0.1)
    yield server, table, f"http://{host}:{port}"
    server.stop("bye")


def run(coro):
    return asyncio.run(coro)


async def _receive(ws, kind: str, timeout: float = 5) -> dict:
    while True:
        msg = await asyncio.wait_for(ws.receive(), timeout)
        if msg.type != aiohttp.WSMsgType.TEXT:
            raise AssertionError(f"socket ended: {msg.type}")
        data = json.loads(msg.data)
        if data["type"] == kind:
            return data


async def _join(http, base: str, token: str, device: str | None = None):
    ws = await http.ws_connect(f"{base.replace('http', 'ws')}/ws/{token}")
    await ws.send_str(json.dumps({"type": "hello", "device": device}))
    return ws


def test_a_bad_token_gets_a_4xx_and_nothing_else(served):
    server, _table, base = served

    async def go():
        async with aiohttp.ClientSession() as http:
            for path in ("/s/" + "A" * 23 + "C", "/s/", "/s/" + "A" * 5000, "/ws/nonsense", "/", "/static/x"):
                async with http.get(base + path) as response:
                    body = await response.text()
                    assert 400 <= response.status < 500, path
                    assert "Alice" not in body and "Hallo" not in body and "A" * 24 not in body
            async with http.get(base + "/s/" + TOKENS[0]) as response:
                assert response.status == 200
                page = await response.text()
                assert '"hello": "Hallo"' in page and 'lang="de"' in page
                assert response.headers["Referrer-Policy"] == "no-referrer"
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await http.ws_connect(base.replace("http", "ws") + "/ws/" + "B" * 23 + "A")
            assert 400 <= refused.value.status < 500

    run(go())


def test_the_first_device_claims_a_second_is_refused_until_released(served):
    server, table, base = served

    async def go():
        async with aiohttp.ClientSession() as http:
            first = await _join(http, base, TOKENS[0])
            device = (await _receive(first, "claimed"))["device"]
            assert len(device) >= 22
            screen = await _receive(first, "screen")
            assert screen["screen"]["version"] == 1
            second = await _join(http, base, TOKENS[0])
            assert (await _receive(second, "refused"))["reason"] == "claimed"
            guessed = await _join(http, base, TOKENS[0], device[:-1] + ("x" if device[-1] != "x" else "y"))
            assert (await _receive(guessed, "refused"))["reason"] == "claimed"
            again = await _join(http, base, TOKENS[0], device)  # the same phone, reloaded
            assert (await _receive(again, "claimed"))["device"] == device
            server.release(0)
            assert (await _receive(again, "refused"))["reason"] == "released"
            third = await _join(http, base, TOKENS[0])
            other = (await _receive(third, "claimed"))["device"]
            assert other != device
            old = await _join(http, base, TOKENS[0], device)
            assert (await _receive(old, "refused"))["reason"] == "claimed"
            assert [d is None for _s, d in table.claims] == [False, True, False]

    run(go())


def test_a_move_sent_twice_is_applied_once_and_a_stale_one_is_refused(served):
    server, table, base = served

    async def go():
        async with aiohttp.ClientSession() as http:
            ws = await _join(http, base, TOKENS[2])
            device = (await _receive(ws, "claimed"))["device"]
            await _receive(ws, "screen")
            move = {"type": "move", "id": "m1", "version": 1, "action": {"kind": "vote", "choice": "yay"}}
            await ws.send_str(json.dumps(move))
            await ws.send_str(json.dumps(move))  # resent before the answer came
            first = await _receive(ws, "result")
            assert first == {"type": "result", "id": "m1", "ok": True, "message": ""}
            await ws.close()
            back = await _join(http, base, TOKENS[2], device)  # a reconnect sends it once more
            await _receive(back, "screen")
            await back.send_str(json.dumps(move))
            assert await _receive(back, "result") == first
            assert [m[1] for m in table.moves] == ["m1"]
            stale = {"type": "move", "id": "m2", "version": 1, "action": {"kind": "vote", "choice": "nay"}}
            await back.send_str(json.dumps(stale))
            refused = await _receive(back, "result")
            assert refused["ok"] is False and refused["message"] == "Look again"
            assert (await _receive(back, "screen"))["screen"]["version"] == 2
            assert len(table.moves) == 1

    run(go())


def test_oversized_and_malformed_messages_are_refused(served):
    server, table, base = served

    async def go():
        async with aiohttp.ClientSession() as http:
            ws = await _join(http, base, TOKENS[0])
            device = (await _receive(ws, "claimed"))["device"]
            assert device
            await _receive(ws, "screen")
            big = {"type": "move", "id": "x", "version": 1, "action": {"kind": "vote", "pad": "z" * 6000}}
            await ws.send_str(json.dumps(big))
            assert (await _receive(ws, "error"))["reason"] == "too_big"
            bad_moves = (
                "not json",
                "[1,2]",
                json.dumps({"type": "move", "id": 5, "version": 1, "action": {}}),
                json.dumps({"type": "move", "id": "y", "version": True, "action": {}}),
            )
            for bad in bad_moves:
                await ws.send_str(bad)
                assert (await _receive(ws, "error"))["reason"] == "bad"
            huge = await _join(http, base, TOKENS[2])  # the hard cap: aiohttp closes the socket
            await _receive(huge, "screen")
            await huge.send_str("z" * (server_module.HARD_MESSAGE + 10))
            msg = await asyncio.wait_for(huge.receive(), 5)
            assert msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR)
            assert table.moves == []

    run(go())


def test_a_flood_from_one_address_is_cut_short(served, monkeypatch):
    server, table, base = served

    async def go():
        async with aiohttp.ClientSession() as http:
            statuses = []
            for _ in range(int(server_module.BURST) + 30):
                async with http.get(base + "/s/" + TOKENS[0]) as response:
                    statuses.append(response.status)
            assert statuses[0] == 200 and statuses[-1] == 429
            assert statuses.count(200) <= server_module.BURST + 5
            await asyncio.sleep(1.0)  # the bucket refills
            async with http.get(base + "/s/" + TOKENS[0]) as response:
                assert response.status == 200

    run(go())
    # A flood of socket messages never reaches the table: at most the bucket's worth are read.
    server.bucket.level.clear()

    async def flood():
        async with aiohttp.ClientSession() as http:
            ws = await _join(http, base, TOKENS[0])
            await _receive(ws, "screen")
            for i in range(300):
                await ws.send_str(json.dumps({"type": "move", "id": f"f{i}", "version": 99, "action": {}}))
            rates = 0
            end = time.monotonic() + 3
            while time.monotonic() < end:
                try:
                    msg = await asyncio.wait_for(ws.receive(), 0.5)
                except TimeoutError:
                    break
                if msg.type == aiohttp.WSMsgType.TEXT and json.loads(msg.data).get("reason") == "rate":
                    rates += 1
            assert rates >= 200

    run(flood())
    assert table.moves == []


def test_a_quiet_stop_lets_the_phones_reconnect_to_the_same_port():
    """A table drawn anew after a seat change stops its server without telling the phones it closed: their
    sockets just end (the page reconnects), and a new server serves the same port at once."""
    table = Table()
    server = PhoneServer(ASSETS, on_move=table.on_move, on_claim=lambda s, d: None)
    server.set_seat(0, TOKENS[0])
    host, port = server.start("127.0.0.1", 0)
    base = f"http://{host}:{port}"

    async def go():
        async with aiohttp.ClientSession() as http:
            ws = await _join(http, base, TOKENS[0])
            await _receive(ws, "claimed")
            await asyncio.get_running_loop().run_in_executor(None, lambda: server.stop("bye", tell=False))
            with pytest.raises(AssertionError, match="socket ended"):
                await _receive(ws, "closed")  # no "closed" message: the socket ends

    run(go())
    again = PhoneServer(ASSETS, on_move=table.on_move, on_claim=lambda s, d: None)
    again.set_seat(0, TOKENS[0])
    assert again.start("127.0.0.1", port)[1] == port
    again.stop("bye")
