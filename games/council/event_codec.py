"""A Council log entry's events as the keys of old and back: what a game record file holds, byte for byte.

`entry_data(events)` writes each event under its key (`CardPlayed` as "card", "target", "outcome" and
"amount"; a `TradeGoodsGained` appended to "tg"...) in the order the events happened, exactly as the
rules wrote those keys when a record was a dict: a key written twice keeps its first place and its last
value. A record file's entries are read back item by item as before (`item_from_plain`,
`AgendaResult.from_plain`...).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from games.council import events as ev
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
    Peeked,
    Pillaged,
    PlanetsExhausted,
    TechExhausted,
    TokensChanged,
    TradeGoodsGained,
    Transaction,
    VictoryPoints,
)
from games.council.results import (
    LawEnacted,
    PredictionSettled,
    SecretScored,
)
from games.council.state import Instruction

Data = dict[str, Any]
Put = Callable[[Any, Data], None]


def _item(key: str) -> Put:
    def put(event: Any, data: Data) -> None:
        data[key] = event

    return put


def _appended(key: str) -> Put:
    def put(event: Any, data: Data) -> None:
        data.setdefault(key, []).append(event)

    return put


def _value(key: str, name: str) -> Put:
    def put(event: Any, data: Data) -> None:
        data[key] = getattr(event, name)

    return put


def _flag(key: str) -> Put:
    def put(event: Any, data: Data) -> None:
        data[key] = True

    return put


def _listed(key: str, name: str, anew: bool = False) -> Put:
    def put(event: Any, data: Data) -> None:
        if anew and event.anew:
            data[key] = [getattr(event, name)]
        else:
            data.setdefault(key, []).append(getattr(event, name))

    return put


def _card_played(e: ev.CardPlayed, data: Data) -> None:
    data.update({"card": e.card, "target": e.target, "outcome": e.outcome, "amount": e.amount})


def _passed(e: ev.Passed, data: Data) -> None:
    data["window"] = e.window
    if e.again:
        data["again"] = True


def _vote_cast(e: ev.VoteCast, data: Data) -> None:
    data.update({"outcome": e.outcome, "votes": e.votes, "planets": e.planets, "sources": e.sources})


def _tie_broken(e: ev.TieBroken, data: Data) -> None:
    data.update({"outcome": e.outcome, "tie_broken": True})


def _deal_offered(e: ev.DealOffered, data: Data) -> None:
    data.update({"to": e.to, "offered": True})


def _deal_answered(e: ev.DealAnswered, data: Data) -> None:
    data.update({"proposer": e.proposer, "accepted": e.accepted})


def _not_asked(e: ev.NotAsked, data: Data) -> None:
    seats = data.setdefault("not_asked", [])
    if e.seat not in seats:  # said once an entry
        seats.append(e.seat)


def _resolved(e: ev.OutcomeResolved, data: Data) -> None:
    data["resolved_outcome"] = e.outcome
    if e.result is not None:  # an old record file's entry had none
        data["result"] = e.result


# How each kind of event is written into an entry's data.
PUT: dict[type, Put] = {
    ev.CardPlayed: _card_played,
    ev.Passed: _passed,
    ev.VoteCast: _vote_cast,
    ev.Abstained: _flag("abstained"),
    ev.TieBroken: _tie_broken,
    ev.DealOffered: _deal_offered,
    ev.DealAnswered: _deal_answered,
    ev.Answered: _value("prompt", "prompt"),
    Instruction: _item("instruction"),
    ev.InstructionsConfirmed: _value("instructions", "instructions"),
    SecretScored: _item("secret_scored"),
    ev.SeatAdded: _value("seat_added", "seat"),
    ev.SeatRemoved: _value("seat_removed", "seat"),
    ev.Readied: _value("readied", "planets"),
    ev.Answer: _value("answer", "choice"),
    TokensChanged: _item("tokens"),
    ev.Elected: _value("elected", "outcome"),
    ev.PaidWith: _value("paid_with", "card"),
    ev.ObjectiveScored: _value("scored", "card"),
    ev.Predicted: _value("predicted", "outcome"),
    ev.NoteGiven: _value("note_to", "seat"),
    ev.NoNotes: _value("no_notes", "seat"),
    Pillaged: _item("pillaged"),
    ev.FutureSightPaid: _value("future_sight", "seat"),
    Peeked: _item("peeked"),
    ev.Silenced: _value("silenced", "seat"),
    TechExhausted: _appended("exhausted_tech"),
    AgendaResolved: _appended("xxekir_resolved"),
    ev.BlackMarketDealings: _flag("black_market_dealings"),
    ev.CardResolved: _listed("resolved", "card"),
    CardCancelled: _appended("cancelled"),
    Cancellation: _item("cancels"),
    ExtraVotes: _appended("extra_votes"),
    Transaction: _appended("moved"),
    TradeGoodsGained: _appended("tg"),
    VictoryPoints: _appended("vp"),
    CardsDrawn: _appended("drew"),
    CardsDiscarded: _appended("discarded"),
    PlanetsExhausted: _appended("exhausted"),
    FleetTokenLost: _appended("fleet_lost"),
    FleetTokensReturned: _appended("fleet_capped"),
    ev.ActionDeckReshuffled: _flag("reshuffled_action_deck"),
    ev.SpeakerMoved: _value("speaker", "seat"),
    ev.PhaseBegan: _value("phase", "round"),
    ev.RoundBegan: _value("round", "round"),
    ev.StatusPhase: _value("status_phase_readied", "readied"),
    ev.PlanetsReadiedAll: _flag("planets_readied"),
    ev.AgendaRevealed: _listed("revealed", "card", anew=True),
    ev.RevealDiscarded: _listed("reveal_discarded", "card", anew=True),
    ev.AgendaDeckReshuffled: _flag("reshuffled_agenda_deck"),
    ev.DeckEmpty: _flag("deck_empty"),
    ev.OutcomesOffered: _value("outcomes", "outcomes"),
    AgendaReplaced: _item("replaced"),
    ev.VotingOrder: _value("voting_order", "seats"),
    ev.VoterSkipped: _listed("skipped_voters", "seat"),
    ev.NotAsked: _not_asked,
    ev.VotesTallied: _value("totals", "totals"),
    ev.VoteDecided: _value("outcome", "outcome"),
    ev.GameOver: _value("game_over", "winners"),
    ev.HiddenAgendaShown: _value("hidden_agenda", "card"),
    ev.AgendaKilled: _value("killed", "card"),
    ev.OutcomeResolved: _resolved,
    LawEnacted: _item("law_enacted"),
    LawRemoved: _appended("laws_removed"),
    PredictionSettled: _appended("predictions"),
    ev.TradeGoodsReturned: _flag("trade_goods_returned"),
    ev.FleetTokensAdded: _flag("fleet_tokens_added"),
    ev.TokensReset: _value("tokens_reset", "seat"),
    ev.DieRolled: _value("die", "roll"),
    ev.Declared: _value("declared", "card"),
    ev.DeclaredHidden: _flag("declared_hidden"),
    ev.TableDeckReshuffled: _flag("action_deck_reshuffled"),
    ev.TableChecked: _value("table_check", "round"),
    ev.TableCorrected: _value("table_corrected", "round"),
    ev.SeatsChanged: _value("seats_changed", "seats"),
    ev.FactionsChanged: _value("factions_changed", "seats"),
    ev.SeatsJoined: _value("seats_joined", "seats"),
    ev.SeatsLeft: _value("seats_left", "seats"),
    ev.LawAdded: _listed("laws_added", "law"),
}


def entry_data(events: Iterable[ev.CouncilEvent]) -> Data:
    """The events under the keys of a log entry's public data, as a game record file holds them."""
    data: Data = {}
    for event in events:
        PUT[type(event)](event, data)
    return data
