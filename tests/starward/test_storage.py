"""Starward through the storage layer: saved mid-game and at the end, resumed and exported/imported,
it comes back identical (log, redo, undo barrier, every seat's view) and plays on identically."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.starward.options import StarwardOptions
from games.starward.state import fingerprint
from storage.library import Library
from tests.starward.tables import GAME


def views(session: Session) -> list:
    return [session.view(None)] + [session.view(seat) for seat in range(len(session.config.seats))]


def play(session: Session, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if session.is_over():
            return
        seat = session.to_act()[0]
        session.apply(GAME.random_action(session.view(seat), rng))


@pytest.mark.parametrize("seats", [2, 4])
def test_a_starward_game_resumes_and_imports_exactly(tmp_path: Path, seats: int) -> None:
    library = Library(tmp_path / "data")
    names = ("Ann", "Bob", "Cy", "Dee", "Eve")[:seats]
    options = StarwardOptions(extra_round=True)
    saved = library.create(
        "Starward night", SessionConfig("starward", tuple(Seat(n) for n in names), options, 17)
    )
    play(saved.session, random.Random(3), 120)
    while saved.session.can_undo() and len(saved.session.redo_stack) < 2:
        saved.session.undo()
    saved.set_ui({"curtain_seat": saved.session.to_act()[0]})
    live = saved.session
    [summary] = library.list()
    assert summary.progress == json.loads(json.dumps(GAME.progress(live.state))) and summary.progress

    exported = tmp_path / "night.quorum"
    library.export(saved.id, exported)
    data = json.loads(exported.read_text(encoding="utf-8"))
    assert data["game"] == "starward" and data["config"]["options"] == {
        "extended_three_player": False,
        "extra_round": True,
    }
    copy_id = library.import_file(exported)
    saved.close()
    resumed, imported = library.open(saved.id), library.open(copy_id)
    for other in (resumed, imported):
        assert other.session.actions == live.actions
        assert other.session.redo_stack == live.redo_stack
        assert other.session.barrier == live.barrier
        assert fingerprint(other.session.state) == fingerprint(live.state)
        assert views(other.session) == views(live)
    # The same moves from here give the same game: the RNG inside the state came back too.
    for session in (live, resumed.session, imported.session):
        if session.can_redo():
            session.redo()
        play(session, random.Random(9), 3000)
    assert live.is_over() and resumed.session.is_over() and imported.session.is_over()
    assert views(resumed.session) == views(live) == views(imported.session)
    assert GAME.standings(resumed.session.state) == GAME.standings(live.state)
    resumed.close()
    imported.close()
    library.close()


def test_a_finished_game_reopens_finished(tmp_path: Path) -> None:
    library = Library(tmp_path / "data")
    config = SessionConfig("starward", (Seat("Ann"), Seat("Bob"), Seat("Cy")), StarwardOptions(), 4)
    saved = library.create("done", config)
    play(saved.session, random.Random(1), 5000)
    assert saved.session.is_over()
    final = fingerprint(saved.session.state)
    saved.close()
    again = library.open(saved.id)
    assert again.session.is_over() and fingerprint(again.session.state) == final
    again.close()
    library.close()
