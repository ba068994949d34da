"""The Legislation table for one seat: seats round the felt, the floor, the action bar and the seat's hand.

Built only from `game.view(state, seat)`; a move is built from what the player picked and handed
to the table page, which applies it through the session (an illegal one is refused, nothing changes).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QScrollArea, QVBoxLayout, QWidget

from desktop.cards.card_widget import CardWidget
from desktop.cards.faces import CardBack
from desktop.cards.gallery import CardGallery
from desktop.legislation.bill_titles import bill_title
from desktop.legislation.card_faces import TokenMark
from desktop.legislation.deal_editor import DealEditor
from desktop.legislation.faces import (
    bill_face,
    bill_tooltip,
    own_token_sentence,
    rep_face,
    rep_name,
    token_sentence,
    worth_text,
)
from desktop.legislation.phrases import choice_name, phase_name, tr
from desktop.legislation.pile_buttons import PileButtons
from desktop.legislation.piles import PilePicker
from desktop.legislation.seats import seat_panel
from desktop.legislation.turn import Mode, can_swap, mode_of, partners, token_on
from desktop.mnemonics import mnemonic
from desktop.table.action_bar import action_bar
from desktop.table.elided_label import WrappedFacts, may_elide
from desktop.table.felt import FeltPanel, dress
from desktop.table.fitted_label import FittedLabel
from desktop.table.kept_buttons import KeptButtons
from desktop.table.seat_ring import SeatRing
from games.core.seats import SeatKind
from games.legislation.actions import (
    CancelDeal,
    CastVote,
    Choice,
    ConfirmDeal,
    Discard,
    Draw,
    DropDeal,
    EndTurn,
    PlaceOnDeck,
    Propose,
    Swap,
    Terms,
    Token,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.table.table_page import TablePage
    from games.core.actions import Action
    from games.legislation.views import LegislationView


HAND_CARD = 96
REP_CARD = 110  # as tall as the hand's cards allow (the band's height is fixed: HAND_HEIGHT)
HAND_HEIGHT = round(HAND_CARD * 1.4) + 22 + 16  # the hand's scroll area and the band's margins


class LegislationBoard(QWidget):
    def __init__(self, table: TablePage, seat: int | None, view: LegislationView) -> None:
        super().__init__()
        self.setObjectName("LegislationBoard")
        self.table = table
        self.seat = seat
        self.view = view
        self.names: tuple[str, ...] = table.names
        self.colours: tuple[str, ...] = table.colours
        self.bots = tuple(s.kind == SeatKind.BOT for s in table.session.config.seats)
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
        self.shortcuts: list[QShortcut] = []  # the vote's Y/N/A keys while the vote's buttons show
        self._vote_keys: dict[str, QShortcut] = {}
        self._hand_shown: tuple[Any, ...] | None = None  # what the hand area was built for
        if self.mode is Mode.DEAL:
            # Start with the viewer's own part of the deal picked: what they offered before.
            deal = view.open_deal
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
            if item.widget():
                item.widget().hide()  # at once: deleteLater alone leaves it painted until the loop turns
                item.widget().deleteLater()
        self.picker = None
        self.editor = None
        deal_partner = self._deal_partner()
        if deal_partner is not None:
            mine = {}
            deal = self.view.open_deal
            if deal is not None:
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
        if self.mode is Mode.DEAL:
            deal = self.view.open_deal
            return deal.parties[1] if deal.parties[0] == self.seat else deal.parties[0]
        if self.mode is Mode.LOBBY and self.composing is not None:
            return self.composing
        return None

    def _ring(self) -> QWidget:
        self.ring = SeatRing()
        self._fill_ring()
        return self.ring

    def _fill_ring(self) -> list[QWidget]:
        """Put the seats and the middle of the table in the ring; returns the panels built anew."""
        view = self.view
        n = view.seats
        first = self.seat if self.seat is not None else 0
        order = [(first + i) % n for i in range(n)]
        click = self._propose_click if self.mode is Mode.PROPOSE else None
        cache = getattr(self.table, "panels", None)
        before = set(map(id, self.ring.seats))
        panels = [
            seat_panel(
                view,
                s,
                self.names,
                self.colours,
                self.bots,
                on_deck_click=click if s == self.seat else None,
                cache=cache,
            )
            for s in order
        ]
        deltas = getattr(self.table, "deltas", ())  # the last vote's score changes, while shown
        for s, panel in zip(order, panels, strict=True):
            panel.set_delta(deltas[s] if s < len(deltas) else 0)
        self.ring.set_content(panels, self._centre())
        return [p for p in panels if id(p) not in before]

    def update_view(self, view: LegislationView) -> bool:
        """Redraw in place for the same seat, touching only what changed (a move must repaint within a
        frame): seat panels and the middle are told the new view, the hand and the buttons are rebuilt
        only when they differ. False when a new board is needed (another seat, a deal on screen)."""
        mode = mode_of(view)
        picking = mode in (Mode.DEAL, Mode.DRAW)  # a deal's editor or the piles fill the table
        if view.seat != self.seat or self.ring is None or self.editor is not None or picking:
            return False
        self.view, self.mode = view, mode
        self.selected, self.proposal, self.swapping, self.composing = [], None, False, None
        self.picker = None
        centre = self.ring.centre
        fresh = self._fill_ring()
        if self.ring.centre is not centre:
            fresh.append(self.ring.centre)
        key = self._hand_key()
        if key != self._hand_shown and not self._refill_hand(key):
            self._build_hand()
            fresh.append(self.hand_area)
        fresh += self._build_buttons() or []  # only new buttons are dressed: the bar keeps its look
        self._update_actions()
        for part in fresh:
            if part is not None:
                dress(part)
        self.fresh_parts = fresh  # the table page makes their labels plain text (plain_text.py)
        return True

    def _hand_key(self) -> tuple[Any, ...]:
        """What the hand shows: each card's face (tokens on it included), whether it can be picked."""
        faces = tuple(bill_face(b, self.view, self.colours, self.names) for b in self.view.hand)
        return (self.view.hand, faces, self._hand_interactive(), self.seat)

    def _centre(self) -> QWidget:
        view = self.view
        kept = self.ring.centre if self.ring is not None else None
        centre = kept if isinstance(kept, _Centre) else _Centre(self.show_pile)
        centre.show_view(view, self.colours, self.names, self._centre_text())
        return centre

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

    def _centre_text(self) -> str:
        view = self.view
        lines = []
        if view.floor is not None:
            # The bill's whole title, which the card on the floor may have to shorten at laptop sizes.
            lines.append(bill_title(view.floor))  # the card beside it has the number
            lines.append(
                tr("Voted: %1 of %2").replace("%1", str(len(view.voted))).replace("%2", str(view.seats))
            )
            for s, choice in view.votes:
                lines.append(f"{self.names[s]}: {choice_name(choice.value)}")
            if self.seat is not None:
                t = token_on(view, view.floor, self.seat)
                if t is not None:
                    lines.append(
                        tr("Your token on this bill: %1").replace(
                            "%1", tr("Pledge (Yay)") if t.value == "pledge" else tr("anti-Pledge (Nay)")
                        )
                    )
        if self.mode is Mode.LOBBY:
            lines += self._my_deals_text()
        mine = {d.deal for d in view.my_deals} if self.mode is Mode.LOBBY else set()
        for d in view.table.deals:
            if d.deal in mine:
                continue  # told above, with the bills themselves
            a, b = d.parties
            line = (
                tr("Deal %1: %2 ⇄ %3 (%4 / %5 bills)")
                .replace("%1", str(d.deal))
                .replace("%2", self.names[a])
                .replace("%3", self.names[b])
                .replace("%4", str(d.cards[0]))
                .replace("%5", str(d.cards[1]))
            )
            tokens = [self._token_sentence(bill, s, t) for bill, s, t in d.tokens]
            lines.append(line + ("; " + "; ".join(tokens) if tokens else ""))
        return "\n".join(lines)

    def _my_deals_text(self) -> list[str]:
        """The viewer's deals this turn: the bills each way and the tokens taken, in words."""
        lines = []
        tokens = {d.deal: d.tokens for d in self.view.table.deals}
        for d in self.view.my_deals:
            parts = []
            if d.given:
                parts.append(tr("you gave %n bill(s): %1", "", len(d.given)).replace("%1", _numbers(d.given)))
            if d.received:
                parts.append(
                    tr("you received %n bill(s): %1", "", len(d.received)).replace("%1", _numbers(d.received))
                )
            parts += [self._token_sentence(b, s, t, you=True) for b, s, t in tokens.get(d.deal, ())]
            lines.append(
                tr("Deal %1 with %2: %3")
                .replace("%1", str(d.deal))
                .replace("%2", self.names[d.partner])
                .replace("%3", "; ".join(parts) or tr("nothing changed hands"))
            )
        return lines

    def _token_sentence(self, bill: int, seat: int, token: Token, you: bool = False) -> str:
        if you and seat == self.seat:  # one viewpoint in a line: "you gave…; you pledged…", not own name
            return own_token_sentence(token is Token.PLEDGE, bill)
        mark = TokenMark(self.colours[seat], self.names[seat], token is Token.PLEDGE)
        return token_sentence(mark, bill)

    def _lobby_buttons(self) -> None:
        """The Pledge turn's choices in the action bar: a deal with whom (a menu), cancel a deal, end."""
        deal = self._button("deal_menu", tr("Open a &deal with…"), lambda: None)
        if deal.menu() is not None:  # a kept button: its partners are listed anew
            deal.menu().deleteLater()
        menu = QMenu(deal)
        menu.setObjectName("DealMenu")
        for p in partners(self.view):
            act = menu.addAction(self.names[p])
            act.setObjectName(f"partner_{p}")
            act.triggered.connect(lambda _c=False, p=p: self._compose(p))
        deal.setMenu(menu)
        deal.setEnabled(bool(menu.actions()))
        deal.setAccessibleName(tr("Open a deal with another player"))
        self.deal_menu = menu
        for d in self.view.my_deals:
            if d.deal in self.view.cancellable:
                self._button(
                    f"cancel_{d.deal}",
                    tr("Cancel deal %1").replace("%1", str(d.deal)),
                    lambda i=d.deal: self._play(CancelDeal(self.seat, i)),
                    name=f"cancel_{d.deal}",
                )

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
        row = getattr(self, "_hand_row", None)
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
            card = self.hand_cards.get(b)
            if card is None:
                card = self._hand_card(b, interactive)
                row.insertWidget(index, card)
                card.show()
            else:
                card.set_face(face, bill_tooltip(face))
                card.set_interactive(interactive)
                if row.indexOf(card) != index:
                    row.removeWidget(card)
                    row.insertWidget(index, card)
        self.hand_cards = {b: self.hand_cards[b] for b in hand}  # in the hand's order
        self._hand_shown = key
        return True

    def _hand_interactive(self) -> bool:
        if self.swapping:
            return True
        return self.mode in (Mode.DISCARD, Mode.PLACE, Mode.DEAL) or (
            self.mode is Mode.LOBBY and self.composing is not None
        )

    # --- buttons -----------------------------------------------------------------------
    def _button(
        self, key: str, text: str, slot: Callable[[], object], primary: bool = False, name: str | None = None
    ) -> QPushButton:
        """The button for `key`, kept from an earlier drawing or new (kept_buttons.py); _update_actions
        says which may not be pressed now."""
        return self.kept_buttons.button(key, text, slot, name or ("Primary" if primary else f"btn_{key}"))

    def _buttons_key(self) -> tuple[Any, ...]:
        """Everything the buttons depend on: the same key, the same buttons (kept as they are)."""
        view = self.view
        lobby = self.mode is Mode.LOBBY
        return (
            self.mode,
            self.swapping,
            self.composing,
            can_swap(view),
            view.open_deal is not None,
            tuple(partners(view)) if lobby else (),
            tuple(d.deal for d in view.my_deals if d.deal in view.cancellable) if lobby else (),
        )

    def _build_buttons(self) -> list[QPushButton] | None:
        """Put the buttons for the mode in the action bar, kept from earlier drawings where they were
        shown before (kept_row.py); returns the ones built anew, None if the ones there already fit."""
        key = self._buttons_key()
        if key == getattr(self, "_buttons_shown", None) and self.buttons:
            return None  # _update_actions sets their texts and which may be pressed
        self._buttons_shown = key
        self.buttons = self.kept_buttons.start()
        for shortcut in self.shortcuts:  # an old Y/N/A would make the keys ambiguous
            shortcut.setEnabled(False)
        self.shortcuts = []
        self._add_buttons()
        return self.kept_buttons.place()  # type: ignore[return-value]

    def _add_buttons(self) -> None:
        m = self.mode
        if can_swap(self.view) and m is not Mode.DEAL and self.composing is None:
            if self.swapping:
                self._button("swap", tr("&Swap"), self._swap, primary=True)
                self._button("swap_cancel", tr("Don't swap"), self._toggle_swap)
            else:
                self._button("swap_open", tr("S&wap a card…"), self._toggle_swap)
        if self.swapping:
            return
        if m is Mode.DISCARD:
            self._button("discard", tr("&Discard"), self._discard, primary=True)
        elif m is Mode.DRAW:
            self._button("draw", tr("&Draw"), self._draw, primary=True)
        elif m is Mode.PLACE:
            self._button("place", tr("&Place On Deck"), self._place, primary=True)
        elif m is Mode.PROPOSE:
            self._button("propose", tr("&Put to the vote"), self._propose, primary=True)
        elif m is Mode.VOTE:
            for key, choice, text in (
                ("yay", Choice.YAY, tr("&Yay")),
                ("nay", Choice.NAY, tr("&Nay")),
                ("abstain", Choice.ABSTAIN, tr("&Abstain")),
            ):
                b = self._button(
                    key, text, lambda c=choice: self._play(CastVote(self.seat, c)), name=key.capitalize()
                )
                b.setAccessibleName(tr("Vote %1").replace("%1", choice_name(choice.value)))
                # The key alone works too: the letter the button underlines in this language.
                shortcut = self._vote_keys.get(key)
                if shortcut is None:
                    shortcut = self._vote_keys[key] = QShortcut(QKeySequence(mnemonic(text)), self)
                    shortcut.activated.connect(b.click)
                shortcut.setEnabled(True)
                self.shortcuts.append(shortcut)
        elif m is Mode.LOBBY:
            if self.composing is not None:
                self._button("offer", tr("&Offer these terms"), self._offer, primary=True)
                self._button("back", tr("Back"), lambda: self._compose(None))
            else:
                self._lobby_buttons()
                self._button(
                    "end_turn", tr("E&nd turn"), lambda: self._play(EndTurn(self.seat)), primary=True
                )
        elif m is Mode.DEAL:
            self._button("agree", tr("&Agree"), self._agree, primary=True)
            self._button("drop", tr("&Walk away"), lambda: self._play(DropDeal(self.seat)))
        elif m is Mode.WAIT and self.view.open_deal is not None:
            # The rules page: either side may drop a deal not yet made, also while the other decides.
            self._button("drop", tr("&Walk away"), lambda: self._play(DropDeal(self.seat)))

    def _update_actions(self) -> None:
        """The hint line and which buttons may be pressed, from the current picks."""
        view = self.view
        n = len(self.selected)
        hint = ""
        m = self.mode
        ok = True
        if self.swapping:
            picked = bool(self.picker and (self.picker.picked or self.picker.deck_picked))
            hint = tr("Swap: pick one bill from your hand to discard and one bill from a pile or the deck.")
            ok = n == 1 and picked
            self._enable("swap", ok)
        elif m is Mode.WAIT:
            waiting = ", ".join(self.names[s] for s in view.to_act)
            hint = tr("Waiting for %1.").replace("%1", waiting) if waiting else ""
        elif m is Mode.DISCARD:
            hint = tr(
                "Pick the bills to discard (any number, none to all), then Discard. "
                "Nobody sees your choice until everyone has chosen."
            )
            self.buttons["discard"].setText(tr("&Discard %1").replace("%1", str(n)) if n else tr("Keep all"))
        elif m is Mode.DRAW:
            picked = len(self.picker.picked) if self.picker else 0
            rest = view.must_draw - picked
            hint = tr(
                "Take %n bill(s): pick from the piles above; the rest come from the deck.", "", view.must_draw
            )
            self.buttons["draw"].setText(
                tr("&Draw: %1 from piles + %2 from the deck")
                .replace("%1", str(picked))
                .replace("%2", str(max(0, rest)))
            )
            self._enable("draw", 0 <= rest <= view.table.deck_count)
        elif m is Mode.PLACE:
            hint = tr("Pick %n bill(s) from your hand to place On Deck.", "", view.must_place)
            self._enable("place", n == view.must_place)
        elif m is Mode.PROPOSE:
            hint = tr("Click one of your On Deck bills to put it to the vote.")
            if self.proposal is not None:
                hint = tr("Put bill %1 to the vote?").replace("%1", str(self.proposal))
            self._enable("propose", self.proposal is not None)
        elif m is Mode.VOTE:
            shown = [self.buttons.get(k) for k in ("yay", "nay", "abstain")]
            letters = [mnemonic(b.text()) if b is not None else "" for b in shown]
            hint = tr("Vote on bill %1: Yay (%2), Nay (%3) or Abstain (%4).").replace("%1", str(view.floor))
            for i, letter in enumerate(letters):  # the letters the buttons underline, in every language
                hint = hint.replace(f"%{i + 2}", letter)
            if view.ballot_style.value == "secret":
                hint += " " + tr("Secret ballot: the votes are shown together at the end.")
        elif m is Mode.LOBBY:
            if self.composing is not None:
                hint = tr(
                    "Your part of the deal: pick bills from your hand to give, and tokens to take. "
                    "%1 will then see it on their own screen."
                ).replace("%1", self.names[self.composing])
            else:
                hint = tr(
                    "Your Pledge turn: open deals with other players, then End turn to make them final."
                )
        elif m is Mode.DEAL:
            hint = tr(
                "Your part of the deal: bills you give (pick in your hand) and tokens you take. "
                "Agree to offer it; the other side must agree too."
            )
        self.hint.setText(hint)
        for b, card in self.hand_cards.items():
            card.set_selected(b in self.selected)

    def _enable(self, key: str, ok: bool) -> None:
        if key in self.buttons:
            self.buttons[key].setEnabled(ok)

    # --- picks -------------------------------------------------------------------------
    def _toggle_hand(self, b: int) -> None:
        if not self._hand_interactive():
            return
        single = self.swapping
        limit = self.view.must_place if self.mode is Mode.PLACE and not self.swapping else None
        if b in self.selected:
            self.selected.remove(b)
        else:
            if single:
                self.selected.clear()
            elif limit is not None and len(self.selected) >= limit:
                self.selected.pop(0)  # keep the latest picks
            self.selected.append(b)
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
        self.table.play(action)

    def _discard(self) -> None:
        self._play(Discard(self.seat, tuple(self.selected)))

    def _draw(self) -> None:
        picked = tuple(self.picker.picked) if self.picker else ()
        self._play(Draw(self.seat, picked, self.view.must_draw - len(picked)))

    def _place(self) -> None:
        self._play(PlaceOnDeck(self.seat, tuple(self.selected)))

    def _propose(self) -> None:
        if self.proposal is not None:
            self._play(Propose(self.seat, self.proposal))

    def _swap(self) -> None:
        if not self.selected or self.picker is None:
            return
        if self.picker.deck_picked:
            self._play(Swap(self.seat, self.selected[0], None, None))
        elif self.picker.picked:
            owner, b = self.picker.picked[0]
            self._play(Swap(self.seat, self.selected[0], owner, b))

    def _offer(self) -> None:
        tokens = self.editor.chosen() if self.editor else ()
        self._play(Terms(self.seat, self.composing, tuple(self.selected), tokens))

    def _agree(self) -> None:
        deal = self.view.open_deal
        i = deal.parties.index(self.seat)
        tokens = self.editor.chosen() if self.editor else ()
        give = tuple(self.selected)
        if set(give) == set(deal.give[i]) and set(tokens) == set(deal.tokens[i]):
            self._play(ConfirmDeal(self.seat))
        else:
            self._play(Terms(self.seat, None, give, tokens))


