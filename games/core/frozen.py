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


_UNSET: Any = object()  # "no argument given" for a field with a default factory


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
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a frozen slotted dataclass")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} has a __post_init__, which the quick constructor would skip")
    fields = dataclasses.fields(cls)
    if any(f.kw_only or not f.init or f.name.startswith("_quick_") for f in fields):
        return _twin_build(cls)  # a signature (or a name) the generated function would not copy
    # One generated function with the class's own signature: a bare object of a twin class with the
    # very same slots, plain stores, then the class swapped (no __init__ call, no __setattr__).
    twin = type(f"_Building{cls.__name__}", (), {"__slots__": cls.__dict__["__slots__"]})
    space: dict[str, Any] = {
        "_quick_new": object.__new__,
        "_quick_twin": twin,
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
        f"def build({', '.join(params)}):\n    _quick_made = _quick_new(_quick_twin)\n"
        + "".join(body)
        + "    _quick_made.__class__ = _quick_cls\n    return _quick_made\n"
    )
    exec(source, space)  # noqa: S102 - made above from the dataclass's field names only
    build: Callable[..., T] = space["build"]
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
