"""The quick constructor builds ordinary frozen dataclass instances."""

import dataclasses

import pytest

from games.core.frozen import filled, quick, sparse
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


@dataclasses.dataclass(frozen=True, slots=True)
class Offer:
    kind: str
    count: int = 0
    cards: tuple[int, ...] = ()

    def __getattr__(self, name: str) -> object:
        defaults = {"count": 0, "cards": ()}
        if name not in defaults:
            raise AttributeError(name)
        return defaults[name]


def test_sparse_sets_only_the_named_fields_and_reads_the_rest_as_defaults():
    build = sparse(Offer, "kind", "cards")
    offer = build("play", (1, 2))
    assert type(offer) is Offer and offer.count == 0 and offer.cards == (1, 2)
    assert offer == Offer("play", 0, (1, 2)) and hash(offer) == hash(Offer("play", 0, (1, 2)))
    assert repr(offer) == repr(Offer("play", 0, (1, 2)))
    assert dataclasses.replace(offer, count=3) == Offer("play", 3, (1, 2))
    with pytest.raises(dataclasses.FrozenInstanceError):
        offer.count = 3
    with pytest.raises(AttributeError):
        offer.nothing  # noqa: B018


def test_sparse_refuses_a_class_that_cannot_answer_for_unset_fields():
    with pytest.raises(TypeError):
        sparse(Point, "x")  # no __getattr__: an unset field would raise on reading
    with pytest.raises(TypeError):
        sparse(Offer, "kind", "colour")


def test_filled_sets_the_named_fields_and_every_other_to_its_default():
    @dataclasses.dataclass(frozen=True, slots=True)
    class Plain:  # no __getattr__: every field is set
        kind: str
        count: int = 0
        cards: tuple[int, ...] = ()

    offer = filled(Plain, "kind", "cards")("play", (1, 2))
    assert type(offer) is Plain and offer == Plain("play", 0, (1, 2))
    assert hash(offer) == hash(Plain("play", 0, (1, 2))) and repr(offer) == repr(Plain("play", 0, (1, 2)))
    with pytest.raises(dataclasses.FrozenInstanceError):
        offer.count = 3


def test_filled_refuses_an_unknown_field_or_one_without_a_plain_default():
    @dataclasses.dataclass(frozen=True, slots=True)
    class Listed:
        kind: str
        cards: list[int] = dataclasses.field(default_factory=list)

    with pytest.raises(TypeError, match="no plain default"):
        filled(Listed, "kind")
    with pytest.raises(TypeError, match="no field 'colour'"):
        filled(Listed, "kind", "colour")


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
