"""The installed program in one command: `python build/package.py` freezes Quorum and packs it for this OS.

Linux: dist/quorum-<version>-linux-<arch>.tar.gz (the one-folder app, a .desktop file and an icon).
macOS: dist/Quorum-<version>-macos-<arch>.dmg made from dist/Quorum.app with hdiutil.
Windows: dist/quorum-<version>-windows-x86_64.zip of the one-folder app, and the installer
         dist/quorum-<version>-windows-x86_64-setup.exe made by NSIS (build/platform/quorum.nsi).
`--target windows` on Linux makes the Windows pair there: the Windows Python runs under Wine
(build/windows_build.py; docs/windows-on-linux.md).

PyInstaller works in `.pyinstaller/` and writes to `dist/`, never into `build/`, which holds only
our own files. `--program` builds the benchmark anchors the same way (same spec, same trimming,
same stripping) so that their sizes and start-up times are fair comparisons.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build"))
from platform_files import app_icon, publisher, version_tuple  # noqa: E402  (beside this file)

WORK = ROOT / ".pyinstaller"
DIST = ROOT / "dist"
PLATFORM_FILES = ROOT / "build" / "platform"

# Program name -> (entry script, spec options). "quorum" is the app; the others are anchors.
PROGRAMS: dict[str, tuple[str, tuple[str, ...]]] = {
    "quorum": ("desktop/__main__.py", ()),
    "anchor-bare": ("benchmarks/anchors/bare_window.py", ("--no-assets",)),
    "anchor-minimal": ("benchmarks/anchors/minimal_app.py", ("--no-assets",)),
}


@dataclass(frozen=True)
class Bundle:
    """A frozen program: where it is, how to start it, how big it is and how long it took."""

    name: str
    folder: Path  # the one-folder app, or the .app on macOS
    executable: Path
    seconds: float
    size: int  # bytes on disk, symlinks not followed

    @property
    def mebibytes(self) -> float:
        return self.size / 2**20


def project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def folder_size(folder: Path) -> int:
    """Bytes in every regular file under `folder`, each counted once (PyInstaller 6 adds symlinks)."""
    total = 0
    for dirpath, _dirs, files in os.walk(folder):
        for file in files:
            path = Path(dirpath, file)
            if not path.is_symlink():
                total += path.stat().st_size
    return total


def bundle_paths(name: str, dist: Path = DIST) -> tuple[Path, Path]:
    """(folder, executable) of a built program on this platform."""
    if sys.platform == "darwin":
        app = dist / f"{name.capitalize()}.app"
        return app, app / "Contents" / "MacOS" / name
    suffix = ".exe" if sys.platform == "win32" else ""
    return dist / name, dist / name / f"{name}{suffix}"


def freeze(name: str = "quorum", quiet: bool = False, dist: Path = DIST, work: Path = WORK) -> Bundle:
    """Run PyInstaller on installer.spec for one program; returns the bundle it made in `dist`."""
    entry, spec_options = PROGRAMS[name]
    scratch = work / name
    scratch.mkdir(parents=True, exist_ok=True)
    # Keeps PyInstaller's scratch folder out of git without touching the project's .gitignore.
    (work / ".gitignore").write_text("*\n", encoding="utf-8")
    command = [
        sys.executable, "-m", "PyInstaller", str(ROOT / "installer.spec"),
        "--noconfirm", "--clean", "--log-level", "WARN" if quiet else "INFO",
        "--workpath", str(scratch), "--distpath", str(dist),
        "--", "--entry", entry, "--name", name, *spec_options,
    ]  # fmt: skip
    start = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, capture_output=quiet, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        tail = "\n".join((done.stderr or "").splitlines()[-20:])
        raise RuntimeError(f"PyInstaller failed for {name} (exit code {done.returncode})\n{tail}")
    folder, executable = bundle_paths(name, dist)
    if not executable.is_file():
        raise RuntimeError(f"PyInstaller finished but {executable} is missing")
    return Bundle(name, folder, executable, seconds, folder_size(folder))


def machine() -> str:
    arch = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(arch, arch)


def pack_linux(bundle: Bundle, version: str) -> Path:
    """A tarball of the one-folder app with a .desktop file and the icon beside the program."""
    archive = DIST / f"{bundle.name}-{version}-linux-{machine()}.tar.gz"
    top = f"{bundle.name}-{version}"
    icon = app_icon(ROOT / "assets", WORK / bundle.name, "linux")
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(bundle.folder, arcname=top)
        tar.add(PLATFORM_FILES / "quorum.desktop", arcname=f"{top}/quorum.desktop")
        if icon is not None:
            tar.add(icon, arcname=f"{top}/quorum.png")
    return archive


def pack_macos(bundle: Bundle, version: str) -> Path:
    """A compressed disk image holding the .app and a link to /Applications, to drag it into."""
    archive = DIST / f"{bundle.folder.stem}-{version}-macos-{machine()}.dmg"
    staging = WORK / "dmg"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    shutil.copytree(bundle.folder, staging / bundle.folder.name, symlinks=True)
    (staging / "Applications").symlink_to("/Applications")
    archive.unlink(missing_ok=True)
    subprocess.run(
        ["hdiutil", "create", "-volname", f"{bundle.folder.stem} {version}", "-srcfolder", str(staging),
         "-fs", "HFS+", "-format", "UDZO", "-ov", str(archive)],
        check=True,
    )  # fmt: skip
    return archive


def pack_windows(bundle: Bundle, version: str, dist: Path | None = None) -> Path:
    """A zip of the one-folder app; unzip anywhere and run quorum.exe."""
    archive = (dist or DIST) / f"{bundle.name}-{version}-windows-x86_64.zip"
    top = f"{bundle.name}-{version}"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        for path in sorted(bundle.folder.rglob("*")):
            if path.is_file():
                zf.write(path, f"{top}/{path.relative_to(bundle.folder).as_posix()}")
    return archive


def makensis() -> str | None:
    """NSIS's compiler, if installed (on PATH, or in its default Windows folder)."""
    found = shutil.which("makensis")
    if found:
        return found
    for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles")):
        candidate = Path(base or "/nonexistent") / "NSIS" / "makensis.exe"
        if candidate.is_file():
            return str(candidate)
    return None


