"""A seat's reading of the table from its own view: what each bill is worth to every seat, how each
seat will likely vote, how likely a bill is to pass, and how far each seat's word can be trusted.

Everything here comes from public facts (Representatives are public, so is every seat's agenda)
and the viewing seat's own hand; nothing hidden is read.
"""

from __future__ import annotations

import math
from functools import cache

from games.legislation.actions import Choice, Token
from games.legislation.bills import BILL_COUNT, points_table
from games.legislation.views import LegislationView

RIVALS = 0.6  # how much a seat minds its rivals' gains: a bill's worth = own points - RIVALS * their mean
FIRM = 0.3  # a worth beyond this is a clear interest, and the seat votes by it
HONOUR = 0.92  # the chance that a seat with a clean record keeps its word
BETRAYAL_DISCOUNT = 0.6  # each betrayal on record multiplies a seat's trustworthiness by this
BETRAYED_ME = 0.5  # and having betrayed the viewing seat halves it again
VOTE_OF = {Choice.YAY: 1, Choice.NAY: -1, Choice.ABSTAIN: 0}
TOKEN_VOTE = {Token.PLEDGE: 1, Token.ANTI_PLEDGE: -1}
CHOICE_OF = {1: Choice.YAY, -1: Choice.NAY, 0: Choice.ABSTAIN}

# (P(Yay), P(Nay), P(Abstain)) of a seat with a clear interest for, against, or none.
LEANS_YAY = (0.85, 0.05, 0.10)
LEANS_NAY = (0.05, 0.85, 0.10)
UNSURE = (0.25, 0.25, 0.50)


@cache
def worths(representatives: tuple[str, ...]) -> tuple[tuple[float, ...], ...]:
    """Per seat, per bill number: own points minus RIVALS times the other seats' mean points."""
    points = [points_table(kind) for kind in representatives]
    n = len(points)
    total = [sum(p[b] for p in points) for b in range(BILL_COUNT + 1)]
    return tuple(
        tuple(p[b] - RIVALS * (total[b] - p[b]) / (n - 1) for b in range(BILL_COUNT + 1)) for p in points
    )


@cache
def free_terms(
    representatives: tuple[str, ...],
) -> tuple[tuple[tuple[tuple[float, float], ...], float, float], ...]:
    """Per bill: each seat's (mean, variance) vote when it holds no token, and their sums."""
    table = worths(representatives)
    out = []
    for bill in range(BILL_COUNT + 1):
        terms = []
        for seat_worth in table:
            lean = leaning(seat_worth[bill])
            y, n, _ = LEANS_YAY if lean > 0 else LEANS_NAY if lean < 0 else UNSURE
            m = y - n
            terms.append((m, y + n - m * m))
        out.append((tuple(terms), sum(t[0] for t in terms), sum(t[1] for t in terms)))
    return tuple(out)


@cache
def quiet_expected(representatives: tuple[str, ...]) -> tuple[tuple[float, ...], ...]:
    """Per seat, per bill: `Outlook.expected` of a bill nobody holds a token on and nobody has voted on
    yet (every bill in a hand, a pile or the deck): it depends on the Representatives alone, so it is
    worked out once per table instead of in every decision."""
    table = worths(representatives)
    out = []
    for seat, seat_worth in enumerate(table):
        row = []
        for bill in range(BILL_COUNT + 1):
            terms, mean, var = free_terms(representatives)[bill]
            m, v = terms[seat]
            if v:
                mean += leaning(seat_worth[bill]) - m
                var -= v
            row.append(_normal_above_half(mean, var) * seat_worth[bill])
        out.append(tuple(row))
    return tuple(out)


def leaning(worth: float) -> int:
    """The vote a clear interest asks for: +1 Yay, -1 Nay, 0 none."""
    return 1 if worth > FIRM else -1 if worth < -FIRM else 0


def _normal_above_half(mean: float, var: float) -> float:
    """P(S >= 1) for an integer sum S with this mean and variance (normal approximation)."""
    if var < 1e-9:
        return 1.0 if mean > 0.5 else 0.0
    return 0.5 * (1.0 + math.erf((mean - 0.5) / math.sqrt(2.0 * var)))


