"""The one-word moves of every seat, made once and shared: actions are immutable, and these are most moves."""

from __future__ import annotations

from games.core.seats import MAX_SEATS
from games.council.actions import Abstain, AnswerDeal, ConfirmInstruction, Pass

# Passes are most of a session's actions: [seat][rest_of_agenda]. A pass for the rest of the agenda
# is listed once an agenda is open; before, a seat's passes are PASS[seat]. ANSWERS: [seat][accept].
PASSES = tuple((Pass(seat, False), Pass(seat, True)) for seat in range(MAX_SEATS))
PASS = tuple(passes[:1] for passes in PASSES)
ABSTAINS = tuple(Abstain(seat) for seat in range(MAX_SEATS))
ANSWERS = tuple((AnswerDeal(seat, False), AnswerDeal(seat, True)) for seat in range(MAX_SEATS))
CONFIRMS = tuple(ConfirmInstruction(seat) for seat in range(MAX_SEATS))
