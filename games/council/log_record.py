"""What one Council action did, as the rules write it while the action runs: `CouncilRecord`, every key
a log entry's public data may hold with its type, and the three private keys `make_record` takes out.

The rules fill one record an action (`rec["speaker"] = to`, `rec.setdefault("tg", []).append(...)`),
passing it down through the procedure and the cards' hooks; mypy checks each key's name and value
against the declaration below, at no cost while the game runs. The composite values are the frozen
typed items of log_items.py and results.py. `make_record` (game.py) turns the record into the framework's
`Record`: the public keys as they are, the private ones (cards drawn, agendas peeked) per seat. A game
record file (storage/record.py) holds each entry as plain data with these keys, which the screens read
back item by item (`item_from_plain`, `AgendaResult.from_plain`...): the saved format is the same.
"""

from __future__ import annotations

from typing import TypedDict

from games.council.log_items import (
    AgendaReplaced,
    AgendaResolved,
    Cancellation,
    CardCancelled,
    CardsDiscarded,
    CardsDrawn,
    ExtraVotes,
    FleetTokenLost,
    FleetTokensReturned,
    LawRemoved,
    OutcomeTotal,
    Peeked,
    Pillaged,
    PlanetsExhausted,
    PlanetsReadied,
    TechExhausted,
    TokensChanged,
    TradeGoodsGained,
    Transaction,
    VictoryPoints,
    VotesFrom,
)
from games.council.results import (
    AgendaResult,
    LawEnacted,
    PredictionSettled,
    SecretScored,
)
from games.council.state import Instruction

# What a seat alone sees of a peek: the agendas it looked at (top first), or two hands (Lie in Wait).
PeekShown = tuple[str, ...] | tuple[tuple[str, ...], tuple[str, ...]]


class CouncilRecord(TypedDict, total=False):
    """Every key a Council action may log, with its type (none is required: an action logs what it did)."""

    # --- the action itself -------------------------------------------------------------------
    card: str  # a card played or ability used, with the choices it was played with:
    target: int | None
    outcome: str | None  # ... also the outcome voted for, the tie broken to, the vote's outcome
    amount: int
    window: str  # the kind of window a seat passed in
    again: bool  # ... a seat that passed before in a window gone round again
    resolved: list[str]  # cards that took effect (after their cancel window)
    cancelled: list[CardCancelled]
    cancels: Cancellation
    votes: int  # a cast: its total, the planets exhausted and every source of votes
    planets: tuple[str, ...]
    sources: tuple[VotesFrom, ...]
    extra_votes: list[ExtraVotes]
    abstained: bool
    tie_broken: bool
    to: int  # a transaction offered to this seat
    offered: bool
    proposer: int  # a transaction answered
    accepted: bool
    moved: list[Transaction]
    black_market_dealings: bool
    prompt: str  # a question answered (choices.py), and what the answer did
    readied: tuple[str, ...]
    answer: str
    tokens: TokensChanged
    instruction: Instruction  # a table instruction confirmed
    instructions: tuple[Instruction, ...]  # companion mode: every one waiting, confirmed at once
    # --- what cards did --------------------------------------------------------------------------
    elected: str | None
    paid_with: str
    scored: str
    predicted: str
    note_to: int
    no_notes: int | None
    pillaged: Pillaged
    future_sight: int
    peeked: Peeked
    silenced: int
    exhausted_tech: list[TechExhausted]
    xxekir_resolved: list[AgendaResolved]
    secret_scored: SecretScored
    # --- holdings ----------------------------------------------------------------------------
    tg: list[TradeGoodsGained]
    vp: list[VictoryPoints]
    drew: list[CardsDrawn]
    discarded: list[CardsDiscarded]
    exhausted: list[PlanetsExhausted]
    fleet_lost: list[FleetTokenLost]
    fleet_capped: list[FleetTokensReturned]
    reshuffled_action_deck: bool
    speaker: int  # the speaker token moved to this seat
    # --- the procedure -----------------------------------------------------------------------
    phase: int  # an agenda phase began (its round)
    round: int  # a round began
    status_phase_readied: tuple[PlanetsReadied, ...]
    planets_readied: bool
    revealed: list[str]
    reveal_discarded: list[str]
    reshuffled_agenda_deck: bool
    deck_empty: bool
    outcomes: tuple[str, ...]
    replaced: AgendaReplaced
    voting_order: tuple[int, ...]
    skipped_voters: list[int]
    not_asked: list[int]
    totals: tuple[OutcomeTotal, ...]
    game_over: tuple[int, ...]  # the winners
    # --- the agenda's end (resolution.py) ----------------------------------------------------
    result: AgendaResult
    resolved_outcome: str
    killed: str
    hidden_agenda: str | None
    law_enacted: LawEnacted
    laws_removed: list[LawRemoved]
    predictions: list[PredictionSettled]
    trade_goods_returned: bool
    fleet_tokens_added: bool
    tokens_reset: int
    die: int
    # --- companion mode: the table beside a real board ----------------------------------------
    declared: str
    declared_hidden: bool
    action_deck_reshuffled: bool
    table_check: int
    table_corrected: int
    seats_changed: tuple[int, ...]
    factions_changed: tuple[int, ...]
    seats_joined: tuple[int, ...]
    seats_left: tuple[int, ...]
    laws_added: list[str]
    seat_added: int  # a late player's chair, at a companion table check (chairs.py)
    seat_removed: int  # a player who left gave up this chair
    # --- private: taken out by make_record ------------------------------------------------------
    _reveals: bool  # the action showed hidden information to someone: an undo barrier
    _private: dict[int, list[str]]  # cards only this seat learns (drawn, received)
    _private_peek: dict[int, PeekShown]  # what only this seat looked at
    _say_now: bool  # companion mode: a payout waits to be said before the phase goes on (payouts.py)


Rec = CouncilRecord  # the name the rules' signatures use
