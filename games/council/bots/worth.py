"""What each outcome of an agenda is worth to a seat, read from public facts only (the agenda, victory
points, trade goods, planets, laws) and the seat's own agenda-phase secret objectives (an outcome that
lets it score one is worth that point).

An elect-player agenda is worth something (or costs something) to whoever is elected; an elect-planet
one to the planet's controller; a For/Against agenda by its card. A rider or prediction on the table
pays its player if its outcome wins (an Imperial Rider: a point), so it counts with that outcome. Each
seat's gains (in victory points, a trade good ~ 0.1) become a change in the seat's share of the win: a
point of its own counts most, a rival's point counts against it the more the rival leads, and the closer
the game's end the more a single point decides it. Standalone, the game ends after its last round: goods
that only help later (trade goods, cards, offices) count for less as that end nears, victory points in
full.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from games.council import data
from games.council.options import Mode

if TYPE_CHECKING:
    from games.council.view import CouncilView, PlayerView


TG = 0.1  # a trade good, in victory points
CARD = 0.15  # an action card

# Elect player: worth to the elected seat.
ELECTED = {
    "archived-secret": 0.5,
    "committee-formation": 0.3,
    "imperial-arbiter": 0.3,
    "minister-of-commerce": 0.4,
    "minister-of-exploration": 0.3,
    "minister-of-industry": 0.2,
    "minister-of-peace": 0.3,
    "minister-of-policy": 0.5,
    "minister-of-sciences": 0.4,
    "minister-of-war": 0.4,
    "prophecy-of-ixth": 0.2,
    "public-execution": -0.8,
    "shard-of-the-throne": 1.0,
    "the-crown-of-emphidia": 1.0,
    "the-crown-of-thalnos": 0.2,
    "armed-forces-standardization": -0.1,
    "minister-of-antiquities": 0.5,
    "political-censure": 0.9,
    "research-grant-reallocation": 0.5,
    "search-warrant": 0.2,
}
# Elect planet: worth to the planet's controller.
PLANET = {
    "colonial-redistribution": -0.4,
    "compensated-disarmament": 0.1,
    "core-mining": 0.3,
    "demilitarized-zone": -0.6,
    "holy-planet-of-ixth": 0.8,
    "research-team-biotic": 0.2,
    "research-team-cybernetic": 0.2,
    "research-team-propulsion": 0.2,
    "research-team-warfare": 0.2,
    "senate-sanctuary": 0.3,
    "terraforming-initiative": 0.3,
}
# For/Against with an effect on the voters themselves: (worth to a For voter if For wins,
# worth to a For voter if Against wins, worth to an Against voter if Against wins).
VOTERS = {
    "mutiny": (1.0, -1.0, 0.0),
    "unconventional-measures": (2 * CARD, -0.4, 0.0),
    "conventions-of-war": (0.0, 0.0, -0.4),
    "articles-of-war": (0.0, 3 * TG, 0.0),
    "representative-government-base": (0.0, 0.0, -0.3),
    "representative-government-pok": (0.0, 0.0, -0.3),
    "wormhole-research": (0.0, 0.0, -0.15),
}
# Laws a seat is glad to see gone when it does not hold them (elect law: Judicial Abolishment).
VP_LAWS = ("shard-of-the-throne", "the-crown-of-emphidia", "political-censure", "holy-planet-of-ixth")
# Agendas whose gains are victory points themselves (the rest: goods that help win points later).
VP_AGENDAS = frozenset({*VP_LAWS, "seed-of-an-empire", "mutiny", "new-constitution"})
LAWS = frozenset(card.id for card in data.agendas().values() if card.is_law)


# What a correct prediction pays its rider, in victory points (Imperial Rider: a point) and in goods
# (trade goods, cards, command tokens, the speaker token: worth less as the end nears).
RIDER_VP = {"imperial-rider": 1.0}
RIDER_GOODS = {
    "trade-rider": 0.5,
    "politics-rider": 0.6,
    "technology-rider": 0.4,
    "leadership-rider": 0.3,
    "construction-rider": 0.3,
    "diplomacy-rider": 0.2,
    "warfare-rider": 0.2,
    "keleres-rider": 0.35,
}
# Riders whose reward is carried out on the board (a space dock, a dreadnought, a technology...) or in
# command tokens, which only a few agenda-phase abilities spend: standalone, they pay nothing that wins.
BOARD_RIDERS = frozenset(
    {"construction-rider", "diplomacy-rider", "warfare-rider", "technology-rider", "leadership-rider"}
)

SECRET_VP = 0.9  # an agenda-phase secret objective the outcome lets the seat score
SHARP_START, SHARP_END = 1.0, 4.0  # how much one point decides the win: far from the end, at the last agenda
GOODS_AT_END = 0.3  # what goods are still worth (a share of their value) on the standalone game's last agenda
COMPANION_LEFT = 24  # companion mode: the game goes on at the table, so the end is never near


def agendas_left(view: CouncilView) -> int:
    """Agendas still to come after this one: two a round until the last round (standalone)."""
    if view.mode is not Mode.STANDALONE:
        return COMPANION_LEFT
    return max(0, 2 * (view.max_rounds - view.round) + 2 - view.agenda_no)


def sharpness(left: int) -> float:
    """How many times likelier to win one point ahead makes a seat (e**sharpness), `left` agendas before
    the end: the more agendas to come, the more a lead can still change."""
    return SHARP_START + (SHARP_END - SHARP_START) / (1 + left / 3)


def share(points: list[float], seat: int, sharp: float) -> float:
    """The seat's share of the win, by points: exp(sharp * points), normalised over the table."""
    top = max(points)
    weights = [math.exp(sharp * (p - top)) for p in points]
    return weights[seat] / sum(weights)


