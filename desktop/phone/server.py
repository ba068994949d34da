"""The phone seats' web server: aiohttp on its own thread and event loop; tokens, devices, sockets, screens.

It never reads game state and never builds a screen: the table pushes each seat's latest screen here and
takes the moves through `on_move` (called on the server's thread: the table turns it into a Qt signal).
See docs/phone-protocol.md. Imported only when a table with phone seats opens.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

MAX_MESSAGE = 4096  # characters of one page message: a move is a few hundred at most
HARD_MESSAGE = 16384  # aiohttp closes the socket above this (close code 1009)
RATE = 12.0  # requests and messages per second one address may make, on average
BURST = 40.0  # and at once
MAX_SOCKETS_PER_ADDRESS = 12
ANSWERS_KEPT = 200  # answered move ids remembered per seat (a resent move is answered, not applied)
STATIC = {"phone.js": "application/javascript", "phone.css": "text/css"}
HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",  # the link holds the seat's token
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'self'; connect-src 'self'; img-src 'self' data:",
}

MoveHandler = Callable[[int, str, int, dict[str, Any]], None]


@dataclass
class _Seat:
    token: str
    device: str | None = None
    screen: str | None = None  # the latest screen message, as sent
    version: int = -1
    sockets: set[web.WebSocketResponse] = field(default_factory=set)
    answers: OrderedDict[str, str] = field(default_factory=OrderedDict)
    pending: set[str] = field(default_factory=set)


class _Bucket:
    """A token bucket per address: a flood is refused early and cheaply, before any seat is looked at."""

    def __init__(self) -> None:
        self.level: dict[str, tuple[float, float]] = {}

    def take(self, address: str) -> bool:
        now = time.monotonic()
        level, when = self.level.get(address, (BURST, now))
        level = min(BURST, level + (now - when) * RATE)
        if len(self.level) > 4096:  # many addresses: forget the full ones
            self.level = {a: v for a, v in self.level.items() if v[0] < BURST}
        if level < 1.0:
            self.level[address] = (level, now)
            return False
        self.level[address] = (level - 1.0, now)
        return True


class PhoneServer:
    """Serves each phone seat's page and socket. Every public method may be called from any thread."""

    def __init__(
        self,
        assets: Path,
        *,
        on_move: MoveHandler,
        on_preview: MoveHandler | None = None,
        on_claim: Callable[[int, str | None], None] | None = None,
        on_presence: Callable[[int, bool], None] | None = None,
    ) -> None:
        self.assets = assets
        self.on_move = on_move
        self.on_preview = on_preview
        self.on_claim = on_claim
        self.on_presence = on_presence
        self.seats: dict[int, _Seat] = {}
        self.strings: dict[str, str] = {}
        self.lang = "en"
        self.host = ""
        self.port = 0
        self.bucket = _Bucket()
        self.sockets_of: dict[str, int] = {}
        self.loop: asyncio.AbstractEventLoop | None = None
        self.thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._closing = False
        self._page = (assets / "index.html").read_text(encoding="utf-8")

    # --- life ---------------------------------------------------------------------------
    def start(self, host: str, port: int) -> tuple[str, int]:
        """Bind and serve on a thread of its own; (host, port) as bound. OSError if it cannot bind."""
        ready = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            self.loop = loop
            asyncio.set_event_loop(loop)
            try:
                loop.run_until_complete(self._bind(host, port))
            except BaseException as exc:  # handed to start()'s caller
                failure.append(exc)
                ready.set()
                loop.close()
                return
            ready.set()
            loop.run_forever()
            loop.run_until_complete(self._shut())
            loop.close()

        self.thread = threading.Thread(target=run, name="phone-server", daemon=True)
        self.thread.start()
        ready.wait(10)
        if failure:
            self.thread.join(5)
            self.loop = self.thread = None  # nothing is served: stop() has nothing to stop
            raise failure[0]
        return self.host, self.port

    async def _bind(self, host: str, port: int) -> None:
        app = web.Application(client_max_size=1024, middlewares=[self._guard])
        app.router.add_get("/s/{token}", self._page_handler)
        app.router.add_get("/ws/{token}", self._socket_handler)
        app.router.add_get("/static/{name}", self._static_handler)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, port, reuse_address=True)
        await site.start()
        # aiohttp types _server as asyncio.AbstractServer; the loop made here (new_event_loop) makes an
        # asyncio.Server, which has the sockets (and so the port the system chose for port 0)
        server = site._server
        sockets = server.sockets if isinstance(server, asyncio.Server) else ()
        bound = sockets[0].getsockname() if sockets else (host, port)
        self.host, self.port = host, int(bound[1])

    def stop(self, reason: str = "", tell: bool = True) -> None:
        """Tell every phone the table closed (unless `tell` is off: the same table opens again at once,
        and the phones reconnect to it), then stop serving and end the thread."""
        loop = self.loop
        if loop is None or self.thread is None:
            return
        self._closing = True
        if tell:
            self._call(self._say_closed, reason)
        loop.call_soon_threadsafe(loop.stop)
        self.thread.join(5)
        self.loop = None

    async def _say_closed(self, reason: str) -> None:
        text = json.dumps({"type": "closed", "reason": reason})
        for seat in self.seats.values():
            for ws in list(seat.sockets):
                await _send(ws, text)

    async def _shut(self) -> None:
        for seat in self.seats.values():
            for ws in list(seat.sockets):
                await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    def _call(self, coro_fn: Callable[..., Coroutine[object, object, object]], *args: object) -> None:
        loop = self.loop
        if loop is None:
            return
        if threading.current_thread() is self.thread:
            loop.create_task(coro_fn(*args))
        else:
            asyncio.run_coroutine_threadsafe(coro_fn(*args), loop)

    def url(self, seat: int, host: str | None = None) -> str:
        shown = host or self.host
        if ":" in shown:  # an IPv6 address
            shown = f"[{shown}]"
        return f"http://{shown}:{self.port}/s/{self.seats[seat].token}"

    # --- what the table tells the server ----------------------------------------------------
    def set_seat(self, seat: int, token: str, device: str | None = None) -> None:
        """Serve `seat` under `token`, bound to `device` (None: the first phone to come claims it)."""
        self.seats[seat] = _Seat(token, device)

    def set_strings(self, strings: dict[str, str], lang: str) -> None:
        self.strings, self.lang = dict(strings), lang

    def push(self, seat: int, screen: dict[str, Any]) -> None:
        """The seat's new screen (its `version` inside): kept, and sent to the seat's phone."""
        self._call(self._push, seat, json.dumps({"type": "screen", "screen": screen}), screen["version"])

    async def _push(self, seat: int, text: str, version: int) -> None:
        rec = self.seats.get(seat)
        if rec is None:
            return
        rec.screen, rec.version = text, version
        for ws in list(rec.sockets):
            await _send(ws, text)

    def answer(self, seat: int, move_id: str, ok: bool, message: str = "") -> None:
        """The table's answer to a move: remembered under its id and sent to the seat's phone."""
        self._call(self._answer, seat, move_id, json.dumps({"type": "result", "id": move_id, "ok": ok,
                                                            "message": message}))

    async def _answer(self, seat: int, move_id: str, text: str) -> None:
        rec = self.seats.get(seat)
        if rec is None:
            return
        rec.pending.discard(move_id)
        rec.answers[move_id] = text
        while len(rec.answers) > ANSWERS_KEPT:
            rec.answers.popitem(last=False)
        for ws in list(rec.sockets):
            await _send(ws, text)

    def previewed(self, seat: int, preview_id: str, text: str, ok: bool) -> None:
        message = json.dumps({"type": "previewed", "id": preview_id, "text": text, "ok": ok})
        self._call(self._send_seat, seat, message)

    async def _send_seat(self, seat: int, text: str) -> None:
        rec = self.seats.get(seat)
        for ws in list(rec.sockets if rec is not None else ()):
            await _send(ws, text)

    def release(self, seat: int) -> None:
        """Let another phone take the seat: the bound device is forgotten and its page told so."""
        self._call(self._release, seat)

    async def _release(self, seat: int) -> None:
        rec = self.seats.get(seat)
        if rec is None:
            return
        rec.device = None
        text = json.dumps({"type": "refused", "reason": "released"})
        for ws in list(rec.sockets):
            await _send(ws, text)
            await ws.close()
        if self.on_claim is not None:
            self.on_claim(seat, None)

    def connected(self) -> dict[int, bool]:
        """Which seats have a phone connected now (read from any thread: a snapshot)."""
        return {seat: bool(rec.sockets) for seat, rec in list(self.seats.items())}

    # --- requests --------------------------------------------------------------------------
    @web.middleware
    async def _guard(self, request: web.Request, handler: Callable[..., Any]) -> web.StreamResponse:
        if not self.bucket.take(request.remote or "?"):
            return web.Response(status=429, text="Too many requests", headers=HEADERS)
        try:
            response: web.StreamResponse = await handler(request)
        except web.HTTPException as exc:
            return web.Response(status=exc.status, text=exc.reason, headers=HEADERS)
        if not response.prepared:
            response.headers.update(HEADERS)
        return response

    def _seat_of(self, token: str) -> int | None:
        """The seat whose token this is: every token compared in constant time, none skipped."""
        found = None
        given = token.encode("utf-8", "replace")[:128]
        for seat, rec in list(self.seats.items()):
            if hmac.compare_digest(given, rec.token.encode()):
                found = seat
        return found

    async def _page_handler(self, request: web.Request) -> web.Response:
        if self._seat_of(request.match_info["token"]) is None:
            return web.Response(status=404, text="Not found")
        strings = json.dumps(self.strings).replace("<", "\\u003c")
        html = self._page.replace("{{LANG}}", self.lang).replace("{{STRINGS}}", strings)
        return web.Response(text=html, content_type="text/html")

    async def _static_handler(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in STATIC:
            return web.Response(status=404, text="Not found")
        body = (self.assets / name).read_bytes()
        return web.Response(body=body, content_type=STATIC[name])

    async def _socket_handler(self, request: web.Request) -> web.StreamResponse:
        seat = self._seat_of(request.match_info["token"])
        if seat is None or self._closing:
            return web.Response(status=404, text="Not found")
        address = request.remote or "?"
        if self.sockets_of.get(address, 0) >= MAX_SOCKETS_PER_ADDRESS:
            return web.Response(status=429, text="Too many connections")
        ws = web.WebSocketResponse(max_msg_size=HARD_MESSAGE, heartbeat=20)
        await ws.prepare(request)
        self.sockets_of[address] = self.sockets_of.get(address, 0) + 1
        try:
            await self._converse(seat, ws, address)
        finally:
            self.sockets_of[address] -= 1
            rec = self.seats.get(seat)
            if rec is not None and ws in rec.sockets:
                rec.sockets.discard(ws)
                if not rec.sockets and self.on_presence is not None:
                    self.on_presence(seat, False)
        return ws

    async def _converse(self, seat: int, ws: web.WebSocketResponse, address: str) -> None:
        rec = self.seats[seat]
        joined = False
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                break
            if not self.bucket.take(address):
                await _send(ws, '{"type": "error", "reason": "rate"}')
                continue
            if len(msg.data) > MAX_MESSAGE:
                await _send(ws, '{"type": "error", "reason": "too_big"}')
                continue
            try:
                data = json.loads(msg.data)
            except ValueError:
                data = None
            if not isinstance(data, dict):
                await _send(ws, '{"type": "error", "reason": "bad"}')
                continue
            kind = data.get("type")
            if not joined:
                if kind != "hello":
                    await _send(ws, '{"type": "error", "reason": "bad"}')
                    continue
                joined = await self._hello(seat, rec, ws, data.get("device"))
                if not joined:
                    break
            elif kind in ("move", "preview"):
                await self._move(seat, rec, ws, data, kind == "preview")
            else:
                await _send(ws, '{"type": "error", "reason": "bad"}')

    async def _hello(self, seat: int, rec: _Seat, ws: web.WebSocketResponse, device: object) -> bool:
        if rec.device is not None:
            if not isinstance(device, str) or not hmac.compare_digest(
                device.encode("utf-8", "replace")[:128], rec.device.encode()
            ):
                await _send(ws, '{"type": "refused", "reason": "claimed"}')
                await ws.close()
                return False
        else:
            rec.device = secrets.token_urlsafe(18)
            if self.on_claim is not None:
                self.on_claim(seat, rec.device)
        for old in list(rec.sockets):  # the same phone reconnected (a reload): one socket per seat
            rec.sockets.discard(old)
            await old.close()
        rec.sockets.add(ws)
        await _send(ws, json.dumps({"type": "claimed", "device": rec.device}))
        await _send(ws, json.dumps({"type": "strings", "strings": self.strings, "lang": self.lang}))
        if rec.screen is not None:
            await _send(ws, rec.screen)
        if self.on_presence is not None:
            self.on_presence(seat, True)
        return True

    async def _move(
        self, seat: int, rec: _Seat, ws: web.WebSocketResponse, data: dict[str, Any], preview: bool
    ) -> None:
        move_id, version, action = data.get("id"), data.get("version"), data.get("action")
        if (
            not isinstance(move_id, str)
            or not 0 < len(move_id) <= 64
            or type(version) is not int
            or not isinstance(action, dict)
        ):
            await _send(ws, '{"type": "error", "reason": "bad"}')
            return
        if preview:
            if self.on_preview is not None:
                self.on_preview(seat, move_id, version, action)
            return
        if move_id in rec.answers:  # sent again (a reconnect): the same answer, applied once
            await _send(ws, rec.answers[move_id])
            return
        if move_id in rec.pending:
            return
        if version != rec.version:
            await self._answer(seat, move_id, json.dumps(
                {"type": "result", "id": move_id, "ok": False, "message": self.strings.get("stale", "stale")}
            ))
            if rec.screen is not None:
                await _send(ws, rec.screen)
            return
        rec.pending.add(move_id)
        self.on_move(seat, move_id, version, action)


async def _send(ws: web.WebSocketResponse, text: str) -> None:
    if ws.closed:
        return
    try:
        await ws.send_str(text)
    except (ConnectionError, RuntimeError):  # the phone went away meanwhile: it will reconnect
        pass
