"""Every card, ability, note, leader, technology, relic and objective of the data file, each in a real
scenario (seat 0 is the speaker; 4 seats vote in the order 1, 2, 3, 0)."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.council import data
from games.council.actions import (
    AnswerDeal,
    BreakTie,
    CastVotes,
    Choose,
    Pass,
    PlayCard,
    ProposeDeal,
    UseAbility,
)
from games.council.cards import REGISTRY
from games.council.observer import known_table
from games.council.options import LeaderVersions, Mode
from games.council.rulebook import Params
from games.council.state import FrameKind, Leader
from games.council.view import seat_view
from games.council.votes import capacity
from tests.council.table import (
    abstain,
    abstain_all,
    act,
    full_fingerprint,
    run_until,
    settle_agenda,
    table,
    top,
    vote,
    waiting,
)

SCENARIOS = {}


def scenario(*ids):
    def wrap(fn):
        for i in ids:
            SCENARIOS[i] = fn
        return fn

    return wrap


def play(state, action):
    """Play, then let every other seat decline to cancel it."""
    public = act(state, action)
    while state.stack and top(state).kind is FrameKind.CANCEL:
        act(state, Pass(waiting(state)))
    return public


def play_when(state, kind, seat, card, **params):
    """Pass every window until `seat`'s turn in a `kind` window, and play `card` there."""
    run_until(state, kind, seat=seat)
    return play(state, PlayCard(seat, card, **params))


def finish_agenda(state, speaker_pick="for"):
    abstain_all(state)
    if top(state).kind is FrameKind.TIE:
        act(state, BreakTie(state.speaker, speaker_pick))


RIDER_REWARDS = {
    "construction-rider": "instruction",
    "diplomacy-rider": "instruction",
    "leadership-rider": "tokens",
    "technology-rider": "instruction",
    "warfare-rider": "instruction",
    "imperial-rider": "vp",
    "trade-rider": "tg",
    "politics-rider": "cards_and_speaker",
}


@scenario(*RIDER_REWARDS)
def rider(card):
    state = table(deck=["mutiny"], hands={1: [card]}, starting_trade_goods=0)
    state.action_deck = ["veto", "sabotage", "bribery", "trade-rider"]
    play_when(state, FrameKind.AFTER, 1, card, outcome="for")
    run_until(state, FrameKind.VOTE)
    assert waiting(state) == 2  # the rider's player may not vote
    vote(state, 2, "for", "meer")
    settle_agenda(state)
    kind = RIDER_REWARDS[card]
    if kind == "instruction":
        assert any(i.source == card and i.seat == 1 for i in state.instructions)
    elif kind == "tokens":
        assert top(state).kind is FrameKind.CHOOSE and waiting(state) == 1
        act(state, Choose(1, ("fleet", "strategy", "strategy")))
        assert (state.players[1].tactic, state.players[1].fleet, state.players[1].strategy) == (3, 4, 4)
    elif kind == "vp":
        assert state.players[1].vp == 1
    elif kind == "tg":
        assert state.players[1].tg == 5
    else:
        assert len(state.players[1].hand) == 3 and state.speaker == 1


def test_imperial_rider_is_worth_exactly_one_vp():
    state = table(deck=["mutiny"], hands={1: ["imperial-rider"]})
    play_when(state, FrameKind.AFTER, 1, "imperial-rider", outcome="against")
    run_until(state, FrameKind.VOTE)
    vote(state, 2, "against", "meer")
    settle_agenda(state)
    assert state.players[1].vp == 1


@scenario("sanction")
def sanction(card):
    state = table(deck=["mutiny"], hands={1: [card]})
    play_when(state, FrameKind.AFTER, 1, card, outcome="for")
    run_until(state, FrameKind.VOTE)
    vote(state, 2, "for", "meer")
    vote(state, 3, "against", "bereg")
    abstain(state, 0)
    settle_agenda(state)
    assert state.players[2].fleet == 2 and state.players[3].fleet == 3 and state.players[1].fleet == 3


@scenario("ancient-burial-sites")
def burial(card):
    state = table(5, hands={1: [card]})
    play_when(state, FrameKind.START, 1, card, target=4)
    assert state.players[4].exhausted == {"centauri"}


