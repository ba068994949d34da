"""What one seat may see (seat None: the shared screen): public table state, its own hand, notes and
peeks, and - for the seat that must act - the decision it faces with its legal choices."""

from __future__ import annotations

from typing import Any

from games.council import choices as choice_rules
from games.council import data
from games.council.cards.base import REGISTRY, holds, rules_for
from games.council.procedure import to_act
from games.council.state import WINDOW_KINDS, CouncilState, FrameKind
from games.council.votes import (
    TRIAD,
    capacity,
    commander_access,
    planet_vote,
    representative_government,
    spendable_tg,
    triad_ready,
)

FACE_UP_NOTES = ("alliance", "blood-pact")  # placed face up in the holder's play area on receipt


def public_player(state: CouncilState, seat: int) -> dict[str, Any]:
    p = state.players[seat]
    return {
        "faction": p.faction,
        "planets": tuple(p.planets),
        "exhausted": tuple(x for x in p.planets if x in p.exhausted),
        "tg": p.tg,
        "commodities": p.commodities,
        "vp": p.vp,
        "hand_count": len(p.hand),
        "note_count": len(p.notes),
        "face_up_notes": tuple(n for n in p.notes if n.partition("@")[0] in FACE_UP_NOTES
                               and int(n.partition("@")[2]) != seat),
        "tokens": (p.tactic, p.fleet, p.strategy),
        "leaders": tuple((k, v.value) for k, v in p.leaders.items()),
        "techs": tuple(p.techs.items()),
        "relics": tuple(p.relics.items()),
        "abilities": p.abilities,
        "scored": tuple(p.scored),
        "secret_count": len(p.secrets),
        "capacity": capacity(state, seat, private=False).entries,
    }


def agenda_view(state: CouncilState, seat: int | None) -> dict[str, Any] | None:
    ctx = state.agenda
    if ctx is None:
        return None
    return {
        "card": ctx.card,
        "hidden": ctx.hidden if seat is not None and ctx.hidden in ctx.peeked.get(seat, ()) else None,
        "outcomes": ctx.outcomes,
        "votes": tuple((s, v.outcome, v.total, v.sources) for s, v in ctx.votes.items()),
        "abstained": tuple(s for s, v in (ctx.ballot.votes.items() if ctx.ballot else ()) if v.abstained),
        "barred": tuple(sorted(ctx.barred | state.phase_barred)),
        "silenced": tuple(sorted(ctx.silenced)),
        "predictions": tuple((c.seat, c.source, c.option) for c in ctx.ledger.open),
        "reversed": ctx.reversed,
        "last": tuple(ctx.last),
        "outcome": ctx.outcome,
        "killed": ctx.killed,
        "deals": tuple(sorted(ctx.deals)),
        "peeked": ctx.peeked.get(seat, ()) if seat is not None else (),
        "forced": ctx.forced.get(seat) if seat is not None else None,
        "rest_passer": seat in ctx.rest_passers if seat is not None else False,
    }


def seat_view(state: CouncilState, seat: int | None) -> dict[str, Any]:
    acting = to_act(state)
    view: dict[str, Any] = {
        "seat": seat,
        "n": state.n,
        "round": state.round,
        "agenda_no": state.agenda_no,
        "speaker": state.speaker,
        "vp_goal": state.options.vp_goal,
        "mode": state.options.mode.value,
        "over": state.over,
        "winners": state.winners,
        "to_act": acting,
        "players": tuple(public_player(state, s) for s in range(state.n)),
        "laws": tuple(state.laws.items()),
        "deck_count": len(state.deck),
        "discard": tuple(state.discard),
        "action_deck_count": len(state.action_deck),
        "agenda": agenda_view(state, seat),
        "frame": state.stack[-1].kind.value if state.stack else None,
        "instructions": tuple((i.source, i.key, i.seat, i.subject, i.amount) for i in state.instructions),
        "public_secrets": tuple(state.public_secrets),
    }
    if seat is None:
        return view
    me = state.players[seat]
    view["hand"] = tuple(me.hand)
    view["notes"] = tuple(me.notes)
    view["secrets"] = tuple(me.secrets)
    view["capacity"] = capacity(state, seat).entries
    if commander_access(state, seat, "maban-omega") and state.deck:
        view["deck_ends"] = (state.deck[-1], state.deck[0])  # M'aban Omega: top and bottom at any time
    if seat in acting:
        view["prompt"] = prompt(state, seat)
    return view


def legal_plays(state: CouncilState, seat: int, kind: FrameKind) -> tuple[tuple[str, str, Any], ...]:
    """Every card use open to `seat` now: ("play" | "use", card id, Params)."""
    out = []
    for rule in rules_for(kind):
        if holds(state, seat, rule) and rule.blocked(state, seat) is None:
            verb = "play" if rule.played_from_hand else "use"
            out += [(verb, rule.id, params) for params in rule.choices(state, seat)]
    return tuple(out)


def prompt(state: CouncilState, seat: int) -> dict[str, Any]:
    top = state.stack[-1]
    kind = top.kind
    out: dict[str, Any] = {"kind": kind.value}
    if kind in WINDOW_KINDS:
        out["plays"] = legal_plays(state, seat, kind)
        if kind is FrameKind.CANCEL:
            out["card_played"] = (top.data["card"], top.data["player"])
        if kind is FrameKind.TRIGGER:
            out["trigger"] = top.data["card"]
    elif kind is FrameKind.VOTE:
        ctx = state.agenda
        assert ctx is not None
        me = state.players[seat]
        out["outcomes"] = ctx.outcomes
        out["forced"] = ctx.forced.get(seat)
        out["rep_gov"] = representative_government(state)
        ready = [p for p in me.planets if p not in me.exhausted] + ([TRIAD] if triad_ready(state, seat) else [])
        out["planets"] = tuple((p, planet_vote(state, seat, p)) for p in ready)
        out["gila"] = spendable_tg(state, seat) if commander_access(state, seat, "gila-the-silvertongue") else 0
        out["predictive"] = me.techs.get("predictive-intelligence") is False
        out["odlynn"] = seat in ctx.odlynn
    elif kind is FrameKind.TIE:
        out["tied"] = top.data["tied"]
    elif kind is FrameKind.CHOOSE:
        out["prompt"] = top.data["prompt"]
        out["options"] = choice_rules.options(state, top)
        out["count"] = top.data.get("count", 1)
        if top.data["prompt"] == "lie_in_wait":
            a, b = top.data["sources"]
            out["sources"] = (tuple(state.players[a].hand), tuple(state.players[b].hand))
    elif kind is FrameKind.TRANSACTION:
        out["offer"] = (top.data["proposer"], top.data["give"], top.data["get"])
    out["deal_partners"] = deal_partners(state, seat)
    return out


def deal_partners(state: CouncilState, seat: int) -> tuple[int, ...]:
    ctx = state.agenda
    top = state.stack[-1] if state.stack else None
    if ctx is None or top is None or top.kind in (FrameKind.TRANSACTION, FrameKind.INSTRUCTIONS, FrameKind.CHOOSE):
        return ()
    return tuple(s for s in range(state.n) if s != seat and (min(s, seat), max(s, seat)) not in ctx.deals)


def card_name(card_id: str) -> str:
    if card_id in REGISTRY:
        return REGISTRY[card_id].info.name
    return data.agendas()[card_id].name
