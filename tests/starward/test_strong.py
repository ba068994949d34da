"""The Strong Starward bot (games/starward/strong.py): it samples tables from its own view only (the
no-cheating test: rearrange what the seat cannot see, the decision stays the same), keeps everything the
view shows, searches Basic's move first, and plays whole games."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from games.core.bots import make_bot
from games.core.rng import GameRng
from games.core.search import Budget, SearchBot
from games.core.seats import BotLevel
from games.core.simulate import play_one
from games.registry import load_game
from games.starward.bot import basic_action
from games.starward.cards import planet
from games.starward.dice import Dice
from games.starward.known import determinise
from games.starward.state import StarwardState, held
from games.starward.strong import search_moves

GAME = load_game("starward")
TINY = Budget(playouts=12)


def positions(seeds: range, seats: int = 4) -> Iterator[tuple[StarwardState, int]]:
    """Decisions of whole games between Basic bots where a search compares more than one move."""
    for seed in seeds:
        state = GAME.new_state(seats, GAME.default_options(), seed)
        bots = [make_bot(GAME, BotLevel.BASIC, seed * 10 + s) for s in range(seats)]
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            if len(search_moves(GAME.view(state, seat), random.Random(0))) > 1:
                yield state, seat
            GAME.apply(state, bots[seat].act(GAME.view(state, seat)))


def back(planet_id: int) -> tuple[object, ...]:
    p = planet(planet_id)
    return (p.type, p.colonize_cost, p.warfare_cost)


def unseen(state: StarwardState, seat: int) -> list[int]:
    """Every planet whose front `seat` cannot see (no Survey under way in these positions)."""
    down = [h.planet for s, p in enumerate(state.players) if s != seat for h in p.planets if not h.face_up]
    return sorted(state.planet_deck + state.planet_discard + down)


def rearranged(state: StarwardState, seat: int, rng: random.Random) -> StarwardState:
    """The same table as `seat` sees it, everything it cannot see arranged otherwise: rivals' hands and
    decks dealt again from their cards, every deck's order, the planet deck below its top, a rival's
    face-down planet swapped with a planet of the same back from the planet deck, the game's dice."""
    other = state.clone()
    for s, p in enumerate(other.players):
        if s == seat:
            rng.shuffle(p.deck)
        else:
            pool = p.hand + p.deck
            rng.shuffle(pool)
            p.hand, p.deck = pool[: len(p.hand)], pool[len(p.hand) :]
    deck = other.planet_deck
    if len(deck) > 1:
        below = deck[:-1]
        rng.shuffle(below)
        deck[:-1] = below
    for s, p in enumerate(other.players):
        for i, h in enumerate(p.planets):
            if s == seat or h.face_up:
                continue
            same = [k for k, pid in enumerate(deck[:-1]) if back(pid) == back(h.planet)]
            if same:
                k = rng.choice(same)
                deck[k], new = h.planet, deck[k]
                slots = (False,) * len(planet(new).slots)
                p.planets[i] = held(new, False, h.colonies, slots, h.blocker, h.barren)
    other.rng = Dice(GameRng(rng.getrandbits(32)))
    return other


def table_key(state: StarwardState) -> tuple[object, ...]:
    dice = state.rng.copy()
    order = list(range(40))
    dice.shuffle(order)  # the dice of the sampled table: the bot's, not the game's
    return (
        tuple(p.key() for p in state.players),
        tuple(state.planet_deck),
        tuple(state.planet_discard),
        order,
    )


def test_no_cheating_strong_decides_the_same_whatever_the_seat_cannot_see():
    rng = random.Random(3)
    checked = changed = 0
    for i, (state, seat) in enumerate(positions(range(3))):
        if i % 7:
            continue
        other = rearranged(state, seat, rng)
        changed += any(a.hand != b.hand for a, b in zip(state.players, other.players, strict=True))
        assert GAME.view(other, seat) == GAME.view(state, seat)  # the seat cannot tell them apart
        for k in range(3):  # the tables it samples are the same, so is all it reckons from them
            mine, theirs = (determinise(GAME.view(t, seat), random.Random(k)) for t in (state, other))
            assert table_key(mine) == table_key(theirs)
        expected = SearchBot(GAME, i, TINY).act(GAME.view(state, seat))
        assert SearchBot(GAME, i, TINY).act(GAME.view(other, seat)) == expected
        checked += 1
        if checked >= 12:
            break
    assert checked >= 12 and changed >= 6


def test_a_sampled_table_keeps_what_the_view_shows_and_deals_the_rest():
    checked = 0
    for state, seat in positions(range(2)):
        view = GAME.view(state, seat)
        tables = [determinise(view, random.Random(k)) for k in range(6)]
        for t in tables:
            assert GAME.view(t, seat) == view
            for s, (p, q) in enumerate(zip(state.players, t.players, strict=True)):
                assert Counter(p.hand + p.deck) == Counter(q.hand + q.deck)
                assert [back(h.planet) for h in p.planets] == [back(h.planet) for h in q.planets]
                if s == seat:
                    assert q.hand == p.hand and sorted(q.deck) == sorted(p.deck)
            assert unseen(t, seat) == unseen(state, seat)  # the planets it cannot see, dealt again
            if state.planet_deck:  # the top card's back is on the table
                assert back(t.planet_deck[-1]) == back(state.planet_deck[-1])
        assert len({tuple(t.planet_deck) for t in tables}) > 1
        rivals = [s for s in range(state.seats) if s != seat]
        hands = {tuple(tuple(t.players[s].hand) for s in rivals) for t in tables}
        assert len(hands) > 1  # the rivals' hands are dealt again
        checked += 1
        if checked >= 5:
            return


def test_only_the_acting_seat_has_a_table_to_sample():
    state = GAME.new_state(4, GAME.default_options(), 5)
    acting = state.waiting[0]
    assert GAME.view(state, acting).known is not None
    assert GAME.view(state, (acting + 1) % 4).known is None and GAME.view(state, None).known is None


def test_basic_s_move_comes_first_and_strong_plays_whole_games():
    for state, seat in positions(range(1)):
        view = GAME.view(state, seat)
        moves = search_moves(view, random.Random(2))
        assert moves[0] == basic_action(view, random.Random(2)) and len(set(moves)) == len(moves)
        break
    levels = (BotLevel.STRONG,) + (BotLevel.BASIC,) * 3
    session = play_one(GAME, 4, 11, levels=levels, budget=Budget(playouts=6))
    assert session.is_over()
