"""Rulings R28-R38 (Produce, Trade, influence, Research, Politics, cleanup, decks), one test each."""

import pytest

from games.core import IllegalAction
from games.starward.actions import (
    Boost,
    ChooseRole,
    Cleanup,
    Dissent,
    Follow,
    KeepPlanet,
    PlayAction,
    Produce,
    Research,
)
from games.starward.cards import Kind, Stack, Symbol, catalogue
from games.starward.influence import gain
from games.starward.scoring import score
from games.starward.state import Choice, Step
from games.starward.views import view
from tests.starward.tables import (
    at_role,
    cards_of,
    change_planet,
    give_permanent,
    give_planet,
    new,
    play,
    set_hand,
    tech,
)

PT, RESEARCH, SURVEY, POLITICS = Kind.PRODUCE_TRADE, Kind.RESEARCH, Kind.SURVEY, Kind.POLITICS


def two(seed: int = 1):
    state = new(2, seed)
    return state, state.leader, 1 - state.leader


def test_r28_the_producer_picks_slots_and_may_produce_fewer_but_not_on_barren_planets():
    state, me, _ = two()
    give_planet(state, me, "fer-3", face_up=True)
    barren = give_planet(state, me, "fer-6", face_up=True)
    change_planet(state, me, barren, barren=True)
    set_hand(state, me, cards_of(PT, 2))
    at_role(state)
    play(state, ChooseRole(me, Symbol.PRODUCE))
    play(state, Boost(me, tuple(state.players[me].hand)))
    assert state.pending[0].count == 4, "role card + 2 boosts + Bountiful's Produce symbol"
    assert view(state, me).prompt.slots == ((1, 0), (1, 1))
    with pytest.raises(IllegalAction) as error:
        play(state, Produce(me, ((barren, 0),)))
    assert error.value.code == "barren"
    play(state, Produce(me, ((1, 1),)))
    assert state.players[me].planets[1].goods == (False, True)


def test_r29_fighters_are_traded_only_with_arms_exchange():
    state, me, _ = two()
    state.players[me].fighters = 3
    set_hand(state, me, cards_of(PT, 1))
    with pytest.raises(IllegalAction) as error:
        play(state, PlayAction(me, state.players[me].hand[0], fighters=1))
    assert error.value.code == "needs_arms_exchange"
    give_permanent(state, me, "Arms Exchange")
    play(state, PlayAction(me, state.players[me].hand[0], fighters=1))
    assert state.players[me].fighters == 2 and state.players[me].influence == 1


def test_r30_influence_comes_from_supply_then_reserve_then_tally_and_pays_in_full():
    state, me, _ = two()
    state.main_supply = 1
    state.players[1 - me].influence = 23  # where the other 23 went
    gain(state, me, 10)
    assert state.end_triggered, "the last main-supply token triggers the end at once"
    assert state.main_supply == 0 and state.reserve == 0 and state.tally == 1
    assert state.players[me].influence == 10


def test_r31_prerequisites_count_face_up_planets_only_start_planets_included():
    state, me, _ = two()
    start = state.players[me].planets[0]
    kind = catalogue().planets[start.planet].type
    research = cards_of(RESEARCH, 3)
    set_hand(state, me, research)
    at_role(state)
    play(state, ChooseRole(me, Symbol.RESEARCH))
    play(state, Boost(me, tuple(research[:2])))
    assert not state.pending, "3 symbols but the start planet is face down: nothing qualifies"
    state2, me2, _ = two()
    change_planet(state2, me2, 0, face_up=True)
    set_hand(state2, me2, research)
    at_role(state2)
    play(state2, ChooseRole(me2, Symbol.RESEARCH))
    play(state2, Boost(me2, tuple(research[:2])))
    options = view(state2, me2).prompt.technologies
    assert {o.technology for o in options if o.qualifies} == {
        t
        for t in state2.technologies
        if catalogue().cards[t].tech.type is kind and catalogue().cards[t].tech.level == 1
    }
    assert any(o.reason.value == "few_planets" for o in options)


def test_r32_an_ordinary_technology_goes_into_the_hand():
    state, me, _ = two()
    change_planet(state, me, 0, face_up=True)
    kind = catalogue().planets[state.players[me].planets[0].planet].type
    set_hand(state, me, cards_of(RESEARCH, 2))
    at_role(state)
    play(state, ChooseRole(me, Symbol.RESEARCH))
    play(state, Boost(me, tuple(state.players[me].hand)))
    level1 = next(t for t in state.technologies if catalogue().cards[t].tech.type is kind)
    play(state, Research(me, level1))
    assert level1 in state.players[me].hand and level1 not in state.technologies