class Facts:
    """What an outcome's worth is read from: the public table (points, trade goods, planets, laws,
    predictions, how near the end is) and the viewer's own agenda-phase secrets. Views that show the
    same facts share one, and with it every worth and preference worked out from them: most actions of
    a playout (passes) change none of them, and the tables a search samples all start alike."""

    __slots__ = (
        "n",
        "vp",
        "tg",
        "owner",
        "laws",
        "secrets",
        "scored",
        "sharp",
        "floor",
        "goods",
        "riders",
        "_share",
        "gains",
        "worths",
        "preferences",
    )

    def __init__(self, view: CouncilView) -> None:
        lines = view.scoreboard
        self.n = len(lines)
        self.vp = tuple(line.vp for line in lines)
        self.tg = tuple(line.tg for line in lines)
        self.owner = {planet: s for s, line in enumerate(lines) for planet in line.planets}
        self.scored = {name for line in lines for name in line.scored}
        self.laws = dict(view.laws)
        self.secrets = view.secrets
        left = agendas_left(view)
        self.sharp = sharpness(left)
        # The unit worths are measured in: what a little more of its own points does to a seat's share
        # now (never less than a quarter of what it does on an even table: a seat far ahead still plays).
        even = 1 / self.n
        self.floor = self.sharp * even * (1 - even) / 4
        self.goods = GOODS_AT_END + (1 - GOODS_AT_END) * min(1.0, left / 6)
        agenda = view.agenda
        self.riders = agenda.predictions if agenda is not None else ()
        self._share: dict[int, float] = {}
        self.gains: dict[tuple[str, str, tuple[tuple[int, bool], ...] | None], list[float]] = {}
        self.worths: dict[tuple[int, str, str, tuple[tuple[int, bool], ...] | None], float] = {}
        self.preferences: dict[tuple[int, str, tuple[str, ...]], tuple[str | None, float]] = {}  # basic.py's

    def share(self, seat: int) -> float:
        known = self._share.get(seat)
        if known is None:
            known = self._share[seat] = share([float(v) for v in self.vp], seat, self.sharp)
        return known

    def law_holder(self, law: str) -> int | None:
        where = self.laws.get(law, -1)
        if isinstance(where, bool) or where is None:
            return None
        if isinstance(where, int):
            return where if where >= 0 else None
        return self.owner.get(where)


def facts_key(view: CouncilView) -> tuple[Any, ...]:
    """Everything `Facts` reads from a view: two views with equal keys have equal facts."""
    agenda = view.agenda
    return (
        view.seat,
        view.secrets,
        view.dealt_secrets,
        view.mode,
        view.max_rounds,
        view.round,
        view.agenda_no,
        view.scoreboard,
        tuple((law, type(where), where) for law, where in view.laws),  # a seat 1 is not True
        agenda.predictions if agenda is not None else (),
    )


