"""What a Strong Legislation bot's search compares, and how it judges where a playout stopped.

Candidates come from the game's own listing of legal moves (`legal_actions`, games/legislation/legal.py,
asked of a table sampled from the seat's view: the listing depends only on what the seat sees). Basic's
move comes first (ties go to it), then the alternatives a player would weigh: every vote, every bill it
could propose, confirming or dropping a deal, ending the Pledge turn; a smaller or larger discard, the
next-best ways to place On Deck, drawing blind; the best swaps or none. A space too large to list
(which bills to discard, place or draw) adds the best of a few members sampled from it, judged as Basic
judges bills. Deal terms are opened as Basic opens them: that space is far too large to search.
"""

from __future__ import annotations

import math
import random

from games.core.actions import Action
from games.core.legal import ChoiceSpace, is_listed
from games.legislation.actions import (
    CancelDeal,
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
from games.legislation.bots.basic import SKIP_COST, TRUST_COST, best_place_sets, decide
from games.legislation.bots.outlook import CHOICE_OF, TOKEN_VOTE, Outlook, worths
from games.legislation.legal import legal_actions
from games.legislation.state import DISCARD, OVER, LegislationState
from games.legislation.views import LegislationView

PLACE_SETS = 4
SWAPS = 2  # the best swaps (by Basic's judgement) searched beside not swapping
SAMPLES = 12  # members drawn from a space too large to list; the best of them is searched
LISTED = 4  # a space of at most this many members is searched whole
MAX_MOVES = 5  # candidates per decision: every one costs a playout in every sampled world
LARGE_GAIN = 2  # points of its own on a bill that a seat never votes against without a token
MARGIN_SCALE = 3.0  # points of lead that make a game look about three-quarters won
WIN_SHARE = 0.7  # a finished game's value: winning (shared 1/k), plus the rest by the final margin


def search_moves(view: LegislationView, rng: random.Random) -> list[Action]:
    me = view.seat
    assert me is not None  # a bot decides for its own seat
    basic = decide(view, rng)
    moves: list[Action] = [basic]

    def add(move: Action | None) -> None:
        if move is not None and move not in moves and len(moves) < MAX_MOVES:
            moves.append(move)

    # Whatever the sampled table holds beyond the view, the seat's listing is the same.
    from games.legislation.bots.determinise import determinise

    listing = legal_actions(determinise(view, random.Random(rng.getrandbits(63))), me)
    look = Outlook(view)
    plain = [entry for entry in listing if not isinstance(entry, ChoiceSpace)]
    spaces = [entry for entry in listing if isinstance(entry, ChoiceSpace)]
    if view.floor is not None and _keeps_its_word(look, basic):
        return moves  # Basic keeps a token here: its word is not for sale when keeping it is cheap
    against = _against_large_gain(look) if view.floor is not None else None
    for move in plain:  # votes, proposals, confirm / drop / end turn / cancel
        if isinstance(move, CastVote) and move.choice is against:
            continue  # never vote against its own large gain (or for its own large loss) unpledged
        if isinstance(move, CastVote | Propose | ConfirmDeal | DropDeal | EndTurn | CancelDeal):
            add(move)
    swaps = sorted((m for m in plain if isinstance(m, Swap)), key=lambda m: -_swap_gain(look, m))
    if swaps:
        if isinstance(basic, Swap):  # the alternative: not swapping, i.e. what Basic does next
            add(_without_swap(view, rng))
        for move in swaps[:SWAPS]:
            add(move)
    for space in spaces:
        if space.action_type is Terms:
            continue
        if isinstance(basic, Discard) and view.phase is DISCARD:
            for move in _discard_variants(look, basic):
                add(move)
        if isinstance(basic, Draw):
            add(Draw(me, (), view.must_draw) if view.table.deck_count >= view.must_draw else None)
        if space.action_type is PlaceOnDeck:
            for bills in best_place_sets(look, view.must_place, PLACE_SETS):
                add(PlaceOnDeck(me, bills))
        if space.size() <= LISTED:
            for move in space.enumerate():
                add(move)
        else:
            sampled = {space.sample(rng) for _ in range(SAMPLES)}
            fresh = [m for m in sampled if m not in moves]
            if fresh:
                add(max(fresh, key=lambda m: (_judge(look, m), repr(m))))
    return [m for m in moves if m is basic or is_listed(listing, m)]


def _keeps_its_word(look: Outlook, basic: Action) -> bool:
    """Whether this seat holds a token on the bill on the floor and Basic votes as it promised (Basic
    breaks its word only when that gains more than the skipped Pledge turn and the lost trust cost)."""
    floor = look.view.floor
    token = None if floor is None else look.tokens.get(floor, {}).get(look.me)
    return token is not None and isinstance(basic, CastVote) and basic.choice is CHOICE_OF[TOKEN_VOTE[token]]


def _against_large_gain(look: Outlook) -> Choice | None:
    """The vote that goes against a large gain (or for a large loss) of this seat's own on the bill on
    the floor, when it holds no token there: never worth searching."""
    bill = look.view.floor
    if bill is None or look.tokens.get(bill, {}).get(look.me) is not None:
        return None
    points = look.points[look.me][bill]
    return Choice.NAY if points >= LARGE_GAIN else Choice.YAY if points <= -LARGE_GAIN else None


def _swap_gain(look: Outlook, move: Swap) -> float:
    if move.pile is None:
        taken = look.draw_value()
    else:
        assert move.bill is not None  # a swap from a pile names the bill it takes
        taken = look.expected(move.bill)
    return taken - look.expected(move.discard)


def _discard_variants(look: Outlook, basic: Discard) -> list[Action]:
    """One bill fewer thrown (the best of them kept), none thrown, one more thrown (the worst kept bill)."""
    me, view = look.me, look.view
    ranked = sorted(view.hand, key=lambda b: (look.expected(b), b))
    kept = [b for b in ranked if b not in basic.bills]
    thrown = list(basic.bills)
    out: list[Action] = []
    if thrown:
        best = max(thrown, key=look.expected)
        out.append(Discard(me, tuple(b for b in thrown if b != best)))
        out.append(Discard(me, ()))
    if kept:
        out.append(Discard(me, (*thrown, kept[0])))
    return out


def _judge(look: Outlook, move: Action) -> float:
    """Basic's quick judgement of a sampled move: the expected worth it keeps or gains, in points."""
    if isinstance(move, Discard):
        blind = look.draw_value()
        return sum(blind - look.expected(b) for b in move.bills)
    if isinstance(move, PlaceOnDeck):
        return sum(look.expected(b) for b in move.bills)
    if isinstance(move, Draw):
        return sum(look.expected(b) for _, b in move.from_piles) + move.from_deck * look.draw_value()
    return 0.0


def _without_swap(view: LegislationView, rng: random.Random) -> Action:
    from dataclasses import replace

    return decide(replace(view, swap_open=False), rng)


def evaluate(state: LegislationState, seat: int) -> float:
    """0 to 1: a finished game by who won; an unfinished one by the lead the seat can expect, counting
    each bill still in play as passing when more seats lean Yay than Nay, and charging each betrayal."""
    scores: list[float] = list(state.scores)
    n = state.seats
    if state.phase is not OVER:
        # A broken token costs its breaker the Pledge turn it will sit out and the trust it lost:
        # playouts rarely reach the deals that would show it, so it is charged here (as Basic does).
        for betrayer, _victim in state.betrayals:
            scores[betrayer] -= TRUST_COST
        for skipper in state.owes_skip:
            scores[skipper] -= SKIP_COST
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
