"""Choosing a Council card's target on the table: after the card is activated the seats, outcomes and
planets it may name light up; a click or Tab/arrows + Enter chooses one, Esc cancels, the list still works,
and only the engine's legal targets take a click."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from council_fakes import fake_context
from moments import council_targeting
from PySide6.QtCore import Qt
from test_layout import check_screen

from desktop.cards.card_widget import CardWidget
from desktop.council.board import CouncilBoard
from desktop.council.table_targets import table_targets
from desktop.table.seat_panel import SeatPanel
from desktop.translations import install_translations, remove_translations
from games.core.seats import Seat
from games.council.actions import CastVotes, PlayCard
from games.council.playing import Play
from games.council.rulebook import Params
from games.council.state import FrameKind
from games.council.view import seat_view
from tests.council.table import GAME, act, run_until, table

NAMES = ("Ann", "Ben", "Cat", "Dan")
COLOURS = ("#e6194b", "#3cb44b", "#4363d8", "#f58231")
HAND = ["assassinate-representative", "diplomacy-rider", "bribery"]


class EngineTable:
    """What a board reads from the table page, over a real Council state: a move is applied by the
    engine (an illegal one raises), and the board is given the next view as the table page would."""

    def __init__(self, state) -> None:
        self.state = state
        self.names = NAMES
        self.colours = COLOURS
        seats = tuple(Seat(n) for n in NAMES)
        self.session = SimpleNamespace(
            seats=seats,
            config=SimpleNamespace(seats=seats),
            legal_actions=lambda seat: GAME.legal_actions(self.state, seat),
        )
        self.played: list = []

    def play(self, action) -> bool:
        GAME.apply(self.state, action)
        self.played.append(action)
        return True


def _board(qtbot, agenda: str = "mutiny", planets=None, stop=None) -> tuple[CouncilBoard, EngineTable]:
    kwargs = {"planets": planets} if planets is not None else {}
    state = table(hands={0: list(HAND)}, deck=[agenda], starting_trade_goods=3, **kwargs)
    if stop is None:
        run_until(state, FrameKind.AFTER, seat=0)
    else:
        stop(state)
    engine = EngineTable(state)
    board = CouncilBoard(fake_context(engine), 0, seat_view(state, 0))
    qtbot.addWidget(board)
    board.resize(1366, 700)
    board.show()
    qtbot.waitExposed(board)
    return board, engine


def _panel(board: CouncilBoard, seat: int) -> SeatPanel:
    return next(p for p in board.ring.seats if p.seat_name == NAMES[seat])


def _click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def test_a_player_target_is_chosen_by_clicking_the_seat(qtbot):
    board, engine = _board(qtbot)
    _click(qtbot, board.hand_cards["assassinate-representative"])
    assert board.targeting is not None and not engine.played
    legal = {p.target for verb, card, p in board.plays if card == "assassinate-representative"}
    for s in range(4):  # every seat the engine lists lights up and takes the focus in turn
        panel = _panel(board, s)
        assert panel.pickable == (s in legal)
        assert panel.pick_tag.isVisible() == (s in legal)
    assert "click a highlighted player" in board.hint.text()
    _click(qtbot, _panel(board, 2))
    assert engine.played == [PlayCard(0, "assassinate-representative", 2)]


def test_a_seat_the_card_may_not_name_takes_no_click(qtbot):
    """Diplomatic Pressure names another player: Ann's own seat is not lit and a click on it does nothing."""
    state_hand = ["diplomatic-pressure"]

    def when_revealed(state) -> None:
        state.players[0].hand = list(state_hand)
        run_until(state, FrameKind.WHEN, seat=0)

    board, engine = _board(qtbot, stop=when_revealed)
    _click(qtbot, board.hand_cards["diplomatic-pressure"])
    legal = {p.target for verb, card, p in board.plays if card == "diplomatic-pressure"}
    assert 0 not in legal and legal
    assert not _panel(board, 0).pickable
    _click(qtbot, _panel(board, 0))
    assert not engine.played and board.targeting is not None
    _click(qtbot, _panel(board, min(legal)))
    assert engine.played == [PlayCard(0, "diplomatic-pressure", min(legal))]


