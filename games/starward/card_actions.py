"""The action phase (rules §5.1, §6, R2-R4, R34, R35, R44-R55): each card's action, checked, then done.

A card played for its action reaches the discard pile at once (R4), unless the action tucks it
under a planet or removes it (Politics). Every choice the action needs comes with the action
(`PlayAction`); only Datasphere and Research Archive ask again, after their draw, which cards to
remove. Technologies' actions are named by their `effect` in assets/starward/cards.json.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from operator import attrgetter
from typing import Any, cast

from games.core.errors import IllegalAction
from games.core.frozen import quick
from games.starward.actions import PlayAction
from games.starward.cards import STACKS, Kind, Stack, Symbol, card, catalogue, planet
from games.starward.decks import check_hand_cards, draw, remove_from_hand
from games.starward.influence import check_stacks, gain
from games.starward.log_record import ActionPlayed
from games.starward.planets import (
    attack,
    can_settle,
    check_attack,
    check_settle,
    face_down,
    holding,
    settle,
    tuck,
    warfare_cost,
)
from games.starward.produce import check_produce, produce
from games.starward.state import TO_REMOVE, Pending, StarwardState
from games.starward.survey import add_face_down, take_planets
from games.starward.trade import check_trade, trade
from games.starward.warfare import take_fighters

# Which PlayAction fields each action may use.
FIELDS: dict[str, frozenset[str]] = {
    "survey": frozenset(),
    "warfare": frozenset({"attack"}),
    "colonize": frozenset({"tuck", "settle"}),
    "produce_trade": frozenset({"produce", "trade", "fighters"}),
    "research": frozenset({"remove"}),
    "politics": frozenset({"stacks"}),
    "scanners": frozenset(),
    "convoys": frozenset({"settle", "tuck"}),
    "wings": frozenset({"attack"}),
    "foundries": frozenset({"produce"}),
    "consulate": frozenset(),
    "archive": frozenset(),
    "bazaar": frozenset(),
    "datasphere": frozenset(),
    "contracts": frozenset({"resource"}),
    "muster": frozenset(),
    "pathfinder": frozenset(),
    "blitz": frozenset({"attack"}),
    "synthetic": frozenset({"stacks"}),
    "gene": frozenset(),
    "shaping": frozenset({"tuck"}),
}
ALL_FIELDS = ("attack", "settle", "tuck", "produce", "trade", "fighters", "remove", "stacks", "resource")
_EMPTY: dict[str, Any] = {
    "attack": (),
    "settle": (),
    "tuck": None,
    "produce": (),
    "trade": (),
    "fighters": 0,
    "remove": (),
    "stacks": (),
    "resource": None,
}
# For each action: the fields it does not use, read all at once, and what they hold when unset.
# (Every action leaves at least two fields unused, so attrgetter always gives a tuple.)
_UNUSED = {
    effect: (attrgetter(*unused), tuple(_EMPTY[name] for name in unused))
    for effect, allowed in FIELDS.items()
    for unused in [tuple(name for name in ALL_FIELDS if name not in allowed)]
}
MOST_ATTACKS = {"warfare": 1, "wings": 1, "blitz": 2}
BONUS_EFFECTS = {"bazaar", "contracts", "gene"}  # turn bonuses paid at the end of the turn (R50)


def effect_of(card_id: int) -> str:
    """The name of the card's action: its basic kind, or its technology's effect."""
    return _effects()[card_id]


@cache
def _effects() -> tuple[str, ...]:
    """`effect_of` for every card id, worked out once (the bots and the rules ask on every action card)."""
    return tuple(
        c.tech.effect if c.kind is Kind.TECHNOLOGY and c.tech is not None else c.kind.value
        for c in catalogue().cards
    )


# Built without the frozen dataclass's setattr (games/core/frozen.py): one per action card played.
_ActionPlayed = cast("type[ActionPlayed]", quick(ActionPlayed))


@dataclass(slots=True)  # one per action card played: no instance dict to make and free
class Outcome:
    """What an action did, for the log (`ActionPlayed`'s facts): the public ones, the drawer's private
    cards and planet, whether it revealed."""

    card: int
    planet: int | None = None
    planet_deck_refilled: bool | None = None
    settled: int | None = None
    drew: int | None = None
    reshuffled: bool | None = None
    drawn: tuple[int, ...] = ()
    seen_planet: int | None = None
    reveals: bool = False

    def event(self, private: bool = False) -> ActionPlayed:
        """The log's event: as the table sees it, or (`private`) as the seat that played sees it."""
        return _ActionPlayed(
            self.card,
            self.planet,
            self.planet_deck_refilled,
            self.settled,
            self.drew,
            self.reshuffled,
            (self.drawn or None) if private else None,
            self.seen_planet if private else None,
        )


def stack_cards(state: StarwardState) -> int:
    return sum(len(c) for c in state.stacks.values())


def _check_stacks_taken(state: StarwardState, stacks: tuple[Stack, ...], n: int, what: str) -> None:
    for s in stacks:
        if s not in STACKS:
            raise IllegalAction(f"{s!r} is not a stack", "no_such_stack")
    need = min(n, stack_cards(state))
    if len(stacks) != need:
        raise IllegalAction(
            f"{what}: name {need} stack(s) to take from, not {len(stacks)}", "stack_count", need=need
        )
    for s in set(stacks):
        if stacks.count(s) > len(state.stacks[s]):
            raise IllegalAction(f"the {s.value} stack has too few cards", "stack_empty", stack=s.value)


def check_play(state: StarwardState, action: PlayAction) -> str:
    """Check the action card and every choice it comes with; returns its effect name."""
    seat = action.seat
    player = state.players[seat]
    if action.card not in player.hand:
        raise IllegalAction(f"card {action.card} is not in your hand", "not_in_hand", card=action.card)
    effect = effect_of(action.card)
    unused, empty = _UNUSED[effect]
    if unused(action) != empty:  # one of the fields this action does not use is set: which?
        for name in ALL_FIELDS:
            if name not in FIELDS[effect] and getattr(action, name) != _EMPTY[name]:
                raise IllegalAction(
                    f"{card(action.card).name}'s action takes no {name}", "field_not_used", field=name
                )
    if len(action.attack) > MOST_ATTACKS.get(effect, 0):
        raise IllegalAction(
            f"{card(action.card).name} attacks at most {MOST_ATTACKS.get(effect, 0)}", "too_many"
        )
    if action.attack:
        if len(set(action.attack)) != len(action.attack):
            raise IllegalAction("a planet is named twice", "duplicate_planet")
        fighters = player.fighters
        for index in action.attack:
            h = check_attack(player, index, "attack", fighters)
            fighters -= warfare_cost(player, h)
    if effect == "colonize":
        if action.tuck is not None and action.settle:
            raise IllegalAction("tuck this card or settle a planet, not both", "settle_or_tuck")
        if len(action.settle) > 1:
            raise IllegalAction("Colonize settles one planet", "too_many")
    if effect in ("colonize", "convoys", "shaping") and action.tuck is not None:
        if holding(player, action.tuck, "tuck").face_up:
            raise IllegalAction(
                f"planet {action.tuck} is face up: cards go under face-down planets", "face_up"
            )
    if effect == "convoys":
        _check_convoys(state, action)
    elif action.settle:
        check_settle(player, action.settle[0], "settle")
    if effect == "shaping" and action.tuck is None and face_down(player):
        raise IllegalAction("World Shaping is tucked under one of your face-down planets", "must_tuck")
    if effect == "produce_trade":
        if action.produce and (action.trade or action.fighters):
            raise IllegalAction("produce or trade, not both", "produce_or_trade")
        check_produce(state, seat, action.produce, 1)
        check_trade(state, seat, action.trade, action.fighters, 1)
    elif effect == "foundries":
        check_produce(state, seat, action.produce, 2)
    if effect == "research":
        if action.card in action.remove:
            raise IllegalAction("the Research card itself is not removed", "remove_self")
        if len(action.remove) > 2:
            raise IllegalAction("remove at most 2 cards", "too_many")
        check_hand_cards(player.hand, action.remove, "remove")
    if effect == "politics":
        _check_stacks_taken(state, action.stacks, 1, "Politics")
    elif effect == "synthetic":
        _check_stacks_taken(state, action.stacks, 2, "Synthetic Minds")
    if effect == "contracts" and action.resource is None:
        raise IllegalAction("Exclusive Contracts names a resource type", "name_resource")
    return effect


def _check_convoys(state: StarwardState, action: PlayAction) -> None:
    player = state.players[action.seat]
    if len(action.settle) > 2:
        raise IllegalAction("Settler Convoys settles at most 2 planets", "too_many")
    if len(action.settle) == 2 and action.tuck is not None:
        raise IllegalAction("settle a second planet or tuck the card, not both", "settle_or_tuck")
    if len(set(action.settle)) != len(action.settle):
        raise IllegalAction("a planet is named twice", "duplicate_planet")
    extra = 0
    for index in action.settle:  # in order: the first settled may add an Empire Colonize symbol
        h = check_settle(player, index, "settle", extra)
        extra += planet(h.planet).symbols.count(Symbol.COLONIZE)
    if action.tuck is not None and action.tuck in action.settle:
        raise IllegalAction("the card goes under a planet still face down", "face_up")


def play(state: StarwardState, action: PlayAction, effect: str) -> Outcome:
    """Carry out a checked action card."""
    seat = action.seat
    player = state.players[seat]
    out = Outcome(action.card)
    player.hand.remove(action.card)
    tucked = action.tuck is not None and effect in ("colonize", "convoys", "shaping")
    if effect == "politics":
        player.removed.append(action.card)
    elif tucked:
        assert action.tuck is not None
        tuck(player, action.tuck, (action.card,))
        player.version += 1
    else:
        player.discard.append(action.card)  # at once (R4): a reshuffle later this turn includes it
    for index in action.settle:
        settle(state, seat, index)
    for index in action.attack:
        attack(state, seat, index)
    if effect == "survey":
        _draw(state, seat, 2, out)
    elif effect == "scanners":
        _draw(state, seat, 3, out)
    elif effect == "warfare" and not action.attack:
        take_fighters(state, seat, 1)
    elif effect == "wings" and not action.attack:
        take_fighters(state, seat, 2)
    elif effect in ("produce_trade", "foundries"):
        produce(state, seat, action.produce)
        if action.trade or action.fighters:
            trade(state, seat, action.trade, action.fighters)
    elif effect == "research":
        remove_from_hand(state, seat, action.remove)
    elif effect in ("politics", "synthetic"):
        for s in action.stacks:
            player.hand.append(state.stacks[s].pop())
        check_stacks(state)
    elif effect == "consulate":
        gain(state, seat, 1)
    elif effect == "archive":
        _draw(state, seat, 1, out)
        state.pending.append(Pending(seat, TO_REMOVE, None, 3, optional=True))
    elif effect == "datasphere":
        _draw(state, seat, 2, out)
        state.pending.append(Pending(seat, TO_REMOVE, None, -1, optional=True))
    elif effect == "muster":
        take_fighters(state, seat, 2)
        state.muster += 1
    elif effect == "pathfinder":
        taken, refilled = take_planets(state, 1)
        out.reveals = True  # the owner may look at its front (R52); a refill is a shuffle
        if taken:
            out.planet = add_face_down(state, seat, taken[0])
            out.seen_planet = taken[0]
        out.planet_deck_refilled = refilled
    elif effect in BONUS_EFFECTS:
        state.bonuses.append((effect, action.resource))
    elif effect == "shaping" and action.tuck is not None:
        h = player.planets[action.tuck]
        if can_settle(player, h):  # R53: settles at once if the planet now qualifies
            settle(state, seat, action.tuck)
            out.settled = action.tuck
    return out


def _draw(state: StarwardState, seat: int, n: int, out: Outcome) -> None:
    drawn, reshuffled = draw(state, seat, n)
    out.drawn = tuple(drawn)
    out.drew = len(drawn)
    out.reshuffled = reshuffled
    out.reveals = out.reveals or bool(drawn) or reshuffled
