"""A card's follow-up question lives with the card (games/council/cards/): its answers are listed, its
secrets kept from the other seats and dealt again by the card, and no rules module outside the cards
names the question."""

from __future__ import annotations

import re
from pathlib import Path

from games.council.actions import Choose
from games.council.cards import REGISTRY
from games.council.choices import shape
from games.council.legal import legal_actions
from games.council.question_forms import QuestionForm, QuestionHint
from games.council.rulebook import asking
from games.council.state import CHOOSE, Frame, FrameKind
from tests.council.table import table

ROOT = Path(__file__).resolve().parents[2]
QUESTIONS = sorted({rule.prompt for rule in REGISTRY.values() if rule.prompt})


def test_the_cards_ask_questions():
    assert len(QUESTIONS) >= 4 and all(asking(q) is not None for q in QUESTIONS)


def named_questions(paths: list[Path]) -> list[str]:
    """Each file of `paths` that names a card's question (quoted, as code compares or keys it)."""
    found = []
    for path in paths:
        text = path.read_text(encoding="utf-8")
        for question in QUESTIONS:
            if re.search(rf"[\"'`]{question}[\"'`]", text):
                where = path.relative_to(ROOT) if ROOT in path.parents else path.name
                found.append(f"{where}: {question}")
    return found


def outside_the_cards() -> list[Path]:
    """The rules outside games/council/cards/, both clients (the desktop, the phone pages it serves) and
    the phone page's scripts."""
    cards = ROOT / "games" / "council" / "cards"
    code = [p for folder in ("games", "desktop") for p in sorted((ROOT / folder).rglob("*.py"))]
    phone = [p for ext in ("*.js", "*.html") for p in sorted((ROOT / "assets").rglob(ext))]
    return [p for p in code + phone if cards not in p.parents]


def test_no_module_outside_the_cards_names_a_card_question():
    """The rules, the board and the phone page draw and word a question by the form and hint kind its card
    declares (games/council/question_forms.py), never by its name."""
    paths = outside_the_cards()
    assert any(p.parts[-3:] == ("desktop", "council", "choice_panel.py") for p in paths)
    assert any(p.parts[-4:] == ("desktop", "council", "phone", "moves.py") for p in paths)
    assert any(p.suffix == ".js" for p in paths)
    assert named_questions(paths) == []


def test_a_question_named_outside_the_cards_is_found(tmp_path):
    """The check above can fail: a client that dispatched on a card's question again is caught, in Python
    as in the phone page's script."""
    for question in QUESTIONS:
        python = tmp_path / "board.py"
        python.write_text(f'if prompt.prompt == "{question}":\n    draw()\n', encoding="utf-8")
        script = tmp_path / "phone.js"
        script.write_text(f"if (prompt === '{question}') {{ draw(); }}\n", encoding="utf-8")
        assert named_questions([python, script]) == [f"board.py: {question}", f"phone.js: {question}"]


def test_every_card_question_declares_a_form_and_hint_kind_the_clients_know():
    for question in QUESTIONS:
        rule = asking(question)
        assert rule is not None
        assert isinstance(rule.question_form, QuestionForm) and isinstance(rule.question_hint, QuestionHint)
        assert shape(question) == (rule.question_form, rule.question_hint)
    assert {shape(q)[0] for q in QUESTIONS} >= {
        QuestionForm.ONE_FROM_EACH,
        QuestionForm.AGENDAS_WITH_OUTCOMES,
        QuestionForm.COMPLY_OR_REFUSE,
    }


def test_lie_in_wait_lists_one_card_from_each_neighbour_and_shows_their_hands():
    state = table(4)
    state.players[1].hand[:] = ["sabotage", "sabotage", "veto"]
    state.players[3].hand[:] = []
    frame = Frame(FrameKind.CHOOSE, (0,), prompt=REGISTRY["lie-in-wait"].prompt, sources=(1, 3))
    state.stack.append(frame)
    listed = legal_actions(state, 0)
    assert set(listed) == {Choose(0, ("sabotage", "")), Choose(0, ("veto", ""))}
    assert REGISTRY["lie-in-wait"].hands_shown(frame) == (1, 3)
    assert frame.kind is CHOOSE


def test_xxekir_grom_keeps_the_agendas_it_showed_from_the_other_seats():
    rule = REGISTRY["xxekir-grom"]
    frame = Frame(FrameKind.CHOOSE, (2,), prompt=rule.prompt, cards=("a", "b", "c"))
    assert rule.agendas_shown(frame) == ("a", "b", "c")
    rule.hide_from_others(frame)
    assert rule.agendas_shown(frame) == ()
    state = table(4)
    rule.deal_hidden(state, frame)
    assert frame.data["cards"] == tuple(reversed(state.deck[-len(frame.data["cards"]) :]))
    assert frame.data["cards"]
