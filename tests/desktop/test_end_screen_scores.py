"""The end screen writes every score as a number, negative ones included."""

import pytest

from desktop.end_screen import EndScreen
from desktop.translations import install_translations, remove_translations


@pytest.mark.parametrize(
    ("score", "text"), [(3, "3 points"), (1, "1 point"), (0, "0 points"), (-2, "−2 points")]
)
def test_scores_are_spelled_with_their_number(qapp, score, text):
    translators = install_translations(qapp, "en")  # English plural forms: "1 point", "3 points"
    try:
        assert EndScreen.points(score) == text
    finally:
        remove_translations(qapp, translators)
