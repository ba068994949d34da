"""Who may use a card now: the promissory notes a seat holds from others, whether a seat has a card ready,
and the cards it could use in a window."""

from __future__ import annotations

from collections.abc import Iterable

from games.council import decks
from games.council.card_rule import ACTION_CARD, LEADER_KINDS, NOTE, CardRule
from games.council.state import LOCKED, PURGED, READY, CouncilState, FrameKind


def note_of(state: CouncilState, seat: int, note_id: str) -> str | None:
    """The first copy of `note_id` that `seat` holds from another player, if any."""
    owners = note_owners(state, seat, note_id)
    return f"{note_id}@{owners[0]}" if owners else None


def note_owners(state: CouncilState, seat: int, note_id: str) -> tuple[int, ...]:
    """The other players whose copy of `note_id` `seat` holds, in the order it got them (a note every
    player owns, such as Political Secret, may be held from several)."""
    return owners_in(state.players[seat].notes, note_id, seat)


def owners_in(notes: Iterable[str], note_id: str, seat: int) -> tuple[int, ...]:
    """The other players whose copy of `note_id` is among `notes` ("<id>@<owner>", as a hand or a view
    lists them), `seat` being the holder."""
    out = []
    for note in notes:
        name, _, owner = note.partition("@")
        if name == note_id and int(owner) != seat:
            out.append(int(owner))
    return tuple(out)


def can_play_action_cards(state: CouncilState, seat: int) -> bool:
    agenda = state.agenda
    if seat in state.censured:
        return False
    return not (agenda is not None and seat in agenda.silenced)


def holds(state: CouncilState, seat: int, rule: CardRule) -> bool:
    """Whether `seat` has `rule`'s card ready to use now (before the card's own conditions)."""
    info = rule.info
    me = state.players[seat]
    kind = info.kind
    if kind == ACTION_CARD:
        if state.options.mode != "companion":
            if rule.id not in me.hand:
                return False
        elif decks.copies_left(state, rule.id) <= 0:  # declared: a copy must be left in the deck
            return False
        if seat in state.censured:  # can_play_action_cards, without the call (asked for each card listed)
            return False
        agenda = state.agenda
        return not (agenda is not None and seat in agenda.silenced)
    if kind == NOTE:
        return note_of(state, seat, rule.id) is not None
    if kind == "faction_ability":
        silenced = state.agenda is not None and seat in state.agenda.silenced
        return rule.id in me.abilities and not silenced
    if kind in LEADER_KINDS:
        status = me.leaders.get(rule.id, LOCKED)
        if kind == "leader_commander":
            return status is not LOCKED and status is not PURGED
        return status is READY
    if kind == "technology":
        return me.techs.get(rule.id) is False
    if kind == "relic":
        return me.relics.get(rule.id) is False
    if kind == "secret_objective":
        if state.options.mode == "companion":  # declared, like action cards: the one copy, while unscored
            return not any(rule.info.name in p.scored for p in state.players)
        return rule.id in me.secrets
    if kind == "law":
        return state.laws.get(rule.id, -1) == seat
    return False


def window_rules(state: CouncilState, kind: FrameKind) -> tuple[CardRule, ...]:
    """The rules used in a window of `kind` that can be in play at this table (see RulesInPlay)."""
    return state.seat_of.rules[kind]


def usable(state: CouncilState, seat: int, kind: FrameKind, frame: object = None) -> list[str]:
    """Card ids `seat` could use in a window of `kind` now (with at least one legal choice)."""
    return [
        rule.id
        for rule in state.seat_of.rules[kind]
        if holds(state, seat, rule) and rule.blocked(state, seat) is None and rule.choices(state, seat)
    ]