@scenario("veto")
def veto(card):
    state = table(deck=["mutiny", "economic-equality"], hands={1: [card]})
    play_when(state, FrameKind.WHEN, 1, card)
    assert state.agenda.card == "economic-equality" and "mutiny" in state.discard
    assert top(state).kind is FrameKind.WHEN and top(state).pos == 0  # the new agenda's window


@scenario("assassinate-representative")
def assassinate(card):
    state = table(deck=["mutiny"], hands={3: [card]})
    play_when(state, FrameKind.AFTER, 3, card, target=1)
    run_until(state, FrameKind.VOTE)
    assert waiting(state) == 2 and not capacity(state, 1).may_vote


@scenario("distinguished-councilor")
def councilor(card):
    state = table(deck=["mutiny"], hands={1: [card]})
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "for", "accoen", keep=True)
    play(state, PlayCard(1, card))
    assert state.agenda.ballot.votes[1].weight == 8
    assert ("distinguished-councilor", 5) in state.agenda.votes[1].sources


@scenario("bribery")
def bribery(card):
    state = table(deck=["mutiny"], hands={2: [card]}, starting_trade_goods=3)
    run_until(state, FrameKind.VOTE)
    abstain(state, 1)
    vote(state, 2, "against", "meer")
    abstain(state, 3)
    abstain(state, 0, keep=True)
    play_when(state, FrameKind.AFTER_SPEAKER, 2, card, amount=3)
    assert state.agenda.ballot.votes[2].weight == 7 and state.players[2].tg == 0


@scenario("confusing-legal-text")
def confusing(card):
    state = table(deck=["minister-of-war"], hands={1: [card]})
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "player:1", "accoen")
    abstain_all(state)
    play_when(state, FrameKind.BEFORE_RES, 1, card, target=2)
    run_until(state, FrameKind.AFTER_RES)
    assert state.laws["minister-of-war"] == 2


@scenario("confounding-legal-text")
def confounding(card):
    state = table(deck=["minister-of-war"], hands={3: [card]})
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "player:1", "accoen")
    abstain_all(state)
    play_when(state, FrameKind.BEFORE_RES, 3, card)
    run_until(state, FrameKind.AFTER_RES)
    assert state.laws["minister-of-war"] == 3


@scenario("sabotage")
def sabotage(card):
    state = table(deck=["mutiny", "economic-equality"], hands={1: ["veto"], 2: [card]})
    run_until(state, FrameKind.WHEN, seat=1)
    act(state, PlayCard(1, "veto"))
    while waiting(state) != 2:
        act(state, Pass(waiting(state)))
    assert top(state).kind is FrameKind.CANCEL
    act(state, PlayCard(2, card))
    while top(state).kind is FrameKind.CANCEL:
        act(state, Pass(waiting(state)))
    assert state.agenda.card == "mutiny" and {"veto", "sabotage"} <= set(state.action_discard)


@scenario("diplomatic-pressure")
def pressure(card):
    state = table(deck=["mutiny"], hands={1: [card]})
    play_when(state, FrameKind.WHEN, 1, card, target=2)
    assert top(state).kind is FrameKind.CHOOSE and waiting(state) == 2
    act(state, Choose(2, ("political-secret@2",)))
    assert (
        "political-secret@2" in state.players[1].notes and "political-secret@2" not in state.players[2].notes
    )


@scenario("deadly-plot")
def deadly(card):
    state = table(deck=["mutiny"], hands={3: [card]})
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "for", "accoen")
    vote(state, 2, "for", "meer")
    vote(state, 3, "against", "bereg")
    abstain(state, 0)
    play_when(state, FrameKind.BEFORE_RES, 3, card)
    run_until(state, FrameKind.AFTER_RES)
    assert state.players[1].vp == 0 and "mutiny" in state.discard  # no effect
    assert state.players[3].exhausted == {"bereg", "lirta-iv"}


@scenario("hack-election")
def hack(card):
    state = table(deck=["mutiny"], hands={2: [card]})
    play_when(state, FrameKind.AFTER, 2, card)
    run_until(state, FrameKind.VOTE)
    assert top(state).order == (3, 2, 1, 0)


