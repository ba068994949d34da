"""Why a Council bot plays its move (games/core/reasons.py), read from the same reckoning Basic decides by:
what each outcome is worth to the seat (worth.py), what a card play is worth (basic.play_worth), what a
transaction gains each side (dealing.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.actions import Action
from games.core.reasons import Reason, Why
from games.council.actions import Abstain, AnswerDeal, BreakTie, CastVotes, PlayCard, ProposeDeal, UseAbility
from games.council.bots.basic import agenda_card, play_worth, preference
from games.council.bots.dealing import gains, offer_value
from games.council.bots.worth import worth

if TYPE_CHECKING:
    from games.council.view import CouncilView


def explain(view: CouncilView, action: Action) -> Reason | None:
    seat = view.seat
    if seat is None:
        return None
    if isinstance(action, CastVotes):
        card = agenda_card(view.agenda)
        outcomes = view.agenda.outcomes if view.agenda is not None else ()
        mine = worth(view, seat, card, action.outcome)
        others = [(worth(view, seat, card, o), o) for o in outcomes if o != action.outcome]
        other_worth, other = max(others) if others else (0.0, "")
        return Reason(Why.VOTE, (action.outcome, other), (round(mine, 2), round(other_worth, 2)))
    if isinstance(action, Abstain):
        return Reason(Why.ABSTAIN, (), (round(preference(view, seat)[1], 2),))
    if isinstance(action, PlayCard | UseAbility):
        for play in view.plays:  # the listed play that makes this move (each knows its own: Play.action)
            if play.card == action.card and play.action(seat) == action:
                return Reason(Why.PLAY_CARD, (action.card,), (round(play_worth(view, seat, play), 2),))
        return Reason(Why.PLAY_CARD, (action.card,), ())
    if isinstance(action, ProposeDeal):
        mine, theirs = gains(view, seat, action.to, action.give, action.get)
        return Reason(Why.OFFER, (str(action.to),), (round(mine, 2), round(theirs, 2)))
    if isinstance(action, AnswerDeal) and view.frame == "transaction":
        value = round(offer_value(view, seat, view.transaction_prompt().offer), 2)
        return Reason(Why.ACCEPT if action.accept else Why.REFUSE, (), (value,))
    if isinstance(action, BreakTie):
        return Reason(
            Why.BREAK_TIE,
            (action.outcome,),
            (round(worth(view, seat, agenda_card(view.agenda), action.outcome), 2),),
        )
    return None
