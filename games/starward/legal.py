"""Every move a seat may make now in Starward (`Game.legal_actions`), in named parts (`StarwardListing`),
with typed spaces for the choices of many parts (spaces.py): cards to boost, follow, discard or remove;
slots to fill; goods to trade; where each card played for Colonize is tucked; and every way to play each
hand card for its action.

Read from the same checks the rules use (the prompt of views.py, which every view of the acting seat
already holds), so what is listed is exactly what `Starward.apply` accepts (tests/starward/test_legal.py
tries both sides). The acting seat's view carries its listing (`StarwardView.legal`), which the Random
bot draws every move from.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.core.frozen import quick
from games.core.legal import Legal, Listing, Parts
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
    Produce,
    RemoveCards,
    Research,
    Trade,
)
from games.starward.card_actions import effect_of
from games.starward.cards import ROLES, card
from games.starward.prompting import prompt
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
from games.starward.setup import SEAT_RANGE
from games.starward.spaces import (
    MembersSpace,
    TuckSpace,
    caps,
    convoys,
    count_pick,
    discard_pick,
    full_pick,
    share_pick,
)
from games.starward.state import OVER, StarwardState

__all__ = [
    "NO_MOVES",
    "MembersSpace",
    "StarwardListing",
    "TuckSpace",
    "legal_actions",
    "listing",
    "listing_of",
]

# The parts of each kind of decision, in the order `entries` lists them: first the Lean Administration /
# Ruthless Efficiency removal a leader may make at any moment of its turn ("remove"; after a draw of
# Datasphere or Research Archive, the removal asked for).
PARTS: dict[type[Prompt], tuple[str, ...]] = {  # by the prompt's type: an Enum member hashes in Python
    ActionPrompt: ("remove", "end", "plays", "roles"),  # roles: when Supply Lines lets them come first
    RolePrompt: ("remove", "roles"),
    BoostPrompt: ("remove", "boost"),
    RespondPrompt: ("remove", "dissent", "follow"),
    CleanupPrompt: ("remove", "cleanup"),
    KeepPrompt: ("remove", "keep"),
    AttackPrompt: ("remove", "attack"),
    ColonizePrompt: ("remove", "colonize"),
    ProducePrompt: ("remove", "produce"),
    TradePrompt: ("remove", "trade"),
    ResearchPrompt: ("remove", "research"),
    RemovePrompt: ("remove",),
}
_REMOVE, _ROLE = PromptKind.REMOVE, PromptKind.ROLE  # (an Enum member read off its class is slow)

# The moves that are the same every time for a seat, and the spaces' templates: made once (actions are
# immutable, and an equal one is the same move).
_SEATS = range(SEAT_RANGE[1])
DISSENTS = tuple((Dissent(seat),) for seat in _SEATS)
ENDS = tuple((EndActions(seat),) for seat in _SEATS)
ROLE_MOVES = tuple(tuple(ChooseRole(seat, role) for role in ROLES) for seat in _SEATS)
FOLLOWS = tuple(Follow(seat) for seat in _SEATS)  # the templates of the card spaces
BOOSTS = tuple(Boost(seat) for seat in _SEATS)
CLEANUPS = tuple(Cleanup(seat) for seat in _SEATS)
_REMOVE_CARDS = tuple(RemoveCards(seat) for seat in _SEATS)
PRODUCES = tuple(Produce(seat) for seat in _SEATS)
_PLACES = range(24)  # places in an Empire (more than a game ever fills); moves naming one made once
KEEPS = tuple(tuple(KeepPlanet(seat, i) for i in range(8)) for seat in _SEATS)  # (a Survey looks at few)
ATTACKS = tuple(tuple(Attack(seat, i) for i in _PLACES) for seat in _SEATS)
NO_ATTACKS = tuple(Attack(seat, None) for seat in _SEATS)
SETTLES = tuple(tuple(Colonize(seat, (), i) for i in _PLACES) for seat in _SEATS)
_keep, _attack, _colonize, _research = quick(KeepPlanet), quick(Attack), quick(Colonize), quick(Research)
_members = quick(MembersSpace)


class StarwardListing(Listing):
    """A seat's legal moves in parts (see PARTS), each worked out when first read from the seat's prompt
    (and the table, for a removal and for Settler Convoys): a random bot that wants one kind of move pays
    for that part only. `listing_of` makes one (the view of the acting seat makes it with its prompt)."""

    __slots__ = ("state", "seat", "hand", "prompt", "names")

    def __init__(self, state: StarwardState, seat: int, hand: tuple[int, ...], made: Prompt | None) -> None:
        super().__init__()
        self.state: StarwardState | None = state
        self.seat = seat
        self.hand = hand
        self.prompt = made
        self.names = () if made is None else PARTS[type(made)]

    def make(self, name: str) -> tuple[Legal, ...]:
        return _MAKE[name](self)

    def complete(self) -> None:
        """Every part worked out now, and the table let go: what a view keeps while the table moves on."""
        self.entries()
        self.state = None


NO_MOVES: Listing = Parts({})  # the listing of a seat with nothing to do (and of the shared screen)
_new = object.__new__


def listing_of(state: StarwardState, seat: int, hand: tuple[int, ...], made: Prompt) -> StarwardListing:
    """`StarwardListing(state, seat, hand, made)` for the seat's prompt `made`, without the calls of
    making it (`StarwardView.legal` makes one when first read)."""
    listed: Any = _new(StarwardListing)
    listed._known = {}
    listed.state = state
    listed.seat = seat
    listed.hand = hand
    listed.prompt = made
    listed.names = PARTS[type(made)]
    given: StarwardListing = listed
    return given


def listing(state: StarwardState, seat: int) -> Listing:
    """`legal_actions` in parts (see PARTS): NO_MOVES when `seat` has nothing to do."""
    if state.waiting != (seat,) or state.step is OVER:
        return NO_MOVES
    hand = tuple(state.players[seat].hand)
    made = prompt(state, seat, hand)
    return NO_MOVES if made is None else listing_of(state, seat, hand, made)


def legal_actions(state: StarwardState, seat: int) -> tuple[Legal, ...]:
    """Every move `seat` may make now (see `Game.legal_actions`); () when it has nothing to do."""
    return listing(state, seat).entries()


# --- the parts: each from the listing's prompt -------------------------------------------------------


def _remove(listed: StarwardListing) -> tuple[Legal, ...]:
    made, seat, hand = listed.prompt, listed.seat, listed.hand
    assert made is not None
    if made.kind is _REMOVE:  # Datasphere / Research Archive: remove after the draw
        most = made.count
    else:
        assert listed.state is not None, "a listing's parts are read before the table moves on"
        purge = purge_most(listed.state, seat)  # Lean Administration / Ruthless Efficiency
        if purge is None:
            return ()
        most = purge
    return (count_pick(_REMOVE_CARDS[seat], "cards", caps(hand), 0, len(hand) if most < 0 else most),)


def _plays(listed: StarwardListing) -> tuple[Legal, ...]:
    made, seat = listed.prompt, listed.seat
    assert made is not None
    out = []
    for c in made.cards:  # the hand
        if effect_of(c) == "convoys":  # its second settle needs the Empire itself
            assert listed.state is not None, "a listing's parts are read before the table moves on"
            out.append(_members(seat, c, made, convoys(listed.state.players[seat])))
        else:
            out.append(_members(seat, c, made, ()))
    return tuple(out)


def _roles(listed: StarwardListing) -> tuple[Legal, ...]:
    made = listed.prompt
    assert made is not None
    return ROLE_MOVES[listed.seat] if made.kind is _ROLE or made.role_first else ()


def _boost(listed: StarwardListing) -> tuple[Legal, ...]:
    made = listed.prompt
    assert made is not None
    cards = made.cards  # the cards that may be played for the role
    return (share_pick(BOOSTS[listed.seat], "cards", caps(cards), 0, len(cards)),)


def _follow(listed: StarwardListing) -> tuple[Legal, ...]:
    made = listed.prompt
    assert made is not None
    if not made.may_follow:
        return ()
    cards = made.cards
    return (share_pick(FOLLOWS[listed.seat], "cards", caps(cards), fewest_followed(made), len(cards)),)


def fewest_followed(made: Prompt) -> int:
    """The fewest cards a follow names: one to tuck for Colonize, or when no symbol of one's own counts."""
    return 1 if made.follow_needs_cards or made.base <= 0 else 0


