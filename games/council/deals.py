"""Transactions: each pair of players may make one per agenda (note 6), of trade goods and notes.

Both sides confirm: the proposer offers, the other accepts or refuses. Action cards may change hands
only if one side is the Hacan (Arbiters) or the proposer plays Black Market Dealings with the deal
(which also lets relics and unscored secret objectives change hands). Items are strings:
"tg:N", "note:<id>@<owner>", "card:<id>", "relic:<id>", "secret:<id>", and "play:<id>" (a card played
with the deal: the card's rule checks and carries it out, see CardRule.check_play_with_deal).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TypedDict

from games.core.errors import IllegalAction
from games.core.frozen import quick
from games.core.seats import MAX_SEATS
from games.council import data, decks, holdings, rulebook
from games.council.actions import AnswerDeal, ProposeDeal
from games.council.log_items import Transaction
from games.council.log_record import Rec
from games.council.options import COMPANION
from games.council.rulebook import ACTION_CARD, NOTE
from games.council.state import CHOOSE, INSTRUCTIONS, TRANSACTION, CouncilState, Frame

HIDDEN = {"note": "promissory note", "card": "action card", "secret": "secret objective"}  # kept in hands


# (cards allowed, relics and secrets allowed) in a deal between `seat` and `other`: Arbiters and Black
# Market Dealings widen it (cards/trades.py). The hook itself, not a wrapper: asked for every partner.
widened = rulebook.deal_widening


def known_item(state: CouncilState, kind: str, value: str) -> bool:
    """Whether a hidden item names something that exists (a note of some seat, a card of the data)."""
    if kind == "note":
        name, _, owner = value.partition("@")
        info = data.cards().get(name)
        return info is not None and info.kind == NOTE and owner.isdigit() and int(owner) < state.n
    info = data.cards().get(value)
    return info is not None and info.kind == (ACTION_CARD if kind == "card" else "secret_objective")


class DealItems(TypedDict):
    """What one side of a deal gives, item by item ("tg:3", "note:<id>@<owner>", "card:<id>", ...)."""

    tg: int
    notes: list[str]  # promissory notes, "<id>@<owner>"
    cards: list[str]  # action cards
    relics: list[str]
    secrets: list[str]  # secret objectives


def parse_items(
    state: CouncilState,
    seat: int,
    items: tuple[str, ...],
    cards_ok: bool,
    rare_ok: bool,
    proposer: bool,
    check_hidden: bool = True,
) -> DealItems:
    """The items as {"tg", "notes", "cards", "relics", "secrets"}; refuses what `seat` cannot give.

    `check_hidden=False` (what the proposer asks of the other side) checks only that hidden items
    (notes, cards, secret objectives) exist: whether the other side holds them is its secret, so
    that is checked when it accepts, and an answer of "no" is always possible.
    """
    me = state.players[seat]
    standalone = state.options.mode == "standalone"
    out: DealItems = {"tg": 0, "notes": [], "cards": [], "relics": [], "secrets": []}
    for item in items:
        kind, _, value = item.partition(":")
        if kind in HIDDEN and not known_item(state, kind, value):
            raise IllegalAction(f"{item!r} names no {HIDDEN[kind]}", "bad_item")
        if kind == "tg":
            if not value.isdigit() or int(value) <= 0:
                raise IllegalAction(f"bad trade-good amount in {item!r}", "bad_item")
            if out["tg"]:
                raise IllegalAction("name the trade goods of one side once (tg:N)", "bad_item")
            out["tg"] += int(value)
        elif kind == "note":
            if value in out["notes"] or (check_hidden and value not in me.notes):
                raise IllegalAction(f"seat {seat} does not hold the note {value!r}", "bad_item")
            out["notes"].append(value)
        elif kind == "card":
            if not standalone and not decks.in_action_deck(state.options, value):  # declared cards
                raise IllegalAction(
                    f"{value} is not in the action deck of {decks.deck_label(state.options)}", "not_in_deck"
                )
            if not cards_ok:
                raise IllegalAction(
                    "action cards change hands only with Arbiters or Black Market Dealings",
                    "cards_not_tradeable",
                )
            if standalone and check_hidden and me.hand.count(value) <= out["cards"].count(value):
                raise IllegalAction(f"seat {seat} does not hold {value!r}", "bad_item")
            if out["cards"].count(value) >= copies(value):
                raise IllegalAction(f"there are only {copies(value)} of {value!r}", "bad_item")
            out["cards"].append(value)
        elif kind in ("relic", "secret"):
            if not rare_ok:
                raise IllegalAction(f"{kind}s change hands only with Black Market Dealings", "bad_item")
            held, given = (me.relics, out["relics"]) if kind == "relic" else (me.secrets, out["secrets"])
            if value in given or ((check_hidden or kind == "relic") and value not in held):
                raise IllegalAction(f"seat {seat} does not hold {value!r}", "bad_item")
            given.append(value)
        elif kind == "play" and proposer and value in played_with_deals():
            rulebook.REGISTRY[value].check_play_with_deal(state, seat, items)
        else:
            raise IllegalAction(f"{item!r} cannot be part of a deal", "bad_item")
    if out["tg"] > state.players[seat].tg:
        raise IllegalAction(f"seat {seat} has only {me.tg} trade goods", "too_few_tg")
    return out


def played_with_deals() -> tuple[str, ...]:
    """The cards one may play with a deal (Black Market Dealings)."""
    return tuple(rule.id for rule in rulebook.hooked("may_play_with_deal"))


# What closes deals while an agenda is open: an offer waiting for its answer, a choice, the instructions.
CLOSED = frozenset({TRANSACTION, INSTRUCTIONS, CHOOSE})


def deals_open(state: CouncilState) -> bool:
    """Whether a deal may be offered now: an agenda is open and no transaction, choice or table's
    instructions waits (what check_proposal refuses otherwise, and what the listing and the views read)."""
    stack = state.stack
    return state.agenda is not None and bool(stack) and stack[-1].kind not in CLOSED


# [n][seat] -> the other seats of a table of n: who may deal with `seat` before any deal is made.
OTHER_SEATS = tuple(
    tuple(tuple(s for s in range(n) if s != seat) for seat in range(n)) for n in range(MAX_SEATS + 1)
)


def partners(state: CouncilState, seat: int) -> tuple[int, ...]:
    """The seats `seat` may still offer a deal to now (none while deals are closed): each pair makes one
    transaction an agenda."""
    if not deals_open(state):
        return ()
    assert state.agenda is not None  # deals_open: an agenda is open
    made = state.agenda.deals
    if not made:  # no deal on this agenda yet (most of the time): every other seat
        return OTHER_SEATS[state.n][seat]
    return tuple(s for s in OTHER_SEATS[state.n][seat] if ((s, seat) if s < seat else (seat, s)) not in made)


def anyone_may_offer(state: CouncilState) -> bool:
    """Companion mode (one shared screen): whether any player may offer a transaction now, out of turn
    too: deals are open and some pair has not made its transaction of this agenda. Standalone: False
    (only the seat on turn offers at the screen, its hand hidden from the others)."""
    if state.options.mode is not COMPANION or not deals_open(state):
        return False
    assert state.agenda is not None  # deals_open: an agenda is open
    return len(state.agenda.deals) < state.n * (state.n - 1) // 2


def check_proposal(state: CouncilState, action: ProposeDeal) -> tuple[DealItems, DealItems]:
    ctx = state.agenda
    if ctx is None:
        raise IllegalAction("deals are made during an agenda", "no_agenda")
    if not deals_open(state):
        raise IllegalAction("finish the current question before proposing a deal", "busy")
    seat, to = action.seat, action.to
    if not 0 <= seat < state.n:
        raise IllegalAction(f"there is no seat {seat}", "bad_seat")
    if not 0 <= to < state.n or to == seat:
        raise IllegalAction("a deal needs another player", "bad_partner")
    if (min(seat, to), max(seat, to)) in ctx.deals:
        raise IllegalAction("this pair has already made its one transaction for this agenda", "deal_used")
    if not action.give and not action.get:
        raise IllegalAction("an empty deal", "empty_deal")
    cards_ok, rare_ok = widened(state, seat, to, tuple(action.give))
    give = parse_items(state, seat, tuple(action.give), cards_ok, rare_ok, True)
    get = parse_items(state, to, tuple(action.get), cards_ok, rare_ok, False, check_hidden=False)
    return give, get


def apply_propose(state: CouncilState, action: ProposeDeal, rec: Rec) -> None:
    check_proposal(state, action)
    assert state.agenda is not None  # check_proposal refuses a deal outside an agenda
    state.agenda.offered.add((action.seat, action.to))
    state.stack.append(
        Frame(
            TRANSACTION,
            (action.to,),
            proposer=action.seat,
            give=tuple(action.give),
            get=tuple(action.get),
        )
    )
    rec.update({"to": action.to, "offered": True})


def apply_answer(state: CouncilState, action: AnswerDeal, rec: Rec) -> None:
    top = state.stack[-1] if state.stack else None
    if top is None or top.kind is not TRANSACTION or top.order[0] != action.seat:
        raise IllegalAction("no deal is waiting for this seat's answer", "no_deal")
    proposer, to = top.data["proposer"], action.seat
    if not action.accept:  # always possible, even when the other side asked for what this seat lacks
        state.stack.pop()
        rec.update({"proposer": proposer, "accepted": False})
        return
    give, get = deal_terms(state, top)
    state.stack.pop()
    rec.update({"proposer": proposer, "accepted": True})
    for item in top.data["give"]:
        kind, _, value = item.partition(":")
        if kind == "play":
            rulebook.REGISTRY[value].played_with_deal(state, proposer, rec)
    transfer(state, proposer, to, give, rec)
    transfer(state, to, proposer, get, rec)
    assert state.agenda is not None
    state.agenda.deals.add((min(proposer, to), max(proposer, to)))
    rulebook.after_deal(state, proposer, to)  # Pillage, Lie in Wait


def deal_terms(state: CouncilState, frame: Frame) -> tuple[DealItems, DealItems]:
    """The offer waiting in `frame`, checked in full: what each side gives, if the answer is yes."""
    proposer, to = frame.data["proposer"], frame.order[0]
    give_items, get_items = frame.data["give"], frame.data["get"]
    cards_ok, rare_ok = widened(state, proposer, to, give_items)
    give = parse_items(state, proposer, give_items, cards_ok, rare_ok, True)
    return give, parse_items(state, to, get_items, cards_ok, rare_ok, False)


def can_accept(state: CouncilState, frame: Frame) -> bool:
    """Whether the seat answering holds all it was asked for (only that seat is told)."""
    try:
        deal_terms(state, frame)
    except IllegalAction:
        return False
    return True


@cache
def nameable_items() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Every action card and agenda-phase secret objective of the data, as deal items."""
    cards = data.cards()
    return (
        tuple(f"card:{c}" for c, info in cards.items() if info.kind == ACTION_CARD),
        tuple(f"secret:{c}" for c, info in cards.items() if info.kind == "secret_objective"),
    )


