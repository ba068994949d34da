"""Export and import: a round trip keeps everything; every malformed export is refused, naming the file
and the field, before anything is written."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from storage import SaveError, SaveProblem
from storage.exchange import FORMAT_VERSION
from storage.library import Library
from tests.storage.scripted_play import next_move
from tests.storage.toy_game import Pass, fingerprint, toy_config


@pytest.fixture
def exported(library: Library, tmp_path: Path) -> tuple[str, Path]:
    saved = library.create("Tuesday", toy_config(seed=9, turns=200))
    rng = random.Random(9)
    for _ in range(80):
        next_move(saved.session, rng)
    while not saved.session.can_undo():
        saved.session.apply(Pass(saved.session.to_act()[0]))
    saved.session.undo()
    saved.set_ui({"curtain_seat": 1})
    target = tmp_path / "tuesday.quorum"
    library.export(saved.id, target)
    return saved.id, target


def test_round_trip_keeps_state_history_ui_and_times(library: Library, exported: tuple[str, Path]) -> None:
    original_id, path = exported
    new_id = library.import_file(path)
    assert new_id != original_id
    original, copy = library.open(original_id), library.open(new_id)
    assert fingerprint(copy.session.state) == fingerprint(original.session.state)
    assert copy.session.actions == original.session.actions
    assert copy.session.redo_stack == original.session.redo_stack != []
    assert copy.session.barrier == original.session.barrier
    assert copy.ui == {"curtain_seat": 1}
    assert copy.name == "Tuesday"
    assert copy.created == original.created
    assert copy.session.config == original.session.config
    assert len(library.list()) == 2


def test_the_export_is_plain_versioned_json(exported: tuple[str, Path]) -> None:
    data = json.loads(exported[1].read_text(encoding="utf-8"))
    assert data["format"] == "quorum-session" and data["version"] == FORMAT_VERSION
    assert data["game"] == "toy" and data["name"] == "Tuesday"
    assert data["config"]["seats"][0] == {"name": "Ann", "colour": "#808080", "kind": "human"}
    assert data["config"]["options"] == {"turns": 200, "hand_limit": 4}
    assert all(isinstance(a, dict) and "kind" in a and "seat" in a for a in data["actions"])
    assert data["ui"] == {"curtain_seat": 1}


def test_importing_a_session_database_copies_it(library: Library) -> None:
    saved = library.create("db", toy_config())
    saved.session.apply(Pass(0))
    saved.close()
    new_id = library.import_file(saved.path)
    assert library.open(new_id).session.actions == [Pass(0)]


def edit(path: Path, change: Any) -> Path:
    """A hand edit: the checksum goes too (an export without one, as older Quorums wrote, still imports),
    so each field's own check is what refuses it."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data.pop("checksum", None)
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def set_key(*keys: Any, value: Any) -> Any:
    def change(data: Any) -> None:
        for key in keys[:-1]:
            data = data[key]
        data[keys[-1]] = value

    return change


def drop_key(key: str) -> Any:
    return lambda data: data.pop(key)


def add_action(action: dict) -> Any:
    return lambda data: data["actions"].append(action)


# (how to spoil the export, the SaveProblem, words the message must contain)
SPOILED: dict[str, tuple[Any, SaveProblem, str]] = {
    "newer_version": (set_key("version", value=FORMAT_VERSION + 1), SaveProblem.NEWER, "newer Quorum"),
    "version_text": (set_key("version", value="1"), SaveProblem.INVALID, "version"),
    "other_format": (set_key("format", value="chess-pgn"), SaveProblem.FOREIGN, "not a Quorum export"),
    "missing_actions": (drop_key("actions"), SaveProblem.INVALID, "missing fields ['actions']"),
    "extra_field": (set_key("script", value="rm -rf /"), SaveProblem.INVALID, "unexpected fields ['script']"),
    "empty_name": (set_key("name", value="  "), SaveProblem.INVALID, "name"),
    "unknown_game": (set_key("game", value="chess"), SaveProblem.UNKNOWN_GAME, "chess"),
    "seed_text": (set_key("config", "seed", value="7"), SaveProblem.INVALID, "config.seed"),
    "two_seats": (lambda d: d["config"]["seats"].pop(), SaveProblem.INVALID, "3 to 8 seats"),
    "nameless_seat": (
        set_key("config", "seats", 0, "name", value=""),
        SaveProblem.INVALID,
        "config.seats[0]",
    ),
    "bad_option": (set_key("config", "options", "turns", value=0), SaveProblem.INVALID, "turns"),
    "option_type": (set_key("config", "options", "turns", value=True), SaveProblem.INVALID, "turns"),
    "unknown_option": (set_key("config", "options", "speed", value=1), SaveProblem.INVALID, "speed"),
    "unknown_kind": (add_action({"kind": "shoot", "seat": 0}), SaveProblem.INVALID, "unknown action kind"),
    "field_type": (add_action({"kind": "play", "seat": 0, "card": "7"}), SaveProblem.INVALID, "card"),
    "illegal_move": (add_action({"kind": "play", "seat": 0, "card": 999}), SaveProblem.ILLEGAL_LOG, "breaks"),
    "out_of_turn": (
        lambda d: d["actions"].insert(0, {"kind": "pass", "seat": 2}),
        SaveProblem.ILLEGAL_LOG,
        "seat 2",
    ),
    "illegal_redo": (
        set_key("redo", value=[{"kind": "play", "seat": 0, "card": 999}]),
        SaveProblem.ILLEGAL_LOG,
        "redo",
    ),
    "ui_list": (set_key("ui", value=[1, 2]), SaveProblem.INVALID, "ui"),
    "bad_date": (set_key("created", value="yesterday"), SaveProblem.INVALID, "created"),
    "not_object": (lambda d: d.clear(), SaveProblem.FOREIGN, "not a Quorum export"),
}


