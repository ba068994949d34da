"""Tally bars: an elected player's bar wears that seat's colour and initial; For/Against and Yay/Nay carry a
sign, so colour is never the only signal (issue 9: Erin's bar was drawn in Frank's purple)."""

from __future__ import annotations

from desktop.council.tally_colours import OUTCOME_COLOURS, tally_line
from desktop.table.tally_bar import TallyBars, TallyLine

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")
COLOURS = ("#c31e2d", "#69d2a5", "#fff000", "#4b5ad2", "#f0780f", "#b487ff")


def test_an_elected_player_bar_takes_the_seat_colour_and_initial(qtbot):
    # Erin listed first among the outcomes: before the fix her bar took the outcome palette's first colour.
    erin = tally_line("player:4", 7, 0, NAMES, COLOURS)
    frank = tally_line("player:5", 3, 1, NAMES, COLOURS)
    assert (erin.label, erin.colour, erin.mark) == ("Erin", "#f0780f", "Erin")
    assert (frank.colour, frank.mark) == ("#b487ff", "Frank")


def test_for_and_against_carry_a_sign(qtbot):
    assert tally_line("for", 5, 0, NAMES, COLOURS).mark == "✓"
    assert tally_line("against", 2, 1, NAMES, COLOURS).mark == "✗"
    planet = tally_line("planet:mecatol-rex", 1, 2, NAMES, COLOURS)
    assert planet.colour == OUTCOME_COLOURS[2] and planet.mark


def test_the_bar_paints_its_mark(qtbot):
    """The mark is drawn: the pixels under the badge differ with and without it."""
    bars = TallyBars("Votes")
    qtbot.addWidget(bars)
    bars.resize(300, TallyBars.height_for(1))
    bars.set_lines((TallyLine("Erin", 3, "#f0780f", "Erin"),))
    marked = bars.grab().toImage()
    bars.set_lines((TallyLine("Erin", 3, "#f0780f"),))
    plain = bars.grab().toImage()
    assert marked != plain
