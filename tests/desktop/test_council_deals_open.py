"""Companion mode: the Council board offers "Transaction…" for every player exactly when the rules say deals
are open (the view's `anyone_may_offer`, games/council/deals.py), never by a rule of its own."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from council_fakes import fake_context

from desktop.council.board import CouncilBoard
from games.core.bots import RandomBot
from games.core.errors import IllegalAction
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.council.actions import ProposeDeal
from games.council.legal import DealSpace
from games.council.options import CouncilOptions, Mode
from games.council.state import FrameKind
from games.registry import load_game

GAME = load_game("council")
NAMES = ("Ann", "Ben", "Cat", "Dan")


class Table:
    """What a board reads from the table page, over a real session (moves are not played here)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.names = NAMES[: len(session.seats)]
        self.colours = ("#e6194b", "#3cb44b", "#4363d8", "#f58231")[: len(session.seats)]

    def play(self, action) -> bool:
        raise AssertionError(f"nothing is played here: {action}")


def positions(seed: int, seats: int, mode: Mode) -> Iterator[Session]:
    """The positions of a seeded game of random bots (deals offered and answered at random)."""
    options = CouncilOptions(mode=mode, max_rounds=3)
    session = Session(GAME, SessionConfig("council", tuple(Seat(n) for n in NAMES[:seats]), options, seed))
    bots = [RandomBot(GAME, seed * 31 + i) for i in range(seats)]
    for _ in range(300):
        waiting = session.to_act()
        if not waiting:
            return
        yield session
        session.apply(bots[waiting[0]].act(session.view(waiting[0])))


def listed_deals(session: Session) -> bool:
    """The rules' answer: some seat's listing holds a deal to offer now."""
    return any(isinstance(e, DealSpace) for s in range(len(session.seats)) for e in session.legal_actions(s))


def refused(session: Session) -> set[str]:
    """Why the rules refuse every deal offered now (a trade good each way: asked of the partner, who
    may refuse): the codes, on a copy of the state."""
    codes = set()
    for seat in range(len(session.seats)):
        for to in range(len(session.seats)):
            if to != seat:
                try:
                    GAME.apply(GAME.clone(session.state), ProposeDeal(seat, to, (), ("tg:1",)))
                except IllegalAction as error:
                    codes.add(error.code)
                else:
                    return set()
    return codes


def test_the_boards_transaction_for_everyone_follows_the_rules_over_seeded_games(qtbot):
    seen: Counter[str] = Counter()
    boards = 0
    for seed, seats, mode in [(s, 3 + s % 2, Mode.COMPANION) for s in range(6)] + [(7, 4, Mode.STANDALONE)]:
        for step, session in enumerate(positions(seed, seats, mode)):
            state = session.state
            seat = session.to_act()[0]
            view = session.view(seat)
            rules = mode is Mode.COMPANION and listed_deals(session)
            assert view.anyone_may_offer == rules, (seed, step, state.stack[-1].kind)
            if state.agenda is not None and mode is Mode.COMPANION and not rules:
                # Closed while an agenda is open: the rules refuse every offer, and say why.
                codes = refused(session)
                assert codes and codes <= {"busy", "deal_used"}, codes
                seen[str(state.stack[-1].kind)] += 1
            if step % 9 or state.stack[-1].kind is FrameKind.TABLE_CHECK:
                continue  # a board every few moves: the desktop's answer is the view's
            board = CouncilBoard(fake_context(Table(session)), seat, view)
            qtbot.addWidget(board)
            assert board._bar_facts().others_may_deal == rules
            assert ("deal_other" in board.buttons) == rules, (seed, step, board.kind)
            boards += 1
            board.deleteLater()
    # The answer narrows where the rules close deals: an offer waiting, a choice, the table's instructions.
    assert {"transaction", "choose", "table_instructions"} <= set(seen), seen
    assert boards > 30


def test_no_transaction_for_everyone_once_every_pair_has_made_its_own(qtbot):
    """Each pair makes one transaction an agenda: with every pair's made, no one may offer, and the
    board offers no "Transaction…" (random bots seldom get there: the pairs are marked dealt here)."""
    for session in positions(2, 3, Mode.COMPANION):
        if session.state.agenda is not None and listed_deals(session):
            break
    state = session.state
    seat = session.to_act()[0]
    board = CouncilBoard(fake_context(Table(session)), seat, session.view(seat))
    qtbot.addWidget(board)
    assert session.view(seat).anyone_may_offer and "deal_other" in board.buttons
    state.agenda.deals |= {(0, 1), (0, 2)}
    assert session.view(seat).anyone_may_offer and listed_deals(session)  # the pair (1, 2) is left
    state.agenda.deals.add((1, 2))
    assert refused(session) == {"deal_used"} and not listed_deals(session)
    view = session.view(seat)
    assert not view.anyone_may_offer
    board = CouncilBoard(fake_context(Table(session)), seat, view)
    qtbot.addWidget(board)
    assert "deal_other" not in board.buttons
