"""Galactic Council's phone screen: `screen(view, legal, seat, names)` and the vote's `preview` (issue 26).

Everything comes from the seat's view and its listing (docs/phone-protocol.md): the agenda, the
decision (moves.py), the seat's own cards and holdings, a transaction to offer
(deals.py), then the table (table.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.council.names import outcome_label, tr, window_name
from desktop.council.phone.deals import deal_form
from desktop.council.phone.moves import choose_hint, encode, other_blocks
from desktop.council.phone.table import agenda_blocks, just_played, own_blocks, table_blocks
from desktop.council.refusals import sentences
from desktop.phone.screen_parts import Block
from desktop.refusals import refusal_text
from desktop.translations import join_list
from games.core.actions import Action
from games.core.errors import CorruptLog, IllegalAction
from games.core.legal import Legal, is_listed
from games.council.actions import CastVotes, Choose, ProposeDeal, TableCheck
from games.council.legal import TableCheckSpace, VoteSpace
from games.council.view import ChoicePrompt, CouncilView


def title(view: CouncilView) -> str:
    if not view.agenda_no:
        return tr("Round %1").replace("%1", str(view.round))
    return tr("Round %1 · agenda %2").replace("%1", str(view.round)).replace("%2", str(view.agenda_no))


def status(view: CouncilView, seat: int, names: tuple[str, ...], acting: bool) -> str:
    if view.over:
        winners = join_list([names[s] for s in view.winners])
        return tr("The game is over: %1 won.").replace("%1", winners) if winners else tr("The game is over.")
    if not acting:
        waiting = join_list([names[s] for s in view.to_act])
        return tr("Waiting for %1.").replace("%1", waiting) if waiting else tr("Waiting for the table.")
    frame = view.frame.value if view.frame is not None else ""
    if frame == "vote":
        return tr("Your turn: vote")
    if frame == "choose":
        prompt = view.prompt
        return tr("Your turn: %1").replace(
            "%1", choose_hint(prompt if isinstance(prompt, ChoicePrompt) else None)
        )
    return tr("Your turn: %1").replace("%1", window_name(frame))


def screen(view: CouncilView, legal: Sequence[Legal], seat: int, names: Sequence[str]) -> dict[str, Any]:
    """The seat's phone screen: title, status, whether it is its turn, and the blocks (see the protocol)."""
    names = tuple(names)
    acting = seat in view.to_act and not view.over
    moves, later, deals = other_blocks(view, legal, names)
    blocks: list[Block] = []  # the status line says whom the table waits for
    blocks += just_played(view, names)  # a card that may be cancelled, a trigger to answer: first
    blocks += agenda_blocks(view, names)  # what is voted on, above the vote
    blocks += moves
    blocks += own_blocks(view, seat, names)
    blocks += later  # a secret objective scored at the table: now and then, below the seat's cards
    offer = deal_form(deals, names)
    if offer is not None:  # any seat may offer one while an agenda is open: below the seat's own cards
        blocks.append(offer)
    blocks += table_blocks(view, names)
    return {
        "title": title(view),
        "status": status(view, seat, names, acting),
        "your_turn": acting,
        "blocks": blocks,
    }


def _action(action: Action | dict[str, object]) -> Action:
    if isinstance(action, dict):
        return encode.decode(action)
    return action


def preview(
    view: CouncilView,
    legal: Sequence[Legal],
    seat: int,
    names: Sequence[str],
    action: Action | dict[str, object],
) -> tuple[str, bool]:
    """What a partly chosen move would give, for a form with a preview: (text, whether it may be sent).

    A vote: the engine's running total (VotePreview.total, every source counted) and whether it is a
    legal vote; a transaction: whether it may be offered to that partner; anything else: whether it
    is in the listing. `action` is the page's JSON (ActionCodec form) or an Action."""
    names = tuple(names)
    try:
        move = _action(action)
    except CorruptLog:
        return tr("Pick what the move needs first."), False
    if move.seat != seat:
        return tr("Pick what the move needs first."), False
    if isinstance(move, CastVotes):
        return _vote_preview(legal, move, names)
    if isinstance(move, ProposeDeal):
        return _deal_preview(legal, move, names)
    if isinstance(move, TableCheck):
        return _table_preview(legal, move, names)
    ok = is_listed(legal, move)
    if not ok and isinstance(move, Choose) and "" in move.items:  # a place of the list not picked yet
        return tr("Pick what the move needs first."), False
    return ("" if ok else tr("This move is not allowed now.")), ok


def _vote_preview(legal: Sequence[Legal], vote: CastVotes, names: tuple[str, ...]) -> tuple[str, bool]:
    space = next((e for e in legal if isinstance(e, VoteSpace)), None)
    if space is None:
        return tr("This move is not allowed now."), False
    total = space.preview.total(tuple(vote.planets), tuple(vote.extras), vote.trade_goods, vote.odlynn)
    if vote.outcome not in space.outcomes:
        return tr("Votes: %1").replace("%1", str(total)) + " · " + tr("Choose an outcome…"), False
    chosen = outcome_label(vote.outcome, names)
    if vote in space and total:
        return tr("Cast %n vote(s) for %1.", "", total).replace("%1", chosen), True
    if vote.planets:
        return tr("%1: these planets give no votes; pick others, or abstain.").replace("%1", chosen), False
    return tr("%1: now pick the ready planets to exhaust.").replace("%1", chosen), False


def _table_preview(legal: Sequence[Legal], check: TableCheck, names: tuple[str, ...]) -> tuple[str, bool]:
    """The engine's own check of a corrected table (on the listing's private copy), its refusal in words."""
    space = next((e for e in legal if isinstance(e, TableCheckSpace)), None)
    if space is None:
        return tr("This move is not allowed now."), False
    try:
        space.check(check)
    except IllegalAction as refused:
        return refusal_text(refused, names, sentences()), False
    except (TypeError, AttributeError, ValueError):
        return tr("Pick what the move needs first."), False
    return "", True


def _deal_preview(legal: Sequence[Legal], deal: ProposeDeal, names: tuple[str, ...]) -> tuple[str, bool]:
    if not deal.give and not deal.get:
        return tr("Put something in the transaction first."), False
    if (
        sum(1 for i in deal.give if i.startswith("tg:")) > 1
        or sum(1 for i in deal.get if i.startswith("tg:")) > 1
    ):
        return tr("Name one amount of trade goods each way."), False
    if not 0 <= deal.to < len(names):
        return tr("Pick what the move needs first."), False
    if is_listed(legal, deal):
        return tr("Offer this to %1.").replace("%1", names[deal.to]), True
    return tr("%1 cannot be offered this transaction.").replace("%1", names[deal.to]), False
