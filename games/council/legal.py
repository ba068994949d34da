"""Every move a seat may make now in Galactic Council, with typed spaces for votes, deals and choices."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import partial

from games.core.actions import Action
from games.core.errors import IllegalAction
from games.core.frozen import quick
from games.core.legal import (
    Caps,
    ChoiceSpace,
    Legal,
    Listing,
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
from games.council.actions import BreakTie, CastVotes, Choose, ProposeDeal, ScoreSecret, TableCheck
from games.council.answers import ABSTAINS, ANSWERS, CONFIRMS, PASS, PASSES
from games.council.chairs import chair_moves
from games.council.corrections import corrections, may_correct
from games.council.holdings import fleet_room
from games.council.options import COMPANION
from games.council.playing import legal_plays
from games.council.procedure import to_act
from games.council.rulebook import asking
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
from games.council.table_space import TableSpace
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

    def holds_a_vote(self) -> bool:
        """Whether `size()` is above 0, without counting: a normal vote can be had."""
        p = self.preview
        if not p.may_vote:
            return False
        if p.rep_gov is not None:
            return True
        planets = p.planets
        if planets and (p.qanoj or any(votes > 0 for _, votes in planets)):
            return True
        return p.executive_order and p.executive_tg > 0

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

    def draw(self, rng: random.Random) -> Action:
        """A vote such as a table casts: most of the ready planets (at least one that gives votes),
        half the time the extras on offer (trade goods, the cards named, votes pledged)."""
        p = self.preview
        outcome = rng.choice(self.outcomes)
        planets: tuple[str, ...] = ()
        if p.rep_gov is None:  # Representative Government: one vote each, planets do not count
            qanoj = p.qanoj
            planets = tuple(name for name, _ in p.planets if rng.random() < 0.6)
            if not qanoj or not planets:
                votes = dict(p.planets)
                if sum(votes[name] for name in planets) <= 0:
                    positive = [name for name, n in p.planets if n > 0 or qanoj]
                    planets = (rng.choice(positive),) if positive else ()
        if not p.card_sources and (planets or p.rep_gov is not None):
            return CastVotes(self.seat, outcome, planets)  # no card adds votes: planets that give some
        money = p.trade_goods
        tg = rng.randint(0, money.limit) if money is not None and money.limit and rng.random() < 0.5 else 0
        extras = p.extras if rng.random() < 0.5 else ()
        odlynn = rng.randint(1, p.pledge) if p.pledge else 0
        if self._shape(planets, extras, tg, odlynn):
            return CastVotes(self.seat, outcome, planets, extras, tg, odlynn)
        return self.sample(rng)  # a shape this card's rules refuse: any vote of the space

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
    card (it goes with what this seat gives).

    Made with the items as named (`giving`, `asking`: repeats allowed; `notes`, every promissory
    note, which may be asked for too: who holds one is hidden, the partner may refuse) and `hand`
    (the cards this seat holds, when a card may go only as often as it is held); the caps are worked
    out when read, since a random bot draws a deal from the names alone."""

    seat: int
    partner: int
    giving: tuple[str, ...]
    asking: tuple[str, ...]
    give_tg: int
    ask_tg: int
    play: str | None = None
    hand: tuple[str, ...] | None = None
    notes: tuple[str, ...] = ()

    @property
    def action_type(self) -> type[Action]:
        return ProposeDeal

    @property
    def give(self) -> Caps:
        return _caps(self.giving, self.hand)

    @property
    def ask(self) -> Caps:
        return _caps(self.asking + self.notes, None)

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

    def draw(self, rng: random.Random) -> Action:
        """A deal such as a table makes: up to two items given, now and then one asked for that the
        partner is seen to hold (a note on the off chance only when nothing else is seen to trade),
        trade goods either way more often than not."""
        giving, asking = self.giving, self.asking
        if not (giving or asking or self.give_tg or self.ask_tg or self.play) and self.notes:
            return ProposeDeal(self.seat, self.partner, (), (rng.choice(self.notes),))
        for _ in range(20):  # most draws hold something; a seat with nothing to offer may never
            give = list(dict.fromkeys(rng.sample(giving, min(len(giving), rng.randint(0, 2)))))
            ask = [rng.choice(asking)] if asking and rng.random() < 0.3 else []
            gtg = rng.randint(1, self.give_tg) if self.give_tg and rng.random() < 0.6 else 0
            atg = rng.randint(1, self.ask_tg) if self.ask_tg and rng.random() < 0.4 else 0
            deal = self._make(tuple(give), gtg, tuple(ask), atg)
            if deal is not None:
                return deal
        return self.sample(rng)  # only notes on the off chance: any deal of the space

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


