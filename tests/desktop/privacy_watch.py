"""Walks every visible widget of the table and fails if a bill from another seat's hidden hand shows."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QWidget

from desktop.cards.card_widget import CardWidget
from desktop.curtain import Curtain
from desktop.legislation.card_faces import BillFace
from games.legislation.bills import bill


def _seen_in(view: Any) -> set[int]:
    """Every bill number a view shows its seat."""
    t = view.table
    seen = set(view.hand) | set(t.passed) | set(t.failed)
    for pile in t.piles:
        seen |= set(pile)
    for bills in t.on_deck:
        seen |= set(bills)
    if view.open_deal is not None:
        for give in view.open_deal.give:
            seen |= set(give)
    for d in view.my_deals:
        seen |= set(d.given) | set(d.received)
    return seen


def widget_texts(root: QWidget) -> list[str]:
    """Text, tooltips, accessible names and descriptions, window titles, item-view rows of visible widgets."""
    texts = [root.window().windowTitle()]
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        for getter in (
            "text",
            "toolTip",
            "accessibleName",
            "accessibleDescription",
            "windowTitle",
            "placeholderText",
        ):
            fn = getattr(w, getter, None)
            if callable(fn):
                try:
                    value = fn()
                except TypeError:
                    continue
                if isinstance(value, str) and value:
                    texts.append(value)
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            for row in range(model.rowCount()):
                for role in (
                    Qt.ItemDataRole.DisplayRole,
                    Qt.ItemDataRole.ToolTipRole,
                    Qt.ItemDataRole.AccessibleTextRole,
                ):
                    value = model.data(model.index(row, 0), role)
                    if isinstance(value, str):
                        texts.append(value)
    return texts


class PrivacyWatch:
    """Remembers what each seat may know (what its views showed it, and what was ever public)."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.public: set[int] = set()
        self.known: dict[int, set[int]] = {}
        self.checks = 0

    def check(self, page: Any) -> None:
        session = page.session
        state = session.state
        self.public |= _seen_in(session.view(None))
        for seat in range(len(session.config.seats)):
            self.known.setdefault(seat, set()).update(_seen_in(session.view(seat)))
        viewer = page.hotseat.screen_seat()
        if isinstance(page.current, Curtain):
            viewer = None
        allowed = self.public | (self.known[viewer] if viewer is not None else set())
        secret = {b for s, hand in enumerate(state.hands) if s != viewer for b in hand} - allowed
        root = page.window()
        # Cards painted on screen.
        for card in root.findChildren(CardWidget):
            if card.isVisible() and isinstance(card.face, BillFace):
                assert card.face.number not in secret, f"bill {card.face.number} shown to seat {viewer}"
        # Any text: a secret bill as card descriptions write it ("Bill N, Title:"), its title, or a draw.
        titles = {bill(b).title: b for b in secret}
        for text in widget_texts(root):
            assert text not in titles, f"bill {titles[text]} named to seat {viewer}"
            for title, b in titles.items():
                assert f", {title}:" not in text, f"bill {b} ({title}) named to seat {viewer}: {text!r}"
            for b in secret:
                assert f"Bill {b}," not in text, f"bill {b} described to seat {viewer}: {text!r}"
                assert f"drew {b}" not in text and f"drew {b}." not in text
        self.checks += 1