def nsis_command(bundle: Bundle, version: str, output: Path, icon: str | None) -> list[str]:
    """makensis's options for build/platform/quorum.nsi (without the compiler and the script).

    '-D' works on Linux and Windows alike ('/D' would be a path on Linux)."""
    numbers = ".".join(str(n) for n in version_tuple(version))
    command = [
        "-V2", "-INPUTCHARSET", "UTF8", f"-DAPP_VERSION={version}", f"-DAPP_VERSION4={numbers}",
        f"-DPUBLISHER={publisher(project())}", f"-DSOURCE_DIR={bundle.folder}", f"-DOUTPUT_FILE={output}",
    ]  # fmt: skip
    if icon is not None:
        command.append(f"-DICON_FILE={icon}")
    return command


def pack_windows_installer(
    bundle: Bundle, version: str, dist: Path | None = None, icon: str | None = None, fast: bool = False
) -> Path:
    """The setup program, made by NSIS; raises when makensis is missing or fails.

    `fast`: zlib instead of solid LZMA (a quarter of the time, a third bigger), for tests."""
    compiler = makensis()
    if compiler is None:
        raise RuntimeError(
            "NSIS is not installed: apt-get install nsis (Linux); choco install nsis (Windows)"
        )
    output = (dist or DIST) / f"{bundle.name}-{version}-windows-x86_64-setup.exe"
    output.unlink(missing_ok=True)
    quick = ["-XSetCompressor /FINAL zlib"] if fast else []  # before the script, which then keeps it
    script = str(PLATFORM_FILES / "quorum.nsi")
    command = [compiler, *nsis_command(bundle, version, output, icon), *quick, script]
    done = subprocess.run(command, capture_output=True, text=True, encoding="utf-8", errors="replace")
    if done.returncode != 0 or not output.is_file():
        log = (done.stdout + done.stderr)[-3000:]
        raise RuntimeError(f"makensis failed (exit code {done.returncode}):\n{log}")
    return output


def windows_icon(work: Path = WORK) -> str | None:
    """The .ico the spec drew for quorum.exe (it stays in PyInstaller's work folder), else a new one."""
    drawn = work / "quorum" / "quorum.ico"
    if drawn.is_file():
        return str(drawn)
    return app_icon(ROOT / "assets", work / "quorum", "win32")


