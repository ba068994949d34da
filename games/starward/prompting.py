"""Working out the prompt of the Starward seat that must act (views.prompt), made on every action."""

from __future__ import annotations

from typing import Any

from games.core.frozen import maker, quick
from games.starward.actions import BLOCKER_SLOT
from games.starward.cards import COLONIZE, ROLES, STACKS, SURVEY, planet
from games.starward.planets import ARMS_EXCHANGE, BURNT_GROUND, COLONIZE_COSTS, WARFARE_COSTS
from games.starward.prompts import (
    ActionPrompt,
    AttackPrompt,
    BoostPrompt,
    CleanupPrompt,
    ColonizePrompt,
    KeepPrompt,
    ProducePrompt,
    Prompt,
    PromptKind,
    RemovePrompt,
    ResearchPrompt,
    RespondPrompt,
    RolePrompt,
    TradePrompt,
)
from games.starward.removing import purge_most
from games.starward.research import options
from games.starward.state import ACTION, BOOST, RESPOND, ROLE, Choice, Player, StarwardState
from games.starward.symbols import (
    COLONY_VALUES,
    PRINTED,
    card_symbols,
    counted,
    empire_symbols,
    follow_bonus,
    follower_has_bonus,
    hand_limit,
    playable_for,
)

SUPPLY_LINES = "supply_lines"

_CHOICE_PROMPT = {
    Choice.KEEP: PromptKind.KEEP,
    Choice.ATTACK: PromptKind.ATTACK,
    Choice.COLONIZE: PromptKind.COLONIZE,
    Choice.PRODUCE: PromptKind.PRODUCE,
    Choice.TRADE: PromptKind.TRADE,
    Choice.RESEARCH: PromptKind.RESEARCH,
    Choice.REMOVE: PromptKind.REMOVE,
}
_ROLE_INDEX = {role: i for i, role in enumerate(ROLES)}
# The kinds under plain names (Python 3.11 reads a member off an Enum class ten times slower).
_ACTION_KIND, _ROLE_KIND, _BOOST_KIND, _RESPOND_KIND, _CLEANUP_KIND = (
    PromptKind.ACTION,
    PromptKind.ROLE,
    PromptKind.BOOST,
    PromptKind.RESPOND,
    PromptKind.CLEANUP,
)
_KEEP_KIND, _ATTACK_KIND, _COLONIZE_KIND, _PRODUCE_KIND, _TRADE_KIND, _RESEARCH_KIND = (
    PromptKind.KEEP,
    PromptKind.ATTACK,
    PromptKind.COLONIZE,
    PromptKind.PRODUCE,
    PromptKind.TRADE,
    PromptKind.RESEARCH,
)

# Prompts are made on every action: built without the frozen dataclasses' per-field setattr.
_ACTION, _ROLE, _BOOST, _RESPOND, _CLEANUP = (
    quick(ActionPrompt),
    quick(RolePrompt),
    quick(BoostPrompt),
    quick(RespondPrompt),
    quick(CleanupPrompt),
)
_KEEP, _ATTACK, _COLONIZE, _PRODUCE, _TRADE, _RESEARCH, _REMOVE = (
    quick(KeepPrompt),
    quick(AttackPrompt),
    quick(ColonizePrompt),
    quick(ProducePrompt),
    quick(TradePrompt),
    quick(ResearchPrompt),
    quick(RemovePrompt),
)

# The two commonest, made in line in `prompt` (the call with ten arguments cost a tenth of the prompt).
_MAKING_BOOST, _MAKING_RESPOND = maker(BoostPrompt), maker(RespondPrompt)

# Prompts are immutable, and with no technology every "choose a role" is the same: made once, shared.
_CHOOSE_A_ROLE = _ROLE(PromptKind.ROLE, None)

_new = object.__new__


def prompt(state: StarwardState, seat: int, hand: tuple[int, ...] | None = None) -> Prompt | None:
    """What `seat` must decide now (None when it is not its move)."""
    if state.waiting != (seat,):
        return None
    player = state.players[seat]
    if hand is None:
        hand = tuple(player.hand)
    if state.pending:
        return _choice_prompt(state, seat, player, hand)
    step = state.step
    effects = player.effects  # mostly none: then neither a technology nor Civil Service asks anything
    if step is RESPOND or step is BOOST:  # first: most prompts are these
        role = state.role
        assert role is not None
        facts = player.counted  # symbols.counted, without the call on the usual path
        if facts[0] != player.symbols_version:
            facts = counted(player)
        down = facts[3]
        if role is COLONIZE and not down:  # cards played for Colonize are tucked: none can be
            playable: tuple[int, ...] = ()
        elif effects:
            playable = playable_for(player, hand, role)
        else:  # playable_for without Polymath Corps, without the call (boosting and following are hot)
            printed = PRINTED[role]
            chosen = []
            for c in hand:
                if printed[c]:
                    chosen.append(c)
            playable = tuple(chosen)
        base = facts[1][_ROLE_INDEX[role]]
        if step is BOOST:
            role_card = state.role_card
            base += card_symbols(player, role_card, role) if role_card is not None else state.substitute
            made: Any = _new(_MAKING_BOOST)  # _BOOST(kind, role, base, base, playable, down, purge) in line
            made.kind = _BOOST_KIND
            made.role = role
            made.count = base
            made.base = base
            made.cards = playable
            made.face_down = down
            made.remove_most = purge_most(state, seat) if effects else None
            made.__class__ = BoostPrompt
            boosting: Prompt = made  # (typing.cast would be a call)
            return boosting
        # RESPOND, an opponent's move: Lean Administration and the like cannot be used
        if effects:
            base += follow_bonus(player, role)
            bonus = follower_has_bonus(player, role)
        else:
            bonus = False
        made = _new(_MAKING_RESPOND)  # _RESPOND(kind, role, base, base, playable, may, needs, ...) in line
        made.kind = _RESPOND_KIND
        made.role = role
        made.count = base
        made.base = base
        made.cards = playable
        if role is COLONIZE:  # following Colonize needs a card to tuck
            made.may_follow = bool(playable)
            made.follow_needs_cards = True
        else:
            made.may_follow = bool(playable) or base > 0
            made.follow_needs_cards = False
        made.bonus = bonus
        made.face_down = down
        made.remove_most = None
        made.__class__ = RespondPrompt
        responding: Prompt = made
        return responding
    purge = purge_most(state, seat) if effects else None
    if step is ACTION:
        stacks = state.stacks
        kept, left = [], []  # plain loops: a comprehension is one more call
        for s in STACKS:
            n = len(stacks[s])
            if n:
                kept.append(s)
                left.append(n)
        live, sizes = tuple(kept), tuple(left)
        settle, targets, costs, slots, held, fighters = _board(state, seat)
        return _ACTION(
            _ACTION_KIND, state.actions_left, hand, _down(player), settle, targets,
            player.fighters, slots, held, fighters, live,
            SUPPLY_LINES in effects and not state.role_done
            and state.actions_left == (2 if "double_shift" in effects else 1),
            purge, costs, sizes,
        )  # fmt: skip
    if step is ROLE:
        return _ROLE(_ROLE_KIND, purge) if purge is not None else _CHOOSE_A_ROLE
    facts = player.counted  # CLEANUP; hand_limit, without the call on the usual path
    limit = facts[2] if facts[0] == player.symbols_version else hand_limit(player)
    return _CLEANUP(_CLEANUP_KIND, hand, limit, max(0, len(hand) - limit), purge)