FACTS_KEPT = 4096  # facts kept for views to come: a few hundred serve a whole game of searching
_facts: dict[tuple[Any, ...], Facts] = {}


class Reading:
    """One view's facts (shared with every view that shows the same) and what it adds of its own: the
    seats' vote capacity, which decides who leads when points are even."""

    __slots__ = ("view", "facts", "_votes", "_leader")

    def __init__(self, view: CouncilView) -> None:
        self.view = view
        key = facts_key(view)
        known = _facts.get(key)
        if known is None:
            if len(_facts) >= FACTS_KEPT:
                _facts.clear()
            known = _facts[key] = Facts(view)
        self.facts = known
        self._votes: tuple[int, ...] | None = None
        self._leader: dict[int, int] = {}

    def leader(self, seat: int) -> int:
        top = self._leader.get(seat)
        if top is None:
            votes = self._votes
            if votes is None:
                votes = self._votes = self.view.votes_ready
            vp = self.facts.vp
            rivals = [s for s in range(self.facts.n) if s != seat]
            top = self._leader[seat] = max(rivals, key=lambda s: (vp[s], votes[s], -s))
        return top


_last: list[Reading | None] = [None]


def reading(view: CouncilView) -> Reading:
    """What worth reads of the view, read on the first question about it and kept while it is asked about."""
    last = _last[0]
    if last is None or last.view is not view:
        last = _last[0] = Reading(view)
    return last


def facts(view: CouncilView) -> Facts:
    return reading(view).facts


def players(view: CouncilView) -> tuple[PlayerView, ...]:
    return view.players


def votes_of(player: PlayerView) -> int:
    """Votes a seat can still cast: the planets in its public capacity."""
    return sum(n for name, n in player.capacity if n > 0)


def silenced_worth(view: CouncilView, target: int, care: float) -> float:
    """Keeping `target` from voting (a Political Secret), to a seat that cares `care` about the agenda:
    its votes, a tenth of a point each."""
    return min(1.0, care) * view.votes_ready[target] / 10


def leader(view: CouncilView, seat: int) -> int:
    """The rival this seat most wants held back: the most victory points, then the most votes."""
    return reading(view).leader(seat)


def controller(view: CouncilView, planet: str) -> int | None:
    return facts(view).owner.get(planet)


def law_holder(view: CouncilView, law: str) -> int | None:
    return facts(view).law_holder(law)


def gains(
    view: CouncilView, card: str, outcome: str, voter_for: dict[int, bool] | None = None
) -> list[float]:
    """Each seat's own gain (VP-equivalent) if `outcome` wins `card`. `voter_for` says how each seat
    is expected to vote on a For/Against agenda (True: For), for the cards that reward the voters."""
    f = facts(view)
    key = (card, outcome, tuple(sorted(voter_for.items())) if voter_for is not None else None)
    known = f.gains.get(key)
    if known is None:
        known = f.gains[key] = _gains(f, card, outcome, voter_for)
    return known


def _gains(r: Facts, card: str, outcome: str, voter_for: dict[int, bool] | None) -> list[float]:
    n = r.n
    out = [0.0] * n
    if outcome.startswith("player:"):
        out[int(outcome[7:])] += ELECTED.get(card, 0.1)
        return out
    if outcome.startswith("planet:"):
        owner = r.owner.get(outcome[7:])
        if owner is not None:
            out[owner] += PLANET.get(card, 0.1)
        return out
    if outcome.startswith("law:"):
        law = outcome[4:]
        holder = r.law_holder(law)
        if holder is not None and law in VP_LAWS:
            out[holder] -= 1.0
        elif holder is not None:
            out[holder] -= 0.3
        return out
    if outcome.startswith("secret:"):
        owner = int(outcome.split(":")[1])
        out[owner] -= 0.2  # a secret made public becomes everyone's objective
        for s in range(n):
            if s != owner:
                out[s] += 0.2
        return out
    if card == "seed-of-an-empire":
        vps = r.vp
        target = max(vps) if outcome == "for" else min(vps)
        for s in range(n):
            if vps[s] == target:
                out[s] += 1.0
        return out
    if card == "new-constitution":  # For: every law leaves play, and the points laws gave with them
        if outcome == "for":
            for law in VP_LAWS:
                holder = r.law_holder(law)
                if holder is not None:
                    out[holder] -= 1.0
        return out
    if card == "economic-equality":
        for s in range(n):
            out[s] += TG * ((5 if outcome == "for" else 0) - r.tg[s])
        return out
    if card in VOTERS and voter_for is not None:
        for_wins, for_loses, against_wins = VOTERS[card]
        for s in range(n):
            backs_for = voter_for.get(s)
            if backs_for is None:
                continue
            if outcome == "for":
                out[s] += for_wins if backs_for else 0.0
            else:
                out[s] += for_loses if backs_for else against_wins
    return out


