"""A bot's reason (games/core/reasons.py) in one translated line, shown beside its move in the log (the
row's tooltip): what the bot's own reckoning made of the move, for players learning the game."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from desktop.translations import tr
from games.core.reasons import Reason, Why


def _points(value: float) -> str:
    return f"{value:+.2f}"


def _named(name: str, seats: tuple[str, ...]) -> str:
    """An outcome, card or role id as the table names it."""
    if not name:
        return tr("nothing")
    kind, _, rest = name.partition(":")
    if name in ("for", "against", "yay", "nay", "abstain"):
        return {
            "for": tr("For"),
            "against": tr("Against"),
            "yay": tr("Yay"),
            "nay": tr("Nay"),
            "abstain": tr("Abstain"),
        }[name]
    if kind == "player" and rest.isdigit() and int(rest) < len(seats):
        return seats[int(rest)]
    if name.isdigit() and int(name) < len(seats):
        return seats[int(name)]
    return (rest or name).replace("-", " ").replace("_", " ").title()


def reason_text(reason: Reason, seats: tuple[str, ...]) -> str:
    """The line for `reason`; `seats` names the seats it may speak of."""
    n, names = reason.numbers, reason.names

    def name(i: int) -> str:
        return _named(names[i] if i < len(names) else "", seats)

    def num(i: int) -> float:
        return n[i] if i < len(n) else 0.0

    why = reason.why
    if why is Why.VOTE:
        return tr("Votes {outcome}: worth {worth} VP to it; {other} would be {other_worth}").format(
            outcome=name(0), worth=_points(num(0)), other=name(1), other_worth=_points(num(1))
        )
    if why is Why.ABSTAIN:
        return tr("Abstains: nothing at stake for it on this agenda")
    if why is Why.PLAY_CARD:
        if len(n) < 1:
            return tr("Plays {card}: the best use of its cards now").format(card=name(0))
        return tr("Plays {card}: worth {worth} VP to it now").format(card=name(0), worth=_points(num(0)))
    if why is Why.OFFER:
        return tr("Offers {partner} a deal both gain by: {mine} for it, {theirs} for them").format(
            partner=name(0), mine=_points(num(0)), theirs=_points(num(1))
        )
    if why is Why.ACCEPT:
        return tr("Accepts: the deal is worth {worth} to it").format(worth=_points(num(0)))
    if why is Why.REFUSE:
        return tr("Refuses: the deal is worth {worth} to it").format(worth=_points(num(0)))
    if why is Why.BREAK_TIE:
        return tr("Breaks the tie for {outcome}, its best outcome ({worth} VP)").format(
            outcome=name(0), worth=_points(num(0))
        )
    if why is Why.KEEP_PLEDGE:
        return tr("Keeps its pledge: breaking it would cost {cost} (the next Pledge turn and trust)").format(
            cost=_points(-num(0))
        )
    if why is Why.BREAK_PLEDGE:
        return tr("Breaks its pledge: that gains {gain} net of the {cost} it costs").format(
            gain=_points(num(0)), cost=_points(-num(1))
        )
    if why is Why.VOTE_BILL:
        return tr("Votes {vote}: the bill is worth {worth} points to it").format(
            vote=name(0), worth=_points(num(0))
        )
    if why is Why.PROPOSE_BILL:
        return tr("Proposes the bill it expects most from ({worth} points)").format(worth=_points(num(1)))
    if why is Why.ROLE:
        return tr("Chooses {role}: worth {worth} to it now; {other} next best at {other_worth}").format(
            role=name(0), worth=f"{num(0):.1f}", other=name(1), other_worth=f"{num(1):.1f}"
        )
    if why is Why.FOLLOW:
        return tr("Follows {role}: the role helps it now").format(role=name(0))
    if why is Why.DISSENT:
        return tr("Dissents from {role}: following would not help it now").format(role=name(0))
    if why is Why.SEARCHED:
        return tr(
            "Its search found this move better than its usual one: {gain} points of win share, %n table(s)",
            "",
            int(num(1)),
        ).format(gain=f"{num(0):+.1f}")
    return ""


def explainer(
    reasons: Mapping[int, Reason], seats: Callable[[], tuple[str, ...]], shown: Callable[[], bool]
) -> Callable[[int], str | None]:
    """The log's `explain`: the line for the reason kept for an entry (BotDriver.reasons), if any, while
    `shown()` holds. A reason comes from the bot's own reckoning, which may rest on its hidden cards (a
    secret objective makes an outcome worth a point to it), so the table shows reasons only when the
    players asked for them (View › Bots' Reasons) or once the game is over and nothing is hidden."""

    def explain(entry: int) -> str | None:
        reason = reasons.get(entry)
        return reason_text(reason, tuple(seats())) if reason is not None and shown() else None

    return explain
