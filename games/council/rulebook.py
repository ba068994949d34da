"""What every agenda-phase card rule provides, who may use a card, and the registry keyed by card id.

The procedure looks cards up here and never imports `games.council.cards`: the card modules sit
above the procedure (they call its steps), and importing `games.council.cards` fills the registry.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from games.core.errors import IllegalAction
from games.council import data, decks
from games.council.state import CouncilState, Frame, FrameKind, Leader

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

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return NO_PARAMS

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


class PassiveRule(CardRule):
    """A card that works by itself (vote modifiers, cost substitutes...): never played in a window.

    Its rule is in its class, through the hooks above; the few still counted elsewhere (The Triad,
    M'aban Omega's view) are registered with `register_passive`, whose `where` names that place.
    """

    where: ClassVar[str] = ""

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return ()


REGISTRY: dict[str, CardRule] = {}
BY_WINDOW: dict[FrameKind, list[CardRule]] = {}  # filled on first use
HOOKED: dict[str, tuple[CardRule, ...]] = {}
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
    """The copy of `note_id` that `seat` holds from another player, if any."""
    for note in state.players[seat].notes:
        name, _, owner = note.partition("@")
        if name == note_id and int(owner) != seat:
            return note
    return None


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
        status = me.leaders.get(rule.id, Leader.LOCKED)
        if kind == "leader_commander":
            return status is not Leader.LOCKED and status is not Leader.PURGED
        return status is Leader.READY
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


def usable(state: CouncilState, seat: int, kind: FrameKind, frame: object = None) -> list[str]:
    """Card ids `seat` could use in a window of `kind` now (with at least one legal choice)."""
    return [
        rule.id
        for rule in rules_for(kind)
        if holds(state, seat, rule) and rule.blocked(state, seat) is None and rule.choices(state, seat)
    ]


def asking(prompt: str) -> CardRule | None:
    """The card whose follow-up question this prompt is (None: a question of the procedure)."""
    if not BY_PROMPT:
        BY_PROMPT.update((rule.prompt, rule) for rule in REGISTRY.values() if rule.prompt)
    return BY_PROMPT.get(prompt)


# --- hooks ------------------------------------------------------------------------------------
def hooked(hook: str) -> tuple[CardRule, ...]:
    """The registered rules whose class overrides the hook method `hook` (each id once)."""
    found = HOOKED.get(hook)
    if found is None:
        base = getattr(CardRule, hook)
        found = HOOKED[hook] = tuple(r for r in REGISTRY.values() if getattr(type(r), hook) is not base)
    return found


def after_gain(state: CouncilState, seat: int) -> None:
    """`seat` gained trade goods or completed a deal: the cards that answer it are offered."""
    for rule in hooked("on_gain"):
        rule.on_gain(state, seat)


def after_deal(state: CouncilState, proposer: int, to: int) -> None:
    """A deal was completed: each side counts as having gained (Pillage), then Lie in Wait."""
    for party in (proposer, to):
        after_gain(state, party)
    for rule in hooked("on_deal"):
        rule.on_deal(state, proposer, to)


def after_cast(state: CouncilState, seat: int, rec: dict[str, Any]) -> None:
    for rule in hooked("on_cast"):
        rule.on_cast(state, seat, rec)


def after_settled(state: CouncilState, predicted: dict[int, set[str]], rec: dict[str, Any]) -> None:
    for rule in hooked("on_settled"):
        rule.on_settled(state, predicted, rec)


def deal_widening(state: CouncilState, seat: int, other: int, give: tuple[str, ...]) -> tuple[bool, bool]:
    cards_ok = rare_ok = False
    for rule in hooked("widens_deal"):
        cards, rare = rule.widens_deal(state, seat, other, give)
        cards_ok, rare_ok = cards_ok or cards, rare_ok or rare
    return cards_ok, rare_ok


# Plain loops, not any(): these are asked for every seat whenever votes are counted.
def shielded(state: CouncilState, seat: int) -> bool:
    for rule in hooked("shields"):
        if rule.shields(state, seat):
            return True
    return False


def lent_commander(state: CouncilState, seat: int, owner: int) -> bool:
    for rule in hooked("lends_commander"):
        if rule.lends_commander(state, seat, owner):
            return True
    return False


def voting_bar(state: CouncilState, seat: int) -> str | None:
    """Why `seat` may never vote (a card of its own), "" if a card lets it vote whatever happens."""
    for rule in hooked("unbars"):
        if rule.unbars(state, seat):
            return ""
    for rule in hooked("bars_voting"):
        reason = rule.bars_voting(state, seat)
        if reason is not None:
            return reason
    return None


def first_voter(state: CouncilState) -> int | None:
    for rule in hooked("votes_first"):
        seat = rule.votes_first(state)
        if seat is not None:
            return seat
    return None


def pre_vote_actor(state: CouncilState, voter: int) -> int | None:
    for rule in hooked("acts_before_vote"):
        seat = rule.acts_before_vote(state, voter)
        if seat is not None:
            return seat
    return None


def usable_after_own_vote(state: CouncilState, seat: int) -> bool:
    for rule in hooked("after_own_vote"):
        if rule.after_own_vote(state, seat):
            return True
    return False
