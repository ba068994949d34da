"""The Council vote screen: Abstain never lands where the window before had Pass (issue 32, defect 4),
and Representative Government offers one vote each, no Predictive Intelligence under Prophecy of Kings
and no advice to pick planets (defect 6). The panel's pure logic is tested apart."""

from __future__ import annotations

from dataclasses import replace

from gui_player import press
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QPushButton
from test_council_reach import game_night

from desktop.council import vote_panel
from desktop.council.board import WINDOWS
from games.council import companion


def declare_to_vote(qtbot, page, agenda: str = "Minister of War") -> QRect:
    """Declare `agenda`, pass the windows; returns where the last window's Pass button was."""
    pass_at = QRect()
    for _ in range(40):
        board = page.current
        if board.kind == "choose":
            qtbot.keyClicks(board.agenda_search.search, agenda)
            qtbot.keyClick(board.agenda_search.search, Qt.Key.Key_Return)  # Enter confirms
        elif board.kind == "vote":
            return pass_at
        else:
            assert board.kind in WINDOWS, board.kind
            QApplication.processEvents()
            button = board.buttons["pass"]
            pass_at = QRect(button.mapTo(page, QPoint(0, 0)), button.size())
            press(qtbot, button)
    raise AssertionError("no vote came")


def test_abstain_never_lands_where_pass_was(qtbot):
    page = game_night(qtbot, (1366, 700))
    press(qtbot, page.current.start_button)
    pass_at = declare_to_vote(qtbot, page)
    QApplication.processEvents()
    board = page.current
    abstain = board.buttons["abstain"]
    assert not QRect(abstain.mapTo(page, QPoint(0, 0)), abstain.size()).intersects(pass_at)
    under = page.childAt(pass_at.center())
    while under is not None and not isinstance(under, QPushButton):
        under = under.parentWidget()
    # A click where Pass was does nothing until the voter has picked: the disabled Cast lies there.
    assert under is None or (under is board.buttons["cast"] and not under.isEnabled())


def test_representative_government_is_one_vote_without_planets_or_predictive_intelligence(qtbot):
    page = game_night(qtbot, (1366, 700))
    state = page.session.state
    check = page.current
    as_is = companion.table_as_is(state)
    techs = tuple(("predictive-intelligence",) if s == 1 else () for s in range(6))
    laws = (("representative-government-pok", ""),)
    assert page.play(replace(as_is, techs=techs, laws=laws))
    assert check is not page.current
    declare_to_vote(qtbot, page)
    for _ in range(6):
        board = page.current
        assert board.kind == "vote"
        assert not board.planet_cards  # one vote each: nothing to exhaust
        assert not board.predictive.isVisibleTo(board)  # no additional votes under PoK's version
        assert "planet" not in board.hint.text().lower()
        qtbot.mouseClick(board.outcome_buttons[board.prompt.outcomes[0]], Qt.MouseButton.LeftButton)
        assert "1" in board.total.text() and board.buttons["cast"].isEnabled()
        press(qtbot, board.buttons["cast"])
        if page.current.kind != "vote":
            break


class _Preview:
    def __init__(self, blocked: bool) -> None:
        self.blocked = blocked


class _Prompt:
    def __init__(self, rep_gov, blocked=False) -> None:
        self.rep_gov, self.preview = rep_gov, _Preview(blocked)
        self.predictive, self.gila, self.odlynn = True, 3, True


def test_the_vote_panels_pure_logic():
    plain, rep_base = _Prompt(None), _Prompt("representative-government-base")
    rep_pok = _Prompt("representative-government-pok", blocked=True)
    assert vote_panel.picks_planets(plain) and not vote_panel.picks_planets(rep_base)
    assert vote_panel.offers_extras(plain) == (True, True, True)
    assert vote_panel.offers_extras(rep_base) == (True, True, True)  # the base card allows extras
    assert vote_panel.offers_extras(rep_pok) == (False, False, False)
    assert "planets" in vote_panel.vote_hint(plain, None, 0, 0)
    assert "planet" not in vote_panel.vote_hint(rep_pok, None, 1, 0)
    assert "planet" not in vote_panel.vote_hint(rep_pok, "For", 0, 0)
    assert vote_panel.vote_hint(plain, "For", 3, 1).startswith("Cast 3")
    assert not vote_panel.cast_enabled(None, 3) and not vote_panel.cast_enabled("for", 0)
    assert vote_panel.cast_enabled("for", 1)
    assert vote_panel.vote_buttons(True)[-1] == "cast" and vote_panel.vote_buttons(False) == ("cast",)