def rider_goods(view: CouncilView, card: str) -> float:
    """The goods a correct prediction with `card` pays (in victory points); standalone, a reward on the
    board pays nothing."""
    if card in BOARD_RIDERS and view.mode is Mode.STANDALONE:
        return 0.0
    return RIDER_GOODS.get(card, 0.0)


def secret_gain(view: CouncilView, seat: int, card: str, outcome: str) -> float:
    """The point of an agenda-phase secret objective `outcome` would let `seat` score (its own secrets
    only: another seat's are hidden from it)."""
    r = facts(view)
    if seat != view.seat or not r.secrets:
        return 0.0
    gain = 0.0
    if "drive-the-debate" in r.secrets:  # elected, or a planet it controls elected
        planet = outcome.startswith("planet:") and r.owner.get(outcome[7:]) == seat
        if planet or outcome == f"player:{seat}":
            gain += SECRET_VP
    if "dictate-policy" in r.secrets and len(r.laws) == 2 and card in LAWS and outcome != "against":
        gain += SECRET_VP  # the third law in play
    return gain


SECRET_NAMES = {"dictate-policy": "Dictate Policy", "drive-the-debate": "Drive the Debate"}


def rival_secrets(view: CouncilView, seat: int, card: str, outcome: str, points: list[float]) -> None:
    """Add to `points` what the agenda-phase secrets dealt to unknown rivals would score them: the game
    deals each to one seat, so one the seat neither holds nor has seen scored is a rival's. The third law
    scores Dictate Policy; an election scores Drive the Debate for the elected (or the planet's owner).
    Whose it is the seat cannot tell: each rival is as likely."""
    r = facts(view)
    scored = r.scored
    rivals = [s for s in range(r.n) if s != seat]
    for secret in view.dealt_secrets:
        if secret in r.secrets or SECRET_NAMES[secret] in scored:
            continue
        if secret == "dictate-policy" and len(r.laws) == 2 and card in LAWS and outcome != "against":
            for s in rivals:
                points[s] += 1 / len(rivals)
        elif secret == "drive-the-debate":
            elected = None
            if outcome.startswith("player:"):
                elected = int(outcome[7:])
            elif outcome.startswith("planet:"):
                elected = r.owner.get(outcome[7:])
            if elected is not None and elected != seat:
                points[elected] += 1 / len(rivals)


def worth(
    view: CouncilView, seat: int, card: str, outcome: str, voter_for: dict[int, bool] | None = None
) -> float:
    """What `outcome` is worth to `seat`: how it moves the seat's share of the win, in units of what a
    point of its own would move it by at the margin. Victory points count in full; goods by what they are
    still worth."""
    f = facts(view)
    key = (seat, card, outcome, tuple(sorted(voter_for.items())) if voter_for is not None else None)
    known = f.worths.get(key)
    if known is None:
        known = f.worths[key] = _worth(view, f, seat, card, outcome, voter_for)
    return known


def _worth(
    view: CouncilView, r: Facts, seat: int, card: str, outcome: str, voter_for: dict[int, bool] | None
) -> float:
    g = gains(view, card, outcome, voter_for)
    scale = 1.0 if card in VP_AGENDAS or outcome[4:] in VP_LAWS else r.goods
    points = [r.vp[s] + scale * g[s] for s in range(r.n)]
    for rider in r.riders:  # predictions on the table: the outcome pays whoever rode on it
        if rider.option == outcome and rider.source is not None:
            source = rider.source
            points[rider.seat] += RIDER_VP.get(source, 0.0) + r.goods * rider_goods(view, source)
    if seat == view.seat:  # its own secrets, and what it knows of the rest
        points[seat] += secret_gain(view, seat, card, outcome)
        rival_secrets(view, seat, card, outcome, points)
    now = r.share(seat)
    return (share(points, seat, r.sharp) - now) / max(r.floor, r.sharp * now * (1 - now))
