"""The Basic Legislation bot: readable rules of thumb, decided from its seat's view alone.

- Every bill is worth its points to the bot minus a share of what it gives the rivals, times its
  chance to pass (outlook.py).
- Discard round: throw away bills worth less than a blind draw; Draw round: take the best bills
  from the other piles when they beat a blind draw, the rest from the deck.
- On Deck: put up the bills it most wants voted; keep the poor ones in hand to swap away.
- Swap: trade its worst hand bill for a clearly better one from a pile or the deck.
- Propose the On Deck bill with the best expected worth (a bill it hates, when it will fail).
- Vote by interest; with a token, keep its word unless breaking it swings more than the skipped
  Pledge turn (and the lost trust) costs.
- Deals (negotiation.py): offer free promises the partner values, answer with the most useful
  promise it can afford, confirm by worth, refuse anyone who betrayed it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations

from games.core.actions import Action
from games.legislation.actions import (
    CastVote,
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
from games.legislation.bots.negotiation import (
    WORTH_OPENING,
    approachable,
    best_offer,
    deal_worth,
    free_tokens,
    open_parts,
    reciprocal,
    token_worth,
)
from games.legislation.bots.outlook import CHOICE_OF, TOKEN_VOTE, Outlook
from games.legislation.state import DISCARD, DRAW, PLEDGE, VOTE
from games.legislation.views import LegislationView

SKIP_COST = 0.8  # what sitting out a Pledge round costs, in points
TRUST_COST = 0.4  # what a betrayal on the public record costs in later deals
SWAP_GAIN = 0.4  # a swap must gain at least this much expected worth
DISCARD_MARGIN = 0.1  # discard a bill worth this much less than a blind draw


class BasicLegislationBot:
    """Rule-based; `rng` only breaks exact ties, so a seed repeats its play exactly."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, view: LegislationView) -> Action:
        return decide(view, self.rng)


class PlayoutLegislationBot(BasicLegislationBot):
    """Basic, but it never opens a deal (it still answers one): the policy of a Strong bot's playouts.

    Weighing every deal it could open is a large share of Basic's thinking and buys a playout little
    (a few votes change), so leaving it out lets the search play more playouts in its time."""

    def act(self, view: LegislationView) -> Action:
        return decide(view, self.rng, opens_deals=False)


def decide(view: LegislationView, rng: random.Random | None = None, opens_deals: bool = True) -> Action:
    seat = view.seat
    if seat is None:
        raise ValueError("the shared screen cannot act")
    look = Outlook(view)
    phase = view.phase
    if view.floor is not None and phase is VOTE:
        return vote(look)
    if phase is DISCARD:
        return discard(look)
    if phase is DRAW:
        return draw(look)
    if view.swap_open and view.hand:
        swap = choose_swap(look)
        if swap is not None:
            return swap
    if view.must_place:
        return place(look)
    if phase is VOTE:
        return propose(look)
    if phase is PLEDGE:
        if not opens_deals and view.open_deal is None:
            return EndTurn(seat)
        return pledge(look)
    raise ValueError(f"seat {seat} has nothing to do in {phase}")


# --- voting ------------------------------------------------------------------------------------
def vote_values(look: Outlook) -> dict[int, float]:
    """Each vote (+1/0/-1) on the bill on the floor, valued: expected worth minus what breaking a
    token would cost."""
    view, me = look.view, look.me
    bill = view.floor
    assert bill is not None  # asked only while a bill is on the floor
    token = look.tokens.get(bill, {}).get(me)
    worth = look.mine(bill)
    values = {}
    for vote in (1, 0, -1):
        value = look.pass_chance(bill, {me: vote}) * worth
        if token is not None and vote != TOKEN_VOTE[token]:
            # Betraying twice in one Vote round costs the Pledge turn only once.
            skip = SKIP_COST if look.pledge_rounds_left() and me not in view.table.owes_skip else 0.0
            value -= skip + TRUST_COST
        values[vote] = value
    return values


def vote(look: Outlook) -> Action:
    values = vote_values(look)
    bill = look.view.floor
    assert bill is not None  # asked only while a bill is on the floor
    preferred, interest = look.intended(bill), look.my_vote(bill)
    best = max(values, key=lambda v: (round(values[v], 9), v == preferred, v == interest))
    return CastVote(look.me, CHOICE_OF[best])


