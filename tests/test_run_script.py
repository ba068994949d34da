"""build/run.py, the README's one command that installs and launches the app: the README holds exactly
two set-up commands, and the script installs what is missing once, then only launches."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _load_run():
    spec = importlib.util.spec_from_file_location("quorum_run_script", ROOT / "build" / "run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


run = _load_run()


def test_the_readme_holds_exactly_two_set_up_commands():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = readme[readme.index("## Set-up on a fresh machine") :]
    setup = setup[: setup.index("\n## ", 3)]
    commands = [line.strip() for line in setup.splitlines() if line.startswith("    ") and line.strip()]
    assert commands == ["python3 build/run.py", "bash build/test.sh"]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "exec bash build/test.sh" in ci


def test_the_script_asks_debian_for_venv_and_every_qt_library(monkeypatch):
    from desktop.first_launch import QT_SYSTEM_PACKAGES

    monkeypatch.setattr(run.sys, "platform", "linux")
    monkeypatch.setattr(run.shutil, "which", lambda name: "/usr/bin/apt-get")
    have = {"libegl1", "libgl1"}
    missing = run.missing_packages(lambda p: p in have)
    assert missing[0] == "python3-venv"
    assert set(missing) == {"python3-venv", *QT_SYSTEM_PACKAGES} - have
    assert run.missing_packages(lambda p: True) == []
    monkeypatch.setattr(run.shutil, "which", lambda name: None)  # not Debian: nothing to apt-get
    assert run.missing_packages(lambda p: False) == []


def test_the_venv_interpreter_per_platform(tmp_path):
    assert run.venv_python(tmp_path, "win32") == tmp_path / "Scripts" / "python.exe"
    assert run.venv_python(tmp_path, "linux") == tmp_path / "bin" / "python"


def test_the_project_is_installed_once_and_again_when_its_dependencies_change(tmp_path, monkeypatch):
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'q'\n", encoding="utf-8")
    calls: list[list[str]] = []

    def fake_run(command, check=False, **kwargs):
        calls.append([str(c) for c in command])
        if command[1:3] == ["-m", "venv"]:
            python = run.venv_python(Path(command[3]))
            python.parent.mkdir(parents=True)
            python.write_text("", encoding="utf-8")
        return subprocess.CompletedProcess(command, 0)

    monkeypatch.setattr(run.subprocess, "run", fake_run)
    python = run.prepare(tmp_path)
    assert python == run.venv_python(tmp_path / ".venv")
    assert [c[1:3] for c in calls] == [["-m", "venv"], ["-m", "pip"]]
    assert calls[1][-2:] == ["-e", str(tmp_path)]

    calls.clear()
    run.prepare(tmp_path)
    assert calls == []  # a second launch only starts the app

    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'q'\nversion = '2'\n", encoding="utf-8")
    run.prepare(tmp_path)
    assert [c[1:3] for c in calls] == [["-m", "pip"]]


def test_a_failed_install_is_one_clear_sentence(monkeypatch, capsys):
    monkeypatch.setattr(run, "missing_packages", lambda: ["libxcb-cursor0"])

    def refuse(packages):
        raise subprocess.CalledProcessError(100, ["sudo", "apt-get", "install", *packages])

    monkeypatch.setattr(run, "install_packages", refuse)
    assert run.main([]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("Quorum could not be installed")


@pytest.mark.skipif(sys.platform == "win32", reason="the launch is checked on Linux and macOS")
def test_the_app_is_launched_from_the_venv_with_the_options_given(monkeypatch, tmp_path):
    python = tmp_path / "bin" / "python"
    monkeypatch.setattr(run, "missing_packages", lambda: [])
    monkeypatch.setattr(run, "prepare", lambda: python)
    launched: list[list[str]] = []

    def fake_run(command, **kwargs):
        launched.append([str(c) for c in command])
        return subprocess.CompletedProcess(command, 3)

    monkeypatch.setattr(run.subprocess, "run", fake_run)
    assert run.main(["--demo", "council"]) == 3
    assert launched == [[str(python), "-m", "desktop", "--demo", "council"]]
