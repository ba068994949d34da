"""Why a bot made its move: a small typed reason (a kind, the names it speaks of, its numbers), read from
the bot's own reckoning. No words here: the table phrases each kind in the player's language."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Why(StrEnum):
    """The kinds of reason; each lists what `Reason.names` and `Reason.numbers` hold."""

    VOTE = "vote"  # names (outcome, best other outcome or ""), numbers (its worth, the other's), points
    ABSTAIN = "abstain"  # nothing at stake for it: numbers (how much it cares,)
    PLAY_CARD = "play_card"  # names (card,), numbers (its worth,), points
    OFFER = "offer"  # names (partner seat,), numbers (its gain, the partner's gain), points
    ACCEPT = "accept"  # numbers (what the deal gains it,)
    REFUSE = "refuse"  # numbers (what the deal gains it, 0 or less,)
    BREAK_TIE = "break_tie"  # names (outcome,), numbers (its worth,)
    KEEP_PLEDGE = "keep_pledge"  # numbers (what breaking the token would cost,), points
    BREAK_PLEDGE = "break_pledge"  # numbers (what breaking gains net, what it costs), points
    VOTE_BILL = "vote_bill"  # names (yay / nay / abstain,), numbers (the bill's worth to it,)
    PROPOSE_BILL = "propose_bill"  # numbers (bill, its expected worth)
    ROLE = "role"  # names (role, next best role), numbers (the role's value, the next best's)
    FOLLOW = "follow"  # names (role,)
    DISSENT = "dissent"  # names (role,)
    SEARCHED = "searched"  # numbers (win share gained over Basic's move in %, worlds played)


@dataclass(frozen=True, slots=True)
class Reason:
    why: Why
    names: tuple[str, ...] = ()
    numbers: tuple[float, ...] = ()


def reason_of(game: Any, bot: Any, view: Any, action: Any) -> Reason | None:
    """Why `bot` played `action` from `view`: a Strong bot that left Basic's move says what its search
    found; otherwise the game's own reading of the move (`Game.explain`), None when it has nothing to say."""
    last = getattr(bot, "last", None)
    gain = getattr(last, "gain", None)
    if gain is not None:
        return Reason(Why.SEARCHED, (), (round(gain * 100, 1), float(getattr(last, "worlds", 0))))
    try:
        explained: Reason | None = game.explain(view, action)
        return explained
    except Exception:  # a reason is a courtesy: it never stops the move  # noqa: BLE001
        return None