def _numbers(bills: tuple[int, ...]) -> str:
    return ", ".join(map(str, bills))


class _Centre(FeltPanel):
    """The middle of the table: round and phase, the deck, the bill on the floor, the facts, the piles.
    Made once per board and told each new view (a move changes a line or a card, not the whole middle)."""

    def __init__(self, show_pile: Callable[[str], object]) -> None:
        super().__init__()
        self.setObjectName("CentreBoard")
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 8, 12, 8)
        self.head = FittedLabel()  # one line: smaller, or without the phase's name, when narrow
        self.head.setObjectName("Heading")
        self.head.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.head)
        self.row = QHBoxLayout()
        self.deck = CardWidget(CardBack(""), 64).scalable()
        self.row.addWidget(self.deck)
        self.floor: CardWidget | None = None
        self.facts = may_elide(WrappedFacts(""))  # the bill's title and who voted: no bound
        column = QVBoxLayout()
        column.addWidget(self.facts, 1)
        self.piles = PileButtons(show_pile)  # the buttons' captions shorten whole ("✓ 2"), never cut
        column.addWidget(self.piles)
        self.row.addLayout(column, 1)
        box.addLayout(self.row)

    def show_view(
        self, view: LegislationView, colours: tuple[str, ...], names: tuple[str, ...], facts: str
    ) -> None:
        """Show `view`; only the parts that differ are touched."""
        # Without the phase's name when the middle is narrow (the status box begins with it).
        round_no = str(view.round_no + 1)
        self.head.set_forms(
            (
                tr("Round %1 · %2").replace("%1", round_no).replace("%2", phase_name(view.phase)),
                tr("Round %1").replace("%1", round_no),
            )
        )
        count = view.table.deck_count
        self.deck.set_face(CardBack(str(count)), tr("Deck: %n bill(s)", "", count))
        if view.floor is None:
            if self.floor is not None:
                self.row.removeWidget(self.floor)
                self.floor.hide()
                self.floor.deleteLater()
                self.floor = None
        else:
            face = bill_face(view.floor, view, colours, names)
            description = tr("On the floor: %1").replace("%1", bill_tooltip(face))
            if self.floor is None:
                # As large as the middle allows (the ring shrinks it on a laptop): its title wraps, whole.
                self.floor = CardWidget(face, 160, description=description).scalable()
                self.floor.setObjectName("FloorBill")
                self.row.insertWidget(1, self.floor)
                if self.isVisible():
                    self.floor.show()
            else:
                self.floor.set_face(face, description)
        self.facts.setText(facts)
        self.piles.set_counts(len(view.table.passed), len(view.table.failed))
