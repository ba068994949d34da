"""A vote and a tie broken: the outcome picker, the planets picked and the running total counted by the
engine, Cast and Decide.

A mixin of CouncilBoard (board.py): it reads and sets the board's attributes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from desktop.council.names import (
    outcome_label,
    tr,
)
from desktop.council.vote_panel import (
    VoteExtras,
)
from desktop.table.flow_layout import FlowLayout
from games.council.actions import (
    BreakTie,
    CastVotes,
)
from games.council.view import VotePrompt
from games.council.votes import VotePreview

if TYPE_CHECKING:
    from desktop.council.board_host import BoardHost
else:
    BoardHost = object  # a mixin of CouncilBoard; what it uses of the board is declared for mypy only
from desktop.council.decisions import OUTCOME_BUTTONS, prompt_as


class VoteMoves(BoardHost):
    """Methods of CouncilBoard for this kind of decision."""

    def _outcome_picker(self, outcomes: tuple[str, ...], forced: str | None) -> QWidget:
        """A button per outcome when there are few; a list to choose from when there are many."""
        box = QWidget()
        self.outcome_buttons: dict[str, QPushButton] = {}
        self.outcome_combo: QComboBox | None = None
        if len(outcomes) > OUTCOME_BUTTONS:
            row = QHBoxLayout(box)
            row.setContentsMargins(0, 0, 0, 0)
            combo = QComboBox()
            combo.setObjectName("OutcomeChooser")
            combo.setAccessibleName(tr("Outcome"))
            combo.addItem(tr("Choose an outcome…"), None)
            for o in outcomes:
                combo.addItem(outcome_label(o, self.names), o)
            combo.setEnabled(forced is None)
            combo.currentIndexChanged.connect(
                lambda i: self._pick_outcome(combo.itemData(i)) if combo.itemData(i) else None
            )
            self.outcome_combo = combo
            label = QLabel(tr("&Outcome:"))
            label.setBuddy(combo)
            row.addWidget(label)
            row.addWidget(combo, 1)
            if forced is not None:
                combo.setCurrentIndex(outcomes.index(forced) + 1)
            return box
        flow = FlowLayout(box)
        for i, o in enumerate(outcomes):
            b = QPushButton(outcome_label(o, self.names))
            b.setObjectName(f"outcome_{i}")
            b.setCheckable(True)
            b.setEnabled(forced is None or o == forced)
            b.clicked.connect(lambda _c=False, o=o: self._pick_outcome(o))
            self.outcome_buttons[o] = b
            flow.addWidget(b)
        if forced is not None:
            self.outcome = forced
            self.outcome_buttons[forced].setChecked(True)
        box.outcome_buttons = self.outcome_buttons  # type: ignore[attr-defined]  # a Python attribute, not Qt's
        box.outcome_forced = forced  # type: ignore[attr-defined]  # Python's; _reuse_outcome_picker reads it
        return box

    def _reuse_outcome_picker(self, box: QWidget) -> None:
        """Show a kept outcome picker as a new one would be: nothing picked but a forced outcome."""
        buttons: dict[str, QPushButton] = getattr(box, "outcome_buttons", {})
        forced: str | None = getattr(box, "outcome_forced", None)
        self.outcome_buttons, self.outcome_combo = buttons, None
        for o, b in buttons.items():
            if b.isChecked() != (o == forced):
                b.setChecked(o == forced)
        if forced is not None:
            self.outcome = forced

    def _toggle_planet(self, planet: str) -> None:
        if planet in self.picked_planets:
            self.picked_planets.remove(planet)
        else:
            self.picked_planets.append(planet)
        self._update()

    def _pick_outcome(self, outcome: str) -> None:
        self.outcome = outcome
        for o, b in self.outcome_buttons.items():
            b.setChecked(o == outcome)
        combo = getattr(self, "outcome_combo", None)
        if combo is not None and combo.currentData() != outcome:
            combo.setCurrentIndex(max(0, combo.findData(outcome)))
        self._update()

    def _running_total(self) -> int:
        """What the picks would cast, counted by the engine (planets, Elder Qanoj, Executive Order,
        Gila, Zeal, Predictive Intelligence, Odlynn Myrr...); 0 when they are no legal vote."""
        prompt = prompt_as(self.prompt, VotePrompt)
        extras = prompt.preview.extras if self.predictive.isChecked() else ()
        preview: VotePreview = prompt.preview
        return preview.total(tuple(self.picked_planets), extras, self.gila.value(), self.odlynn.value())

    def _vote_extras(self) -> QWidget:
        """Predictive Intelligence, Gila, Odlynn Myrr and the running total beside the planets: one column
        kept for the board, set back to nothing picked for each vote (vote_panel.py)."""
        box, _new = self.bottom.get("vote_extras", lambda: VoteExtras(self._update))
        self.predictive, self.gila, self.odlynn, self.total = box.predictive, box.gila, box.odlynn, box.total
        box.reset(prompt_as(self.prompt, VotePrompt))
        return box

    def _cast(self) -> None:
        extras = prompt_as(self.prompt, VotePrompt).preview.extras if self.predictive.isChecked() else ()
        seat, outcome = self.seat, self.outcome
        assert seat is not None and outcome is not None  # Cast is enabled only once an outcome is picked
        self._play(
            CastVotes(
                seat,
                outcome,
                tuple(self.picked_planets),
                extras,
                self.gila.value(),
                self.odlynn.value(),
            )
        )

    def _decide(self) -> None:
        seat, outcome = self.seat, self.outcome
        assert seat is not None and outcome is not None  # Decide is enabled only once an outcome is picked
        self._play(BreakTie(seat, outcome))
