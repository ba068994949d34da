"""A board is built from a BoardContext alone (desktop/table/board_context.py; the Council's wraps it in a
CouncilContext), never the table page:
it plays through the context, asks the context for the seat's listing, and shows the seat panels and
room the context gives."""

from __future__ import annotations

from gui_player import press
from moments import council, legislation, starward
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from desktop.council.board import CouncilBoard
from desktop.council.council_context import CouncilContext
from desktop.legislation.board import LegislationBoard
from desktop.starward.board import StarwardBoard
from desktop.table.board_context import BoardContext
from games.core.actions import Action
from games.council.actions import AnswerDeal
from games.legislation.actions import PlaceOnDeck

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
COLOURS = ("#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4")


def context(session, played: list[Action], asked: list[int]) -> BoardContext:
    n = len(session.config.seats)

    def listing(seat: int):
        asked.append(seat)
        return session.legal_actions(seat)

    def play(action: Action) -> bool:
        played.append(action)
        return True

    return BoardContext(NAMES[:n], COLOURS[:n], (False,) + (True,) * (n - 1), play, listing)


def test_the_legislation_board_places_on_deck_through_its_context_when_the_listing_holds_the_picks(qtbot):
    session = legislation("place", 5)
    view = session.view(0)
    played: list[Action] = []
    asked: list[int] = []
    board = LegislationBoard(context(session, played, asked), 0, view)
    qtbot.addWidget(board)
    board.show()
    place = board.buttons["place"]
    assert not place.isEnabled() and asked == [0]  # nothing picked: not in the listing yet
    for bill in view.hand[: view.must_place]:
        qtbot.mouseClick(board.hand_cards[bill], Qt.MouseButton.LeftButton)
    assert place.isEnabled()
    press(qtbot, place)
    assert played == [PlaceOnDeck(0, view.hand[: view.must_place])]
    assert asked == [0]  # the listing is asked once for the view shown


def test_the_starward_board_sizes_its_hand_by_the_room_its_context_gives(qtbot):
    session = starward("action", 4)
    played: list[Action] = []
    n = len(session.config.seats)
    small, tall = (
        BoardContext(NAMES[:n], COLOURS[:n], (False,) * n, played.append, session.legal_actions, room=room)
        for room in (lambda: (1366, 700), lambda: (1920, 1000))
    )
    boards = [StarwardBoard(c, 0, session.view(0)) for c in (small, tall)]
    for board in boards:
        qtbot.addWidget(board)
    assert boards[0].full_hand < boards[1].full_hand


# --- Galactic Council: a CouncilContext (desktop/council/council_context.py) around the shared one ------
class Desk:
    """Companion mode's operator desk, as the board sees it: the moves asked of it are kept."""

    def __init__(self) -> None:
        self.ask_after = False
        self.asked: list[object] = []

    def skipping(self) -> bool:
        return False

    def pass_window(self) -> int:
        self.asked.append("no one")
        return 0

    def skip_agenda(self) -> int:
        self.asked.append("all this agenda")
        return 0

    def skip_windows(self) -> int:
        return 0

    def reopen(self) -> bool:
        return False

    def pick(self, seat: int) -> bool:
        self.asked.append(("plays", seat))
        return True

    def cast(self, action: Action) -> bool:
        self.asked.append(action)
        return True


def test_the_council_board_answers_an_offer_and_mutes_its_proposer_through_its_context(qtbot):
    session = council("transaction", 4)
    played: list[Action] = []
    muted: list[tuple[int, int]] = []
    board_context = context(session, played, [])
    plain = CouncilBoard(CouncilContext(board_context), 0, session.view(0))
    qtbot.addWidget(plain)
    assert "mute" not in plain.buttons  # no hotseat to keep the muting in: not offered
    board = CouncilBoard(
        CouncilContext(board_context, mute=lambda s, p: muted.append((s, p))), 0, session.view(0)
    )
    qtbot.addWidget(board)
    board.show()
    proposer = session.view(0).prompt.offer.proposer
    press(qtbot, board.buttons["mute"])
    assert muted == [(0, proposer)] and played == []  # the page refuses it with the muting
    press(qtbot, board.buttons["accept"])
    assert played == [AnswerDeal(0, True)]


def test_the_operators_council_board_asks_its_desk_and_reads_offers_from_the_context(qtbot):
    from dataclasses import replace

    from games.council import companion
    from games.council.state import FrameKind
    from tests.council.test_companion_game import declare, new_game, pass_until

    session = new_game(operator=True)
    session.apply(replace(companion.table_as_is(session.state), speaker=0))
    declare(session, "minister-of-war")
    pass_until(session, FrameKind.WHEN)
    seat = session.view(None).to_act[0]
    played: list[Action] = []
    desk = Desk()
    offered: list[int] = []

    def offers(s: int):
        offered.append(s)
        return session.view(s).offers_any_time

    ctx = CouncilContext(context(session, played, []), session.config.options, offers=offers, desk=desk)
    board = CouncilBoard(ctx, seat, session.view(seat))
    qtbot.addWidget(board)
    board.resize(1366, 700)
    board.show()
    assert board.operator and board.kind == "when_revealed"
    press(qtbot, board.buttons["no_one"])
    assert desk.asked == ["no one"] and played == []
    later = (seat + 2) % 4
    board.buttons["who_plays"].menu().findChild(QAction, f"who_plays_{later}").trigger()
    assert desk.asked[-1] == ("plays", later)
    menu = board.buttons["deal_other"].menu()
    entries = [a for a in menu.actions() if a.text()]
    assert sorted(offered) == sorted(s for s in range(4) if s != seat)  # each other seat's own view
    assert [a.isEnabled() for a in entries[1:]] == [
        session.view(s).offers_any_time is not None for s in range(4) if s != seat
    ]
    without = CouncilBoard(replace(ctx, desk=None), seat, session.view(seat))
    qtbot.addWidget(without)
    assert not without.operator and "no_one" not in without.buttons  # no desk: the seat's own buttons


BOARD_MODULES = (
    "desktop/legislation/board.py",
    "desktop/starward/board.py",
    # The Council board and the mixins of its panels, one per kind of decision, and the pure bar logic.
    "desktop/council/board.py",
    "desktop/council/board_host.py",
    "desktop/council/choice_panel.py",
    "desktop/council/vote_moves.py",
    "desktop/council/transaction_panel.py",
    "desktop/council/target_panel.py",
    "desktop/council/hand_band.py",
    "desktop/council/operator_moves.py",
    "desktop/council/decision_bar.py",
)


def test_no_board_module_names_the_table_page_or_a_session():
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    page = re.compile(r"\bTablePage\b|\.session\b|\bsession\.")
    found = {m: page.findall((root / m).read_text(encoding="utf-8")) for m in BOARD_MODULES}
    assert not {m: hits for m, hits in found.items() if hits}