@pytest.mark.parametrize("case", sorted(SPOILED))
def test_a_spoiled_export_is_refused_and_nothing_is_written(
    library: Library, exported: tuple[str, Path], case: str
) -> None:
    change, kind, words = SPOILED[case]
    path = edit(exported[1], change)
    before = sorted(p.name for p in library.sessions_dir.iterdir())
    with pytest.raises(SaveError) as err:
        library.import_file(path)
    assert err.value.kind is kind, err.value
    assert str(path) in str(err.value) and words in str(err.value), str(err.value)
    assert sorted(p.name for p in library.sessions_dir.iterdir()) == before


RAW: dict[str, tuple[bytes, SaveProblem, str]] = {
    "empty": (b"", SaveProblem.TRUNCATED, "empty"),
    "cut_short": (
        b'{"format": "quorum-session", "version": 1, "actions": [{"ki',
        SaveProblem.TRUNCATED,
        "truncated",
    ),
    "bad_json": (b'{"format": "quorum-session",, }', SaveProblem.INVALID, "not valid JSON (line 1"),
    "nan": (b'{"format": "quorum-session", "version": NaN}', SaveProblem.INVALID, "NaN"),
    "binary": (b"\x89PNG\r\n\x1a\n\x00\x00", SaveProblem.FOREIGN, "not UTF-8"),
    "pickle": (b"\x80\x04\x95\x10\x00\x00\x00", SaveProblem.FOREIGN, "not"),
    "text": (b"hello", SaveProblem.FOREIGN, "not a Quorum export"),
    "deep": (b"{" + b'"a":[' * 100000 + b"]" * 100000 + b"}", SaveProblem.INVALID, "not valid JSON"),
}


@pytest.mark.parametrize("case", sorted(RAW))
def test_a_file_that_is_no_export_at_all_is_named(library: Library, tmp_path: Path, case: str) -> None:
    raw, kind, words = RAW[case]
    path = tmp_path / f"{case}.quorum"
    path.write_bytes(raw)
    with pytest.raises(SaveError) as err:
        library.import_file(path)
    assert err.value.kind is kind, err.value
    assert str(path) in str(err.value) and words in str(err.value), str(err.value)
    assert library.list() == []


def test_importing_a_missing_file_says_so(library: Library, tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="does not exist") as err:
        library.import_file(tmp_path / "nowhere.quorum")
    assert err.value.kind is SaveProblem.MISSING


def test_export_to_an_unwritable_place_names_it(library: Library, tmp_path: Path) -> None:
    saved = library.create("g", toy_config())
    target = tmp_path / "no_such_folder" / "out.quorum"
    with pytest.raises(SaveError, match="could not write the export") as err:
        library.export(saved.id, target)
    assert err.value.path == target


def test_an_open_session_exports_what_memory_holds(
    library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import storage.saved_session as saved_module

    saved = library.create("live", toy_config())
    saved.session.apply(Pass(0))
    real = saved_module.dumps
    monkeypatch.setattr(saved_module, "dumps", lambda data: (_ for _ in ()).throw(OSError("disk full")))
    with pytest.raises(SaveError):
        saved.session.apply(Pass(1))  # refused by the disk: taken back, kept as unsaved
    monkeypatch.setattr(saved_module, "dumps", real)
    library.export(saved.id, tmp_path / "live.quorum")
    library.export(saved.id, tmp_path / "elsewhere.quorum", unsaved=True)  # "export elsewhere"
    copy = library.open(library.import_file(tmp_path / "live.quorum"))
    assert copy.session.actions == [Pass(0)]
    copy = library.open(library.import_file(tmp_path / "elsewhere.quorum"))
    assert copy.session.actions == [Pass(0), Pass(1)]
