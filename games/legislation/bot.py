"""The random bot: a move drawn from its seat's listing (`LegislationView.legal`), by kind at the
rates that touch every kind of move (the spaces' `draw` keeps discards, draws and deal terms small).

It swaps now and then, makes deals with bills going either way and tokens of both kinds,
sometimes drops or cancels a deal, and votes at random (mostly as its tokens say, so that
betrayals happen but do not bench everyone).

Votes, proposals and the answers of a Pledge turn are the listing's shared moves (`VOTES`,
`PROPOSALS`, `END_TURNS`, `CONFIRMS`, `DROPS` of games/legislation/legal.py), played without making
the listing: over four fifths of all moves. Every other move is drawn from a part of the listing.
"""

from __future__ import annotations

import random

from games.core.actions import Action
from games.core.legal import Legal
from games.legislation.actions import Terms, Token
from games.legislation.legal import CONFIRMS, DROPS, END_TURNS, PROPOSALS, VOTES
from games.legislation.state import DISCARD, DRAW, PLEDGE, PROPOSE, VOTE
from games.legislation.views import LegislationView

SWAP = 0.08  # chance to open a turn with a swap
KEEP_WORD = 0.8  # chance to vote as one's token says
DEAL = 0.25  # chance to open a first deal in a Pledge turn (less for each further deal)
DROP = 0.06  # chance to drop an open deal, or to cancel a made one
TOKEN_VOTE = {Token.PLEDGE: 0, Token.ANTI_PLEDGE: 1}  # the listed votes are Yay, Nay, Abstain


def random_action(view: LegislationView, rng: random.Random) -> Action:
    seat = view.seat
    if seat is None:
        raise ValueError("the shared screen cannot act")
    phase = view.phase
    if view.floor is not None and phase is VOTE:  # a ballot: the listing is the seat's votes
        votes = VOTES[seat]
        floor = view.floor
        for bill, holder, token in view.table.tokens:
            if bill == floor and holder == seat:
                if rng.random() < KEEP_WORD:
                    return votes[TOKEN_VOTE[token]]
                break
        return votes[int(rng.random() * 3)]
    name = "moves"  # the Discard or Draw round, or placing bills On Deck: one space
    if phase is not DISCARD and phase is not DRAW:  # a turn, which may open with a swap
        if view.swap_open and view.hand and rng.random() < SWAP:
            name = "swaps"  # (the view's swap_open: the listing has them)
        elif phase is PLEDGE:
            return _pledge(view, seat, rng)
        elif phase is VOTE and view.step is PROPOSE:  # the listing: each bill On Deck, as one's proposal
            return PROPOSALS[seat][rng.choice(view.table.on_deck[seat])]
    return _drawn(view.legal.part(name), view, rng)


def _drawn(part: tuple[Legal, ...], view: LegislationView, rng: random.Random) -> Action:
    """A member of a part that is one space (the discard, draw, placing or swap space; the terms), drawn
    as the bot always drew it: no draw is spent on picking the only entry."""
    space = part[0] if len(part) == 1 else None
    if space is None or isinstance(space, Action):  # (the plain class: cheaper to ask than the ABC)
        raise ValueError(f"seat {view.seat} has no one choice to make in {view.phase}: {part}")
    return space.draw(rng)


def _pledge(view: LegislationView, seat: int, rng: random.Random) -> Action:
    """The listing's answers (end the turn; or confirm the open deal, then drop it) as shared moves;
    a deal's terms or a cancel drawn from their parts."""
    r = rng.random()
    deal = view.open_deal
    if deal is None:  # the active player, between deals
        if r < DROP and (cancels := view.legal.part("cancels")):
            cancel = rng.choice(cancels)
            assert isinstance(cancel, Action)  # cancels are plain moves
            return cancel
        if r < DEAL / (1 + len(view.table.deals)) and (terms := _terms(view, rng)) is not None:
            return terms
        return END_TURNS[seat]
    if r < DROP:
        return DROPS[seat]
    # The partner adds its own part nearly half the time; the active player rarely changes its mind.
    partner_to_answer = seat == deal.parties[1] and not deal.give[1] and not deal.tokens[1]
    if r < (0.4 if partner_to_answer else 0.08) and (terms := _terms(view, rng)) is not None:
        return terms
    return CONFIRMS[seat]


def _terms(view: LegislationView, rng: random.Random) -> Action | None:
    """Terms drawn from the listing's one `TermsSpace` (None if the seat may offer none)."""
    terms = view.legal.part("terms")
    return _drawn(terms, view, rng) if terms else None


def random_terms(
    view: LegislationView, seat: int, rng: random.Random
) -> tuple[tuple[int, ...], tuple[tuple[int, Token], ...]]:
    """A random part of a deal for `seat`, as the random bot offers it: maybe a bill or two to give,
    maybe a token or two to take (nothing if the seat may offer no terms now)."""
    terms = _terms(view, rng)
    if not isinstance(terms, Terms):
        return (), ()
    return terms.give, terms.tokens
