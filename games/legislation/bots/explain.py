"""Why a Legislation bot plays its move (games/core/reasons.py), read from the same reckoning Basic
decides by: each vote's worth with what breaking a token costs (basic.vote_values), a deal's worth to the
seat (negotiation.py), a bill's expected worth (outlook.py)."""

from __future__ import annotations

from games.core.actions import Action
from games.core.reasons import Reason, Why
from games.legislation.actions import CastVote, ConfirmDeal, DropDeal, Propose, Terms
from games.legislation.bots.basic import SKIP_COST, TRUST_COST, vote_values
from games.legislation.bots.negotiation import deal_worth, open_parts, token_worth
from games.legislation.bots.outlook import CHOICE_OF, TOKEN_VOTE, Outlook
from games.legislation.views import LegislationView

VOTES = {choice: vote for vote, choice in CHOICE_OF.items()}


def explain(view: LegislationView, action: Action) -> Reason | None:
    me = view.seat
    if me is None:
        return None
    look = Outlook(view)
    if isinstance(action, CastVote) and view.floor is not None:
        bill = view.floor
        values = vote_values(look)
        token = look.tokens.get(bill, {}).get(me)
        chosen = VOTES[action.choice]
        if token is not None:
            promised = TOKEN_VOTE[token]
            skip = SKIP_COST if look.pledge_rounds_left() and me not in view.table.owes_skip else 0.0
            if chosen == promised:
                return Reason(
                    Why.KEEP_PLEDGE,
                    (),
                    (round(skip + TRUST_COST, 2),),
                )
            return Reason(
                Why.BREAK_PLEDGE,
                (),
                (round(values[chosen] - values[promised], 2), round(skip + TRUST_COST, 2)),
            )
        return Reason(Why.VOTE_BILL, (action.choice.value,), (round(look.mine(bill), 2),))
    if isinstance(action, Propose):
        return Reason(Why.PROPOSE_BILL, (), (float(action.bill), round(look.expected(action.bill), 2)))
    if isinstance(action, Terms) and action.partner is not None:
        theirs = sum(token_worth(look, action.partner, me, b, t) for b, t in action.tokens)
        return Reason(Why.OFFER, (str(action.partner),), (0.0, round(theirs, 2)))
    deal = view.open_deal
    if isinstance(action, ConfirmDeal | DropDeal) and deal is not None:
        worth = round(deal_worth(look, me, deal.parties, open_parts(deal)), 2)
        return Reason(Why.ACCEPT if isinstance(action, ConfirmDeal) else Why.REFUSE, (), (worth,))
    return None
