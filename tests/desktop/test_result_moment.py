"""After each vote the side panel shows every seat's vote, the tally, the verdict and the score changes,
until Enter (or a move) dismisses it; the standings strip is always there."""

from __future__ import annotations

import pytest
from gui_player import click, press
from moments import MOST_MOVES, council, legislation, plain_move
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop.table.seat_panel import SeatPanel
from desktop.table.table_page import TablePage


def _page(qtbot, session):
    """The table, the bots standing still: the test moves for them (their plain moves)."""
    page = TablePage(session, bot_pause_ms=10**9)
    qtbot.addWidget(page)
    page.resize(1366, 704)
    page.show()
    page.start()
    return page


def _vote_through(qtbot, page, game_name: str) -> None:
    """Seat 0 votes on its board (Legislation: Yay; Council: the first outcome, every planet picked, Cast
    votes); then every seat plays `_vote` until the vote's result is on the table."""
    assert page.result is None
    board = page.current
    if game_name == "legislation":
        press(qtbot, board.buttons["yay"])
    else:
        click(qtbot, next(iter(board.outcome_buttons.values())))
        for card in board.planet_cards.values():
            click(qtbot, card)
        press(qtbot, board.buttons["cast"])
    assert any(a.seat == 0 for a in page.session.actions[-1:]), "seat 0's vote was played"
    for _ in range(MOST_MOVES):
        if page.result is not None:
            return
        seat = page.session.to_act()[0]
        page.play(_vote(game_name, page.session, seat))
    raise AssertionError("the vote was never resolved")


def _vote(game_name: str, session, seat: int):
    """Each seat's vote, by its number, so the result shows every kind: Legislation Yay, Nay, Abstain
    (seats 1, 2, 3 and so on); Council: the odd seats cast all their planets for the last outcome, the
    even ones abstain. Any other move is the plain one."""
    view = session.view(seat)
    if game_name == "legislation":
        from games.legislation.actions import CastVote, Choice

        votes = [a for a in session.legal_actions(seat) if isinstance(a, CastVote)]
        if votes:
            return CastVote(seat, (Choice.YAY, Choice.NAY, Choice.ABSTAIN)[(seat - 1) % 3])
    else:
        from games.council.actions import CastVotes

        prompt = view.prompt
        if prompt is not None and prompt.kind == "vote" and seat % 2 and prompt.planets:
            if not (prompt.rep_gov or prompt.forced):
                outcome = prompt.outcomes[-1]  # seat 0 took the first
                return CastVotes(seat, outcome, tuple(p for p, _votes in prompt.planets))
    return plain_move(game_name, session, seat)


def test_a_legislation_ballot_ends_in_a_result_with_every_vote_and_the_score_changes(qtbot):
    session = legislation("vote", 4)  # seat 0 to vote on the bill on the floor, by secret ballot
    page = _page(qtbot, session)
    _vote_through(qtbot, page, "legislation")  # Yay, Yay, Nay, Abstain: it passes
    result = page.result
    assert result is not None, "no vote was resolved"
    assert page.result_panel.isVisible() and not page.tally.isVisible()
    assert result.verdict in ("PASSED", "FAILED")
    assert sorted(s for s, _v in result.votes) == [0, 1, 2, 3]  # the secret ballot, all at once
    assert {v for _s, v in result.votes} <= {"Yay", "Nay", "Abstain"}
    text = page.result_panel.accessibleName()
    for name in page.names:
        assert name in text
    # The score changes: beside the names on the seat panels and in the standings strip.
    changed = {s: d for s, d in enumerate(result.deltas) if d}
    assert changed, "a passed bill changes scores"
    shown = {
        p.accessibleName(): p.delta_label.text()
        for p in page.current.findChildren(SeatPanel)
        if p.isVisible() and p.delta_label.isVisible()
    }
    assert shown == {page.names[s]: ("+" if d > 0 else "−") + str(abs(d)) for s, d in changed.items()}
    assert page.standings.deltas == result.deltas
    assert all(page.names[s] in page.standings.accessibleName() for s in range(4))
    # Enter dismisses it; the panels drop their changes.
    page.activateWindow()
    qtbot.keyClick(page.current, Qt.Key.Key_Return)
    assert page.result is None and not page.result_panel.isVisible()
    assert not any(p.delta_label.isVisible() for p in page.current.findChildren(SeatPanel))


def _election(players: int):
    """Seat 0 to vote on the first agenda, Minister of Peace (a direct set-up puts it atop the deck,
    as moments.py's `law`): an election, the outcomes the players."""
    from moments import _new
    from table_states import decision_kind

    session = _new("council", players, 1, 7, "law")
    while decision_kind("council", session) != "vote":
        session.apply(plain_move("council", session, session.to_act()[0]))
        assert len(session) < MOST_MOVES
    return session


@pytest.mark.parametrize(
    ("seats", "agenda"), [(3, "first"), (5, "after riders"), (4, "an election")], ids=str
)
def test_a_council_agenda_ends_in_its_outcome_with_every_seat(qtbot, seats, agenda):
    # Seat 0 to vote on the first agenda; after others played riders (they may not vote); on an election.
    session = {"first": lambda: council("vote", seats), "after riders": lambda: council("vote+riders", seats)}
    page = _page(qtbot, session.get(agenda, lambda: _election(seats))())
    _vote_through(qtbot, page, "council")
    result = page.result
    assert result is not None
    assert len(result.votes) == seats
    assert result.title and result.verdict
    assert page.result_panel.isVisible()
    assert_whole(page.result_panel.card)
    page.result_panel.button.click()
    assert page.result is None


