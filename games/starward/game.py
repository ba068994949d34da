"""Starward as a `Game`: each action checked in full before it changes the table, then the turn moves on.

What each log entry holds (`Record.public`, a typed event of log_record.py; `private` is the acting
seat's own event, with what only it may know filled in):
    play_action   ActionPlayed: card; drew, reshuffled (draws: private drawn); planet,
                  planet_deck_refilled (Pathfinder Crew: private planet_seen); settled (World Shaping)
    end_actions   ActionsEnded
    choose_role   RoleChosen: role, card (taken from the stack, or None), substitute (display symbols)
    boost/follow  RolePlayed: cards, count (symbols counted); fighters (Warfare taken at once);
                  tucked (Colonize with one planet); looks, planet_deck_refilled (Survey: private looking)
    dissent       Dissented: drew, reshuffled (private drawn)
    keep_planet   PlanetKept: planet (its place in the Empire), looked (how many were looked at)
    attack        Attacked: result ('attacked', 'fighters' or 'declined'), planet, fighters
    colonize      Colonized: tucks (card, planet), settle
    produce       Produced: slots (planet, slot);  trade: Traded: goods, fighters, influence
    research      Researched: technology, face;  remove_cards: CardsRemoved: cards
    cleanup       CleanedUp: discarded, drew, reshuffled (private drawn)
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from typing import Any, cast

from games.core.actions import Action
from games.core.errors import GameOver, IllegalAction
from games.core.frozen import maker, quick
from games.core.game import Game, Record, Standing
from games.core.reasons import Reason
from games.starward import card_actions, colonize, removing, research, roles, survey, turn, warfare
from games.starward.actions import (
    ACTION_TYPES,
    Attack,
    Boost,
    ChooseRole,
    Cleanup,
    Colonize,
    Dissent,
    EndActions,
    Follow,
    KeepPlanet,
    PlayAction,
    Produce,
    RemoveCards,
    Research,
    Trade,
)
from games.starward.bot import BasicStarwardBot, basic_action, random_action
from games.starward.log_record import (
    ActionsEnded,
    Attacked,
    CardsRemoved,
    CleanedUp,
    Colonized,
    Dissented,
    PlanetKept,
    Produced,
    Researched,
    Resolution,
    RoleChosen,
    RolePlayed,
    StarwardRecord,
    Traded,
)
from games.starward.options import StarwardOptions, check_options
from games.starward.produce import check_produce, produce
from games.starward.scoring import scores, winners
from games.starward.setup import SEAT_RANGE, new_state
from games.starward.state import (
    ACTION,
    BOOST,
    CLEANUP,
    OVER,
    RESPOND,
    TO_ATTACK,
    TO_COLONIZE,
    TO_KEEP,
    TO_PRODUCE,
    TO_RESEARCH,
    TO_TRADE,
    Checkpoint,
    Choice,
    Pending,
    Replay,
    StarwardState,
    Step,
    checkpoint,
    fingerprint,
    restored,
)
from games.starward.trade import check_trade, trade
from games.starward.turn import advance
from games.starward.views import HELD_BY_NAME, StarwardView, settle
from games.starward.views import view as seat_view

_refs = sys.getrefcount
_new = object.__new__
_MAKING_RECORD = maker(Record)


def _record(public: StarwardRecord, private: dict[int, StarwardRecord], reveals: bool) -> Record:
    """`Record(public, private, reveals)`, made as games.core.frozen.quick makes it (one per action: the
    frozen dataclass's setattr is slow), without its test for omitted fields: every record here names all."""
    made: Any = _new(_MAKING_RECORD)
    made.public = public
    made.private = private
    made.reveals = reveals
    made.__class__ = Record
    record: Record = made
    return record


# Events are frozen dataclasses made on most actions: built without the frozen dataclass's setattr
# (games/core/frozen.py), each builder typed as its class so mypy checks the calls.
_ActionsEnded = cast("type[ActionsEnded]", quick(ActionsEnded))
_Attacked = cast("type[Attacked]", quick(Attacked))
_CardsRemoved = cast("type[CardsRemoved]", quick(CardsRemoved))
_CleanedUp = cast("type[CleanedUp]", quick(CleanedUp))
_Colonized = cast("type[Colonized]", quick(Colonized))
_Dissented = cast("type[Dissented]", quick(Dissented))
_PlanetKept = cast("type[PlanetKept]", quick(PlanetKept))
_Produced = cast("type[Produced]", quick(Produced))
_Researched = cast("type[Researched]", quick(Researched))
_RoleChosen = cast("type[RoleChosen]", quick(RoleChosen))
_Traded = cast("type[Traded]", quick(Traded))
_RolePlayed = cast("type[RolePlayed]", quick(RolePlayed))


# Records are never changed once made (Session keeps what they hold in its log entries), so the commonest
# are made once and shared, as their dicts are: every action's record stays in the log all game, and a
# new dict or list for each cost more than the rules of most moves.
_NO_ONE: dict[int, StarwardRecord] = {}  # the private part of a record that tells no seat anything
_ENDED = _record(_ActionsEnded(), _NO_ONE, False)  # EndActions
_DREW_ONE: dict[tuple[int, int], Record] = {}  # (seat, card) -> a dissent's record: one card, no reshuffle
_DISSENTED_ONE = _Dissented(1, False)  # ... as the table sees it
_CHOSEN: dict[tuple[Any, ...], Record] = {}  # (role, card, substitute) -> a ChooseRole's record
_PLAYED: dict[tuple[Any, ...], Record] = {}  # see _played
_CLEANED_UP: dict[tuple[Any, ...], CleanedUp] = {}  # (discarded, drew, reshuffled) -> a cleanup, shared
_MOST_KEPT = 50_000  # records kept in _PLAYED before it starts again (the other caches' keys are few)


def turn_place(state: StarwardState, seat: int) -> str:
    place = (seat - state.start_player) % state.seats + 1
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place, 'th') } in turn order"


