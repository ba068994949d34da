"""Whether a value is of a declared type, for the tests that check the games' declared data at run time
(log records, frame payloads): the few forms they declare (unions, lists, tuples, dicts, TypedDicts,
dataclasses, classes)."""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any


def fits(value: object, hint: Any) -> bool:
    """Whether `value` is of the declared type `hint` (the few forms the record declares)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        return any(fits(value, a) for a in args)
    if typing.is_typeddict(hint):  # a nested declared record: its keys, each of its type
        hints = typing.get_type_hints(hint)
        return (
            isinstance(value, dict)
            and hint.__required_keys__ <= value.keys() <= hints.keys()
            and all(fits(v, hints[k]) for k, v in value.items())
        )
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):  # each field of its declared type
        hints = typing.get_type_hints(hint)
        return type(value) is hint and all(
            fits(getattr(value, f.name), hints[f.name]) for f in dataclasses.fields(hint)
        )
    if origin is typing.Literal:
        return value in args
    if hint is type(None):
        return value is None
    if origin is list:
        return isinstance(value, list) and all(fits(v, args[0]) for v in value)
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(fits(v, args[0]) for v in value)
        return len(value) == len(args) and all(fits(v, a) for v, a in zip(value, args, strict=True))
    if origin is dict:
        pairs = value.items() if isinstance(value, dict) else None
        return pairs is not None and all(fits(k, args[0]) and fits(v, args[1]) for k, v in pairs)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    assert isinstance(hint, type), hint
    return isinstance(value, hint)
