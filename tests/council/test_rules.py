"""One test per numbered rule and note of the agenda-phase rules reference."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.council.actions import (
    BreakTie,
    CastVotes,
    Pass,
    PlayCard,
    ProposeDeal,
)
from games.council.state import FrameKind
from games.council.votes import capacity
from tests.council.table import (
    GAME,
    abstain,
    abstain_all,
    act,
    full_fingerprint,
    run_until,
    table,
    top,
    vote,
    waiting,
)


def to_vote(state):
    run_until(state, FrameKind.VOTE)


def test_rule_1_every_round_has_an_agenda_phase():
    state = table(deck=["economic-equality", "mutiny"], max_rounds=2)
    assert top(state).kind is FrameKind.START and state.round == 1
    for _ in range(2):
        to_vote(state)
        abstain_all(state)
        act(state, BreakTie(0, "against"))
    run_until(state, FrameKind.START)
    assert state.round == 2 and state.agenda_no == 0


def test_rule_2_1_speaker_reveals_the_top_agenda_with_its_outcomes():
    state = table(deck=["mutiny"])
    record = None
    for seat in state.speaker_order():
        record = GAME.apply(state, Pass(seat))
    assert record is not None and record.reveals
    assert record.public["revealed"] == ["mutiny"]
    assert state.agenda.card == "mutiny" and state.agenda.outcomes == ("for", "against")


def test_rule_2_2_voting_starts_left_of_the_speaker_clockwise():
    state = table(deck=["mutiny"], speaker=2)
    to_vote(state)
    assert top(state).order == (3, 0, 1, 2)


def test_rule_2_3_the_outcome_with_most_votes_resolves():
    state = table(deck=["mutiny"])
    to_vote(state)
    vote(state, 1, "against", "accoen")  # 3
    vote(state, 2, "for", "meer")  # 4
    abstain(state, 3)
    abstain(state, 0)
    run_until(state, FrameKind.BEFORE_RES)
    assert state.agenda.outcome == "for"


def test_rule_3_a_second_agenda_follows_the_first():
    state = table(deck=["mutiny", "economic-equality"])
    to_vote(state)
    for seat in (1, 2, 3, 0):
        abstain(state, seat)
    act(state, BreakTie(0, "against"))
    run_until(state, FrameKind.WHEN)
    assert state.agenda_no == 2 and state.agenda.card == "economic-equality"


def test_rule_4_planets_ready_after_the_second_agenda():
    state = table(deck=["mutiny", "economic-equality"])
    to_vote(state)
    vote(state, 1, "for", "accoen")
    abstain_all(state)
    run_until(state, FrameKind.VOTE)
    assert state.agenda_no == 2 and "accoen" in state.players[1].exhausted
    abstain_all(state)
    act(state, BreakTie(0, "against"))
    run_until(state, FrameKind.START)
    assert state.round == 2 and not state.players[1].exhausted


def test_rule_5_each_player_may_cast_votes_for_an_outcome():
    state = table(deck=["mutiny"])
    to_vote(state)
    public = vote(state, 1, "for", "accoen")
    assert public["outcome"] == "for" and public["votes"] == 3


def test_rule_6_votes_equal_the_influence_of_exhausted_planets():
    state = table(deck=["mutiny"])
    to_vote(state)
    vote(state, 1, "for", "accoen", "abyz")
    assert state.agenda.votes[1].total == 3
    assert {"accoen", "abyz"} <= state.players[1].exhausted


def test_rule_6_1_a_planet_gives_its_full_influence():
    state = table(deck=["mutiny"])
    to_vote(state)
    vote(state, 1, "for", "accoen")
    assert dict(state.agenda.votes[1].sources)["accoen"] == 3
    with pytest.raises(IllegalAction):
        vote(state, 2, "for", "meer", "meer")  # a planet counts once, whole


def test_rule_7_all_of_a_players_votes_go_to_one_outcome():
    state = table(deck=["mutiny"], hands={1: ["distinguished-councilor"]})
    to_vote(state)
    vote(state, 1, "for", "accoen", keep=True)
    act(state, PlayCard(1, "distinguished-councilor"))
    run_until(state, FrameKind.VOTE, seat=2)
    assert state.agenda.ballot.votes[1].option == "for" and state.agenda.ballot.votes[1].weight == 8


def test_rule_8_for_against_agendas_take_only_for_or_against():
    state = table(deck=["mutiny"])
    to_vote(state)
    with pytest.raises(IllegalAction) as err:
        vote(state, 1, "player:1", "accoen")
    assert err.value.code == "unknown_outcome"


def test_rule_9_elect_agendas_take_only_eligible_targets():
    state = table(deck=["minister-of-war"])
    to_vote(state)
    assert state.agenda.outcomes == ("player:0", "player:1", "player:2", "player:3")
    with pytest.raises(IllegalAction):
        vote(state, 1, "player:9", "accoen")


def test_rule_10_a_player_may_vote_for_itself():
    state = table(deck=["minister-of-war"])
    to_vote(state)
    vote(state, 1, "player:1", "accoen")
    assert state.agenda.votes[1].outcome == "player:1"


def test_rule_10_1_the_elected_player_had_the_most_votes():
    state = table(deck=["minister-of-war"])
    to_vote(state)
    vote(state, 1, "player:1", "accoen")
    vote(state, 2, "player:3", "meer")
    abstain(state, 3)
    abstain(state, 0)
    run_until(state, FrameKind.AFTER_RES)
    assert state.laws["minister-of-war"] == 3


def test_rule_11_only_controlled_planets_can_be_elected():
    state = table(deck=["compensated-disarmament"])
    to_vote(state)
    controlled = {p for pl in state.players for p in pl.planets}
    assert {o[7:] for o in state.agenda.outcomes} == controlled
    with pytest.raises(IllegalAction):
        vote(state, 1, "planet:jord", "accoen")


def test_rule_11_1_the_elected_planet_had_the_most_votes():
    state = table(5, deck=["senate-sanctuary"])
    to_vote(state)
    assert state.agenda.outcomes == ("planet:centauri",)
    vote(state, 1, "planet:centauri", "accoen")
    abstain_all(state)
    run_until(state, FrameKind.AFTER_RES)
    assert state.laws["senate-sanctuary"] == "centauri"


def test_rule_12_each_vote_is_declared_in_the_public_log():
    state = table(deck=["mutiny"])
    to_vote(state)
    record = GAME.apply(state, CastVotes(1, "against", ("accoen",)))
    assert record.public["outcome"] == "against" and record.public["votes"] == 3


def test_rule_13_trade_goods_are_not_votes():
    state = table(deck=["mutiny"])
    to_vote(state)
    assert state.players[1].tg > 0
    with pytest.raises(IllegalAction) as err:
        act(state, CastVotes(1, "for", ("accoen",), trade_goods=1))
    assert err.value.code == "trade_goods_not_votes"
    assert all(src != "trade_goods" for src, _ in capacity(state, 1).entries)


def test_rule_14_a_player_may_abstain():
    state = table(deck=["mutiny"])
    to_vote(state)
    abstain(state, 1)
    assert state.agenda.ballot.votes[1].abstained and 1 not in state.agenda.votes


def test_rule_15_additional_votes_follow_the_players_outcome():
    state = table(deck=["mutiny"], hands={0: ["bribery"]})
    to_vote(state)
    abstain(state, 1)
    abstain(state, 2)
    abstain(state, 3)
    vote(state, 0, "against", "mecatol-rex", keep=True)
    run_until(state, FrameKind.AFTER_SPEAKER, seat=0)
    act(state, PlayCard(0, "bribery", amount=2))
    run_until(state, FrameKind.BEFORE_RES)
    assert state.agenda.ballot.tally() == {"for": 0, "against": 8}


def test_rule_16_a_barred_player_cannot_vote_by_any_means():
    state = table(deck=["mutiny"], hands={0: ["assassinate-representative"]})
    run_until(state, FrameKind.AFTER, seat=0)
    act(state, PlayCard(0, "assassinate-representative", target=1))
    to_vote(state)
    assert waiting(state) == 2  # seat 1 is skipped
    assert not capacity(state, 1).may_vote and capacity(state, 1).total == 0


def test_rule_17_outcomes_are_computed_from_the_agenda_kind():
    state = table(deck=["judicial-abolishment", "mutiny"])
    state.laws["minister-of-war"] = 1
    run_until(state, FrameKind.WHEN)
    assert state.agenda.outcomes == ("law:minister-of-war",)


def test_rule_18_the_winning_outcome_is_carried_out():
    state = table(deck=["economic-equality"])
    to_vote(state)
    vote(state, 1, "against", "accoen")
    abstain_all(state)
    run_until(state, FrameKind.AFTER_RES)
    assert all(p.tg == 0 for p in state.players)


def test_rule_19_ties_and_no_votes_go_to_the_speaker():
    state = table(deck=["mutiny", "economic-equality"])
    to_vote(state)
    vote(state, 1, "for", "accoen")  # 3
    abstain(state, 2)
    vote(state, 3, "against", "lirta-iv")  # 3
    abstain(state, 0)
    assert top(state).kind is FrameKind.TIE and top(state).data["tied"] == ("for", "against")
    with pytest.raises(IllegalAction):
        act(state, BreakTie(1, "for"))
    act(state, BreakTie(0, "against"))
    assert state.agenda.outcome == "against"
    run_until(state, FrameKind.VOTE)
    abstain_all(state)  # nobody votes: the speaker picks among all outcomes
    assert top(state).data["tied"] == ("for", "against")


def test_rule_19_1_the_speakers_decision_is_not_a_vote():
    state = table(deck=["mutiny"])
    to_vote(state)
    for seat in (1, 2, 3, 0):
        abstain(state, seat)
    act(state, BreakTie(0, "against"))
    assert state.agenda.ballot.tally() == {"for": 0, "against": 0} and 0 not in state.agenda.votes


def test_rule_20_an_elected_or_for_law_stays_in_play():
    state = table(deck=["fleet-regulations"])
    to_vote(state)
    vote(state, 1, "for", "accoen")
    abstain_all(state)
    run_until(state, FrameKind.AFTER_RES)
    assert state.laws == {"fleet-regulations": None} and "fleet-regulations" not in state.discard


def test_rule_21_directives_and_against_laws_are_discarded():
    state = table(deck=["fleet-regulations", "mutiny"])
    to_vote(state)
    vote(state, 1, "against", "accoen")
    abstain_all(state)
    run_until(state, FrameKind.VOTE)
    assert "fleet-regulations" in state.discard and not state.laws
    abstain(state, 1)
    abstain_all(state)
    act(state, BreakTie(0, "for"))
    run_until(state, FrameKind.AFTER_RES)
    assert "mutiny" in state.discard


def test_rule_22_predictions_are_made_after_the_reveal_before_any_vote():
    state = table(deck=["mutiny"], hands={1: ["trade-rider"]})
    run_until(state, FrameKind.WHEN, seat=1)
    with pytest.raises(IllegalAction) as err:
        act(state, PlayCard(1, "trade-rider", outcome="for"))
    assert err.value.code == "wrong_window"
    run_until(state, FrameKind.AFTER, seat=1)
    act(state, PlayCard(1, "trade-rider", outcome="for"))
    run_until(state, FrameKind.VOTE)
    assert [c.option for c in state.agenda.ledger.open] == ["for"]


def test_rule_22_1_a_prediction_names_a_possible_outcome():
    state = table(deck=["mutiny"], hands={1: ["trade-rider"]})
    run_until(state, FrameKind.AFTER, seat=1)
    before = full_fingerprint(state)
    with pytest.raises(IllegalAction):
        act(state, PlayCard(1, "trade-rider", outcome="player:2"))
    assert full_fingerprint(state) == before


def test_rule_22_2_predictions_resolve_after_the_outcome():
    state = table(deck=["economic-equality"], hands={1: ["trade-rider"]})
    run_until(state, FrameKind.AFTER, seat=1)
    act(state, PlayCard(1, "trade-rider", outcome="for"))
    to_vote(state)
    vote(state, 2, "for", "meer")
    abstain(state, 3)
    abstain(state, 0)
    run_until(state, FrameKind.AFTER_RES)
    assert state.players[1].tg == 5  # the equality reset came first, then the rider
    run_until(state, FrameKind.WHEN)
    assert state.players[1].tg == 10


def test_note_1_casting_zero_votes_is_abstaining():
    state = table(deck=["mutiny"])
    to_vote(state)
    with pytest.raises(IllegalAction) as err:
        vote(state, 1, "for", "abyz")  # a 0-influence planet
    assert err.value.code == "zero_votes"


def test_note_2_voting_is_not_a_turn():
    # Casting votes takes no turn: the round's turn order (speaker order) is unchanged by voting.
    state = table(deck=["mutiny"], speaker=1)
    to_vote(state)
    order_before = state.speaker_order()
    vote(state, 2, "for", "meer")
    assert state.speaker_order() == order_before and state.speaker == 1


def test_note_3_effects_on_several_players_go_in_speaker_order():
    state = table(deck=["economic-equality"], speaker=2)
    to_vote(state)
    vote(state, 3, "for", "lirta-iv")
    for seat in (0, 1, 2):
        abstain(state, seat)
    record = None
    while top(state).kind is not FrameKind.AFTER_RES:
        record = GAME.apply(state, Pass(waiting(state)))
    assert [gain.seat for gain in record.public["tg"]] == [2, 3, 0, 1]


def test_note_4_riders_resolve_in_speaker_order_after_resolution():
    state = table(deck=["mutiny"], speaker=1, hands={0: ["trade-rider"], 3: ["imperial-rider"]})
    run_until(state, FrameKind.AFTER, seat=3)
    act(state, PlayCard(3, "imperial-rider", outcome="against"))
    run_until(state, FrameKind.AFTER, seat=0)
    act(state, PlayCard(0, "trade-rider", outcome="against"))
    to_vote(state)
    abstain_all(state)
    act(state, BreakTie(1, "against"))
    record = None
    while top(state).kind is not FrameKind.WHEN:
        record = GAME.apply(state, Pass(waiting(state)))
    assert [p.seat for p in record.public["predictions"]] == [3, 0]


def test_note_5_several_winning_riders_of_one_player_all_resolve():
    state = table(deck=["mutiny"], hands={1: ["trade-rider", "imperial-rider"]})
    run_until(state, FrameKind.AFTER, seat=1)
    act(state, PlayCard(1, "trade-rider", outcome="for"))
    run_until(state, FrameKind.AFTER, seat=1)
    act(state, PlayCard(1, "imperial-rider", outcome="for"))
    to_vote(state)
    abstain_all(state)
    act(state, BreakTie(0, "for"))
    tg = state.players[1].tg
    run_until(state, FrameKind.WHEN)
    assert state.players[1].vp == 1 and state.players[1].tg == tg + 5


def test_note_6_one_transaction_per_pair_per_agenda():
    state = table(deck=["mutiny", "economic-equality"])
    run_until(state, FrameKind.WHEN, seat=0)
    from games.council.actions import AnswerDeal

    act(state, ProposeDeal(0, 1, ("tg:1",), ()))
    act(state, AnswerDeal(1, True))
    with pytest.raises(IllegalAction) as err:
        act(state, ProposeDeal(0, 1, ("tg:1",), ()))
    assert err.value.code == "deal_used"
    act(state, ProposeDeal(0, 2, ("tg:1",), ()))  # another pair may
    act(state, AnswerDeal(2, False))
    to_vote(state)
    abstain_all(state)
    act(state, BreakTie(0, "for"))
    run_until(state, FrameKind.WHEN)
    act(state, ProposeDeal(0, 1, ("tg:1",), ()))  # a new agenda: a new transaction


def test_note_7_only_planets_ready_at_the_end_of_the_phase():
    # Predictive Intelligence exhausts when its outcome loses; it is not readied with the planets
    # (cards ready in the next round's status phase, when the session's next round begins).
    state = table(deck=["mutiny", "economic-equality"], owned=((), ("predictive-intelligence",), (), ()))
    to_vote(state)
    vote(state, 1, "for", "accoen", extras=("predictive-intelligence",))
    vote(state, 2, "against", "meer", "arinam")
    vote(state, 3, "against", "lirta-iv")
    abstain_all(state)
    run_until(state, FrameKind.VOTE)
    assert state.players[1].techs["predictive-intelligence"] is True  # exhausted
    with pytest.raises(IllegalAction):
        act(state, CastVotes(1, "for", ("abyz",), ("predictive-intelligence",)))
    abstain_all(state)
    act(state, BreakTie(0, "for"))
    run_until(state, FrameKind.START)
    assert not state.players[1].exhausted and not state.players[2].exhausted


def test_note_8_agenda_cards_come_from_the_data_file():
    from games.council import data

    state = table()
    assert set(state.deck) <= set(data.agendas())
    assert len(state.deck) == 50
