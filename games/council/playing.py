"""Playing cards and abilities in a window, passing, and the cancel window every action card opens."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, NamedTuple

from games.core.errors import IllegalAction
from games.core.frozen import quick
from games.council import decks
from games.council.actions import Pass, PlayCard, UseAbility
from games.council.events import FIRST_PASSES, PASSES_AGAIN, CardResolved, card_played, passed
from games.council.log_items import CardCancelled
from games.council.log_record import Rec
from games.council.options import COMPANION
from games.council.payouts import board_payouts
from games.council.rulebook import REGISTRY, CardRule, Params, holds, shielded
from games.council.state import CANCEL, START, WINDOW_KINDS, CouncilState, Frame, FrameKind


class Play(NamedTuple):
    """One card use open to the seat now: `verb` "play" (an action card from the hand) or "use"."""

    verb: str
    card: str
    params: Params

    def action(self, seat: int) -> PlayCard | UseAbility:
        """The move that makes this play (its verb's: PlayCard for a card from the hand, else UseAbility):
        the listing's entry for it, and what a client plays when the seat picks it."""
        params = self.params
        return MOVES[self.verb](seat, self.card, params.target, params.outcome, params.amount, params.items)


# The move each verb of play makes, for every card use a window lists: made without the frozen
# dataclasses' slow setattr.
MOVES: dict[str, Callable[..., PlayCard | UseAbility]] = {"play": quick(PlayCard), "use": quick(UseAbility)}


def legal_plays(state: CouncilState, seat: int, kind: FrameKind) -> tuple[Play, ...]:
    """Every card use open to `seat` now, in a window of `kind`."""
    out = []
    for rule in state.seat_of.rules[kind]:  # window_rules, without the call
        if holds(state, seat, rule) and rule.blocked(state, seat) is None:
            verb = "play" if rule.played_from_hand else "use"
            out += [Play(verb, rule.id, params) for params in rule.choices(state, seat)]
    return tuple(out)


def as_read(state: CouncilState, action: Any) -> Any:
    """A card play as the rules take it (`CardRule.as_logged`): one logged by an older Quorum without a
    choice the card asks for today names the choice that Quorum made; any other action as written."""
    if type(action) not in (PlayCard, UseAbility) or type(action.seat) is not int:
        return action
    rule = REGISTRY.get(action.card)
    if rule is None or not 0 <= action.seat < len(state.players):
        return action
    params = Params(action.target, action.outcome, action.amount, tuple(action.items))
    read = rule.as_logged(state, action.seat, params)
    if read == params:
        return action
    return replace(action, target=read.target, outcome=read.outcome, amount=read.amount, items=read.items)


def current_window(state: CouncilState, seat: int) -> Frame:
    top = state.stack[-1] if state.stack else None
    if top is None or top.kind not in WINDOW_KINDS:
        raise IllegalAction("no window is open for playing cards now", "no_window")
    if top.seat != seat:
        raise IllegalAction(f"it is seat {top.seat}'s turn in this window", "not_your_window")
    return top


def check_play(state: CouncilState, action: PlayCard | UseAbility) -> tuple[CardRule, Params]:
    window = current_window(state, action.seat)
    rule = REGISTRY.get(action.card)
    if rule is None:
        raise IllegalAction(f"{action.card!r} is not an agenda-phase card", "unknown_card", card=action.card)
    if rule.played_from_hand != isinstance(action, PlayCard):
        verb = "PlayCard" if rule.played_from_hand else "UseAbility"
        raise IllegalAction(
            f"{action.card} is a {rule.info.kind}: use {verb}", "wrong_action", card=action.card
        )
    if window.kind not in rule.windows:
        raise IllegalAction(
            f"{action.card} cannot be used in the {window.kind.value} window",
            "wrong_window",
            card=action.card,
            window=window.kind.value,
        )
    if rule.is_action_card and state.options.mode is COMPANION:
        decks.check_declared(state, rule.id)  # the chosen deck's copies, not a hand, limit what is declared
    if not holds(state, action.seat, rule):
        raise IllegalAction(
            f"seat {action.seat} does not have {action.card} ready to use", "not_held", card=action.card
        )
    reason = rule.blocked(state, action.seat)
    if reason is not None:
        raise IllegalAction(f"{action.card} cannot be used now: {reason}", "blocked", card=action.card)
    params = rule.as_logged(
        state, action.seat, Params(action.target, action.outcome, action.amount, tuple(action.items))
    )
    rule.check_params(state, action.seat, params)
    legal = rule.choices(state, action.seat)
    if params not in legal:
        if not legal:
            raise IllegalAction(f"{action.card} has no legal use now", "no_legal_use", card=action.card)
        raise IllegalAction(
            f"{action.card}: target/outcome/amount/items {params} are not allowed now",
            "bad_choice",
            card=action.card,
        )
    return rule, params


def apply_play(state: CouncilState, action: PlayCard | UseAbility, rec: Rec) -> None:
    rule, params = check_play(state, action)
    seat = action.seat
    window = state.stack[-1]
    window.passes = 0  # the player keeps priority in this window and may play again or pass
    window.data["played"] = True  # it goes round again: whoever passed for the rest is not asked
    rec.events.append(card_played(rule.id, params.target, params.outcome, params.amount))
    if rule.played_from_hand:
        rec.reveals = True  # the card or note was hidden in a hand until now
    if rule.is_action_card:
        if state.options.mode == "standalone":
            state.players[seat].hand.remove(rule.id)
        else:
            state.action_discard.append(rule.id)  # declared: this copy is spent until a reshuffle
        state.stack.append(
            Frame(
                CANCEL,
                cancel_order(state, seat, rule.id),
                card=rule.id,
                player=seat,
                params=params,
                public=rule.cancel_window_public or shielded(state, seat),  # Sabotage, Nip and Tuck
            )
        )
    else:
        with board_payouts(state, rule.id, rec, now=True):
            rule.resolve(state, seat, params, rec)


def cancel_order(state: CouncilState, seat: int, card: str) -> tuple[int, ...]:
    """Every other player, in speaker order, gets the chance to cancel the card being played."""
    return tuple(s for s in state.speaker_order() if s != seat)


def finish_play(state: CouncilState, frame: Frame, rec: Rec) -> None:
    """The cancel window closed: the card takes effect unless it was cancelled (no costs are paid then)."""
    card, seat, params = frame.data["card"], frame.data["player"], frame.data["params"]
    if state.options.mode == "standalone":
        state.action_discard.append(card)
    if frame.data.get("cancelled"):
        rec.events.append(CardCancelled(card, seat))
        return
    rec.events.append(CardResolved(card))
    with board_payouts(state, card, rec, now=True):
        REGISTRY[card].resolve(state, seat, params, rec)


def apply_pass(state: CouncilState, action: Pass, rec: Rec) -> None:
    window = current_window(state, action.seat)
    if action.rest_of_agenda:
        if state.agenda is None or window.kind is START:
            raise IllegalAction("no agenda is under way to pass for", "no_agenda")
        state.agenda.rest_passers.add(action.seat)
    window.note_pass()
    # A window that goes round again after a play asks a seat anew: the log names each passer once.
    passers = window.data.get("passers", ())
    again = action.seat in passers
    if not again:
        window.data["passers"] = (*passers, action.seat)
    kind = window.kind._value_
    shared = (PASSES_AGAIN if again else FIRST_PASSES).get(kind)  # one per window kind
    rec.events.append(shared if shared is not None else passed(kind, again))
