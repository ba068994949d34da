"""A whole Galactic Council table rebuilt from one seat's knowledge, with everything that seat cannot see
dealt again from the bot's own RNG, for the Strong bot's search (games/core/search.py).

Two steps. `known_table(state, seat)` (the view's `known_table` section) copies the table and takes out
everything hidden from the seat, keeping it only as pools in a fixed (sorted) order and counts: the
other hands, the action deck and its discard pile (one pool), the other seats' promissory notes but for
those lying face up or shown to it, their unscored agenda-phase secret objectives, the agenda deck's
order but for what the seat peeked at, a Covert Legislation agenda it did not see, what others peeked
at, and the game's own dice. Two tables the seat cannot tell apart give equal `KnownTable`s (the no-
cheating test checks it). `deal(known, rng)` then draws one complete table consistent with it.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from games.council import data
from games.council.cards.action_phase import XXEKIR_LOOK
from games.council.cards.peeks import visible_deck
from games.council.outcomes import eligible_outcomes
from games.council.procedure import neighbours
from games.council.rulebook import face_up
from games.council.state import CHOOSE, TRANSACTION, CouncilState
from games.council.votes import commander_access

if TYPE_CHECKING:
    from games.council.view import CouncilView


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
    if mine is not None and mine.data["prompt"] == "lie_in_wait":
        for s in mine.data["sources"]:
            known_cards[s] = list(state.players[s].hand)
    maban = commander_access(state, seat, "maban-omega")
    for s in others:
        notes = state.players[s].notes
        if maban and s in neighbours(state, seat):
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
    if top is not None and top.kind is CHOOSE and top.order[0] == seat and top.data["prompt"] == "xxekir":
        deck_top = tuple(top.data["cards"])
    bottom = None
    if maban and deck and state.options.mode == "standalone":
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
        if frame.kind is CHOOSE and frame.data.get("prompt") == "xxekir" and frame.order[0] != seat:
            frame.data["cards"] = ()
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


def deal(known: KnownTable, rng: random.Random) -> CouncilState:
    """One complete table the seat cannot tell from the real one, the unseen part drawn from `rng`."""
    me = known.seat
    state = known.state.copy()
    state._rng, state._rng_state = random.Random(rng.getrandbits(64)), None
    n = state.n

    pool = list(known.cards)
    rng.shuffle(pool)
    for s in range(n):
        if s == me:
            continue
        p = state.players[s]
        need = known.hand_counts[s] - len(known.hands[s])
        p.hand = list(known.hands[s]) + pool[:need]
        del pool[:need]
    state.action_deck = pool[: known.action_deck_count]
    state.action_discard = pool[known.action_deck_count :]

    notes = list(known.unseen_notes)
    rng.shuffle(notes)
    secrets = list(known.secrets)
    rng.shuffle(secrets)
    for s in range(n):
        if s == me:
            continue
        p = state.players[s]
        need = known.note_counts[s] - len(known.notes[s])
        p.notes = list(known.notes[s]) + notes[:need]
        del notes[:need]
        k = known.secret_counts[s]
        p.secrets, secrets = secrets[:k], secrets[k:]

    _agenda_deck(known, state, rng)
    return state


def _agenda_deck(known: KnownTable, state: CouncilState, rng: random.Random) -> None:
    rest = Counter(known.agendas)
    hidden = known.hidden
    on_deck = known.hidden_on_deck
    if hidden and on_deck:
        rest[hidden] -= 1
    top = [c for c in known.deck_top if rest[c] > 0]
    for c in top:
        rest[c] -= 1
    bottom = known.deck_bottom if known.deck_bottom and rest[known.deck_bottom] > 0 else None
    if bottom:
        rest[bottom] -= 1
    middle = sorted(rest.elements())
    rng.shuffle(middle)
    ctx = state.agenda
    if hidden == "":  # a Covert Legislation agenda the seat did not see: one with the same outcomes
        assert ctx is not None
        # One from the deck if it can be; else any agenda of the same outcomes (the deck is the one
        # place it can lie, but an agenda with other outcomes could not resolve this vote at all).
        pool = (middle if on_deck else []) + sorted(data.agendas())
        hidden = next((c for c in pool if same_outcomes(state, c, ctx.outcomes)), ctx.card)
        if on_deck and hidden in middle:
            middle.remove(hidden)
        ctx.hidden = hidden
    deck = ([bottom] if bottom else []) + middle + list(reversed(top))
    if hidden and on_deck:
        deck.append(hidden)  # still on top of the deck until it is resolved (peeks.visible_deck)
    state.deck = deck
    if ctx is not None:
        visible = visible_deck(state)
        for s, count in known.peeks:
            if hidden and s == state.speaker and count == 1 and ctx.hidden is not None:
                ctx.peeked[s] = (ctx.hidden,)
            else:
                ctx.peeked[s] = tuple(reversed(visible[-count:])) if count else ()
    for frame in state.stack:
        if frame.kind is CHOOSE and frame.data.get("prompt") == "xxekir" and not frame.data["cards"]:
            frame.data["cards"] = tuple(reversed(state.deck[-XXEKIR_LOOK:]))


def determinise(view: CouncilView, rng: random.Random) -> CouncilState:
    """A complete table drawn from what `view`'s seat knows (its `known_table` section)."""
    if view.seat is None:
        raise ValueError("the shared screen has nothing to sample")
    known = view.known_table
    assert known is not None  # a seat's view knows its table
    return deal(known, rng)


def same_outcomes(state: CouncilState, card: str, outcomes: tuple[str, ...]) -> bool:
    """Could `card` be the agenda voted on with these outcomes? Never Covert Legislation itself: it has no
    outcomes of its own (it may lie in the deck the stand-in is drawn from)."""
    try:
        return eligible_outcomes(state, card) == outcomes
    except ValueError:
        return False
