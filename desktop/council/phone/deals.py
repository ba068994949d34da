"""Galactic Council on a phone: offering a transaction, one form over every partner the seat may deal with.

The listing holds a DealSpace per partner (and one more with Black Market Dealings): the form's items
are their union, in the order each space lists them, so every deal of every space can be put together;
the table refuses, in words, one put together that is not allowed with that partner (council.preview
says so too, for a page that asks).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.council.names import any_card_name, item_label, tr
from desktop.phone.screen_parts import Block, field, form, item
from games.council.actions import ProposeDeal
from games.council.legal import DealSpace

GIVE_ORDER = ("note", "card", "relic", "secret", "tg", "play")  # the order DealSpace lists what it gives
ASK_ORDER = ("card", "relic", "secret", "note", "tg")  # and what it asks for


def _union(sides: Sequence[Sequence[tuple[str, int]]], order: tuple[str, ...]) -> list[str]:
    """Every item of the spaces' sides, each as often as its largest cap, kinds in `order`."""
    caps: dict[str, int] = {}
    for side in sides:
        for value, cap in side:
            caps[value] = max(caps.get(value, 0), cap)
    listed = sorted(
        caps, key=lambda v: order.index(v.partition(":")[0]) if v.partition(":")[0] in order else 9
    )
    return [value for value in listed for _ in range(caps[value])]


def _label(value: str, names: tuple[str, ...], owners: dict[str, int]) -> str:
    kind, _, rest = value.partition(":")
    if kind == "play":
        return tr("Play %1 with it").replace("%1", any_card_name(rest))
    if kind == "relic" and value in owners:
        return tr("%1 (%2's)").replace("%1", any_card_name(rest)).replace("%2", names[owners[value]])
    return item_label(value, names)


def deal_form(spaces: Sequence[DealSpace], names: tuple[str, ...]) -> Block | None:
    """One form: the partner, what this seat gives and what it asks for (trade goods as amounts)."""
    if not spaces:
        return None
    seat = spaces[0].seat
    partners = list(dict.fromkeys(s.partner for s in spaces))
    owners: dict[str, int] = {}  # a partner's relic, named with its holder
    for s in spaces:
        for value, _cap in s.ask:
            if value.startswith("relic:"):
                owners[value] = s.partner
    give_tg = max(s.give_tg for s in spaces)
    ask_tg = max(s.ask_tg for s in spaces)
    give = _union([s.give for s in spaces], GIVE_ORDER)
    give += [f"tg:{n}" for n in range(1, give_tg + 1)]
    give += list(dict.fromkeys(s.play for s in spaces if s.play))
    get = _union([s.ask for s in spaces], ASK_ORDER)
    get += [f"tg:{n}" for n in range(1, ask_tg + 1)]

    def listed(values: list[str]) -> list[dict[str, Any]]:
        return [item(v, _label(v, names, owners)) for v in values]

    fields = [
        field("to", tr("With"), "one", [item(p, names[p]) for p in partners], 1, 1, None),
        field("give", tr("You give"), "some", listed(give), 0, len(give), []),
        field("get", tr("You ask for"), "some", listed(get), 0, len(get), []),
    ]
    prompt = tr(
        "Offer a transaction: one per pair of players on each agenda; the other side accepts or refuses."
    )
    template = {"kind": ProposeDeal.kind, "seat": seat, "to": partners[0], "give": [], "get": []}
    # Previewed (council.preview says whether this deal may be offered to that partner, in words): the
    # page asks once per set of picks on a screen, a moment after the last change, never on a redraw.
    return form(prompt, fields, template, tr("Offer"), preview=True)