def _step(state: StarwardState, step: Step, seat: int, what: str) -> None:
    """The action needs this step with nothing pending, and the seat whose move it is (the handlers
    call this only when that does not hold, to say why)."""
    if state.pending:
        raise IllegalAction(
            f"first: {state.pending[0].choice.value} (seat {state.pending[0].seat})", "pending"
        )
    if state.step is not step:
        raise IllegalAction(f"{what} is not possible now (the turn is at {state.step.value})", "wrong_step")


def _pending(state: StarwardState, choice: Choice, seat: int) -> Pending:
    if not state.pending or state.pending[0].choice is not choice or state.pending[0].seat != seat:
        raise IllegalAction(f"nothing asks you to {choice.value} now", "wrong_step")
    return state.pending[0]


def _cleaned_up(seat: int, discarded: tuple[int, ...], drawn: list[int], reshuffled: bool) -> Record:
    """The record of a cleanup: the cards discarded, then the draw (the table's event shared: most discard
    nothing and draw up to the same hand)."""
    key = (discarded, len(drawn), reshuffled)
    public = _CLEANED_UP.get(key)
    if public is None:
        if len(_CLEANED_UP) > _MOST_KEPT:
            _CLEANED_UP.clear()
        public = _CLEANED_UP[key] = _CleanedUp(discarded, len(drawn), reshuffled)
    if drawn:
        return _record(public, {seat: _CleanedUp(discarded, len(drawn), reshuffled, tuple(drawn))}, True)
    return _record(public, _NO_ONE, reshuffled)


def _play_action(state: StarwardState, action: PlayAction) -> Record:
    if state.pending or state.step is not ACTION:
        _step(state, ACTION, action.seat, "playing an action card")
    effect = card_actions.check_play(state, action)
    out = card_actions.play(state, action, effect)
    state.actions_left -= 1
    state.stats["action_" + effect] = state.stats.get("action_" + effect, 0) + 1
    private = _NO_ONE
    if out.drawn or out.seen_planet is not None:
        private = {action.seat: out.event(private=True)}
    return _record(out.event(), private, out.reveals)


