"""What every agenda-phase card rule provides (`CardRule`: its windows, choices, effect and hooks) and the
values it deals in: a play's parameters, how a card adds votes, what a planet gives to vote."""

from __future__ import annotations

from collections.abc import Hashable
from enum import IntEnum, StrEnum
from typing import Any, ClassVar, NamedTuple, TypedDict

from games.core.errors import IllegalAction
from games.core.legal import Legal
from games.council import data
from games.council.actions import Choose
from games.council.log_record import Rec
from games.council.params import NO_PARAMS, Params
from games.council.question_forms import QuestionForm, QuestionHint
from games.council.state import CouncilState, Frame, FrameKind

ACTION_CARD, NOTE = "action_card", "promissory_note"
LEADER_KINDS = ("leader_agent", "leader_commander", "leader_hero")



class PlanetVotes(IntEnum):
    """What a planet exhausted to vote gives; a larger member never gives fewer votes (the best counts)."""

    INFLUENCE = 0  # its influence (the rule)
    LARGER = 1  # the larger of its influence and resources (Executive Order)
    BOTH = 2  # its influence plus its resources (Xxekir Grom Omega)


# Module constants for the hot paths: an Enum member lookup goes through the metaclass.
INFLUENCE, LARGER, BOTH = PlanetVotes.INFLUENCE, PlanetVotes.LARGER, PlanetVotes.BOTH


class VoteKind(StrEnum):
    """How a card adds votes to a seat's vote (votes.py counts each kind the same way, whatever the card)."""

    PER_PLANET = "per_planet"  # `votes` more for each planet exhausted to vote (Elder Qanoj)
    TRADE_GOODS = "trade_goods"  # `votes` for each trade good spent, up to `limit` (Executive Order, Gila)
    CHOSEN = "chosen"  # `votes` when the voter names the card among its extras (Predictive Intelligence)
    PLEDGED = "pledged"  # up to `votes` votes, as many as the voter says (Odlynn Myrr)
    WITH_VOTE = "with_vote"  # `votes` added by themselves to a vote with at least 1 normal vote (Zeal)
    LATER = "later"  # `votes` that may come after the vote itself (Blood Pact, Distinguished Councilor)


_TRADE_GOODS = VoteKind.TRADE_GOODS  # read as a module constant (an Enum member lookup is slow)


class VoteSource(NamedTuple):  # a NamedTuple: made for every seat whenever votes are counted
    """Votes one card offers a seat on the current agenda now (see VoteKind for how they count).

    `normal` votes are like a planet's: they count towards the one normal vote every extra needs, and
    Representative Government forbids them (Executive Order); the others are extra votes.
    """

    card: str
    kind: VoteKind
    votes: int
    limit: int = 0
    normal: bool = False

    @property
    def most(self) -> int:
        """The most this source adds (per planet: per planet exhausted)."""
        return self.votes * self.limit if self.kind is _TRADE_GOODS else self.votes


class QuestionDetails(TypedDict, total=False):
    """What the seat asked a card's question sees besides its options (the view's ChoicePrompt fields)."""

    count: int  # how many to choose (default 1)
    agendas: tuple[tuple[str, tuple[str, ...]], ...]  # Xxekir Grom: (agenda, outcomes it may get)
    sources: tuple[tuple[str, ...], tuple[str, ...]]  # Lie in Wait: the two hands


