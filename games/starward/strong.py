"""The Strong Starward bot's parts for games/core/search.py: the moves a search compares and how a playout
that stops early is judged; the table a seat knows and tables sampled from it are games/starward/known.py's.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from games.core.actions import Action
from games.core.legal import ChoiceSpace
from games.starward.scoring import scores
from games.starward.state import StarwardState, restored

MAX_MOVES = 6  # candidates a search compares: Basic's move and the most different others
SAMPLES = 12  # members drawn from a space of many parts (boosts, discards, slots...) to pick others from
ROUNDS = 2  # a playout runs until this many more rounds have begun (or the game ends)
WIN_SHARE = 0.7  # a finished game: winning (shared 1/k), the rest by the margin, as a stopped one
SPREAD = 4.0  # influence by which a lead over the best rival makes a stopped game about won


def search_moves(view: Any, rng: random.Random) -> list[Action]:
    """Basic's move first, then up to MAX_MOVES - 1 others of the seat's legal moves: every plain move (a
    role, follow or dissent, a planet, a technology, ending the actions), and from a space of many parts
    (cards to boost or discard, slots) a few sampled members. One candidate: Basic's move, at once."""
    from games.starward.bot import basic_action
    from games.starward.legal import legal_actions

    seat = view.seat
    basic = basic_action(view, rng)
    moves: list[Action] = [basic]
    state = restored(view.known)
    listing = legal_actions(state, seat)
    plain = [m for m in listing if not isinstance(m, ChoiceSpace)]
    spaces = [m for m in listing if isinstance(m, ChoiceSpace)]
    others = [m for m in plain if m != basic]
    rng.shuffle(others)
    for space in spaces:
        drawn = {space.sample(rng) for _ in range(SAMPLES)}
        others += sorted((m for m in drawn if m != basic and m not in others), key=repr)[:2]
    for move in others:
        if len(moves) >= MAX_MOVES:
            break
        if move not in moves:
            moves.append(move)
    return moves


def playout_end(state: StarwardState) -> Callable[[StarwardState], bool]:
    """A playout stops once ROUNDS more rounds have begun (a round: every seat leads a turn once)."""
    stop = state.turn_no + ROUNDS * state.seats
    return lambda now: now.turn_no > stop


def evaluate(state: StarwardState, seat: int) -> float:
    """0 to 1: the seat's lead (or gap) in influence over the best rival, squashed; a finished game adds
    who won. Influence is what wins: planets, technologies and tokens (scoring.py)."""
    totals = [s.total + 0.1 * s.tie_break for s in scores(state)]
    mine = totals[seat]
    best_rival = max(t for s, t in enumerate(totals) if s != seat)
    lead = (mine - best_rival) / SPREAD
    chance = 0.5 + 0.5 * lead / (1 + abs(lead))
    if not state.over:
        return chance
    from games.starward.scoring import winners

    won = winners(state)
    share = 1.0 / len(won) if seat in won else 0.0
    return WIN_SHARE * share + (1 - WIN_SHARE) * chance
