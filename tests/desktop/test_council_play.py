"""A Galactic Council round played through the GUI: windows, votes with planets, ties, deals, instructions."""

from __future__ import annotations

import random

from gui_player import press
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from desktop.council.board import WINDOWS, CouncilBoard
from desktop.curtain import Curtain
from desktop.table.table_page import TablePage
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.council.question_forms import QuestionForm
from games.registry import load_game


def click(qtbot, w):
    qtbot.mouseClick(w, Qt.MouseButton.LeftButton)


def council_page(qtbot, kinds, seed=2):
    game = load_game("council")
    names = ("Alice", "Bob", "Carol", "Dave")
    colours = ("#e6194b", "#3cb44b", "#ffe119", "#4363d8")
    seats = tuple(Seat(names[i], colours[i], k) for i, k in enumerate(kinds))
    session = Session(game, SessionConfig("council", seats, game.default_options(), seed))
    page = TablePage(session, bot_pause_ms=0)
    qtbot.addWidget(page)
    page.resize(1400, 880)
    page.show()
    page.start()
    return page


def gui_step(qtbot, page, rng, done):
    stage = page.current
    if isinstance(stage, Curtain):
        click(qtbot, stage.button)
        return True
    if not isinstance(stage, CouncilBoard) or stage.kind == "wait":
        return False
    b = stage
    kind = b.kind
    done.add(kind)
    if kind in WINDOWS:
        plays = [w for w in b.findChildren(QPushButton) if w.objectName().startswith("play_")]
        if plays and rng.random() < 0.3:
            click(qtbot, rng.choice(plays))
            if b.targeting is not None:  # its targets light up on the table: click one
                target, _options = rng.choice(b.target_widgets)
                click(qtbot, target)
                done.add("target on the table")
            chooser = getattr(b, "play_chooser", None)
            if chooser is not None and chooser.isVisible():  # a card with several targets asks which
                click(qtbot, rng.choice(chooser.buttons))
                done.add("chose target")
            done.add("played")
        elif "pass_rest" in b.buttons and rng.random() < 0.2:
            press(qtbot, b.buttons["pass_rest"])
            done.add("pass_rest")
        else:
            press(qtbot, b.buttons["pass"])
    elif kind == "vote":
        if "abstain" in b.buttons and rng.random() < 0.15:
            press(qtbot, b.buttons["abstain"])
            done.add("abstain")
            return True
        if b.outcome_combo is not None:  # many outcomes: chosen from a list
            combo = b.outcome_combo
            if combo.isEnabled():
                combo.setCurrentIndex(rng.randrange(1, combo.count()))
            done.add("outcome list")
        else:
            enabled = [o for o, w in b.outcome_buttons.items() if w.isEnabled()]
            click(qtbot, b.outcome_buttons[rng.choice(enabled)])
        for card in b.planet_cards.values():
            if rng.random() < 0.7:
                click(qtbot, card)
        if not b.buttons["cast"].isEnabled():
            positive = [p for p, v in b.prompt.planets if v > 0 and p not in b.picked_planets]
            if positive:
                click(qtbot, b.planet_cards[positive[0]])
        if b.buttons["cast"].isEnabled():
            assert str(b._running_total()) in b.total.text()
            press(qtbot, b.buttons["cast"])
            done.add("cast")
        elif "abstain" in b.buttons:
            press(qtbot, b.buttons["abstain"])
        else:
            return False
    elif kind == "speaker_decides":
        if b.outcome_combo is not None:
            b.outcome_combo.setCurrentIndex(1)
        else:
            click(qtbot, next(iter(b.outcome_buttons.values())))
        press(qtbot, b.buttons["decide"])
    elif kind == "transaction":
        press(qtbot, b.buttons["accept" if rng.random() < 0.5 else "refuse"])
    elif kind == "choose":
        prompt, form = b.prompt.prompt, b.prompt.form
        if form is QuestionForm.ONE_FROM_EACH:
            for side in (0, 1):
                if b.neighbour_buttons[side]:
                    click(qtbot, next(iter(b.neighbour_buttons[side].values())))
        elif form is QuestionForm.TOKEN_POOLS:
            left = b.prompt.count
            for spin in b.pool_spins.values():
                take = min(left, spin.maximum())
                spin.setValue(take)
                left -= take
        elif form is QuestionForm.AGENDAS_WITH_OUTCOMES:
            for buttons in list(b.agenda_buttons.values())[: b.prompt.count]:
                click(qtbot, next(iter(buttons.values())))
        else:
            need = min(b.prompt.count, len(b.option_buttons))
            for w in list(b.option_buttons.values())[:need]:
                click(qtbot, w)
        done.add("choose:" + prompt)
        if not b.buttons["choose"].isEnabled():
            return False
        press(qtbot, b.buttons["choose"])
    elif kind == "table_instructions":
        press(qtbot, b.buttons["confirm"])
    else:
        return False
    return True


