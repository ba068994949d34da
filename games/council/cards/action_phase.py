"""Abilities that are actions of the action phase: Executive Order (Keleres, Thunder's Edge) and the
original Xxekir Grom (Xxcha hero). A session has no action phase, so the window before the first
reveal stands in for it: the action phase has just ended there.

Executive Order: draw the top or bottom agenda and put it to the vote at once (no "when" or
"after" windows), its player acting as speaker; that player may also spend trade goods (1 vote
each) and resources (a planet gives the larger of its influence and resources). The round's own
agendas then follow as usual.

Xxekir Grom: discard a law if you like, look at the top 5 agendas and resolve 2 of them as if you
alone had cast 1 vote for outcomes of your choice; nobody can respond; the other 3 stay on top in
the same order; the hero is purged.
"""

from __future__ import annotations

import itertools
from typing import ClassVar

from games.core.errors import IllegalAction
from games.core.legal import Legal
from games.council import data
from games.council.actions import Choose
from games.council.events import AgendaRevealed, OutcomesOffered, RevealDiscarded, SpeakerMoved
from games.council.log_items import AgendaResolved
from games.council.log_record import Rec
from games.council.outcomes import eligible_outcomes
from games.council.procedure import start_vote
from games.council.question_forms import QuestionForm, QuestionHint
from games.council.resolution import remove_law, resolve_agenda
from games.council.rulebook import (
    INFLUENCE,
    LARGER,
    CardRule,
    Params,
    PlanetVotes,
    QuestionDetails,
    VoteKind,
    VoteSource,
    register,
)
from games.council.state import AgendaContext, CastVote, CouncilState, Frame, FrameKind, Leader
from games.council.votes import TRADE_GOODS, spendable_tg

XXEKIR_LOOK = 5


def votable(state: CouncilState, agenda_id: str) -> tuple[str, ...]:
    """The outcomes an agenda could be resolved for now (none for Covert Legislation)."""
    if data.agendas()[agenda_id].outcome == "special_hidden_outcomes":
        return ()
    return eligible_outcomes(state, agenda_id)


@register("executive-order")
class ExecutiveOrder(CardRule):
    windows = frozenset({FrameKind.START})
    family = "action_phase"
    vote_kind = VoteKind.TRADE_GOODS
    # (the seat acting as speaker on its extra agenda, who holds the speaker token meanwhile)
    agenda_default: ClassVar[tuple[int, int] | None] = None

    def acting(self, state: CouncilState, seat: int) -> bool:
        kept = self.kept(state)
        return kept is not None and kept[0] == seat

    def vote_source(self, state: CouncilState, seat: int, private: bool) -> VoteSource | None:
        if not self.acting(state, seat):
            return None
        return VoteSource(self.id, TRADE_GOODS, 1, limit=spendable_tg(state, seat), normal=True)

    def planet_votes(self, state: CouncilState, seat: int) -> PlanetVotes:
        return LARGER if self.acting(state, seat) else INFLUENCE

    def holds_speaker_token(self, state: CouncilState, seat: int, to: int, rec: Rec) -> bool:
        kept = self.kept(state)
        if kept is None:
            return False
        if kept[1] == seat:  # the token is only lent out for this vote: the real one moves on
            self.keep(state, (kept[0], to))
            rec.events.append(SpeakerMoved(to))
        return True

    def agenda_over(self, state: CouncilState, rec: Rec) -> str | None:
        kept = self.kept(state)
        if kept is None:
            return None
        # The extra agenda is over: the speaker token goes back, and the window before the first
        # reveal (still below on the stack) carries on.
        state.speaker = kept[1]
        state.agenda = None
        return "resume"

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        return None if state.deck else "the agenda deck is empty"

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        if state.options.mode == "companion":  # the player draws at the table and names the card
            return tuple(Params(items=(card,)) for card in sorted(set(state.deck)))
        return (Params(items=("top",)), Params(items=("bottom",)))

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        state.players[seat].techs[self.id] = True
        if params.items[0] in ("top", "bottom"):
            card = state.deck.pop() if params.items == ("top",) else state.deck.pop(0)
        else:
            card = params.items[0]
            state.deck.remove(card)
        rec.events.append(AgendaRevealed(card, anew=True))
        rec.reveals = True
        if not votable(state, card):
            state.discard.append(card)
            rec.events.append(RevealDiscarded(card, anew=True))
            return
        state.serial += 1
        ctx = AgendaContext(card, f"agenda-{state.serial}")
        ctx.outcomes = votable(state, card)
        state.agenda = ctx
        self.keep(state, (seat, state.speaker))
        state.speaker = seat  # the player acts as speaker for this vote (it votes last, breaks ties)
        rec.events.append(OutcomesOffered(ctx.outcomes))
        start_vote(state, rec)


