"""Companion mode: the view's `anyone_may_offer` (games/council/deals.py) says exactly when some seat's
listing holds a deal, over seeded games of random bots (deals offered and answered at random); where deals
close while an agenda is open, the rules refuse every offer and say why."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from games.core.bots import RandomBot
from games.core.errors import IllegalAction
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.council.actions import ProposeDeal
from games.council.legal import DealSpace
from games.council.options import CouncilOptions, Mode
from games.registry import load_game

GAME = load_game("council")
NAMES = ("Ann", "Ben", "Cat", "Dan")
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


def test_anyone_may_offer_is_what_the_listings_hold_over_seeded_games():
    seen: Counter[str] = Counter()
    for seed, seats, mode in [(s, 3 + s % 2, Mode.COMPANION) for s in range(6)] + [(7, 4, Mode.STANDALONE)]:
        for step, session in enumerate(positions(seed, seats, mode)):
            state = session.state
            view = session.view(session.to_act()[0])
            rules = mode is Mode.COMPANION and listed_deals(session)
            assert view.anyone_may_offer == rules, (seed, step, state.stack[-1].kind)
            if state.agenda is not None and mode is Mode.COMPANION and not rules:
                # Closed while an agenda is open: the rules refuse every offer, and say why.
                codes = refused(session)
                assert codes and codes <= {"busy", "deal_used"}, codes
                seen[str(state.stack[-1].kind)] += 1
    # The answer narrows where the rules close deals: an offer waiting, a choice, the table's instructions.
    assert {"transaction", "choose", "table_instructions"} <= set(seen), seen


def test_no_one_may_offer_once_every_pair_has_made_its_own():
    """Each pair makes one transaction an agenda: with every pair's made, no one may offer (random bots
    seldom get there: the pairs are marked dealt here)."""
    for session in positions(2, 3, Mode.COMPANION):
        if session.state.agenda is not None and listed_deals(session):
            break
    state = session.state
    seat = session.to_act()[0]
    assert session.view(seat).anyone_may_offer
    state.agenda.deals |= {(0, 1), (0, 2)}
    assert session.view(seat).anyone_may_offer and listed_deals(session)  # the pair (1, 2) is left
    state.agenda.deals.add((1, 2))
    assert refused(session) == {"deal_used"} and not listed_deals(session)
    assert not session.view(seat).anyone_may_offer
