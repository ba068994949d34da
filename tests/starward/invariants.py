"""Checks that hold after every action of any Starward game (used by the random-play tests)."""

from __future__ import annotations

from collections import Counter

from games.starward.cards import KIND_OF_STACK, STACKS, Kind, catalogue
from games.starward.influence import empty_stacks
from games.starward.planets import attackable, empty_slots, face_down, goods, settleable, tradeable_fighters
from games.starward.state import StarwardState, Step
from games.starward.symbols import count_empire, count_hand_limit, counted, empire_counts, hand_limit
from games.starward.views import PromptKind, build_empire, prompt, view


def cards_in_play(state: StarwardState) -> Counter[int]:
    """Every card id in some place of the game: stacks, supply, and each seat's zones."""
    places: Counter[int] = Counter()
    for stack in state.stacks.values():
        places.update(stack)
    places.update(state.technologies)
    for p in state.players:
        for zone in (p.deck, p.hand, p.discard, p.play, p.removed):
            places.update(zone)
        for h in p.planets:
            places.update(h.colonies)
        places.update(c for c, _face in p.permanents)
    return places


def expected_cards(state: StarwardState) -> Counter[int]:
    cat = catalogue()
    ids: list[int] = []
    for stack in STACKS:
        first = cat.first_of_kind[KIND_OF_STACK[stack]]
        ids += range(first, first + state.size.before[stack])
    first = cat.first_of_kind[Kind.POLITICS]
    ids += range(first, first + state.size.politics)
    ids += cat.technologies
    return Counter(ids)


def check_table(state: StarwardState) -> None:
    places = cards_in_play(state)
    assert max(places.values()) == 1, "no card is in two places"
    assert places == expected_cards(state), "every card of the game is somewhere, and no other"
    planets = Counter(state.planet_deck) + Counter(state.planet_discard) + Counter(state.looking)
    for p in state.players:
        planets.update(h.planet for h in p.planets)
    assert max(planets.values()) == 1, "no planet is in two places"
    starts = {h.planet for p in state.players for h in p.planets if h.planet in catalogue().start_planets}
    assert set(planets) == set(catalogue().deck_planets) | starts and len(starts) == state.seats
    tokens = state.main_supply + state.reserve + sum(p.influence for p in state.players) - state.tally
    assert tokens == state.size.influence + catalogue().reserve, "influence tokens are conserved"
    assert state.main_supply >= 0 and state.reserve >= 0 and state.tally >= 0
    assert state.tally == 0 or (state.main_supply == 0 and state.reserve == 0)
    assert state.reserve == catalogue().reserve or state.main_supply == 0, "the reserve waits for the supply"
    for p in state.players:
        assert empire_counts(p) == count_empire(p), "the Empire symbols last counted are up to date"
        assert hand_limit(p) == count_hand_limit(p), "the hand limit last counted is up to date"
        assert counted(p)[3] == face_down(p), "the face-down planets last counted are up to date"
        assert p.fighters >= 0
        for h in p.planets:
            assert not h.colonies or not h.face_up, "face-up planets hold no colonies"
            assert not any(h.goods) or (h.face_up and not h.barren), "only usable slots hold resources"
    triggers = state.main_supply == 0 or empty_stacks(state) >= state.size.empty_stacks_end
    assert state.end_triggered == triggers, "the end is triggered exactly when a trigger holds"
    if state.step is Step.OVER:
        assert state.waiting == (), "no one is waited for once the game is over (Starward.apply reads it so)"
        assert state.end_triggered and state.last_turn is not None
        assert (state.last_turn + 1) % state.seats == 0, "every seat had the same number of turns"
    if state.looking:
        assert state.pending and state.pending[0].choice.value == "keep"


def _uncached(state: StarwardState) -> StarwardState:
    """A copy of `state` with every count and view cached by an Empire's version forgotten."""
    fresh = state.clone()
    for cache in (fresh.empires, fresh.cards):
        cache.clear()
    for player in fresh.players:
        player.counted = (-1, (), 0, ())
    return fresh


def check_privacy(state: StarwardState) -> None:
    """Each seat's view holds its own secrets only; the shared screen holds none."""
    shared = view(state, None)
    assert shared.hand == () and shared.prompt is None
    for empire in shared.table.empires:
        for p in empire.planets:
            assert (p.front is not None) == p.face_up, "a face-down front is hidden from the table"
    for seat in range(state.seats):
        assert shared.table.empires[seat] == build_empire(state, seat), "a cached Empire is up to date"
        p = state.players[seat]
        fresh = (seat, len(p.hand), len(p.deck), tuple(p.discard), tuple(p.play), tuple(p.removed))
        cards = shared.table.cards[seat]
        assert (
            cards.seat,
            cards.hand_count,
            cards.deck_count,
            cards.discard,
            cards.play,
            cards.removed,
        ) == fresh
        mine = view(state, seat)
        assert mine.table == shared.table, "every seat sees the same public table"
        assert mine.hand == tuple(state.players[seat].hand)
        assert [p.id for p in mine.fronts] == [h.planet for h in state.players[seat].planets]
        if mine.prompt is not None:
            assert state.waiting == (seat,)
            assert mine.prompt == prompt(_uncached(state), seat), "a prompt made from cached facts is fresh"
            planets = mine.table.empires[seat].planets
            costs = tuple(planets[i].attack_cost for i in mine.prompt.attackable)
            assert mine.prompt.attack_costs == costs, "the prompt's attack costs are the table's"
            left = dict(mine.table.stacks)
            assert mine.prompt.stack_sizes == tuple(left[s] for s in mine.prompt.stacks)
            if mine.prompt.kind is PromptKind.ACTION:  # the one pass over the planets the rules' own way
                player = state.players[seat]
                assert mine.prompt.settleable == settleable(player)
                assert mine.prompt.attackable == attackable(player)
                assert mine.prompt.slots == empty_slots(player)
                assert mine.prompt.goods == goods(player)
                assert mine.prompt.tradeable_fighters == tradeable_fighters(player)
            if mine.prompt.looking:
                assert state.pending[0].seat == seat
        else:
            assert state.waiting != (seat,) or state.step is Step.OVER
    assert state.waiting == () or len(state.waiting) == 1


def check_log_privacy(entries) -> None:
    """Drawn cards and Survey looks go only to the seat that drew or looked."""
    for entry in entries:
        assert set(entry.private) <= {entry.seat}, (entry.kind, entry.private)
        shared = entry.for_viewer(None)
        for key in ("drawn", "looking", "planet_seen"):
            assert key not in shared and getattr(entry.public, key, None) is None
        for seat, mine in entry.private.items():  # the seat's own event: the table's, and its secrets
            assert type(mine) is type(entry.public)
            assert {k: v for k, v in entry.for_viewer(seat).items() if k in shared} == shared
