"""The Council board's part in one-operator mode (operator.py): the window's question in the action bar
("A player plays…", "No one plays") and the vote sheet's moves. A mixin of CouncilBoard, kept apart so
the board stays one file per kind of decision."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu, QWidget

from desktop.council import operator
from desktop.council.decisions import prompt_as
from desktop.council.names import tr
from desktop.council.seats import may_not_vote
from games.council.actions import Abstain, CastVotes
from games.council.view import VotePrompt

if TYPE_CHECKING:
    from desktop.council.board_host import BoardHost
    from desktop.council.council_context import OperatorDesk
else:
    BoardHost = object  # a mixin of CouncilBoard; what it uses of the board is declared for mypy only


class OperatorMoves(BoardHost):
    """Needs the board's context, view, seat, names, prompt, picked_planets, hint, `_button` and
    `_running_total` (declared in board_host.py, for mypy only: a stub here would hide the board's own)."""

    def _desk(self) -> OperatorDesk:
        desk = self.context.desk
        assert desk is not None, "an operator's board is given the operator's desk (council_context.py)"
        return desk

    def _operator_buttons(self) -> None:
        """A window's one question: who plays (a menu of the players, the one asked now first), or no one
        (every seat still to be asked passes). "No one" takes the place of Pass, at the right."""
        desk = self._desk()
        who = self._button("who_plays", tr("A &player plays…"), lambda: None)
        if who.menu() is not None:  # a kept button: the players are listed anew
            who.menu().deleteLater()
        menu = QMenu(who)
        menu.setObjectName("who_plays_menu")
        n = len(self.names)
        first = self.seat if self.seat is not None else 0
        for s in ((first + i) % n for i in range(n)):
            action = menu.addAction(tr("%1 plays…").replace("%1", self.names[s]))
            action.setObjectName(f"who_plays_{s}")
            action.triggered.connect(lambda _c=False, s=s: desk.pick(s))
        if self.prompt is not None and self.view.can_score_secret:
            # In the menu, not the bar: the bar keeps room for the window's question beside
            # "No one, all this agenda" (German and Russian at 1280 pixels).
            menu.addSeparator()
            scored = menu.addAction(tr("&Secret scored…"))
            scored.setObjectName("who_scores_secret")
            scored.triggered.connect(lambda _c=False: self._open_score_secret())
        who.setMenu(menu)
        if self.view.agenda is not None:  # the phase's opening window has no agenda to skip through
            skip = self._button("skip_agenda", tr("No one, &all this agenda"), desk.skip_agenda)
            skip.setToolTip(
                tr(
                    "No one plays a card for the rest of this agenda: every window passes by itself for "
                    "every seat until you reopen them (the button stays in the bar)."
                )
            )
        self._button("no_one", tr("&No one plays"), desk.pass_window, primary=True)

    def _reopen_button(self) -> None:
        """While this agenda's windows pass by themselves: a button, in every screen of the agenda, that
        reopens them (a late card is never lost)."""
        reopen = self._button("reopen", tr("&Reopen windows"), self._desk().reopen)
        reopen.setToolTip(
            tr(
                "The card windows of this agenda pass by themselves. Reopen them: the windows still to "
                "come are asked again; before the first vote, the table goes back to the window where "
                "skipping began."
            )
        )

    def _skip_on(self) -> None:
        """A window drawn while this agenda's windows are skipped (after a tie-break or the board's
        instructions): it passes too, once the drawing is done."""
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self._desk().skip_windows)

    def _ask_after_button(self) -> None:
        """A toggle in the bar: stop after each vote for the voter's cards (Distinguished Councilor);
        off, the voter's own window after its vote passes by itself."""
        ask = self._button("ask_after", tr("Ask for cards after &each vote"), lambda: None)
        ask.setCheckable(True)
        desk = self._desk()
        ask.setChecked(desk.ask_after)
        if not ask.property("wired"):  # a kept button is wired once
            ask.toggled.connect(lambda on: setattr(desk, "ask_after", on))
            ask.setProperty("wired", True)

    def _vote_sheet(self) -> QWidget:
        view = self.view
        rows = operator.sheet_rows(view, self.names, lambda s: may_not_vote(view, s))
        prompt = prompt_as(self.prompt, VotePrompt)
        forced = prompt.forced
        seat = self.seat
        assert seat is not None  # the voter: an operator's board follows the seat to act
        sheet = operator.VoteSheet(
            rows,
            self.names,
            prompt.outcomes,
            forced,
            self._operator_cast,
            (lambda: self.context.play(Abstain(seat))) if forced is None else None,
        )
        self.outcome_buttons = sheet.outcome_buttons
        self.vote_sheet = sheet
        return sheet

    def _operator_cast(self, outcome: str) -> None:
        """The voter's votes for `outcome` at once: the ready planets ticked below (all, unless some were
        unticked) and whatever else they add; then its own after-vote window, unless asked for."""
        total = self._running_total()
        if not total:
            self.hint.setText(tr("No votes to cast: tick ready planets below, or abstain."))
            return
        extras = (
            prompt_as(self.prompt, VotePrompt).preview.extras
            if getattr(self, "predictive", None) and self.predictive.isChecked()
            else ()
        )
        gila = self.gila.value() if getattr(self, "gila", None) is not None else 0
        odlynn = self.odlynn.value() if getattr(self, "odlynn", None) is not None else 0
        seat = self.seat
        assert seat is not None  # the voter: an operator's board follows the seat to act
        action = CastVotes(seat, outcome, tuple(self.picked_planets), extras, gila, odlynn)
        self._desk().cast(action)
