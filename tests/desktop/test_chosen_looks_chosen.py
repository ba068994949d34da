"""A chosen outcome button looks chosen (gold, framed), not like the grey of a disabled button."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget

from desktop.look import apply_style


def _fill(button: QPushButton) -> str:
    image = button.grab().toImage()
    return image.pixelColor(image.width() // 2, 4).name()  # the face above the caption


def test_the_chosen_outcome_is_not_grey(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    apply_style(holder)
    chosen, other, off = (QPushButton(text, holder) for text in ("For", "Against", "Abstain"))
    for b in (chosen, other, off):
        b.setCheckable(True)
        b.resize(120, 34)
    chosen.setChecked(True)
    off.setEnabled(False)
    holder.show()
    assert _fill(chosen) == "#f2b632"
    assert len({_fill(chosen), _fill(other), _fill(off)}) == 3
