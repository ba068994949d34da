"""Starward's words shared by the table and the phone (desktop/starward/turn_lines.py, hints.py): the
phone asks the board's hint and the turn panel's lines instead of copies, and an empty stack's substitute
is the rules' own."""

from __future__ import annotations

import dataclasses

from moments import starward

from desktop.starward.choices import Picks
from desktop.starward.hints import hint as board_hint
from desktop.starward.phone import moves
from desktop.starward.phone.table import turn_blocks
from desktop.starward.turn_lines import role_detail, stack_substitute, substitute
from desktop.starward.turn_panel import TurnPanel
from games.starward.cards import ROLES, STACK_OF_ROLE, Role, Stack
from games.starward.prompts import PromptKind

NAMES = ("Ann", "Bob", "Cy", "Dee")


def first(kind: PromptKind):
    """Seat 0's view facing `kind` (tests/desktop/moments.py)."""
    view = starward(kind.value, 3).view(0)
    assert view.prompt is not None and view.prompt.kind is kind
    return view


def test_an_empty_stack_counts_what_the_rules_say():
    assert {stack: stack_substitute(stack) for stack in Stack} == {
        Stack.SURVEY: 1,
        Stack.WARFARE: 1,
        Stack.COLONIZE: 0,
        Stack.PRODUCE_TRADE: 1,
        Stack.RESEARCH: 1,
    }
    assert all(substitute(role) == stack_substitute(STACK_OF_ROLE[role]) for role in ROLES)


def test_the_phone_says_the_boards_hint_with_nothing_picked():
    view = first(PromptKind.RESPOND)
    names = NAMES[:3]
    assert moves.hint(view, names) == board_hint(view, view.prompt, Picks(), names, removing=False)
    # Colonize with no face-down planet to tuck under: the board's own sentence, on the phone too.
    nowhere = dataclasses.replace(view.prompt, role=Role.COLONIZE, may_follow=False, face_down=())
    said = moves.hint(dataclasses.replace(view, prompt=nowhere), names)
    assert "no face-down planet" in said


def test_choosing_a_role_reads_alike_on_the_phone_and_the_board():
    view = first(PromptKind.ROLE)
    names = NAMES[:3]
    assert moves.hint(view, names) == "Choose a role. Everyone else may follow it or dissent."
    block = moves.role_options(view, [r for r in view_roles(view)])
    assert [o["detail"] for o in block["options"]] == [
        role_detail(view, view.seat, r.role) for r in view_roles(view)
    ]


def view_roles(view):
    from games.starward.actions import ChooseRole

    return [ChooseRole(view.seat, role) for role in ROLES]


def test_the_phone_shows_the_turn_panels_lines(qtbot):
    view = first(PromptKind.RESPOND)
    names = NAMES[:3]
    panel = TurnPanel(view, names)
    qtbot.addWidget(panel)
    rows = turn_blocks(view, names)[0]["rows"]
    said = [row[1] for row in rows]
    for line in panel.lines[1:]:  # after "Role: …", the same words as the phone's rows
        assert line in said
    assert any(line.endswith(said[1].split(" · ", 1)[1]) for line in panel.lines)  # the role taken
