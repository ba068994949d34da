"""What a Strong Legislation bot's search compares, and how it judges where a playout stopped.

Candidates are the Basic move plus the few alternatives that matter: every vote, every bill it could
propose, the best ways to place On Deck, a smaller or larger discard, a swap or none, confirming or
dropping a deal. Deals are opened as Basic opens them (their space is too large to search).
"""

from __future__ import annotations

import math
import random

from games.core.actions import Action
from games.legislation.actions import (
    CastVote,
    Choice,
    ConfirmDeal,
    Discard,
    Draw,
    DropDeal,
    EndTurn,
    PlaceOnDeck,
    Propose,
    Swap,
    Terms,
)
from games.legislation.bots.basic import best_place_sets, choose_swap, decide
from games.legislation.bots.outlook import Outlook, worths
from games.legislation.state import DISCARD, DRAW, OVER, PLEDGE, VOTE, LegislationState
from games.legislation.views import LegislationView

PLACE_SETS = 4
MARGIN_SCALE = 3.0  # points of lead that make a game look about three-quarters won
WIN_SHARE = 0.7  # a finished game's value: winning (shared 1/k), plus the rest by the final margin


def search_moves(view: LegislationView, rng: random.Random) -> list[Action]:
    me = view.seat
    basic = decide(view, rng)
    moves: list[Action] = [basic]

    def add(move: Action) -> None:
        if move not in moves:
            moves.append(move)

    phase = view.phase
    if view.floor is not None and phase is VOTE:
        for choice in (Choice.YAY, Choice.NAY, Choice.ABSTAIN):
            add(CastVote(me, choice))
        return moves
    look = Outlook(view)
    if phase is DISCARD and isinstance(basic, Discard):
        ranked = sorted(view.hand, key=lambda b: (look.expected(b), b))
        kept = [b for b in ranked if b not in basic.bills]
        thrown = list(basic.bills)
        if thrown:
            add(Discard(me, tuple(b for b in thrown if b != max(thrown, key=look.expected))))
            add(Discard(me, ()))
        if kept:
            add(Discard(me, (*thrown, kept[0])))
        return moves
    if (
        phase is DRAW
        and isinstance(basic, Draw)
        and basic.from_piles
        and view.table.deck_count >= view.must_draw
    ):
        add(Draw(me, (), view.must_draw))
        return moves
    if view.swap_open and view.hand:
        swap = choose_swap(look)
        if isinstance(basic, Swap):  # the alternative: not swapping, i.e. what Basic does next
            moves.append(_without_swap(view, rng))
        elif swap is None and view.table.deck_count:
            worst = min(view.hand, key=lambda b: (look.expected(b), b))
            add(Swap(me, worst, None, None))
        return moves
    if view.must_place:
        for bills in best_place_sets(look, view.must_place, PLACE_SETS):
            add(PlaceOnDeck(me, bills))
        return moves
    if phase is VOTE:
        for bill in view.table.on_deck[me]:
            add(Propose(me, bill))
        return moves
    if phase is PLEDGE and view.open_deal is not None and me not in view.open_deal.agreed:
        add(ConfirmDeal(me))
        add(DropDeal(me))
    elif phase is PLEDGE and isinstance(basic, Terms) and view.open_deal is None:
        add(EndTurn(me))
    return moves


def _without_swap(view: LegislationView, rng: random.Random) -> Action:
    from dataclasses import replace

    return decide(replace(view, swap_open=False), rng)


def evaluate(state: LegislationState, seat: int) -> float:
    """0 to 1: a finished game by who won; an unfinished one by the lead the seat can expect, counting
    each bill still in play as passing when more seats lean Yay than Nay."""
    scores = list(state.scores)
    n = state.seats
    if state.phase is not OVER:
        worth = worths(state.representatives)
        points = state.points
        for holder in range(n):
            for bill in (*state.hands[holder], *state.on_deck[holder]):
                lean = sum(
                    1 if worth[s][bill] > 0.3 else -1 if worth[s][bill] < -0.3 else 0 for s in range(n)
                )
                if lean > 0:
                    for s in range(n):
                        scores[s] += 0.8 * points[s][bill]
    best_rival = max(scores[s] for s in range(n) if s != seat)
    margin = scores[seat] - best_rival
    closeness = 1.0 / (1.0 + math.exp(-margin / MARGIN_SCALE))
    if state.phase is not OVER:
        return closeness
    top = max(state.scores)
    winners = sum(1 for s in state.scores if s == top)
    won = 1.0 / winners if state.scores[seat] == top else 0.0
    return WIN_SHARE * won + (1 - WIN_SHARE) * closeness
