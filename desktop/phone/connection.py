"""The phone seats' port and network address as settings: checked before they are kept (Edit › Seats…)."""

from __future__ import annotations

import errno
import ipaddress
import socket

from desktop.translations import tr

LOWEST_PORT = 1024  # below this a port needs the administrator on most systems


class ConnectionProblem(ValueError):
    """A port or address that cannot be used; its text says why, translated."""


def check_port(text: str) -> int | None:
    """The port typed (None: automatic, for an empty field); ConnectionProblem if it is no usable port."""
    text = text.strip()
    if not text:
        return None
    if not text.isdigit():
        message = tr("The port must be a whole number from %1 to 65535 (or empty for automatic), not “%2”.")
        raise ConnectionProblem(message.replace("%1", str(LOWEST_PORT)).replace("%2", text[:40]))
    port = int(text)
    if not LOWEST_PORT <= port <= 65535:
        message = tr("The port must be from %1 to 65535 (or empty for automatic), not %2.")
        raise ConnectionProblem(message.replace("%1", str(LOWEST_PORT)).replace("%2", text[:40]))
    return port


def check_host(text: str) -> str | None:
    """The address typed (None: automatic); ConnectionProblem unless it is an IP address of this computer
    (or 0.0.0.0 for every interface), found by binding a socket to it for a moment."""
    text = text.strip()
    if not text:
        return None
    try:
        address = ipaddress.ip_address(text)
    except ValueError:
        message = tr("“%1” is not a network address: type one like 192.168.1.20, 127.0.0.1 or 0.0.0.0 "
                     "(or leave it empty for automatic).")
        raise ConnectionProblem(message.replace("%1", text[:40])) from None
    family = socket.AF_INET6 if address.version == 6 else socket.AF_INET
    probe = socket.socket(family, socket.SOCK_STREAM)
    try:
        probe.bind((str(address), 0))
    except OSError as exc:
        if exc.errno == errno.EADDRNOTAVAIL:
            raise ConnectionProblem(tr("%1 is not an address of this computer: phones could not reach the "
                                       "table there.").replace("%1", str(address))) from None
        raise ConnectionProblem(tr("Phones cannot be served at %1 (%2).").replace("%1", str(address))
                                .replace("%2", exc.strerror or str(exc))) from None
    finally:
        probe.close()
    return str(address)
