"""The new-game page: choose the game, its seats (name, colour, human or bot of a level) and the options."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.fitted_combo import FittedCombo
from desktop.game_catalogue import game_names, game_title, seat_range
from desktop.look import apply_style, list_popup
from desktop.options_form import OptionsForm
from desktop.seat_colours import SEAT_COLOURS
from games.core.seats import BotLevel, Seat, SeatKind
from games.registry import load_game
from storage.limits import SEAT_NAME_MAX, SESSION_NAME_MAX
from storage.names import clean_name, is_visible

if TYPE_CHECKING:
    from desktop.command_game import CommandGame


def default_names() -> tuple[str, ...]:
    return (
        QCoreApplication.translate("NewGame", "Alice"),
        QCoreApplication.translate("NewGame", "Bob"),
        QCoreApplication.translate("NewGame", "Carol"),
        QCoreApplication.translate("NewGame", "Dave"),
        QCoreApplication.translate("NewGame", "Erin"),
        QCoreApplication.translate("NewGame", "Frank"),
        QCoreApplication.translate("NewGame", "Grace"),
        QCoreApplication.translate("NewGame", "Heidi"),
    )


@dataclass(frozen=True)
class GameSetup:
    game: str
    name: str
    seats: tuple[Seat, ...]
    options: object  # the game's own options dataclass
    seed: int
    table_undo: bool = False
    bot_pause_ms: int = 700
    auto_pass: tuple[int, ...] = ()  # human seats that pass by themselves where they can play nothing
    phones: tuple[int, ...] = ()  # human seats played from a phone (desktop/phone)


def setup_from_command(asked: CommandGame) -> GameSetup:
    """The setup `quorum --new …` asked for (desktop/command_game.py checked it)."""
    game = str(asked.game)
    return GameSetup(game, game_title(game), asked.seats, asked.options, asked.seed,
                     bot_pause_ms=asked.bot_pause_ms, phones=asked.phones)


def auto_pass_note() -> str:
    """What the auto-pass choice does, and what it can tell the others."""
    return QCoreApplication.translate(
        "NewGame",
        "Auto-pass: a human seat that ticks it passes by itself in card windows where it holds nothing "
        "playable (never a vote or a choice). Off by default. It can tell the others something: a seat "
        "that passes at once may hold no card for that moment.",
    )


PHONE = "phone"  # the seat-kind list's entry for a human on a phone (a human seat, played remotely)


class SeatRow(QWidget):
    sig_remove = Signal(object)

    def __init__(self, index: int, name: str, colour: str, bot: bool) -> None:
        super().__init__()
        self.colour = colour
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.colour_button = QPushButton()
        self.colour_button.setObjectName("ColourButton")
        self.colour_button.setFixedSize(32, 28)
        self.colour_button.clicked.connect(self._pick_colour)
        self.name_edit = QLineEdit(name)
        self.name_edit.setObjectName(f"seat_name_{index}")
        self.name_edit.setMaxLength(SEAT_NAME_MAX)
        # Squeezed by a row of choices, the name was once cut to its middle letters ("lice"): a name
        # of eight letters stays whole (the row gives up room elsewhere: the remove button is a cross).
        self.name_edit.setMinimumWidth(self.name_edit.fontMetrics().horizontalAdvance("Carolina") + 20)
        self.kind = list_popup(QComboBox())
        self.kind.setObjectName(f"seat_kind_{index}")
        self.kind.addItem(self.tr("Human"), SeatKind.HUMAN)
        self.kind.addItem(self.tr("Bot"), SeatKind.BOT)
        # A human who plays from their own phone's browser (desktop/phone): offered where the game has
        # a phone screen (set_phone_offered).
        self.kind.addItem(self.tr("Human, on a phone"), PHONE)
        self.kind.setCurrentIndex(1 if bot else 0)
        self.level = list_popup(QComboBox())
        self.level.setObjectName(f"seat_level_{index}")
        self.level.addItem(self.tr("Random"), BotLevel.RANDOM)
        self.level.addItem(self.tr("Basic"), BotLevel.BASIC)
        self.level.addItem(self.tr("Strong"), BotLevel.STRONG)
        self.level.setCurrentIndex(1)
        self.level.setToolTip(
            self.tr("Random: any legal move. Basic: sensible rules of thumb. Strong: thinks ahead (slower).")
        )
        # A human's own choice, where the game has card windows to pass (the Table box says what it
        # can reveal); shown in the place a bot's level takes.
        self.auto_pass = QCheckBox(self.tr("Auto-pass"))
        self.auto_pass.setObjectName(f"seat_auto_pass_{index}")
        self.auto_pass.setToolTip(auto_pass_note())
        self.auto_pass_offered = False
        self.kind.currentIndexChanged.connect(self._kind_changed)
        # A cross, not a word: a row of eight seats' choices fits a 1280 px window in German and Russian
        # beside the options (its tooltip and accessible name say which seat it removes).
        self.remove = QPushButton("\u2715")
        self.remove.setObjectName("RemoveSeat")  # its size in table.qss
        self.remove.clicked.connect(lambda: self.sig_remove.emit(self))
        # A game's own choice per seat (a faction, say), when its screens offer one (seat_choice).
        self.choice: FittedCombo | None = None
        row.addWidget(self.colour_button)
        row.addWidget(self.name_edit, 1)
        self.choice_slot = QHBoxLayout()
        self.choice_slot.setContentsMargins(0, 0, 0, 0)
        row.addLayout(self.choice_slot)
        row.addWidget(self.kind)
        # One place for what goes with the kind of seat: a bot's level, or a human's auto-pass choice.
        self.extra = QStackedWidget()
        self.extra.addWidget(self.level)
        self.extra.addWidget(self.auto_pass)
        self.extra.addWidget(QWidget())  # a human, in a game without auto-pass
        row.addWidget(self.extra)
        row.addWidget(self.remove)
        self._show_colour()
        self.set_index(index)
        self._kind_changed()

    def _kind_changed(self) -> None:
        # The stack keeps its place whichever page shows, so the rows stay aligned whoever sits where.
        bot = self.kind.currentData() == SeatKind.BOT
        phone = self.is_phone()  # a phone seat passes from its phone
        self.extra.setCurrentIndex(0 if bot else 1 if self.auto_pass_offered and not phone else 2)

    def is_phone(self) -> bool:
        return bool(self.kind.currentData() == PHONE)

    def set_phone_offered(self, offered: bool) -> None:
        """Whether this game can be played from a phone (else the choice is not in the list)."""
        has = self.kind.count() > 2
        if offered and not has:
            self.kind.addItem(self.tr("Human, on a phone"), PHONE)
        elif not offered and has:
            if self.is_phone():
                self.kind.setCurrentIndex(0)
            self.kind.removeItem(2)

    def offer_auto_pass(self, offered: bool) -> None:
        """Whether this game has card windows a seat may pass by itself."""
        self.auto_pass_offered = offered
        self._kind_changed()

    def offer_choice(self, label: str, items: list[tuple[str, str]] | None) -> None:
        """The game's per-seat choice (value, text) kept at its value where it still exists; None: none."""
        if items is None:
            if self.choice is not None:
                self.choice.hide()
                self.choice.deleteLater()
                self.choice = None
            return
        if self.choice is None:
            # Room for its longest item where the row has it; squeezed, "…" and the whole in the tooltip
            # (a clipped "Keine Fraktion ge" read as a fault).
            self.choice = FittedCombo(least=10)
            list_popup(self.choice)
            self.choice.setObjectName("seat_choice")
            self.choice_slot.addWidget(self.choice)
        box = self.choice
        was = box.currentData()
        box.blockSignals(True)
        box.clear()
        for value, text in items:
            box.addItem(text, value)
        box.setCurrentIndex(max(0, box.findData(was)))
        box.blockSignals(False)
        box.label = label
        box.whole = items[0][1] if items else ""  # "No faction": most seats' choice, never cut
        box.setAccessibleName(label)
        box.refresh_tooltip()
        box.updateGeometry()

    def choice_value(self) -> str:
        return str(self.choice.currentData() or "") if self.choice is not None else ""

    def passes_by_itself(self) -> bool:
        return self.auto_pass_offered and self.auto_pass.isVisibleTo(self) and self.auto_pass.isChecked()

    def set_index(self, index: int) -> None:
        self.colour_button.setAccessibleName(self.tr("Colour of seat %1").replace("%1", str(index + 1)))
        self.remove.setAccessibleName(self.tr("Remove seat %1").replace("%1", str(index + 1)))
        self.remove.setToolTip(self.remove.accessibleName())
        self.name_edit.setAccessibleName(self.tr("Name of seat %1").replace("%1", str(index + 1)))
        self.kind.setAccessibleName(self.tr("Seat %1 is played by").replace("%1", str(index + 1)))
        self.level.setAccessibleName(self.tr("Level of the bot in seat %1").replace("%1", str(index + 1)))
        self.auto_pass.setAccessibleName(
            self.tr("Seat %1 passes by itself when it can play nothing").replace("%1", str(index + 1))
        )

    def _show_colour(self) -> None:
        self.colour_button.setStyleSheet(
            f"background: {self.colour}; border: 2px solid #222; border-radius: 4px;"
        )

    def _pick_colour(self) -> None:
        colour = QColorDialog.getColor(QColor(self.colour), self, self.tr("Seat colour"))
        if colour.isValid():
            self.colour = colour.name()
            self._show_colour()

    def seat(self) -> Seat:
        kind = SeatKind.HUMAN if self.is_phone() else SeatKind(self.kind.currentData())
        return Seat(clean_name(self.name_edit.text()), self.colour, kind, BotLevel(self.level.currentData()))


