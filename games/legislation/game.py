"""Legislation as a `Game`: set-up, and each action checked in full before it changes the table; each
logs a typed event (log_record.py)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, cast

from games.core.actions import Action
from games.core.errors import GameOver, IllegalAction
from games.core.frozen import quick
from games.core.game import Game, Record, Standing
from games.core.reasons import Reason
from games.core.seats import clockwise_from
from games.legislation import deals, discard, draw, ondeck, swap, voting
from games.legislation.actions import (
    ACTION_TYPES,
    CancelDeal,
    CastVote,
    Choice,
    ConfirmDeal,
    Discard,
    Draw,
    DropDeal,
    EndTurn,
    PlaceOnDeck,
    Propose,
    Swap,
    Terms,
    Token,
)
from games.legislation.bills import BILL_COUNT, points_table
from games.legislation.bot import random_action as bot_action
from games.legislation.events import BillsPlaced, Events
from games.legislation.legal import legal_actions
from games.legislation.log_record import (
    DealCancelled,
    DealConfirmed,
    DealDropped,
    DealMade,
    Discarded,
    Drew,
    Placed,
    Proposed,
    Swapped,
    TermsSet,
    TurnEnded,
    Voted,
)
from games.legislation.options import HAND_SIZES, BallotStyle, LegislationOptions, check_options
from games.legislation.representatives import deal_representatives
from games.legislation.rounds import (
    begin_game,
    end_game,
    finish_turn,
    refresh_waiting,
    start_round,
    table_empty,
)
from games.legislation.state import OVER, PROPOSE, REFILL, TOP_UP, Deal, LegislationState, fingerprint
from games.legislation.views import LegislationView
from games.legislation.views import standings as seat_standings
from games.legislation.views import view as seat_view


def _count(state: LegislationState, key: str, n: int = 1) -> None:
    state.stats[key] = state.stats.get(key, 0) + n


# Events and records are frozen dataclasses made on most moves: they are built without the frozen
# dataclass's setattr (games/core/frozen.py), each builder typed as its class so mypy checks the calls.
_Record = cast("type[Record]", quick(Record))
_Discarded = cast("type[Discarded]", quick(Discarded))
_Drew = cast("type[Drew]", quick(Drew))
_Placed = cast("type[Placed]", quick(Placed))
_Swapped = cast("type[Swapped]", quick(Swapped))
_TermsSet = cast("type[TermsSet]", quick(TermsSet))
_DealConfirmed = cast("type[DealConfirmed]", quick(DealConfirmed))
_DealDropped = cast("type[DealDropped]", quick(DealDropped))
_DealCancelled = cast("type[DealCancelled]", quick(DealCancelled))
_TurnEnded = cast("type[TurnEnded]", quick(TurnEnded))
_Proposed = cast("type[Proposed]", quick(Proposed))
_Voted = cast("type[Voted]", quick(Voted))
_NO_ONE: dict[int, Any] = {}  # the private part of a record that tells no seat more (shared: never changed)


def _discard(state: LegislationState, action: Discard) -> Record:
    discard.check_discard(state, action)
    if not discard.choose(state, action):
        refresh_waiting(state)
        return _Record(_CHOSEN, {action.seat: _Discarded(bills=tuple(action.bills))})
    revealed = discard.reveal(state)
    events: Events = []
    start_round(state, events)
    shown = tuple((seat, tuple(bills)) for seat, bills in revealed.items())
    return _Record(_Discarded(shown, tuple(events)), _NO_ONE, reveals=True)


_CHOSEN = _Discarded()  # a seat chose its discards, the others still choosing


def _draw(state: LegislationState, action: Draw) -> Record:
    draw.check_draw(state, action)
    drawn = draw.draw(state, action)
    events: Events = []
    finish_turn(state, events)
    public = _Drew(action.from_piles, action.from_deck, tuple(events))
    mine = _Drew(action.from_piles, action.from_deck, public.auto, tuple(drawn))
    return _Record(public, {action.seat: mine}, reveals=bool(drawn))


def _place(state: LegislationState, action: PlaceOnDeck) -> Record:
    ondeck.check_place(state, action)
    ondeck.place(state, action.seat, action.bills)
    if state.step is TOP_UP:  # a Vote turn goes on to the proposal
        state.step = PROPOSE
        refresh_waiting(state)
        return _Record(_Placed(action.bills))
    events: Events = []  # an On Deck round turn, or the refill that ends a Vote turn
    finish_turn(state, events)
    return _Record(_Placed(action.bills, tuple(events)))


def _swap(state: LegislationState, action: Swap) -> Record:
    swap.check_swap(state, action)
    taken = swap.swap(state, action)
    from_deck = action.pile is None
    _count(state, "swaps_from_deck" if from_deck else "swaps_from_pile")
    bill = None if from_deck else taken
    mine = _Swapped(action.discard, action.pile, bill, taken)
    return _Record(_Swapped(action.discard, action.pile, bill), {action.seat: mine}, reveals=from_deck)


def _made(state: LegislationState, deal: Deal) -> None:
    _count(state, "deals_made")
    a_gives, b_gives = deal.give[deal.a], deal.give[deal.b]
    if a_gives and b_gives:
        _count(state, "deals_cards_both_ways")
    elif a_gives or b_gives:
        _count(state, "deals_cards_one_way")
    for seat in (deal.a, deal.b):
        for _bill, token in deal.tokens[seat]:
            _count(state, _TOKEN_STATS[token])


_TOKEN_STATS = {token: "tokens_" + token.value for token in Token}


def _terms(state: LegislationState, action: Terms) -> Record:
    deals.check_terms(state, action)
    deal, made = deals.set_terms(state, action)
    refresh_waiting(state)
    terms = deals.terms_data(deal, action.seat)
    parties = (deal.a, deal.b)
    if not made:
        public = _TermsSet(deal.id, parties)
        mine = _TermsSet(deal.id, parties, None, terms)
        # The partner now sees which bills are offered: that cannot be unseen.
        return _Record(public, {deal.a: mine, deal.b: mine}, reveals=bool(action.give))
    _made(state, deal)
    shown = deals.made_data(deal)
    private = {
        seat: _TermsSet(deal.id, parties, shown, terms, DealMade(received, given))
        for seat, (received, given) in deals.exchanged(deal).items()
    }
    return _Record(_TermsSet(deal.id, parties, shown), private, reveals=bool(action.give))


def _confirm(state: LegislationState, action: ConfirmDeal) -> Record:
    deals.check_confirm(state, action.seat)
    deal, made = deals.confirm(state, action.seat)
    refresh_waiting(state)
    parties = (deal.a, deal.b)
    if not made:
        return _Record(_DealConfirmed(deal.id, parties))
    _made(state, deal)
    shown = deals.made_data(deal)
    private = {
        seat: _DealConfirmed(deal.id, parties, shown, DealMade(received, given))
        for seat, (received, given) in deals.exchanged(deal).items()
    }
    return _Record(_DealConfirmed(deal.id, parties, shown), private)


def _drop(state: LegislationState, action: DropDeal) -> Record:
    deals.check_drop(state, action.seat)
    deal = deals.drop(state)
    refresh_waiting(state)
    _count(state, "deals_dropped")
    return _Record(_DealDropped(deal.id, (deal.a, deal.b)))


def _cancel(state: LegislationState, action: CancelDeal) -> Record:
    deal = deals.check_cancel(state, action)
    deals.cancel(state, deal)
    refresh_waiting(state)
    _count(state, "deals_cancelled")
    shown = deals.made_data(deal)
    private = {
        seat: _DealCancelled(shown, returned=given, gave_back=received)
        for seat, (received, given) in deals.exchanged(deal).items()
    }
    return _Record(_DealCancelled(shown), private)


def _end_turn(state: LegislationState, action: EndTurn) -> Record:
    deals.check_end_turn(state, action.seat)
    made = len(state.deals)
    if made or state.approached:
        state.deals = []
        state.approached = ()
        state.table = None  # the list of this turn's deals is public
    events: Events = []
    finish_turn(state, events)
    return _Record(_TurnEnded(made, tuple(events)))


def _propose(state: LegislationState, action: Propose) -> Record:
    voting.check_propose(state, action)
    voting.propose(state, action)
    return _Record(_Proposed(action.bill))


# Records of votes that do not end a ballot, made once: they are the commonest record of all.
# Records are never changed after they are made, so sharing them is safe.
_VOTE_RECORDS: dict[tuple[bool, int, Choice], Record] = {}
_SECRET = BallotStyle.SECRET
_SECRET_VOTE = _Voted()  # a secret vote as the table sees it


def _vote_record(secret: bool, seat: int, choice: Choice) -> Record:
    record = _VOTE_RECORDS.get((secret, seat, choice))
    if record is None:
        if secret:
            record = _Record(_SECRET_VOTE, {seat: _Voted(choice)})
        else:
            record = _Record(_Voted(choice))
        _VOTE_RECORDS[secret, seat, choice] = record
    return record


def _vote(state: LegislationState, action: CastVote) -> Record:
    voting.check_vote(state, action)
    seat, choice = action.seat, action.choice  # a StrEnum: logs as plain text
    secret = state.options.ballot is _SECRET
    if not voting.cast(state, action):
        return _vote_record(secret, seat, choice)
    result = voting.resolve(state)
    events: Events = []
    _after_vote(state, events)
    auto = tuple(events)
    if secret:
        return _Record(_Voted(None, result, auto), {seat: _Voted(choice, result, auto)}, reveals=True)
    return _Record(_Voted(choice, result, auto))


def _after_vote(state: LegislationState, events: Events) -> None:
    """The sponsor refills the emptied On Deck spot (by itself when there is no choice); the end."""
    sponsor = state.order[state.turn]
    if table_empty(state):
        end_game(state, events)
        return
    if ondeck.spots_to_fill(state, sponsor):
        placed = ondeck.fill_forced(state, sponsor)
        if not placed:
            state.step = REFILL
            refresh_waiting(state)
            return
        events.append(BillsPlaced(sponsor, placed))
    finish_turn(state, events)


HANDLERS: dict[type[Action], Callable[[LegislationState, Any], Record]] = {
    Discard: _discard,
    Draw: _draw,
    PlaceOnDeck: _place,
    Terms: _terms,
    ConfirmDeal: _confirm,
    DropDeal: _drop,
    CancelDeal: _cancel,
    EndTurn: _end_turn,
    Propose: _propose,
    CastVote: _vote,
}


class Legislation(Game[LegislationState, LegislationOptions, LegislationView]):
    """E.B. Nelson's Legislation as settled by the rulings (see assets/rules/legislation.md)."""

    name = "legislation"
    action_types = ACTION_TYPES
    options_type = LegislationOptions

    def check_options(self, options: LegislationOptions) -> None:
        check_options(options)

    def new_state(self, seats: int, options: LegislationOptions, seed: int) -> LegislationState:
        self.check_seat_count(seats)
        check_options(options)
        rng = random.Random(seed)
        representatives = deal_representatives(seats, rng)
        first = rng.randrange(seats)
        deck = list(range(1, BILL_COUNT + 1))
        rng.shuffle(deck)
        points = tuple(points_table(kind) for kind in representatives)
        state = LegislationState(seats, options, first, representatives, points, deck)
        for _ in range(options.hand_size):  # dealt one at a time, clockwise from the first player
            for seat in clockwise_from(first, seats):
                state.hands[seat].append(deck.pop())
        begin_game(state)
        return state

    def to_act(self, state: LegislationState) -> tuple[int, ...]:
        return state.waiting

    def out_of_turn(self, state: LegislationState, action: Action) -> bool:
        """Either party may withdraw an unmade deal at any time, also while the other one decides."""
        deal = state.deal
        return type(action) is DropDeal and deal is not None and action.seat in (deal.a, deal.b)

    legal_actions = staticmethod(legal_actions)  # (state, seat) -> tuple[Legal, ...], see legal.py

    def apply(self, state: LegislationState, action: Action) -> Record:
        if state.phase is OVER:
            raise GameOver()
        if isinstance(action, Swap):  # not in HANDLERS: it must not close its own window
            return _swap(state, action)
        kind = type(action)
        handler = HANDLERS.get(kind)
        if handler is None:
            raise IllegalAction(f"{action!r} is not a Legislation action", "unknown")
        # Any other action ends the chance to open the turn with a swap; restored if it is illegal.
        was_open = state.swap_open
        state.swap_open = False
        try:
            return handler(state, action)
        except IllegalAction:
            state.swap_open = was_open
            raise

    def is_over(self, state: LegislationState) -> bool:
        return state.phase is OVER

    def standings(self, state: LegislationState) -> tuple[Standing, ...]:
        return seat_standings(state)

    def clone(self, state: LegislationState) -> LegislationState:
        return state.clone()

    def fingerprint(self, state: LegislationState) -> Any:
        return fingerprint(state)

    def option_examples(self) -> tuple[LegislationOptions, ...]:
        return (LegislationOptions(), LegislationOptions(HAND_SIZES[1], BallotStyle.ROLL_CALL))

    def progress(self, state: LegislationState) -> dict[str, Any]:
        return {
            "round": state.round_no + 1,
            "phase": state.phase.value,
            "passed": len(state.passed),
            "failed": len(state.failed),
        }

    # Plain functions, not methods: one call less on the two hottest paths.
    view = staticmethod(seat_view)  # (state, seat) -> LegislationView, see views.py
    random_action = staticmethod(bot_action)  # (view, rng) -> Action: the random bot, see bot.py

    # --- bots above random (games/legislation/bots/) ----------------------------------
    def basic_bot(self, seed: int) -> Any:
        from games.legislation.bots.basic import BasicLegislationBot

        return BasicLegislationBot(seed)

    def playout_bot(self, seed: int) -> Any:
        from games.legislation.bots.basic import PlayoutLegislationBot

        return PlayoutLegislationBot(seed)

    can_search = True
    # Playouts stop after about one seat's turn round the table: a vote or a proposal shows its worth
    # within a few actions, and short playouts let the search sample many more hidden tables.
    search_horizon = 20

    def determinise(self, view: LegislationView, rng: random.Random) -> LegislationState:
        from games.legislation.bots.determinise import determinise

        return determinise(view, rng)

    def search_moves(self, view: LegislationView, rng: random.Random) -> list[Action]:
        from games.legislation.bots.moves import search_moves

        return search_moves(view, rng)

    def evaluate(self, state: LegislationState, seat: int) -> float:
        from games.legislation.bots.moves import evaluate

        return evaluate(state, seat)

    def explain(self, view: LegislationView, action: Action) -> Reason | None:
        from games.legislation.bots.explain import explain

        return explain(view, action)

    def offers(self, state: LegislationState, actions: Sequence[Action]) -> dict[str, tuple[int, int]]:
        """Deals opened (terms naming a partner) and made (both parties agreed) in the game."""
        opened = sum(1 for a in actions if isinstance(a, Terms) and a.partner is not None)
        return {"deals": (opened, state.stats.get("deals_made", 0))}

    def statistics(self, state: LegislationState) -> dict[str, int]:
        """Counts of what happened (votes by kind, betrayals, deals...) for the simulator."""
        return dict(state.stats)
