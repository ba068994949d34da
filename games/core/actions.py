"""Typed actions and their plain-data encoding (for logs, saves and exports; never pickle)."""

from __future__ import annotations

import dataclasses
import types
import typing
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

from games.core.errors import CorruptLog, IllegalAction

MAX_INT = 2**31 - 1  # no field of any action is anywhere near this: larger numbers are nonsense
MAX_ITEMS = 500  # nor does any tuple hold more items
MAX_TEXT = 1000  # nor any text more characters

Check = typing.Callable[[Any], bool]
T = typing.TypeVar("T", bound="DataclassInstance")


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """Something one seat does. Subclasses are frozen dataclasses with a unique `kind`.

    Fields may be ints, strs, bools, None, str-valued Enums and (nested) tuples of those;
    that is what `ActionCodec` can round-trip through JSON.
    """

    kind: ClassVar[str] = ""
    seat: int


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """The resolved field types of `cls`, worked out once per class."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


def _typed(value: Any, hint: Any, where: str) -> Any:
    """Rebuild one field from JSON data, checking it against the field's type hint."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        for option in typing.get_args(hint):
            try:
                return _typed(value, option, where)
            except CorruptLog:
                pass
        raise CorruptLog(f"{where}: {value!r} fits none of {hint}")
    if hint is type(None):
        if value is None:
            return None
        raise CorruptLog(f"{where}: expected null, got {value!r}")
    if origin is tuple:
        if not isinstance(value, list):
            raise CorruptLog(f"{where}: expected a list, got {value!r}")
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_typed(v, args[0], where) for v in value)
        if len(args) != len(value):
            raise CorruptLog(f"{where}: expected {len(args)} items, got {len(value)}")
        return tuple(_typed(v, a, where) for v, a in zip(value, args, strict=True))
    if isinstance(hint, type) and issubclass(hint, Enum):
        try:
            return hint(value)
        except ValueError:
            raise CorruptLog(f"{where}: {value!r} is not a {hint.__name__}") from None
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise CorruptLog(f"{where}: expected true/false, got {value!r}")
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise CorruptLog(f"{where}: expected a whole number, got {value!r}")
    if hint is str:
        if isinstance(value, str):
            return value
        raise CorruptLog(f"{where}: expected text, got {value!r}")
    if hint is Any:
        return value
    raise CorruptLog(f"{where}: unsupported field type {hint}")


def _text(value: Any) -> bool:
    if type(value) is not str or len(value) > MAX_TEXT:
        return False
    if value.isascii():
        return True
    try:
        value.encode("utf-8")  # lone surrogates cannot be saved
    except UnicodeEncodeError:
        return False
    return True


def _whole(value: Any) -> bool:
    return type(value) is int and -MAX_INT <= value <= MAX_INT


def _flag(value: Any) -> bool:
    return type(value) is bool


def _none(value: Any) -> bool:
    return value is None


def checker(hint: Any) -> tuple[Check, str]:
    """A fast test that a value fits a field's type hint exactly as the codec saves it, and its name."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = [checker(option) for option in typing.get_args(hint)]
        tests = tuple(test for test, _ in options)
        return (lambda v: any(test(v) for test in tests)), " or ".join(name for _, name in options)
    if hint is type(None):
        return _none, "None"
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            each, name = checker(args[0])
            return (
                lambda v: type(v) is tuple and len(v) <= MAX_ITEMS and all(each(x) for x in v)
            ), f"a tuple of {name}"
        parts = [checker(a) for a in args]
        tests = tuple(test for test, _ in parts)
        size = len(tests)
        return (
            lambda v: type(v) is tuple and len(v) == size and all(t(x) for t, x in zip(tests, v, strict=True))
        ), f"a tuple ({', '.join(name for _, name in parts)})"
    if isinstance(hint, type) and issubclass(hint, Enum):
        return (lambda v: type(v) is hint), f"a {hint.__name__} ({', '.join(m.value for m in hint)})"
    if hint is bool:
        return _flag, "True or False"
    if hint is int:
        return _whole, "a whole number"
    if hint is str:
        return _text, "text"
    raise TypeError(f"an action field cannot have the type {hint}")


_NO_DEFAULT = object()  # a field without a default: always tested


def _fits(hint: Any, var: str, depth: int, names: dict[str, Any]) -> str:
    """A Python expression that is true when `var` fits `hint` exactly as the codec saves it (the
    same test as `checker`, written out so a whole action is tested in one compiled function)."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return "(" + " or ".join(_fits(option, var, depth, names) for option in typing.get_args(hint)) + ")"
    if hint is type(None):
        return f"{var} is None"
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            item = f"_x{depth}"
            each = _fits(args[0], item, depth + 1, names)
            return (
                f"(type({var}) is tuple and len({var}) <= {MAX_ITEMS}"
                f" and (not {var} or all({each} for {item} in {var})))"
            )
        parts = " and ".join(_fits(a, f"{var}[{i}]", depth + 1, names) for i, a in enumerate(args))
        return f"(type({var}) is tuple and len({var}) == {len(args)} and {parts or 'True'})"
    if isinstance(hint, type) and issubclass(hint, Enum):
        name = f"_E{len(names)}"
        names[name] = hint
        return f"type({var}) is {name}"
    if hint is bool:
        return f"type({var}) is bool"
    if hint is int:
        return f"(type({var}) is int and {-MAX_INT} <= {var} <= {MAX_INT})"
    if hint is str:
        return f"_text({var})"
    raise TypeError(f"an action field cannot have the type {hint}")


