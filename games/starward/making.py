"""Cheap making of the frozen dataclasses Starward makes on every action: views, prompts, actions, records.

A frozen dataclass sets each field through `object.__setattr__` (or, made by hand, through each slot's
descriptor): both are calls that cost several times a plain attribute store. `maker(cls)` is a
subclass of `cls` that adds no slot and sets attributes as a plain object does; an object is filled
as a maker, then made a `cls` by changing its class. CPython allows that change at once for a
subclass that adds nothing (a twin class with the same slots beside `cls` is compared slot by slot
first, and refused when `cls` has a weak reference slot). What comes out is an ordinary, frozen,
equal-comparing `cls` object.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T", bound="DataclassInstance")


def maker(cls: type[T]) -> type[T]:
    """A subclass of the frozen slotted dataclass `cls` that adds no slot and takes plain stores
    (`__delattr__` too, so the type's attribute setter is the plain one)."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a frozen slotted dataclass")
    return type(
        f"_Making{cls.__name__}",
        (cls,),
        {"__slots__": (), "__setattr__": object.__setattr__, "__delattr__": object.__delattr__},
    )


def builder(cls: type[T]) -> Callable[..., T]:
    """A constructor with the signature of `cls(...)` (a field with a default factory must be given)
    that fills a `maker(cls)` and makes it a `cls`, skipping `__init__` and its setattr per field."""
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} has a __post_init__, which the builder would skip")
    space: dict[str, Any] = {"_new": object.__new__, "_making": maker(cls), "_cls": cls}
    params, body = [], []
    for i, f in enumerate(dataclasses.fields(cls)):
        if f.kw_only or not f.init:
            raise TypeError(f"{cls.__name__}.{f.name}: only plain positional fields are built")
        if f.default is not dataclasses.MISSING:
            space[f"_default{i}"] = f.default
            params.append(f"{f.name}=_default{i}")
        else:
            params.append(f.name)
        body.append(f"    made.{f.name} = {f.name}\n")
    source = (
        f"def build({', '.join(params)}):\n    made = _new(_making)\n{''.join(body)}"
        "    made.__class__ = _cls\n    return made\n"
    )
    exec(source, space)  # noqa: S102 - made above from the dataclass's field names only
    build: Callable[..., T] = space["build"]
    build.__doc__ = f"Build a {cls.__name__} (see games.starward.making)."
    return build
