"""Legislation's cards in words, for the enlarged card (desktop/cards/card_view.py): all of their text."""

from __future__ import annotations

from desktop.legislation.agenda_names import agenda_name
from desktop.legislation.bill_card import score_text
from desktop.legislation.card_faces import BillFace, RepresentativeFace
from desktop.legislation.faces import token_sentence, worth_text
from desktop.legislation.phrases import tr


def bill_words(face: BillFace) -> str:
    """Number and title, the four columns by agenda name (the viewer's own marked), worth, tokens."""
    lines = [tr("Bill %1: %2").replace("%1", str(face.number)).replace("%2", face.title), ""]
    for column, score in enumerate(face.scores):
        line = f"{agenda_name(column)}: {score_text(score)}"
        if column in face.mine:
            line += " " + tr("(your agenda)")
        lines.append(line)
    if face.worth is not None:
        lines += ["", worth_text(face.worth)]
    if face.tokens:
        lines.append("")
        lines += [token_sentence(t, face.number) for t in face.tokens]
    return "\n".join(lines)


def representative_words(face: RepresentativeFace) -> str:
    names = " + ".join(agenda_name(c) for c in face.agendas)
    return "\n".join(
        [
            face.title,
            tr("Scores a passed bill by: %1").replace("%1", names),
            tr("A dual Representative gains the sum of both columns.") if len(face.agendas) > 1 else "",
        ]
    ).rstrip()


def card_texts() -> dict[type, object]:
    return {BillFace: bill_words, RepresentativeFace: representative_words}
