"""The Strong bot's search: which candidates it keeps playing out, and which it plays."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from games.core.search import PRUNE_EVERY, Budget, SearchBot, in_the_race


@dataclass
class Table:
    """A one-decision game: the seat's move is a number, and a playout's worth is that move's true worth
    plus the world's luck (the same for every move in a world) plus the dice's noise."""

    move: int | None = None
    luck: float = 0.0


class GuessGame:
    """A stand-in game for SearchBot: candidate moves 0..n-1, Basic's first, each of a known worth."""

    search_margin = 0.0
    search_horizon = 1

    def __init__(self, worths: list[float], noise: float) -> None:
        self.worths = worths
        self.noise = noise
        self.played: Counter[int] = Counter()  # playouts run per move, over every world

    def search_moves(self, view: Any, rng: random.Random) -> list[int]:
        return list(range(len(self.worths)))

    def determinise(self, view: Any, rng: random.Random) -> Table:
        return Table(luck=rng.random())

    def clone(self, table: Table) -> Table:
        return Table(luck=table.luck)

    def playout_end(self, table: Table) -> None:
        return None

    def apply(self, table: Table, move: int) -> None:
        table.move = move
        self.played[move] += 1

    def playout_bot(self, dice: int) -> Any:
        return self  # never asked to act: no one acts after the decision

    def act(self, view: Any) -> Any:
        raise AssertionError("no one acts after the decision")

    def playout_self(self, dice: int) -> Any:
        return None

    def to_act(self, table: Table) -> tuple[int, ...]:
        return ()  # the decision is the whole game

    def view(self, table: Table, seat: int) -> Any:
        raise AssertionError("no one acts after the decision")

    def evaluate(self, table: Table, seat: int) -> float:
        assert table.move is not None
        dice = random.Random(hash((table.luck, table.move))).gauss(0, self.noise)
        return self.worths[table.move] + table.luck + dice


@dataclass
class View:
    seat: int = 0


def test_a_candidate_far_behind_basics_move_or_the_leader_drops_out_of_the_race():
    base = [0.5, 0.4, 0.6, 0.5, 0.55, 0.45] * 3  # Basic's move, world by world
    luck = [0.2, -0.2, 0.15, -0.15, 0.1, -0.1] * 3  # the dice of one move against another's

    def move(gain: float, shift: int) -> list[float]:
        return [v + gain + luck[(k + shift) % len(luck)] for k, v in enumerate(base)]

    leader = move(0.5, 0)
    close = move(0.45, 1)  # behind the leader by less than its luck: stays
    trails = move(0.2, 1)  # better than Basic's move, far behind the leader: dropped
    far = move(-0.3, 1)  # far behind Basic's move: dropped
    values = [base, close, far, leader, trails]
    assert in_the_race(values, [0, 1, 2, 3, 4]) == [0, 1, 3]
    assert in_the_race(values, [0, 2]) == [0]  # Basic's move is never dropped
    assert in_the_race([base, move(-0.05, 1)], [0, 1]) == [0, 1]  # behind by no more than luck: stays


def test_the_playouts_of_a_dropped_candidate_go_to_the_ones_still_in_the_race():
    game = GuessGame([0.5, 0.52, -1.0, -1.0, -1.0], noise=0.05)
    bot = SearchBot(game, 7, Budget(playouts=500))  # type: ignore[arg-type]
    move = bot.act(View())
    assert bot.last.playouts <= 500
    assert game.played[2] == game.played[3] == game.played[4] == PRUNE_EVERY  # dropped at the first look
    assert game.played[0] == game.played[1] > 500 // 5 + PRUNE_EVERY  # the close race got their worlds
    assert move == 1  # and with them it tells the better move apart


def test_a_search_whose_alternatives_all_lose_clearly_stops_and_plays_basics_move():
    game = GuessGame([0.5, -1.0, -2.0], noise=0.05)
    bot = SearchBot(game, 3, Budget(playouts=600))  # type: ignore[arg-type]
    assert bot.act(View()) == 0
    assert bot.last.playouts == 3 * PRUNE_EVERY


def test_the_search_decides_the_same_way_with_the_same_seed():
    picks = set()
    for _ in range(2):
        game = GuessGame([0.5, 0.51, 0.49, 0.3], noise=0.2)
        bot = SearchBot(game, 11, Budget(playouts=400))  # type: ignore[arg-type]
        picks.add((bot.act(View()), bot.last.playouts, tuple(sorted(game.played.items()))))
    assert len(picks) == 1
