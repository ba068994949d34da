"""Legislation's words: move names for Undo/Redo, prompts, and the log entries phrased with tr()."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from desktop.legislation.faces import rep_name
from games.legislation.events import BillsPlaced, Event, GameOver, RoundBegan, TurnSkipped
from games.legislation.log_record import (
    DealCancelled,
    DealConfirmed,
    DealDropped,
    Discarded,
    Drew,
    LegislationRecord,
    Placed,
    Proposed,
    Swapped,
    TermsSet,
    TurnEnded,
    Voted,
)

if TYPE_CHECKING:
    from collections.abc import Iterable

    from games.core.log import Seen
    from games.legislation.voting import BallotResult


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    """Translate in the context pyside6-lupdate gives a bare tr() call outside a class (the empty one);
    with a count n, "%n" takes the language's plural form (tr("%n bill(s)", "", 3))."""
    return QCoreApplication.translate("", text, disambiguation or None, n)


def move_name(kind: str) -> str:
    return {
        "discard": tr("Discard"),
        "draw": tr("Draw"),
        "place": tr("Place On Deck"),
        "swap": tr("Swap"),
        "terms": tr("Deal Terms"),
        "confirm": tr("Confirm Deal"),
        "drop": tr("Drop Deal"),
        "cancel": tr("Cancel Deal"),
        "end_turn": tr("End Turn"),
        "propose": tr("Propose Bill"),
        "vote": tr("Vote"),
    }.get(kind, kind)


def barrier_phrase(kind: str) -> str | None:
    """What a revealing move showed the table (it stops Undo), by its kind."""
    return {
        "discard": tr("the discarded bills were shown"),
        "draw": tr("bills were drawn"),
        "swap": tr("a bill was drawn from the deck"),
        "terms": tr("bills were shown to a deal partner"),
        "vote": tr("the secret ballot was revealed"),
    }.get(kind)


def phase_name(phase: str) -> str:
    return {
        "discard": tr("Discard round"),
        "draw": tr("Draw round"),
        "on_deck": tr("On Deck round"),
        "pledge": tr("Pledge round"),
        "vote": tr("Vote round"),
        "over": tr("Session over"),
    }.get(phase, phase)


def choice_name(choice: str | None) -> str:
    return {"yay": tr("Yay"), "nay": tr("Nay"), "abstain": tr("Abstain"), None: tr("Abstain")}.get(
        choice, str(choice)
    )


def _bills(numbers: Iterable[int] | None) -> str:
    return ", ".join(str(n) for n in numbers) if numbers else tr("none")


def _sub(text: str, *values: object) -> str:
    for i, v in enumerate(values, start=1):
        text = text.replace(f"%{i}", str(v))
    return text