class CardRule:
    """The rule for one card id. Subclasses set `windows` and override `choices` and `resolve`.

    `choices` lists every legal set of parameters now (empty: not usable); `blocked` says why a
    seat cannot use the card at all. `resolve` applies the effect (for action cards, after the
    other players had their chance to cancel it) and returns public log data.
    """

    windows: ClassVar[frozenset[FrameKind]] = frozenset()
    family: ClassVar[str] = ""
    # An action card whose cancel window no secret card can answer: seats with nothing to use there
    # are skipped without giving anything away (Sabotage: Sabotage cannot cancel it).
    cancel_window_public: ClassVar[bool] = False
    # The follow-up question the card asks one seat (a CHOOSE frame with this prompt), answered
    # through `follow_up_options`, `check_follow_up` and `answer` (see choices.py).
    prompt: ClassVar[str] = ""
    # How the clients draw that question and what their hint says it asks (they never read `prompt`).
    question_form: ClassVar[QuestionForm] = QuestionForm.PICK
    question_hint: ClassVar[QuestionHint] = QuestionHint.COUNT
    # How the card adds votes, if it does (its `vote_source` says how many now).
    vote_kind: ClassVar[VoteKind | None] = None
    # What the card keeps about the agenda before the card acts (`kept`/`keep`): an immutable value,
    # held in the agenda's `card_state` under the card's id, so a copy of the state shares it safely.
    agenda_default: ClassVar[Hashable] = None
    # A promissory note its holder places face up in its play area (everyone sees who holds it).
    face_up: ClassVar[bool] = False

    def __init__(self, card_id: str) -> None:
        self.id = card_id
        if card_id in data.cards():
            self.info = data.cards()[card_id]
        else:  # a law whose holder uses it in the agenda phase (Committee Formation)
            a = data.agendas()[card_id]
            self.info = data.CardInfo(
                a.id,
                a.name,
                "law",
                None,
                a.source,
                "after_revealed",
                "",
                1,
                False,
                False,
                {},
                None,
                None,
                False,
                a.summary.get("elected", ""),
            )
        # Asked on many actions (a play's checks, the listing): kept, not worked out each time.
        self.is_action_card: bool = self.info.kind == ACTION_CARD
        # Action cards and notes are played (PlayCard); everything else is used (UseAbility).
        self.played_from_hand: bool = self.info.kind in (ACTION_CARD, NOTE)


    def blocked(self, state: CouncilState, seat: int) -> str | None:
        return None

    def comes_with(self, faction: str | None, home: tuple[str, ...]) -> bool:
        """Whether a player of `faction` with these home planets starts with this card when its set
        and version are in play (Alliance: not the Mahact; Odlynn Myrr: the Xxcha home only)."""
        return True

    # --- what the card keeps about the current agenda -------------------------------------------
    def kept(self, state: CouncilState) -> Any:
        """What this card keeps about the current agenda (`agenda_default` until it keeps something)."""
        ctx = state.agenda
        return self.agenda_default if ctx is None else ctx.card_state.get(self.id, self.agenda_default)

    def keep(self, state: CouncilState, value: Hashable) -> None:
        """Keep `value` (immutable: checked by hashing it) about the current agenda."""
        ctx = state.agenda
        assert ctx is not None
        hash(value)  # a mutable value would be shared between a state and its copies
        ctx.card_state[self.id] = value

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return NO_PARAMS

    def as_logged(self, state: CouncilState, seat: int, params: Params) -> Params:
        """What `params` mean for this card now: a play logged by an older Quorum may lack a choice
        the card asks for today (default: taken as written)."""
        return params

    def check_params(self, state: CouncilState, seat: int, params: Params) -> None:
        """Refuse `params` with the card's own reason (IllegalAction) before the generic "not allowed
        now" (default: no reason of its own)."""

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        raise NotImplementedError(self.id)

    def reward(self, state: CouncilState, seat: int, outcome: str, rec: Rec) -> None:
        """What the card's prediction pays when `outcome` won (riders: see cards/riders.py)."""
        raise NotImplementedError(f"{self.id} makes no prediction")

    def follow_up_options(self, state: CouncilState, frame: Frame) -> tuple[str, ...]:
        """What the seat asked by the card's follow-up question may choose from."""
        raise NotImplementedError(f"{self.id} asks no question")

    def check_follow_up(self, state: CouncilState, frame: Frame, items: tuple[str, ...]) -> None:
        """Refuse an answer that is not exactly one of the options (IllegalAction)."""
        allowed = self.follow_up_options(state, frame)
        if any(items.count(i) > allowed.count(i) for i in set(items)):
            raise IllegalAction(
                f"{items} are not among the choices {tuple(dict.fromkeys(allowed))}", "bad_choice"
            )
        if len(items) != 1:
            raise IllegalAction("choose exactly one", "bad_choice")

    def answer(
        self, state: CouncilState, seat: int, frame: Frame, items: tuple[str, ...], rec: Rec
    ) -> None:
        """Carry out the (checked) answer to the card's follow-up question."""
        raise NotImplementedError(f"{self.id} asks no question")

    def question_details(self, state: CouncilState, frame: Frame) -> QuestionDetails:
        """What the seat asked the card's question sees besides its options (the view's ChoicePrompt
        fields: "count", and "agendas" for Xxekir Grom, "sources" for Lie in Wait)."""
        return {}

    def follow_up_answers(self, state: CouncilState, frame: Frame, seat: int) -> list[Legal]:
        """Every answer `check_follow_up` accepts (the listing's entries; default: each option alone)."""
        return [Choose(seat, (option,)) for option in dict.fromkeys(self.follow_up_options(state, frame))]

    # What the card's question shows its seat, for the table as that seat knows it (observer.py) and a
    # search that deals the hidden rest again (bots/determinise.py).
    def hands_shown(self, frame: Frame) -> tuple[int, ...]:
        """The seats whose hands the seat asked sees while it answers (Lie in Wait)."""
        return ()

    def agendas_shown(self, frame: Frame) -> tuple[str, ...]:
        """The agendas off the top of the deck the seat asked sees, top first (Xxekir Grom)."""
        return ()

    def hide_from_others(self, frame: Frame) -> None:
        """Take out of `frame` (a copy) what only the seat asked may see."""

    def deal_hidden(self, state: CouncilState, frame: Frame) -> None:
        """Put back into `frame` what `hide_from_others` took out, from a table dealt again."""

    # Hooks: a card whose rule applies where something else happens overrides one of these, and the
    # procedure asks every such card through the functions at the end of this module (see `hooked`).
    def on_gain(self, state: CouncilState, seat: int) -> None:
        """`seat` just gained trade goods or completed a deal (Pillage)."""

    def on_deal(self, state: CouncilState, proposer: int, to: int) -> None:
        """Two players just completed a deal (Lie in Wait)."""

    def on_cast(self, state: CouncilState, seat: int, rec: Rec) -> None:
        """`seat` has just cast its votes (Blood Pact, Predictive Intelligence)."""

    def on_settled(self, state: CouncilState, predicted: dict[int, set[str]], rec: Rec) -> None:
        """The agenda's predictions were settled; `predicted`: the outcomes each seat's riders named."""

    def widens_deal(
        self, state: CouncilState, seat: int, other: int, give: tuple[str, ...]
    ) -> tuple[bool, bool]:
        """(action cards, relics and secret objectives) a deal between `seat` and `other` may hold."""
        return False, False

    def shields(self, state: CouncilState, seat: int) -> bool:
        """Whether Sabotage cannot cancel `seat`'s action cards (Nip and Tuck)."""
        return False

    def lends_commander(self, state: CouncilState, seat: int, owner: int) -> bool:
        """Whether `seat` may use `owner`'s unlocked commander (Alliance, Imperia)."""
        return False

    def bars_voting(self, state: CouncilState, seat: int) -> str | None:
        """Why `seat` may not vote on any agenda (Galactic Threat), or None."""
        return None

    def unbars(self, state: CouncilState, seat: int) -> bool:
        """Whether nothing can stop `seat` from voting (Elder Qanoj)."""
        return False

    def votes_first(self, state: CouncilState) -> int | None:
        """A seat that votes first on every agenda (Zeal), or None."""
        return None

    def acts_before_vote(self, state: CouncilState, voter: int) -> int | None:
        """A seat that may act on `voter` just before it votes (Genetic Recombination), or None."""
        return None

    def after_own_vote(self, state: CouncilState, seat: int) -> bool:
        """Whether `seat` holds this card to use right after its own vote (Distinguished Councilor)."""
        return False

    # Votes: how the card changes what a seat may cast (votes.py sums what every card says).
    def binds_vote(self, state: CouncilState, seat: int) -> str | None:
        """The outcome `seat` agreed to vote for on this agenda, at least 1 vote (Genetic
        Recombination), or None."""
        return None

    def vote_source(self, state: CouncilState, seat: int, private: bool) -> VoteSource | None:
        """The votes this card offers `seat` on the current agenda now (`private`: counting the
        cards in the seat's own hand, for its own eyes), or None."""
        return None

    def planet_votes(self, state: CouncilState, seat: int) -> PlanetVotes:
        """What `seat`'s planets give when exhausted to vote, with this card (the best card counts; a
        planet gives its influence without one): Xxekir Grom Omega, Executive Order."""
        return PlanetVotes.INFLUENCE

    def votes_as_planet(self, state: CouncilState, seat: int) -> int | None:
        """The votes this card gives when `seat` exhausts it like a planet to vote (The Triad), or
        None if it cannot now."""
        return None

    # The vote's order and outcome, the agenda's end.
    def votes_reversed(self, state: CouncilState) -> bool:
        """Whether this agenda votes counter-clockwise (Hack Election)."""
        return False

    def votes_last(self, state: CouncilState) -> tuple[int, ...]:
        """Seats that vote after the speaker on this agenda (Hack Election Omega)."""
        return ()

    def decided_outcome(self, state: CouncilState) -> str | None:
        """An outcome this card chose for the agenda: no vote is held (Committee Formation)."""
        return None

    def agenda_leaves(self, state: CouncilState) -> None:
        """The agenda leaves the table, resolved or replaced: give back what the card held for it
        (Political Secret's notes go home)."""

    def agenda_over(self, state: CouncilState, rec: Rec) -> str | None:
        """The agenda this card put to the vote is over: what comes next instead of the next agenda
        ("resume": the window below carries on; Executive Order), or None."""
        return None

    def holds_speaker_token(self, state: CouncilState, seat: int, to: int, rec: Rec) -> bool:
        """The speaker token must leave `seat` for `to`: True if this card holds the real token
        meanwhile and moved it itself (Executive Order: its player only acts as speaker)."""
        return False

    # What a seat sees because of this card.
    def shows_deck_ends(self, state: CouncilState, seat: int) -> bool:
        """Whether `seat` sees the agenda deck's top and bottom cards (M'aban Omega)."""
        return False

    def shows_neighbour_notes(self, state: CouncilState, seat: int) -> bool:
        """Whether `seat` sees its neighbours' promissory notes (M'aban Omega)."""
        return False

    # Deals.
    def may_play_with_deal(self, state: CouncilState, seat: int) -> bool:
        """Whether `seat` may play this card with a deal it proposes (Black Market Dealings)."""
        return False

    def check_play_with_deal(self, state: CouncilState, seat: int, items: tuple[str, ...]) -> None:
        """Refuse (IllegalAction) to play this card with a deal that gives `items`."""
        raise IllegalAction(f"{self.info.name} cannot be played with a deal", "bad_item")

    def played_with_deal(self, state: CouncilState, seat: int, rec: Rec) -> None:
        """The deal `seat` played this card with was accepted."""


class PassiveRule(CardRule):
    """A card that works by itself (vote modifiers, cost substitutes...): never played in a window.

    Its rule is in its class, through the hooks above; one paid for by other cards (Scepter of
    Emelpar, in cards/agenda_replacement.py) is registered with `register_passive`, whose `where`
    names that place.
    """

    where: ClassVar[str] = ""

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return ()
