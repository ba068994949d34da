"""Writes tests/council/golden_records/: game record files of seeded Council bot games and their log text.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tests/council/make_record_golden.py

Written with the code of main be49fb6 (34fc161 at first), before the Council's log records became typed
events (games/council/events.py): each `<name>.quorum-record` is the record file storage/record.py wrote
for the game, each `<name>.log.txt` the shared screen's log phrased from that file read back, one entry
a line. tests/council/test_record_golden.py writes the same games again and compares byte for byte.
Regenerate them only for a change meant to change the files: a rule that changes play, or a field of the
public view (a record file holds it: main be49fb6 added `anyone_may_offer`); say so in the commit.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from unittest import mock

from games.core.session import Session
from games.core.simulate import play_one
from games.council.game import GalacticCouncil
from games.council.options import CouncilOptions, Deck, Mode

FOLDER = Path(__file__).resolve().parent / "golden_records"
CREATED = datetime(2026, 11, 29, 8, 0, tzinfo=UTC)
PLAYED = datetime(2026, 11, 29, 9, 30, tzinfo=UTC)
# name -> (seats, seed, options): standalone games (cards drawn and peeked stay private), a base deck,
# Thunder's Edge with the Triad, and companion tables beside a real board.
GAMES: dict[str, tuple[int, int, CouncilOptions]] = {
    "standalone-8": (8, 11, CouncilOptions()),
    "standalone-5-base": (5, 23, CouncilOptions(deck=Deck.BASE)),
    "standalone-6-thunders": (
        6,
        37,
        CouncilOptions(thunders_edge=True, triad_votes=True, ask_every_seat=False),
    ),
    "companion-6": (6, 41, CouncilOptions(mode=Mode.COMPANION)),
    "companion-8": (8, 53, CouncilOptions(mode=Mode.COMPANION)),
}


def played(name: str) -> Session:
    seats, seed, options = GAMES[name]
    return play_one(GalacticCouncil(), seats, seed, options)


@contextmanager
def fixed_clock() -> Iterator[None]:
    """A record file names when and by what it was written: fixed here, so two writes compare."""
    with (
        mock.patch("storage.record.now", lambda: PLAYED),
        mock.patch("storage.database.version_text", lambda: "Quorum (golden)"),
    ):
        yield


def write(session: Session, path: Path) -> None:
    from storage.record import write_record

    with fixed_clock():
        write_record(path, session, path.stem, CREATED, PLAYED)


def log_text(path: Path) -> str:
    """The shared screen's log of a record file read back, phrased one entry a line."""
    from desktop.council.screens import phrase
    from games.registry import load_game
    from storage.record import read_record

    record = read_record(path, load_game)
    names = tuple(seat.name for seat in record.seats)
    return "".join(phrase(entry, names) + "\n" for entry in record.log)


def main() -> int:
    FOLDER.mkdir(exist_ok=True)
    for name in GAMES:
        path = FOLDER / f"{name}.quorum-record"
        write(played(name), path)
        (FOLDER / f"{name}.log.txt").write_text(log_text(path), encoding="utf-8")
        print(name, path.stat().st_size)
    return 0


if __name__ == "__main__":
    sys.exit(main())
