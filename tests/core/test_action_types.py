"""Wrongly typed action fields are refused with IllegalAction, for every action kind of every game;
whatever a session accepts can be saved and reopened."""

from __future__ import annotations

import dataclasses
import json
import random
import typing
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.core import RandomBot, Seat, Session, SessionConfig
from games.core.actions import checker
from games.core.errors import IllegalAction
from tests.core.test_legal import CASES, _random_value, options

SESSIONS: dict[tuple[str, int], Session] = {}


def session_at(name: str, moves: int) -> Session:
    """A session of the game `moves` random moves in (cached: the tests only try actions on it)."""
    key = (name, moves)
    if key not in SESSIONS:
        game = CASES[name]
        config = SessionConfig(game.name, tuple(Seat(f"P{i}") for i in range(4)), options(game, moves), 5)
        session = Session(game, config)
        bots = [RandomBot(game, i) for i in range(4)]
        for _ in range(moves):
            waiting = session.to_act()
            if not waiting:
                break
            session.apply(bots[waiting[0]].act(session.view(waiting[0])))
        SESSIONS[key] = session
    return SESSIONS[key]


WRONG = st.one_of(
    st.booleans(),
    st.integers(-(2**40), 2**40),
    st.floats(allow_nan=False),
    st.binary(max_size=4),
    st.text(max_size=4),
    st.none(),
    st.lists(st.integers(0, 9), max_size=3),
    st.tuples(st.integers(0, 9), st.text(max_size=2)),
    st.tuples(st.booleans()),
    st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
    st.sampled_from(["\ud800", "x" * 5000]),  # text that cannot be saved, text far too long
)


def fits(value: Any, hint: Any) -> bool:
    return checker(hint)[0](value)


def wrong_inside(value: Any, hint: Any, bad: Any) -> Any:
    """`value` with `bad` put somewhere inside it (the field itself, or one item of a tuple)."""
    args = typing.get_args(hint)
    if typing.get_origin(hint) is tuple and isinstance(value, tuple) and value and args:
        i = len(value) // 2
        item_hint = args[0] if args[-1] is Ellipsis else args[i]
        return value[:i] + (wrong_inside(value[i], item_hint, bad),) + value[i + 1 :]
    return bad


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.sampled_from(sorted(CASES)),
    moves=st.sampled_from([0, 40, 150]),
    kind=st.integers(0, 50),
    field=st.integers(0, 20),
    bad=WRONG,
    deep=st.booleans(),
    seed=st.integers(0, 2**16),
)
def test_a_wrongly_typed_field_is_refused_with_a_clear_message(name, moves, kind, field, bad, deep, seed):
    session = session_at(name, moves)
    game = CASES[name]
    fingerprint = game.fingerprint
    cls = game.action_types[kind % len(game.action_types)]
    hints = typing.get_type_hints(cls)
    fields = dataclasses.fields(cls)
    rng = random.Random(seed)
    waiting = session.to_act() or (0,)
    values = {f.name: _random_value(hints[f.name], rng, ["for", "against"], 4) for f in fields}
    values["seat"] = waiting[0]
    target = fields[field % len(fields)].name
    values[target] = wrong_inside(values[target], hints[target], bad) if deep else bad
    if fits(values[target], hints[target]):
        return  # not wrong after all (None where None is allowed, a whole number for a number)
    action = cls(**values)
    before, count = fingerprint(session.state), len(session)
    try:
        session.apply(action)
    except IllegalAction as exc:
        assert exc.code == "bad_field" and target in str(exc), str(exc)
    else:
        raise AssertionError(f"{action} was accepted")
    assert fingerprint(session.state) == before and len(session) == count


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.sampled_from(sorted(CASES)),
    moves=st.sampled_from([0, 40, 150]),
    kind=st.integers(0, 50),
    seed=st.integers(0, 2**16),
)
def test_whatever_a_session_accepts_can_be_saved_and_reopened(name, moves, kind, seed):
    session = session_at(name, moves)
    game = CASES[name]
    fingerprint = game.fingerprint
    cls = game.action_types[kind % len(game.action_types)]
    hints = typing.get_type_hints(cls)
    rng = random.Random(seed)
    waiting = session.to_act() or (0,)
    words = ["for", "against", "", "sabotage", "mecatol-rex", "A secret", "x" * 61]
    values = {f.name: _random_value(hints[f.name], rng, words, 4) for f in dataclasses.fields(cls)}
    values["seat"] = rng.choice(waiting)
    action = cls(**values)
    trial = Session.replay(game, session.config, session.actions)
    try:
        trial.apply(action)
    except IllegalAction:
        return
    saved = json.loads(json.dumps([game.codec.encode(a) for a in trial.actions]))
    reopened = Session.replay(game, session.config, [game.codec.decode(a) for a in saved])
    assert fingerprint(reopened.state) == fingerprint(trial.state)
