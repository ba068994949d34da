"""What a Strong Legislation bot's search compares, and how it judges where a playout stopped.

Candidates come from the game's own listing of legal moves (`legal_actions`, games/legislation/legal.py,
asked of a table sampled from the seat's view: the listing depends only on what the seat sees). Basic's
move comes first (ties go to it), then the same kind of move chosen for the lead it brings over the
rivals who can still win (stakes.py: the swap, discard, draw or On Deck bills), then the alternatives a
player would weigh: every vote, every bill it could propose, confirming or dropping a deal, ending the
Pledge turn; a smaller or larger discard, the next-best ways to place On Deck, drawing blind; the best
swaps or none. A space too large to list (which bills to discard, place or draw) adds the best of a few
members sampled from it, judged as Basic judges bills. Deal terms are opened as Basic opens them, to
Basic's partner or the next best ones: that space is far too large to search.

A playout that stops before the end is judged by the seat's chance to win (`evaluate`): every bill
still in play voted as the seats' interests and tokens say (`projected`; in games between Basic bots
this is exact with a few bills left, and about 3 points off between two seats with 45 left), then the
lead over each rival against that uncertainty. The target is winning, so a finished game counts a win.
"""

from __future__ import annotations

import math
import random

from games.core.actions import Action
from games.core.legal import ChoiceSpace, is_listed
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
from games.legislation.bots.basic import SKIP_COST, TRUST_COST, best_place_sets, decide
from games.legislation.bots.negotiation import approachable, best_offer
from games.legislation.bots.outlook import CHOICE_OF, TOKEN_VOTE, Outlook
from games.legislation.bots.stakes import Stakes, interest_votes, spread
from games.legislation.legal import SwapSpace, legal_actions
from games.legislation.state import DISCARD, OVER, PLEDGE, LegislationState
from games.legislation.views import LegislationView, table_view
from games.legislation.voting import NAY, YAY

PLACE_SETS = 4
SWAPS = 2  # the best swaps (by Basic's judgement) searched beside not swapping
OPENINGS = 2  # deals opened with other partners than Basic's, searched beside Basic's move
SAMPLES = 12  # members drawn from a space too large to list; the best of them is searched
LISTED = 4  # a space of at most this many members is searched whole
MAX_MOVES = 5  # candidates per decision: every one costs a playout in every sampled world
LARGE_GAIN = 2  # points of its own on a bill that a seat never votes against without a token


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
    for move in _win_minded(look, basic):  # the same kind of move, chosen for the lead over the rivals
        add(move)
    for move in plain:  # votes, proposals, confirm / drop / end turn
        if isinstance(move, CastVote) and move.choice is against:
            continue  # never vote against its own large gain (or for its own large loss) unpledged
        # Never cancel a deal just made (Basic never does): the partner agreed on the bot's own offer, and
        # taking it back is the propose-then-cancel churn a table finds tiresome.
        if isinstance(move, CastVote | Propose | ConfirmDeal | DropDeal | EndTurn):
            add(move)
    swaps = sorted(
        (m for space in spaces if isinstance(space, SwapSpace) for m in space.enumerate() if type(m) is Swap),
        key=lambda m: -_swap_gain(look, m),
    )
    if swaps:
        if isinstance(basic, Swap):  # the alternative: not swapping, i.e. what Basic does next
            add(_without_swap(view, rng))
        for move in swaps[:SWAPS]:
            add(move)
    if view.open_deal is None and view.phase is PLEDGE:
        for move in _other_openings(look):  # the same kind of offer to other partners
            add(move)
    for space in spaces:
        if space.action_type is Terms or space.action_type is Swap:
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


def _win_minded(look: Outlook, basic: Action) -> list[Action]:
    """The move of Basic's kind that values bills by the lead they bring over the threatening rivals
    (stakes.py) instead of Basic's reckoning."""
    view = look.view
    stakes = Stakes(look)
    if isinstance(basic, Discard) and view.phase is DISCARD:
        return [stakes.discard()]
    if isinstance(basic, Draw):
        return [stakes.draw()]
    if view.floor is None and view.swap_open and view.hand:
        swap = stakes.swap()
        return [swap] if swap is not None else []
    if isinstance(basic, PlaceOnDeck):
        return [stakes.place()]
    return []


def _other_openings(look: Outlook) -> list[Action]:
    """Basic's opening offer to each partner it could approach, best first as Basic ranks them: which
    partner answers with the most useful promise of its own is what the playouts find out."""
    ranked = []
    for partner in approachable(look):
        (give, tokens), for_them = best_offer(look, partner)
        if give or tokens:
            ranked.append((-for_them, partner, Terms(look.me, partner, give, tokens)))
    ranked.sort(key=lambda r: (r[0], r[1]))
    return [move for _, _, move in ranked[:OPENINGS]]


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


def projected(state: LegislationState) -> tuple[list[float], int]:
    """Every seat's score once each bill still in a hand or On Deck has been voted on as the seats'
    interests and tokens say (a vote already cast counts as cast), and how many bills that is."""
    scores = [float(x) for x in state.scores]
    votes_of = interest_votes(state.representatives)
    pledged: dict[int, dict[int, int]] = {}
    for bill, holder, token in table_view(state).tokens:
        pledged.setdefault(bill, {})[holder] = TOKEN_VOTE[token]
    cast: dict[int, int] = {}
    ballot = state.ballot
    if ballot is not None and state.floor is not None:
        cast = {s: 1 if v.option == YAY else -1 if v.option == NAY else 0 for s, v in ballot.votes.items()}
    points = state.points
    seats = range(state.seats)
    left = 0
    for holder in seats:
        for bill in (*state.hands[holder], *state.on_deck[holder]):
            left += 1
            votes = votes_of[bill]
            promised = pledged.get(bill)
            seen = cast if bill == state.floor else None
            if promised is None and not seen:
                total = sum(votes)
            else:
                total = 0
                for s in seats:
                    if seen and s in seen:
                        total += seen[s]
                    elif promised is not None and s in promised:
                        total += promised[s]
                    else:
                        total += votes[s]
            if total > 0:
                for s in seats:
                    scores[s] += points[s][bill]
    return scores, left


def evaluate(state: LegislationState, seat: int) -> float:
    """0 to 1, the seat's chance to win as the playout leaves it: a finished game by who won (a shared
    win 1/k); an unfinished one from the scores every seat can expect once the bills still in play
    are voted on (`projected`), against each rival in turn, with the uncertainty of the bills left
    (swaps and deals still change them). A broken token is charged to its breaker."""
    n = state.seats
    if state.phase is OVER:
        top = max(state.scores)
        winners = sum(1 for s in state.scores if s == top)
        return 1.0 / winners if state.scores[seat] == top else 0.0
    scores, left = projected(state)
    # A broken token costs its breaker the Pledge turn it will sit out and the trust it lost:
    # playouts rarely reach the deals that would show it, so it is charged here (as Basic does).
    for betrayer, _victim in state.betrayals:
        scores[betrayer] -= TRUST_COST
    for skipper in state.owes_skip:
        scores[skipper] -= SKIP_COST
    width = spread(left) * math.sqrt(2.0)
    chance = 1.0
    mine = scores[seat]
    for s in range(n):
        if s != seat:
            chance *= 0.5 * (1.0 + math.erf((mine - scores[s]) / width))
    return chance