@dataclass(frozen=True, slots=True)
class DealOffer:
    """What may go into a deal with one partner, as ProposeDeal's item strings (see `offers`)."""

    partner: int
    give_tg: int
    ask_tg: int
    give: tuple[str, ...]
    ask: tuple[str, ...]
    give_bmd: tuple[str, ...] | None  # with Black Market Dealings (None: it cannot be played)
    ask_bmd: tuple[str, ...] | None
    play: str | None = None  # the item that plays it with the deal (goes with what this seat gives)


_offer = quick(DealOffer)  # one per partner whenever a seat may deal


def copies(card: str) -> int:
    """How many of an action card the deck holds."""
    return data.cards()[card].copies


@cache
@cache
def nameable_notes(seats: int) -> tuple[str, ...]:
    """Every promissory note of the data, of every seat, as deal items (a note may be asked for by
    name: who holds it now is hidden)."""
    notes = [c for c, info in data.cards().items() if info.kind == NOTE]
    return tuple(f"note:{note}@{owner}" for owner in range(seats) for note in notes)


def offers(
    state: CouncilState, seat: int, partners: tuple[int, ...], cards_ok: tuple[bool, ...] | None = None
) -> tuple[DealOffer, ...]:
    """What `seat` may put in a deal with each partner, as the item strings ProposeDeal takes.

    Per partner: "give" / "ask" without Black Market Dealings, and "give_bmd" / "ask_bmd" with it
    (None when this seat cannot play it: not in its hand in standalone mode; a deal with it adds the
    item "play", "play:" and the card's id, to what it gives), and "give_tg" / "ask_tg", the most trade goods
    each side has. Only what `seat` may see: its own hand, notes, relics and secret objectives; of
    the partner, its trade goods and relics (public). Hidden items may be asked for by name (every
    action card, the agenda-phase secret objectives): the partner can always refuse, and can accept
    only if it holds them. `cards_ok`: per partner, whether action cards may change hands without
    Black Market Dealings (`widened`), if the caller has worked it out already.
    """
    me = state.players[seat]
    standalone = state.options.mode == "standalone"
    every_card, every_secret = nameable_items()
    if not standalone:  # declared cards: only those the chosen deck holds ("card:<id>")
        every_card = tuple(c for c in every_card if decks.in_action_deck(state.options, c[5:]))
    my_cards = tuple(f"card:{c}" for c in dict.fromkeys(me.hand)) if standalone else every_card
    notes = tuple(f"note:{n}" for n in me.notes)
    my_rare = tuple(f"relic:{r}" for r in me.relics) + tuple(f"secret:{x}" for x in me.secrets)
    with_cards = notes + my_cards
    give_bmd = None
    plays = rulebook.deal_plays(state, seat)  # Black Market Dealings, if this seat may play it
    play = plays[0] if plays else None
    if play is not None:  # the card played cannot be given too
        played = "card:" + play.partition(":")[2]
        give_bmd = notes + tuple(c for c in my_cards if not (standalone and c == played)) + my_rare
    out = []
    if cards_ok is None:  # Arbiters (without Black Market Dealings)
        cards_ok = tuple(widened(state, seat, partner, ())[0] for partner in partners)
    for partner, cards in zip(partners, cards_ok, strict=True):
        them = state.players[partner]
        ask_bmd = None
        if give_bmd is not None:
            ask_bmd = every_card + tuple(f"relic:{r}" for r in them.relics) + every_secret
        give, ask = (with_cards, every_card) if cards else (notes, ())
        out.append(_offer(partner, me.tg, them.tg, give, ask, give_bmd, ask_bmd, play))
    return tuple(out)


