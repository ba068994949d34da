"""Rulings R1-R16 (turn, actions, choosing, boosting, following, empty stacks), one test each."""

import pytest

from games.core import IllegalAction, Seat, Session, SessionConfig
from games.starward.actions import (
    Boost,
    ChooseRole,
    Cleanup,
    Dissent,
    EndActions,
    Follow,
    PlayAction,
    Produce,
    Trade,
)
from games.starward.cards import Kind, Stack, Symbol, catalogue
from games.starward.options import StarwardOptions
from games.starward.state import Choice, Step, fingerprint
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
)

SURVEY, WARFARE, COLONIZE, PT, RESEARCH, POLITICS = (
    Kind.SURVEY,
    Kind.WARFARE,
    Kind.COLONIZE,
    Kind.PRODUCE_TRADE,
    Kind.RESEARCH,
    Kind.POLITICS,
)


def two(seed: int = 1):
    state = new(2, seed)
    return state, state.leader, 1 - state.leader


def test_r01_the_seed_decides_everything_and_draws_are_undo_barriers():
    assert fingerprint(new(4, 9)) == fingerprint(new(4, 9))
    assert {new(4, s).start_player for s in range(20)} == {0, 1, 2, 3}
    config = SessionConfig("starward", tuple(Seat(n) for n in "ABC"), StarwardOptions(), 5)
    session = Session(GAME, config)
    leader = session.state.leader
    session.apply(EndActions(leader))
    session.apply(ChooseRole(leader, Symbol.WARFARE))
    session.apply(Boost(leader, ()))
    assert session.can_undo()
    entry = session.apply(Dissent(session.to_act()[0]))
    assert entry.reveals and not session.can_undo(), "a dissent's draw cannot be undone"


def test_r02_an_action_that_can_do_nothing_may_still_be_played():
    state, me, _ = two()
    colonize = cards_of(COLONIZE, 1)[0]
    set_hand(state, me, [colonize])
    change_planet(state, me, 0, face_up=True)  # no face-down planet to tuck under or settle
    play(state, PlayAction(me, colonize))
    assert colonize in state.players[me].discard and state.step is Step.ROLE


def test_r03_only_hand_cards_are_played_for_actions():
    state, me, _ = two()
    give_permanent(state, me, "Garden Worlds")
    card_id = tech("Garden Worlds")
    with pytest.raises(IllegalAction) as error:
        play(state, PlayAction(me, card_id))
    assert error.value.code == "not_in_hand"


def test_r04_the_action_card_is_discarded_at_once_so_a_reshuffle_includes_it():
    state, me, _ = two()
    survey = cards_of(SURVEY, 1)[0]
    set_hand(state, me, [survey])
    player = state.players[me]
    player.removed.extend(player.deck)  # deck and discard empty
    player.deck.clear()
    record = play(state, PlayAction(me, survey))
    assert player.hand == [survey], "the Survey card itself was reshuffled and drawn"
    assert record.reveals and record.public.reshuffled


def test_r05_any_role_may_be_chosen_even_with_an_empty_stack():
    state, me, _ = two()
    state.players[me].removed.extend(state.stacks[Stack.RESEARCH])
    state.stacks[Stack.RESEARCH].clear()
    at_role(state)
    play(state, ChooseRole(me, Symbol.RESEARCH))
    assert state.role_card is None and state.substitute == 1


def test_r06_the_role_card_is_played_at_once_and_discarded_at_cleanup():
    state, me, other = two()
    at_role(state)
    top = state.stacks[Stack.WARFARE][-1]
    play(state, ChooseRole(me, Symbol.WARFARE))
    assert state.players[me].play == [top] and top not in state.players[me].hand
    play(state, Boost(me, ()))
    play(state, Dissent(other))
    hand = state.players[me].hand
    play(state, Cleanup(me, tuple(hand[5:])))
    assert top in state.players[me].discard or top in state.players[me].hand


def test_r07_face_down_planets_show_no_empire_symbols():
    state, me, _ = two()
    give_planet(state, me, "met-4")  # Warfare symbol, face down
    give_planet(state, me, "met-5", face_up=True)  # Warfare symbol, face up
    set_hand(state, me, [])
    at_role(state)
    play(state, ChooseRole(me, Symbol.WARFARE))
    play(state, Boost(me, ()))
    assert state.counts[me] == 2, "role card 1 + one face-up Warfare planet"


def test_r08_follow_on_empire_symbols_alone_but_no_symbol_means_dissent():
    state, me, other = two()
    give_planet(state, other, "met-4", face_up=True)  # a Warfare symbol
    set_hand(state, other, [])
    at_role(state)
    play(state, ChooseRole(me, Symbol.WARFARE))
    play(state, Boost(me, ()))
    play(state, Follow(other, ()))
    assert state.players[other].fighters == 1
    state2, me2, other2 = two(2)
    set_hand(state2, other2, [])
    at_role(state2)
    play(state2, ChooseRole(me2, Symbol.WARFARE))
    play(state2, Boost(me2, ()))
    with pytest.raises(IllegalAction) as error:
        play(state2, Follow(other2, ()))
    assert error.value.code == "no_symbol"


def test_r08_following_colonize_needs_a_card():
    state, me, other = two()
    give_planet(state, other, "fer-1", face_up=True)  # a Colonize symbol
    at_role(state)
    play(state, ChooseRole(me, Symbol.COLONIZE))
    play(state, Boost(me, ()))
    if state.pending:
        state.pending.clear()
        from tests.starward.tables import refresh

        refresh(state)
    set_hand(state, other, [])
    with pytest.raises(IllegalAction) as error:
        play(state, Follow(other, ()))
    assert error.value.code == "no_cards"


