"""The random bot: a move drawn from its seat's listing (`LegislationView.legal`), by kind at the
rates that touch every kind of move (the spaces' `draw` keeps discards, draws and deal terms small).

It swaps now and then, makes deals with bills going either way and tokens of both kinds,
sometimes drops or cancels a deal, and votes at random (mostly as its tokens say, so that
betrayals happen but do not bench everyone).
"""

from __future__ import annotations

import random

from games.core.actions import Action
from games.core.legal import Legal, Listing, pick
from games.legislation.actions import Choice, Swap, Terms, Token
from games.legislation.state import DISCARD, DRAW, PLEDGE, VOTE
from games.legislation.views import LegislationView

SWAP = 0.08  # chance to open a turn with a swap
KEEP_WORD = 0.8  # chance to vote as one's token says
DEAL = 0.25  # chance to open a first deal in a Pledge turn (less for each further deal)
DROP = 0.06  # chance to drop an open deal, or to cancel a made one
TOKEN_VOTE = {Token.PLEDGE: 0, Token.ANTI_PLEDGE: 1}  # the listed votes are Yay, Nay, Abstain
assert tuple(Choice)[:2] == (Choice.YAY, Choice.NAY)


def random_action(view: LegislationView, rng: random.Random) -> Action:
    seat = view.seat
    if seat is None:
        raise ValueError("the shared screen cannot act")
    legal = view._legal  # (what `view.legal` answers, read without a call: asked on every move)
    assert legal is not None
    phase = view.phase
    if view.floor is not None and phase is VOTE:
        return _vote(view, legal.part("moves"), seat, rng)
    if phase is DISCARD or phase is DRAW:
        move = pick(legal.part("moves"), rng)
        if move is None:
            raise ValueError(f"seat {seat} has nothing to do in {phase}")
        return move
    if view.swap_open and view.hand and rng.random() < SWAP:
        swap = _swap(legal.part("swaps"), rng)
        if swap is not None:
            return swap
    if phase is PLEDGE:
        return _pledge(view, legal, rng)
    move = pick(legal.part("moves"), rng)  # place bills On Deck, or propose one
    if move is None:
        raise ValueError(f"seat {seat} has nothing to do in {phase}")
    return move


def _vote(view: LegislationView, votes: tuple[Legal, ...], seat: int, rng: random.Random) -> Action:
    floor = view.floor
    for bill, holder, token in view.table.tokens:
        if bill == floor and holder == seat:
            if rng.random() < KEEP_WORD:
                vote = votes[TOKEN_VOTE[token]]
                break
            vote = votes[int(rng.random() * len(votes))]
            break
    else:
        vote = votes[int(rng.random() * len(votes))]
    assert isinstance(vote, Action)  # votes are plain moves
    return vote


def _swap(swaps: tuple[Legal, ...], rng: random.Random) -> Action | None:
    """A bill of the hand, each as likely; then the deck's top card half the time, else a bill from a
    pile drawn first, each pile as likely (the listing holds each bill of the hand with every take)."""
    if not swaps:
        return None
    first = swaps[int(rng.random() * len(swaps))]
    assert isinstance(first, Swap)
    mine = [s for s in swaps if isinstance(s, Swap) and s.discard == first.discard]
    deck = mine[0] if mine[0].pile is None else None
    piles = [s for s in mine if s.pile is not None]
    if deck is not None and (not piles or rng.random() < 0.5):
        return deck
    owners = sorted({s.pile for s in piles if s.pile is not None})
    owner = owners[int(rng.random() * len(owners))]
    return rng.choice([s for s in piles if s.pile == owner])


def _pledge(view: LegislationView, legal: Listing, rng: random.Random) -> Action:
    answers = legal.part("answers")  # end the turn; or confirm the open deal, then drop it
    r = rng.random()
    deal = view.open_deal
    if deal is None:  # the active player, between deals
        if r < DROP and (cancel := pick(legal.part("cancels"), rng)) is not None:
            return cancel
        if r < DEAL / (1 + len(view.table.deals)) and (terms := pick(legal.part("terms"), rng)) is not None:
            return terms
        answer = answers[0]
    elif r < DROP:
        answer = answers[-1]
    else:
        # The partner adds its own part nearly half the time; the active player rarely changes its mind.
        partner_to_answer = view.seat == deal.parties[1] and not deal.give[1] and not deal.tokens[1]
        if r < (0.4 if partner_to_answer else 0.08) and (terms := pick(legal.part("terms"), rng)) is not None:
            return terms
        answer = answers[0]
    assert isinstance(answer, Action)  # answers are plain moves
    return answer


def random_terms(
    view: LegislationView, seat: int, rng: random.Random
) -> tuple[tuple[int, ...], tuple[tuple[int, Token], ...]]:
    """A random part of a deal for `seat`, as the random bot offers it: maybe a bill or two to give,
    maybe a token or two to take (nothing if the seat may offer no terms now)."""
    terms = pick(view.legal.part("terms"), rng)
    if not isinstance(terms, Terms):
        return (), ()
    return terms.give, terms.tokens
