"""Council log lines: what an agenda's end settles reads in the log, not only in the engine's record."""

from __future__ import annotations

from desktop.council.screens import phrase
from games.council.results import PredictionSettled

NAMES = ("Alice", "Bob", "Carol")


def test_riders_settled_at_the_agenda_end_are_told(qtbot):
    """Bob's Leadership Rider on For paid him three command tokens, Alice's Construction Rider on Bob
    was lost: the log said only "Resolved: For." and nobody was told who had been right."""
    entry = {
        "kind": "pass",
        "seat": 0,
        "window": "after_res",
        "predictions": [
            PredictionSettled(1, "leadership-rider", "for", True),
            PredictionSettled(0, "construction-rider", "player:1", False),
            [2, "imperial-rider", "against", False],  # as an older record holds it
        ],
    }
    text = phrase(entry, NAMES)
    assert "Bob was right: Leadership Rider on For." in text
    assert "Alice was wrong: Construction Rider on Bob." in text
    assert "Carol was wrong: Imperial Rider on Against." in text
