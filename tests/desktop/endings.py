"""Scenario builders for finished games played to a chosen end: a sole winner, a tie on influence.

moments.py stops a game at a decision; the end screens need the game over, and `moments.finished` (every
seat's plain move) ends most games in a tie of every seat, with every Starward score 0. The builders here
play the game to its end on purpose, by listed moves, no bot: a Council seat that plays its riders, a
Legislation table whose seats discard before every Draw round, a Starward seat that plays for influence
(`for_influence`: attack its planets, produce, trade). Each checks the end its name promises, so a rules
change that moves it fails here, with the name, instead of leaving a test to look at another end. The
games are played by moves from the table's options (no set-up), so the end screen replays them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from moments import _finish_steer, _new, plain_move

from games.core.session import Session

Steer = Callable[[Session, int], Any]
MOST_MOVES = 2000
"""The most moves a finished game takes here (the slowest, an eight-seat Council whose seats all play
their riders, takes about 1250)."""


# --- Starward: a seat playing for influence ------------------------------------------------------


def for_influence(session: Session, seat: int, tokens: int | None = None) -> Any:
    """The move of a Starward seat that plays for influence, or None where the plain move serves.

    As leader it attacks a face-down planet its fighters pay for (Warfare), else trades its goods (Trade),
    fills its empty slots (Produce), looks for a planet when it has none face down (Survey), or takes
    fighters (Warfare); it boosts with every card that may be played, follows Warfare, Produce and Trade,
    and takes the most each decision offers. It trades no goods past `tokens` influence tokens (None: no
    cap), so two seats can be brought to the same influence on purpose; goods left unsold count in the
    tie-break (resources on planets plus fighters)."""
    from games.starward.actions import Attack, Boost, ChooseRole, Follow, Produce, Trade
    from games.starward.cards import Symbol
    from games.starward.planets import attackable, empty_slots, face_down, goods

    player = session.state.players[seat]
    prompt = session.view(seat).prompt
    kind = prompt.kind.value
    room = len(goods(player)) if tokens is None else max(tokens - player.influence, 0)
    if kind == "role":
        if attackable(player):
            return ChooseRole(seat, Symbol.WARFARE)
        if goods(player) and room:
            return ChooseRole(seat, Symbol.TRADE)
        if empty_slots(player):
            return ChooseRole(seat, Symbol.PRODUCE)
        return ChooseRole(seat, Symbol.WARFARE if face_down(player) else Symbol.SURVEY)
    if kind == "boost" and prompt.role is not Symbol.COLONIZE:
        return Boost(seat, prompt.cards)
    if kind == "respond" and prompt.may_follow and not prompt.follow_needs_cards:
        if prompt.role in (Symbol.WARFARE, Symbol.PRODUCE, Symbol.TRADE):
            return Follow(seat, prompt.cards)
    if kind == "attack":
        return Attack(seat, prompt.attackable[0] if prompt.attackable else None)
    if kind == "produce":
        return Produce(seat, prompt.slots if prompt.count < 0 else prompt.slots[: prompt.count])
    if kind == "trade":
        most = len(prompt.goods) if prompt.count < 0 else prompt.count
        return Trade(seat, prompt.goods[: min(most, room)])
    return None


def _starward_steer(thriving: tuple[int, ...], tokens: int | None) -> Steer:
    take_a_card = _finish_steer("starward")
    assert take_a_card is not None

    def steer(session: Session, seat: int) -> Any:
        action = for_influence(session, seat, tokens) if seat in thriving else None
        return action if action is not None else take_a_card(session, seat)

    return steer


# --- every game: the steer that ends it -------------------------------------------------------------


def _riders_for(seats: tuple[int, ...]) -> Steer:
    from games.council.state import FrameKind

    def play_riders(session: Session, seat: int) -> Any:
        # In the window after an agenda is revealed, these seats play the first rider they hold (its
        # first listed prediction): a right prediction pays (the Imperial Rider a victory point).
        frame = session.state.stack[-1] if session.state.stack else None
        if seat not in seats or frame is None or frame.kind is not FrameKind.AFTER:
            return None
        riders = [p for p in session.view(seat).plays if p.verb == "play" and p.card.endswith("-rider")]
        return riders[0].action(seat) if riders else None

    return play_riders


def _discard_before_draw(session: Session, seat: int) -> Any:
    from moments import _legislation_steer

    steer = _legislation_steer("draw")  # every seat discards a bill: a Draw round from piles each round
    assert steer is not None
    return steer(session, seat)


def _steer(game_name: str, how: str, players: int) -> Steer | None:
    if how == "plain":
        return _finish_steer(game_name)
    if how == "riders":
        return _riders_for(tuple(range(players)))
    if how == "discards":
        return _discard_before_draw
    if how.startswith("influence"):  # "influence:0,1:2": seats 0 and 1 play for influence, tokens up to 2
        _name, seats, cap = how.split(":")
        return _starward_steer(tuple(int(s) for s in seats.split(",")), int(cap) if cap else None)
    raise ValueError(how)


def _play(game_name: str, players: int, how: str, seed: int, moves: int | None) -> Session:
    session = _new(game_name, players, 0, seed)
    steer = _steer(game_name, how, players)
    for _ in range(MOST_MOVES if moves is None else moves):
        if session.is_over():
            break
        seat = session.to_act()[0]
        action = steer(session, seat) if steer is not None else None
        session.apply(action if action is not None else plain_move(game_name, session, seat))
    return session


@cache
def _moves(game_name: str, players: int, how: str, seed: int) -> int:
    session = _play(game_name, players, how, seed, None)
    assert session.is_over(), f"{game_name} ({how}): the game did not end within {MOST_MOVES} moves"
    return len(session)


def ended(game_name: str, players: int, how: str, seed: int = 7) -> Session:
    """`game_name` played to its end by the steer `how`: "plain" (moments.finished), "riders" (Council:
    every seat plays the riders it holds), "discards" (Legislation: every seat discards a bill before
    each Draw round), "influence:SEATS:TOKENS" (Starward: SEATS, comma-separated, play `for_influence`
    with at most TOKENS influence tokens, empty: no cap). Every seat is a bot seat."""
    session = _play(game_name, players, how, seed, _moves(game_name, players, how, seed))
    assert session.is_over()
    return session


WINNING = {"council": ("riders",), "legislation": ("plain", "discards"), "starward": ("influence:0:",)}
"""The steers `won` tries, in turn, for each game."""


def won(game_name: str, players: int) -> Session:
    """`game_name` played to its end with a sole winner: the first of the game's WINNING steers whose
    game one seat wins alone (Council: the seat whose riders paid; Legislation: the plain moves, or
    discards before every Draw round; Starward: seat 0 playing for influence)."""
    for how in WINNING[game_name]:
        session = ended(game_name, players, how)
        if len(winners(session)) == 1:
            return session
    raise AssertionError(
        f"{game_name} with {players} seats: no steer of {WINNING[game_name]} has a sole winner"
    )


def winners(session: Session) -> tuple[int, ...]:
    """The seats that won `session` (over)."""
    return tuple(s.seat for s in session.standings() if s.won)


def scores(session: Session) -> dict[int, tuple[int, int]]:
    """Starward: each seat's (influence, tie-break)."""
    from games.starward.scoring import scores as starward_scores

    return {s.seat: (s.total, s.tie_break) for s in starward_scores(session.state)}


