"""Why a Starward bot plays its move (games/core/reasons.py), read from the Basic bot's own reckoning: the
value of each role to it now (bot._role_value), whether following a role helps it (bot._follow_useful)."""

from __future__ import annotations

from games.core.actions import Action
from games.core.reasons import Reason, Why
from games.starward.actions import ChooseRole, Dissent, Follow
from games.starward.bot import _follow_useful, _role_value
from games.starward.cards import ROLES
from games.starward.views import StarwardView


def explain(view: StarwardView, action: Action) -> Reason | None:
    prompt = view.prompt
    if view.seat is None or prompt is None:
        return None
    if isinstance(action, ChooseRole):
        values = {role: _role_value(view, role) for role in ROLES}
        others = [(v, role.value) for role, v in values.items() if role is not action.role]
        other_value, other = max(others) if others else (0.0, "")
        return Reason(
            Why.ROLE, (action.role.value, other), (round(values[action.role], 2), round(other_value, 2))
        )
    if isinstance(action, Follow | Dissent) and prompt.role is not None:
        role = prompt.role.value
        if isinstance(action, Follow):
            return Reason(Why.FOLLOW, (role,), ())
        useful = prompt.may_follow and _follow_useful(view, prompt)
        return Reason(Why.DISSENT, (role,), (1.0 if useful else 0.0,))
    return None
