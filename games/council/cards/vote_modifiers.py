"""Extra votes and pressure on votes: Distinguished Councilor, Bribery, Genetic Recombination, and the
passive modifiers (Zeal, Elder Qanoj, Gila, Predictive Intelligence, Blood Pact, Xxekir Grom Omega).
Each says what it adds to a vote (`vote_source`, `planet_votes`); votes.py counts the kinds."""

from __future__ import annotations

from typing import ClassVar

from games.council.casting import add_votes
from games.council.events import Answer
from games.council.holdings import lose_fleet_token, spend_tg
from games.council.log_items import TechExhausted
from games.council.log_record import Rec
from games.council.question_forms import COMPLY, REFUSE, QuestionForm, QuestionHint
from games.council.rulebook import (
    BOTH,
    INFLUENCE,
    CardRule,
    Params,
    PassiveRule,
    PlanetVotes,
    VoteKind,
    VoteSource,
    register,
)
from games.council.state import EXHAUSTED, LOCKED, READY, CouncilState, Frame, FrameKind
from games.council.votes import (
    CHOSEN,
    LATER,
    PER_PLANET,
    TRADE_GOODS,
    WITH_VOTE,
    capacity,
    commander_access,
    no_extras,
    spendable_tg,
)


def has_cast(state: CouncilState, seat: int) -> bool:
    ctx = state.agenda
    return ctx is not None and seat in ctx.votes and not no_extras(state)


@register("distinguished-councilor")
class DistinguishedCouncilor(CardRule):
    """+5 to one's own outcome, right after one's own vote (the speaker also after the Bribery window
    opens, since that window follows the speaker's vote)."""

    windows = frozenset({FrameKind.POST_VOTE, FrameKind.AFTER_SPEAKER})
    family = "vote_modifiers"
    vote_kind = VoteKind.LATER

    def vote_source(self, state: CouncilState, seat: int, private: bool) -> VoteSource | None:
        if private and state.options.mode == "standalone" and self.id in state.players[seat].hand:
            return VoteSource(self.id, LATER, 5)
        return None

    def after_own_vote(self, state: CouncilState, seat: int) -> bool:
        return self.id in state.players[seat].hand

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        if not has_cast(state, seat):
            return "needs votes already cast"
        top = state.stack[-1]
        if top.kind is FrameKind.AFTER_SPEAKER and seat != state.speaker:
            return "only right after one's own vote"
        return None

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        add_votes(state, seat, self.id, 5, rec)


@register("bribery")
class Bribery(CardRule):
    """After the speaker votes: any number of trade goods (even 0), one vote each, same outcome."""

    windows = frozenset({FrameKind.AFTER_SPEAKER})
    family = "vote_modifiers"
    vote_kind = VoteKind.LATER

    def vote_source(self, state: CouncilState, seat: int, private: bool) -> VoteSource | None:
        if private and state.options.mode == "standalone" and self.id in state.players[seat].hand:
            return VoteSource(self.id, LATER, spendable_tg(state, seat))
        return None

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        return None if has_cast(state, seat) else "needs votes already cast"

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return tuple(Params(amount=k) for k in range(spendable_tg(state, seat) + 1))

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        # The trade goods are paid as the card resolves (a cancelled card costs nothing).
        amount = min(params.amount, spendable_tg(state, seat))
        spend_tg(state, seat, amount, rec, self.id)
        if amount:
            add_votes(state, seat, self.id, amount, rec)


@register("genetic-recombination")
class GeneticRecombination(CardRule):
    """Mahact, before someone votes: vote at least 1 for the outcome I name, or lose a fleet token."""

    windows = frozenset({FrameKind.PRE_VOTE})
    family = "vote_modifiers"
    prompt = "recombination"  # the voter complies or refuses
    question_form = QuestionForm.COMPLY_OR_REFUSE
    question_hint = QuestionHint.VOTE_AS_ASKED
    # ((voter, outcome it agreed to back), ...) on this agenda
    agenda_default: ClassVar[tuple[tuple[int, str], ...]] = ()

    def binds_vote(self, state: CouncilState, seat: int) -> str | None:
        for voter, outcome in self.kept(state):
            if voter == seat:
                return str(outcome)
        return None

    def follow_up_options(self, state: CouncilState, frame: Frame) -> tuple[str, ...]:
        return (COMPLY, REFUSE)

    def answer(self, state: CouncilState, seat: int, frame: Frame, items: tuple[str, ...], rec: Rec) -> None:
        assert state.agenda is not None
        if items[0] == COMPLY:
            self.keep(state, (*self.kept(state), (seat, frame.data["outcome"])))
        else:
            lose_fleet_token(state, seat, rec, self.id)
        rec.events.append(Answer(items[0]))

    def acts_before_vote(self, state: CouncilState, voter: int) -> int | None:
        """The Mahact with the technology ready, when the voter could exhaust planets to vote."""
        for seat, p in enumerate(state.players):
            if seat != voter and p.techs.get(self.id) is False:
                cap = capacity(state, voter, private=False)
                if cap.may_vote and any(
                    v > 0 for src, v in cap.entries if src in state.players[voter].planets
                ):
                    return seat
        return None

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        assert state.agenda is not None
        return tuple(Params(outcome=o) for o in state.agenda.outcomes)

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        top = state.stack[-1]
        voter = top.data["voter"]
        state.players[seat].techs[self.id] = True
        top.data["closed"] = True
        state.stack.append(
            Frame(FrameKind.CHOOSE, (voter,), prompt="recombination", outcome=params.outcome, mahact=seat)
        )


