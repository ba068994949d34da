"""A Council log entry's data read back as typed events (events.py): a live entry's, or one from a game
record file of any age, so the screens read events, never keys.

`entry_events(data)` goes through the entry's keys in their order and makes the event each stands for
(the keys one event writes together, such as a card play's "card", "target", "outcome" and "amount",
make one event); a value it cannot read (a hand-edited file) is left out, never raised on. Writing the
events again (event_codec.entry_data) gives the entry's public data back, key for key, as a record
file holds it (tests/council/test_record_golden.py checks both ways over the golden files).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
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
    item_from_plain,
    items_from_plain,
)
from games.council.log_record import CouncilRecord
from games.council.results import (
    AgendaResult,
    LawEnacted,
    PredictionSettled,
    SecretScored,
    instruction_from_plain,
)

Read = Callable[[Any], list[ev.CouncilEvent]]

# Keys of the entry itself and of a seat's private part, which are no events.
NOT_EVENTS = frozenset({"index", "seat", "kind", "cards", "peek"})


def _seat(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _seats(value: object) -> tuple[int, ...]:
    if not isinstance(value, list | tuple):
        return ()
    return tuple(s for s in value if _seat(s) is not None)


def _texts(value: object) -> tuple[str, ...]:
    if not isinstance(value, list | tuple):
        return ()
    return tuple(t for t in value if isinstance(t, str))


def _seat_list(value: object) -> tuple[int, ...] | None:
    return _seats(value) if isinstance(value, list | tuple) else None


def _text_list(value: object) -> tuple[str, ...] | None:
    return _texts(value) if isinstance(value, list | tuple) else None


def _items(kind: type[Any]) -> Read:
    return lambda value: list(items_from_plain(kind, value))


def _item(kind: type[Any]) -> Read:
    def read(value: Any) -> list[ev.CouncilEvent]:
        item = item_from_plain(kind, value)
        return [item] if item is not None else []

    return read


def _one(make: Callable[[Any], Any], check: Callable[[object], Any]) -> Read:
    """A key holding one value: the event made of it, if the value is of its kind."""

    def read(value: Any) -> list[ev.CouncilEvent]:
        got = check(value)
        return [make(got)] if got is not None else []

    return read


def _maybe(make: Callable[[Any], Any], check: Callable[[object], Any]) -> Read:
    """As _one, for a value that may be None (a card that elected no one)."""
    return lambda value: (
        [make(value if value is None else check(value))] if value is None or check(value) is not None else []
    )


def _flag(event: ev.CouncilEvent) -> Read:
    return lambda value: [event] if value else []


def _each(make: Callable[[Any], ev.CouncilEvent], check: Callable[[object], Any]) -> Read:
    def read(value: Any) -> list[ev.CouncilEvent]:
        if not isinstance(value, list | tuple):
            return []
        return [make(got) for v in value if (got := check(v)) is not None]

    return read


def _instructions(value: Any) -> list[ev.CouncilEvent]:
    if not isinstance(value, list | tuple):
        return []
    read = (instruction_from_plain(i) for i in value)
    return [ev.InstructionsConfirmed(tuple(i for i in read if i is not None))]


def _one_of(read: Callable[[object], Any]) -> Read:
    def made(value: Any) -> list[ev.CouncilEvent]:
        got = read(value)
        return [got] if got is not None else []

    return made


# How the key that starts each event is read (the keys written with it are read in _joined below).
READ: dict[str, Read] = {
    "abstained": _flag(ev.ABSTAINED),
    "prompt": _one(ev.Answered, _text),
    "instruction": _one_of(instruction_from_plain),
    "instructions": _instructions,
    "secret_scored": _one_of(SecretScored.from_plain),
    "seat_added": _one(ev.SeatAdded, _seat),
    "seat_removed": _one(ev.SeatRemoved, _seat),
    "readied": _one(ev.Readied, _text_list),
    "answer": _one(ev.Answer, _text),
    "tokens": _item(TokensChanged),
    "elected": _maybe(ev.Elected, _text),
    "paid_with": _one(ev.PaidWith, _text),
    "scored": _one(ev.ObjectiveScored, _text),
    "predicted": _one(ev.Predicted, _text),
    "note_to": _one(ev.NoteGiven, _seat),
    "no_notes": _maybe(ev.NoNotes, _seat),
    "pillaged": _item(Pillaged),
    "future_sight": _one(ev.FutureSightPaid, _seat),
    "peeked": _item(Peeked),
    "silenced": _one(ev.Silenced, _seat),
    "exhausted_tech": _items(TechExhausted),
    "xxekir_resolved": _items(AgendaResolved),
    "black_market_dealings": _flag(ev.BLACK_MARKET_DEALINGS),
    "resolved": _each(ev.CardResolved, _text),
    "cancelled": _items(CardCancelled),
    "cancels": _item(Cancellation),
    "extra_votes": _items(ExtraVotes),
    "moved": _items(Transaction),
    "tg": _items(TradeGoodsGained),
    "vp": _items(VictoryPoints),
    "drew": _items(CardsDrawn),
    "discarded": _items(CardsDiscarded),
    "exhausted": _items(PlanetsExhausted),
    "fleet_lost": _items(FleetTokenLost),
    "fleet_capped": _items(FleetTokensReturned),
    "reshuffled_action_deck": _flag(ev.ACTION_DECK_RESHUFFLED),
    "speaker": _one(ev.SpeakerMoved, _seat),
    "phase": _one(ev.PhaseBegan, _seat),
    "round": _one(ev.RoundBegan, _seat),
    "status_phase_readied": lambda v: [ev.StatusPhase(tuple(items_from_plain(PlanetsReadied, v)))],
    "planets_readied": _flag(ev.PLANETS_READIED_ALL),
    "revealed": _each(ev.AgendaRevealed, _text),
    "reveal_discarded": _each(ev.RevealDiscarded, _text),
    "reshuffled_agenda_deck": _flag(ev.AGENDA_DECK_RESHUFFLED),
    "deck_empty": _flag(ev.DECK_EMPTY),
    "outcomes": _one(ev.OutcomesOffered, _text_list),
    "replaced": _item(AgendaReplaced),
    "voting_order": _one(ev.VotingOrder, _seat_list),
    "skipped_voters": _each(ev.VoterSkipped, _seat),
    "not_asked": _each(ev.NotAsked, _seat),
    "totals": lambda v: [ev.VotesTallied(tuple(items_from_plain(OutcomeTotal, v)))],
    "game_over": _one(ev.GameOver, _seat_list),
    "hidden_agenda": _maybe(ev.HiddenAgendaShown, _text),
    "killed": _one(ev.AgendaKilled, _text),
    "law_enacted": _one_of(LawEnacted.from_plain),
    "laws_removed": _items(LawRemoved),
    "predictions": lambda v: list(PredictionSettled.all_from_plain(v)),
    "trade_goods_returned": _flag(ev.TRADE_GOODS_RETURNED),
    "fleet_tokens_added": _flag(ev.FLEET_TOKENS_ADDED),
    "tokens_reset": _one(ev.TokensReset, _seat),
    "die": _one(ev.DieRolled, _seat),
    "declared": _one(ev.Declared, _text),
    "declared_hidden": _flag(ev.DECLARED_HIDDEN),
    "action_deck_reshuffled": _flag(ev.TABLE_DECK_RESHUFFLED),
    "table_check": _one(ev.TableChecked, _seat),
    "table_corrected": _one(ev.TableCorrected, _seat),
    "seats_changed": _one(ev.SeatsChanged, _seat_list),
    "factions_changed": _one(ev.FactionsChanged, _seat_list),
    "seats_joined": _one(ev.SeatsJoined, _seat_list),
    "seats_left": _one(ev.SeatsLeft, _seat_list),
    "laws_added": _each(ev.LawAdded, _text),
}


def _joined(key: str, data: Mapping[str, Any], done: set[str]) -> list[ev.CouncilEvent] | None:
    """The events of keys written together (a card play, a pass, a vote...), or None for another key."""
    if key == "card":
        done.update(("target", "outcome", "amount"))
        card, target, amount = _text(data["card"]), data.get("target"), data.get("amount", 0)
        outcome = data.get("outcome")
        if card is None or not (target is None or _seat(target) is not None) or _seat(amount) is None:
            return []
        return [ev.CardPlayed(card, target, _text(outcome), amount)]
    if key == "window":
        done.add("again")
        window = _text(data["window"])
        return [ev.passed(window, bool(data.get("again")))] if window is not None else []
    if key == "outcome":
        outcome = _text(data["outcome"])
        if "votes" in data and "planets" in data:  # a vote cast: its outcome first, then its total
            done.update(("votes", "planets", "sources"))
            votes = _seat(data["votes"])
            if outcome is None or votes is None:
                return []
            sources = tuple(items_from_plain(VotesFrom, data.get("sources")))
            return [ev.VoteCast(outcome, votes, _texts(data["planets"]), sources)]
        if data.get("tie_broken"):
            done.add("tie_broken")
            return [ev.TieBroken(outcome)] if outcome is not None else []
        return [ev.VoteDecided(outcome)]
    if key == "to":
        done.add("offered")
        to = _seat(data["to"])
        return [ev.DealOffered(to)] if to is not None else []
    if key == "proposer":
        done.add("accepted")
        proposer = _seat(data["proposer"])
        return [ev.DealAnswered(proposer, bool(data.get("accepted")))] if proposer is not None else []
    if key == "resolved_outcome":
        done.add("result")
        outcome = _text(data["resolved_outcome"])
        result = AgendaResult.from_plain(data.get("result"))
        return [ev.OutcomeResolved(outcome, result)] if outcome is not None else []
    return None


def entry_events(data: Mapping[str, Any]) -> list[ev.CouncilEvent]:
    """The events of a log entry's data (a live record, its `for_viewer` data, or a record file's entry), in
    the order of its keys: a live record reads exactly as its record file will (a key written twice holds
    its last value, so a card play's outcome decided by the vote it closed reads as that outcome)."""
    if isinstance(data, CouncilRecord):  # a live record: read as its record file will hold it
        data = data.data()
    out: list[ev.CouncilEvent] = []
    done: set[str] = set(NOT_EVENTS)
    for key in data:
        if key in done:
            continue
        done.add(key)
        joined = _joined(key, data, done)
        if joined is not None:
            out += joined
        elif (read := READ.get(key)) is not None:
            out += read(data[key])
    return out
