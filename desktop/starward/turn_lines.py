"""The turn under way in words, for the table's turn panel and the phone alike: the step, the role taken
(or what an empty stack gives instead), who counted what and each opponent's answer; no widgets."""

from __future__ import annotations

from desktop.starward.names import card_name, tr
from games.starward.cards import ROLES, STACK_OF_ROLE, Role, Stack, catalogue
from games.starward.state import Step
from games.starward.views import StarwardView, TurnView


def step_text(step: Step) -> str:
    return {
        Step.ACTION: tr("Action phase"),
        Step.ROLE: tr("Choosing a role"),
        Step.BOOST: tr("Boosting the role"),
        Step.RESPOND: tr("Opponents follow or dissent"),
        Step.CLEANUP: tr("Cleanup"),
        Step.OVER: tr("The game is over"),
    }[step]


def head_line(turn: TurnView, names: tuple[str, ...]) -> str:
    return tr("%1's turn · %2").replace("%1", names[turn.leader]).replace("%2", step_text(turn.step))


def actions_left_line(turn: TurnView) -> str | None:
    if turn.step is Step.ACTION and turn.actions_left:
        return tr("%n action(s) left to play", "", turn.actions_left)
    return None


def role_taken(turn: TurnView) -> str:
    """After the role's name: the card taken from its stack, or what its empty stack counts instead."""
    if turn.role_card is not None:
        return tr("took a %1 card from its stack").replace("%1", card_name(turn.role_card))
    return tr("its stack is empty: +%1 instead").replace("%1", str(turn.substitute))


def leader_count_line(turn: TurnView, names: tuple[str, ...]) -> str | None:
    counts = dict(turn.counts)
    if turn.leader not in counts:
        return None
    return tr("%1 counted %n symbol(s)", "", counts[turn.leader]).replace("%1", names[turn.leader])


def answer_lines(view: StarwardView, names: tuple[str, ...]) -> list[tuple[int, str]]:
    """(seat, line) per opponent: followed (with the symbols counted), dissented, to answer, or waiting."""
    turn = view.turn
    counts = dict(turn.counts)
    lines = []
    for seat, followed in turn.responses:
        if followed:
            line = tr("%1 followed (%n symbol(s))", "", counts.get(seat, 0))
        else:
            line = tr("%1 dissented and drew")
        lines.append((seat, line.replace("%1", names[seat])))
    for i, seat in enumerate(turn.responders):
        now = i == 0 and turn.step is Step.RESPOND and seat in view.to_act
        text = tr("%1 answers now") if now else tr("%1 answers later")
        lines.append((seat, text.replace("%1", names[seat])))
    return lines


def last_round_line() -> str:
    return tr("The end is triggered: this is the last round.")


def substitute(role: Role) -> int:
    """What a leader counts for `role` instead of the missing role card once its stack is empty (the
    rules' display substitute, R14)."""
    return catalogue().substitute[role]


def stack_substitute(stack: Stack) -> int:
    """The same for a stack (Produce and Trade share one)."""
    return next(substitute(role) for role, of in STACK_OF_ROLE.items() if of is stack)


def count_before_boost(view: StarwardView, seat: int, role: Role) -> int:
    """What `seat` would count for `role` before boosting: its Empire's symbols, and the role card taken
    from its stack (one symbol) or, the stack empty, the substitute."""
    left = dict(view.table.stacks).get(STACK_OF_ROLE[role], 0)
    return view.table.empires[seat].symbols[ROLES.index(role)] + (1 if left else substitute(role))


def role_detail(view: StarwardView, seat: int, role: Role) -> str:
    """A role on offer: the cards left in its stack and what `seat` would count before boosting."""
    left = dict(view.table.stacks).get(STACK_OF_ROLE[role], 0)
    stack = tr("%n card(s) in its stack.", "", left) if left else tr("Its stack is empty.")
    you = tr("You would count %1 before boosting.").replace("%1", str(count_before_boost(view, seat, role)))
    return stack + " " + you