def check_privacy(page):
    """Action cards, notes and secret objectives drawn on screen are the viewer's own; nobody else's
    drawn cards are named."""
    from privacy_watch import widget_texts

    from desktop.cards.card_widget import CardWidget
    from desktop.council.names import any_card_name

    viewer = None if isinstance(page.current, Curtain) else page.hotseat.screen_seat()
    state = page.session.state
    own = (
        {any_card_name(c) for c in state.players[viewer].hand}
        | {any_card_name(n.partition("@")[0]) for n in state.players[viewer].notes}
        | {any_card_name(s) for s in state.players[viewer].secrets}  # its secret objectives, in its hand
        if viewer is not None
        else set()
    )
    for card in page.window().findChildren(CardWidget):
        if card.isVisible() and getattr(card.face, "band", ""):
            assert card.face.name in own, f"{card.face.name} shown to seat {viewer}"
    for entry in page.session.entries:
        for seat, private in entry.private.items():
            if seat != viewer and private.get("cards"):
                drawn = "You drew " + ", ".join(any_card_name(c) for c in private["cards"])
                assert not any(drawn in t for t in widget_texts(page.window())), f"seat {seat}'s draw shown"


def test_a_council_round_through_the_gui(qtbot):
    page = council_page(qtbot, (SeatKind.HUMAN, SeatKind.BOT, SeatKind.BOT, SeatKind.HUMAN))
    session = page.session
    rng = random.Random(4)
    done: set[str] = set()
    first = session.view(None).round
    for _ in range(4000):
        if session.is_over() or session.view(None).round > first:
            break
        check_privacy(page)
        if not gui_step(qtbot, page, rng, done):
            qtbot.wait(2)
    assert session.view(None).round > first or session.is_over(), "a whole round was not played"
    humans = {a.kind for a in session.actions if a.seat in (0, 3)}
    assert {"pass", "cast_votes"} <= humans
    assert {"vote", "after_revealed", "when_revealed"} <= done
    # Two agendas were revealed, voted on and resolved in the round.
    assert sum(1 for e in session.entries if e.public.get("resolved_outcome")) >= 2


def test_a_transaction_offered_through_the_gui(qtbot):
    from moments import council

    session = council("window+deal", 4)  # a window after the agenda is revealed: seat 0 may offer a deal
    page = TablePage(session, bot_pause_ms=10**9)
    qtbot.addWidget(page)
    page.resize(1400, 880)
    page.show()
    page.start()
    b = page.current
    assert isinstance(b, CouncilBoard) and "deal" in b.buttons and session.view(0).deals.tg > 0
    press(qtbot, b.buttons["deal"])
    assert b.deal_panel is not None
    b.deal_panel.give_tg.setValue(1)
    before = len(session)
    press(qtbot, b.buttons["offer"])
    assert len(session) > before
    assert any(a.kind == "propose_deal" and a.seat == 0 for a in session.actions)


def test_the_vote_panel_counts_votes_as_the_engine_does(qtbot):
    """Zeal (Argent) adds a vote per player once a planet is exhausted: the hint and the cast agree."""
    from games.council.options import CouncilOptions

    game = load_game("council")
    kinds = (SeatKind.BOT, SeatKind.BOT, SeatKind.BOT, SeatKind.HUMAN)
    names = ("Alice", "Bob", "Carol", "Dave")
    seats = tuple(Seat(names[i], "#e6194b", k) for i, k in enumerate(kinds))
    options = CouncilOptions(factions=("", "xxcha", "hacan", "argent"))
    page = TablePage(Session(game, SessionConfig("council", seats, options, 4)), bot_pause_ms=0)
    qtbot.addWidget(page)
    page.resize(1400, 880)
    page.show()
    page.start()
    for _ in range(400):
        stage = page.current
        if isinstance(stage, CouncilBoard) and stage.kind == "vote":
            break
        if isinstance(stage, CouncilBoard) and stage.kind in WINDOWS:
            press(qtbot, stage.buttons["pass"])
        else:
            qtbot.wait(5)
    board = page.current
    assert isinstance(board, CouncilBoard) and board.kind == "vote"
    preview = board.prompt.preview
    assert preview.zeal == 4
    planet, votes = next((p, v) for p, v in preview.planets if v > 0)
    click(qtbot, board.outcome_buttons[next(iter(board.outcome_buttons))])
    click(qtbot, board.planet_cards[planet])
    assert board.total.text().endswith(str(votes + 4)), board.total.text()
    press(qtbot, board.buttons["cast"])
    assert page.session.actions[-1].kind == "cast_votes"
    assert page.session.entries[-1].public["votes"] == votes + 4
