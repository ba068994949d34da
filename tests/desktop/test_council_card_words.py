"""Galactic Council's cards on a laptop in German and Russian: an agenda's name and its outcome line, an
action card's name and a planet's name are drawn whole (wrapped to two lines, set narrow) at 9 pt or
more, at every decision of a seeded 8-seat game; a planet's trait too long for its card takes a short
form ("пром."), not a cut word."""

from __future__ import annotations

import pytest
from layout_check import _TextSizes, name_drawn_whole, window_size
from moments import COUNCIL_MOMENTS, council
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPixmap

from desktop.cards.card_widget import CardWidget
from desktop.cards.painters import painter_for
from desktop.council.card_faces import AgendaFace, PlanetFace
from desktop.council.faces import short_trait_name
from desktop.translations import install_translations, remove_translations


def _drawn(card: CardWidget) -> list[tuple[float, str]]:
    picture = QPixmap(card.width(), card.height())
    painter = QPainter(picture)
    sizes = _TextSizes(painter)
    rect = QRectF(2, 6, card.width() - 6, card.height() - 10)  # as CardWidget paints it
    painter_for(card.face)(sizes, rect, card.face, selected=False, focused=False, dimmed=False)
    painter.end()
    return sizes.drawn


def _whole(text: str, drawn: list[tuple[float, str]]) -> bool:
    """Every word of `text` is drawn whole somewhere on the card."""
    words = " ".join(t.replace("\n", " ") for _px, t in drawn).split()
    return all(word in words for word in text.split())


# Every moment of an 8-seat game, and apart the two that once cut names (issue 30): at the discard at the
# hand limit eight action cards in the hand are drawn 57-63 px wide ("Sabotage", "Diplomatic Pressure"
# take two or three lines, a word too wide broken with a hyphen: "Sabot-" / "age"), and with the Mahact
# at the table (Genetic Recombination) the planet "Tar'Mann" is drawn 55-61 px wide.
FULL_HAND = ("choose", "recombination")
DECISIONS = tuple(kind for kind in COUNCIL_MOMENTS if kind not in FULL_HAND)
KINDS = [pytest.param(DECISIONS, id="decisions"), pytest.param(FULL_HAND, id="full-hand")]


@pytest.mark.parametrize("kinds", KINDS)
@pytest.mark.parametrize("language", ["de", "ru"])
@pytest.mark.parametrize("screen", ["1280x720", "1366x768"])
def test_council_card_names_outcomes_and_planets_are_whole_in_german_and_russian(
    qtbot, qapp, screen, language, kinds
):
    from desktop.main_window import MainWindow

    translators = install_translations(qapp, language)
    faults: list[tuple[str, str, int, str]] = []
    seen = 0
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        for kind in kinds:
            window.resize(*window_size(screen))
            window.show()
            window.open_table(council(kind, 8), None, bot_pause_ms=10**9)
            window.resize(*window_size(screen))
            qtbot.wait(10)
            for card in window.findChildren(CardWidget):
                if not card.isVisible() or not isinstance(card.face, (AgendaFace, PlanetFace)):
                    continue
                face = card.face
                drawn = _drawn(card)
                seen += 1
                if any(px < 11.99 for px, _t in drawn):
                    faults.append((kind, face.name, card.width(), "text under 9 pt"))
                if not name_drawn_whole(face.name, drawn):  # a hyphen at a line's end joins its word
                    faults.append((kind, face.name, card.width(), "name cut"))
                if (
                    isinstance(face, AgendaFace)
                    and not face.band
                    and not _whole(face.holder or face.outcome, drawn)
                ):
                    faults.append((kind, face.name, card.width(), f"outcome {face.outcome!r} cut"))
                if isinstance(face, PlanetFace) and face.trait:
                    short = short_trait_name(face.trait_key)
                    if not (_whole(face.trait, drawn) or _whole(short, drawn)):
                        faults.append((kind, face.name, card.width(), f"trait {face.trait!r} cut"))
    finally:
        remove_translations(qapp, translators)
    assert seen > (20 if kinds == DECISIONS else 5)
    assert faults == []


class _Ellipses:
    """Passes painting on and keeps the bounding rect of each ellipse drawn (a sphere, a number's disc)."""

    def __init__(self, painter: QPainter) -> None:
        self._painter = painter
        self.rects: list[QRectF] = []

    def __getattr__(self, name):
        return getattr(self._painter, name)

    def drawEllipse(self, *args):  # noqa: N802
        if len(args) == 3:  # (centre, rx, ry)
            c, rx, ry = args
            self.rects.append(QRectF(c.x() - rx, c.y() - ry, 2 * rx, 2 * ry))
        else:
            self.rects.append(QRectF(args[0]))
        return self._painter.drawEllipse(*args)


@pytest.mark.parametrize(("width", "height"), [(44, 76), (48, 82), (52, 82), (60, 96), (90, 130)])
def test_a_planet_sphere_never_covers_its_numbers(qapp, width, height):
    """A two-line name on a short card (8 seats at 1280x720) leaves no room for the sphere: it gives way
    rather than sit on the resource and influence discs."""
    face = PlanetFace("Archon Vail", 3, 1, "hazardous", "hazardous")
    picture = QPixmap(width, height)
    painter = QPainter(picture)
    spy = _Ellipses(painter)
    rect = QRectF(2, 6, width - 6, height - 10)
    painter_for(face)(spy, rect, face, selected=False, focused=False, dimmed=False)
    painter.end()
    *spheres, left, right = spy.rects  # the discs are drawn last
    assert abs(left.width() - right.width()) < 0.01
    for sphere in spheres:
        assert not sphere.intersects(left) and not sphere.intersects(right), (width, height, sphere, left)
