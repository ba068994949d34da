"""Real games through the storage layer: saved mid-game, resumed and imported, they play on identically."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.registry import GAMES, load_game
from storage.library import Library


def views(session: Session) -> list:
    seats = range(len(session.config.seats))
    return [session.view(None)] + [session.view(seat) for seat in seats]


def play(session: Session, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if session.is_over():
            return
        seat = session.to_act()[0]
        session.apply(session.game.random_action(session.view(seat), rng))


@pytest.mark.parametrize("name", GAMES)
def test_a_real_game_resumes_and_imports_exactly(tmp_path: Path, name: str) -> None:
    library = Library(tmp_path / "data")  # the real game registry
    game = load_game(name)
    names = ("Ann", "Bob", "Cy", "Dee", "Eve")[: min(5, game.max_seats)]
    seats = tuple(Seat(n) for n in names)
    saved = library.create("Friday", SessionConfig(name, seats, game.default_options(), 31))
    play(saved.session, random.Random(5), 150)
    while saved.session.can_undo() and len(saved.session.redo_stack) < 2:
        saved.session.undo()
    saved.set_ui({"curtain_seat": saved.session.to_act()[0]})
    live = saved.session
    [summary] = library.list()
    assert (
        summary.progress == json.loads(json.dumps(game.progress(live.state))) and summary.progress
    )  # as JSON

    exported = tmp_path / "friday.quorum"
    library.export(saved.id, exported)
    copy_id = library.import_file(exported)
    saved.close()
    resumed, imported = library.open(saved.id), library.open(copy_id)
    for other in (resumed, imported):
        assert other.session.actions == live.actions
        assert other.session.redo_stack == live.redo_stack
        assert other.session.barrier == live.barrier
        assert views(other.session) == views(live)
        assert other.ui == saved.ui
    # The same moves from here give the same game: the RNG inside the state came back too.
    for session in (live, resumed.session, imported.session):
        if session.can_redo():
            session.redo()
        play(session, random.Random(9), 400)
    assert views(resumed.session) == views(live) == views(imported.session)
    assert resumed.session.actions == live.actions