def test_r09_responses_go_clockwise_from_the_leader():
    state = new(4, 3)
    me = state.leader
    at_role(state)
    play(state, ChooseRole(me, Symbol.WARFARE))
    play(state, Boost(me, ()))
    order = []
    while state.step is Step.RESPOND:
        seat = state.waiting[0]
        order.append(seat)
        play(state, Dissent(seat))
    assert order == [(me + 1) % 4, (me + 2) % 4, (me + 3) % 4]


def test_r10_dissent_with_nothing_to_draw_still_counts_and_loyal_opposition_draws_two():
    state, me, other = two()
    p = state.players[other]
    p.removed.extend(p.deck)
    p.deck.clear()
    at_role(state)
    play(state, ChooseRole(me, Symbol.WARFARE))
    play(state, Boost(me, ()))
    hand = len(p.hand)
    record = play(state, Dissent(other))
    assert len(p.hand) == hand and record.public.drew == 0 and state.responses == [(other, False)]
    state2, me2, other2 = two(2)
    give_permanent(state2, other2, "Loyal Opposition")
    at_role(state2)
    play(state2, ChooseRole(me2, Symbol.WARFARE))
    play(state2, Boost(me2, ()))
    hand = len(state2.players[other2].hand)
    play(state2, Dissent(other2))
    assert len(state2.players[other2].hand) == hand + 2


def test_r11_followers_and_dissenters_do_no_cleanup():
    state, me, other = two()
    at_role(state)
    play(state, ChooseRole(me, Symbol.WARFARE))
    play(state, Boost(me, ()))
    play(state, Dissent(other))
    assert len(state.players[other].hand) == 6, "above the limit of 5 until its own cleanup"
    assert state.step is Step.CLEANUP and state.waiting == (me,)


def test_r12_after_produce_a_produce_trade_card_only_produces():
    state, me, other = two()
    give_planet(state, me, "fer-3", face_up=True)  # two slots
    set_hand(state, me, cards_of(PT, 1))
    at_role(state)
    play(state, ChooseRole(me, Symbol.PRODUCE))
    play(state, Boost(me, tuple(state.players[me].hand)))
    assert state.pending[0].choice is Choice.PRODUCE and state.pending[0].count == 2
    with pytest.raises(IllegalAction):
        play(state, Trade(me, ()))
    play(state, Produce(me, ((1, 0), (1, 1))))
    assert state.players[me].planets[1].goods == (True, True)


def test_r13_politics_never_boosts():
    state, me, _ = two()
    politics = next(
        c for c in state.players[me].deck + state.players[me].hand if c >= catalogue().first_of_kind[POLITICS]
    )
    set_hand(state, me, [politics])
    at_role(state)
    play(state, ChooseRole(me, Symbol.SURVEY))
    with pytest.raises(IllegalAction) as error:
        play(state, Boost(me, (politics,)))
    assert error.value.code == "no_symbol"


def test_r14_an_empty_stack_gives_the_leader_the_display_symbol_but_colonize_none():
    state, me, _ = two()
    for stack in (Stack.WARFARE, Stack.COLONIZE):
        state.players[me].removed.extend(state.stacks[stack])
        state.stacks[stack].clear()
    state.end_triggered = True  # (two empty stacks; the trigger is not what this test is about)
    set_hand(state, me, [])
    at_role(state)
    play(state, ChooseRole(me, Symbol.WARFARE))
    play(state, Boost(me, ()))
    assert state.counts[me] == 1 and state.players[me].fighters == 1
    state2, me2, _ = two(2)
    state2.players[me2].removed.extend(state2.stacks[Stack.COLONIZE])
    state2.stacks[Stack.COLONIZE].clear()
    state2.end_triggered = True
    set_hand(state2, me2, [])
    at_role(state2)
    play(state2, ChooseRole(me2, Symbol.COLONIZE))
    assert state2.substitute == 0 and state2.role_card is None


def test_r14_the_leader_who_takes_the_last_card_gets_the_card_not_the_substitute():
    state, me, _ = two()
    stack = state.stacks[Stack.SURVEY]
    state.players[me].removed.extend(stack[1:])
    del stack[1:]
    at_role(state)
    play(state, ChooseRole(me, Symbol.SURVEY))
    assert state.role_card is not None and state.substitute == 0


def test_r15_produce_has_no_leader_bonus_while_its_stack_has_cards():
    state, me, other = two()
    give_planet(state, me, "fer-3", face_up=True)
    set_hand(state, me, [])
    at_role(state)
    play(state, ChooseRole(me, Symbol.PRODUCE))
    play(state, Boost(me, ()))
    assert state.counts[me] == 1, "the role card only"


def test_r16_a_stack_emptied_by_politics_counts_for_the_end():
    state, me, _ = two()
    politics = catalogue().first_of_kind[POLITICS]
    if politics not in state.players[me].hand:
        set_hand(state, me, [c for c in state.players[me].hand[:4]] + [politics])
    stack = state.stacks[Stack.SURVEY]
    state.players[me].removed.extend(stack[1:])
    del stack[1:]
    play(state, PlayAction(me, politics, stacks=(Stack.SURVEY,)))
    assert state.end_triggered, "two players: one empty stack ends the game"
    assert politics in state.players[me].removed