def propose(look: Outlook) -> Action:
    on_deck = look.view.table.on_deck[look.me]
    return Propose(look.me, max(on_deck, key=lambda b: (look.expected(b), -b)))


# --- cards ---------------------------------------------------------------------------------------
def discard(look: Outlook) -> Action:
    blind = look.draw_value()
    return Discard(look.me, tuple(b for b in look.view.hand if look.expected(b) < blind - DISCARD_MARGIN))


def draw(look: Outlook) -> Action:
    return draw_by(look, look.expected, look.draw_value())


def draw_by(look: Outlook, value: Callable[[int], float], blind: float) -> Action:
    """Take the other piles' bills that beat a blind draw by `value`; the deck gives the rest."""
    view, me = look.view, look.me
    need = view.must_draw
    offered = sorted(
        (
            (value(b), owner, b)
            for owner, pile in enumerate(view.table.piles)
            if owner != me
            for b in pile
        ),
        reverse=True,
    )
    picks = [(owner, b) for worth, owner, b in offered[:need] if worth > blind]
    deck = view.table.deck_count
    short = need - len(picks) - deck  # the deck cannot cover the rest: take the next best from piles
    if short > 0:
        rest = [(owner, b) for _, owner, b in offered if (owner, b) not in picks]
        picks += rest[:short]
    return Draw(me, tuple(picks), need - len(picks))


def place(look: Outlook) -> Action:
    view = look.view
    ranked = sorted(view.hand, key=lambda b: (look.expected(b), -b), reverse=True)
    return PlaceOnDeck(look.me, tuple(ranked[: view.must_place]))


def choose_swap(look: Outlook) -> Action | None:
    view, me = look.view, look.me
    worst = min(view.hand, key=lambda b: (look.expected(b), b))
    low = look.expected(worst)
    best, source = None, None
    if view.table.deck_count:
        best = look.draw_value()
    for owner, pile in enumerate(view.table.piles):
        if owner == me:
            continue
        for b in pile:
            value = look.expected(b)
            if best is None or value > best:
                best, source = value, (owner, b)
    if best is None or best - low < SWAP_GAIN:
        return None
    if source is None:
        return Swap(me, worst, None, None)
    return Swap(me, worst, source[0], source[1])


# --- the Pledge turn -------------------------------------------------------------------------------
def pledge(look: Outlook) -> Action:
    view, me = look.view, look.me
    deal = view.open_deal
    if deal is None:  # the active player, between deals
        return open_deal(look)
    parts = open_parts(deal)
    worth = deal_worth(look, me, deal.parties, parts)
    other = deal.parties[0] if deal.parties[1] == me else deal.parties[1]
    if other in look.betrayed_me:
        return DropDeal(me)
    mine_at = deal.parties.index(me)
    my_give, my_tokens = parts[mine_at]
    if me == deal.parties[1] and not my_give and not my_tokens:
        # First answer to an offer: add the promise of ours the other side values most, if we can afford it.
        part = reciprocal(look, deal)
        if part is not None:
            return Terms(me, None, part[0], part[1])
    return ConfirmDeal(me) if worth >= 0 else DropDeal(me)


def open_deal(look: Outlook) -> Action:
    """Open the most promising deal: a free promise the partner values, from a partner whose own free
    promises this seat values; or end the turn."""
    me = look.me
    best, best_score = None, WORTH_OPENING
    for partner in approachable(look):
        part, for_them = best_offer(look, partner)
        if not part[1] and not part[0]:
            continue
        # What the partner could promise back at no cost to itself, as this seat values it.
        back = max(
            (token_worth(look, me, partner, bill, token) for bill, token in free_tokens(look, partner)),
            default=0.0,
        )
        score = min(for_them, back)
        if score > best_score:
            best, best_score = (partner, part), score
    if best is None:
        return EndTurn(me)
    partner, (give, tokens) = best
    return Terms(me, partner, give, tokens)


def best_place_sets(look: Outlook, k: int, limit: int) -> list[tuple[int, ...]]:
    """The `limit` best ways to put `k` hand bills On Deck (for the search's candidate moves)."""
    ranked = sorted(look.view.hand, key=lambda b: (look.expected(b), -b), reverse=True)
    pool = ranked[: k + 2]
    sets = sorted(combinations(pool, k), key=lambda c: -sum(look.expected(b) for b in c))
    return sets[:limit]
