"""The Strong bot: determinised rollouts over a seat's own view, for any game that can sample its hidden
information.

For each decision the game names a few candidate moves (the Basic bot's first). Then, until the budget
is spent, the bot draws a complete state consistent with its view (others' hands, the deck's order,
unrevealed votes, all from its own RNG: `Game.determinise`), plays every candidate there in turn,
lets Basic bots play every seat for a while after it (the game's playout policy for the rivals,
`Game.playout_bot`, and may give the seat its careful self, `Game.playout_self`) until the game says
the decision has shown its worth (`Game.playout_end`) or a horizon is reached, and scores where that
led (`Game.evaluate`, 0 to 1). Every PRUNE_EVERY worlds a candidate that clearly trails Basic's move or
the leader is dropped (`in_the_race`), so the rest get more worlds from the same budget. The candidate with
the best mean wins if it beats Basic's move clearly (`choose`), else Basic's. Nothing but the view is
read, so the bot cannot cheat; with a playout budget (not a time budget) and the same seed it decides
the same way every time.
"""

from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import dataclass
from typing import Any

from games.core.actions import Action
from games.core.errors import IllegalAction
from games.core.game import AnyGame


@dataclass(frozen=True)
class Budget:
    """How long a Strong bot may think about one move: a number of playouts (one per candidate in each
    sampled world) and/or seconds (the first reached ends the search; at least one world is always
    played), and how many actions a playout runs before it is judged (None: the game's own
    `Game.search_horizon`)."""

    playouts: int | None = 64
    seconds: float | None = None
    horizon: int | None = None
    cancel: threading.Event | None = None  # set from outside (the table closed): stop at once

    def __post_init__(self) -> None:
        if self.playouts is None and self.seconds is None:
            raise ValueError("a search budget needs a number of playouts or a time")


DEFAULT_BUDGET = Budget()
SAME_WORLDS = 8  # worlds after which candidates that all scored alike in every one are not searched further
CONFIDENCE = 1.0  # standard errors by which a move must beat Basic's to be played instead (see choose)
# Worlds between looks for candidates so far behind that more worlds would not make them the choice, and
# how far behind (in standard errors of the paired difference) that is: at 3 a candidate truly as good
# as the one it trails is dropped at a look with a chance of about 0.13 %; the worlds it would have
# taken go to the moves still in the race.
PRUNE_EVERY = 16
PRUNE_SE = 3.0


@dataclass
class Thought:
    """What the last decision cost: playouts run and seconds spent (read by the benchmarks)."""

    playouts: int = 0
    seconds: float = 0.0
    candidates: int = 0
    worlds: int = 0
    gain: float | None = None  # it left Basic's move: by how much the chosen beat it (mean per world, 0..1)


def paired(a: list[float], b: list[float]) -> tuple[float, float]:
    """The mean of `a - b` world by world, and its standard error."""
    worlds = len(b)
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / worlds
    if worlds < 2:
        return mean, 0.0
    return mean, math.sqrt(sum((d - mean) ** 2 for d in diffs) / (worlds - 1) / worlds)


def in_the_race(values: list[list[float]], active: list[int]) -> list[int]:
    """The candidates of `active` still worth playing out: Basic's move (the first) always, and every
    other unless its playouts trail Basic's, or the best so far, by more than PRUNE_SE standard errors."""
    means = {i: sum(values[i]) / len(values[i]) for i in active}
    leader = max(active, key=lambda i: means[i])
    kept = [active[0]]
    for i in active[1:]:
        behind = False
        for other in (active[0], leader) if leader != i else (active[0],):
            mean, spread = paired(values[i], values[other])
            behind = behind or mean + PRUNE_SE * spread < 0
        if not behind:
            kept.append(i)
    return kept


