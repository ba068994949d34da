"""Headless simulator: complete games between bots of chosen levels, with throughput and outcome figures."""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from games.core.bots import make_bot
from games.core.game import AnyGame
from games.core.seats import BotLevel, Seat, SeatKind
from games.core.session import Session, SessionConfig

MAX_ACTIONS_PER_GAME = 200_000  # a game that runs longer than this has a rules bug


@dataclass
class GroupStats:
    seats: int = 0
    wins: int = 0
    score_total: int = 0

    @property
    def mean_score(self) -> float:
        return self.score_total / self.seats if self.seats else 0.0


@dataclass
class SeatStats:
    """One seat over all games: its bot level, its wins (a win shared by k counts 1/k) and its score."""

    level: BotLevel
    games: int = 0
    wins: float = 0.0
    score_total: int = 0

    @property
    def mean_score(self) -> float:
        return self.score_total / self.games if self.games else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass
class Report:
    game: str
    players: int
    games: int
    seed: int
    actions: int = 0
    seconds: float = 0.0
    action_counts: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)  # the games' own statistics, summed
    groups: dict[str, GroupStats] = field(default_factory=dict)
    seats: list[SeatStats] = field(default_factory=list)
    offers: dict[str, list[int]] = field(default_factory=dict)  # name -> [offered, accepted] (Game.offers)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "games": self.games,
            "seed": self.seed,
            "actions": self.actions,
            "seconds": round(self.seconds, 4),
            "games_per_second": round(self.games_per_second, 2),
            "actions_per_second": round(self.actions_per_second, 1),
            "action_counts": dict(sorted(self.action_counts.items())),
            "events": dict(sorted(self.events.items())),
            **{name: {"offered": o, "accepted": a} for name, (o, a) in sorted(self.offers.items())},
            "groups": {
                name: {"seats": g.seats, "wins": g.wins, "mean_score": round(g.mean_score, 3)}
                for name, g in sorted(self.groups.items())
            },
            "seats": [
                {
                    "seat": i,
                    "level": s.level.value,
                    "wins": round(s.wins, 3),
                    "mean_score": round(s.mean_score, 3),
                }
                for i, s in enumerate(self.seats)
            ],
        }

    def to_text(self) -> str:
        lines = [
            f"game: {self.game}  players: {self.players}  seed: {self.seed}",
            f"games: {self.games}",
            f"actions: {self.actions}",
            f"seconds: {self.seconds:.3f}",
            f"games/s: {self.games_per_second:.1f}",
            f"actions/s: {self.actions_per_second:.0f}",
            "actions by kind:",
        ]
        lines += [f"  {kind:<24} {n}" for kind, n in sorted(self.action_counts.items())]
        if self.events:
            lines.append("events:")
            lines += [f"  {name:<24} {n}" for name, n in sorted(self.events.items())]
        for name, (offered, accepted) in sorted(self.offers.items()):
            share = f" ({accepted / offered:.0%})" if offered else ""
            agendas = self.events.get("agendas", 0)  # a game with agendas: how often a seat offers on one
            rate = f", {offered / (agendas * self.players):.3f} offered a seat an agenda" if agendas else ""
            lines.append(f"{name}: offered {offered}, accepted {accepted}{share}{rate}")
        lines.append("wins (a shared win counts 1/k) and mean score by seat:")
        lines += [
            f"  seat {i + 1}  {s.level.value:<8} wins {s.wins:8.2f} ({s.win_rate:6.1%})"
            f"  mean score {s.mean_score:7.3f}"
            for i, s in enumerate(self.seats)
        ]
        lines.append("wins and mean score by group:")
        lines += [
            f"  {name:<40} seats {g.seats:>5}  wins {g.wins:>5}  mean score {g.mean_score:7.3f}"
            for name, g in sorted(self.groups.items())
        ]
        return "\n".join(lines)


def play_one(
    game: AnyGame,
    players: int,
    seed: int,
    options: Any = None,
    checkpoint_every: int = 32,
    levels: tuple[BotLevel, ...] = (),
    budget: Any = None,
) -> Session:
    """One complete game between bots (random unless `levels` names one per seat); the bots' seeds
    derive from the game's. `budget` bounds the Strong bots' search."""
    levels = levels or (BotLevel.RANDOM,) * players
    seats = tuple(Seat(f"Bot {i + 1}", kind=SeatKind.BOT, level=levels[i]) for i in range(players))
    config = SessionConfig(game.name, seats, options or game.default_options(), seed)
    session = Session(game, config, checkpoint_every=checkpoint_every)
    bot_seeds = random.Random(seed ^ 0x5EED).getrandbits
    bots = [make_bot(game, levels[i], bot_seeds(63), budget) for i in range(players)]
    state_view, to_act, apply = game.view, game.to_act, session.apply
    for _ in range(MAX_ACTIONS_PER_GAME):
        waiting = to_act(session.state)
        if not waiting:
            return session
        seat = waiting[0]
        apply(bots[seat].act(state_view(session.state, seat)))
    raise RuntimeError(f"{game.name} seed {seed}: no end after {MAX_ACTIONS_PER_GAME} actions")


def parse_levels(text: str, players: int) -> tuple[BotLevel, ...]:
    """`basic` (every seat) or `strong,random,random` (one per seat) -> a level per seat, or ValueError."""
    names = [name.strip().lower() for name in text.split(",")]
    try:
        levels = tuple(BotLevel(name) for name in names)
    except ValueError:
        known = ", ".join(level.value for level in BotLevel)
        raise ValueError(f"{text!r}: each bot level must be one of {known}") from None
    if len(levels) == 1:
        return levels * players
    if len(levels) != players:
        raise ValueError(
            f"{text!r} names {len(levels)} levels for {players} seats: give one, or one per seat"
        )
    return levels


def simulate(
    game: AnyGame,
    players: int,
    games: int,
    seed: int,
    options: Any = None,
    levels: tuple[BotLevel, ...] = (),
    budget: Any = None,
) -> Report:
    levels = levels or (BotLevel.RANDOM,) * players
    report = Report(game.name, players, games, seed)
    report.seats = [SeatStats(level) for level in levels]
    seeds = random.Random(seed)
    start = time.perf_counter()
    for _ in range(games):
        session = play_one(game, players, seeds.getrandbits(63), options, levels=levels, budget=budget)
        report.actions += len(session.actions)
        report.action_counts.update(a.kind for a in session.actions)
        report.events.update(game.statistics(session.state))
        for name, (offered, accepted) in game.offers(session.state, session.actions).items():
            counts = report.offers.setdefault(name, [0, 0])
            counts[0] += offered
            counts[1] += accepted
        standings = game.standings(session.state)
        winners = sum(s.won for s in standings)
        for standing in standings:
            seat = report.seats[standing.seat]
            seat.games += 1
            seat.wins += standing.won / winners if winners else 0.0
            seat.score_total += standing.score
            stats = report.groups.setdefault(standing.group, GroupStats())
            stats.seats += 1
            stats.wins += standing.won
            stats.score_total += standing.score
    report.seconds = time.perf_counter() - start
    return report
