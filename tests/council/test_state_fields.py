"""Every field of the Council state is copied and fingerprinted: the copy of a state never shares
anything mutable with it, and a change to any field shows in the fingerprint (fields.py makes both
from each class's one field list)."""

from __future__ import annotations

from dataclasses import replace
from enum import Enum
from typing import Any

import pytest

from games.core.ballot import Ballot, Vote
from games.core.ledger import Commitment, CommitmentKind, Ledger
from games.council.fields import EACH, RNG, RNG_STATE, fingerprint
from games.council.options import CouncilOptions
from games.council.state import AgendaContext, CouncilState, Frame, FrameKind, PlayerState
from tests.council.table import run_until, table, vote

MARK = "zz-changed"


def voting_table() -> CouncilState:
    """A table in the middle of a vote: an agenda with a ballot, a cast vote, frames on the stack."""
    state = table(4, deck=["mutiny"])
    run_until(state, FrameKind.VOTE)
    seat = state.stack[-1].seat
    vote(state, seat, state.agenda.outcomes[0], *state.players[seat].ready_planets(), keep=True)
    return state


def changed(value: Any) -> Any:
    """A different immutable value of the same kind."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if value is None or isinstance(value, str):
        return f"{value}{MARK}"
    if isinstance(value, tuple):
        return (*value, MARK)
    if isinstance(value, Enum):
        return next(m for m in type(value) if m is not value)
    if isinstance(value, CouncilOptions):
        return replace(value, vp_goal=value.vp_goal + 1)
    if isinstance(value, dict):  # shared because fixed at set-up (seat_of): only ever replaced
        return {**value, MARK: 0}
    raise AssertionError(f"no change known for {value!r}")


SHARED_ON_PURPOSE = {"seat_of"}  # fixed at set-up: copies share it, and it is only ever replaced


def change(obj: Any, name: str, how: str) -> None:
    """Change field `name` of `obj`, in place wherever the value is mutable (the way sharing leaks).

    The value's own type decides, not the field list: a list wrongly listed as SHARED must fail.
    """
    if how in (RNG, RNG_STATE):
        obj.rng.random()  # drawing moves the generator on
        return
    value = getattr(obj, name)
    if name in SHARED_ON_PURPOSE:
        setattr(obj, name, changed(value))
    elif isinstance(value, list):
        for item in value:
            if hasattr(type(item), "FIELDS"):
                change_all(item)
        value.append(value[0].copy() if value and hasattr(value[0], "copy") else MARK)
        if how == EACH and len(value) == 1:  # an empty list of frames: give it one
            value[0] = Frame(FrameKind.TRIGGER, (0,), card=MARK)
    elif isinstance(value, set):
        value.add(MARK)
    elif isinstance(value, dict):
        value[MARK] = MARK
    elif isinstance(value, Ledger):
        value.add(Commitment(0, CommitmentKind.RIDER, MARK, MARK, source=MARK))
    elif isinstance(value, Ballot):
        value.votes[99] = Vote(MARK, 1)
    elif hasattr(type(value), "FIELDS"):
        change_all(value)
    else:
        setattr(obj, name, changed(value))


def change_all(obj: Any) -> None:
    for name, how in type(obj).FIELDS:
        change(obj, name, how)


def instances(state: CouncilState) -> dict[type, Any]:
    assert state.agenda is not None and state.agenda.ballot is not None and state.agenda.votes
    return {
        CouncilState: state,
        AgendaContext: state.agenda,
        PlayerState: state.players[0],
        Frame: state.stack[-1],
    }


CLASSES = (CouncilState, AgendaContext, PlayerState, Frame)
CASES = [(cls, name, how) for cls in CLASSES for name, how in cls.FIELDS]


@pytest.mark.parametrize(("cls", "name", "how"), CASES, ids=[f"{c.__name__}.{n}" for c, n, _ in CASES])
def test_every_field_is_copied_and_fingerprinted(cls: type, name: str, how: str) -> None:
    obj = instances(voting_table())[cls]
    before = fingerprint(obj)
    dup = obj.copy()
    assert fingerprint(dup) == before, "a fresh copy is identical"
    change(dup, name, how)
    assert fingerprint(obj) == before, f"changing {cls.__name__}.{name} of a copy changed the original"
    assert fingerprint(dup) != before, f"{cls.__name__}.{name} is not in the fingerprint"


def test_the_field_lists_are_the_slots() -> None:
    """Nothing outside the field list: a slot that the list missed would be neither copied nor compared."""
    for cls in CLASSES:
        assert cls.__slots__ == tuple(name for name, _ in cls.FIELDS)
        assert not hasattr(cls(*ARGS[cls]), "__dict__"), f"{cls.__name__} takes attributes outside its fields"


ARGS: dict[type, tuple[Any, ...]] = {
    CouncilState: (2, CouncilOptions(), 1),
    AgendaContext: ("mutiny", "agenda-1"),
    PlayerState: (),
    Frame: (FrameKind.START, (0, 1)),
}


def test_a_state_sets_every_field() -> None:
    state = voting_table()
    for obj in instances(state).values():
        for name, _ in type(obj).FIELDS:
            getattr(obj, name)  # AttributeError if __init__ left a field unset


def test_a_cards_agenda_state_is_its_own_copied_and_fingerprinted() -> None:
    """What a card keeps about the agenda lives under its id (declared default until it keeps
    something), must be immutable, and a copy of the state keeps its own."""
    from games.council.cards import REGISTRY

    state = voting_table()
    order = REGISTRY["hack-election-omega"]
    assert order.kept(state) == order.agenda_default == ()
    with pytest.raises(TypeError):
        order.keep(state, [1])  # a list would be shared between the state and its copies
    before = fingerprint(state)
    dup = state.copy()
    order.keep(dup, (2,))
    assert order.kept(dup) == (2,) and order.kept(state) == ()
    assert fingerprint(state) == before != fingerprint(dup)
    for rule in REGISTRY.values():
        hash(rule.agenda_default)  # every declared default is immutable too