@scenario("hack-election-omega")
def hack_omega(card):
    state = table(deck=["mutiny"], hands={1: [card]})
    play_when(state, FrameKind.AFTER, 1, card)
    run_until(state, FrameKind.VOTE)
    assert top(state).order == (2, 3, 0, 1)


@scenario("insider-information", "insider-information-omega")
def insider(card):
    state = table(
        deck=["mutiny", "economic-equality", "fleet-regulations", "minister-of-war"], hands={1: [card]}
    )
    run_until(state, FrameKind.AFTER, seat=1)
    act(state, PlayCard(1, card))
    while top(state).kind is FrameKind.CANCEL:
        act(state, Pass(waiting(state)))
    count = data.cards()[card].effect["peek_agenda_deck_top"]
    expected = ("economic-equality", "fleet-regulations", "minister-of-war")[:count]
    assert seat_view(state, 1).agenda.peeked == expected
    assert seat_view(state, 2).agenda.peeked == ()


@scenario("black-market-dealings")
def black_market(card):
    state = table(deck=["mutiny"], hands={1: [card, "veto"]})
    run_until(state, FrameKind.WHEN, seat=1)
    with pytest.raises(IllegalAction):
        act(state, ProposeDeal(1, 2, ("card:veto",), ()))
    act(state, ProposeDeal(1, 2, ("card:veto", "play:black-market-dealings"), ()))
    act(state, AnswerDeal(2, True))
    assert state.players[2].hand == ["veto"] and state.players[1].hand == []


@scenario("lie-in-wait")
def lie_in_wait(card):
    state = table(  # a Thunder's Edge card: offered only with that expansion
        deck=["mutiny"], hands={0: [card], 1: ["veto"], 3: ["sabotage", "bribery"]}, thunders_edge=True
    )
    run_until(state, FrameKind.WHEN, seat=1)
    act(state, ProposeDeal(1, 3, ("tg:1",), ()))
    act(state, AnswerDeal(3, True))
    assert top(state).kind is FrameKind.TRIGGER and waiting(state) == 0
    play(state, PlayCard(0, card))
    act(state, Choose(0, ("veto", "bribery")))
    assert sorted(state.players[0].hand) == ["bribery", "veto"] and state.players[3].hand == ["sabotage"]


@scenario("political-secret")
def political_secret(card):
    state = table(deck=["mutiny", "economic-equality"])
    state.players[1].notes.append("political-secret@2")
    state.players[2].notes.remove("political-secret@2")
    run_until(state, FrameKind.WHEN, seat=1)
    act(state, PlayCard(1, card))
    run_until(state, FrameKind.VOTE)
    abstain(state, 1)
    assert waiting(state) == 3  # seat 2 may not vote
    finish_agenda(state)
    run_until(state, FrameKind.WHEN)
    assert "political-secret@2" in state.players[2].notes  # home again after the agenda


@scenario("alliance")
def alliance(card):
    state = table(factions=("", "", "xxcha", ""))
    state.players[1].notes.append("alliance@2")
    assert ("elder-qanoj", 2) in capacity(state, 1).entries  # the Xxcha commander through the note


@scenario("political-favor")
def political_favor(card):
    state = table(deck=["mutiny", "economic-equality"], factions=("", "", "xxcha", ""))
    state.players[2].notes.remove("political-favor@2")
    state.players[1].notes.append("political-favor@2")
    run_until(state, FrameKind.WHEN, seat=1)
    act(state, PlayCard(1, card))
    assert state.agenda.card == "economic-equality" and state.players[2].strategy == 1
    assert "political-favor@2" in state.players[2].notes


@scenario("blood-pact")
def blood_pact(card):
    state = table(deck=["mutiny"], factions=("", "", "empyrean", ""))
    state.players[2].notes.remove("blood-pact@2")
    state.players[1].notes.append("blood-pact@2")
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "for", "accoen")
    vote(state, 2, "for", "meer")
    assert state.agenda.ballot.votes[1].weight == 3 + 4 and state.agenda.ballot.votes[2].weight == 4


