"""Complete Starward games played through the GUI by clicks and keys, with the hand-off curtain between
humans and a privacy walk over every screen."""

from __future__ import annotations

import pytest
from play_through import play_to_end, table_page
from PySide6.QtWidgets import QLabel
from starward_player import StarwardPlayer, StarwardPrivacyWatch

from desktop.end_screen import EndScreen
from games.core.seats import SeatKind


def make_page(qtbot, kinds, seed=5):
    return table_page(qtbot, "starward", kinds, seed=seed, size=(1366, 740))


@pytest.mark.slow  # a whole game played through the GUI (docs/testing.md)
def test_two_humans_play_a_whole_game_behind_the_curtain(qtbot):
    page = make_page(qtbot, (SeatKind.HUMAN, SeatKind.HUMAN), seed=3)
    player = StarwardPlayer(qtbot, page, seed=2)
    watch = StarwardPrivacyWatch()
    play_to_end(qtbot, page, player, watch, limit=6000)
    kinds = {a.kind for a in page.session.actions}
    assert {"choose_role", "boost", "cleanup", "play_action", "end_actions", "keep_planet"} <= kinds
    assert {"follow", "dissent"} <= kinds
    assert player.moves["curtain"] > 20  # every hand-over, including each follow/dissent, behind the curtain
    assert watch.checks > 100
    assert isinstance(page.current, EndScreen)
    breakdown = page.current.findChild(type(page.current), "") or page.current
    assert "Influence tokens" in " ".join(w.text() for w in breakdown.findChildren(QLabel))


@pytest.mark.slow  # a whole game played through the GUI (docs/testing.md)
def test_four_seats_two_humans_and_two_bots(qtbot):
    page = make_page(qtbot, (SeatKind.HUMAN, SeatKind.BOT, SeatKind.HUMAN, SeatKind.BOT), seed=11)
    player = StarwardPlayer(qtbot, page, seed=7)
    watch = StarwardPrivacyWatch()
    play_to_end(qtbot, page, player, watch, limit=6000)
    humans = {a.kind for a in page.session.actions if a.seat in (0, 2)}
    assert {"choose_role", "boost", "cleanup", "follow", "dissent"} <= humans
    assert watch.checks > 100
