"""The Edit menu's choices the seat at the screen makes for itself and can take back: its hand shown open
after the bots' moves (the face-down curtain offers to turn it off) and the seats whose transaction offers
it refuses unasked ("Refuse all from Bob" on an offer); both kept with the save."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from desktop.translations import tr

if TYPE_CHECKING:
    from desktop.table.table_page import TablePage


def seat_at_screen(table: TablePage | None) -> int | None:
    """The human seat whose view is up with no curtain before it (None: nobody's, or a hand-over)."""
    if table is None or table.session.is_over():
        return None
    hotseat = table.hotseat
    if hotseat.curtain_for() is not None:
        return None
    seat = hotseat.screen_seat()
    return seat if seat is not None and seat in hotseat.humans else None


def hand_may_turn(table: TablePage | None) -> bool:
    """Whether a hand comes back face down at this table after the bots' moves (two or more humans at
    this screen, each with a view of their own)."""
    return table is not None and len(table.hotseat.local) > 1 and not table.hotseat.shared


def set_open_hand(table: TablePage, seat: int, open_: bool) -> None:
    """`seat`'s hand comes back open after the bots' moves (True) or face down (False); kept with the save."""
    (table.hotseat.open_hand.add if open_ else table.hotseat.open_hand.discard)(seat)
    _save(table, open_hand=sorted(table.hotseat.open_hand))


def save_muted(table: TablePage) -> None:
    """Keep the muted offers with the save, pairs [human seat, muted seat]."""
    muted = table.hotseat.muted
    _save(table, muted_offers=sorted([human, other] for human, others in muted.items() for other in others))


def unmute_offers(table: TablePage, seat: int, proposer: int) -> None:
    """`seat` is asked again about `proposer`'s offers."""
    others = table.hotseat.muted.get(seat, set())
    others.discard(proposer)
    if not others:
        table.hotseat.muted.pop(seat, None)
    save_muted(table)


def _save(table: TablePage, **ui: object) -> None:
    saved = getattr(table, "saved", None)
    if saved is not None and hasattr(saved, "update_ui"):
        try:
            saved.update_ui(**ui)
        except Exception:  # a small note the table can do without
            pass


class SeatMenu(QObject):
    """Adds the choices to `menu` (the Edit menu) and words them afresh each time it opens. A child of the
    window, holding no reference to it (a window replaced by View › Language must be free to go)."""

    def __init__(self, window: QWidget, menu: QMenu) -> None:
        super().__init__(window)
        self.separator = menu.addSeparator()
        self.open_hand = QAction(tr("Show My &Hand Open After the Bots' Moves"), window)
        self.open_hand.setObjectName("act_open_hand")
        self.open_hand.setCheckable(True)
        self.open_hand.triggered.connect(self._toggle_open_hand)
        menu.addAction(self.open_hand)
        self.refused = QMenu(tr("Refused &Offers"), menu)
        self.refused.setObjectName("menu_refused_offers")
        self.refused_action = menu.addMenu(self.refused)
        menu.aboutToShow.connect(self.update)
        self.update()

    def _table(self) -> TablePage | None:
        return getattr(self.parent(), "table", None)

    def update(self) -> None:
        table = self._table()
        seat = seat_at_screen(table)
        turns = hand_may_turn(table)
        self.open_hand.setVisible(turns)
        self.open_hand.setEnabled(turns and seat is not None)
        self.open_hand.setChecked(table is not None and seat is not None and seat in table.hotseat.open_hand)
        self.refused.clear()
        muted = sorted(table.hotseat.muted.get(seat, ())) if table is not None and seat is not None else []
        for other in muted:
            name = table.names[other] if table is not None else str(other)
            action = self.refused.addAction(tr("Refuse All from %1").replace("%1", name))
            action.setCheckable(True)
            action.setChecked(True)
            action.setToolTip(tr("Untick to be asked again about %1's offers").replace("%1", name))
            action.triggered.connect(lambda _c=False, s=seat, o=other: self._unmute(s, o))
        self.refused.setToolTipsVisible(True)
        self.refused_action.setVisible(bool(muted))
        self.separator.setVisible(turns or bool(muted))

    def _toggle_open_hand(self) -> None:
        table = self._table()
        seat = seat_at_screen(table)
        if table is not None and seat is not None:
            set_open_hand(table, seat, self.open_hand.isChecked())
        self.update()

    def _unmute(self, seat: int, proposer: int) -> None:
        table = self._table()
        if table is not None:
            unmute_offers(table, seat, proposer)
        self.update()
