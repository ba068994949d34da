"""Writes tests/storage/golden/council-companion-v1.* with the code of main 69504ab.

    git worktree add /tmp/compat_old 69504ab
    cd /tmp/compat_old && PYTHONPATH=. python <this checkout>/tests/storage/make_council_golden.py OUTDIR

A Galactic Council companion game saved before board changes were said at once (aef73d5, 0f09cee,
e845dde): a secret objective scored in a window, a deal handing over trade goods, an agenda voted with
planets and resolved with its one confirmation. Never regenerate it: it stands for saves on disks.
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Any

from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.council import companion
from games.council.actions import (
    Abstain,
    AnswerDeal,
    CastVotes,
    Choose,
    ConfirmInstruction,
    Pass,
    ProposeDeal,
    ScoreSecret,
)
from games.council.options import CouncilOptions, Mode
from games.council.state import FrameKind
from games.registry import load_game
from storage.library import Library

BOARD = ("yssaril", "empyrean", "naaz", "naalu", "letnev", "l1z1x")


def facts(session: Session) -> dict[str, Any]:
    """What the old code computed: the test compares the loaded game with it."""
    state = session.state
    return {
        "actions": len(session.actions),
        "to_act": list(session.to_act()),
        "vp": [p.vp for p in state.players],
        "tg": [p.tg for p in state.players],
        "exhausted": [sorted(p.exhausted) for p in state.players],
        "frame": state.stack[-1].kind.value if state.stack else None,
        "moves": state.moves,
    }


def play(session: Session) -> None:
    s = session
    s.apply(replace(companion.table_as_is(s.state), speaker=1))
    seat = s.to_act()[0]
    assert s.state.stack[-1].kind is FrameKind.START
    s.apply(ScoreSecret(seat, "Mine Rare Metals"))  # said at once by the new code
    voted = dealt = False
    confirmed = 0
    for _ in range(200):
        state = s.state
        kind = state.stack[-1].kind
        seat = s.to_act()[0]
        if kind is FrameKind.INSTRUCTIONS:
            s.apply(ConfirmInstruction(seat))
            confirmed += 1
            continue
        if voted and kind is FrameKind.START:
            return
        if kind is FrameKind.CHOOSE and voted:
            return  # the second agenda is next: saved here, between the agendas
        if kind is FrameKind.CHOOSE:
            s.apply(Choose(seat, ("executive-sanctions",)))
        elif kind is FrameKind.WHEN and not dealt:
            s.apply(ProposeDeal(1, 2, ("tg:1",), ()))  # a trade good crosses the table
            s.apply(AnswerDeal(2, True))
            dealt = True
        elif kind is FrameKind.VOTE:
            p = state.players[seat]
            ready = [x for x in p.planets if x not in p.exhausted]
            if not voted and ready:
                s.apply(CastVotes(seat, "against", tuple(ready)))
                voted = True
            else:
                s.apply(Abstain(seat))
        elif kind is not FrameKind.INSTRUCTIONS:
            s.apply(Pass(seat))
    raise AssertionError("the agenda did not close")


def main(out: Path) -> None:
    opts = CouncilOptions(mode=Mode.COMPANION, factions=BOARD)
    config = SessionConfig("council", tuple(Seat(f"P{i}") for i in range(6)), opts, seed=2)
    with tempfile.TemporaryDirectory() as tmp:
        library = Library(Path(tmp), load_game=load_game)
        saved = library.create("Council before say-now", config)
        play(saved.session)
        want = facts(saved.session)
        saved.close()
        shutil.copyfile(saved.path, out / "council-companion-v1.quorum.db")
        library.export(saved.id, out / "council-companion-v1.quorum")
    (out / "council-companion-v1.expected.json").write_text(json.dumps(want, indent=1) + "\n", "utf-8")
    print(json.dumps(want))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
