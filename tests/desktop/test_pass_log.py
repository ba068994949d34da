"""Passing in the log: passes in a row read as one line ("Bob, Carol and Dave passed in the window ..."),
each seat is named at most once per window, each pass line names its window, in every language with its
own list join."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from moments import plain_move

from desktop.council.screens import EXTRA_KEYS, joins, phrase_run
from desktop.table.log_model import LogModel
from desktop.translations import install_translations, join_list, remove_translations
from games.core.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from count_curtains import _session  # noqa: E402

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")
FACTIONS = {1: "mahact", 3: "mentak"}
"""Seat 1 plays the Mahact (a window before each vote, for Genetic Recombination), seat 3 the Mentak (a
trigger window, Pillage, when a neighbour with three trade goods or more gains one)."""


def _played(seed: int, moves: int = 400) -> Session:
    """Six seats, every one a bot seat, `moves` moves by listed moves, no bot (the seed deals the cards):
    each seat plays the first action card it may play once an agenda (riders, cancels: windows asked
    again), offers the next seat a trade good in the window after each agenda is revealed (every other
    offer accepted: Pillage's trigger), casts all its planets for an outcome of the odd agendas (the
    windows around a vote) and abstains on the even ones (the speaker decides); from the fourth agenda
    on (late enough for the log's last 200 entries) it also uses its first ability or relic once (Maw of
    Worlds: an instruction for the table) and scores the first secret objective offered; otherwise it
    passes. A direct set-up puts Minister of Peace first and New Constitution fourth in the agenda deck:
    laws in play, then every law leaving play in a row of passes."""

    from dataclasses import replace

    from games.core.legal import ChoiceSpace
    from games.council.actions import AnswerDeal, CastVotes, ProposeDeal, ScoreSecret
    from games.council.state import FrameKind

    dealt = _session("council", 0, 6, seed)
    config = dealt.config
    factions = ["" if p.faction in FACTIONS.values() else p.faction or "" for p in dealt.state.players]
    for seat, faction in FACTIONS.items():
        factions[seat] = faction
    options = replace(config.options, factions=tuple(factions))
    session = Session(dealt.game, replace(config, options=options))
    deck = session.state.deck  # the top of the deck is the end of the list
    for card, place in (("minister-of-peace", 1), ("new-constitution", 4)):
        deck.remove(card)
        deck.insert(len(deck) + 1 - place, card)
    session._checkpoints = {0: session.game.checkpoint(session.state)}  # undo goes back to here
    played, offered, answers = set(), set(), 0

    def steer(seat: int):
        nonlocal answers
        view = session.view(seat)
        prompt, frame = view.prompt, session.state.stack[-1] if session.state.stack else None
        agenda = sum(1 for e in session.entries if e.public.get("revealed"))
        cards = [p for p in view.plays if p.verb == "play"]
        if cards and (seat, agenda) not in played:
            played.add((seat, agenda))
            return cards[0].action(seat)
        uses = [p for p in view.plays if p.verb != "play"]  # abilities and relics
        if uses and agenda >= 4 and (seat, "use") not in played:
            played.add((seat, "use"))
            return uses[0].action(seat)
        if prompt is not None and prompt.kind is FrameKind.VOTE and agenda % 2:
            if prompt.planets and not (prompt.rep_gov or prompt.forced):
                outcome = prompt.outcomes[seat % len(prompt.outcomes)]
                return CastVotes(seat, outcome, tuple(p for p, _votes in prompt.planets))
        if frame is not None and frame.kind is FrameKind.AFTER and (seat, agenda) not in offered:
            if session.state.players[seat].tg > 0:
                offered.add((seat, agenda))
                return ProposeDeal(seat, to=(seat + 1) % 6, give=("tg:1",))
        if prompt is not None and prompt.kind == "transaction":
            answers += 1
            return AnswerDeal(seat, answers % 2 == 1)
        secrets = [
            a
            for a in session.legal_actions(seat)
            if isinstance(a, ChoiceSpace) and a.action_type is ScoreSecret
        ]
        scored = any(e.kind == ScoreSecret.kind and e.seat == seat for e in session.entries)
        if secrets and agenda >= 4 and not scored:
            return next(iter(secrets[0].enumerate()))
        return None

    for _ in range(moves):
        if session.is_over():
            break
        seat = session.to_act()[0]
        session.apply(steer(seat) or plain_move("council", session, seat))
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
    session = _played(1)  # cards played in windows: the seats that passed are asked again
    entries = [e.for_viewer(None) for e in session.entries]
    runs, texts = _rows(session)
    shown = [e for start, end in runs for e in entries[start:end]]
    assert any(e.get("again") for e in shown), "a seat asked again in a window, in the rows shown"
    for start, _end in runs[1:]:  # a pass asked again that brings no news joins the row before it
        first = entries[start]
        assert not (first.get("again") and not any(first.get(k) for k in EXTRA_KEYS)), texts
    for (start, end), text in zip(runs, texts, strict=True):
        for e in entries[start:end]:
            if e["kind"] == "pass" and e.get("again"):
                firsts = [p for p in entries[start:end] if p["kind"] == "pass" and not p.get("again")]
                if not any(p["seat"] == e["seat"] for p in firsts):
                    assert f"{NAMES[e['seat']]} passed" not in text and not re.search(
                        rf"\b{NAMES[e['seat']]}\b[^.]* passed", text
                    ), text


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
