"""The four agenda columns of the bill chart and the eight kinds of Representative that play them."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from games.legislation.assets import legislation_file


class Agenda(StrEnum):
    """A column of the bill chart, in the chart's order."""

    SOCIAL_PROGRESSIVE = "social_progressive"
    SOCIAL_CONSERVATIVE = "social_conservative"
    FISCAL_PROGRESSIVE = "fiscal_progressive"
    FISCAL_CONSERVATIVE = "fiscal_conservative"

    @property
    def column(self) -> int:
        return COLUMNS.index(self)


COLUMNS: tuple[Agenda, ...] = tuple(Agenda)


@dataclass(frozen=True, slots=True)
class RepresentativeKind:
    """A Representative card: one agenda (single) or two (dual, scoring the sum of both columns)."""

    id: str
    name: str
    agendas: tuple[Agenda, ...]

    @property
    def dual(self) -> bool:
        return len(self.agendas) == 2


@cache
def representative_kinds() -> dict[str, RepresentativeKind]:
    """The eight kinds from `assets/legislation/representatives.json`, by id."""
    with open(legislation_file("representatives.json"), encoding="utf-8") as f:
        data = json.load(f)
    kinds = {}
    for entry in data["kinds"]:
        agendas = tuple(Agenda(a) for a in entry["agendas"])
        if not 1 <= len(agendas) <= 2 or len(set(agendas)) != len(agendas):
            raise ValueError(f"representative {entry['id']!r}: needs one or two distinct agendas")
        kinds[entry["id"]] = RepresentativeKind(entry["id"], entry["name"], agendas)
    if len(kinds) != 8:
        raise ValueError(f"representatives.json must list the 8 kinds, found {len(kinds)}")
    return kinds


def kind_for(agendas: frozenset[Agenda]) -> RepresentativeKind:
    for kind in representative_kinds().values():
        if frozenset(kind.agendas) == agendas:
            return kind
    raise ValueError(f"no Representative plays {sorted(agendas)}")