@scenario("keleres-rider")
def keleres_rider(card):
    state = table(deck=["mutiny"], factions=("", "", "keleres", ""), starting_trade_goods=0)
    state.action_deck = ["veto"]
    state.players[2].notes.remove("keleres-rider@2")
    state.players[1].notes.append("keleres-rider@2")
    run_until(state, FrameKind.AFTER, seat=1)
    act(state, PlayCard(1, card, outcome="for"))
    assert "keleres-rider@2" in state.players[2].notes
    run_until(state, FrameKind.VOTE)
    vote(state, 2, "for", "meer")
    settle_agenda(state)
    assert state.players[1].tg == 2 and state.players[1].hand == ["veto"]


@scenario("quash")
def quash(card):
    state = table(deck=["mutiny", "economic-equality"], factions=("", "xxcha", "", ""))
    run_until(state, FrameKind.WHEN, seat=1)
    act(state, UseAbility(1, card))
    assert state.agenda.card == "economic-equality" and state.players[1].strategy == 1


@scenario("scepter-of-emelpar")
def scepter(card):
    state = table(
        deck=["mutiny", "economic-equality"], factions=("", "xxcha", "", ""), owned=((), (card,), (), ())
    )
    run_until(state, FrameKind.WHEN, seat=1)
    act(state, UseAbility(1, "quash", items=(card,)))
    assert state.players[1].strategy == 2 and state.players[1].relics[card] is True


@scenario("galactic-threat")
def galactic_threat(card):
    state = table(deck=["mutiny"], factions=("", "nekro", "", ""))
    run_until(state, FrameKind.VOTE)
    assert waiting(state) == 2  # the Nekro never votes
    state = table(deck=["mutiny"], factions=("", "nekro", "", ""))
    run_until(state, FrameKind.AFTER, seat=1)
    act(state, UseAbility(1, card, outcome="for"))
    run_until(state, FrameKind.VOTE)
    vote(state, 2, "for", "meer")
    settle_agenda(state)
    assert any(i.source == card and i.seat == 1 for i in state.instructions)
    assert 1 in state.phase_card_state["galactic-threat"]


@scenario("zeal")
def zeal(card):
    state = table(deck=["mutiny"], factions=("", "", "argent", ""))
    run_until(state, FrameKind.VOTE)
    assert top(state).order == (2, 1, 3, 0)
    vote(state, 2, "for", "meer")
    assert state.agenda.votes[2].total == 4 + 4  # +1 per player in the game


@scenario("future-sight")
def future_sight(card):
    state = table(deck=["mutiny"], factions=("", "nomad", "", ""), starting_trade_goods=0)
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "for", "accoen")
    settle_agenda(state)
    assert state.players[1].tg == 1


@scenario("imperia")
def imperia(card):
    state = table(factions=("", "mahact", "hacan", ""))
    state.mahact_pool = {2}
    assert any(src == "gila-the-silvertongue" for src, _ in capacity(state, 1).entries)
    state.mahact_pool = set()
    assert not any(src == "gila-the-silvertongue" for src, _ in capacity(state, 1).entries)


@scenario("arbiters")
def arbiters(card):
    state = table(deck=["mutiny"], factions=("", "hacan", "", ""), hands={1: ["veto"]})
    run_until(state, FrameKind.WHEN, seat=1)
    act(state, ProposeDeal(1, 2, ("card:veto",), ()))
    act(state, AnswerDeal(2, True))
    assert state.players[2].hand == ["veto"]


@scenario("pillage")
def pillage(card):
    state = table(deck=["mutiny"], factions=("mentak", "", "", ""), starting_trade_goods=3)
    run_until(state, FrameKind.WHEN, seat=1)
    act(state, ProposeDeal(1, 2, (), ("tg:1",)))
    act(state, AnswerDeal(2, True))  # seat 1 (a neighbour of seat 0) now has 4
    assert top(state).kind is FrameKind.TRIGGER and waiting(state) == 0
    act(state, UseAbility(0, card))
    assert state.players[1].tg == 3 and state.players[0].tg == 4


