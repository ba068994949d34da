"""A whole Legislation table rebuilt from one seat's view, with everything that seat cannot see drawn
from the bot's own RNG: the other hands, the deck's order, other seats' secret discards and votes not
yet revealed, and which bills changed hands in other seats' deals. What the view does show holds:
public cards, tokens, scores, hand sizes, the seat's own hand and deals, bills offered to it.

Seen by the seat only through its view, so a search over such tables cannot cheat.
"""

from __future__ import annotations

import random

from games.core.ballot import Ballot
from games.core.ledger import Commitment, Ledger
from games.legislation.actions import Discard
from games.legislation.bills import points_table
from games.legislation.bots.outlook import CHOICE_OF, Outlook
from games.legislation.deals import TOKEN_KINDS, TOKEN_OPTIONS, deal_source
from games.legislation.options import LegislationOptions
from games.legislation.rounds import refresh_waiting, seat_order
from games.legislation.state import BILL_SUBJECTS, DISCARD, Deal, LegislationState
from games.legislation.views import LegislationView
from games.legislation.voting import MODES, NAY, VOTES, YAY


def determinise(view: LegislationView, rng: random.Random) -> LegislationState:
    me = view.seat
    if me is None:
        raise ValueError("the shared screen has nothing to sample")
    table = view.table
    seats = view.seats
    options = LegislationOptions(view.hand_size, view.ballot_style)
    order = view.order
    first = (order[0] - view.round_no) % seats if order else 0
    deck: list[int] = []
    state = LegislationState(seats, options, first, table.representatives, (), deck)
    state.points = tuple(points_table(kind) for kind in table.representatives)
    look = Outlook(view)

    # Hands: own hand as seen; bills the seat knows another holds stay there; the rest is drawn.
    hands: list[list[int]] = [[] for _ in range(seats)]
    hands[me] = list(view.hand)
    known: dict[int, list[int]] = {}
    if view.open_deal is not None:
        other_at = 1 if view.open_deal.parties[0] == me else 0
        known.setdefault(view.open_deal.parties[other_at], []).extend(view.open_deal.give[other_at])
    for mine in view.my_deals:
        known.setdefault(mine.partner, []).extend(mine.given)
    unseen = set(look.unseen())
    for seat, bills in known.items():
        for b in bills:
            if b in unseen and len(hands[seat]) < table.hand_counts[seat]:
                hands[seat].append(b)
                unseen.discard(b)
    pool = sorted(unseen)
    rng.shuffle(pool)
    for seat in range(seats):
        if seat != me:
            need = table.hand_counts[seat] - len(hands[seat])
            hands[seat].extend(pool[:need])
            del pool[:need]
    deck.extend(pool[: table.deck_count])
    state.hands = hands
    state.piles = [list(p) for p in table.piles]
    state.on_deck = [list(d) for d in table.on_deck]
    state.passed = list(table.passed)
    state.failed = list(table.failed)
    state.scores = list(table.scores)

    # Tokens: this turn's deals keep their source (so they can be cancelled); older ones need none.
    source_of: dict[tuple[int, int], tuple[str | None, int | None]] = {}
    for summary in table.deals:
        for bill, holder, _token in summary.tokens:  # (bill, seat, token)
            other = summary.parties[1] if holder == summary.parties[0] else summary.parties[0]
            source_of[bill, holder] = (deal_source(summary.deal), other)
    ledger = Ledger()
    for bill, holder, token in table.tokens:
        source, counterparty = source_of.get((bill, holder), (None, None))
        ledger.add(
            Commitment(
                holder, TOKEN_KINDS[token], BILL_SUBJECTS[bill], TOKEN_OPTIONS[token], source, counterparty
            )
        )
    state.ledger = ledger

    state.round_no = view.round_no
    state.phase = view.phase
    state.order = order
    state.turn = view.turn
    state.step = view.step
    state.swap_open = view.swap_open and view.active == me
    state.benched = frozenset(table.benched)
    state.owes_skip = set(table.owes_skip)
    state.betrayals = table.betrayals
    state.approached = table.approached
    _deals(view, state, rng)
    if view.floor is not None:
        _ballot(view, state, look, rng)
    if view.phase is DISCARD:
        _discards(view, state, rng)
    refresh_waiting(state)
    state.table = None
    return state


def _deals(view: LegislationView, state: LegislationState, rng: random.Random) -> None:
    me = view.seat
    mine = {d.deal: d for d in view.my_deals}
    top = 0
    for summary in view.table.deals:
        a, b = summary.parties
        deal = Deal(summary.deal, a, b)
        known = mine.get(summary.deal)
        for at, party in enumerate((a, b)):
            receiver = b if party == a else a
            if known is not None:
                deal.give[party] = known.given if party == me else known.received
            else:  # bills another pair swapped: any of the right number from the receiver's hand
                hand = state.hands[receiver]
                deal.give[party] = tuple(rng.sample(hand, min(summary.cards[at], len(hand))))
            deal.tokens[party] = tuple(
                (bill, token) for bill, holder, token in summary.tokens if holder == party
            )
        deal.agreed = {a, b}
        state.deals.append(deal)
        top = max(top, summary.deal)
    open_deal = view.open_deal
    if open_deal is not None:
        a, b = open_deal.parties
        deal = Deal(open_deal.deal, a, b)
        deal.give = {a: open_deal.give[0], b: open_deal.give[1]}
        deal.tokens = {a: open_deal.tokens[0], b: open_deal.tokens[1]}
        deal.agreed = set(open_deal.agreed)
        state.deal = deal
        top = max(top, open_deal.deal)
    state.next_deal = top + 1


def _ballot(view: LegislationView, state: LegislationState, look: Outlook, rng: random.Random) -> None:
    """The ballot on the floor: votes seen as cast, other votes already in drawn from how the seat
    expects each to vote."""
    sponsor, floor = view.active, view.floor
    assert sponsor is not None and floor is not None  # a ballot is open on the sponsor's bill
    ballot = Ballot((YAY, NAY), seat_order(sponsor + 1, view.seats), MODES[view.ballot_style])
    seen = dict(view.votes)
    for seat in view.voted:
        choice = seen.get(seat)
        if choice is None:
            y, n, _ = look.vote_odds(seat, floor)
            r = rng.random()
            choice = CHOICE_OF[1 if r < y else -1 if r < y + n else 0]
        ballot.votes[seat] = VOTES[choice]
    state.ballot = ballot
    state.floor = floor


def _discards(view: LegislationView, state: LegislationState, rng: random.Random) -> None:
    """Secret discards already chosen: the seat's own as seen; others' as a Basic bot would choose
    from the hands drawn for them."""
    from games.legislation.bots.basic import decide
    from games.legislation.views import view as seat_view

    if view.discarded is not None:
        assert view.seat is not None  # only a seat has discards of its own
        state.discard_choices[view.seat] = view.discarded
    for seat in view.chosen:
        if seat == view.seat:
            continue
        state.table = None
        refresh_waiting(state)
        action = decide(seat_view(state, seat), rng)
        assert isinstance(action, Discard)
        state.discard_choices[seat] = action.bills
