"""What a pending decision (`state.Frame`) carries besides whose turn it is: one payload per kind of frame,
declared with each key's type, so mypy checks every `Frame(kind, order, key=...)` and `frame.data[key]`.

A frame's `data` is a plain dict (copied shallowly with the state, its values immutable); its type,
`FrameData`, holds the keys of every kind's payload below, of which a frame has those of its own kind
(tests/council/test_frame_data.py checks that in random games).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, TypedDict

if TYPE_CHECKING:
    from games.council.params import Params

# Where a vote frame is (procedure.vote_step): the voter's pre-vote window, its vote, after it, the next.
VoteStage = Literal["pre", "cast", "voted", "done", "next"]


class WindowData(TypedDict, total=False):
    """Any window, where seats play cards in turn or pass."""

    played: bool  # a card was played in it: it goes round again (seats resting this agenda are not asked)
    passers: tuple[int, ...]  # the seats that passed in it so far (the log names each once)
    closed: bool  # a card closed it at once (Sabotage cancelled the card, Genetic Recombination asked)
    public: bool  # a seat with nothing to use in it is skipped without giving anything away


class CancelData(WindowData, total=False):
    """CANCEL: an action card being played, which the others may cancel before it takes effect."""

    card: str
    player: int  # who played it
    params: Params  # the choices it was played with
    cancelled: bool


class TriggerData(WindowData, total=False):
    """TRIGGER: one seat may answer what just happened with `card` (Pillage, Lie in Wait)."""

    card: str
    gained: int  # Pillage: the neighbour that gained trade goods or made a deal
    dealt: tuple[int, int]  # Lie in Wait: the two neighbours who made a deal


class VoterData(WindowData, total=False):
    """PRE_VOTE and POST_VOTE: the window just before or after one seat's vote."""

    voter: int


class VoteData(TypedDict, total=False):
    """VOTE: the ballot under way, one voter after another."""

    stage: VoteStage


class TieData(TypedDict, total=False):
    """TIE: the speaker breaks a tie between these outcomes."""

    tied: tuple[str, ...]


class ChoiceData(TypedDict, total=False):
    """CHOOSE: a follow-up question to one seat; `prompt` names it (a card's, or the procedure's)."""

    prompt: str
    count: int  # how many to choose (planets to ready, cards to discard)
    change: int  # "tokens": command tokens gained (> 0) or lost
    source: str  # "tokens": the card or rule that changed them
    then: str  # the last of the status phase's questions: what follows ("new_round")
    cards: tuple[str, ...]  # Xxekir Grom's question: the agendas looked at, top first
    sources: tuple[int, int]  # Lie in Wait's: the two seats whose hands it takes from
    outcome: str | None  # Genetic Recombination's: the outcome the voter is asked to back
    mahact: int  # ... and the seat that asks
    to: int  # Diplomatic Pressure's: the seat that gets the note given


class TransactionData(TypedDict, total=False):
    """TRANSACTION: a deal offered to the seat asked: what the proposer gives and what it asks."""

    proposer: int
    give: tuple[str, ...]
    get: tuple[str, ...]


class InstructionsData(TypedDict, total=False):
    """INSTRUCTIONS: the table confirms its instructions, then the procedure goes on with `then`."""

    then: str


class FrameData(
    CancelData,
    TriggerData,
    VoterData,
    VoteData,
    TieData,
    ChoiceData,
    TransactionData,
    InstructionsData,
    total=False,
):
    """Every kind's payload keys: a frame holds those of its own kind."""
