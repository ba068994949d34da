"""The small looks issue 9 named, each drawn and measured: a hovered or chosen combo-box item is dark text
on gold (it was dark on dark), a checked checkbox is gold with a tick (it looked disabled), spin-box arrows
are drawn (they were empty boxes), and the log's scroll bar is dark on the dark side panel (it was cream)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.demo import demo_session
from desktop.look import apply_style, list_popup
from desktop.main_window import MainWindow

GOLD = QColor("#f2b632")


def _pixels(image: QImage, rect: QRect | None = None) -> list[QColor]:
    rect = rect or image.rect()
    return [
        image.pixelColor(x, y)
        for y in range(rect.top(), rect.bottom() + 1)
        for x in range(rect.left(), rect.right() + 1)
    ]


def _near(a: QColor, b: QColor, by: int = 40) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) <= by


def _dark(c: QColor) -> bool:
    return c.lightness() < 90


def _styled(qtbot, child: QWidget) -> QWidget:
    page = QWidget()
    qtbot.addWidget(page)
    QVBoxLayout(page).addWidget(child)
    apply_style(page)
    page.resize(260, 80)
    page.show()
    qtbot.wait(5)
    return page


def test_a_chosen_combo_item_is_dark_text_on_gold(qtbot):
    combo = list_popup(QComboBox())
    combo.addItems(["Random", "Basic", "Strong"])
    page = _styled(qtbot, combo)  # noqa: F841 (kept: the page owns the control)
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible, timeout=2000)
    view.setCurrentIndex(combo.model().index(0, 0))
    row = view.visualRect(combo.model().index(2, 0))
    qtbot.mouseMove(view.viewport(), row.center())  # the pointer over "Strong"
    qtbot.wait(20)
    image = view.viewport().grab().toImage()
    colours = _pixels(image, row.adjusted(1, 1, -1, -1))
    gold = sum(_near(c, GOLD) for c in colours)
    assert gold > len(colours) // 2, "the chosen item's background is gold"
    assert any(_dark(c) for c in colours), "its text is dark on the gold"
    combo.hidePopup()


def test_a_checked_checkbox_is_gold_with_a_tick_and_unlike_a_disabled_one(qtbot):
    box = QCheckBox("Allow undo past revealed cards")
    page = _styled(qtbot, box)  # noqa: F841 (kept: the page owns the control)
    box.setChecked(True)
    qtbot.wait(5)
    checked = box.grab().toImage()
    indicator = QRect(0, 0, 22, box.height())  # the box sits at the left, before the text
    colours = _pixels(checked, indicator.intersected(checked.rect()))
    assert sum(_near(c, GOLD) for c in colours) > 20, "a checked box is filled with gold"
    assert any(_dark(c) for c in colours), "and carries a dark tick"
    box.setEnabled(False)
    qtbot.wait(5)
    assert box.grab().toImage() != checked, "a disabled box looks different from a checked one"


def test_spin_box_arrows_are_drawn(qtbot):
    spin = QSpinBox()
    spin.setRange(0, 5000)
    spin.setValue(700)
    page = _styled(qtbot, spin)  # noqa: F841 (kept: the page owns the control)
    image = spin.grab().toImage()
    buttons = QRect(spin.width() - 18, 0, 18, spin.height())  # the up and down buttons at the right
    for half in (
        buttons.adjusted(0, 0, 0, -spin.height() // 2),
        buttons.adjusted(0, spin.height() // 2, 0, 0),
    ):
        inside = half.adjusted(4, 4, -4, -4)  # inside the button's border (a dark line on its own)
        colours = _pixels(image, inside.intersected(image.rect()))
        assert colours and any(_dark(c) for c in colours), "each button shows its arrow"


def test_the_log_scroll_bar_is_dark_on_the_side_panel(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 704)
    window.show()
    window.open_table(demo_session("legislation", players=8), None, bot_pause_ms=10**9)
    qtbot.wait(10)
    bar = window.table.log_view.verticalScrollBar()
    assert bar.isVisible(), "a long log scrolls"
    colours = _pixels(bar.grab().toImage())
    light = sum(c.lightness() > 200 for c in colours)
    assert light < len(colours) // 10, "no cream bar on the dark table"