def phrase(entry: Seen[LegislationRecord], names: tuple[str, ...]) -> str:
    """One log entry as a sentence, using only what the viewer may know of it (`LogEntry.seen`)."""
    kind, event = entry.kind, entry.event
    who = names[entry.seat] if 0 <= entry.seat < len(names) else "?"

    def name(seat: object) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    auto: tuple[Event, ...] = ()
    result = None
    if isinstance(event, Discarded):
        auto = event.auto
        if event.discards:
            shown = "; ".join(f"{name(s)}: {_bills(b)}" for s, b in event.discards)
            text = _sub(tr("%1 chose their discards. Discards revealed — %2."), who, shown)
        elif event.bills is not None:
            text = _sub(tr("%1 chose to discard bills %2."), who, _bills(event.bills))
        else:
            text = _sub(tr("%1 chose their discards."), who)
    elif isinstance(event, Drew):
        auto = event.auto
        # Discard piles are face up: the log names each bill taken and whose pile it came from.
        taken = [_sub(tr("bill %1 from %2's pile"), bill, name(owner)) for owner, bill in event.from_piles]
        if event.from_deck:
            taken.append(tr("%n bill(s) from the deck", "", event.from_deck))
        text = _sub(tr("%1 took %2."), who, "; ".join(taken)) if taken else _sub(tr("%1 took no bills."), who)
        if event.drawn:
            text += " " + _sub(tr("You drew %1."), _bills(event.drawn))
    elif isinstance(event, Placed):
        auto = event.auto
        one = len(event.bills) == 1  # "bill 62", "bills 17, 1, 5"
        text = _sub(
            tr("%1 placed bill %2 On Deck.") if one else tr("%1 placed bills %2 On Deck."),
            who,
            _bills(event.bills),
        )
    elif isinstance(event, Swapped):
        # Two whole sentences, not "from %3" with the source put in: Russian and German decline it
        # ("из колоды", "vom Stapel"), which a pasted-in "колода" / "der Stapel" could not.
        if event.pile is None:
            said = tr("%1 swapped: discarded bill %2, took a bill from the deck.")
            text = _sub(said, who, event.discard)
            if event.taken is not None:
                text += " " + _sub(tr("You drew %1."), event.taken)
        else:
            said = tr("%1 swapped: discarded bill %2, took a bill from %3's pile.")
            text = _sub(said, who, event.discard, name(event.pile))
    elif isinstance(event, TermsSet):
        other = next((p for p in event.parties if p != entry.seat), None)
        text = _sub(tr("%1 set their terms in a deal with %2."), who, name(other))
        if event.made is not None:
            text += " " + tr("The deal is made.")
    elif isinstance(event, DealConfirmed):
        text = _sub(tr("%1 agreed to the deal."), who)
        if event.made is not None:
            text += " " + tr("The deal is made.")
    elif isinstance(event, DealDropped):
        text = _sub(tr("%1 walked away from the deal."), who)
    elif isinstance(event, DealCancelled):
        other = next((p for p in event.cancelled.parties if p != entry.seat), None)
        cancelled = tr("%1 cancelled the deal with %2: its bills went back, its tokens were lifted.")
        text = _sub(cancelled, who, name(other))
    elif isinstance(event, TurnEnded):
        auto = event.auto
        text = _sub(tr("%1 ended their Pledge turn; the deals are final."), who)
    elif isinstance(event, Proposed):
        text = _sub(tr("%1 put bill %2 to the vote."), who, event.bill)
    elif isinstance(event, Voted):
        auto, result = event.auto, event.result
        if event.choice is not None:
            text = _sub(tr("%1 voted %2."), who, choice_name(event.choice))
        else:
            text = _sub(tr("%1 voted."), who)
    else:
        text = _sub(tr("%1: %2"), who, move_name(kind))
    return text + _events(result, auto, names)


def _events(result: BallotResult | None, auto: tuple[Event, ...], names: tuple[str, ...]) -> str:
    """What followed the move by itself: a ballot's result, a betrayal, a new round, the end."""
    parts: list[str] = []
    if result is not None:
        parts.append(
            _sub(
                tr("Bill %1 %2 (%3 Yay, %4 Nay)."),
                result.bill,
                tr("PASSED") if result.passed else tr("FAILED"),
                result.yay,
                result.nay,
            )
        )
        by_choice: dict[str, list[str]] = {}
        for seat, choice in result.votes:
            by_choice.setdefault(choice, []).append(names[seat])
        if by_choice:
            parts.append(
                "; ".join(f"{choice_name(c)}: {', '.join(who)}" for c, who in by_choice.items()) + "."
            )
        for b in result.betrayals:
            parts.append(_sub(tr("%1 BETRAYED their token (voted %2)."), names[b.seat], choice_name(b.voted)))
    for event in auto:
        if isinstance(event, RoundBegan):
            parts.append(_sub(tr("— %1 begins —"), phase_name(event.phase)))
        elif isinstance(event, TurnSkipped):
            parts.append(_sub(tr("%1's turn is skipped."), names[event.seat]))
        elif isinstance(event, BillsPlaced):
            bills = event.bills
            went = tr("%1's bill %2 went On Deck.") if len(bills) == 1 else tr("%1's bills %2 went On Deck.")
            parts.append(_sub(went, names[event.seat], _bills(bills)))
        elif isinstance(event, GameOver):
            parts.append(tr("The session is over."))
    return (" " + " ".join(parts)) if parts else ""


def representative_text(kind_id: str) -> str:
    return rep_name(kind_id)
