"""Riders and other predictions: call the outcome before the vote, get paid if it wins.

The eight riders, Sanction and the Keleres Rider also keep their player from voting on the agenda
(the Xxcha holding Elder Qanoj excepted); Galactic Threat is the Nekro's once-a-phase prediction;
Odlynn Myrr predicts and adds votes.
"""

from __future__ import annotations

from typing import Any

from games.core.ledger import Commitment, CommitmentKind
from games.council import holdings
from games.council.cards.base import CardRule, Params, note_of, register
from games.council.state import CouncilState, FrameKind, Leader

RIDERS = (
    "construction-rider",
    "diplomacy-rider",
    "imperial-rider",
    "leadership-rider",
    "politics-rider",
    "technology-rider",
    "trade-rider",
    "warfare-rider",
    "sanction",
)


class Prediction(CardRule):
    windows = frozenset({FrameKind.AFTER})
    family = "riders"

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        assert state.agenda is not None
        return tuple(Params(outcome=o) for o in state.agenda.outcomes)

    def predict(self, state: CouncilState, seat: int, outcome: str, rec: dict[str, Any]) -> None:
        ctx = state.agenda
        assert ctx is not None
        ctx.ledger.add(Commitment(seat, CommitmentKind.RIDER, ctx.key, outcome, source=self.id))
        if self.info.stops_voting and self.info.stops_voting.get("who") == "self":
            ctx.barred.add(seat)  # votes.barred_reason lets Elder Qanoj's holder vote anyway
        rec["predicted"] = outcome


@register(*RIDERS)
class Rider(Prediction):
    def resolve(self, state: CouncilState, seat: int, params: Params, rec: dict[str, Any]) -> None:
        self.predict(state, seat, params.outcome or "", rec)


@register("keleres-rider")
class KeleresRider(Prediction):
    """A promissory note that works as a rider, then goes back to the Keleres."""

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: dict[str, Any]) -> None:
        note = note_of(state, seat, self.id)
        assert note is not None
        state.players[seat].notes.remove(note)
        state.players[int(note.partition("@")[2])].notes.append(note)
        self.predict(state, seat, params.outcome or "", rec)


@register("galactic-threat")
class GalacticThreat(Prediction):
    """Nekro never votes (see votes.barred_reason); once per agenda phase it may predict."""

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        return "already used this agenda phase" if seat in state.threat_used else None

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: dict[str, Any]) -> None:
        state.threat_used.add(seat)
        self.predict(state, seat, params.outcome or "", rec)


@register("odlynn-myrr")
class OdlynnMyrr(Prediction):
    """Keleres hero: predict, and add up to 6 votes to the Keleres' own vote; purged once used."""

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: dict[str, Any]) -> None:
        assert state.agenda is not None
        state.players[seat].leaders[self.id] = Leader.PURGED
        state.purged.append(self.id)
        state.agenda.odlynn[seat] = 6
        self.predict(state, seat, params.outcome or "", rec)


def reward(state: CouncilState, seat: int, source: str, outcome: str, rec: dict[str, Any]) -> None:
    """What a correct prediction pays, applied to tracked state or given to the table to carry out."""
    ctx = state.agenda
    assert ctx is not None
    if source == "imperial-rider":
        holdings.gain_vp(state, seat, 1, rec, source)
    elif source == "trade-rider":
        holdings.gain_tg(state, seat, 5, rec)
    elif source == "politics-rider":
        holdings.draw_action_cards(state, seat, 3, rec, source)
        holdings.give_speaker(state, seat, rec)
    elif source == "keleres-rider":
        holdings.draw_action_cards(state, seat, 1, rec, source)
        holdings.gain_tg(state, seat, 2, rec)
    elif source == "sanction":
        for voter in state.speaker_order():
            if voter in ctx.votes and ctx.votes[voter].outcome == outcome:
                holdings.lose_fleet_token(state, voter, rec, source)
    elif source == "galactic-threat":
        # A technology from someone who voted for it; if the speaker broke a tie without votes, none.
        if any(v.outcome == outcome for s, v in ctx.votes.items() if s != seat):
            holdings.instruct(state, source, "reward", seat, subject=outcome)
    elif source == "odlynn-myrr":
        # One trade good and one command token per player who abstained, could not vote, or voted otherwise.
        count = sum(1 for s in range(state.n) if s not in ctx.votes or ctx.votes[s].outcome != outcome)
        holdings.gain_tg(state, seat, count, rec)
        if count:
            holdings.choose_tokens(state, seat, count, source)
    elif source == "leadership-rider":
        holdings.choose_tokens(state, seat, 3, source)
    else:  # construction, diplomacy, technology, warfare: the board
        holdings.instruct(state, source, "reward", seat)
