"""A mid-game demo table made by seeded bot play: one human seat (the viewer) and bots around it."""

from __future__ import annotations

from games.core.bots import RandomBot
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.registry import load_game

DEMO_SEATS = (
    ("Alice", "#e6194b"),
    ("Bob", "#3cb44b"),
    ("Carol", "#ffe119"),
    ("Dave", "#4363d8"),
    ("Erin", "#f58231"),
    ("Frank", "#911eb4"),
    ("Grace", "#42d4f4"),
    ("Heidi", "#f032e6"),
)
DEMO_PLAYERS = 5  # the default table: enough seats to fill the ring, few enough to read every panel


def demo_session(game_name: str, *, seed: int = 7, players: int = DEMO_PLAYERS, moves: int = 140) -> Session:
    """Play `moves` bot moves (more if needed) until the human seat 0 must act in the middle of the game."""
    if not 3 <= players <= len(DEMO_SEATS):
        raise ValueError(f"a demo table has 3 to {len(DEMO_SEATS)} seats, not {players}")
    game = load_game(game_name)
    seats = tuple(
        Seat(name, colour, SeatKind.HUMAN if i == 0 else SeatKind.BOT)
        for i, (name, colour) in enumerate(DEMO_SEATS[:players])
    )
    session = Session(game, SessionConfig(game_name, seats, game.default_options(), seed))
    bots = [RandomBot(game, seed * 31 + s) for s in range(players)]
    played = 0
    while not session.is_over():
        waiting = session.to_act()
        if played >= moves and 0 in waiting and _interesting(game_name, session):
            break
        seat = waiting[0]
        session.apply(bots[seat].act(session.view(seat)))
        played += 1
        if played > moves * 10:
            break
    return session


def _interesting(game_name: str, session: Session) -> bool:
    """Stop where the screen has most to show: Legislation's vote on a bill, or any council decision."""
    if game_name == "legislation":
        view = session.view(0)
        return view.floor is not None
    prompt = session.view(0).get("prompt")
    return prompt is not None and prompt["kind"] == "vote"
