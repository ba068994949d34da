"""The installed program and the benchmark runner: bundle trimming rules, platform files, BENCH parsing,
and (opt-in, QUORUM_BUNDLE_TEST=1) a real Linux build started under Xvfb."""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build"))
sys.path.insert(0, str(ROOT / "benchmarks"))

import launch  # noqa: E402
import platform_files  # noqa: E402
import qt_parts  # noqa: E402

from games.registry import GAMES  # noqa: E402


def load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


package = load("quorum_package", ROOT / "build" / "package.py")
bench_run = load("quorum_bench_run", ROOT / "benchmarks" / "run.py")


# --- which Qt parts a bundle keeps --------------------------------------------------------------


@pytest.mark.parametrize(
    ("platform", "path", "kept"),
    [
        ("linux", "PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("linux", "PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("linux", "PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("linux", "PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("linux", "PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("linux", "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so", True),
        ("linux", "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
        ("linux", "PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("linux", "PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
        ("linux", "PySide6/Qt/lib/libQt6Core.so.6", True),  # not a plugin: the closure decides
        ("darwin", "PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("darwin", "PySide6/Qt/plugins/styles/libqmacstyle.dylib", True),
        ("darwin", "PySide6/Qt/plugins/platforms/libqminimal.dylib", False),
        ("win32", "PySide6\\plugins\\platforms\\qwindows.dll", True),  # Windows: no Qt folder
        ("win32", "PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", True),
        ("win32", "PySide6\\plugins\\platforms\\qdirect2d.dll", False),
        ("win32", "PySide6\\plugins\\platformthemes\\qxdgdesktopportal.dll", False),
        ("win32", "PySide6\\Qt6Gui.dll", True),
    ],
)
def test_plugin_filter_keeps_only_the_plugins_quorum_uses(platform: str, path: str, kept: bool) -> None:
    assert qt_parts.plugin_filter(platform)(path) is kept


def test_image_format_plugins_follow_the_files_in_assets(tmp_path: Path) -> None:
    (tmp_path / "icons").mkdir()
    (tmp_path / "icons" / "quorum.svg").write_text("<svg/>")
    (tmp_path / "art.png").write_bytes(b"")
    needed = qt_parts.image_format_plugins(tmp_path)
    assert needed == {("imageformats", "qsvg"), ("iconengines", "qsvgicon")}  # PNG needs no plugin
    keep = qt_parts.plugin_filter("linux", needed)
    assert keep("PySide6/Qt/plugins/imageformats/libqsvg.so")
    assert not keep("PySide6/Qt/plugins/imageformats/libqgif.so")


def test_only_qtbase_translations_of_shipped_languages_are_kept(tmp_path: Path) -> None:
    (tmp_path / "translations").mkdir()
    for name in ("quorum_de.qm", "quorum_pt_BR.ts", "notes.txt"):
        (tmp_path / "translations" / name).write_text("")
    languages = qt_parts.shipped_languages(tmp_path)
    assert languages == {"de", "pt_BR"}
    keep = qt_parts.translation_filter(languages)
    assert keep("PySide6/Qt/translations/qtbase_de.qm")
    assert keep("PySide6/Qt/translations/qtbase_pt.qm")  # Qt ships Portuguese as one catalogue
    assert not keep("PySide6/Qt/translations/qtbase_fr.qm")
    assert not keep("PySide6/Qt/translations/assistant_de.qm")
    assert not keep("PySide6\\translations\\qtbase_fr.qm")  # Windows layout
    assert keep("PySide6\\translations\\qtbase_de.qm")
    assert keep("assets/translations/quorum_de.qm")


def test_linked_closure_drops_libraries_only_dropped_plugins_needed() -> None:
    links = {
        "/s/ext.so": ["libQt6Widgets.so.6"],
        "/s/libQt6Widgets.so.6": ["libQt6Gui.so.6"],
        "/s/libQt6Gui.so.6": [],
        "/s/libqxcb.so": ["libQt6Gui.so.6", "libxcb.so.1"],
        "/s/libxcb.so.1": [],
        "/s/libqgtk3.so": ["libgtk-3.so.0", "libQt6Gui.so.6"],
        "/s/libgtk-3.so.0": ["libcairo.so.2"],
        "/s/libcairo.so.2": [],
    }
    entry = {p: (f"x/{os.path.basename(p)}", p, "BINARY") for p in links}
    kept = [entry[p] for p in links if p != "/s/libqgtk3.so"]
    kept.append(("libQt6Gui.so.6", "x/libQt6Gui.so.6", "SYMLINK"))
    result = qt_parts.linked_closure(kept, [entry["/s/libqgtk3.so"]], lambda path: links.get(path, []))
    names = {os.path.basename(src) for _dest, src, kind in result if kind != "SYMLINK"}
    assert names == {"ext.so", "libQt6Widgets.so.6", "libQt6Gui.so.6", "libqxcb.so", "libxcb.so.1"}
    assert ("libQt6Gui.so.6", "x/libQt6Gui.so.6", "SYMLINK") in result


def test_links_and_frameworks_of_removed_files_go_with_them() -> None:
    removed = {"x/libcairo.so.2", "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork"}
    entries = [
        ("libcairo.so.2", "x/libcairo.so.2", "SYMLINK"),  # PyInstaller's top-level link: goes
        ("libQt6Gui.so.6", "x/libQt6Gui.so.6", "SYMLINK"),  # points at a kept file: stays
        ("PySide6/Qt/lib/QtNetwork.framework/QtNetwork", "Versions/Current/QtNetwork", "SYMLINK"),
        ("PySide6/Qt/lib/QtNetwork.framework/Resources/Info.plist", "/s/Info.plist", "DATA"),
        ("PySide6/Qt/lib/QtCore.framework/QtCore", "Versions/Current/QtCore", "SYMLINK"),
        ("PySide6/Qt/lib/QtCore.framework/Resources/Info.plist", "/s/Info.plist", "DATA"),
        ("x/sub/link", "../libcairo.so.2", "SYMLINK"),  # relative to its own folder: goes
    ]
    left = qt_parts.without_removed(entries, removed)
    assert [dest for dest, _src, _kind in left] == [
        "libQt6Gui.so.6",
        "PySide6/Qt/lib/QtCore.framework/QtCore",
        "PySide6/Qt/lib/QtCore.framework/Resources/Info.plist",
    ]


def desktop_qt_imports() -> set[str]:
    modules = set()
    for path in (ROOT / "desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            names += [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
            modules |= {n.split(".")[1] for n in names if n.startswith("PySide6.")}
    return modules


def test_every_qt_module_the_desktop_imports_is_bundled() -> None:
    imported = desktop_qt_imports()
    assert imported, "desktop/ imports no PySide6 module: the scan is broken"
    assert imported <= set(qt_parts.QT_MODULES_USED), "add them to QT_MODULES_USED in build/qt_parts.py"
    assert not imported & set(qt_parts.QT_MODULES_EXCLUDED)


# --- platform files -----------------------------------------------------------------------------


def png(size: int) -> bytes:
    return b"\x89PNG\r\n\x1a\n" + bytes([size % 256]) * size


def test_ico_directory_points_at_each_png() -> None:
    images = {16: png(16), 256: png(256)}
    data = platform_files.pack_ico(images)
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, 2)
    for i, size in enumerate((16, 256)):
        width, height, _c, _r, _planes, _bpp, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i
        )
        assert width == height == (0 if size == 256 else size)
        assert data[offset : offset + length] == images[size]


def test_icns_holds_every_element_with_its_length() -> None:
    sizes = {size for _kind, size in platform_files.ICNS_TYPES}
    data = platform_files.pack_icns({size: png(size) for size in sizes})
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    offset, kinds = 8, []
    while offset < len(data):
        kind, length = data[offset : offset + 4], struct.unpack_from(">I", data, offset + 4)[0]
        kinds.append(kind)
        offset += length
    assert offset == len(data)
    assert kinds == [kind for kind, _size in platform_files.ICNS_TYPES]


@pytest.mark.parametrize(
    ("version", "numbers"), [("0.1.0", (0, 1, 0, 0)), ("1.2.3rc1", (1, 2, 3, 0)), ("2", (2, 0, 0, 0))]
)
def test_windows_version_numbers(version: str, numbers: tuple[int, ...]) -> None:
    assert platform_files.version_tuple(version) == numbers


def test_a_version_without_numbers_is_refused() -> None:
    with pytest.raises(ValueError, match="does not start with a number"):
        platform_files.version_tuple("dev")


def test_the_app_icon_renders(qapp) -> None:
    """Uses pytest-qt's QApplication: render_png must not make a bare QGuiApplication inside the tests."""
    pytest.importorskip("PySide6.QtSvg")
    source = platform_files.source_icon(ROOT / "assets")
    if source is None:
        pytest.skip("assets/icons has no quorum.svg or quorum.png yet")
    data = platform_files.render_png(source, 48)
    assert data.startswith(b"\x89PNG")
    from PySide6.QtGui import QImage

    image = QImage.fromData(data)
    assert (image.width(), image.height()) == (48, 48)
    assert len({image.pixel(x, y) for x in range(48) for y in range(48)}) > 1, "the icon rendered blank"


# --- packing -----------------------------------------------------------------------------------


@pytest.fixture
def fake_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(package, "DIST", tmp_path / "dist")
    monkeypatch.setattr(package, "WORK", tmp_path / "work")
    folder = tmp_path / "dist" / "quorum"
    (folder / "_internal" / "assets").mkdir(parents=True)
    (folder / "quorum").write_text("#!/bin/sh\n")
    (folder / "_internal" / "assets" / "bills.json").write_text("[]")
    if sys.platform != "win32":  # Windows needs a privilege for symbolic links
        (folder / "_internal" / "libQt6Core.so.6").symlink_to("assets/bills.json")  # counted once
    return package.Bundle("quorum", folder, folder / "quorum", 1.0, package.folder_size(folder))


def test_bundle_size_counts_each_file_once(fake_bundle) -> None:
    assert fake_bundle.size == len("#!/bin/sh\n") + len("[]")


def test_linux_tarball_holds_the_program_its_menu_entry_and_icon(fake_bundle, qapp) -> None:
    import tarfile

    archive = package.pack_linux(fake_bundle, "1.2.3")
    assert archive.name.startswith("quorum-1.2.3-linux-")
    with tarfile.open(archive) as tar:
        names = set(tar.getnames())
        links = [member.name for member in tar.getmembers() if member.issym()]
    assert {
        "quorum-1.2.3/quorum",
        "quorum-1.2.3/quorum.desktop",
        "quorum-1.2.3/_internal/assets/bills.json",
    } <= names
    if sys.platform != "win32":
        assert links == ["quorum-1.2.3/_internal/libQt6Core.so.6"], "links must stay links, not copies"
    if platform_files.source_icon(ROOT / "assets") is not None:
        assert "quorum-1.2.3/quorum.png" in names


def test_windows_zip_holds_the_folder(fake_bundle) -> None:
    import zipfile

    archive = package.pack_windows(fake_bundle, "1.2.3")
    assert archive.name == "quorum-1.2.3-windows-x86_64.zip"
    with zipfile.ZipFile(archive) as zf:
        assert {"quorum-1.2.3/quorum", "quorum-1.2.3/_internal/assets/bills.json"} <= set(zf.namelist())


def test_the_desktop_entry_names_the_program_and_its_icon() -> None:
    entry = (ROOT / "build" / "platform" / "quorum.desktop").read_text(encoding="utf-8").splitlines()
    assert entry[0] == "[Desktop Entry]"
    fields = dict(line.split("=", 1) for line in entry[1:] if "=" in line)
    assert fields["Exec"] == "quorum" and fields["Icon"] == "quorum" and fields["Type"] == "Application"


# --- benchmark runner ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fields", "verdict"),
    [
        ({"value": 250.0, "target": ">= 200"}, "pass"),
        ({"value": 150.0, "target": ">= 200"}, "FAIL"),
        ({"value": 12.0, "target": "<= 20"}, "pass"),
        ({"value": 120.0, "anchor_value": 100.0, "target": "<= 1.3x"}, "pass"),
        ({"value": 140.0, "anchor_value": 100.0, "target": "<= 1.3x"}, "FAIL"),
        ({"value": 140.0, "target": "<= 1.3x"}, "no anchor"),
        ({"value": 140.0}, "info"),
        ({"problem": "script missing"}, "ERROR"),
    ],
)
def test_row_verdicts(fields: dict, verdict: str) -> None:
    assert bench_run.Row("figure", **fields).verdict == verdict


def test_bench_lines_are_parsed_and_bad_ones_reported() -> None:
    stdout = "\n".join(
        [
            "plain output is ignored",
            "BENCH " + json.dumps({"figure": "games/s", "value": 250, "unit": "games/s", "target": ">= 200"}),
            "BENCH " + json.dumps({"rows": [{"figure": "a", "value": 1}, {"figure": "b", "value": 2}]}),
            "BENCH {not json",
            "BENCH " + json.dumps({"figure": "c", "value": "fast"}),
            "BENCH " + json.dumps({"figure": "d", "value": 1, "target": "about 2"}),
        ]
    )
    rows = bench_run.parse_bench_lines(stdout, "bench_x")
    assert [r.figure for r in rows[:3]] == ["games/s", "a", "b"]
    assert rows[0].verdict == "pass" and rows[0].source == "bench_x"
    assert [r.verdict for r in rows[3:]] == ["ERROR"] * 3
    assert "'value' must be a number" in rows[4].problem
    assert "is not like" in rows[5].problem


def test_a_missing_or_failing_script_gets_a_row_instead_of_a_crash(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(bench_run, "HERE", tmp_path)
    (tmp_path / "bench_broken.py").write_text(
        'import sys\nprint(\'BENCH {"figure": "x", "value": 1}\')\nsys.exit(3)\n'
    )
    (tmp_path / "bench_silent.py").write_text("print('hello')\n")
    missing = bench_run.run_script("bench_absent", dict(os.environ), 30)
    broken = bench_run.run_script("bench_broken", dict(os.environ), 30)
    silent = bench_run.run_script("bench_silent", dict(os.environ), 30)
    assert missing[0].problem == "benchmarks/bench_absent.py is missing"
    assert [r.verdict for r in broken] == ["info", "ERROR"] and "exit code 3" in broken[1].problem
    assert silent[0].problem == "printed no BENCH line"


def test_table_lines_up_every_column() -> None:
    rows = [bench_run.Row("Start to first paint", 240.0, "ms", "<= 1.3x", "bare window", 200.0)]
    text = bench_run.table(rows)
    header, rule, line = text.splitlines()
    assert "1.20x" in line and "pass" in line
    assert len(header.split()) >= 7 and set(rule) <= {"-", " "}
    markdown = bench_run.table(rows, markdown=True)
    assert markdown.splitlines()[0].startswith("| Figure |")


def test_a_launch_that_raised_in_a_slot_counts_as_failed() -> None:
    program = "import sys\nprint('Traceback (most recent call last):\\nValueError: boom', file=sys.stderr)\n"
    with pytest.raises(launch.LaunchFailed, match="ValueError: boom"):
        launch.run_once([sys.executable, "-c", program])
    run = launch.run_once([sys.executable, "-c", "x = bytearray(50 * 2**20)"])
    if run.peak_bytes is not None:
        assert run.peak_bytes > 50 * 2**20


# --- the real bundle (Linux, opt-in) ------------------------------------------------------------

BUNDLE_TEST = os.environ.get("QUORUM_BUNDLE_TEST") == "1"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory):
    if not BUNDLE_TEST:
        pytest.skip("builds the real bundle (~40 s): set QUORUM_BUNDLE_TEST=1")
    if not sys.platform.startswith("linux"):
        pytest.skip("the bundle smoke test runs on Linux; CI starts the macOS and Windows builds itself")
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed (pip install -e .[build])")
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (apt-get install xvfb)")
    folder = tmp_path_factory.mktemp("bundle")
    return package.freeze("quorum", quiet=True, dist=folder / "dist", work=folder / "work")


@pytest.fixture(scope="module")
def x_screen():
    plain = {
        k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    with launch.screen(plain) as (env, description):
        assert description.startswith("Xvfb"), description
        yield env


@pytest.mark.slow
@pytest.mark.xvfb
def test_the_built_program_paints_under_xvfb_and_exits(built, x_screen, tmp_path: Path) -> None:
    env = dict(x_screen, QUORUM_DATA_DIR=str(tmp_path))
    run = launch.run_once([str(built.executable), "--exit-after-first-paint"], env, timeout=60)
    assert run.returncode == 0


@pytest.mark.slow
@pytest.mark.xvfb
@pytest.mark.parametrize("game", GAMES)
def test_the_built_program_finds_its_assets_and_games(built, x_screen, tmp_path: Path, game: str) -> None:
    """The demo table loads a game by name and its data files: both must resolve inside the bundle."""
    shot = tmp_path / "demo.png"
    env = dict(x_screen, QUORUM_DATA_DIR=str(tmp_path))
    launch.run_once([str(built.executable), "--demo", game, "--screenshot", str(shot)], env, timeout=60)
    assert shot.is_file() and shot.stat().st_size > 10_000


@pytest.mark.slow
def test_the_bundle_carries_only_what_it_needs(built) -> None:
    internal = built.folder / "_internal"
    assert (internal / "assets" / "legislation" / "bills.json").is_file()
    plugin_root = internal / "PySide6" / "Qt" / "plugins"
    plugins = {p.relative_to(plugin_root).as_posix() for p in plugin_root.rglob("*.so")}
    assert "platforms/libqxcb.so" in plugins and "platforms/libqwayland.so" in plugins
    assert not any(
        p.startswith(("platformthemes/", "tls/", "generic/", "egldeviceintegrations/")) for p in plugins
    )
    assert not list(internal.glob("libgtk-3*")), "GTK came back with a plugin that links to it"
    dangling = [p for p in internal.rglob("*") if p.is_symlink() and not p.exists()]
    assert not dangling
    assert not list(internal.glob("PySide6/Qt/translations/assistant_*"))
    # Stripped: no ELF file in the bundle keeps a symbol table.
    sample = internal / "libpython3.11.so.1.0"
    if sample.exists() and shutil.which("readelf"):
        sections = subprocess.run(["readelf", "-S", str(sample)], capture_output=True, text=True).stdout
        assert ".symtab" not in sections
