"""What one seat knows of the whole Galactic Council table: the observer the view's `known_table` section
and a Strong bot's search read (games/council/bots/determinise.py deals the rest again).

`known_table(state, seat)` copies the table and takes out everything hidden from the seat, keeping it
only as pools in a fixed (sorted) order and counts: the other hands, the action deck and its discard
pile (one pool), the other seats' promissory notes but for those lying face up or shown to it, their
unscored agenda-phase secret objectives, the agenda deck's order but for what the seat peeked at, a
Covert Legislation agenda it did not see, what others peeked at, and the game's own dice. Two tables
the seat cannot tell apart give equal `KnownTable`s (the no-cheating test checks it).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from enum import Enum
from typing import Any

from games.council.cards.peeks import visible_deck
from games.council.procedure import neighbours
from games.council.rulebook import asking, face_up, sees_deck_ends, sees_neighbour_notes
from games.council.state import CHOOSE, TRANSACTION, CouncilState

NO_DICE = random.Random(0).getstate()  # stands for the game's RNG in a known table; `deal` draws new dice


@dataclass(frozen=True, eq=False)
class KnownTable:
    """The table as `seat` knows it: `state` with every hidden thing taken out, and the pools to deal."""

    seat: int
    state: CouncilState  # other hands, decks, hidden notes and secrets emptied; no dice
    hands: tuple[tuple[str, ...], ...]  # cards known to be in each hand (own hand: all of it)
    hand_counts: tuple[int, ...]
    cards: tuple[str, ...]  # unseen action cards: other hands, the action deck and its discard, sorted
    action_deck_count: int
    notes: tuple[tuple[str, ...], ...]  # notes known to be held by each seat
    note_counts: tuple[int, ...]
    unseen_notes: tuple[str, ...]
    secrets: tuple[str, ...]  # others' unscored agenda-phase secret objectives, sorted
    secret_counts: tuple[int, ...]
    agendas: tuple[str, ...]  # the agenda deck's cards, sorted
    deck_top: tuple[str, ...]  # known top of the (visible) agenda deck, top first
    deck_bottom: str | None  # known bottom card (M'aban Omega)
    hidden: str | None  # Covert Legislation's agenda: "" when there is one the seat did not see
    hidden_on_deck: bool  # it still lies on top of the deck (until it is resolved)
    peeks: tuple[tuple[int, int], ...]  # other seats' peeks this agenda: (seat, how many cards)

    def signature(self) -> tuple[Any, ...]:
        fields = tuple(getattr(self, name) for name in self.__dataclass_fields__ if name != "state")
        return fields + (dump(self.state),)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, KnownTable) and self.signature() == other.signature()

    __hash__ = None  # type: ignore[assignment]


def dump(value: Any) -> Any:
    """Any part of a state as plain nested tuples, sets sorted: two equal tables dump equal."""
    if value is None or isinstance(value, str | int | float | bool | Enum):
        return value
    if isinstance(value, list | tuple):
        return tuple(dump(v) for v in value)
    if isinstance(value, set | frozenset):
        return ("set", tuple(sorted((dump(v) for v in value), key=repr)))
    if isinstance(value, dict):
        return ("dict", tuple(sorted(((dump(k), dump(v)) for k, v in value.items()), key=repr)))
    slots = [s for klass in type(value).__mro__ for s in getattr(klass, "__slots__", ())]
    if slots:
        return (type(value).__name__,) + tuple((s, dump(getattr(value, s, None))) for s in slots)
    if hasattr(value, "__dict__"):
        return (type(value).__name__,) + tuple((k, dump(v)) for k, v in sorted(vars(value).items()))
    return repr(value)


def known_table(state: CouncilState, seat: int) -> KnownTable:
    n = state.n
    others = [s for s in range(n) if s != seat]
    top = state.stack[-1] if state.stack else None
    ctx = state.agenda

    # Cards and notes the seat knows another holds: named in a deal offered now, or shown by Lie in Wait.
    known_cards: list[list[str]] = [[] for _ in range(n)]
    known_notes: list[list[str]] = [[] for _ in range(n)]
    known_cards[seat] = list(state.players[seat].hand)
    known_notes[seat] = list(state.players[seat].notes)
    if top is not None and top.kind is TRANSACTION and top.order[0] == seat:  # offered to the seat
        proposer = top.data["proposer"]
        for item in top.data["give"]:
            kind, _, value = item.partition(":")
            if kind == "card":
                known_cards[proposer].append(value)
            elif kind == "note":
                known_notes[proposer].append(value)
    mine = top if top is not None and top.kind is CHOOSE and top.order[0] == seat else None
    question = asking(mine.data["prompt"]) if mine is not None else None  # a card's own question
    if mine is not None and question is not None:
        for s in question.hands_shown(mine):
            known_cards[s] = list(state.players[s].hand)
    neighbour_notes = sees_neighbour_notes(state, seat)  # a commander's passive (cards/peeks.py)
    for s in others:
        notes = state.players[s].notes
        if neighbour_notes and s in neighbours(state, seat):
            shown = list(notes)
        else:
            # Face up in another's play area, or (nowhere face up) still with its owner: known either way.
            shown = [x for x in notes if face_up(x)]  # Alliance, Blood Pact
        keep = set(known_notes[s] + shown)
        known_notes[s] = [x for x in notes if x in keep]  # in the holder's order, as the view lists them

    cards = Counter(state.action_deck) + Counter(state.action_discard)
    unseen_notes: list[str] = []
    secrets: list[str] = []
    for s in others:
        p = state.players[s]
        cards += Counter(p.hand) - Counter(known_cards[s])
        unseen_notes += [x for x in p.notes if x not in known_notes[s]]
        secrets += p.secrets

    # The agenda deck: what the seat saw of it stays where it is, the rest is one pool.
    deck = visible_deck(state)
    hidden = ctx.hidden if ctx is not None else None
    seen_hidden = hidden is not None and ctx is not None and hidden in ctx.peeked.get(seat, ())
    deck_top: tuple[str, ...] = ()
    if ctx is not None and not (hidden is not None and ctx.peeked.get(seat) == (hidden,)):
        deck_top = tuple(ctx.peeked.get(seat, ()))
    if mine is not None and question is not None and question.agendas_shown(mine):
        deck_top = question.agendas_shown(mine)
    bottom = None
    if deck and state.options.mode == "standalone" and sees_deck_ends(state, seat):
        deck_top = deck_top or (deck[-1],)
        bottom = deck[0] if len(deck) > len(deck_top) else None
    peeks: tuple[tuple[int, int], ...] = ()
    if ctx is not None:
        peeks = tuple(sorted((s, len(cs)) for s, cs in ctx.peeked.items() if s != seat))

    public = state.copy()
    public._rng, public._rng_state = None, NO_DICE  # the game's own dice are dealt again too
    for s in others:
        p = public.players[s]
        p.hand, p.notes, p.secrets = [], [], []
    public.action_deck, public.action_discard, public.deck = [], [], []
    if public.agenda is not None:
        public.agenda.peeked = {seat: public.agenda.peeked[seat]} if seat in public.agenda.peeked else {}
        if hidden is not None and not seen_hidden:
            public.agenda.hidden = ""
    for frame in public.stack:
        if frame.kind is CHOOSE and frame.order[0] != seat:
            card = asking(frame.data.get("prompt", ""))
            if card is not None:
                card.hide_from_others(frame)
    return KnownTable(
        seat=seat,
        state=public,
        hands=tuple(tuple(sorted(h)) for h in known_cards),
        hand_counts=tuple(len(p.hand) for p in state.players),
        cards=tuple(sorted(cards.elements())),
        action_deck_count=len(state.action_deck),
        notes=tuple(tuple(x) for x in known_notes),
        note_counts=tuple(len(p.notes) for p in state.players),
        unseen_notes=tuple(sorted(unseen_notes)),
        secrets=tuple(sorted(secrets)),
        secret_counts=tuple(len(p.secrets) for p in state.players),
        agendas=tuple(sorted(state.deck)),
        deck_top=deck_top,
        deck_bottom=bottom,
        hidden=None if hidden is None else hidden if seen_hidden else "",
        hidden_on_deck=hidden is not None and bool(state.deck) and state.deck[-1] == hidden,
        peeks=peeks,
    )
