"""Starward's bots, which read only their seat's view (its `prompt` lists every choice, `legal` every move).

`random_action`: a move drawn from the seat's listing (`StarwardView.legal`, games/starward/legal.py), by
kind at the rates that try every kind of move now and then (the simulator's and the tests' bot); a
space's `draw` picks its cards, slots or way to play as this bot always has (spaces.py).
`basic_action`: the Basic bot, which chooses by simple value — the role whose effect does most for it
now, follows when the role helps it, boosts with every card that counts, settles and attacks when it
can, and researches the most valuable technology it qualifies for.
"""

from __future__ import annotations

import random

from games.core.actions import Action
from games.core.frozen import quick
from games.core.legal import Legal, Listing
from games.starward.actions import (
    Attack,
    Boost,
    ChooseRole,
    Cleanup,
    Colonize,
    Dissent,
    EndActions,
    Follow,
    KeepPlanet,
    PlayAction,
    Produce,
    RemoveCards,
    Research,
    Trade,
)
from games.starward.card_actions import effect_of
from games.starward.cards import (
    COLONIZE,
    PRODUCE,
    ROLES,
    SURVEY,
    TRADE,
    WARFARE,
    Kind,
    PlanetType,
    Symbol,
    card,
)
from games.starward.draws import choice
from games.starward.legal import (
    BOOSTS,
    CLEANUPS,
    DISSENTS,
    ENDS,
    FOLLOWS,
    PRODUCES,
    ROLE_MOVES,
    attack_moves,
    fewest_followed,
    keep_moves,
    settle_moves,
)
from games.starward.research import QUALIFIES, reason
from games.starward.spaces import (
    CARD_SHARE,
    DISCARD_SHARE,
    FullPick,
    draw_discard,
    draw_full,
    draw_play,
    draw_share,
    draw_tucks,
)
from games.starward.views import EmpireView, Prompt, PromptKind, StarwardView

# The kinds under plain names (Python 3.11 reads a member off an Enum class ten times slower).
_ACTION, _ROLE, _BOOST, _RESPOND, _CLEANUP = (
    PromptKind.ACTION,
    PromptKind.ROLE,
    PromptKind.BOOST,
    PromptKind.RESPOND,
    PromptKind.CLEANUP,
)
_KEEP, _ATTACK, _COLONIZE, _PRODUCE, _TRADE, _RESEARCH, _REMOVE = (
    PromptKind.KEEP,
    PromptKind.ATTACK,
    PromptKind.COLONIZE,
    PromptKind.PRODUCE,
    PromptKind.TRADE,
    PromptKind.RESEARCH,
    PromptKind.REMOVE,
)
_POLITICS = Kind.POLITICS

# How often the Random bot makes each kind of move it may (tests/starward/test_random_mix.py pins the mix)
PURGE_CHANCE = 0.05  # Lean Administration / Ruthless Efficiency, when it may (at any decision of its turn)
FOLLOW_CHANCE = 0.6  # follow rather than dissent
ROLE_FIRST_CHANCE = 0.3  # Supply Lines: choose the role before the action
END_CHANCE = 0.25  # end the action phase rather than play a card
SETTLE_CHANCE = 0.5  # Colonize with the leader bonus: settle rather than tuck
ATTACK_CHANCE = 0.7  # Warfare's bonus: attack rather than take fighters
NO_RESEARCH_CHANCE = 0.1  # take no technology though one qualifies
# Every kind but trading, researching and removing cards (99 moves in 100) reads its part without making
# the listing object: the very moves the listing shares (DISSENTS, ROLE_MOVES, ENDS, keep_moves,
# attack_moves, settle_moves), or its space's draw over the prompt's items, which the space is made of
# (legal.py), so that only the drawn move is made. Off, every move is drawn from `view.legal`:
# tests/starward/test_random_listing.py plays the same games either way.
SHORTCUTS = True

# The Basic bot's moves, built without the frozen dataclass's per-field setattr
# (games.core.frozen.quick): they are the very same frozen actions.
_play, _end, _choose, _boost, _follow, _dissent, _keep = (
    quick(PlayAction),
    quick(EndActions),
    quick(ChooseRole),
    quick(Boost),
    quick(Follow),
    quick(Dissent),
    quick(KeepPlanet),
)
_attack, _colonize, _produce, _trade, _research, _remove, _cleanup = (
    quick(Attack),
    quick(Colonize),
    quick(Produce),
    quick(Trade),
    quick(Research),
    quick(RemoveCards),
    quick(Cleanup),
)


