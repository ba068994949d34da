"""Companion mode: what the program counts (trade goods, victory points, a law's card) said on the board
as table instructions, by whatever hands it out: an agenda's resolution, a kept rider, or a card, an
ability or a scored secret objective at any other moment of the phase (said at once)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext

from games.council import holdings
from games.council.log_items import TradeGoodsGained, VictoryPoints
from games.council.log_record import Rec
from games.council.options import COMPANION
from games.council.results import LawEnacted
from games.council.state import INSTRUCTIONS, CouncilState, Frame

# Instructions that say what the app already counted, so that the board follows (companion mode).
# Trade goods (and commodities) leaving a player: paid for votes or a card, returned by an agenda,
# handed to a neighbour (Pillage: its subject is the taker's seat).
TG_MOVES = ("spend_tg", "spend_commodities", "return_tg", "give_tg")
PAYOUT_KEYS = ("take_tg", "take_vp", "law_card", "law_attach", "law_common", *TG_MOVES)


_NOTHING_SAID = nullcontext()  # a standalone game has no board to tell (reusable: it keeps nothing)


def board_payouts(
    state: CouncilState, source: str, rec: Rec, *, now: bool = False, since_say_at_once: bool = False
) -> AbstractContextManager[None]:
    """Companion mode: the trade goods, victory points and law card that `source` hands out while the
    block runs become table instructions too ("take 5 trade goods", "take the card and 1 victory
    point"). The agenda's own are confirmed with its other board actions as it closes; `now`: said
    when they happen, before anyone acts again (a card played in a window, a secret scored).
    `now` and `since_say_at_once` payouts are not said in a game saved before options.say_at_once: its
    log confirms only what the code of then said, and a different first seat would break it.
    Standalone: a block that does nothing around it (no generator made on every card play)."""
    if state.options.mode is not COMPANION:
        return _NOTHING_SAID
    return _said_on_the_board(state, source, rec, now, since_say_at_once)


@contextmanager
def _said_on_the_board(
    state: CouncilState, source: str, rec: Rec, now: bool, since_say_at_once: bool
) -> Iterator[None]:
    logged = len(rec.events)
    waiting = len(state.instructions)
    yield
    if (now or since_say_at_once) and not state.options.say_at_once:
        return
    handed = rec.events[logged:]  # what the block logged: the trade goods first, then the points
    for gained in handed:
        if type(gained) is TradeGoodsGained:
            holdings.instruct(state, source, "take_tg", gained.seat, amount=gained.amount)
    for points in handed:
        if type(points) is VictoryPoints:
            holdings.instruct(state, points.source or source, "take_vp", points.seat, amount=points.amount)
    enacted = next((e for e in reversed(handed) if type(e) is LawEnacted), None)
    if enacted is not None:
        holder = enacted.holder
        if isinstance(holder, int):
            holdings.instruct(state, enacted.law, "law_card", holder)
        elif isinstance(holder, str):
            holdings.instruct(state, enacted.law, "law_attach", state.speaker, subject=holder)
        else:
            holdings.instruct(state, enacted.law, "law_common", state.speaker)
    if now and len(state.instructions) > waiting:
        rec.say()


def say_now(state: CouncilState, rec: Rec) -> bool:
    """After an action (its automatic steps run): instructions a card gave outside the agenda's close
    are said now, one confirmation before the table goes on. True if they wait to be confirmed."""
    if not rec.say_now:
        return False
    rec.say_now = False
    if state.over or not state.instructions or not state.stack:
        return False
    if not state.options.say_at_once:
        return False  # a game saved before board changes were said at once goes on as it began
    if state.stack[-1].kind is INSTRUCTIONS:
        return False  # the agenda closes with them anyway
    state.stack.append(Frame(INSTRUCTIONS, (), then="resume"))
    return True
