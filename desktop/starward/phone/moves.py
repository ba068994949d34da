"""Starward on a phone: every move in the seat's listing as choice and form blocks, worded from its view."""

from __future__ import annotations

from collections.abc import Sequence

from desktop.phone.screen_parts import (
    Block,
    Encoder,
    choice,
    field,
    form,
    item,
    option,
    pick_form,
    plain,
)
from desktop.starward.card_words import world_words
from desktop.starward.choices import Picks, planet_label, slot_label
from desktop.starward.faces import deck_card_face, planet_front_face
from desktop.starward.hints import hint as board_hint
from desktop.starward.names import card_name, resource_name, role_name, stack_name, tr, type_name
from desktop.starward.phone.table import card_line
from desktop.starward.turn_lines import role_detail
from games.core.legal import Legal, PickSpace
from games.starward.actions import (
    ACTION_TYPES,
    Attack,
    ChooseRole,
    Colonize,
    Dissent,
    EndActions,
    KeepPlanet,
    PlayAction,
    Research,
    Trade,
)
from games.starward.card_actions import MOST_ATTACKS, effect_of
from games.starward.cards import card
from games.starward.legal import MembersSpace, TuckSpace
from games.starward.views import PromptKind, StarwardView

encode = Encoder(ACTION_TYPES)


def hint(view: StarwardView, names: tuple[str, ...]) -> str:
    """What the seat is asked, in words: the board's hint before anything is picked (hints.py), but for
    choosing a role, whose keys the phone has not."""
    p = view.prompt
    if p is None:
        return ""
    if p.kind is PromptKind.ROLE:
        return tr("Choose a role. Everyone else may follow it or dissent.")
    return board_hint(view, p, Picks(), names, removing=False)


def short_name(view: StarwardView) -> str:
    """The decision in a word or two, for the status line (the blocks say the rest)."""
    p = view.prompt
    if p is None:
        return ""
    return {
        PromptKind.ACTION: tr("Action"),
        PromptKind.ROLE: tr("Role choice"),
        PromptKind.BOOST: tr("Boost"),
        PromptKind.RESPOND: tr("Follow") + " / " + tr("Dissent"),
        PromptKind.KEEP: tr("Survey pick"),
        PromptKind.ATTACK: tr("Attack"),
        PromptKind.COLONIZE: tr("Colonize"),
        PromptKind.PRODUCE: tr("Produce"),
        PromptKind.TRADE: tr("Trade"),
        PromptKind.RESEARCH: tr("Research"),
        PromptKind.REMOVE: tr("Removing cards"),
        PromptKind.CLEANUP: tr("Cleanup"),
    }[p.kind]


def way_label(view: StarwardView, way: PlayAction) -> str:
    """One way to play a card for its action: what it attacks, settles, tucks, fills, trades..."""
    parts = []
    if way.attack:
        parts.append(tr("Attack:") + " " + ", ".join(planet_label(view, i) for i in way.attack))
    if way.settle:
        parts.append(tr("Settle:") + " " + ", ".join(planet_label(view, i) for i in way.settle))
    if way.tuck is not None:
        parts.append(tr("Tuck it under:") + " " + planet_label(view, way.tuck))
    if way.produce:
        parts.append(tr("Produce on:") + " " + ", ".join(slot_label(view, s) for s in way.produce))
    if way.trade:
        parts.append(tr("Trade:") + " " + ", ".join(slot_label(view, s) for s in way.trade))
    if way.fighters:
        parts.append(tr("Trade:") + " " + tr("a fighter"))
    if way.remove:
        parts.append(tr("Remove from the game:") + " " + ", ".join(card_name(c) for c in way.remove))
    if way.stacks:
        parts.append(tr("Take the top card of:") + " " + ", ".join(stack_name(s) for s in way.stacks))
    if way.resource is not None:
        parts.append(tr("Name a resource:") + " " + resource_name(way.resource))
    return "; ".join(parts)


def empty_way(card_id: int) -> str:
    """The way that picks nothing: Warfare's fighters instead of an attack, else the card as it stands."""
    if effect_of(card_id) in MOST_ATTACKS:
        return tr("take fighters")
    return tr("choosing nothing")


PICKED_WAYS = {"research": ("remove", 2), "foundries": ("produce", 2)}  # every pick of up to 2 is a way