class Outlook:
    """One seat's estimates, built from its view (cheap: a few dozen operations per bill asked)."""

    __slots__ = (
        "view",
        "me",
        "seats",
        "points",
        "worth",
        "quiet",
        "tokens",
        "known",
        "trust",
        "betrayed_me",
        "cache",
    )

    def __init__(self, view: LegislationView) -> None:
        if view.seat is None:
            raise ValueError("the shared screen has no outlook")
        table = view.table
        self.view = view
        self.cache: dict[int, tuple[tuple[tuple[float, float], ...], float, float]] = {}
        self.me = me = view.seat
        self.seats = view.seats
        self.points = tuple(points_table(kind) for kind in table.representatives)
        self.worth = worths(table.representatives)
        self.quiet = quiet_expected(table.representatives)
        tokens: dict[int, dict[int, Token]] = {}
        for bill, holder, token in table.tokens:
            tokens.setdefault(bill, {})[holder] = token
        self.tokens = tokens
        self.known = {seat: VOTE_OF[choice] for seat, choice in view.votes} if view.floor is not None else {}
        record = [0] * view.seats
        betrayed_me = set()
        for betrayer, victim in table.betrayals:
            record[betrayer] += 1
            if victim == me:
                betrayed_me.add(betrayer)
        self.betrayed_me = betrayed_me
        self.trust = tuple(
            HONOUR * BETRAYAL_DISCOUNT ** record[s] * (BETRAYED_ME if s in betrayed_me else 1.0)
            for s in range(view.seats)
        )

    # --- worth --------------------------------------------------------------------------------
    def mine(self, bill: int) -> float:
        return self.worth[self.me][bill]

    def my_vote(self, bill: int) -> int:
        """How this seat means to vote, free of any token: by its interest."""
        return leaning(self.worth[self.me][bill])

    # --- votes and passing --------------------------------------------------------------------
    def vote_odds(self, seat: int, bill: int) -> tuple[float, float, float]:
        """(P(Yay), P(Nay), P(Abstain)) for `seat` on `bill`, from its interest, its token and its record."""
        lean = leaning(self.worth[seat][bill])
        free = LEANS_YAY if lean > 0 else LEANS_NAY if lean < 0 else UNSURE
        token = self.tokens.get(bill, {}).get(seat)
        if token is None:
            return free
        keep = self.trust[seat]
        y, n, a = free
        y, n, a = y * (1 - keep), n * (1 - keep), a * (1 - keep)
        if TOKEN_VOTE[token] > 0:
            return (y + keep, n, a)
        return (y, n + keep, a)

    def _terms(self, bill: int) -> tuple[tuple[tuple[float, float], ...], float, float]:
        """Per seat (mean, variance) of its vote on `bill` (a seen vote has no variance), and their sums."""
        cached = self.cache.get(bill)
        if cached is None:
            known = self.known if bill == self.view.floor else {}
            holders = self.tokens.get(bill)
            if not known and not holders:
                cached = free_terms(self.view.table.representatives)[bill]
            else:
                terms = []
                for seat in range(self.seats):
                    if seat in known:
                        terms.append((float(known[seat]), 0.0))
                    else:
                        y, n, _ = self.vote_odds(seat, bill)
                        m = y - n
                        terms.append((m, y + n - m * m))
                cached = (tuple(terms), sum(t[0] for t in terms), sum(t[1] for t in terms))
            self.cache[bill] = cached
        return cached

    def pass_chance(self, bill: int, fixed: dict[int, int] | None = None, judge: int | None = None) -> float:
        """P(bill passes) as `judge` (default: this seat) would reckon it: votes already seen count as
        cast, `fixed` pins seats' votes (+1/0/-1), the judge votes as it intends, every other seat by
        `vote_odds`."""
        judge = self.me if judge is None else judge
        terms, mean, var = self._terms(bill)
        if fixed is None or judge not in fixed:
            m, v = terms[judge]
            if v:  # not yet seen voting: the judge knows its own mind
                mean += self.intended(bill, judge) - m
                var -= v
        if fixed is not None:
            for seat, vote in fixed.items():
                m, v = terms[seat]
                mean += vote - m
                var -= v
        return _normal_above_half(mean, var)

    def intended(self, bill: int, seat: int | None = None) -> int:
        """A seat's own vote on `bill` as it sees it: its token if it holds one, else its interest."""
        seat = self.me if seat is None else seat
        token = self.tokens.get(bill, {}).get(seat)
        return TOKEN_VOTE[token] if token is not None else leaning(self.worth[seat][bill])

    def expected(self, bill: int, seat: int | None = None) -> float:
        """What `bill` is worth to `seat` (default: this seat) once voted on: P(pass) x worth."""
        seat = self.me if seat is None else seat
        if bill not in self.tokens and (bill != self.view.floor or not self.known):
            return self.quiet[seat][bill]
        return self.pass_chance(bill, judge=seat) * self.worth[seat][bill]

    # --- the cards this seat cannot see ---------------------------------------------------------
    def unseen(self) -> list[int]:
        """Bills this seat has not seen anywhere: in other hands or the deck."""
        view, table = self.view, self.view.table
        seen = set(view.hand)
        for pile in table.piles:
            seen.update(pile)
        for bills in table.on_deck:
            seen.update(bills)
        seen.update(table.passed)
        seen.update(table.failed)
        return [b for b in range(1, BILL_COUNT + 1) if b not in seen]

    def draw_value(self) -> float:
        """The mean worth of a bill drawn blind from the deck (as this seat sees it)."""
        unseen = self.unseen()
        if not unseen:
            return 0.0
        quiet = self.quiet[self.me]  # nobody holds a token on an unseen bill
        return sum(quiet[b] for b in unseen) / len(unseen)

    def pledge_rounds_left(self) -> bool:
        """Will another Pledge round come? (Not if this Vote round can empty the table.)"""
        table = self.view.table
        left = sum(table.hand_counts) + sum(map(len, table.on_deck))
        return left > self.seats