def _choice_prompt(state: StarwardState, seat: int, player: Player, hand: tuple[int, ...]) -> Prompt:
    """The prompt of the choice waiting first (`state.pending`), which is `seat`'s."""
    effects = player.effects
    purge = purge_most(state, seat) if effects else None
    p = state.pending[0]
    kind = _CHOICE_PROMPT[p.choice]
    if kind is _KEEP_KIND:
        return _KEEP(kind, SURVEY, p.count, tuple([planet(x) for x in state.looking]), None)
    if kind is _ATTACK_KIND:
        board = _board(state, seat)
        return _ATTACK(
            kind, p.role, p.count, p.bonus, True, board[1], player.fighters, purge, board[2]
        )  # fmt: skip
    if kind is _COLONIZE_KIND:
        return _COLONIZE(
            kind, p.role, p.count, p.cards, p.bonus, _down(player),
            _board(state, seat)[0] if p.bonus else (), purge,
        )  # fmt: skip
    if kind is _PRODUCE_KIND:
        return _PRODUCE(kind, p.role, p.count, True, _board(state, seat)[3], purge)
    if kind is _TRADE_KIND:
        board = _board(state, seat)
        return _TRADE(kind, p.role, p.count, True, board[4], board[5], player.fighters, purge)
    if kind is _RESEARCH_KIND:
        return _RESEARCH(kind, p.role, p.count, True, options(state, player, p.count), purge)
    return _REMOVE(kind, p.count, hand, True, None)


def _down(player: Player) -> tuple[int, ...]:
    """The places of `player`'s face-down planets (planets.face_down), as last counted (symbols.counted)."""
    facts = player.counted
    if facts[0] != player.symbols_version:
        facts = counted(player)
    return facts[3]


_Board = tuple[
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[tuple[int, int], ...],
    tuple[tuple[int, int], ...],
    int,
]


def _board(state: StarwardState, seat: int) -> _Board:
    """What `seat`'s planets offer the action phase: settleable, attackable with their costs, empty slots,
    goods and tradeable fighters (an Empire's version moves too often between two of its action phases
    for a cache to pay). One pass over the planets giving what planets.settleable, attackable,
    warfare_cost, empty_slots, goods and tradeable_fighters give (the tests compare them)."""
    player = state.players[seat]
    effects = player.effects
    fighters = player.fighters
    burnt = BURNT_GROUND in effects if effects else False
    reach = fighters + 2 if burnt else fighters  # warfare costs 2 less with Burnt Ground Doctrine
    empire = empire_symbols(player, COLONIZE)
    values, colonize_costs, warfare_costs = COLONY_VALUES, COLONIZE_COSTS, WARFARE_COSTS
    settle: list[int] = []
    targets: list[int] = []
    costs: list[int] = []
    slots: list[tuple[int, int]] = []
    held: list[tuple[int, int]] = []
    for i, h in enumerate(player.planets):
        goods = h.goods
        if h.face_up:
            if not h.barren and False in goods:
                for s, full in enumerate(goods):
                    if not full:
                        slots.append((i, s))
        else:
            total = 0
            for c in h.colonies:
                total += values[c]
            if total >= colonize_costs[h.planet] - empire:
                settle.append(i)
            cost = warfare_costs[h.planet]
            if cost <= reach and fighters >= 0:
                targets.append(i)
                costs.append((cost - 2 if cost > 2 else 0) if burnt else cost)
        if True in goods:
            for s, full in enumerate(goods):
                if full:
                    held.append((i, s))
    arms = ARMS_EXCHANGE in effects if effects else False
    if arms:
        held += [(i, BLOCKER_SLOT) for i, h in enumerate(player.planets) if h.blocker]
    return tuple(settle), tuple(targets), tuple(costs), tuple(slots), tuple(held), fighters if arms else 0