def test_keyboard_tab_arrows_and_enter_choose_a_seat(qtbot):
    board, engine = _board(qtbot)
    card = board.hand_cards["assassinate-representative"]
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_Return)
    focused = board.focusWidget()
    assert isinstance(focused, SeatPanel) and focused.pickable  # the first target has the focus
    qtbot.keyClick(focused, Qt.Key.Key_Right)
    moved = board.focusWidget()
    assert isinstance(moved, SeatPanel) and moved is not focused
    qtbot.keyClick(moved, Qt.Key.Key_Return)
    (action,) = engine.played
    assert action.card == "assassinate-representative" and NAMES[action.target] == moved.seat_name


def test_escape_cancels_and_the_window_is_as_before(qtbot):
    board, engine = _board(qtbot)
    _click(qtbot, board.hand_cards["assassinate-representative"])
    panel = board.focusWidget()
    assert isinstance(panel, SeatPanel)
    qtbot.keyClick(panel, Qt.Key.Key_Escape)
    assert board.targeting is None and not engine.played
    assert not any(p.pickable for p in board.ring.seats)
    assert "pass" in board.buttons and board.hand_cards["assassinate-representative"].interactive
    _click(qtbot, board.buttons["pass"])
    assert engine.played[-1].kind == "pass"


def test_an_outcome_target_is_a_button_in_the_middle_of_the_table(qtbot):
    board, engine = _board(qtbot)
    _click(qtbot, board.hand_cards["diplomacy-rider"])
    chips = {w.text(): w for w, _o in board.target_widgets}
    assert set(chips) == {"For", "Against"}
    assert not any(p.pickable for p in board.ring.seats)  # no seat is a target of a For/Against rider
    chips["Against"].setFocus()
    qtbot.keyClick(chips["Against"], Qt.Key.Key_Return)  # Enter on a focused outcome chooses it too
    assert engine.played == [PlayCard(0, "diplomacy-rider", None, "against")]


def test_an_outcome_is_clicked_with_the_mouse(qtbot):
    board, engine = _board(qtbot)
    _click(qtbot, board.hand_cards["diplomacy-rider"])
    chips = {w.text(): w for w, _o in board.target_widgets}
    _click(qtbot, chips["For"])
    assert engine.played == [PlayCard(0, "diplomacy-rider", None, "for")]


def test_player_outcomes_are_the_seats(qtbot):
    board, engine = _board(qtbot, agenda="committee-formation")
    _click(qtbot, board.hand_cards["diplomacy-rider"])
    assert all(isinstance(w, SeatPanel) for w, _o in board.target_widgets)
    _click(qtbot, _panel(board, 3))
    assert engine.played == [PlayCard(0, "diplomacy-rider", None, "player:3")]


def test_planet_outcomes_light_up_the_seats_own_planets_and_the_list_has_them_all(qtbot):
    # Core Mining elects an industrial or hazardous planet: Ann holds Accoen (industrial) and Abyz.
    planets = (("accoen", "abyz"), ("mecatol-rex",), ("arinam", "meer"), ("bereg", "lirta-iv"))
    board, engine = _board(qtbot, agenda="core-mining", planets=planets)
    _click(qtbot, board.hand_cards["diplomacy-rider"])
    options = [p for verb, card, p in board.plays if card == "diplomacy-rider"]
    lit = [w for w, _o in board.target_widgets if isinstance(w, CardWidget)]
    own = {f"planet:{w.objectName().removeprefix('target_planet_')}" for w in lit}
    assert own and own <= {p.outcome for p in options}
    chooser = None
    _click(qtbot, board.buttons["target_list"])
    chooser = board.play_chooser
    assert chooser.isVisible() and len(chooser.buttons) == len(options)
    chooser.reject()
    assert board.targeting is not None  # the list closed: the table still waits for a target
    _click(qtbot, lit[0])
    assert engine.played[-1].outcome in own


