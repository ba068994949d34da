"""Rulings R39-R55 (the end, scoring, ties, and the technologies), one test each."""

import random

import pytest

from games.core import IllegalAction
from games.starward.actions import (
    Attack,
    Boost,
    ChooseRole,
    Cleanup,
    Dissent,
    EndActions,
    Follow,
    PlayAction,
    RemoveCards,
    Trade,
)
from games.starward.cards import Kind, Resource, Stack, Symbol, catalogue
from games.starward.options import StarwardOptions
from games.starward.scoring import score, winners
from games.starward.state import Choice, StarwardState, Step
from games.starward.views import PromptKind, view
from tests.starward.tables import (
    GAME,
    at_role,
    cards_of,
    change_planet,
    give_permanent,
    give_planet,
    new,
    play,
    set_hand,
    tech,
    tuck_under,
)

SURVEY, WARFARE, COLONIZE, PT, RESEARCH = (
    Kind.SURVEY,
    Kind.WARFARE,
    Kind.COLONIZE,
    Kind.PRODUCE_TRADE,
    Kind.RESEARCH,
)


def two(seed: int = 1):
    state = new(2, seed)
    return state, state.leader, 1 - state.leader


def quick_turn(state: StarwardState, role: Symbol = Symbol.SURVEY) -> None:
    """Play the turn under way simply: no action, `role` unboosted, everyone dissents, the least cleanup."""
    turn_no = state.turn_no
    rng = random.Random(0)
    while state.turn_no == turn_no and state.step is not Step.OVER:
        seat = state.waiting[0]
        prompt = view(state, seat).prompt
        kind = prompt.kind
        if kind is PromptKind.ACTION:
            play(state, EndActions(seat))
        elif kind is PromptKind.ROLE:
            play(state, ChooseRole(seat, role))
        elif kind is PromptKind.BOOST:
            play(state, Boost(seat, ()))
        elif kind is PromptKind.RESPOND:
            play(state, Dissent(seat))
        elif kind is PromptKind.CLEANUP:
            play(state, Cleanup(seat, prompt.cards[: prompt.must_discard]))
        else:
            play(state, GAME.basic_action(view(state, seat), rng))


def empty_but_one(state: StarwardState, stack: Stack) -> None:
    cards = state.stacks[stack]
    state.players[0].removed.extend(cards[1:])
    del cards[1:]


def test_r39_r40_the_round_of_the_trigger_is_finished_and_ends_before_the_start_player():
    state = new(3, 2)
    start = state.start_player
    empty_but_one(state, Stack.WARFARE)
    quick_turn(state, Symbol.WARFARE)  # the start player empties a stack: one empty stack ends 3 players
    assert state.end_triggered and state.step is not Step.OVER
    quick_turn(state)
    assert state.leader == (start + 2) % 3
    quick_turn(state)
    assert state.step is Step.OVER and state.last_turn == 2


def test_r39_the_extra_round_option_plays_one_more_round():
    state = GAME.new_state(3, StarwardOptions(extra_round=True), 2)
    empty_but_one(state, Stack.WARFARE)
    quick_turn(state, Symbol.WARFARE)
    for _ in range(4):
        quick_turn(state)
        assert state.step is not Step.OVER
    quick_turn(state)
    assert state.step is Step.OVER and state.last_turn == 5


def test_r41_supply_lines_takes_a_complete_extra_turn_after_the_last_round():
    state, me, other = two()
    give_permanent(state, other, "Supply Lines")
    empty_but_one(state, Stack.WARFARE)
    quick_turn(state, Symbol.WARFARE)
    quick_turn(state)
    assert state.step is Step.ACTION and state.extra_turn and state.leader == other
    at_role(state)
    play(state, ChooseRole(other, Symbol.WARFARE))
    play(state, Boost(other, ()))
    assert state.waiting == (me,), "the extra turn has responses too"
    play(state, Dissent(me))
    play(state, Cleanup(other, ()))
    assert state.step is Step.OVER


def test_r42_a_technology_scores_wherever_it_lies_except_removed():
    state, me, _ = two()
    player = state.players[me]
    for name, zone in (
        ("Datasphere", player.deck),
        ("Gene Crafting", player.discard),
        ("Blitz Doctrine", player.hand),
    ):
        card_id = tech(name)
        state.technologies.remove(card_id)
        player.technologies.append(card_id)
        zone.append(card_id)
    assert score(state, me).technologies == 6


