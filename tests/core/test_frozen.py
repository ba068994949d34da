"""The quick constructor builds ordinary frozen dataclass instances."""

import dataclasses

import pytest

from games.core.frozen import quick
from games.core.log import LogEntry


@dataclasses.dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: int = 2
    tags: tuple[str, ...] = ()
    extra: dict = dataclasses.field(default_factory=dict)


def test_quick_builds_an_equal_frozen_instance_of_the_class():
    build = quick(Point)
    p = build(1, 5, ("a",))
    assert type(p) is Point and p == Point(1, 5, ("a",)) and hash(p.x) == 1
    assert build(1) == Point(1) and build(x=3, y=4) == Point(3, 4)
    assert build(1).extra == {} and build(1).extra is not build(1).extra
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 3
    assert repr(p) == repr(Point(1, 5, ("a",)))


def test_quick_log_entries_behave_like_log_entries():
    entry = quick(LogEntry)(3, 1, "vote", {"a": 1}, {1: {"b": 2}}, True)
    assert entry == LogEntry(3, 1, "vote", {"a": 1}, {1: {"b": 2}}, True)
    assert entry.for_viewer(1) == {"index": 3, "seat": 1, "kind": "vote", "a": 1, "b": 2}


def test_quick_refuses_what_it_cannot_build_faithfully():
    @dataclasses.dataclass(frozen=True)
    class NoSlots:
        x: int

    @dataclasses.dataclass(slots=True)
    class NotFrozen:
        x: int

    @dataclasses.dataclass(frozen=True, slots=True)
    class Checked:
        x: int

        def __post_init__(self) -> None:
            if self.x < 0:
                raise ValueError

    for cls in (NoSlots, NotFrozen, Checked, int):
        with pytest.raises(TypeError):
            quick(cls)


def test_quick_keeps_keyword_only_fields_and_fields_named_like_its_own_variables():
    @dataclasses.dataclass(frozen=True, slots=True)
    class Odd:
        made: int
        _cls: str = "x"
        flag: bool = dataclasses.field(default=False, kw_only=True)

    assert quick(Odd)(1, "y", flag=True) == Odd(1, "y", flag=True)
    assert type(quick(Odd)(2)) is Odd and quick(Odd)(2) == Odd(2)

    @dataclasses.dataclass(frozen=True, slots=True)
    class Plain:
        _quick_made: int
        _cls: str = "x"
        _new: tuple[int, ...] = dataclasses.field(default_factory=tuple)

    assert quick(Plain)(1, "y") == Plain(1, "y") and type(quick(Plain)(1)) is Plain
    with pytest.raises(TypeError):
        quick(Odd)(1, "y", True)  # keyword-only stays keyword-only