@scenario("zeu")
def zeu(card):
    state = table(
        deck=["mutiny", "economic-equality"],
        factions=("", "naalu", "", ""),
        leader_versions=LeaderVersions.POK,
    )
    run_until(state, FrameKind.AFTER, seat=1)
    act(state, UseAbility(1, card, target=3))
    assert state.agenda.peeked[1] == ("economic-equality",) == state.agenda.peeked[3]
    assert state.players[1].leaders[card] is Leader.EXHAUSTED


@scenario("ssruu")
def ssruu(card):
    state = table(
        deck=["mutiny", "economic-equality"],
        factions=("", "yssaril", "naalu", ""),
        leader_versions=LeaderVersions.POK,
    )
    run_until(state, FrameKind.AFTER, seat=1)
    act(state, UseAbility(1, card))
    assert state.agenda.peeked[1] == ("economic-equality",)


@scenario("xander-alexin-victori-iii")
def xander(card):
    state = table(
        deck=["mutiny"],
        factions=("", "keleres", "", ""),
        hands={2: ["bribery"]},
        starting_trade_goods=0,
        starting_commodities=2,
    )
    run_until(state, FrameKind.WHEN, seat=1)
    act(state, UseAbility(1, card, target=2))
    run_until(state, FrameKind.VOTE)
    abstain(state, 1)
    vote(state, 2, "for", "meer")
    abstain(state, 3)
    abstain(state, 0, keep=True)
    run_until(state, FrameKind.AFTER_SPEAKER, seat=2)
    play(state, PlayCard(2, "bribery", amount=2))  # paid with commodities
    assert state.agenda.ballot.votes[2].weight == 6 and state.players[2].commodities == 0


@scenario("elder-qanoj")
def qanoj(card):
    state = table(
        deck=["mutiny"],
        factions=("", "xxcha", "", ""),
        hands={3: ["assassinate-representative"]},
        heroes_unlocked=False,
    )
    play_when(state, FrameKind.AFTER, 3, "assassinate-representative", target=1)
    run_until(state, FrameKind.VOTE)
    assert waiting(state) == 1  # cannot be prevented from voting
    vote(state, 1, "for", "accoen", "abyz")
    assert state.agenda.votes[1].total == 3 + 0 + 2


@scenario("gila-the-silvertongue")
def gila(card):
    state = table(deck=["mutiny"], factions=("", "hacan", "", ""), starting_trade_goods=3)
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "for", "accoen", trade_goods=2)
    assert state.agenda.votes[1].total == 3 + 4 and state.players[1].tg == 1


@scenario("maban-omega")
def maban(card):
    state = table(deck=["mutiny"], factions=("", "naalu", "", ""))
    assert seat_view(state, 1).deck_ends == (state.deck[-1], state.deck[0])
    assert seat_view(state, 2).deck_ends is None and seat_view(state, 2).neighbour_notes is None
    assert seat_view(state, 1).neighbour_notes[0] == (0, ("political-secret@0", "alliance@0"))
    known = known_table(state, 1)  # a Strong bot's search knows what the commander shows, no more
    assert known.deck_bottom == state.deck[0] and known.notes[0] == ("political-secret@0", "alliance@0")
    assert known_table(state, 2).deck_bottom is None


@scenario("nip-and-tuck")
def nip_and_tuck(card):
    state = table(
        deck=["mutiny", "economic-equality"],
        factions=("", "bastion", "", ""),
        thunders_edge=True,
        hands={1: ["veto"], 2: ["sabotage"]},
    )
    run_until(state, FrameKind.WHEN, seat=1)
    act(state, PlayCard(1, "veto"))  # nobody may Sabotage it: the cancel window is skipped
    assert state.agenda.card == "economic-equality" and state.players[2].hand == ["sabotage"]


