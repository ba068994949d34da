"""The seat palette stays distinguishable in normal vision and with protanopia and deuteranopia."""

from __future__ import annotations

import pytest

from desktop.colour_vision import closest_pair, delta_e2000, lab, rgb, simulate
from desktop.demo import DEMO_SEATS
from desktop.new_game import SEAT_COLOURS

# CIEDE2000: about 2 is a just-noticeable difference; the palette's closest pair must look clearly apart,
# and every seat colour must stand out from the dark table it is drawn on (felt, seat plates, side panel).
LEAST_APART = 15.0
LEAST_FROM_TABLE = 25.0
TABLE = ("#12291b", "#2b1d12", "#173d27")


@pytest.mark.parametrize("kind", [None, "protanopia", "deuteranopia"])
def test_every_two_seat_colours_look_apart(kind):
    distance, a, b = closest_pair(SEAT_COLOURS, kind)
    print(f"{kind or 'normal'}: closest pair {a} / {b}, CIEDE2000 {distance:.1f}")
    assert distance >= LEAST_APART, f"{a} and {b} look alike ({kind or 'normal vision'}): {distance:.1f}"


@pytest.mark.parametrize("kind", [None, "protanopia", "deuteranopia"])
def test_every_seat_colour_stands_out_on_the_table(kind):
    def seen(colour: str) -> tuple[float, float, float]:
        return lab(simulate(rgb(colour), kind) if kind else rgb(colour))

    distance, colour, ground = min((delta_e2000(seen(c), seen(g)), c, g) for c in SEAT_COLOURS for g in TABLE)
    print(f"{kind or 'normal'}: least apart from the table {colour} on {ground}, CIEDE2000 {distance:.1f}")
    assert distance >= LEAST_FROM_TABLE, f"{colour} fades into {ground} ({kind or 'normal vision'})"


def test_the_demo_and_new_game_seats_use_the_palette():
    assert tuple(colour for _name, colour in DEMO_SEATS) == SEAT_COLOURS


def test_the_old_palette_would_have_failed():
    """The check can fail: the palette before issue 9 put blue and magenta together for a protanope."""
    old = ("#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4", "#42d4f4", "#f032e6")
    assert closest_pair(old, "protanopia")[0] < LEAST_APART
    assert closest_pair(old, "deuteranopia")[0] < LEAST_APART
    dark_red = lab(simulate(rgb("#c31e2d"), "protanopia"))  # a deep red turns to the felt's olive-brown
    assert delta_e2000(dark_red, lab(simulate(rgb("#12291b"), "protanopia"))) < LEAST_FROM_TABLE


def test_the_colour_difference_matches_the_published_pairs():
    """Sharma, Wu & Dalal (2005), table 1: pairs 1, 7 and 17."""
    assert delta_e2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert delta_e2000((50, 0, 0), (50, -1, 2)) == pytest.approx(2.3669, abs=1e-4)
    assert delta_e2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)
    assert simulate(rgb("#ffffff"), "deuteranopia") == (255, 255, 255)  # white stays white
    assert lab(rgb("#ffffff"))[0] == pytest.approx(100, abs=0.01)