def assert_whole(card):
    """Every piece of the result card is inside the card and shows its whole text: nothing clipped
    ("Again(st)"), no line cut off at the bottom (a betrayal)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics

    from desktop.table.result_panel import WRAP, layout

    pieces, height = layout(card.result, card.names, card.width())
    assert card.height() >= height, f"the card is {card.height()} px tall, its text needs {height}"
    texts = {p.text for p in pieces}
    for _seat, vote in card.result.votes:
        assert vote in texts, f"the vote {vote!r} is not shown whole"
    for line in card.result.betrayals:
        assert line in texts
    for piece in pieces:
        metrics = QFontMetrics(piece.font)
        if piece.flags & WRAP:
            need = metrics.boundingRect(
                QRect(0, 0, int(piece.rect.width()), 100_000), piece.flags, piece.text
            )
            assert need.width() <= piece.rect.width() + 0.5, piece.text
            assert need.height() <= piece.rect.height() + 0.5, piece.text
        else:
            assert metrics.horizontalAdvance(piece.text) <= piece.rect.width() + 0.5, piece.text
        assert piece.rect.left() >= 0 and piece.rect.right() <= card.width() + 0.5, piece.text
        assert piece.rect.bottom() <= card.height() + 0.5, f"{piece.text!r} is cut off at the bottom"


def _long_result():
    from desktop.table.result_panel import VoteResult

    names = ("Alexandra-Konstantinova", "Bob", "Wilhelmina von Habsburg", "Dee")
    votes = ((0, "3 Stimmen für Dagegen"), (1, "12 votes for Against"), (2, "abstained"), (3, "Against"))
    betrayals = tuple(
        f"{n} BETRAYED their token on bill 40 (voted Nay although they pledged Yay to Carol)"
        for n in names[:3]
    )
    return names, VoteResult(
        "Minister of Commerce", "Against", None, "Against 15 · For 3", votes, (2, -1, 0, 3), betrayals
    )


def test_the_result_card_shows_every_vote_and_betrayal_whole_at_any_width(qtbot):
    from desktop.table.result_panel import ResultPanel

    names, result = _long_result()
    colours = ("#e6194b", "#3cb44b", "#4363d8", "#f58231")
    holder = QWidget()
    box = QVBoxLayout(holder)
    panel = ResultPanel()
    box.addWidget(panel)
    box.addStretch(1)
    qtbot.addWidget(holder)
    holder.resize(306, 700)
    holder.show()
    panel.show_result(result, names, colours)
    qtbot.wait(10)
    assert_whole(panel.card)
    tall = panel.card.height()
    holder.resize(220, 900)  # narrower: more lines wrap, the card grows to hold them
    qtbot.waitUntil(lambda: panel.card.width() < 220)
    qtbot.wait(10)
    assert_whole(panel.card)
    assert panel.card.height() > tall
    # The next result reuses the card and takes its own height (no height left from the last one).
    from desktop.table.result_panel import VoteResult

    short = VoteResult("Bill 7", "PASSED", True, "3 Yay · 1 Nay", ((0, "Yay"), (1, "Yay")), (), ())
    panel.show_result(short, names, colours)
    qtbot.wait(10)
    assert_whole(panel.card)
    assert panel.card.height() < tall


def _resumed_tables():
    """(stale, fresh): a three-seat Council game by plain moves (seat 0 the human), fresh replayed to
    right after the first agenda, which seat 0's own pass resolved; then seat 0 passes the rest of each
    agenda at its first window, so the bots resolve the second agenda and reveal the third without a
    move of seat 0 in between: stale stops there."""
    from moments import _new

    from games.council.actions import Pass

    session = _new("council", 3, 1, 7)
    stale = fresh = None
    last_human = resolved = -1
    for _ in range(MOST_MOVES * 2):
        if session.is_over() or (stale is not None and fresh is not None):
            break
        seat = session.to_act()[0]
        action = plain_move("council", session, seat)
        rest = Pass(0, rest_of_agenda=True)
        if seat == 0 and fresh is not None and action == Pass(0) and rest in session.legal_actions(0):
            action = rest
        session.apply(action)
        entry = session.entries[-1]
        if entry.seat == 0:
            last_human = entry.index
        if "resolved_outcome" in entry.public and session.view(None).agenda is not None:
            resolved = entry.index
            if fresh is None and last_human == resolved:
                fresh = _new("council", 3, 1, 7)
                for action in session.actions:
                    fresh.apply(action)
        if stale is None and "revealed" in entry.public and last_human <= resolved < entry.index:
            stale = _new("council", 3, 1, 7)
            for action in session.actions:
                stale.apply(action)
    assert stale is not None and fresh is not None, "the plain moves reached both tables"
    return stale, fresh


def test_a_resumed_council_game_shows_no_result_of_an_earlier_agenda(qtbot):
    """Reopened after the bots resolved an agenda and revealed the next, the table shows no result
    (the votes on the table belong to the new agenda); reopened right after a resolution, it does."""
    stale, fresh = _resumed_tables()
    page = TablePage(stale, bot_pause_ms=10**9)
    qtbot.addWidget(page)
    page.start()
    assert page.result is None and not page.result_panel.isVisible()
    again = TablePage(fresh, bot_pause_ms=10**9)
    qtbot.addWidget(again)
    again.start()
    assert again.result is not None, "a result that is still news is shown on opening"


def test_short_names_are_shown_whole_on_the_result_card(qtbot):
    from desktop.table.result_panel import VoteResult, layout

    names = ("Alice", "Bob", "Carol")
    votes = ((0, "abstained"), (1, "abstained"), (2, "2 votes for Against"))
    result = VoteResult("Wormhole Research", "Against", None, "Against 2", votes)
    pieces, _height = layout(result, names, 290)
    assert {"Alice", "Bob", "Carol"} <= {p.text for p in pieces}, "no name room enough is shortened"
