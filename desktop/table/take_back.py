"""Undo and Redo at the table: the moves the humans may take back, asking first before another seat's
secret move is taken back, and the log's "a move by … was taken back" lines, kept with the save."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QListView

from desktop.table.table_base import TableBase
from desktop.undo import barrier_reason, human_undo_target, redo_kind, redo_move, undo_move
from storage.limits import UI_TAKEN_BACK_MAX

if TYPE_CHECKING:
    from desktop.table.log_model import LogModel


class TakeBack(TableBase):
    """The table page's Undo and Redo (table_page.py gives what it reads)."""

    log_model: LogModel
    log_view: QListView
    taken_back: list[tuple[int, int]]  # (entries in the log then, seat) of each "taken back" line

    def _save_failed(self, exc: Exception) -> None:
        raise NotImplementedError

    def undo_name(self) -> str | None:
        target = human_undo_target(self.session, self.hotseat.humans)
        return None if target is None else self.screens.move_name(self.session.actions[target].kind)

    def undo_barred(self) -> str:
        """Why no move can be taken back, naming the move that revealed what was hidden (a draw, a
        secret ballot shown...); empty when Undo is free or nothing was played."""
        return barrier_reason(self.session, self.hotseat.humans, self.names, self.screens)

    def redo_name(self) -> str | None:
        kind = redo_kind(self.session)
        return None if kind is None else self.screens.move_name(kind)

    def undo(self) -> bool:
        """Undo a move; like a move, an undo the disk refuses is taken back (see Hotseat.guarded).

        Taking back another seat's secret move (a secret vote, say) while the screen is not theirs asks
        first; every undo leaves a line in the log saying whose move was taken back, never what it was.
        """
        error = self.hotseat.save_error
        if error is not None:  # blocked: a refused save first
            self._save_failed(error)
            return False
        target = human_undo_target(self.session, self.hotseat.humans)
        if target is None:
            return False
        owner = self._secret_owner(target)
        if owner is not None and not self.ask_take_back(owner):
            return False
        seat = self.session.actions[target].seat
        done: list[bool] = []
        self.hotseat.guarded(lambda: done.append(undo_move(self.session, self.hotseat.humans)))
        if done and done[0]:
            self._note_taken_back(seat)
        return bool(done and done[0])

    def _taken_back_text(self, seat: int) -> str:
        who = self.names[seat] if 0 <= seat < len(self.names) else "?"
        return self.tr("A move by %1 was taken back.").replace("%1", who)

    def _note_taken_back(self, seat: int) -> None:
        """Say in the log whose move was taken back (never what it was) and keep the line with the save."""
        self.log_model.add_note(self._taken_back_text(seat))
        self.log_view.scrollToBottom()
        # Where each line stands now: an undo moves the earlier lines up with the log (LogModel.sync).
        kept = [k for k, _text in self.log_model.notes]
        self.taken_back = [(k, s) for k, (_old, s) in zip(kept, [*self.taken_back, (0, seat)], strict=True)]
        if self.saved is not None and hasattr(self.saved, "update_ui"):
            try:
                kept_lines = self.taken_back[-UI_TAKEN_BACK_MAX:]  # the latest (the save has a size limit)
                self.saved.update_ui(taken_back=[list(pair) for pair in kept_lines])
            except Exception:  # the line is on screen; a save that cannot hold it loses no move
                pass

    def _secret_owner(self, target: int) -> int | None:
        """The human seat, not the one the screen is for now, whose secret move an undo to `target` would
        take back (None if there is none)."""
        holder = self.hotseat.curtain_for()
        if holder is None:
            holder = self.hotseat.screen_seat()
        for index in range(target, len(self.session.actions)):
            seat = self.session.actions[index].seat
            if seat in self.hotseat.humans and seat != holder and self.session.entries[index].private:
                return seat
        return None

    def ask_take_back(self, owner: int) -> bool:
        """Ask the table before a secret move of `owner` is taken back from someone else's screen."""
        from PySide6.QtWidgets import QMessageBox

        name = self.names[owner]
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Take back a secret move?"))
        box.setText(self.tr("This takes back a secret move of %1.").replace("%1", name))
        box.setInformativeText(
            self.tr(
                "%1 will have to make it again. Nobody is shown what it was. Undo only if %1 agrees."
            ).replace("%1", name)
        )
        yes = box.addButton(self.tr("Take it &back"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("&Keep it"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        return box.clickedButton() is yes

    def redo(self) -> bool:
        error = self.hotseat.save_error
        if error is not None:  # blocked: a refused save first
            self._save_failed(error)
            return False
        done: list[bool] = []
        self.hotseat.guarded(lambda: done.append(redo_move(self.session, self.hotseat.humans)))
        return bool(done and done[0])


def taken_back_lines(ui: dict[str, Any] | None, seats: int) -> list[tuple[int, int]]:
    """The saved "a move was taken back" lines: (entries in the log then, seat); anything else is dropped."""
    pairs = (ui or {}).get("taken_back")
    if not isinstance(pairs, list):
        return []
    out = []
    for pair in pairs[-UI_TAKEN_BACK_MAX:]:
        if (
            isinstance(pair, list | tuple)
            and len(pair) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) for n in pair)
            and pair[0] >= 0
            and 0 <= pair[1] < seats
        ):
            out.append((pair[0], pair[1]))
    return out