TIE_TOKENS = {2: 2, 3: 2, 4: 2, 5: 3}
"""For each seat count, the influence tokens at which seats 0 and 1, playing for influence, end equal on
influence with different tie-breaks (they differ in the planets they turn face up and the goods left)."""


def influence_tie(players: int) -> Session:
    """Starward ended with seats 0 and 1 equal on influence (more than the others') and the tie broken by
    the rules: the one with more resources on planets plus fighters wins alone."""
    session = ended("starward", players, f"influence:0,1:{TIE_TOKENS[players]}")
    got = scores(session)
    (winner,) = winners(session)
    loser = 1 - winner
    assert got[0][0] == got[1][0] > max((got[s][0] for s in range(2, players)), default=-1), got
    assert got[winner][1] > got[loser][1], got
    return session


def shared_win(players: int = 5) -> Session:
    """Starward ended with seats 0 and 1 sharing the win (equal on influence and the tie-break), and the
    other seats sharing the next place with different tie-breaks, the higher one not first in seat order:
    seats 0 and 1 play for influence with two tokens each."""
    session = ended("starward", players, "influence:0,1:2")
    got = scores(session)
    assert winners(session) == (0, 1) and got[0] == got[1], got
    rest = [got[s] for s in range(2, players)]
    assert len({i for i, _t in rest}) == 1 and max(rest)[1] > rest[0][1], f"the rest share a place: {got}"
    return session
