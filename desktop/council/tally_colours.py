"""A vote's bars in colour: an elected player's in that seat's colour, other outcomes from one palette
(the table's tally and the table display draw them alike)."""

from __future__ import annotations

from desktop.council.names import outcome_label
from desktop.table.tally_bar import TallyLine

OUTCOME_COLOURS = ("#2e9b55", "#c0392b", "#2f6fbf", "#d4a017", "#7d4cc2", "#1e8c8c", "#b35c1e", "#8a8378")
OUTCOME_MARKS = {"for": "✓", "against": "✗"}


def outcome_colour(outcome: str, index: int, colours: tuple[str, ...]) -> str:
    """An elected player's bar is in that seat's colour; other outcomes take the outcome palette."""
    kind, _, rest = outcome.partition(":")
    if kind == "player" and rest.isdigit() and int(rest) < len(colours):
        return colours[int(rest)]
    return OUTCOME_COLOURS[index % len(OUTCOME_COLOURS)]


def tally_line(
    outcome: str, votes: int, index: int, names: tuple[str, ...], colours: tuple[str, ...]
) -> TallyLine:
    """One bar: a player's colour and initial, For ✓ / Against ✗, else the outcome's first letter."""
    label = outcome_label(outcome, names)
    mark = OUTCOME_MARKS.get(outcome, label)
    return TallyLine(label, votes, outcome_colour(outcome, index, colours), mark)