@scenario("executive-order")
def executive_order(card):
    state = table(deck=["mutiny", "economic-equality"], factions=("", "keleres", "", ""), thunders_edge=True)
    assert state.players[1].techs[card] is False
    run_until(state, FrameKind.START, seat=1)
    act(state, UseAbility(1, card, items=("top",)))
    assert state.agenda.card == "mutiny" and state.speaker == 1 and top(state).order == (2, 3, 0, 1)
    vote(state, 2, "against", "arinam")
    abstain(state, 3)
    abstain(state, 0)
    vote(state, 1, "for", "accoen", trade_goods=2)  # accoen: resources 2 < influence 3; +2 trade goods
    assert state.agenda.votes[1].sources == (("accoen", 3), ("executive-order", 2))
    run_until(state, FrameKind.START)
    assert state.speaker == 0 and state.agenda is None and state.agenda_no == 0
    assert state.players[1].vp == 1 and state.players[1].tg == 0  # Mutiny For: +1 VP to For voters
    run_until(state, FrameKind.WHEN)
    assert state.agenda.card == "economic-equality"


@scenario("xxekir-grom")
def xxekir_grom(card):
    state = table(
        deck=["mutiny", "economic-equality", "minister-of-war", "fleet-regulations"],
        factions=("", "xxcha", "", ""),
        leader_versions=LeaderVersions.POK,
        starting_trade_goods=1,
    )
    state.laws["regulated-conscription"] = None
    run_until(state, FrameKind.START, seat=1)
    act(state, UseAbility(1, card, items=("regulated-conscription",)))
    assert state.players[1].leaders[card] is Leader.PURGED and "regulated-conscription" in state.discard
    assert top(state).kind is FrameKind.CHOOSE
    with pytest.raises(IllegalAction):
        act(state, Choose(1, ("economic-equality", "player:1", "minister-of-war", "player:1")))
    act(state, Choose(1, ("economic-equality", "for", "minister-of-war", "player:3")))
    assert [p.tg for p in state.players] == [5, 5, 5, 5] and state.laws == {"minister-of-war": 3}
    run_until(state, FrameKind.WHEN)
    assert state.agenda.card == "mutiny"  # the others stayed on top, in order


@scenario("xxekir-grom-omega")
def xxekir_omega(card):
    state = table(deck=["mutiny"], factions=("", "xxcha", "", ""), commanders_unlocked=False)
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "for", "accoen", "abyz")
    assert state.agenda.votes[1].total == (2 + 3) + (3 + 0)


@scenario("odlynn-myrr")
def odlynn(card):
    state = table(deck=["mutiny"], factions=("", "keleres", "", ""), starting_trade_goods=0)
    assert card in state.players[1].leaders  # Keleres with the Xxcha home system
    run_until(state, FrameKind.AFTER, seat=1)
    act(state, UseAbility(1, card, outcome="for"))
    assert state.players[1].leaders[card] is Leader.PURGED
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "for", "accoen", odlynn=6)
    assert state.agenda.votes[1].total == 9
    settle_agenda(state)
    assert state.players[1].tg == 3  # seats 2, 3 and 0 abstained
    act(state, Choose(1, ("tactic", "tactic", "fleet")))  # and as many command tokens
    assert (state.players[1].tactic, state.players[1].fleet) == (5, 4)


@scenario("predictive-intelligence")
def predictive(card):
    state = table(deck=["mutiny"], owned=((), (card,), (), ()))
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "for", "accoen", extras=(card,))
    assert state.agenda.votes[1].total == 6
    settle_agenda(state)
    assert state.players[1].techs[card] is False  # its outcome won: it stays ready


@scenario("genetic-recombination")
def recombination(card):
    state = table(deck=["mutiny"], factions=("mahact", "", "", ""))
    run_until(state, FrameKind.PRE_VOTE, seat=0)
    assert top(state).data["voter"] == 1
    act(state, UseAbility(0, card, outcome="against"))
    act(state, Choose(1, ("comply",)))
    before = full_fingerprint(state)
    with pytest.raises(IllegalAction):
        act(state, CastVotes(1, "for", ("accoen",)))
    with pytest.raises(IllegalAction):
        abstain(state, 1)
    assert full_fingerprint(state) == before
    vote(state, 1, "against", "accoen")
    assert state.players[0].techs[card] is True


@scenario("instinct-training")
def instinct(card):
    state = table(deck=["mutiny", "economic-equality"], factions=("", "", "xxcha", ""), hands={1: ["veto"]})
    run_until(state, FrameKind.WHEN, seat=1)
    act(state, PlayCard(1, "veto"))
    while waiting(state) != 2:
        act(state, Pass(waiting(state)))
    act(state, UseAbility(2, card))
    assert state.agenda.card == "mutiny" and state.players[2].techs[card] is True
    assert state.players[2].strategy == 1


