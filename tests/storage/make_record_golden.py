"""Writes the golden game records of tests/storage/records/ (test_storage_record_golden.py reads them).

Each is a complete bot game's record file (storage/record.py, without the export's time and version
stamps) and its log as every viewer read it (the shared screen, then each seat), one line an entry.
They were first written by Quorum before log records became typed events: run this only on purpose,
after a change meant to alter what a record file holds or how the log reads:
    QT_QPA_PLATFORM=offscreen python -m tests.storage.make_record_golden
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from games.core.bots import BotLevel
from games.core.game import AnyGame
from games.core.session import Session
from games.core.simulate import play_one
from games.legislation.game import Legislation
from games.legislation.options import BallotStyle, LegislationOptions
from games.starward.game import Starward
from storage.exchange import write_json
from storage.record import record_data

FOLDER = Path(__file__).parent / "records"
RANDOM = BotLevel.RANDOM
WHEN = datetime(2026, 11, 29, 8, 0, tzinfo=UTC)  # the records' created and last played time

# file name -> (game, seats, seed, options, the bots' level): whole games, between them every kind of
# move but Starward's rare remove_cards (tests/starward/test_log_record.py reads that one back)
GAMES: dict[str, tuple[AnyGame, int, int, Any, BotLevel]] = {
    "legislation-secret": (Legislation(), 5, 2026, LegislationOptions(9, BallotStyle.SECRET), RANDOM),
    "legislation-roll-call": (Legislation(), 3, 7, LegislationOptions(6, BallotStyle.ROLL_CALL), RANDOM),
    "starward-random": (Starward(), 4, 11, None, RANDOM),
    "starward-basic": (Starward(), 3, 1, None, BotLevel.BASIC),  # Basic bots research
}


def played(name: str) -> Session:
    """The named game, played afresh by the random bots."""
    game, seats, seed, options, level = GAMES[name]
    return play_one(game, seats, seed, options, levels=(level,) * seats)


def record_path(name: str) -> Path:
    return FOLDER / f"{name}.quorum-record"


def text_path(name: str) -> Path:
    return FOLDER / f"{name}.log.json"


def write_golden_record(path: Path, session: Session, name: str) -> None:
    """The record file as Library.export_record writes it, without the export stamps (time, version)."""
    write_json(path, record_data(session, name, WHEN, WHEN))


def log_texts(session: Session) -> dict[str, list[str]]:
    """The log as each viewer reads it: "shared" (the shared screen), then "0", "1"... (each seat)."""
    from desktop.table.screens import screens_for

    screens = screens_for(session.game.name)
    names = tuple(seat.name for seat in session.seats)
    viewers: list[int | None] = [None, *range(len(session.seats))]
    entries = session.entries
    return {
        "shared" if v is None else str(v): [screens.phrase(screens.seen(e, v), names) for e in entries]
        for v in viewers
    }


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from desktop.translations import install_translations

    app = QApplication([])
    kept = install_translations(app, "en")  # the log in English as the app shows it ("2 bills")
    FOLDER.mkdir(exist_ok=True)
    for name in GAMES:
        session = played(name)
        write_golden_record(record_path(name), session, name)
        text = json.dumps(log_texts(session), indent=1, ensure_ascii=False)
        text_path(name).write_text(text + "\n", encoding="utf-8")
        print(name, len(session.entries), "entries")
    del kept


if __name__ == "__main__":
    main()
