"""Companion mode through the GUI: the table check, declared agendas, one shared screen with no
curtains, votes from the real planets, up to the next table check; and the table display."""

from __future__ import annotations

from gui_player import press
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from desktop.council.board import WINDOWS, CouncilBoard
from desktop.council.table_check import ROLE, TableCheckPage
from desktop.curtain import Curtain
from desktop.table.table_page import TablePage
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.council.options import CouncilOptions, Mode
from games.registry import load_game

NAMES = ("Alice", "Bob", "Carol", "Dave")
FACTIONS = ("sol", "jolnar", "letnev", "winnu")


def companion_page(qtbot) -> TablePage:
    game = load_game("council")
    colours = ("#e6194b", "#3cb44b", "#ffe119", "#4363d8")
    seats = tuple(Seat(NAMES[i], colours[i], SeatKind.HUMAN) for i in range(4))
    options = CouncilOptions(mode=Mode.COMPANION, factions=FACTIONS)
    session = Session(game, SessionConfig("council", seats, options, 5))
    page = TablePage(session, bot_pause_ms=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    page.start()
    return page


def shown_texts(widget) -> list[str]:
    return [w.text() for w in widget.findChildren(QLabel) if not w.isHidden()]


def click(qtbot, w):
    qtbot.mouseClick(w, Qt.MouseButton.LeftButton)


def fill_table_check(qtbot, page: TablePage) -> None:
    check = page.current
    assert isinstance(check, TableCheckPage)
    bob = check.seat_tabs[1]
    check.tabs.setCurrentWidget(bob)
    assert bob.planet_ids() == ["jol", "nar"]  # the faction's home planets are filled in
    qtbot.keyClicks(bob.search, "mecatol")
    qtbot.keyClick(bob.search, Qt.Key.Key_Return)  # one planet matches: added
    assert "mecatol-rex" in bob.planet_ids()
    bob.planets.item(1).setCheckState(Qt.CheckState.Checked)  # Nar was exhausted in the action phase
    bob.spins["tg"].setValue(4)
    carol = check.seat_tabs[2]
    check.tabs.setCurrentWidget(carol)
    qtbot.keyClicks(carol.search, "Mecatol Rex")
    qtbot.keyClick(carol.search, Qt.Key.Key_Return)  # Mecatol Rex changes hands: Bob loses it
    assert "mecatol-rex" in carol.planet_ids() and "mecatol-rex" not in bob.planet_ids()
    check.speaker.setCurrentIndex(0)
    press(qtbot, check.start_button)


def declare(qtbot, board: CouncilBoard, name: str) -> None:
    qtbot.keyClicks(board.agenda_search.search, name)
    qtbot.keyClick(board.agenda_search.search, Qt.Key.Key_Return)  # Enter confirms


def declare_until(qtbot, page: TablePage, agenda: str, kind: str) -> None:
    """Declare `agenda` when the table asks which was revealed, pass every window, until a board of
    `kind` is up."""
    for _ in range(20):
        board = page.current
        if board.kind == "choose":
            declare(qtbot, board, agenda)
        elif board.kind == kind:
            break
        else:
            press(qtbot, board.buttons["pass"])


def mutiny_revealed(qtbot) -> TablePage:
    """A companion table checked, with Mutiny declared and its "when revealed" window open."""
    page = companion_page(qtbot)
    fill_table_check(qtbot, page)
    declare_until(qtbot, page, "Mutiny", "when_revealed")
    return page


def test_one_companion_phase_from_the_table_check_to_the_next(qtbot):
    page = companion_page(qtbot)
    session = page.session
    fill_table_check(qtbot, page)
    state = session.state
    assert state.players[1].exhausted == {"nar"} and state.players[1].tg == 4
    assert state.players[2].planets == ["arc-prime", "wren-terra", "mecatol-rex"]
    declared = iter(["Minister of War", "Mutiny"])
    voted = False
    for _ in range(300):
        stage = page.current
        assert not isinstance(stage, Curtain), "companion mode is one shared screen: no curtains"
        if isinstance(stage, TableCheckPage):
            break
        board = stage
        assert isinstance(board, CouncilBoard) and board.kind != "wait"
        assert board.seat == session.to_act()[0]  # the screen always shows the seat that must act
        kind = board.kind
        if kind in WINDOWS:
            press(qtbot, board.buttons["pass"])
        elif kind == "choose":
            declare(qtbot, board, next(declared))
        elif kind == "vote":
            if board.seat == 2 and not voted:  # Carol votes with the planet she took this round
                click(qtbot, board.outcome_buttons[board.prompt.outcomes[0]])
                click(qtbot, board.planet_cards["mecatol-rex"])
                assert "6" in board.total.text()
                press(qtbot, board.buttons["cast"])
                voted = True
            else:
                assert board.seat != 1 or "nar" not in board.planet_cards  # exhausted: not offered
                press(qtbot, board.buttons["abstain"])
        elif kind == "speaker_decides":
            click(qtbot, next(iter(board.outcome_buttons.values())))
            press(qtbot, board.buttons["decide"])
        elif kind == "table_instructions":
            press(qtbot, board.buttons["confirm"])
        else:
            raise AssertionError(kind)
    else:
        raise AssertionError("the phase never ended")
    assert voted and state.round == 2
    assert state.laws.get("minister-of-war") == 0  # Carol's 6 votes elected Alice
    assert all(not p.exhausted for p in state.players)  # ready again for the next phase
    check = page.current
    assert check.seat_tabs[2].planet_ids() == ["arc-prime", "wren-terra", "mecatol-rex"]  # as it ended
    assert check.laws.laws_in_play() == (("minister-of-war", "seat:0"),)


def test_the_table_display_shows_the_agenda_the_voter_and_the_tally(qtbot):
    page = companion_page(qtbot)
    fill_table_check(qtbot, page)
    display = page.open_display()
    qtbot.addWidget(display)
    declare_until(qtbot, page, "Minister of War", "vote")
    assert display.agenda.text() == "Minister of War"
    voter = NAMES[page.session.to_act()[0]]
    assert voter in display.now.text()
    texts = shown_texts(display)
    assert any("available" in t for t in texts)
    board = page.current
    click(qtbot, board.outcome_buttons[board.prompt.outcomes[0]])
    first = next(iter(board.planet_cards))
    click(qtbot, board.planet_cards[first])
    press(qtbot, board.buttons["cast"])
    assert any(" for " in t for t in shown_texts(display))  # the vote shows beside the voter
    press(qtbot, display.full_button)
    assert display.windowState() & Qt.WindowState.WindowFullScreen
    press(qtbot, display.full_button)
    assert not display.windowState() & Qt.WindowState.WindowFullScreen
    assert display.result.text() == "" or "result" in display.result.text().lower()


def test_the_planet_search_and_refusals(qtbot):
    page = companion_page(qtbot)
    check = page.current
    alice = check.seat_tabs[0]
    qtbot.keyClicks(alice.search, "zzz-no-planet")
    qtbot.keyClick(alice.search, Qt.Key.Key_Return)
    assert alice.planet_ids() == ["jord"]
    alice.spins["vp"].setValue(0)
    # A relic ticked for Bob is unticked for whoever held it.
    held = [
        i for i in range(alice.relics.count()) if alice.relics.item(i).checkState() == Qt.CheckState.Checked
    ]
    bob = check.seat_tabs[1]
    for i in range(bob.relics.count()):
        item = bob.relics.item(i)
        if held and item.data(ROLE) == alice.relics.item(held[0]).data(ROLE):
            item.setCheckState(Qt.CheckState.Checked)
            assert alice.relics.item(held[0]).checkState() == Qt.CheckState.Unchecked
    before = len(page.session.actions)
    check.laws.add_row("fleet-regulations", "")
    for tab in check.seat_tabs:
        tab.spins["fleet"].setValue(6)
    press(qtbot, check.start_button)
    assert len(page.session.actions) == before and page.refusal.isVisible()
    assert "Fleet Regulations" in page.refusal.text()


def test_any_player_may_offer_a_transaction_from_the_shared_screen(qtbot):
    page = mutiny_revealed(qtbot)
    board = page.current
    acting = board.seat
    proposer = (acting + 2) % 4
    menu = board.buttons["deal_other"].menu()
    (action,) = [a for a in menu.actions() if a.text().startswith(NAMES[proposer])]
    action.trigger()
    dialog = board.deal_dialog
    assert NAMES[proposer] in dialog.windowTitle()
    dialog.panel.give_tg.setValue(1)
    partner = dialog.panel._partner()
    press(qtbot, dialog.offer_button)
    state = page.session.state
    assert page.session.to_act() == (partner,)  # the partner answers now, then the window goes on
    board = page.current
    assert board.kind == "transaction" and board.seat == partner
    before = state.players[proposer].tg
    press(qtbot, board.buttons["accept"])
    assert state.players[proposer].tg == before - 1
    # Beside a real board the trade good is handed over there too: said at once, one confirmation.
    board = page.current
    assert board.kind == "table_instructions"
    assert any(i.key == "give_tg" and i.seat == proposer for i in board.view.instructions)
    press(qtbot, board.buttons["confirm"])
    assert page.session.to_act() == (acting,)


def test_the_hint_keeps_its_lines_beside_the_companion_buttons_at_1366x768(qtbot):
    """Transaction…, Transaction from another player…, Secret scored…, Pass and Pass for the rest left
    the hint a sixth of the bar: a silenced seat's "Before the outcome is resolved: nothing to play:
    pass." wrapped to a third line that the bar cut off."""
    from desktop.council.names import tr, window_name

    page = mutiny_revealed(qtbot)
    for _ in range(12):  # the windows of the agenda up to the vote, each with its buttons
        board = page.current
        if board.kind not in WINDOWS:
            break
        hint = board.hint
        qtbot.waitUntil(lambda h=hint: h.isVisible() and h.width() > 0)
        longest = window_name(board.kind) + ": " + tr("nothing to play: pass.")  # a seat with no card
        shown = hint.text()
        hint.setText(longest)
        assert hint.heightForWidth(hint.width()) <= hint.height() + 2, (longest, hint.width())
        hint.setText(shown)
        press(qtbot, board.buttons["pass"])