def _me(view: StarwardView) -> EmpireView:
    assert view.seat is not None
    return view.table.empires[view.seat]


def random_action(view: StarwardView, rng: random.Random) -> Action:
    """A move of the seat's listing: a kind drawn at the bot's rates (above), then a move of that part
    (a member of a space as its `draw` picks it). The commonest kinds are read without making the listing
    (SHORTCUTS)."""
    seat = view.seat
    prompt = view.prompt
    if seat is None or prompt is None:
        raise ValueError("this seat has nothing to do now")
    kind = prompt.kind
    chance = rng.random
    if prompt.remove_most is not None and view.hand and chance() < PURGE_CHANCE:
        return _drawn(view.legal.part("remove"), rng)
    # The commonest kinds first: with 3-5 seats most moves are responses; then one of each a turn.
    if kind is _RESPOND:
        if prompt.may_follow and chance() < FOLLOW_CHANCE:
            if SHORTCUTS:  # the "follow" part's space over the prompt's cards, drawn without making it
                return draw_share(FOLLOWS[seat], prompt.cards, fewest_followed(prompt), CARD_SHARE, rng)
            return _drawn(view.legal.part("follow"), rng)
        return DISSENTS[seat][0] if SHORTCUTS else _plain(view.legal.part("dissent")[0])
    if kind is _ROLE:
        if SHORTCUTS:
            return choice(rng, ROLE_MOVES[seat])
        return _plain(choice(rng, view.legal.part("roles")))
    if kind is _BOOST:
        if SHORTCUTS:
            return draw_share(BOOSTS[seat], prompt.cards, 0, CARD_SHARE, rng)
        return _drawn(view.legal.part("boost"), rng)
    if kind is _CLEANUP:
        if SHORTCUTS:
            return draw_discard(CLEANUPS[seat], prompt.cards, prompt.must_discard, DISCARD_SHARE, rng)
        return _drawn(view.legal.part("cleanup"), rng)
    if kind is _ACTION:
        if prompt.role_first and chance() < ROLE_FIRST_CHANCE:
            return _plain(choice(rng, view.legal.part("roles")))
        if chance() < END_CHANCE:
            return ENDS[seat][0] if SHORTCUTS else _plain(view.legal.part("end")[0])
        if SHORTCUTS:  # the "plays" part: a space for each hand card, only the drawn card's drawn from
            return draw_play(seat, prompt, choice(rng, prompt.cards), rng)
        play = choice(rng, view.legal.part("plays"))
        assert not isinstance(play, Action)
        return play.draw(rng)
    if kind is _KEEP:
        if SHORTCUTS:
            return choice(rng, keep_moves(seat, len(prompt.looking)))
        return _plain(choice(rng, view.legal.part("keep")))
    if kind is _ATTACK:  # taking fighters (or declining), then each planet to attack
        attacks = attack_moves(seat, prompt.attackable) if SHORTCUTS else view.legal.part("attack")
        if len(attacks) > 1 and chance() < ATTACK_CHANCE:
            return _plain(choice(rng, attacks[1:]))
        return _plain(attacks[0])
    if kind is _COLONIZE:
        if SHORTCUTS:  # the "colonize" part: the tucks (a space), then the settles the bonus allows
            settles = settle_moves(seat, prompt.settleable)
            if settles and (chance() < SETTLE_CHANCE or not prompt.cards):
                return choice(rng, settles)
            return draw_tucks(seat, prompt.cards, prompt.face_down, rng)
        return _colonizing(view.legal, prompt, rng)
    if kind is _PRODUCE:
        if SHORTCUTS:
            return draw_full(PRODUCES[seat], prompt.slots, prompt.count, rng)
        return _drawn(view.legal.part("produce"), rng)
    legal = view.legal
    if kind is _TRADE:
        return _trading(legal.part("trade"), rng)
    if kind is _RESEARCH:
        return _researching(legal.part("research"), rng)
    return _drawn(legal.part("remove"), rng)  # REMOVE: the cards a Datasphere draw lets go


