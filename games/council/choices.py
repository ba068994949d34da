"""Follow-up questions a card or rule asks one seat, answered with `Choose(items)`.

Prompts: "give_note" (Diplomatic Pressure's target picks the note), "recombination" ("comply" or
"refuse" Genetic Recombination), "lie_in_wait" (one card from each neighbour's hand), "ready"
(Checks and Balances: which planets to ready), "discard" (down to the hand limit), "tokens" (the
pools for command tokens gained or lost: one pool name per token), "xxekir" (the original Xxekir
Grom: two of the top agendas, each followed by its outcome), and in companion mode "reveal" and
"covert" (the speaker names the agenda turned over, or the one Covert Legislation drew).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.core.errors import IllegalAction
from games.council import companion, holdings
from games.council.actions import Choose
from games.council.cards.action_phase import resolve_chosen, votable, xxekir_count
from games.council.procedure import proceed
from games.council.state import CHOOSE, CouncilState, Frame

Rec = dict[str, Any]


def options(state: CouncilState, frame: Frame) -> tuple[str, ...]:
    """What may be chosen from (the `count` below says how many)."""
    prompt, seat = frame.data["prompt"], frame.order[0]
    me = state.players[seat]
    if prompt == "give_note":
        return tuple(me.notes)
    if prompt == "recombination":
        return ("comply", "refuse")
    if prompt == "lie_in_wait":
        a, b = frame.data["sources"]
        return tuple(state.players[a].hand) + tuple(state.players[b].hand)
    if prompt == "ready":
        return tuple(p for p in me.planets if p in me.exhausted)
    if prompt == "discard":
        return tuple(me.hand)
    if prompt in ("reveal", "covert"):
        return companion.declarable_agendas(state)
    if prompt == "tokens":
        return POOLS
    if prompt == "xxekir":
        return tuple(c for c in frame.data["cards"] if votable(state, c))
    raise ValueError(prompt)


POOLS = ("tactic", "fleet", "strategy")


def tokens_needed(state: CouncilState, frame: Frame) -> int:
    """How many pool names the answer lists: every token gained, or as many lost as there are."""
    change = frame.data["change"]
    if change > 0:
        return change
    p = state.players[frame.order[0]]
    return min(-change, p.tactic + p.fleet + p.strategy)


def check_choice(state: CouncilState, frame: Frame, items: tuple[str, ...]) -> None:
    prompt = frame.data["prompt"]
    if prompt == "tokens":
        check_tokens(state, frame, items)
        return
    if prompt == "xxekir":
        check_xxekir(state, frame, items)
        return
    # Lie in Wait answers "" for a neighbour with an empty hand, which the generic check refuses.
    if prompt == "lie_in_wait":
        a, b = frame.data["sources"]
        need = [bool(state.players[a].hand), bool(state.players[b].hand)]
        if len(items) != 2 or any(bool(item) != n for item, n in zip(items, need, strict=True)):
            raise IllegalAction(
                'take one card from each neighbour with cards ("" for an empty hand)', "bad_choice"
            )
        for item, src in zip(items, (a, b), strict=True):
            if item and item not in state.players[src].hand:
                raise IllegalAction(f"{item!r} is not in seat {src}'s hand", "bad_choice")
        return

    allowed = Counter(options(state, frame))
    chosen = Counter(items)
    if any(chosen[i] > allowed[i] for i in chosen):
        raise IllegalAction(f"{items} are not among the choices {tuple(allowed)}", "bad_choice")
    if prompt in ("give_note", "recombination", "reveal", "covert") and len(items) != 1:
        raise IllegalAction("choose exactly one", "bad_choice")
    if prompt == "ready" and len(items) != min(frame.data["count"], len(allowed)):
        raise IllegalAction(f"ready exactly {min(frame.data['count'], len(allowed))} planets", "bad_choice")
    if prompt == "discard" and len(items) != frame.data["count"]:
        raise IllegalAction(f"discard exactly {frame.data['count']} cards", "bad_choice")


def check_tokens(state: CouncilState, frame: Frame, items: tuple[str, ...]) -> None:
    need = tokens_needed(state, frame)
    if len(items) != need or any(i not in POOLS for i in items):
        raise IllegalAction(f"name {need} pools (tactic, fleet, strategy), one per token", "bad_choice")
    room = holdings.fleet_room(state, frame.order[0])
    if frame.data["change"] > 0 and room is not None and items.count("fleet") > room:
        raise IllegalAction(
            f"Fleet Regulations: no more than {holdings.FLEET_CAP} tokens in a fleet pool (room for {room})",
            "fleet_cap",
        )
    if frame.data["change"] < 0:
        p = state.players[frame.order[0]]
        have = {"tactic": p.tactic, "fleet": p.fleet, "strategy": p.strategy}
        if any(Counter(items)[pool] > have[pool] for pool in POOLS):
            raise IllegalAction(f"not that many tokens in a pool: {have}", "bad_choice")


def check_xxekir(state: CouncilState, frame: Frame, items: tuple[str, ...]) -> None:
    count = xxekir_count(state, frame)
    agendas, outcomes = items[::2], items[1::2]
    if len(items) != 2 * count or len(set(agendas)) != len(agendas):
        raise IllegalAction(f"name {count} different agendas, each followed by its outcome", "bad_choice")
    allowed = options(state, frame)
    for agenda_id, outcome in zip(agendas, outcomes, strict=True):
        if agenda_id not in allowed or outcome not in votable(state, agenda_id):
            raise IllegalAction(f"{agenda_id!r} cannot be resolved for {outcome!r}", "bad_choice")


def apply_choose(state: CouncilState, action: Choose, rec: Rec) -> None:
    top = state.stack[-1] if state.stack else None
    if top is None or top.kind is not CHOOSE or top.order[0] != action.seat:
        raise IllegalAction("nothing is being asked of this seat", "no_question")
    items = tuple(action.items)
    prompt = top.data["prompt"]
    check_choice(state, top, items)
    state.stack.pop()
    seat = action.seat
    me = state.players[seat]
    rec["prompt"] = prompt
    if prompt == "give_note":
        me.notes.remove(items[0])
        state.players[top.data["to"]].notes.append(items[0])
        rec["note_to"] = top.data["to"]
        rec["_reveals"] = True  # a note from a hidden hand changes hands
    elif prompt == "recombination":
        assert state.agenda is not None
        if items[0] == "comply":
            state.agenda.forced[seat] = top.data["outcome"]
        else:
            holdings.lose_fleet_token(state, seat, rec, "genetic-recombination")
        rec["answer"] = items[0]
    elif prompt == "lie_in_wait":
        for item, src in zip(items, top.data["sources"], strict=True):
            if item:
                state.players[src].hand.remove(item)
                me.hand.append(item)
                state.hands_changed = True
        rec.setdefault("_private", {}).setdefault(seat, []).extend(i for i in items if i)
        rec["_reveals"] = True
    elif prompt == "ready":
        for p in items:
            me.exhausted.discard(p)
        rec["readied"] = items
    elif prompt == "discard":
        holdings.discard_cards(state, seat, list(items), rec)
    elif prompt == "xxekir":
        resolve_chosen(state, seat, items, rec)
    elif prompt == "reveal":
        companion.declare_reveal(state, items[0], rec)
    elif prompt == "covert":
        companion.declare_covert(state, items[0], rec)
    elif prompt == "tokens":
        step = 1 if top.data["change"] > 0 else -1
        for pool in items:
            setattr(me, pool, getattr(me, pool) + step)
        rec["tokens"] = (seat, items, step, top.data["source"])
    then = top.data.get("then")
    if then is not None:
        proceed(state, then, rec)
