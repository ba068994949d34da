"""The headless simulator plays complete Legislation games and reports the same figures for the same seed."""

import json

import pytest

from games.__main__ import main

TIMING = ("seconds", "games_per_second", "actions_per_second")


def run(capsys, *args):
    assert main(["simulate", "legislation", *args]) == 0
    return capsys.readouterr().out


def test_same_seed_same_report(capsys):
    args = ("--players", "4", "--games", "6", "--seed", "11", "--json")
    first, second = json.loads(run(capsys, *args)), json.loads(run(capsys, *args))
    for key in TIMING:
        first.pop(key), second.pop(key)
    assert first == second
    assert first["games"] == 6 and first["actions"] == sum(first["action_counts"].values())
    assert sum(g["seats"] for g in first["groups"].values()) == 24
    assert all(" " in name for name in first["groups"]), "groups are Representative kinds"


def test_text_report_lists_every_kind_of_move(capsys):
    out = run(capsys, "--players", "5", "--games", "12", "--seed", "3")
    for kind in ("vote", "propose", "end_turn", "terms", "confirm", "swap", "place", "discard", "draw"):
        assert f"  {kind} " in out
    assert "games/s" in out and "Social" in out and "Fiscal" in out


def test_the_report_counts_what_the_random_bots_did(capsys):
    report = json.loads(run(capsys, "--players", "5", "--games", "10", "--seed", "8", "--json"))
    events = report["events"]
    for name in ("vote_yay", "vote_nay", "vote_abstain", "betrayals", "deals_made", "tokens_pledge"):
        assert events.get(name, 0) > 0, name
    assert events["passed"] + events["failed"] == report["action_counts"]["propose"]


def test_options_can_be_chosen_for_simulated_games(capsys):
    short = json.loads(run(capsys, "--players", "3", "--games", "2", "--option", "hand_size=6", "--json"))
    full = json.loads(run(capsys, "--players", "3", "--games", "2", "--json"))
    assert short["action_counts"]["propose"] < full["action_counts"]["propose"]
    roll = json.loads(run(capsys, "--players", "3", "--games", "2", "--option", "ballot=roll_call", "--json"))
    assert roll["action_counts"]["vote"] == 3 * roll["action_counts"]["propose"]


def test_a_nonsense_option_is_refused(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "legislation", "--option", "hand_size=7"])
    assert "hand size must be 9" in capsys.readouterr().err


def test_bot_levels_per_seat_and_the_seats_report(capsys):
    report = json.loads(
        run(
            capsys,
            "--players",
            "4",
            "--games",
            "4",
            "--seed",
            "2",
            "--bots",
            "basic,random,random,random",
            "--json",
        )
    )
    seats = report["seats"]
    assert [s["level"] for s in seats] == ["basic", "random", "random", "random"]
    assert abs(sum(s["wins"] for s in seats) - 4) < 0.01
    assert all("mean_score" in s for s in seats)
    text = run(capsys, "--players", "3", "--games", "1", "--bots", "strong", "--playouts", "3")
    assert "seat 3  strong" in text


def test_a_wrong_bots_flag_is_refused(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "legislation", "--players", "4", "--bots", "basic,strong"])
    assert "one per seat" in capsys.readouterr().err


def test_the_report_counts_deals_offered_and_accepted(capsys):
    flags = ("--players", "5", "--games", "4", "--seed", "3", "--bots", "basic", "--json")
    report = json.loads(run(capsys, *flags))
    deals = report["deals"]
    assert set(deals) == {"offered", "accepted"} and deals["offered"] > 0
    assert deals["offered"] / 2 <= deals["accepted"] <= deals["offered"]  # Basic offers what is worth taking
    assert deals["accepted"] == report["events"]["deals_made"]
