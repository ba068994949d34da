"""Which parts of Qt a Quorum bundle carries: the plugins, translations and libraries it really uses.

PyInstaller's PySide6 hooks collect every plugin of every Qt module that is imported (input
methods, touch screens, GTK themes, VNC, TLS back-ends...), and with them the shared libraries
those plugins link to (on Linux that drags GTK, Cairo, Pango and Kerberos into the bundle).
`installer.spec` keeps only the plugins named here, only the Qt translations of the languages
Quorum itself ships, and then drops every library that nothing kept still links to.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from pathlib import Path

# The PySide6 modules Quorum imports (desktop/, benchmarks' anchors); every other module of the
# wheel is excluded so that a stray import fails loudly in the bundle test instead of adding
# megabytes. tests/test_bundle.py checks this list against the imports in desktop/.
QT_MODULES_USED = ("QtCore", "QtGui", "QtWidgets")

QT_MODULES_EXCLUDED = (
    "Qt3DAnimation",
    "Qt3DCore",
    "Qt3DExtras",
    "Qt3DInput",
    "Qt3DLogic",
    "Qt3DRender",
    "QtAxContainer",
    "QtBluetooth",
    "QtCharts",
    "QtConcurrent",
    "QtDataVisualization",
    "QtDBus",
    "QtDesigner",
    "QtGraphs",
    "QtHelp",
    "QtHttpServer",
    "QtLocation",
    "QtMultimedia",
    "QtMultimediaWidgets",
    "QtNetwork",
    "QtNetworkAuth",
    "QtNfc",
    "QtOpenGL",
    "QtOpenGLWidgets",
    "QtPdf",
    "QtPdfWidgets",
    "QtPositioning",
    "QtPrintSupport",
    "QtQml",
    "QtQuick",
    "QtQuick3D",
    "QtQuickControls2",
    "QtQuickTest",
    "QtQuickWidgets",
    "QtRemoteObjects",
    "QtScxml",
    "QtSensors",
    "QtSerialBus",
    "QtSerialPort",
    "QtSpatialAudio",
    "QtSql",
    "QtStateMachine",
    "QtSvg",
    "QtSvgWidgets",
    "QtTest",
    "QtTextToSpeech",
    "QtUiTools",
    "QtWebChannel",
    "QtWebEngineCore",
    "QtWebEngineQuick",
    "QtWebEngineWidgets",
    "QtWebSockets",
    "QtWebView",
    "QtXml",
)

# Plugin folder -> plugin names kept (file name without "lib" and extension), per platform.
# platforms: the native windowing system, plus offscreen for headless smoke tests.
# platforminputcontexts/compose: dead keys and Compose sequences when typing player names on X11.
# wayland-*: the Wayland platform needs a shell integration and client-side decorations.
# styles: the native look (Windows 11, macOS); Linux uses Fusion, built into QtWidgets.
# Image formats are added from the files in assets/ (see `image_format_plugins`).
PLUGINS_KEPT: dict[str, dict[str, tuple[str, ...]]] = {
    "linux": {
        "platforms": ("qxcb", "qoffscreen", "qwayland"),
        "platforminputcontexts": ("composeplatforminputcontextplugin",),
        "wayland-shell-integration": ("xdg-shell",),
        "wayland-decoration-client": ("bradient",),
        "styles": ("*",),
    },
    "darwin": {
        "platforms": ("qcocoa", "qoffscreen"),
        "styles": ("*",),
    },
    "win32": {
        "platforms": ("qwindows", "qoffscreen"),
        "styles": ("*",),
    },
}

# Asset file suffix -> the image-format plugin (and icon engine) Qt needs to read it.
# PNG and BMP are built into QtGui and need no plugin.
IMAGE_FORMAT_PLUGINS: dict[str, tuple[tuple[str, str], ...]] = {
    ".svg": (("imageformats", "qsvg"), ("iconengines", "qsvgicon")),
    ".jpg": (("imageformats", "qjpeg"),),
    ".jpeg": (("imageformats", "qjpeg"),),
    ".gif": (("imageformats", "qgif"),),
    ".webp": (("imageformats", "qwebp"),),
    ".ico": (("imageformats", "qico"),),
}

Entry = tuple[str, str, str]  # PyInstaller's TOC entry: (path in the bundle, source, type code)

# Qt's folder in a bundle is PySide6/Qt on Linux and macOS, PySide6 itself on Windows.
_PLUGIN_PATH = re.compile(r"(?:^|/)PySide6/(?:Qt/)?plugins/([^/]+)/(?:lib)?([^/]+?)\.(?:so|dylib|dll)$")
_TRANSLATION_PATH = re.compile(r"(?:^|/)PySide6/(?:Qt/)?translations/([^/]+)\.qm$")
_APP_TRANSLATION = re.compile(r"^quorum_(\w+)\.(?:qm|ts)$")


def platform_key(platform: str) -> str:
    """'linux', 'darwin' or 'win32' for a sys.platform value."""
    if platform.startswith("linux"):
        return "linux"
    if platform in ("darwin", "win32"):
        return platform
    raise ValueError(f"no bundle layout for platform {platform!r}")


def image_format_plugins(assets: Path) -> set[tuple[str, str]]:
    """The image-format plugins needed to read every image file under `assets`."""
    suffixes = {p.suffix.lower() for p in assets.rglob("*") if p.is_file()} if assets.is_dir() else set()
    return {plugin for suffix in suffixes for plugin in IMAGE_FORMAT_PLUGINS.get(suffix, ())}


def shipped_languages(assets: Path) -> set[str]:
    """Language codes Quorum ships a translation for (assets/translations/quorum_<code>.qm)."""
    folder = assets / "translations"
    if not folder.is_dir():
        return set()
    return {m.group(1) for p in folder.iterdir() if (m := _APP_TRANSLATION.match(p.name))}


def plugin_of(dest: str) -> tuple[str, str] | None:
    """(folder, name) if `dest` is a Qt plugin inside the bundle, else None."""
    match = _PLUGIN_PATH.search(dest.replace("\\", "/"))
    return (match.group(1), match.group(2)) if match else None


def plugin_filter(platform: str, extra: Iterable[tuple[str, str]] = ()) -> Callable[[str], bool]:
    """A predicate on a bundle path: False for a Qt plugin Quorum does not use, True otherwise."""
    kept = {folder: set(names) for folder, names in PLUGINS_KEPT[platform_key(platform)].items()}
    for folder, name in extra:
        kept.setdefault(folder, set()).add(name)

    def keep(dest: str) -> bool:
        plugin = plugin_of(dest)
        if plugin is None:
            return True
        folder, name = plugin
        names = kept.get(folder, set())
        return "*" in names or name in names

    return keep


def translation_filter(languages: set[str]) -> Callable[[str], bool]:
    """A predicate on a bundle path: False for a Qt translation of a language Quorum does not ship.

    Quorum loads only Qt's base catalogue (`qtbase_<lang>.qm`), so only those are kept.
    """

    def keep(dest: str) -> bool:
        match = _TRANSLATION_PATH.search(dest.replace("\\", "/"))
        if match is None:
            return True
        stem = match.group(1)
        return any(stem == f"qtbase_{lang}" or stem == f"qtbase_{lang.split('_')[0]}" for lang in languages)

    return keep


def linked_closure(
    binaries: list[Entry], dropped: list[Entry], imports_of: Callable[[str], Iterable[str]]
) -> list[Entry]:
    """The files among `binaries` still needed once `dropped` are gone (SYMLINK entries pass through).

    An entry was collected for its own sake if nothing else in the bundle links to it (a Python
    extension module, a plugin, the Python library); the others came in as link dependencies.
    Starting from the entries collected for their own sake (minus the dropped ones), follow the
    links and keep what is reached. `imports_of(path)` names the libraries a binary links to.
    Links that pointed at a removed file are cleared afterwards by `without_removed`.
    """
    files = [entry for entry in binaries if entry[2] != "SYMLINK"]
    everything = files + [entry for entry in dropped if entry[2] != "SYMLINK"]
    by_name: dict[str, list[int]] = {}
    for i, (dest, src, _kind) in enumerate(everything):
        for name in {os.path.basename(dest), os.path.basename(src)}:
            by_name.setdefault(name.lower(), []).append(i)
    links: list[set[int]] = []
    linked_to: set[int] = set()
    for _dest, src, _kind in everything:
        targets = {j for name in imports_of(src) for j in by_name.get(os.path.basename(name).lower(), ())}
        links.append(targets)
        linked_to |= targets
    reached: set[int] = set()
    todo = [i for i in range(len(files)) if i not in linked_to]
    while todo:
        i = todo.pop()
        if i in reached or i >= len(files):
            continue
        reached.add(i)
        todo.extend(links[i])
    return [entry for i, entry in enumerate(files) if i in reached] + [
        e for e in binaries if e[2] == "SYMLINK"
    ]


def without_removed(entries: list[Entry], removed: Iterable[str]) -> list[Entry]:
    """`entries` less what would be left behind by removing the files at the bundle paths `removed`.

    That is: symbolic links pointing at a removed file (PyInstaller's top-level links to libraries),
    and on macOS everything inside a removed library's `.framework` folder (its Resources,
    Info.plist and the Versions/Current links).
    """
    gone = {_normal(path) for path in removed}
    frameworks = tuple(f"{path.split('.framework/')[0]}.framework/" for path in gone if ".framework/" in path)

    def left_behind(entry: Entry) -> bool:
        dest, src, kind = entry
        if frameworks and _normal(dest).startswith(frameworks):
            return True
        if kind != "SYMLINK":
            return False
        # A link's target is relative to the folder the link is in.
        return _normal(os.path.join(os.path.dirname(dest), src)) in gone

    return [entry for entry in entries if not left_behind(entry)]


def _normal(path: str) -> str:
    return os.path.normpath(path).replace("\\", "/")
