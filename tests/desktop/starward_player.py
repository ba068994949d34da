"""A test player that plays Starward through the GUI only (clicks and keys), and a watch that fails if a
screen shows a seat something its own view does not: another hand, a hidden planet's front, a Survey look."""

from __future__ import annotations

import random
from typing import Any

from gui_player import click, key, visible
from privacy_watch import widget_texts
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from desktop.cards.card_widget import CardWidget
from desktop.curtain import Curtain
from desktop.starward.board import ROLE_KEYS, StarwardBoard
from desktop.starward.card_faces import WorldFace
from desktop.starward.tiles import PlanetTile
from games.starward.cards import catalogue, planet
from games.starward.views import PromptKind


class StarwardPlayer:
    """Chooses among the moves the screen offers, at random, and makes them by mouse or keyboard."""

    def __init__(self, qtbot: QtBot, page: Any, seed: int = 1) -> None:
        self.qtbot = qtbot
        self.page = page
        self.rng = random.Random(seed)
        self.moves: dict[str, int] = {}
        self.refused = 0

    def _note(self, what: str) -> None:
        self.moves[what] = self.moves.get(what, 0) + 1

    @property
    def board(self) -> StarwardBoard:
        return self.page.current

    def step(self) -> bool:
        """Make one move if the screen offers one; True if something was done."""
        # Widgets rebuilt on each pick are deleted later, by the event loop, which a test does not run.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        stage = self.page.current
        if isinstance(stage, Curtain):
            if self.rng.random() < 0.5:
                key(self.qtbot, stage, Qt.Key.Key_Return)
            else:
                click(self.qtbot, stage.button)
            self._note("curtain")
            return True
        if not isinstance(stage, StarwardBoard) or stage.prompt is None:
            return False
        kind = stage.prompt.kind
        before = len(self.page.session)
        getattr(self, f"_{kind.value}")(stage.prompt)
        if len(self.page.session) == before:  # refused (a random pick can be illegal): the safe move
            self.refused += 1
            self._fallback(kind)
        assert len(self.page.session) > before, f"{kind.value}: no move was made"
        self._note(kind.value)
        return True

    # --- helpers ------------------------------------------------------------------------
    def _press(self, name: str) -> None:
        button = self.board.buttons[name]
        assert button.isEnabled(), f"{button.text()} is disabled"
        if self.rng.random() < 0.3:
            button.setFocus()
            key(self.qtbot, button, Qt.Key.Key_Space)
        else:
            click(self.qtbot, button)

    def _try(self, name: str) -> bool:
        """Press `name` if it may be pressed: a random pick the listing does not hold (the rules would
        refuse it) leaves the button disabled, and the safe move follows (`step`)."""
        if not self.board.buttons[name].isEnabled():
            self._note("not_listed")
            return False
        self._press(name)
        return True

    def _card(self, card_id: int) -> None:
        widget = self.board.hand_cards[card_id]
        if self.rng.random() < 0.5:
            click(self.qtbot, widget)
        else:
            widget.setFocus()
            key(self.qtbot, widget, Qt.Key.Key_Return)

    def _chips(self, prefix: str) -> list[QPushButton]:
        return [b for k, b in self.board.chips.items() if k.startswith(prefix + ":")]

    def _some_chips(self, prefix: str, most: int) -> None:
        chips = self._chips(prefix)
        for _ in range(self.rng.randint(0, max(0, min(most, len(chips))))):
            chips = self._chips(prefix)
            click(self.qtbot, self.rng.choice(chips))

    def _some_cards(self, cards: tuple[int, ...], least: int = 0, most: int | None = None) -> None:
        top = len(cards) if most is None or most < 0 else min(most, len(cards))
        for card_id in self.rng.sample(list(cards), self.rng.randint(min(least, top), top)):
            self._card(card_id)

    def _fallback(self, kind: PromptKind) -> None:
        buttons = self.board.buttons
        for name in ("end_actions", "dissent", "fighters", "no_attack", "no_research", "remove"):
            if name in buttons and buttons[name].isEnabled():
                self._press(name)
                return
        if kind is PromptKind.PRODUCE:
            for chip in self._chips("produce"):
                if chip.isChecked():
                    click(self.qtbot, chip)
            self._press("produce")
        elif kind is PromptKind.TRADE:
            for chip in self._chips("trade"):
                if chip.isChecked():
                    click(self.qtbot, chip)
            self._press("trade")
        elif kind is PromptKind.ROLE:
            self._press("role_survey")

    # --- one method per prompt kind -----------------------------------------------------------
    def _action(self, p: Any) -> None:
        if p.cards and self.rng.random() < 0.6:
            card_id = self.rng.choice(p.cards)
            self._card(card_id)
            group = self.rng.choice(
                ["attack", "settle", "tuck", "produce", "trade", "remove", "stacks", "resource"]
            )
            self._some_chips(group, 2)
            if group not in ("stacks", "resource"):  # the card may need these whatever else is picked
                self._some_chips("stacks", 2)
                self._some_chips("resource", 1)
            if self._try("play"):
                self._note("play_action")
        elif p.role_first and self.rng.random() < 0.5:
            self._role()
        else:
            self._press("end_actions")

    def _role(self, _p: Any = None) -> None:
        if self.rng.random() < 0.3:
            board = self.board
            board.activateWindow()
            before = len(self.page.session)
            key(self.qtbot, board, self.rng.choice(ROLE_KEYS))
            if len(self.page.session) > before:
                self._note("role_key")
                return
        roles = [b for n, b in self.board.buttons.items() if n.startswith("role_")]
        click(self.qtbot, self.rng.choice(roles))

    def _boost(self, p: Any) -> None:
        self._some_cards(p.cards)
        self._try("boost")

    def _respond(self, p: Any) -> None:
        if p.may_follow and self.rng.random() < 0.7:
            self._some_cards(p.cards, 1 if p.follow_needs_cards else 0)
            if self.board.buttons["follow"].isEnabled():
                self._press("follow")
                return
        self._press("dissent")

    def _keep(self, p: Any) -> None:
        looks = [w for w in visible(self.board, CardWidget) if w.objectName().startswith("look_")]
        assert len(looks) == len(p.looking), "every planet looked at is on screen"
        click(self.qtbot, self.rng.choice(looks))
        self._try("keep")

    def _attack(self, p: Any) -> None:
        if p.attackable and self.rng.random() < 0.7:
            tiles = [t for t in visible(self.board, PlanetTile) if t.interactive]
            if tiles and self.rng.random() < 0.5:
                click(self.qtbot, self.rng.choice(tiles))  # picked on the Empire itself
            else:
                click(self.qtbot, self.rng.choice(self._chips("attack")))
            self._try("attack")
        else:
            self._press("fighters" if "fighters" in self.board.buttons else "no_attack")

    def _colonize(self, p: Any) -> None:
        if "settle" in self.board.buttons and self._chips("settle") and self.rng.random() < 0.5:
            click(self.qtbot, self.rng.choice(self._chips("settle")))
            self._try("settle")
            return
        for button in [
            b for b in visible(self.board, QPushButton) if b.objectName().startswith("chip_tuck_")
        ]:
            if self.rng.random() < 0.2:
                click(self.qtbot, button)
                break
        self._try("colonize")

    def _produce(self, p: Any) -> None:
        self._some_chips("produce", p.count)
        self._try("produce")

    def _trade(self, p: Any) -> None:
        self._some_chips("trade", p.count)
        self._try("trade")

    def _research(self, p: Any) -> None:
        board = self.board
        qualifying = [o.technology for o in p.technologies if o.qualifies]
        if qualifying and self.rng.random() < 0.8:
            tech = self.rng.choice(qualifying)
            click(self.qtbot, board.middle.currentWidget().buttons[tech])
            faces = [b for b in visible(self.board, QPushButton) if b.objectName().startswith("face_")]
            if faces:
                click(self.qtbot, self.rng.choice(faces))
            self._try("research")
        else:
            self._press("no_research")

    def _remove(self, p: Any) -> None:
        self._some_cards(p.cards, 0, min(1, p.count) if p.count >= 0 else 1)
        self._try("remove")

    def _cleanup(self, p: Any) -> None:
        self._some_cards(p.cards, p.must_discard, p.must_discard + 1)
        self._try("cleanup")