def random_table(as_is: TableCheck, rng: random.Random) -> TableCheck:
    """A round at the table: trade goods change, a planet or two exhausted, now and then a reshuffle."""
    tg = tuple(max(0, t + rng.randint(-1, 2)) for t in as_is.trade_goods)
    exhausted = tuple(tuple(x for x in planets if rng.random() < 0.2) for planets in as_is.planets)
    return replace(as_is, trade_goods=tg, exhausted=exhausted, reshuffled=rng.random() < 0.1)


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
class TableCheckSpace(TableSpace):
    """Companion mode: the table check before an agenda phase. `as_is` changes nothing; the table
    may report any state the companion rules allow (trade goods have no limit). Membership is the
    engine's own check, made on a private copy of the table taken when the listing was made."""

    def changed(self, rng: random.Random) -> TableCheck:
        return random_table(self.as_is, rng)


class StaleView(RuntimeError):
    """A section of a view (or a part of its listing) was first read after the state moved on: make a
    new view (or `complete()` the view before the next action)."""


def legal_actions(state: CouncilState, seat: int) -> tuple[Legal, ...]:
    """Every move `seat` may make now (see `Game.legal_actions`)."""
    return listing(state, seat).entries()


def listing(state: CouncilState, seat: int) -> CouncilListing:
    """`legal_actions` in parts, each worked out when first read: in a window "plays" (card uses),
    "passes" and "secrets" (a secret objective reported scored); otherwise "decision" (the vote, the
    tie, the answer to a deal, the choice...); and "deals" (offers any seat may make while an agenda
    is open: all a seat that is not awaited may do)."""
    return CouncilListing(state, seat, state.moves)


class CouncilListing(Listing):
    """A seat's listing at one move of the game: reading a part after the state has moved on raises
    StaleView (the view it came with is stale too).

    A window's passes are looked up when the listing is made (a random bot that passes reads
    `CouncilView.passes` instead, and makes no listing)."""

    __slots__ = ("state", "seat", "moves", "names")

    def __init__(self, state: CouncilState, seat: int, moves: int) -> None:
        """The listing of `seat` at move `moves` of the game (a part read at another raises)."""
        self.state = state
        self.seat = seat
        self.moves = moves
        if state.moves != moves:  # made from a view read after the state moved on
            self._known, self.names = {}, STALE
            return
        stack = state.stack
        top = stack[-1] if stack else None
        if top is not None and not state.over:
            kind = top.kind
            if kind in WINDOW_KINDS and top.order[top.pos] == seat:
                # The seat a window waits for (`to_act`, without the call: most of a random bot's moves).
                passes = PASS[seat] if kind is START or state.agenda is None else PASSES[seat]
                self._known = {"passes": passes}
                self.names = WINDOW_PARTS
                if state.options.mode is COMPANION and may_correct(state, seat):
                    self.names += CORRECTIONS  # the speaker, out of turn too
                return
        self._known = {}
        if state.over:
            self.names = ()
        elif seat not in to_act(state):
            self.names = DEALS_ONLY
        else:
            self.names = DECISION_PARTS
        if state.options.mode is COMPANION and self.names:  # a table check is asked in companion mode only
            if may_correct(state, seat):
                self.names += CORRECTIONS  # the speaker, out of turn too
            elif self.names is DECISION_PARTS and top is not None and top.kind is TABLE_CHECK:
                self.names += CHAIRS  # a late player's chair, a player who left

    def make(self, name: str) -> Sequence[Legal]:
        state, seat = self.state, self.seat
        if state.moves != self.moves:
            raise StaleView(f"a listing of move {self.moves} read at move {state.moves}")
        if name == "decision":  # the part read most (a random bot's vote, tie, answer, choice)
            return _decision(state, seat)
        if name == "deals":
            return _deals(state, seat)
        if name == "plays":  # a window is on top
            return [play.action(seat) for play in legal_plays(state, seat, state.stack[-1].kind)]
        if name == "secrets":
            return _secrets(state, seat)
        if name == "corrections":
            return corrections(state, seat)
        return chair_moves(state, seat)