def ways_form(view: StarwardView, space: MembersSpace, ways: list[PlayAction]) -> Block:
    """Research (other hand cards to remove) and Automated Foundries (slots to fill): every pick of up to
    two is a way, so the picks are a form rather than a long list of pairs."""
    c = ways[0].card
    name, most = PICKED_WAYS[effect_of(c)]
    if name == "remove":
        items = [item(o, card_name(o), card_line(o)) for o in view.hand if o != c]
        label = tr("Remove from the game:")
    else:
        slots = [w.produce[0] for w in ways if len(w.produce) == 1]
        items = [item(plain(slot), slot_label(view, slot)) for slot in slots]
        label = tr("Produce on:")
    fields = [field(name, label, "some", items, 0, min(most, len(items)), [])]
    prompt = tr("Play %1").replace("%1", card_name(c)) + ": " + deck_card_face(c).text
    return form(
        prompt, fields, encode(PlayAction(ways[0].seat, c)), tr("Play %1").replace("%1", card_name(c))
    )


def action_blocks(view: StarwardView, spaces: Sequence[MembersSpace]) -> list[Block]:
    """Each hand card's ways to play it for its action: one option, a choice of its own, or a form."""
    single, several = [], []
    for space in spaces:
        ways = [w for w in space.enumerate() if isinstance(w, PlayAction)]
        if not ways:
            continue
        c = ways[0].card
        label = tr("Play %1").replace("%1", card_name(c))
        detail = card_line(c)
        if len(ways) == 1:
            words = way_label(view, ways[0])
            single.append(option(label + (" · " + words if words else ""), encode(ways[0]), detail))
        elif effect_of(c) in PICKED_WAYS:
            several.append(ways_form(view, space, ways))
        else:
            options = [option(way_label(view, w) or empty_way(c), encode(w)) for w in ways]
            several.append(choice(label + ": " + deck_card_face(c).text + " — " + tr("how?"), options))
    blocks = [choice(tr("Play a card for its action"), single)] if single else []
    return blocks + several


def role_options(view: StarwardView, roles: Sequence[ChooseRole]) -> Block:
    seat = view.seat
    assert seat is not None
    options = [option(role_name(r.role), encode(r), role_detail(view, seat, r.role)) for r in roles]
    return choice(tr("Choose a role"), options)


def _tech_name(tech_id: int, side: int) -> str:
    tech = card(tech_id).tech
    return tech.faces[side].name if tech is not None and tech.faces else card_name(tech_id)


def _tech_text(tech_id: int, side: int) -> str:
    tech = card(tech_id).tech
    if tech is None:
        return ""
    return tech.faces[side].text if tech.faces else tech.text


def _tech_detail(tech_id: int, side: int) -> str:
    """A technology's level, type and influence, then its text."""
    tech = card(tech_id).tech
    if tech is None:
        return ""
    head = tr("%1 technology, level %2").replace("%1", type_name(tech.type)).replace("%2", str(tech.level))
    if tech.influence:
        head += " · " + tr("Influence: %1").replace("%1", str(tech.influence))
    return head + " — " + _tech_text(tech_id, side)


def answer_blocks(view: StarwardView, legal: Sequence[Legal], prompt: str) -> list[Block]:
    """The single answers (keep, attack, settle, research, dissent, end the actions) and the forms."""
    blocks: list[Block] = []
    options = []
    taken: list[str] = []
    p = view.prompt
    for e in legal:
        if isinstance(e, KeepPlanet) and p is not None and e.index < len(p.looking):
            found = p.looking[e.index]
            words = world_words(planet_front_face(found)).split("\n")[1:]  # below its name, on one line
            options.append(option(tr("Keep %1").replace("%1", found.name), encode(e), " · ".join(words)))
        elif isinstance(e, Attack):
            if e.planet is None:
                bonus = p is not None and p.bonus
                label = (
                    tr("Take %n fighter(s) instead", "", p.count)
                    if bonus and p is not None
                    else tr("Do not attack")
                )
                options.append(option(label, encode(e)))
            else:
                cost = dict(zip(p.attackable, p.attack_costs, strict=False)).get(e.planet, 0) if p else 0
                label = tr("%1 (%n fighter(s))", "", cost).replace("%1", planet_label(view, e.planet))
                options.append(option(tr("Attack") + ": " + label, encode(e), primary=True))
        elif isinstance(e, Colonize):
            options.append(option(tr("Settle instead") + ": " + planet_label(view, e.settle or 0), encode(e)))
        elif isinstance(e, Research):
            if e.technology is None:
                options.append(option(tr("Take no technology"), encode(e)))
            else:
                name = _tech_name(e.technology, e.face)
                copy = taken.count(name) + 1  # the supply holds two of most technologies: told apart
                taken.append(name)
                label = tr("Take %1").replace("%1", name) + (f" ({copy})" if copy > 1 else "")
                options.append(option(label, encode(e), _tech_detail(e.technology, e.face)))
        elif isinstance(e, Dissent):
            options.append(option(tr("Dissent: draw a card"), encode(e)))
        elif isinstance(e, EndActions):
            label = tr("Skip to the role") if p is not None and p.count else tr("End the action phase")
            options.append(option(label, encode(e)))
    if options:
        blocks.append(choice(prompt, options))
    return blocks