@scenario("maw-of-worlds")
def maw(card):
    state = table(owned=((), (card,), (), ()))
    run_until(state, FrameKind.START, seat=1)
    act(state, UseAbility(1, card))
    assert state.players[1].exhausted == {"accoen", "abyz"} and card not in state.players[1].relics
    assert state.instructions[0].source == card


@scenario("the-triad")
def triad(card):
    state = table(deck=["mutiny"], owned=((), (card,), (), ()), thunders_edge=True, triad_votes=True)
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "for", "the-triad")
    assert state.agenda.votes[1].total == 3 and state.players[1].relics[card] is True


@scenario("dictate-policy")
def dictate(card):
    state = table(deck=["mutiny"])
    state.players[1].secrets = [card]
    state.laws.update({"minister-of-war": 2, "fleet-regulations": None, "minister-of-peace": 3})
    run_until(state, FrameKind.START, seat=1)
    act(state, UseAbility(1, card))
    assert state.players[1].vp == 1 and state.players[1].scored == ["Dictate Policy"]


@scenario("drive-the-debate")
def drive(card):
    state = table(deck=["minister-of-war"])
    state.players[2].secrets = [card]
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "player:2", "accoen")
    abstain_all(state)
    run_until(state, FrameKind.BEFORE_RES, seat=2)
    act(state, UseAbility(2, card))
    assert state.players[2].vp == 1


@scenario("committee-formation")
def committee(card):
    state = table(deck=["minister-of-war"])
    state.laws[card] = 1
    run_until(state, FrameKind.AFTER, seat=1)
    act(state, UseAbility(1, card, target=3))
    assert top(state).kind is FrameKind.BEFORE_RES  # no vote was held
    run_until(state, FrameKind.AFTER_RES)
    assert state.laws == {"minister-of-war": 3} and card in state.discard


def test_every_card_of_the_data_file_has_a_rule_and_a_scenario():
    assert set(data.cards()) <= set(REGISTRY)
    assert set(REGISTRY) <= set(SCENARIOS)


@pytest.mark.parametrize("card", sorted(SCENARIOS))
def test_card(card):
    SCENARIOS[card](card)


def test_companion_players_declare_an_agenda_phase_secret_objective_once():
    state = table(deck=["mutiny"], mode=Mode.COMPANION)
    state.laws.update({"minister-of-war": 2, "fleet-regulations": None, "minister-of-peace": 3})
    run_until(state, FrameKind.START, seat=1)
    assert ("use", "dictate-policy", Params()) in seat_view(state, 1).plays
    act(state, UseAbility(1, "dictate-policy"))
    assert state.players[1].vp == 1 and state.players[1].scored == ["Dictate Policy"]
    run_until(state, FrameKind.START, seat=2)
    with pytest.raises(IllegalAction) as err:  # the one copy is scored already
        act(state, UseAbility(2, "dictate-policy"))
    assert err.value.code == "not_held"


def test_legal_text_comes_before_drive_the_debate():
    state = table(deck=["minister-of-war"], hands={1: ["confounding-legal-text"]})
    state.players[2].secrets = ["drive-the-debate"]
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "player:2", "accoen")
    abstain_all(state)
    run_until(state, FrameKind.BEFORE_RES, seat=2)
    act(state, UseAbility(2, "drive-the-debate"))
    run_until(state, FrameKind.BEFORE_RES, seat=1)
    with pytest.raises(IllegalAction) as err:
        act(state, PlayCard(1, "confounding-legal-text"))
    assert err.value.code == "blocked"


def test_peeks_never_show_covert_legislations_hidden_agenda():
    state = table(
        deck=["covert-legislation", "minister-of-war", "mutiny"],
        factions=("", "naalu", "", ""),
        hands={1: ["insider-information"]},
    )
    run_until(state, FrameKind.AFTER, seat=1)
    assert state.agenda.hidden == "minister-of-war"
    assert seat_view(state, 1).deck_ends[0] == "mutiny"
    play(state, PlayCard(1, "insider-information"))
    assert state.agenda.peeked[1] == ("mutiny",)


