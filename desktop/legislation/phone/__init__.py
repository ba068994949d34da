"""Legislation's phone screen: one seat's view and every decision of its listing as protocol blocks.

Built from `session.view(seat)` and `session.legal_actions(seat)` only (docs/phone-protocol.md), so a
phone never learns what its seat may not see.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from desktop.legislation.agenda_names import agenda_short
from desktop.legislation.bill_titles import bill_title
from desktop.legislation.faces import rep_name
from desktop.legislation.phrases import choice_name, phase_name
from desktop.phone.screen_parts import Block
from desktop.translations import tr
from games.core.actions import Action
from games.core.legal import PickSpace
from games.legislation.actions import (
    CancelDeal,
    CastVote,
    Choice,
    ConfirmDeal,
    Discard,
    DropDeal,
    EndTurn,
    PlaceOnDeck,
    Propose,
    Token,
)
from games.legislation.bills import bill, points_table
from games.legislation.legal import DrawSpace, SwapSpace, TermsSpace
from games.legislation.options import BallotStyle
from games.legislation.state import Phase, Step
from games.legislation.views import LegislationView


def _enc(action: Action) -> dict[str, Any]:
    from games.registry import load_game

    return load_game("legislation").codec.encode(action)


def _signed(n: int) -> str:
    return f"{n:+d}".replace("-", "−") if n else "0"


def bill_label(number: int) -> str:
    return tr("Bill %1 · %2").replace("%1", str(number)).replace("%2", bill_title(number))


def _bill_card(view: LegislationView, number: int, names: tuple[str, ...], tone: str = "plain") -> Block:
    scores = bill(number).scores
    text = " · ".join(f"{agenda_short(c)} {_signed(s)}" for c, s in enumerate(scores))
    tags = []
    if view.seat is not None:
        worth = points_table(view.table.representatives[view.seat])[number]
        tags.append(tr("Worth to you: %1").replace("%1", _signed(worth)))
    for b, s, token in view.table.tokens:
        if b == number:
            word = tr("%1: pledge Yay") if token is Token.PLEDGE else tr("%1: anti-pledge Nay")
            tags.append(word.replace("%1", names[s]))
    return {"title": bill_label(number), "text": text, "tags": tags, "tone": tone}


def _status(view: LegislationView, seat: int, names: tuple[str, ...], mine: bool) -> str:
    if view.phase is Phase.OVER:
        return tr("The session is over.")
    if mine:
        return {
            Phase.DISCARD: tr("Your move: choose your discards in secret"),
            Phase.DRAW: tr("Your move: draw %n bill(s)", "", view.must_draw),
            Phase.ON_DECK: tr("Your move: put bills On Deck"),
            Phase.PLEDGE: tr("Your move: make deals or end your turn"),
            Phase.VOTE: tr("Your move: vote") if view.step is Step.BALLOT else tr("Your move: Vote turn"),
        }.get(view.phase, tr("Your move"))
    waiting = ", ".join(names[s] for s in view.to_act)
    return tr("Waiting for %1").replace("%1", waiting) if waiting else ""


def _seat_rows(view: LegislationView, names: tuple[str, ...]) -> dict[str, Any]:
    rows = []
    table = view.table
    for s, name in enumerate(names):
        text = tr("%1 pts · %2 in hand").replace("%1", str(table.scores[s])).replace(
            "%2", str(table.hand_counts[s])
        )
        if s in table.benched:
            text += " · " + tr("sits out")
        mark = ""
        if s in view.to_act:
            mark = "●"  # to act (a sign every phone's fonts have)
        elif view.phase is Phase.VOTE and s in view.voted:
            mark = "✓"
        rows.append({"name": name, "text": text, "mark": mark})
    return {"kind": "seats", "rows": rows}


def _on_deck(view: LegislationView, names: tuple[str, ...]) -> list[dict[str, Any]]:
    cards = []
    for s, bills in enumerate(view.table.on_deck):
        for b in bills:
            card = _bill_card(view, b, names, "good" if b == view.floor else "plain")
            card["tags"] = [tr("On Deck: %1").replace("%1", names[s]), *card["tags"]]
            cards.append(card)
    if not cards:
        return []
    return [{"kind": "cards", "title": tr("On Deck"), "cards": cards}]


def _vote_blocks(view: LegislationView, names: tuple[str, ...]) -> list[dict[str, Any]]:
    if view.floor is None:
        return []
    style = tr("secret ballot") if view.ballot_style is BallotStyle.SECRET else tr("roll call")
    out: list[dict[str, Any]] = [
        {"kind": "heading", "text": tr("Bill %1 is on the floor (%2)").replace("%1", str(view.floor))
         .replace("%2", style)},
        {"kind": "cards", "title": "", "cards": [_bill_card(view, view.floor, names, "good")]},
    ]
    rows = [[names[s], choice_name(c.value)] for s, c in view.votes]
    rows += [[names[s], tr("has voted")] for s in view.voted if s not in {v for v, _c in view.votes}]
    if rows:
        out.append({"kind": "facts", "rows": rows})
    return out


def _deal_blocks(view: LegislationView, names: tuple[str, ...]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    deal = view.open_deal
    if deal is not None:
        a, b = deal.parties
        rows = []
        for i, party in enumerate((a, b)):
            gives = ", ".join(str(n) for n in deal.give[i]) or tr("nothing")
            rows.append([tr("%1 gives").replace("%1", names[party]), gives])
            for number, token in deal.tokens[i]:
                word = tr("pledge Yay on %1") if token is Token.PLEDGE else tr("anti-pledge Nay on %1")
                rows.append([tr("%1 takes").replace("%1", names[party]), word.replace("%1", str(number))])
        agreed = ", ".join(names[s] for s in deal.agreed) or tr("nobody yet")
        rows.append([tr("Agreed"), agreed])
        out.append({"kind": "heading", "text": tr("Deal between %1 and %2").replace("%1", names[a])
                    .replace("%2", names[b])})
        out.append({"kind": "facts", "rows": rows})
    for made in view.my_deals:
        given = ", ".join(str(n) for n in made.given) or tr("nothing")
        got = ", ".join(str(n) for n in made.received) or tr("nothing")
        text = tr("Deal %1 with %2: you gave %3, you got %4").replace("%1", str(made.deal))
        text = text.replace("%2", names[made.partner]).replace("%3", given).replace("%4", got)
        out.append({"kind": "text", "text": text, "tone": "hint"})
    return out


def _hand_items(view: LegislationView, bills: Iterable[int]) -> list[dict[str, Any]]:
    return [{"value": b, "label": bill_label(b), "detail": ""} for b in bills]


def _decisions(view: LegislationView, legal: tuple[Any, ...], names: tuple[str, ...]) -> list[dict[str, Any]]:
    options: list[dict[str, Any]] = []
    forms: list[dict[str, Any]] = []
    swaps = [entry for entry in legal if isinstance(entry, SwapSpace)]  # one, if a swap may open the turn
    for entry in legal:
        if isinstance(entry, PickSpace) and isinstance(entry.template, Discard):
            items = [b for b, _n in entry.items]
            forms.append({
                "kind": "form", "prompt": tr("Discard any of your bills (in secret)"),
                "fields": [{"name": "bills", "label": tr("Bills to discard"), "type": "some",
                            "items": _hand_items(view, items), "min": entry.low, "max": entry.high,
                            "default": []}],
                "action": _enc(entry.template), "submit": tr("Discard"), "preview": False,
            })
        elif isinstance(entry, PickSpace) and isinstance(entry.template, PlaceOnDeck):
            items = [b for b, _n in entry.items]
            forms.append({
                "kind": "form",
                "prompt": tr("Put %n bill(s) On Deck", "", entry.high),
                "fields": [{"name": "bills", "label": tr("Bills to put On Deck"), "type": "some",
                            "items": _hand_items(view, items), "min": entry.low, "max": entry.high,
                            "default": []}],
                "action": _enc(entry.template), "submit": tr("Put On Deck"), "preview": False,
            })
        elif isinstance(entry, DrawSpace):
            low = max(0, entry.need - entry.deck)
            items = [
                {"value": [owner, b], "label": bill_label(b),
                 "detail": tr("from %1's discard pile").replace("%1", names[owner])}
                for owner, b in entry.sources
            ]
            forms.append({
                "kind": "form",
                "prompt": tr("Draw %n bill(s): pick from the discard piles; the rest come off the deck "
                             "(%1 left)", "", entry.need).replace("%1", str(entry.deck)),
                "fields": [{"name": "from_piles", "label": tr("From the discard piles"), "type": "some",
                            "items": items, "min": low, "max": entry.need, "default": []}],
                "rest": {"name": "from_deck", "total": entry.need, "of": "from_piles"},
                "action": {"kind": "draw", "seat": entry.seat, "from_piles": [], "from_deck": entry.need},
                "submit": tr("Draw"), "preview": False,
            })
        elif isinstance(entry, TermsSpace):
            forms.append(_terms_form(view, entry, names))
        elif isinstance(entry, CastVote):
            options.append({"label": choice_name(entry.choice.value), "detail": "", "action": _enc(entry),
                            "primary": entry.choice is Choice.YAY, "confirm": None})
        elif isinstance(entry, Propose):
            options.append({"label": tr("Propose bill %1").replace("%1", str(entry.bill)),
                            "detail": bill_title(entry.bill), "action": _enc(entry), "primary": False,
                            "confirm": None})
        elif isinstance(entry, ConfirmDeal):
            options.append({"label": tr("Agree to the deal"), "detail": "", "action": _enc(entry),
                            "primary": True, "confirm": None})
        elif isinstance(entry, DropDeal):
            options.append({"label": tr("Walk away from the deal"), "detail": "", "action": _enc(entry),
                            "primary": False, "confirm": tr("Walk away from this deal?")})
        elif isinstance(entry, CancelDeal):
            options.append({"label": tr("Withdraw deal %1").replace("%1", str(entry.deal)),
                            "detail": tr("its bills go back, its tokens go"), "action": _enc(entry),
                            "primary": False, "confirm": tr("Withdraw this deal?")})
        elif isinstance(entry, EndTurn):
            options.append({"label": tr("End your turn"), "detail": tr("every deal of this turn is final"),
                            "action": _enc(entry), "primary": True, "confirm": None})
    if swaps:
        forms.append(_swap_form(swaps[0], names))
    out: list[dict[str, Any]] = []
    if options:
        out.append({"kind": "choice", "prompt": tr("Your decision"), "options": options})
    return out + forms


def _swap_form(space: SwapSpace, names: tuple[str, ...]) -> dict[str, Any]:
    hand = sorted(set(space.hand))
    takes: list[list[int | None]] = [[pile, bill] for pile, bill in space.takes]
    items = [
        {"value": pair, "label": tr("Top of the deck") if pair[0] is None else bill_label(pair[1] or 0),
         "detail": "" if pair[0] is None else tr("from %1's discard pile").replace("%1", names[pair[0]])}
        for pair in takes
    ]
    return {
        "kind": "form", "prompt": tr("Swap first (optional): discard one bill and take another"),
        "fields": [
            {"name": "discard", "label": tr("Give up"), "type": "one",
             "items": [{"value": b, "label": bill_label(b), "detail": ""} for b in hand], "default": hand[0]},
            {"name": "take", "label": tr("Take"), "type": "one", "into": ["pile", "bill"], "items": items,
             "default": takes[0]},
        ],
        "action": {"kind": "swap", "seat": space.seat, "discard": hand[0], "pile": None, "bill": None},
        "submit": tr("Swap"), "preview": False,
    }


def _terms_form(view: LegislationView, space: TermsSpace, names: tuple[str, ...]) -> dict[str, Any]:
    fields: list[dict[str, Any]] = []
    opening = space.partners != (None,)
    if opening:
        fields.append({"name": "partner", "label": tr("Deal with"), "type": "one",
                       "items": [{"value": p, "label": names[p] if p is not None else "", "detail": ""}
                                 for p in space.partners],
                       "default": space.partners[0]})
    fields.append({"name": "give", "label": tr("Bills you give"), "type": "some",
                   "items": _hand_items(view, space.hand), "min": 0, "max": len(space.hand), "default": []})
    if space.token_bills:
        fields.append({
            "name": "tokens", "label": tr("Tokens you take (your promise how to vote)"), "type": "each",
            "items": [{"value": b, "label": bill_label(b), "detail": ""} for b in space.token_bills],
            "choices": [{"value": None, "label": tr("none")},
                        {"value": Token.PLEDGE.value, "label": tr("Pledge Yay")},
                        {"value": Token.ANTI_PLEDGE.value, "label": tr("Anti-pledge Nay")}],
            "default": [],
        })
    return {
        "kind": "form",
        "prompt": tr("Offer a deal") if opening else tr("Change your terms (this also agrees to them)"),
        "fields": fields,
        "action": {"kind": "terms", "seat": space.seat, "partner": None, "give": [], "tokens": []},
        "submit": tr("Offer") if opening else tr("Change terms"), "preview": False,
    }


def screen(view: LegislationView, legal: tuple[Any, ...], seat: int, names: tuple[str, ...]) -> Block:
    """The seat's phone screen (docs/phone-protocol.md): its view and its listing, nothing else."""
    mine = seat in view.to_act or any(not isinstance(e, DropDeal) for e in legal)
    blocks: list[dict[str, Any]] = []
    rep = view.table.representatives[seat]
    blocks.append({"kind": "facts", "rows": [
        [tr("Your Representative"), rep_name(rep)],
        [tr("Your score"), str(view.table.scores[seat])],
        [tr("Round"), phase_name(view.phase.value)],
    ]})
    if view.phase is Phase.OVER:
        best = max(view.table.scores)
        winners = [names[s] for s, score in enumerate(view.table.scores) if score == best]
        blocks.append({"kind": "heading", "text": tr("The session is over")})
        blocks.append({"kind": "text", "tone": "good",
                       "text": tr("Won by %1 with %2 pts").replace("%1", ", ".join(winners))
                       .replace("%2", str(best))})
    blocks += _vote_blocks(view, names)  # what is decided on comes before the decision
    blocks += _deal_blocks(view, names)
    blocks += _decisions(view, legal, names) if legal else []
    if view.discarded is not None:
        chosen = ", ".join(str(b) for b in view.discarded) or tr("nothing")
        blocks.append({"kind": "text", "tone": "hint",
                       "text": tr("You chose to discard: %1").replace("%1", chosen)})
    if view.hand:
        blocks.append({"kind": "cards", "title": tr("Your hand"),
                       "cards": [_bill_card(view, b, names) for b in view.hand]})
    blocks += _on_deck(view, names)
    blocks.append(_seat_rows(view, names))
    passed = ", ".join(str(b) for b in view.table.passed) or "—"
    failed = ", ".join(str(b) for b in view.table.failed) or "—"
    blocks.append({"kind": "facts", "rows": [[tr("Passed"), passed], [tr("Failed"), failed],
                                             [tr("Deck"), str(view.table.deck_count)]]})
    title = tr("Legislation — round %1").replace("%1", str(view.round_no + 1))
    return {"title": title, "status": _status(view, seat, names, mine and bool(legal)),
            "your_turn": bool(legal) and mine, "blocks": blocks}
