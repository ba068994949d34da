"""Counting symbols for a role (rules §6.1, R7, R8, R14, R25, R49): cards played, Empire, display.

A card counts for role R as many R symbols as it shows (the Produce/Trade card: one Produce and
one Trade); with Polymath Corps a basic Research card counts one of every symbol. Only cards that
count at least one may be played for R. Empire symbols are those of the seat's face-up planets
and permanent technologies; face-down planets never count.
"""

from __future__ import annotations

from functools import cache

from games.starward.cards import ROLES, Kind, Role, Symbol, catalogue, planet
from games.starward.state import Player

POLYMATH = "polymath"
CIVIL_SERVICE = "civil_service"
CIVIL_SERVICE_SYMBOL_ROLES = frozenset(
    {Symbol.SURVEY, Symbol.WARFARE, Symbol.PRODUCE, Symbol.TRADE, Symbol.RESEARCH}
)
CIVIL_SERVICE_BONUS_ROLES = frozenset({Symbol.COLONIZE, Symbol.WARFARE})
_ROLE_INDEX = {role: i for i, role in enumerate(ROLES)}
BASE_HAND_LIMIT = 5


@cache
def _printed(card_id: int, role: Role) -> int:
    return catalogue().cards[card_id].symbols.count(role)


@cache
def _is_basic_research(card_id: int) -> bool:
    return catalogue().cards[card_id].kind is Kind.RESEARCH


@cache
def _printed_table(role: Role) -> tuple[int, ...]:
    """For each card id, the `role` symbols it shows (the hot path of boosting and following)."""
    return tuple(c.symbols.count(role) for c in catalogue().cards)


def card_symbols(player: Player, card_id: int, role: Role) -> int:
    """How many `role` symbols this card counts when `player` plays it for the role."""
    printed = PRINTED[role][card_id]
    if not printed and POLYMATH in player.effects and _is_basic_research(card_id):
        return 1
    return printed


def colony_value(card_id: int) -> int:
    """Colonies a tucked card is worth (R25): its Colonize symbols; a basic Research card (tucked only
    with Polymath Corps) is worth 1."""
    return _printed(card_id, Symbol.COLONIZE) or (1 if _is_basic_research(card_id) else 0)


# Read once, on import: the rules ask for these on nearly every move, and a catalogue() call and a
# card's fields each time cost more than the rule itself.
COLONY_VALUES = tuple(colony_value(c.id) for c in catalogue().cards)  # colonies each card id is worth
PRINTED = {role: _printed_table(role) for role in ROLES}  # per role: the symbols each card id shows


def empire_symbols(player: Player, role: Role) -> int:
    """The `role` symbols on the player's face-up planets and permanent technologies (R7)."""
    counted = player.counted  # empire_counts, without the call on the usual path
    counts = counted[1] if counted[0] == player.symbols_version else _recount(player)[1]
    return counts[_ROLE_INDEX[role]]


def empire_counts(player: Player) -> tuple[int, ...]:
    """Empire symbols of every role, in role order; counted again only when they may have changed (the
    player's `symbols_version`: a planet joining or turning face up, a permanent technology moves it)."""
    counted = player.counted
    if counted[0] == player.symbols_version:
        return counted[1]
    return _recount(player)[1]


def hand_limit(player: Player) -> int:
    """5, plus 1 per face-up planet with the hand-limit icon (R37); counted with the Empire symbols,
    again only when they may have changed (cleanup asks three times a turn)."""
    counted = player.counted
    if counted[0] == player.symbols_version:
        return counted[2]
    return _recount(player)[2]


def counted(player: Player) -> tuple[int, tuple[int, ...], int, tuple[int, ...]]:
    """(symbols_version, Empire symbols per role, hand limit, places of the face-down planets), counted
    again only when they may have changed (the player's `symbols_version`)."""
    last = player.counted
    if last[0] == player.symbols_version:
        return last
    return _recount(player)


def _recount(player: Player) -> tuple[int, tuple[int, ...], int, tuple[int, ...]]:
    down = []  # planets.face_down (which imports this module)
    for i, h in enumerate(player.planets):
        if not h.face_up:
            down.append(i)
    last = (player.symbols_version, count_empire(player), count_hand_limit(player), tuple(down))
    player.counted = last
    return last


def count_hand_limit(player: Player) -> int:
    """The hand limit counted afresh: 5, plus 1 per face-up planet with the hand-limit icon (R37)."""
    limit = BASE_HAND_LIMIT
    for h in player.planets:
        if h.face_up:
            limit += planet(h.planet).hand_limit_bonus
    return limit


def count_empire(player: Player) -> tuple[int, ...]:
    """Empire symbols of every role, in role order, counted afresh."""
    counts = dict.fromkeys(ROLES, 0)
    for holding in player.planets:
        if holding.face_up:
            for symbol in planet(holding.planet).symbols:
                counts[symbol] += 1
    for card_id, face in player.permanents:
        tech = catalogue().cards[card_id].tech
        assert tech is not None
        for symbol in tech.faces[face].symbols:
            counts[symbol] += 1
    return tuple(counts.values())


def follow_bonus(player: Player, role: Role) -> int:
    """Civil Service (errata, R48): +1 symbol when following Survey, Warfare, Produce, Trade, Research."""
    return 1 if CIVIL_SERVICE in player.effects and role in CIVIL_SERVICE_SYMBOL_ROLES else 0


def follower_has_bonus(player: Player, role: Role) -> bool:
    """Civil Service: a follower of Colonize or Warfare may use the leader bonus."""
    return CIVIL_SERVICE in player.effects and role in CIVIL_SERVICE_BONUS_ROLES


def playable_for(player: Player, hand: list[int] | tuple[int, ...], role: Role) -> tuple[int, ...]:
    """The hand cards that may be played for `role` (they count at least one of its symbols)."""
    if POLYMATH in player.effects:
        return tuple([c for c in hand if card_symbols(player, c, role)])
    printed = PRINTED[role]
    playable = []  # a plain loop: a comprehension is one more call
    for c in hand:
        if printed[c]:
            playable.append(c)
    return tuple(playable)


def cards_symbols(player: Player, cards: tuple[int, ...], role: Role) -> int:
    """The `role` symbols `cards` count together (as `card_symbols` each)."""
    if POLYMATH in player.effects:
        return sum([card_symbols(player, c, role) for c in cards])
    printed = PRINTED[role]
    total = 0
    for c in cards:
        total += printed[c]
    return total
