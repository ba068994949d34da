"""Riders and other predictions: call the outcome before the vote, get paid if it wins.

The eight riders, Sanction and the Keleres Rider also keep their player from voting on the agenda
(the Xxcha holding Elder Qanoj excepted); Galactic Threat is the Nekro's once-a-phase prediction;
Odlynn Myrr predicts and adds votes.
"""

from __future__ import annotations

from typing import ClassVar

from games.core.ledger import Commitment, CommitmentKind
from games.council import holdings
from games.council.events import Predicted
from games.council.log_record import Rec
from games.council.rulebook import CardRule, Params, VoteKind, VoteSource, note_of, register
from games.council.state import CouncilState, FrameKind, Leader
from games.council.votes import PLEDGED


class Prediction(CardRule):
    windows = frozenset({FrameKind.AFTER})
    family = "riders"

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        assert state.agenda is not None
        return tuple(Params(outcome=o) for o in state.agenda.outcomes)

    def predict(self, state: CouncilState, seat: int, outcome: str, rec: Rec) -> None:
        ctx = state.agenda
        assert ctx is not None
        ctx.ledger.add(Commitment(seat, CommitmentKind.RIDER, ctx.key, outcome, source=self.id))
        if self.info.stops_voting and self.info.stops_voting.get("who") == "self":
            ctx.barred.add(seat)  # votes.barred_reason lets Elder Qanoj's holder vote anyway
        rec.events.append(Predicted(outcome))

    def reward(self, state: CouncilState, seat: int, outcome: str, rec: Rec) -> None:
        """What a correct prediction pays (after the agenda is settled); by default the table is told."""
        holdings.instruct(state, self.id, "reward", seat)


class Rider(Prediction):
    """A rider from the action deck: predict an outcome; the reward comes once the agenda is settled."""

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        self.predict(state, seat, params.outcome or "", rec)


# In the data's order (the order cards are offered in a window).
@register("construction-rider", "diplomacy-rider")
class BoardRider(Rider):
    """Construction and Diplomacy Riders: the reward happens on the board, so the table carries it out."""


@register("imperial-rider")
class ImperialRider(Rider):
    def reward(self, state: CouncilState, seat: int, outcome: str, rec: Rec) -> None:
        holdings.gain_vp(state, seat, 1, rec, self.id)


@register("leadership-rider")
class LeadershipRider(Rider):
    def reward(self, state: CouncilState, seat: int, outcome: str, rec: Rec) -> None:
        holdings.choose_tokens(state, seat, 3, self.id)


@register("politics-rider")
class PoliticsRider(Rider):
    def reward(self, state: CouncilState, seat: int, outcome: str, rec: Rec) -> None:
        holdings.draw_action_cards(state, seat, 3, rec, self.id)
        holdings.give_speaker(state, seat, rec)


@register("technology-rider")
class TechnologyRider(BoardRider):
    pass


@register("trade-rider")
class TradeRider(Rider):
    def reward(self, state: CouncilState, seat: int, outcome: str, rec: Rec) -> None:
        holdings.gain_tg(state, seat, 5, rec)


@register("warfare-rider")
class WarfareRider(BoardRider):
    pass


@register("sanction")
class Sanction(Rider):
    """Every player who voted for the predicted outcome loses a command token from its fleet pool."""

    def reward(self, state: CouncilState, seat: int, outcome: str, rec: Rec) -> None:
        ctx = state.agenda
        assert ctx is not None
        for voter in state.speaker_order():
            if voter in ctx.votes and ctx.votes[voter].outcome == outcome:
                holdings.lose_fleet_token(state, voter, rec, self.id)


@register("keleres-rider")
class KeleresRider(Prediction):
    """A promissory note that works as a rider, then goes back to the Keleres."""

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        note = note_of(state, seat, self.id)
        assert note is not None
        state.players[seat].notes.remove(note)
        state.players[int(note.partition("@")[2])].notes.append(note)
        self.predict(state, seat, params.outcome or "", rec)

    def reward(self, state: CouncilState, seat: int, outcome: str, rec: Rec) -> None:
        holdings.draw_action_cards(state, seat, 1, rec, self.id)
        holdings.gain_tg(state, seat, 2, rec)


@register("galactic-threat")
class GalacticThreat(Prediction):
    """The Nekro never vote (Elder Qanoj aside); once per agenda phase they may predict instead."""

    def bars_voting(self, state: CouncilState, seat: int) -> str | None:
        return self.id if self.id in state.players[seat].abilities else None

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        used = state.phase_card_state.get(self.id, frozenset())
        return "already used this agenda phase" if seat in used else None

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        state.phase_card_state[self.id] = state.phase_card_state.get(self.id, frozenset()) | {seat}
        self.predict(state, seat, params.outcome or "", rec)

    def reward(self, state: CouncilState, seat: int, outcome: str, rec: Rec) -> None:
        # A technology from someone who voted for it; if the speaker broke a tie without votes, none.
        ctx = state.agenda
        assert ctx is not None
        if any(v.outcome == outcome for s, v in ctx.votes.items() if s != seat):
            holdings.instruct(state, self.id, "reward", seat, subject=outcome)


@register("odlynn-myrr")
class OdlynnMyrr(Prediction):
    """Keleres hero: predict, and add up to 6 votes to the Keleres' own vote; purged once used."""

    vote_kind = VoteKind.PLEDGED

    def comes_with(self, faction: str | None, home: tuple[str, ...]) -> bool:
        return any(h.startswith("archon") for h in home)  # the Keleres take it with the Xxcha home only

    agenda_default: ClassVar[frozenset[int]] = frozenset()  # seats that used it on this agenda

    def vote_source(self, state: CouncilState, seat: int, private: bool) -> VoteSource | None:
        return VoteSource(self.id, PLEDGED, 6) if seat in self.kept(state) else None

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        assert state.agenda is not None
        state.players[seat].leaders[self.id] = Leader.PURGED
        state.purged.append(self.id)
        self.keep(state, self.kept(state) | {seat})
        self.predict(state, seat, params.outcome or "", rec)

    def reward(self, state: CouncilState, seat: int, outcome: str, rec: Rec) -> None:
        # One trade good and one command token per player who abstained, could not vote, or voted otherwise.
        ctx = state.agenda
        assert ctx is not None
        count = sum(1 for s in range(state.n) if s not in ctx.votes or ctx.votes[s].outcome != outcome)
        holdings.gain_tg(state, seat, count, rec)
        if count:
            holdings.choose_tokens(state, seat, count, self.id)
