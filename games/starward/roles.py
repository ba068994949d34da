"""The role phase (rules §5.2, §6.1, R5-R12, R14-R16, R20, R23): choosing, boosting, following, dissenting.

The leader may choose any role, even one whose stack is empty (R5); it takes the stack's top card
into its play area, or, when the stack was already empty, counts the display's substitute (R14).
Then it boosts, the role resolves with the leader bonus, and each opponent in turn, clockwise,
follows (cards showing the symbol, plus its own Empire symbols, no bonus) or dissents (draws 1).
"""

from __future__ import annotations

from typing import cast

from games.core.errors import IllegalAction
from games.core.frozen import quick
from games.starward import survey
from games.starward.actions import Boost, ChooseRole, Follow
from games.starward.cards import (
    COLONIZE,
    PRODUCE,
    RESEARCH,
    ROLES,
    STACK_OF_ROLE,
    SURVEY,
    TRADE,
    WARFARE,
    Role,
    catalogue,
)
from games.starward.decks import check_hand_cards, draw
from games.starward.influence import check_stacks
from games.starward.log_record import Resolution
from games.starward.planets import (
    attackable,
    empty_slots,
    face_down,
    goods,
    settleable,
    tradeable_fighters,
    tuck,
)
from games.starward.research import qualifying
from games.starward.state import (
    ACTION,
    BOOST,
    RESPOND,
    ROLE,
    TO_ATTACK,
    TO_COLONIZE,
    TO_PRODUCE,
    TO_RESEARCH,
    TO_TRADE,
    Pending,
    Player,
    StarwardState,
)
from games.starward.symbols import (
    POLYMATH,
    PRINTED,
    card_symbols,
    cards_symbols,
    empire_symbols,
    follow_bonus,
    follower_has_bonus,
)
from games.starward.warfare import take_fighters

LOYAL_OPPOSITION = "loyal_opposition"
SUPPLY_LINES = "supply_lines"
# For each seat count and leader: the opponents in the order they respond (clockwise from the leader).
_OPPONENTS = {n: [tuple((seat + i) % n for i in range(1, n)) for seat in range(n)] for n in range(1, 9)}
_ROLE_STAT = {role: "role_" + role.value for role in ROLES}  # the statistics' key of each role


def check_choose(state: StarwardState, action: ChooseRole) -> None:
    if action.role not in ROLES:
        raise IllegalAction(f"{action.role!r} is not a role", "no_such_role")
    if state.step is ACTION:
        player = state.players[action.seat]
        if (
            SUPPLY_LINES not in player.effects
            or state.role_done
            or state.actions_left < _actions_at_start(state)
        ):
            raise IllegalAction("play an action card or end the action phase first", "action_phase")
    elif state.step is not ROLE:
        raise IllegalAction("a role is chosen at the start of the role phase", "wrong_step")


def _actions_at_start(state: StarwardState) -> int:
    return 2 if "double_shift" in state.players[state.leader].effects else 1


def choose(state: StarwardState, action: ChooseRole) -> None:
    """The leader takes the role (what its log entry shows, the game reads off the state: role, role_card
    and substitute)."""
    role = action.role
    stack = state.stacks[STACK_OF_ROLE[role]]
    state.role = role
    state.counts = {}
    state.responses = []
    if stack:  # R6: the role card is played at once
        state.role_card = stack.pop()
        state.players[action.seat].play.append(state.role_card)
        state.substitute = 0
        check_stacks(state)  # R16: empty the moment the last card leaves
    else:  # R14: the display's substitute, for the leader only
        state.role_card = None
        state.substitute = catalogue().substitute[role]
    state.step = BOOST
    stat = _ROLE_STAT[role]
    state.stats[stat] = state.stats.get(stat, 0) + 1


def _check_cards(state: StarwardState, seat: int, cards: tuple[int, ...]) -> None:
    if not cards:  # boosting or following with Empire symbols alone (R8): nothing to check here
        return
    player = state.players[seat]
    role = state.role
    assert role is not None
    check_hand_cards(player.hand, cards, "play")
    printed = PRINTED[role]
    polymath = POLYMATH in player.effects
    for c in cards:
        if not printed[c] and (not polymath or not card_symbols(player, c, role)):
            raise IllegalAction(
                f"card {c} shows no {role.value} symbol, so it cannot be played for the role",
                "no_symbol",
                card=c,
            )
    if role is COLONIZE and cards and not face_down(player):
        raise IllegalAction(
            "cards played for Colonize are tucked, and you have no face-down planet", "no_planet"
        )


def check_boost(state: StarwardState, action: Boost) -> None:
    if state.step is not BOOST:
        raise IllegalAction("boosting comes right after the leader chooses a role", "wrong_step")
    _check_cards(state, action.seat, action.cards)


def boost(state: StarwardState, action: Boost) -> tuple[int, Resolution]:
    """The leader plays its cards and the role resolves for it; returns the symbols counted and what the
    resolution logs (`resolve`)."""
    seat = action.seat
    cards = action.cards
    player = state.players[seat]
    role = state.role
    assert role is not None
    count = _play(player, cards, role) + empire_symbols(player, role)
    role_card = state.role_card
    if role_card is not None:
        count += card_symbols(player, role_card, role)
        played = (role_card, *cards)
    else:
        count += state.substitute
        played = cards
    state.counts[seat] = count
    resolved = resolve(state, seat, count, True, played)
    state.step = RESPOND
    state.responders = list(_OPPONENTS[state.seats][seat])
    return count, resolved


