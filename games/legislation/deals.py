"""The Pledge turn: the active player's deals, one partner at a time, and the end of the turn.

A deal holds, for each of its two parties, the hand bills that party gives the other and the
tokens (Pledge: vote Yay; anti-Pledge: vote Nay) that party takes on bills On Deck anywhere.
Each party sets its own part (`Terms`) on its own screen; setting terms agrees to the deal as
it then stands, and changing your part withdraws the other party's agreement. When both
agree, the deal is made: cards change hands at once (the receiver sees which; everyone else
sees how many) and the tokens are laid. The active player may cancel a deal made earlier in
the turn (its cards return, its tokens are lifted) until they end the turn; then every deal
of the turn is final. A player holds at most one token per bill.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from games.core.errors import IllegalAction
from games.core.ledger import Commitment, CommitmentKind, Kind
from games.core.log import whole as _whole
from games.legislation.actions import CancelDeal, Terms, Token
from games.legislation.state import BILL_SUBJECTS, PLEDGE, Deal, LegislationState

TOKEN_KINDS = {Token.PLEDGE: CommitmentKind.PLEDGE, Token.ANTI_PLEDGE: CommitmentKind.ANTI_PLEDGE}
TOKEN_OPTIONS = {Token.PLEDGE: "yay", Token.ANTI_PLEDGE: "nay"}
KIND_TOKENS: dict[Kind, Token] = {v: k for k, v in TOKEN_KINDS.items()}


@dataclass(frozen=True, slots=True)
class DealShown:
    """What everyone learns of a deal made or cancelled: its parties' card counts and tokens. A record
    file holds it as an object of these fields (storage/record.py); `from_plain` reads that back."""

    deal: int
    parties: tuple[int, int]
    cards: tuple[int, int]  # how many bills each party gives, in the order of `parties`
    tokens: tuple[tuple[int, int, str], ...]  # (bill, seat, token)

    @classmethod
    def from_plain(cls, data: Any) -> DealShown:
        """From a record file's object (a ValueError, KeyError or TypeError if it is not one)."""
        if isinstance(data, DealShown):
            return data
        a, b = data["parties"]
        given_a, given_b = data["cards"]
        tokens = tuple((_whole(bill), _whole(s), Token(token).value) for bill, s, token in data["tokens"])
        return cls(_whole(data["deal"]), (_whole(a), _whole(b)), (_whole(given_a), _whole(given_b)), tokens)


@dataclass(frozen=True, slots=True)
class DealTerms:
    """One party's terms, which both parties see: the bills it gives and the tokens it takes."""

    give: tuple[int, ...]
    tokens: tuple[tuple[int, str], ...]  # (bill, token)

    def plain(self) -> dict[str, Any]:
        return {"give": list(self.give), "tokens": [list(t) for t in self.tokens]}

    @classmethod
    def from_plain(cls, data: Any) -> DealTerms:
        tokens = tuple((_whole(bill), Token(token).value) for bill, token in data["tokens"])
        return cls(tuple(_whole(b) for b in data["give"]), tokens)


def deal_source(deal_id: int) -> str:
    return f"deal {deal_id}"


def _check_pledge_turn(state: LegislationState) -> None:
    if state.phase is not PLEDGE:
        raise IllegalAction(
            f"deals are made in a Pledge round, not the {state.phase.value} round", "wrong_phase"
        )


def _check_active_between_deals(state: LegislationState, seat: int, what: str) -> None:
    _check_pledge_turn(state)
    if seat != state.order[state.turn]:
        raise IllegalAction(f"only the active player may {what}", "not_your_turn")
    if state.deal is not None:
        raise IllegalAction(f"finish or drop the open deal with seat {state.deal.b} first", "deal_open")


def partners(seats: int, seat: int, benched: Collection[int]) -> tuple[int, ...]:
    """The seats `seat` may open a deal with: every other seat not benched for betraying a pledge."""
    return tuple([s for s in range(seats) if s != seat and s not in benched])


def check_terms(state: LegislationState, action: Terms) -> None:
    _check_pledge_turn(state)
    seat = action.seat
    deal = state.deal
    if deal is None:
        if seat != state.order[state.turn]:
            raise IllegalAction("only the active player may open a deal", "not_your_turn")
        partner = action.partner
        if partner is None:
            raise IllegalAction("name the partner to open a deal with", "no_partner")
        if not isinstance(partner, int) or not 0 <= partner < state.seats:
            raise IllegalAction(f"there is no seat {partner}", "no_such_seat", seat=partner)
        if partner == seat:
            raise IllegalAction("a deal needs another player", "self_deal")
        if partner in state.benched:
            raise IllegalAction(
                f"seat {partner} betrayed a pledge and sits out this Pledge round",
                "partner_benched",
                seat=partner,
            )
    else:
        if seat != deal.a and seat != deal.b:
            raise IllegalAction(f"seat {seat} is not a party to the open deal", "not_a_party")
        if action.partner is not None and action.partner != deal.other(seat):
            raise IllegalAction(
                f"the open deal is with seat {deal.other(seat)}; finish or drop it first", "deal_open"
            )
    give = action.give
    if len(set(give)) != len(give):
        raise IllegalAction("the same bill is named twice", "duplicate_bill")
    hand = state.hands[seat]
    for b in give:
        if b not in hand:
            raise IllegalAction(f"bill {b} is not in seat {seat}'s hand", "not_in_hand", bill=b)
    if action.tokens:
        check_tokens(state, seat, action.tokens)