def _after_the_speaker_votes(state) -> None:
    """Ann (the speaker, last to vote) casts Mecatol Rex for For; then her Bribery window."""
    run_until(state, FrameKind.VOTE, seat=0)
    act(state, CastVotes(0, "for", ("mecatol-rex",)))
    run_until(state, FrameKind.AFTER_SPEAKER, seat=0)


def test_a_card_with_no_target_on_the_table_asks_from_the_list(qtbot):
    board, engine = _board(qtbot, stop=_after_the_speaker_votes)
    amounts = sorted(p.amount for verb, card, p in board.plays if card == "bribery")
    assert amounts == [0, 1, 2, 3]
    _click(qtbot, board.hand_cards["bribery"])
    assert board.targeting is None and board.play_chooser.isVisible()  # trade goods: only the list says
    _click(qtbot, board.play_chooser.buttons[2])
    assert engine.played == [PlayCard(0, "bribery", None, None, 2)]


def plays(*ways: Params) -> tuple[Play, ...]:
    """One card's listed plays, one per way."""
    return tuple(Play("play", "imperial-rider", p) for p in ways)


def test_only_legal_targets_light_up():
    options = plays(Params(target=1), Params(target=3))
    targets = table_targets(options)
    assert set(targets.seats) == {1, 3} and not targets.outcomes and not targets.planets
    assert targets.seats[3] == (options[1],)  # the listed play itself, which carries its move
    mixed = table_targets(plays(*(Params(outcome=o) for o in ("player:2", "planet:meer", "for"))))
    assert set(mixed.seats) == {2} and set(mixed.planets) == {"meer"} and set(mixed.outcomes) == {"for"}
    many = table_targets(plays(*(Params(outcome=f"strategy:{i}") for i in range(12))))
    assert many.outcomes == {}  # a dozen outcomes are chosen from the list


@pytest.fixture
def language(request, qapp):
    translators = install_translations(qapp, request.param)
    yield request.param
    remove_translations(qapp, translators)


@pytest.mark.parametrize("language", ["en", "ru", "de"], indirect=True)
@pytest.mark.parametrize("screen", ["1280x720", "1366x768"])
@pytest.mark.parametrize(("players", "want"), [(5, "seats"), (8, "seats"), (5, "outcomes"), (8, "outcomes")])
def test_the_table_waiting_for_a_target_fits_a_laptop(qtbot, language, screen, players, want):
    session, verb, card = council_targeting(players, want)

    def build(window) -> None:
        window.open_table(session, None, bot_pause_ms=10**9)
        board = window.table.current
        board.activate_card(verb, card)
        assert board.targeting is not None and board.target_widgets

    assert check_screen(qtbot, screen, build) == []


@pytest.mark.parametrize("language", ["en", "ru", "de"], indirect=True)
def test_the_table_waiting_for_a_target_has_no_key_clash(qtbot, language):
    from keys_on_screen import clashes

    from desktop.main_window import MainWindow

    session, verb, card = council_targeting(5, "outcomes")
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.install_shortcuts()
    window.open_table(session, None, bot_pause_ms=10**9)
    window.table.current.activate_card(verb, card)
    qtbot.wait(1)
    assert "target_list" in window.table.current.buttons
    assert clashes(window) == []


def test_eight_outcome_chips_take_the_facts_row_until_esc(qtbot):
    """The agenda card's row gives the 8 chips its height while they are up, and comes back on Esc."""
    from desktop.main_window import MainWindow

    session, verb, card = council_targeting(8, "outcomes", election=True)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 650)
    window.show()
    window.open_table(session, None, bot_pause_ms=10**9)
    board = window.table.current
    assert not board.centre.facts_row.isHidden()
    board.activate_card(verb, card)
    assert len(board.targeting.targets.outcomes) > 6 and board.centre.facts_row.isHidden()
    board.cancel_target()
    assert not board.centre.facts_row.isHidden()
