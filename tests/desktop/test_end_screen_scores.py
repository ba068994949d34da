"""The end screen writes every score as a number, negative ones included."""

import pytest

from desktop.end_screen import EndScreen


@pytest.mark.parametrize(("score", "text"), [(3, "3 point(s)"), (0, "0 point(s)"), (-2, "−2 point(s)")])
def test_scores_are_spelled_with_their_number(qapp, score, text):
    assert EndScreen.points(score) == text
