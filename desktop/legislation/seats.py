"""Legislation seat panels: Representative, score, hand size, pile, On Deck bills, tokens (all public)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop.cards.card_widget import CardWidget
from desktop.legislation.faces import bill_face, bill_tooltip, rep_name, rep_short
from desktop.legislation.phrases import tr
from desktop.table.panel_cache import PanelCache
from desktop.table.seat_panel import SeatPanel
from games.legislation.state import Phase

if TYPE_CHECKING:
    from collections.abc import Callable

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
    """The seat's panel; reused from `cache` when it would look the same and has nothing to click."""
    if cache is None or on_deck_click is not None:
        return _build(view, seat, names, colours, bots, on_deck_click)
    key = _key(view, seat, names, colours, bots)
    return cache.get(key, lambda: _build(view, seat, names, colours, bots, None))  # type: ignore[return-value]


def _key(
    view: LegislationView,
    seat: int,
    names: tuple[str, ...],
    colours: tuple[str, ...],
    bots: tuple[bool, ...],
) -> tuple[Any, ...]:
    """Everything the panel shows (all public, plus whose screen it is)."""
    t = view.table
    faces = tuple(bill_face(b, view, colours, names) for b in t.on_deck[seat])
    pile = bill_face(t.piles[seat][-1], view, colours, names) if t.piles[seat] else None
    return (
        "legislation",
        seat,
        view.seat,
        view.seats,
        t.representatives[seat],
        t.scores[seat],
        t.hand_counts[seat],
        len(t.piles[seat]),
        faces,
        pile,
        view.floor in t.on_deck[seat],
        view.phase is Phase.DISCARD and seat in view.chosen,
        seat in t.benched,
        seat in t.owes_skip,
        view.floor is not None and seat in view.voted,
        seat in view.to_act,
        bots[seat],
        colours[seat],
    )


def _build(
    view: LegislationView,
    seat: int,
    names: tuple[str, ...],
    colours: tuple[str, ...],
    bots: tuple[bool, ...],
    on_deck_click: Callable[[int], None] | None,
) -> SeatPanel:
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
    panel = SeatPanel(
        names[seat],
        colours[seat],
        bot=bots[seat],
        acting=seat in view.to_act,
        is_viewer=seat == view.seat,
        status=" · ".join(status) + ("\n" + ", ".join(notes) if notes else ""),
    )
    panel.status_label.setToolTip(rep_name(table.representatives[seat]))
    mini = 72 if view.seats <= 4 else 64 if view.seats <= 6 else 54  # as big as the table allows
    for b in table.on_deck[seat]:
        face = bill_face(b, view, colours, names)
        card = CardWidget(
            face,
            mini,
            interactive=on_deck_click is not None,
            description=tr("On Deck: %1").replace("%1", bill_tooltip(face)),
        )
        card.setObjectName(f"ondeck_{seat}_{b}")
        if on_deck_click is not None:
            card.sig_clicked.connect(lambda b=b: on_deck_click(b))
        if b == view.floor:
            card.set_selected(True)
        panel.add(card)
    if table.piles[seat]:
        top = table.piles[seat][-1]
        face = bill_face(top, view, colours, names)
        pile = CardWidget(
            face,
            mini,
            description=tr("%1's discard pile, %n bill(s), top: %2", "", len(table.piles[seat]))
            .replace("%1", names[seat])
            .replace("%2", bill_tooltip(face)),
        )
        pile.set_dimmed(True)
        panel.add(pile)
    return panel
