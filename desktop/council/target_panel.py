"""Choosing a played card's target on the table: its seats, outcomes and planets light up (table_targets.py)
or a list asks (play_chooser.py); Esc cancels.

A mixin of CouncilBoard (board.py): it reads and sets the board's attributes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QPushButton,
    QWidget,
)

from desktop.council.faces import action_face, note_face
from desktop.council.names import (
    any_card_name,
    outcome_label,
    tr,
)
from desktop.council.play_chooser import PlayChooser
from desktop.council.table_targets import table_targets
from desktop.table.flow_layout import FlowLayout
from games.council import data
from games.council.playing import Play
from games.council.rulebook import NOTE

if TYPE_CHECKING:
    from desktop.council.board_host import BoardHost
else:
    BoardHost = object  # a mixin of CouncilBoard; what it uses of the board is declared for mypy only
from desktop.council.decisions import Targeting


class TargetMoves(BoardHost):
    """Methods of CouncilBoard for this kind of decision."""

    def activate_card(self, verb: str, card: str, only: tuple[Play, ...] | None = None) -> None:
        """Play this card (or use this ability): at once when it has one way; else its targets light up
        on the table to be clicked (or chosen from the list), or the list asks when none is on the table.
        `only`: the ways of the one copy clicked (a rival's Political Secret among several held)."""
        options = list(only) if only else self._play_groups().get((verb, card), [])
        if not options:
            return
        if len(options) == 1:
            self._play_with(options[0])
            return
        targets = table_targets(options)
        own = set(self.view.players[self.seat].planets) if self.seat is not None else set()
        if not (targets.seats or targets.outcomes or own & set(targets.planets)):
            # An amount (Bribery), or planets none of which is on this side of the table: the list.
            self.open_chooser(verb, card, tuple(options))
            return
        self.targeting = Targeting(verb, card, tuple(options), targets)
        self._rebuild()
        if self.target_widgets:
            self.target_widgets[0][0].setFocus(Qt.FocusReason.OtherFocusReason)

    def open_chooser(self, verb: str, card: str, options: tuple[Play, ...]) -> PlayChooser:
        """The list of a card's targets, one button each (play_chooser.py)."""
        face = None
        if verb == "play":  # a promissory note is drawn as a note (whose it is: the buttons say)
            info = data.cards().get(card)
            is_note = info is not None and info.kind == NOTE
            face = note_face(card, self.names) if is_note else action_face(card)
        chooser = PlayChooser(any_card_name(card), list(options), self.names, self, face)
        self.play_chooser = chooser
        chooser.sig_chosen.connect(self._play_with)
        chooser.open()
        return chooser

    def cancel_target(self) -> None:
        """Esc: the card stays in the hand and the window's choices come back."""
        targeting = self.targeting
        if targeting is None:
            return
        self.targeting = None
        self._rebuild()
        widget = self.hand_cards.get(targeting.card) if hasattr(self, "hand_cards") else None
        if widget is not None:
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def _pick_target_widget(self, widget: QWidget) -> None:
        for w, options in self.target_widgets:
            if w is widget:
                self._choose_target(options)
                return

    def _choose_target(self, options: tuple[Play, ...]) -> None:
        """A target clicked on the table: played when it names one way, else the list of those ways."""
        targeting = self.targeting
        if targeting is None:
            return
        if len(options) == 1:
            self._play_with(options[0])
        else:
            self.open_chooser(targeting.verb, targeting.card, options)

    def _target_description(self, label: str) -> str:
        if self.targeting is None:
            return ""
        return (
            tr("Choose %1 for %2 (click, or Enter)")
            .replace("%1", label)
            .replace("%2", any_card_name(self.targeting.card))
        )

    def _target_strip(self, targeting: Targeting) -> QWidget:
        """In the middle of the table, where the card's plays were: the outcomes it may name, as buttons
        (the action bar below says what to do; seats and planets light up where they are)."""
        chips = QWidget()
        flow = FlowLayout(chips)
        for i, (outcome, options) in enumerate(targeting.targets.outcomes.items()):
            label = outcome_label(outcome, self.names)
            chip = QPushButton(label)
            chip.setObjectName("TargetChip")
            chip.setProperty("target", f"outcome_{i}")
            chip.setAccessibleName(self._target_description(label))
            chip.setToolTip(self._target_description(label))
            chip.clicked.connect(lambda _c=False, o=options: self._choose_target(o))
            self.target_widgets.append((chip, options))
            flow.addWidget(chip)
        return chips

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.targeting is not None:
            self.cancel_target()
            return
        super().keyPressEvent(event)

    def _play_with(self, play: Play) -> None:
        """Make the move the listed play carries (the rules say whether it plays a card or uses one)."""
        seat = self.seat
        assert seat is not None  # a shared screen (no seat) has no hand and no plays
        self._play(play.action(seat))

    def _target_hint(self, targeting: Targeting) -> str:
        targets = targeting.targets
        card = any_card_name(targeting.card)
        if targets.seats and not (targets.outcomes or targets.planets):
            text = tr("%1: click a highlighted player, or choose from the list. Esc cancels.")
        elif targets.outcomes and not (targets.seats or targets.planets):
            text = tr("%1: click an outcome, or choose from the list. Esc cancels.")
        else:
            text = tr("%1: click a highlighted target, or choose from the list. Esc cancels.")
        return text.replace("%1", card)
