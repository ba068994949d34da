"""Deals as a bot weighs them: what a deal is worth to each party, which offer to open with, how to
answer one, and whom to trust.

A token's worth to a seat is how much it moves the bill's chance to pass, times the bill's worth
to that seat, times the chance its holder keeps its word (a seat's own word is certain). A bill
handed over is worth a little to whoever holds it (they choose when it goes On Deck, or can swap it
away). A seat that betrayed this one is refused outright; other betrayers are trusted less, so
their promises buy less and they must offer more.
"""

from __future__ import annotations

from collections.abc import Iterable

from games.legislation.actions import Token
from games.legislation.bots.outlook import TOKEN_VOTE, Outlook, leaning
from games.legislation.views import OpenDeal

GIFT = 0.3  # share of a bill's worth that holding it (rather than another seat holding it) carries
WORTH_OPENING = 0.05  # an offer must be worth at least this much to the partner to be made
MAX_APPROACHES = 2  # partners a bot opens deals with in one Pledge turn
TOKEN_OF = {1: Token.PLEDGE, -1: Token.ANTI_PLEDGE}

Part = tuple[tuple[int, ...], tuple[tuple[int, Token], ...]]  # (bills given, tokens taken)


def token_worth(outlook: Outlook, judge: int, holder: int, bill: int, token: Token) -> float:
    """What `holder` taking `token` on `bill` is worth to `judge` (who is sure of its own word only)."""
    keep = 1.0 if holder == judge else outlook.trust[holder]
    before = outlook.pass_chance(bill, judge=judge)
    after = outlook.pass_chance(bill, {holder: TOKEN_VOTE[token]}, judge=judge)
    return keep * (after - before) * outlook.worth[judge][bill]


def gift_worth(outlook: Outlook, judge: int, giver: int, bill: int) -> float:
    """What `giver` handing `bill` to the other party is worth to `judge`."""
    value = GIFT * outlook.expected(bill, judge)
    return -value if judge == giver else value


def deal_worth(outlook: Outlook, judge: int, parties: tuple[int, int], parts: tuple[Part, Part]) -> float:
    """What a whole deal (both parties' parts) is worth to `judge`, one of its parties."""
    total = 0.0
    for party, (give, tokens) in zip(parties, parts, strict=True):
        for bill in give:
            total += gift_worth(outlook, judge, party, bill)
        for bill, token in tokens:
            total += token_worth(outlook, judge, party, bill, token)
    return total


def open_parts(deal: OpenDeal) -> tuple[Part, Part]:
    return ((deal.give[0], deal.tokens[0]), (deal.give[1], deal.tokens[1]))


def free_tokens(outlook: Outlook, holder: int, taken: Iterable[int] = ()) -> list[tuple[int, Token]]:
    """Tokens `holder` could take that promise only what it would vote anyway (no cost to it)."""
    held = {bill for bill, seats in outlook.tokens.items() if holder in seats}
    held.update(taken)
    out = []
    for bills in outlook.view.table.on_deck:
        for bill in bills:
            if bill in held:
                continue
            lean = leaning(outlook.worth[holder][bill])
            if lean:
                out.append((bill, TOKEN_OF[lean]))
    return out


def best_offer(outlook: Outlook, partner: int) -> tuple[Part, float]:
    """The part this seat opens a deal with: one free token (and perhaps a bill it does not want)
    that `partner` values most. Returns the part and its worth to the partner."""
    me = outlook.me
    best_token, best = None, WORTH_OPENING
    for bill, token in free_tokens(outlook, me):
        worth = token_worth(outlook, partner, me, bill, token)
        if worth > best:
            best_token, best = (bill, token), worth
    give: tuple[int, ...] = ()
    spare = [(gift_worth(outlook, partner, me, b), b) for b in outlook.view.hand if outlook.expected(b) <= 0]
    if spare:
        worth, bill = max(spare)
        if worth > WORTH_OPENING and len(outlook.view.hand) > 1:
            give, best = (bill,), best + worth
    tokens = (best_token,) if best_token is not None else ()
    if not give and not tokens:
        return ((), ()), 0.0
    return (give, tokens), best


def reciprocal(outlook: Outlook, deal: OpenDeal) -> Part | None:
    """The part `outlook.me` (the partner) adds to an opened deal: the token of its own that the other
    party values most, as long as the whole deal stays worth something to this seat; a costly token
    only when what it was offered pays for it. None: nothing worth adding."""
    me = outlook.me
    other = deal.parties[0] if deal.parties[1] == me else deal.parties[1]
    mine_at = deal.parties.index(me)
    parts = open_parts(deal)
    offered = deal_worth(outlook, me, deal.parties, parts)
    already = [bill for bill, _ in parts[mine_at][1]]
    best, best_gain = None, 0.0
    held = {bill for bill, seats in outlook.tokens.items() if me in seats}
    for bills in outlook.view.table.on_deck:
        for bill in bills:
            if bill in held or bill in already:
                continue
            for token in (Token.PLEDGE, Token.ANTI_PLEDGE):
                cost = token_worth(outlook, me, me, bill, token)
                if offered + cost <= 0:
                    continue
                gain = token_worth(outlook, other, me, bill, token)
                if gain > best_gain:
                    best, best_gain = (bill, token), gain
    if best is None:
        return None
    give, tokens = parts[mine_at]
    return (give, (*tokens, best))


def approachable(outlook: Outlook) -> list[int]:
    """Partners this seat may open a deal with now: not benched, not already approached this turn,
    and not one who betrayed it."""
    table = outlook.view.table
    if len(table.approached) >= MAX_APPROACHES:
        return []
    return [
        s
        for s in range(outlook.seats)
        if s != outlook.me
        and s not in table.benched
        and s not in table.approached
        and s not in outlook.betrayed_me
    ]
