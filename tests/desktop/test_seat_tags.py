"""A seat panel given more height than its lines need (the ring at the start of a Council agenda) keeps
its "bot" and "to act" tags one line high: they stretched into tall blocks."""

from __future__ import annotations

from desktop.look import apply_style
from desktop.table.seat_panel import SeatPanel


def test_the_tags_stay_one_line_high_in_a_tall_panel(qtbot):
    panel = SeatPanel("Carol", "#ffe119", bot=True, acting=True, is_viewer=False, status="0 VP · 2 TG")
    qtbot.addWidget(panel)
    apply_style(panel)
    panel.resize(328, 260)
    panel.show()
    qtbot.wait(10)
    for tag in (panel.bot_tag, panel.turn_tag):
        assert tag.isVisible()
        assert tag.height() <= tag.sizeHint().height() + 2, (tag.text(), tag.height(), tag.sizeHint())
