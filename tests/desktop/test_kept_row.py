"""A row of kept widgets shows exactly the widgets of the latest plan, in its order: the others are hidden
(also one built and dropped before the event loop had shown it) and come back as they were."""

from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QWidget

from desktop.table.kept_row import KeptRow, Spacing, Stretch


def _shown(host: QWidget) -> list[str]:
    return [w.text() for w in sorted(host.findChildren(QLabel), key=lambda w: w.x()) if w.isVisible()]


def test_the_row_shows_the_latest_plan_and_keeps_the_rest_hidden(qapp):
    host = QWidget()
    host.resize(600, 80)
    row = KeptRow(QHBoxLayout(host))
    host.show()
    a, new_a = row.get("a", lambda: QLabel("a"))
    b, _ = row.get("b", lambda: QLabel("b"))
    assert new_a and row.place([a, Spacing(10), b, Stretch(1)]) == [a, b]
    QApplication.processEvents()
    assert _shown(host) == ["a", "b"]
    c, _ = row.get("c", lambda: QLabel("c"))
    row.place([b, c])
    # Built and dropped before the loop turned: its layout's queued show must not bring it up.
    d, _ = row.get("d", lambda: QLabel("d"))
    row.place([d, b, c])
    row.place([c, b])
    QApplication.processEvents()
    assert _shown(host) == ["c", "b"]
    again, new = row.get("a", lambda: QLabel("other"))
    assert again is a and not new  # kept, not built again
    assert row.place([a, b]) == []
    QApplication.processEvents()
    assert _shown(host) == ["a", "b"] and not c.isVisible() and not d.isVisible()
    host.close()
