"""The Legislation table for one seat: seats round the felt, the floor, the action bar and the seat's hand.

Built only from `game.view(state, seat)`; a move is built from what the player picked and handed
to the table page, which applies it through the session (an illegal one is refused, nothing changes).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QScrollArea, QVBoxLayout, QWidget

from desktop.cards.card_widget import CardWidget
from desktop.cards.gallery import CardGallery
from desktop.legislation import decisions
from desktop.legislation.centre import Centre, centre_text, my_deals_text
from desktop.legislation.deal_editor import DealEditor
from desktop.legislation.decisions import VOTES, Picks
from desktop.legislation.faces import bill_face, bill_tooltip, rep_face, rep_name, worth_text
from desktop.legislation.phrases import tr
from desktop.legislation.piles import PilePicker
from desktop.legislation.seats import seat_panel
from desktop.legislation.turn import Mode, can_swap, mode_of, partners
from desktop.mnemonics import mnemonic
from desktop.table.action_bar import action_bar
from desktop.table.felt import dress
from desktop.table.kept_buttons import KeptButtons
from desktop.table.seat_ring import SeatRing
from games.legislation.actions import CancelDeal, CastVote, DropDeal, EndTurn

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.table.board_context import BoardContext
    from games.core.actions import Action
    from games.core.legal import Legal
    from games.legislation.views import LegislationView


HAND_CARD = 96
REP_CARD = 110  # as tall as the hand's cards allow (the band's height is fixed: HAND_HEIGHT)
HAND_HEIGHT = round(HAND_CARD * 1.4) + 22 + 16  # the hand's scroll area and the band's margins


class LegislationBoard(QWidget):
    def __init__(self, context: BoardContext, seat: int | None, view: LegislationView) -> None:
        super().__init__()
        self.setObjectName("LegislationBoard")
        self.context = context
        self.seat = seat
        self.view = view
        self.names: tuple[str, ...] = context.names
        self.colours: tuple[str, ...] = context.colours
        self.bots = context.bots
        self.mode = mode_of(view)
        self.selected: list[int] = []  # hand bills picked
        self.proposal: int | None = None
        self.swapping = False
        self.composing: int | None = None  # partner of a deal being written (no action yet)
        self.hand_cards: dict[int, CardWidget] = {}
        self.buttons: dict[str, QPushButton] = {}
        self.picker: PilePicker | None = None
        self.deal_menu: QMenu | None = None
        self.editor: DealEditor | None = None
        self.ring: SeatRing | None = None
        self.pile_gallery: CardGallery | None = None
        self.fresh_parts: list[QWidget] = []
        self.shortcuts: list[QShortcut] = []  # the vote's Y/N/A keys while the vote's buttons show
        self._vote_keys: dict[str, QShortcut] = {}
        self._hand_shown: tuple[Any, ...] | None = None  # what the hand area was built for
        self._hand_row: QHBoxLayout | None = None
        self._buttons_shown: tuple[Any, ...] | None = None
        self._legal: tuple[Legal, ...] | None = None  # the seat's listing for this view, once asked
        deal = view.open_deal
        if self.mode is Mode.DEAL and deal is not None and seat is not None:
            # Start with the viewer's own part of the deal picked: what they offered before.
            self.selected = list(deal.give[deal.parties.index(seat)])

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.top_holder = QVBoxLayout()
        self.top_holder.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.top_holder, 1)
        self.action_bar, self.hint, self.button_row = action_bar()
        self.kept_buttons = KeptButtons(self.button_row)  # kept between drawings, shown as the mode asks
        layout.addWidget(self.action_bar)
        self.hand_area = QWidget()
        self.hand_area.setObjectName("HandArea")
        if seat is not None:
            # One height whatever the hand holds: a hand rebuilt after a move must not resize the table
            # above it (that moves every seat and repaints the whole table).
            self.hand_area.setFixedHeight(HAND_HEIGHT)
        layout.addWidget(self.hand_area)
        self._rebuild()

    # --- building ----------------------------------------------------------------------
    def _rebuild(self) -> None:
        """Lay out the parts for the current local mode (selection state is kept)."""
        while self.top_holder.count():
            item = self.top_holder.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # at once: deleteLater alone leaves it painted until the loop turns
                widget.deleteLater()
        self.picker = None
        self.editor = None
        deal_partner = self._deal_partner()
        if deal_partner is not None:
            mine = {}
            deal = self.view.open_deal
            if deal is not None and self.seat is not None:
                mine = dict(deal.tokens[deal.parties.index(self.seat)])
            self.editor = DealEditor(self.view, deal_partner, self.names, self.colours, mine)
            self.editor.sig_changed.connect(self._update_actions)
            self.top_holder.addWidget(self.editor)
            self.editor.show()  # now, not on the next turn of the event loop
        elif self.mode is Mode.DRAW or self.swapping:
            # The piles to choose from take the table's whole width, not the small middle of the ring.
            self.ring = None
            self.picker = PilePicker(
                self.view, self.names, self.colours, single=self.swapping, with_deck=self.swapping
            )
            self.picker.sig_changed.connect(self._update_actions)
            self.picker.setObjectName("CentreBoard")
            self.top_holder.addWidget(self.picker)
            self.picker.show()
        else:
            ring = self._ring()
            self.top_holder.addWidget(ring)
            ring.show()
        self._build_hand()
        self._build_buttons()
        self._update_actions()
        dress(self)

    def _deal_partner(self) -> int | None:
        deal = self.view.open_deal
        if self.mode is Mode.DEAL and deal is not None:
            return deal.parties[1] if deal.parties[0] == self.seat else deal.parties[0]
        if self.mode is Mode.LOBBY and self.composing is not None:
            return self.composing
        return None

    def _ring(self) -> SeatRing:
        self.ring = SeatRing()
        self._fill_ring(self.ring)
        return self.ring

    def _fill_ring(self, ring: SeatRing) -> list[QWidget]:
        """Put the seats and the middle of the table in the ring; returns the panels built anew."""
        view = self.view
        n = view.seats
        first = self.seat if self.seat is not None else 0
        order = [(first + i) % n for i in range(n)]
        click = self._propose_click if self.mode is Mode.PROPOSE else None
        before = set(map(id, ring.seats))
        panels = [
            seat_panel(
                view,
                s,
                self.names,
                self.colours,
                self.bots,
                on_deck_click=click if s == self.seat else None,
                cache=self.context.panels,
            )
            for s in order
        ]
        deltas = self.context.deltas()  # the last vote's score changes, while shown
        for s, panel in zip(order, panels, strict=True):
            panel.set_delta(deltas[s] if s < len(deltas) else 0)
        ring.set_content([*panels], self._centre())
        return [p for p in panels if id(p) not in before]

    def update_view(self, view: LegislationView) -> bool:
        """Redraw in place for the same seat, touching only what changed (a move must repaint within a
        frame): seat panels and the middle are told the new view, the hand and the buttons are rebuilt
        only when they differ. False when a new board is needed (another seat, a deal on screen)."""
        mode = mode_of(view)
        picking = mode in (Mode.DEAL, Mode.DRAW)  # a deal's editor or the piles fill the table
        ring = self.ring
        if view.seat != self.seat or ring is None or self.editor is not None or picking:
            return False
        self.view, self.mode, self._legal = view, mode, None
        self.selected, self.proposal, self.swapping, self.composing = [], None, False, None
        self.picker = None
        centre = ring.centre
        fresh = self._fill_ring(ring)
        if ring.centre is not centre and ring.centre is not None:
            fresh.append(ring.centre)
        key = self._hand_key()
        if key != self._hand_shown and not self._refill_hand(key):
            self._build_hand()
            fresh.append(self.hand_area)
        fresh += self._build_buttons() or []  # only new buttons are dressed: the bar keeps its look
        self._update_actions()
        for part in fresh:
            dress(part)
        self.fresh_parts = fresh  # the table page makes their labels plain text (plain_text.py)
        return True

    def _hand_key(self) -> tuple[Any, ...]:
        """What the hand shows: each card's face (tokens on it included), whether it can be picked."""
        faces = tuple(bill_face(b, self.view, self.colours, self.names) for b in self.view.hand)
        return (self.view.hand, faces, self._hand_interactive(), self.seat)

    def _centre(self) -> Centre:
        kept = self.ring.centre if self.ring is not None else None
        centre = kept if isinstance(kept, Centre) else Centre(self.show_pile)
        facts = centre_text(self.view, self.mode is Mode.LOBBY, self.names, self.colours)
        centre.show_view(self.view, self.colours, self.names, facts)
        return centre

    def _my_deals_text(self) -> list[str]:
        return my_deals_text(self.view, self.names, self.colours)

    def show_pile(self, which: str) -> CardGallery:
        """The Passed or the Failed pile as cards, newest first, each with what it is worth to the viewer."""
        table = self.view.table
        bills = table.passed if which == "passed" else table.failed
        cards = []
        for b in reversed(bills):
            face = bill_face(b, self.view, self.colours, self.names)
            caption = worth_text(face.worth) if face.worth is not None else ""
            cards.append((face, caption, bill_tooltip(face)))
        title = (
            tr("Passed bills (%n)", "", len(bills))
            if which == "passed"
            else tr("Failed bills (%n)", "", len(bills))
        )
        gallery = CardGallery(title, cards, self)
        dress(gallery)
        self.pile_gallery = gallery
        gallery.open()
        return gallery

    # --- the hand ----------------------------------------------------------------------
    def _build_hand(self) -> None:
        self._hand_shown = self._hand_key()
        old = self.hand_area.layout()
        if old is not None:
            for child in self.hand_area.findChildren(
                QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
            ):
                child.hide()
                child.deleteLater()
            QWidget().setLayout(old)  # drop the old layout
        self.hand_cards = {}
        row = QHBoxLayout(self.hand_area)
        row.setContentsMargins(14, 8, 14, 8)
        view = self.view
        if self.seat is None:
            label = QLabel(tr("Shared screen: no hand is shown."))
            row.addWidget(label)
            return
        rep = view.table.representatives[self.seat]
        row.addWidget(
            CardWidget(  # wide enough for an agenda's name at the readable size ("Social Conservative")
                rep_face(rep),
                REP_CARD,
                description=tr("Your Representative: %1").replace("%1", rep_name(rep)),
            )
        )
        row.addSpacing(12)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFixedHeight(HAND_HEIGHT - 16)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        inner = QWidget()
        cards = QHBoxLayout(inner)
        cards.setContentsMargins(0, 0, 0, 0)
        interactive = self._hand_interactive()
        for b in view.hand:
            cards.addWidget(self._hand_card(b, interactive))
        if not view.hand:
            cards.addWidget(QLabel(tr("Your hand is empty.")))
        cards.addStretch(1)
        scroll.setWidget(inner)
        row.addWidget(scroll, 1)
        self._hand_row = cards

    def _hand_card(self, b: int, interactive: bool) -> CardWidget:
        face = bill_face(b, self.view, self.colours, self.names)
        card = CardWidget(face, HAND_CARD, interactive=interactive, description=bill_tooltip(face))
        card.setObjectName(f"hand_{b}")
        card.sig_clicked.connect(lambda b=b: self._toggle_hand(b))
        self.hand_cards[b] = card
        return card

    def _refill_hand(self, key: tuple[Any, ...]) -> bool:
        """Show another hand in the row already there: cards still held stay (their faces and whether
        they may be picked updated), the others come and go. False if the row cannot be reused."""
        row = self._hand_row
        shown = self._hand_shown
        if row is None or shown is None or not shown[0] or not key[0] or shown[3] != key[3]:
            return False  # no cards on either side ("Your hand is empty."), or another seat
        hand, faces, interactive = key[0], key[1], key[2]
        for b in [b for b in self.hand_cards if b not in hand]:
            card = self.hand_cards.pop(b)
            row.removeWidget(card)
            card.hide()
            card.deleteLater()
        for index, (b, face) in enumerate(zip(hand, faces, strict=True)):
            kept = self.hand_cards.get(b)
            if kept is None:
                card = self._hand_card(b, interactive)
                row.insertWidget(index, card)
                card.show()
            else:
                kept.set_face(face, bill_tooltip(face))
                kept.set_interactive(interactive)
                if row.indexOf(kept) != index:
                    row.removeWidget(kept)
                    row.insertWidget(index, kept)
        self.hand_cards = {b: self.hand_cards[b] for b in hand}  # in the hand's order
        self._hand_shown = key
        return True

    def _hand_interactive(self) -> bool:
        return decisions.hand_interactive(self.mode, self._picks())

    # --- buttons -----------------------------------------------------------------------
    def _picks(self) -> Picks:
        picker = self.picker
        return Picks(
            tuple(self.selected),
            tuple(picker.picked) if picker is not None else (),
            bool(picker is not None and picker.deck_picked),
            self.proposal,
            self.swapping,
            self.composing,
            self.editor.chosen() if self.editor is not None else (),
        )

    def _listing(self) -> tuple[Legal, ...]:
        """The seat's listing for the view shown (asked once a view, when a button's state needs it)."""
        if self._legal is None:
            self._legal = self.context.listing(self.seat) if self.seat is not None else ()
        return self._legal

    def _buttons_key(self) -> tuple[Any, ...]:
        """Everything the buttons depend on: the same key, the same buttons (kept as they are)."""
        view = self.view
        lobby = self.mode is Mode.LOBBY
        return (
            self.mode,
            self.swapping,
            self.composing,
            can_swap(self._listing()),
            view.open_deal is not None,
            partners(self._listing()) if lobby else (),
            tuple(d.deal for d in view.my_deals if d.deal in view.cancellable) if lobby else (),
        )

    def _build_buttons(self) -> list[QWidget] | None:
        """Put the buttons for the decision in the action bar, kept from earlier drawings where they were
        shown before (kept_row.py); returns the ones built anew, None if the ones there already fit."""
        key = self._buttons_key()
        if key == self._buttons_shown and self.buttons:
            return None  # _update_actions sets their texts and which may be pressed
        self._buttons_shown = key
        self.buttons = self.kept_buttons.start()
        for shortcut in self.shortcuts:  # an old Y/N/A would make the keys ambiguous
            shortcut.setEnabled(False)
        self.shortcuts = []
        for spec in decisions.buttons(self.view, self.mode, self._picks(), self._listing()):
            name = spec.name or ("Primary" if spec.primary else f"btn_{spec.key}")
            button = self.kept_buttons.button(spec.key, spec.text, self._slot(spec.key), name)
            if spec.key == "deal_menu":
                self._deal_menu(button)
        for vote, choice in VOTES:
            if vote in self.buttons:
                self._vote_key(vote, self.buttons[vote], decisions.vote_name(choice))
        return self.kept_buttons.place()

    def _slot(self, key: str) -> Callable[[], object]:
        """What the button `key` does."""
        seat = self.seat
        if seat is None:
            return lambda: None
        for vote, choice in VOTES:
            if key == vote:
                return partial(self._play, CastVote(seat, choice))
        if key.startswith("cancel_"):
            return partial(self._play, CancelDeal(seat, int(key.removeprefix("cancel_"))))
        slots: dict[str, Callable[[], object]] = {
            "swap_open": self._toggle_swap,
            "swap_cancel": self._toggle_swap,
            "back": lambda: self._compose(None),
            "deal_menu": lambda: None,  # its menu opens
            "end_turn": lambda: self._play(EndTurn(seat)),
            "drop": lambda: self._play(DropDeal(seat)),
        }
        return slots.get(key, lambda: self._play_picked(key))

    def _deal_menu(self, deal: QPushButton) -> None:
        """The Pledge turn's partners to open a deal with, as the deal button's menu."""
        old = deal.menu()
        if old is not None:  # a kept button: its partners are listed anew
            old.deleteLater()
        menu = QMenu(deal)
        menu.setObjectName("DealMenu")
        for p in partners(self._listing()):
            act = menu.addAction(self.names[p])
            act.setObjectName(f"partner_{p}")
            act.triggered.connect(lambda _c=False, p=p: self._compose(p))
        deal.setMenu(menu)
        deal.setAccessibleName(tr("Open a deal with another player"))
        self.deal_menu = menu

    def _vote_key(self, key: str, button: QPushButton, name: str) -> None:
        """The key alone votes too: the letter the button underlines in this language."""
        button.setAccessibleName(name)
        shortcut = self._vote_keys.get(key)
        if shortcut is None:
            shortcut = self._vote_keys[key] = QShortcut(QKeySequence(mnemonic(button.text())), self)
            shortcut.activated.connect(button.click)
        shortcut.setEnabled(True)
        self.shortcuts.append(shortcut)

    def _update_actions(self) -> None:
        """The hint line, the captions and which buttons may be pressed, from the current picks."""
        buttons = self.buttons
        # The vote buttons' underlined letters, named by the vote hint only (a hand-card pick needs none).
        letters = (
            "".join(mnemonic(buttons[k].text()) if k in buttons else "" for k, _ in VOTES)
            if self.mode is Mode.VOTE
            else ""
        )
        bar = decisions.bar(self.view, self.mode, self._picks(), self._listing(), self.names, letters)
        self.hint.setText(bar.hint)
        for key, button in self.buttons.items():
            if key in bar.texts:
                button.setText(bar.texts[key])
            button.setEnabled(key not in bar.disabled)
        for b, card in self.hand_cards.items():
            card.set_selected(b in self.selected)

    # --- picks -------------------------------------------------------------------------
    def _toggle_hand(self, b: int) -> None:
        picks = self._picks()
        if not decisions.hand_interactive(self.mode, picks):
            return
        self.selected = list(decisions.pick_hand(self.view, self.mode, picks, b))
        self._update_actions()

    def _propose_click(self, b: int) -> None:
        self.proposal = b
        for w in self.findChildren(CardWidget):
            if w.isVisible() and w.objectName().startswith(f"ondeck_{self.seat}_"):
                w.set_selected(w.objectName() == f"ondeck_{self.seat}_{b}")
        self._update_actions()

    def _toggle_swap(self) -> None:
        self.swapping = not self.swapping
        self.selected.clear()
        self._rebuild()

    def _compose(self, partner: int | None) -> None:
        self.composing = partner
        self.selected.clear()
        self._rebuild()

    # --- moves -------------------------------------------------------------------------
    def _play(self, action: Action) -> None:
        self.context.play(action)

    def _play_picked(self, key: str) -> None:
        """Swap, Discard, Draw, Place On Deck, Put to the vote, Offer, Agree: the move the picks make
        (nothing if none)."""
        move = decisions.move_of(self.view, self.mode, key, self._picks())
        if move is not None:
            self._play(move)