def _end_actions(state: StarwardState, action: EndActions) -> Record:
    if state.pending or state.step is not ACTION:
        _step(state, ACTION, action.seat, "ending the action phase")
    state.actions_left = 0
    return _ENDED


def _choose(state: StarwardState, action: ChooseRole) -> Record:
    if state.pending:
        raise IllegalAction(
            f"first: {state.pending[0].choice.value} (seat {state.pending[0].seat})", "pending"
        )
    roles.check_choose(state, action)
    roles.choose(state, action)
    key = (action.role, state.role_card, state.substitute)
    record = _CHOSEN.get(key)
    if record is None:
        record = _CHOSEN[key] = _record(_RoleChosen(key[0], key[1], key[2]), _NO_ONE, False)
    return record


def _played(seat: int, cards: tuple[int, ...], count: int, resolved: Resolution) -> Record:
    """The record of a boost or a follow: the cards, the symbols counted, what the role's resolution did
    at once. Shared when that is nothing, or only fighters taken (most roles, most times)."""
    if resolved.tucked is not None or resolved.looks is not None:
        return _looked(seat, cards, count, resolved)
    key = (cards, count, resolved.fighters)
    record = _PLAYED.get(key)
    if record is None:
        if len(_PLAYED) > _MOST_KEPT:
            _PLAYED.clear()
        record = _PLAYED[key] = _record(_RolePlayed(cards, count, resolved.fighters), _NO_ONE, False)
    return record


def _looked(seat: int, cards: tuple[int, ...], count: int, resolved: Resolution) -> Record:
    """A boost or follow whose role tucked cards (Colonize) or showed the seat planets (Survey)."""
    build = _RolePlayed
    public = build(cards, count, None, resolved.tucked, resolved.looks, resolved.planet_deck_refilled)
    looked = resolved.looked
    if not looked:  # nothing seen (Colonize, or a Survey that found no planet)
        return _record(public, _NO_ONE, bool(resolved.planet_deck_refilled))
    mine = build(cards, count, None, resolved.tucked, resolved.looks, resolved.planet_deck_refilled, looked)
    return _record(public, {seat: mine}, True)


def _boost(state: StarwardState, action: Boost) -> Record:
    if state.pending or state.step is not BOOST:
        _step(state, BOOST, action.seat, "boosting")
    roles.check_boost(state, action)
    count, resolved = roles.boost(state, action)
    return _played(action.seat, action.cards, count, resolved)


def _follow(state: StarwardState, action: Follow) -> Record:
    if state.pending or state.step is not RESPOND:
        _step(state, RESPOND, action.seat, "following")
    roles.check_follow(state, action)
    count, resolved = roles.follow(state, action)
    return _played(action.seat, action.cards, count, resolved)


def _dissent(state: StarwardState, action: Dissent) -> Record:
    if state.pending or state.step is not RESPOND:
        _step(state, RESPOND, action.seat, "dissenting")
    seat = action.seat
    drawn, reshuffled = roles.dissent(state, seat)
    if len(drawn) == 1 and not reshuffled:  # the usual case: one record for each seat and card
        record = _DREW_ONE.get((seat, drawn[0]))
        if record is None:
            mine = _Dissented(1, False, (drawn[0],))
            record = _DREW_ONE[seat, drawn[0]] = _record(_DISSENTED_ONE, {seat: mine}, True)
        return record
    if drawn:
        mine = _Dissented(len(drawn), reshuffled, tuple(drawn))
        return _record(_Dissented(len(drawn), reshuffled), {seat: mine}, True)
    return _record(_Dissented(0, reshuffled), _NO_ONE, reshuffled)


