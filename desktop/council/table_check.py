"""Companion mode's table check: before each agenda phase, how the real table stands now, per seat.

It starts from the last phase's end state (games/council/companion.table_as_is), so a round's changes
take seconds: type a planet's name to add it (it leaves whoever held it), tick the exhausted ones,
adjust trade goods and VP, tick technologies, relics and notes held, correct the laws in play, pick
the speaker, then start the phase. The engine checks the whole `TableCheck` and refuses nonsense
with a reason shown in the table's banner.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.council.check_page import CheckPage
from desktop.council.check_tabs import CheckTabs
from desktop.council.faction_pick import drop_down, faction_box
from desktop.council.names import any_card_name, faction_name, item_label, planet_name, short_faction_name, tr
from desktop.council.phase_summary import board_summary, phase_entries
from desktop.council.seat_changes import draft_for, seat_buttons, settle_tabs
from desktop.council.table_summary import ChangesLine, table_changes
from desktop.table.felt import dress
from games.council import companion, data, seating
from games.council.actions import TableCheck

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.table.table_page import TablePage
    from games.council.state import CouncilState

ROLE = Qt.ItemDataRole.UserRole


def planet_label(planet: str) -> str:
    info = data.planets()[planet]
    return tr("%1 (%2 influence)").replace("%1", info.name).replace("%2", str(info.influence))


def checklist(
    name: str, items: tuple[str, ...], label: Callable[[str], str], ticked: tuple[str, ...]
) -> QListWidget:
    box = QListWidget()
    box.setObjectName(name)
    box.setWordWrap(True)  # long names wrap (notes in Russian at 1280x650): not cut, no sideways bar
    box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    box.setResizeMode(QListWidget.ResizeMode.Adjust)
    fill(box, items, label, ticked)
    return box


def fill(
    box: QListWidget, items: tuple[str, ...], label: Callable[[str], str], ticked: tuple[str, ...]
) -> None:
    for item in items:
        row = QListWidgetItem(label(item))
        row.setData(ROLE, item)
        row.setFlags(row.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        row.setCheckState(Qt.CheckState.Checked if item in ticked else Qt.CheckState.Unchecked)
        box.addItem(row)


def replace_faction(state: CouncilState, seat: int, faction: str | None) -> CouncilState:
    """A copy of the state with `seat` of `faction`: what its technologies would be."""
    trial = state.copy()
    trial.players[seat].faction = faction
    return trial


def wrapped(text: str) -> QLabel:
    """A column's heading that wraps (the Russian ones held the check's page wider than 1280 pixels)."""
    label = QLabel(text)
    label.setWordWrap(True)
    return label


def ticked(box: QListWidget) -> tuple[str, ...]:
    return tuple(
        box.item(i).data(ROLE)
        for i in range(box.count())
        if box.item(i).checkState() == Qt.CheckState.Checked
    )


class SeatTab(QWidget):
    """One seat's holdings as the table has them now."""

    def __init__(self, page: TableCheckPage, seat: int, as_is: TableCheck) -> None:
        super().__init__()
        self.page = page
        self.seat = seat
        state = page.table.session.state
        names = page.table.names
        grid = QGridLayout(self)
        grid.setContentsMargins(10, 10, 10, 10)
        grid.setHorizontalSpacing(16)

        # Planets: search to add, tick the exhausted ones.
        planets_box = QVBoxLayout()
        planets_box.addWidget(wrapped(tr("Planets controlled — tick the exhausted ones")))
        self.search = QLineEdit()
        self.search.setObjectName(f"planet_search_{seat}")
        self.search.setPlaceholderText(tr("Type a planet's name and press Enter to add it…"))
        self.search.setAccessibleName(tr("Add a planet"))
        # Every faction's home planets too: a faction named in this check brings its own.
        choices = tuple(dict.fromkeys(companion.planet_choices(state) + seating.all_homes(state)))
        self.by_name = {data.planets()[p].name.casefold(): p for p in choices}
        completer = QCompleter(sorted(data.planets()[p].name for p in choices), self.search)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.search.setCompleter(completer)
        self.search.returnPressed.connect(self._add_typed)
        completer.activated.connect(lambda text: self.add_planet_named(text))
        planets_box.addWidget(self.search)
        self.planets = QListWidget()
        self.planets.setObjectName(f"planets_{seat}")
        for planet in as_is.planets[seat]:
            self._planet_row(planet, planet in as_is.exhausted[seat])
        planets_box.addWidget(self.planets, 1)
        row = QHBoxLayout()
        remove = QPushButton(tr("Remove planet"))
        remove.setObjectName(f"remove_planet_{seat}")
        remove.clicked.connect(lambda _c=False: self._remove_selected())
        row.addWidget(remove)
        # Always there (a seat may name its faction only here): it adds the chosen faction's homes.
        self.home = QPushButton(tr("Add home planets"))
        self.home.setObjectName(f"home_planets_{seat}")
        self.home.clicked.connect(lambda _c=False: self.add_home_planets())
        row.addWidget(self.home)
        planets_box.addLayout(row)
        grid.addLayout(planets_box, 0, 0, 2, 1)

        # The board's faction, then counts: trade goods, VP, command tokens; scored secret objectives.
        counts = QGridLayout()
        self.faction = faction_box(state.options, as_is.factions[seat] or None, f"faction_{seat}")
        self.faction.currentIndexChanged.connect(lambda _i: self.refresh_faction())
        faction_label = QLabel(tr("&Faction"))
        faction_label.setBuddy(self.faction)
        counts.addWidget(faction_label, 0, 0)
        counts.addWidget(self.faction, 0, 1)
        # A player who left, or an empty chair for a late player: skipped in windows and votes.
        self.present = QCheckBox(tr("At the &table this phase"))
        self.present.setObjectName(f"present_{seat}")
        self.present.setChecked(not as_is.present or as_is.present[seat])
        self.present.toggled.connect(lambda _on: page.name_tab(self))
        planets_box.insertWidget(0, self.present)
        self.home.setEnabled(bool(self.homes()))
        self.spins: dict[str, QSpinBox] = {}
        tactic, fleet, strategy = as_is.tokens[seat]
        for i, (key, text, value, top) in enumerate(
            (
                ("tg", tr("Trade goods"), as_is.trade_goods[seat], 99),
                ("vp", tr("Victory points"), as_is.vp[seat], 30),
                ("tactic", tr("Tactic tokens"), tactic, 16),
                ("fleet", tr("Fleet tokens"), fleet, 16),
                ("strategy", tr("Strategy tokens"), strategy, 16),
            )
        ):
            counts.addWidget(QLabel(text), i + 1, 0)
            spin = QSpinBox()
            spin.setObjectName(f"{key}_{seat}")
            spin.setRange(0, top)
            spin.setValue(value)
            spin.setAccessibleName(text)
            counts.addWidget(spin, i + 1, 1)
            self.spins[key] = spin
        counts.addWidget(wrapped(tr("Secret objectives scored (one a line)")), 6, 0, 1, 2)
        self.scored = QPlainTextEdit("\n".join(as_is.scored[seat]))
        self.scored.setObjectName(f"scored_{seat}")
        self.scored.setFixedHeight(64)
        counts.addWidget(self.scored, 7, 0, 1, 2)
        # Public objectives beside the VP: what the points came from, for the table to see at a glance.
        counts.addWidget(wrapped(tr("Public objectives scored (one a line)")), 8, 0, 1, 2)
        self.objectives = QPlainTextEdit("\n".join(as_is.objectives[seat] if as_is.objectives else ()))
        self.objectives.setObjectName(f"objectives_{seat}")
        self.objectives.setAccessibleName(tr("Public objectives scored"))
        self.objectives.setFixedHeight(64)
        counts.addWidget(self.objectives, 9, 0, 1, 2)
        counts.setRowStretch(10, 1)
        grid.addLayout(counts, 0, 1, 2, 1)

        # Cards: technologies, relics, promissory notes held.
        self.techs = checklist(
            f"techs_{seat}", companion.tech_choices(state, seat), any_card_name, as_is.techs[seat]
        )
        self.relics = checklist(
            f"relics_{seat}", companion.relic_choices(state), any_card_name, as_is.relics[seat]
        )
        self.notes = checklist(
            f"notes_{seat}",
            companion.notes_in_game(state),
            lambda n: item_label("note:" + n, names),
            as_is.notes[seat],
        )
        # A relic or note is held by one player: ticking it here unticks it everywhere else.
        self.relics.itemChanged.connect(lambda item: page.held_once("relics", self, item))
        self.notes.itemChanged.connect(lambda item: page.held_once("notes", self, item))
        cards = QVBoxLayout()
        for title, box in (
            (tr("Technologies (agenda phase)"), self.techs),
            (tr("Relics"), self.relics),
            (tr("Promissory notes held"), self.notes),
        ):
            cards.addWidget(wrapped(title))
            cards.addWidget(box, 2 if box is self.notes else 1)  # a dozen notes, wrapped: the longest list
        grid.addLayout(cards, 0, 2, 2, 1)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        grid.setColumnStretch(2, 3)

    # --- the faction ----------------------------------------------------------------------
    def faction_id(self) -> str:
        return str(self.faction.currentData() or "")

    def homes(self) -> tuple[str, ...]:
        return seating.faction_homes(self.page.table.session.state, self.seat, self.faction_id() or None)

    def add_home_planets(self) -> None:
        for planet in self.homes():
            self.add_planet(planet)

    def refresh_faction(self) -> None:
        """Its technologies and own notes follow the faction; its home planets are one click away."""
        state = self.page.table.session.state
        faction = self.faction_id() or None
        self.home.setEnabled(bool(self.homes()))
        techs = ticked(self.techs)
        self.techs.clear()
        trial = replace_faction(state, self.seat, faction)
        fill(self.techs, companion.tech_choices(trial, self.seat), any_card_name, techs)
        own = seating.own_notes(state, self.seat, faction)
        held = [n for n in ticked(self.notes) if not n.endswith(f"@{self.seat}")] + list(own)
        names = self.page.table.names
        self.notes.clear()
        fill(
            self.notes,
            tuple(dict.fromkeys([*companion.notes_in_game(state), *own])),
            lambda n: item_label("note:" + n, names),
            tuple(held),
        )
        self.page.name_tab(self)

    # --- planets ------------------------------------------------------------------------
    def _planet_row(self, planet: str, exhausted: bool) -> None:
        row = QListWidgetItem(planet_label(planet))
        row.setData(ROLE, planet)
        row.setFlags(row.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        row.setCheckState(Qt.CheckState.Checked if exhausted else Qt.CheckState.Unchecked)
        row.setToolTip(tr("Ticked: exhausted now"))
        self.planets.addItem(row)

    def planet_ids(self) -> list[str]:
        return [self.planets.item(i).data(ROLE) for i in range(self.planets.count())]

    def add_planet(self, planet: str) -> None:
        """Control `planet` now; whoever held it before loses it (planets change hands)."""
        if planet in self.planet_ids():
            return
        self.page.take_planet(planet)
        self._planet_row(planet, False)

    def add_planet_named(self, text: str) -> bool:
        planet = self.by_name.get(text.strip().casefold())
        if planet is None:
            return False
        self.add_planet(planet)
        self.search.clear()
        return True

    def _add_typed(self) -> None:
        text = self.search.text().strip()
        if not self.add_planet_named(text):
            hits = [p for name, p in self.by_name.items() if text.casefold() in name] if text else []
            if len(hits) == 1:  # one planet matches what was typed: that one
                self.add_planet(hits[0])
                self.search.clear()

    def drop_planet(self, planet: str) -> None:
        for i in range(self.planets.count()):
            if self.planets.item(i).data(ROLE) == planet:
                self.planets.takeItem(i)
                return

    def _remove_selected(self) -> None:
        for item in self.planets.selectedItems():
            self.planets.takeItem(self.planets.row(item))

    # --- reading --------------------------------------------------------------------------
    def exhausted(self) -> tuple[str, ...]:
        return ticked(self.planets)

    def scored_names(self) -> tuple[str, ...]:
        return tuple(line.strip() for line in self.scored.toPlainText().splitlines() if line.strip())

    def objective_names(self) -> tuple[str, ...]:
        return tuple(line.strip() for line in self.objectives.toPlainText().splitlines() if line.strip())


class LawsTab(QWidget):
    """Laws in play and where each lies: with a player, on a planet, or in the common area."""

    def __init__(self, page: TableCheckPage, as_is: TableCheck) -> None:
        super().__init__()
        self.page = page
        state = page.table.session.state
        self.rows: list[tuple[QComboBox, QComboBox, QWidget]] = []
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(tr("Laws in play carry over from the last phase. Correct them here if the table differs."))
        )
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        self.laws = companion.law_choices(state)
        for law, where in as_is.laws:
            self.add_row(law, where)
        add = QPushButton(tr("Add a law in play"))
        add.setObjectName("add_law")
        add.clicked.connect(lambda _c=False: self.add_row(self.laws[0], ""))
        layout.addWidget(add, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)

    def add_row(self, law: str, where: str) -> None:
        r = len(self.rows)
        law_box = QComboBox()
        law_box.setObjectName(f"law_{r}")
        for lid in self.laws:
            law_box.addItem(any_card_name(lid), lid)
        law_box.setCurrentIndex(max(0, law_box.findData(law)))
        where_box = QComboBox()
        where_box.setObjectName(f"law_where_{r}")
        remove = QPushButton(tr("Remove"))
        remove.setObjectName(f"law_remove_{r}")
        row = (law_box, where_box, remove)
        self.rows.append(row)
        law_box.currentIndexChanged.connect(lambda _i, row=row: self._fill_where(row, ""))
        remove.clicked.connect(lambda _c=False, row=row: self._remove(row))
        self._fill_where(row, where)
        for col, w in enumerate(row):
            self.grid.addWidget(w, r, col)
        dress(self)

    def _fill_where(self, row: tuple[QComboBox, QComboBox, QWidget], where: str) -> None:
        law_box, where_box, _ = row
        placement = data.agendas()[law_box.currentData()].placement
        where_box.clear()
        names = self.page.table.names
        if placement == "elected_player_gains_card":
            gone = self.page.table.session.seats_left()  # a player who left holds no law
            for seat, name in enumerate(names):
                if seat not in gone:
                    where_box.addItem(name, f"seat:{seat}")
        elif placement == "attached_to_elected_planet":
            for planet in self.page.all_planets():
                where_box.addItem(planet_name(planet), f"planet:{planet}")
        else:
            where_box.addItem(tr("Common play area"), "")
        where_box.setCurrentIndex(max(0, where_box.findData(where)))

    def _remove(self, row: tuple[QComboBox, QComboBox, QWidget]) -> None:
        self.rows.remove(row)
        for w in row:
            w.hide()
            w.deleteLater()

    def laws_in_play(self) -> tuple[tuple[str, str], ...]:
        return tuple((law.currentData(), where.currentData() or "") for law, where, _ in self.rows)