def pack(bundle: Bundle, version: str) -> list[Path]:
    """The distributables for this platform, made from the built bundle."""
    if sys.platform == "darwin":
        return [pack_macos(bundle, version)]
    if sys.platform == "win32":
        return [pack_windows(bundle, version), pack_windows_installer(bundle, version, icon=windows_icon())]
    return [pack_linux(bundle, version)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build/package.py", description=__doc__.splitlines()[0])
    parser.add_argument("--program", choices=sorted(PROGRAMS), default="quorum", help="what to build")
    parser.add_argument(
        "--target", choices=["windows"], help="build for Windows from Linux, with Wine (default: this OS)"
    )
    parser.add_argument("--no-archive", action="store_true", help="build the folder only, do not pack it")
    parser.add_argument("--pack-only", action="store_true", help="pack the folder already in dist/ (signed)")
    parser.add_argument("--quiet", action="store_true", help="hide PyInstaller's log unless it fails")
    parser.add_argument(
        "--smoke", action="store_true", help="then start the built program offscreen until its first paint"
    )
    parser.add_argument("--dist", type=Path, default=DIST, help="where the program and archives go (dist/)")
    parser.add_argument("--work", type=Path, default=WORK, help="PyInstaller's work folder (.pyinstaller/)")
    args = parser.parse_args(argv)
    if args.target == "windows" and sys.platform != "win32":
        if not sys.platform.startswith("linux"):
            parser.error("--target windows runs on Linux (with Wine) or on Windows")
        if args.smoke or args.pack_only:
            parser.error("--smoke and --pack-only are for native builds (tests/test_windows.py runs Wine's)")
        return windows_on_linux(args)
    if not args.pack_only and not _has_module("PyInstaller"):
        parser.error("PyInstaller is not installed: pip install -e .[build]")
    if args.pack_only:
        folder, executable = bundle_paths(args.program, args.dist)
        if not executable.is_file():
            parser.error(f"{executable} is missing: build it first")
        bundle = Bundle(args.program, folder, executable, 0.0, folder_size(folder))
    else:
        bundle = freeze(args.program, quiet=args.quiet, dist=args.dist, work=args.work)
        print(f"built {bundle.folder} in {bundle.seconds:.1f} s: {bundle.mebibytes:.1f} MiB")
    if args.smoke:
        seconds = smoke(bundle)
        print(f"started {bundle.executable.name} and saw its first paint in {seconds:.2f} s")
    if not args.no_archive:
        for archive in pack(bundle, project()["version"]):
            print(f"packed {archive}: {archive.stat().st_size / 2**20:.1f} MiB")
    return 0


def windows_on_linux(args: argparse.Namespace) -> int:
    """The Windows build on Linux: this script run by the Windows Python under Wine, then packed here."""
    bundle = freeze_with_wine(args.program, args.dist / "windows", args.work / "windows", quiet=args.quiet)
    print(f"built {bundle.folder} under Wine in {bundle.seconds:.1f} s: {bundle.mebibytes:.1f} MiB")
    if not args.no_archive:
        version = project()["version"]
        archives = [pack_windows(bundle, version, args.dist)]
        if bundle.name == "quorum":
            icon = windows_icon(args.work / "windows")
            archives.append(pack_windows_installer(bundle, version, args.dist, icon=icon))
        for archive in archives:
            print(f"packed {archive}: {archive.stat().st_size / 2**20:.1f} MiB")
    return 0


def freeze_with_wine(name: str, dist: Path, work: Path, quiet: bool = True) -> Bundle:
    """Freeze one program with the Windows Python under Wine (tools, downloads and prefix made as needed)."""
    import windows_build as wb

    wb.install_tools()
    python = wb.build_python()
    env = wb.make_prefix(wb.CACHE / "prefix")
    command = [
        wb.windows_path(python), wb.windows_path(ROOT / "build" / "package.py"), "--program", name,
        "--no-archive", "--dist", wb.windows_path(dist), "--work", wb.windows_path(work),
        *(["--quiet"] if quiet else []),
    ]  # fmt: skip
    start = time.perf_counter()
    try:
        done = wb.run_wine(command, env, timeout=3600, cwd=ROOT)
    finally:
        wb.stop_prefix(env)
    seconds = time.perf_counter() - start
    if not quiet or done.returncode != 0:
        print(done.stdout[-6000:], done.stderr[-6000:], sep="\n")
    folder = dist / name
    executable = folder / f"{name}.exe"
    if done.returncode != 0 or not executable.is_file():
        raise RuntimeError(f"the Windows build under Wine failed (exit code {done.returncode})")
    return Bundle(name, folder, executable, seconds, folder_size(folder))


def smoke(bundle: Bundle, timeout: float = 120.0) -> float:
    """Start the built program with Qt's offscreen platform until its first paint; raise if it fails."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    arguments = ["--exit-after-first-paint"] if bundle.name == "quorum" else []
    start = time.perf_counter()
    done = subprocess.run(
        [str(bundle.executable), *arguments], env=env, capture_output=True, text=True, timeout=timeout
    )
    if done.returncode != 0 or "Traceback (most recent call last)" in done.stderr:
        raise RuntimeError(f"{bundle.executable} failed (exit code {done.returncode}):\n{done.stderr}")
    return time.perf_counter() - start


def _has_module(name: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(name) is not None


if __name__ == "__main__":
    sys.exit(main())
