"""Every move a seat may make now in Starward (`Game.legal_actions`), with typed spaces for the
choices of many parts: cards to boost, follow, discard or remove; slots to fill; goods to trade;
where each card played for Colonize is tucked; and every way to play each hand card for its action.

Read from the same checks the rules use (the prompt of views.py), so what is listed is exactly what
`Starward.apply` accepts (tests/starward/test_legal.py tries both sides).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, TypeVar

from games.core.actions import Action
from games.core.legal import ChoiceSpace, Legal, PickSpace
from games.starward import card_actions
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
from games.starward.cards import ROLES, STACKS, Resource, Stack, Symbol, card, planet
from games.starward.planets import (
    attackable,
    can_settle,
    empty_slots,
    face_down,
    goods,
    settleable,
    tradeable_fighters,
    warfare_cost,
)
from games.starward.removing import answering, purge_most
from games.starward.research import qualifying
from games.starward.state import Choice, Player, StarwardState, Step
from games.starward.symbols import empire_symbols, follow_bonus, playable_for
from games.starward.views import prompt

RESOURCES = tuple(Resource)


@dataclass(frozen=True, slots=True)
class MembersSpace(ChoiceSpace):
    """Ways to play one card for its action, listed; `unordered` fields hold sets (any order is the
    same move, as the rules accept it in any order)."""

    members: tuple[Action, ...]
    unordered: tuple[str, ...] = ()

    @property
    def action_type(self) -> type[Action]:
        return type(self.members[0])

    def size(self) -> int:
        return len(self.members)

    def sample(self, rng: random.Random) -> Action:
        return self.members[int(rng.random() * len(self.members))]

    def enumerate(self) -> Iterator[Action]:
        return iter(self.members)

    def _normal(self, action: Action) -> Any:
        if not self.unordered:
            return action
        changes: dict[str, Any] = {}
        for name in self.unordered:
            value = getattr(action, name)
            if not isinstance(value, tuple):
                return None
            try:
                changes[name] = tuple(sorted(value))
            except TypeError:
                return None
        return dataclasses.replace(action, **changes)

    def __contains__(self, action: object) -> bool:
        if type(action) is not self.action_type:
            return False
        assert isinstance(action, Action)
        normal = self._normal(action)
        return normal is not None and normal in {self._normal(m) for m in self.members}


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


T = TypeVar("T")


def _subsets(items: tuple[T, ...], most: int) -> Iterator[tuple[T, ...]]:
    for k in range(min(most, len(items)) + 1):
        yield from itertools.combinations(items, k)


def _attacks(player: Player, most: int) -> list[tuple[int, ...]]:
    """Sets of up to `most` planets the player's fighters pay for, together."""
    out = []
    for chosen in _subsets(attackable(player), most):
        if sum(warfare_cost(player, player.planets[i]) for i in chosen) <= player.fighters:
            out.append(chosen)
    return out


def _convoys(player: Player) -> list[tuple[tuple[int, ...], int | None]]:
    """Settler Convoys: (planets settled in order, planet tucked under or None)."""
    down = face_down(player)
    firsts = [()] + [(a,) for a in settleable(player)]
    out: list[tuple[tuple[int, ...], int | None]] = []
    for first in firsts:
        extra = sum(planet(player.planets[a].planet).symbols.count(Symbol.COLONIZE) for a in first)
        for tuck in (None, *[p for p in down if p not in first]):
            out.append((first, tuck))
        if first:
            for b in down:
                if b != first[0] and can_settle(player, player.planets[b], extra):
                    out.append(((first[0], b), None))
    return out


def _stacks(state: StarwardState, n: int) -> list[tuple[Stack, ...]]:
    """Picks of `n` stack top cards (fewer if the stacks hold fewer), as sets."""
    caps = [(s, min(n, len(state.stacks[s]))) for s in STACKS if state.stacks[s]]
    need = min(n, sum(len(c) for c in state.stacks.values()))
    out: list[tuple[Stack, ...]] = []
    for counts in itertools.product(*[range(cap + 1) for _, cap in caps]):
        if sum(counts) == need:
            out.append(tuple(s for (s, _), k in zip(caps, counts, strict=True) for _ in range(k)))
    return out or [()]


