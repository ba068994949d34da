"""What every agenda-phase card rule provides, who may use a card, and the registry keyed by card id.

The procedure looks cards up here and never imports `games.council.cards`: the card modules sit
above the procedure (they call its steps), and importing `games.council.cards` fills the registry.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from enum import IntEnum, StrEnum
from typing import Any, ClassVar, NamedTuple

from games.core.errors import IllegalAction
from games.core.legal import Legal
from games.council import data, decks
from games.council.actions import Choose
from games.council.state import LOCKED, PURGED, READY, CouncilState, Frame, FrameKind, RulesInPlay

ACTION_CARD, NOTE = "action_card", "promissory_note"
LEADER_KINDS = ("leader_agent", "leader_commander", "leader_hero")


@dataclass(frozen=True, slots=True)
class Params:
    """One legal way to use a card: the PlayCard / UseAbility fields besides seat and card."""

    target: int | None = None
    outcome: str | None = None
    amount: int = 0
    items: tuple[str, ...] = ()


NO_PARAMS = (Params(),)


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

    @property
    def is_action_card(self) -> bool:
        return self.info.kind == ACTION_CARD

    @property
    def played_from_hand(self) -> bool:
        """Action cards and notes are played (PlayCard); everything else is used (UseAbility)."""
        return self.info.kind in (ACTION_CARD, NOTE)

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

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: dict[str, Any]) -> None:
        raise NotImplementedError(self.id)

    def reward(self, state: CouncilState, seat: int, outcome: str, rec: dict[str, Any]) -> None:
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
        self, state: CouncilState, seat: int, frame: Frame, items: tuple[str, ...], rec: dict[str, Any]
    ) -> None:
        """Carry out the (checked) answer to the card's follow-up question."""
        raise NotImplementedError(f"{self.id} asks no question")

    def question_details(self, state: CouncilState, frame: Frame) -> dict[str, Any]:
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

    def on_cast(self, state: CouncilState, seat: int, rec: dict[str, Any]) -> None:
        """`seat` has just cast its votes (Blood Pact, Predictive Intelligence)."""

    def on_settled(self, state: CouncilState, predicted: dict[int, set[str]], rec: dict[str, Any]) -> None:
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

    def agenda_over(self, state: CouncilState, rec: dict[str, Any]) -> str | None:
        """The agenda this card put to the vote is over: what comes next instead of the next agenda
        ("resume": the window below carries on; Executive Order), or None."""
        return None

    def holds_speaker_token(self, state: CouncilState, seat: int, to: int, rec: dict[str, Any]) -> bool:
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

    def played_with_deal(self, state: CouncilState, seat: int, rec: dict[str, Any]) -> None:
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


class _Hooked(dict[str, tuple[CardRule, ...]]):
    """Hook name -> the registered rules whose class overrides it (each id once), found on first use.

    A dict read (`HOOKED["on_gain"]`), not a function call: the hooks are asked for every seat
    whenever votes are counted, and most have one or two cards."""

    def __missing__(self, hook: str) -> tuple[CardRule, ...]:
        base = getattr(CardRule, hook)
        found = self[hook] = tuple(r for r in REGISTRY.values() if getattr(type(r), hook) is not base)
        return found


REGISTRY: dict[str, CardRule] = {}
BY_WINDOW: dict[FrameKind, list[CardRule]] = {}  # filled on first use
HOOKED = _Hooked()
BY_PROMPT: dict[str, CardRule] = {}  # filled on first use


def register(*card_ids: str) -> Callable[[type[CardRule]], type[CardRule]]:
    def wrap(cls: type[CardRule]) -> type[CardRule]:
        for cid in card_ids:
            if cid in REGISTRY:
                raise ValueError(f"{cid} registered twice")
            REGISTRY[cid] = cls(cid)
        BY_WINDOW.clear()
        HOOKED.clear()
        BY_PROMPT.clear()
        return cls

    return wrap


def register_passive(family: str, where: str, *card_ids: str) -> None:
    """Register cards that work by themselves: nothing to play, their rule lives at `where`."""
    name = "".join(part.title() for part in card_ids[0].split("-"))
    register(*card_ids)(type(name, (PassiveRule,), {"family": family, "where": where, "__doc__": where}))


# --- ownership -----------------------------------------------------------------------
def note_of(state: CouncilState, seat: int, note_id: str) -> str | None:
    """The first copy of `note_id` that `seat` holds from another player, if any."""
    owners = note_owners(state, seat, note_id)
    return f"{note_id}@{owners[0]}" if owners else None


def note_owners(state: CouncilState, seat: int, note_id: str) -> tuple[int, ...]:
    """The other players whose copy of `note_id` `seat` holds, in the order it got them (a note every
    player owns, such as Political Secret, may be held from several)."""
    return owners_in(state.players[seat].notes, note_id, seat)


def owners_in(notes: Iterable[str], note_id: str, seat: int) -> tuple[int, ...]:
    """The other players whose copy of `note_id` is among `notes` ("<id>@<owner>", as a hand or a view
    lists them), `seat` being the holder."""
    out = []
    for note in notes:
        name, _, owner = note.partition("@")
        if name == note_id and int(owner) != seat:
            out.append(int(owner))
    return tuple(out)