def test_r43_ties_go_to_resources_plus_fighters_then_are_shared():
    state, me, other = two()
    state.players[me].influence = state.players[other].influence = 3
    state.players[me].fighters = 1
    assert winners(state) == (me,)
    state.players[other].fighters = 1
    assert set(winners(state)) == {me, other}


def test_r44_lean_administration_removes_one_card_once_in_each_own_turn():
    state, me, other = two()
    give_permanent(state, me, "Lean Administration")
    hand = state.players[me].hand
    assert view(state, me).prompt.remove_most == 1
    with pytest.raises(IllegalAction):
        play(state, RemoveCards(me, tuple(hand[:2])))
    play(state, RemoveCards(me, (hand[0],)))
    assert view(state, me).prompt.remove_most is None
    with pytest.raises(IllegalAction):
        play(state, RemoveCards(me, (hand[0],)))


def test_r45_double_shift_allows_an_optional_second_action():
    state, me, _ = two()
    give_permanent(state, me, "Double Shift")
    from games.starward.turn import start_turn

    start_turn(state, me, 0)
    set_hand(state, me, cards_of(WARFARE, 2))
    play(state, PlayAction(me, state.players[me].hand[0]))
    assert state.step is Step.ACTION
    play(state, EndActions(me))
    assert state.step is Step.ROLE and state.players[me].fighters == 1


def test_r45_supply_lines_lets_the_role_phase_come_first():
    state, me, other = two()
    give_permanent(state, me, "Supply Lines")
    assert view(state, me).prompt.role_first
    play(state, ChooseRole(me, Symbol.WARFARE))
    play(state, Boost(me, ()))
    play(state, Dissent(other))
    assert state.step is Step.ACTION and state.role_done
    play(state, EndActions(me))
    assert state.step is Step.CLEANUP


def test_r46_rapid_musters_attack_comes_after_all_responses():
    state, me, other = two()
    muster = tech("Rapid Muster")
    state.technologies.remove(muster)
    state.players[me].technologies.append(muster)
    set_hand(state, me, [muster])
    play(state, PlayAction(me, muster))
    assert state.players[me].fighters == 2 and not state.pending
    play(state, ChooseRole(me, Symbol.SURVEY))
    play(state, Boost(me, ()))
    if state.pending:
        play(state, GAME.basic_action(view(state, me), random.Random(1)))
    play(state, Dissent(other))
    assert state.pending and state.pending[0].choice is Choice.ATTACK and state.waiting == (me,)
    play(state, Attack(me, 0))
    assert state.players[me].planets[0].face_up and state.step is Step.CLEANUP


def test_r47_burnt_ground_lowers_costs_and_leaves_a_blocking_fighter():
    state, me, _ = two()
    give_permanent(state, me, "Burnt Ground Doctrine")
    warfare = cards_of(WARFARE, 1)
    set_hand(state, me, warfare)
    play(state, PlayAction(me, warfare[0], attack=(0,)))  # cost 2 - 2 = 0
    h = state.players[me].planets[0]
    assert h.face_up and h.blocker and h.barren and state.players[me].fighters == 0
    assert view(state, me).table.empires[me].planets[0].attack_cost == 0


def test_r48_cornucopia_produces_two_on_settling_and_civil_service_adds_a_symbol():
    state, me, other = two()
    give_permanent(state, me, "Cornucopia")
    colonize = cards_of(COLONIZE, 3)
    tuck_under(state, me, 0, colonize[:2])
    set_hand(state, me, [colonize[2]])
    play(state, PlayAction(me, colonize[2], settle=(0,)))
    assert state.pending[0].choice is Choice.PRODUCE and state.pending[0].count == 2
    state2, me2, other2 = two(3)
    give_permanent(state2, other2, "Civil Service")
    set_hand(state2, other2, [])
    at_role(state2)
    play(state2, ChooseRole(me2, Symbol.WARFARE))
    play(state2, Boost(me2, ()))
    play(state2, Follow(other2, ()))
    assert state2.players[other2].fighters == 1, "Civil Service alone is one Warfare symbol"


def test_r49_polymath_corps_makes_basic_research_cards_count_any_symbol_not_technologies():
    state, me, _ = two()
    give_permanent(state, me, "Polymath Corps")
    research = cards_of(RESEARCH, 1)
    archive = tech("Research Archive")
    state.technologies.remove(archive)
    state.players[me].technologies.append(archive)
    set_hand(state, me, research + [archive])
    at_role(state)
    play(state, ChooseRole(me, Symbol.WARFARE))
    assert view(state, me).prompt.cards == tuple(research), "the Archive shows no Warfare symbol"
    play(state, Boost(me, tuple(research)))
    assert state.counts[me] == 2


