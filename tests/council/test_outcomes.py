"""Each outcome kind's eligible targets, where laws go, and agenda effects on tracked state."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.council.actions import BreakTie, Choose, ConfirmInstruction, Pass, PlayCard
from games.council.log_items import PlanetsReadied
from games.council.outcomes import eligible_outcomes
from games.council.state import FrameKind
from tests.council.table import abstain, abstain_all, act, run_until, table, top, vote, waiting


def decide(state, outcome):
    """Nobody votes; the speaker picks `outcome` (a lone outcome wins by itself), then it resolves."""
    run_until(state, FrameKind.VOTE)
    abstain_all(state)
    if top(state).kind is FrameKind.TIE:
        act(state, BreakTie(state.speaker, outcome))
    run_until(state, FrameKind.AFTER_RES)


def test_for_against():
    assert eligible_outcomes(table(), "mutiny") == ("for", "against")


def test_elect_player():
    assert eligible_outcomes(table(5), "minister-of-war") == tuple(f"player:{s}" for s in range(5))


@pytest.mark.parametrize(
    "agenda, expected",
    [
        ("compensated-disarmament", {"mecatol-rex", "accoen", "abyz", "arinam", "meer", "centauri", "gral"}),
        ("senate-sanctuary", {"centauri"}),  # cultural
        ("terraforming-initiative", {"abyz", "meer"}),  # hazardous
        ("research-team-biotic", {"accoen", "arinam", "gral"}),  # industrial
        ("colonial-redistribution", {"accoen", "abyz", "arinam", "meer", "centauri", "gral"}),  # no Mecatol
    ],
)
def test_elect_planet_by_subtype(agenda, expected):
    state = table(
        5, planets=(("mecatol-rex",), ("accoen", "abyz"), ("arinam", "meer"), (), ("centauri", "gral"))
    )
    assert {o[7:] for o in eligible_outcomes(state, agenda)} == expected


def test_elect_planet_excludes_home_planets_for_colonial_redistribution():
    state = table(factions=("sol", "", "", ""), planets=(("jord", "accoen"), (), (), ()))
    assert eligible_outcomes(state, "colonial-redistribution") == ("planet:accoen",)


def test_elect_law():
    state = table()
    state.laws = {"minister-of-war": 1, "fleet-regulations": None}
    assert eligible_outcomes(state, "judicial-abolishment") == (
        "law:minister-of-war",
        "law:fleet-regulations",
    )


def test_elect_scored_secret_objective():
    state = table(scored_secrets=(("Become a Martyr",), (), ("Fight with Precision",), ()))
    assert eligible_outcomes(state, "classified-document-leaks") == (
        "secret:0:Become a Martyr",
        "secret:2:Fight with Precision",
    )


def test_elect_strategy_card():
    assert len(eligible_outcomes(table(), "galactic-crisis-pact")) == 8


def test_covert_legislation_votes_on_the_hidden_agendas_outcomes():
    state = table(deck=["covert-legislation", "minister-of-war", "mutiny"])
    run_until(state, FrameKind.VOTE)
    assert state.agenda.card == "covert-legislation" and state.agenda.hidden == "minister-of-war"
    assert state.agenda.outcomes[0] == "player:0"
    from games.council.view import seat_view

    assert seat_view(state, 0).agenda.hidden == "minister-of-war"  # the speaker looked
    assert seat_view(state, 1).agenda.hidden is None
    vote(state, 1, "player:2", "accoen")
    abstain_all(state)
    run_until(state, FrameKind.AFTER_RES)
    assert state.laws == {"minister-of-war": 2} and "covert-legislation" in state.discard
    run_until(state, FrameKind.WHEN)
    assert state.agenda.card == "mutiny"


def test_reveal_condition_discards_and_replaces():
    state = table(deck=["judicial-abolishment", "classified-document-leaks", "mutiny"])
    run_until(state, FrameKind.WHEN)
    assert state.agenda.card == "mutiny"
    assert state.discard[:2] == ["judicial-abolishment", "classified-document-leaks"]


def test_elected_player_law_goes_to_that_player():
    state = table(deck=["minister-of-war"])
    decide(state, "player:2")
    assert state.laws == {"minister-of-war": 2}


def test_planet_law_is_attached_and_changes_votes():
    state = table(5, deck=["senate-sanctuary", "mutiny"])
    decide(state, "planet:centauri")
    assert state.laws == {"senate-sanctuary": "centauri"}
    run_until(state, FrameKind.VOTE)
    abstain(state, 1)
    abstain(state, 2)
    abstain(state, 3)
    vote(state, 4, "for", "centauri")
    assert state.agenda.votes[4].total == 3 + 2


def test_economic_equality_and_mutiny_and_seed_of_an_empire():
    state = table(deck=["economic-equality", "mutiny"], starting_trade_goods=2)
    decide(state, "for")
    assert [p.tg for p in state.players] == [5, 5, 5, 5]
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "for", "abyz", "accoen")
    vote(state, 2, "against", "meer")
    abstain_all(state)
    run_until(state, FrameKind.AFTER_RES)
    assert state.agenda.outcome == "against" and state.players[1].vp == 0  # -1, but never below 0


def test_seed_of_an_empire_gives_every_tied_leader_a_point():
    state = table(deck=["seed-of-an-empire"])
    state.players[2].vp = state.players[3].vp = 2
    decide(state, "for")
    assert [p.vp for p in state.players] == [0, 0, 3, 3]


def test_public_execution():
    state = table(deck=["public-execution", "mutiny"], hands={0: ["veto", "bribery"]})
    decide(state, "player:0")
    assert state.players[0].hand == [] and state.speaker == 1 and 0 in state.phase_barred
    run_until(state, FrameKind.VOTE)
    abstain_all(state)  # seat 0 is skipped: it may not vote for the rest of this agenda phase
    assert state.agenda.ballot.votes[0].abstained and 0 not in state.agenda.votes


def test_new_constitution_clears_laws_and_homes_are_ready_again_by_the_next_agenda_phase():
    state = table(
        deck=["new-constitution", "mutiny"],
        factions=("sol", "", "", ""),
        planets=(("jord", "accoen"), (), (), ()),
    )
    state.laws = {"shard-of-the-throne": 1}
    state.players[1].vp = 1
    decide(state, "for")
    assert state.laws == {} and state.players[1].vp == 0
    decide(state, "against")
    run_until(state, FrameKind.START)
    # Jord was exhausted at the start of the strategy phase; the status phase readied it again.
    assert state.round == 2 and state.players[0].exhausted == set()


def test_checks_and_balances_against_readies_only_three():
    planets = (
        ("accoen", "abyz", "arinam", "meer", "bereg"),
        ("lirta-iv", "gral", "centauri", "lazar"),
        (),
        (),
    )
    state = table(deck=["mutiny", "checks-and-balances"], planets=planets)
    run_until(state, FrameKind.VOTE)
    abstain_all(state)
    act(state, BreakTie(0, "for"))
    run_until(state, FrameKind.VOTE)
    state.players[0].exhausted = set(planets[0])
    state.players[1].exhausted = set(planets[1])
    abstain_all(state)
    act(state, BreakTie(0, "against"))
    run_until(state, FrameKind.CHOOSE)
    assert waiting(state) == 0  # in speaker order
    act(state, Choose(0, ("accoen", "abyz", "arinam")))
    assert waiting(state) == 1 and state.round == 1
    with pytest.raises(IllegalAction):
        act(state, Choose(1, ("gral", "lazar")))  # exactly three
    public = act(state, Choose(1, ("gral", "lazar", "centauri")))
    # Meer, Bereg and Lirta IV stayed exhausted through the next action phase; the status phase
    # before the next agenda phase readied them.
    assert public["status_phase_readied"] == (
        PlanetsReadied(0, ("bereg", "meer")),
        PlanetsReadied(1, ("lirta-iv",)),
    )
    assert state.round == 2 and not state.players[0].exhausted and not state.players[1].exhausted


def test_representative_government_one_vote_each():
    state = table(deck=["representative-government-pok", "mutiny"], hands={1: ["distinguished-councilor"]})
    decide(state, "for")
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "for", keep=True)
    assert state.agenda.votes[1].total == 1
    assert top(state).kind is not FrameKind.POST_VOTE  # no additional votes at all


def test_miscount_disclosed_votes_on_the_law_again():
    state = table(deck=["miscount-disclosed", "mutiny"])
    state.laws = {"fleet-regulations": None}
    decide(state, "law:fleet-regulations")
    run_until(state, FrameKind.VOTE)
    assert state.agenda.card == "fleet-regulations" and state.agenda_no == 1
    abstain_all(state)
    act(state, BreakTie(0, "against"))
    run_until(state, FrameKind.VOTE)
    assert "fleet-regulations" in state.discard and state.agenda.card == "mutiny"


def test_board_effects_become_instructions_confirmed_by_a_player():
    state = table(deck=["archived-secret", "mutiny"])
    decide(state, "player:3")
    while top(state).kind is not FrameKind.INSTRUCTIONS:
        act(state, Pass(waiting(state)))
    assert waiting(state) == 3
    public = act(state, ConfirmInstruction(3))
    confirmed = public["instruction"]
    assert (confirmed.source, confirmed.key, confirmed.seat) == ("archived-secret", "elected", 3)


def test_executive_sanctions_sets_hand_limit():
    state = table(deck=["executive-sanctions", "mutiny"])
    decide(state, "for")
    assert state.hand_limit == 3


def test_unconventional_measures_draws_for_for_voters():
    state = table(deck=["unconventional-measures"])
    state.action_deck = ["veto", "bribery", "sabotage"]
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "for", "accoen")
    abstain_all(state)
    run_until(state, FrameKind.AFTER_RES)
    assert sorted(state.players[1].hand) == ["bribery", "sabotage"]


def test_drawn_cards_are_private_and_reveal():
    from tests.council.table import GAME

    state = table(deck=["unconventional-measures"], hands={1: ["trade-rider"]})
    state.action_deck = ["veto", "bribery"]
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "for", "accoen")
    abstain_all(state)
    record = None
    while top(state).kind is not FrameKind.AFTER_RES:
        record = GAME.apply(state, Pass(waiting(state)))
    assert record.reveals and record.private[1]["cards"] == ("bribery", "veto")
    assert "bribery" not in str(record.public)


def test_rider_on_elect_player_pays_against_the_redirected_player():
    state = table(
        deck=["minister-of-war"],
        hands={2: ["trade-rider"], 1: ["confusing-legal-text"]},
        starting_trade_goods=0,
    )
    run_until(state, FrameKind.AFTER, seat=2)
    act(state, PlayCard(2, "trade-rider", outcome="player:3"))
    while top(state).kind is FrameKind.CANCEL:
        act(state, Pass(waiting(state)))
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "player:1", "accoen")
    abstain_all(state)
    run_until(state, FrameKind.BEFORE_RES, seat=1)
    act(state, PlayCard(1, "confusing-legal-text", target=3))
    while top(state).kind is FrameKind.CANCEL:
        act(state, Pass(waiting(state)))
    run_until(state, FrameKind.AFTER_RES)
    while top(state).kind is FrameKind.AFTER_RES:
        act(state, Pass(waiting(state)))
    assert state.players[2].tg == 5


def test_executive_sanctions_makes_players_discard_down_at_once_except_the_yssaril():
    hands = {
        1: ["veto", "bribery", "sabotage", "trade-rider"],
        2: ["veto", "bribery", "sabotage", "deadly-plot"],
    }
    state = table(deck=["executive-sanctions", "mutiny"], factions=("", "", "yssaril", ""), hands=hands)
    run_until(state, FrameKind.VOTE)
    abstain_all(state)
    act(state, BreakTie(0, "for"))
    run_until(state, FrameKind.CHOOSE)
    assert waiting(state) == 1 and top(state).data["count"] == 1
    act(state, Choose(1, ("sabotage",)))
    assert len(state.players[1].hand) == 3 and len(state.players[2].hand) == 4
    assert top(state).kind is not FrameKind.CHOOSE


def test_clandestine_operations_for_each_player_gives_back_two_tokens_of_its_choice():
    state = table(deck=["clandestine-operations"])
    run_until(state, FrameKind.VOTE)
    abstain_all(state)
    act(state, BreakTie(0, "for"))
    run_until(state, FrameKind.CHOOSE)  # asked as soon as the agenda resolves
    for seat in (0, 1, 2, 3):
        assert top(state).kind is FrameKind.CHOOSE and waiting(state) == seat
        with pytest.raises(IllegalAction):
            act(state, Choose(seat, ("strategy", "strategy", "strategy")))
        act(state, Choose(seat, ("tactic", "strategy")))
    assert all((p.tactic, p.fleet, p.strategy) == (2, 3, 1) for p in state.players)
