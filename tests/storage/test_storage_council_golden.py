"""A Galactic Council companion game saved before board changes were said at once (main 69504ab) still
loads, replays to what the old code computed, and goes on with the old behaviour; a new game says them."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from games.core.seats import Seat
from games.core.session import SessionConfig
from games.council import companion
from games.council.actions import Abstain, BreakTie, Choose, ConfirmInstruction, Pass, ScoreSecret
from games.council.options import CouncilOptions, Mode
from games.council.state import FrameKind
from games.registry import load_game
from storage.library import Library
from tests.storage.make_council_golden import facts  # the facts the old code recorded, read alike
from tests.storage.make_golden import GOLDEN

NAME = "council-companion-v1"  # written by tests/storage/make_council_golden.py with the old code


@pytest.fixture
def council_library(tmp_path: Path) -> Iterator[Library]:
    lib = Library(tmp_path / "data", load_game=load_game)
    yield lib
    lib.close()


def opened_golden(lib: Library) -> str:
    target = lib.sessions_dir / f"{NAME}.quorum.db"
    shutil.copyfile(GOLDEN / f"{NAME}.quorum.db", target)  # never open the golden file itself
    [summary] = lib.list()
    assert summary.ok, summary.problem
    return summary.id


def want() -> dict[str, Any]:
    return json.loads((GOLDEN / f"{NAME}.expected.json").read_text(encoding="utf-8"))


def test_the_old_save_replays_to_what_the_old_code_computed(council_library: Library) -> None:
    saved = council_library.open(opened_golden(council_library))
    assert facts(saved.session) == want()
    assert saved.session.state.options.say_at_once is False  # the rules it began with
    saved.close()


def test_the_old_export_imports_to_the_same_game(council_library: Library) -> None:
    new_id = council_library.import_file(GOLDEN / f"{NAME}.quorum")
    saved = council_library.open(new_id)
    assert facts(saved.session) == want()
    saved.close()


def test_the_old_game_goes_on_as_it_began_and_saves(council_library: Library) -> None:
    """Played on: a secret scored in the next agenda's window is not said at once (the old behaviour);
    the move is saved, reloads, undoes and redoes; the rest of the phase plays through."""
    session_id = opened_golden(council_library)
    saved = council_library.open(session_id)
    s = saved.session
    chooser = s.to_act()[0]
    s.apply(Choose(chooser, ("mutiny",)))
    assert s.state.stack[-1].kind is FrameKind.WHEN
    seat = s.to_act()[0]
    s.apply(ScoreSecret(seat, "Become a Martyr" if seat != 1 else "Make an Example of Their World"))
    state = s.state
    assert state.stack[-1].kind is FrameKind.WHEN and s.to_act() == (seat,)  # no confirmation asked
    assert not state.instructions and state.players[seat].vp == want()["vp"][seat] + 1
    after = facts(s)
    s.undo()
    assert s.state.players[seat].vp == want()["vp"][seat]
    s.redo()
    assert facts(s) == after
    saved.close()
    again = council_library.open(session_id)
    assert facts(again.session) == after and again.session.state.options.say_at_once is False
    moved = 0
    for _ in range(300):  # the old game plays on through Mutiny (every seat abstains) to the phase's end
        st = again.session.state
        kind = st.stack[-1].kind if st.stack else None
        if kind is None or st.over or kind in (FrameKind.CHOOSE, FrameKind.TABLE_CHECK):
            break
        who = again.session.to_act()[0]
        if kind is FrameKind.INSTRUCTIONS:
            assert st.stack[-1].then != "resume"  # only the agenda's close asks for a confirmation
            again.session.apply(ConfirmInstruction(who))
        elif kind is FrameKind.VOTE:
            again.session.apply(Abstain(who))
        elif kind is FrameKind.TIE:
            again.session.apply(BreakTie(who, "for"))
        else:
            again.session.apply(Pass(who))
        moved += 1
    assert moved > 20
    played = facts(again.session)
    again.close()
    assert facts(council_library.open(session_id).session) == played


def test_a_new_game_says_board_changes_at_once_and_keeps_saying_them(council_library: Library) -> None:
    opts = CouncilOptions(mode=Mode.COMPANION, factions=("yssaril", "empyrean", "naaz", "naalu"))
    assert opts.say_at_once
    game = load_game("council")
    assert game.options_to_dict(opts)["say_at_once"] is True  # every save writes it
    config = SessionConfig("council", tuple(Seat(f"P{i}") for i in range(4)), opts, seed=2)
    saved = council_library.create("New night", config)
    s = saved.session
    s.apply(companion.table_as_is(s.state))
    seat = s.to_act()[0]
    s.apply(ScoreSecret(seat, "Mine Rare Metals"))
    assert s.state.stack[-1].kind is FrameKind.INSTRUCTIONS  # said at once
    session_id = saved.id
    saved.close()
    again = council_library.open(session_id)
    assert again.session.state.options.say_at_once is True
    assert again.session.state.stack[-1].kind is FrameKind.INSTRUCTIONS
    again.session.apply(ConfirmInstruction(seat))
    assert again.session.state.stack[-1].kind is FrameKind.START
    again.close()


def test_only_a_save_without_the_field_reads_the_old_rules() -> None:
    game = load_game("council")
    data = game.options_to_dict(CouncilOptions(mode=Mode.COMPANION))
    assert game.options_from_dict(data).say_at_once is True
    del data["say_at_once"]
    assert game.options_from_dict(data).say_at_once is False
