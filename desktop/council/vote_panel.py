"""A seat's vote on the Council table: the extras beside the planets (Predictive Intelligence, Gila,
Odlynn Myrr) with the running total, and the vote's hint, Cast's state and the buttons' order as pure
functions (tested apart). Under Representative Government each seat has exactly one vote: no planet is
picked and, in Prophecy of Kings, no extra is offered."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QCheckBox, QSpinBox, QVBoxLayout, QWidget

from desktop.council.names import tr
from desktop.table.steady_label import SteadyLabel
from games.council.view import VotePrompt


def picks_planets(prompt: VotePrompt) -> bool:
    """Whether the voter picks planets to exhaust: not under Representative Government (one vote each)."""
    return prompt.rep_gov is None


def offers_extras(prompt: VotePrompt) -> tuple[bool, bool, bool]:
    """Predictive Intelligence, Gila and Odlynn Myrr, each when it may add votes to this vote (never
    under Representative Government of Prophecy of Kings, which allows no additional votes)."""
    if prompt.preview.blocked:
        return (False, False, False)
    return (bool(prompt.predictive), bool(prompt.gila), bool(prompt.odlynn))


def cast_enabled(outcome: str | None, total: int) -> bool:
    return outcome is not None and total > 0


def vote_hint(prompt: VotePrompt, chosen: str | None, total: int, picked: int) -> str:
    """What the action bar says: pick an outcome, then planets (or nothing more under Representative
    Government); with a pick made, what Cast will do or why it cannot."""
    if not picks_planets(prompt):
        if chosen is None:
            return tr("Representative Government: pick an outcome; you cast exactly one vote.")
        if total:
            return tr("Cast %n vote(s) for %1.", "", total).replace("%1", chosen)
        return tr("%1: Representative Government allows no additional votes.").replace("%1", chosen)
    if chosen is None:
        return tr("Vote: pick an outcome, then the ready planets to exhaust (running total below).")
    if total:
        return tr("Cast %n vote(s) for %1.", "", total).replace("%1", chosen)
    if picked:
        return tr("%1: these planets give no votes; pick others, or abstain.").replace("%1", chosen)
    return tr("%1: now pick the ready planets to exhaust.").replace("%1", chosen)


def operator_vote_hint(voter: str, total: int, planets: bool, ready: bool = True) -> str:
    """One operator: the voter's row casts on an outcome's click (the ticked planets below). A voter
    with no ready planet is told to abstain: "click an outcome to cast 0 votes" led to a refusal."""
    if planets and not ready:
        return tr("%1 has no ready planet to vote with: click Abstain.").replace("%1", voter)
    if planets and total == 0:
        return tr("%1 votes: tick the planets to exhaust below, or click Abstain.").replace("%1", voter)
    if planets:
        text = tr("%1 votes: click an outcome to cast %n vote(s) (the planets ticked below).", "", total)
    else:
        text = tr("%1 votes: click an outcome to cast %n vote(s).", "", total)
    return text.replace("%1", voter)


def vote_buttons(may_abstain: bool) -> tuple[str, ...]:
    """The vote's buttons left to right. Cast, disabled until something is picked, takes the place at the
    right where a window's Pass was; Abstain stays at the left, so a click meant as Pass in the window
    before never abstains (issue 32: four seats abstained that way)."""
    return ("abstain", "cast") if may_abstain else ("cast",)


class VoteExtras(QWidget):
    """Predictive Intelligence, Gila, Odlynn Myrr and the running total: one column kept for the board,
    set back to nothing picked for each vote."""

    def __init__(self, changed: Callable[[], object]) -> None:
        super().__init__()
        extras = QVBoxLayout(self)
        extras.setContentsMargins(0, 0, 0, 0)
        self.predictive = QCheckBox(tr("Predictive Intelligence (+3)"))
        self.gila = QSpinBox()
        self.gila.setPrefix(tr("Gila: spend TG "))
        self.odlynn = QSpinBox()
        self.odlynn.setPrefix(tr("Odlynn Myrr votes "))
        for w in (self.predictive, self.gila, self.odlynn):
            extras.addWidget(w)
        # The running total counts them too.
        self.predictive.toggled.connect(lambda _on: changed())
        self.gila.valueChanged.connect(lambda _v: changed())
        self.odlynn.valueChanged.connect(lambda _v: changed())
        # Its size is fixed to "Votes: 9999": a new total on each planet click does not relay the table.
        self.total = SteadyLabel(lambda: tr("Votes: %1").replace("%1", "9999"))
        self.total.setObjectName("Heading")
        extras.addWidget(self.total)

    def reset(self, prompt: VotePrompt) -> None:
        """Nothing picked, and only the extras this vote allows shown."""
        predictive, gila, odlynn = offers_extras(prompt)
        fields = (self.predictive, self.gila, self.odlynn)
        for field in fields:
            field.blockSignals(True)  # set back quietly: the board updates once the bottom is built
        self.predictive.setChecked(False)
        self.predictive.setVisible(predictive)
        self.gila.setRange(0, prompt.gila if gila else 0)
        self.gila.setValue(0)
        self.gila.setVisible(gila)
        self.odlynn.setRange(0, 6 if odlynn else 0)
        self.odlynn.setValue(0)
        self.odlynn.setVisible(odlynn)
        for field in fields:
            field.blockSignals(False)
