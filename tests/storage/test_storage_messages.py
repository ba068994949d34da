"""Saying what is really wrong, refusing a rename in use, and names that hide (issue 29, items 5 to 7)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from storage import SaveError, SaveProblem
from storage.library import Library
from tests.storage.scripted_play import next_move
from tests.storage.toy_game import toy_config, toy_loader


def a_save(library: Library, name: str = "Mine", moves: int = 20) -> str:
    saved = library.create(name, toy_config(seed=2, turns=1000))
    rng = random.Random(2)
    for _ in range(moves):
        next_move(saved.session, rng)
    saved.close()
    return saved.id


@pytest.mark.parametrize("wipe", ["header", "page"])
def test_a_wiped_header_of_a_players_save_is_damaged_not_foreign(library: Library, wipe: str) -> None:
    session_id = a_save(library)
    path = library.path_of(session_id)
    data = bytearray(path.read_bytes())
    end = 100 if wipe == "header" else int.from_bytes(data[16:18], "big")
    data[:end] = bytes(end)
    path.write_bytes(bytes(data))
    [summary] = library.list()
    assert summary.problem_kind == "corrupt" and "damaged" in summary.problem
    assert "not a Quorum" not in summary.problem
    with pytest.raises(SaveError, match="damaged") as err:
        library.open(session_id)
    assert err.value.kind is SaveProblem.CORRUPT


def test_a_symbolic_link_loop_says_the_same_in_the_list_and_on_resume(library: Library) -> None:
    path = library.path_of("a" * 32)
    path.symlink_to(path)  # a link to itself
    [summary] = library.list()
    assert "loop" in summary.problem
    with pytest.raises(SaveError) as err:
        library.open("a" * 32)
    assert str(err.value) == summary.problem and err.value.kind.value == summary.problem_kind
    library.delete("a" * 32)  # and it can be cleared away from the list
    assert library.list() == []


def test_an_export_with_bytes_after_its_end_is_not_called_truncated(library: Library, tmp_path: Path) -> None:
    session_id = a_save(library)
    target = tmp_path / "game.quorum"
    library.export(session_id, target)
    target.write_bytes(target.read_bytes() + b"\x00garbage")
    with pytest.raises(SaveError, match="extra bytes after its end") as err:
        library.import_file(target)
    assert "truncated" not in str(err.value) and err.value.kind is SaveProblem.INVALID


def test_a_session_another_window_plays_cannot_be_renamed(library: Library) -> None:
    session_id = a_save(library, "Friday")
    playing = library.open(session_id)  # the first Quorum
    second = Library(library.root, load_game=toy_loader)  # a second one on the same folder
    before = library.path_of(session_id).read_bytes()
    with pytest.raises(SaveError, match="open in another Quorum window") as err:
        second.rename(session_id, "Saturday")
    assert err.value.kind is SaveProblem.IN_USE
    assert library.path_of(session_id).read_bytes() == before
    playing.close()
    second.rename(session_id, "Saturday")  # once it is closed there, the rename works
    assert [s.name for s in second.list()] == ["Saturday"]


INVISIBLE = ["\u200b", "\u200b\u200c\u200d", "\ufeff", "\u2060 \u200b", "\u3164", "\u2800\u2800"]


@pytest.mark.parametrize("name", INVISIBLE)
@pytest.mark.parametrize("where", ["session", "seat"])
def test_a_name_made_only_of_invisible_characters_is_refused_on_import(
    library: Library, tmp_path: Path, name: str, where: str
) -> None:
    data = exported(library, tmp_path)
    if where == "session":
        data["name"] = name
    else:
        data["config"]["seats"][1]["name"] = name
    source = tmp_path / "invisible.quorum"
    source.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="invisible characters") as err:
        library.import_file(source)
    assert err.value.path == source
    assert len(library.list()) == 1  # nothing was imported


@pytest.mark.parametrize(
    "control", ["\u202e", "\u202a", "\u202b", "\u202c", "\u202d", "\u2066", "\u2067", "\u2069"]
)
def test_direction_controls_are_taken_out_of_imported_names(
    library: Library, tmp_path: Path, control: str
) -> None:
    data = exported(library, tmp_path)
    data["name"] = f"{control}Friday"
    data["config"]["seats"][0]["name"] = f"Ann{control}naB"
    source = tmp_path / "bidi.quorum"
    source.write_text(json.dumps(data), encoding="utf-8")
    new_id = library.import_file(source)
    summary = next(s for s in library.list() if s.id == new_id)
    assert summary.name == "Friday" and summary.players[0] == "AnnnaB"
    saved = library.open(new_id)
    assert saved.name == "Friday" and saved.session.config.seats[0].name == "AnnnaB"
    saved.close()


def test_rename_refuses_an_invisible_name_and_cleans_direction_controls(library: Library) -> None:
    session_id = a_save(library)
    with pytest.raises(ValueError, match="invisible"):
        library.rename(session_id, "\u200b\u200b")
    library.rename(session_id, "\u202eSunday")
    assert [s.name for s in library.list()] == ["Sunday"]


def exported(library: Library, tmp_path: Path) -> dict:
    session_id = a_save(library, "Friday")
    target = tmp_path / "sound.quorum"
    library.export(session_id, target)
    data = json.loads(target.read_text(encoding="utf-8"))
    data.pop("checksum")
    return data
