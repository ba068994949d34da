"""The Council board plays the move each listed play carries (games/council/playing.py `Play.action`): a
card from the hand is played, an ability used, exactly as the seat's listing holds it."""

from __future__ import annotations

from council_fakes import fake_context
from test_table_targets import EngineTable, _board, _click

from desktop.council.board import CouncilBoard
from games.council.actions import PlayCard, UseAbility
from games.council.options import LeaderVersions
from games.council.state import FrameKind
from games.council.view import seat_view
from tests.council.table import GAME, run_until, table


def test_an_ability_is_used_as_its_listed_play_says(qtbot):
    state = table(
        deck=["mutiny", "economic-equality", "minister-of-war", "fleet-regulations"],
        factions=("", "xxcha", "", ""),
        leader_versions=LeaderVersions.POK,
        starting_trade_goods=1,
    )
    state.laws["regulated-conscription"] = None
    run_until(state, FrameKind.START, seat=1)
    listed = GAME.legal_actions(state, 1)
    engine = EngineTable(state)
    board = CouncilBoard(fake_context(engine), 1, seat_view(state, 1))
    qtbot.addWidget(board)
    board.show()
    assert ("use", "xxekir-grom") in board._play_groups()
    _click(qtbot, board.play_buttons["xxekir-grom"])
    chooser = getattr(board, "play_chooser", None)
    if chooser is not None and chooser.isVisible():  # several ways: the list asks
        _click(qtbot, chooser.buttons[0])
    (action,) = engine.played
    assert type(action) is UseAbility and action.card == "xxekir-grom" and action in listed


def test_every_play_the_board_offers_is_one_of_the_listings_moves(qtbot):
    board, engine = _board(qtbot)
    listed = [a for a in GAME.legal_actions(engine.state, 0) if isinstance(a, PlayCard | UseAbility)]
    moves = [play.action(0) for plays in board._play_groups().values() for play in plays]
    assert moves and sorted(map(repr, moves)) == sorted(map(repr, listed))
