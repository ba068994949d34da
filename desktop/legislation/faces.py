"""Card faces for Legislation from public data (bill chart, Representative kinds) and what the viewer sees."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from desktop.legislation.agenda_names import agenda_name, agenda_short
from desktop.legislation.bill_titles import bill_title
from desktop.legislation.card_faces import BillFace, RepresentativeFace, TokenMark
from games.legislation.actions import Token
from games.legislation.agendas import representative_kinds
from games.legislation.bills import bill, points_table

if TYPE_CHECKING:
    from games.legislation.views import LegislationView


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


def bill_face(
    number: int,
    view: LegislationView | None = None,
    colours: tuple[str, ...] = (),
    names: tuple[str, ...] = (),
) -> BillFace:
    """The bill as the viewer sees it: the tokens laid on it, the viewer's own columns highlighted and
    what it is worth to them (their Representative is public, so this tells them nothing new)."""
    card = bill(number)
    tokens: tuple[TokenMark, ...] = ()
    mine: tuple[int, ...] = ()
    worth: int | None = None
    if view is not None:
        table = view.table
        tokens = tuple(
            TokenMark(
                colours[s] if s < len(colours) else "#808080",
                names[s] if s < len(names) else str(s + 1),
                t is Token.PLEDGE,
            )
            for b, s, t in table.tokens
            if b == number
        )
        seat = view.seat
        if seat is not None:
            kind = table.representatives[seat]
            mine = rep_columns(kind)
            worth = points_table(kind)[number]
    return BillFace(card.number, bill_title(number), card.scores, tokens, mine, worth)


def token_sentence(mark: TokenMark, number: int) -> str:
    """ "Carol pledged Yay on bill 40"."""
    text = (
        QCoreApplication.translate("Legislation", "%1 pledged Yay on bill %2")
        if mark.yay
        else QCoreApplication.translate("Legislation", "%1 pledged Nay on bill %2 (anti-Pledge)")
    )
    return text.replace("%1", mark.name).replace("%2", str(number))


def own_token_sentence(yay: bool, number: int) -> str:
    """ "you pledged Yay on bill 40": the viewer's own token, told in the second person."""
    text = (
        QCoreApplication.translate("Legislation", "you pledged Yay on bill %1")
        if yay
        else QCoreApplication.translate("Legislation", "you pledged Nay on bill %1 (anti-Pledge)")
    )
    return text.replace("%1", str(number))


def worth_text(worth: int) -> str:
    return QCoreApplication.translate("Legislation", "Worth to you: %1").replace(
        "%1", f"{worth:+d}".replace("-", "−") if worth else "0"
    )


def bill_tooltip(face: BillFace) -> str:
    """The card's tooltip: what it is, what it is worth to the viewer, and the tokens on it."""
    lines = [bill_description(face.number)]
    if face.worth is not None:
        lines.append(worth_text(face.worth))
    lines += [token_sentence(t, face.number) for t in face.tokens]
    return "\n".join(lines)


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
