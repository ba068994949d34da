"""A card's follow-up question lives with the card (games/council/cards/): its answers are listed, its
secrets kept from the other seats and dealt again by the card, and no rules module outside the cards
names the question."""

from __future__ import annotations

import re
from pathlib import Path

from games.council.actions import Choose
from games.council.cards import REGISTRY
from games.council.legal import legal_actions
from games.council.rulebook import asking
from games.council.state import CHOOSE, Frame, FrameKind
from tests.council.table import table

ROOT = Path(__file__).resolve().parents[2]
QUESTIONS = sorted({rule.prompt for rule in REGISTRY.values() if rule.prompt})


def test_the_cards_ask_questions():
    assert len(QUESTIONS) >= 4 and all(asking(q) is not None for q in QUESTIONS)


def test_no_rules_module_outside_the_cards_names_a_card_question():
    cards = ROOT / "games" / "council" / "cards"
    strays = []
    for path in sorted((ROOT / "games").rglob("*.py")):
        if cards in path.parents:
            continue
        text = path.read_text(encoding="utf-8")
        for question in QUESTIONS:
            if re.search(rf"[\"']{question}[\"']", text):
                strays.append(f"{path.relative_to(ROOT)}: {question}")
    assert strays == []


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
