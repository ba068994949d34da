"""Writes the golden files of the current schema and export versions into tests/storage/golden/.

    python -m tests.storage.make_golden

Run it once when a version is introduced, and commit the files. Never regenerate an old
version's files: they stand for saves already on players' disks (the script refuses to
overwrite). The test test_storage_golden.py checks every golden file still loads.
"""

from __future__ import annotations

import json
import random
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from games.core.session import Session
from storage import migrations
from storage.exchange import FORMAT_VERSION
from storage.library import Library
from tests.storage.scripted_play import next_move
from tests.storage.toy_game import Pass, toy_config, toy_loader

GOLDEN = Path(__file__).parent / "golden"


def expected(session: Session, name: str, ui: dict[str, Any]) -> dict[str, Any]:
    """What a loaded golden session must show (the test compares it field by field)."""
    state = session.state
    encode = session.game.codec.encode
    return {
        "name": name,
        "game": session.game.name,
        "players": [seat.name for seat in session.config.seats],
        "seed": session.config.seed,
        "actions": [encode(a) for a in session.actions],
        "redo": [encode(a) for a in session.redo_stack],
        "barrier": session.barrier,
        "to_act": list(session.to_act()),
        "scores": state.scores,
        "hands": state.hands,
        "turn": state.turn,
        "ui": ui,
    }


def main(argv: list[str]) -> None:
    db = GOLDEN / f"v{migrations.SCHEMA_VERSION}.quorum.db"
    export = GOLDEN / f"v{FORMAT_VERSION}.quorum"
    facts = GOLDEN / f"v{migrations.SCHEMA_VERSION}.expected.json"
    if "--force" not in argv and any(p.exists() for p in (db, export, facts)):
        sys.exit(f"golden files of this version exist already in {GOLDEN}; they must not change")
    GOLDEN.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        library = Library(Path(tmp), load_game=toy_loader)
        saved = library.create(
            "Golden game", toy_config(seed=2024, turns=60, players=("Ann", "Bob", "Cy", "Dee"))
        )
        rng = random.Random(2024)
        for _ in range(45):
            next_move(saved.session, rng)
        while not saved.session.can_undo():  # end on an undo so the redo history is part of the file
            saved.session.apply(Pass(saved.session.to_act()[0]))
        saved.session.undo()
        ui = {"curtain_seat": saved.session.to_act()[0], "log_open": True}
        saved.set_ui(ui)
        facts.write_text(
            json.dumps(expected(saved.session, saved.name, ui), indent=1) + "\n", encoding="utf-8"
        )
        saved.close()
        shutil.copyfile(saved.path, db)
        library.export(saved.id, export)
    print(f"wrote {db.name}, {export.name}, {facts.name} in {GOLDEN}")


if __name__ == "__main__":
    main(sys.argv[1:])
