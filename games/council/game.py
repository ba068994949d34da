"""Galactic Council: the TI4 agenda phase as a hotseat game on the Quorum framework."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from games.core.actions import Action
from games.core.errors import GameOver, IllegalAction, NotYourTurn
from games.core.game import Game, Standing
from games.core.reasons import Reason
from games.core.seats import Seat
from games.council import (
    actions,
    board_marks,
    bot,
    casting,
    chairs,
    choices,
    deals,
    fields,
    legal,
    payouts,
    playing,
    procedure,
    scoring,
    seating,
    setup,
    view,
)
from games.council.cards import REGISTRY  # importing the cards registers every card's rule
from games.council.events import InstructionsConfirmed
from games.council.log_record import NO_PRIVATE, CouncilRecord, Rec
from games.council.option_check import check_options
from games.council.options import COMPANION, CouncilOptions, Deck, Mode
from games.council.state import INSTRUCTIONS, CouncilState
from games.council.view import CouncilView


def confirm_instruction(state: CouncilState, action: actions.ConfirmInstruction, rec: Rec) -> None:
    top = state.stack[-1] if state.stack else None
    if top is None or top.kind is not INSTRUCTIONS or not state.instructions:
        raise IllegalAction("no table instruction is waiting", "no_instruction")
    first = state.instructions[0]
    if first.seat != action.seat:
        raise IllegalAction(f"seat {first.seat} confirms this instruction", "not_yours")
    state.instructions.pop(0)
    rec.events.append(first)  # a frozen Instruction: the log entry says what was confirmed
    if state.options.mode is COMPANION and state.instructions:
        # Beside a real board the table carries everything out, then confirms once (Executive
        # Sanctions asked each of six seats in turn).
        rec.events.append(InstructionsConfirmed((first, *state.instructions)))
        state.instructions.clear()


# Each action's rules, in the module named after them; a handler takes its own action type.
HANDLERS: dict[type[Action], Callable[[CouncilState, Any, Rec], None]] = {
    actions.PlayCard: playing.apply_play,
    actions.UseAbility: playing.apply_play,
    actions.Pass: playing.apply_pass,
    actions.CastVotes: casting.apply_cast,
    actions.Abstain: casting.apply_abstain,
    actions.BreakTie: casting.apply_tiebreak,
    actions.ProposeDeal: deals.apply_propose,
    actions.AnswerDeal: deals.apply_answer,
    actions.Choose: choices.apply_choose,
    actions.ConfirmInstruction: confirm_instruction,
    actions.ScoreSecret: scoring.apply_score,
    actions.TableCheck: seating.apply_table_check,
    actions.AddSeat: chairs.add_seat,
    actions.RemoveSeat: chairs.remove_seat,
}


def _apply_at_table(
    state: CouncilState, action: Any, handler: Callable[[CouncilState, Any, Rec], None], rec: Rec
) -> CouncilRecord:
    """GalacticCouncil.apply in companion mode: what else changed on the board is said too, and
    nothing is hidden from the real table beside it (every action can be undone)."""
    watched = state.options.say_at_once and not board_marks.said_by_the_table(action)
    before, said = (board_marks.marks(state), len(state.instructions)) if watched else (None, 0)
    handler(state, action, rec)  # validates completely before changing anything
    procedure.advance(state, rec)
    if before is not None:
        board_marks.say_marks(state, before, action, rec, said)
    rec.reveals = False
    return _finish(state, rec)


def _finish(state: CouncilState, rec: CouncilRecord) -> CouncilRecord:
    """The action's end when it flagged more than its events: a payout to say, points, secrets."""
    if rec.say_now and payouts.say_now(state, rec):  # a card's payout said as it happens
        procedure.advance(state, rec)
    state.moves += 1
    if rec.points:  # only a change of victory points can end the game here
        procedure.check_goal(state, rec)
    return rec.sealed()


assert REGISTRY, "the card rules are registered before any session starts"