def _cleanup(listed: StarwardListing) -> tuple[Legal, ...]:
    made, hand = listed.prompt, listed.hand
    assert made is not None
    return (discard_pick(CLEANUPS[listed.seat], "discard", caps(hand), made.must_discard, len(hand)),)


def _keeps(listed: StarwardListing) -> tuple[Legal, ...]:
    made = listed.prompt
    assert made is not None
    return keep_moves(listed.seat, len(made.looking))


def keep_moves(seat: int, looked_at: int) -> tuple[KeepPlanet, ...]:
    """The "keep" part: keeping each planet a Survey looks at."""
    shared = KEEPS[seat]
    return (
        shared[:looked_at] if looked_at <= len(shared) else tuple([_keep(seat, i) for i in range(looked_at)])
    )


def _attacks(listed: StarwardListing) -> tuple[Legal, ...]:
    made = listed.prompt
    assert made is not None
    return attack_moves(listed.seat, made.attackable)


def attack_moves(seat: int, attackable: tuple[int, ...]) -> tuple[Attack, ...]:
    """The "attack" part: taking fighters (or declining), then attacking each planet the fighters reach."""
    shared = ATTACKS[seat]
    return (NO_ATTACKS[seat], *[shared[i] if i < len(shared) else _attack(seat, i) for i in attackable])


