"""Choosing the interface language: the system's by default, View › Language (live, remembered), --lang."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

import desktop.translations as translations
from desktop import settings
from desktop.__main__ import parse_args
from desktop.translations import current_language, install_translations, language_code, remove_translations
from games.registry import GAMES


@pytest.fixture
def clean_language(qapp):
    """Every test starts and ends in English with no language remembered."""
    app = qapp
    settings._store().remove(settings.LANGUAGE)
    yield app
    remove_translations(app, getattr(app, "_quorum_translators", []))
    app._quorum_translators = []
    settings._store().remove(settings.LANGUAGE)


def test_language_codes():
    assert language_code("ru_RU") == "ru" and language_code("de-AT") == "de" and language_code("en") == "en"
    assert language_code("fr_FR") is None and language_code("") is None and language_code(None) is None


@pytest.mark.parametrize(("system", "expected"), [("ru_RU", "ru"), ("de_DE", "de"), ("fr_FR", "en")])
def test_the_default_follows_the_system_locale(clean_language, monkeypatch, system, expected):
    class FakeLocale(QLocale):
        @staticmethod
        def system():
            return QLocale(system)

    monkeypatch.setattr(translations, "QLocale", FakeLocale)
    translators = install_translations(clean_language, None)
    try:
        assert current_language() == expected
        assert len(translators) == (1 if expected == "en" else 2)  # English: its plural forms only
    finally:
        remove_translations(clean_language, translators)
    assert current_language() == "en"


def test_lang_flag_is_checked_before_any_window():
    assert parse_args(["--lang", "ru"]).lang == "ru"
    assert parse_args(["--lang", "ru_RU"]).lang == "ru"
    with pytest.raises(SystemExit):
        parse_args(["--lang", "klingon"])


def test_a_remembered_language_is_used_at_start_and_nonsense_is_ignored(clean_language):
    from desktop.app import make_application

    make_application()  # names the application, and so where QSettings keeps its choices
    remove_translations(clean_language, clean_language._quorum_translators)
    settings.set_language("ru")
    make_application()
    assert current_language() == "ru"
    remove_translations(clean_language, clean_language._quorum_translators)
    settings._store().setValue(settings.LANGUAGE, "xx-nonsense")
    assert settings.language() is None  # read as "follow the system"
    make_application(language="de")  # --lang wins over the remembered choice for this run
    assert current_language() == "de"


def _menu_titles(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_view_language_switches_live_keeps_the_table_and_is_remembered(clean_language, qtbot):
    from desktop.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.open_demo("legislation", 4)
    session = window.table.session
    moves = len(session.actions)
    assert _menu_titles(window)[:2] == ["&File", "&Edit"]
    window.findChild(type(window.menuBar().actions()[0]), "language_ru").trigger()
    fresh = clean_language._quorum_window
    qtbot.addWidget(fresh)
    assert fresh is not window and fresh.isVisible()
    assert _menu_titles(fresh)[:4] == ["&Файл", "&Правка", "&Вид", "&Справка"]
    assert fresh.table is not None and fresh.table.session is session and len(session.actions) == moves
    assert settings.language() == "ru"
    checked = [
        a.objectName() for a in fresh.findChildren(type(fresh.menuBar().actions()[0])) if a.isChecked()
    ]
    assert "language_ru" in checked and "language_en" not in checked
    # Back to English, from the Russian menu.
    fresh.findChild(type(fresh.menuBar().actions()[0]), "language_en").trigger()
    again = clean_language._quorum_window
    qtbot.addWidget(again)
    assert _menu_titles(again)[:2] == ["&File", "&Edit"] and settings.language() == "en"


def test_russian_menus_have_no_clashing_mnemonics(clean_language, qtbot):
    """Within one menu (and along the menu bar) no two entries underline the same letter."""
    from desktop.main_window import MainWindow

    clean_language._quorum_translators = install_translations(clean_language, "ru")
    window = MainWindow()
    qtbot.addWidget(window)

    def letters(actions) -> list[str]:
        found = []
        for action in actions:
            text = action.text().replace("&&", "")
            if "&" in text:
                found.append(text[text.index("&") + 1].lower())
        return found

    bar = window.menuBar().actions()
    assert len(set(letters(bar))) == len(letters(bar)) == len(bar)
    view = [a.text() for a in bar[2].menu().actions()]
    assert "&Язык (Language)" in view, view
    for top in bar:
        entries = [a for a in top.menu().actions() if not a.isSeparator()]
        keys = letters(entries)
        assert len(set(keys)) == len(keys), [a.text() for a in entries]


def test_rules_pages_and_bill_titles_follow_the_language(clean_language):
    from desktop.legislation.bill_titles import bill_title
    from desktop.rules_browser import rules_markdown

    assert "фаза политики" in rules_markdown("council", "ru").lower()
    assert "законопроект" in rules_markdown("legislation", "ru").lower()
    assert "фаза роли" in rules_markdown("starward", "ru").lower()
    assert rules_markdown("starward", "de") == rules_markdown("starward", "en")
    assert rules_markdown("legislation", "de") == rules_markdown(
        "legislation", "en"
    )  # no German page: English
    assert bill_title(1, "ru") == "Публичные библиотеки: инфраструктурные облигации"
    assert bill_title(81, "ru") == "Закон о памятной почтовой марке"
    assert bill_title(1, "de") == bill_title(1, "en") == "Public Library Infrastructure Bond Act"
    clean_language._quorum_translators = install_translations(clean_language, "ru")
    assert bill_title(9) == "Закон о публичных библиотеках"


def test_council_card_text_is_russian_and_names_stay_english(clean_language):
    """Every agenda and agenda-phase card has Russian rule text; the printed names stay as in English."""
    from desktop.council.card_texts import _texts
    from desktop.council.faces import action_face, agenda_face
    from games.council import data

    texts = _texts("ru")
    for agenda_id, agenda in data.agendas().items():
        assert set(texts["agendas"][agenda_id]) == set(agenda.summary), agenda_id
    for card_id in data.cards():
        assert texts["cards"][card_id].strip(), card_id
    english = agenda_face("mutiny")
    clean_language._quorum_translators = install_translations(clean_language, "ru")
    face = agenda_face("mutiny")
    assert face.name == english.name == "Mutiny"
    assert face.summary == (
        "За: +1 ПО каждому, кто голосовал «за».",
        "Против: −1 ПО каждому, кто голосовал «за».",
    )
    veto = action_face("veto")
    assert veto.name == "Veto" and veto.summary[0].startswith("Сбросьте только что раскрытую карту политики")


def test_the_end_screen_names_representatives_in_russian(clean_language, qtbot):
    from PySide6.QtWidgets import QLabel

    from desktop.demo import demo_session
    from desktop.end_screen import EndScreen
    from desktop.legislation.screens import LegislationScreens

    session = demo_session("legislation", players=4, moves=10**6, interesting=lambda s: False)
    assert session.is_over()
    clean_language._quorum_translators = install_translations(clean_language, "ru")
    screen = EndScreen(
        session, ("А", "Б", "В", "Г"), ("#f00",) * 4, None, LegislationScreens().standing_group
    )
    qtbot.addWidget(screen)
    groups = [w.text() for w in screen.findChildren(QLabel, "StandingGroup")]
    assert len(groups) == 4
    assert all(any(word in g for word in ("прогресс", "консерватизм")) for g in groups), groups


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("game", GAMES)
def test_rules_pages_are_written_for_players(game, language):
    """No engine vocabulary on a players' page: module names, action calls or option identifiers."""
    import re

    from desktop.rules_browser import rules_markdown

    page = rules_markdown(game, language)
    assert page
    for pattern in (r"`[^`]+`", r"\w+\.py\b", r"\b[A-Z][a-z]+[A-Z]\w*\(", r"\b[a-z]+_[a-z_]+\b"):
        assert not re.search(pattern, page), (pattern, re.search(pattern, page).group(0))
