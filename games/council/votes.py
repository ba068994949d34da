"""Voting rules: who may vote, how many votes each seat has and where each vote comes from.

Rules 6-16 of the reference: planets are exhausted whole and give their influence; all votes go to
one outcome; extra votes follow the player's own outcome and (where the card says so) need at
least one cast vote; 0 votes is abstaining; trade goods are not votes; a player barred from
voting cannot vote by any means, except the Xxcha commander's holder (Elder Qanoj).
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core.errors import IllegalAction
from games.council import data
from games.council.outcomes import planet_values
from games.council.rulebook import lent_commander, voting_bar
from games.council.state import CastVote, CouncilState, Leader

REP_GOV = ("representative-government-base", "representative-government-pok")
TRIAD = "the-triad"
TRIAD_VALUE = 3  # 3 + relic fragment types owned; fragments are not tracked by the session


@dataclass(frozen=True, slots=True)
class VoteCapacity:
    """The most a seat could cast now: entries (source, votes) and whether it may vote at all."""

    seat: int
    may_vote: bool
    entries: tuple[tuple[str, int], ...]

    @property
    def total(self) -> int:
        return sum(v for _, v in self.entries) if self.may_vote else 0


def representative_government(state: CouncilState) -> str | None:
    for law in REP_GOV:
        if law in state.laws:
            return law
    return None


def commander_access(state: CouncilState, seat: int, commander: str) -> bool:
    """Whether `seat` may use `commander`: its own, through Alliance, or through Mahact's Imperia."""
    info = data.cards()[commander]
    owner = state.faction_seat(info.faction or "")
    if owner is None or state.players[owner].leaders.get(commander, Leader.LOCKED) is Leader.LOCKED:
        return False
    return owner == seat or lent_commander(state, seat, owner)  # Alliance, Imperia (cards/passives.py)


def hero_ready(state: CouncilState, seat: int, hero: str) -> bool:
    return state.players[seat].leaders.get(hero) is Leader.READY


def xxekir_active(state: CouncilState, seat: int) -> bool:
    # Xxekir Grom Omega works once unlocked and is not used up by voting.
    return state.players[seat].leaders.get("xxekir-grom-omega", Leader.LOCKED) in (
        Leader.READY,
        Leader.EXHAUSTED,
    )


def barred_reason(state: CouncilState, seat: int) -> str | None:
    """Why `seat` may not vote on the current agenda, or None if it may."""
    bar = voting_bar(state, seat)  # Elder Qanoj, Galactic Threat
    if bar is not None:
        return bar or None  # "": nothing can stop this player from voting
    if seat in state.phase_barred:
        return "public-execution"
    agenda = state.agenda
    if agenda is not None:
        if seat in agenda.silenced:
            return "political-secret"
        if seat in agenda.barred:
            return "barred"
    return None


def executive(state: CouncilState, seat: int) -> bool:
    """Executive Order: this seat's own extra agenda, where resources and trade goods count as votes."""
    agenda = state.agenda
    return agenda is not None and agenda.executive == seat


def planet_vote(state: CouncilState, seat: int, planet: str) -> int:
    if planet == TRIAD:
        return TRIAD_VALUE
    res, inf = planet_values(state, planet)
    if xxekir_active(state, seat):
        return inf + res
    return max(inf, res) if executive(state, seat) else inf


def spendable_tg(state: CouncilState, seat: int) -> int:
    p = state.players[seat]
    return p.tg + (p.commodities if seat in state.commodity_spend else 0)


def triad_ready(state: CouncilState, seat: int) -> bool:
    return state.options.triad_votes and state.players[seat].relics.get(TRIAD) is False


