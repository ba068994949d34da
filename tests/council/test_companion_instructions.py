"""Companion mode: the board actions of a resolved agenda are confirmed once by the table, not seat by
seat (Executive Sanctions' Against asked six seats in turn: issue 32, defect 8)."""

from __future__ import annotations

from dataclasses import replace

from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.council import companion
from games.council.actions import Abstain, CastVotes, Choose, ConfirmInstruction, Pass
from games.council.options import CouncilOptions, Mode
from games.council.state import FrameKind
from tests.council.table import GAME, top, waiting

BOARD = ("yssaril", "empyrean", "naaz", "naalu", "letnev", "l1z1x")


def sanctions_against() -> Session:
    opts = CouncilOptions(mode=Mode.COMPANION, factions=BOARD)
    s = Session(GAME, SessionConfig("council", tuple(Seat(f"P{i}") for i in range(6)), opts, seed=2))
    s.apply(replace(companion.table_as_is(s.state), speaker=1))
    voted = False
    for _ in range(80):
        f = top(s.state)
        seat = waiting(s.state)
        if f.kind is FrameKind.INSTRUCTIONS:
            return s
        if f.kind is FrameKind.CHOOSE:
            s.apply(Choose(seat, ("executive-sanctions",)))
        elif f.kind is FrameKind.VOTE:
            ready = [p for p in s.state.players[seat].planets if p not in s.state.players[seat].exhausted]
            if not voted and ready:
                s.apply(CastVotes(seat, "against", tuple(ready)))
                voted = True
            else:
                s.apply(Abstain(seat))
        else:
            s.apply(Pass(seat))
    raise AssertionError("no instructions")


def test_one_confirmation_carries_out_every_players_board_action():
    s = sanctions_against()
    state = s.state
    assert len(state.instructions) == 6 and {i.key for i in state.instructions} == {"against"}
    s.apply(ConfirmInstruction(waiting(state)))
    assert not state.instructions and top(state).kind is not FrameKind.INSTRUCTIONS
    assert len(s.entries[-1].public["instructions"]) == 6  # the log keeps every one confirmed