def transfer(state: CouncilState, giver: int, taker: int, items: DealItems, rec: Rec) -> None:
    a, b = state.players[giver], state.players[taker]
    a.tg -= items["tg"]
    b.tg += items["tg"]
    # Companion mode: the trade goods cross the table on the board too, said at once.
    holdings.say_now(state, rec, "deal", "give_tg", giver, subject=str(taker), amount=items["tg"])
    for note in items["notes"]:
        a.notes.remove(note)
        b.notes.append(note)
    for card in items["cards"]:
        if state.options.mode == "standalone":
            a.hand.remove(card)
            b.hand.append(card)
            state.hands_changed = True
    for relic in items["relics"]:
        b.relics[relic] = a.relics.pop(relic)
    for secret in items["secrets"]:
        a.secrets.remove(secret)
        b.secrets.append(secret)
    rec.setdefault("moved", []).append(
        Transaction(
            giver,
            taker,
            items["tg"],
            tuple(items["notes"]),
            len(items["cards"]),
            tuple(items["relics"]),
            len(items["secrets"]),
        )
    )
    if items["notes"]:
        rec["_reveals"] = True  # the notes were in a hand until now
    if items["cards"] or items["secrets"]:
        private = rec.setdefault("_private", {})
        for seat in (giver, taker):
            private.setdefault(seat, []).extend(items["cards"] + items["secrets"])
        rec["_reveals"] = True
