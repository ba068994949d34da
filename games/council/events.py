"""What a Council action did, as typed events: the action's own (a card played, a vote cast, a pass...)
and what followed from it (an agenda revealed, a law enacted, trade goods gained...), in order.

Each event is a frozen dataclass; the rules append them to the action's `CouncilRecord` (log_record.py),
and mypy checks every one against `CouncilEvent`, the union below. The items of log_items.py and
results.py, and the `Instruction` a seat confirmed, are events too: they go into the record as they
are. Events with nothing to say but that they happened are shared objects (`ABSTAINED`...), and so are
the passes (`passed`): most actions are a pass, and making none costs nothing. event_codec.py writes
every event under the log entry's keys of old (a game record file holds those), and reads them back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from games.core.frozen import quick
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
from games.council.results import AgendaResult, LawEnacted, PredictionSettled, SecretScored
from games.council.state import Instruction

# --- the action's own event ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """A card played or an ability used, with the choices it was played with."""

    card: str
    target: int | None
    outcome: str | None
    amount: int


@dataclass(frozen=True, slots=True)
class Passed:
    """A seat passed in a window (`again`: it had passed in it before the window went round again)."""

    window: str
    again: bool = False


@dataclass(frozen=True, slots=True)
class VoteCast:
    """A seat's vote: its outcome, its total, the planets exhausted and every source of its votes."""

    outcome: str
    votes: int
    planets: tuple[str, ...]
    sources: tuple[VotesFrom, ...]


@dataclass(frozen=True, slots=True)
class Abstained:
    """A seat abstained."""


@dataclass(frozen=True, slots=True)
class TieBroken:
    """The speaker broke a tie for this outcome."""

    outcome: str


@dataclass(frozen=True, slots=True)
class DealOffered:
    """A transaction offered to seat `to`."""

    to: int


@dataclass(frozen=True, slots=True)
class DealAnswered:
    """A transaction answered: accepted or refused."""

    proposer: int
    accepted: bool


@dataclass(frozen=True, slots=True)
class Answered:
    """A question answered (choices.py): which one; what the answer did follows."""

    prompt: str


@dataclass(frozen=True, slots=True)
class InstructionsConfirmed:
    """Companion mode: every table instruction waiting, confirmed at once (the first is the Instruction)."""

    instructions: tuple[Instruction, ...]


@dataclass(frozen=True, slots=True)
class SeatAdded:
    """A late player's chair, at a companion table check (chairs.py)."""

    seat: int


@dataclass(frozen=True, slots=True)
class SeatRemoved:
    """A player who left gave up this chair."""

    seat: int


# --- what an answer or a card did ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Readied:
    """Planets a seat chose to ready."""

    planets: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Answer:
    """The option a card's question was answered with."""

    choice: str


@dataclass(frozen=True, slots=True)
class Elected:
    """What a card made the elected outcome (None: none)."""

    outcome: str | None


@dataclass(frozen=True, slots=True)
class PaidWith:
    """What a card's cost was paid with (the Scepter of Dominion)."""

    card: str


@dataclass(frozen=True, slots=True)
class ObjectiveScored:
    """A secret objective scored with its own card."""

    card: str


@dataclass(frozen=True, slots=True)
class Predicted:
    """The outcome a rider predicted."""

    outcome: str


@dataclass(frozen=True, slots=True)
class NoteGiven:
    """A promissory note given to this seat."""

    seat: int


@dataclass(frozen=True, slots=True)
class NoNotes:
    """A seat that had no note to give."""

    seat: int | None


@dataclass(frozen=True, slots=True)
class FutureSightPaid:
    """Future Sight paid out to this seat."""

    seat: int


@dataclass(frozen=True, slots=True)
class Silenced:
    """A card or ability silenced its owner, this seat."""

    seat: int


@dataclass(frozen=True, slots=True)
class BlackMarketDealings:
    """Black Market Dealings changed the transaction."""


@dataclass(frozen=True, slots=True)
class CardResolved:
    """A card that took effect, after its cancel window."""

    card: str


# --- holdings and the procedure --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ActionDeckReshuffled:
    """The action deck ran out and was reshuffled."""


@dataclass(frozen=True, slots=True)
class SpeakerMoved:
    """The speaker token moved to this seat."""

    seat: int


@dataclass(frozen=True, slots=True)
class PhaseBegan:
    """An agenda phase began (its round)."""

    round: int


@dataclass(frozen=True, slots=True)
class RoundBegan:
    """A round began."""

    round: int


@dataclass(frozen=True, slots=True)
class StatusPhase:
    """The status phase readied these planets."""

    readied: tuple[PlanetsReadied, ...]


@dataclass(frozen=True, slots=True)
class PlanetsReadiedAll:
    """Every planet was readied."""


@dataclass(frozen=True, slots=True)
class AgendaRevealed:
    """An agenda revealed (`anew`: the entry's earlier reveals are forgotten, as a card's reveal is)."""

    card: str
    anew: bool = False


@dataclass(frozen=True, slots=True)
class RevealDiscarded:
    """An agenda revealed and discarded (`anew` as for AgendaRevealed)."""

    card: str
    anew: bool = False


@dataclass(frozen=True, slots=True)
class AgendaDeckReshuffled:
    """The agenda deck ran out and was reshuffled."""


@dataclass(frozen=True, slots=True)
class DeckEmpty:
    """No agenda was left to reveal."""


