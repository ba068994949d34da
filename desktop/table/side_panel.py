"""The walnut panel beside the table: the prompt, a refused move, the last vote's result or the tally of
the vote under way, and the log; and the bar over the table while a move could not be saved."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QScrollBar,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.look import apply_style
from desktop.table.elided_label import WrappedFacts, may_elide
from desktop.table.felt import dark_scroll_bar
from desktop.table.log_delegate import LogDelegate
from desktop.table.log_model import LogModel
from desktop.table.result_panel import ResultPanel
from desktop.table.tally_bar import TallyBars

SIDE_WIDTH = 330


class PromptFacts(WrappedFacts):
    """The prompt: room for four lines always (a prompt a line longer must not re-lay the log out on
    every move), and for up to three more when its text needs them."""

    LEAST = 104

    def __init__(self, text: str = "") -> None:
        super().__init__(text)
        # Its height is its own, fixed (_fit sets it): the side panel's layout takes it as it is, without
        # asking a height for its width (see hasHeightForWidth).
        policy = self.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Fixed)
        self.setSizePolicy(policy)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        # A height for a width asked of a label of a fixed height changed nothing, and measuring its words on
        # every layout pass up the window (a button's new caption starts one) was half of a hand-card pick.
        return self.minimumHeight() != self.maximumHeight() and super().hasHeightForWidth()

    def _fit(self) -> None:
        QLabel.setText(self, self.full)  # measured whole, not as last shortened
        least = self.minimumHeight()
        self.setMinimumHeight(0)  # a label's height for a width is at least its least height
        need = self.text_height(self.contentsRect().width())  # with its box's padding, as _fit measures
        self.setMinimumHeight(least)
        most = self.LEAST + 3 * QFontMetrics(self.font()).lineSpacing()
        height = min(max(self.LEAST, need), most)
        if height != self.height():
            self.setFixedHeight(height)  # resized: fitted again there
            if self.height() == height:
                super()._fit()
            return
        super()._fit()


class SidePanel(QWidget):
    def __init__(self, log_model: LogModel, shows_tally: bool) -> None:
        super().__init__()
        self.setObjectName("SidePanel")
        self.setFixedWidth(SIDE_WIDTH)
        # Walnut, by palette: a style sheet here would make the log slow to paint.
        side_palette = self.palette()
        side_palette.setColor(QPalette.ColorRole.Window, QColor("#2b1d12"))
        side_palette.setColor(QPalette.ColorRole.WindowText, QColor("#f5efe0"))
        side_palette.setColor(QPalette.ColorRole.Base, QColor("#3a2819"))
        side_palette.setColor(QPalette.ColorRole.Text, QColor("#f5efe0"))
        self.setPalette(side_palette)
        self.setAutoFillBackground(True)
        side = QVBoxLayout(self)
        side.setContentsMargins(12, 12, 12, 12)
        # A prompt longer than its four lines grows up to three more (Russian names and roles: "Боря
        # поддерживает или …" was cut); past those it ends in "…", whole in its tooltip.
        self.prompt = may_elide(PromptFacts(""))  # names players: no bound
        self.prompt.setObjectName("Prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setFixedHeight(PromptFacts.LEAST)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.refusal = QLabel()
        self.refusal.setObjectName("RefusalBanner")
        self.refusal.setWordWrap(True)
        self.refusal.hide()
        self.tally = TallyBars(self.tr("Votes so far"))
        self.tally.setFixedHeight(self.tally.height_for(3))  # a fixed place: the log does not move
        self.tally.setVisible(shows_tally)  # a game without votes has no tally panel
        log_title = QLabel(self.tr("Log"))
        log_title.setObjectName("Heading")
        self.log_view = self._log_view(log_model)
        for label in (self.prompt, self.refusal, log_title):
            apply_style(label)
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.result_panel = ResultPanel()
        side.addWidget(self.prompt)
        side.addWidget(self.refusal)
        side.addWidget(self.result_panel)
        side.addWidget(self.tally)
        side.addWidget(log_title)
        side.addWidget(self.log_view, 1)

    def _log_view(self, log_model: LogModel) -> QListView:
        log_view = QListView()
        log_view.setObjectName("Log")
        log_view.setAccessibleName(self.tr("Log of moves"))
        log_view.setModel(log_model)
        log_view.setItemDelegate(LogDelegate(log_view, log_model))  # rows painted once
        log_view.setWordWrap(True)
        log_view.setUniformItemSizes(False)
        log_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        log_view.setIconSize(QSize(10, 10))
        log_view.setSpacing(2)  # rows apart without a style-sheet item rule (those are slow to paint)
        log_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Always there, so its appearing never re-lays the rows out.
        log_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        log_view.setFrameShape(QListView.Shape.NoFrame)
        bar = log_view.verticalScrollBar()
        if bar is not None:
            dark_scroll_bar(bar)
            follow_end(bar)
        log_font = log_view.font()
        log_font.setPixelSize(13)
        log_view.setFont(log_font)
        # Rows say their own height (measured once each), so a new entry does not re-measure the log:
        # the text width is the panel less margins, scroll bar and colour mark, with room to spare.
        log_model.metrics = QFontMetrics(log_font)
        log_model.width = SIDE_WIDTH - 24 - 16 - 44
        return log_view


def follow_end(bar: QScrollBar) -> None:
    """Keep the latest line in sight while the log is read at its end: the view is laid out (a resumed
    game), shrinks (a vote's tally appears above it) or grows lines; a player who scrolled up to read
    older lines keeps their place."""
    at_end = [True]

    def moved(value: int) -> None:
        at_end[0] = value >= bar.maximum()

    def ranged(_low: int, high: int) -> None:
        if at_end[0]:
            bar.setValue(high)

    bar.valueChanged.connect(moved)
    bar.rangeChanged.connect(ranged)


class SaveBanner(QWidget):
    """A bar over the table while a move could not be saved: why, and Retry. Play waits for it."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("SaveBanner")
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor("#8b1a10"))
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#ffffff"))
        self.setPalette(palette)
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 8, 14, 8)
        self.text = QLabel()
        self.text.setObjectName("SaveBannerText")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.retry_button = QPushButton(self.tr("Retry"))
        self.retry_button.setObjectName("RetrySave")
        row.addWidget(self.text, 1)
        row.addWidget(self.retry_button)
        self.hide()
