"""A mid-game demo table made by seeded bot play: one human seat (the viewer) and bots around it.

Where to stop is the game's to say (its catalogue entry's `demo_moment`); `demo_seats` imports no Qt,
so `python -m desktop` can check the flags before any window opens.
"""

from __future__ import annotations

from collections.abc import Callable

from desktop.seat_colours import SEAT_COLOURS
from games.core.bots import RandomBot
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.registry import game_class

DEMO_SEATS = tuple(
    zip(("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi"), SEAT_COLOURS, strict=True)
)
DEMO_PLAYERS = 5  # the default table: enough seats to fill the ring, few enough to read every panel


def demo_seats(game_name: str) -> tuple[int, int]:
    """How many seats a demo of the game may have: the game's own range (up to our eight names)."""
    rules = game_class(game_name)
    return rules.min_seats, min(rules.max_seats, len(DEMO_SEATS))


def demo_session(
    game_name: str,
    *,
    seed: int = 7,
    players: int = DEMO_PLAYERS,
    moves: int = 140,
    interesting: Callable[[Session], bool] | None = None,
) -> Session:
    """Play `moves` bot moves (more if needed) until the human seat 0 must act in the middle of the game
    at a moment `interesting` likes (default: the game's catalogue entry says)."""
    if interesting is None:
        from desktop.game_catalogue import entry

        interesting = entry(game_name).demo_moment
    least, most = demo_seats(game_name)
    if not least <= players <= most:
        raise ValueError(f"a {game_name} table has {least} to {most} seats, not {players}")
    game = game_class(game_name)()
    seats = tuple(
        Seat(name, colour, SeatKind.HUMAN if i == 0 else SeatKind.BOT)
        for i, (name, colour) in enumerate(DEMO_SEATS[:players])
    )
    session = Session(game, SessionConfig(game_name, seats, game.default_options(), seed))
    bots = [RandomBot(game, seed * 31 + s) for s in range(players)]
    played = 0
    while not session.is_over():
        waiting = session.to_act()
        if played >= moves and 0 in waiting and interesting(session):
            break
        seat = waiting[0]
        session.apply(bots[seat].act(session.view(seat)))
        played += 1
        if played > moves * 10:
            break
    return session
