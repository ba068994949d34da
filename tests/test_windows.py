"""The Windows installer: its build steps, and (opt-in, QUORUM_WINDOWS_TEST=1) the real setup.exe built on
Linux, installed, played, upgraded and uninstalled in a fresh Wine prefix."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build"))
sys.path.insert(0, str(ROOT / "benchmarks"))

import launch  # noqa: E402
import windows_build  # noqa: E402


def load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


package = load("quorum_package_windows", ROOT / "build" / "package.py")


# --- the build Python and the installer script -------------------------------------------------


def test_the_windows_python_gets_quorums_dependencies_for_windows() -> None:
    wanted = windows_build.requirements()
    assert "PySide6-Essentials>=6.8" in wanted  # the Python >= 3.12 line of pyproject.toml
    assert not any("<6.12" in line for line in wanted)  # the 3.11 line is not for Python 3.13
    assert any(line.startswith("SQLModel") for line in wanted)
    assert any(line.lower().startswith("pyinstaller") for line in wanted)
    assert {"pefile", "pywin32-ctypes"} <= set(wanted)  # sys_platform markers pip download would skip


LINUX_ONLY = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Wine paths are made on Linux")


@LINUX_ONLY
def test_the_embedded_python_finds_site_packages_and_the_checkout() -> None:
    lines = windows_build.path_file(Path("/work/q")).splitlines()
    assert lines[0] == "python313.zip" and r"Lib\site-packages" in lines
    assert "Z:\\work\\q" in lines and lines[-1] == "import site"


@LINUX_ONLY
def test_linux_paths_become_wine_paths() -> None:
    assert windows_build.windows_path("/tmp/a b/c.exe") == "Z:\\tmp\\a b\\c.exe"


def test_missing_debian_tools_are_named(tmp_path: Path) -> None:
    present = tmp_path / "present"
    present.touch()
    tools = {"here": str(present), "nsis": str(tmp_path / "makensis")}
    assert windows_build.missing_tools(tools) == ["nsis"]


@pytest.fixture
def fake_bundle(tmp_path: Path):
    folder = tmp_path / "dist" / "quorum"
    (folder / "_internal").mkdir(parents=True)
    (folder / "quorum.exe").write_bytes(b"MZ")
    (folder / "_internal" / "bills.json").write_text("[]")
    return package.Bundle("quorum", folder, folder / "quorum.exe", 1.0, package.folder_size(folder))


def test_makensis_gets_name_version_publisher_and_the_folder(fake_bundle, tmp_path: Path) -> None:
    output = tmp_path / "setup.exe"
    options = package.nsis_command(fake_bundle, "1.2.3rc1", output, "/i/quorum.ico")
    assert "-DAPP_VERSION=1.2.3rc1" in options and "-DAPP_VERSION4=1.2.3.0" in options
    assert "-DPUBLISHER=Quorum contributors" in options  # pyproject.toml's first author
    assert f"-DSOURCE_DIR={fake_bundle.folder}" in options and f"-DOUTPUT_FILE={output}" in options
    assert "-DICON_FILE=/i/quorum.ico" in options


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in compiler is a shell script")
@pytest.mark.parametrize("works", [True, False])
def test_a_failing_makensis_is_an_error_not_a_missing_file(
    fake_bundle, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, works: bool
) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "makensis.log"
    # The stand-in writes the installer where -DOUTPUT_FILE says, as makensis does.
    script = f'#!/bin/sh\necho "$@" > {log}\n'
    script += 'for a; do case "$a" in -DOUTPUT_FILE=*) : > "${a#*=}";; esac; done\n'
    ending = "exit 0\n" if works else "echo 'Error in script' >&2\nexit 1\n"
    (bin_dir / "makensis").write_text(script + ending)
    (bin_dir / "makensis").chmod(0o755)
    monkeypatch.setenv("PATH", str(bin_dir))
    if works:
        installer = package.pack_windows_installer(fake_bundle, "1.2.3", tmp_path)
        assert installer == tmp_path / "quorum-1.2.3-windows-x86_64-setup.exe" and installer.is_file()
        assert log.read_text().split()[-1].endswith("quorum.nsi")
    else:
        with pytest.raises(RuntimeError, match="(?s)makensis failed.*Error in script"):
            package.pack_windows_installer(fake_bundle, "1.2.3", tmp_path)


def test_no_nsis_is_a_clear_error(fake_bundle, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("ProgramFiles", raising=False)
    monkeypatch.delenv("ProgramFiles(x86)", raising=False)
    with pytest.raises(RuntimeError, match="NSIS is not installed"):
        package.pack_windows_installer(fake_bundle, "1.2.3", tmp_path)


def pe_machine(path: Path) -> int:
    data = path.read_bytes()
    offset = struct.unpack_from("<I", data, 0x3C)[0]
    assert data[:2] == b"MZ" and data[offset : offset + 4] == b"PE\0\0"
    return struct.unpack_from("<H", data, offset + 4)[0]


@pytest.mark.skipif(shutil.which("makensis") is None, reason="NSIS is not installed (apt-get install nsis)")
def test_the_nsis_script_compiles_to_a_64_bit_installer(fake_bundle, tmp_path: Path) -> None:
    """Debian's makensis makes 32-bit installers unless told otherwise, and wine64 cannot run those."""
    installer = package.pack_windows_installer(fake_bundle, "1.2.3", tmp_path)
    assert pe_machine(installer) == 0x8664  # AMD64


