"""Companion mode: the speaker names the agenda turned over (or the one Covert Legislation drew),
searching by name among the agendas still in the deck."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from desktop.council.names import any_card_name, tr

ROLE = Qt.ItemDataRole.UserRole


class AgendaSearch(QWidget):
    """Type part of a name to narrow the list; click (or Enter on the only match) to pick."""

    def __init__(
        self,
        agendas: tuple[str, ...],
        covert: bool,
        on_pick: Callable[[str], None],
        on_confirm: Callable[[], object] | None = None,
    ) -> None:
        super().__init__()
        self.on_pick = on_pick
        self.on_confirm = on_confirm  # Enter in the search: the first agenda listed, confirmed
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        text = (
            tr(
                "Speaker: which agenda did Covert Legislation draw? Keep it to yourself — "
                "the screen shows only its outcomes."
            )
            if covert
            else tr("Speaker: which agenda was turned over?")
        )
        head = QLabel(text)
        head.setWordWrap(True)
        layout.addWidget(head)
        self.search = QLineEdit()
        self.search.setObjectName("agenda_search")
        self.search.setPlaceholderText(tr("Type part of the agenda's name…"))
        self.search.setAccessibleName(tr("Search the agendas still in the deck"))
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self._enter)
        layout.addWidget(self.search)
        self.list = QListWidget()
        self.list.setObjectName("agenda_list")
        self.list.setMinimumHeight(110)
        self.list.setStyleSheet(  # dark ink on a light list: the felt's cream text is for the cloth
            "QListWidget { background: #fff7e6; color: #2b1d12; }"
            " QListWidget::item:selected { background: #d4a017; color: #1a120b; }"
        )
        for agenda in agendas:
            item = QListWidgetItem(any_card_name(agenda))
            item.setData(ROLE, agenda)
            self.list.addItem(item)
        self.list.currentItemChanged.connect(
            lambda item, _old: item is not None and self.on_pick(item.data(ROLE))
        )
        self.list.itemActivated.connect(lambda _item: self._confirm())  # Enter or a double click
        layout.addWidget(self.list, 1)
        self.setFocusProxy(self.search)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        """The search takes the keyboard as it shows: the speaker types at once (typing was lost)."""
        super().showEvent(event)
        QTimer.singleShot(0, self._focus)

    def _focus(self) -> None:
        if self.isVisible():
            self.search.setFocus(Qt.FocusReason.OtherFocusReason)

    def _confirm(self) -> None:
        if self.on_confirm is not None and self.list.currentItem() is not None:
            self.on_confirm()

    def _filter(self, text: str) -> None:
        needle = text.strip().casefold()
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setHidden(bool(needle) and needle not in item.text().casefold())
        shown = self.shown()
        if len(shown) == 1:
            self.list.setCurrentItem(shown[0])

    def shown(self) -> list[QListWidgetItem]:
        return [self.list.item(i) for i in range(self.list.count()) if not self.list.item(i).isHidden()]

    def _enter(self) -> None:
        shown = self.shown()
        if shown and (self.list.currentItem() is None or self.list.currentItem().isHidden()):
            self.list.setCurrentItem(shown[0])
        if shown:
            self._confirm()

    def pick(self, agenda: str) -> None:
        for i in range(self.list.count()):
            if self.list.item(i).data(ROLE) == agenda:
                self.list.setCurrentItem(self.list.item(i))
