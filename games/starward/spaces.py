"""Starward's choice spaces (the many-part moves of its listing, legal.py): the cards to boost, follow,
discard or remove, the slots to fill and goods to trade, where Colonize tucks each card, and the ways to
play a hand card for its action. Each `draw`s a member as the Random bot has always played it (a card
followed or boosted with chance 0.7, discarded with 0.15...), with the same dice, so that a seeded game
plays the same whichever of them draws it; `sample` stays uniform."""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from games.core.actions import Action
from games.core.frozen import quick
from games.core.legal import ChoiceSpace, PickSpace
from games.starward.actions import Boost, Cleanup, Colonize, Follow, PlayAction, Produce, RemoveCards, Trade
from games.starward.card_actions import MOST_ATTACKS, effect_of
from games.starward.cards import STACKS, Resource, Stack, Symbol, planet
from games.starward.draws import choice, draw_order, sample
from games.starward.planets import can_settle, face_down, settleable
from games.starward.prompts import Prompt
from games.starward.state import Player

RESOURCES = tuple(Resource)
CARD_SHARE = 0.7  # the chance the Random bot boosts or follows with each card it may
DISCARD_SHARE = 0.15  # ... discards each hand card beyond what the hand limit needs
T = TypeVar("T")
A = TypeVar("A", bound=Action)

# The moves a draw makes, built without the frozen dataclass's per-field setattr (games.core.frozen.quick):
# they are the very same frozen actions.
_play, _colonize = quick(PlayAction), quick(Colonize)
# Moves naming cards are made once for each seat and cards, as they come (an equal action is the same
# move: the log keeps it as often as it is played): (seat, cards) -> the move.
_MADE: dict[type[Action], tuple[dict[tuple[int, tuple[Any, ...]], Action] | None, Callable[..., Action]]] = {
    Follow: ({}, quick(Follow)),
    Boost: ({}, quick(Boost)),
    Cleanup: ({}, quick(Cleanup)),
    RemoveCards: (None, quick(RemoveCards)),
    Produce: (None, quick(Produce)),
}
_trade = quick(Trade)
_MOST_KEPT = 20_000  # moves kept for each kind before it starts again


def _made(template: Action, chosen: tuple[Any, ...]) -> Action:
    """`template` with its picked field set to `chosen` (Follow, Boost, Cleanup shared as they repeat)."""
    cls = type(template)
    if cls is Trade:
        assert isinstance(template, Trade)
        return _trade(template.seat, chosen, template.fighters)
    kept, make = _MADE[cls]
    if kept is None:
        return make(template.seat, chosen)
    key = (template.seat, chosen)
    move = kept.get(key)
    if move is None:
        if len(kept) > _MOST_KEPT:
            kept.clear()
        move = kept[key] = make(template.seat, chosen)
    return move


def caps(items: Sequence[Any]) -> tuple[tuple[Any, int], ...]:
    """Distinct items (cards, slots, goods) as a PickSpace's items: each may be picked once."""
    return tuple([(item, 1) for item in items])


def draw_share(template: Action, cards: Sequence[Any], low: int, share: float, rng: random.Random) -> Action:
    """`SharePick.draw` of the space of `template` over `cards` (at least `low` of them): each card with
    chance `share`, and when that is fewer than `low`, the rest at random. The Random bot calls it with a
    part's items as its prompt holds them, without making the space (bot.py)."""
    chance = rng.random
    chosen = []  # a plain loop: a comprehension is one more call
    for c in cards:
        if chance() < share:
            chosen.append(c)
    if len(chosen) < low:
        if chosen or low > 1:
            chosen += sample(rng, [c for c in cards if c not in chosen], low - len(chosen))
        else:  # the usual shortfall, one card (the same draw as sampling one, without the copy)
            chosen.append(choice(rng, cards))
    return _made(template, tuple(chosen))


def draw_discard(
    template: Action, cards: Sequence[Any], low: int, share: float, rng: random.Random
) -> Action:
    """`DiscardPick.draw` (see draw_share): each card with chance `share`, then the hand in a random order
    until `low` are chosen (the order is drawn in full either way)."""
    chance = rng.random
    chosen: list[Any] = []
    for c in cards:
        if chance() < share:
            chosen.append(c)
    if len(chosen) >= low and type(rng) is random.Random:  # no card of the order is needed
        draw_order(rng, len(cards))
        return _made(template, tuple(chosen))
    for c in sample(rng, cards, len(cards)):
        if len(chosen) >= low:
            break
        if c not in chosen:
            chosen.append(c)
    return _made(template, tuple(chosen))