class StarwardPrivacyWatch:
    """Remembers what each seat may know of the planets, and fails if a screen shows a seat more:
    a hand card that is not its own, or the front of a planet its views never showed it."""

    def __init__(self) -> None:
        self.known: dict[int | None, set[int]] = {}
        self.checks = 0
        self.names = {p.id: p.name for p in catalogue().planets}

    def _fronts(self, view: Any) -> set[int]:
        seen = set()
        for empire in view.table.empires:
            seen |= {p.front.id for p in empire.planets if p.front is not None}
        seen |= {p.id for p in view.fronts}
        if view.prompt is not None:
            seen |= {p.id for p in view.prompt.looking}
        return seen

    def check(self, page: Any) -> None:
        session = page.session
        viewer = page.hotseat.screen_seat()
        if isinstance(page.current, Curtain):
            viewer = None
        for seat in [None, *range(len(session.config.seats))]:
            self.known.setdefault(seat, set()).update(self._fronts(session.view(seat)))
        allowed = self.known[None] | (self.known[viewer] if viewer is not None else set())
        secret = {self.names[p] for p in self.names if p not in allowed}
        root = page.window()
        own = set(session.view(viewer).hand) if viewer is not None else set()
        for widget in visible(root, CardWidget):
            name = widget.objectName()
            if name.startswith("hand_"):
                assert int(name[5:]) in own, f"card {name} of another hand shown to seat {viewer}"
            if isinstance(widget.face, WorldFace):
                assert widget.face.name not in secret, f"planet {widget.face.name} shown to seat {viewer}"
        for tile in visible(root, PlanetTile):
            assert tile.face.name not in secret, f"planet {tile.face.name} shown to seat {viewer}"
        for text in widget_texts(root):
            for name in secret:
                assert name not in text, f"planet {name} named to seat {viewer}: {text!r}"
        self.checks += 1


def planet_name(planet_id: int) -> str:
    return planet(planet_id).name
