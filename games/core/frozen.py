"""Cheap construction of frozen slotted dataclasses, for objects made on every action (log entries, views).

A frozen dataclass sets each field through `object.__setattr__`, which costs several times a
plain slot assignment; on the hot path of a game (tens of thousands of actions a second) that
is a large share of the time. `quick(cls)` returns a constructor that fills an object of
`maker(cls)` -- a subclass of `cls` that adds no slot and takes plain attribute stores -- and then
makes it a `cls` by changing its class. CPython allows that change at once for a subclass that adds
nothing (a twin class with the same slots beside `cls` would be compared slot by slot first, and is
refused when `cls` has a `__weakref__` slot). The result is an ordinary, frozen, equal-comparing
`cls` instance.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T", bound="DataclassInstance")


_UNSET: Any = object()  # "no argument given" for a field with a default factory


def maker(cls: type[T]) -> type[T]:
    """A subclass of the frozen slotted dataclass `cls` that adds no slot and takes plain stores
    (`__delattr__` too, so the type's attribute setter is the plain one): fill one, then set its
    `__class__` to `cls`."""
    _check_frozen_slotted(cls)
    return type(
        f"_Making{cls.__name__}",
        (cls,),
        {"__slots__": (), "__setattr__": object.__setattr__, "__delattr__": object.__delattr__},
    )


def _check_frozen_slotted(cls: type) -> None:
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{getattr(cls, '__name__', cls)} is not a frozen slotted dataclass")


def _twin_build(cls: type[T]) -> Callable[..., T]:
    """The general way (keyword-only fields, fields outside __init__): a mutable twin dataclass
    with the very same slots is built, then made a `cls`."""
    layout: list[Any] = []
    for f in dataclasses.fields(cls):
        how: dict[str, Any] = {"kw_only": f.kw_only, "init": f.init}
        if f.default is not dataclasses.MISSING:
            how["default"] = f.default
        elif f.default_factory is not dataclasses.MISSING:
            how["default_factory"] = f.default_factory
        layout.append((f.name, f.type, dataclasses.field(**how)))
    twin: Any = dataclasses.make_dataclass(f"_Building{cls.__name__}", layout, slots=True, eq=False)

    def build(*args: Any, **kwargs: Any) -> T:
        obj: T = twin(*args, **kwargs)
        obj.__class__ = cls
        return obj

    return build


def quick(cls: type[T]) -> Callable[..., T]:
    """A constructor with the same signature as `cls(...)`, without per-field `object.__setattr__`."""
    _check_frozen_slotted(cls)
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} has a __post_init__, which the quick constructor would skip")
    fields = dataclasses.fields(cls)
    if any(f.kw_only or not f.init or f.name.startswith("_quick_") for f in fields):
        return _twin_build(cls)  # a signature (or a name) the generated function would not copy
    # One generated function with the class's own signature: a bare object of maker(cls), plain
    # stores, then the class changed (no __init__ call, no __setattr__).
    space: dict[str, Any] = {
        "_quick_new": object.__new__,
        "_quick_making": maker(cls),
        "_quick_cls": cls,
        "_quick_unset": _UNSET,
    }
    params, body = [], []
    for f in fields:
        if f.default is not dataclasses.MISSING:
            space[f"_quick_default_{f.name}"] = f.default
            params.append(f"{f.name}=_quick_default_{f.name}")
        elif f.default_factory is not dataclasses.MISSING:
            space[f"_quick_factory_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_quick_unset")
            body.append(f"    if {f.name} is _quick_unset:\n        {f.name} = _quick_factory_{f.name}()\n")
        else:
            params.append(f.name)
        body.append(f"    _quick_made.{f.name} = {f.name}\n")
    source = (
        f"def build({', '.join(params)}):\n    _quick_made = _quick_new(_quick_making)\n"
        + "".join(body)
        + "    _quick_made.__class__ = _quick_cls\n    return _quick_made\n"
    )
    exec(source, space)  # noqa: S102 - made above from the dataclass's field names only
    build: Callable[..., T] = space["build"]
    build.__doc__ = f"Build a {cls.__name__} (see games.core.frozen.quick)."
    return build
