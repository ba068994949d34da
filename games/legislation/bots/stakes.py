"""What a bill in play does to a seat's chance to win, for the Strong bot's own candidate moves.

Basic weighs a bill by its points to the seat minus a share of the rivals' mean, times a smooth chance
to pass. To win, what counts is the lead over the seats that can still win: `Stakes` projects every
seat's score from the seat's view (scores, the bills On Deck and its own hand, each voted as the seats'
interests and tokens say), weighs each rival by how likely it is to finish ahead, and values a bill by
the seat's points on it minus the threatening rivals' points, if it would pass. A bill that fails
changes nothing, so it is worth nothing: a hand place is best given to a bill that passes and helps.
The candidates built from these values are only candidates: the playouts decide.
"""

from __future__ import annotations

import math
from functools import cache

from games.core.actions import Action
from games.legislation.actions import Discard, PlaceOnDeck, Swap
from games.legislation.bills import BILL_COUNT
from games.legislation.bots.basic import draw_by
from games.legislation.bots.outlook import TOKEN_VOTE, Outlook, worths

SPREAD_BASE = 0.5  # see moves.evaluate: how far projected scores may still move apart
SPREAD_PER_BILL = 0.09
SURE_BILLS = 8
FLOOR_THREAT = 0.05  # even a rival far behind is minded a little
DISCARD_MARGIN = 0.25  # a bill is thrown when a blind draw is worth this much more


@cache
def interest_votes(representatives: tuple[str, ...]) -> tuple[tuple[int, ...], ...]:
    """Per bill, per seat: the vote its interest asks for unpledged (Basic's vote): Yay when the bill is
    worth anything to it, Nay when it costs anything, else Abstain."""
    table = worths(representatives)
    return tuple(
        tuple(1 if w[bill] > 1e-9 else -1 if w[bill] < -1e-9 else 0 for w in table)
        for bill in range(BILL_COUNT + 1)
    )


def spread(left: int) -> float:
    """Points by which two seats' projected scores may still move apart with `left` bills to vote."""
    return SPREAD_BASE + SPREAD_PER_BILL * max(0, left - SURE_BILLS)


class Stakes:
    """One seat's win-minded values of bills, from its view."""

    def __init__(self, look: Outlook) -> None:
        self.look = look
        view, me = look.view, look.me
        table = view.table
        self.votes = interest_votes(table.representatives)
        points = look.points
        projected = [float(s) for s in table.scores]
        in_play = [b for bills in table.on_deck for b in bills] + list(view.hand)
        for bill in in_play:
            if self.passes(bill):
                for s in range(look.seats):
                    projected[s] += points[s][bill]
        left = sum(table.hand_counts) + sum(map(len, table.on_deck))
        width = spread(left) * math.sqrt(2.0)
        threat = [
            0.0 if s == me else FLOOR_THREAT + 0.5 * (1.0 + math.erf((projected[s] - projected[me]) / width))
            for s in range(look.seats)
        ]
        total = sum(threat)
        self.projected = projected
        self.threat = [t / total for t in threat]

    def passes(self, bill: int) -> bool:
        """Whether `bill` would pass with every seat voting its interest, or its token if it holds one."""
        votes = self.votes[bill]
        held = self.look.tokens.get(bill)
        if not held:
            return sum(votes) > 0
        return sum(TOKEN_VOTE[held[s]] if s in held else v for s, v in enumerate(votes)) > 0

    def value(self, bill: int) -> float:
        """The seat's points on `bill` minus its rivals' weighed by threat, if the bill would pass."""
        if not self.passes(bill):
            return 0.0
        points, me = self.look.points, self.look.me
        return points[me][bill] - sum(w * points[s][bill] for s, w in enumerate(self.threat) if w)

    def blind(self) -> float:
        """The mean value of a bill drawn blind from the deck."""
        unseen = self.look.unseen()
        return sum(map(self.value, unseen)) / len(unseen) if unseen else 0.0

    # --- candidate moves ------------------------------------------------------------------------
    def swap(self) -> Action | None:
        """Trade the hand's least valuable bill for the most valuable one on offer, if that gains."""
        view, me = self.look.view, self.look.me
        if not view.swap_open or not view.hand:
            return None
        worst = min(view.hand, key=lambda b: (self.value(b), b))
        best: float | None = self.blind() if view.table.deck_count else None
        source: tuple[int, int] | None = None
        for owner, pile in enumerate(view.table.piles):
            if owner != me:
                for b in pile:
                    value = self.value(b)
                    if best is None or value > best:
                        best, source = value, (owner, b)
        if best is None or best <= self.value(worst):
            return None
        if source is None:
            return Swap(me, worst, None, None)
        return Swap(me, worst, source[0], source[1])

    def discard(self) -> Action:
        blind = self.blind()
        view = self.look.view
        return Discard(self.look.me, tuple(b for b in view.hand if self.value(b) < blind - DISCARD_MARGIN))

    def draw(self) -> Action:
        return draw_by(self.look, self.value, self.blind())

    def place(self) -> Action:
        view = self.look.view
        ranked = sorted(view.hand, key=lambda b: (self.value(b), -b), reverse=True)
        return PlaceOnDeck(self.look.me, tuple(ranked[: view.must_place]))
