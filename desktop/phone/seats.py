"""Which human seats play from a phone, their link tokens and bound devices, as kept in the saved game's ui.

Plain Python (no Qt, no aiohttp): the New Game page, the command line and the table read it before any
server exists. Keys: `phone_seats` (a list of seat numbers), `phone_token_<seat>` and `phone_device_<seat>`
(short texts), `phone_port` (the port the links were made for, so a resumed table serves the same links).
"""

from __future__ import annotations

import os
import secrets
import socket
from typing import Any

PHONE_SEATS = "phone_seats"
PHONE_PORT = "phone_port"
DEFAULT_PORT = 8765  # fixed, so links survive a restart; a busy port falls back to any free one


def token_key(seat: int) -> str:
    return f"phone_token_{seat}"


def device_key(seat: int) -> str:
    return f"phone_device_{seat}"


def new_token() -> str:
    """A seat's link secret: 144 random bits."""
    return secrets.token_urlsafe(18)


def phone_seats(ui: dict[str, Any] | None, humans: tuple[int, ...] | None = None) -> tuple[int, ...]:
    """The seats played from a phone (only human seats, if `humans` is given)."""
    value = (ui or {}).get(PHONE_SEATS)
    if not isinstance(value, list):
        return ()
    seats = sorted({s for s in value if type(s) is int and s >= 0})
    return tuple(s for s in seats if humans is None or s in humans)


def tokens_for(ui: dict[str, Any], seats: tuple[int, ...]) -> dict[str, Any]:
    """The ui changes that give every phone seat a token (one it already has is kept)."""
    changes: dict[str, Any] = {}
    for seat in seats:
        token = ui.get(token_key(seat))
        if not (isinstance(token, str) and len(token) >= 22):
            changes[token_key(seat)] = new_token()
    return changes


def first_ui_phones(seats: tuple[int, ...]) -> dict[str, Any]:
    """A new game's phone notes: its phone seats, each with a new token."""
    if not seats:
        return {}
    ui: dict[str, Any] = {PHONE_SEATS: sorted(seats)}
    ui.update(tokens_for({}, tuple(seats)))
    return ui


def lan_address() -> str:
    """This computer's address on the local network (the one a phone on the same Wi-Fi reaches), found
    by asking the system which interface would route outwards (nothing is sent); 127.0.0.1 without one."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # a documentation address: only the route is looked up
        address = str(probe.getsockname()[0])
    except OSError:
        address = "127.0.0.1"
    finally:
        probe.close()
    return address


def chosen_host() -> str | None:
    """--phone-host (or QUORUM_PHONE_HOST) for this run, if given."""
    return os.environ.get("QUORUM_PHONE_HOST") or None


def chosen_port() -> int | None:
    """--phone-port (or QUORUM_PHONE_PORT) for this run, if given (0: any free port)."""
    text = os.environ.get("QUORUM_PHONE_PORT")
    if text is None or not text.strip().isdigit():
        return None
    port = int(text)
    return port if 0 <= port <= 65535 else None
