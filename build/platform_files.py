"""What each platform expects beside a program: icons (.ico, .icns, .png), Info.plist keys, version resource.

Icons are drawn from the one source icon in `assets/icons/` (quorum.svg, or quorum.png), so the
platform formats never go stale: ICO and ICNS both hold PNG images, packed here byte by byte.
"""

from __future__ import annotations

import os
import re
import struct
from pathlib import Path
from typing import Any

ICON_STEM = "quorum"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that hold PNG data, and the pixel size of each.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)
MACOS_MINIMUM = "14.0"  # the PySide6 universal2 wheels are built for macOS 14 and later


def source_icon(assets: Path) -> Path | None:
    for suffix in (".svg", ".png"):
        candidate = assets / "icons" / f"{ICON_STEM}{suffix}"
        if candidate.is_file():
            return candidate
    return None


def render_png(source: Path, size: int) -> bytes:
    """The icon drawn at size x size pixels, as PNG bytes (with Qt, which the build has anyway)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter

    _app = QGuiApplication.instance() or QGuiApplication(["quorum-icon"])  # noqa: F841 (Qt needs one)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    if source.suffix == ".svg":
        from PySide6.QtSvg import QSvgRenderer

        painter = QPainter(image)
        QSvgRenderer(str(source)).render(painter)
        painter.end()
    else:
        loaded = QImage(str(source))
        if loaded.isNull():
            raise ValueError(f"{source}: not a readable PNG image")
        image = loaded.scaled(
            size, size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def pack_ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (readable by Windows Vista and later)."""
    sizes = sorted(pngs)
    offset = 6 + 16 * len(sizes)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(images))
        images += data
    return header + entries + images


def pack_icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding a PNG element for each standard and @2x size."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def app_icon(assets: Path, work: Path, platform: str) -> str | None:
    """The icon file for this platform's executable, made in `work`; None if assets has no icon."""
    source = source_icon(assets)
    if source is None:
        print(f"warning: no {ICON_STEM}.svg or .png in {assets / 'icons'}; using PyInstaller's icon")
        return None
    work.mkdir(parents=True, exist_ok=True)
    if platform == "win32":
        target = work / f"{ICON_STEM}.ico"
        target.write_bytes(pack_ico({size: render_png(source, size) for size in ICO_SIZES}))
    elif platform == "darwin":
        target = work / f"{ICON_STEM}.icns"
        sizes = {size for _, size in ICNS_TYPES}
        target.write_bytes(pack_icns({size: render_png(source, size) for size in sizes}))
    else:
        target = work / f"{ICON_STEM}.png"  # Linux: the .desktop file points at a PNG beside the program
        target.write_bytes(render_png(source, 256))
    return str(target)


def info_plist(display_name: str, version: str) -> dict[str, Any]:
    """Info.plist keys for the macOS .app, beyond the ones PyInstaller writes."""
    return {
        "CFBundleDisplayName": display_name,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "LSMinimumSystemVersion": MACOS_MINIMUM,
        "LSApplicationCategoryType": "public.app-category.board-games",
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,  # follow the system's dark mode
        "NSHumanReadableCopyright": "MIT licence",
    }


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """'1.2.3' -> (1, 2, 3, 0); a pre-release tail ('0.1.0rc1') is dropped, as Windows wants four numbers."""
    match = re.match(r"(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.(\d+))?", version)
    if match is None:
        raise ValueError(f"version {version!r} does not start with a number")
    a, b, c, d = (int(n or 0) for n in match.groups())
    return a, b, c, d


def publisher(project: dict[str, Any]) -> str:
    """Who publishes Quorum (installer, Apps & features, version resource): pyproject's first author."""
    authors = project.get("authors") or [{}]
    return str(authors[0].get("name") or authors[0].get("email") or "Quorum contributors")


def windows_version(
    display_name: str, version: str, description: str, company: str = "Quorum contributors"
) -> Any:
    """The Windows version resource (Properties > Details) for the executable."""
    from PyInstaller.utils.win32.versioninfo import (
        FixedFileInfo,
        StringFileInfo,
        StringStruct,
        StringTable,
        VarFileInfo,
        VarStruct,
        VSVersionInfo,
    )

    numbers = version_tuple(version)
    strings = {
        "CompanyName": company,
        "FileDescription": description or display_name,
        "FileVersion": version,
        "InternalName": display_name.lower(),
        "LegalCopyright": "MIT licence",
        "OriginalFilename": f"{display_name.lower()}.exe",
        "ProductName": display_name,
        "ProductVersion": version,
    }
    return VSVersionInfo(
        ffi=FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            StringFileInfo([StringTable("040904B0", [StringStruct(k, v) for k, v in strings.items()])]),
            VarFileInfo([VarStruct("Translation", [0x0409, 1200])]),
        ],
    )
