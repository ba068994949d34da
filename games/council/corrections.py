"""Companion mode, mid-phase: who may put the table right (Edit › Correct the Table…) and its legal space."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import partial
from typing import ClassVar

from games.core.legal import ChoiceSpace
from games.council import companion, seating
from games.council.actions import TableCheck
from games.council.options import Mode
from games.council.state import TABLE_CHECK, CouncilState
from games.council.table_space import TableSpace


def may_correct(state: CouncilState, seat: int) -> bool:
    """Whether `seat` may correct the table now: companion mode, during the game, no table check open,
    and the seat is the speaker's (the player who runs the agenda phase speaks for the table)."""
    if state.options.mode is not Mode.COMPANION or state.over or seat != state.speaker:
        return False
    top = state.stack[-1] if state.stack else None
    return top is None or top.kind is not TABLE_CHECK


def corrections(state: CouncilState, seat: int) -> list[ChoiceSpace]:
    """The listing's "corrections" part: one space of every table the speaker may report, or nothing."""
    if not may_correct(state, seat):
        return []
    as_is = replace(companion.table_as_is(state, seat), correction=True)
    return [CorrectionSpace(as_is, partial(seating.try_table_check, state.copy()))]


def random_correction(as_is: TableCheck, rng: random.Random) -> TableCheck:
    """A value or two put right: trade goods, a planet exhausted or readied."""
    tg = tuple(max(0, t + rng.randint(-1, 1)) for t in as_is.trade_goods)
    exhausted = tuple(tuple(x for x in planets if rng.random() < 0.3) for planets in as_is.planets)
    return replace(as_is, trade_goods=tg, exhausted=exhausted)


@dataclass(frozen=True, slots=True)
class CorrectionSpace(TableSpace):
    """A correction (TableCheck with `correction`): the holdings as the table has them now; the laws,
    the speaker and the factions as they are. Membership is the engine's own check, on a private copy
    of the table taken when the listing was made."""

    WHAT: ClassVar[str] = "a correction"

    def changed(self, rng: random.Random) -> TableCheck:
        return random_correction(self.as_is, rng)

    def admits(self, action: TableCheck) -> bool:
        return action.correction