# --- the real installer under Wine (opt-in) ----------------------------------------------------

WINDOWS_TEST = os.environ.get("QUORUM_WINDOWS_TEST") == "1"
PREBUILT = os.environ.get("QUORUM_WINDOWS_PREBUILT") == "1"  # test dist/'s setup.exe instead of building
UNINSTALL_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Quorum"
TIMES: dict[str, float] = {}


class Prefix:
    """A fresh Wine prefix with a display, and the Windows folders of its user."""

    def __init__(self, root: Path, display_env: dict[str, str]) -> None:
        self.root = root
        self.env = windows_build.make_prefix(root)
        self.env["DISPLAY"] = display_env["DISPLAY"]
        users = [p for p in (root / "drive_c" / "users").iterdir() if p.name.lower() != "public"]
        self.home = users[0]
        self.local = self.home / "AppData" / "Local"
        self.roaming = self.home / "AppData" / "Roaming"
        self.program = self.local / "Programs" / "Quorum"
        self.data = self.roaming / "Quorum" / "Quorum"  # QStandardPaths.AppDataLocation
        self.shortcut = self.roaming / "Microsoft" / "Windows" / "Start Menu" / "Programs" / "Quorum.lnk"

    def run(self, *arguments: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
        done = windows_build.run_wine(list(arguments), self.env, timeout=timeout)
        self.settle()
        return done

    def settle(self, timeout: float = 120) -> None:
        """Wait until every program of this prefix has ended (an uninstaller restarts itself from TEMP)."""
        wineserver = str(Path(windows_build.WINE).with_name("wineserver"))
        subprocess.run([wineserver, "-w"], env=self.env, capture_output=True, timeout=timeout)

    def start(self, *arguments: str) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [windows_build.WINE, str(self.program / "quorum.exe"), *arguments], env=self.env,
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            errors="replace",
        )  # fmt: skip

    def registry(self, key: str, value: str) -> str | None:
        """A value of the prefix's registry ("" for the key's default value), None if there is none."""
        which = ["/ve"] if value == "" else ["/v", value]
        done = windows_build.run_wine(["reg", "query", key, *which], self.env, timeout=120)
        for line in done.stdout.splitlines():
            name, _, rest = line.strip().partition("    ")
            kind, _, data = rest.strip().partition("    ")
            if kind.startswith("REG_") and (name == value or (value == "" and name.startswith("("))):
                return data.strip()
        return None

    def sessions(self) -> list:
        """The saved sessions in the Windows app-data folder, read with Quorum's own storage code."""
        import storage

        if not (self.data / "sessions").is_dir():
            return []
        return storage.Library(self.data).list()


def xdotool(env: dict[str, str], *arguments: str) -> str:
    done = subprocess.run(["xdotool", *arguments], env=env, capture_output=True, text=True, timeout=60)
    return done.stdout.strip()


def quorum_window(env: dict[str, str], timeout: float = 90) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = xdotool(env, "search", "--name", "^Quorum$").split()
        if found:
            return found[0]
        time.sleep(0.5)
    raise AssertionError("the installed quorum.exe opened no window")


