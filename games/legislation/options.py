"""The options a table chooses before a game of Legislation (rulings marked *option*)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

HAND_SIZES = (9, 6)  # full game, short game


class BallotStyle(StrEnum):
    SECRET = "secret"  # everyone votes on their own screen; revealed together (default)
    ROLL_CALL = "roll_call"  # open, from the sponsor's left, sponsor last


@dataclass(frozen=True, slots=True)
class LegislationOptions:
    hand_size: int = 9
    ballot: BallotStyle = BallotStyle.SECRET


def check_options(options: LegislationOptions) -> None:
    if not isinstance(options, LegislationOptions):
        raise ValueError(f"expected LegislationOptions, got {type(options).__name__}")
    if isinstance(options.hand_size, bool) or options.hand_size not in HAND_SIZES:
        raise ValueError(f"hand size must be 9 (full game) or 6 (short game), not {options.hand_size!r}")
    if not isinstance(options.ballot, BallotStyle):
        raise ValueError(f"ballot must be 'secret' or 'roll_call', not {options.ballot!r}")