def test_r50_bazaar_network_pays_at_the_end_of_the_turn_per_resource_type_traded():
    state, me, other = two()
    bazaar = tech("Bazaar Network")
    state.technologies.remove(bazaar)
    state.players[me].technologies.append(bazaar)
    a = give_planet(state, me, "fer-3", face_up=True)  # food and water
    change_planet(state, me, a, goods=(True, True))
    set_hand(state, me, [bazaar] + cards_of(PT, 1))
    play(state, PlayAction(me, bazaar))
    play(state, ChooseRole(me, Symbol.TRADE))
    play(state, Boost(me, tuple(c for c in state.players[me].hand if c != bazaar)))
    play(state, Trade(me, ((a, 0), (a, 1))))
    assert state.players[me].influence == 2
    play(state, Dissent(other))
    play(state, Cleanup(me, ()))
    assert state.players[me].influence == 4, "2 traded + 2 types"


def test_r51_synthetic_minds_may_take_two_cards_of_one_stack_and_empty_it():
    state, me, _ = two()
    minds = tech("Synthetic Minds")
    state.technologies.remove(minds)
    state.players[me].technologies.append(minds)
    set_hand(state, me, [minds])
    stack = state.stacks[Stack.RESEARCH]
    state.players[me].removed.extend(stack[2:])
    del stack[2:]
    play(state, PlayAction(me, minds, stacks=(Stack.RESEARCH, Stack.RESEARCH)))
    assert not state.stacks[Stack.RESEARCH] and state.end_triggered
    assert len(state.players[me].hand) == 2


def test_r52_pathfinder_crew_puts_the_top_planet_into_the_empire_seen_by_its_owner_only():
    state, me, other = two()
    crew = tech("Pathfinder Crew")
    state.technologies.remove(crew)
    state.players[me].technologies.append(crew)
    set_hand(state, me, [crew])
    top = state.planet_deck[-1]
    record = play(state, PlayAction(me, crew))
    assert state.players[me].planets[-1].planet == top and record.reveals
    assert list(record.private) == [me] and record.private[me].planet_seen == top
    assert record.public.planet_seen is None and record.public.planet is not None
    assert view(state, other).table.empires[me].planets[-1].front is None


def test_r53_world_shaping_as_an_action_settles_at_once_if_the_planet_qualifies():
    state, me, _ = two()
    shaping = tech("World Shaping")
    state.technologies.remove(shaping)
    state.players[me].technologies.append(shaping)
    set_hand(state, me, [shaping])
    with pytest.raises(IllegalAction):
        play(state, PlayAction(me, shaping))
    play(state, PlayAction(me, shaping, tuck=0))  # start planet: cost 2, World Shaping is 2 colonies
    assert state.players[me].planets[0].face_up and shaping in state.players[me].discard


def test_r54_settler_convoys_settles_then_settles_again_or_tucks():
    state, me, _ = two()
    convoys = tech("Settler Convoys")
    state.technologies.remove(convoys)
    state.players[me].technologies.append(convoys)
    colonize = cards_of(COLONIZE, 2)
    tuck_under(state, me, 0, colonize)
    other_planet = give_planet(state, me, "adv-1")
    set_hand(state, me, [convoys])
    play(state, PlayAction(me, convoys, settle=(0,), tuck=other_planet))
    assert state.players[me].planets[0].face_up
    assert state.players[me].planets[other_planet].colonies == (convoys,)


def test_r55_trade_consulate_gives_influence_without_a_resource():
    state, me, _ = two()
    consulate = tech("Trade Consulate")
    state.technologies.remove(consulate)
    state.players[me].technologies.append(consulate)
    set_hand(state, me, [consulate])
    play(state, PlayAction(me, consulate))
    assert state.players[me].influence == 1 and state.main_supply == 23


def test_exclusive_contracts_names_a_resource_type():
    state, me, _ = two()
    contracts = tech("Exclusive Contracts")
    state.technologies.remove(contracts)
    set_hand(state, me, [contracts])
    with pytest.raises(IllegalAction):
        play(state, PlayAction(me, contracts))
    play(state, PlayAction(me, contracts, resource=Resource.FOOD))
    assert state.bonuses == [("contracts", Resource.FOOD)]
    assert catalogue().cards[contracts].tech.level == 2
