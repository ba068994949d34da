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
from desktop.starward.choices import planet_label, slot_label
from desktop.starward.faces import deck_card_face, planet_front_face
from desktop.starward.names import card_name, resource_name, role_name, stack_name, tr, type_name
from desktop.starward.phone.table import card_line
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
from games.starward.cards import ROLES, STACK_OF_ROLE, Stack, card
from games.starward.legal import MembersSpace, TuckSpace
from games.starward.views import PromptKind, StarwardView

encode = Encoder(ACTION_TYPES)
# What a leader counts instead of the missing role card once a stack is empty (rules §3.2, R14; as
# desktop/starward/display.py's SUBSTITUTE, which lives beside a widget).
SUBSTITUTE = {Stack.SURVEY: 1, Stack.WARFARE: 1, Stack.COLONIZE: 0, Stack.PRODUCE_TRADE: 1, Stack.RESEARCH: 1}


def hint(view: StarwardView, names: tuple[str, ...]) -> str:
    """What the seat is asked, in words (desktop/starward/board.py's hint before anything is picked)."""
    p = view.prompt
    if p is None:
        return ""
    kind = p.kind
    if kind is PromptKind.ACTION:
        return tr("Action phase: pick a card to play for its action, or skip to the role.")
    if kind is PromptKind.ROLE:
        return tr("Choose a role. Everyone else may follow it or dissent.")
    if kind in (PromptKind.BOOST, PromptKind.RESPOND):
        assert p.role is not None
        role = role_name(p.role)
        if kind is PromptKind.BOOST:
            return (
                tr("Boost %1 with cards showing its symbol: you count %2.")
                .replace("%1", role)
                .replace("%2", str(p.base))
            )
        leader = names[view.turn.leader]
        if not p.may_follow:
            return (
                tr("%1 chose %2. You cannot follow it: dissent and draw a card.")
                .replace("%1", leader)
                .replace("%2", role)
            )
        return (
            tr("%1 chose %2. Follow with cards showing its symbol (you count %3), or dissent and draw.")
            .replace("%1", leader)
            .replace("%2", role)
            .replace("%3", str(p.base))
        )
    if kind is PromptKind.KEEP:
        return tr("Survey: keep one of these planets face down in your Empire; the rest go unseen.")
    if kind is PromptKind.ATTACK:
        if p.bonus:
            return tr(
                "Warfare (%1): take %n fighter(s), or attack one of your planets instead.", "", p.count
            ).replace("%1", str(p.count))
        return tr("Attack one of your face-down planets, or decline.")
    if kind is PromptKind.COLONIZE:
        words = tr("Colonize (%1): tuck each card under one of your face-down planets.").replace(
            "%1", str(p.count)
        )
        return words + (" " + tr("Or settle a planet instead.") if p.bonus else "")
    if kind is PromptKind.PRODUCE:
        return tr("Produce: fill up to %n empty slot(s) of your face-up planets.", "", p.count)
    if kind is PromptKind.TRADE:
        return tr("Trade: return up to %n resource(s), 1 influence each.", "", p.count)
    if kind is PromptKind.RESEARCH:
        return tr("Research (%1 symbols): take one technology that qualifies, or none.").replace(
            "%1", str(p.count)
        )
    if kind is PromptKind.REMOVE:
        return tr("You may remove cards in your hand from the game (at most %1).").replace(
            "%1", tr("any number") if p.count < 0 else str(p.count)
        )
    words = tr("Cleanup: discard any cards you like, then draw up to your hand limit of %1.").replace(
        "%1", str(p.hand_limit)
    )
    if p.must_discard:
        words += " " + tr("You hold too many: discard at least %n.", "", p.must_discard)
    return words


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
    me = view.table.empires[seat]
    counts = dict(view.table.stacks)
    options = []
    for r in roles:
        stack = STACK_OF_ROLE[r.role]
        left = counts.get(stack, 0)
        you = me.symbols[ROLES.index(r.role)] + (1 if left else SUBSTITUTE[stack])
        detail = (tr("%n card(s) in its stack.", "", left) if left else tr("Its stack is empty.")) + " "
        detail += tr("You would count %1 before boosting.").replace("%1", str(you))
        options.append(option(role_name(r.role), encode(r), detail))
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
