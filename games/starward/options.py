"""The options a table chooses before a game of Starward (rules §9)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class StarwardOptions:
    extended_three_player: bool = False  # 3 players: the smaller stacks, and two empty stacks end the game
    extra_round: bool = False  # Quorum: one more full round after the last round


def check_options(options: StarwardOptions) -> None:
    if not isinstance(options, StarwardOptions):
        raise ValueError(f"expected StarwardOptions, got {type(options).__name__}")
    for name in ("extended_three_player", "extra_round"):
        if not isinstance(getattr(options, name), bool):
            raise ValueError(f"{name} must be true or false, not {getattr(options, name)!r}")


def size_key(seats: int, options: StarwardOptions) -> str:
    """Which column of the set-up table (rules §4) a game uses."""
    if seats == 3 and options.extended_three_player:
        return "3-extended"
    return str(seats)