class TableCheckPage(CheckPage):
    """The table check: one tab per seat and one for laws, the speaker, then Start the agenda phase."""

    def __init__(self, table: TablePage, seat: int | None, correction: bool = False) -> None:
        super().__init__()
        self.setObjectName("TableCheckPage")
        self.correction = correction  # mid-phase (Edit › Correct the Table…): holdings only
        self.table = table
        self.seat = seat
        state = table.session.state
        view = table.session.view(seat)
        self.as_is = companion.table_as_is(state, state.speaker)
        start = self.as_is if correction else draft_for(table.session, self.as_is)  # after a seat change
        names = table.names
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        head = QLabel(tr("Table check before agenda phase %1").replace("%1", str(view.round)))
        head.setObjectName("Heading")
        head_row = QHBoxLayout()  # beside the heading: a late player's seat, a player who left
        head_row.addWidget(head, 1)
        if not correction:
            head_row.addWidget(seat_buttons(self))
        layout.addLayout(head_row)
        intro = QLabel(
            tr(
                "Say how the table stands now: what changed in the action and status phases. "
                "Everything starts as the last agenda phase ended."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        # The phase just played closes with one list of what to do on the board (phase_summary.py).
        done = board_summary(phase_entries(e.for_viewer(None) for e in table.session.entries), names)
        self.board_todo = QLabel(
            tr("On the board after the last agenda phase: %1").replace("%1", " · ".join(done)) if done else ""
        )
        self.board_todo.setObjectName("BoardToDo")
        self.board_todo.setWordWrap(True)
        self.board_todo.setVisible(bool(done))
        self.board_todo.setToolTip("\n".join(done))
        self.board_todo.setMaximumHeight(self.board_todo.fontMetrics().lineSpacing() * 3 + 6)
        layout.addWidget(self.board_todo)
        top = QHBoxLayout()
        self.speaker_label = QLabel(tr("Speaker:"))
        top.addWidget(self.speaker_label)
        self.speaker = drop_down(QComboBox())
        self.speaker.setObjectName("speaker")
        self.speaker.setAccessibleName(tr("Speaker"))
        for s, name in enumerate(names):
            self.speaker.addItem(name, s)
        self.speaker.setCurrentIndex(start.speaker)
        top.addWidget(self.speaker)
        self.reshuffled = QCheckBox(tr("The action deck was reshuffled since the last check"))
        self.reshuffled.setObjectName("reshuffled")
        self.reshuffled.setToolTip(tr("Every copy of every action card can be played again."))
        self.reshuffled.setChecked(start.reshuffled)
        top.addWidget(self.reshuffled)
        top.addStretch(1)
        layout.addLayout(top)
        self.tabs = CheckTabs()
        self.tabs.setObjectName("TableCheckTabs")
        # Dark ink on the light pages and tabs (the felt's cream text is for the green cloth).
        self.tabs.setStyleSheet(
            "QTabWidget#TableCheckTabs QLabel { color: #2b1d12; font-weight: 600; }"
            " QPlainTextEdit { background: #ffffff; color: #2b1d12; border: 1px solid #8a7a60; }"
        )
        self.tabs.tabBar().setStyleSheet(
            "QTabBar::tab { color: #2b1d12; background: #d9ccb0; padding: 6px 12px;"
            " border: 1px solid #8a7a60; border-bottom: none; }"
            " QTabBar::tab:selected { background: #fff7e6; font-weight: 700; }"
        )
        self.seat_tabs: list[SeatTab] = []
        for s in range(state.n):
            tab = SeatTab(self, s, start)
            self.seat_tabs.append(tab)
            self.tabs.addTab(tab, "")
            self.name_tab(tab)
        settle_tabs(self)
        self.laws = LawsTab(self, start)
        if not correction:  # laws wait for the next check
            self.tabs.addTab(self.laws, tr("Laws in play"))
        layout.addWidget(self.tabs, 1)
        bottom = QHBoxLayout()
        # What Start will change, kept up to date as the table edits (a planet typed for a second owner
        # moved silently): the table reads it before it starts the phase.
        self.changes = ChangesLine()  # three lines; what does not fit ends in "…", the whole in its tooltip
        self.changes.setObjectName("TableChanges")
        bottom.addWidget(self.changes, 1)
        self.start_button = QPushButton(tr("Start agenda phase %1").replace("%1", str(view.round)))
        if correction:
            self.start_button.setText(tr("&Apply the correction"))
            head.setText(tr("Correct the table during agenda phase %1").replace("%1", str(view.round)))
            intro.setText(
                tr("Put right what a player holds now; laws and the speaker wait for the next check.")
            )
            for w in (self.speaker_label, self.speaker, self.reshuffled, self.board_todo):
                w.setVisible(False)
            for tab in self.seat_tabs:
                tab.faction.setEnabled(False)
                tab.present.setEnabled(False)
        self.start_button.setObjectName("Primary")
        self.start_button.clicked.connect(lambda _c=False: self.start())
        bottom.addWidget(self.start_button)
        layout.addLayout(bottom)
        dress(self)
        self.refresh_changes()
        self._watch = QTimer(self)  # every edit of any tab, the laws' rows included, at a glance
        self._watch.setInterval(400)
        self._watch.timeout.connect(self.refresh_changes)
        self._watch.start()

    def refresh_changes(self) -> None:
        lines = table_changes(self.as_is, self.table_check(), self.table.names)
        said = tr("The correction changes: %1") if self.correction else tr("Starting will change: %1")
        text = (
            said.replace("%1", "; ".join(lines))
            if lines
            else tr("The correction changes nothing yet.")
            if self.correction
            else tr("Starting changes nothing: the table is as the last phase ended.")
        )
        self.changes.say(text, "\n".join(lines))

    def name_tab(self, tab: SeatTab) -> None:
        """A seat's tab names its player and faction, and says when it has none yet."""
        faction = tab.faction_id()
        name = self.table.names[tab.seat]
        short = short_faction_name(faction)  # the whole name is the tab's tooltip
        none = (tr("%1 (no faction)"), tr("%1 (?)"))  # "(?)": when room is short
        full, brief = (f"{name} ({short})" if faction else t.replace("%1", name) for t in none)
        if not tab.present.isChecked():
            full, brief = (tr("%1 — away").replace("%1", t) for t in (full, brief))
        if hasattr(self, "tabs"):
            self.tabs.set_titles(self.seat_tabs.index(tab), full, brief, faction_name(faction) or full)

    # --- keeping planets, relics and notes with one seat each ---------------------------------
    def take_planet(self, planet: str) -> None:
        for tab in self.seat_tabs:
            tab.drop_planet(planet)

    def all_planets(self) -> list[str]:
        return [p for tab in self.seat_tabs for p in tab.planet_ids()]

    def held_once(self, kind: str, owner: SeatTab, item: QListWidgetItem) -> None:
        if item.checkState() != Qt.CheckState.Checked:
            return
        key = item.data(ROLE)
        for tab in self.seat_tabs:
            if tab is owner:
                continue
            box: QListWidget = getattr(tab, kind)
            for i in range(box.count()):
                other = box.item(i)
                if other.data(ROLE) == key and other.checkState() == Qt.CheckState.Checked:
                    other.setCheckState(Qt.CheckState.Unchecked)

    # --- the move ------------------------------------------------------------------------------
    def table_check(self) -> TableCheck:
        tabs = self.seat_tabs
        return replace(
            self.as_is,
            speaker=self.speaker.currentData(),
            planets=tuple(tuple(t.planet_ids()) for t in tabs),
            exhausted=tuple(t.exhausted() for t in tabs),
            trade_goods=tuple(t.spins["tg"].value() for t in tabs),
            vp=tuple(t.spins["vp"].value() for t in tabs),
            techs=tuple(ticked(t.techs) for t in tabs),
            relics=tuple(ticked(t.relics) for t in tabs),
            scored=tuple(t.scored_names() for t in tabs),
            notes=tuple(ticked(t.notes) for t in tabs),
            tokens=tuple(
                (t.spins["tactic"].value(), t.spins["fleet"].value(), t.spins["strategy"].value())
                for t in tabs
            ),
            laws=self.laws.laws_in_play(),
            reshuffled=self.reshuffled.isChecked(),
            factions=tuple(t.faction_id() for t in tabs),
            objectives=tuple(t.objective_names() for t in tabs),
            present=tuple(t.present.isChecked() for t in tabs),
        )

    def start(self) -> bool:
        if self.correction:
            return self.table.play(replace(self.table_check(), correction=True))
        return self.table.play(self.table_check())


def open_correction(table: TablePage) -> QDialog | None:
    """Edit › Correct the Table…: the table check's tabs in a dialog, mid-phase; None when the table is
    not a companion table in play (or its check is open already: correct it there)."""
    view = table.session.view(None)
    if view.mode != "companion" or view.over or isinstance(table.current, TableCheckPage):
        return None
    dialog = QDialog(table)
    dialog.setWindowTitle(tr("Correct the table"))
    box = QVBoxLayout(dialog)
    box.setContentsMargins(0, 0, 0, 0)
    page = TableCheckPage(table, None, correction=True)
    box.addWidget(page)
    page.start_button.clicked.disconnect()

    def start(_checked: bool = False) -> None:
        if page.start():
            dialog.accept()

    page.start_button.clicked.connect(start)
    dialog.page = page  # type: ignore[attr-defined]  # a Python attribute, not Qt's: tests reach the page
    screen = table.screen().availableGeometry() if table.screen() is not None else None
    if screen is not None:
        dialog.resize(min(1200, screen.width() - 40), min(640, screen.height() - 60))
    dialog.open()
    return dialog
