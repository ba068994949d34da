"""A read-only data folder or a full disk: said so, sessions still listed as readable (never "damaged"), and
no move is ever kept in memory that the file does not hold."""

from __future__ import annotations

import os
import random
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from storage import SaveError, SaveProblem
from storage.database import read_content
from storage.library import Library
from tests.storage.scripted_play import next_move
from tests.storage.toy_game import Pass, toy_config, toy_loader


def _run(*args: str) -> bool:
    return subprocess.run(args, capture_output=True, check=False).returncode == 0


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[Path]:
    """A 512 KB tmpfs (needs the right to mount; skipped elsewhere)."""
    where = tmp_path / f"disk-{uuid.uuid4().hex[:6]}"
    where.mkdir()
    if not _run("mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(where)):
        pytest.skip("cannot mount a tmpfs here")
    try:
        yield where
    finally:
        _run("umount", "-l", str(where))


def fill(folder: Path) -> None:
    """Write until the disk is full."""
    fd = os.open(folder / "ballast", os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"\0" * 1024)
    except OSError:
        pass
    finally:
        os.close(fd)


def make_sessions(root: Path, count: int) -> list[str]:
    library = Library(root, load_game=toy_loader)
    ids = []
    for i in range(count):
        saved = library.create(f"game {i}", toy_config(seed=i))
        rng = random.Random(i)
        for _ in range(15):
            next_move(saved.session, rng)
        ids.append(saved.id)
    library.close()
    return ids


def read_only(library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    """As if the folder were read-only: the write probe fails (root ignores chmod, so this is simulated)."""

    def refuse(self: Library) -> bool:
        self.write_problem = "Read-only file system"
        return False

    monkeypatch.setattr(Library, "check_writable", refuse)
    library.check_writable()


def test_a_read_only_folder_lists_every_session_as_readable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = make_sessions(tmp_path / "data", 3)
    library = Library(tmp_path / "data", load_game=toy_loader)
    read_only(library, monkeypatch)
    listed = library.list()
    assert sorted(s.id for s in listed) == sorted(ids)
    assert all(s.ok for s in listed), [s.problem for s in listed]
    assert not library.writable and library.write_problem == "Read-only file system"
    with pytest.raises(SaveError) as err:
        library.open(ids[0])
    assert err.value.kind is SaveProblem.UNWRITABLE
    assert "can't write to" in err.value.problem and "your saves are safe" in err.value.problem
    library.export(ids[0], tmp_path / "carried.quorum")  # a read-only folder can still be exported from
    assert (tmp_path / "carried.quorum").exists()


def test_a_real_read_only_mount_lists_sessions_as_readable(tmp_path: Path) -> None:
    source, view = tmp_path / "data", tmp_path / "view"
    ids = make_sessions(source, 2)
    view.mkdir()
    if not _run("mount", "--bind", str(source), str(view)):
        pytest.skip("cannot bind-mount here")
    try:
        if not _run("mount", "-o", "remount,bind,ro", str(view)):
            pytest.skip("cannot remount read-only here")
        library = Library(view, load_game=toy_loader)
        assert not library.writable
        listed = library.list()
        assert sorted(s.id for s in listed) == sorted(ids) and all(s.ok for s in listed), listed
        assert all(s.actions > 0 for s in listed)
        with pytest.raises(SaveError) as err:
            library.open(ids[0])
        assert "your saves are safe" in err.value.problem
    finally:
        _run("umount", "-l", str(view))


def test_a_full_disk_lists_sessions_and_takes_back_refused_moves(tiny_disk: Path) -> None:
    root = tiny_disk / "data"
    ids = make_sessions(root, 2)
    library = Library(root, load_game=toy_loader)
    saved = library.open(ids[0])
    session = saved.session
    fill(tiny_disk)
    refused = 0
    for _ in range(400):  # play on until the WAL needs room it cannot have
        if session.is_over():
            break
        before = list(session.actions)
        try:
            session.apply(Pass(session.to_act()[0]))
        except SaveError as exc:
            refused += 1
            assert exc.kind in (SaveProblem.UNWRITABLE, SaveProblem.LOCKED)
            assert session.actions == before  # not shown as done
            break
    assert refused, "the tiny disk never filled"
    content, _game = read_content(library.path_of(saved.id), toy_loader)
    assert content.actions == session.actions  # whatever memory shows, the file holds
    fresh = Library(root, load_game=toy_loader)
    assert not fresh.writable
    listed = fresh.list()
    assert {s.id for s in listed} == set(ids) and all(s.ok for s in listed), [s.problem for s in listed]
    (tiny_disk / "ballast").unlink()
    assert saved.retry() is True  # room again: the refused move is made and saved
    content, _game = read_content(library.path_of(saved.id), toy_loader)
    assert content.actions == session.actions and len(session.actions) == len(before) + 1
    library.close()


def test_a_read_only_folder_can_still_show_a_game_as_a_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = make_sessions(tmp_path / "data", 1)
    library = Library(tmp_path / "data", load_game=toy_loader)
    read_only(library, monkeypatch)
    record = library.watch(ids[0])
    assert record.name == "game 0" and len(record.log) > 0
