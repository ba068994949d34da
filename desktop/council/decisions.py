"""What the Council board's panels share: the kinds of card window, sizes, and a card waiting for its
target (board.py, and a module per kind of decision: window_panel, vote_moves, choice_panel, ...)."""

from __future__ import annotations

from dataclasses import dataclass

from desktop.council.table_targets import TableTargets
from games.council.rulebook import Params


@dataclass(frozen=True)
class Targeting:
    """A card activated that waits for its target: its legal plays and where they sit on the table."""

    verb: str
    card: str
    options: tuple[Params, ...]
    targets: TableTargets


RIDERS_SHOWN = 3
OUTCOME_BUTTONS = 6  # more outcomes than this (planets, players at 8 seats): chosen from a list
HAND_CARD_WIDTH = 96  # the widest card at the bottom of the table (action cards in the hand)
WINDOWS = {
    "start_window",
    "when_revealed",
    "after_revealed",
    "before_vote",
    "after_own_vote",
    "after_speaker_votes",
    "before_resolution",
    "after_resolution",
    "cancel_window",
    "trigger",
}


def all_planets() -> set[str]:
    from games.council import data

    return set(data.planets())