def test_a_discarded_agenda_sends_political_secret_home_and_the_owner_votes_again():
    state = table(deck=["mutiny", "economic-equality"], hands={3: ["veto"]})
    state.players[1].notes.append("political-secret@2")
    state.players[2].notes.remove("political-secret@2")
    run_until(state, FrameKind.WHEN, seat=1)
    act(state, PlayCard(1, "political-secret"))
    assert 2 in state.agenda.silenced
    play_when(state, FrameKind.WHEN, 3, "veto")
    assert state.agenda.card == "economic-equality" and not state.agenda.silenced
    assert "political-secret@2" in state.players[2].notes


def test_veto_can_be_played_again_on_the_replacement_agenda():
    state = table(deck=["mutiny", "economic-equality", "fleet-regulations"], hands={1: ["veto"], 2: ["veto"]})
    play_when(state, FrameKind.WHEN, 1, "veto")
    play_when(state, FrameKind.WHEN, 2, "veto")
    assert state.agenda.card == "fleet-regulations" and state.discard[-2:] == ["mutiny", "economic-equality"]


def test_deadly_plot_on_covert_legislation_discards_both_cards():
    state = table(deck=["covert-legislation", "mutiny", "economic-equality"], hands={3: ["deadly-plot"]})
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "for", "accoen")
    vote(state, 2, "against", "arinam")
    vote(state, 3, "against", "bereg")
    abstain(state, 0)
    run_until(state, FrameKind.BEFORE_RES, seat=3)
    assert state.agenda.outcome == "for"
    play(state, PlayCard(3, "deadly-plot"))
    run_until(state, FrameKind.WHEN)
    assert {"covert-legislation", "mutiny"} <= set(state.discard) and state.agenda.card == "economic-equality"
    assert state.players[1].vp == 0


def test_galactic_threat_once_per_agenda_phase():
    state = table(deck=["mutiny", "economic-equality"], factions=("", "nekro", "", ""))
    run_until(state, FrameKind.AFTER, seat=1)
    act(state, UseAbility(1, "galactic-threat", outcome="for"))
    run_until(state, FrameKind.VOTE)
    finish_agenda(state)
    run_until(state, FrameKind.AFTER, seat=1)
    with pytest.raises(IllegalAction) as err:
        act(state, UseAbility(1, "galactic-threat", outcome="for"))
    assert err.value.code == "blocked"


def test_argent_votes_first_even_as_speaker_and_last_with_hack_election_omega():
    state = table(deck=["mutiny"], factions=("argent", "", "", ""))
    run_until(state, FrameKind.VOTE)
    assert top(state).order == (0, 1, 2, 3)  # the speaker is the Argent: first, not last
    state = table(deck=["mutiny"], factions=("", "", "argent", ""), hands={2: ["hack-election-omega"]})
    play_when(state, FrameKind.AFTER, 2, "hack-election-omega")
    run_until(state, FrameKind.VOTE)
    assert top(state).order == (1, 3, 0, 2)


def test_bribery_after_a_speaker_who_could_not_vote():
    state = table(deck=["mutiny"], hands={1: ["bribery"], 3: ["assassinate-representative"]})
    play_when(state, FrameKind.AFTER, 3, "assassinate-representative", target=0)
    run_until(state, FrameKind.VOTE)
    vote(state, 1, "for", "accoen")
    abstain(state, 2)
    abstain(state, 3, keep=True)  # the speaker (seat 0) is skipped: the Bribery window still opens
    play_when(state, FrameKind.AFTER_SPEAKER, 1, "bribery", amount=1)
    assert state.agenda.ballot.votes[1].weight == 4


def test_hack_election_reverses_but_keeps_the_speaker_last_and_argent_first():
    state = table(5, deck=["mutiny"], factions=("", "", "", "argent", ""), hands={1: ["hack-election"]})
    play_when(state, FrameKind.AFTER, 1, "hack-election")
    run_until(state, FrameKind.VOTE)
    assert top(state).order == (3, 4, 2, 1, 0)
