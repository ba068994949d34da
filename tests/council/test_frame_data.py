"""A Council frame carries the payload of its kind (games/council/frame_data.py): in random games of every
option example, each frame on the stack or waiting as a trigger holds only keys its kind declares, each
with a value of the declared type. mypy checks the rules' reads and writes; this catches a payload put
on the wrong kind of frame, or a value that came through an untyped path."""

from __future__ import annotations

import random
import typing

import pytest

from games.council.card_rule import Params
from games.council.frame_data import (
    CancelData,
    ChoiceData,
    FrameData,
    InstructionsData,
    TieData,
    TransactionData,
    TriggerData,
    VoteData,
    VoterData,
    WindowData,
)
from games.council.game import GalacticCouncil
from games.council.options import CouncilOptions
from games.council.state import Frame, FrameKind
from tests.typed_values import fits

GAME = GalacticCouncil()
PAYLOAD: dict[FrameKind, type] = {
    FrameKind.CANCEL: CancelData,
    FrameKind.TRIGGER: TriggerData,
    FrameKind.PRE_VOTE: VoterData,
    FrameKind.POST_VOTE: VoterData,
    FrameKind.VOTE: VoteData,
    FrameKind.TIE: TieData,
    FrameKind.CHOOSE: ChoiceData,
    FrameKind.TRANSACTION: TransactionData,
    FrameKind.INSTRUCTIONS: InstructionsData,
}
HINTS = typing.get_type_hints(FrameData, localns={"Params": Params})  # named for mypy only there


def declared(kind: FrameKind) -> frozenset[str]:
    payload = PAYLOAD.get(kind, WindowData if kind is not FrameKind.TABLE_CHECK else None)
    return frozenset(payload.__annotations__) if payload is not None else frozenset()


def test_every_kind_payload_is_part_of_frame_data():
    every = set().union(*(declared(kind) for kind in FrameKind))
    assert every == set(FrameData.__annotations__)


def test_a_frame_with_a_key_of_another_kind_is_told():
    assert "tied" not in declared(FrameKind.VOTE)
    assert fits("cast", HINTS["stage"])  # a stage the procedure knows
    assert not fits("resting", HINTS["stage"])
    assert not fits((1, 2, 3), HINTS["dealt"])


@pytest.mark.parametrize("options", GAME.option_examples(), ids=lambda o: f"{o.mode}-{o.deck}")
def test_every_frame_holds_its_kind_payload(options: CouncilOptions):
    kinds: set[FrameKind] = set()
    for seed in range(1, 5):
        rng = random.Random(seed)
        state = GAME.new_state(5, options, seed)
        for _ in range(3000):
            if state.over:
                break
            frames: list[Frame] = [*state.stack, *state.triggers]
            for frame in frames:
                allowed = declared(frame.kind)
                for key, value in frame.data.items():
                    assert key in allowed, f"{frame.kind}: {key!r} is not in its payload"
                    assert fits(value, HINTS[key]), f"{frame.kind}: {key!r} = {value!r} is not a {HINTS[key]}"
                kinds.add(frame.kind)
            seat = GAME.to_act(state)[0]
            GAME.apply(state, GAME.random_action(GAME.view(state, seat), rng))
    assert {FrameKind.VOTE, FrameKind.CHOOSE, FrameKind.CANCEL, FrameKind.TRANSACTION} <= kinds
