"""Sessions stopped where seat 0 (the one human) faces each kind of decision: screens to test and shoot."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from typing import Any

from desktop.demo import DEMO_SEATS
from games.core.bots import RandomBot
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.registry import GAMES, game_class, load_game


def seat_range(game_name: str) -> range:
    """The numbers of seats the game is played with."""
    cls = game_class(game_name)
    return range(cls.min_seats, cls.max_seats + 1)


def seats_within(game_name: str, players: int) -> int:
    """`players` brought within the seats the game is played with."""
    seats = seat_range(game_name)
    return min(max(players, seats[0]), seats[-1])


# The shared screen tests iterate these, so a new game is tested by them as soon as it exists.
EVERY_SEAT_COUNT = tuple((name, n) for name in GAMES for n in seat_range(name))
"""(game, players) for every game of the registry and every number of seats it is played with."""
FEWEST_AND_MOST = tuple((name, n) for name in GAMES for n in (min(seat_range(name)), max(seat_range(name))))
"""(game, players) for every game of the registry with the fewest and the most seats it takes."""


def _config(game_name: str, players: int, seed: int, humans: int = 1) -> SessionConfig:
    game = load_game(game_name)
    seats = tuple(
        Seat(name, colour, SeatKind.HUMAN if i < humans else SeatKind.BOT)
        for i, (name, colour) in enumerate(DEMO_SEATS[:players])
    )
    return SessionConfig(game_name, seats, game.default_options(), seed)


def decision_kind(game_name: str, session: Session) -> str | None:
    """The kind of decision seat 0 faces now (None when it is not seat 0's turn)."""
    if 0 not in session.to_act():
        return None
    view = session.view(0)
    if game_name == "starward":
        return None if view.prompt is None else str(view.prompt.kind.value)
    if game_name == "legislation":
        from desktop.legislation.turn import mode_of

        return str(mode_of(view).value)
    prompt = view.prompt
    if prompt is None:
        return None
    kind = prompt.kind
    if kind not in ("vote", "speaker_decides", "choose", "transaction", "table_instructions"):
        kind = "window+plays" if view.has_plays else "window"
    return kind


@cache
def stops(
    game_name: str,
    players: int,
    seed: int = 7,
    limit: int = 2500,
    kind_of: Callable[[str, Session], str | None] = decision_kind,
) -> tuple[tuple[str, int], ...]:
    """(decision kind, number of moves played) for the first time seat 0 faces each kind (as `kind_of`
    names them) in the seeded bot game."""
    game = load_game(game_name)
    session = Session(game, _config(game_name, players, seed))
    bots = [RandomBot(game, seed * 31 + s) for s in range(players)]
    seen: dict[str, int] = {}
    for _ in range(limit):
        if session.is_over():
            break
        kind = kind_of(game_name, session)
        if kind is not None and kind not in seen:
            seen[kind] = len(session)
        seat = session.to_act()[0]
        session.apply(bots[seat].act(session.view(seat)))
    return tuple(seen.items())


# Kinds of decision random bots rarely lead seat 0 into at seed 7 (Research, an attack...): `decisions`
# searches further seeded games for them.
RARE_KINDS: dict[str, tuple[str, ...]] = {
    "starward": ("research", "attack", "trade", "produce", "colonize", "keep"),
}
STARWARD_RARE = RARE_KINDS["starward"]


@cache
def decisions(game_name: str, players: int, most_seeds: int = 80) -> tuple[tuple[str, int, int], ...]:
    """(decision kind, seed, moves) for every kind seat 0 meets in the seeded game of `stops`, and for
    each of the game's RARE_KINDS it never met there, the first seeded game (seeds 1, 2, ...) that has it."""
    found = {kind: (7, moves) for kind, moves in stops(game_name, players)}
    rare = RARE_KINDS.get(game_name, ())
    for seed in range(1, most_seeds):
        if all(kind in found for kind in rare):
            break
        for kind, moves in stops(game_name, players, seed=seed):
            found.setdefault(kind, (seed, moves))
    return tuple((kind, seed, moves) for kind, (seed, moves) in found.items())


def starward_decisions(players: int) -> tuple[tuple[str, int, int], ...]:
    return decisions("starward", players)


@cache
def targeting_moves(players: int, want: str, seed: int = 7) -> tuple[int, str, str]:
    """(moves, verb, card): the first time, in the seeded Galactic Council game of `stops`, that seat 0
    holds a card with several targets, some of them `want` ("seats" or "outcomes") on the table."""
    from desktop.council.table_targets import table_targets
    from desktop.council.window_panel import play_groups

    game = load_game("council")
    session = Session(game, _config("council", players, seed))
    bots = [RandomBot(game, seed * 31 + s) for s in range(players)]
    for _ in range(3000):
        if 0 in session.to_act():
            for (verb, card), options in play_groups(session.view(0).plays).items():
                if len(options) > 1 and getattr(table_targets(options), want):
                    return len(session), verb, card
        seat = session.to_act()[0]
        session.apply(bots[seat].act(session.view(seat)))
    raise AssertionError(f"seat 0 never held a card aimed at {want}")


def first_moment(
    game_name: str, players: int, want: Callable[[Any], bool], seeds: Iterable[int], limit: int
) -> tuple[int, Session] | None:
    """(seed, session): the first of the seeded bot games of `stops` (one per seed of `seeds`) stopped
    where seat 0 is to act and `want(its view)` holds within `limit` moves; None if none is."""
    game = load_game(game_name)
    for seed in seeds:
        session = Session(game, _config(game_name, players, seed))
        bots = [RandomBot(game, seed * 31 + s) for s in range(players)]
        for _ in range(limit):
            if session.is_over():
                break
            seat = session.to_act()[0]
            view = session.view(seat)
            if seat == 0 and want(view):
                return seed, session
            session.apply(bots[seat].act(view))
    return None


@cache
def council_prompt(players: int, prompt: str, most_seeds: int = 80, limit: int = 800) -> tuple[int, int]:
    """(seed, moves): the first seeded Galactic Council game (seeds 7, 1, 2, ...) in which seat 0 is asked
    a card's question `prompt` ("recombination": comply or refuse) within `limit` moves."""
    found = first_moment(
        "council",
        players,
        lambda view: getattr(view.prompt, "prompt", None) == prompt,
        (7, *range(1, most_seeds)),
        limit,
    )
    if found is None:
        raise AssertionError(f"no seeded {players}-seat game asks seat 0 {prompt!r}")
    seed, session = found
    return seed, len(session)


@cache
def first_resolution(players: int, seed: int = 7) -> int:
    """The number of moves after which the seeded Galactic Council game resolves its first agenda."""
    game = load_game("council")
    session = Session(game, _config("council", players, seed))
    bots = [RandomBot(game, seed * 31 + s) for s in range(players)]
    while not session.is_over():
        seat = session.to_act()[0]
        session.apply(bots[seat].act(session.view(seat)))
        if session.entries[-1].for_viewer(None).get("resolved_outcome"):
            return len(session)
    raise AssertionError("the seeded game resolved no agenda")


def session_at(game_name: str, players: int, moves: int, seed: int = 7, humans: int = 1) -> Session:
    """The seeded bot game of `stops`, replayed to `moves` moves."""
    game = load_game(game_name)
    config = _config(game_name, players, seed, humans)
    session = Session(game, config)
    bots = [RandomBot(game, seed * 31 + s) for s in range(players)]
    while len(session) < moves:
        seat = session.to_act()[0]
        session.apply(bots[seat].act(session.view(seat)))
    return session


def finished(game_name: str, players: int, seed: int = 7) -> Any:
    game = load_game(game_name)
    session = Session(game, _config(game_name, players, seed, humans=0))
    bots = [RandomBot(game, seed * 31 + s) for s in range(players)]
    while not session.is_over():
        seat = session.to_act()[0]
        session.apply(bots[seat].act(session.view(seat)))
    return session
