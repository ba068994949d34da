"""What the Council board's panels share: the kinds of card window, sizes, and a card waiting for its
target (board.py, and a module per kind of decision: window_panel, vote_moves, choice_panel, ...)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from desktop.council.table_targets import TableTargets
from games.council.playing import Play
from games.council.state import WINDOW_KINDS
from games.council.view import Prompt

P = TypeVar("P", bound=Prompt)


@dataclass(frozen=True)
class Targeting:
    """A card activated that waits for its target: its legal plays and where they sit on the table."""

    verb: str
    card: str
    options: tuple[Play, ...]  # as listed: each carries its move
    targets: TableTargets


RIDERS_SHOWN = 3
OUTCOME_BUTTONS = 6  # more outcomes than this (planets, players at 8 seats): chosen from a list
HAND_CARD_WIDTH = 96  # the widest card at the bottom of the table (action cards in the hand)
WINDOWS = WINDOW_KINDS  # the card windows, as the rules name them (a frame kind is its string)


def all_planets() -> set[str]:
    from games.council import data

    return set(data.planets())


def prompt_as(prompt: Prompt | None, kind: type[P]) -> P:
    """The seat's prompt as the class its kind makes (games/council/view.py `prompt`: "vote" a VotePrompt,
    "choose" a ChoicePrompt...): the board picks what to draw by the kind, so this only says so to mypy."""
    assert isinstance(prompt, kind), prompt
    return prompt


def asked_seat(seat: int | None) -> int:
    """The board's seat where a decision is drawn: only a seat's own screen has a prompt (a shared
    screen, seat None, only waits), so its moves always name a seat."""
    assert seat is not None
    return seat
