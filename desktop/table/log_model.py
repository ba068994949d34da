"""The running log: a Qt list model over the session's entries, redacted for the viewer, phrased with tr()."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QStandardItem, QStandardItemModel

if TYPE_CHECKING:
    from games.core.log import LogEntry
    from games.core.session import Session

Phraser = Callable[[Any], str]  # an entry as `seen` gives it -> its words
Seer = Callable[["LogEntry", "int | None"], Any]  # an entry and a viewer -> what the phraser reads of it

# The log shows the latest moves only: QListView lays out every row again when one is added, so
# a log as long as the game made each late move slower to draw. Older moves stay in the session
# (and in exports); 200 rows is far more than fits on screen.
SHOWN = 200
# A row as QAbstractListModel has it: no editing, no children (QStandardItem's own default allows both).
ROW_FLAGS = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren


def first_shown(count: int) -> int:
    """The first entry the log shows when the session holds `count`."""
    return max(0, count - SHOWN)


class LogModel(QStandardItemModel):
    """Rows are runs of log entries, newest last: one entry each, unless the game says an entry `joins`
    the row before (passes in a row read as one line). `viewer` None shows only what the whole table
    may know.

    Each row's words, size and colour are handed to Qt's own item storage when the row comes: the view
    asks every row its size whenever a row is added (QListView lays all rows out again), and answering
    from Python cost a millisecond of each move; from Qt's storage it costs next to nothing."""

    def __init__(
        self,
        session: Session,
        phrase: Phraser,
        colours: tuple[str, ...],
        joins: Callable[[Any, Any], bool] | None = None,
        phrase_run: Callable[[list[Any]], str] | None = None,
        seen: Seer | None = None,
    ) -> None:
        super().__init__()
        self.session = session
        # What the phraser reads of an entry (the game's `GameScreens.seen`): typed events, or plain data.
        self.seen: Seer = seen if seen is not None else _plain_seen
        self.phrase = phrase
        self.joins = joins
        self.phrase_run = phrase_run
        self.colours = colours
        self.viewer: int | None = None
        self.notes: list[tuple[int, str]] = []  # the table's own lines: (entries before it, text)
        # Why a bot made the move of an entry, in one line (desktop/table/reasons.py), or None: shown as the
        # row's tooltip (hover over the log line). Set before the entry comes (BotDriver.reasons).
        self.explain: Callable[[int], str | None] | None = None
        self._count = len(session.entries)  # entries the model has taken in
        self._first = first_shown(self._count)  # no row starts before this entry
        self._rows: list[tuple[int, int]] = []  # [start, end) per row
        self._cache: dict[tuple[int, int], str] = {}  # by entry run, so rows can shift without re-phrasing
        self._sizes: dict[tuple[int, int], QSize] = {}
        self._width = 280  # text width of a row; rows are measured once, not on every relayout
        self._metrics: QFontMetrics | None = None
        self._append(self._runs(self._first, self._count))

    @property
    def width(self) -> int:
        return self._width

    @width.setter
    def width(self, width: int) -> None:
        self._width = width
        self._measure_all()

    @property
    def metrics(self) -> QFontMetrics | None:
        """The log's font measures: with them each row says its own height (None: the view measures)."""
        return self._metrics

    @metrics.setter
    def metrics(self, metrics: QFontMetrics | None) -> None:
        self._metrics = metrics
        self._measure_all()

    def _measure_all(self) -> None:
        self._sizes.clear()
        for row, run in enumerate(self._rows):
            self.item(row).setData(self._size(run), Qt.ItemDataRole.SizeHintRole)

    def set_viewer(self, viewer: int | None) -> None:
        if viewer != self.viewer:
            self.viewer = viewer
            self._cache.clear()
            self._sizes.clear()
            self._count = len(self.session.entries)
            self._first = first_shown(self._count)
            self._replace_all(self._runs(self._first, self._count))

    def _entry(self, index: int) -> object:  # what the game's `seen` gives, read by its phraser
        return self.seen(self.session.entries[index], self.viewer)

    def _runs(self, start: int, end: int, lead: bool = True) -> list[tuple[int, int]]:
        """The rows of entries [start, end), the first starting a row, with the table's notes among them
        (a note is the row (k, -1 - i): note i, said when the log held k entries); `lead` False leaves
        out the notes said at `start` (rows already shown hold them)."""
        rows: list[tuple[int, int]] = []
        notes = sorted((min(k, end), i) for i, (k, _t) in enumerate(self.notes) if start < min(k, end) + lead)
        before = None
        for i in range(start, end):
            while notes and notes[0][0] == i:
                rows.append((i, -1 - notes.pop(0)[1]))
                before = None  # a note ends a run
            if self.joins is None:
                rows.append((i, i + 1))
                continue
            entry = self._entry(i)
            if before is not None and self.joins(before, entry):
                rows[-1] = (rows[-1][0], i + 1)
            else:
                rows.append((i, i + 1))
            before = entry
        rows += [(end, -1 - i) for _k, i in notes]
        return rows

    def add_note(self, text: str) -> int:
        """A line the table adds to the log (a move was taken back), after the entries it holds now;
        returns that number of entries (where the line stands)."""
        self.sync()
        self.notes.append((self._count, text))
        self._append([(self._count, -len(self.notes))])
        return self._count

    def set_notes(self, notes: list[tuple[int, str]]) -> None:
        """The table's lines kept with a save: (entries in the log when said, text), in the order said."""
        self._count = len(self.session.entries)
        self.notes = [(min(max(0, k), self._count), t) for k, t in notes]
        self._first = first_shown(self._count)
        self._cache.clear()
        self._sizes.clear()
        self._replace_all(self._runs(self._first, self._count))

    def sync(self) -> None:
        """Follow the session: append new rows (dropping the oldest past SHOWN), or drop undone ones."""
        count = len(self.session.entries)
        first = first_shown(count)
        if count == self._count:
            return
        if count < self._count:
            # Notes said after the entries now undone stay at the end, where later moves follow them (kept
            # at their old place, they came out between the moves played after an undo in a long log).
            self.notes = [(min(k, count), t) for k, t in self.notes]
        if count < self._count and first == self._first:
            # An undo inside the shown window takes rows off the end: only the rows that changed are
            # replaced (the row the undo cut short goes back shorter), so the view does not measure
            # every row again.
            new = self._runs(self._rows[0][0] if self._rows else first, count)
            keep = 0
            while keep < min(len(new), len(self._rows)) and new[keep] == self._rows[keep]:
                keep += 1
            self._replace_tail(keep, new[keep:], count)
        elif count > self._count and count - self._count < SHOWN:
            gone = next((r for r, row in enumerate(self._rows) if _shown_from(row, first)), len(self._rows))
            if gone:
                del self._rows[:gone]
                self.removeRows(0, gone)
            self._first = first
            if (
                self._rows
                and self.joins is not None
                and self._rows[-1][1] == self._count
                and self.joins(self._entry(self._count - 1), self._entry(self._count))
            ):
                # The first new entry goes on the last row: that row is put back longer.
                start = self._rows[-1][0]
                new = self._runs(start, count, lead=False)
                self._replace_tail(len(self._rows) - 1, new, count)
            else:
                self._replace_tail(len(self._rows), self._runs(self._count, count, lead=False), count)
        else:  # a long redo, or an undo that brings older rows back at the top
            self._count, self._first = count, first
            rows = self._runs(first, count)
            self._rows = rows
            self._forget(count)
            self._replace_all(rows)

    def _replace_tail(self, keep: int, new: list[tuple[int, int]], count: int) -> None:
        """Rows from `keep` on give way to `new` (each an insert or removal at the end only)."""
        if keep < len(self._rows):
            gone = len(self._rows) - keep
            del self._rows[keep:]
            self._count = count
            self._forget(count)
            self.removeRows(keep, gone)
        self._count = count
        self._append(new)

    def _replace_all(self, rows: list[tuple[int, int]]) -> None:
        """Show `rows` instead of every row shown now."""
        self._rows = []
        self.removeRows(0, self.rowCount())
        self._append(rows)

    def _append(self, rows: list[tuple[int, int]]) -> None:
        """Add `rows` at the end, each row's words, size and colour in its item (one insert for all)."""
        if not rows:
            return
        items = []
        for run in rows:
            item = QStandardItem()
            item.setFlags(ROW_FLAGS)
            text = self._phrase(run)
            item.setData(text, Qt.ItemDataRole.DisplayRole)
            item.setData(text, Qt.ItemDataRole.AccessibleTextRole)
            if self._metrics is not None:
                item.setData(self._size(run), Qt.ItemDataRole.SizeHintRole)
            colour = self._colour(run)
            if colour is not None:
                item.setData(QColor(colour), Qt.ItemDataRole.DecorationRole)
            why = self._why(run)
            if why:
                item.setData(why, Qt.ItemDataRole.ToolTipRole)
                item.setData(why, Qt.ItemDataRole.AccessibleDescriptionRole)
            items.append(item)
        self._rows += rows
        self.invisibleRootItem().appendRows(items)

    def _forget(self, count: int) -> None:
        rows = set(self._rows)
        self._cache = {r: t for r, t in self._cache.items() if r in rows and _last(r) <= count}
        self._sizes = {r: z for r, z in self._sizes.items() if r in rows and _last(r) <= count}

    def text(self, row: int) -> str:
        """The phrase for the entries shown in `row`."""
        return self._phrase(self._rows[row])

    def _phrase(self, run: tuple[int, int]) -> str:
        if run[1] < 0:
            return self.notes[-1 - run[1]][1]
        text = self._cache.get(run)
        if text is None:
            start, end = run
            if end - start == 1 or self.phrase_run is None:
                text = self.phrase(self._entry(start))
            else:
                text = self.phrase_run([self._entry(i) for i in range(start, end)])
            self._cache[run] = text
        return text

    def why(self, row: int) -> str:
        """Why the bot moves of `row` were made ("" when no bot said)."""
        return self._why(self._rows[row])

    def _why(self, run: tuple[int, int]) -> str:
        if run[1] < 0 or self.explain is None:
            return ""
        lines = [self.explain(i) for i in range(run[0], run[1])]
        return "\n".join(dict.fromkeys(line for line in lines if line))

    def look(self, row: int) -> tuple[str, str | None]:
        """What row `row` shows: its text and its seat's colour (None for the table's own lines), for
        the delegate that paints each row once (log_delegate.py)."""
        run = self._rows[row]
        return self._phrase(run), self._colour(run)

    def _colour(self, run: tuple[int, int]) -> str | None:
        """The colour of the seat whose move the row tells (None for the table's own lines)."""
        if run[1] < 0:
            return None
        seat = self.session.entries[run[0]].seat
        return self.colours[seat] if 0 <= seat < len(self.colours) else None

    def _size(self, run: tuple[int, int]) -> QSize:
        """The row's size: its words wrapped at the row's width (measured once per run)."""
        size = self._sizes.get(run)
        if size is None:
            assert self._metrics is not None
            flags = int(Qt.TextFlag.TextWordWrap)
            rect = self._metrics.boundingRect(0, 0, self._width, 10_000, flags, self._phrase(run))
            # Slack for the style's item padding and a screen font a pixel taller than measured.
            size = self._sizes[run] = QSize(self._width, round(rect.height() * 1.08) + 6)
        return size


def _plain_seen(entry: LogEntry, viewer: int | None) -> dict[str, Any]:
    return entry.for_viewer(viewer)


def _last(row: tuple[int, int]) -> int:
    """The entry count a row reaches: a run's end, or the count a note was said at."""
    return row[1] if row[1] >= 0 else row[0]


def _shown_from(row: tuple[int, int], first: int) -> bool:
    """Whether a row still shows when no row may start before entry `first` (one that reaches past it
    may: the oldest row can begin a little earlier)."""
    return row[1] > first if row[1] >= 0 else row[0] >= first
