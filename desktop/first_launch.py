"""Before Qt starts: says in one sentence what a machine lacks to open Quorum's window (a display, or the
system libraries Qt needs), instead of Qt's abort. Imports no Qt: it runs before the first Qt import."""

from __future__ import annotations

import ctypes
import os
import re
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

# What a fresh Debian/Ubuntu machine needs for Qt's window (build/test.sh installs the same, and a test
# keeps the two lists together).
QT_SYSTEM_PACKAGES = (
    "libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libfreetype6 libglib2.0-0 libdbus-1-3 "
    "libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 libxcb-image0 libxcb-render-util0 libxcb-shape0 "
    "libxcb-randr0 libxcb-xfixes0 libxcb-xkb1 libxcb-shm0 libxcb-sync1 libx11-xcb1"
).split()
# Library file -> the Debian package that holds it, where the name does not follow the usual pattern.
PACKAGE_OF = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
}


def package_for(library: str) -> str:
    """libxcb-cursor.so.0 -> libxcb-cursor0, libxkbcommon-x11.so.0 -> libxkbcommon-x11-0."""
    if library in PACKAGE_OF:
        return PACKAGE_OF[library]
    match = re.fullmatch(r"(lib[\w.+-]+?)\.so\.(\d+).*", library)
    if not match:
        return library
    stem, version = match.groups()
    return f"{stem}{'-' if stem[-1].isdigit() else ''}{version}".lower()


def display_problem(env: Mapping[str, str], platform: str = sys.platform) -> str | None:
    """On Linux with no display and no platform chosen: the sentence naming the fix; else None."""
    if not platform.startswith("linux") or env.get("QT_QPA_PLATFORM"):
        return None
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return None
    return (
        "Quorum needs a graphical desktop to open its window and found none (DISPLAY and "
        "WAYLAND_DISPLAY are unset): start it from a desktop session, or set QT_QPA_PLATFORM=offscreen "
        "to run it without a screen."
    )


def xcb_plugin() -> Path | None:
    """Qt's X11 platform plug-in in this installation (a wheel or the built app), if it has one."""
    roots = [Path(getattr(sys, "_MEIPASS", "")) / "PySide6"] if hasattr(sys, "_MEIPASS") else []
    try:
        import importlib.util

        spec = importlib.util.find_spec("PySide6")  # finds the package without importing Qt
        if spec is not None and spec.origin:
            roots.append(Path(spec.origin).parent)
    except (ImportError, ValueError):
        pass
    for root in roots:
        for candidate in (
            root / "Qt" / "plugins" / "platforms" / "libqxcb.so",
            root / "plugins" / "platforms" / "libqxcb.so",
        ):
            if candidate.exists():
                return candidate
    return None


def library_problem(
    env: Mapping[str, str],
    platform: str = sys.platform,
    plugin: Path | None = None,
    load: Callable[[str], object] = ctypes.CDLL,
) -> str | None:
    """When Qt will use X11 (xcb) and its plug-in cannot be loaded for a missing system library: the sentence
    naming the Debian/Ubuntu packages to install; else None."""
    if not platform.startswith("linux"):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen and not chosen.startswith("xcb") or not chosen and not env.get("DISPLAY"):
        return None
    if not chosen and env.get("WAYLAND_DISPLAY"):
        return None  # Qt may take Wayland here; its own message covers a broken Wayland set-up
    plugin = plugin or xcb_plugin()
    if plugin is None:
        return None
    try:
        load(str(plugin))  # the dynamic loader names the first library it cannot find
    except OSError as exc:
        missing = re.search(r"(lib[\w.+-]+\.so[.\d]*): cannot open shared object file", str(exc))
        if missing is None:
            return None
        library = missing.group(1)
        return (
            f"Quorum cannot open its window because the system library {library} that Qt needs is missing: "
            f"on Debian or Ubuntu install it with `sudo apt install {package_for(library)}` (or all that Qt "
            f"needs: `sudo apt install {' '.join(QT_SYSTEM_PACKAGES)}`)."
        )
    return None


def problem(env: Mapping[str, str] | None = None) -> str | None:
    """The one sentence that stops Quorum before Qt would abort, or None when the window can open."""
    env = os.environ if env is None else env
    return display_problem(env) or library_problem(env)
