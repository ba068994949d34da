"""What a seat can do in Galactic Council: play a card or ability, pass, vote, deal, decide, confirm."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.core.actions import Action


@dataclass(frozen=True, slots=True)
class CardUse(Action):
    """Using a card in the window open now (PlayCard or UseAbility; not an action by itself).

    `target` is a chosen seat, `outcome` a predicted or named outcome, `amount` trade goods spent
    (Bribery), `items` anything else the card asks for (planets, cards, the Scepter to pay with).
    """

    card: str
    target: int | None = None
    outcome: str | None = None
    amount: int = 0
    items: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PlayCard(CardUse):
    """Play an action card or promissory note."""

    kind: ClassVar[str] = "play_card"


@dataclass(frozen=True, slots=True)
class UseAbility(CardUse):
    """Use a faction ability, leader, technology, relic, law or secret objective."""

    kind: ClassVar[str] = "use_ability"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Let the window go by; `rest_of_agenda` passes every later window of this agenda too."""

    kind: ClassVar[str] = "pass"
    rest_of_agenda: bool = False


@dataclass(frozen=True, slots=True)
class CastVotes(Action):
    """Exhaust `planets` and cast all their influence (plus chosen extras) for `outcome`.

    `extras` names optional vote sources to use (predictive-intelligence); `trade_goods` is spent on
    Gila the Silvertongue; `odlynn` is the number of Odlynn Myrr votes (up to 6) if it was used.
    """

    kind: ClassVar[str] = "cast_votes"
    outcome: str
    planets: tuple[str, ...] = ()
    extras: tuple[str, ...] = ()
    trade_goods: int = 0
    odlynn: int = 0


@dataclass(frozen=True, slots=True)
class Abstain(Action):
    kind: ClassVar[str] = "abstain"


@dataclass(frozen=True, slots=True)
class BreakTie(Action):
    """The speaker picks among the tied outcomes (or any outcome if nobody voted). Not a vote."""

    kind: ClassVar[str] = "break_tie"
    outcome: str


@dataclass(frozen=True, slots=True)
class ProposeDeal(Action):
    """Offer a transaction to `to`.

    Items: "tg:N", "note:<id>@<owner>", "card:<id>", "relic:<id>", "secret:<id>" (see deals.py).
    """

    kind: ClassVar[str] = "propose_deal"
    to: int
    give: tuple[str, ...] = ()
    get: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class AnswerDeal(Action):
    kind: ClassVar[str] = "answer_deal"
    accept: bool


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Answer a follow-up question: the note to give, cards to take or discard, planets to ready..."""

    kind: ClassVar[str] = "choose"
    items: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ConfirmInstruction(Action):
    """The table has carried out the oldest pending board instruction."""

    kind: ClassVar[str] = "confirm_instruction"


@dataclass(frozen=True, slots=True)
class ScoreSecret(Action):
    """Record that this seat scored one of its secret objectives at the table (see scoring.py).

    Allowed on the seat's own turn in any window of the agenda phase, in both modes. The name is
    public from now on (a target for Classified Document Leaks) and worth 1 VP; the agenda-phase
    secret objectives Dictate Policy and Drive the Debate are scored with UseAbility instead.
    """

    kind: ClassVar[str] = "score_secret"
    objective: str


@dataclass(frozen=True, slots=True)
class TableCheck(Action):
    """Companion mode, before each agenda phase: the table's state as it is now (see companion.py).

    One entry per seat in each per-seat field. `laws` are (law, where): where is "" (the common
    area), "seat:N" or "planet:<id>". `factions`: the board's factions, named here when New Game did
    not (or to correct one); a changed faction brings its abilities, leaders and notes.
    `reshuffled`: the action discard pile went back into the
    deck since the last check, so every copy of every action card may be played again.
    """

    kind: ClassVar[str] = "table_check"
    speaker: int
    planets: tuple[tuple[str, ...], ...]
    exhausted: tuple[tuple[str, ...], ...]
    trade_goods: tuple[int, ...]
    vp: tuple[int, ...]
    techs: tuple[tuple[str, ...], ...]
    relics: tuple[tuple[str, ...], ...]
    scored: tuple[tuple[str, ...], ...]
    notes: tuple[tuple[str, ...], ...]
    tokens: tuple[tuple[int, int, int], ...]
    laws: tuple[tuple[str, str], ...] = ()
    reshuffled: bool = False
    factions: tuple[str, ...] = ()  # one per seat ("" none) when the table names them; () unchanged
    objectives: tuple[tuple[str, ...], ...] = ()  # public objectives scored, per seat; () unchanged
    correction: bool = False  # mid-phase: one value put right (holdings only), by the speaker, out of turn
    present: tuple[bool, ...] = ()  # who sits at the table this phase (a late player, a player who left)


@dataclass(frozen=True, slots=True)
class AddSeat(Action):
    """Companion mode, at the table check: a late player pulls up a new chair (`name`, `colour`
    "#rrggbb"), the next seat number; the check then names its faction and holdings (chairs.py)."""

    kind: ClassVar[str] = "add_seat"
    name: str
    colour: str


@dataclass(frozen=True, slots=True)
class RemoveSeat(Action):
    """Companion mode, at the table check: the player at seat `leaver` has left the game for good; what
    they held leaves with them as TI4's elimination rule says (chairs.py). The chair keeps its number."""

    kind: ClassVar[str] = "remove_seat"
    leaver: int


ACTION_TYPES = (
    PlayCard,
    UseAbility,
    Pass,
    CastVotes,
    Abstain,
    BreakTie,
    ProposeDeal,
    AnswerDeal,
    Choose,
    ConfirmInstruction,
    ScoreSecret,
    TableCheck,
    AddSeat,
    RemoveSeat,
)