def _colonizes(listed: StarwardListing) -> tuple[Legal, ...]:
    """The tucks (when a planet is face down), then each planet the leader bonus may settle instead."""
    made, seat = listed.prompt, listed.seat
    assert made is not None
    tucks: tuple[Legal, ...] = (TuckSpace(seat, made.cards, made.face_down),) if made.face_down else ()
    return tucks + settle_moves(seat, made.settleable)  # (settleable: only with the bonus)


def settle_moves(seat: int, settleable: tuple[int, ...]) -> tuple[Colonize, ...]:
    """The settles of the "colonize" part (with the leader bonus): each planet that may be settled."""
    shared = SETTLES[seat]
    return tuple([shared[i] if i < len(shared) else _colonize(seat, (), i) for i in settleable])


def _produces(listed: StarwardListing) -> tuple[Legal, ...]:
    made = listed.prompt
    assert made is not None
    return (full_pick(PRODUCES[listed.seat], "slots", caps(made.slots), 0, made.count),)


def _trades(listed: StarwardListing) -> tuple[Legal, ...]:
    """One space for each number of fighters traded (Arms Exchange), the goods with them."""
    made, seat = listed.prompt, listed.seat
    assert made is not None
    goods, count = caps(made.goods), made.count
    return tuple(
        full_pick(Trade(seat, (), f), "goods", goods, 0, count - f)
        for f in range(min(made.tradeable_fighters, count) + 1)
    )


def _researches(listed: StarwardListing) -> tuple[Legal, ...]:
    """None, then each technology that qualifies (as the prompt's options say), with each face it has."""
    made, seat = listed.prompt, listed.seat
    assert made is not None
    out: list[Legal] = [_research(seat, None, 0)]
    for option in made.technologies:
        if option.qualifies:
            tech = card(option.technology).tech
            assert tech is not None
            out += [_research(seat, option.technology, face) for face in ((0, 1) if tech.permanent else (0,))]
    return tuple(out)


def _dissent(listed: StarwardListing) -> tuple[Legal, ...]:
    return DISSENTS[listed.seat]


def _end(listed: StarwardListing) -> tuple[Legal, ...]:
    return ENDS[listed.seat]


_MAKE: dict[str, Callable[[StarwardListing], tuple[Legal, ...]]] = {
    "remove": _remove,
    "end": _end,
    "plays": _plays,
    "roles": _roles,
    "boost": _boost,
    "dissent": _dissent,
    "follow": _follow,
    "cleanup": _cleanup,
    "keep": _keeps,
    "attack": _attacks,
    "colonize": _colonizes,
    "produce": _produces,
    "trade": _trades,
    "research": _researches,
}
