"""The random bot: a move drawn from its seat's listing (`CouncilView.legal`), by kind at the rates
that exercise every window, card, vote shape and deal now and then without stalling the game."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from games.core.actions import Action
from games.core.legal import Legal, Listing, pick
from games.council.state import WINDOW_KINDS

if TYPE_CHECKING:
    from games.council.view import CouncilView

PLAY_CHANCE = 0.25  # in a window: use a card or ability open to the seat
DEAL_CHANCE = 0.042  # at any decision: offer a deal (as often as when a drawn deal could be empty)
SCORE_CHANCE = 0.002  # in a window: report a secret objective scored at the table (about 1 a session)
REST_CHANCE = 0.05  # passing: for the rest of the agenda
ABSTAIN_CHANCE = 0.15  # voting (unless bound to vote)
ACCEPT_CHANCE = 0.6  # answering a deal it can fulfil
WINDOWS = frozenset(k.value for k in WINDOW_KINDS)


def random_action(view: CouncilView, rng: random.Random) -> Action:
    if view.frame in WINDOWS:  # most decisions: play something now and then, else pass
        # The listing is made only when a deal or a report is drawn: a pass needs none, and a card use
        # is drawn from `view.plays` (the listing's "plays" in order, each not yet made into its move)
        # as `pick` draws, so that only the drawn one is made.
        chance = rng.random
        if chance() < PLAY_CHANCE and (plays := view.plays):
            seat = view.seat
            assert seat is not None  # a seat that may play
            return plays[int(chance() * len(plays))].action(seat)
        if chance() < DEAL_CHANCE and (deal := pick(view.legal.part("deals"), rng)) is not None:
            return deal
        if chance() < SCORE_CHANCE and (report := pick(view.legal.part("secrets"), rng)) is not None:
            return report
        passes = view.passes()  # a pass for now, and for the rest of the agenda when it may
        return passes[-1] if len(passes) > 1 and chance() < REST_CHANCE else passes[0]
    legal = view.legal
    if rng.random() < DEAL_CHANCE and (deal := pick(legal.part("deals"), rng)) is not None:
        return deal
    return _decide(legal, rng, view.seat)


def random_decision(view: CouncilView, rng: random.Random) -> Action:
    """A random answer to the decision on top that is not a window: a vote (or now and then an
    abstention), a tie broken, a deal answered, a choice made, an instruction confirmed."""
    return _decide(view.legal, rng, view.seat)


def _decide(legal: Listing, rng: random.Random, seat: int | None) -> Action:
    decision = legal.part("decision")
    first = decision[0]
    kind = first.kind if isinstance(first, Action) else first.action_type.kind
    if kind == "abstain" and len(decision) > 1:  # Abstain, then the votes: abstain now and then
        if rng.random() < ABSTAIN_CHANCE:
            return _plain(first)
        decision = decision[1:]
    elif kind == "answer_deal":  # refuse, then accept when it can be fulfilled
        return _plain(decision[-1] if rng.random() < ACCEPT_CHANCE else first)
    move = pick(decision, rng)  # a choice, a tie broken, an instruction confirmed, a vote it must cast
    assert move is not None, f"seat {seat} is asked to decide but the listing offers nothing"
    return move


def _plain(entry: Legal) -> Action:
    """A listed entry that is one move (passes and answers are never spaces)."""
    assert isinstance(entry, Action), entry
    return entry
