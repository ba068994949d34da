"""The decision the seat that must act faces, as a typed prompt per kind of frame: a window's plays,
its vote, the tie to break, a card's question, a transaction offered, the table check."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from games.core.frozen import quick
from games.council import choices as choice_rules
from games.council import deals as deal_rules
from games.council.actions import TableCheck
from games.council.companion import table_as_is
from games.council.holdings import fleet_room
from games.council.playing import Play, legal_plays
from games.council.question_forms import QuestionForm, QuestionHint
from games.council.rulebook import QuestionDetails, asking
from games.council.state import (
    CANCEL,
    CHOOSE,
    INSTRUCTIONS,
    TABLE_CHECK,
    TIE,
    TRANSACTION,
    TRIGGER,
    VOTE,
    WINDOW_KINDS,
    CouncilState,
    FrameKind,
)
from games.council.table_view import Tokens
from games.council.votes import (
    VotePreview,
    votable_planets,
    vote_preview,
)


@dataclass(frozen=True, slots=True)
class WindowPrompt:
    """A window: play a card or pass."""

    kind: FrameKind
    plays: tuple[Play, ...]
    card_played: str | None = None  # CANCEL: the card that may be cancelled ...
    played_by: int | None = None  # ... and who played it
    trigger: str | None = None  # TRIGGER: the card whose trigger is open


@dataclass(frozen=True, slots=True)
class VotePrompt:
    """The seat's vote: outcomes, ready planets with their votes, and every other source of votes."""

    kind: FrameKind
    outcomes: tuple[str, ...]
    forced: str | None
    rep_gov: str | None  # Representative Government's outcome: one vote each, planets do not count
    planets: tuple[tuple[str, int], ...]  # (ready planet or The Triad, votes it gives)
    gila: int  # trade goods that can become votes
    predictive: bool
    odlynn: bool
    qanoj: bool
    preview: VotePreview  # every source, typed, and the engine's own count of a selection


@dataclass(frozen=True, slots=True)
class TiePrompt:
    """The speaker breaks a tie."""

    kind: FrameKind
    tied: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ChoicePrompt:
    """A choice a card or the procedure asks for: `count` of the `options`, drawn in its `form` and
    explained by its `hint` (clients read these, never the question's name `prompt`; the other fields
    belong to some forms)."""

    kind: FrameKind
    prompt: str
    options: tuple[str, ...]
    count: int
    form: QuestionForm = QuestionForm.PICK
    hint: QuestionHint = QuestionHint.COUNT
    agendas: tuple[tuple[str, tuple[str, ...]], ...] = ()  # AGENDAS_WITH_OUTCOMES: (agenda, its outcomes)
    change: int = 0  # TOKEN_POOLS: tokens gained (> 0) or lost
    have: Tokens | None = None  # TOKEN_POOLS: the pools now
    fleet_room: int | None = None  # TOKEN_POOLS: None, or how many more Fleet Regulations allows
    sources: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # ONE_FROM_EACH: the two hands


@dataclass(frozen=True, slots=True)
class TableCheckPrompt:
    """Companion mode: correct the last phase's end state."""

    kind: FrameKind
    as_is: TableCheck


class Offer(NamedTuple):
    """A transaction offered to the seat: who proposes it, what it gives and what it asks."""

    proposer: int
    give: tuple[str, ...]
    get: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TransactionPrompt:
    """Accept or refuse a transaction."""

    kind: FrameKind
    offer: Offer
    can_accept: bool  # False: the seat lacks something asked of it


@dataclass(frozen=True, slots=True)
class InstructionsPrompt:
    """Confirm the table instruction at the head of `instructions`."""

    kind: FrameKind


Prompt = (
    WindowPrompt
    | VotePrompt
    | TiePrompt
    | ChoicePrompt
    | TableCheckPrompt
    | TransactionPrompt
    | InstructionsPrompt
)


def prompt(state: CouncilState, seat: int) -> Prompt:
    top = state.stack[-1]
    kind = top.kind
    if kind in WINDOW_KINDS:
        plays = legal_plays(state, seat, kind)
        if kind is CANCEL:
            return WindowPrompt(kind, plays, card_played=top.data["card"], played_by=top.data["player"])
        if kind is TRIGGER:
            return WindowPrompt(kind, plays, trigger=top.data["card"])
        return WindowPrompt(kind, plays)
    if kind is VOTE:
        ctx = state.agenda
        assert ctx is not None
        preview = vote_preview(state, seat, private=False)
        if preview.card_sources:
            money = preview.trade_goods
            gila, predictive, odlynn, qanoj = (
                money.limit if money is not None else 0,
                preview.predictive,
                preview.odlynn,
                preview.qanoj,
            )
        else:  # the common case: no card adds votes
            gila, predictive, odlynn, qanoj = 0, False, False, False
        return _vote_prompt(
            kind,
            tuple(ctx.outcomes),
            preview.forced,
            preview.rep_gov,
            preview.planets if preview.rep_gov is None else tuple(votable_planets(state, seat)),
            gila,
            predictive,
            odlynn,
            qanoj,
            preview,
        )
    if kind is TIE:
        return TiePrompt(kind, tuple(top.data["tied"]))
    if kind is CHOOSE:
        name = top.data["prompt"]
        options = tuple(choice_rules.options(state, top))
        count = top.data.get("count", 1)
        form, hint = choice_rules.shape(name)
        if form is QuestionForm.TOKEN_POOLS:
            me = state.players[seat]
            return ChoicePrompt(
                kind,
                name,
                options,
                choice_rules.tokens_needed(state, top),
                form,
                hint,
                change=top.data["change"],
                have=Tokens(me.tactic, me.fleet, me.strategy),
                fleet_room=fleet_room(state, seat),
            )
        card = asking(name)  # a card's own question says what else its seat sees (Xxekir Grom, Lie in Wait)
        details: QuestionDetails = card.question_details(state, top) if card is not None else {}
        return ChoicePrompt(
            kind,
            name,
            options,
            details.get("count", count),
            form,
            hint,
            agendas=details.get("agendas", ()),
            sources=details.get("sources", ((), ())),
        )
    if kind is TABLE_CHECK:
        return TableCheckPrompt(kind, table_as_is(state, seat))  # the last phase's end state, to correct
    if kind is TRANSACTION:
        offer = Offer(top.data["proposer"], tuple(top.data["give"]), tuple(top.data["get"]))
        return TransactionPrompt(kind, offer, deal_rules.can_accept(state, top))
    assert kind is INSTRUCTIONS, kind
    return InstructionsPrompt(kind)


_vote_prompt = quick(VotePrompt)  # every voter's view asks for one
