"""Voting rules: who may vote, how many votes each seat has and where each vote comes from.

Rules 6-16 of the reference: planets are exhausted whole and give their influence; all votes go to
one outcome; extra votes follow the player's own outcome and (where the card says so) need at
least one cast vote; 0 votes is abstaining; trade goods are not votes; a player barred from
voting cannot vote by any means, except the Xxcha commander's holder (Elder Qanoj).
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core.errors import IllegalAction
from games.core.frozen import quick
from games.council import data
from games.council.outcomes import PLANET_BONUS, planet_values, planets_values
from games.council.rulebook import (
    BOTH,
    INFLUENCE,
    REGISTRY,
    PlanetVotes,
    VoteKind,
    VoteSource,
    bound_outcome,
    lent_commander,
    planet_like,
    planet_votes,
    vote_sources,
    voting_bar,
)
from games.council.state import LOCKED, CastVote, CouncilState

REP_GOV = ("representative-government-base", "representative-government-pok")

PER_PLANET, TRADE_GOODS, CHOSEN, PLEDGED, WITH_VOTE, LATER = (
    VoteKind.PER_PLANET,
    VoteKind.TRADE_GOODS,
    VoteKind.CHOSEN,
    VoteKind.PLEDGED,
    VoteKind.WITH_VOTE,
    VoteKind.LATER,
)


@dataclass(frozen=True, slots=True)
class VoteCapacity:
    """The most a seat could cast now: entries (source, votes) and whether it may vote at all."""

    seat: int
    may_vote: bool
    entries: tuple[tuple[str, int], ...]

    @property
    def total(self) -> int:
        return sum(v for _, v in self.entries) if self.may_vote else 0


_capacity = quick(VoteCapacity)  # made for every seat whenever the table's votes are shown


def representative_government(state: CouncilState) -> str | None:
    for law in REP_GOV:
        if law in state.laws:
            return law
    return None


def commander_access(state: CouncilState, seat: int, commander: str) -> bool:
    """Whether `seat` may use `commander`: its own, through Alliance, or through Mahact's Imperia."""
    # Asked for every seat whenever votes are counted: most commanders' factions are not at the table.
    owner = state.seat_of.get(data.card_faction(commander))
    if owner is None or state.players[owner].leaders.get(commander, LOCKED) is LOCKED:
        return False
    if owner == seat:
        return True
    # Alliance, Imperia (cards/passives.py): no hook asked at a table where no such card is in play.
    return bool(state.seat_of.rules["lends_commander"]) and lent_commander(state, seat, owner)


def barred_reason(state: CouncilState, seat: int) -> str | None:
    """Why `seat` may not vote on the current agenda, or None if it may."""
    if state.away and seat in state.away:  # companion mode: not at the table this phase
        return "away"
    rules = state.seat_of.rules  # a table with no such card in play asks no hook (most seats, most votes)
    if rules["unbars"] or rules["bars_voting"]:
        bar = voting_bar(state, seat)  # Elder Qanoj, Galactic Threat
        if bar is not None:
            return bar or None  # "": nothing can stop this player from voting
    if seat in state.phase_barred:
        return "public-execution"
    agenda = state.agenda
    if agenda is not None and seat in agenda.barred:
        return "barred"
    return None


def counted(state: CouncilState, planet: str, way: PlanetVotes) -> int:
    res, inf = planet_values(state, planet)
    if way is INFLUENCE:
        return inf
    return inf + res if way is BOTH else max(inf, res)


def planet_vote(state: CouncilState, seat: int, planet: str) -> int:
    """The votes `planet` gives `seat`: its influence, or more with a card (the best one counts)."""
    return counted(state, planet, planet_votes(state, seat))


def votable_planets(state: CouncilState, seat: int) -> list[tuple[str, int]]:
    """The seat's ready planets, and the cards it may exhaust like planets (The Triad), with their votes."""
    way = planet_votes(state, seat)
    me = state.players[seat]
    exhausted = me.exhausted
    if way is INFLUENCE and PLANET_BONUS.keys().isdisjoint(state.laws):
        # The common case, counted for every view: printed influence, no law on any planet.
        printed = data.planet_values()
        return [(p, printed[p][1]) for p in me.planets if p not in exhausted] + planet_like(state, seat)
    ready = [p for p in me.planets if p not in exhausted]
    values = planets_values(state, ready)  # the laws read once for all of them
    if way is INFLUENCE:
        planets = [(p, inf) for p, (_, inf) in zip(ready, values, strict=True)]
    elif way is BOTH:
        planets = [(p, inf + res) for p, (res, inf) in zip(ready, values, strict=True)]
    else:
        planets = [(p, max(inf, res)) for p, (res, inf) in zip(ready, values, strict=True)]
    return planets + planet_like(state, seat)


