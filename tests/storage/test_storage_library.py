"""The library: create, list, open, rename, delete; the data folder; a light package import."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import storage
from storage import SaveError, SaveProblem, default_data_dir
from storage.library import Library
from tests.storage.toy_game import Draw, Pass, Play, toy_config, toy_loader


def test_an_empty_library_lists_nothing(library: Library) -> None:
    assert library.list() == []
    assert library.sessions_dir.is_dir()


def test_create_lists_the_session_with_players_progress_and_time(library: Library) -> None:
    saved = library.create("  Friday game ", toy_config(players=("Ann", "Bob", "Cy", "Dee")))
    saved.session.apply(Draw(0))
    [summary] = library.list()
    assert summary.ok and summary.id == saved.id
    assert summary.name == "Friday game"
    assert summary.game == "toy"
    assert summary.players == ("Ann", "Bob", "Cy", "Dee")
    assert summary.progress == {"turn": 1, "turns": 40}
    assert summary.actions == 1 and not summary.over
    assert summary.last_played is not None and summary.created is not None
    assert summary.path == library.path_of(saved.id) and summary.path.exists()


def test_the_list_puts_the_most_recently_played_first(library: Library) -> None:
    first = library.create("first", toy_config())
    second = library.create("second", toy_config())
    assert [s.name for s in library.list()] == ["second", "first"]
    first.session.apply(Pass(0))
    assert [s.name for s in library.list()] == ["first", "second"]
    second.session.apply(Pass(0))
    assert [s.name for s in library.list()] == ["second", "first"]


def test_a_session_is_played_by_one_library_at_a_time(library: Library, tmp_path: Path) -> None:
    saved = library.create("g", toy_config())
    saved.session.apply(Draw(0))
    saved.session.apply(Pass(1))
    other = Library(library.root, load_game=toy_loader)
    with pytest.raises(SaveError, match="open in another Quorum window") as err:
        other.open(saved.id)  # two windows must never write one session
    assert err.value.kind is SaveProblem.IN_USE
    with pytest.raises(SaveError, match="open in another Quorum window"):
        other.delete(saved.id)
    assert [s.ok for s in other.list()] == [True]  # listing and reading are not locked
    saved.close()
    again = other.open(saved.id)
    assert again.session.actions == saved.session.actions
    assert again.session.to_act() == (2,)
    other.close()
    assert library.open(saved.id).session.actions == [Draw(0), Pass(1)]


def test_opening_an_open_session_gives_the_same_object(library: Library) -> None:
    saved = library.create("g", toy_config())
    assert library.open(saved.id) is saved
    assert library.is_open(saved.id)
    saved.close()
    assert not library.is_open(saved.id)
    assert library.open(saved.id) is not saved


def test_rename_closed_and_open_sessions(library: Library) -> None:
    saved = library.create("old", toy_config())
    library.rename(saved.id, "  new name ")
    assert saved.name == "new name"
    assert library.list()[0].name == "new name"
    saved.close()
    library.rename(saved.id, "closed rename")
    assert library.list()[0].name == "closed rename"
    assert library.open(saved.id).name == "closed rename"
    with pytest.raises(ValueError, match="needs a name"):
        library.rename(saved.id, "   ")


def test_delete_removes_the_file_and_only_it(library: Library) -> None:
    keep = library.create("keep", toy_config())
    gone = library.create("gone", toy_config())
    gone.session.apply(Pass(0))
    path = gone.path
    library.delete(gone.id)
    assert not path.exists()
    assert not list(library.sessions_dir.glob(path.name + "*"))  # no -wal or -shm left behind
    assert [s.id for s in library.list()] == [keep.id]
    assert gone.closed
    with pytest.raises(SaveError, match="no such session") as err:
        library.delete(gone.id)
    assert err.value.kind is SaveProblem.MISSING


def test_opening_a_missing_session_names_the_file(library: Library) -> None:
    with pytest.raises(SaveError) as err:
        library.open("0" * 32)
    assert err.value.kind is SaveProblem.MISSING
    assert str(library.path_of("0" * 32)) in str(err.value)


def test_ids_that_could_leave_the_folder_are_refused(library: Library) -> None:
    for bad in ("../x", "a/b", "", "a.b", "x" * 200):
        with pytest.raises(ValueError):
            library.path_of(bad)


def test_a_game_this_quorum_lacks_is_refused_when_creating(library: Library) -> None:
    config = toy_config()
    with pytest.raises(ValueError, match="unknown game"):
        library.create("g", type(config)("chess", config.seats, config.options, 1))
    assert library.list() == []


def test_illegal_moves_are_not_saved(library: Library) -> None:
    saved = library.create("g", toy_config())
    with pytest.raises(Exception, match="not in your hand"):
        saved.session.apply(Play(0, 3))
    assert library.list()[0].actions == 0


def test_data_dir_precedence(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("QUORUM_DATA_DIR", raising=False)
    assert default_data_dir(tmp_path / "qt") == tmp_path / "qt"
    assert default_data_dir(None).name == "Quorum"
    monkeypatch.setenv("QUORUM_DATA_DIR", str(tmp_path / "env"))
    assert default_data_dir(tmp_path / "qt") == tmp_path / "env"
    assert default_data_dir(tmp_path / "qt", option=tmp_path / "opt") == tmp_path / "opt"


def test_importing_storage_does_not_load_sqlalchemy() -> None:
    code = (
        "import sys, storage\n"
        "assert 'sqlalchemy' not in sys.modules and 'sqlmodel' not in sys.modules, 'eager import'\n"
        "storage.Library\n"
        "assert 'sqlmodel' in sys.modules\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_the_package_names_its_api() -> None:
    for name in storage.__all__:
        assert getattr(storage, name) is not None
    with pytest.raises(AttributeError):
        storage.nothing_here  # noqa: B018


def test_files_left_by_an_interrupted_import_are_cleared_later(library: Library) -> None:
    import os
    import time

    old = library.sessions_dir / "abc.quorum.db.part"
    fresh = library.sessions_dir / "def.quorum.db.part"
    old.write_bytes(b"half")
    fresh.write_bytes(b"half")
    an_hour_ago = time.time() - 2 * 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    Library(library.root, load_game=toy_loader)
    assert not old.exists() and fresh.exists()  # a fresh one may belong to an import under way
    assert library.list() == []