def _plain(entry: Legal) -> Action:
    """A listed entry that is one move (the parts of roles, dissent, ending, planets are never spaces)."""
    assert isinstance(entry, Action), entry
    return entry


def _drawn(part: tuple[Legal, ...], rng: random.Random) -> Action:
    """The move of a part that is one space (boost, follow, cleanup, produce, remove), as it draws."""
    space = part[0]
    assert not isinstance(space, Action), space
    return space.draw(rng)


def _colonizing(legal: Listing, prompt: Prompt, rng: random.Random) -> Action:
    """Settle a planet with the leader bonus half the time it may (always when no card was played for the
    role), else tuck the cards."""
    entries = legal.part("colonize")  # the tucks (a space, when a planet is face down), then the settles
    settles = [e for e in entries if isinstance(e, Action)]
    if settles and (rng.random() < SETTLE_CHANCE or not prompt.cards):
        return choice(rng, settles)
    return _drawn(entries, rng)


def _trading(spaces: tuple[Legal, ...], rng: random.Random) -> Action:
    """As many goods as may be traded, then fighters (Arms Exchange) for what is left: the space of that
    many fighters, with those goods."""
    goods = spaces[0]  # no fighters
    assert isinstance(goods, FullPick)
    drawn = goods.draw(rng)
    assert isinstance(drawn, Trade)
    left = min(len(spaces) - 1, goods.high - len(drawn.goods))
    fighters = rng.randint(0, left) if left > 0 else 0
    if not fighters:
        return drawn
    with_fighters = spaces[fighters]
    assert isinstance(with_fighters, FullPick)
    return with_fighters.picking(drawn.goods)


def _researching(entries: tuple[Legal, ...], rng: random.Random) -> Action:
    """Now and then no technology though one qualifies; else one of them, and a permanent one's face."""
    first_faces = [e for e in entries if isinstance(e, Research) and e.technology is not None and e.face == 0]
    if not first_faces or rng.random() < NO_RESEARCH_CHANCE:
        return _plain(entries[0])
    taken = choice(rng, first_faces)
    assert taken.technology is not None
    if not _permanent(taken.technology) or not rng.randint(0, 1):
        return taken
    return _plain(entries[entries.index(taken) + 1])  # its other face, listed next


def _permanent(card_id: int) -> bool:
    tech = card(card_id).tech
    return tech is not None and tech.permanent


# --- the Basic bot ------------------------------------------------------------------------------


def _symbols(cards: tuple[int, ...], role: Symbol) -> int:
    return sum(card(c).symbols.count(role) for c in cards)


def _role_value(view: StarwardView, role: Symbol) -> float:
    """Roughly how much choosing `role` now would gain the seat (influence-ish units)."""
    me = _me(view)
    hand = view.hand
    stacks = dict(view.table.stacks)
    from games.starward.cards import STACK_OF_ROLE

    has_card = stacks[STACK_OF_ROLE[role]] > 0
    count = (
        _symbols(hand, role) + me.symbols[ROLES.index(role)] + (1 if has_card or role is not COLONIZE else 0)
    )
    down = [p for p in me.planets if not p.face_up]
    if role is SURVEY:
        return 1.5 + 0.3 * count if len(down) < 2 else 0.3
    if role is WARFARE:
        if any(p.attack_cost <= me.fighters and p.front for p in down):
            return 4.0
        return 0.5 * count if down else 0.2
    if role is COLONIZE:
        if not down:
            return 0.0
        best = min(p.back.colonize_cost - p.colony_count - me.symbols[2] for p in down)
        if best <= 0:
            return 4.5
        return 0.8 * min(count, best) / max(best, 1) * 3
    free = sum(1 for p in me.planets if p.face_up and not p.barren for g in p.goods if not g)
    held = sum(sum(p.goods) for p in me.planets)
    if role is PRODUCE:
        return 0.6 * min(count, free)
    if role is TRADE:
        return 1.1 * min(count, held)
    # Research
    if count >= 3:
        kinds: dict[PlanetType, int] = {}
        for p in me.planets:
            if p.face_up and p.front is not None:
                kinds[p.front.type] = kinds.get(p.front.type, 0) + 1
        for tech_id in view.table.technologies:
            tech = card(tech_id).tech
            assert tech is not None
            if reason(tech, count, kinds.get(tech.type, 0)) is QUALIFIES:
                return 2.0 + tech.influence
    return 0.1