def spendable_tg(state: CouncilState, seat: int) -> int:
    p = state.players[seat]
    return p.tg + (p.commodities if seat in state.commodity_spend else 0)


def trade_goods_source(sources: list[VoteSource]) -> VoteSource | None:
    """The card that turns trade goods into votes: the most votes a trade good wins (Gila over
    Executive Order), since each trade good is spent once."""
    best = None
    for source in sources:
        if source.kind is TRADE_GOODS and (best is None or source.votes > best.votes):
            best = source
    return best


def capacity(state: CouncilState, seat: int, private: bool = True) -> VoteCapacity:
    """Every vote `seat` could cast now if it used everything, source by source.

    `private` adds the cards in its own hand (Distinguished Councilor, Bribery): only for its own view.
    """
    if barred_reason(state, seat) is not None:
        return _capacity(seat, False, ())
    entries: list[tuple[str, int]] = []
    rep = representative_government(state)
    planets: list[tuple[str, int]] = []
    if rep is not None:
        entries.append((rep, 1))
        if rep.endswith("-pok"):
            return _capacity(seat, True, tuple(entries))  # no additional votes of any kind
    else:
        planets = votable_planets(state, seat)
        entries += planets
    sources = vote_sources(state, seat, private)
    money = trade_goods_source(sources)
    for source in sources:
        if source.kind is PER_PLANET:
            if planets:
                entries.append((source.card, source.votes * len(planets)))
        elif source.kind is not TRADE_GOODS or source is money:
            entries.append((source.card, source.most))
    return _capacity(seat, True, tuple(entries))


def no_extras(state: CouncilState) -> bool:
    return representative_government(state) == "representative-government-pok"