WINDOW_PARTS = ("plays", "passes", "secrets", "deals")
DECISION_PARTS = ("decision", "deals")
DEALS_ONLY = ("deals",)
CORRECTIONS = ("corrections",)
CHAIRS = ("chairs",)
STALE = ("plays", "passes", "secrets", "decision", "deals", *CORRECTIONS, *CHAIRS)  # any part read raises


# Spaces are made without the frozen dataclasses' setattr: a vote's on every vote, a deal's for each
# seat a random bot may deal with (on 4 % of its moves).
_vote_space = quick(VoteSpace)
_deal_space = quick(DealSpace)


def _secrets(state: CouncilState, seat: int) -> list[Legal]:
    if not may_score(state, seat):
        return []
    me = state.players[seat]
    done = {s.casefold() for s in me.scored}
    names = tuple(n for n in ORDINARY_OBJECTIVES if n.casefold() not in done)
    return [ObjectiveSpace(seat, names, tuple(me.scored))]


def _decision(state: CouncilState, seat: int) -> list[Legal]:
    top = state.stack[-1]
    kind = top.kind
    out: list[Legal] = []
    if kind is VOTE:
        preview = vote_preview(state, seat, private=False)
        if preview.forced is None:  # Genetic Recombination: agreed to cast at least 1 vote
            out.append(ABSTAINS[seat])
        space = _vote_space(preview)
        if space.holds_a_vote():
            out.append(space)
    elif kind is TIE:
        out += [BreakTie(seat, outcome) for outcome in top.data["tied"]]
    elif kind is TRANSACTION:
        refuse, accept = ANSWERS[seat]
        out.append(refuse)
        if deal_rules.can_accept(state, top):
            out.append(accept)
    elif kind is CHOOSE:
        out += _choose(state, seat)
    elif kind is INSTRUCTIONS:
        out.append(CONFIRMS[seat])
    elif kind is TABLE_CHECK:
        check = partial(seating.try_table_check, state.copy())
        out.append(TableCheckSpace(companion.table_as_is(state, seat), check))
    return out


def _deals(state: CouncilState, seat: int) -> list[Legal]:
    partners = deal_rules.partners(state, seat)
    if not partners:
        return []
    out: list[Legal] = []
    notes = deal_rules.nameable_notes(state.n)  # hidden: any may be asked for, the partner may refuse
    # A card goes as often as it is held (standalone, own hand) or printed (otherwise).
    hand = tuple(state.players[seat].hand) if state.options.mode == "standalone" else None
    for offer in deal_rules.offers(state, seat, partners):
        partner, give_tg, ask_tg = offer.partner, offer.give_tg, offer.ask_tg
        out.append(_deal_space(seat, partner, offer.give, offer.ask, give_tg, ask_tg, None, hand, notes))
        if offer.give_bmd is not None and offer.ask_bmd is not None:
            giving, asking = offer.give_bmd, offer.ask_bmd
            out.append(_deal_space(seat, partner, giving, asking, give_tg, ask_tg, offer.play, hand, notes))
    return out


def _caps(items: tuple[str, ...], hand: tuple[str, ...] | None) -> Caps:
    """Each item once with how often it may go: a card as often as it is in `hand` (None: as often as
    it is printed), anything else once."""
    return tuple(
        (item, (hand.count(item[5:]) if hand is not None else deal_rules.copies(item[5:])))
        if item.startswith("card:")
        else (item, 1)
        for item in dict.fromkeys(items)
    )


def _choose(state: CouncilState, seat: int) -> list[Legal]:
    top = state.stack[-1]
    prompt = top.data["prompt"]
    card = asking(prompt)
    if card is not None:  # a card's own question: the card lists its answers
        return card.follow_up_answers(state, top, seat)
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
    return [Choose(seat, (option,)) for option in dict.fromkeys(options)]  # reveal, covert
