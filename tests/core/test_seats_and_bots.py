"""Seats, turn order and bots that think with their own dice."""

import pytest

from games.core import RandomBot, Seat, SeatKind, clockwise_from
from games.core.seats import left_of
from games.core.simulate import play_one, simulate
from tests.core.toy_game import ToyGame, fingerprint


def test_clockwise_order_wraps_around():
    assert clockwise_from(2, 4) == (2, 3, 0, 1)
    assert left_of(3, 4) == 0


def test_seat_from_dict_validates():
    assert Seat.from_dict({"name": " Ann ", "kind": "bot"}) == Seat("Ann", "#808080", SeatKind.BOT)
    with pytest.raises(ValueError, match="non-empty name"):
        Seat.from_dict({"name": ""})
    with pytest.raises(ValueError, match="unknown kind"):
        Seat.from_dict({"name": "x", "kind": "robot"})


def test_a_bots_rng_never_moves_the_games_dice():
    game = ToyGame()
    a = game.new_state(3, game.default_options(), 42)
    b = game.new_state(3, game.default_options(), 42)
    for seed in (1, 2):
        bot = RandomBot(game, seed)
        bot.act(game.view(a if seed == 1 else b, 0))
    assert fingerprint(a) == fingerprint(b)


def test_random_bots_finish_games_and_the_same_seed_repeats_exactly():
    one, two = play_one(ToyGame(), 5, seed=9), play_one(ToyGame(), 5, seed=9)
    assert one.is_over() and one.actions == two.actions


def test_simulation_report_is_deterministic_except_for_timing():
    a = simulate(ToyGame(), 3, 20, seed=4).to_dict()
    b = simulate(ToyGame(), 3, 20, seed=4).to_dict()
    for report in (a, b):
        for key in ("seconds", "games_per_second", "actions_per_second"):
            report.pop(key)
    assert a == b and a["games"] == 20 and sum(a["action_counts"].values()) == a["actions"]


def test_the_game_rng_copies_exactly_and_independently():
    import copy

    from games.core.rng import GameRng

    rng = GameRng(8)
    rng.random()
    twin = copy.deepcopy(rng)
    assert [twin.random() for _ in range(5)] == [rng.random() for _ in range(5)]
    twin.random()
    assert twin.getstate() != rng.getstate()


def test_a_bot_seat_keeps_its_level_and_an_old_save_without_one_plays_at_random():
    from games.core.seats import BotLevel

    strong = Seat("Ann", "#123456", SeatKind.BOT, BotLevel.STRONG)
    assert strong.to_dict()["level"] == "strong" and Seat.from_dict(strong.to_dict()) == strong
    assert "level" not in Seat("Bob").to_dict()  # a human seat has no level
    assert Seat.from_dict({"name": "Old", "kind": "bot"}).level is BotLevel.RANDOM
    with pytest.raises(ValueError, match="unknown bot level"):
        Seat.from_dict({"name": "x", "kind": "bot", "level": "genius"})


def test_levels_are_given_one_for_all_or_one_per_seat():
    from games.core.seats import BotLevel
    from games.core.simulate import parse_levels

    assert parse_levels("basic", 3) == (BotLevel.BASIC,) * 3
    assert parse_levels("Strong, random,basic", 3) == (BotLevel.STRONG, BotLevel.RANDOM, BotLevel.BASIC)
    with pytest.raises(ValueError, match="one per seat"):
        parse_levels("basic,random", 3)
    with pytest.raises(ValueError, match="must be one of"):
        parse_levels("expert", 3)


def test_a_game_without_its_own_bots_plays_every_level_at_random():
    from games.core.bots import make_bot

    assert isinstance(make_bot(ToyGame(), "strong", 1), RandomBot)


def test_a_shared_win_counts_one_kth_to_each_winner():
    report = simulate(ToyGame(), 3, 30, seed=2)
    assert abs(sum(s.wins for s in report.seats) - 30) < 1e-9
    assert [s["level"] for s in report.to_dict()["seats"]] == ["random"] * 3