@dataclass(frozen=True, slots=True)
class SharePick(PickSpace):
    """Cards to boost or follow with: the Random bot takes each with chance `share`, and when the move
    needs more (following on no symbol of one's own needs a card) the rest at random."""

    share: float = CARD_SHARE

    def draw(self, rng: random.Random) -> Action:
        return draw_share(self.template, [item for item, _ in self.items], self.low, self.share, rng)


@dataclass(frozen=True, slots=True)
class DiscardPick(SharePick):
    """The cards to discard at the end of a turn: each with chance `share`, then the hand in a random
    order until down to the hand limit."""

    share: float = DISCARD_SHARE

    def draw(self, rng: random.Random) -> Action:
        return draw_discard(self.template, [item for item, _ in self.items], self.low, self.share, rng)


@dataclass(frozen=True, slots=True)
class CountPick(PickSpace):
    """Hand cards to remove from the game: a number of them at random (none up to the most), then
    which."""

    def draw(self, rng: random.Random) -> Action:
        items = [item for item, _ in self.items]
        return _made(self.template, tuple(sample(rng, items, rng.randint(0, min(self.high, len(items))))))


@dataclass(frozen=True, slots=True)
class FullPick(PickSpace):
    """Slots to fill or goods to trade: as many as the move may take, which at random."""

    def draw(self, rng: random.Random) -> Action:
        return draw_full(self.template, [item for item, _ in self.items], self.high, rng)

    def picking(self, chosen: tuple[Any, ...]) -> Action:
        """The member that takes `chosen` (items of the space, no more than it may take)."""
        assert len(chosen) <= self.high and all(item in dict(self.items) for item in chosen), chosen
        return _made(self.template, chosen)


def draw_full(template: Action, items: Sequence[Any], most: int, rng: random.Random) -> Action:
    """`FullPick.draw` of the space of `template` over `items` (at most `most`): as many as may be."""
    return _made(template, tuple(sample(rng, items, min(most, len(items)))))


share_pick, discard_pick = quick(SharePick), quick(DiscardPick)
count_pick, full_pick = quick(CountPick), quick(FullPick)


@dataclass(frozen=True, slots=True)
class TuckSpace(ChoiceSpace):
    """Colonize: each card played for the role under one of the face-down planets."""

    seat: int
    cards: tuple[int, ...]
    planets: tuple[int, ...]

    @property
    def action_type(self) -> type[Action]:
        return Colonize

    def size(self) -> int:
        return int(len(self.planets) ** len(self.cards))  # int ** int is typed as int | float

    def sample(self, rng: random.Random) -> Action:
        return Colonize(self.seat, tuple((c, rng.choice(self.planets)) for c in self.cards))

    def draw(self, rng: random.Random) -> Action:
        return draw_tucks(self.seat, self.cards, self.planets, rng)

    def enumerate(self) -> Iterator[Action]:
        for where in itertools.product(self.planets, repeat=len(self.cards)):
            yield Colonize(self.seat, tuple(zip(self.cards, where, strict=True)))

    def __contains__(self, action: object) -> bool:
        if type(action) is not Colonize or action.seat != self.seat or action.settle is not None:
            return False
        tucks = action.tucks
        if not isinstance(tucks, tuple) or len(tucks) != len(self.cards):
            return False
        if not all(isinstance(t, tuple) and len(t) == 2 for t in tucks):
            return False
        if sorted(c for c, _ in tucks if isinstance(c, int)) != sorted(self.cards):
            return False
        return all(isinstance(p, int) and not isinstance(p, bool) and p in self.planets for _, p in tucks)


def draw_tucks(seat: int, cards: tuple[int, ...], planets: tuple[int, ...], rng: random.Random) -> Action:
    """`TuckSpace.draw`: each card under a face-down planet at random."""
    return _colonize(seat, tuple([(c, choice(rng, planets)) for c in cards]))


# --- the ways to play a card for its action ---------------------------------------------------------

Convoys = tuple[tuple[tuple[int, ...], int | None], ...]  # Settler Convoys: (planets settled, tucked under)
# The fields of a way whose order does not matter (the rules take them in any order), by effect.
UNORDERED = {
    "warfare": "attack",
    "wings": "attack",
    "blitz": "attack",
    "foundries": "produce",
    "research": "remove",
    "politics": "stacks",
    "synthetic": "stacks",
}


