"""Cancelling an action card as it is played: Sabotage, Instinct Training; Nip and Tuck's immunity."""

from __future__ import annotations

from games.council.cards.agenda_replacement import pay_strategy, strategy_payments
from games.council.log_items import Cancellation
from games.council.log_record import Rec
from games.council.rulebook import CardRule, Params, PassiveRule, register, shielded
from games.council.state import CouncilState, Frame, FrameKind
from games.council.votes import commander_access


def cancelling(state: CouncilState) -> Frame:
    top = state.stack[-1]
    assert top.kind is FrameKind.CANCEL
    return top


def cancel(frame: Frame, rec: Rec, by: str) -> None:
    frame.data["cancelled"] = True
    frame.data["closed"] = True
    rec.events.append(Cancellation(frame.data["card"], by))


@register("sabotage")
class Sabotage(CardRule):
    windows = frozenset({FrameKind.CANCEL})
    family = "cancels"
    cancel_window_public = True  # Sabotage cannot cancel a Sabotage: no secret card answers it

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        frame = cancelling(state)
        if frame.data["card"] == "sabotage":
            return "Sabotage cannot cancel a Sabotage"
        if shielded(state, frame.data["player"]):
            return "Nip and Tuck: that player's cards are immune to Sabotage"
        return None

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        # Sabotage's own cancel window has closed; the card it targets is the frame below.
        cancel(cancelling(state), rec, self.id)


@register("instinct-training")
class InstinctTraining(CardRule):
    """Xxcha tech: exhaust it and spend a strategy token (or the Scepter) to cancel any action card."""

    windows = frozenset({FrameKind.CANCEL})
    family = "cancels"

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return strategy_payments(state, seat)

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        state.players[seat].techs[self.id] = True
        pay_strategy(state, seat, params, rec)
        cancel(cancelling(state), rec, self.id)


@register("nip-and-tuck")
class NipAndTuck(PassiveRule):
    """Last Bastion commander: Sabotage cannot cancel its player's action cards (nor the players it
    lends the commander to, through Alliance or Imperia)."""

    family = "cancels"

    def shields(self, state: CouncilState, seat: int) -> bool:
        return commander_access(state, seat, self.id)