def _keep(state: StarwardState, action: KeepPlanet) -> Record:
    _pending(state, TO_KEEP, action.seat)
    survey.check_keep(state, action)
    looked = len(state.looking)
    state.pending.pop(0)
    index = survey.keep(state, action)
    return _record(_PlanetKept(index, looked), _NO_ONE, False)


def _attack(state: StarwardState, action: Attack) -> Record:
    pending = _pending(state, TO_ATTACK, action.seat)
    warfare.check_choice(state, pending, action)
    state.pending.pop(0)
    result = warfare.resolve_choice(state, pending, action)
    fighters = pending.count if result == "fighters" else None
    return _record(_Attacked(result, action.planet, fighters), _NO_ONE, False)


def _colonize(state: StarwardState, action: Colonize) -> Record:
    pending = _pending(state, TO_COLONIZE, action.seat)
    colonize.check_choice(state, pending, action)
    state.pending.pop(0)
    colonize.resolve_choice(state, pending, action)
    return _record(_Colonized(action.tucks, action.settle), _NO_ONE, False)


def _produce(state: StarwardState, action: Produce) -> Record:
    pending = _pending(state, TO_PRODUCE, action.seat)
    check_produce(state, action.seat, action.slots, pending.count)
    state.pending.pop(0)
    produce(state, action.seat, action.slots)
    return _record(_Produced(action.slots), _NO_ONE, False)


def _trade(state: StarwardState, action: Trade) -> Record:
    pending = _pending(state, TO_TRADE, action.seat)
    check_trade(state, action.seat, action.goods, action.fighters, pending.count)
    state.pending.pop(0)
    gained = trade(state, action.seat, action.goods, action.fighters)
    return _record(_Traded(action.goods, action.fighters, gained), _NO_ONE, False)


def _research(state: StarwardState, action: Research) -> Record:
    pending = _pending(state, TO_RESEARCH, action.seat)
    research.check_choice(state, pending, action)
    state.pending.pop(0)
    research.resolve_choice(state, pending, action)
    return _record(_Researched(action.technology, action.face), _NO_ONE, False)


def _remove(state: StarwardState, action: RemoveCards) -> Record:
    removing.check_remove(state, action)
    removing.remove(state, action)
    return _record(_CardsRemoved(action.cards), _NO_ONE, False)


def _cleanup(state: StarwardState, action: Cleanup) -> Record:
    if state.pending or state.step is not CLEANUP:
        _step(state, CLEANUP, action.seat, "cleanup")
    turn.check_cleanup(state, action)
    drawn, reshuffled = turn.cleanup(state, action)
    return _cleaned_up(action.seat, action.discard, drawn, reshuffled)


HANDLERS: dict[type[Action], Callable[[StarwardState, Any], Record]] = {
    PlayAction: _play_action,
    EndActions: _end_actions,
    ChooseRole: _choose,
    Boost: _boost,
    Follow: _follow,
    Dissent: _dissent,
    KeepPlanet: _keep,
    Attack: _attack,
    Colonize: _colonize,
    Produce: _produce,
    Trade: _trade,
    Research: _research,
    RemoveCards: _remove,
    Cleanup: _cleanup,
}