@dataclass(frozen=True, slots=True)
class VotePreview:
    """What `seat` may cast on the agenda now, source by source, and the one check of a vote.

    `planets` are the ready planets (and cards exhausted like planets: The Triad) with the votes
    each gives; `card_sources` are the votes cards add (VoteSource: per planet exhausted, for trade goods
    spent, chosen among the extras, pledged, with any vote, or later). Every extra needs at least
    one normal vote (planets, votes per planet, Representative Government, Executive Order). `cast`
    validates a vote; `total` says what a selection would cast.
    """

    seat: int
    barred: str | None
    outcomes: tuple[str, ...]
    forced: str | None
    rep_gov: str | None
    controlled: tuple[str, ...]
    planets: tuple[tuple[str, int], ...]
    card_sources: tuple[VoteSource, ...]

    def _of(self, kind: VoteKind) -> list[VoteSource]:
        return [s for s in self.card_sources if s.kind is kind]

    @property
    def trade_goods(self) -> VoteSource | None:
        """The card that turns trade goods into votes on this vote, if any."""
        return next((s for s in self.card_sources if s.kind is TRADE_GOODS), None)

    @property
    def qanoj(self) -> bool:
        """Votes per planet exhausted (Elder Qanoj)."""
        return any(s.kind is PER_PLANET for s in self.card_sources)

    @property
    def executive_order(self) -> bool:
        """Trade goods count as normal votes, one each (Executive Order)."""
        money = self.trade_goods
        return money is not None and money.normal

    @property
    def executive_tg(self) -> int:
        money = self.trade_goods
        return money.limit if money is not None and money.normal else 0

    @property
    def gila_access(self) -> bool:
        """Trade goods may become extra votes (Gila the Silvertongue), even with none to spend."""
        money = self.trade_goods
        return money is not None and not money.normal

    @property
    def gila_tg(self) -> int:
        money = self.trade_goods
        return money.limit if money is not None and not money.normal else 0

    @property
    def extras(self) -> tuple[str, ...]:
        """The cards one may name among the vote's extras (Predictive Intelligence)."""
        return tuple(s.card for s in self.card_sources if s.kind is CHOSEN)

    @property
    def predictive(self) -> bool:
        return any(s.kind is CHOSEN for s in self.card_sources)

    @property
    def pledge(self) -> int:
        """The most votes the voter may pledge (Odlynn Myrr), 0 if none."""
        return max((s.votes for s in self.card_sources if s.kind is PLEDGED), default=0)

    @property
    def odlynn(self) -> bool:
        return any(s.kind is PLEDGED for s in self.card_sources)

    @property
    def zeal(self) -> int:
        """Votes added by themselves to a vote with a normal vote (Zeal)."""
        return sum(s.votes for s in self.card_sources if s.kind is WITH_VOTE)

    @property
    def later(self) -> tuple[tuple[str, int], ...]:
        """Votes that may come after the vote (Blood Pact, and from the hand Distinguished Councilor
        and Bribery)."""
        return tuple((s.card, s.votes) for s in self.card_sources if s.kind is LATER)

    @property
    def blocked(self) -> bool:
        """Representative Government (Prophecy of Kings): no additional votes of any kind."""
        return self.rep_gov == "representative-government-pok"

    @property
    def may_vote(self) -> bool:
        return self.barred is None

    def total(
        self,
        planets: tuple[str, ...] = (),
        extras: tuple[str, ...] = (),
        trade_goods: int = 0,
        odlynn: int = 0,
    ) -> int:
        """The votes this selection would cast, or 0 if it is not a legal vote."""
        if self.barred is not None:
            return 0
        try:
            return sum(v for _, v in self.sources(planets, extras, trade_goods, odlynn))
        except IllegalAction:
            return 0

    @property
    def most(self) -> int:
        """The most this seat could cast now if it used everything (the seat panel's "up to"): every
        ready planet, Predictive Intelligence, all its trade goods through Executive Order or Gila,
        Odlynn Myrr's six, Zeal, and the votes that may come after (Blood Pact...), each only where
        the rules allow it; 0 when it may not vote or has nothing to vote with."""
        if self.barred is not None:
            return 0
        free = not self.blocked
        planets = () if self.rep_gov else tuple(p for p, _ in self.planets)
        extras = self.extras if free else ()
        tg = self.executive_tg if self.executive_order and not self.rep_gov else 0
        if self.gila_access and free:
            tg = self.gila_tg
        now = self.total(planets, extras, tg, self.pledge if free else 0)
        if not now:  # the extras need a vote from planets first: without one, nothing at all
            return 0
        return now + sum(v for _, v in self.later)

    def cast(
        self,
        outcome: str,
        planets: tuple[str, ...],
        extras: tuple[str, ...],
        trade_goods: int,
        odlynn: int,
    ) -> CastVote:
        """Validate a vote and say where each of its votes comes from; raises IllegalAction."""
        seat = self.seat
        if self.barred is not None:
            raise IllegalAction(
                f"seat {seat} may not vote on this agenda ({self.barred})", "barred", reason=self.barred
            )
        if outcome not in self.outcomes:
            raise IllegalAction(
                f"{outcome!r} is not an outcome of this agenda", "unknown_outcome", outcome=outcome
            )
        if self.forced is not None and outcome != self.forced:
            raise IllegalAction(
                f"Genetic Recombination: seat {seat} agreed to vote for {self.forced!r}", "forced_outcome"
            )
        return CastVote(outcome, tuple(planets), self.sources(planets, extras, trade_goods, odlynn))

    def sources(
        self, planets: tuple[str, ...], extras: tuple[str, ...], trade_goods: int, odlynn: int
    ) -> tuple[tuple[str, int], ...]:
        """Where each vote of this selection comes from, whatever the outcome; raises IllegalAction."""
        seat = self.seat
        if len(set(planets)) != len(planets):
            raise IllegalAction("a planet can be exhausted only once", "duplicate_planet")
        sources: list[tuple[str, int]] = []
        rep = self.rep_gov
        if rep is not None:
            if planets:
                raise IllegalAction(
                    "Representative Government: planets cannot be exhausted to vote", "rep_gov"
                )
            sources.append((rep, 1))
        normal = 1 if rep is not None else 0
        if planets:
            ready = dict(self.planets)
            for p in planets:
                votes = ready.get(p)
                if votes is None:
                    card = REGISTRY.get(p)
                    if card is not None:
                        raise IllegalAction(
                            f"{card.info.name} cannot be exhausted to vote now", "not_ready", planet=p
                        )
                    if p not in self.controlled:
                        raise IllegalAction(
                            f"seat {seat} does not control {p!r}", "not_controlled", planet=p
                        )
                    raise IllegalAction(f"{p!r} is exhausted", "not_ready", planet=p)
                sources.append((p, votes))
                normal += votes
        # The cards' votes by kind, read in one pass (most votes have none: the loop is skipped).
        with_vote: list[VoteSource] = []
        chosen: dict[str, VoteSource] = {}
        money: VoteSource | None = None
        pledged: VoteSource | None = None
        for source in self.card_sources:
            kind = source.kind
            if kind is PER_PLANET:
                if planets:
                    sources.append((source.card, source.votes * len(planets)))
                    normal += source.votes * len(planets)
            elif kind is CHOSEN:
                chosen[source.card] = source
            elif kind is TRADE_GOODS:
                if money is None:
                    money = source
            elif kind is PLEDGED:
                if pledged is None:
                    pledged = source
            elif kind is WITH_VOTE:
                with_vote.append(source)
        blocked = rep == "representative-government-pok"
        extra: list[tuple[str, int]] = []
        for name in extras:
            picked = chosen.get(name)
            if picked is None:
                card = REGISTRY.get(name)
                if card is None or card.vote_kind is not CHOSEN:
                    raise IllegalAction(f"{name!r} is not an extra one chooses when voting", "unknown_extra")
                raise IllegalAction(f"{card.info.name} is not ready", "not_ready")
            extra.append((name, picked.votes))
        if len(set(extras)) != len(extras):
            raise IllegalAction("an extra can be used once", "duplicate_extra")
        if trade_goods and money is not None and money.normal:  # Executive Order: trade goods are votes here
            if not 0 < trade_goods <= money.limit:
                raise IllegalAction(f"seat {seat} has only {money.limit} trade goods", "too_few_tg")
            if rep is not None:
                raise IllegalAction("Representative Government: one vote, nothing more", "rep_gov")
            sources.append((money.card, money.votes * trade_goods))
            normal += money.votes * trade_goods
        elif trade_goods:
            if trade_goods < 0 or money is None:
                raise IllegalAction(
                    "trade goods are not votes (only Gila the Silvertongue turns them into votes)",
                    "trade_goods_not_votes",
                )
            if trade_goods > money.limit:
                raise IllegalAction(f"seat {seat} has only {money.limit} trade goods", "too_few_tg")
            extra.append((money.card, money.votes * trade_goods))
        if odlynn:
            if pledged is None or not 0 < odlynn <= pledged.votes:
                raise IllegalAction(
                    "Odlynn Myrr gives up to 6 votes, and only after it was used on this agenda", "odlynn"
                )
            extra.append((pledged.card, odlynn))
        if normal >= 1 and not blocked:
            for source in with_vote:
                extra.append((source.card, source.votes))
        if extra:
            if blocked:
                raise IllegalAction("Representative Government: no additional votes may be cast", "rep_gov")
            if normal < 1:
                raise IllegalAction(
                    "extra votes need at least 1 vote cast from planets", "requires_cast_votes"
                )
            sources += extra
            normal += sum(v for _, v in extra)
        if normal <= 0:
            raise IllegalAction("casting 0 votes is abstaining: use Abstain", "zero_votes")
        return tuple(sources)