class VoteModifier(PassiveRule):
    """Works by itself on votes: what it adds to a vote is its `vote_source` (or `planet_votes`)."""

    family = "vote_modifiers"


@register("zeal")
class Zeal(VoteModifier):
    """Argent: vote first on every agenda, with 1 extra vote per player."""

    vote_kind = VoteKind.WITH_VOTE

    def votes_first(self, state: CouncilState) -> int | None:
        return next((s for s, p in enumerate(state.players) if self.id in p.abilities), None)

    def vote_source(self, state: CouncilState, seat: int, private: bool) -> VoteSource | None:
        if self.id not in state.players[seat].abilities:
            return None
        return VoteSource(self.id, WITH_VOTE, state.n)


@register("elder-qanoj")
class ElderQanoj(VoteModifier):
    """Xxcha commander: 1 extra vote per planet exhausted to vote, and no effect can stop its player
    from voting."""

    vote_kind = VoteKind.PER_PLANET

    def unbars(self, state: CouncilState, seat: int) -> bool:
        return commander_access(state, seat, self.id)

    def vote_source(self, state: CouncilState, seat: int, private: bool) -> VoteSource | None:
        return VoteSource(self.id, PER_PLANET, 1) if commander_access(state, seat, self.id) else None


@register("gila-the-silvertongue")
class GilaTheSilvertongue(VoteModifier):
    """Keleres (Xxcha) commander: trade goods spent when voting give 2 votes each."""

    vote_kind = VoteKind.TRADE_GOODS

    def vote_source(self, state: CouncilState, seat: int, private: bool) -> VoteSource | None:
        if not commander_access(state, seat, self.id):
            return None
        return VoteSource(self.id, TRADE_GOODS, 2, limit=spendable_tg(state, seat))


@register("predictive-intelligence")
class PredictiveIntelligence(VoteModifier):
    """Technology: +3 votes when named among the vote's extras; exhausted after the agenda if the
    outcome lost."""

    vote_kind = VoteKind.CHOSEN
    agenda_default: ClassVar[frozenset[int]] = frozenset()  # seats that used it on this agenda

    def vote_source(self, state: CouncilState, seat: int, private: bool) -> VoteSource | None:
        ready = state.players[seat].techs.get(self.id) is False
        return VoteSource(self.id, CHOSEN, 3) if ready else None

    def on_cast(self, state: CouncilState, seat: int, rec: Rec) -> None:
        ctx = state.agenda
        assert ctx is not None
        if any(source == self.id for source, _ in ctx.votes[seat].sources):
            self.keep(state, self.kept(state) | {seat})

    def on_settled(self, state: CouncilState, predicted: dict[int, set[str]], rec: Rec) -> None:
        ctx = state.agenda
        assert ctx is not None
        for seat in sorted(self.kept(state)):
            if ctx.votes[seat].outcome != ctx.outcome:
                state.players[seat].techs[self.id] = True
                rec.events.append(TechExhausted(seat, self.id))


@register("blood-pact")
class BloodPact(VoteModifier):
    """Empyrean note, face up: once its holder and the Empyrean have both voted for the same outcome,
    +4 votes for the holder."""

    vote_kind = VoteKind.LATER
    face_up = True

    def owner(self, state: CouncilState, seat: int) -> int | None:
        """The Empyrean seat whose Blood Pact `seat` holds in its play area, if any."""
        mine = self.id + "@"
        for note in state.players[seat].notes:
            if note.startswith(mine):
                owner = int(note.partition("@")[2])
                if owner != seat:
                    return owner
        return None

    def vote_source(self, state: CouncilState, seat: int, private: bool) -> VoteSource | None:
        return VoteSource(self.id, LATER, 4) if self.owner(state, seat) is not None else None

    def on_cast(self, state: CouncilState, seat: int, rec: Rec) -> None:
        ctx = state.agenda
        assert ctx is not None
        if no_extras(state):
            return
        for holder in list(ctx.votes):
            owner = self.owner(state, holder)
            if owner is None or owner not in ctx.votes:
                continue
            mine = ctx.votes[holder]
            if mine.outcome == ctx.votes[owner].outcome and all(src != self.id for src, _ in mine.sources):
                add_votes(state, holder, self.id, 4, rec)


@register("xxekir-grom-omega")
class XxekirGromOmega(VoteModifier):
    """Xxcha hero (Codex III): once unlocked, each planet votes with its resources plus its influence
    (it is not used up by voting)."""

    def planet_votes(self, state: CouncilState, seat: int) -> PlanetVotes:
        status = state.players[seat].leaders.get(self.id, LOCKED)
        unlocked = status is READY or status is EXHAUSTED
        return BOTH if unlocked else INFLUENCE
