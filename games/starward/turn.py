"""The order of a turn and of the game (rules §5, §7.1, §7.2, R11, R36, R39-R41, R45, R46, R50).

A turn: the action phase (optional), the role phase, cleanup. With Supply Lines the leader may
choose its role before playing an action (R45). Choices that come up on the way (a Survey keep, a
Colonize tuck, Cornucopia's production...) are queued in `state.pending` and answered before play
goes on. After the last round (the round of the end trigger, plus one with the extra-round option)
the owner of Supply Lines takes one more turn, then the game ends.
"""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.starward.actions import Cleanup
from games.starward.decks import check_hand_cards, draw
from games.starward.influence import gain
from games.starward.planets import attackable, empty_slots, goods, tradeable_fighters
from games.starward.research import qualifying
from games.starward.state import (
    ACTION,
    CLEANUP,
    OVER,
    RESPOND,
    ROLE,
    TO_ATTACK,
    TO_PRODUCE,
    TO_REMOVE,
    TO_RESEARCH,
    TO_TRADE,
    Pending,
    StarwardState,
)
from games.starward.symbols import hand_limit
from games.starward.warfare import take_fighters

DOUBLE_SHIFT = "double_shift"
SUPPLY_LINES = "supply_lines"


def start_turn(state: StarwardState, seat: int, turn_no: int, extra: bool = False) -> None:
    state.turn_no = turn_no
    state.leader = seat
    state.extra_turn = extra
    state.step = ACTION
    player = state.players[seat]
    state.actions_left = 2 if DOUBLE_SHIFT in player.effects else 1
    state.action_done = False
    state.role_done = False
    state.role = None
    state.role_card = None
    state.substitute = 0
    state.counts = {}
    state.responders = []
    state.responses = []
    state.muster = 0
    state.purged = False
    state.bonuses = []
    state.traded = []
    state.produced = []


def _useless(state: StarwardState, p: Pending) -> bool:
    """A queued choice that can change nothing any more (it is skipped; a Warfare bonus becomes fighters)."""
    player = state.players[p.seat]
    choice = p.choice
    if choice is TO_PRODUCE:
        return not empty_slots(player)
    if choice is TO_ATTACK:
        return not attackable(player)
    if choice is TO_TRADE:
        return not goods(player) and not tradeable_fighters(player)
    if choice is TO_REMOVE:
        return not player.hand
    if choice is TO_RESEARCH:
        return not qualifying(state, player, p.count)
    return False


def advance(state: StarwardState) -> None:
    """Move the turn on until someone must decide something; then note who (`state.waiting`)."""
    while True:
        pending = state.pending
        if pending:
            while pending and _useless(state, pending[0]):
                p = pending.pop(0)
                if p.choice is TO_ATTACK and p.bonus:  # the Warfare role: fighters, as no attack is possible
                    take_fighters(state, p.seat, p.count)
            if pending:
                state.waiting = (pending[0].seat,)
                return
        step = state.step
        if step is RESPOND:  # first: most moves are a role's responses
            responders = state.responders
            if responders:
                state.waiting = (responders[0],)
                return
            _end_role_phase(state)
            continue
        if step is ACTION and (state.actions_left <= 0 or not state.players[state.leader].hand):
            _end_action_phase(state)
            continue
        state.waiting = () if step is OVER else (state.leader,)
        return


def _end_action_phase(state: StarwardState) -> None:
    state.action_done = True
    if state.role_done:
        _muster(state)  # Supply Lines put the role phase first: Rapid Muster's attack comes now
        state.step = CLEANUP
    else:
        state.step = ROLE


def _end_role_phase(state: StarwardState) -> None:
    """Every opponent has responded: followers' cards go to their discard piles; Rapid Muster's attack."""
    for seat, followed in state.responses:
        if followed:
            player = state.players[seat]
            player.discard.extend(player.play)
            player.play.clear()
    state.role_done = True
    _muster(state)
    state.step = CLEANUP if state.action_done else ACTION


def _muster(state: StarwardState) -> None:
    for _ in range(state.muster):
        state.pending.append(Pending(state.leader, TO_ATTACK, None, 0, optional=True))
    state.muster = 0


def check_cleanup(state: StarwardState, action: Cleanup) -> None:
    if state.step is not CLEANUP:
        raise IllegalAction("cleanup comes after the action and role phases", "wrong_step")
    player = state.players[action.seat]
    check_hand_cards(player.hand, action.discard, "discard")
    limit = hand_limit(player)
    keep = len(player.hand) - len(action.discard)
    if keep > limit:
        raise IllegalAction(
            f"your hand limit is {limit}: discard at least {len(player.hand) - limit} card(s)",
            "over_hand_limit",
            limit=limit,
        )


def cleanup(state: StarwardState, action: Cleanup) -> tuple[list[int], bool]:
    """Play area and chosen cards to the discard pile, then draw up to the limit (R36)."""
    player = state.players[action.seat]
    player.discard.extend(player.play)
    player.play.clear()
    for c in action.discard:
        player.hand.remove(c)
        player.discard.append(c)
    missing = hand_limit(player) - len(player.hand)
    drawn, reshuffled = draw(state, action.seat, missing) if missing > 0 else ([], False)
    end_turn(state)
    return drawn, reshuffled


def turn_bonus(state: StarwardState) -> int:
    """Bazaar Network, Exclusive Contracts, Gene Crafting: what they pay at the end of the turn (R50)."""
    total = 0
    for effect, resource in state.bonuses:
        if effect == "bazaar":
            total += len(set(state.traded))
        elif effect == "contracts" and resource is not None:  # Exclusive Contracts names its resource
            total += state.traded.count(resource)
        elif effect == "gene":
            total += len(set(state.produced))
    return total


def end_turn(state: StarwardState) -> None:
    bonus = turn_bonus(state)
    if bonus:
        gain(state, state.leader, bonus)
    if state.extra_turn or (
        state.end_triggered and state.last_turn is not None and state.turn_no >= state.last_turn
    ):
        owner = None if state.extra_turn else supply_lines_owner(state)
        if owner is None:
            state.step = OVER
            state.waiting = ()
            return
        start_turn(state, owner, state.turn_no + 1, extra=True)  # R41: a complete turn
        return
    turn_no = state.turn_no + 1
    start_turn(state, (state.start_player + turn_no) % state.seats, turn_no)


def supply_lines_owner(state: StarwardState) -> int | None:
    for seat, player in enumerate(state.players):
        if SUPPLY_LINES in player.effects:
            return seat
    return None
