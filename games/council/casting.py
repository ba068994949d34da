"""Casting votes and abstaining in the roll call, extra votes added later, and the speaker's tie-break."""

from __future__ import annotations

from games.core.ballot import ABSTAIN, Vote
from games.core.errors import IllegalAction
from games.council import rulebook
from games.council.actions import Abstain, BreakTie, CastVotes
from games.council.events import ABSTAINED, TieBroken, vote_cast
from games.council.holdings import spend_tg
from games.council.log_items import ExtraVotes, VotesFrom
from games.council.log_record import Rec
from games.council.state import BEFORE_RES, TIE, VOTE, CastVote, CouncilState, Frame
from games.council.votes import check_cast


def voting_frame(state: CouncilState, seat: int) -> Frame:
    top = state.stack[-1] if state.stack else None
    if top is None or top.kind is not VOTE or top.data["stage"] != "cast":
        raise IllegalAction("no vote is being taken now", "not_voting")
    if top.order[top.pos] != seat:
        raise IllegalAction(f"it is seat {top.order[top.pos]}'s turn to vote", "not_your_vote")
    return top


def apply_cast(state: CouncilState, action: CastVotes, rec: Rec) -> None:
    frame = voting_frame(state, action.seat)
    seat = action.seat
    cast = check_cast(
        state,
        seat,
        action.outcome,
        tuple(action.planets),
        tuple(action.extras),
        action.trade_goods,
        action.odlynn,
    )
    ctx = state.agenda
    assert ctx is not None and ctx.ballot is not None
    total = sum(v for _, v in cast.sources)  # cast.total, read twice below
    vote = Vote(cast.outcome, total)
    ctx.ballot.check(seat, vote)
    me = state.players[seat]
    for p in cast.planets:
        if p in me.relics:  # a relic exhausted like a planet (The Triad)
            me.relics[p] = True
        else:
            me.exhausted.add(p)
    if action.trade_goods:
        spend_tg(state, seat, action.trade_goods, rec, ctx.effective)
    ctx.votes[seat] = cast
    ctx.ballot.cast(seat, vote)
    rec.events.append(
        vote_cast(cast.outcome, total, cast.planets, tuple(VotesFrom(s, v) for s, v in cast.sources))
    )
    rulebook.after_cast(state, seat, rec)  # Blood Pact, Predictive Intelligence
    frame.data["stage"] = "voted"


def add_votes(state: CouncilState, seat: int, source: str, extra: int, rec: Rec) -> None:
    """Extra votes after the vote itself (Distinguished Councilor, Bribery, Blood Pact): same outcome."""
    ctx = state.agenda
    assert ctx is not None and ctx.ballot is not None
    ctx.ballot.add_weight(seat, extra)
    old = ctx.votes[seat]
    ctx.votes[seat] = CastVote(old.outcome, old.planets, old.sources + ((source, extra),))
    rec.events.append(ExtraVotes(seat, source, extra))


def apply_abstain(state: CouncilState, action: Abstain, rec: Rec) -> None:
    frame = voting_frame(state, action.seat)
    ctx = state.agenda
    assert ctx is not None and ctx.ballot is not None
    if rulebook.bound_outcome(state, action.seat) is not None:
        raise IllegalAction(
            "Genetic Recombination: this player agreed to cast at least 1 vote", "forced_outcome"
        )
    ctx.ballot.cast(action.seat, ABSTAIN)
    frame.data["stage"] = "done"
    rec.events.append(ABSTAINED)


def apply_tiebreak(state: CouncilState, action: BreakTie, rec: Rec) -> None:
    top = state.stack[-1] if state.stack else None
    if top is None or top.kind is not TIE:
        raise IllegalAction("there is no tie to break", "no_tie")
    if action.seat != state.speaker:
        raise IllegalAction("only the speaker breaks ties", "not_speaker")
    if action.outcome not in top.data["tied"]:
        raise IllegalAction(
            f"{action.outcome!r} is not one of the tied outcomes", "not_tied", tied=top.data["tied"]
        )
    ctx = state.agenda
    assert ctx is not None
    state.stack.pop()
    ctx.outcome = action.outcome
    rec.events.append(TieBroken(action.outcome))
    state.stack.append(Frame(BEFORE_RES, state.speaker_order(), repeat=True))
