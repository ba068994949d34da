"""Rulings R17-R27 (Survey, planets, Warfare, Colonize), one test each."""

import pytest

from games.core import IllegalAction
from games.starward.actions import (
    Attack,
    Boost,
    ChooseRole,
    Colonize,
    Dissent,
    Follow,
    KeepPlanet,
    PlayAction,
)
from games.starward.cards import Kind, Symbol, planet
from games.starward.scoring import score
from games.starward.state import Choice, Step
from games.starward.views import view
from tests.starward.tables import (
    at_role,
    cards_of,
    change_planet,
    give_planet,
    new,
    play,
    set_hand,
    tech,
    tuck_under,
)

SURVEY, WARFARE, COLONIZE = Kind.SURVEY, Kind.WARFARE, Kind.COLONIZE


def two(seed: int = 1):
    state = new(2, seed)
    return state, state.leader, 1 - state.leader


def test_r17_the_leader_looks_at_s_a_follower_at_s_minus_1_and_must_keep_one():
    state, me, other = two()
    set_hand(state, me, cards_of(SURVEY, 2))
    set_hand(state, other, cards_of(SURVEY, 2, skip=2))
    at_role(state)
    play(state, ChooseRole(me, Symbol.SURVEY))
    deck = len(state.planet_deck)
    record = play(state, Boost(me, tuple(state.players[me].hand)))
    assert len(state.looking) == 3 and record.reveals, "role card + 2 boosts = 3 looks"
    assert list(record.private) == [me] and record.private[me].looking == tuple(state.looking)
    assert record.public.looking is None
    assert state.pending[0].choice is Choice.KEEP and state.waiting == (me,)
    looked = list(state.looking)
    play(state, KeepPlanet(me, 1))
    assert state.players[me].planets[-1].planet == looked[1]
    assert sorted(state.planet_discard) == sorted([looked[0], looked[2]])
    assert len(state.planet_deck) == deck - 3
    play(state, Follow(other, tuple(state.players[other].hand)))
    assert len(state.looking) == 1, "a follower with 2 Survey symbols looks at 1"


def test_r17_an_empty_planet_deck_is_refilled_from_its_discard_pile():
    state, me, _ = two()
    state.planet_discard.extend(state.planet_deck[1:])
    del state.planet_deck[1:]
    set_hand(state, me, cards_of(SURVEY, 1))
    at_role(state)
    play(state, ChooseRole(me, Symbol.SURVEY))
    record = play(state, Boost(me, tuple(state.players[me].hand)))
    assert len(state.looking) == 2 and record.public.planet_deck_refilled


def test_r18_everyone_sees_the_back_of_the_top_planet_and_no_front():
    state, me, other = two()
    top = planet(state.planet_deck[-1])
    shared = view(state, None)
    assert shared.table.planet_top.colonize_cost == top.colonize_cost
    assert shared.table.planet_top.type is top.type
    start = state.players[me].planets[0]
    assert view(state, other).table.empires[me].planets[0].front is None
    assert view(state, me).table.empires[me].planets[0].front is None
    assert view(state, me).fronts[0] == planet(start.planet), "only its owner sees the front"


def test_r19_an_empire_holds_any_number_of_planets():
    state, me, _ = two()
    for key in ("adv-1", "adv-2", "fer-1", "fer-2", "met-1", "met-2", "met-3"):
        give_planet(state, me, key)
    assert len(view(state, me).table.empires[me].planets) == 8


def test_r20_boost_cards_stay_played_when_the_leader_attacks_instead():
    state, me, other = two()
    state.players[me].fighters = 2
    warfare = cards_of(WARFARE, 2)
    set_hand(state, me, warfare)
    at_role(state)
    play(state, ChooseRole(me, Symbol.WARFARE))
    play(state, Boost(me, tuple(warfare)))
    assert state.pending[0].choice is Choice.ATTACK and state.pending[0].count == 3
    play(state, Attack(me, 0))  # the start planet costs 2
    assert state.players[me].fighters == 0 and state.players[me].planets[0].face_up
    assert set(warfare) <= set(state.players[me].play), "boost cards are discarded at cleanup"


