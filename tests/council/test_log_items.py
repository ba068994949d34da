"""The Council log's items are typed (games/council/log_items.py): vote totals, trade goods, victory points,
cancelled cards, removed laws, transactions... are frozen dataclasses with named fields, a game record
holds them as objects with those names, and an older record's positional lists still read back."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import pytest

from games.council import log_items
from games.council.game import GalacticCouncil
from games.council.log_items import (
    KEYS,
    CardCancelled,
    LawRemoved,
    OutcomeTotal,
    TradeGoodsGained,
    Transaction,
    VictoryPoints,
    item_from_plain,
    items_from_plain,
)
from games.council.options import CouncilOptions, Mode
from games.registry import load_game
from storage.record import plain, record_from_data

GAME = GalacticCouncil()


def random_entries(seeds: range, mode: Mode = Mode.STANDALONE):
    """The public part of every entry of random-bot sessions (5 seats)."""
    for seed in seeds:
        rng = random.Random(seed)
        state = GAME.new_state(5, CouncilOptions(mode=mode), seed)
        while not state.over:
            seat = GAME.to_act(state)[0]
            yield GAME.apply(state, GAME.random_action(GAME.view(state, seat), rng)).public


def positional(value: object) -> bool:
    """A bare tuple (or a list of them) where a typed item belongs: items of mixed types, read by place."""
    if isinstance(value, list | tuple) and any(isinstance(v, list | tuple) for v in value):
        return True
    return isinstance(value, tuple) and len({type(v) for v in value}) > 1


@pytest.mark.parametrize("mode", [Mode.STANDALONE, Mode.COMPANION])
def test_every_item_of_a_log_entry_is_typed_and_none_is_a_positional_tuple(mode):
    seen: set[str] = set()
    for public in random_entries(range(1, 9), mode):
        for key, value in public.items():
            assert not positional(value), f"{key!r} holds a positional tuple: {value!r}"
            kind = KEYS.get(key)
            if kind is None:
                continue
            items = value if isinstance(value, list | tuple) else (value,)
            assert items and all(type(i) is kind for i in items), f"{key!r}: {value!r}"
            seen.add(key)
    if mode is Mode.STANDALONE:  # the items the rules write in every random game
        assert {"totals", "cancelled", "tg", "vp", "laws_removed", "moved", "drew", "sources"} <= seen


def test_items_are_frozen_and_named():
    for kind in KEYS.values():
        names = [f.name for f in dataclasses.fields(kind)]
        assert names and all(not n.startswith("_") for n in names)
        assert kind.__dataclass_params__.frozen, f"{kind.__name__} is not frozen"  # type: ignore[attr-defined]
    total = OutcomeTotal("for", 3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        total.votes = 4  # type: ignore[misc]


def test_a_record_holds_items_as_named_objects_and_reads_them_back():
    found: dict[str, object] = {}
    for public in random_entries(range(1, 6)):
        for key in KEYS:
            if key in public and key not in found:
                found[key] = public[key]
    assert len(found) >= 10
    for key, value in found.items():
        data = json.loads(json.dumps(plain(value)))  # through JSON, as a record file holds it
        items = value if isinstance(value, list | tuple) else (value,)
        shown = data if isinstance(data, list) else [data]
        assert all(isinstance(d, dict) for d in shown), f"{key!r} saved by position: {data!r}"
        assert items_from_plain(KEYS[key], shown) == tuple(items)


# An older record's entries, as Quorum wrote them before the items were typed (positional lists).
OLD_LOG = [
    {"index": 0, "seat": 1, "kind": "pass", "window": "after_window", "totals": [["for", 5], ["against", 2]]},
    {"index": 1, "seat": 2, "kind": "pass", "cancelled": [["bribery", 0]], "tg": [[2, 1], [3, 1]]},
    {"index": 2, "seat": 0, "kind": "pass", "laws_removed": ["minister-of-war"], "vp": [[0, -1, "x"]]},
    {"index": 3, "seat": 0, "kind": "answer_deal", "moved": [[0, 1, 2, ["trade-agreement"], 1, [], 0]]},
]


def test_an_older_record_with_positional_items_still_opens_and_reads(tmp_path: Path):
    data = {
        "format": "quorum-record",
        "version": 1,
        "game": "council",
        "name": "Before typed items",
        "seats": [{"name": n, "colour": "#c0392b", "kind": "human"} for n in ("Ann", "Bob", "Cy")],
        "over": False,
        "log": OLD_LOG,
    }
    record = record_from_data(tmp_path / "old.quorum-record", data, load_game)
    first, second, third, fourth = record.log
    assert items_from_plain(OutcomeTotal, first["totals"]) == (
        OutcomeTotal("for", 5),
        OutcomeTotal("against", 2),
    )
    assert items_from_plain(CardCancelled, second["cancelled"]) == (CardCancelled("bribery", 0),)
    assert items_from_plain(TradeGoodsGained, second["tg"]) == (
        TradeGoodsGained(2, 1),
        TradeGoodsGained(3, 1),
    )
    assert items_from_plain(LawRemoved, third["laws_removed"]) == (LawRemoved("minister-of-war", True),)
    assert items_from_plain(VictoryPoints, third["vp"]) == (VictoryPoints(0, -1, "x"),)
    assert items_from_plain(Transaction, fourth["moved"]) == (
        Transaction(0, 1, 2, ("trade-agreement",), 1, (), 0),
    )


@pytest.mark.parametrize(
    "kind, data",
    [
        (OutcomeTotal, ["for"]),  # too short
        (OutcomeTotal, ["for", 1, 2]),  # too long
        (OutcomeTotal, ["for", True]),  # a flag is not a number of votes
        (OutcomeTotal, {"outcome": "for"}),  # a field missing
        (TradeGoodsGained, {"seat": "1", "amount": 2}),  # a seat as text
        (Transaction, [0, 1, 2, "trade-agreement", 1, [], 0]),  # notes not a list
        (LawRemoved, 7),
        (CardCancelled, None),
    ],
)
def test_damaged_items_read_as_none_not_as_wrong_data(kind, data):
    assert item_from_plain(kind, data) is None
    assert items_from_plain(kind, [data]) == ()


def test_every_key_names_its_own_item_type():
    assert len(set(KEYS.values())) == len(KEYS)
    declared = {v for v in vars(log_items).values() if dataclasses.is_dataclass(v) and isinstance(v, type)}
    assert declared == set(KEYS.values()), (
        "an item type no key names (or a key for a type declared elsewhere)"
    )