def can_play_action_cards(state: CouncilState, seat: int) -> bool:
    agenda = state.agenda
    if seat in state.censured:
        return False
    return not (agenda is not None and seat in agenda.silenced)


def holds(state: CouncilState, seat: int, rule: CardRule) -> bool:
    """Whether `seat` has `rule`'s card ready to use now (before the card's own conditions)."""
    info = rule.info
    me = state.players[seat]
    kind = info.kind
    if kind == ACTION_CARD:
        if state.options.mode != "companion":
            if rule.id not in me.hand:
                return False
        elif decks.copies_left(state, rule.id) <= 0:  # declared: a copy must be left in the deck
            return False
        return can_play_action_cards(state, seat)
    if kind == NOTE:
        return note_of(state, seat, rule.id) is not None
    if kind == "faction_ability":
        silenced = state.agenda is not None and seat in state.agenda.silenced
        return rule.id in me.abilities and not silenced
    if kind in LEADER_KINDS:
        status = me.leaders.get(rule.id, LOCKED)
        if kind == "leader_commander":
            return status is not LOCKED and status is not PURGED
        return status is READY
    if kind == "technology":
        return me.techs.get(rule.id) is False
    if kind == "relic":
        return me.relics.get(rule.id) is False
    if kind == "secret_objective":
        if state.options.mode == "companion":  # declared, like action cards: the one copy, while unscored
            return not any(rule.info.name in p.scored for p in state.players)
        return rule.id in me.secrets
    if kind == "law":
        return state.laws.get(rule.id, -1) == seat
    return False


def rules_for(kind: FrameKind) -> list[CardRule]:
    if not BY_WINDOW:
        for rule in REGISTRY.values():
            for w in rule.windows:
                BY_WINDOW.setdefault(w, []).append(rule)
    return BY_WINDOW.get(kind, [])


def window_rules(state: CouncilState, kind: FrameKind) -> tuple[CardRule, ...]:
    """The rules used in a window of `kind` that can be in play at this table (see RulesInPlay)."""
    return state.seat_of.rules[kind]


def usable(state: CouncilState, seat: int, kind: FrameKind, frame: object = None) -> list[str]:
    """Card ids `seat` could use in a window of `kind` now (with at least one legal choice)."""
    return [
        rule.id
        for rule in state.seat_of.rules[kind]
        if holds(state, seat, rule) and rule.blocked(state, seat) is None and rule.choices(state, seat)
    ]


def asking(prompt: str) -> CardRule | None:
    """The card whose follow-up question this prompt is (None: a question of the procedure)."""
    if not BY_PROMPT:
        BY_PROMPT.update((rule.prompt, rule) for rule in REGISTRY.values() if rule.prompt)
    return BY_PROMPT.get(prompt)


# --- hooks ------------------------------------------------------------------------------------
# Each hook asks the rules of the table's list (`state.seat_of.rules`, see RulesInPlay in state.py):
# those answering it whose card can be in play at this table. state.py cannot name CardRule, so
# the lists hold Any for the checker: an answer that is returned is given its type where it is read.
def hooked(hook: str) -> tuple[CardRule, ...]:
    """The registered rules whose class overrides the hook method `hook` (each id once)."""
    return HOOKED[hook]


def _in_play(factions: frozenset[str], key: str | FrameKind) -> tuple[CardRule, ...]:
    """The rules answering a hook (or used in a window of a kind) that can be in play at a table of
    these factions (see RulesInPlay)."""
    rules = rules_for(key) if isinstance(key, FrameKind) else HOOKED[key]
    return tuple(r for r in rules if r.info.faction is None or r.info.faction in factions)


RulesInPlay.find = staticmethod(_in_play)


def after_gain(state: CouncilState, seat: int) -> None:
    """`seat` gained trade goods or completed a deal: the cards that answer it are offered."""
    for rule in state.seat_of.rules["on_gain"]:
        rule.on_gain(state, seat)


def after_deal(state: CouncilState, proposer: int, to: int) -> None:
    """A deal was completed: each side counts as having gained (Pillage), then Lie in Wait."""
    for party in (proposer, to):
        after_gain(state, party)
    for rule in state.seat_of.rules["on_deal"]:
        rule.on_deal(state, proposer, to)


def after_cast(state: CouncilState, seat: int, rec: dict[str, Any]) -> None:
    for rule in state.seat_of.rules["on_cast"]:
        rule.on_cast(state, seat, rec)


def after_settled(state: CouncilState, predicted: dict[int, set[str]], rec: dict[str, Any]) -> None:
    for rule in state.seat_of.rules["on_settled"]:
        rule.on_settled(state, predicted, rec)


def deal_widening(state: CouncilState, seat: int, other: int, give: tuple[str, ...]) -> tuple[bool, bool]:
    cards_ok = rare_ok = False
    for rule in state.seat_of.rules["widens_deal"]:
        cards, rare = rule.widens_deal(state, seat, other, give)
        cards_ok, rare_ok = cards_ok or cards, rare_ok or rare
    return cards_ok, rare_ok


