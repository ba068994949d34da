"""Transactions for the Council bots: what a deal's items are worth to a seat, which offers it accepts, and
the deals it proposes (buying a rival's Political Secret to silence it on an agenda that matters).

Items are deals.py's strings ("tg:N", "note:<id>@<owner>", "card:<id>", ...). A seat values them by
what they do for it in the agenda phase: trade goods by what goods are still worth; its own Political
Secret in a rival's hand by the vote that rival could take from it; a rival's Political Secret by that
rival's votes it can silence; an Alliance by the commander it lends (the Xxcha's and the Hacan's add
votes); an Imperial Rider by the point it has paid.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from games.council.actions import AnswerDeal, ProposeDeal
from games.council.bots.worth import CARD, TG, facts, leader, players, silenced_worth
from games.council.rulebook import owners_in

if TYPE_CHECKING:
    from games.council.view import CouncilView, Offer

SECRET = "political-secret"
ALLIANCE = "alliance"
# Its own Political Secret in a rival's hand: the rival may silence it on the agenda it cares most about.
OWN_SECRET = 0.4
RIVAL_SECRET = 0.15  # a rival's Political Secret: one agenda on which that rival cannot vote
LEADER_SECRET = 0.1  # ... more when that rival leads
VOTING_COMMANDERS = frozenset({"xxcha", "hacan"})  # their commanders add votes (Elder Qanoj, Gila)
LENT_VOTES = 0.3  # an Alliance lending such a commander
ALLIANCE_VALUE = 0.05  # any other Alliance: nothing the agenda phase uses much
NOTE = 0.1
IMPERIAL_RIDER = 0.37  # a point, won by 37 % of Basic's Imperial Riders (moves.RIDER_PAYS)
OTHER = {"relic": 0.4, "secret": 0.3}
BUY_ASK = 0.5  # chance per turn to offer, so that not every seat bargains on every agenda
OFFERS_PER_AGENDA = 2  # transactions a seat offers on one agenda at most (one a partner)
MIN_GAIN = 0.005  # what each side must gain by an offer, in victory points, for the seat to make it
BUY_CARE = 0.7  # how much the agenda must matter to pay for silencing a rival (basic.MATTERS: a point)
OPPOSED = 0.05  # a rival that cares less than this may not vote at all (basic.CARE)
Wants = Callable[[int], tuple[str | None, float]]  # a seat's preferred outcome and how much it cares


def item_value(view: CouncilView, seat: int, item: str) -> float:
    """What holding `item` is worth to `seat` (in victory points), whoever holds it now."""
    kind, _, value = item.partition(":")
    if kind == "tg":
        return TG * facts(view).goods * int(value or 0)
    if kind == "play":
        return 0.0
    if kind == "note":
        name, _, owner_text = value.partition("@")
        owner = int(owner_text) if owner_text.isdigit() else -1
        if name == SECRET:
            if owner == seat:
                return OWN_SECRET
            return RIVAL_SECRET + (LEADER_SECRET if owner == leader(view, seat) else 0.0)
        if name == ALLIANCE:
            return alliance_value(view, owner)
        return NOTE
    if kind == "card":
        return IMPERIAL_RIDER if value == "imperial-rider" else CARD
    return OTHER.get(kind, NOTE)


def given_value(view: CouncilView, seat: int, item: str) -> float:
    """What giving `item` away costs `seat`: its worth to the seat, and for its own notes what they do for
    the rival who gets them (its Political Secret silences it; its Alliance lends its commander)."""
    kind, _, value = item.partition(":")
    if kind == "note":
        name, _, owner = value.partition("@")
        if owner == str(seat) and name == ALLIANCE:
            return alliance_value(view, seat)
    return item_value(view, seat, item)


def alliance_value(view: CouncilView, giver: int) -> float:
    """An Alliance given by `giver`: it lends the giver's commander, which adds votes for a few factions."""
    faction = players(view)[giver].faction if 0 <= giver < view.n else None
    return LENT_VOTES if faction in VOTING_COMMANDERS else ALLIANCE_VALUE


def offer_value(view: CouncilView, seat: int, offer: Offer) -> float:
    """A transaction offered to `seat`: what it gets minus what it gives."""
    gets = sum(item_value(view, seat, item) for item in offer.give)
    gives = sum(given_value(view, seat, item) for item in offer.get)
    return gets - gives


def answer(view: CouncilView, seat: int) -> AnswerDeal:
    """Accept an offer worth more to the seat than it costs (and that it can fulfil)."""
    prompt = view.transaction_prompt()
    return AnswerDeal(seat, bool(prompt.can_accept) and offer_value(view, seat, prompt.offer) > 0)


