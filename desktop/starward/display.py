"""The central display: the five role stacks with their counts and empty-stack bonus, the planet deck,
the influence supply, the round and how near the end is."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.cards.drawing import READABLE, fitted_text, one_line
from desktop.starward.names import SYMBOL_COLOURS, stack_name, tr, type_name
from desktop.starward.turn_lines import stack_substitute
from desktop.table.fitted_label import FittedLabel
from games.starward.cards import Stack, Symbol
from games.starward.views import StarwardView

_STACK_SYMBOLS = {
    Stack.SURVEY: (Symbol.SURVEY,),
    Stack.WARFARE: (Symbol.WARFARE,),
    Stack.COLONIZE: (Symbol.COLONIZE,),
    Stack.PRODUCE_TRADE: (Symbol.PRODUCE, Symbol.TRADE),
    Stack.RESEARCH: (Symbol.RESEARCH,),
}


def stack_text(stack: Stack, count: int) -> str:
    if count:
        return tr("%1: %n card(s) left", "", count).replace("%1", stack_name(stack))
    if stack_substitute(stack):
        return tr("%1: empty; its leader counts +1 symbol instead").replace("%1", stack_name(stack))
    return tr("%1: empty; its leader gets no extra colony").replace("%1", stack_name(stack))


class StackTile(QWidget):
    """One stack space: the role's colour, its name, the cards left, and the empty-stack bonus."""

    def __init__(self, stack: Stack, count: int) -> None:
        super().__init__()
        self.stack = stack
        self.count = count
        self.setFixedSize(QSize(86, 62))
        text = stack_text(stack, count)
        self.setToolTip(text)
        self.setAccessibleName(text)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_stack(p, QRectF(1, 1, self.width() - 2, self.height() - 2), self.stack, self.count)
        p.end()


def paint_stack(p: QPainter, rect: QRectF, stack: Stack, count: int) -> None:
    """A stack space: a band in the role's colour(s) with its name, then the cards left or the bonus."""
    colours = [SYMBOL_COLOURS[s] for s in _STACK_SYMBOLS[stack]]
    empty = count == 0
    p.setPen(QPen(QColor("#f5efe0") if not empty else QColor("#8a8378"), 1.2))
    p.setBrush(QColor("#12291b"))
    p.drawRoundedRect(rect, 6, 6)
    name = stack_name(stack)
    # One line for the role's name, two for a long one ("Produzieren/" over "Handeln"), bold if
    # its words fit so: never below 9 pt.
    width = rect.width() - 6
    tall = 18.0
    bold = True
    if not one_line(name, width):
        name = name.replace("/", "/\n")
        tall = 2 * (READABLE + 2) + 2
        bold = all(one_line(line, width) for line in name.split("\n"))
    band = QRectF(rect.left() + 3, rect.top() + 3, rect.width() - 6, tall)
    for i, colour in enumerate(colours):
        part = QRectF(
            band.left() + i * band.width() / len(colours), band.top(), band.width() / len(colours), tall
        )
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour.darker(160) if empty else colour)
        p.drawRect(part)
    fitted_text(p, band, name, READABLE, bold=bold, colour=QColor("white"), least=READABLE)
    body = QRectF(rect.left() + 3, band.bottom() + 2, rect.width() - 6, rect.bottom() - band.bottom() - 4)
    if empty:
        bonus = tr("empty · +1") if stack_substitute(stack) else tr("empty · +0")
        fitted_text(p, body, bonus, 14, bold=True, colour=QColor("#f2b632"), least=READABLE)
    else:
        fitted_text(p, body, str(count), 20, bold=True, colour=QColor("#f5efe0"), least=READABLE)


class DisplayBar(QWidget):
    """The top of the table: stacks, planet deck and discard, influence supply, round, end trigger."""

    def __init__(self, view: StarwardView, techs_shown: bool) -> None:
        super().__init__()
        self.setObjectName("DisplayBar")
        table, turn = view.table, view.turn
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 4)
        row.setSpacing(6)
        self.stack_tiles = {}
        for stack, count in table.stacks:
            tile = StackTile(stack, count)
            self.stack_tiles[stack] = tile
            row.addWidget(tile)
        row.addSpacing(8)
        facts = QVBoxLayout()
        facts.setSpacing(1)
        discard = tr("planet discard: %1").replace("%1", str(table.planet_discard))
        if table.planet_top is not None:
            top = table.planet_top
            deck = (
                tr(
                    "Planet deck: %n card(s); top card: %1 planet (settle %2, attack %3)",
                    "",
                    table.planet_deck,
                )
                .replace("%1", type_name(top.type))
                .replace("%2", str(top.colonize_cost))
                .replace("%3", str(top.warfare_cost))
            )
            short_deck = (
                tr("Planets: %n · top: %1, settle %2, attack %3", "", table.planet_deck)
                .replace("%1", type_name(top.type))
                .replace("%2", str(top.colonize_cost))
                .replace("%3", str(top.warfare_cost))
            )
            shortest_deck = tr("Planets: %n · top: %1", "", table.planet_deck)
            shortest_deck = shortest_deck.replace("%1", type_name(top.type))
        else:
            deck = short_deck = shortest_deck = tr("Planet deck: empty")
        supply = (
            tr("Influence supply: %1 (reserve %2)")
            .replace("%1", str(table.influence_supply))
            .replace("%2", str(table.influence_reserve))
        )
        stacks = (
            tr("Empty stacks: %1 of the %2 that end the game")
            .replace("%1", str(table.empty_stacks))
            .replace("%2", str(table.empty_stacks_end))
        )
        short_supply = (
            tr("Influence %1 (reserve %2) · empty stacks %3/%4")
            .replace("%1", str(table.influence_supply))
            .replace("%2", str(table.influence_reserve))
            .replace("%3", str(table.empty_stacks))
            .replace("%4", str(table.empty_stacks_end))
        )
        round_text = tr("Round %1").replace("%1", str(turn.round_no))
        if turn.extra_turn:
            round_text = tr("Supply Lines: one more turn")
        elif turn.last_round:
            round_text += " — " + tr("the last round: the end has been triggered")
        self.round_label = QLabel(round_text)
        self.round_label.setObjectName("Heading")
        self.round_label.setWordWrap(True)  # never wider than the table: the window must fit a small screen
        facts.addWidget(self.round_label)
        # One line each, in shorter words when narrow (all of it in the tooltip): the Empires need the height.
        for forms in (
            (f"{deck} · {discard}", deck, short_deck, shortest_deck),
            (f"{supply} · {stacks}", short_supply),
        ):
            label = FittedLabel(least_px=12)
            label.setObjectName("SeatStatus")
            label.set_forms(forms)
            facts.addWidget(label)
        row.addLayout(facts, 1)
        self.techs_button = QPushButton(tr("&Technologies (%1)").replace("%1", str(len(table.technologies))))
        self.techs_button.setObjectName("TechsButton")
        self.techs_button.setCheckable(True)
        self.techs_button.setChecked(techs_shown)
        self.techs_button.setToolTip(tr("Show the technologies still in the supply, and what each needs"))
        row.addWidget(self.techs_button, 0, Qt.AlignmentFlag.AlignVCenter)
