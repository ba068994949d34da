"""The Vote turn: the sponsor puts an On Deck bill to the vote, everyone votes, the bill passes or fails.

Ballot (rulings, Vote turn): Yay +1, Nay -1, Abstain 0; the bill passes if the total is
positive. Secret ballot (default): every seat votes at once on its own screen and the votes
are revealed together with the last one. Roll call: open, from the sponsor's left, sponsor
last. After the vote the tokens on the bill are settled (a broken one is a betrayal), the
points are scored if it passed, the bill goes to the Passed or Failed pile and the sponsor
refills the empty On Deck spot from hand.
"""

from __future__ import annotations

from typing import Any

from games.core.ballot import ABSTAIN, Ballot, BallotMode, NetThreshold, Vote
from games.core.errors import IllegalAction
from games.core.seats import clockwise_from
from games.legislation import betrayal
from games.legislation.actions import CastVote, Choice, Propose
from games.legislation.options import BallotStyle
from games.legislation.scoring import score_bill
from games.legislation.state import BILL_SUBJECTS, LegislationState, Phase, Step

YAY, NAY = "yay", "nay"
PASS_RULE = NetThreshold(YAY, NAY, 0)  # passes iff Yay - Nay > 0
VOTES = {Choice.YAY: Vote(YAY, 1), Choice.NAY: Vote(NAY, 1), Choice.ABSTAIN: ABSTAIN}
MODES = {BallotStyle.SECRET: BallotMode.SECRET, BallotStyle.ROLL_CALL: BallotMode.OPEN}


def check_propose(state: LegislationState, action: Propose) -> None:
    if state.phase is not Phase.VOTE:
        raise IllegalAction(
            f"bills are put to the vote in a Vote round, not the {state.phase.value} round", "wrong_phase"
        )
    seat = action.seat
    if seat != state.order[state.turn]:
        raise IllegalAction("only the sponsor (the active player) puts a bill to the vote", "not_your_turn")
    if state.step is Step.TOP_UP:
        raise IllegalAction("fill On Deck up to three bills from hand first", "top_up_first")
    if state.step is not Step.PROPOSE:
        raise IllegalAction("a bill is already on the floor this turn", "wrong_step")
    if action.bill not in state.on_deck[seat]:
        raise IllegalAction(
            f"bill {action.bill} is not On Deck in front of seat {seat}", "not_on_deck", bill=action.bill
        )


def propose(state: LegislationState, action: Propose) -> None:
    sponsor = action.seat
    state.floor = action.bill
    # Sponsor last: the order starts at the sponsor's left (the roll call order; secret ballots ignore it).
    order = clockwise_from((sponsor + 1) % state.seats, state.seats)
    state.ballot = Ballot((YAY, NAY), order, MODES[state.options.ballot])
    state.step = Step.BALLOT


def check_vote(state: LegislationState, action: CastVote) -> None:
    if state.phase is not Phase.VOTE or state.step is not Step.BALLOT:
        raise IllegalAction("there is no bill on the floor to vote on", "no_ballot")
    vote = VOTES.get(action.choice)
    if vote is None:
        raise IllegalAction(f"{action.choice!r} is not yay, nay or abstain", "bad_choice")
    state.ballot.check(action.seat, vote)


def cast(state: LegislationState, action: CastVote) -> bool:
    """Record the vote; returns True when the ballot is complete."""
    ballot = state.ballot
    ballot.votes[action.seat] = VOTES[action.choice]
    stats = state.stats
    key = "vote_" + action.choice.value
    stats[key] = stats.get(key, 0) + 1
    return len(ballot.votes) == state.seats


def resolve(state: LegislationState) -> dict[str, Any]:
    """Count the votes, score, settle the tokens; returns the public result."""
    ballot = state.ballot
    bill = state.floor
    sponsor = state.order[state.turn]
    totals = ballot.tally()
    passed = PASS_RULE.decide(totals).outcome == YAY
    votes = {seat: ballot.choice(seat) for seat in ballot.order}
    settlements = state.ledger.settle(BILL_SUBJECTS[bill], votes, YAY if passed else NAY, ballot.order)
    betrayed = betrayal.broken(settlements)
    betrayers = betrayal.punish(state, betrayed)
    state.on_deck[sponsor].remove(bill)
    stats = state.stats
    if passed:
        gains = score_bill(state, bill)
        state.passed.append(bill)
        stats["passed"] = stats.get("passed", 0) + 1
    else:
        gains = (0,) * state.seats
        state.failed.append(bill)
        stats["failed"] = stats.get("failed", 0) + 1
    if betrayed:
        stats["betrayals"] = stats.get("betrayals", 0) + len(betrayed)
    kept = len(settlements) - len(betrayed)
    if kept:
        stats["tokens_kept"] = stats.get("tokens_kept", 0) + kept
    state.ballot = None
    state.floor = None
    state.table = None
    return {
        "bill": bill,
        "sponsor": sponsor,
        "votes": [[seat, (votes[seat] or Choice.ABSTAIN.value)] for seat in ballot.order],
        "yay": totals[YAY],
        "nay": totals[NAY],
        "total": totals[YAY] - totals[NAY],
        "passed": passed,
        "gains": list(gains),
        "betrayals": betrayal.describe(betrayed),
        "betrayers": list(betrayers),
    }
