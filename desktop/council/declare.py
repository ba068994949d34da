"""Companion mode: the speaker names the agenda turned over (or the one Covert Legislation drew),
searching by name among the agendas still in the deck."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from desktop.council.names import any_card_name, tr

ROLE = Qt.ItemDataRole.UserRole


class AgendaSearch(QWidget):
    """Type part of a name to narrow the list; click (or Enter on the only match) to pick."""

    def __init__(self, agendas: tuple[str, ...], covert: bool, on_pick: Callable[[str], None]) -> None:
        super().__init__()
        self.on_pick = on_pick
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
        layout.addWidget(self.list, 1)

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
        if shown:
            self.list.setCurrentItem(shown[0])

    def pick(self, agenda: str) -> None:
        for i in range(self.list.count()):
            if self.list.item(i).data(ROLE) == agenda:
                self.list.setCurrentItem(self.list.item(i))
