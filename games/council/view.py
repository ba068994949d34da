"""What one seat may see (seat None: the shared screen): public table state, its own hand, notes and
peeks, and - for the seat that must act - the decision it faces with its legal choices."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.council import choices as choice_rules
from games.council import data
from games.council import deals as deal_rules
from games.council.cards.action_phase import votable, xxekir_count
from games.council.cards.peeks import visible_deck
from games.council.companion import table_as_is
from games.council.holdings import fleet_room
from games.council.procedure import neighbours, to_act, voting_order
from games.council.rulebook import REGISTRY, holds, rules_for
from games.council.scoring import may_score, standings
from games.council.state import (
    CANCEL,
    CHOOSE,
    INSTRUCTIONS,
    START,
    TABLE_CHECK,
    TIE,
    TRANSACTION,
    TRIGGER,
    VOTE,
    WINDOW_KINDS,
    CouncilState,
    FrameKind,
)
from games.council.votes import (
    TRIAD,
    capacity,
    commander_access,
    executive,
    planet_vote,
    representative_government,
    spendable_tg,
    triad_ready,
    vote_preview,
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
        "face_up_notes": tuple(
            n for n in p.notes if n.partition("@")[0] in FACE_UP_NOTES and int(n.partition("@")[2]) != seat
        ),
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


SECTIONS = (
    "seat",
    "n",
    "round",
    "agenda_no",
    "speaker",
    "vp_goal",
    "mode",
    "over",
    "winners",
    "to_act",
    "players",
    "laws",
    "deck_count",
    "discard",
    "action_deck_count",
    "agenda",
    "frame",
    "instructions",
    "public_secrets",
    "standings",
    "first_player",
    "voting_order",
)
OWN_SECTIONS = ("hand", "notes", "secrets", "capacity", "deck_ends", "prompt")
ACTING = frozenset({"prompt", "plays", "can_rest", "deals", "can_score_secret", "known_table"})


class SeatView(Mapping[str, Any]):
    """A seat's view, computed section by section on first reading (the bot reads only its prompt).

    It reads the live state, so it describes the moment it was made only until the next action;
    `to_dict()` freezes all of it. Every section holds only what `seat` may see.

    The seat that must act also gets: `prompt` (the decision and its legal choices), `plays`,
    `can_rest` (whether "pass for the rest of this agenda" makes sense), `deals` (what it may offer
    in a transaction, or None), `can_score_secret` (whether `ScoreSecret` is open to it now) and
    `known_table` (the table with everything hidden from it pooled: games/council/bots/determinise.py).
    """

    __slots__ = ("_SeatView__state", "_seat", "_cache", "_known")

    def __init__(self, state: CouncilState, seat: int | None) -> None:
        self.__state = state
        self._seat = seat
        self._cache: dict[str, Any] = {}
        self._known: tuple[str, ...] | None = None

    def _keys(self) -> tuple[str, ...]:
        if self._known is not None:
            return self._known
        if self._seat is None:
            keys = SECTIONS
        else:
            keys = SECTIONS + OWN_SECTIONS[:4]
            if commander_access(self.__state, self._seat, "maban-omega"):
                # Companion mode: the real deck's ends are at the table, not in the program's order.
                companion = self.__state.options.mode == "companion"
                keys += ("neighbour_notes",) if companion else ("deck_ends", "neighbour_notes")
            if self._seat in to_act(self.__state):
                keys += ("prompt", "plays", "can_rest", "deals", "can_score_secret", "known_table")
        self._known = keys
        return keys

    def __getitem__(self, key: str) -> Any:
        if key == "frame":  # read first by every reader (the bot, on every action): no table look-up
            stack = self.__state.stack
            return stack[-1].kind._value_ if stack else None
        if key == "seat":
            return self._seat
        getter = PUBLIC.get(key)
        if getter is not None:  # a plain read of the state: cheaper done again than cached
            return getter(self.__state, self._seat)
        cache = self._cache
        if key in cache:
            return cache[key]
        state, seat = self.__state, self._seat
        if seat is not None and key in ACTING and seat in to_act(state):
            value = section(state, seat, key)  # only the seat that must act gets its prompt
        elif key in self._keys():
            value = section(state, seat, key)
        else:
            raise KeyError(key)
        cache[key] = value
        return value

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self._keys())

    def __len__(self) -> int:
        return len(self._keys())

    def to_dict(self) -> dict[str, Any]:
        return {k: self[k] for k in self._keys()}


PUBLIC: dict[str, Any] = {
    "seat": lambda state, seat: seat,
    "n": lambda state, seat: state.n,
    "round": lambda state, seat: state.round,
    "agenda_no": lambda state, seat: state.agenda_no,
    "speaker": lambda state, seat: state.speaker,
    "frame": lambda state, seat: state.stack[-1].kind._value_ if state.stack else None,
    "to_act": lambda state, seat: to_act(state),
    "over": lambda state, seat: state.over,
}


def section(state: CouncilState, seat: int | None, key: str) -> Any:
    if key == "seat":
        return seat
    if key == "n":
        return state.n
    if key == "round":
        return state.round
    if key == "agenda_no":
        return state.agenda_no
    if key == "speaker":
        return state.speaker
    if key == "vp_goal":
        return state.options.vp_goal
    if key == "mode":
        return state.options.mode.value
    if key == "over":
        return state.over
    if key == "winners":
        return state.winners
    if key == "to_act":
        return to_act(state)
    if key == "players":
        return tuple(public_player(state, s) for s in range(state.n))
    if key == "laws":
        return tuple(state.laws.items())
    if key == "deck_count":
        return len(state.deck)
    if key == "discard":
        return tuple(state.discard)
    if key == "action_deck_count":
        return len(state.action_deck)
    if key == "agenda":
        return agenda_view(state, seat)
    if key == "frame":
        return state.stack[-1].kind.value if state.stack else None
    if key == "instructions":
        return tuple((i.source, i.key, i.seat, i.subject, i.amount) for i in state.instructions)
    if key == "public_secrets":
        return tuple(state.public_secrets)
    if key == "standings":  # typed: seat, VP, won (the winners once over), faction
        return standings(state)
    if key == "voting_order":  # the order of the vote under way or about to be taken; () between agendas
        return ballot_order(state)
    if key == "first_player":  # the first to vote: the speaker's left, unless a card moved someone first
        order = ballot_order(state)
        return order[0] if order else (state.speaker + 1) % state.n
    assert seat is not None
    me = state.players[seat]
    if key == "hand":
        return tuple(me.hand)
    if key == "notes":
        return tuple(me.notes)
    if key == "secrets":
        return tuple(me.secrets)
    if key == "capacity":
        return capacity(state, seat).entries
    if key == "deck_ends":  # M'aban Omega: the agenda deck's top and bottom at any time
        deck = visible_deck(state)  # never Covert Legislation's hidden agenda
        return (deck[-1], deck[0]) if deck else ()
    if key == "neighbour_notes":  # M'aban Omega: the neighbours' promissory notes
        return tuple((s, tuple(state.players[s].notes)) for s in neighbours(state, seat))
    if key == "prompt":
        return prompt(state, seat)
    if key == "deals":
        return deal_options(state, seat)
    if key == "plays":  # every card use open to the seat in the window now
        top = state.stack[-1]
        return legal_plays(state, seat, top.kind) if top.kind in WINDOW_KINDS else ()
    if key == "can_score_secret":  # whether ScoreSecret is open to the seat now (its turn in a window)
        return may_score(state, seat)
    if key == "known_table":  # the table with all hidden from the seat pooled, for a search bot to deal
        from games.council.bots.determinise import known_table

        return known_table(state, seat)
    if key == "can_rest":  # whether "pass for the rest of this agenda" makes sense now
        return state.agenda is not None and state.stack[-1].kind is not START
    raise KeyError(key)


def ballot_order(state: CouncilState) -> tuple[int, ...]:
    ctx = state.agenda
    if ctx is None:
        return ()
    if ctx.ballot is not None:
        return tuple(ctx.ballot.order)
    return voting_order(state)


def seat_view(state: CouncilState, seat: int | None) -> SeatView:
    return SeatView(state, seat)


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
        if kind is CANCEL:
            out["card_played"] = (top.data["card"], top.data["player"])
        if kind is TRIGGER:
            out["trigger"] = top.data["card"]
    elif kind is VOTE:
        ctx = state.agenda
        assert ctx is not None
        me = state.players[seat]
        out["outcomes"] = ctx.outcomes
        out["forced"] = ctx.forced.get(seat)
        out["rep_gov"] = representative_government(state)
        ready = [p for p in me.planets if p not in me.exhausted] + (
            [TRIAD] if triad_ready(state, seat) else []
        )
        out["planets"] = tuple((p, planet_vote(state, seat, p)) for p in ready)
        gila_or_order = commander_access(state, seat, "gila-the-silvertongue") or executive(state, seat)
        out["gila"] = spendable_tg(state, seat) if gila_or_order else 0  # trade goods that can become votes
        out["predictive"] = me.techs.get("predictive-intelligence") is False
        out["odlynn"] = seat in ctx.odlynn
        out["qanoj"] = commander_access(state, seat, "elder-qanoj")
        # Every source of votes, typed, and the engine's own count of a selection (`preview.total`).
        out["preview"] = vote_preview(state, seat, private=False)
    elif kind is TIE:
        out["tied"] = top.data["tied"]
    elif kind is CHOOSE:
        out["prompt"] = top.data["prompt"]
        out["options"] = choice_rules.options(state, top)
        out["count"] = top.data.get("count", 1)
        if top.data["prompt"] == "xxekir":
            out["count"] = xxekir_count(state, top)
            out["agendas"] = tuple((c, votable(state, c)) for c in out["options"])
        if top.data["prompt"] == "tokens":
            me = state.players[seat]
            out["count"] = choice_rules.tokens_needed(state, top)
            out["change"] = top.data["change"]
            out["have"] = (me.tactic, me.fleet, me.strategy)
            out["fleet_room"] = fleet_room(state, seat)  # None, or how many more Fleet Regulations allows
        if top.data["prompt"] == "lie_in_wait":
            a, b = top.data["sources"]
            out["sources"] = (tuple(state.players[a].hand), tuple(state.players[b].hand))
    elif kind is TABLE_CHECK:
        out["as_is"] = table_as_is(state, seat)  # the last phase's end state, to correct
    elif kind is TRANSACTION:
        out["offer"] = (top.data["proposer"], top.data["give"], top.data["get"])
        out["can_accept"] = deal_rules.can_accept(state, top)  # False: it lacks something asked of it
    return out


def deal_options(state: CouncilState, seat: int) -> dict[str, Any] | None:
    """What the acting seat needs to propose a deal now, or None if it cannot.

    `offers` (one entry a partner, see deals.offers) lists the exact items the engine allows with
    each partner, with and without Black Market Dealings; the other keys are the raw holdings.
    """
    partners = deal_partners(state, seat)
    if not partners:
        return None
    me = state.players[seat]
    return {
        "tg": me.tg,
        "notes": tuple(me.notes),
        "hand": tuple(me.hand),
        "abilities": me.abilities,
        "partners": tuple(
            (s, state.players[s].tg, "arbiters" in state.players[s].abilities) for s in partners
        ),
        "offers": deal_rules.offers(state, seat, partners),
    }


def deal_partners(state: CouncilState, seat: int) -> tuple[int, ...]:
    ctx = state.agenda
    top = state.stack[-1] if state.stack else None
    if ctx is None or top is None or top.kind in (TRANSACTION, INSTRUCTIONS, CHOOSE):
        return ()
    return tuple(s for s in range(state.n) if s != seat and (min(s, seat), max(s, seat)) not in ctx.deals)


def card_name(card_id: str) -> str:
    if card_id in REGISTRY:
        return REGISTRY[card_id].info.name
    return data.agendas()[card_id].name