def check_follow(state: StarwardState, action: Follow) -> None:
    if state.step is not RESPOND:
        raise IllegalAction("opponents follow after the leader's role resolves", "wrong_step")
    cards = action.cards
    _check_cards(state, action.seat, cards)
    if cards:
        return
    role = state.role
    assert role is not None
    if role is COLONIZE:
        raise IllegalAction("following Colonize needs at least one card to tuck", "no_cards")
    player = state.players[action.seat]
    if not empire_symbols(player, role) + (follow_bonus(player, role) if player.effects else 0):
        raise IllegalAction(f"you have no {role.value} symbol: you must dissent", "no_symbol")


def follow(state: StarwardState, action: Follow) -> tuple[int, Resolution]:
    """An opponent follows: plays its cards, and the role resolves for it; returns the symbols counted and
    what the resolution logs (`resolve`)."""
    seat = action.seat
    cards = action.cards
    player = state.players[seat]
    role = state.role
    assert role is not None
    count = _play(player, cards, role) + empire_symbols(player, role)
    if player.effects:
        count += follow_bonus(player, role)
    state.counts[seat] = count
    state.responders.pop(0)
    state.responses.append((seat, True))
    state.stats["follows"] = state.stats.get("follows", 0) + 1
    return count, resolve(state, seat, count, False, cards)


def dissent(state: StarwardState, seat: int) -> tuple[list[int], bool]:
    """Draw 1 (2 with Loyal Opposition); with deck and discard empty it still counts (R10)."""
    player = state.players[seat]
    deck = player.deck
    if deck and not player.effects:  # the usual case, one card off the deck: decks.draw without the call
        card = deck.pop()
        player.hand.append(card)
        drawn, reshuffled = [card], False
    else:
        drawn, reshuffled = draw(state, seat, 2 if LOYAL_OPPOSITION in player.effects else 1)
    state.responders.pop(0)
    state.responses.append((seat, False))
    state.stats["dissents"] = state.stats.get("dissents", 0) + 1
    return drawn, reshuffled


def _play(player: Player, cards: tuple[int, ...], role: Role) -> int:
    """The cards go from the hand to the play area; returns the `role` symbols they count together
    (symbols.cards_symbols, without its call on the usual path)."""
    if not cards:
        return 0
    hand = player.hand
    if POLYMATH in player.effects:
        for c in cards:
            hand.remove(c)
        player.play += cards
        return cards_symbols(player, cards, role)
    printed = PRINTED[role]
    total = 0
    for c in cards:
        hand.remove(c)
        total += printed[c]
    player.play += cards
    return total


# A frozen dataclass made for many boosts and follows: built without its setattr (games/core/frozen.py).
_Resolution = cast("type[Resolution]", quick(Resolution))
NOTHING = Resolution()  # a resolution that did nothing at once (a choice queued, or none): shared
_FIGHTERS: dict[int, Resolution] = {}  # fighters taken at once, by count: made once each


def _fighters(count: int) -> Resolution:
    made = _FIGHTERS.get(count)
    if made is None:
        made = _FIGHTERS[count] = Resolution(fighters=count)
    return made


def resolve(
    state: StarwardState, seat: int, count: int, leader: bool, played: tuple[int, ...]
) -> Resolution:
    """The role's effect for one participant: done at once, or a choice queued for it."""
    role = state.role
    player = state.players[seat]
    if role is SURVEY:
        looked, refilled = survey.look(state, seat, count if leader else count - 1)
        return _Resolution(looks=len(looked), planet_deck_refilled=refilled, looked=looked)
    if role is WARFARE:
        if (leader or follower_has_bonus(player, role)) and attackable(player):
            state.pending.append(Pending(seat, TO_ATTACK, role, count, bonus=True))
        else:
            take_fighters(state, seat, count)
            return _FIGHTERS.get(count) or _fighters(count)
        return NOTHING
    if role is COLONIZE:
        bonus = leader or follower_has_bonus(player, role)
        may_settle = bonus and bool(settleable(player))
        down = face_down(player)
        if not down or (not played and not may_settle):
            return NOTHING
        if not may_settle and len(down) == 1:  # no choice to make: every card under the one planet
            tuck(player, down[0], played)
            player.version += 1
            tucked = set(played)
            player.play = [c for c in player.play if c not in tucked]
            state.stats["tucked"] = state.stats.get("tucked", 0) + len(played)
            return _Resolution(tucked=tuple((c, down[0]) for c in played))
        state.pending.append(Pending(seat, TO_COLONIZE, role, count, tuple(played), bonus=bonus))
        return NOTHING
    if role is PRODUCE:
        if count > 0 and empty_slots(player):
            state.pending.append(Pending(seat, TO_PRODUCE, role, count, optional=True))
        return NOTHING
    if role is TRADE:
        if count > 0 and (goods(player) or tradeable_fighters(player)):
            state.pending.append(Pending(seat, TO_TRADE, role, count, optional=True))
        return NOTHING
    if role is RESEARCH:
        if qualifying(state, player, count):
            state.pending.append(Pending(seat, TO_RESEARCH, role, count, optional=True))
        return NOTHING
    raise AssertionError(role)