@dataclass(frozen=True, slots=True)
class MembersSpace(ChoiceSpace):
    """The ways to play hand card `card` for its action now, worked out from the seat's ACTION prompt
    (what it may tuck under, settle, attack, fill, trade or take: the checks the rules make) and, for
    Settler Convoys, the settle-and-settle pairs its Empire allows (`convoys`, from the table). A
    set-like field (planets attacked, slots filled, cards removed, stacks taken) is the same way in any
    order."""

    seat: int
    card: int
    prompt: Prompt
    convoys: Convoys = ()

    @property
    def action_type(self) -> type[Action]:
        return PlayAction

    @property
    def members(self) -> tuple[PlayAction, ...]:
        """Every way, worked out each time it is asked (a random bot asks none: it `draw`s one)."""
        return tuple(ways(self.seat, self.card, self.prompt, self.convoys))

    def size(self) -> int:
        return len(self.members)

    def sample(self, rng: random.Random) -> Action:
        members = self.members
        return members[int(rng.random() * len(members))]

    def draw(self, rng: random.Random) -> Action:
        return draw_play(self.seat, self.prompt, self.card, rng)

    def enumerate(self) -> Iterator[Action]:
        return iter(self.members)

    def _normal(self, action: PlayAction) -> Any:
        name = UNORDERED.get(effect_of(self.card))
        if name is None:
            return action
        value = getattr(action, name)
        if not isinstance(value, tuple):
            return None
        try:
            changes: dict[str, Any] = {name: tuple(sorted(value))}
        except TypeError:
            return None
        return dataclasses.replace(action, **changes)

    def __contains__(self, action: object) -> bool:
        if type(action) is not PlayAction or action.seat != self.seat or action.card != self.card:
            return False
        normal = self._normal(action)
        return normal is not None and normal in {self._normal(m) for m in self.members}


def _subsets(items: tuple[T, ...], most: int) -> Iterator[tuple[T, ...]]:
    for k in range(min(most, len(items)) + 1):
        yield from itertools.combinations(items, k)


def _attack_sets(prompt: Prompt, most: int) -> list[tuple[int, ...]]:
    """Sets of up to `most` planets the seat's fighters pay for, together."""
    costs = dict(zip(prompt.attackable, prompt.attack_costs, strict=True))
    return [s for s in _subsets(prompt.attackable, most) if sum(costs[i] for i in s) <= prompt.fighters]


def _stack_picks(prompt: Prompt, n: int) -> list[tuple[Stack, ...]]:
    """Picks of `n` stack top cards (fewer if the stacks hold fewer), as sets."""
    caps = [(s, min(n, size)) for s, size in zip(prompt.stacks, prompt.stack_sizes, strict=True)]
    need = min(n, sum(prompt.stack_sizes))
    out: list[tuple[Stack, ...]] = []
    for counts in itertools.product(*[range(cap + 1) for _, cap in caps]):
        if sum(counts) == need:
            out.append(tuple(s for (s, _), k in zip(caps, counts, strict=True) for _ in range(k)))
    return out or [()]


def convoys(player: Player) -> Convoys:
    """Settler Convoys: (planets settled in order, planet tucked under or None), every way."""
    down = face_down(player)
    firsts: list[tuple[int, ...]] = [()] + [(a,) for a in settleable(player)]
    out: list[tuple[tuple[int, ...], int | None]] = []
    for first in firsts:
        extra = sum(planet(player.planets[a].planet).symbols.count(Symbol.COLONIZE) for a in first)
        for tuck in (None, *[p for p in down if p not in first]):
            out.append((first, tuck))
        if first:
            for b in down:
                if b != first[0] and can_settle(player, player.planets[b], extra):
                    out.append(((first[0], b), None))
    return tuple(out)


