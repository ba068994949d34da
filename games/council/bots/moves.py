"""What a Strong Galactic Council bot's search compares, and how it judges where a playout stopped.

Candidates are the Basic move plus the few alternatives that matter: in a vote, every outcome it could
back with all it has (the best few when an election offers many) and abstaining; in a window, passing
and the most promising card plays (riders among them); the answers to a transaction. Where there is only
one candidate (most windows: the seat holds nothing worth playing; a tie, a follow-up choice) the bot plays
Basic's move at once.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from games.core.actions import Action
from games.core.errors import IllegalAction
from games.council.actions import Abstain, AnswerDeal, CastVotes, Pass
from games.council.bots.basic import WINDOWS, agenda_card, decide, play_worth
from games.council.bots.worth import COMPANION_LEFT, RIDER_VP, share, sharpness, worth
from games.council.options import Mode
from games.council.state import CouncilState

if TYPE_CHECKING:
    from games.council.view import CouncilView, VotePrompt

MAX_OUTCOMES = 4  # outcomes of an election compared by search (the ones worth most to the seat)
MAX_PLAYS = 2  # card plays compared with passing and Basic's move
PLAY_FLOOR = 0.0  # a card play worth less than this (by Basic's reckoning) is not searched
PI = "predictive-intelligence"
WIN_SHARE = 0.75  # a finished game: winning (shared 1/k), plus the rest by the final margin
TG_VP = 0.03  # trade goods break ties between equal victory points, a little
# An Imperial Rider still in hand is a point the seat may yet win: a playout that ends when its agenda
# resolves would otherwise count a kept rider as nothing, and play it on the first agenda it sees. Its
# worth in hand is what playing it has paid: the Basic bot's Imperial Riders won their point in 72 of
# 196 plays (37 %, 480 games against five Random bots; Random's own: 18 %).
RIDER_PAYS = 0.37
HELD = {card: vp * RIDER_PAYS for card, vp in RIDER_VP.items()}


def search_moves(view: CouncilView, rng: random.Random) -> list[Action]:
    seat = view.seat
    assert seat is not None  # a bot plays for its own seat
    basic = decide(view, rng)
    moves: list[Action] = [basic]

    def add(move: Action | None) -> None:
        if move is not None and move not in moves:
            moves.append(move)

    kind = view.frame
    if kind == "vote":
        p = view.vote_prompt()
        for outcome in _outcomes(view, seat, p):
            add(full_vote(seat, p, outcome))
        if p.forced is None:
            add(Abstain(seat))
    elif kind in WINDOWS:
        add(Pass(seat, False))
        for play in _plays(view, seat):
            add(play)
    elif kind == "transaction":
        add(AnswerDeal(seat, False))
        if view.transaction_prompt().can_accept:
            add(AnswerDeal(seat, True))
    # Elsewhere (a tie the speaker breaks for its own best outcome, a follow-up choice, table instructions)
    # the candidates differ little or not at all in what playouts can see: Basic's move, at once.
    return moves


def _outcomes(view: CouncilView, seat: int, p: VotePrompt) -> list[str]:
    if p.forced is not None:
        return [p.forced]
    outcomes = list(p.outcomes)
    if len(outcomes) <= MAX_OUTCOMES:
        return outcomes
    card = agenda_card(view.agenda)
    ranked = sorted(outcomes, key=lambda o: -worth(view, seat, card, o))
    return ranked[:MAX_OUTCOMES]


def full_vote(seat: int, p: VotePrompt, outcome: str) -> Action | None:
    """Every vote the seat can put behind `outcome` now: all its planets, and the extras."""
    preview = p.preview
    planets = tuple(name for name, votes in p.planets if votes > 0 or p.qanoj)
    if not planets and not p.rep_gov:
        planets = tuple(name for name, _ in p.planets[:1])
    extras = (PI,) if p.predictive else ()
    tg = max(preview.executive_tg, preview.gila_tg if preview.gila_access else 0)
    odlynn = 6 if p.odlynn else 0
    for shape in ((planets, extras, tg, odlynn), (planets, (), 0, odlynn), (planets, (), 0, 0)):
        try:
            preview.cast(outcome, *shape)
        except (IllegalAction, ValueError):
            continue
        return CastVotes(seat, outcome, *shape)
    return None


def _plays(view: CouncilView, seat: int) -> list[Action]:
    """The most promising card plays of the window: best version of each card, best cards first."""
    best: dict[str, tuple[float, Any]] = {}
    for play in view.plays:
        value = play_worth(view, seat, play)
        if value > PLAY_FLOOR and value > best.get(play[1], (-math.inf, None))[0]:
            best[play[1]] = (value, play)
    ranked = sorted(best.values(), key=lambda vp: -vp[0])[:MAX_PLAYS]
    out: list[Action] = []
    for _, play in ranked:
        out.append(play.action(seat))
    return out


def evaluate(state: CouncilState, seat: int) -> float:
    """0 to 1: a finished game by who won; an unfinished one by the seat's share of the win, read from
    every seat's victory points (trade goods break ties) the way worth.py reads them: the fewer agendas
    still to come, the more a point decides. Every rival counts, not only the leader: in a six-seat game
    a point shared among the laggards matters less than the same point to the one ahead."""
    # Cards kept count while an agenda is still to be played on (the one revealed now included).
    points = [p.vp + TG_VP * p.tg + (0.0 if state.over else _held(p.hand)) for p in state.players]
    chance = share(points, seat, sharpness(_agendas_left(state)))
    if not state.over:
        return chance
    won = 1.0 / len(state.winners) if seat in state.winners else 0.0
    return WIN_SHARE * won + (1 - WIN_SHARE) * chance


def _held(hand: list[str]) -> float:
    """What the cards in a hand may still win, in victory points."""
    return sum(HELD.get(card, 0.0) for card in hand)


def _agendas_left(state: CouncilState) -> int:
    options = state.options
    if options.mode is not Mode.STANDALONE:
        return COMPANION_LEFT
    return max(0, 2 * (options.max_rounds - state.round) + 2 - state.agenda_no)


def playout_end(state: CouncilState) -> Callable[[CouncilState], bool]:
    """A playout has shown what a decision was about once the agenda open now (or the first one to come)
    has been resolved: the next one is revealed, or the phase is over."""
    start = (state.round, max(1, state.agenda_no))
    return lambda now: (now.round, now.agenda_no) > start
