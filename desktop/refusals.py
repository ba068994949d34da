"""Why a move was refused, in the player's language: the framework's `IllegalAction` codes as sentences.

The engines raise `IllegalAction(message, code, **details)`; the message is English for logs, the code
is stable. The framework's codes (turns, undo, ballots) are here; each game adds its own sentences
(`desktop/<game>/refusals.py`, passed in as `own`). A code listed nowhere (a rule added later) falls
back to the engine's own message. A placeholder `%name` is filled from the error's detail `name`:
%seat and %holder with the seat's name, a name with a formatter given (card=..., window=...) through it, any
other as written. A count is Qt's %n: such a sentence is a function of the details (see `count`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

_PLACEHOLDER = re.compile(r"%([a-z_]+)")


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    """Translate in the context pyside6-lupdate gives a bare tr() call outside a class (the empty one);
    with a count n, "%n" takes the language's plural form (tr("%n bill(s)", "", 3))."""
    return QCoreApplication.translate("", text, disambiguation or None, n)


def count(details: Mapping[str, Any], key: str) -> int:
    """A count detail for Qt's %n (-1, which Qt leaves unfilled, when the engine gave none)."""
    value = details.get(key)
    return value if isinstance(value, int) and value >= 0 else -1


Sentence = str | Callable[[Mapping[str, Any]], str]
"""A refusal's sentence, or (for one with a count: Qt's %n) a function of the error's details."""


def _sentences() -> dict[str, str]:
    # Built on each call, not at import: tr() must run after the translators are installed.
    return {
        # turns and phases
        "not_your_turn": tr("It is not your turn."),
        "not_your_vote": tr("It is not your turn to vote."),
        "not_your_window": tr("It is another player's turn in this window."),
        "game_over": tr("The game is over."),
        "wrong_phase": tr("That move belongs to another round of the game."),
        "wrong_step": tr("That move does not fit this moment of the turn."),
        "undo_barrier": tr("Nothing can be undone: the table has already seen what came next."),
        "nothing_to_redo": tr("There is nothing to redo."),
        "unknown": tr("This game does not know that move."),
        # ballots
        "already_voted": tr("You have already voted."),
        "unknown_option": tr("That is not one of the choices on this ballot."),
        "negative_votes": tr("A vote cannot count less than nothing."),
        "no_votes_cast": tr("Extra votes need votes already cast."),
        "bad_choice": tr("That choice is not allowed now."),
    }


def refusal_text(
    error: Exception,
    names: tuple[str, ...] = (),
    own: Mapping[str, Sentence] | None = None,
    **formatters: Callable[[str], str],
) -> str:
    """The translated reason for `error` (an IllegalAction), or the engine's message for an unknown code."""
    code = getattr(error, "code", None)
    details: dict[str, Any] = dict(getattr(error, "details", {}) or {})
    sentence: Sentence | None = None
    if isinstance(code, str):
        sentence = (own or {}).get(code) or _sentences().get(code)
    text = sentence(details) if callable(sentence) else sentence
    if text is None or "%n" in text:  # no sentence, or a count the engine did not give
        return str(error)
    missing = False

    def fill(match: re.Match[str]) -> str:
        nonlocal missing
        key = match.group(1)
        value = details.get(key)
        if key in ("seat", "holder"):  # seat numbers, named
            word = names[value] if isinstance(value, int) and 0 <= value < len(names) else str(value or "")
        elif value is None:
            word = ""
        elif key in formatters:
            word = formatters[key](str(value))
        else:
            word = str(value)
        missing = missing or not word
        return word

    text = _PLACEHOLDER.sub(fill, text)
    return str(error) if missing else text  # the engine did not say which: its own message is clearer