def held_secrets(view: CouncilView, seat: int) -> tuple[int, ...]:
    """The rivals whose Political Secret the seat holds (it may play any of them)."""
    return owners_in(view.notes, SECRET, seat)


def gains(
    view: CouncilView,
    seat: int,
    partner: int,
    give: tuple[str, ...],
    get: tuple[str, ...],
    bought: float | None = None,
) -> tuple[float, float]:
    """A transaction `seat` might offer `partner` (it gives `give`, asks `get`), as `seat` reckons it: (what
    it gains, what the partner gains by the same rules of worth, read from the public table). `bought`, if
    given, is what `get` is worth to the seat for its use in mind now (a Political Secret to play at once)."""
    mine = (bought if bought is not None else sum(item_value(view, seat, x) for x in get)) - sum(
        given_value(view, seat, x) for x in give
    )
    theirs = sum(item_value(view, partner, x) for x in give) - sum(given_value(view, partner, x) for x in get)
    return mine, theirs


def may_offer(view: CouncilView, seat: int, partner: int) -> bool:
    """One offer to a partner an agenda at most (made or refused: a refusal is not asked again), and at most
    OFFERS_PER_AGENDA offers in all."""
    agenda = view.agenda
    if agenda is None:
        return False
    mine = [to for by, to in agenda.offered if by == seat]
    return partner not in mine and len(mine) < OFFERS_PER_AGENDA


def priced(
    view: CouncilView, seat: int, partner: int, items: tuple[str, ...], bought: float | None, pays: bool
) -> ProposeDeal | None:
    """The offer of trade goods for `items` (`pays`: the seat buys) or of `items` for trade goods (the seat
    sells) at the lowest price the side paid in goods gains by, if the other side gains by it too; None
    when no price gains both."""
    payer = seat if pays else partner
    for price in range(1, view.players[payer].tg + 1):
        goods = (f"tg:{price}",)
        give, get = (goods, items) if pays else (items, goods)
        mine, theirs = gains(view, seat, partner, give, get, bought)
        paid = theirs if pays else mine  # the side that takes the goods: the lowest price it gains by
        if paid > MIN_GAIN:
            return ProposeDeal(seat, partner, give, get) if min(mine, theirs) > MIN_GAIN else None
    return None


def buy_silence(
    view: CouncilView, seat: int, rng: random.Random, mine: str | None, care: float, wants: Wants
) -> ProposeDeal | None:
    """When an agenda that matters is revealed: offer trade goods to the rival with the most votes against
    our outcome for its Political Secret, to play at once and keep it from voting, at a price both sides
    gain by (see `priced`). Offered now and then (see BUY_ASK), never for nothing, never twice to a rival."""
    deals, agenda = view.deals, view.agenda
    if view.frame != "when_revealed" or deals is None or agenda is None or mine is None or care < BUY_CARE:
        return None
    if view.players[seat].tg <= 0:
        return None
    ready = view.votes_ready

    def opposed(rival: int) -> bool:
        choice, rival_care = wants(rival)
        against = choice != mine and rival_care > OPPOSED
        return against and ready[rival] > 0 and rival not in agenda.silenced

    if any(opposed(rival) for rival in held_secrets(view, seat)):
        return None  # it holds an opposed rival's note already: it plays that one (basic.play_worth)
    targets = [(ready[o.partner], -o.partner) for o in deals.offers if opposed(o.partner)]
    targets = [t for t in targets if may_offer(view, seat, -t[1])]
    if not targets or rng.random() >= BUY_ASK:
        return None
    _, rival = max(targets)
    rival = -rival
    note = (f"note:{SECRET}@{rival}",)
    return priced(view, seat, rival, note, silenced_worth(view, rival, care), pays=True)


def sell_back(view: CouncilView, seat: int, keep: Callable[[int], bool]) -> ProposeDeal | None:
    """Offer a rival's Political Secret the seat holds back to its owner for trade goods, when the seat has no
    use for it on this agenda (`keep(owner)` false) and a price gains both: the note is worth more to its
    owner than to the seat holding it."""
    deals = view.deals
    if deals is None:
        return None
    partners = {o.partner for o in deals.offers}
    for owner in held_secrets(view, seat):
        if owner in partners and not keep(owner) and may_offer(view, seat, owner):
            offer = priced(view, seat, owner, (f"note:{SECRET}@{owner}",), None, pays=False)
            if offer is not None:
                return offer
    return None