def ways(seat: int, card_id: int, prompt: Prompt, convoy_ways: Convoys) -> list[PlayAction]:
    """Every legal way to play `card_id` for its action, from the ACTION prompt (and Convoys' ways)."""
    effect = effect_of(card_id)
    play = PlayAction
    if effect in MOST_ATTACKS:
        return [play(seat, card_id, attack=a) for a in _attack_sets(prompt, MOST_ATTACKS[effect])]
    if effect == "colonize":
        return [
            play(seat, card_id),
            *[play(seat, card_id, tuck=p) for p in prompt.face_down],
            *[play(seat, card_id, settle=(p,)) for p in prompt.settleable],
        ]
    if effect == "convoys":
        return [play(seat, card_id, settle=s, tuck=t) for s, t in convoy_ways]
    if effect == "shaping":
        return [play(seat, card_id, tuck=p) for p in prompt.face_down] or [play(seat, card_id)]
    if effect == "produce_trade":
        out = [play(seat, card_id)]
        out += [play(seat, card_id, produce=(s,)) for s in prompt.slots]
        out += [play(seat, card_id, trade=(g,)) for g in prompt.goods]
        if prompt.tradeable_fighters:
            out.append(play(seat, card_id, fighters=1))
        return out
    if effect == "foundries":
        return [play(seat, card_id, produce=s) for s in _subsets(prompt.slots, 2)]
    if effect == "research":
        others = tuple(c for c in prompt.cards if c != card_id)
        return [play(seat, card_id, remove=r) for r in _subsets(others, 2)]
    if effect in ("politics", "synthetic"):
        return [play(seat, card_id, stacks=s) for s in _stack_picks(prompt, 1 if effect == "politics" else 2)]
    if effect == "contracts":
        return [play(seat, card_id, resource=r) for r in RESOURCES]
    return [play(seat, card_id)]


# --- one way drawn, as the Random bot plays a card ----------------------------------------------------


def _stacks(prompt: Prompt, n: int, rng: random.Random) -> tuple[Stack, ...]:
    """`n` stack names to take top cards from (as many as there are cards, up to n)."""
    left = dict(zip(prompt.stacks, prompt.stack_sizes, strict=True))
    out: list[Stack] = []
    for _ in range(n):
        choices = [s for s in STACKS if left.get(s)]
        if not choices:
            break
        s = choice(rng, choices)
        left[s] -= 1
        out.append(s)
    return tuple(out)


def _attacks(prompt: Prompt, most: int, rng: random.Random) -> tuple[int, ...]:
    costs = dict(zip(prompt.attackable, prompt.attack_costs, strict=True))
    fighters = prompt.fighters
    out: list[int] = []
    for index in sample(rng, prompt.attackable, len(prompt.attackable)):
        cost = costs[index]
        if len(out) < most and cost <= fighters:
            out.append(index)
            fighters -= cost
    return tuple(out)


def draw_play(seat: int, prompt: Prompt, card_id: int, rng: random.Random) -> PlayAction:
    """One way to play `card_id` for its action (one of `ways`), drawn as the Random bot plays it: an
    attack 60 % of the time, a settle before a tuck, goods traded before fighters..."""
    effect = effect_of(card_id)
    if effect in ("warfare", "wings"):
        attack = _attacks(prompt, 1, rng) if rng.random() < 0.6 else ()
        return _play(seat, card_id, attack=attack)
    if effect == "blitz":
        return _play(seat, card_id, attack=_attacks(prompt, 2, rng))
    if effect == "colonize":
        r = rng.random()
        if prompt.settleable and r < 0.5:
            return _play(seat, card_id, settle=(choice(rng, prompt.settleable),))
        if prompt.face_down and r < 0.95:
            return _play(seat, card_id, tuck=choice(rng, prompt.face_down))
        return _play(seat, card_id)
    if effect == "convoys":
        settle = (choice(rng, prompt.settleable),) if prompt.settleable else ()
        left = [i for i in prompt.face_down if i not in settle]
        return _play(
            seat, card_id, settle=settle, tuck=choice(rng, left) if left and rng.random() < 0.8 else None
        )
    if effect == "shaping":
        return _play(seat, card_id, tuck=choice(rng, prompt.face_down) if prompt.face_down else None)
    if effect == "produce_trade":
        if prompt.goods and rng.random() < 0.5:
            return _play(seat, card_id, trade=(choice(rng, prompt.goods),))
        if prompt.tradeable_fighters and rng.random() < 0.3:
            return _play(seat, card_id, fighters=1)
        if prompt.slots:
            return _play(seat, card_id, produce=(choice(rng, prompt.slots),))
        return _play(seat, card_id)
    if effect == "foundries":
        return _play(seat, card_id, produce=tuple(sample(rng, prompt.slots, min(2, len(prompt.slots)))))
    if effect == "research":
        others = [c for c in prompt.cards if c != card_id]
        return _play(seat, card_id, remove=tuple(sample(rng, others, min(len(others), rng.randint(0, 2)))))
    if effect == "politics":
        return _play(seat, card_id, stacks=_stacks(prompt, 1, rng))
    if effect == "synthetic":
        return _play(seat, card_id, stacks=_stacks(prompt, 2, rng))
    if effect == "contracts":
        return _play(seat, card_id, resource=choice(rng, RESOURCES))
    return _play(seat, card_id)
