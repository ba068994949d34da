"""Every move a seat may make now in Galactic Council, with typed spaces for votes, deals and choices."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial

from games.core.actions import Action
from games.core.errors import IllegalAction
from games.core.legal import (
    UNBOUNDED,
    Caps,
    ChoiceSpace,
    Legal,
    PickSpace,
    all_picks,
    is_pick,
    pick_count,
    sample_pick,
    sample_subset,
    subsets,
)
from games.council import choices as choice_rules
from games.council import companion, seating
from games.council import deals as deal_rules
from games.council.actions import (
    Abstain,
    AnswerDeal,
    BreakTie,
    CastVotes,
    Choose,
    ConfirmInstruction,
    Pass,
    PlayCard,
    ProposeDeal,
    ScoreSecret,
    TableCheck,
    UseAbility,
)
from games.council.bot import random_table
from games.council.cards.action_phase import votable, xxekir_count
from games.council.holdings import fleet_room
from games.council.procedure import to_act
from games.council.rulebook import holds, window_rules
from games.council.scoring import MAX_NAME, agenda_phase_objectives, may_score, objective_name
from games.council.state import (
    CHOOSE,
    INSTRUCTIONS,
    START,
    TABLE_CHECK,
    TIE,
    TRANSACTION,
    VOTE,
    WINDOW_KINDS,
    CouncilState,
)
from games.council.votes import VotePreview, vote_preview

# Ordinary TI4 secret objectives (scored in the action or status phase): names a table reports.
ORDINARY_OBJECTIVES = (
    "Become the Gatekeeper",
    "Betray a Friend",
    "Brave the Void",
    "Darken the Skies",
    "Fight with Precision",
    "Form a Spy Network",
    "Mine Rare Metals",
    "Threaten Enemies",
)


@dataclass(frozen=True, slots=True)
class VoteSpace(ChoiceSpace):
    """CastVotes for one of `outcomes`: any ready planets, and the extras the preview allows.

    Its members are exactly the votes `preview.cast` accepts (the engine's own check).
    """

    preview: VotePreview

    @property
    def seat(self) -> int:
        return self.preview.seat

    @property
    def action_type(self) -> type[Action]:
        return CastVotes

    @property
    def outcomes(self) -> tuple[str, ...]:
        p = self.preview
        return (p.forced,) if p.forced is not None else p.outcomes

    def _extras(self) -> tuple[tuple[str, ...], ...]:
        names = self.preview.extras  # the cards one names among the extras (Predictive Intelligence)
        return tuple(pick for k in range(len(names) + 1) for pick in itertools.combinations(names, k))

    def _odlynn(self) -> range:
        return range(self.preview.pledge + 1)  # votes pledged (Odlynn Myrr)

    def _trade_goods(self) -> range:
        p = self.preview
        return range(max(p.executive_tg, p.gila_tg) + 1)

    def _planet_picks(self) -> Iterator[tuple[str, ...]]:
        names = tuple(name for name, _ in self.preview.planets)
        return subsets(names, 0, len(names))

    def _shape(self, planets: tuple[str, ...], extras: tuple[str, ...], tg: int, odlynn: int) -> bool:
        try:
            self.preview.cast(self.outcomes[0], planets, extras, tg, odlynn)
        except IllegalAction:
            return False
        return True

    def _shapes(self) -> Iterator[tuple[tuple[str, ...], tuple[str, ...], int, int]]:
        for planets in self._planet_picks():
            for extras in self._extras():
                for tg in self._trade_goods():
                    for odlynn in self._odlynn():
                        if self._shape(planets, extras, tg, odlynn):
                            yield planets, extras, tg, odlynn

    def size(self) -> int:
        """Counted, not enumerated: a vote is legal exactly when it has at least 1 normal vote
        (planets, Elder Qanoj, Executive Order, Representative Government); extras then add freely."""
        p = self.preview
        if not p.may_vote:
            return 0
        extras = len(self._extras()) * len(self._odlynn()) * (p.gila_tg + 1 if p.gila_access else 1)
        if p.rep_gov is not None:
            shapes = 1 if p.blocked else extras
        else:
            every = 2 ** len(p.planets)
            zero = 1 if p.qanoj else 2 ** sum(1 for _, votes in p.planets if votes <= 0)
            shapes = (every - zero + (p.executive_tg * every if p.executive_order else 0)) * extras
        return len(self.outcomes) * shapes

    def sample(self, rng: random.Random) -> Action:
        names = tuple(name for name, _ in self.preview.planets)
        for _ in range(200):  # most random shapes are votes; fall back to the full list otherwise
            planets = sample_subset(names, 0, len(names), rng)
            extras = rng.choice(self._extras())
            tg = rng.choice(self._trade_goods())
            odlynn = rng.choice(self._odlynn())
            if self._shape(planets, extras, tg, odlynn):
                return CastVotes(self.seat, rng.choice(self.outcomes), planets, extras, tg, odlynn)
        return rng.choice(list(self.enumerate()))

    def enumerate(self) -> Iterator[Action]:
        shapes = list(self._shapes())
        for outcome in self.outcomes:
            for planets, extras, tg, odlynn in shapes:
                yield CastVotes(self.seat, outcome, planets, extras, tg, odlynn)

    def __contains__(self, action: object) -> bool:
        if type(action) is not CastVotes or action.seat != self.seat:
            return False
        try:
            self.preview.cast(
                action.outcome, action.planets, action.extras, action.trade_goods, action.odlynn
            )
        except (IllegalAction, TypeError):
            return False
        return True


@dataclass(frozen=True, slots=True)
class DealSpace(ChoiceSpace):
    """ProposeDeal to `partner`: items of `give` and `ask` (each up to its cap: a card held or
    printed twice may go twice), and up to `give_tg` / `ask_tg` trade goods each way (one "tg:N"
    item), never empty. `play` is "play:black-market-dealings" when the deal is made with that
    card (it goes with what this seat gives)."""

    seat: int
    partner: int
    give: Caps
    ask: Caps
    give_tg: int
    ask_tg: int
    play: str | None = None

    @property
    def action_type(self) -> type[Action]:
        return ProposeDeal

    def size(self) -> int:
        give = pick_count(self.give, 0, BIG) * (self.give_tg + 1)
        ask = pick_count(self.ask, 0, BIG) * (self.ask_tg + 1)
        return give * ask - (self.play is None)  # without a card played, the empty deal is no deal

    def _make(self, give: tuple[str, ...], gtg: int, ask: tuple[str, ...], atg: int) -> ProposeDeal | None:
        gives = give + ((f"tg:{gtg}",) if gtg else ())
        asks = ask + ((f"tg:{atg}",) if atg else ())
        if self.play is None and not gives and not asks:
            return None
        return ProposeDeal(self.seat, self.partner, gives + ((self.play,) if self.play else ()), asks)

    def sample(self, rng: random.Random) -> Action:
        while True:
            deal = self._make(
                sample_pick(self.give, 0, BIG, rng),
                rng.randint(0, self.give_tg),
                sample_pick(self.ask, 0, BIG, rng),
                rng.randint(0, self.ask_tg),
            )
            if deal is not None:
                return deal

    def enumerate(self) -> Iterator[Action]:
        for give, gtg, ask, atg in itertools.product(
            all_picks(self.give, 0, BIG),
            range(self.give_tg + 1),
            list(all_picks(self.ask, 0, BIG)),
            range(self.ask_tg + 1),
        ):
            deal = self._make(give, gtg, ask, atg)
            if deal is not None:
                yield deal

    def __contains__(self, action: object) -> bool:
        if type(action) is not ProposeDeal or action.seat != self.seat or action.to != self.partner:
            return False
        if not isinstance(action.give, tuple) or not isinstance(action.get, tuple):
            return False
        give = list(action.give)
        if self.play is not None:
            if self.play not in give:
                return False
            give.remove(self.play)
        elif not give and not action.get:
            return False
        return self._side(tuple(give), self.give, self.give_tg) and self._side(
            action.get, self.ask, self.ask_tg
        )

    @staticmethod
    def _side(items: tuple[str, ...], allowed: Caps, most_tg: int) -> bool:
        goods = [i for i in items if isinstance(i, str) and i.startswith("tg:")]
        rest = tuple(i for i in items if i not in goods)
        if len(goods) > 1:
            return False
        if goods and not (goods[0][3:].isdigit() and 0 < int(goods[0][3:]) <= most_tg):
            return False
        return is_pick(rest, allowed, 0, BIG)


BIG = 1_000_000  # no limit on how many items a deal holds


@dataclass(frozen=True, slots=True)
class ObjectiveSpace(ChoiceSpace):
    """ScoreSecret: one of the ordinary secret objectives in `names` (not yet scored by this seat).

    The engine also accepts any other printable name a table writes (up to 60 characters), except
    the agenda-phase objectives, which score with their own cards; `in` says so.
    """

    seat: int
    names: tuple[str, ...]
    scored: tuple[str, ...]

    @property
    def action_type(self) -> type[Action]:
        return ScoreSecret

    def size(self) -> int:
        return len(self.names)

    def sample(self, rng: random.Random) -> Action:
        return ScoreSecret(self.seat, rng.choice(self.names))

    def enumerate(self) -> Iterator[Action]:
        return (ScoreSecret(self.seat, name) for name in self.names)

    def __contains__(self, action: object) -> bool:
        if (
            type(action) is not ScoreSecret
            or action.seat != self.seat
            or not isinstance(action.objective, str)
        ):
            return False
        try:
            name = objective_name(action.objective)
        except IllegalAction:
            return False
        folded = name.casefold()
        return (
            len(name) <= MAX_NAME
            and folded not in agenda_phase_objectives()
            and all(s.casefold() != folded for s in self.scored)
        )


@dataclass(frozen=True, slots=True)
class TableCheckSpace(ChoiceSpace):
    """Companion mode: the table check before an agenda phase. `as_is` changes nothing; the table
    may report any state the companion rules allow (trade goods have no limit). Membership is the
    engine's own check, made on a private copy of the table taken when the listing was made."""

    as_is: TableCheck
    check: Callable[[TableCheck], object] = field(compare=False, repr=False)

    @property
    def seat(self) -> int:
        return self.as_is.seat

    @property
    def action_type(self) -> type[Action]:
        return TableCheck

    def size(self) -> int:
        return UNBOUNDED

    def sample(self, rng: random.Random) -> Action:
        for _ in range(20):
            action = random_table(self.as_is, rng)
            if action in self:
                return action
        return self.as_is

    def enumerate(self) -> Iterator[Action]:
        raise ValueError("a table check cannot be enumerated: trade goods have no limit")

    def __contains__(self, action: object) -> bool:
        if type(action) is not TableCheck or action.seat != self.seat:
            return False
        try:
            self.check(action)
        except (IllegalAction, TypeError, AttributeError, ValueError):
            return False
        return True


def legal_actions(state: CouncilState, seat: int) -> tuple[Legal, ...]:
    """Every move `seat` may make now (see `Game.legal_actions`)."""
    if state.over:
        return ()
    if seat not in to_act(state):
        return tuple(_deals(state, seat))  # any seat may offer a deal while an agenda is open
    top = state.stack[-1]
    kind = top.kind
    out: list[Legal] = []
    if kind in WINDOW_KINDS:
        for rule in window_rules(state, kind):
            if holds(state, seat, rule) and rule.blocked(state, seat) is None:
                cls = PlayCard if rule.played_from_hand else UseAbility
                out += [
                    cls(seat, rule.id, p.target, p.outcome, p.amount, p.items)
                    for p in rule.choices(state, seat)
                ]
        out.append(Pass(seat, False))
        if state.agenda is not None and kind is not START:
            out.append(Pass(seat, True))
        if may_score(state, seat):
            me = state.players[seat]
            done = {s.casefold() for s in me.scored}
            names = tuple(n for n in ORDINARY_OBJECTIVES if n.casefold() not in done)
            out.append(ObjectiveSpace(seat, names, tuple(me.scored)))
    elif kind is VOTE:
        preview = vote_preview(state, seat, private=False)
        if preview.forced is None:  # Genetic Recombination: agreed to cast at least 1 vote
            out.append(Abstain(seat))
        space = VoteSpace(preview)
        if space.size():
            out.append(space)
    elif kind is TIE:
        out += [BreakTie(seat, outcome) for outcome in top.data["tied"]]
    elif kind is TRANSACTION:
        out.append(AnswerDeal(seat, False))
        if deal_rules.can_accept(state, top):
            out.append(AnswerDeal(seat, True))
    elif kind is CHOOSE:
        out += _choose(state, seat)
    elif kind is INSTRUCTIONS:
        out.append(ConfirmInstruction(seat))
    elif kind is TABLE_CHECK:
        check = partial(seating.try_table_check, state.copy())
        out.append(TableCheckSpace(companion.table_as_is(state, seat), check))
    out += _deals(state, seat)
    return tuple(out)


def _deals(state: CouncilState, seat: int) -> list[Legal]:
    ctx = state.agenda
    top = state.stack[-1]
    if ctx is None or top.kind in (TRANSACTION, INSTRUCTIONS, CHOOSE):
        return []
    partners = tuple(s for s in range(state.n) if s != seat and (min(s, seat), max(s, seat)) not in ctx.deals)
    out: list[Legal] = []
    notes = deal_rules.nameable_notes(state.n)  # hidden: any may be asked for, the partner may refuse
    me = state.players[seat]
    standalone = state.options.mode == "standalone"

    def caps(items: tuple[str, ...], mine: bool) -> Caps:
        # A card may go as often as it is held (standalone, own hand) or printed (otherwise).
        return tuple(
            (item, (me.hand.count(item[5:]) if mine and standalone else deal_rules.copies(item[5:])))
            if item.startswith("card:")
            else (item, 1)
            for item in dict.fromkeys(items)
        )

    for offer in deal_rules.offers(state, seat, partners):
        partner, give_tg, ask_tg = offer.partner, offer.give_tg, offer.ask_tg
        give, ask = caps(offer.give, True), caps(offer.ask + notes, False)
        out.append(DealSpace(seat, partner, give, ask, give_tg, ask_tg))
        if offer.give_bmd is not None and offer.ask_bmd is not None:
            give, ask = caps(offer.give_bmd, True), caps(offer.ask_bmd + notes, False)
            out.append(DealSpace(seat, partner, give, ask, give_tg, ask_tg, offer.play))
    return out


def _choose(state: CouncilState, seat: int) -> list[Legal]:
    top = state.stack[-1]
    prompt = top.data["prompt"]
    options = choice_rules.options(state, top)
    if prompt == "ready":
        k = min(top.data["count"], len(options))
        return [PickSpace.distinct(Choose(seat), "items", options, k, k)]
    if prompt == "discard":
        k = top.data["count"]
        return [PickSpace.distinct(Choose(seat), "items", options, k, k)]
    if prompt == "tokens":
        need = choice_rules.tokens_needed(state, top)
        if top.data["change"] > 0:
            room = fleet_room(state, seat)  # Fleet Regulations caps the fleet pool (choices.check_tokens)
            fleet = need if room is None else min(need, room)
            caps = tuple((pool, fleet if pool == "fleet" else need) for pool in choice_rules.POOLS)
        else:
            me = state.players[seat]
            caps = tuple(zip(choice_rules.POOLS, (me.tactic, me.fleet, me.strategy), strict=True))
        return [PickSpace(Choose(seat), "items", caps, need, need)]
    if prompt == "lie_in_wait":
        a, b = top.data["sources"]
        left = tuple(dict.fromkeys(state.players[a].hand)) or ("",)
        right = tuple(dict.fromkeys(state.players[b].hand)) or ("",)
        return [Choose(seat, (x, y)) for x in left for y in right]
    if prompt == "xxekir":
        count = xxekir_count(state, top)
        out: list[Legal] = []
        for cards in itertools.permutations(options, count):
            for outcomes in itertools.product(*(votable(state, c) for c in cards)):
                out.append(Choose(seat, tuple(x for pair in zip(cards, outcomes, strict=True) for x in pair)))
        return out
    return [Choose(seat, (option,)) for option in dict.fromkeys(options)]
