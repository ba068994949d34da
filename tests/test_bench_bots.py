"""The bots benchmark: its confidence interval, its seat rotation and one game of a matchup."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from games.core.seats import BotLevel

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("quorum_bench_bots", ROOT / "benchmarks" / "bench_bots.py")
bench_bots = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = bench_bots  # dataclasses look their module up by name
spec.loader.exec_module(bench_bots)


def test_the_wilson_interval_matches_the_textbook_figures():
    low, high = bench_bots.wilson(0.5, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    low, high = bench_bots.wilson(0.0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-3)


def test_the_tested_bot_sits_in_every_seat_in_turn():
    matchup = bench_bots.Matchup("legislation", 5, BotLevel.STRONG, BotLevel.RANDOM, 0.6)
    seats = [matchup.levels(i % 5).index(BotLevel.STRONG) for i in range(10)]
    assert seats == [0, 1, 2, 3, 4, 0, 1, 2, 3, 4]
    assert all(matchup.levels(s).count(BotLevel.RANDOM) == 4 for s in range(5))


def test_every_target_of_the_issue_is_measured():
    targets = {(m.game, m.seats, m.tested, m.others): m.target for m in bench_bots.MATCHUPS}
    assert targets[("legislation", 5, BotLevel.STRONG, BotLevel.BASIC)] == 0.30
    assert targets[("council", 6, BotLevel.STRONG, BotLevel.RANDOM)] == 0.0  # withdrawn (issue 31)
    assert targets[("council", 6, BotLevel.STRONG, BotLevel.BASIC)] == 0.0  # measured, not judged
    assert targets[("starward", 4, BotLevel.STRONG, BotLevel.BASIC)] == 0.40
    assert targets[("starward", 5, BotLevel.STRONG, BotLevel.BASIC)] == 0.33
    assert len(targets) == 8


def test_one_game_gives_the_tested_bot_its_share_of_the_win():
    matchup = bench_bots.Matchup("legislation", 3, BotLevel.BASIC, BotLevel.RANDOM, 0.4)
    shares = [bench_bots.one_game((matchup, i, 7, 4)) for i in range(3)]
    assert all(0.0 <= s <= 1.0 for s in shares)
    assert shares == [bench_bots.one_game((matchup, i, 7, 4)) for i in range(3)]  # seeded: repeats


def test_playouts_table_plays_strong_at_the_playouts_it_managed_in_the_think_time_games(monkeypatch):
    managed = {"p50": 1.0, "p95": 2.0, "playouts_p50": 612.5}
    monkeypatch.setattr(
        bench_bots, "think", lambda thinkers, *_: [(g, s, lv, o, managed) for g, s, lv, o in thinkers]
    )
    seen = {}
    monkeypatch.setattr(bench_bots, "win_rates", lambda m, g, s, playouts, j: seen.update(playouts) or [])
    assert bench_bots.main(["--only", "council", "--playouts", "table", "--games", "2"]) == 0
    assert seen["council"] == 612  # the median per searched decision, rounded
    assert bench_bots.main(["--only", "council", "--playouts", "30", "--games", "2"]) == 0
    assert seen["council"] == 30


@pytest.mark.parametrize(
    "argv", [["--playouts", "table", "--no-think"], ["--playouts", "many"], ["--playouts", "0"]]
)
def test_a_nonsense_playouts_setting_is_refused(argv):
    with pytest.raises(SystemExit):
        bench_bots.main(argv)
