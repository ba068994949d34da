"""A whole Galactic Council table rebuilt from one seat's knowledge, with everything that seat cannot see
dealt again from the bot's own RNG, for the Strong bot's search (games/core/search.py).

Two steps. `known_table(state, seat)` (games/council/observer.py: the view's `known_table` section)
takes out everything hidden from the seat; `deal(known, rng)` then draws one complete table
consistent with it.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from games.council import data
from games.council.cards.peeks import visible_deck
from games.council.observer import KnownTable
from games.council.outcomes import eligible_outcomes
from games.council.rulebook import asking
from games.council.state import CHOOSE, CouncilState

if TYPE_CHECKING:
    from games.council.view import CouncilView


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
        card = asking(frame.data.get("prompt", "")) if frame.kind is CHOOSE else None
        if card is not None:  # what a card's question showed only its seat, dealt again
            card.deal_hidden(state, frame)


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
