"""The 81 bills of the chart, read from `assets/legislation/bills.json`, and each Representative's points."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from games.legislation.agendas import COLUMNS, RepresentativeKind, representative_kinds
from games.legislation.assets import legislation_file

BILL_COUNT = 81


@dataclass(frozen=True, slots=True)
class Bill:
    """A bill card. `scores` follow the chart's columns: SocProg, SocCons, FisProg, FisCons.

    `effect` is kept for house rules; this edition plays without special effects.
    """

    number: int
    title: str
    scores: tuple[int, int, int, int]
    effect: Any = None


@cache
def all_bills() -> tuple[Bill, ...]:
    """Bills in number order (bill n at index n - 1)."""
    with open(legislation_file("bills.json"), encoding="utf-8") as f:
        data = json.load(f)
    if tuple(data.get("columns", ())) != tuple(a.value for a in COLUMNS):
        raise ValueError("bills.json: columns must be SocProg, SocCons, FisProg, FisCons")
    bills = []
    for i, entry in enumerate(data["bills"], start=1):
        scores = tuple(entry["scores"])
        if entry["number"] != i or len(scores) != 4 or any(s not in (-1, 0, 1) for s in scores):
            raise ValueError(f"bills.json: bad entry {entry!r}")
        bills.append(Bill(i, str(entry["title"]), scores, entry.get("effect")))
    if len(bills) != BILL_COUNT:
        raise ValueError(f"bills.json must hold {BILL_COUNT} bills, found {len(bills)}")
    return tuple(bills)


def bill(number: int) -> Bill:
    return all_bills()[number - 1]


def points(kind: RepresentativeKind, number: int) -> int:
    """What a Representative of `kind` gains (or loses) when bill `number` passes: the sum of its columns."""
    scores = bill(number).scores
    return sum(scores[a.column] for a in kind.agendas)


@cache
def points_table(kind_id: str) -> tuple[int, ...]:
    """Points per bill number for one kind (index 0 unused), so scoring is one lookup."""
    kind = representative_kinds()[kind_id]
    return (0, *(points(kind, n) for n in range(1, BILL_COUNT + 1)))
