"""Typed errors raised by the rules; every message says what was wrong."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules forbid. The state it was tried on is unchanged.

    `code` is a stable machine-readable reason (for tests and translated GUI
    messages); `str(error)` is a plain English explanation for logs.
    """

    def __init__(self, message: str, code: str = "illegal", **details: object) -> None:
        super().__init__(message)
        self.code = code
        self.details = details


class NotYourTurn(IllegalAction):
    """The seat tried to act while the game waits for someone else."""

    def __init__(self, seat: int, waiting_for: tuple[int, ...]) -> None:
        super().__init__(
            f"seat {seat} cannot act now; waiting for seat(s) {list(waiting_for)}",
            code="not_your_turn",
            seat=seat,
            waiting_for=waiting_for,
        )


class GameOver(IllegalAction):
    """No action is legal once the game has ended."""

    def __init__(self) -> None:
        super().__init__("the game is over", code="game_over")


class CorruptLog(ValueError):
    """A stored action log could not be decoded or replayed."""
