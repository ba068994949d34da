"""Starward's bots, which read only their seat's view (its `prompt` lists every choice).

`random_action`: a random legal move that now and then tries every kind of move (the simulator's
and the tests' bot). `basic_action`: the Basic bot, which chooses by simple value — the role whose
effect does most for it now, follows when the role helps it, boosts with every card that counts,
settles and attacks when it can, and researches the most valuable technology it qualifies for.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

from games.core.actions import Action
from games.core.frozen import quick
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
    STACKS,
    SURVEY,
    TRADE,
    WARFARE,
    Kind,
    PlanetType,
    Resource,
    Role,
    Stack,
    Symbol,
    card,
)
from games.starward.views import EmpireView, Prompt, PromptKind, StarwardView

RESOURCES = tuple(Resource)
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


# One action is made a move: built without the frozen dataclass's per-field setattr
# (games.core.frozen.quick), they are the very same frozen actions.
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

# The moves that are the same every time for a seat, made once: actions are immutable, and an equal one
# is the same move (the log keeps it as often as it is made).
_SEATS = 8
_DISSENTS = tuple(Dissent(seat) for seat in range(_SEATS))
_ENDS = tuple(EndActions(seat) for seat in range(_SEATS))
_CHOICES = tuple({role: ChooseRole(seat, role) for role in ROLES} for seat in range(_SEATS))
# and the ones that name cards, as they come: (seat, cards) -> the move
_FOLLOWS: dict[tuple[int, tuple[int, ...]], Follow] = {}
_BOOSTS: dict[tuple[int, tuple[int, ...]], Boost] = {}
_CLEANUPS: dict[tuple[int, tuple[int, ...]], Cleanup] = {}
_MOST_KEPT = 20_000  # moves kept in each before it starts again
A = TypeVar("A", bound=Action)

T = TypeVar("T")


def _sample(rng: random.Random, items: Sequence[T], k: int) -> list[T]:
    """`rng.sample(items, k)`, drawing exactly as it does: its path for small populations, written out
    (the bots sample on many moves, and random.sample's Sequence test alone costs more than this)."""
    n = len(items)
    if type(rng) is not random.Random or n > 21 or not 0 <= k <= n:
        return rng.sample(items, k)
    getrandbits = rng.getrandbits
    pool = list(items)
    chosen = []
    for i in range(k):
        left = n - i
        bits = left.bit_length()
        j = getrandbits(bits)  # random.Random._randbelow: draw until below `left`
        while j >= left:
            j = getrandbits(bits)
        chosen.append(pool[j])
        pool[j] = pool[left - 1]
    return chosen


def _choice(rng: random.Random, items: Sequence[T]) -> T:
    """`rng.choice(items)`, drawing exactly as it does (random.Random._randbelow), without its two calls."""
    n = len(items)
    if type(rng) is not random.Random or not n:
        return rng.choice(items)
    getrandbits = rng.getrandbits
    bits = n.bit_length()
    j = getrandbits(bits)
    while j >= n:
        j = getrandbits(bits)
    return items[j]


def _subset(items: Sequence[T], rng: random.Random, share: float, most: int = -1) -> tuple[T, ...]:
    draw = rng.random
    chosen = []  # a plain loop: a comprehension is one more call
    for x in items:
        if draw() < share:
            chosen.append(x)
    return tuple(chosen) if most < 0 else tuple(chosen[:most])


def _me(view: StarwardView) -> EmpireView:
    assert view.seat is not None
    return view.table.empires[view.seat]


def _stacks(prompt: Prompt, n: int, rng: random.Random) -> tuple[Stack, ...]:
    """`n` stack names to take top cards from (as many as there are cards, up to n)."""
    left = dict(zip(prompt.stacks, prompt.stack_sizes, strict=True))
    out: list[Stack] = []
    for _ in range(n):
        choices = [s for s in STACKS if left.get(s)]
        if not choices:
            break
        s = _choice(rng, choices)
        left[s] -= 1
        out.append(s)
    return tuple(out)


def _attacks(prompt: Prompt, most: int, rng: random.Random) -> tuple[int, ...]:
    costs = dict(zip(prompt.attackable, prompt.attack_costs, strict=True))
    fighters = prompt.fighters
    out: list[int] = []
    for index in _sample(rng, prompt.attackable, len(prompt.attackable)):
        cost = costs[index]
        if len(out) < most and cost <= fighters:
            out.append(index)
            fighters -= cost
    return tuple(out)


def action_for(view: StarwardView, prompt: Prompt, card_id: int, rng: random.Random) -> PlayAction:
    """A legal PlayAction for `card_id` with random choices."""
    seat = view.seat
    assert seat is not None
    effect = effect_of(card_id)
    if effect in ("warfare", "wings"):
        attack = _attacks(prompt, 1, rng) if rng.random() < 0.6 else ()
        return _play(seat, card_id, attack=attack)
    if effect == "blitz":
        return _play(seat, card_id, attack=_attacks(prompt, 2, rng))
    if effect == "colonize":
        r = rng.random()
        if prompt.settleable and r < 0.5:
            return _play(seat, card_id, settle=(_choice(rng, prompt.settleable),))
        if prompt.face_down and r < 0.95:
            return _play(seat, card_id, tuck=_choice(rng, prompt.face_down))
        return _play(seat, card_id)
    if effect == "convoys":
        settle = (_choice(rng, prompt.settleable),) if prompt.settleable else ()
        left = [i for i in prompt.face_down if i not in settle]
        return _play(
            seat, card_id, settle=settle, tuck=_choice(rng, left) if left and rng.random() < 0.8 else None
        )
    if effect == "shaping":
        return _play(seat, card_id, tuck=_choice(rng, prompt.face_down) if prompt.face_down else None)
    if effect == "produce_trade":
        if prompt.goods and rng.random() < 0.5:
            return _play(seat, card_id, trade=(_choice(rng, prompt.goods),))
        if prompt.tradeable_fighters and rng.random() < 0.3:
            return _play(seat, card_id, fighters=1)
        if prompt.slots:
            return _play(seat, card_id, produce=(_choice(rng, prompt.slots),))
        return _play(seat, card_id)
    if effect == "foundries":
        return _play(seat, card_id, produce=tuple(_sample(rng, prompt.slots, min(2, len(prompt.slots)))))
    if effect == "research":
        others = [c for c in prompt.cards if c != card_id]
        return _play(seat, card_id, remove=tuple(_sample(rng, others, min(len(others), rng.randint(0, 2)))))
    if effect == "politics":
        return _play(seat, card_id, stacks=_stacks(prompt, 1, rng))
    if effect == "synthetic":
        return _play(seat, card_id, stacks=_stacks(prompt, 2, rng))
    if effect == "contracts":
        return _play(seat, card_id, resource=_choice(rng, RESOURCES))
    return _play(seat, card_id)


def _follow_cards(prompt: Prompt, rng: random.Random) -> tuple[int, ...]:
    cards = _subset(prompt.cards, rng, 0.7)
    if not cards and (prompt.follow_needs_cards or prompt.base <= 0):
        cards = (_choice(rng, prompt.cards),)
    return cards


def random_action(view: StarwardView, rng: random.Random) -> Action:
    seat = view.seat
    prompt = view.prompt
    if seat is None or prompt is None:
        raise ValueError("this seat has nothing to do now")
    kind = prompt.kind
    if prompt.remove_most is not None and view.hand and rng.random() < 0.05:
        most = len(view.hand) if prompt.remove_most < 0 else prompt.remove_most
        return _remove(seat, tuple(_sample(rng, view.hand, rng.randint(0, min(most, len(view.hand))))))
    # The commonest kinds first: with 3-5 seats most moves are responses; then one of each a turn.
    if kind is _RESPOND:
        if prompt.may_follow and rng.random() < 0.6:
            return _move(_FOLLOWS, _follow, seat, _follow_cards(prompt, rng))
        return _dissent(seat) if seat >= _SEATS else _DISSENTS[seat]
    if kind is _ROLE:
        return _chosen(seat, _choice(rng, ROLES))
    if kind is _BOOST:
        return _move(_BOOSTS, _boost, seat, _subset(prompt.cards, rng, 0.7))
    if kind is _CLEANUP:
        return _discard(seat, prompt, rng)
    if kind is _ACTION:
        if prompt.role_first and rng.random() < 0.3:
            return _chosen(seat, _choice(rng, ROLES))
        if rng.random() < 0.25:
            return _end(seat) if seat >= _SEATS else _ENDS[seat]
        return action_for(view, prompt, _choice(rng, prompt.cards), rng)
    if kind is _KEEP:
        return _keep(seat, rng.randrange(len(prompt.looking)))
    if kind is _COLONIZE:
        if prompt.settleable and (rng.random() < 0.5 or not prompt.cards):
            return _colonize(seat, settle=_choice(rng, prompt.settleable))
        return _colonize(seat, tuple((c, _choice(rng, prompt.face_down)) for c in prompt.cards))
    if kind is _PRODUCE:
        return _produce(seat, tuple(_sample(rng, prompt.slots, min(prompt.count, len(prompt.slots)))))
    if kind is _TRADE:
        goods = tuple(_sample(rng, prompt.goods, min(prompt.count, len(prompt.goods))))
        fighters = min(prompt.tradeable_fighters, prompt.count - len(goods))
        return _trade(seat, goods, rng.randint(0, fighters) if fighters > 0 else 0)
    if kind is _ATTACK:
        return _attack(
            seat, _choice(rng, prompt.attackable) if prompt.attackable and rng.random() < 0.7 else None
        )
    if kind is _RESEARCH:
        qualifying = [o for o in prompt.technologies if o.qualifies]
        if not qualifying or rng.random() < 0.1:
            return _research(seat, None)
        return _research(
            seat,
            _choice(rng, qualifying).technology,
            rng.randint(0, 1) if _permanent(qualifying[0].technology) else 0,
        )
    # REMOVE
    most = len(prompt.cards) if prompt.count < 0 else min(prompt.count, len(prompt.cards))
    return _remove(seat, tuple(_sample(rng, prompt.cards, rng.randint(0, most))))


def _discard(seat: int, prompt: Prompt, rng: random.Random) -> Cleanup:
    """CLEANUP: each card with chance 0.15, then cards in a random order until down to the hand limit."""
    extra = _subset(prompt.cards, rng, 0.15)
    need = prompt.must_discard
    if len(extra) >= need and type(rng) is random.Random:  # the order is drawn, but no card of it is needed
        _draw_order(rng, len(prompt.cards))
        return _move(_CLEANUPS, _cleanup, seat, extra)
    chosen = list(extra)
    for c in _sample(rng, prompt.cards, len(prompt.cards)):
        if len(chosen) >= need:
            break
        if c not in chosen:
            chosen.append(c)
    return _move(_CLEANUPS, _cleanup, seat, tuple(chosen))


def _draw_order(rng: random.Random, n: int) -> None:
    """The numbers `_sample(rng, items, n)` draws for `n` items (a random order of them all), drawn
    without making the order."""
    getrandbits = rng.getrandbits
    for left in range(n, 0, -1):
        bits = left.bit_length()
        j = getrandbits(bits)
        while j >= left:
            j = getrandbits(bits)


def _move(
    made: dict[tuple[int, tuple[int, ...]], A],
    make: Callable[[int, tuple[int, ...]], A],
    seat: int,
    cards: tuple[int, ...],
) -> A:
    """The move `make(seat, cards)`, made once for each seat and cards (see _DISSENTS)."""
    key = (seat, cards)
    move = made.get(key)
    if move is None:
        if len(made) > _MOST_KEPT:
            made.clear()
        move = made[key] = make(seat, cards)
    return move


def _chosen(seat: int, role: Role) -> ChooseRole:
    return _choose(seat, role) if seat >= _SEATS else _CHOICES[seat][role]


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
            if tech.cost <= count and kinds.get(tech.type, 0) >= tech.planets:
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
                    action_for(view, prompt, c, rng)
                    if effect == "blitz"
                    else _play(seat, c, attack=(prompt.attackable[0],))
                )
            if effect == "produce_trade" and prompt.goods:
                return _play(seat, c, trade=(prompt.goods[0],))
            if effect in ("consulate", "scanners", "datasphere", "archive", "muster", "pathfinder", "survey"):
                return action_for(view, prompt, c, rng)
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
