"""The Vote turn: the sponsor puts an On Deck bill to the vote, everyone votes, the bill passes or fails.

Ballot (rulings, Vote turn): Yay +1, Nay -1, Abstain 0; the bill passes if the total is
positive. Secret ballot (default): every seat votes at once on its own screen and the votes
are revealed together with the last one. Roll call: open, from the sponsor's left, sponsor
last. After the vote the tokens on the bill are settled (a broken one is a betrayal), the
points are scored if it passed, the bill goes to the Passed or Failed pile and the sponsor
refills the empty On Deck spot from hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core.ballot import ABSTAIN, Ballot, BallotMode, NetThreshold, Vote
from games.core.errors import IllegalAction
from games.core.ledger import Settlement
from games.legislation import betrayal
from games.legislation.actions import CastVote, Choice, Propose, Token
from games.legislation.betrayal import Betrayal
from games.legislation.options import BallotStyle
from games.legislation.rounds import seat_order
from games.legislation.scoring import score_bill
from games.legislation.state import (
    BALLOT,
    BILL_SUBJECTS,
    PROPOSE,
    TOP_UP,
    VOTE,
    LegislationState,
)

YAY, NAY = "yay", "nay"
PASS_RULE = NetThreshold(YAY, NAY, 0)  # passes iff Yay - Nay > 0
VOTES = {Choice.YAY: Vote(YAY, 1), Choice.NAY: Vote(NAY, 1), Choice.ABSTAIN: ABSTAIN}
CHOICE_OF = {YAY: Choice.YAY, NAY: Choice.NAY, None: Choice.ABSTAIN}  # a ballot option as a Choice
MODES = {BallotStyle.SECRET: BallotMode.SECRET, BallotStyle.ROLL_CALL: BallotMode.OPEN}
_SECRET = BallotMode.SECRET  # a plain name: reading an Enum member off its class is slow on this path


def check_propose(state: LegislationState, action: Propose) -> None:
    if state.phase is not VOTE:
        raise IllegalAction(
            f"bills are put to the vote in a Vote round, not the {state.phase.value} round", "wrong_phase"
        )
    seat = action.seat
    if seat != state.order[state.turn]:
        raise IllegalAction("only the sponsor (the active player) puts a bill to the vote", "not_your_turn")
    if state.step is TOP_UP:
        raise IllegalAction("fill On Deck up to three bills from hand first", "top_up_first")
    if state.step is not PROPOSE:
        raise IllegalAction("a bill is already on the floor this turn", "wrong_step")
    if action.bill not in state.on_deck[seat]:
        raise IllegalAction(
            f"bill {action.bill} is not On Deck in front of seat {seat}", "not_on_deck", bill=action.bill
        )


def propose(state: LegislationState, action: Propose) -> None:
    sponsor = action.seat
    state.floor = action.bill
    # Sponsor last: the order starts at the sponsor's left (the roll call order; secret ballots ignore it).
    order = seat_order(sponsor + 1, state.seats)
    mode = MODES[state.options.ballot]
    state.ballot = Ballot((YAY, NAY), order, mode)
    state.step = BALLOT
    state.waiting = order if mode is _SECRET else order[:1]  # Ballot.waiting_for() before any vote


def check_vote(state: LegislationState, action: CastVote) -> None:
    if state.phase is not VOTE or state.step is not BALLOT:
        raise IllegalAction("there is no bill on the floor to vote on", "no_ballot")
    if action.choice not in VOTES:
        raise IllegalAction(f"{action.choice!r} is not yay, nay or abstain", "bad_choice")
    seat = action.seat
    if seat not in state.waiting:  # the cached Ballot.waiting_for()
        assert state.ballot is not None  # the BALLOT step always has one
        if seat in state.ballot.votes:
            raise IllegalAction(f"seat {seat} has already voted", "already_voted", seat=seat)
        raise IllegalAction(f"it is not seat {seat}'s turn to vote", "not_your_vote", seat=seat)


STAT_KEYS = {choice: "vote_" + choice.value for choice in Choice}


def cast(state: LegislationState, action: CastVote) -> bool:
    """Record the vote (keeping the cached `to_act` in step); returns True when the ballot is complete."""
    ballot = state.ballot
    assert ballot is not None  # check_vote
    seat = action.seat
    votes = ballot.votes
    votes[seat] = VOTES[action.choice]
    stats = state.stats
    key = STAT_KEYS[action.choice]
    stats[key] = stats.get(key, 0) + 1
    if ballot.mode is _SECRET:
        waiting = state.waiting
        state.waiting = waiting[1:] if waiting[0] == seat else tuple(s for s in waiting if s != seat)
    else:
        state.waiting = ballot.order[len(votes) : len(votes) + 1]
    return len(votes) == state.seats


@dataclass(frozen=True, slots=True)
class BallotResult:
    """A ballot's public result, as the log holds it: every vote, the count, the points, the betrayals.

    Saved records hold it as plain data (storage/record.py) with the same field names; `from_plain`
    reads that back."""

    bill: int
    sponsor: int
    votes: tuple[tuple[int, Choice], ...]  # in voting order
    yay: int
    nay: int
    total: int
    passed: bool
    gains: tuple[int, ...]  # points each seat scored
    betrayals: tuple[Betrayal, ...]
    betrayers: tuple[int, ...]  # seats that sit out the next Pledge round for it

    @classmethod
    def from_plain(cls, data: object) -> BallotResult | None:
        """A result from plain data (a record file), or None if it is not one."""
        if isinstance(data, BallotResult) or data is None:
            return data
        try:
            assert isinstance(data, dict)
            return cls(
                int(data["bill"]),
                int(data["sponsor"]),
                tuple((int(seat), Choice(choice or "abstain")) for seat, choice in data["votes"]),
                int(data["yay"]),
                int(data["nay"]),
                int(data["total"]),
                bool(data["passed"]),
                tuple(int(g) for g in data["gains"]),
                tuple(
                    Betrayal(int(b["seat"]), Token(b["token"]), Choice(b["voted"])) for b in data["betrayals"]
                ),
                tuple(int(s) for s in data["betrayers"]),
            )
        except (AssertionError, KeyError, TypeError, ValueError):
            return None


def resolve(state: LegislationState) -> BallotResult:
    """Count the votes, score, settle the tokens; returns the public result."""
    ballot = state.ballot
    bill = state.floor
    assert ballot is not None and bill is not None  # a complete ballot on the bill on the floor
    sponsor = state.order[state.turn]
    order = ballot.order
    cast = ballot.votes
    votes = {seat: cast[seat].option for seat in order}  # 'yay', 'nay' or None (abstained)
    options = list(votes.values())
    totals = {YAY: options.count(YAY), NAY: options.count(NAY)}  # every vote weighs 1
    passed = PASS_RULE.decide(totals).outcome == YAY
    subject = BILL_SUBJECTS[bill]
    ledger = state.ledger
    stats = state.stats
    betrayed: tuple[Settlement, ...] = ()
    betrayers: tuple[int, ...] = ()
    if any(c.subject == subject for c in ledger.open):
        settlements = ledger.settle(subject, votes, YAY if passed else NAY, order)
        betrayed = betrayal.broken(settlements)
        if betrayed:
            betrayers = betrayal.punish(state, betrayed)
            stats["betrayals"] = stats.get("betrayals", 0) + len(betrayed)
        kept = len(settlements) - len(betrayed)
        if kept:
            stats["tokens_kept"] = stats.get("tokens_kept", 0) + kept
    state.on_deck[sponsor].remove(bill)
    if passed:
        gains = score_bill(state, bill)
        state.passed.append(bill)
        stats["passed"] = stats.get("passed", 0) + 1
    else:
        gains = (0,) * state.seats
        state.failed.append(bill)
        stats["failed"] = stats.get("failed", 0) + 1
    state.ballot = None
    state.floor = None
    state.table = None
    return BallotResult(
        bill,
        sponsor,
        tuple([(seat, CHOICE_OF[votes[seat]]) for seat in order]),
        totals[YAY],
        totals[NAY],
        totals[YAY] - totals[NAY],
        passed,
        tuple(gains),
        betrayal.describe(betrayed),
        tuple(betrayers),
    )
