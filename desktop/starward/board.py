"""The Starward table for one seat: the central display, every Empire, the prompt's choices and the hand.

Built only from `game.view(state, seat)`. What the player picks (cards, planets, slots, a technology)
is kept here until they confirm; the move then goes to the table page, which applies it through the
session (an illegal one is refused with a reason and nothing changes). Every pick is a focusable
widget, so the whole turn can be played with Tab, Space and Enter as well as the mouse; the roles
also answer to the keys 1 to 6.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.cards.card_widget import CardWidget
from desktop.starward.choices import Picks, planet_label, slot_label
from desktop.starward.display import SUBSTITUTE, DisplayBar
from desktop.starward.empire import EmpirePanel
from desktop.starward.faces import deck_card_description, deck_card_face, planet_front_face, world_description
from desktop.starward.names import card_name, resource_name, role_name, stack_name, tr
from desktop.starward.technologies import TechnologyBoard, face_choice, technology
from desktop.starward.turn_panel import TurnPanel
from desktop.table.action_bar import action_bar
from desktop.table.felt import dress
from desktop.table.flow_layout import FlowLayout
from games.core.seats import SeatKind
from games.starward.actions import (
    Attack,
    Boost,
    ChooseRole,
    Cleanup,
    Colonize,
    Dissent,
    EndActions,
    Follow,
    KeepPlanet,
    PlayAction,
    Produce,
    RemoveCards,
    Research,
    Trade,
)
from games.starward.card_actions import FIELDS, MOST_ATTACKS, effect_of
from games.starward.cards import ROLES, STACK_OF_ROLE, Resource, Role, card
from games.starward.views import Prompt, PromptKind, StarwardView

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QKeyEvent

    from desktop.table.table_page import TablePage
    from games.core.actions import Action


HAND_CARD = 92
ROLE_KEYS = ("1", "2", "3", "4", "5", "6")
MIN_TILE, MAX_TILE = 64, 240  # planet tile heights (px): the least that reads, the most that helps
MEASURE_TILE = MIN_TILE  # tiles start small: the window must never grow to hold them
CHIP_HEIGHT = 34  # the felt's buttons (desktop/table/felt.py)
BAR_EXTRA = 26  # the action bar may grow by a line when its hint wraps (Russian, German)


def _title(text: str) -> QLabel:
    """A choice's title in the band, as tall as the chips beside it and centred on them."""
    label = QLabel(text)
    label.setObjectName("SeatStatus")
    label.setMinimumHeight(CHIP_HEIGHT)
    label.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
    return label


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
    def __init__(self, table: TablePage, seat: int | None, view: StarwardView) -> None:
        super().__init__()
        self.setObjectName("StarwardBoard")
        self.table = table
        self.seat = seat
        self.view = view
        self.names: tuple[str, ...] = table.names
        self.colours: tuple[str, ...] = table.colours
        self.bots = tuple(s.kind == SeatKind.BOT for s in table.session.config.seats)
        self.prompt: Prompt | None = view.prompt
        self.picks = Picks()
        self.show_techs = False
        self.removing = False  # Lean Administration / Ruthless Efficiency: the hand picks cards to remove
        if self.prompt is not None and self.prompt.kind is PromptKind.COLONIZE and self.prompt.face_down:
            first = self.prompt.face_down[0]  # every card under the first face-down planet, to start with
            self.picks.tucks = {c: first for c in self.prompt.cards}
        self.shortcuts: list[QShortcut] = []
        self.full_hand = HAND_CARD if table.stage.height() < 850 else round(HAND_CARD * 1.3)
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
        """Every Empire and the turn panel, in rows whose planets `_fit_tiles` sizes."""
        holder = QWidget()
        grid = QGridLayout(holder)
        grid.setContentsMargins(8, 4, 8, 4)
        grid.setSpacing(6)
        n = self.view.seats
        columns = 2 if n == 3 else 3  # the Empires and the turn panel fill two rows of two or three
        width = max(900, self.table.stage.width()) // columns
        rows = -(-(n + 1) // columns)
        tile_height = MEASURE_TILE  # to measure the panels with; `_fit_tiles` sets the height that fits
        turn = self.view.turn
        acting = set(self.view.to_act)
        pickable, picked, pick = self._planet_picking()
        panels: list[EmpirePanel] = []
        for i, empire in enumerate(self.view.table.empires):
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
                width=width,
                tile_height=tile_height,
                pick_planet=pick if mine else None,
                picked=picked if mine else (),
                pickable=pickable if mine else (),
            )
            panel.setObjectName(f"empire_{empire.seat}")
            grid.addWidget(panel, i // columns, i % columns)
            panels.append(panel)
        self.panel_rows = [(panels[r * columns : (r + 1) * columns], width) for r in range(rows)]
        turn_panel = TurnPanel(self.view, self.names)
        grid.addWidget(turn_panel, n // columns, n % columns)
        for c in range(columns):
            grid.setColumnStretch(c, 1)
        return holder

    def _fit_tiles(self) -> None:
        """Planets as large as the room allows: each row of Empires gets its share of the height the
        display and the bands leave, less what its tallest panel needs besides its planets (names,
        counts, symbols). Measured on the styled, laid-out board, so again on every resize."""
        rows = [(in_row, width) for in_row, width in self.panel_rows if in_row]
        if not rows or self.middle.currentIndex() != 0:
            return
        widgets = [
            item.widget() for i in range(self.body.count()) if (item := self.body.itemAt(i)) is not None
        ]
        bands = sum(_band_height(w, self.width()) for w in widgets if w not in (None, self.middle))
        # (16: the grid's margins, and a little to spare for rounding)
        per_row = (self.height() - bands - 16 - 6 * (len(rows) - 1)) // len(rows)
        for in_row, width in rows:
            # (+4: the grid and the frames round the measured heights a little up)
            tallest = max(max(p.sizeHint().height(), _height_for(p, width - 12)) for p in in_row)
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
        p = self.prompt
        if p is None:
            return ()
        if self.removing:
            return tuple(self.view.hand)
        if p.kind is PromptKind.ACTION:
            return p.cards
        if p.kind in (PromptKind.BOOST, PromptKind.RESPOND, PromptKind.REMOVE, PromptKind.CLEANUP):
            return p.cards
        return ()

    def _chosen_cards(self) -> tuple[int, ...]:
        if self.removing or self._mode() in (
            PromptKind.BOOST,
            PromptKind.RESPOND,
            PromptKind.REMOVE,
            PromptKind.CLEANUP,
        ):
            return tuple(self.picks.cards)
        if self._mode() is PromptKind.ACTION and self.picks.action_card is not None:
            return (self.picks.action_card,)
        return ()

    def _planet_picking(self) -> tuple[tuple[int, ...], tuple[int, ...], Callable[[int], None] | None]:
        """Own planets a click may pick now, those picked, and what a click does (attack or settle)."""
        p = self.prompt
        if p is None:
            return (), (), None
        if p.kind is PromptKind.ATTACK:
            return p.attackable, tuple(self.picks.of("attack")), lambda i: self._pick("attack", i, most=1)
        if p.kind is PromptKind.ACTION and self.picks.action_card is not None:
            fields = FIELDS[effect_of(self.picks.action_card)]
            if "attack" in fields and p.attackable:
                most = MOST_ATTACKS.get(effect_of(self.picks.action_card), 1)
                return (
                    p.attackable,
                    tuple(self.picks.of("attack")),
                    lambda i: self._pick("attack", i, most=most),
                )
            if "settle" in fields and p.settleable:
                most = 2 if effect_of(self.picks.action_card) == "convoys" else 1
                return (
                    p.settleable,
                    tuple(self.picks.of("settle")),
                    lambda i: self._pick("settle", i, most=most),
                )
        return (), (), None

    # --- the choices band ---------------------------------------------------------------
    def _choices(self) -> QWidget | None:
        p = self.prompt
        if p is None:
            return None
        band = QWidget()
        band.setObjectName("ActionBar")
        column = QVBoxLayout(band)
        column.setContentsMargins(14, 4, 14, 2)
        column.setSpacing(2)
        # Every title and chip flows left to right and wraps like words: the band takes as few lines as
        # the width allows, so the Empires above keep their height however many choices there are.
        flow = FlowLayout(spacing=6)
        column.addLayout(flow)
        me = self.view.table.empires[self.seat] if self.seat is not None else None

        def chips(title: str, field: str, values: list[tuple[Any, str]], most: int) -> None:
            if not values:
                return
            row = flow
            label = _title(title)
            row.addWidget(label)
            for value, text in values:
                button = QPushButton(text)
                button.setObjectName(f"chip_{field}_{_key(value)}")
                button.setCheckable(True)
                count = self.picks.of(field).count(value)
                button.setChecked(count > 0)
                if count:  # a mark as well as the pressed look: the felt's buttons barely show it
                    button.setText(f"✓ {text}" + (f" ×{count}" if count > 1 else ""))
                button.clicked.connect(lambda _c=False, v=value: self._pick(field, v, most=most))
                self.chips[f"{field}:{_key(value)}"] = button
                row.addWidget(button)

        kind = p.kind
        if kind is PromptKind.ACTION and self.picks.action_card is not None and me is not None:
            card_id = self.picks.action_card
            effect = effect_of(card_id)
            fields = FIELDS[effect]
            if "attack" in fields:
                chips(tr("Attack:"), "attack", [(i, self._attack_text(i)) for i in p.attackable],
                      MOST_ATTACKS.get(effect, 1))  # fmt: skip
            if "settle" in fields:
                chips(tr("Settle:"), "settle", [(i, planet_label(self.view, i)) for i in p.settleable],
                      2 if effect == "convoys" else 1)  # fmt: skip
            if "tuck" in fields:
                chips(tr("Tuck it under:"), "tuck", [(i, planet_label(self.view, i)) for i in p.face_down], 1)
            if "produce" in fields:
                chips(tr("Produce on:"), "produce", [(s, slot_label(self.view, s)) for s in p.slots],
                      2 if effect == "foundries" else 1)  # fmt: skip
            if "trade" in fields:
                goods: list[tuple[Any, str]] = [(g, slot_label(self.view, g)) for g in p.goods]
                if p.tradeable_fighters:
                    goods.append(("fighter", tr("a fighter")))
                chips(tr("Trade:"), "trade", goods, 1)
            if "remove" in fields:
                others = [(c, card_name(c)) for c in self.view.hand if c != card_id]
                chips(tr("Remove from the game:"), "remove", others, 2)
            if "stacks" in fields:
                need = 2 if effect == "synthetic" else 1
                chips(tr("Take the top card of:"), "stacks", [(s, stack_name(s)) for s in p.stacks], need)
            if "resource" in fields:
                chips(tr("Name a resource:"), "resource", [(r, resource_name(r)) for r in Resource], 1)
        elif kind is PromptKind.ATTACK and me is not None:
            chips(tr("Attack:"), "attack", [(i, self._attack_text(i)) for i in p.attackable], 1)
        elif kind is PromptKind.COLONIZE and me is not None:
            for card_id in p.cards:
                row = flow
                label = _title(tr("Tuck %1 under:").replace("%1", card_name(card_id)))
                row.addWidget(label)
                for planet in p.face_down:
                    picked = self.picks.tucks.get(card_id) == planet
                    button = QPushButton(("✓ " if picked else "") + planet_label(self.view, planet))
                    button.setObjectName(f"chip_tuck_{card_id}_{planet}")
                    button.setCheckable(True)
                    button.setChecked(picked)
                    button.clicked.connect(lambda _c=False, c=card_id, pl=planet: self._tuck(c, pl))
                    row.addWidget(button)
            if p.bonus:
                chips(
                    tr("Or settle instead:"),
                    "settle",
                    [(i, planet_label(self.view, i)) for i in p.settleable],
                    1,
                )
        elif kind is PromptKind.PRODUCE and me is not None:
            chips(
                tr("Produce on:"),
                "produce",
                [(s, slot_label(self.view, s)) for s in p.slots],
                max(0, p.count),
            )
        elif kind is PromptKind.TRADE and me is not None:
            chips(tr("Trade:"), "trade", [(g, slot_label(self.view, g)) for g in p.goods], max(0, p.count))
            if p.tradeable_fighters:
                row = flow
                label = _title(tr("Fighters to trade:"))
                spin = QSpinBox()
                spin.setObjectName("trade_fighters")
                spin.setRange(0, min(p.tradeable_fighters, max(0, p.count)))
                spin.setValue(self.picks.fighters)
                spin.setAccessibleName(tr("Fighters to trade"))
                spin.valueChanged.connect(self._set_fighters)
                row.addWidget(label)
                row.addWidget(spin)
        elif kind is PromptKind.RESEARCH and self.picks.tech is not None:
            if technology(self.picks.tech).permanent:
                column.addWidget(face_choice(self.picks.tech, self.picks.face, self._pick_face))
        if flow.count() == 0 and column.count() == 1:
            band.deleteLater()
            return None
        return band

    def _attack_text(self, index: int) -> str:
        assert self.seat is not None  # only a seat with a prompt attacks
        me = self.view.table.empires[self.seat]
        cost = next(p.attack_cost for p in me.planets if p.index == index)
        return tr("%1 (%n fighter(s))", "", cost).replace("%1", planet_label(self.view, index))

    # --- the hint and the buttons ------------------------------------------------------
    def _hint(self) -> str:
        p = self.prompt
        turn = self.view.turn
        if self.view.over:
            return tr("The game is over.")
        if p is None:
            waiting = ", ".join(self.names[s] for s in self.view.to_act)
            return tr("Waiting for %1.").replace("%1", waiting)
        if self.removing:
            return tr("Pick the hand cards to remove from the game (at most %1).").replace(
                "%1", tr("any number") if (p.remove_most or 0) < 0 else str(p.remove_most)
            )
        kind = p.kind
        if kind is PromptKind.ACTION:
            if self.picks.action_card is not None:
                c = self.picks.action_card
                return (
                    tr("%1: %2 Pick what the action needs, then play it.")
                    .replace("%1", card_name(c))
                    .replace("%2", deck_card_face(c).text)
                )
            return tr("Action phase: pick a card to play for its action, or skip to the role.")
        if kind is PromptKind.ROLE:
            return tr("Choose a role (keys 1–6). Everyone else may follow it or dissent.")
        if kind in (PromptKind.BOOST, PromptKind.RESPOND):
            total = p.base + sum(self._symbols(c) for c in self.picks.cards)
            assert p.role is not None  # one boosts or follows a role
            role = role_name(p.role)
            if kind is PromptKind.BOOST:
                return (
                    tr("Boost %1 with cards showing its symbol: you count %2.")
                    .replace("%1", role)
                    .replace("%2", str(total))
                )
            leader = self.names[turn.leader]
            if not p.may_follow and p.role is Role.COLONIZE and not p.face_down:
                # Colonize cards in hand, perhaps, but nowhere to tuck them: say so, or the refusal looks
                # arbitrary.
                nowhere = tr(
                    "%1 chose %2. You have no face-down planet to tuck a card under: dissent and draw a card."
                )
                return nowhere.replace("%1", leader).replace("%2", role)
            if not p.may_follow:
                return (
                    tr("%1 chose %2. You cannot follow it: dissent and draw a card.")
                    .replace("%1", leader)
                    .replace("%2", role)
                )
            return (
                tr("%1 chose %2. Follow with cards showing its symbol (you count %3), or dissent and draw.")
                .replace("%1", leader)
                .replace("%2", role)
                .replace("%3", str(total))
            )
        if kind is PromptKind.KEEP:
            return tr("Survey: keep one of these planets face down in your Empire; the rest go unseen.")
        if kind is PromptKind.ATTACK:
            if p.bonus:
                return tr(
                    "Warfare (%1): take %n fighter(s), or attack one of your planets instead.", "", p.count
                ).replace("%1", str(p.count))  # the symbols counted: as many fighters
            return tr("Attack one of your face-down planets, or decline.")
        if kind is PromptKind.COLONIZE:
            text = tr("Colonize (%1): tuck each card under one of your face-down planets.").replace(
                "%1", str(p.count)
            )
            if p.bonus:
                text += " " + tr("Or settle a planet instead.")
            return text
        if kind is PromptKind.PRODUCE:
            return tr("Produce: fill up to %n empty slot(s) of your face-up planets.", "", p.count)
        if kind is PromptKind.TRADE:
            return tr("Trade: return up to %n resource(s), 1 influence each.", "", p.count)
        if kind is PromptKind.RESEARCH:
            return tr("Research (%1 symbols): take one technology that qualifies, or none.").replace(
                "%1", str(p.count)
            )
        if kind is PromptKind.REMOVE:
            return tr("You may remove cards in your hand from the game (at most %1).").replace(
                "%1", tr("any number") if p.count < 0 else str(p.count)
            )
        text = tr("Cleanup: discard any cards you like, then draw up to your hand limit of %1.").replace(
            "%1", str(p.hand_limit)
        )
        if p.must_discard:
            text += " " + tr("You hold too many: discard at least %n.", "", p.must_discard)
        return text

    def _buttons(self, row: QHBoxLayout) -> None:
        p = self.prompt
        if p is None:
            return

        def button(
            key: str,
            text: str,
            action: Callable[[], Action | None],
            primary: bool = False,
            enabled: bool = True,
        ) -> None:
            b = QPushButton(text)
            b.setObjectName("Primary" if primary else f"button_{key}")
            b.setProperty("key", key)
            b.setEnabled(enabled)
            b.clicked.connect(lambda _c=False: self._play(action()))
            self.buttons[key] = b
            row.addWidget(b)

        seat = self.seat
        assert seat is not None
        kind = p.kind
        if p.remove_most is not None and kind is not PromptKind.REMOVE:
            toggle = QPushButton(tr("Remove cards…") if not self.removing else tr("Back"))
            toggle.setObjectName("button_removing")
            toggle.clicked.connect(self._toggle_removing)
            self.buttons["removing"] = toggle
            row.addWidget(toggle)
            if self.removing:
                n = len(self.picks.cards)
                remove = tuple(self.picks.cards)
                button(
                    "remove", tr("Remove %n card(s)", "", n), lambda: RemoveCards(seat, remove), True, n > 0
                )
                return
        if kind is PromptKind.ACTION:
            if p.role_first:
                self._role_buttons(row)
            if self.picks.action_card is not None:
                c = self.picks.action_card
                button("play", tr("Play %1").replace("%1", card_name(c)), lambda: self._play_action(c), True)
            button("end_actions", tr("Skip to the role") if p.count else tr("End the action phase"),
                   lambda: EndActions(seat))  # fmt: skip
        elif kind is PromptKind.ROLE:
            self._role_buttons(row)
        elif kind is PromptKind.BOOST:
            n = len(self.picks.cards)
            text = tr("Boost with %n card(s)", "", n) if n else tr("Resolve without boosting")
            button("boost", text, lambda: Boost(seat, tuple(self.picks.cards)), True)
        elif kind is PromptKind.RESPOND:
            n = len(self.picks.cards)
            # Following on Empire symbols alone only when they count: with none it would do nothing and
            # cost the card a dissent draws (the rules allow it; the table does not offer it).
            follow_ok = p.may_follow and (n > 0 or (not p.follow_needs_cards and p.base > 0))
            text = tr("Follow with %n card(s)", "", n) if n else tr("Follow on Empire symbols")
            button("follow", text, lambda: Follow(seat, tuple(self.picks.cards)), follow_ok, follow_ok)
            button("dissent", tr("Dissent: draw a card"), lambda: Dissent(seat), not follow_ok)
        elif kind is PromptKind.KEEP:
            keep = self.picks.keep
            ok = keep is not None
            name = p.looking[keep].name if keep is not None else ""
            button("keep", tr("Keep %1").replace("%1", name) if ok else tr("Keep the planet picked"),
                   lambda: KeepPlanet(seat, keep) if keep is not None else None, True, ok)  # fmt: skip
        elif kind is PromptKind.ATTACK:
            picked = self.picks.of("attack")
            button("attack", tr("Attack"), lambda: Attack(seat, picked[0]), True, bool(picked))
            if p.bonus:
                button("fighters", tr("Take %n fighter(s) instead", "", p.count), lambda: Attack(seat, None))
            elif p.optional:
                button("no_attack", tr("Do not attack"), lambda: Attack(seat, None))
        elif kind is PromptKind.COLONIZE:
            tucks = tuple((c, self.picks.tucks[c]) for c in p.cards if c in self.picks.tucks)
            done = len(tucks) == len(p.cards) or not p.face_down
            button("colonize", tr("Tuck the cards") if p.cards and p.face_down else tr("Go on"),
                   lambda: Colonize(seat, tucks), True, done)  # fmt: skip
            if p.bonus:
                settle = self.picks.of("settle")
                button(
                    "settle", tr("Settle instead"), lambda: Colonize(seat, (), settle[0]), False, bool(settle)
                )
        elif kind is PromptKind.PRODUCE:
            slots = tuple(self.picks.of("produce"))
            button(
                "produce", tr("Produce %n resource(s)", "", len(slots)), lambda: Produce(seat, slots), True
            )
        elif kind is PromptKind.TRADE:
            goods = tuple(self.picks.of("trade"))
            n = len(goods) + self.picks.fighters
            button("trade", tr("Trade %n for influence", "", n),
                   lambda: Trade(seat, goods, self.picks.fighters), True)  # fmt: skip
        elif kind is PromptKind.RESEARCH:
            tech = self.picks.tech
            if tech is not None:
                button("research", tr("Take %1").replace("%1", card_name(tech)),
                       lambda: Research(seat, tech, self.picks.face), True)  # fmt: skip
            button("no_research", tr("Take no technology"), lambda: Research(seat, None))
        elif kind is PromptKind.REMOVE:
            n = len(self.picks.cards)
            button("remove", tr("Remove %n card(s)", "", n) if n else tr("Remove none"),
                   lambda: RemoveCards(seat, tuple(self.picks.cards)), True)  # fmt: skip
        elif kind is PromptKind.CLEANUP:
            n = len(self.picks.cards)
            discard = tuple(self.picks.cards)
            button(
                "cleanup",
                tr("Discard %n and draw", "", n),
                lambda: Cleanup(seat, discard),
                True,
                n >= p.must_discard,
            )

    def _role_buttons(self, row: QHBoxLayout) -> None:
        assert self.seat is not None
        me = self.view.table.empires[self.seat]
        counts = dict(self.view.table.stacks)
        for i, role in enumerate(ROLES):
            stack = STACK_OF_ROLE[role]
            left = counts[stack]
            extra = 1 if left else SUBSTITUTE[stack]
            you = me.symbols[i] + extra
            text = f"&{i + 1} {role_name(role)}"
            b = QPushButton(text)
            b.setObjectName(f"role_{role.value}")
            b.setToolTip(
                (tr("%n card(s) in its stack.", "", left) if left else tr("Its stack is empty."))
                + " "
                + tr("You would count %1 before boosting.").replace("%1", str(you))
            )
            b.setAccessibleName(role_name(role) + ". " + b.toolTip())
            b.clicked.connect(lambda _c=False, r=role: self._play(ChooseRole(self.seat, r)))
            self.buttons[f"role_{role.value}"] = b
            row.addWidget(b)

    # --- picking -----------------------------------------------------------------------
    def _symbols(self, card_id: int) -> int:
        role = self.prompt.role if self.prompt is not None else None
        return max(1, card(card_id).symbols.count(role)) if role is not None else 0

    def _pick_card(self, card_id: int) -> None:
        if self._mode() is PromptKind.ACTION and not self.removing:
            self.picks = Picks(action_card=None if self.picks.action_card == card_id else card_id)
        else:
            most = None
            p = self.prompt
            assert p is not None  # a hand card is pickable only while the seat has a prompt
            if self.removing:
                most = p.remove_most if p.remove_most and p.remove_most > 0 else None
            elif p.kind is PromptKind.REMOVE and p.count >= 0:
                most = p.count
            self.picks.toggle_card(card_id, most)
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

    # --- moves --------------------------------------------------------------------------
    def _play_action(self, card_id: int) -> PlayAction:
        assert self.seat is not None  # the Play button is on a seat's own board only
        picks = self.picks
        fields = FIELDS[effect_of(card_id)]
        trade = [g for g in picks.of("trade") if g != "fighter"]
        tuck = picks.of("tuck")
        resource = picks.of("resource")
        return PlayAction(
            self.seat,
            card_id,
            attack=tuple(picks.of("attack")) if "attack" in fields else (),
            settle=tuple(picks.of("settle")) if "settle" in fields else (),
            tuck=tuck[0] if tuck and "tuck" in fields else None,
            produce=tuple(picks.of("produce")) if "produce" in fields else (),
            trade=tuple(trade) if "trade" in fields else (),
            fighters=1 if "fighter" in picks.of("trade") and "fighters" in fields else 0,
            remove=tuple(picks.of("remove")) if "remove" in fields else (),
            stacks=tuple(picks.of("stacks")) if "stacks" in fields else (),
            resource=resource[0] if resource and "resource" in fields else None,
        )

    def _play(self, action: Action | None) -> None:
        if action is not None:
            self.table.play(action)


def _key(value: object) -> str:
    """A stable object name part for a pick (a planet, a slot, a stack, a resource)."""
    if isinstance(value, tuple):
        return "_".join(str(v) for v in value)
    return str(getattr(value, "value", value))
