"""The Starward table for one seat: the central display, every Empire, the prompt's choices and the hand.

Built only from `game.view(state, seat)`. What the player picks (cards, planets, slots, a technology)
is kept here until they confirm; the move then goes to the table page, which applies it through the
session (an illegal one is refused with a reason and nothing changes). Every pick is a focusable
widget, so the whole turn can be played with Tab, Space and Enter as well as the mouse; the roles
also answer to the keys 1 to 6.

What each decision offers lives apart, without widgets where it can: the buttons and when they may be
pressed (offers.py), what may be picked (picking.py), the hint (hints.py); the band of chips is
choice_band.py. This module lays them out and keeps the picks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.cards.card_widget import CardWidget
from desktop.starward.choice_band import PickHandlers, choice_band
from desktop.starward.choices import Picks
from desktop.starward.display import DisplayBar
from desktop.starward.empire import EmpirePanel
from desktop.starward.faces import deck_card_description, deck_card_face, planet_front_face, world_description
from desktop.starward.hints import hint
from desktop.starward.names import role_name, tr
from desktop.starward.offers import listed, may_remove, offers, offers_roles
from desktop.starward.picking import card_limit, chosen_cards, planet_choice, play_action, selectable_cards
from desktop.starward.refusals import why_not
from desktop.starward.technologies import TechnologyBoard
from desktop.starward.turn_lines import role_detail
from desktop.starward.turn_panel import TurnPanel
from desktop.table.action_bar import action_bar
from desktop.table.felt import dress
from games.starward.actions import (
    ChooseRole,
)
from games.starward.cards import ROLES, Role
from games.starward.views import Prompt, PromptKind, StarwardView

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QKeyEvent

    from desktop.table.board_context import BoardContext
    from games.core.actions import Action
    from games.core.legal import Legal


HAND_CARD = 92
ROLE_KEYS = ("1", "2", "3", "4", "5", "6")
MIN_TILE, MAX_TILE = 64, 240  # planet tile heights (px): the least that reads, the most that helps
MEASURE_TILE = MIN_TILE  # tiles start small: the window must never grow to hold them
TURN_LEAST = 200  # px: the turn panel's least share of its row (its lines wrap)
BAR_EXTRA = 26  # the action bar may grow by a line when its hint wraps (Russian, German)


def _band_height(band: QWidget, width: int) -> int:
    """The height a band across the table takes at `width`: word-wrapped and flowing contents by
    their height for that width (a plain size hint would stack them as if the band were narrow)."""
    layout = band.layout()
    if layout is not None and layout.hasHeightForWidth():
        return max(band.minimumHeight(), min(band.maximumHeight(), layout.totalHeightForWidth(width)))
    return max(band.sizeHint().height(), band.minimumHeight())


def _height_for(widget: QWidget, width: int) -> int:
    """The height `widget` asks for at `width` (its word-wrapped labels wrapped)."""
    layout = widget.layout()
    if layout is not None and layout.hasHeightForWidth():
        return layout.totalHeightForWidth(width)
    return widget.sizeHint().height()


class StarwardBoard(QWidget):
    def __init__(self, context: BoardContext, seat: int | None, view: StarwardView) -> None:
        super().__init__()
        self.setObjectName("StarwardBoard")
        self.context = context
        self.seat = seat
        self.view = view
        self.names: tuple[str, ...] = context.names
        self.colours: tuple[str, ...] = context.colours
        self.bots = context.bots
        self.prompt: Prompt | None = view.prompt
        self.picks = Picks()
        self.show_techs = False
        self.removing = False  # Lean Administration / Ruthless Efficiency: the hand picks cards to remove
        self._legal: tuple[Legal, ...] | None = None  # the seat's listing for this view, once asked
        self._refused: dict[Action, str | None] = {}  # why the rules refuse each play tried, once asked
        if self.prompt is not None and self.prompt.kind is PromptKind.COLONIZE and self.prompt.face_down:
            first = self.prompt.face_down[0]  # every card under the first face-down planet, to start with
            self.picks.tucks = {c: first for c in self.prompt.cards}
        self.shortcuts: list[QShortcut] = []
        self.full_hand = HAND_CARD if context.room()[1] < 850 else round(HAND_CARD * 1.3)
        self.hand_width = self.full_hand
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.body = QVBoxLayout()
        self.body.setContentsMargins(0, 0, 0, 0)
        self.body.setSpacing(0)
        layout.addLayout(self.body, 1)
        self._build()
        for i, key in enumerate(ROLE_KEYS):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda r=ROLES[i]: self._role_key(r))
            self.shortcuts.append(shortcut)

    # --- building -----------------------------------------------------------------------
    def _build(self) -> None:
        """Lay the whole table out again from the view and the picks (keyboard focus is kept)."""
        focused = self.focusWidget()
        focus_name = focused.objectName() if focused is not None and self.isAncestorOf(focused) else ""
        while self.body.count():
            item = self.body.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.hide()
                old.setParent(None)  # out of the tree now: `dress` walks only the new table
                old.deleteLater()
        self.buttons: dict[str, QPushButton] = {}
        self.hand_cards: dict[int, CardWidget] = {}
        self.chips: dict[str, QPushButton] = {}
        display = DisplayBar(self.view, self.show_techs)
        display.techs_button.toggled.connect(self._toggle_techs)
        self.display = display
        self.body.addWidget(display)
        choices = self._choices()
        # The hand keeps its size while a band of choices is shown: smaller, its words would be unreadable.
        self.hand_width = self.full_hand
        bar, self.hint, row = action_bar()
        bar.setMaximumHeight(bar.maximumHeight() + BAR_EXTRA)  # a third line for a long hint
        self.hint.setText(self._hint())
        self._buttons(row)
        hand = self._hand()
        self.middle = QStackedWidget()
        self.middle.setObjectName("Middle")
        self.middle.addWidget(self._empires())
        focus_page = self._focus_page()
        if focus_page is not None:
            self.middle.addWidget(focus_page)
            self.middle.setCurrentWidget(focus_page)
        self.body.addWidget(self.middle, 1)
        if choices is not None:
            self.body.addWidget(choices)
        self.body.addWidget(bar)
        self.body.addWidget(hand)
        dress(self)
        if self.isVisible():
            self._fit_tiles()
        page = self.middle.currentWidget()
        if isinstance(page, TechnologyBoard):
            page.small_print()
        if focus_name:
            again = self.findChild(QWidget, focus_name)
            if again is not None and again.isEnabled():
                again.setFocus()

    def _empires(self) -> QWidget:
        """Every Empire and the turn panel, in rows whose planets `_fit_tiles` sizes. Each row shares its
        width by need: every Empire first the room its planets' names need whole (a tile of 60 px at
        least), then the rest by planets. Equal columns gave five planets 52 px tiles on a laptop and
        cut "Amberfield" in four; a row of its own lets one row's wide Empire not narrow the other's."""
        holder = QWidget()
        rows_box = QVBoxLayout(holder)
        rows_box.setContentsMargins(8, 4, 8, 4)
        rows_box.setSpacing(6)
        n = self.view.seats
        columns = 2 if n == 3 else 3  # the Empires and the turn panel fill two rows of two or three
        rows = -(-(n + 1) // columns)
        room = max(900, self.context.room()[0]) - 16  # the rows' margins
        tile_height = MEASURE_TILE  # to measure the panels with; `_fit_tiles` sets the height that fits
        turn = self.view.turn
        acting = set(self.view.to_act)
        pickable, picked, pick = self._planet_picking()
        panels: list[EmpirePanel] = []
        for empire in self.view.table.empires:
            mine = empire.seat == self.seat
            panel = EmpirePanel(
                empire,
                self.view.table.cards[empire.seat],
                self.view.fronts if mine else (),
                self.names[empire.seat],
                self.colours[empire.seat],
                bot=self.bots[empire.seat],
                acting=empire.seat in acting,
                is_viewer=mine,
                leader=empire.seat == turn.leader,
                width=room // columns,
                tile_height=tile_height,
                pick_planet=pick if mine else None,
                picked=picked if mine else (),
                pickable=pickable if mine else (),
            )
            panel.setObjectName(f"empire_{empire.seat}")
            panels.append(panel)
        self.panel_rows = [panels[r * columns : (r + 1) * columns] for r in range(rows)]
        turn_panel = TurnPanel(self.view, self.names)
        for in_row in self.panel_rows:
            line = QHBoxLayout()
            line.setSpacing(6)
            with_turn = len(in_row) < columns  # the turn panel ends the last row
            share = room - 6 * (len(in_row) - (0 if with_turn else 1))
            needs = [p.least_width(tile_height) for p in in_row] + ([TURN_LEAST] if with_turn else [])
            weights = [max(1, len(p.faces)) for p in in_row] + ([3] if with_turn else [])
            spare = max(0, share - sum(needs))
            widths = [need + spare * w // sum(weights) for need, w in zip(needs, weights, strict=True)]
            if sum(needs) > share:  # more than the row holds whole: each gives up room in proportion
                widths = [need * share // sum(needs) for need in needs]
            for panel, width in zip(in_row, widths, strict=False):
                panel.set_room(width, tile_height)
                line.addWidget(panel, width)
            if with_turn:
                line.addWidget(turn_panel, widths[-1])
            rows_box.addLayout(line)
        if all(len(in_row) == columns for in_row in self.panel_rows):
            line = QHBoxLayout()
            line.addWidget(turn_panel)
            rows_box.addLayout(line)
        return holder

    def _fit_tiles(self) -> None:
        """Planets as large as the room allows: each row of Empires gets its share of the height the
        display and the bands leave, less what its tallest panel needs besides its planets (names,
        counts, symbols). Measured on the styled, laid-out board, so again on every resize."""
        rows = [in_row for in_row in self.panel_rows if in_row]
        if not rows or self.middle.currentIndex() != 0:
            return
        widgets = [
            item.widget() for i in range(self.body.count()) if (item := self.body.itemAt(i)) is not None
        ]
        bands = sum(_band_height(w, self.width()) for w in widgets if w not in (None, self.middle))
        # (16: the grid's margins, and a little to spare for rounding)
        per_row = (self.height() - bands - 16 - 6 * (len(rows) - 1)) // len(rows)
        for in_row in rows:
            # (+4: the grid and the frames round the measured heights a little up)
            tallest = max(max(p.sizeHint().height(), _height_for(p, p.nominal_width - 12)) for p in in_row)
            current = (
                max(t.height() for p in in_row for t in p.tiles.values())
                if any(p.tiles for p in in_row)
                else 0
            )
            height = max(MIN_TILE, min(MAX_TILE, per_row - (tallest - current + 4)))
            for panel in in_row:
                panel.set_tile_height(height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_tiles()

    def _focus_page(self) -> QWidget | None:
        """What replaces the Empires for a while: the planets a Survey shows, or the technologies."""
        p = self.prompt
        if p is not None and p.kind is PromptKind.KEEP:
            page = QWidget()
            row = QHBoxLayout(page)
            row.addStretch(1)
            for i, planet in enumerate(p.looking):  # fronts: only this seat's view carries them
                face = planet_front_face(planet)
                widget = CardWidget(face, 150, interactive=True, description=world_description(face))
                widget.setObjectName(f"look_{i}")
                widget.set_selected(self.picks.keep == i)
                widget.sig_clicked.connect(lambda i=i: self._pick_keep(i))
                row.addWidget(widget)
            row.addStretch(1)
            return page
        if p is not None and p.kind is PromptKind.RESEARCH:
            return TechnologyBoard(
                self.view.table.technologies, p.technologies, self.picks.tech, self._pick_tech
            )
        if self.show_techs:
            return TechnologyBoard(self.view.table.technologies)
        return None

    def _hand(self) -> QWidget:
        area = QWidget()
        area.setObjectName("HandArea")
        row = QHBoxLayout(area)
        row.setContentsMargins(10, 6, 10, 6)
        title = QLabel(tr("Your hand") if self.seat is not None else tr("Hands are private"))
        title.setObjectName("Heading")
        row.addWidget(title)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFixedHeight(round(self.hand_width * 1.4) + 8)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        cards = QHBoxLayout(inner)
        cards.setContentsMargins(0, 0, 0, 0)
        cards.setSpacing(4)
        selectable = self._selectable_cards()
        chosen = set(self._chosen_cards())
        for card_id in self.view.hand:
            can = card_id in selectable
            widget = CardWidget(
                deck_card_face(card_id),
                self.hand_width,
                interactive=can,
                description=deck_card_description(card_id),
            )
            widget.setObjectName(f"hand_{card_id}")
            widget.set_selected(card_id in chosen)
            widget.set_dimmed(bool(selectable) and not can)
            if can:
                widget.sig_clicked.connect(lambda c=card_id: self._pick_card(c))
            self.hand_cards[card_id] = widget
            cards.addWidget(widget)
        cards.addStretch(1)
        scroll.setWidget(inner)
        row.addWidget(scroll, 1)
        return area

    # --- what may be picked now ------------------------------------------------------
    def _mode(self) -> PromptKind | None:
        return None if self.prompt is None else self.prompt.kind

    def _selectable_cards(self) -> tuple[int, ...]:
        return selectable_cards(self.prompt, self.view.hand, self.removing)

    def _chosen_cards(self) -> tuple[int, ...]:
        return chosen_cards(self.prompt, self.picks, self.removing)

    def _planet_picking(self) -> tuple[tuple[int, ...], tuple[int, ...], Callable[[int], None] | None]:
        """Own planets a click may pick now, those picked, and what a click does (attack or settle)."""
        choice = planet_choice(self.prompt, self.picks)
        if choice is None:
            return (), (), None
        pickable, field, most = choice
        return pickable, tuple(self.picks.of(field)), lambda i: self._pick(field, i, most=most)

    # --- the choices band, the hint and the buttons -------------------------------------
    def _choices(self) -> QWidget | None:
        handlers = PickHandlers(self._pick, self._tuck, self._set_fighters, self._pick_face)
        return choice_band(self.view, self.seat, self.prompt, self.picks, self.chips, handlers)

    def _hint(self) -> str:
        return hint(self.view, self.prompt, self.picks, self.names, self.removing, self._not_yet())

    def _not_yet(self) -> str | None:
        """Why the action card picked cannot be played with the picks made so far (its button is greyed):
        the rules' reason, worded; None when it can be, or no card is picked. The rules are asked once a
        candidate (the table is built again on each pick, never on a paint)."""
        p, card_id, seat = self.prompt, self.picks.action_card, self.seat
        if p is None or p.kind is not PromptKind.ACTION or card_id is None or seat is None or self.removing:
            return None
        move = play_action(seat, card_id, self.picks)
        if listed(move, self._listing()):
            return None
        if move not in self._refused:
            self._refused[move] = why_not(self.context.refusal(move), self.names)
        return self._refused[move]

    def _buttons(self, row: QHBoxLayout) -> None:
        p = self.prompt
        if p is None:
            return
        seat = self.seat
        assert seat is not None
        if may_remove(p):
            toggle = QPushButton(tr("Remove cards…") if not self.removing else tr("Back"))
            toggle.setObjectName("button_removing")
            toggle.clicked.connect(self._toggle_removing)
            self.buttons["removing"] = toggle
            row.addWidget(toggle)
        if offers_roles(p, self.removing):
            self._role_buttons(row)
        for offer in offers(p, self.picks, seat, self.removing, self._listing()):
            b = QPushButton(offer.text)
            b.setObjectName("Primary" if offer.primary else f"button_{offer.key}")
            b.setProperty("key", offer.key)
            b.setEnabled(offer.enabled)
            b.clicked.connect(lambda _c=False, move=offer.move: self._play(move()))
            self.buttons[offer.key] = b
            row.addWidget(b)

    def _role_buttons(self, row: QHBoxLayout) -> None:
        assert self.seat is not None
        for i, role in enumerate(ROLES):
            text = f"&{i + 1} {role_name(role)}"
            b = QPushButton(text)
            b.setObjectName(f"role_{role.value}")
            b.setToolTip(role_detail(self.view, self.seat, role))
            b.setAccessibleName(role_name(role) + ". " + b.toolTip())
            b.clicked.connect(lambda _c=False, r=role: self._play(ChooseRole(self.seat, r)))
            self.buttons[f"role_{role.value}"] = b
            row.addWidget(b)

    # --- picking -----------------------------------------------------------------------
    def _pick_card(self, card_id: int) -> None:
        if self._mode() is PromptKind.ACTION and not self.removing:
            self.picks = Picks(action_card=None if self.picks.action_card == card_id else card_id)
        else:
            p = self.prompt
            assert p is not None  # a hand card is pickable only while the seat has a prompt
            self.picks.toggle_card(card_id, card_limit(p, self.removing))
        self._build()

    def _pick(self, field: str, value: object, most: int = 1) -> None:
        self.picks.toggle(field, value, most)
        self._build()

    def _pick_keep(self, index: int) -> None:
        self.picks.keep = index
        self._build()

    def _tuck(self, card_id: int, planet: int) -> None:
        self.picks.tucks[card_id] = planet
        self._build()

    def _pick_tech(self, tech: int) -> None:
        self.picks.tech = None if self.picks.tech == tech else tech
        self.picks.face = 0
        self._build()

    def _pick_face(self, face: int) -> None:
        self.picks.face = face
        self._build()

    def _set_fighters(self, value: int) -> None:
        self.picks.fighters = value
        self._build()

    def _toggle_techs(self, shown: bool) -> None:
        self.show_techs = shown
        self._build()

    def _toggle_removing(self) -> None:
        self.removing = not self.removing
        self.picks = Picks()
        self._build()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """1-6 choose a role when a key reaches the board itself (the shortcuts need an active window)."""
        text = event.text()
        if text in ROLE_KEYS:
            self._role_key(ROLES[ROLE_KEYS.index(text)])
            return
        super().keyPressEvent(event)

    def _role_key(self, role: Role) -> None:
        p = self.prompt
        if (
            self.seat is not None
            and p is not None
            and (p.kind is PromptKind.ROLE or (p.kind is PromptKind.ACTION and p.role_first))
        ):
            self._play(ChooseRole(self.seat, role))

    def _listing(self) -> tuple[Legal, ...]:
        """The seat's listing for the view shown (asked once: a board is made for each view), which says
        which buttons may be pressed."""
        if self._legal is None:
            self._legal = self.context.listing(self.seat) if self.seat is not None else ()
        return self._legal

    # --- moves --------------------------------------------------------------------------
    def _play(self, action: Action | None) -> None:
        if action is not None:
            self.context.play(action)
