"""Card faces for Legislation from public data (bill chart, Representative kinds) and what the viewer sees."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCoreApplication

from desktop.legislation.agenda_names import agenda_name, agenda_short
from desktop.legislation.bill_titles import bill_title
from desktop.legislation.card_faces import BillFace, RepresentativeFace
from games.legislation.actions import Token
from games.legislation.agendas import representative_kinds
from games.legislation.bills import bill


@cache
def rep_columns(kind_id: str) -> tuple[int, ...]:
    return tuple(a.column for a in representative_kinds()[kind_id].agendas)


def rep_name(kind_id: str) -> str:
    return " + ".join(agenda_name(c) for c in rep_columns(kind_id))


def rep_short(kind_id: str) -> str:
    """The Representative by its agendas' short labels ("SC+FC"), as printed on the bills."""
    return "+".join(agenda_short(c) for c in rep_columns(kind_id))


def rep_face(kind_id: str) -> RepresentativeFace:
    return RepresentativeFace(rep_name(kind_id), rep_columns(kind_id))


def bill_face(number: int, view: object | None = None, colours: tuple[str, ...] = ()) -> BillFace:
    """The bill as the viewer sees it: the tokens laid on it, and the viewer's own columns highlighted."""
    card = bill(number)
    tokens: tuple[tuple[str, bool], ...] = ()
    mine: tuple[int, ...] = ()
    if view is not None:
        table = view.table  # type: ignore[attr-defined]
        tokens = tuple(
            (colours[s] if s < len(colours) else "#808080", t is Token.PLEDGE)
            for b, s, t in table.tokens
            if b == number
        )
        seat = view.seat  # type: ignore[attr-defined]
        if seat is not None:
            mine = rep_columns(table.representatives[seat])
    return BillFace(card.number, bill_title(number), card.scores, tokens, mine)


def bill_description(number: int) -> str:
    """Accessible text for a bill the viewer may see."""
    card = bill(number)
    scores = ", ".join(f"{agenda_name(c)} {s:+d}" for c, s in enumerate(card.scores))
    return (
        QCoreApplication.translate("Legislation", "Bill %1, %2: %3")
        .replace("%1", str(number))
        .replace("%2", bill_title(number))
        .replace("%3", scores)
    )