def keys(env: dict[str, str], window: str, *pressed: str, pause: float = 2.0) -> None:
    for key in pressed:
        xdotool(env, "windowfocus", "--sync", window)
        xdotool(env, "key", key)
        time.sleep(pause)


def wait_for(condition, seconds: float) -> None:
    """Poll until `condition()` holds (the test's assertions say what was expected if it never does)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not condition():
        time.sleep(1)


def quit_app(prefix: Prefix, process: subprocess.Popen[str], window: str) -> None:
    """File › Quit (Windows has no Ctrl+Q: Qt's standard Quit key is empty there)."""
    keys(prefix.env, window, "alt+f", "q", pause=1)
    try:
        process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            windows_build.stop_prefix(prefix.env)
    assert process.returncode == 0, f"quorum.exe exited with {process.returncode}"


@pytest.fixture(scope="module")
def scratch():
    """A folder of this test's own, not pytest's tmp_path: other pytest runs on the machine prune
    pytest's older temporary folders, and this test runs for minutes."""
    folder = Path(tempfile.mkdtemp(prefix="quorum-windows-test-"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def wine_build(scratch: Path):
    if not WINDOWS_TEST:
        pytest.skip("builds and installs the Windows setup under Wine (~6 min): set QUORUM_WINDOWS_TEST=1")
    if not sys.platform.startswith("linux"):
        pytest.skip("the Wine test runs on Linux; CI builds and starts the native Windows build itself")
    if shutil.which("xdotool") is None:
        pytest.skip("xdotool is not installed (apt-get install xdotool)")
    version = package.project()["version"]
    dist = scratch / "dist"
    start = time.perf_counter()
    if PREBUILT:  # what `package.py --target windows` left in dist/, to rerun the test quickly
        dist = package.DIST
    else:
        options = ["--dist", str(dist), "--work", str(scratch / "work")]
        assert package.main(["--target", "windows", *options]) == 0
    TIMES["build (python, freeze under Wine, zip, setup.exe)"] = time.perf_counter() - start
    setup = dist / f"quorum-{version}-windows-x86_64-setup.exe"
    assert setup.is_file(), setup
    # An older release to upgrade from: version 0.0.1, with a file this version no longer has.
    start = time.perf_counter()
    old_folder = scratch / "old" / "quorum"
    shutil.copytree(dist / "windows" / "quorum", old_folder, copy_function=os.link)
    (old_folder / "_internal" / "dropped-in-0.1.txt").write_text("only 0.0.1 had this\n")
    old = package.Bundle("quorum", old_folder, old_folder / "quorum.exe", 0, 0)
    old_setup = package.pack_windows_installer(old, "0.0.1", scratch / "old", fast=True)
    TIMES["an old-version installer to upgrade from"] = time.perf_counter() - start
    installed = dist / "windows" / "quorum"
    return {"setup": setup, "old_setup": old_setup, "version": version, "installed": installed}


@pytest.fixture(scope="module")
def prefix(wine_build, scratch: Path):
    plain = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    plain = {k: v for k, v in plain.items() if not k.startswith("QT_")}
    with launch.screen(plain) as (env, description):
        assert description.startswith("Xvfb"), description
        start = time.perf_counter()
        made = Prefix(scratch / "prefix", env)
        TIMES["a fresh Wine prefix"] = time.perf_counter() - start
        yield made
        windows_build.stop_prefix(made.env)
    print("\nWindows installer test, seconds per step:")
    for step, seconds in TIMES.items():
        print(f"  {seconds:6.1f}  {step}")
    print(f"  {sum(TIMES.values()):6.1f}  in all")


@pytest.mark.slow
@pytest.mark.xvfb
def test_sizes_of_the_installer_and_the_installed_program(wine_build, scratch: Path) -> None:
    setup_mib = wine_build["setup"].stat().st_size / 2**20
    installed = package.folder_size(wine_build["installed"])
    start = time.perf_counter()
    linux = package.freeze("quorum", quiet=True, dist=scratch / "linux", work=scratch / "linux-work")
    TIMES["the Linux bundle, to compare sizes"] = time.perf_counter() - start
    ratio = installed / linux.size
    print(f"\nsetup.exe {setup_mib:.1f} MiB; installed {installed / 2**20:.1f} MiB; "
          f"Linux bundle {linux.mebibytes:.1f} MiB; ratio {ratio:.2f}")  # fmt: skip
    assert setup_mib <= 60
    assert ratio <= 1.2


@pytest.mark.slow
@pytest.mark.xvfb
def test_an_old_version_installs_silently_per_user(prefix: Prefix, wine_build) -> None:
    start = time.perf_counter()
    done = prefix.run(windows_build.windows_path(wine_build["old_setup"]), "/S")
    TIMES["silent install of the old version"] = time.perf_counter() - start
    assert done.returncode == 0, done.stderr
    assert (prefix.program / "quorum.exe").is_file() and (prefix.program / "uninstall.exe").is_file()
    assert prefix.shortcut.is_file()
    assert prefix.registry(UNINSTALL_KEY, "DisplayVersion") == "0.0.1"


@pytest.mark.slow
@pytest.mark.xvfb
def test_a_new_game_is_played_and_saved_in_the_windows_app_data_folder(prefix: Prefix) -> None:
    """Through the installed program's own window: Ctrl+N, Start game (Alt+S); the bots play; File › Quit."""
    start = time.perf_counter()
    process = prefix.start("--size", "1300x700")
    window = quorum_window(prefix.env)
    time.sleep(6)  # the saved games load after the first paint
    deadline = time.monotonic() + 120  # New Game, Start game: until the new game is saved
    while time.monotonic() < deadline and not prefix.sessions():
        keys(prefix.env, window, "ctrl+n", "alt+s", pause=3)
        wait_for(lambda: bool(prefix.sessions()), 20)
    # Three bots choose their discards, one move each, saved as they go.
    wait_for(lambda: sum(s.actions for s in prefix.sessions()) >= 3, 90)
    quit_app(prefix, process, window)
    TIMES["a new game played in the old version"] = time.perf_counter() - start
    sessions = prefix.sessions()
    assert len(sessions) == 1 and sessions[0].game == "legislation"
    assert sessions[0].actions >= 3, "the bots' moves were not saved"
    assert not (prefix.home / ".local").exists()  # nothing went to a Linux-style folder


@pytest.mark.slow
@pytest.mark.xvfb
def test_the_upgrade_keeps_the_saves_and_replaces_the_program(prefix: Prefix, wine_build) -> None:
    before = prefix.sessions()
    start = time.perf_counter()
    done = prefix.run(windows_build.windows_path(wine_build["setup"]), "/S")
    TIMES["silent upgrade to this version"] = time.perf_counter() - start
    assert done.returncode == 0, done.stderr
    assert prefix.registry(UNINSTALL_KEY, "DisplayVersion") == wine_build["version"]
    assert prefix.registry(UNINSTALL_KEY, "Publisher") == "Quorum contributors"
    assert not (prefix.program / "_internal" / "dropped-in-0.1.txt").exists()
    assert [(s.id, s.actions) for s in prefix.sessions()] == [(s.id, s.actions) for s in before]


@pytest.mark.slow
@pytest.mark.xvfb
def test_the_installed_program_starts_and_paints_the_demo(prefix: Prefix) -> None:
    from PySide6.QtGui import QImage

    start = time.perf_counter()
    done = prefix.run(str(prefix.program / "quorum.exe"), "--exit-after-first-paint", timeout=180)
    assert done.returncode == 0, done.stderr
    shot = prefix.home / "demo.png"
    done = prefix.run(
        str(prefix.program / "quorum.exe"), "--demo", "council",
        "--screenshot", windows_build.windows_path(shot), timeout=180,
    )  # fmt: skip
    TIMES["first paint, and the Council demo's screenshot"] = time.perf_counter() - start
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    assert image.width() >= 1000 and image.height() >= 600
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 200, "the demo screenshot is (nearly) blank"


@pytest.mark.slow
@pytest.mark.xvfb
def test_the_saved_game_resumes_in_the_new_version(prefix: Prefix) -> None:
    """Alt+R on the start page resumes the saved game; the human seat moves (Keep all); File › Quit."""
    (before,) = prefix.sessions()
    start = time.perf_counter()
    process = prefix.start("--size", "1300x700")
    window = quorum_window(prefix.env)
    # Alt+R (Resume) works once the saved games have loaded: the title names the game when it opened.
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and "Legislation" not in xdotool(prefix.env, "getwindowname", window):
        keys(prefix.env, window, "alt+r", pause=3)
    time.sleep(3)
    # Alice's move: the Keep all button (the bundled font puts it where it is on Linux).
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and prefix.sessions()[0].actions == before.actions:
        xdotool(prefix.env, "mousemove", "--window", window, "915", "496", "click", "1")
        wait_for(lambda: prefix.sessions()[0].actions > before.actions, 15)
    quit_app(prefix, process, window)
    TIMES["the game resumed and a move played"] = time.perf_counter() - start
    (after,) = prefix.sessions()
    assert after.id == before.id
    assert after.actions > before.actions, "the resumed game took no move"


@pytest.mark.slow
@pytest.mark.xvfb
def test_a_quorum_file_opens_in_quorum_through_its_association(prefix: Prefix) -> None:
    """The association is read from the registry and its open command run with the file, as Explorer does.

    (Wine 8's HKEY_CLASSES_ROOT leaves out the user's own classes, HKCU\\Software\\Classes, where a
    per-user install registers them and which Windows merges in: `wine start FILE` finds no
    association, so the test does the shell's lookup itself.)"""
    import storage

    (saved,) = prefix.sessions()
    exported = prefix.home / "Documents" / "Tuesday.quorum"
    exported.parent.mkdir(parents=True, exist_ok=True)
    storage.Library(prefix.data).export(saved.id, exported)
    prog_id = prefix.registry(r"HKCU\Software\Classes\.quorum", "")
    assert prog_id == "Quorum.Session"
    command = prefix.registry(rf"HKCU\Software\Classes\{prog_id}\shell\open\command", "")
    assert command is not None
    program, *arguments = re.findall(r'"([^"]*)"', command)
    assert program.lower().endswith(r"\appdata\local\programs\quorum\quorum.exe"), command
    assert arguments == ["%1"], command
    start = time.perf_counter()
    opened = subprocess.Popen(
        [windows_build.WINE, program, windows_build.windows_path(exported)], env=prefix.env,
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, errors="replace",
    )  # fmt: skip
    window = quorum_window(prefix.env)
    wait_for(lambda: len(prefix.sessions()) == 2, 90)
    assert len(prefix.sessions()) == 2, "the opened file was not imported"
    quit_app(prefix, opened, window)
    TIMES["a .quorum file opened through its association"] = time.perf_counter() - start


@pytest.mark.slow
@pytest.mark.xvfb
def test_the_silent_uninstall_removes_the_program_and_keeps_the_saves(prefix: Prefix) -> None:
    saves = {p.name for p in (prefix.data / "sessions").glob("*.quorum.db")}
    assert len(saves) == 2
    start = time.perf_counter()
    done = prefix.run(str(prefix.program / "uninstall.exe"), "/S")
    TIMES["silent uninstall"] = time.perf_counter() - start
    assert done.returncode == 0, done.stderr
    assert not prefix.program.exists(), sorted(p.name for p in prefix.program.rglob("*"))[:20]
    assert not prefix.shortcut.exists()
    assert prefix.registry(UNINSTALL_KEY, "DisplayName") is None
    assert prefix.registry(r"HKCU\Software\Classes\.quorum", "") is None
    assert {p.name for p in (prefix.data / "sessions").glob("*.quorum.db")} == saves


@pytest.mark.slow
@pytest.mark.xvfb
def test_the_saves_go_only_when_the_player_asks(prefix: Prefix, wine_build) -> None:
    """Reinstalled, then `uninstall.exe /S /PURGE` (the ticked "Saved games and settings" box)."""
    start = time.perf_counter()
    assert prefix.run(windows_build.windows_path(wine_build["setup"]), "/S").returncode == 0
    assert len(prefix.sessions()) == 2  # a reinstall finds the saves the uninstall kept
    done = prefix.run(str(prefix.program / "uninstall.exe"), "/S", "/PURGE")
    TIMES["reinstall, and uninstall with the saves"] = time.perf_counter() - start
    assert done.returncode == 0, done.stderr
    assert not prefix.program.exists() and not prefix.data.exists()
    assert not (prefix.roaming / "Quorum").exists()
