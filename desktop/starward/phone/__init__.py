"""Starward's phone screen: `screen(view, legal, seat, names)` and `preview` for its forms (issue 26).

Everything comes from the seat's view and its listing (docs/phone-protocol.md): the decision first
(moves.py), then the turn, the seat's own score, hand and Empire, then every seat
(table.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.phone.screen_parts import Block
from desktop.starward.names import tr
from desktop.starward.phone.moves import encode, move_blocks, short_name
from desktop.starward.phone.table import own_blocks, seat_rows, turn_blocks
from desktop.translations import join_list
from games.core.actions import Action
from games.core.errors import CorruptLog
from games.core.legal import Legal, is_listed
from games.starward.views import StarwardView


def title(view: StarwardView) -> str:
    return tr("Starward — round %1").replace("%1", str(view.turn.round_no))


def status(view: StarwardView, seat: int, names: tuple[str, ...]) -> str:
    if view.over:
        winners = join_list([names[s] for s in view.winners])
        return tr("The game is over: %1 won.").replace("%1", winners) if winners else tr("The game is over.")
    if view.prompt is None or seat not in view.to_act:
        waiting = join_list([names[s] for s in view.to_act])
        return tr("Waiting for %1.").replace("%1", waiting) if waiting else tr("Waiting for the table.")
    return tr("Your turn: %1").replace("%1", short_name(view))


def screen(view: StarwardView, legal: Sequence[Legal], seat: int, names: Sequence[str]) -> dict[str, Any]:
    """The seat's phone screen: title, status, whether it is its turn, and the blocks (see the protocol)."""
    names = tuple(names)
    acting = bool(legal) and seat in view.to_act and not view.over
    blocks: list[Block] = []  # the status line says whom the table waits for
    blocks += move_blocks(view, legal, names)
    blocks += turn_blocks(view, names)
    blocks += own_blocks(view, seat)
    blocks.append(seat_rows(view, names))
    return {"title": title(view), "status": status(view, seat, names), "your_turn": acting, "blocks": blocks}


def preview(
    view: StarwardView,
    legal: Sequence[Legal],
    seat: int,
    names: Sequence[str],
    action: Action | dict[str, object],
) -> tuple[str, bool]:
    """Whether a form's move may be sent: (text, ok); the trade form's goods and fighters together must
    stay within the count. `action` is the page's JSON (ActionCodec form) or an Action."""
    try:
        move = encode.decode(action) if isinstance(action, dict) else action
    except CorruptLog:
        return tr("Pick what the move needs first."), False
    ok = move.seat == seat and is_listed(legal, move)
    return ("" if ok else tr("This move is not allowed now.")), ok
