"""The German and Russian catalogues are complete: every string in the sources is there, finished, with its
placeholders kept, its mnemonic kept, and (Russian) three plural forms that Qt picks right."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import PySide6
import pytest
from PySide6.QtWidgets import QApplication

from desktop.assets import asset
from desktop.translations import install_translations, remove_translations, tr

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("de", "ru")
PLACEHOLDER = re.compile(r"%(?:\d|n|[a-z]+)|\{[a-z_]+\}")


def _lupdate() -> Path:
    tool = Path(PySide6.__file__).parent / (
        "lupdate.exe" if (Path(PySide6.__file__).parent / "lupdate.exe").exists() else "lupdate"
    )
    assert tool.exists(), f"PySide6 ships lupdate: {tool}"
    return tool


def _messages(ts: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [(ctx.findtext("name") or "", m) for ctx in root.iter("context") for m in ctx.iter("message")]


def _forms(message: ET.Element) -> list[str]:
    tr_ = message.find("translation")
    if message.get("numerus") == "yes":
        return [f.text or "" for f in tr_.findall("numerusform")]
    return [tr_.text or ""]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_string_of_the_sources_is_missing_or_unfinished(language, tmp_path):
    """lupdate over today's sources into a copy of the catalogue adds nothing: every tr() string is in it."""
    copy = tmp_path / "translations" / f"quorum_{language}.ts"
    copy.parent.mkdir()
    shutil.copy(asset("translations", f"quorum_{language}.ts"), copy)
    sources = sorted(str(p) for p in (ROOT / "desktop").rglob("*.py"))
    done = subprocess.run([str(_lupdate()), *sources, "-ts", str(copy)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    live = [
        (ctx, m)
        for ctx, m in _messages(copy)
        if m.find("translation").get("type") not in ("vanished", "obsolete")
    ]
    assert len(live) > 400
    missing = [
        (ctx, m.findtext("source")) for ctx, m in live if m.find("translation").get("type") == "unfinished"
    ]
    assert not missing, f"{len(missing)} strings not translated into {language}, e.g. {missing[:5]}"
    empty = [(ctx, m.findtext("source")) for ctx, m in live if not all(f.strip() for f in _forms(m))]
    assert not empty, empty[:5]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_placeholder_and_mnemonic_is_kept(language):
    for ctx, m in _messages(asset("translations", f"quorum_{language}.ts")):
        if m.find("translation").get("type") == "unfinished":
            continue  # not translated yet: the completeness test above reports it
        source = m.findtext("source")
        wanted = sorted(PLACEHOLDER.findall(source))
        for form in _forms(m):
            assert sorted(PLACEHOLDER.findall(form)) == wanted, (ctx, source, form)
            if re.search(r"&\w", source):  # a mnemonic: one underlined letter, in the translation too
                assert len(re.findall(r"&\w", form)) == 1, (ctx, source, form)


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_strings_have_the_languages_forms(language):
    forms_wanted = {"de": 2, "ru": 3}[language]
    plural = [
        m
        for _ctx, m in _messages(asset("translations", f"quorum_{language}.ts"))
        if m.get("numerus") == "yes"
    ]
    assert len(plural) >= 15
    for m in plural:
        assert len(_forms(m)) == forms_wanted, m.findtext("source")
    # No hand-made plural is left for a count filled in with %1 ("%1 bill(s)"): a count is Qt's %n. Only a
    # string with two counts cannot (one %n per string); its translations say "noun: count" instead.
    two_counts: set[str] = set()
    for _ctx, m in _messages(asset("translations", f"quorum_{language}.ts")):
        source = m.findtext("source")
        if re.search(r"%\d+ [\w ]+\(s\)", source) and source not in two_counts:
            pytest.fail(f"a hand-made plural: {source!r}")


@pytest.fixture
def russian(qtbot):
    app = QApplication.instance()
    translators = install_translations(app, "ru")
    assert translators, "assets/translations/quorum_ru.qm was not loaded"
    yield
    remove_translations(app, translators)


@pytest.mark.parametrize(
    ("n", "votes", "bills"),
    [
        (1, "1 голос", "Колода: 1 законопроект"),
        (2, "2 голоса", "Колода: 2 законопроекта"),
        (5, "5 голосов", "Колода: 5 законопроектов"),
        (11, "11 голосов", "Колода: 11 законопроектов"),
        (21, "21 голос", "Колода: 21 законопроект"),
        (22, "22 голоса", "Колода: 22 законопроекта"),
        (0, "0 голосов", "Колода: 0 законопроектов"),
    ],
)
def test_russian_plurals(russian, n, votes, bills):
    assert tr("%1, %n vote(s)", "", n).replace("%1", "Mecatol Rex") == f"Mecatol Rex, {votes}"
    assert tr("Deck: %n bill(s)", "", n) == bills
    word = {1: "очко", 2: "очка", 5: "очков", 11: "очков", 21: "очко", 22: "очка", 0: "очков"}[n]
    from desktop.end_screen import EndScreen
    from desktop.legislation.seats import points_text

    assert EndScreen.points(n) == f"{n} {word}"
    assert points_text(-n if n else 0) == (f"−{n} {word}" if n else "0 очков")


def test_russian_uses_the_editions_terms(russian):
    """The words of the Russian rules reference (../shared/rules/ti4-agenda-phase-ru.md)."""
    from desktop.council.names import window_name
    from desktop.legislation.agenda_names import agenda_name
    from desktop.legislation.refusals import sentences
    from desktop.refusals import refusal_text
    from games.core.errors import IllegalAction

    assert window_name("speaker_decides") == "Решает председатель"
    assert tr("Agenda: %1") == "Карта политики: %1"
    assert tr("A planet can be exhausted only once.") == "Карту планеты можно перевернуть только один раз."
    assert QApplication.translate("Cards", "DIRECTIVE") == "РАСПОРЯЖЕНИЕ"
    assert QApplication.translate("Cards", "LAW") == "ЗАКОН"
    assert agenda_name(0) == "Социальный прогресс"
    own = sentences()
    assert (
        refusal_text(IllegalAction("x", "wrong_count", need=3), own=own) == "Возьмите ровно 3 законопроекта."
    )
    assert (
        refusal_text(IllegalAction("x", "deck_count", deck=1), own=own)
        == "В колоде остался только 1 законопроект."
    )
    assert (
        refusal_text(IllegalAction("x", "wrong_count"), own=own) == "x"
    )  # no count given: the engine's words


def test_english_has_every_plural_form(tmp_path):
    """quorum_en.ts holds every %n string of the sources with a singular and a plural, none with "(s)"."""
    copy = tmp_path / "quorum_en.ts"
    shutil.copy(asset("translations", "quorum_en.ts"), copy)
    sources = sorted(str(p) for p in (ROOT / "desktop").rglob("*.py"))
    done = subprocess.run(
        [str(_lupdate()), *sources, "-pluralonly", "-ts", str(copy)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    live = [
        m for _ctx, m in _messages(copy) if m.find("translation").get("type") not in ("vanished", "obsolete")
    ]
    assert len(live) >= 15
    unfinished = [m.findtext("source") for m in live if m.find("translation").get("type") == "unfinished"]
    assert not unfinished, f"run python assets/translations/english_plurals.py: {unfinished[:5]}"
    for m in live:
        one, many = _forms(m)
        assert "(s)" not in one + many and "(ies)" not in one + many, m.findtext("source")
        assert sorted(PLACEHOLDER.findall(one)) == sorted(PLACEHOLDER.findall(m.findtext("source")))


@pytest.fixture
def english(qtbot):
    app = QApplication.instance()
    translators = install_translations(app, "en")
    assert translators, "assets/translations/quorum_en.qm was not loaded"
    yield
    remove_translations(app, translators)


@pytest.mark.parametrize(
    ("n", "votes", "points"),
    [(1, "1 vote", "1 point"), (0, "0 votes", "0 points"), (3, "3 votes", "3 points")],
)
def test_english_plurals(english, n, votes, points):
    from desktop.end_screen import EndScreen

    assert tr("%1, %n vote(s)", "", n).replace("%1", "Mecatol Rex") == f"Mecatol Rex, {votes}"
    assert EndScreen.points(n) == points
    assert tr("%n colony(ies) tucked under it", "", n).endswith(
        ("colony tucked under it", "colonies tucked under it")
    )