@register("xxekir-grom")
class XxekirGrom(CardRule):
    windows = frozenset({FrameKind.START})
    family = "action_phase"
    prompt = "xxekir"  # two of the top agendas, each followed by its outcome
    question_form = QuestionForm.AGENDAS_WITH_OUTCOMES
    question_hint = QuestionHint.AGENDAS_WITH_OUTCOMES

    def follow_up_options(self, state: CouncilState, frame: Frame) -> tuple[str, ...]:
        return tuple(c for c in frame.data["cards"] if votable(state, c))

    def check_follow_up(self, state: CouncilState, frame: Frame, items: tuple[str, ...]) -> None:
        count = xxekir_count(state, frame)
        agendas, outcomes = items[::2], items[1::2]
        if len(items) != 2 * count or len(set(agendas)) != len(agendas):
            raise IllegalAction(f"name {count} different agendas, each followed by its outcome", "bad_choice")
        allowed = self.follow_up_options(state, frame)
        for agenda_id, outcome in zip(agendas, outcomes, strict=True):
            if agenda_id not in allowed or outcome not in votable(state, agenda_id):
                raise IllegalAction(f"{agenda_id!r} cannot be resolved for {outcome!r}", "bad_choice")

    def answer(self, state: CouncilState, seat: int, frame: Frame, items: tuple[str, ...], rec: Rec) -> None:
        resolve_chosen(state, seat, items, rec)

    def question_details(self, state: CouncilState, frame: Frame) -> QuestionDetails:
        options = self.follow_up_options(state, frame)
        return {
            "count": xxekir_count(state, frame),
            "agendas": tuple((c, votable(state, c)) for c in options),
        }

    def follow_up_answers(self, state: CouncilState, frame: Frame, seat: int) -> list[Legal]:
        count = xxekir_count(state, frame)
        out: list[Legal] = []
        for cards in itertools.permutations(self.follow_up_options(state, frame), count):
            for outcomes in itertools.product(*(votable(state, c) for c in cards)):
                out.append(Choose(seat, tuple(x for pair in zip(cards, outcomes, strict=True) for x in pair)))
        return out

    def agendas_shown(self, frame: Frame) -> tuple[str, ...]:
        return tuple(frame.data["cards"])

    def hide_from_others(self, frame: Frame) -> None:
        frame.data["cards"] = ()

    def deal_hidden(self, state: CouncilState, frame: Frame) -> None:
        if not frame.data["cards"]:
            frame.data["cards"] = tuple(reversed(state.deck[-XXEKIR_LOOK:]))

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return (Params(),) + tuple(Params(items=(law,)) for law in state.laws)

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        state.players[seat].leaders[self.id] = Leader.PURGED
        state.purged.append(self.id)
        if params.items:
            remove_law(state, params.items[0], rec)
        if state.options.mode == "companion":  # the player looks at the real deck and names the agendas
            top = tuple(sorted(set(state.deck)))
        else:
            top = tuple(reversed(state.deck[-XXEKIR_LOOK:]))
        rec.show_peek(seat, top)
        rec.reveals = True
        if any(votable(state, c) for c in top):
            state.stack.append(Frame(FrameKind.CHOOSE, (seat,), prompt="xxekir", cards=top))


def xxekir_count(state: CouncilState, frame: Frame) -> int:
    return min(2, sum(1 for c in frame.data["cards"] if votable(state, c)))


def resolve_chosen(state: CouncilState, seat: int, items: tuple[str, ...], rec: Rec) -> None:
    """Resolve the chosen agendas one after the other, each as if `seat` had cast 1 vote for it."""
    for agenda_id, outcome in zip(items[::2], items[1::2], strict=True):
        state.deck.remove(agenda_id)
        if outcome not in votable(state, agenda_id):  # the first resolution took this outcome away
            state.discard.append(agenda_id)
            rec.events.append(RevealDiscarded(agenda_id))
            continue
        state.serial += 1
        ctx = AgendaContext(agenda_id, f"agenda-{state.serial}")
        ctx.outcomes = votable(state, agenda_id)
        ctx.outcome = outcome
        ctx.votes[seat] = CastVote(outcome, (), (("xxekir-grom", 1),))
        state.agenda = ctx
        resolve_agenda(state, rec)
        state.agenda = None
        rec.events.append(AgendaResolved(agenda_id, outcome))
