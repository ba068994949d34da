"""Legislation seat panels: Representative, score, hand size, pile, On Deck bills, tokens (all public)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop.cards.card_widget import CardWidget
from desktop.legislation.card_faces import BillFace
from desktop.legislation.faces import bill_face, bill_tooltip, rep_name, rep_short
from desktop.legislation.phrases import tr
from desktop.table.panel_cache import PanelCache
from desktop.table.seat_panel import SeatPanel
from games.legislation.state import Phase

if TYPE_CHECKING:
    from collections.abc import Callable, Hashable

    from PySide6.QtWidgets import QWidget

    from games.legislation.views import LegislationView


def points_text(score: int) -> str:
    """A score in words; Qt fills %n only for n >= 0, so a negative score has its own string."""
    if score < 0:
        return tr("−%n pt(s)", "a negative score", -score)
    return tr("%n pt(s)", "", score)


def seat_panel(
    view: LegislationView,
    seat: int,
    names: tuple[str, ...],
    colours: tuple[str, ...],
    bots: tuple[bool, ...],
    *,
    on_deck_click: Callable[[int], None] | None = None,
    cache: PanelCache | None = None,
) -> SeatPanel:
    """The seat's panel: from `cache` when one was shown for this seat, updated in place if it changed."""
    if cache is None:
        return _new(view, seat, names, colours, bots, on_deck_click)
    key = (*_key(view, seat, names, colours, bots), on_deck_click)
    return cache.get(
        key,
        lambda: _new(view, seat, names, colours, bots, on_deck_click),
        slot=("legislation", seat, view.seat, names[seat], colours[seat]),
        restyle=lambda panel: _restyle(panel, view, seat, names, colours, bots, on_deck_click),
    )


def _key(
    view: LegislationView,
    seat: int,
    names: tuple[str, ...],
    colours: tuple[str, ...],
    bots: tuple[bool, ...],
) -> tuple[Any, ...]:
    """Everything the panel shows (all public, plus whose screen it is)."""
    t = view.table
    return (
        "legislation",
        seat,
        view.seat,
        view.seats,
        t.representatives[seat],
        t.scores[seat],
        t.hand_counts[seat],
        _cards_source(view, seat, names, colours),
        view.phase is Phase.DISCARD and seat in view.chosen,
        seat in t.benched,
        seat in t.owes_skip,
        view.floor is not None and seat in view.voted,
        seat in view.to_act,
        bots[seat],
        colours[seat],
    )


def _cards_source(
    view: LegislationView, seat: int, names: tuple[str, ...], colours: tuple[str, ...]
) -> tuple[Any, ...]:
    """All that the seat's cards (On Deck and the top of its pile) are drawn from, cheap to compare: the
    bills, the tokens on them, the viewer's Representative (each bill's worth to them) and the bill on
    the floor. Working out the cards' faces and words costs far more, so it is done only when this
    changes (a vote's reveal changes every seat's line, seldom its cards)."""
    t = view.table
    bills = t.on_deck[seat]
    top = t.piles[seat][-1] if t.piles[seat] else None
    return (
        bills,
        top,
        len(t.piles[seat]),
        tuple(token for token in t.tokens if token[0] in bills or token[0] == top),
        t.representatives[view.seat] if view.seat is not None else None,
        view.floor if view.floor in bills else None,
        view.seats,
        names,
        colours,
    )


def _status(view: LegislationView, seat: int) -> str:
    table = view.table
    status = [
        rep_short(table.representatives[seat]),
        points_text(table.scores[seat]),
        tr("hand %1").replace("%1", str(table.hand_counts[seat])),
        tr("pile %1").replace("%1", str(len(table.piles[seat]))),
    ]
    notes = []
    if view.phase is Phase.DISCARD and seat in view.chosen:
        notes.append(tr("has chosen"))
    if seat in view.table.benched:
        notes.append(tr("sits out (betrayal)"))
    if seat in view.table.owes_skip:
        notes.append(tr("betrayed: skips next Pledge turn"))
    if view.floor is not None and seat in view.voted:
        notes.append(tr("has voted"))
    # One line while it fits, the counts wrapped only between items ("hand 6" stays whole; a long note
    # may break): a second line costs the panel's bills the height they need on an 8-seat laptop table.
    return " · ".join([*(item.replace(" ", "\u00a0") for item in status), *notes])


def _build(
    view: LegislationView,
    seat: int,
    names: tuple[str, ...],
    colours: tuple[str, ...],
    bots: tuple[bool, ...],
) -> SeatPanel:
    return SeatPanel(
        names[seat],
        colours[seat],
        bot=bots[seat],
        acting=seat in view.to_act,
        is_viewer=seat == view.seat,
        status=_status(view, seat),
    )


def _new(
    view: LegislationView,
    seat: int,
    names: tuple[str, ...],
    colours: tuple[str, ...],
    bots: tuple[bool, ...],
    on_deck_click: Callable[[int], None] | None,
) -> SeatPanel:
    """A fresh panel for the seat, filled as `view` has it."""
    panel = _build(view, seat, names, colours, bots)
    _restyle(panel, view, seat, names, colours, bots, on_deck_click)
    return panel


def _restyle(
    panel: SeatPanel,
    view: LegislationView,
    seat: int,
    names: tuple[str, ...],
    colours: tuple[str, ...],
    bots: tuple[bool, ...],
    on_deck_click: Callable[[int], None] | None,
) -> None:
    """Show the seat as `view` has it, in place: cards that look the same stay as they are."""
    table = view.table
    panel.set_look(
        bot=bots[seat], acting=seat in view.to_act, is_viewer=seat == view.seat, status=_status(view, seat)
    )
    panel.status_label.setToolTip(rep_name(table.representatives[seat]))
    source = (_cards_source(view, seat, names, colours), on_deck_click)
    if panel.cards_source == source:
        return  # the same cards: none is looked at
    panel.cards_source = source
    mini = 72 if view.seats <= 4 else 64 if view.seats <= 6 else 54  # as big as the table allows
    wanted: list[tuple[Hashable, Callable[[], QWidget]]] = []
    for b in table.on_deck[seat]:
        face = bill_face(b, view, colours, names)
        description = tr("On Deck: %1").replace("%1", bill_tooltip(face))
        chosen = b == view.floor

        def deck_card(
            b: int = b, face: BillFace = face, description: str = description, chosen: bool = chosen
        ) -> CardWidget:
            card = CardWidget(face, mini, interactive=on_deck_click is not None, description=description)
            card.setObjectName(f"ondeck_{seat}_{b}")
            if on_deck_click is not None:
                card.sig_clicked.connect(lambda: on_deck_click(b))
            card.set_selected(chosen)
            return card

        wanted.append((("deck", b, face, description, chosen, mini, on_deck_click), deck_card))
    if table.piles[seat]:
        top = table.piles[seat][-1]
        face = bill_face(top, view, colours, names)
        description = (
            tr("%1's discard pile, %n bill(s), top: %2", "", len(table.piles[seat]))
            .replace("%1", names[seat])
            .replace("%2", bill_tooltip(face))
        )

        def pile_card(face: BillFace = face, description: str = description) -> CardWidget:
            pile = CardWidget(face, mini, description=description)
            pile.set_dimmed(True)
            return pile

        wanted.append((("pile", face, description, mini), pile_card))
    panel.set_cards(wanted)
