"""One list of fields per state class: its `__slots__`, its fast `copy` and its `fingerprint` come from it.

A field says how a copy takes it: SHARED (immutable, or fixed at set-up), LIST / SET / DICT (a
shallow copy: the items are immutable), COPY (the value's own `copy()`), MAYBE_COPY (the same, or
None), EACH (a list of values, each copied). The copy function is generated once from the list, so
it runs as fast as a hand-written one; a field added to the list is copied and fingerprinted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

SHARED = "{0}"
LIST = "list({0})"
SET = "set({0})"
DICT = "dict({0})"
COPY = "{0}.copy()"
MAYBE_COPY = "None if {0} is None else {0}.copy()"
EACH = "[x.copy() for x in {0}]"

RNG = "None"  # the random generator: a copy rebuilds it from the state tuple if it ever draws
RNG_STATE = "self.rng_state()"  # the generator's state, shared (a tuple)

Fields = tuple[tuple[str, str], ...]
T = TypeVar("T")


def slots(fields: Fields) -> tuple[str, ...]:
    return tuple(name for name, _ in fields)


def make_copy(fields: Fields) -> Callable[[T], T]:
    """A `copy(self)` method that takes every field as its entry in `fields` says."""
    lines = ["def copy(self):", "    other = new(self.__class__)"]
    for name, how in fields:
        lines.append(f"    other.{name} = {how.format('self.' + name)}")
    lines.append("    return other")
    scope: dict[str, Any] = {"new": object.__new__}
    exec("\n".join(lines), scope)  # noqa: S102 - source built from the field list above, not from input
    copy: Callable[[T], T] = scope["copy"]
    copy.__doc__ = "A copy that shares nothing mutable with the original."
    return copy


def fingerprint(value: Any) -> Any:
    """Every fact of a value as nested tuples: equal fingerprints mean identical states.

    Objects with a field list (`FIELDS`) give each field by name; sets and dicts are sorted.
    """
    fields = getattr(type(value), "FIELDS", None)
    if fields is not None:
        return (type(value).__name__,) + tuple(
            (name, value.rng_state() if how == RNG_STATE else fingerprint(getattr(value, name)))
            for name, how in fields
            if how != RNG  # the generator is known through its state (RNG_STATE)
        )
    if isinstance(value, dict):
        return ("dict",) + tuple(sorted(((repr(k), fingerprint(v)) for k, v in value.items()), key=repr))
    if isinstance(value, (set, frozenset)):
        return ("set",) + tuple(sorted((fingerprint(v) for v in value), key=repr))
    if isinstance(value, (list, tuple)):
        return tuple(fingerprint(v) for v in value)
    if hasattr(value, "__slots__") and not isinstance(value, type):  # a framework object (Ballot, Ledger)
        names = [s for cls in type(value).__mro__ for s in getattr(cls, "__slots__", ())]
        return (type(value).__name__,) + tuple((s, fingerprint(getattr(value, s))) for s in names)
    return repr(value)
