"""Starward's deck cards speak the interface language after a switch (no face kept from the last one), and
a hand card breaks its name between whole words, never inside one (en, de, ru)."""

from __future__ import annotations

import pytest
from moments import starward
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QPainter, QPixmap

from desktop.cards.card_widget import CardWidget
from desktop.curtain import Curtain
from desktop.starward.card_faces import DeckCardFace
from desktop.translations import install_translations, remove_translations


def _session():
    return starward("action", 5)


def _hand_faces(qtbot) -> list[DeckCardFace]:
    from desktop.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 704)
    window.show()
    window.open_table(starward("action", 5), None, bot_pause_ms=10**9)
    qtbot.wait(10)
    faces = [c.face for c in window.findChildren(CardWidget) if isinstance(c.face, DeckCardFace)]
    window.close()
    return faces


def test_a_table_opened_after_a_language_switch_shows_the_cards_in_the_new_language(qtbot, qapp):
    english = _hand_faces(qtbot)
    assert any(f.band == "Role card" for f in english)
    translators = install_translations(qapp, "de")
    try:
        german = _hand_faces(qtbot)
    finally:
        remove_translations(qapp, translators)
    assert german and not any(f.band == "Role card" for f in german)
    assert any(f.band == "Rollenkarte" for f in german), {f.band for f in german}
    again = _hand_faces(qtbot)  # and back: the English faces once more
    assert {f.band for f in again} == {f.band for f in english}


def test_view_language_redraws_the_starward_hand_in_the_new_language(qtbot, qapp):
    """View › Language on an open Starward table: the hand's cards come back in Russian, not as the
    faces made in English before the switch."""
    from desktop import settings
    from desktop.main_window import MainWindow

    english = {f.band for f in _hand_faces(qtbot)}  # faces made (and kept) in English first
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 704)
    window.show()
    window.open_table(_session(), None, bot_pause_ms=10**9)
    try:
        window.findChild(type(window.menuBar().actions()[0]), "language_ru").trigger()
        fresh = qapp._quorum_window
        qtbot.addWidget(fresh)
        for curtain in fresh.findChildren(Curtain):  # the table comes back behind the curtain
            if curtain.isVisible():
                curtain.button.click()
        qtbot.wait(10)
        faces = [c.face for c in fresh.findChildren(CardWidget) if isinstance(c.face, DeckCardFace)]
        assert faces
        assert not {f.band for f in faces} & english, {f.band for f in faces}
    finally:
        remove_translations(qapp, getattr(qapp, "_quorum_translators", []))
        qapp._quorum_translators = []
        settings._store().remove(settings.LANGUAGE)


def _drawn(face: DeckCardFace, width: int) -> list[str]:
    from layout_check import _TextSizes

    from desktop.starward.card_painters import paint_deck_card

    height = round(width * 1.4)
    picture = QPixmap(width, height)
    painter = QPainter(picture)
    sizes = _TextSizes(painter)
    paint_deck_card(sizes, QRectF(2, 6, width - 6, height - 10), face)  # type: ignore[arg-type]
    painter.end()
    return [text for _px, text in sizes.drawn]


@pytest.mark.parametrize("language", ["en", "de", "ru"])
def test_hand_card_names_break_between_words_not_inside_them(qapp, language):
    """Every deck card at the hand's width: its name is drawn whole (wrapped at its words and slashes,
    narrower or smaller within the 9 pt floor; a two-sided card's two names on up to five lines), never
    cut with "…"; a word is broken with a hyphen only where it is wider than the card even set narrow
    ("Administra-tion")."""
    from layout_check import name_drawn_whole

    from desktop.cards.drawing import font
    from desktop.starward.board import HAND_CARD
    from desktop.starward.faces import deck_card_face
    from games.starward.cards import catalogue

    translators = install_translations(qapp, language)
    try:
        narrow = font(12, True)
        narrow.setStretch(narrow.Stretch.Condensed)
        metrics = QFontMetricsF(narrow)
        broken = {}
        for i in range(len(catalogue().cards)):
            face = deck_card_face(i)
            name = _drawn(face, HAND_CARD)[0]  # the band with the name is drawn first
            if not name_drawn_whole(face.name, [(12, name)]) or "…" in name:
                broken[face.name] = name
            for line in name.split("\n"):
                word = line.split()[-1] if line.split() else ""
                if word.endswith("-") and word.rstrip("-") + "-" not in face.name:  # a hyphen of the drawing
                    whole = next(w for w in face.name.split() if w.startswith(word.rstrip("-")))
                    if metrics.horizontalAdvance(whole) <= HAND_CARD - 20:
                        broken[face.name] = name  # it would have fitted a line of its own
        assert broken == {}
    finally:
        remove_translations(qapp, translators)