def test_r33_a_permanent_face_is_chosen_once_and_cornucopia_produces_as_it_enters():
    state, me, _ = two()
    for key in ("fer-1", "fer-3"):
        give_planet(state, me, key, face_up=True)
    set_hand(state, me, cards_of(RESEARCH, 4))
    at_role(state)
    play(state, ChooseRole(me, Symbol.RESEARCH))
    play(state, Boost(me, tuple(state.players[me].hand)))
    card_id = tech("Cornucopia")
    play(state, Research(me, card_id, 1))
    assert (card_id, 1) in state.players[me].permanents
    assert state.pending[0].choice is Choice.PRODUCE and state.pending[0].count == 4
    play(state, Produce(me, ((1, 0), (2, 0), (2, 1))))
    assert sum(sum(h.goods) for h in state.players[me].planets) == 3


def test_r34_the_research_action_removes_up_to_two_and_a_removed_technology_scores_nothing():
    state, me, _ = two()
    consulate = tech("Trade Consulate")
    shaping = tech("World Shaping")
    for t in (consulate, shaping):
        state.technologies.remove(t)
        state.players[me].technologies.append(t)
    research = cards_of(RESEARCH, 1)
    set_hand(state, me, research + [consulate, shaping])
    with pytest.raises(IllegalAction):
        play(state, PlayAction(me, research[0], remove=(research[0],)))
    play(state, PlayAction(me, research[0], remove=(shaping,)))
    assert shaping in state.players[me].removed and score(state, me).technologies == 0


def test_r35_the_card_politics_takes_may_boost_the_same_turn():
    state, me, _ = two()
    politics = catalogue().first_of_kind[POLITICS]
    set_hand(state, me, [politics])
    top = state.stacks[Stack.SURVEY][-1]
    play(state, PlayAction(me, politics, stacks=(Stack.SURVEY,)))
    assert state.players[me].hand == [top]
    play(state, ChooseRole(me, Symbol.SURVEY))
    play(state, Boost(me, (top,)))
    assert state.counts[me] == 2


def test_r36_cleanup_discards_play_then_hand_then_draws_to_the_limit():
    state, me, other = two()
    at_role(state)
    play(state, ChooseRole(me, Symbol.WARFARE))
    play(state, Boost(me, ()))
    play(state, Dissent(other))
    hand = list(state.players[me].hand)
    assert len(hand) == 5
    play(state, Cleanup(me, tuple(hand[:2])))
    assert len(state.players[me].hand) == 5
    assert set(hand[:2]) <= set(state.players[me].discard) | set(state.players[me].hand)


def test_r36_the_hand_limit_is_checked_only_at_cleanup():
    state, me, other = two()
    set_hand(state, me, cards_of(SURVEY, 7))
    at_role(state)
    play(state, ChooseRole(me, Symbol.WARFARE))
    play(state, Boost(me, ()))
    play(state, Dissent(other))
    with pytest.raises(IllegalAction) as error:
        play(state, Cleanup(me, ()))
    assert error.value.code == "over_hand_limit"
    play(state, Cleanup(me, tuple(state.players[me].hand[:2])))
    assert len(state.players[me].hand) == 5


def test_r37_hand_limit_icons_count_only_face_up():
    state, me, other = two()
    give_planet(state, me, "adv-7")  # +1 hand limit, face down
    assert view(state, me).table.empires[me].hand_limit == 5
    give_planet(state, me, "adv-8", face_up=True)
    assert view(state, me).table.empires[me].hand_limit == 6


def test_r38_only_the_discard_pile_is_reshuffled():
    state, me, other = two()
    player = state.players[other]
    player.discard.extend(player.deck[:2])  # deck empty, two cards in the discard pile
    player.removed.extend(player.deck[2:])
    player.deck.clear()
    hand = list(player.hand)
    at_role(state)
    play(state, ChooseRole(me, Symbol.WARFARE))
    play(state, Boost(me, ()))
    record = play(state, Dissent(other))
    assert record.public.reshuffled and len(player.hand) == len(hand) + 1
    assert len(player.deck) == 1 and not player.discard
    assert state.step is Step.CLEANUP


def test_r38_followers_cards_go_to_their_discard_when_all_have_responded():
    state = new(3, 4)
    me = state.leader
    first, second = (me + 1) % 3, (me + 2) % 3
    set_hand(state, first, cards_of(SURVEY, 1))
    at_role(state)
    play(state, ChooseRole(me, Symbol.SURVEY))
    play(state, Boost(me, ()))
    if state.pending:
        play(state, KeepPlanet(me, 0))
    play(state, Follow(first, tuple(state.players[first].hand)))
    assert state.players[first].play, "still in the play area while others respond"
    play(state, Dissent(second))
    assert not state.players[first].play and state.players[first].discard
