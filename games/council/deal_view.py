"""What the acting seat sees to propose a deal: its holdings, the partners left on this agenda and the
exact items the engine allows with each."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from games.core.frozen import quick
from games.council import data
from games.council import deals as deal_rules
from games.council.deals import DealOffer
from games.council.rulebook import (
    deal_widening,
)
from games.council.state import CouncilState


class Partner(NamedTuple):
    """A seat the acting seat may still deal with on this agenda."""

    seat: int
    tg: int
    arbiters: bool  # action cards may change hands in a deal with this partner (the Hacan's Arbiters)


@dataclass(frozen=True, slots=True)
class DealOptions:
    """What the acting seat needs to propose a deal now."""

    tg: int
    notes: tuple[str, ...]
    hand: tuple[str, ...]
    abilities: tuple[str, ...]
    partners: tuple[Partner, ...]
    offers: tuple[DealOffer, ...]
    # Every promissory note in another seat's hand ("note:<id>@<owner>"), in owner order: any may be asked
    # for by name from any partner, who can accept only if it holds it. Which notes each seat started
    # with is public (its faction); who holds one now is not, so the list is the same for every partner.
    others_notes: tuple[str, ...] = ()


def offers_any_time(state: CouncilState, seat: int | None) -> DealOptions | None:
    """Companion mode (one shared screen): what `seat` may offer now out of turn, its own holdings only
    (any player may offer a transaction while an agenda is open); None elsewhere, or when it cannot."""
    if seat is None or not deal_rules.anyone_may_offer(state):
        return None
    return deal_options(state, seat)


def deal_options(state: CouncilState, seat: int) -> DealOptions | None:
    """What the acting seat needs to propose a deal now, or None if it cannot.

    `offers` (one entry a partner, see deals.offers) lists the exact items the engine allows with
    each partner, with and without Black Market Dealings; the other fields are the raw holdings.
    """
    partners = deal_partners(state, seat)
    if not partners:
        return None
    me = state.players[seat]
    players = state.players
    cards_ok = tuple(deal_widening(state, seat, s, ())[0] for s in partners)  # Arbiters
    return _deal_options(
        me.tg,
        tuple(me.notes),
        tuple(me.hand),
        tuple(me.abilities),
        tuple([_partner(Partner, (s, players[s].tg, ok)) for s, ok in zip(partners, cards_ok, strict=True)]),
        deal_rules.offers(state, seat, partners, cards_ok),
        others_notes(state, seat),
    )


def others_notes(state: CouncilState, seat: int) -> tuple[str, ...]:
    """The notes other seats hold, as deal items, sorted by whose note it is (never by who holds it)."""
    order = {card: i for i, card in enumerate(data.cards())}
    held = [note for s, p in enumerate(state.players) if s != seat for note in p.notes]

    def key(note: str) -> tuple[int, int]:
        card, _, owner = note.partition("@")
        return (int(owner) if owner.isdigit() else state.n, order.get(card, len(order)))

    return tuple(f"note:{note}" for note in sorted(held, key=key))


_partner = tuple.__new__  # Partner(...) without the NamedTuple's Python-level __new__


# Who may still deal with a seat: the rules' own list (deals.py), named here for the views and bots.
OTHER_SEATS = deal_rules.OTHER_SEATS
deal_partners = deal_rules.partners


_deal_options = quick(DealOptions)  # whenever a seat may deal (5 % of a random bot's turns)