# Plain loops, not any(): these are asked for every seat whenever votes are counted.
def shielded(state: CouncilState, seat: int) -> bool:
    for rule in state.seat_of.rules["shields"]:
        if rule.shields(state, seat):
            return True
    return False


def lent_commander(state: CouncilState, seat: int, owner: int) -> bool:
    for rule in state.seat_of.rules["lends_commander"]:
        if rule.lends_commander(state, seat, owner):
            return True
    return False


def voting_bar(state: CouncilState, seat: int) -> str | None:
    """Why `seat` may never vote (a card of its own), "" if a card lets it vote whatever happens."""
    for rule in state.seat_of.rules["unbars"]:
        if rule.unbars(state, seat):
            return ""
    for rule in state.seat_of.rules["bars_voting"]:
        reason: str | None = rule.bars_voting(state, seat)
        if reason is not None:
            return reason
    return None


def first_voter(state: CouncilState) -> int | None:
    for rule in state.seat_of.rules["votes_first"]:
        seat: int | None = rule.votes_first(state)
        if seat is not None:
            return seat
    return None


def pre_vote_actor(state: CouncilState, voter: int) -> int | None:
    for rule in state.seat_of.rules["acts_before_vote"]:
        seat: int | None = rule.acts_before_vote(state, voter)
        if seat is not None:
            return seat
    return None


def usable_after_own_vote(state: CouncilState, seat: int) -> bool:
    for rule in state.seat_of.rules["after_own_vote"]:
        if rule.after_own_vote(state, seat):
            return True
    return False


def bound_outcome(state: CouncilState, seat: int) -> str | None:
    """The outcome `seat` must back with at least 1 vote on this agenda, or None."""
    for rule in state.seat_of.rules["binds_vote"]:
        outcome: str | None = rule.binds_vote(state, seat)
        if outcome is not None:
            return outcome
    return None


def vote_sources(state: CouncilState, seat: int, private: bool) -> list[VoteSource]:
    """Every card's votes for `seat` on the current agenda now, in the registry's order."""
    out = []
    for rule in state.seat_of.rules["vote_source"]:
        source = rule.vote_source(state, seat, private)
        if source is not None:
            out.append(source)
    return out


def planet_votes(state: CouncilState, seat: int) -> PlanetVotes:
    """What `seat`'s planets give when exhausted to vote now (the best any card allows)."""
    best = INFLUENCE
    for rule in state.seat_of.rules["planet_votes"]:
        way = rule.planet_votes(state, seat)
        if way > best:
            best = way
    return best


def planet_like(state: CouncilState, seat: int) -> list[tuple[str, int]]:
    """Cards `seat` may exhaust like planets to vote now, with their votes (The Triad)."""
    out = []
    for rule in state.seat_of.rules["votes_as_planet"]:
        votes = rule.votes_as_planet(state, seat)
        if votes is not None:
            out.append((rule.id, votes))
    return out


def reversed_order(state: CouncilState) -> bool:
    for rule in state.seat_of.rules["votes_reversed"]:
        if rule.votes_reversed(state):
            return True
    return False


def last_voters(state: CouncilState) -> tuple[int, ...]:
    out: tuple[int, ...] = ()
    for rule in state.seat_of.rules["votes_last"]:
        out += rule.votes_last(state)
    return out


def decided_outcome(state: CouncilState) -> str | None:
    for rule in state.seat_of.rules["decided_outcome"]:
        outcome: str | None = rule.decided_outcome(state)
        if outcome is not None:
            return outcome
    return None


def agenda_leaves(state: CouncilState) -> None:
    for rule in state.seat_of.rules["agenda_leaves"]:
        rule.agenda_leaves(state)


def agenda_over(state: CouncilState, rec: dict[str, Any]) -> str | None:
    for rule in state.seat_of.rules["agenda_over"]:
        then: str | None = rule.agenda_over(state, rec)
        if then is not None:
            return then
    return None


def speaker_token_held(state: CouncilState, seat: int, to: int, rec: dict[str, Any]) -> bool:
    for rule in state.seat_of.rules["holds_speaker_token"]:
        if rule.holds_speaker_token(state, seat, to, rec):
            return True
    return False


def sees_deck_ends(state: CouncilState, seat: int) -> bool:
    return any(rule.shows_deck_ends(state, seat) for rule in state.seat_of.rules["shows_deck_ends"])


def sees_neighbour_notes(state: CouncilState, seat: int) -> bool:
    rules = state.seat_of.rules["shows_neighbour_notes"]
    return any(rule.shows_neighbour_notes(state, seat) for rule in rules)


def deal_plays(state: CouncilState, seat: int) -> tuple[str, ...]:
    """Cards `seat` may play with a deal it proposes, as deal items ("play:<card>")."""
    rules = state.seat_of.rules["may_play_with_deal"]
    return tuple(f"play:{rule.id}" for rule in rules if rule.may_play_with_deal(state, seat))


def face_up(note: str) -> bool:
    """Whether a note ("<id>@<owner>") lies face up in its holder's play area."""
    rule = REGISTRY.get(note.partition("@")[0])
    return rule is not None and rule.face_up