def _follow_useful(view: StarwardView, prompt: Prompt) -> bool:
    role = prompt.role
    me = _me(view)
    count = prompt.base + _symbols(prompt.cards, role) if role is not None else 0
    if role is SURVEY:
        return count >= 2 and sum(1 for p in me.planets if not p.face_up) < 2
    if role is WARFARE:
        return count >= 1
    if role is COLONIZE:
        return bool(prompt.cards) and bool(prompt.face_down)
    if role is PRODUCE:
        return any(not g for p in me.planets if p.face_up and not p.barren for g in p.goods)
    if role is TRADE:
        return any(any(p.goods) for p in me.planets)
    return count >= 3


def basic_action(view: StarwardView, rng: random.Random) -> Action:
    seat = view.seat
    prompt = view.prompt
    if seat is None or prompt is None:
        raise ValueError("this seat has nothing to do now")
    kind = prompt.kind
    me = _me(view)
    if kind is _ACTION:
        for c in prompt.cards:
            effect = effect_of(c)
            if effect in ("colonize", "convoys") and prompt.settleable:
                return _play(seat, c, settle=(prompt.settleable[0],))
            if effect in ("warfare", "wings", "blitz") and prompt.attackable:
                return (
                    draw_play(seat, prompt, c, rng)
                    if effect == "blitz"
                    else _play(seat, c, attack=(prompt.attackable[0],))
                )
            if effect == "produce_trade" and prompt.goods:
                return _play(seat, c, trade=(prompt.goods[0],))
            if effect in ("consulate", "scanners", "datasphere", "archive", "muster", "pathfinder", "survey"):
                return draw_play(seat, prompt, c, rng)
        return _end(seat)
    if kind is _ROLE:
        values = {role: _role_value(view, role) + rng.random() * 0.2 for role in ROLES}
        return _choose(seat, max(values, key=values.__getitem__))
    if kind is _BOOST:
        return _boost(seat, prompt.cards)
    if kind is _RESPOND:
        if prompt.may_follow and _follow_useful(view, prompt):
            return _follow(seat, prompt.cards)
        return _dissent(seat)
    if kind is _KEEP:
        best = min(
            range(len(prompt.looking)),
            key=lambda i: (prompt.looking[i].colonize_cost, -prompt.looking[i].influence),
        )
        return _keep(seat, best)
    if kind is _ATTACK:
        return _attack(seat, prompt.attackable[0] if prompt.attackable else None)
    if kind is _COLONIZE:
        if prompt.settleable:
            return _colonize(seat, settle=prompt.settleable[0])
        target = min(
            prompt.face_down, key=lambda i: me.planets[i].back.colonize_cost - me.planets[i].colony_count
        )
        return _colonize(seat, tuple((c, target) for c in prompt.cards))
    if kind is _PRODUCE:
        return _produce(seat, prompt.slots[: prompt.count])
    if kind is _TRADE:
        goods = prompt.goods[: prompt.count]
        return _trade(seat, goods, min(prompt.tradeable_fighters, prompt.count - len(goods)))
    if kind is _RESEARCH:
        qualifying = [o for o in prompt.technologies if o.qualifies]
        if not qualifying:
            return _research(seat, None)
        pick = max(qualifying, key=lambda o: (card(o.technology).influence, o.level))
        return _research(seat, pick.technology, 0)
    if kind is _REMOVE:
        politics = tuple(c for c in prompt.cards if card(c).kind is _POLITICS)
        most = len(politics) if prompt.count < 0 else prompt.count
        return _remove(seat, politics[:most])
    # CLEANUP: discard what counts least (Politics first), as many as the limit needs
    order = sorted(prompt.cards, key=lambda c: (card(c).kind is not _POLITICS, card(c).influence))
    return _cleanup(seat, tuple(order[: prompt.must_discard]))


class BasicStarwardBot:
    """The Basic bot as a `games.core.bots.Bot`, with dice of its own (`Game.basic_bot`)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def act(self, view: StarwardView) -> Action:
        return basic_action(view, self.rng)