class GalacticCouncil(Game[CouncilState, CouncilOptions, CouncilView]):
    name = "council"
    action_types = actions.ACTION_TYPES
    options_type = CouncilOptions

    def check_options(self, options: CouncilOptions) -> None:
        check_options(options)

    def options_from_dict(self, data: Any) -> CouncilOptions:
        # A game saved before `say_at_once` existed goes on as it began: its log holds no confirmation
        # of a board change said mid-window (storage/FORMAT.md, "Rules that changed"). Every save since
        # writes the field (options_to_dict writes all of them), so only old files lack it.
        if isinstance(data, dict) and "say_at_once" not in data:
            data = {**data, "say_at_once": False}
        return super().options_from_dict(data)

    def new_state(self, seats: int, options: CouncilOptions, seed: int) -> CouncilState:
        self.check_seat_count(seats)
        check_options(options, seats)
        return setup.new_state(seats, options, seed)

    # Asked several times on every action: the rules' function itself, without a method layer.
    to_act = staticmethod(procedure.to_act)

    def apply(self, state: CouncilState, action: Any) -> CouncilRecord:
        if state.over:
            raise GameOver()
        waiting = procedure.to_act(state)
        if action.seat not in waiting and not self.out_of_turn(state, action):
            raise NotYourTurn(action.seat, waiting)
        handler = HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction(f"{action!r} is not a Galactic Council action", "unknown")
        rec: CouncilRecord = CouncilRecord()  # the action's events, and its Record (log_record.py)
        rec.events = []  # as new_record(): plain slot stores
        rec.flagged = rec.reveals = False
        rec.private = NO_PRIVATE
        if state.options.mode is COMPANION:  # asked once: a standalone game skips the table's bookkeeping
            return _apply_at_table(state, action, handler, rec)
        handler(state, action, rec)  # validates completely before changing anything
        procedure.advance(state, rec)
        if rec.flagged:  # one test on most actions: nothing but events
            return _finish(state, rec)
        state.moves += 1
        return rec

    def out_of_turn(self, state: CouncilState, action: Any) -> bool:
        # Any seat may offer a transaction while an agenda is open (deals.check_proposal decides), and
        # in companion mode put the table right mid-phase (seating.correct_table decides).
        kind = type(action)
        return kind is actions.ProposeDeal or (kind is actions.TableCheck and action.correction)

    def is_over(self, state: CouncilState) -> bool:
        return state.over

    def standings(self, state: CouncilState) -> tuple[Standing, ...]:
        return scoring.standings(state)

    def clone(self, state: CouncilState) -> CouncilState:
        return state.copy()  # generated from the state's field list (fields.py)

    def fingerprint(self, state: CouncilState) -> Any:
        return fields.fingerprint(state)  # from the state's field list, as the copy is

    def option_examples(self) -> tuple[CouncilOptions, ...]:
        return (
            CouncilOptions(),
            CouncilOptions(deck=Deck.BASE),
            CouncilOptions(mode=Mode.COMPANION),
            CouncilOptions(thunders_edge=True, triad_votes=True, ask_every_seat=False),
        )

    seat_adders = frozenset({actions.AddSeat})  # the session asks seat_added about these only

    def adds_seats(self, options: CouncilOptions) -> bool:
        return options.mode is COMPANION  # a late player's chair is added at a companion table's check only

    def seat_added(self, action: Action) -> Seat | None:
        # A late player's chair (companion mode, chairs.py): the session keeps its name and colour.
        return Seat(action.name, action.colour) if type(action) is actions.AddSeat else None

    def seats_left(self, state: CouncilState) -> frozenset[int]:
        return frozenset(state.gone)

    legal_actions = staticmethod(legal.legal_actions)  # (state, seat) -> tuple[Legal, ...], see legal.py
    as_read = staticmethod(playing.as_read)  # a card play logged without today's choice, see playing.py

    def progress(self, state: CouncilState) -> dict[str, Any]:
        return {"round": state.round, "agenda": state.agenda_no, "vp": tuple(p.vp for p in state.players)}

    # Built and answered on every action of a bot game: no method layer either.
    view = staticmethod(view.seat_view)
    random_action = staticmethod(bot.random_action)

    def basic_bot(self, seed: int) -> Any:
        from games.council.bots.basic import BasicCouncilBot  # games/council/bots/: the rule-based bot

        return BasicCouncilBot(seed)

    # The Strong bot (games/core/search.py): sampled tables, candidates and judgement in games/council/bots/.
    can_search = True
    search_horizon = 120  # a cap: playouts end when the agenda is resolved (playout_end)
    # A point won in a quarter of the worlds; less is mostly trade goods (they win no game here).
    search_margin = 0.03
    # Strong leaves Basic's move only for one the search shows clearly better: over the same worlds, by
    # three standard errors. At one, the best of several noisy candidates beat Basic's by luck often enough
    # that Strong scored no better than Basic (issue 31); most decisions now play Basic's move.
    search_confidence = 3.0

    def playout_bot(self, seed: int) -> Any:
        from games.council.bots.basic import PlayoutCouncilBot

        return PlayoutCouncilBot(seed)

    def playout_self(self, seed: int) -> Any:
        from games.council.bots.basic import BasicCouncilBot  # the seat itself plays its careful self

        return BasicCouncilBot(seed)

    def playout_end(self, state: CouncilState) -> Any:
        from games.council.bots.moves import playout_end

        return playout_end(state)

    def determinise(self, view: CouncilView, rng: random.Random) -> CouncilState:
        from games.council.bots.determinise import determinise

        return determinise(view, rng)

    def search_moves(self, view: CouncilView, rng: random.Random) -> list[Action]:
        from games.council.bots.moves import search_moves

        return search_moves(view, rng)

    def explain(self, view: CouncilView, action: Action) -> Reason | None:
        from games.council.bots.explain import explain

        return explain(view, action)

    def offers(self, state: CouncilState, played: Sequence[Action]) -> dict[str, tuple[int, int]]:
        """Transactions offered and accepted in the game."""
        offered = sum(1 for a in played if isinstance(a, actions.ProposeDeal))
        accepted = sum(1 for a in played if isinstance(a, actions.AnswerDeal) and a.accept)
        return {"transactions": (offered, accepted)}

    def statistics(self, state: CouncilState) -> dict[str, int]:
        """The agendas the game voted on (how many transactions a seat offers per agenda reads it)."""
        return {"agendas": 2 * (state.round - 1) + state.agenda_no}

    def evaluate(self, state: CouncilState, seat: int) -> float:
        from games.council.bots.moves import evaluate

        return evaluate(state, seat)