class Starward(Game[StarwardState, StarwardOptions, StarwardView]):
    """Starward, the role-selection deck-builder, as settled by its rulings (assets/rules/starward.md)."""

    name = "starward"
    action_types = ACTION_TYPES
    options_type = StarwardOptions
    min_seats, max_seats = SEAT_RANGE

    def check_options(self, options: StarwardOptions) -> None:
        check_options(options)

    def new_state(self, seats: int, options: StarwardOptions, seed: int) -> StarwardState:
        check_options(options)
        return new_state(seats, options, seed)

    def to_act(self, state: StarwardState) -> tuple[int, ...]:
        return state.waiting

    def apply(self, state: StarwardState, action: Action) -> Record:
        try:
            handler = HANDLERS[type(action)]
        except KeyError:
            if state.step is OVER:
                raise GameOver() from None
            raise IllegalAction(f"{action!r} is not a Starward action", "unknown") from None
        if action.seat not in state.waiting:  # no one is waited for once the game is over
            if state.step is OVER:
                raise GameOver()
            raise IllegalAction(f"seat {action.seat} cannot act now", "not_your_turn")
        made = state.view
        if made is not None:  # the views given out keep showing the table as it was (views.settle)
            state.view = None
            if state.views or _refs(made) != HELD_BY_NAME:
                state.view = made
                made = None
                settle(state)
            # else the usual case: the one view made is held by no one any more
        record = handler(state, action)
        advance(state)
        state.applied.append(action)  # what an undo checkpoint replays (state.checkpoint)
        return record

    def is_over(self, state: StarwardState) -> bool:
        return state.step is OVER

    def standings(self, state: StarwardState) -> tuple[Standing, ...]:
        """Groups are places in turn order ("1st in turn order" started), so the simulator shows
        whether going first is an advantage."""
        won = set(winners(state))
        return tuple(
            Standing(s.seat, s.total, s.seat in won, turn_place(state, s.seat)) for s in scores(state)
        )

    def clone(self, state: StarwardState) -> StarwardState:
        return state.clone()

    def fingerprint(self, state: StarwardState) -> Any:
        return fingerprint(state)

    def option_examples(self) -> tuple[StarwardOptions, ...]:
        return (StarwardOptions(), StarwardOptions(extended_three_player=True, extra_round=True))

    def checkpoint(self, state: StarwardState) -> Checkpoint:
        return checkpoint(state)  # mostly the last snapshot and a count of actions (state.py)

    def resume(self, saved: Checkpoint) -> StarwardState:
        if not isinstance(saved, Replay):
            return restored(saved)
        state = restored(saved.origin)
        apply = self.apply
        for action in saved.applied[: saved.count]:
            apply(state, action)
        return state

    def progress(self, state: StarwardState) -> dict[str, Any]:
        return {
            "round": state.turn_no // state.seats + 1,
            "empty_stacks": sum(1 for c in state.stacks.values() if not c),
            "influence_left": state.main_supply,
            "last_round": state.end_triggered,
        }

    def statistics(self, state: StarwardState) -> dict[str, int]:
        return dict(state.stats)

    def legal_actions(self, state: StarwardState, seat: int) -> tuple[Any, ...]:
        """Every move `seat` may make now, with typed spaces for the many-part ones (legal.py)."""
        from games.starward.legal import legal_actions

        return legal_actions(state, seat)

    def basic_bot(self, seed: int) -> BasicStarwardBot:
        return BasicStarwardBot(seed)

    # The Strong bot (games/core/search.py), its parts in strong.py: tables sampled from the seat's view,
    # Basic playing every seat for two rounds, judged by the lead in influence.
    can_search = True
    search_horizon = 400  # a cap: playouts end two rounds on (strong.playout_end)
    search_confidence = 2.0  # standard errors by which a move must beat Basic's over the same worlds

    def determinise(self, view: StarwardView, rng: random.Random) -> StarwardState:
        from games.starward.known import determinise

        return determinise(view, rng)

    def search_moves(self, view: StarwardView, rng: random.Random) -> list[Action]:
        from games.starward.strong import search_moves

        return search_moves(view, rng)

    def playout_end(self, state: StarwardState) -> Any:
        from games.starward.strong import playout_end

        return playout_end(state)

    def explain(self, view: StarwardView, action: Action) -> Reason | None:
        from games.starward.explain import explain

        return explain(view, action)

    def evaluate(self, state: StarwardState, seat: int) -> float:
        from games.starward.strong import evaluate

        return evaluate(state, seat)

    view = staticmethod(seat_view)  # (state, seat) -> StarwardView, see views.py
    random_action = staticmethod(random_action)  # (view, rng) -> Action: the random bot, see bot.py
    basic_action = staticmethod(basic_action)  # (view, rng) -> Action: the Basic bot, see bot.py


__all__ = ["Starward", "fingerprint"]
