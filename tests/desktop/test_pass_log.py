"""Passing in the log: passes in a row read as one line ("Bob, Carol and Dave passed in the window ..."),
each seat is named at most once per window, each pass line names its window, in every language with its
own list join."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from desktop.council.screens import joins, phrase_run
from desktop.table.log_model import LogModel
from desktop.translations import install_translations, join_list, remove_translations
from games.core.bots import RandomBot

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from count_curtains import _session  # noqa: E402

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")


def _played(seed: int, moves: int = 400):
    session = _session("council", 0, 6, seed)
    bots = {s: RandomBot(session.game, seed * 7 + s) for s in range(6)}
    for _ in range(moves):
        if session.is_over():
            break
        seat = session.to_act()[0]
        session.apply(bots[seat].act(session.view(seat)))
    return session


def _rows(session):
    model = LogModel(
        session, lambda e: phrase_run([e], NAMES), ("#000",) * 6, joins, lambda r: phrase_run(r, NAMES)
    )
    model.sync()
    return [model._rows[r] for r in range(model.rowCount())], [model.text(r) for r in range(model.rowCount())]


@pytest.mark.parametrize("seed", [1, 2, 3, 5, 8])
def test_each_seat_passes_once_per_window_in_the_log_and_passes_in_a_row_share_a_line(qapp, seed):
    session = _played(seed)
    runs, texts = _rows(session)
    entries = [e.for_viewer(None) for e in session.entries]
    for (start, end), text in zip(runs, texts, strict=True):
        for e in entries[start:end]:
            if e["kind"] == "pass" and not e.get("again"):
                assert NAMES[e["seat"]] in text, text
    # Consecutive passes in one window are one row: no two rows in a row are each only passes of one window.
    for (_s1, e1), (s2, _e2) in zip(runs, runs[1:], strict=False):
        a, b = entries[e1 - 1], entries[s2]
        if a["kind"] == b["kind"] == "pass" and a["window"] == b["window"] and not b.get("again"):
            assert any(a.get(k) for k in ("revealed", "resolved_outcome", "law_enacted", "game_over")), (
                texts,
            )
    assert len(runs) < len(entries) * 0.7, "passes were joined"
    assert any(" and " in t and "passed" in t for t in texts)


def test_a_seat_asked_again_in_a_window_is_marked_and_never_named_twice(qapp):
    found = False
    for seed in range(1, 30):
        session = _played(seed)
        entries = [e.for_viewer(None) for e in session.entries]
        if not any(e.get("again") for e in entries):
            continue
        found = True
        runs, texts = _rows(session)
        for (start, end), text in zip(runs, texts, strict=True):
            for e in entries[start:end]:
                if e["kind"] == "pass" and e.get("again"):
                    firsts = [p for p in entries[start:end] if p["kind"] == "pass" and not p.get("again")]
                    if not any(p["seat"] == e["seat"] for p in firsts):
                        assert f"{NAMES[e['seat']]} passed" not in text and not re.search(
                            rf"\b{NAMES[e['seat']]}\b[^.]* passed", text
                        ), text
        break
    assert found, "some scripted game asks a seat again in a window"


@pytest.mark.parametrize(
    ("language", "two", "three", "line"),
    [
        (
            "en",
            "Bob and Carol",
            "Bob, Carol and Dave",
            "Bob, Carol and Dave passed in the window “When the agenda is revealed”.",
        ),
        (
            "de",
            "Bob und Carol",
            "Bob, Carol und Dave",
            "Bob, Carol und Dave haben im Fenster „Wenn die Agenda aufgedeckt wird“ gepasst.",
        ),
        (
            "ru",
            "Bob и Carol",
            "Bob, Carol и Dave",
            "Bob, Carol и Dave пасуют в окне «Когда раскрыта карта политики».",
        ),
    ],
)
def test_the_list_join_and_the_plural_in_each_language(qapp, language, two, three, line):
    translators = install_translations(qapp, language)
    try:
        assert join_list(["Bob"]) == "Bob"
        assert join_list(["Bob", "Carol"]) == two
        assert join_list(["Bob", "Carol", "Dave"]) == three
        run = [{"kind": "pass", "seat": s, "window": "when_revealed"} for s in (1, 2, 3)]
        assert phrase_run(run, NAMES) == line
        assert phrase_run(run[:1], NAMES) != line
    finally:
        remove_translations(qapp, translators)


@pytest.mark.parametrize(
    ("language", "first", "second"),
    [
        (
            "en",
            "Dave passed in the window “When the agenda is revealed”.",
            "Dave passed in the window “After the agenda is revealed”.",
        ),
        (
            "de",
            "Dave hat im Fenster „Wenn die Agenda aufgedeckt wird“ gepasst.",
            "Dave hat im Fenster „Nachdem die Agenda aufgedeckt ist“ gepasst.",
        ),
        (
            "ru",
            "Dave пасует в окне «Когда раскрыта карта политики».",
            "Dave пасует в окне «После раскрытия карты политики».",
        ),
    ],
)
def test_a_seat_passing_in_two_windows_in_a_row_reads_as_two_different_lines(qapp, language, first, second):
    """The "when" and the "after" window of one agenda: two log rows that name their window, not the same
    "Dave passed." twice."""
    translators = install_translations(qapp, language)
    try:
        when = {"kind": "pass", "seat": 3, "window": "when_revealed"}
        after = {"kind": "pass", "seat": 3, "window": "after_revealed"}
        assert not joins(when, after)
        assert (phrase_run([when], NAMES), phrase_run([after], NAMES)) == (first, second)
    finally:
        remove_translations(qapp, translators)


def test_the_log_of_a_played_game_names_the_window_of_every_pass_line(qapp):
    session = _played(3)
    _runs, texts = _rows(session)
    pass_lines = [t for t in texts if " passed" in t]
    assert pass_lines and all(" passed in the window “" in t for t in pass_lines), pass_lines
    assert not any(a == b for a, b in zip(texts, texts[1:], strict=False) if " passed" in a), "a row repeated"


def test_a_cancelled_card_and_a_law_leaving_play_are_said_in_the_log_from_typed_and_older_entries(qtbot):
    from games.council.log_items import CardCancelled, LawRemoved

    typed = {"kind": "pass", "seat": 1, "cancelled": [CardCancelled("bribery", 0)]}
    typed["laws_removed"] = [LawRemoved("minister-of-war")]
    older = {"kind": "pass", "seat": 1, "cancelled": [["bribery", 0]], "laws_removed": ["minister-of-war"]}
    for entry in (typed, older):  # a live entry, and a record written before the items were typed
        text = phrase_run([entry], NAMES)
        assert "The card Bribery was cancelled." in text and "The law Minister of War leaves play." in text
    # Folded into a row of passes, the news is still said.
    assert "The card Bribery was cancelled." in phrase_run([{"kind": "pass", "seat": 0}, typed], NAMES)
