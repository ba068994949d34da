"""Bad files: truncated, corrupt, foreign, newer or empty ones get a SaveError naming the file and the
problem, are listed with that problem, are never written to, and never touch the other sessions."""

from __future__ import annotations

import hashlib
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from storage import SaveError, SaveProblem
from storage.library import Library
from tests.storage.scripted_play import next_move
from tests.storage.toy_game import fingerprint, toy_config, toy_loader


def played(library: Library, name: str, moves: int, seed: int) -> str:
    saved = library.create(name, toy_config(seed=seed, turns=1000))
    rng = random.Random(seed)
    for _ in range(moves):
        next_move(saved.session, rng)
    saved.close()
    return saved.id


def truncate(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def damage_pages(path: Path) -> None:
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    rng = random.Random(4)
    for offset in range(2 * page, len(data) - page, page):  # scribble over every page but the first
        data[offset : offset + 64] = bytes(rng.randrange(256) for _ in range(64))
    path.write_bytes(bytes(data))


def damage_schema(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[100:400] = b"\xff" * 300  # page 1 after the header: the schema table
    path.write_bytes(bytes(data))


def other_program(path: Path) -> None:
    path.unlink()
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE photos(id INTEGER PRIMARY KEY, name TEXT)")
    conn.execute("INSERT INTO photos(name) VALUES ('cat.jpg')")
    conn.commit()
    conn.close()


def text_file(path: Path) -> None:
    path.write_text("Shopping list: eggs, milk\n")


def newer(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()


def empty(path: Path) -> None:
    path.write_bytes(b"")


def header_only(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:10])


def unfinished(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 0")
    conn.close()


CASES: dict[str, tuple[Callable[[Path], None], SaveProblem, str]] = {
    "truncated": (truncate, SaveProblem.TRUNCATED, "truncated"),
    "header_only": (header_only, SaveProblem.TRUNCATED, "truncated"),
    "empty": (empty, SaveProblem.TRUNCATED, "empty"),
    "corrupt_pages": (damage_pages, SaveProblem.CORRUPT, "damaged"),
    "corrupt_schema": (damage_schema, SaveProblem.CORRUPT, "damaged"),
    "foreign_sqlite": (other_program, SaveProblem.FOREIGN, "not a Quorum save"),
    "foreign_text": (text_file, SaveProblem.FOREIGN, "not a Quorum save"),
    "newer": (newer, SaveProblem.NEWER, "newer Quorum"),
    "unfinished": (unfinished, SaveProblem.CORRUPT, "never finished"),
}


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_bad_file_is_named_and_harms_no_other_session(library: Library, case: str) -> None:
    spoil, kind, words = CASES[case]
    good = played(library, "good", 120, seed=1)
    bad = played(library, "bad", 300, seed=2)
    good_state = fingerprint(library.open(good).session.state)
    library.open(good).close()
    bad_path = library.path_of(bad)
    spoil(bad_path)
    before = digest(bad_path)

    summaries = {s.id: s for s in Library(library.root, load_game=toy_loader).list()}
    assert summaries[good].ok and summaries[good].actions > 0
    listed = summaries[bad]
    assert listed.problem is not None and str(bad_path) in listed.problem and words in listed.problem
    assert listed.problem_kind == kind.value

    with pytest.raises(SaveError) as err:
        library.open(bad)
    assert err.value.kind is kind, err.value
    assert err.value.path == bad_path and str(bad_path) in str(err.value)
    assert words in str(err.value)
    assert not library.is_open(bad)

    with pytest.raises(SaveError) as err:  # dropped on the window: the same answer, nothing added
        library.import_file(bad_path)
    assert err.value.kind is kind
    assert sorted(library.ids()) == sorted([good, bad])

    assert digest(bad_path) == before  # reading never wrote to it
    assert fingerprint(library.open(good).session.state) == good_state
    library.delete(bad)  # and a bad file can still be thrown away
    assert [s.id for s in library.list()] == [good]


def test_rename_and_export_of_a_bad_file_raise_save_error(library: Library, tmp_path: Path) -> None:
    bad = played(library, "bad", 10, seed=3)
    truncate(library.path_of(bad))
    empty(library.path_of(bad))
    with pytest.raises(SaveError, match="empty"):
        library.rename(bad, "x")
    with pytest.raises(SaveError, match="empty"):
        library.export(bad, tmp_path / "out.quorum")
    assert not (tmp_path / "out.quorum").exists()


def test_a_tampered_log_that_breaks_the_rules_is_refused(library: Library) -> None:
    bad = played(library, "bad", 60, seed=5)
    path = library.path_of(bad)
    conn = sqlite3.connect(path)
    conn.execute("""UPDATE action SET data = '{"kind":"play","seat":0,"card":99}' WHERE idx = 0""")
    conn.commit()
    conn.close()
    with pytest.raises(SaveError, match="breaks the rules") as err:
        library.open(bad)
    assert err.value.kind is SaveProblem.ILLEGAL_LOG and str(path) in str(err.value)


def test_a_log_with_a_gap_is_refused(library: Library) -> None:
    bad = played(library, "bad", 60, seed=6)
    conn = sqlite3.connect(library.path_of(bad))
    conn.execute("DELETE FROM action WHERE idx = 3")
    conn.commit()
    conn.close()
    with pytest.raises(SaveError, match="action 3 is missing"):
        library.open(bad)


def test_a_game_this_quorum_lacks_is_named(library: Library) -> None:
    bad = played(library, "bad", 5, seed=7)
    conn = sqlite3.connect(library.path_of(bad))
    conn.execute("UPDATE session SET game = 'chess'")
    conn.commit()
    conn.close()
    with pytest.raises(SaveError, match="cannot play the game 'chess'") as err:
        library.open(bad)
    assert err.value.kind is SaveProblem.UNKNOWN_GAME
    assert library.list()[0].game == "chess"  # the list still shows it, without loading any game


def test_a_hand_edited_row_is_listed_with_its_problem(library: Library) -> None:
    bad = played(library, "bad", 5, seed=8)
    good = played(library, "good", 5, seed=9)
    conn = sqlite3.connect(library.path_of(bad))
    conn.execute("UPDATE session SET actions = 'many'")
    conn.commit()
    conn.close()
    summaries = {s.id: s for s in library.list()}
    assert summaries[good].ok
    assert summaries[bad].problem is not None and str(library.path_of(bad)) in summaries[bad].problem
    with pytest.raises(SaveError):
        library.open(bad)


def test_an_undecodable_action_in_the_file_is_named(library: Library) -> None:
    bad = played(library, "bad", 30, seed=10)
    conn = sqlite3.connect(library.path_of(bad))
    conn.execute("""UPDATE action SET data = '{"kind":"shoot","seat":0}' WHERE idx = 4""")
    conn.commit()
    conn.close()
    with pytest.raises(SaveError, match=r"actions\[4\]: unknown action kind 'shoot'") as err:
        library.open(bad)
    assert err.value.kind is SaveProblem.INVALID