def choose(values: list[list[float]], margin: float = 0.0, confidence: float = CONFIDENCE) -> int:
    """The candidate to play, from its playouts' values world by world: the best on average, if it beats
    the first candidate (Basic's move) by more than CONFIDENCE standard errors of their paired difference
    (the same worlds, so the luck of the draw cancels); otherwise the first. A handful of playouts is
    noisy, and the best of several noisy estimates is flattered by its luck: without the margin the
    search would leave Basic's sound move for a lucky one. A game may ask for more standard errors
    (`confidence`, `Game.search_confidence`) and a least gain per world (`margin`, `Game.search_margin`)."""
    base = values[0]
    best, best_mean = 0, 0.0
    for i in range(1, len(values)):
        mean, spread = paired(values[i], base)
        if mean > confidence * spread and mean > margin and mean > best_mean + 1e-9:
            best, best_mean = i, mean
    return best


class SearchBot:
    def __init__(self, game: AnyGame, seed: int, budget: Budget | None = None) -> None:
        self.game = game
        self.rng = random.Random(seed)
        self.budget = budget or DEFAULT_BUDGET
        self.seed = seed
        self.last = Thought()

    def act(self, view: Any) -> Action:
        start = time.perf_counter()
        game, rng, budget = self.game, self.rng, self.budget
        moves = game.search_moves(view, rng)
        self.last = Thought(candidates=len(moves))
        if len(moves) == 1:
            self.last.seconds = time.perf_counter() - start
            return moves[0]
        seat: int = view.seat  # every game's view names the seat it belongs to
        values: list[list[float]] = [[] for _ in moves]  # per candidate, its playout in each world
        active = list(range(len(moves)))  # the candidates still played out, Basic's move first
        deadline = None if budget.seconds is None else start + budget.seconds
        limit = budget.playouts
        done = worlds = 0
        while True:
            if limit is not None and done + len(active) > max(limit, len(moves)):
                break
            # Stop when one more world would end past the deadline (worlds take about the same time).
            if deadline is not None and worlds:
                now = time.perf_counter()
                if now + (now - start) / worlds > deadline:
                    break
            if budget.cancel is not None and budget.cancel.is_set():
                break
            # One sampled world, every candidate played out in it with the same dice: the candidates
            # are compared on equal terms, so the luck of the draw cancels out of the comparison.
            world = game.determinise(view, rng)
            dice = rng.getrandbits(63)
            for i in active:
                values[i].append(self.playout(game.clone(world), seat, moves[i], dice))
            done += len(active)
            worlds += 1
            if worlds == SAME_WORLDS and all(values[i] == values[0] for i in active):
                break  # the move changes nothing the playouts can see (a vote that decides nothing): stop
            if worlds % PRUNE_EVERY == 0:
                active = in_the_race(values, active)
                if len(active) == 1:
                    break  # every alternative clearly loses to Basic's move
        self.last.playouts = done
        self.last.seconds = time.perf_counter() - start
        if not worlds:
            return moves[0]
        confidence = getattr(game, "search_confidence", CONFIDENCE)  # a stand-in game may not say
        chosen = choose([values[i] for i in active], game.search_margin, confidence)
        self.last.worlds = worlds
        if chosen:
            self.last.gain = paired(values[active[chosen]], values[0])[0]
        return moves[active[chosen]]

    def playout(self, state: Any, seat: int, move: Action, dice: int) -> float:
        game = self.game
        end = game.playout_end(state)
        try:
            game.apply(state, move)
        except IllegalAction:
            return 0.0  # a candidate that some consistent arrangement forbids is not worth the risk
        policy = game.playout_bot(dice)
        assert policy is not None, "make_bot builds a search only for a game with a Basic bot"
        own = game.playout_self(dice) or policy
        to_act, apply, seat_view, act, own_act = game.to_act, game.apply, game.view, policy.act, own.act
        for _ in range(self.budget.horizon or game.search_horizon):
            waiting = to_act(state)
            if not waiting or (end is not None and end(state)):
                break
            actor = waiting[0]
            try:
                apply(state, (own_act if actor == seat else act)(seat_view(state, actor)))
            except (IllegalAction, AssertionError):
                # A sampled table the policy misreads, or that the rules cannot carry on from (a
                # stand-in for an agenda the seat cannot see): judge it where it stands rather than
                # fail the seat's move.
                break
        return game.evaluate(state, seat)
