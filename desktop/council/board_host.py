"""What the Council board's mixins (operator_moves, target_panel, choice_panel, transaction_panel,
vote_moves, hand_band) read and call of the board and of each other, declared for the type checker.

Imported only under TYPE_CHECKING: at run time each mixin derives from `object`, as before, so nothing
declared here can hide the board's own attribute or method. mypy sees every mixin as a `BoardHost`
(a QWidget), and CouncilBoard must implement each abstract method below or it cannot be made.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton, QSpinBox, QWidget

if TYPE_CHECKING:
    from desktop.cards.card_widget import CardWidget
    from desktop.council.council_context import CouncilContext
    from desktop.council.deal_panel import DealDialog, DealPanel
    from desktop.council.decisions import Targeting
    from desktop.council.secret_dialog import ScoreSecretDialog
    from desktop.council.window_panel import PlayGroups
    from desktop.table.kept_row import KeptRow
    from desktop.table.steady_label import SteadyLabel
    from games.core.actions import Action
    from games.council.playing import Play
    from games.council.view import CouncilView, Prompt


class BoardHost(QWidget):
    """The board as its mixins see it (board.py sets these in __init__ and _reset)."""

    context: CouncilContext
    view: CouncilView
    seat: int | None
    names: tuple[str, ...]
    prompt: Prompt | None
    kind: str  # the prompt's kind (a FrameKind), or "wait"
    plays: tuple[Play, ...]
    operator: bool
    hint: QLabel
    bottom: KeptRow
    buttons: dict[str, QPushButton]
    planet_cards: dict[str, CardWidget]
    picked_planets: list[str]
    picked_options: list[str]
    outcome: str | None
    targeting: Targeting | None
    target_widgets: list[tuple[QWidget, tuple[Play, ...]]]
    _card_clicks: dict[Hashable, Callable[[], object]]
    deal_panel: DealPanel | None
    deal_dialog: DealDialog | None
    secret_dialog: ScoreSecretDialog | None
    # Set by vote_moves (the outcome picker, the vote's extras), read by operator_moves' vote sheet too.
    outcome_buttons: dict[str, QPushButton]
    predictive: QCheckBox
    gila: QSpinBox
    odlynn: QSpinBox
    total: SteadyLabel

    # --- the board's own (board.py) ------------------------------------------------------------
    @abstractmethod
    def _button(
        self, key: str, text: str, slot: Callable[[], object], primary: bool = False
    ) -> QPushButton: ...

    @abstractmethod
    def _update(self) -> None: ...

    @abstractmethod
    def _rebuild(self) -> None: ...

    @abstractmethod
    def _play(self, action: Action) -> None: ...

    @abstractmethod
    def _play_groups(self) -> PlayGroups: ...

    # --- one mixin's, called from another --------------------------------------------------------
    @abstractmethod
    def _open_score_secret(self) -> None: ...  # transaction_panel

    @abstractmethod
    def _running_total(self) -> int: ...  # vote_moves

    @abstractmethod
    def _toggle_planet(self, planet: str) -> None: ...  # vote_moves

    @abstractmethod
    def _vote_extras(self) -> QWidget: ...  # vote_moves

    @abstractmethod
    def activate_card(self, verb: str, card: str, only: tuple[Play, ...] | None = None) -> None: ...

    @abstractmethod
    def _choose_target(self, options: tuple[Play, ...]) -> None: ...  # target_panel

    @abstractmethod
    def _target_description(self, label: str) -> str: ...  # target_panel