def check_tokens(state: LegislationState, seat: int, tokens: tuple[tuple[int, Token], ...]) -> None:
    on_deck = set()
    for bills in state.on_deck:
        on_deck.update(bills)
    held = {c.subject for c in state.ledger.open if c.seat == seat}
    named: set[int] = set()
    for pair in tokens:
        if not isinstance(pair, tuple) or len(pair) != 2 or not isinstance(pair[1], Token):
            raise IllegalAction(f"{pair!r} is not a (bill, pledge|anti_pledge) pair", "bad_token")
        bill = pair[0]
        if bill not in on_deck:
            raise IllegalAction(f"bill {bill} is not On Deck", "not_on_deck", bill=bill)
        if bill in named or BILL_SUBJECTS[bill] in held:
            raise IllegalAction(
                f"seat {seat} already holds a token on bill {bill} (one per bill)", "token_held", bill=bill
            )
        named.add(bill)


def set_terms(state: LegislationState, action: Terms) -> tuple[Deal, bool]:
    """Record this party's part; returns the deal and whether it was made."""
    seat = action.seat
    deal = state.deal
    if deal is None:
        partner = action.partner
        assert partner is not None  # check_terms: opening a deal names the partner
        deal = state.deal = Deal(state.next_deal, seat, partner)
        state.next_deal += 1
        state.approached += (partner,)  # public: the table sees who is bargaining with whom
        state.table = None
    changed = deal.give[seat] != action.give or deal.tokens[seat] != action.tokens
    deal.give[seat] = action.give
    deal.tokens[seat] = action.tokens
    if changed:
        deal.agreed = {seat}
    else:
        deal.agreed.add(seat)
    return deal, agree_done(state, deal)


def check_confirm(state: LegislationState, seat: int) -> None:
    _check_pledge_turn(state)
    deal = state.deal
    if deal is None:
        raise IllegalAction("there is no open deal to confirm", "no_deal")
    if seat != deal.a and seat != deal.b:
        raise IllegalAction(f"seat {seat} is not a party to the open deal", "not_a_party")
    if seat in deal.agreed:
        raise IllegalAction(
            f"seat {seat} has already agreed; waiting for seat {deal.other(seat)}", "already_agreed"
        )


def confirm(state: LegislationState, seat: int) -> tuple[Deal, bool]:
    deal = state.deal
    assert deal is not None  # check_confirm
    deal.agreed.add(seat)
    return deal, agree_done(state, deal)


def agree_done(state: LegislationState, deal: Deal) -> bool:
    """Make the deal if both parties agree to it as it stands."""
    if len(deal.agreed) < 2:
        return False
    hands = state.hands
    for giver in (deal.a, deal.b):
        receiver = deal.other(giver)
        for b in deal.give[giver]:
            hands[giver].remove(b)
            hands[receiver].append(b)
        source = deal_source(deal.id)
        for bill, token in deal.tokens[giver]:
            state.ledger.add(
                Commitment(
                    giver, TOKEN_KINDS[token], BILL_SUBJECTS[bill], TOKEN_OPTIONS[token], source, receiver
                )
            )
    state.deals.append(deal)
    state.deal = None
    state.table = None
    return True


def check_drop(state: LegislationState, seat: int) -> None:
    _check_pledge_turn(state)
    deal = state.deal
    if deal is None:
        raise IllegalAction("there is no open deal to drop", "no_deal")
    if seat != deal.a and seat != deal.b:
        raise IllegalAction(f"seat {seat} is not a party to the open deal", "not_a_party")


def drop(state: LegislationState) -> Deal:
    deal = state.deal
    assert deal is not None  # check_drop
    state.deal = None
    return deal


def check_cancel(state: LegislationState, action: CancelDeal) -> Deal:
    _check_active_between_deals(state, action.seat, "cancel a deal")
    for deal in state.deals:
        if deal.id == action.deal:
            break
    else:
        raise IllegalAction(f"no deal {action.deal} was made this turn", "no_such_deal", deal=action.deal)
    for giver in (deal.a, deal.b):
        receiver = deal.other(giver)
        for b in deal.give[giver]:
            if b not in state.hands[receiver]:
                raise IllegalAction(
                    f"bill {b} from deal {deal.id} has been passed on; cancel the later deal first",
                    "card_passed_on",
                    bill=b,
                )
    return deal


def cancel(state: LegislationState, deal: Deal) -> None:
    hands = state.hands
    for giver in (deal.a, deal.b):
        receiver = deal.other(giver)
        for b in deal.give[giver]:
            hands[receiver].remove(b)
            hands[giver].append(b)
    source = deal_source(deal.id)
    state.ledger.open = [c for c in state.ledger.open if c.source != source]
    state.deals.remove(deal)
    state.table = None


def check_end_turn(state: LegislationState, seat: int) -> None:
    _check_active_between_deals(state, seat, "end the Pledge turn")


def terms_data(deal: Deal, seat: int) -> DealTerms:
    return DealTerms(tuple(deal.give[seat]), tuple((bill, token.value) for bill, token in deal.tokens[seat]))


def made_data(deal: Deal) -> DealShown:
    """What everyone learns when a deal is made (or cancelled): card counts and the tokens, each as
    (bill, seat, token) like every token in Legislation's views (DealSummary.tokens)."""
    return DealShown(
        deal.id,
        (deal.a, deal.b),
        (len(deal.give[deal.a]), len(deal.give[deal.b])),
        tuple((bill, s, token.value) for s in (deal.a, deal.b) for bill, token in deal.tokens[s]),
    )


def exchanged(deal: Deal) -> dict[int, tuple[tuple[int, ...], tuple[int, ...]]]:
    """Which bills each party received and gave (only they know): seat -> (received, given)."""
    a_gives, b_gives = tuple(deal.give[deal.a]), tuple(deal.give[deal.b])
    return {deal.a: (b_gives, a_gives), deal.b: (a_gives, b_gives)}
