"""Secret objectives scored at the table: a seat records one it scored, made public, worth 1 VP.

The session does not track the action phase, so the table tells it when a player scores one of
their (ordinary) secret objectives; from then on it is a target of the agendas that elect a scored
secret objective (Classified Document Leaks). The two agenda-phase secret objectives of the data
(Dictate Policy, Drive the Debate) keep their own scoring rules (cards/objectives.py).
"""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.core.game import Standing
from games.council import data, holdings
from games.council.actions import ScoreSecret
from games.council.log_record import Rec
from games.council.payouts import board_payouts
from games.council.results import SecretScored
from games.council.state import WINDOW_KINDS, CouncilState

MAX_SECRETS = 3  # a player has at most three secret objectives, scored and unscored (TI4 rules)
MAX_NAME = 60  # longer than any printed objective name


def objective_name(text: str) -> str:
    """The name as recorded: surrounding blanks removed, inner runs of blanks made one space."""
    name = " ".join(text.split())
    if not name:
        raise IllegalAction("name the secret objective that was scored", "no_name")
    if len(name) > MAX_NAME:
        raise IllegalAction(f"a secret objective's name has at most {MAX_NAME} characters", "bad_name")
    if not name.isprintable():
        raise IllegalAction("a secret objective's name cannot hold control characters", "bad_name")
    return name


def agenda_phase_objectives() -> dict[str, str]:
    """Folded name -> card id of the secret objectives that score by their own rules."""
    return {
        info.name.casefold(): cid for cid, info in data.cards().items() if info.kind == "secret_objective"
    }


def on_turn_in_window(state: CouncilState, seat: int) -> bool:
    top = state.stack[-1] if state.stack else None
    return top is not None and top.kind in WINDOW_KINDS and top.seat == seat


def has_room(state: CouncilState, seat: int) -> bool:
    me = state.players[seat]
    return len(me.scored) + len(me.secrets) < MAX_SECRETS


def may_score(state: CouncilState, seat: int) -> bool:
    """Whether `seat` may record a scored secret objective now: its turn in a window, room for one more."""
    return on_turn_in_window(state, seat) and has_room(state, seat)


def apply_score(state: CouncilState, action: ScoreSecret, rec: Rec) -> None:
    seat = action.seat
    if not on_turn_in_window(state, seat):
        raise IllegalAction(
            "a scored secret objective is recorded in a window of the agenda phase, on your turn in it",
            "no_window",
        )
    name = objective_name(action.objective)
    folded = name.casefold()
    own_rules = agenda_phase_objectives().get(folded)
    if own_rules is not None:
        raise IllegalAction(
            f"{name} is an agenda-phase secret objective: it is scored with its own card when its "
            "condition is met",
            "own_rules",
            card=own_rules,
        )
    me = state.players[seat]
    if any(s.casefold() == folded for s in me.scored):
        raise IllegalAction(f"seat {seat} has already scored {name}", "already_scored", objective=name)
    if not has_room(state, seat):
        raise IllegalAction(
            f"seat {seat} already has {MAX_SECRETS} secret objectives (scored and unscored)", "too_many"
        )
    me.scored.append(name)
    with board_payouts(state, "secret_objective", rec, now=True):  # the VP track moves on the board
        holdings.gain_vp(state, seat, 1, rec, "secret_objective")
    rec.events.append(SecretScored(seat, name))


def standings(state: CouncilState) -> tuple[Standing, ...]:
    """Each seat's victory points and faction; `won` marks the winners once the game is over."""
    names = data.factions()
    return tuple(
        Standing(seat, p.vp, seat in state.winners, names[p.faction].name if p.faction else "no faction")
        for seat, p in enumerate(state.players)
    )
