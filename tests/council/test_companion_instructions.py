"""Companion mode: the board actions of a resolved agenda are confirmed once by the table, not seat by
seat (Executive Sanctions' Against asked six seats in turn: issue 32, defect 8)."""

from __future__ import annotations

from dataclasses import replace

from games.core.errors import IllegalAction
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.council import companion
from games.council.actions import Abstain, BreakTie, CastVotes, Choose, ConfirmInstruction, Pass, PlayCard
from games.council.options import CouncilOptions, Mode
from games.council.state import FrameKind
from tests.council.table import GAME, top, waiting

BOARD = ("yssaril", "empyrean", "naaz", "naalu", "letnev", "l1z1x")


def sanctions_against() -> Session:
    opts = CouncilOptions(mode=Mode.COMPANION, factions=BOARD)
    s = Session(GAME, SessionConfig("council", tuple(Seat(f"P{i}") for i in range(6)), opts, seed=2))
    s.apply(replace(companion.table_as_is(s.state), speaker=1))
    voted = False
    for _ in range(80):
        f = top(s.state)
        seat = waiting(s.state)
        if f.kind is FrameKind.INSTRUCTIONS:
            return s
        if f.kind is FrameKind.CHOOSE:
            s.apply(Choose(seat, ("executive-sanctions",)))
        elif f.kind is FrameKind.VOTE:
            ready = [p for p in s.state.players[seat].planets if p not in s.state.players[seat].exhausted]
            if not voted and ready:
                s.apply(CastVotes(seat, "against", tuple(ready)))
                voted = True
            else:
                s.apply(Abstain(seat))
        else:
            s.apply(Pass(seat))
    raise AssertionError("no instructions")


def test_one_confirmation_carries_out_every_players_board_action():
    s = sanctions_against()
    state = s.state
    assert len(state.instructions) == 6 and {i.key for i in state.instructions} == {"against"}
    s.apply(ConfirmInstruction(waiting(state)))
    assert not state.instructions and top(state).kind is not FrameKind.INSTRUCTIONS
    assert len(s.entries[-1].public["instructions"]) == 6  # the log keeps every one confirmed


def resolved(agenda: str, rider: str | None = None, outcome: str = "for", board=BOARD) -> Session:
    """A companion table of six: `agenda` declared, P2 plays `rider` on `outcome` in the "after" window,
    every seat that may votes `outcome` with its ready planets; up to the board's instructions."""
    opts = CouncilOptions(mode=Mode.COMPANION, factions=board)
    s = Session(GAME, SessionConfig("council", tuple(Seat(f"P{i}") for i in range(6)), opts, seed=2))
    s.apply(replace(companion.table_as_is(s.state), speaker=1))
    played = rider is None
    for _ in range(120):
        f = top(s.state)
        seat = waiting(s.state)
        if f.kind is FrameKind.INSTRUCTIONS:
            return s
        if f.kind is FrameKind.CHOOSE:
            s.apply(Choose(seat, (agenda,)))
        elif f.kind is FrameKind.AFTER and not played and seat == 2:
            s.apply(PlayCard(2, rider or "", outcome=outcome))
            played = True
        elif f.kind is FrameKind.VOTE:
            ready = [p for p in s.state.players[seat].planets if p not in s.state.players[seat].exhausted]
            try:
                s.apply(CastVotes(seat, outcome, tuple(ready)))
            except IllegalAction:  # nothing ready to vote with
                s.apply(Abstain(seat))
        elif f.kind is FrameKind.TIE:
            s.apply(BreakTie(seat, outcome))
        else:
            s.apply(Pass(seat))
    raise AssertionError("no instructions")


def test_rider_payouts_and_victory_points_are_board_instructions_when_they_happen():
    """Issue 32, item 8: Trade Rider's 5 trade goods and Mutiny's victory points are said to the table as
    the agenda closes (one confirmation), not only in the phase's closing list."""
    s = resolved("mutiny", "trade-rider")
    state = s.state
    paid = [i for i in state.instructions if i.key == "take_tg"]
    assert [(i.source, i.seat, i.amount) for i in paid] == [("trade-rider", 2, 5)]
    points = {(i.seat, i.amount) for i in state.instructions if i.key == "take_vp"}
    assert points and all(a == 1 for _s, a in points)  # Mutiny, For: each who voted For gains 1 VP
    assert {seat for seat, _a in points} == {p for p in range(6) if state.players[p].vp == 1}
    s.apply(ConfirmInstruction(waiting(state)))  # one confirmation for all of them
    assert not state.instructions and top(state).kind is not FrameKind.INSTRUCTIONS


def test_an_election_hands_the_card_to_the_elected_player():
    s = resolved("minister-of-war", outcome="player:4")
    cards = [i for i in s.state.instructions if i.key == "law_card"]
    assert [(i.source, i.seat) for i in cards] == [("minister-of-war", 4)]


def test_future_sight_pays_the_nomad_on_the_board_as_the_agenda_closes():
    """A payout outside the resolution (the Nomad's Future Sight, after the riders) is said to the table
    with the agenda's other board actions, not only in the phase's closing list."""
    board = ("yssaril", "empyrean", "naaz", "nomad", "letnev", "l1z1x")
    s = resolved("mutiny", board=board)  # everyone votes For: the Nomad (P3) voted for the outcome
    sight = [i for i in s.state.instructions if i.source == "future-sight"]
    assert [(i.key, i.seat, i.amount) for i in sight] == [("take_tg", 3, 1)]