def play_ways(state: StarwardState, seat: int, card_id: int) -> MembersSpace:
    """Every legal way to play `card_id` for its action now."""
    player = state.players[seat]
    base = PlayAction(seat, card_id)
    effect = card_actions.effect_of(card_id)
    members: list[PlayAction] = []
    unordered: tuple[str, ...] = ()
    if effect in ("warfare", "wings", "blitz"):
        members = [
            PlayAction(seat, card_id, attack=a) for a in _attacks(player, card_actions.MOST_ATTACKS[effect])
        ]
        unordered = ("attack",)
    elif effect == "colonize":
        members = [base]
        members += [PlayAction(seat, card_id, tuck=p) for p in face_down(player)]
        members += [PlayAction(seat, card_id, settle=(p,)) for p in settleable(player)]
    elif effect == "convoys":
        members = [PlayAction(seat, card_id, settle=s, tuck=t) for s, t in _convoys(player)]
    elif effect == "shaping":
        down = face_down(player)
        members = [PlayAction(seat, card_id, tuck=p) for p in down] if down else [base]
    elif effect == "produce_trade":
        members = [base]
        members += [PlayAction(seat, card_id, produce=(s,)) for s in empty_slots(player)]
        members += [PlayAction(seat, card_id, trade=(g,)) for g in goods(player)]
        if tradeable_fighters(player):
            members.append(PlayAction(seat, card_id, fighters=1))
    elif effect == "foundries":
        members = [PlayAction(seat, card_id, produce=s) for s in _subsets(empty_slots(player), 2)]
        unordered = ("produce",)
    elif effect == "research":
        others = tuple(c for c in player.hand if c != card_id)
        members = [PlayAction(seat, card_id, remove=r) for r in _subsets(others, 2)]
        unordered = ("remove",)
    elif effect in ("politics", "synthetic"):
        members = [
            PlayAction(seat, card_id, stacks=s) for s in _stacks(state, 1 if effect == "politics" else 2)
        ]
        unordered = ("stacks",)
    elif effect == "contracts":
        members = [PlayAction(seat, card_id, resource=r) for r in RESOURCES]
    else:
        members = [base]
    return MembersSpace(tuple(members), unordered)


def _cards_space(template: Action, field: str, items: tuple[object, ...], low: int, high: int) -> PickSpace:
    return PickSpace.distinct(template, field, items, low, high)


def legal_actions(state: StarwardState, seat: int) -> tuple[Legal, ...]:
    """Every move `seat` may make now (see `Game.legal_actions`); () when it has nothing to do."""
    if state.waiting != (seat,) or state.step is Step.OVER:
        return ()
    player = state.players[seat]
    hand = tuple(player.hand)
    out: list[Legal] = []
    if answering(state, seat):  # Datasphere / Research Archive: remove after the draw
        count = state.pending[0].count
        out.append(_cards_space(RemoveCards(seat), "cards", hand, 0, len(hand) if count < 0 else count))
        return tuple(out)
    most = purge_most(state, seat)
    if most is not None:  # Lean Administration / Ruthless Efficiency
        out.append(_cards_space(RemoveCards(seat), "cards", hand, 0, len(hand) if most < 0 else most))
    if state.pending:
        out += _answers(state, seat, player)
        return tuple(out)
    step = state.step
    if step is Step.ACTION:
        out.append(EndActions(seat))
        out += [play_ways(state, seat, c) for c in hand]
        view_prompt = prompt(state, seat, hand)
        if view_prompt is not None and view_prompt.role_first:
            out += [ChooseRole(seat, role) for role in ROLES]
    elif step is Step.ROLE:
        out += [ChooseRole(seat, role) for role in ROLES]
    elif step is Step.BOOST:
        assert state.role is not None
        playable = playable_for(player, hand, state.role)
        if state.role is Symbol.COLONIZE and not face_down(player):
            playable = ()
        out.append(_cards_space(Boost(seat), "cards", playable, 0, len(playable)))
    elif step is Step.RESPOND:
        role = state.role
        assert role is not None
        out.append(Dissent(seat))
        playable = playable_for(player, hand, role)
        if role is Symbol.COLONIZE:
            if playable and face_down(player):
                out.append(_cards_space(Follow(seat), "cards", playable, 1, len(playable)))
        elif empire_symbols(player, role) + follow_bonus(player, role) > 0:
            out.append(_cards_space(Follow(seat), "cards", playable, 0, len(playable)))
        elif playable:
            out.append(_cards_space(Follow(seat), "cards", playable, 1, len(playable)))
    elif step is Step.CLEANUP:
        view_prompt = prompt(state, seat, hand)
        assert view_prompt is not None
        out.append(_cards_space(Cleanup(seat), "discard", hand, view_prompt.must_discard, len(hand)))
    return tuple(out)


def _answers(state: StarwardState, seat: int, player: Player) -> list[Legal]:
    p = state.pending[0]
    choice = p.choice
    if choice is Choice.KEEP:
        return [KeepPlanet(seat, i) for i in range(len(state.looking))]
    if choice is Choice.ATTACK:
        return [Attack(seat, None), *[Attack(seat, i) for i in attackable(player)]]
    if choice is Choice.COLONIZE:
        out: list[Legal] = []
        down = face_down(player)
        if down:
            out.append(TuckSpace(seat, p.cards, down))
        if p.bonus:
            out += [Colonize(seat, settle=i) for i in settleable(player)]
        return out
    if choice is Choice.PRODUCE:
        return [_cards_space(Produce(seat), "slots", empty_slots(player), 0, p.count)]
    if choice is Choice.TRADE:
        have = goods(player)
        return [
            _cards_space(Trade(seat, (), f), "goods", have, 0, p.count - f)
            for f in range(min(tradeable_fighters(player), p.count) + 1)
        ]
    if choice is Choice.RESEARCH:
        out = [Research(seat, None)]
        for tech_id in qualifying(state, player, p.count):
            tech = card(tech_id).tech
            assert tech is not None
            out += [Research(seat, tech_id, face) for face in ((0, 1) if tech.permanent else (0,))]
        return out
    raise AssertionError(choice)
