"""Why a Council bot plays a card (games/council/bots/explain.py): the worth of the very play it made, found
by the move each listed play makes (Play.action), never by a verb worked out again from the move's type."""

from __future__ import annotations

from collections import Counter

from games.core.reasons import Why
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.council.actions import PlayCard, UseAbility
from games.council.bots.basic import play_worth
from games.council.bots.explain import explain
from games.council.options import CouncilOptions, Mode
from games.registry import load_game

GAME = load_game("council")


def test_a_card_play_is_explained_by_the_worth_of_the_play_made():
    """Bribery is listed once for each amount of trade goods: the first listed (another amount) was
    explained before, "worth 0 VP" for a play the bot chose for its worth."""
    checked: Counter[str] = Counter()
    for seed in range(14):
        n = 3 + seed % 6
        options = CouncilOptions(mode=Mode.COMPANION if seed % 3 == 0 else Mode.STANDALONE, max_rounds=3)
        seats = tuple(Seat(f"P{i}") for i in range(n))
        session = Session(GAME, SessionConfig("council", seats, options, seed))
        bots = [GAME.basic_bot(seed * 7 + i) for i in range(n)]
        for _ in range(1500):
            waiting = session.to_act()
            if not waiting:
                break
            seat = waiting[0]
            view = session.view(seat)
            action = bots[seat].act(view)
            if isinstance(action, PlayCard | UseAbility):
                (play,) = [p for p in view.plays if p.action(seat) == action]  # the bot plays a listed play
                reason = explain(view, action)
                assert reason is not None and reason.why is Why.PLAY_CARD and reason.names == (action.card,)
                assert reason.numbers == (round(play_worth(view, seat, play), 2),), (action, reason)
                checked[action.card] += 1
                if action.card == "bribery":
                    assert reason.numbers[0] > 0, (action, reason)  # chosen for what its votes are worth
            session.apply(action)
    assert sum(checked.values()) > 100 and checked["bribery"] >= 2, checked