def capacity(state: CouncilState, seat: int, private: bool = True) -> VoteCapacity:
    """Every vote `seat` could cast now if it used everything, source by source.

    `private` adds the cards in its own hand (Distinguished Councilor, Bribery): only for its own view.
    """
    if barred_reason(state, seat) is not None:
        return VoteCapacity(seat, False, ())
    me = state.players[seat]
    entries: list[tuple[str, int]] = []
    rep = representative_government(state)
    if rep is not None:
        entries.append((rep, 1))
        if rep.endswith("-pok"):
            return VoteCapacity(seat, True, tuple(entries))  # no additional votes of any kind
        planets: list[str] = []
    else:
        planets = me.ready_planets()
        if triad_ready(state, seat):
            planets.append(TRIAD)
        entries += [(p, planet_vote(state, seat, p)) for p in planets]
    if commander_access(state, seat, "elder-qanoj") and planets:
        entries.append(("elder-qanoj", len(planets)))
    if executive(state, seat) and not commander_access(state, seat, "gila-the-silvertongue"):
        entries.append(("executive-order", spendable_tg(state, seat)))
    entries += extra_sources(state, seat, private)
    return VoteCapacity(seat, True, tuple(entries))


def extra_sources(state: CouncilState, seat: int, private: bool) -> list[tuple[str, int]]:
    me = state.players[seat]
    out = []
    if "zeal" in me.abilities:
        out.append(("zeal", state.n))
    if commander_access(state, seat, "gila-the-silvertongue"):
        out.append(("gila-the-silvertongue", 2 * spendable_tg(state, seat)))
    if me.techs.get("predictive-intelligence") is False:
        out.append(("predictive-intelligence", 3))
    if blood_pact_owner(state, seat) is not None:
        out.append(("blood-pact", 4))
    if state.agenda is not None and seat in state.agenda.odlynn:
        out.append(("odlynn-myrr", 6))
    if private and state.options.mode == "standalone":
        if "distinguished-councilor" in me.hand:
            out.append(("distinguished-councilor", 5))
        if "bribery" in me.hand:
            out.append(("bribery", spendable_tg(state, seat)))
    return out


def blood_pact_owner(state: CouncilState, seat: int) -> int | None:
    """The Empyrean seat whose Blood Pact `seat` holds in its play area, if any."""
    for note in state.players[seat].notes:
        if note.startswith("blood-pact@"):
            owner = int(note.partition("@")[2])
            if owner != seat:
                return owner
    return None


def no_extras(state: CouncilState) -> bool:
    return representative_government(state) == "representative-government-pok"


