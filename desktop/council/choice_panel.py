"""A choice the rules ask of a seat, drawn by the form it declares (games/council/question_forms.py): picks
of options (planets to ready, a note to give, comply or refuse...), one card from each of two hands, agendas
each with an outcome, command token pools, the agenda named in companion mode; its widgets and picks.

A mixin of CouncilBoard (board.py): it reads and sets the board's attributes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from desktop.council.declare import AgendaSearch
from desktop.council.names import (
    any_card_name,
    outcome_label,
    pool_name,
    tr,
)
from desktop.council.question_words import option_label
from desktop.council.scrolled_choice import ScrolledChoice
from desktop.table.flow_layout import FlowLayout
from games.core.legal import PickSpace, is_listed
from games.council.actions import (
    Choose,
)
from games.council.question_forms import QuestionForm, QuestionHint
from games.council.view import ChoicePrompt

if TYPE_CHECKING:
    from desktop.council.board_host import BoardHost
else:
    BoardHost = object  # a mixin of CouncilBoard; what it uses of the board is declared for mypy only
from desktop.council.decisions import prompt_as


class ChoiceMoves(BoardHost):
    """Methods of CouncilBoard for this kind of decision."""

    def _choice_prompt(self) -> ChoicePrompt:
        """The choice asked (the board draws these widgets only for a "choose" prompt)."""
        return prompt_as(self.prompt, ChoicePrompt)

    def _choices(self) -> QWidget:
        """The question's widgets, by the form it declares (never by its name)."""
        prompt = self._choice_prompt()
        form = prompt.form
        if form is QuestionForm.NAME_AGENDA:  # companion mode: the speaker names the card (declare.py)
            covert = prompt.hint is QuestionHint.AGENDA_DRAWN
            self.agenda_search = AgendaSearch(
                prompt.options, covert, self._declared, lambda: self._choose_if_ready()
            )
            return self.agenda_search
        if form is QuestionForm.ONE_FROM_EACH:
            return self._pick_one_from_each()
        if form is QuestionForm.TOKEN_POOLS:
            return self._token_pools()
        if form is QuestionForm.AGENDAS_WITH_OUTCOMES:
            return self._agendas_with_outcomes()
        box = QWidget()
        # A row that cannot hold every answer (a larger font) wraps rather than cut a caption.
        row = FlowLayout(box)
        self.option_buttons: dict[str, QPushButton] = {}
        for i, o in enumerate(prompt.options):
            label = option_label(o, form, self.names)
            b = QPushButton(label)
            b.setObjectName(f"option_{i}")
            b.setCheckable(True)
            b.clicked.connect(lambda _c=False, o=o: self._pick_option(o))
            self.option_buttons[o] = b
            row.addWidget(b)
        if len(prompt.options) <= 2:
            return box
        # Seven or eight cards to discard from at the hand limit: more rows than the middle of an
        # eight-seat table holds, so they scroll (two rows at least) rather than stick out of the felt.
        rows = 2 * (max(b.sizeHint().height() for b in self.option_buttons.values()) + row.spacing())
        return ScrolledChoice(box, rows)

    def _declared(self, agenda: str) -> None:
        self.picked_options = [agenda]
        self._update()

    def _pick_one_from_each(self) -> QWidget:
        """One card from each of two hands shown to this seat (Lie in Wait: the neighbours')."""
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.option_buttons = {}
        self.neighbour_picks: list[str] = ["", ""]
        self.neighbour_buttons: list[dict[str, QPushButton]] = [{}, {}]
        for side, hand in enumerate(self._choice_prompt().sources):
            grid.addWidget(QLabel(tr("Take from neighbour %1:").replace("%1", str(side + 1))), side, 0)
            for col, card in enumerate(dict.fromkeys(hand), start=1):
                b = QPushButton(any_card_name(card))
                b.setObjectName(f"from_hand_{side}_{col}")
                b.setCheckable(True)
                b.clicked.connect(lambda _c=False, side=side, card=card: self._pick_neighbour(side, card))
                self.neighbour_buttons[side][card] = b
                grid.addWidget(b, side, col)
        return box

    def _pick_neighbour(self, side: int, card: str) -> None:
        self.neighbour_picks[side] = card
        for c, b in self.neighbour_buttons[side].items():
            b.setChecked(c == card)
        self.picked_options = [p for p in self.neighbour_picks]
        self._update()

    def _token_pools(self) -> QWidget:
        """Command tokens: how many go to (or come from) each pool, adding up to the count."""
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        self.option_buttons = {}
        self.pool_spins: dict[str, QSpinBox] = {}
        prompt = self._choice_prompt()
        # As many into or out of each pool as the listing allows: tokens given back only from a pool that
        # has them, a fleet pool no fuller than Fleet Regulations allows (the rules' caps, not a count here).
        seat = self.seat
        listing = self.context.board.listing(seat) if seat is not None else ()
        space = next((e for e in listing if isinstance(e, PickSpace)), None)
        caps = dict(space.items) if space is not None else {}
        for pool in prompt.options:
            spin = QSpinBox()
            spin.setObjectName(f"pool_{pool}")
            spin.setRange(0, min(prompt.count, caps.get(pool, 0)))
            spin.setPrefix(pool_name(pool) + ": ")
            spin.setAccessibleName(pool_name(pool))
            spin.valueChanged.connect(lambda _v: self._pools_changed())
            self.pool_spins[pool] = spin
            row.addWidget(spin)
        return box

    def _agendas_with_outcomes(self) -> QWidget:
        """`count` of the agendas shown, each with the outcome it resolves for (Xxekir Grom)."""
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.option_buttons = {}
        self.agenda_picks: dict[str, str] = {}
        self.agenda_buttons: dict[str, dict[str, QPushButton]] = {}
        for row, (card, outcomes) in enumerate(self._choice_prompt().agendas):
            grid.addWidget(QLabel(any_card_name(card)), row, 0)
            self.agenda_buttons[card] = {}
            for col, outcome in enumerate(outcomes, start=1):
                b = QPushButton(outcome_label(outcome, self.names))
                b.setObjectName(f"agenda_outcome_{row}_{col}")
                b.setCheckable(True)
                b.clicked.connect(lambda _c=False, card=card, o=outcome: self._pick_agenda(card, o))
                self.agenda_buttons[card][outcome] = b
                grid.addWidget(b, row, col)
        return box

    def _pick_agenda(self, card: str, outcome: str) -> None:
        if self.agenda_picks.get(card) == outcome:
            del self.agenda_picks[card]
        else:
            self.agenda_picks[card] = outcome
            while len(self.agenda_picks) > self._choice_prompt().count:  # keep the latest picks
                del self.agenda_picks[next(iter(self.agenda_picks))]
        for c, buttons in self.agenda_buttons.items():
            for o, b in buttons.items():
                b.setChecked(self.agenda_picks.get(c) == o)
        self.picked_options = [x for c, o in self.agenda_picks.items() for x in (c, o)]
        self._update()

    def _pools_changed(self) -> None:
        self.picked_options = [pool for pool, spin in self.pool_spins.items() for _ in range(spin.value())]
        self._update()

    def _pick_option(self, option: str) -> None:
        if option in self.picked_options:
            self.picked_options.remove(option)
        else:
            if len(self.picked_options) >= self._choice_prompt().count:
                self.picked_options.pop(0)
            self.picked_options.append(option)
        for o, b in self.option_buttons.items():
            b.setChecked(o in self.picked_options)
        self._update()

    def _choose_if_ready(self) -> None:
        button = self.buttons.get("choose")
        if button is not None and button.isEnabled():
            self._choose()

    def _answer(self) -> Choose:
        """The answer the picks make."""
        seat = self.seat
        assert seat is not None  # a choice is asked of the seat at the screen
        if self._choice_prompt().form is QuestionForm.ONE_FROM_EACH:
            return Choose(seat, tuple(self.neighbour_picks))
        return Choose(seat, tuple(self.picked_options))

    def _choice_listed(self) -> bool:
        """Whether Confirm may be pressed: the seat's listing holds the answer the picks make (the rules
        say how many of what, not the board)."""
        answer = self._answer()
        return is_listed(self.context.board.listing(answer.seat), answer)

    def _choose(self) -> None:
        self._play(self._answer())
