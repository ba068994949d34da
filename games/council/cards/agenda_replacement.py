"""Throwing out the revealed agenda for the next one: Veto, Quash, Political Favor."""

from __future__ import annotations

from games.council.events import PaidWith
from games.council.log_record import Rec
from games.council.procedure import replace_agenda
from games.council.rulebook import CardRule, Params, note_of, register
from games.council.state import CouncilState, FrameKind

SCEPTER = "scepter-of-emelpar"


def strategy_payments(state: CouncilState, seat: int) -> tuple[Params, ...]:
    """Ways to pay one strategy-pool token: the token itself, or the Scepter of Emelpar instead."""
    me = state.players[seat]
    out = []
    if me.strategy >= 1:
        out.append(Params())
    if me.relics.get(SCEPTER) is False:
        out.append(Params(items=(SCEPTER,)))
    return tuple(out)


def pay_strategy(state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
    me = state.players[seat]
    if SCEPTER in params.items:
        me.relics[SCEPTER] = True
        rec.events.append(PaidWith(SCEPTER))
    else:
        me.strategy -= 1


@register("veto")
class Veto(CardRule):
    windows = frozenset({FrameKind.WHEN})
    family = "replaces_agenda"

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        replace_agenda(state, rec, self.id)


@register("quash")
class Quash(CardRule):
    windows = frozenset({FrameKind.WHEN})
    family = "replaces_agenda"

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return strategy_payments(state, seat)

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        pay_strategy(state, seat, params, rec)
        replace_agenda(state, rec, self.id)


@register("political-favor")
class PoliticalFavor(CardRule):
    """Xxcha's note: a token leaves the Xxcha strategy pool, the note goes home, the agenda is replaced."""

    windows = frozenset({FrameKind.WHEN})
    family = "replaces_agenda"

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        note = note_of(state, seat, self.id)
        if note is None or state.players[int(note.partition("@")[2])].strategy < 1:
            return "the Xxcha strategy pool is empty"
        return None

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        note = note_of(state, seat, self.id)
        assert note is not None
        owner = int(note.partition("@")[2])
        state.players[owner].strategy -= 1
        state.players[seat].notes.remove(note)
        state.players[owner].notes.append(note)
        replace_agenda(state, rec, self.id)