def _validator(cls: type[Action], refuse: typing.Callable[[Any, str], None]) -> typing.Callable[[Any], None]:
    """One compiled function that tests every field of a `cls` action and calls `refuse(action, field)`
    for the first that does not fit. A field still holding its own default (the very object: (), None,
    0) needs no test, and most fields of a big action do. Made once per action class: the session
    tests every action it applies, so this is on the hot path of every game."""
    hints = _hints(cls)
    names: dict[str, Any] = {"_text": _text, "_refuse": refuse}
    lines = ["def check(a):"]
    for i, f in enumerate(dataclasses.fields(cls)):
        test, _ = checker(hints[f.name])  # also refuses a field type the codec cannot save
        hint = hints[f.name]
        lines.append(f"    v = a.{f.name}")
        indent = "    "
        if f.default is not dataclasses.MISSING and test(f.default):
            names[f"_D{i}"] = f.default
            lines.append(f"    if v is not _D{i}:")
            indent = "        "
        args = typing.get_args(hint)
        if typing.get_origin(hint) is tuple and len(args) == 2 and args[1] is Ellipsis:
            # a tuple of any length: a plain loop over its items (cheaper than all() over a generator)
            lines.append(f"{indent}if type(v) is not tuple or len(v) > {MAX_ITEMS}:")
            lines.append(f"{indent}    _refuse(a, {f.name!r})")
            lines.append(f"{indent}for x in v:")
            lines.append(f"{indent}    if not {_fits(args[0], 'x', 0, names)}:")
            lines.append(f"{indent}        _refuse(a, {f.name!r})")
        else:
            lines.append(f"{indent}if not {_fits(hint, 'v', 0, names)}:")
            lines.append(f"{indent}    _refuse(a, {f.name!r})")
    exec("\n".join(lines), names)  # noqa: S102 - the source is made above from type hints only
    check: typing.Callable[[Any], None] = names["check"]
    check.__qualname__ = f"check_{cls.__name__}"
    return check


class ActionCodec:
    """Turns a game's actions into JSON-ready dicts and back, validating every field."""

    def __init__(self, action_types: typing.Iterable[type[Action]]) -> None:
        self.types: dict[str, type[Action]] = {}
        for cls in action_types:
            if not cls.kind:
                raise TypeError(f"{cls.__name__} has no kind")
            if cls.kind in self.types:
                raise TypeError(f"two actions share the kind {cls.kind!r}")
            self.types[cls.kind] = cls
        self._expected = {
            cls: {f.name: checker(_hints(cls)[f.name])[1] for f in dataclasses.fields(cls)}
            for cls in self.types.values()
        }
        # action class -> its compiled field test (see `check`); the session calls these directly
        self.validators: dict[type, typing.Callable[[Any], None]] = {
            cls: _validator(cls, self._refuse) for cls in self.types.values()
        }

    def _refuse(self, action: Any, name: str) -> None:
        expected = self._expected[type(action)][name]
        value = getattr(action, name)
        raise IllegalAction(
            f"{action.kind}.{name} must be {expected}, not {value!r}", "bad_field", field=name
        )

    def check(self, action: Any) -> None:
        """Refuse an action whose fields are not exactly the types the codec saves (a bool where a
        whole number belongs, bytes for a tuple, text that cannot be saved): what passes can be
        saved and reopened. Raises IllegalAction naming the field."""
        validate = self.validators.get(type(action))
        if validate is None:
            raise IllegalAction(f"{action!r} is not an action of this game", "unknown")
        validate(action)

    def encode(self, action: Action) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": action.kind}
        for field in dataclasses.fields(action):
            data[field.name] = _plain(getattr(action, field.name))
        return data

    def decode(self, data: Any) -> Action:
        if not isinstance(data, dict):
            raise CorruptLog(f"an action must be an object, got {type(data).__name__}")
        kind = data.get("kind")
        cls = self.types.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise CorruptLog(f"unknown action kind {kind!r}")
        return decode_dataclass(cls, {k: v for k, v in data.items() if k != "kind"}, kind)


def encode_dataclass(obj: Any) -> dict[str, Any]:
    """A flat dataclass (options, configs) as JSON-ready data."""
    return {f.name: _plain(getattr(obj, f.name)) for f in dataclasses.fields(obj)}


def decode_dataclass(cls: type[T], data: Any, where: str | None = None) -> T:
    """Rebuild a dataclass from JSON data; unknown or mistyped fields raise CorruptLog.

    Missing fields take their defaults, so data written before a field existed still loads.
    """
    where = where or cls.__name__
    if not isinstance(data, dict):
        raise CorruptLog(f"{where}: expected an object, got {type(data).__name__}")
    hints = _hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    extra = set(data) - set(fields)
    if extra:
        raise CorruptLog(f"{where}: unexpected fields {sorted(extra)}")
    values = {}
    for name, field in fields.items():
        if name not in data:
            if field.default is not dataclasses.MISSING:
                continue
            if field.default_factory is not dataclasses.MISSING:
                continue
            raise CorruptLog(f"{where}: missing field {name!r}")
        values[name] = _typed(data[name], hints[name], f"{where}.{name}")
    try:
        return cls(**values)
    except (TypeError, ValueError) as exc:
        raise CorruptLog(f"{where}: {exc}") from None
