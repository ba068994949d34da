"""Cheap construction of frozen slotted dataclasses, for objects made on every action (log entries, views).

A frozen dataclass sets each field through `object.__setattr__`, which costs several times a
plain slot assignment; on the hot path of a game (tens of thousands of actions a second) that
is a large share of the time. `quick(cls)` returns a constructor that fills a mutable twin
class with the very same slots and then makes the object a `cls`. CPython allows that class
change because the two layouts are identical; the result is an ordinary, frozen, equal-comparing
`cls` instance.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T", bound="DataclassInstance")


def quick(cls: type[T]) -> Callable[..., T]:
    """A constructor with the same signature as `cls(...)`, without per-field `object.__setattr__`."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a frozen slotted dataclass")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} has a __post_init__, which the quick constructor would skip")
    layout: list[Any] = []
    for f in dataclasses.fields(cls):
        if f.default is not dataclasses.MISSING:
            layout.append((f.name, f.type, dataclasses.field(default=f.default)))
        elif f.default_factory is not dataclasses.MISSING:
            layout.append((f.name, f.type, dataclasses.field(default_factory=f.default_factory)))
        else:
            layout.append((f.name, f.type))
    twin: Any = dataclasses.make_dataclass(f"_Building{cls.__name__}", layout, slots=True, eq=False)

    def build(*args: Any, **kwargs: Any) -> T:
        obj: T = twin(*args, **kwargs)
        obj.__class__ = cls
        return obj

    build.__doc__ = f"Build a {cls.__name__} (see games.core.frozen.quick)."
    return build


def sparse(cls: type[T], *names: str) -> Callable[..., T]:
    """A constructor taking just the fields `names`, positionally, that leaves every other slot unset.

    For big objects of which each use fills only a few fields (a prompt that offers one kind of
    choice): `cls` must answer a read of an unset field itself, with a `__getattr__` that returns
    the field's default (or makes it). Built like `quick`: a twin class with the very same slots is
    filled with plain attribute stores, then made a `cls`.
    """
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a frozen slotted dataclass")
    if "__getattr__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} has no __getattr__ to answer for the fields left unset")
    fields = {f.name for f in dataclasses.fields(cls)}
    unknown = [name for name in names if name not in fields]
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {unknown[0]!r}")
    twin = type(f"_Sparse{cls.__name__}", (), {"__slots__": cls.__dict__["__slots__"]})
    args = ", ".join(names)
    body = "".join(f"    made.{name} = {name}\n" for name in names)
    source = f"def build({args}):\n    made = _new(_twin)\n{body}    made.__class__ = _cls\n    return made\n"
    space: dict[str, Any] = {"_new": object.__new__, "_twin": twin, "_cls": cls}
    exec(source, space)  # noqa: S102 - made above from field names only
    build: Callable[..., T] = space["build"]
    build.__doc__ = f"Build a {cls.__name__} from {args} (see games.core.frozen.sparse)."
    return build