@dataclass(frozen=True, slots=True)
class VotePreview:
    """What `seat` may cast on the agenda now, source by source, and the one check of a vote.

    `planets` are the ready planets (and The Triad) with the votes each gives; `qanoj` adds one
    vote a planet exhausted (Elder Qanoj); `executive_tg` trade goods may count as votes one for one
    (Executive Order), `gila_tg` two votes each (Gila the Silvertongue); `predictive` (3 votes),
    `odlynn` (up to 6) and `zeal` (the number of players, by itself) are extras that need at least
    one vote from planets. `later` lists votes that may come after the vote (Blood Pact, and from
    the hand Distinguished Councilor and Bribery). `cast` validates a vote; `total` says what a
    selection would cast.
    """

    seat: int
    barred: str | None
    outcomes: tuple[str, ...]
    forced: str | None
    rep_gov: str | None
    controlled: tuple[str, ...]
    planets: tuple[tuple[str, int], ...]
    qanoj: bool
    executive_order: bool  # Executive Order: trade goods count as votes (not with Gila)
    executive_tg: int
    gila_access: bool  # Gila the Silvertongue may be used (even with no trade goods to spend)
    gila_tg: int
    predictive: bool
    odlynn: bool
    zeal: int
    later: tuple[tuple[str, int], ...]

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
        extras = ("predictive-intelligence",) if self.predictive and free else ()
        tg = self.executive_tg if self.executive_order and not self.rep_gov else 0
        if self.gila_access and free:
            tg = self.gila_tg
        now = self.total(planets, extras, tg, ODLYNN_MAX if self.odlynn and free else 0)
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
        ready = dict(self.planets)
        for p in planets:
            votes = ready.get(p)
            if votes is None:
                if p == TRIAD:
                    raise IllegalAction("The Triad cannot be exhausted to vote now", "not_ready", planet=p)
                if p not in self.controlled:
                    raise IllegalAction(f"seat {seat} does not control {p!r}", "not_controlled", planet=p)
                raise IllegalAction(f"{p!r} is exhausted", "not_ready", planet=p)
            sources.append((p, votes))
        if planets and self.qanoj:
            sources.append(("elder-qanoj", len(planets)))
        blocked = self.blocked
        extra: list[tuple[str, int]] = []
        for name in extras:
            if name != "predictive-intelligence":
                raise IllegalAction(f"{name!r} is not an extra one chooses when voting", "unknown_extra")
            if not self.predictive:
                raise IllegalAction("Predictive Intelligence is not ready", "not_ready")
            extra.append((name, 3))
        if len(set(extras)) != len(extras):
            raise IllegalAction("an extra can be used once", "duplicate_extra")
        if trade_goods and self.executive_order:
            if not 0 < trade_goods <= self.executive_tg:
                raise IllegalAction(f"seat {seat} has only {self.executive_tg} trade goods", "too_few_tg")
            if rep is not None:
                raise IllegalAction("Representative Government: one vote, nothing more", "rep_gov")
            sources.append(("executive-order", trade_goods))  # Executive Order: trade goods are votes here
        elif trade_goods:
            if trade_goods < 0 or not self.gila_access:
                raise IllegalAction(
                    "trade goods are not votes (only Gila the Silvertongue turns them into votes)",
                    "trade_goods_not_votes",
                )
            if trade_goods > self.gila_tg:
                raise IllegalAction(f"seat {seat} has only {self.gila_tg} trade goods", "too_few_tg")
            extra.append(("gila-the-silvertongue", 2 * trade_goods))
        normal = sum(v for _, v in sources)
        if odlynn:
            if not self.odlynn or not 0 < odlynn <= ODLYNN_MAX:
                raise IllegalAction(
                    "Odlynn Myrr gives up to 6 votes, and only after it was used on this agenda", "odlynn"
                )
            extra.append(("odlynn-myrr", odlynn))
        if self.zeal and normal >= 1 and not blocked:
            extra.append(("zeal", self.zeal))
        if extra and blocked:
            raise IllegalAction("Representative Government: no additional votes may be cast", "rep_gov")
        if extra and normal < 1:
            raise IllegalAction("extra votes need at least 1 vote cast from planets", "requires_cast_votes")
        sources += extra
        if normal + sum(v for _, v in extra) <= 0:
            raise IllegalAction("casting 0 votes is abstaining: use Abstain", "zero_votes")
        return tuple(sources)


ODLYNN_MAX = 6


def vote_preview(state: CouncilState, seat: int, private: bool = True) -> VotePreview:
    """Everything `seat` could cast on the current agenda now (see VotePreview).

    `private` includes what the seat's own hand adds (for its own view only).
    """
    agenda = state.agenda
    me = state.players[seat]
    rep = representative_government(state)
    planets: list[str] = []
    if rep is None:
        planets = me.ready_planets()
        if triad_ready(state, seat):
            planets.append(TRIAD)
    gila = commander_access(state, seat, "gila-the-silvertongue")
    forced = agenda.forced.get(seat) if agenda is not None else None
    later: list[tuple[str, int]] = []
    if blood_pact_owner(state, seat) is not None:
        later.append(("blood-pact", 4))
    if private and state.options.mode == "standalone":
        if "distinguished-councilor" in me.hand:
            later.append(("distinguished-councilor", 5))
        if "bribery" in me.hand:
            later.append(("bribery", spendable_tg(state, seat)))
    return VotePreview(
        seat=seat,
        barred=barred_reason(state, seat),
        outcomes=agenda.outcomes if agenda is not None else (),
        forced=forced,
        rep_gov=rep,
        controlled=tuple(me.planets),
        planets=tuple((p, planet_vote(state, seat, p)) for p in planets),
        qanoj=commander_access(state, seat, "elder-qanoj"),
        executive_order=executive(state, seat) and not gila,
        executive_tg=spendable_tg(state, seat) if executive(state, seat) and not gila else 0,
        gila_access=gila,
        gila_tg=spendable_tg(state, seat) if gila else 0,
        predictive=me.techs.get("predictive-intelligence") is False,
        odlynn=agenda is not None and seat in agenda.odlynn,
        zeal=state.n if "zeal" in me.abilities else 0,
        later=tuple(later),
    )


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
