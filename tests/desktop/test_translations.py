"""Strings go through Qt's translation system: the compiled German catalogue changes menus and moves."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from desktop.legislation.phrases import choice_name, move_name
from desktop.main_window import MainWindow
from desktop.translations import install_translations, remove_translations
from games.core.log import Seen
from games.legislation.log_record import Swapped


def test_german_catalogue_translates_menus_and_game_words(qtbot):
    app = QApplication.instance()
    translators = install_translations(app, "de")
    try:
        assert translators, "assets/translations/quorum_de.qm was not loaded"
        window = MainWindow()
        qtbot.addWidget(window)
        menus = [a.text() for a in window.menuBar().actions()]
        assert menus[:2] == ["&Datei", "&Bearbeiten"]
        assert choice_name("yay") == "Ja" and move_name("vote") == "Abstimmen"
    finally:
        remove_translations(app, translators)
    assert choice_name("yay") == "Yay"


def test_the_german_catalogue_is_complete_and_words_council_screens(qtbot):
    """Every string the desktop shows has a German translation (a new string must be translated too:
    refresh with pyside6-lupdate, translate, compile with pyside6-lrelease; assets/translations/README.md)."""
    import xml.etree.ElementTree as ET

    from desktop.assets import asset
    from desktop.council.names import window_name
    from desktop.council.refusals import sentences
    from desktop.refusals import refusal_text
    from games.core.errors import IllegalAction

    catalogue = ET.parse(asset("translations", "quorum_de.ts")).getroot()
    unfinished = [
        m.findtext("source")
        for m in catalogue.iter("message")
        if m.find("translation").get("type") == "unfinished"
    ]
    assert not unfinished, unfinished[:5]
    app = QApplication.instance()
    translators = install_translations(app, "de")
    try:
        assert window_name("vote") == "Abstimmung"
        assert refusal_text(IllegalAction("x", "deal_used"), (), sentences()) == (
            "Ihr beide habt euren einen Handel für diese Agenda schon gemacht."
        )
    finally:
        remove_translations(app, translators)


def test_a_swap_reads_as_one_sentence_in_russian_and_german(qtbot):
    """Play test 2026-11-29: "Бот меняет: …, берёт законопроект (откуда: колода)." and "… einen von der
    Stapel genommen": the source was pasted into "from %3" undeclined. Each source is its own sentence."""
    from desktop.legislation.phrases import phrase

    app = QApplication.instance()
    names = ("Аня", "Боря", "Катя", "Бот")
    from_deck = Seen(9, 3, "swap", Swapped(76, None, None))
    from_pile = Seen(9, 3, "swap", Swapped(76, 1, 40))
    for lang, deck, pile in (
        (
            "ru",
            "Бот меняет: сбрасывает законопроект 76, берёт законопроект из колоды.",
            "Бот меняет: сбрасывает законопроект 76, берёт законопроект из стопки игрока Боря.",
        ),
        (
            "de",
            "Бот hat getauscht: Gesetzentwurf 76 abgeworfen, einen vom Stapel genommen.",
            "Бот hat getauscht: Gesetzentwurf 76 abgeworfen, einen aus dem Stapel von Боря genommen.",
        ),
    ):
        translators = install_translations(app, lang)
        try:
            assert phrase(from_deck, names) == deck
            assert phrase(from_pile, names) == pile
        finally:
            remove_translations(app, translators)


def test_a_chosen_role_is_named_as_a_role_in_russian(qtbot):
    """Play test 2026-11-29: Starward's curtain read "Аня выбирает Колонизация: поддержите или
    откажитесь." (a nominative pasted after the verb); the role is named as one: «Колонизация»."""
    from desktop.starward.screens import tr as starward_tr

    app = QApplication.instance()
    translators = install_translations(app, "ru")
    try:
        for source in ("%1 chose %2: follow or dissent.", "%1 chose %2: %3 follows or dissents."):
            assert "%1 выбирает роль «%2»" in starward_tr(source)
        # The running count (the Empire's symbols and the cards picked) read "у вас 0" beside two
        # Colonize cards in hand: it is the count so far.
        follow = "%1 chose %2. Follow with cards showing its symbol (you count %3), or dissent and draw."
        assert "(символов сейчас: %3)" in starward_tr(follow)
        assert "символов сейчас %2" in starward_tr("Boost %1 with cards showing its symbol: you count %2.")
    finally:
        remove_translations(app, translators)
