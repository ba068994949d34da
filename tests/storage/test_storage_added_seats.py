"""A seat added in play (a late player at a companion table check) lives in the action log: a saved game
resumes with it, an export imports with it, a game record names it, and undo saved to disk takes it away."""

from __future__ import annotations

from games.core.seats import Seat
from games.core.session import SessionConfig
from games.council.actions import AddSeat, RemoveSeat
from games.council.options import CouncilOptions, Mode
from games.registry import load_game
from storage.library import Library

SEATS = tuple(Seat(n) for n in ("Ann", "Bob", "Cat", "Dan"))
CONFIG = SessionConfig("council", SEATS, CouncilOptions(mode=Mode.COMPANION), 7)


def test_an_added_seat_survives_resume_export_and_the_record(tmp_path):
    library = Library(tmp_path / "data", load_game=load_game)
    saved = library.create("Friday", CONFIG)
    speaker = saved.session.to_act()[0]
    saved.session.apply(AddSeat(speaker, "Eve", "#4bf0ff"))
    saved.session.apply(RemoveSeat(speaker, (speaker + 1) % 4))
    sid = saved.id
    saved.close()
    again = library.open(sid)
    assert [s.name for s in again.session.seats] == ["Ann", "Bob", "Cat", "Dan", "Eve"]
    assert again.session.state.n == 5 and again.session.state.gone == {(speaker + 1) % 4}
    library.export(sid, tmp_path / "f.quorum")
    library.export_record(sid, tmp_path / "f.quorum-record")
    record = library.open_record(tmp_path / "f.quorum-record")
    assert [s.name for s in record.seats][-1] == "Eve"
    again.session.undo()
    again.session.undo()  # both moves taken back, and saved so
    again.close()
    back = library.open(sid)
    assert len(back.session.seats) == 4 and back.session.state.n == 4 and len(back.session.redo_stack) == 2
    back.close()
    imported = library.open(library.import_file(tmp_path / "f.quorum"))
    assert [s.name for s in imported.session.seats][-1] == "Eve"
    imported.close()
