"""Trade (rules §6.6, R29, R30, R47): return resources to the supply for one influence each.

The trader picks which, up to the count. Fighters are traded only with Arms Exchange (also the
blocking fighter Burnt Ground Doctrine left on a planet); they are never a resource *type* for
Bazaar Network or Exclusive Contracts (Quorum). Those count the leader's trades in its turn (R50).
"""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.starward.actions import BLOCKER_SLOT
from games.starward.cards import planet
from games.starward.influence import gain
from games.starward.planets import ARMS_EXCHANGE, holding
from games.starward.state import StarwardState, held


def check_trade(
    state: StarwardState, seat: int, goods: tuple[tuple[int, int], ...], fighters: int, most: int
) -> None:
    player = state.players[seat]
    if fighters < 0:
        raise IllegalAction(f"{fighters!r} is not a number of fighters", "bad_count")
    if len(goods) + fighters > most:
        raise IllegalAction(
            f"you may trade at most {most}, not {len(goods) + fighters}", "too_many", most=most
        )
    if len(set(goods)) != len(goods):
        raise IllegalAction("a resource is named twice", "duplicate_slot")
    arms = ARMS_EXCHANGE in player.effects
    if fighters and not arms:
        raise IllegalAction("fighters can be traded only with Arms Exchange", "needs_arms_exchange")
    if fighters > player.fighters:
        raise IllegalAction(f"you have only {player.fighters} fighter(s)", "too_few_fighters")
    for pair in goods:
        index, slot = pair
        h = holding(player, index, "trade")
        if slot == BLOCKER_SLOT:
            if not h.blocker:
                raise IllegalAction(f"planet {index} has no fighter on it", "no_blocker", planet=index)
            if not arms:
                raise IllegalAction("fighters can be traded only with Arms Exchange", "needs_arms_exchange")
            continue
        if not 0 <= slot < len(h.goods) or not h.goods[slot]:
            raise IllegalAction(
                f"there is no resource in slot {slot} of planet {index}", "empty_slot", planet=index
            )


def trade(state: StarwardState, seat: int, goods: tuple[tuple[int, int], ...], fighters: int) -> int:
    """Return the goods and fighters; take one influence each. Returns the influence taken."""
    player = state.players[seat]
    player.version += 1
    for index, slot in goods:
        h = player.planets[index]
        if slot == BLOCKER_SLOT:
            player.planets[index] = held(h.planet, h.face_up, h.colonies, h.goods, False, h.barren)
            continue
        held_goods = h.goods
        player.planets[index] = held(
            h.planet,
            h.face_up,
            h.colonies,
            held_goods[:slot] + (False,) + held_goods[slot + 1 :],
            h.blocker,
            h.barren,
        )
        if seat == state.leader:
            state.traded.append(planet(h.planet).slots[slot])
    player.fighters -= fighters
    n = len(goods) + fighters
    if n:
        gain(state, seat, n)
        state.stats["traded"] = state.stats.get("traded", 0) + n
    return n
