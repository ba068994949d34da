"""Only text with no bound may be shortened with "…" (issue 9: "text that must be shortened is elided and
has a tooltip"): the layout check fails on any other shortened caption, and a heading picks a shorter
wording that fits whole instead (desktop/table/fitted_label.py)."""

from __future__ import annotations

from layout_check import problems
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.table.elided_label import ElidedLabel, WrappedFacts, may_elide
from desktop.table.fitted_label import FittedLabel

LONG = "Round 1 · agenda 1 · A chance to answer what just happened"


def _window(qtbot, *widgets: QWidget, width: int = 160) -> QWidget:
    window = QWidget()
    qtbot.addWidget(window)
    column = QVBoxLayout(window)
    for w in widgets:
        column.addWidget(w)
    window.resize(width, 60 * len(widgets))
    window.show()
    qtbot.wait(5)
    return window


def test_a_shortened_caption_fails_unless_marked(qtbot):
    label, facts = ElidedLabel(LONG), WrappedFacts(LONG + " " + LONG)
    facts.setFixedHeight(20)
    window = _window(qtbot, label, facts)
    assert label.text() != LONG and facts.text() != LONG  # both shortened
    found = problems(window)
    for w in (label, facts):
        assert any(type(w).__name__ in f and "not marked elidable" in f for f in found), found
    for w in (label, facts):
        may_elide(w)
    assert problems(window) == []


def test_a_hand_shortened_caption_fails_too(qtbot):
    """A caption cut by hand ("Round 1 · agenda…", the whole in its tooltip) is caught like the widgets'."""
    label = QLabel("Round 1 · agenda…")
    label.setToolTip(LONG)
    button = QPushButton("See the laws (3)…")  # a caption that opens a window ends in "…": not shortened
    button.setToolTip("Every law in play")
    window = _window(qtbot, label, button, width=400)
    found = problems(window)
    assert len(found) == 1 and "QLabel" in found[0] and "not marked elidable" in found[0], found


def test_a_clipped_caption_fails_even_with_a_tooltip(qtbot):
    """Before: any caption ending in "…" with a tooltip passed, clipped or not."""
    button = QPushButton("Verweigern (einen Flottenmarker verlieren)…")
    button.setToolTip("Verweigern")
    button.setFixedWidth(120)
    window = _window(qtbot, button, width=200)
    assert any("caption needs" in f for f in problems(window))


def test_a_fitted_label_shows_a_whole_wording(qtbot):
    wide = FittedLabel((LONG, "Round 1 · agenda 1"))
    narrow = FittedLabel((LONG, "Round 1 · agenda 1"))
    roomy = _window(qtbot, wide, width=700)
    window = _window(qtbot, narrow, width=200)
    assert roomy.isVisible()
    assert wide.text() == LONG and not wide.toolTip()
    assert narrow.text() == "Round 1 · agenda 1" and narrow.toolTip() == LONG
    assert problems(window) == []
