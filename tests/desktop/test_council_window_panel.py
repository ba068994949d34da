"""The Council window panel's pure logic (captions, hint), and the log line that says why a seat was
not asked when a window went round again (issue 32, defect 5)."""

from __future__ import annotations

from desktop.council import window_panel
from desktop.council.screens import phrase_run
from games.council.playing import Play
from games.council.rulebook import Params

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")
NONE = window_panel.NO_TARGET


def test_captions_and_hint():
    sanction = [Play("play", "sanction", NONE)]
    assert window_panel.play_caption("play", "sanction", sanction, NAMES) == "Play Sanction"
    two = [Play("play", "imperial-rider", Params(outcome=o)) for o in ("for", "against")]
    assert window_panel.play_caption("play", "imperial-rider", two, NAMES).endswith("…")
    assassinate = [Play("play", "assassinate-representative", Params(target=1))]
    assert "Bob" in window_panel.play_caption("play", "assassinate-representative", assassinate, NAMES)
    assert window_panel.play_caption("use", "zeal", [Play("use", "zeal", NONE)], NAMES).startswith("Use")
    bribery = (Play("play", "bribery", Params(amount=1)), Play("play", "bribery", Params(amount=2)))
    groups = window_panel.play_groups(bribery)
    assert list(groups) == [("play", "bribery")] and tuple(groups["play", "bribery"]) == bribery
    assert "pass" in window_panel.window_hint("after_revealed", False)
    assert window_panel.window_hint("after_revealed", True).startswith("Click a card")


def test_the_log_says_who_was_not_asked_again():
    entry = {"kind": "pass", "seat": 0, "window": "after_revealed", "not_asked": [2, 3, 4, 5]}
    text = phrase_run([entry], NAMES)
    assert "Carol, Dave, Erin and Frank not asked again" in text, text


def test_the_log_says_who_joined_and_who_left():
    from desktop.council.screens import phrase

    entry = {
        "kind": "table_check",
        "seat": 1,
        "table_check": 2,
        "seats_changed": (),
        "seats_joined": [5],
        "seats_left": [0],
    }
    text = phrase(entry, NAMES)
    assert "Joined the table: Frank." in text and "Left the table: Alice." in text