def tuck_form(view: StarwardView, space: TuckSpace) -> Block:
    """Colonize: each card played for the role goes under one of the face-down planets."""
    places = [{"value": i, "label": planet_label(view, i)} for i in space.planets]
    cards_played = [item(c, card_name(c)) for c in space.cards]
    fields = [field("tucks", tr("Tuck it under:"), "each", cards_played, 0, 0, None, choices=places)]
    return form(
        tr("Colonize: tuck each card under one of your face-down planets."),
        fields,
        encode(Colonize(space.seat)),
        tr("Tuck the cards"),
    )


def trade_form(view: StarwardView, spaces: Sequence[PickSpace]) -> Block:
    """Trade: resources to return, and fighters with Arms Exchange (previewed: together within the count)."""
    goods = spaces[0]
    most_fighters = max(getattr(s.template, "fighters", 0) for s in spaces)
    fields = [
        field(
            "goods",
            tr("Trade:"),
            "some",
            [item(plain(g), slot_label(view, g)) for g, _cap in goods.items],
            0,
            max(s.high for s in spaces),
            [],
        )
    ]
    if most_fighters:
        fields.append(field("fighters", tr("Fighters to trade:"), "number", (), 0, most_fighters, 0))
    seat = goods.template.seat
    return form(hint(view, ()), fields, encode(Trade(seat)), tr("Trade"), preview=len(spaces) > 1)


def form_blocks(view: StarwardView, legal: Sequence[Legal], names: tuple[str, ...]) -> list[Block]:
    """The picks of several items: boost, follow, produce, trade, remove, cleanup, and Colonize's tucks."""
    blocks: list[Block] = []
    trades = [e for e in legal if isinstance(e, PickSpace) and isinstance(e.template, Trade)]
    if trades:
        blocks.append(trade_form(view, trades))
    for e in legal:
        if isinstance(e, TuckSpace):
            blocks.append(tuck_form(view, e))
        if not isinstance(e, PickSpace) or e in trades:
            continue
        kind = e.template.kind

        def named(c: int) -> str:
            return card_name(c)

        if kind == "produce":
            blocks.append(
                pick_form(
                    encode,
                    e,
                    hint(view, names),
                    tr("Produce on:"),
                    tr("Produce"),
                    lambda s: slot_label(view, s),
                )
            )
        elif kind == "remove_cards":
            most = tr("any number") if e.high >= len(e.items) else str(e.high)
            prompt = tr("Pick the hand cards to remove from the game (at most %1).").replace("%1", most)
            blocks.append(
                pick_form(
                    encode,
                    e,
                    prompt,
                    tr("Remove from the game:"),
                    tr("Remove from the game"),
                    named,
                    card_line,
                )
            )
        elif kind == "boost":
            blocks.append(
                pick_form(encode, e, hint(view, names), tr("Your hand"), tr("Boost"), named, card_line)
            )
        elif kind == "follow":
            blocks.append(
                pick_form(encode, e, hint(view, names), tr("Your hand"), tr("Follow"), named, card_line)
            )
        elif kind == "cleanup":
            blocks.append(
                pick_form(
                    encode, e, hint(view, names), tr("Discard"), tr("Discard and draw"), named, card_line
                )
            )
        else:  # pragma: no cover - every PickSpace of the listing is named above
            blocks.append(pick_form(encode, e, hint(view, names), tr("Your picks"), tr("Confirm"), str))
    return blocks


def move_blocks(view: StarwardView, legal: Sequence[Legal], names: tuple[str, ...]) -> list[Block]:
    """Every move of the listing, the main decision first."""
    prompt = hint(view, names)
    blocks: list[Block] = []
    spaces = [e for e in legal if isinstance(e, MembersSpace)]
    if spaces:
        blocks += action_blocks(view, spaces)
    roles = [e for e in legal if isinstance(e, ChooseRole)]
    blocks += form_blocks(view, legal, names)
    blocks += answer_blocks(view, legal, prompt)
    if roles:
        blocks.append(role_options(view, roles))
    said: set[str] = set()
    for block in blocks:  # a prompt said once: the blocks after it that ask the same say nothing
        if block["prompt"] in said:
            block["prompt"] = ""
        said.add(block["prompt"])
    return blocks