@dataclass(frozen=True, slots=True)
class OutcomesOffered:
    """The outcomes on the ballot."""

    outcomes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class VotingOrder:
    """The order the seats vote in."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class VoterSkipped:
    """A seat skipped in the vote (it may not vote)."""

    seat: int


@dataclass(frozen=True, slots=True)
class NotAsked:
    """Companion mode: a seat that passed for the rest of the agenda, not asked again (said once)."""

    seat: int


@dataclass(frozen=True, slots=True)
class VotesTallied:
    """The votes each outcome on the ballot got."""

    totals: tuple[OutcomeTotal, ...]


@dataclass(frozen=True, slots=True)
class VoteDecided:
    """The outcome the vote decided (before riders and ties are settled)."""

    outcome: str | None


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game ended; these seats won."""

    winners: tuple[int, ...]


# --- the agenda's end (resolution.py) --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HiddenAgendaShown:
    """A covert agenda shown as it resolved."""

    card: str | None


@dataclass(frozen=True, slots=True)
class AgendaKilled:
    """An agenda discarded without effect."""

    card: str


@dataclass(frozen=True, slots=True)
class OutcomeResolved:
    """The agenda resolved for this outcome; `result` holds the votes as they stood (None: a record file
    written before results were logged)."""

    outcome: str
    result: AgendaResult | None


@dataclass(frozen=True, slots=True)
class TradeGoodsReturned:
    """Trade goods went back to the supply."""


@dataclass(frozen=True, slots=True)
class FleetTokensAdded:
    """Fleet tokens were added."""


@dataclass(frozen=True, slots=True)
class TokensReset:
    """This seat's command tokens were reset."""

    seat: int


@dataclass(frozen=True, slots=True)
class DieRolled:
    """A die was rolled."""

    roll: int


# --- companion mode: the table beside a real board -------------------------------------------------


@dataclass(frozen=True, slots=True)
class Declared:
    """The agenda the speaker declared revealed."""

    card: str


@dataclass(frozen=True, slots=True)
class DeclaredHidden:
    """The speaker declared a covert agenda (not its name)."""


@dataclass(frozen=True, slots=True)
class TableDeckReshuffled:
    """The table's action deck was reshuffled at the check."""


@dataclass(frozen=True, slots=True)
class TableChecked:
    """The table check before the agenda phase of this round."""

    round: int


@dataclass(frozen=True, slots=True)
class TableCorrected:
    """The table put right mid-phase, in this round."""

    round: int


@dataclass(frozen=True, slots=True)
class SeatsChanged:
    """The seats whose holdings a table check changed."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class FactionsChanged:
    """The seats a table check gave a faction."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SeatsJoined:
    """Seats back at the table."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SeatsLeft:
    """Seats away from the table."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class LawAdded:
    """A law the table has and the program had not."""

    law: str


CouncilEvent = (
    CardPlayed | Passed | VoteCast | Abstained | TieBroken | DealOffered | DealAnswered | Answered
    | Instruction | InstructionsConfirmed | SecretScored | SeatAdded | SeatRemoved
    | Readied | Answer | TokensChanged | Elected | PaidWith | ObjectiveScored | Predicted | NoteGiven
    | NoNotes | Pillaged | FutureSightPaid | Peeked | Silenced | TechExhausted | AgendaResolved
    | BlackMarketDealings | CardResolved | CardCancelled | Cancellation | ExtraVotes | Transaction
    | TradeGoodsGained | VictoryPoints | CardsDrawn | CardsDiscarded | PlanetsExhausted | FleetTokenLost
    | FleetTokensReturned | ActionDeckReshuffled | SpeakerMoved
    | PhaseBegan | RoundBegan | StatusPhase | PlanetsReadiedAll | AgendaRevealed | RevealDiscarded
    | AgendaDeckReshuffled | DeckEmpty | OutcomesOffered | AgendaReplaced | VotingOrder | VoterSkipped
    | NotAsked | VotesTallied | VoteDecided | GameOver
    | HiddenAgendaShown | AgendaKilled | OutcomeResolved | LawEnacted | LawRemoved | PredictionSettled
    | TradeGoodsReturned | FleetTokensAdded | TokensReset | DieRolled
    | Declared | DeclaredHidden | TableDeckReshuffled | TableChecked | TableCorrected | SeatsChanged
    | FactionsChanged | SeatsJoined | SeatsLeft | LawAdded
)  # fmt: skip

# Shared: an event with no fields says the same every time.
ABSTAINED = Abstained()
BLACK_MARKET_DEALINGS = BlackMarketDealings()
ACTION_DECK_RESHUFFLED = ActionDeckReshuffled()
PLANETS_READIED_ALL = PlanetsReadiedAll()
AGENDA_DECK_RESHUFFLED = AgendaDeckReshuffled()
DECK_EMPTY = DeckEmpty()
TRADE_GOODS_RETURNED = TradeGoodsReturned()
FLEET_TOKENS_ADDED = FleetTokensAdded()
DECLARED_HIDDEN = DeclaredHidden()
TABLE_DECK_RESHUFFLED = TableDeckReshuffled()

# Every pass made, by window kind: a seat's first pass in a window, and a pass again (kept for good).
FIRST_PASSES: dict[str, Passed] = {}
PASSES_AGAIN: dict[str, Passed] = {}


def passed(window: str, again: bool) -> Passed:
    """The pass in `window`, one shared object per window kind (most of a game's actions are passes)."""
    made = (PASSES_AGAIN if again else FIRST_PASSES).get(window)
    if made is None:
        made = (PASSES_AGAIN if again else FIRST_PASSES)[window] = Passed(window, again)
    return made


# Made on many actions: without the frozen dataclass's per-field setattr (games.core.frozen.quick); mypy
# reads them as the classes, so every argument is checked all the same.
if TYPE_CHECKING:
    card_played = CardPlayed
    vote_cast = VoteCast
else:
    card_played = quick(CardPlayed)
    vote_cast = quick(VoteCast)
