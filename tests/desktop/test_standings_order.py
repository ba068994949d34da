"""The standings strip keeps the seats in seat order (a strip sorted by score made them jump about after
every vote) and marks the leader instead."""

from __future__ import annotations

from desktop.table.standings import StandingsStrip


def test_seats_keep_their_places_and_the_leader_is_marked(qtbot):
    strip = StandingsStrip(("Alice", "Bob", "Carol"), ("#e6194b", "#3cb44b", "#4363d8"), "pts")
    qtbot.addWidget(strip)
    strip.resize(600, 26)
    strip.set_scores((0, 0, 0))
    assert strip.order() == [0, 1, 2] and strip.leaders() == set()  # all level: nobody leads
    strip.set_scores((1, 5, 3))
    assert strip.order() == [0, 1, 2]
    assert strip.leaders() == {1}
    assert strip.accessibleName() == "Standings: Alice 1 pts, Bob 5 pts (leading), Carol 3 pts"
    strip.set_scores((4, 2, 4))
    assert strip.order() == [0, 1, 2] and strip.leaders() == {0, 2}
    strip.show()
    image = strip.grab().toImage()
    gold = sum(
        1 for x in range(image.width()) if image.pixelColor(x, 8).name() == "#f2b632"
    )  # the leaders' scores on gold
    assert gold > 10
