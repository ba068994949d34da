"""The headless simulator plays complete Galactic Council sessions, the same way for the same seed."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

from games.core.simulate import play_one, simulate
from games.council.options import CouncilOptions, Mode
from tests.council.table import GAME


def test_cli_json_is_deterministic():
    cmd = [
        sys.executable,
        "-m",
        "games",
        "simulate",
        "council",
        "--players",
        "4",
        "--games",
        "2",
        "--seed",
        "5",
        "--json",
    ]
    first = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
    second = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
    for key in ("actions", "action_counts", "groups"):
        assert first[key] == second[key]
    assert first["games"] == 2 and sum(g["seats"] for g in first["groups"].values()) == 8


def test_report_groups_are_factions_or_no_faction():
    report = simulate(GAME, 3, 2, 9, CouncilOptions(deal_factions=False, max_rounds=2))
    assert set(report.groups) == {"no faction"} and report.groups["no faction"].seats == 6


def test_the_bot_uses_every_kind_of_action_and_window():
    kinds: Counter[str] = Counter()
    windows: Counter[str] = Counter()
    for seed in range(10):  # a secret objective reported scored is rare (1 in 500 window turns)
        options = CouncilOptions(mode=Mode.COMPANION if seed % 2 else Mode.STANDALONE, max_rounds=4)
        session = play_one(GAME, 6, seed, options)
        kinds.update(a.kind for a in session.actions)
        windows.update(e.public.get("window") for e in session.entries if e.kind == "pass")
    # A seat added or removed is the table's own doing (a late player, one who left): bots never do it.
    assert set(kinds) == {cls.kind for cls in GAME.action_types} - {"add_seat", "remove_seat"}
    assert {
        "start_window",
        "when_revealed",
        "after_revealed",
        "after_own_vote",
        "after_speaker_votes",
        "before_resolution",
        "after_resolution",
        "cancel_window",
    } <= set(windows)
