"""The council's follow-up questions on screen: each builds the Choose the rules expect."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from council_fakes import fake_context
from gui_player import press
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from desktop.council.board import CouncilBoard
from desktop.translations import install_translations, remove_translations
from games.core.legal import PickSpace
from games.core.seats import Seat
from games.council.actions import Choose
from games.council.choices import shape
from games.council.options import Mode
from games.council.state import FrameKind
from games.council.view import ChoicePrompt, DeckEnds, PlayerView, Tokens, WindowPrompt

NAMES = ("Ann", "Ben", "Cat")


class FakeTable:
    """Just what a board reads from the table page; moves are kept instead of applied. `legal`: the
    seat's listing, as the rules would give it for the prompt (the board asks it what Confirm may send)."""

    def __init__(self, legal: tuple = ()) -> None:
        self.names = NAMES
        self.colours = ("#e6194b", "#3cb44b", "#4363d8")
        seats = tuple(Seat(n) for n in NAMES)
        self.session = SimpleNamespace(
            seats=seats, config=SimpleNamespace(seats=seats), legal_actions=lambda seat: legal
        )
        self.played: list = []

    def play(self, action) -> bool:
        self.played.append(action)
        return True

    def show_refusal(self, text: str) -> None:
        raise AssertionError(text)


def as_asked(prompt: dict) -> ChoicePrompt:
    """The question as the rules' view gives it: drawn in the form, with the hint kind, its card or the
    procedure declares for it (the board reads those, never the question's name)."""
    form, hint = shape(prompt["prompt"])
    return ChoicePrompt(FrameKind.CHOOSE, **{"form": form, "hint": hint, **prompt})


def view(prompt: dict) -> SimpleNamespace:
    """A council view holding only what a board reads, with `prompt` as its decision."""
    player = PlayerView(
        None, ("primor",), (), 1, 0, 0, 0, 0, (), Tokens(3, 3, 2), (), (), (), (), (), 0, (("primor", 2),)
    )
    return SimpleNamespace(
        seat=0,
        n=3,
        round=1,
        agenda_no=1,
        frame=FrameKind.CHOOSE,
        speaker=1,
        vp_goal=10,
        mode=Mode.STANDALONE,
        laws=(),
        agenda=None,
        players=(player,) * 3,
        most_votes=(2, 2, 2),
        to_act=(0,),
        prompt=as_asked(prompt),
        hand=(),
        notes=(),
        secrets=(),
        deals=None,
        anyone_may_offer=False,
        plays=(),
        can_rest=False,
        can_score_secret=False,
        deck_ends=None,
        neighbour_notes=None,
        instructions=(),
    )


def board_for(qtbot, prompt: dict, legal: tuple = ()) -> tuple[CouncilBoard, FakeTable]:
    table = FakeTable(legal)
    board = CouncilBoard(fake_context(table), 0, view(prompt))
    qtbot.addWidget(board)
    board.show()
    return board, table


def click(qtbot, w):
    qtbot.mouseClick(w, Qt.MouseButton.LeftButton)


def test_lie_in_wait_takes_one_card_from_each_neighbour_with_cards(qtbot):
    board, table = board_for(
        qtbot,
        {
            "prompt": "lie_in_wait",
            "options": ("sabotage", "bribery"),
            "count": 1,
            "sources": (("sabotage",), ()),
        },
        (Choose(0, ("sabotage", "")),),  # as Lie in Wait lists it: "" for the neighbour with no card
    )
    assert not board.buttons["choose"].isEnabled()
    click(qtbot, board.neighbour_buttons[0]["sabotage"])
    press(qtbot, board.buttons["choose"])
    assert table.played == [Choose(0, ("sabotage", ""))]


@pytest.mark.parametrize(
    ("change", "have", "expect"), [(2, (3, 3, 3), ("tactic", "tactic")), (-1, (0, 2, 1), ("fleet",))]
)
def test_command_tokens_go_to_pools(qtbot, change, have, expect):
    pools = ("tactic", "fleet", "strategy")
    caps = tuple(zip(pools, have if change < 0 else (change,) * 3, strict=True))
    board, table = board_for(
        qtbot,
        {
            "prompt": "tokens",
            "options": ("tactic", "fleet", "strategy"),
            "count": abs(change),
            "change": change,
            "have": Tokens(*have),
        },
        (PickSpace(Choose(0), "items", caps, abs(change), abs(change)),),
    )
    assert board.pool_spins["tactic"].maximum() == (abs(change) if change > 0 else 0)
    spin = board.pool_spins[expect[0]]
    spin.setValue(len(expect))
    press(qtbot, board.buttons["choose"])
    assert table.played == [Choose(0, expect)]


def test_a_pool_takes_no_more_tokens_than_the_listing_allows(qtbot):
    """Fleet Regulations: room for one more fleet token of the two gained; the listing's pick space says
    so and the fleet pool's box stops there (the board counts nothing itself)."""
    caps = (("tactic", 2), ("fleet", 1), ("strategy", 2))
    board, table = board_for(
        qtbot,
        {"prompt": "tokens", "options": ("tactic", "fleet", "strategy"), "count": 2, "change": 2,
         "fleet_room": 1},
        (PickSpace(Choose(0), "items", caps, 2, 2),),
    )  # fmt: skip
    assert [board.pool_spins[p].maximum() for p in ("tactic", "fleet", "strategy")] == [2, 1, 2]
    board.pool_spins["fleet"].setValue(1)
    board.pool_spins["strategy"].setValue(1)
    press(qtbot, board.buttons["choose"])
    assert table.played == [Choose(0, ("fleet", "strategy"))]


