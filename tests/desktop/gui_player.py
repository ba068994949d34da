"""A test player that plays Legislation through the GUI only: it clicks cards and buttons and presses keys."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from desktop.cards.card_widget import CardWidget
from desktop.curtain import Curtain
from desktop.legislation.board import LegislationBoard
from desktop.legislation.turn import Mode


def visible(root: Any, cls: type) -> list[Any]:
    """The widgets of a kind a player can see (not those about to be deleted)."""
    return [w for w in root.findChildren(cls) if w.isVisible()]


def click(qtbot: QtBot, widget: Any) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def key(qtbot: QtBot, widget: Any, k: Any) -> None:
    qtbot.keyClick(widget, k)


def press(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isEnabled(), f"{button.text()} is disabled"
    click(qtbot, button)


class GuiPlayer:
    """Chooses among the moves the screen offers, at random, and makes them with the mouse or keyboard."""

    def __init__(self, qtbot: QtBot, page: Any, seed: int = 1) -> None:
        self.qtbot = qtbot
        self.page = page
        self.rng = random.Random(seed)
        self.moves: dict[str, int] = {}

    def _note(self, what: str) -> None:
        self.moves[what] = self.moves.get(what, 0) + 1

    def step(self) -> bool:
        """Make one move if the screen offers one; True if something was done."""
        stage = self.page.current
        if isinstance(stage, Curtain):
            # Alternate between the keyboard and the mouse to confirm.
            if self.rng.random() < 0.5:
                key(self.qtbot, stage, Qt.Key.Key_Return)
            else:
                click(self.qtbot, stage.button)
            self._note("curtain")
            return True
        if not isinstance(stage, LegislationBoard):
            return False
        board = stage
        mode = board.mode
        rng = self.rng
        if "swap_open" in board.buttons and rng.random() < 0.25 and mode is not Mode.VOTE:
            return self._swap(board)
        if mode is Mode.DISCARD:
            for b in rng.sample(list(board.hand_cards), rng.randint(0, 2)):
                self._card(board.hand_cards[b])
            press(self.qtbot, board.buttons["discard"])
        elif mode is Mode.DRAW:
            cards = [w for w in visible(board, CardWidget) if w.objectName().startswith("pile_")]
            need = board.view.must_draw
            for w in rng.sample(cards, min(len(cards), rng.randint(0, need))):
                click(self.qtbot, w)
            press(self.qtbot, board.buttons["draw"])
        elif mode is Mode.PLACE:
            for b in rng.sample(list(board.hand_cards), board.view.must_place):
                self._card(board.hand_cards[b])
            press(self.qtbot, board.buttons["place"])
        elif mode is Mode.PROPOSE:
            mine = [
                w for w in visible(board, CardWidget) if w.objectName().startswith(f"ondeck_{board.seat}_")
            ]
            click(self.qtbot, rng.choice(mine))
            press(self.qtbot, board.buttons["propose"])
        elif mode is Mode.VOTE:
            choice = rng.choice(["yay", "nay", "abstain"])
            if rng.random() < 0.5:
                board.activateWindow()
                before = len(self.page.session)
                key(self.qtbot, board, choice[0].upper())  # the Y / N / A shortcuts
                if len(self.page.session) == before:
                    press(self.qtbot, board.buttons[choice])  # shortcut not delivered: use the button
                else:
                    self._note("vote_key")
            else:
                press(self.qtbot, board.buttons[choice])
        elif mode is Mode.LOBBY:
            menu = getattr(board, "deal_menu", None)
            partners = list(menu.actions()) if menu is not None and "deal_menu" in board.buttons else []
            if (
                board.composing is None
                and partners
                and rng.random() < 0.5
                and self.moves.get("deal_open", 0) < 6
            ):
                rng.choice(partners).trigger()  # a partner from the "Open a deal with…" menu
                self._note("deal_open")
                board = self.page.current
                if board.hand_cards and rng.random() < 0.6:
                    self._card(board.hand_cards[rng.choice(list(board.hand_cards))])
                token_cards = [c for c in board.editor.cards.values() if c.interactive]
                if token_cards and rng.random() < 0.8:
                    click(self.qtbot, rng.choice(token_cards))
                press(self.qtbot, board.buttons["offer"])
            else:
                cancels = [w for w in visible(board, QPushButton) if w.objectName().startswith("cancel_")]
                if cancels and rng.random() < 0.2:
                    click(self.qtbot, cancels[0])
                    self._note("cancel")
                else:
                    press(self.qtbot, board.buttons["end_turn"])
        elif mode is Mode.DEAL:
            if rng.random() < 0.8:
                press(self.qtbot, board.buttons["agree"])
                self._note("agree")
            else:
                press(self.qtbot, board.buttons["drop"])
        else:
            return False
        self._note(mode.value)
        return True

    def _card(self, card: CardWidget) -> None:
        # Half the picks by mouse, half by keyboard (focus + Enter).
        if self.rng.random() < 0.5:
            click(self.qtbot, card)
        else:
            card.setFocus()
            key(self.qtbot, card, Qt.Key.Key_Return)

    def _swap(self, board: LegislationBoard) -> bool:
        press(self.qtbot, board.buttons["swap_open"])
        board = self.page.current
        self._card(board.hand_cards[self.rng.choice(list(board.hand_cards))])
        picker = board.picker
        options = list(picker.cards.values()) + ([picker.deck_card] if picker.deck_card else [])
        click(self.qtbot, self.rng.choice(options))
        press(self.qtbot, board.buttons["swap"])
        self._note("swap")
        return True


def window_with_library(qtbot, monkeypatch, data_dir, size=(1400, 880), shortcuts=False):
    """A main window as a player opens it: saved games in `data_dir`, painted, with its library loaded."""
    from desktop.main_window import MainWindow

    monkeypatch.setenv("QUORUM_DATA_DIR", str(data_dir))
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    if shortcuts:
        window.install_shortcuts()
    with qtbot.waitSignal(window.sig_first_paint, timeout=5000):
        pass
    window.load_library_soon()
    qtbot.waitUntil(lambda: window.library is not None, timeout=15000)
    listed(qtbot, window)
    return window


def listed(qtbot, window):
    """Wait until the saved-games list, read off the GUI thread, is all on the start page."""
    qtbot.waitUntil(lambda: window._lister is None or window._lister.done, timeout=15000)
    return window.start_page.table
