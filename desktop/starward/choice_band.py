"""The band above the Starward hand: chips for the planets, slots, stacks and cards a move needs."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from desktop.starward.choices import Picks, planet_label, slot_label
from desktop.starward.names import card_name, resource_name, stack_name, tr
from desktop.starward.technologies import face_choice, technology
from desktop.table.flow_layout import FlowLayout
from games.starward.card_actions import FIELDS, MOST_ATTACKS, effect_of
from games.starward.cards import Resource
from games.starward.views import Prompt, PromptKind, StarwardView

CHIP_HEIGHT = 34  # the felt's buttons (desktop/table/felt.py)


@dataclass(frozen=True)
class PickHandlers:
    """What the band's chips do when clicked: the board records the pick and lays the table out again."""

    pick: Callable[[str, Any, int], None]  # (field, value, most)
    tuck: Callable[[int, int], None]  # (card, planet)
    set_fighters: Callable[[int], None]
    pick_face: Callable[[int], None]


def title_label(text: str) -> QLabel:
    """A choice's title in the band, as tall as the chips beside it and centred on them."""
    label = QLabel(text)
    label.setObjectName("SeatStatus")
    label.setMinimumHeight(CHIP_HEIGHT)
    label.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
    return label


def pick_key(value: object) -> str:
    """A stable object name part for a pick (a planet, a slot, a stack, a resource)."""
    if isinstance(value, tuple):
        return "_".join(str(v) for v in value)
    return str(getattr(value, "value", value))


def attack_text(view: StarwardView, index: int) -> str:
    """An own planet to attack, with the fighters it costs."""
    assert view.seat is not None  # only a seat with a prompt attacks
    me = view.table.empires[view.seat]
    cost = next(p.attack_cost for p in me.planets if p.index == index)
    return tr("%1 (%n fighter(s))", "", cost).replace("%1", planet_label(view, index))


def choice_band(
    view: StarwardView,
    seat: int | None,
    prompt: Prompt | None,
    picks: Picks,
    chip_buttons: dict[str, QPushButton],
    on: PickHandlers,
) -> QWidget | None:
    """The band for `prompt` and the picks so far (its chips go into `chip_buttons` by "field:key"); None when
    the move needs nothing picked there."""
    p = prompt
    if p is None:
        return None
    band = QWidget()
    band.setObjectName("ActionBar")
    column = QVBoxLayout(band)
    column.setContentsMargins(14, 4, 14, 2)
    column.setSpacing(2)
    # Every title and chip flows left to right and wraps like words: the band takes as few lines as
    # the width allows, so the Empires above keep their height however many choices there are.
    flow = FlowLayout(spacing=6)
    column.addLayout(flow)
    me = view.table.empires[seat] if seat is not None else None

    def chips(title: str, field: str, values: list[tuple[Any, str]], most: int) -> None:
        if not values:
            return
        row = flow
        label = title_label(title)
        row.addWidget(label)
        for value, text in values:
            button = QPushButton(text)
            button.setObjectName(f"chip_{field}_{pick_key(value)}")
            button.setCheckable(True)
            count = picks.of(field).count(value)
            button.setChecked(count > 0)
            if count:  # a mark as well as the pressed look: the felt's buttons barely show it
                button.setText(f"✓ {text}" + (f" ×{count}" if count > 1 else ""))
            button.clicked.connect(lambda _c=False, v=value: on.pick(field, v, most))
            chip_buttons[f"{field}:{pick_key(value)}"] = button
            row.addWidget(button)

    kind = p.kind
    if kind is PromptKind.ACTION and picks.action_card is not None and me is not None:
        card_id = picks.action_card
        effect = effect_of(card_id)
        fields = FIELDS[effect]
        if "attack" in fields:
            chips(tr("Attack:"), "attack", [(i, attack_text(view, i)) for i in p.attackable],
                  MOST_ATTACKS.get(effect, 1))  # fmt: skip
        if "settle" in fields:
            chips(tr("Settle:"), "settle", [(i, planet_label(view, i)) for i in p.settleable],
                  2 if effect == "convoys" else 1)  # fmt: skip
        if "tuck" in fields:
            chips(tr("Tuck it under:"), "tuck", [(i, planet_label(view, i)) for i in p.face_down], 1)
        if "produce" in fields:
            chips(tr("Produce on:"), "produce", [(s, slot_label(view, s)) for s in p.slots],
                  2 if effect == "foundries" else 1)  # fmt: skip
        if "trade" in fields:
            goods: list[tuple[Any, str]] = [(g, slot_label(view, g)) for g in p.goods]
            if p.tradeable_fighters:
                goods.append(("fighter", tr("a fighter")))
            chips(tr("Trade:"), "trade", goods, 1)
        if "remove" in fields:
            others = [(c, card_name(c)) for c in view.hand if c != card_id]
            chips(tr("Remove from the game:"), "remove", others, 2)
        if "stacks" in fields:
            need = 2 if effect == "synthetic" else 1
            chips(tr("Take the top card of:"), "stacks", [(s, stack_name(s)) for s in p.stacks], need)
        if "resource" in fields:
            chips(tr("Name a resource:"), "resource", [(r, resource_name(r)) for r in Resource], 1)
    elif kind is PromptKind.ATTACK and me is not None:
        chips(tr("Attack:"), "attack", [(i, attack_text(view, i)) for i in p.attackable], 1)
    elif kind is PromptKind.COLONIZE and me is not None:
        for card_id in p.cards:
            row = flow
            label = title_label(tr("Tuck %1 under:").replace("%1", card_name(card_id)))
            row.addWidget(label)
            for planet in p.face_down:
                picked = picks.tucks.get(card_id) == planet
                button = QPushButton(("✓ " if picked else "") + planet_label(view, planet))
                button.setObjectName(f"chip_tuck_{card_id}_{planet}")
                button.setCheckable(True)
                button.setChecked(picked)
                button.clicked.connect(lambda _c=False, c=card_id, pl=planet: on.tuck(c, pl))
                row.addWidget(button)
        if p.bonus:
            chips(
                tr("Or settle instead:"),
                "settle",
                [(i, planet_label(view, i)) for i in p.settleable],
                1,
            )
    elif kind is PromptKind.PRODUCE and me is not None:
        chips(
            tr("Produce on:"),
            "produce",
            [(s, slot_label(view, s)) for s in p.slots],
            max(0, p.count),
        )
    elif kind is PromptKind.TRADE and me is not None:
        chips(tr("Trade:"), "trade", [(g, slot_label(view, g)) for g in p.goods], max(0, p.count))
        if p.tradeable_fighters:
            row = flow
            label = title_label(tr("Fighters to trade:"))
            spin = QSpinBox()
            spin.setObjectName("trade_fighters")
            spin.setRange(0, min(p.tradeable_fighters, max(0, p.count)))
            spin.setValue(picks.fighters)
            spin.setAccessibleName(tr("Fighters to trade"))
            spin.valueChanged.connect(on.set_fighters)
            row.addWidget(label)
            row.addWidget(spin)
    elif kind is PromptKind.RESEARCH and picks.tech is not None:
        if technology(picks.tech).permanent:
            column.addWidget(face_choice(picks.tech, picks.face, on.pick_face))
    if flow.count() == 0 and column.count() == 1:
        band.deleteLater()
        return None
    return band
