"""An exported game never carries its phone seats' link tokens or device secrets; an imported one (from an
export or from a copy of the session's database) issues new links."""

from __future__ import annotations

import json
import shutil

from desktop.phone import seats as phone_notes
from games.core.seats import Seat
from games.core.session import SessionConfig
from games.registry import load_game
from storage.library import Library


def test_an_export_carries_no_seat_tokens_and_an_import_issues_new_links(tmp_path):
    game = load_game("legislation")
    seats = (Seat("Alice"), Seat("Bob"), Seat("Carol"))
    ui = phone_notes.first_ui_phones((0, 2))
    ui[phone_notes.device_key(0)] = "D" * 24  # Alice's phone has claimed her seat
    ui[phone_notes.PHONE_PORT] = 8765
    secrets_ = [ui[phone_notes.token_key(0)], ui[phone_notes.token_key(2)], "D" * 24]
    library = Library(tmp_path / "data")
    try:
        config = SessionConfig("legislation", seats, game.default_options(), 3)
        saved = library.create("Friday", config, ui=ui)
        target = tmp_path / "friday.quorum"
        library.export(saved.id, target)
        text = target.read_text(encoding="utf-8")
        assert not any(secret in text for secret in secrets_)
        exported_ui = json.loads(text)["ui"]
        assert exported_ui[phone_notes.PHONE_SEATS] == [0, 2]  # which seats are on phones stays
        assert not [k for k in exported_ui if k.startswith(("phone_token_", "phone_device_"))]

        copies = [library.import_file(target)]
        database = tmp_path / "copy.db"
        shutil.copyfile(library.path_of(saved.id), database)  # a copy of the save itself, imported
        copies.append(library.import_file(database))
        for copy_id in copies:
            imported = library.open(copy_id)
            assert phone_notes.phone_seats(imported.ui) == (0, 2)
            assert not [k for k in imported.ui if k.startswith(("phone_token_", "phone_device_"))]
            fresh = phone_notes.tokens_for(imported.ui, (0, 2))  # what the table does on opening it
            assert set(fresh) == {phone_notes.token_key(0), phone_notes.token_key(2)}
            assert not set(fresh.values()) & set(secrets_)
        # the original keeps its links
        assert library.open(saved.id).ui[phone_notes.token_key(0)] == secrets_[0]
    finally:
        library.close()