class NewGamePage(QWidget):
    sig_start = Signal(object)
    """A GameSetup the players have confirmed."""
    sig_cancel = Signal()
    sig_rules = Signal(str)

    def __init__(self, game: str = "") -> None:
        super().__init__()
        self.setObjectName("NewGamePage")
        apply_style(self)
        self.rows: list[SeatRow] = []
        self.offers_auto_pass = False  # set for the chosen game by _game_changed
        outer = QVBoxLayout(self)
        outer.setContentsMargins(48, 30, 48, 30)
        head = QHBoxLayout()
        title = QLabel(self.tr("New game"))
        title.setObjectName("Title")
        self.game_combo = list_popup(QComboBox())
        self.game_combo.setObjectName("GameChoice")
        self.game_combo.setAccessibleName(self.tr("Game"))
        for g in game_names():
            self.game_combo.addItem(game_title(g), g)
        head.addWidget(title)
        head.addStretch(1)
        head.addWidget(QLabel(self.tr("Game:")))
        head.addWidget(self.game_combo)
        outer.addLayout(head)

        body = QHBoxLayout()
        self.least, self.most = 1, len(SEAT_COLOURS)  # the chosen game's range, set by _game_changed
        self.seats_box = seats_box = QGroupBox()
        seats_layout = QVBoxLayout(seats_box)
        self.seat_list = QVBoxLayout()
        seats_layout.addLayout(self.seat_list)
        self.add_button = QPushButton(self.tr("&Add seat"))
        self.add_button.clicked.connect(lambda: self.add_seat())
        seats_layout.addWidget(self.add_button)
        # Under the seats (where there is room even with eight): what the auto-pass choice can reveal.
        self.auto_pass_note = QLabel(auto_pass_note())
        self.auto_pass_note.setObjectName("AutoPassNote")
        self.auto_pass_note.setWordWrap(True)
        seats_layout.addWidget(self.auto_pass_note)
        seats_layout.addStretch(1)
        body.addWidget(seats_box, 1)

        right = QVBoxLayout()
        self.options_box = QGroupBox(self.tr("Options"))
        self.options_layout = QVBoxLayout(self.options_box)
        # A game with many options (one has 16) scrolls them, so the page fits a 720 px screen.
        self.options_scroll = QScrollArea()
        self.options_scroll.setObjectName("OptionsScroll")
        self.options_scroll.setWidgetResizable(True)
        self.options_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.options_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.options_layout.addWidget(self.options_scroll)
        right.addWidget(self.options_box, 1)
        table_box = QGroupBox(self.tr("Table"))
        table_form = QFormLayout(table_box)
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("SessionName")
        self.name_edit.setMaxLength(SESSION_NAME_MAX)
        self.name_edit.setAccessibleName(self.tr("Name of this session"))
        table_form.addRow(self.tr("Session name"), self.name_edit)
        self.table_undo = QCheckBox(self.tr("Allow undo past revealed cards"))
        self.table_undo.setObjectName("TableUndo")
        self.table_undo.setToolTip(self.tr("Normally a move that showed a hidden card cannot be undone."))
        table_form.addRow(self.tr("Table undo"), self.table_undo)
        self.bot_pause = QSpinBox()
        self.bot_pause.setObjectName("BotPause")
        self.bot_pause.setRange(0, 5000)
        self.bot_pause.setSingleStep(100)
        self.bot_pause.setSuffix(self.tr(" ms"))
        self.bot_pause.setValue(700)
        self.bot_pause.setAccessibleName(self.tr("Pause before each bot move"))
        table_form.addRow(self.tr("Bot pause"), self.bot_pause)
        right.addWidget(table_box)
        body.addLayout(right, 1)
        outer.addLayout(body, 1)

        self.problem = QLabel()
        self.problem.setObjectName("RefusalBanner")
        self.problem.setWordWrap(True)
        self.problem.hide()
        outer.addWidget(self.problem)
        buttons = QHBoxLayout()
        rules = QPushButton(self.tr("Rules"))
        rules.clicked.connect(lambda: self.sig_rules.emit(self.game()))
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(self.sig_cancel.emit)
        self.start_button = QPushButton(self.tr("&Start game"))
        self.start_button.setObjectName("Primary")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start)
        buttons.addWidget(rules)
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.start_button)
        outer.addLayout(buttons)

        self._auto_name = ""
        names = default_names()
        for i in range(4):
            self.add_seat(names[i], SEAT_COLOURS[i], bot=i > 0)
        self.options_form: OptionsForm | None = None
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game)))
        self._game_changed()

    def keep(self, game: str, seats: tuple[Seat, ...], options: object) -> None:
        """Start from the last game's choices: the game, its seats (names, colours, humans and bots),
        their per-seat choice (factions) and its options."""
        self.kept = (game, seats, options)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game)))
        for row in list(self.rows):
            self._drop_row(row)
        for seat in seats:
            self.add_seat(seat.name, seat.colour, bot=seat.kind == SeatKind.BOT)
            row = self.rows[-1]
            row.level.setCurrentIndex(max(0, row.level.findData(seat.level)))
        self._game_changed()
        picks = getattr(options, "factions", ()) or ()
        for row, pick in zip(self.rows, picks, strict=False):
            if row.choice is not None:
                row.choice.setCurrentIndex(max(0, row.choice.findData(pick)))
        self._name_from_seats()

    def game(self) -> str:
        name: str = self.game_combo.currentData()  # each entry's data is its game's name
        return name

    def _game_changed(self) -> None:
        from desktop.table.screens import screens_for

        game = load_game(self.game())
        screens = screens_for(self.game())
        if self.options_form is not None:
            self.options_scroll.takeWidget()
            self.options_form.hide()  # at once: deleteLater alone leaves it painted under the new form
            self.options_form.deleteLater()
        kept = getattr(self, "kept", None)
        defaults = kept[2] if kept is not None and kept[0] == self.game() else game.default_options()
        self.options_form = OptionsForm(
            game.options_type, defaults, screens.option_labels(), screens.option_choices()
        )
        self.options_scroll.setWidget(self.options_form)
        self.seat_choice = screens.seat_choice()
        for editor, _read in self.options_form.editors.values():  # the choices may follow the options
            for signal in ("currentIndexChanged", "toggled"):
                if hasattr(editor, signal):
                    getattr(editor, signal).connect(lambda *_a: self._offer_seat_choice())
        self.least, self.most = seat_range(self.game())
        # A game whose screens know when a seat holds nothing playable offers auto-pass.
        self.offers_auto_pass = screens.offers_auto_pass
        self.auto_pass_note.setVisible(self.offers_auto_pass)
        from desktop.phone.screens import available

        self.offers_phones = available(self.game())
        for row in self.rows:
            row.offer_auto_pass(self.offers_auto_pass)
            row.set_phone_offered(self.offers_phones)
        self.seats_box.setTitle(
            self.tr("Seats (%1 to %2), in clockwise order")
            .replace("%1", str(self.least))
            .replace("%2", str(self.most))
        )
        while len(self.rows) > self.most:  # this game seats fewer: the last chairs go
            self._drop_row(self.rows[-1])
        while len(self.rows) < self.least:
            self.add_seat()
        self._seat_count_changed()
        self._name_from_seats()
        self._offer_seat_choice()

    def _offer_seat_choice(self) -> None:
        """Each seat's row shows the game's own choice (a faction), of the options as they are set."""
        choice = getattr(self, "seat_choice", None)
        items = None
        if choice is not None and self.options_form is not None:
            items = choice["choices"](self.options_form.value())
        for row in self.rows:
            row.offer_choice(choice["label"] if choice else "", items)

    def _suggested_name(self) -> str:
        return (
            self.tr("%1 — %2")
            .replace("%1", game_title(self.game()))
            .replace("%2", ", ".join(r.name_edit.text().strip() for r in self.rows))
        )

    def _name_from_seats(self) -> None:
        """The session's name follows the game and the seats until a player types one of their own,
        so two saved games with different players never read alike."""
        if self.name_edit.text() in (self._auto_name, ""):
            self._auto_name = self._suggested_name()
            self.name_edit.setText(self._auto_name)

    def add_seat(self, name: str | None = None, colour: str | None = None, bot: bool = True) -> None:
        if len(self.rows) >= self.most:
            return
        used = {r.colour for r in self.rows}
        colour = colour or next((c for c in SEAT_COLOURS if c not in used), SEAT_COLOURS[0])
        taken = {r.name_edit.text() for r in self.rows}
        name = name or next((n for n in default_names() if n not in taken), f"{len(self.rows) + 1}")
        row = SeatRow(len(self.rows), name, colour, bot)
        row.offer_auto_pass(self.offers_auto_pass)
        row.set_phone_offered(getattr(self, "offers_phones", True))
        row.sig_remove.connect(self.remove_seat)
        row.name_edit.textChanged.connect(lambda _t: self._name_from_seats())
        self.rows.append(row)
        self.seat_list.addWidget(row)
        self._seat_count_changed()
        if getattr(self, "options_form", None) is not None:
            self._offer_seat_choice()

    def remove_seat(self, row: SeatRow) -> None:
        if len(self.rows) <= self.least:
            return
        self._drop_row(row)
        self._seat_count_changed()

    def _drop_row(self, row: SeatRow) -> None:
        self.rows.remove(row)
        self.seat_list.removeWidget(row)
        row.hide()
        row.deleteLater()
        for i, r in enumerate(self.rows):
            r.set_index(i)

    def _seat_count_changed(self) -> None:
        if hasattr(self, "options_form"):  # not while the first seats are being laid
            self._name_from_seats()
        self.add_button.setEnabled(len(self.rows) < self.most)
        for r in self.rows:
            r.remove.setEnabled(len(self.rows) > self.least)

    def setup(self) -> GameSetup:
        """The setup as entered; raises ValueError with a translated message if it makes no sense."""
        seats = tuple(r.seat() for r in self.rows)
        if not self.least <= len(seats) <= self.most:
            raise ValueError(
                self.tr("%1 is played with %2 to %3 seats.")
                .replace("%1", game_title(self.game()))
                .replace("%2", str(self.least))
                .replace("%3", str(self.most))
            )
        if any(not is_visible(s.name) for s in seats):  # a zero-width name is no name
            raise ValueError(self.tr("Every seat needs a name."))
        if len({s.name.casefold() for s in seats}) != len(seats):
            raise ValueError(self.tr("Two seats have the same name; give each player their own."))
        game = load_game(self.game())
        assert self.options_form is not None
        options = self.options_form.value()
        try:
            game.check_options(options)
        except ValueError as exc:
            raise ValueError(
                self.tr("These options do not work together: %1").replace("%1", str(exc))
            ) from None
        choice = getattr(self, "seat_choice", None)
        if choice is not None:
            options = choice["apply"](options, tuple(r.choice_value() for r in self.rows))
        name = clean_name(self.name_edit.text())
        name = name if is_visible(name) else game_title(self.game())
        return GameSetup(
            self.game(),
            name,
            seats,
            options,
            random.randrange(2**31),
            self.table_undo.isChecked(),
            self.bot_pause.value(),
            tuple(i for i, r in enumerate(self.rows) if r.passes_by_itself()),
            phones=tuple(i for i, r in enumerate(self.rows) if r.is_phone()),
        )

    def start(self) -> None:
        try:
            setup = self.setup()
        except ValueError as exc:
            self.problem.setText(str(exc))
            self.problem.show()
            return
        self.problem.hide()
        self.sig_start.emit(setup)