def test_command_token_pools_are_named_in_the_interface_language(qtbot, qapp):
    """A Leadership Rider's three tokens were asked for under "Tactic: 0", "Fleet: 0" in Russian."""
    translators = install_translations(qapp, "ru")
    try:
        board, _table = board_for(
            qtbot, {"prompt": "tokens", "options": ("tactic", "fleet", "strategy"), "count": 3, "change": 3}
        )
        prefixes = [board.pool_spins[p].prefix() for p in ("tactic", "fleet", "strategy")]
    finally:
        remove_translations(qapp, translators)
    assert prefixes == ["Тактика: ", "Флот: ", "Стратегия: "]


def test_before_the_rounds_first_agenda_the_middle_names_no_agenda_0(qtbot):
    seen = view({"prompt": "tokens", "options": ("tactic", "fleet", "strategy"), "count": 3, "change": 3})
    seen.agenda_no = 0  # a rider's tokens are asked for once the round is over, before the next reveal
    board = CouncilBoard(fake_context(FakeTable()), 0, seen)
    qtbot.addWidget(board)
    board.show()
    texts = [label.text() for label in board.findChildren(QLabel) if label.isVisible()]
    assert not any("agenda 0" in t for t in texts), texts
    assert any(t.startswith("Round 1") for t in texts)


def test_xxekir_names_agendas_each_with_its_outcome(qtbot):
    board, table = board_for(
        qtbot,
        {
            "prompt": "xxekir",
            "options": ("mutiny", "seed-of-an-empire"),
            "count": 1,
            "agendas": (("mutiny", ("for", "against")), ("seed-of-an-empire", ("for",))),
        },
        (
            Choose(0, ("mutiny", "for")),
            Choose(0, ("mutiny", "against")),
            Choose(0, ("seed-of-an-empire", "for")),
        ),
    )
    click(qtbot, board.agenda_buttons["mutiny"]["against"])
    click(qtbot, board.agenda_buttons["seed-of-an-empire"]["for"])  # the latest pick replaces the first
    press(qtbot, board.buttons["choose"])
    assert table.played == [Choose(0, ("seed-of-an-empire", "for"))]


def test_ready_asks_for_exactly_as_many_planets_as_allowed(qtbot):
    legal = (PickSpace.distinct(Choose(0), "items", ("primor", "abyz"), 2, 2),)  # three asked, two there
    board, table = board_for(qtbot, {"prompt": "ready", "options": ("primor", "abyz"), "count": 3}, legal)
    click(qtbot, board.option_buttons["primor"])
    assert not board.buttons["choose"].isEnabled()
    click(qtbot, board.option_buttons["abyz"])
    press(qtbot, board.buttons["choose"])
    assert table.played == [Choose(0, ("primor", "abyz"))]


def test_recombination_and_give_note_answers_are_worded(qtbot):
    answers = (Choose(0, ("comply",)), Choose(0, ("refuse",)))
    prompt = {"prompt": "recombination", "options": ("comply", "refuse"), "count": 1}
    board, table = board_for(qtbot, prompt, answers)
    # The cost of refusing is on its button and in the prompt, read without hovering
    assert board.option_buttons["refuse"].text() == "Refuse (lose 1 fleet token)"
    assert "Genetic Recombination" in board.hint.text() and "fleet pool token" in board.hint.text()
    click(qtbot, board.option_buttons["comply"])
    press(qtbot, board.buttons["choose"])
    assert table.played == [Choose(0, ("comply",))]
    board, table = board_for(qtbot, {"prompt": "give_note", "options": ("alliance@0",), "count": 1})
    assert board.option_buttons["alliance@0"].text() == "Alliance (Ann's note)"


def test_maban_commander_shows_the_deck_ends_and_the_neighbours_notes(qtbot):
    """Only a seat with M'aban's commander gets these view keys; the board shows them where they belong."""
    table = FakeTable()
    seen = view({"prompt": "none", "options": (), "count": 0})
    seen.frame = FrameKind.PRE_VOTE
    seen.prompt = WindowPrompt(FrameKind.PRE_VOTE, ())
    seen.deck_ends = DeckEnds("mutiny", "seed-of-an-empire")
    seen.neighbour_notes = ((1, ("political-secret@1", "alliance@2")), (2, ()))
    seen.secrets = ("dictate-policy",)
    board = CouncilBoard(fake_context(table), 0, seen)
    qtbot.addWidget(board)
    texts = [label.text() for label in board.findChildren(QLabel)]
    assert any("Agenda deck (M'aban): top Mutiny, bottom Seed of an Empire" in t for t in texts)
    assert any("Ben holds: Political Secret (Ben's note), Alliance (Cat's note)" in t for t in texts)
    assert any("Cat holds: no notes" in t for t in texts)
    assert board.secret_cards["dictate-policy"].description == "Secret objective: Dictate Policy"
    without = SimpleNamespace(**{**vars(seen), "deck_ends": None, "neighbour_notes": None})
    plain = CouncilBoard(fake_context(FakeTable()), 0, without)
    qtbot.addWidget(plain)
    assert not any("M'aban" in label.text() for label in plain.findChildren(QLabel))
