"""A -wal journal beside a closed save changes it only when it belongs to it (issue 29, item 1).

A journal copied in from another session, or from this session at an earlier time, is moved
to backups/ and reported; the save is left byte for byte as it was. A journal a killed Quorum
left behind is still folded in, after a copy of both files went to backups/.
"""

from __future__ import annotations

import hashlib
import os
import random
import shutil
from pathlib import Path

import pytest

from storage import SaveError, SaveProblem
from storage.library import Library
from tests.storage.scripted_play import next_move
from tests.storage.toy_game import toy_config, toy_loader


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def wal(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def play(saved: object, moves: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        next_move(saved.session, rng)  # type: ignore[attr-defined]


def closed_game(library: Library, name: str, moves: int, seed: int) -> tuple[str, list[object]]:
    saved = library.create(name, toy_config(seed=seed, turns=1000))
    play(saved, moves, seed)
    actions = list(saved.session.actions)
    saved.close()
    assert not wal(saved.path).exists()  # a closed save leaves no journal beside it
    return saved.id, actions


def test_a_journal_from_another_session_never_changes_a_save(library: Library) -> None:
    keep_id, keep_actions = closed_game(library, "Keep", 250, 1)
    keep = library.path_of(keep_id)
    other = library.create("Other", toy_config(seed=2, turns=1000))
    play(other, 40, 2)
    assert wal(other.path).stat().st_size > 0
    shutil.copyfile(wal(other.path), wal(keep))  # as a restore from a backup may do
    before = digest(keep)

    fresh = Library(library.root, load_game=toy_loader)
    listed = {s.id: s for s in fresh.list()}

    assert digest(keep) == before
    assert not wal(keep).exists()
    summary = listed[keep_id]
    assert summary.ok and summary.name == "Keep" and summary.actions == len(keep_actions)
    assert summary.notice and "did not belong" in summary.notice
    [aside] = fresh.backups_dir.glob(f"{keep.name}-wal.set-aside-*")
    assert aside.read_bytes() == wal(other.path).read_bytes()  # kept, not lost
    assert fresh.open(keep_id).session.actions == keep_actions
    fresh.close()
    other.close()


def test_a_journal_from_this_session_at_an_earlier_time_is_set_aside(library: Library) -> None:
    saved = library.create("Long", toy_config(seed=3, turns=1000))
    play(saved, 30, 3)
    early = wal(saved.path).read_bytes()
    play(saved, 200, 4)
    actions = list(saved.session.actions)
    saved.close()
    wal(saved.path).write_bytes(early)
    before = digest(saved.path)

    fresh = Library(library.root, load_game=toy_loader)
    [summary] = fresh.list()
    assert digest(saved.path) == before
    assert summary.ok and summary.actions == len(actions) and summary.notice
    assert fresh.open(saved.id).session.actions == actions
    fresh.close()


def killed_copy(library: Library, tmp_path: Path, moves: int) -> tuple[Library, str, list[object]]:
    """The files a Quorum killed mid-game leaves: the database and its journal, copied while open."""
    saved = library.create("Killed", toy_config(seed=5, turns=1000))
    play(saved, moves, 5)
    actions = list(saved.session.actions)
    root = tmp_path / "other"
    (root / "sessions").mkdir(parents=True)
    shutil.copyfile(saved.path, root / "sessions" / saved.path.name)
    shutil.copyfile(wal(saved.path), root / "sessions" / wal(saved.path).name)
    saved.close()
    return Library(root, load_game=toy_loader), saved.id, actions


def test_a_journal_left_by_a_killed_quorum_is_kept_and_backed_up_first(
    library: Library, tmp_path: Path
) -> None:
    other, session_id, actions = killed_copy(library, tmp_path, 60)
    path = other.path_of(session_id)
    original, journal = path.read_bytes(), wal(path).read_bytes()
    [summary] = other.list()
    assert summary.ok and summary.actions == len(actions) and summary.notice is None
    assert not wal(path).exists()  # folded in
    [db_copy] = other.backups_dir.glob(f"{path.name}.before-recovery-*")
    [wal_copy] = other.backups_dir.glob(f"{path.name}-wal.before-recovery-*")
    assert db_copy.read_bytes() == original and wal_copy.read_bytes() == journal
    assert other.open(session_id).session.actions == actions
    other.close()


def test_resume_checks_the_journal_too(library: Library, tmp_path: Path) -> None:
    keep_id, keep_actions = closed_game(library, "Keep", 80, 6)
    keep = library.path_of(keep_id)
    other = library.create("Other", toy_config(seed=7, turns=1000))
    play(other, 30, 7)
    shutil.copyfile(wal(other.path), wal(keep))
    before = digest(keep)
    fresh = Library(library.root, load_game=toy_loader)
    saved = fresh.open(keep_id)  # Resume without listing first
    assert digest(keep) == before and saved.session.actions == keep_actions
    assert "did not belong" in fresh.notices[keep_id]
    fresh.close()
    other.close()


def test_an_import_never_writes_to_the_file_or_its_journal(library: Library, tmp_path: Path) -> None:
    other, session_id, actions = killed_copy(library, tmp_path, 40)
    path = other.path_of(session_id)
    source = tmp_path / "carried.quorum.db"
    shutil.copyfile(path, source)
    shutil.copyfile(wal(path), wal(source))
    before = (digest(source), digest(wal(source)))
    new_id = library.import_file(source)
    assert (digest(source), digest(wal(source))) == before
    assert library.open(new_id).session.actions == actions  # the journal belonged: its moves came along
    other.close()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX only")
@pytest.mark.parametrize(
    ("suffix", "make"), [("-wal", "link"), ("-shm", "link"), ("-wal", "fifo"), ("-shm", "fifo")]
)
def test_a_linked_or_special_journal_is_named_and_never_opened(
    library: Library, tmp_path: Path, suffix: str, make: str
) -> None:
    """Issue 29, item 5: the save is intact, so say so (not "damaged"), and do not open through it."""
    session_id, actions = closed_game(library, "Intact", 20, 8)
    path = library.path_of(session_id)
    beside = path.with_name(path.name + suffix)
    target = tmp_path / "elsewhere"
    target.write_bytes(b"precious")
    if make == "link":
        beside.symlink_to(target)
    else:
        os.mkfifo(beside)
    before = digest(path)
    fresh = Library(library.root, load_game=toy_loader)
    [summary] = fresh.list()
    assert summary.problem_kind == "journal"
    assert "intact" in summary.problem and beside.name in summary.problem
    assert ("symbolic link" if make == "link" else "pipe") in summary.problem
    with pytest.raises(SaveError, match="intact") as err:
        fresh.open(session_id)
    assert err.value.kind is SaveProblem.JOURNAL
    assert digest(path) == before and target.read_bytes() == b"precious"
    beside.unlink()
    assert fresh.open(session_id).session.actions == actions
    fresh.close()


def test_a_read_only_folder_reads_a_save_without_a_stray_journal_and_touches_neither(
    library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    keep_id, keep_actions = closed_game(library, "Keep", 60, 9)
    keep = library.path_of(keep_id)
    other = library.create("Other", toy_config(seed=10, turns=1000))
    play(other, 30, 10)
    shutil.copyfile(wal(other.path), wal(keep))
    other.close()
    before = (digest(keep), digest(wal(keep)))

    def refuse(self: Library) -> bool:
        self.write_problem = "Read-only file system"
        return False

    monkeypatch.setattr(Library, "check_writable", refuse)
    fresh = Library(library.root, load_game=toy_loader)
    summary = next(s for s in fresh.list() if s.id == keep_id)
    assert summary.ok and summary.actions == len(keep_actions)
    assert summary.notice and "read the save without it" in summary.notice
    assert fresh.watch(keep_id).name == "Keep"
    assert (digest(keep), digest(wal(keep))) == before  # nothing written, nothing moved