def test_a_secret_objective_scored_in_a_window_is_said_at_once():
    """Issue 32, item 8: a victory point scored outside the resolution is a board instruction when it
    happens, confirmed once; then the window goes on with the same seat."""
    from games.council.actions import ScoreSecret

    opts = CouncilOptions(mode=Mode.COMPANION, factions=BOARD)
    s = Session(GAME, SessionConfig("council", tuple(Seat(f"P{i}") for i in range(6)), opts, seed=2))
    s.apply(replace(companion.table_as_is(s.state), speaker=1))
    state = s.state
    assert top(state).kind is FrameKind.START
    seat = waiting(state)
    s.apply(ScoreSecret(seat, "Mine Rare Metals"))
    assert top(state).kind is FrameKind.INSTRUCTIONS and waiting(state) == seat
    assert [(i.source, i.key, i.seat, i.amount) for i in state.instructions] == [
        ("secret_objective", "take_vp", seat, 1)
    ]
    s.apply(ConfirmInstruction(seat))
    assert not state.instructions and top(state).kind is FrameKind.START and waiting(state) == seat
    s.undo()
    s.undo()
    assert state is not s.state and not s.state.instructions and s.state.players[seat].vp == 0


def test_standalone_says_nothing_on_a_board():
    from games.council.actions import ScoreSecret

    s = Session(GAME, SessionConfig("council", tuple(Seat(f"P{i}") for i in range(4)), CouncilOptions(), 2))
    seat = waiting(s.state)
    if top(s.state).kind is FrameKind.START:
        s.apply(ScoreSecret(seat, "Mine Rare Metals"))
        assert not s.state.instructions and top(s.state).kind is FrameKind.START


def test_pillage_is_said_to_the_table_at_once():
    """Issue 32, item 8: Mentak's Pillage moves a trade good from the neighbour to Mentak on the board."""
    from games.council.actions import AnswerDeal, ProposeDeal, UseAbility
    from tests.council.table import act, run_until, table

    mentak = ("mentak", "", "", "")
    state = table(deck=["mutiny"], factions=mentak, starting_trade_goods=3, mode=Mode.COMPANION)
    run_until(state, FrameKind.WHEN, seat=1)
    act(state, ProposeDeal(1, 2, (), ("tg:1",)))
    act(state, AnswerDeal(2, True))
    # The deal's trade good crosses the table first, said at once; then Mentak may Pillage.
    assert [(i.source, i.key, i.seat, i.subject, i.amount) for i in state.instructions] == [
        ("deal", "give_tg", 2, "1", 1)
    ]
    act(state, ConfirmInstruction(waiting(state)))
    assert top(state).kind is FrameKind.TRIGGER and waiting(state) == 0
    act(state, UseAbility(0, "pillage"))
    assert top(state).kind is FrameKind.INSTRUCTIONS
    assert [(i.source, i.key, i.seat, i.subject, i.amount) for i in state.instructions] == [
        ("pillage", "give_tg", 1, "0", 1)
    ]
    act(state, ConfirmInstruction(waiting(state)))
    assert not state.instructions and top(state).kind is not FrameKind.INSTRUCTIONS


def test_trade_goods_spent_on_votes_are_said_at_once():
    """Bribery: the 3 trade goods paid for votes leave the board as the card resolves."""
    from tests.council.table import act, run_until, table
    from tests.council.test_cards import abstain, play_when, vote

    state = table(deck=["mutiny"], starting_trade_goods=3, mode=Mode.COMPANION)
    run_until(state, FrameKind.VOTE)
    abstain(state, 1)
    vote(state, 2, "against", "meer")
    abstain(state, 3)
    abstain(state, 0, keep=True)
    play_when(state, FrameKind.AFTER_SPEAKER, 2, "bribery", amount=3)
    assert state.players[2].tg == 0
    paid = [(i.source, i.key, i.seat, i.amount) for i in state.instructions]
    assert paid == [("bribery", "spend_tg", 2, 3)]
    assert top(state).kind is FrameKind.INSTRUCTIONS
    act(state, ConfirmInstruction(waiting(state)))
    assert not state.instructions and top(state).kind is not FrameKind.INSTRUCTIONS


def test_economic_equality_says_the_trade_goods_returned_before_the_five():
    s = resolved("economic-equality")
    keys = [(i.key, i.amount) for i in s.state.instructions if i.source == "economic-equality"]
    assert keys and keys[0][0] == "return_tg" and ("take_tg", 5) in keys
    assert keys.index(("take_tg", 5)) > max(n for n, k in enumerate(keys) if k[0] == "return_tg")


def test_command_tokens_an_agenda_takes_are_said_with_its_card_text():
    s = resolved("clandestine-operations", outcome="against")
    lost = [(i.key, i.seat, i.amount) for i in s.state.instructions if i.source == "clandestine-operations"]
    assert lost == [("against", seat, 1) for seat in s.state.speaker_order()]  # every pool had a token
    assert not [i for i in s.state.instructions if i.key == "tokens"]  # not said twice