def test_r21_the_role_gives_fighters_or_an_attack_never_both():
    state, me, other = two()
    state.players[me].fighters = 1
    warfare = cards_of(WARFARE, 3)
    set_hand(state, me, warfare)
    at_role(state)
    play(state, ChooseRole(me, Symbol.WARFARE))
    play(state, Boost(me, tuple(warfare)))
    assert not state.pending, "1 fighter held cannot pay for an attack; the 4 new ones do not help"
    assert state.players[me].fighters == 5


def test_r21_fighters_from_an_action_pay_for_a_later_attack():
    state, me, _ = two()
    state.players[me].fighters = 1
    warfare = cards_of(WARFARE, 1)
    set_hand(state, me, warfare)
    play(state, PlayAction(me, warfare[0]))
    at_role_state = state
    play(at_role_state, ChooseRole(me, Symbol.WARFARE))
    play(state, Boost(me, ()))
    play(state, Attack(me, 0))
    assert state.players[me].planets[0].face_up


def test_r22_cards_under_an_attacked_planet_go_to_the_discard_pile():
    state, me, _ = two()
    colonize = cards_of(COLONIZE, 1)[0]
    tuck_under(state, me, 0, [colonize])
    set_hand(state, me, [c for c in state.players[me].hand if c != colonize])
    state.players[me].fighters = 2
    warfare = cards_of(WARFARE, 1)
    set_hand(state, me, warfare)
    play(state, PlayAction(me, warfare[0], attack=(0,)))
    assert colonize in state.players[me].discard and state.players[me].planets[0].face_up


def test_r23_without_a_face_down_planet_colonize_takes_no_boost_and_no_follow():
    state, me, other = two()
    change_planet(state, me, 0, face_up=True)
    change_planet(state, other, 0, face_up=True)
    set_hand(state, me, cards_of(COLONIZE, 1))
    set_hand(state, other, cards_of(COLONIZE, 1, skip=1))
    at_role(state)
    play(state, ChooseRole(me, Symbol.COLONIZE))
    with pytest.raises(IllegalAction) as error:
        play(state, Boost(me, tuple(state.players[me].hand)))
    assert error.value.code == "no_planet"
    play(state, Boost(me, ()))
    with pytest.raises(IllegalAction):
        play(state, Follow(other, tuple(state.players[other].hand)))
    play(state, Dissent(other))
    assert state.players[me].play == [state.role_card], "the role card waits for cleanup"


def test_r24_empire_colonize_symbols_lower_every_settle_even_to_zero_colonies():
    state, me, _ = two()
    for key in ("fer-1", "fer-2"):
        give_planet(state, me, key, face_up=True)  # two Colonize symbols: the start planet costs 2
    colonize = cards_of(COLONIZE, 1)
    set_hand(state, me, colonize)
    play(state, PlayAction(me, colonize[0], settle=(0,)))
    assert state.players[me].planets[0].face_up


def test_r25_world_shaping_tucked_for_the_role_is_worth_two_colonies():
    state, me, _ = two()
    shaping = tech("World Shaping")
    set_hand(state, me, [shaping])
    give_planet(state, me, "adv-1")  # colonize cost 4
    at_role(state)
    play(state, ChooseRole(me, Symbol.COLONIZE))
    play(state, Boost(me, (shaping,)))
    role_card = state.role_card
    play(state, Colonize(me, ((role_card, 1), (shaping, 1))))
    h = state.players[me].planets[1]
    assert not h.face_up, "tucking never settles by itself (R53)"
    assert view(state, me).table.empires[me].planets[1].colony_count == 3


def test_r26_a_tucked_technology_still_scores():
    state, me, _ = two()
    shaping = tech("World Shaping")
    state.technologies.remove(shaping)
    state.players[me].technologies.append(shaping)
    tuck_under(state, me, 0, [shaping])
    assert score(state, me).technologies == 2


def test_r27_a_leader_who_settles_tucks_nothing():
    state, me, other = two()
    colonize = cards_of(COLONIZE, 3)
    tuck_under(state, me, 0, colonize[:2])  # the start planet needs 2
    set_hand(state, me, [colonize[2]])
    at_role(state)
    play(state, ChooseRole(me, Symbol.COLONIZE))
    play(state, Boost(me, (colonize[2],)))
    play(state, Colonize(me, settle=0))
    assert state.players[me].planets[0].face_up
    assert colonize[2] in state.players[me].play and state.role_card in state.players[me].play
    assert state.step is Step.RESPOND
