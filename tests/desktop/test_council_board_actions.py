"""Board actions said as instructions (issue 32, defect 8): the card's own text for the outcome, the same
action for every player said once."""

from __future__ import annotations

from desktop.council.board_actions import instruction_lines
from desktop.council.screens import phrase
from games.council.state import Instruction

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")


def test_executive_sanctions_against_is_one_line_for_every_player():
    six = tuple(Instruction("executive-sanctions", "against", s, None, 0) for s in range(6))
    (line,) = instruction_lines(six, NAMES)
    assert "Executive Sanctions" in line and "every player" in line
    assert "discards one random action card" in line  # not "against — Carol"


def test_a_draw_and_a_rider_say_what_to_do():
    lines = instruction_lines(
        (
            Instruction("some-card", "draw_action_cards", 2, None, 2),
            Instruction("trade-rider", "reward", 0, None, 0),
        ),
        NAMES,
    )
    assert "Carol" in lines[0] and "draw 2 action card" in lines[0]
    assert "Alice" in lines[1] and "5 trade goods" in lines[1]


def test_the_log_names_everything_confirmed_at_once():
    six = [
        {"source": "executive-sanctions", "key": "against", "seat": s, "subject": None, "amount": 0}
        for s in range(6)
    ]
    entry = {"kind": "confirm_instruction", "seat": 1, "instruction": six[0], "instructions": six}
    text = phrase(entry, NAMES)
    assert "Bob confirmed" in text and "every player" in text


def test_payouts_outside_the_resolution_say_whose_and_what():
    lines = instruction_lines(
        (
            Instruction("secret_objective", "take_vp", 1, None, 1),
            Instruction("future-sight", "take_tg", 3, None, 1),
        ),
        NAMES,
    )
    assert lines[0].startswith("Secret objective — Bob: take 1 victory point")
    assert lines[1].startswith("Future Sight — Dave: take 1 trade good")


def test_a_confirmation_ends_in_one_full_stop():
    """The log once read "…discards their whole action card hand.. The session is over.": a card's own
    wording ends in a full stop, and the confirmation added a second."""
    weapons = {
        "source": "publicize-weapon-schematics",
        "key": "against",
        "seat": 3,
        "subject": None,
        "amount": 0,
    }
    entry = {"kind": "confirm_instruction", "seat": 3, "instruction": weapons, "instructions": [weapons]}
    text = phrase(entry, NAMES)
    assert text.startswith("Dave confirmed: ") and text.endswith(".") and ".." not in text
