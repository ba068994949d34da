"""Colour is never the only signal (issue 9): a seat panel, a tally bar and a pledge token each paint the
seat's initial (or a sign), so two seats whose colours a player cannot tell apart still read apart.

Each test spies on the painter the widget paints with and fails if the letter (or sign) is not drawn;
the seat panel is also looked at: its badge has ink of another colour inside the seat's disc."""

from __future__ import annotations

from dataclasses import replace

import pytest
from moments import MOMENTS, moment
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

import desktop.table.seat_panel as seat_panel_module
import desktop.table.tally_bar as tally_bar_module
from desktop.cards.painters import painter_for
from desktop.council.tally_colours import tally_line
from desktop.legislation.card_faces import TokenMark
from desktop.legislation.faces import bill_face
from desktop.main_window import MainWindow
from desktop.table.seat_badge import ink_on
from desktop.table.seat_panel import SeatPanel
from desktop.table.tally_bar import TallyBars
from games.registry import GAMES

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")
COLOURS = ("#c31e2d", "#69d2a5", "#fff000", "#4b5ad2", "#f0780f", "#b487ff")


class Recorder:
    """Stands in for a QPainter: passes every call on and keeps each text drawn."""

    def __init__(self, painter: QPainter, drawn: list[str]) -> None:
        self._painter = painter
        self.drawn = drawn

    def __getattr__(self, name):
        return getattr(self._painter, name)

    def drawText(self, *args):  # noqa: N802
        self.drawn += [a for a in args if isinstance(a, str)]
        return self._painter.drawText(*args)


def spy_painters(monkeypatch, module) -> list[str]:
    """Every painter `module` makes (QPainter(...)) records the texts drawn with it, helpers included."""
    drawn: list[str] = []
    real = QPainter

    class Spy:
        RenderHint = real.RenderHint

        def __new__(cls, *args):
            return Recorder(real(*args), drawn)

    monkeypatch.setattr(module, "QPainter", Spy)
    return drawn


def _table_panels(qtbot, game: str, players: int) -> list[SeatPanel]:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 704)
    window.show()
    kind = "vote" if "vote" in MOMENTS[game] else MOMENTS[game][0]
    window.open_table(moment(game, kind, players), None, bot_pause_ms=10**9)
    qtbot.wait(5)
    panels = [p for p in window.findChildren(SeatPanel) if p.isVisible()]
    assert len(panels) == players
    return panels


def _ink_in_badge(panel: SeatPanel) -> int:
    """Pixels inside the badge's disc (drawn at 12, 8, 17 x 17) far from the seat's colour: the letter."""
    image: QImage = panel.grab().toImage()
    disc, centre = panel.colour, QPoint(20, 16)
    ink = 0
    for dx in range(-5, 6):
        for dy in range(-5, 6):
            c = QColor(image.pixel(centre + QPoint(dx, dy)))
            far = abs(c.red() - disc.red()) + abs(c.green() - disc.green()) + abs(c.blue() - disc.blue())
            ink += far > 200
    return ink


@pytest.mark.parametrize("game", GAMES)
def test_every_seat_panel_paints_its_initial(qtbot, monkeypatch, game):
    panels = _table_panels(qtbot, game, 5)
    monkeypatch.setattr(seat_panel_module, "_PLATES", {})  # painted anew, through the spy
    drawn = spy_painters(monkeypatch, seat_panel_module)
    for panel in panels:
        drawn.clear()
        panel.grab()
        assert panel.seat_name[:1].upper() in drawn, f"{panel.seat_name}'s panel drew {drawn}"
        assert ink_on(panel.colour) != panel.colour
        assert _ink_in_badge(panel) >= 6, f"{panel.seat_name}'s badge shows no letter on its colour"


def test_a_panel_without_its_letter_is_caught(qtbot, monkeypatch):
    """The look-test above can fail: with the initial painted away the disc is one colour."""
    monkeypatch.setattr(seat_panel_module, "_PLATES", {})
    monkeypatch.setattr("desktop.table.seat_badge.initial", lambda name: "")
    panel = SeatPanel("Erin", COLOURS[4], bot=False, acting=False, is_viewer=False)
    qtbot.addWidget(panel)
    panel.resize(260, 90)
    panel.show()
    assert _ink_in_badge(panel) < 6


def test_a_council_tally_bar_paints_the_seat_initial_or_a_sign(qtbot, monkeypatch):
    drawn = spy_painters(monkeypatch, tally_bar_module)
    bars = TallyBars("Votes")
    qtbot.addWidget(bars)
    lines = (
        tally_line("player:4", 3, 0, NAMES, COLOURS),  # Erin elected: her colour and "E"
        tally_line("player:5", 2, 1, NAMES, COLOURS),  # Frank: "F"
        tally_line("for", 5, 2, NAMES, COLOURS),
        tally_line("against", 1, 3, NAMES, COLOURS),
    )
    bars.set_lines(lines)
    bars.resize(320, TallyBars.height_for(len(lines)))
    bars.grab()
    for sign in ("E", "F", "✓", "✗"):
        assert sign in drawn, f"{sign!r} not drawn on the bars: {drawn}"


def test_a_pledge_token_paints_the_seat_initial_and_its_way(qtbot):
    """A Pledge reads "E✔", an anti-Pledge "F✘": the letter and the sign, not only the seat's colour."""
    tokens = (TokenMark(COLOURS[4], "Erin", True), TokenMark(COLOURS[5], "Frank", False))
    face = replace(bill_face(40), tokens=tokens)
    image = QImage(150, 210, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    drawn: list[str] = []
    painter_for(face)(Recorder(painter, drawn), QRectF(2, 6, 144, 200), face, selected=False, focused=False)
    painter.end()
    assert "E✔" in drawn and "F✘" in drawn, drawn