def vote_preview(state: CouncilState, seat: int, private: bool = True) -> VotePreview:
    """Everything `seat` could cast on the current agenda now (see VotePreview).

    `private` includes what the seat's own hand adds (for its own view only).
    """
    agenda = state.agenda
    rep = representative_government(state)
    sources = vote_sources(state, seat, private)
    if len(sources) > 1:  # one card turns trade goods into votes: the best (Gila over Executive Order)
        money = trade_goods_source(sources)
        sources = [s for s in sources if s.kind is not TRADE_GOODS or s is money]
    return _preview(  # made for the voter and again to check its vote: no frozen __setattr__ per field
        seat,
        barred_reason(state, seat),
        agenda.outcomes if agenda is not None else (),
        bound_outcome(state, seat) if agenda is not None else None,  # Genetic Recombination
        rep,
        tuple(state.players[seat].planets),
        tuple(votable_planets(state, seat)) if rep is None else (),
        tuple(sources),
    )


_preview = quick(VotePreview)


def check_cast(
    state: CouncilState,
    seat: int,
    outcome: str,
    planets: tuple[str, ...],
    extras: tuple[str, ...],
    trade_goods: int,
    odlynn: int,
) -> CastVote:
    """Validate a vote and say where each of its votes comes from; raises IllegalAction."""
    return vote_preview(state, seat, private=False).cast(outcome, planets, extras, trade_goods, odlynn)
