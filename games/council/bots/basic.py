"""The Basic Galactic Council bot: readable rules of thumb, decided from its seat's view alone.

- Votes for the outcome worth most to it (worth.py), with every vote when it matters a lot or on the
  phase's second agenda, half its votes when it matters a little on the first (planets spent now stay
  exhausted for the second), and abstains when it does not care.
- Scores its agenda-phase secret objectives the moment it can.
- Rides (riders, predictions) only on an outcome the table is clearly heading for; vetoes an agenda
  heading somewhere bad for it; adds Distinguished Councilor votes or pays Bribery to swing a close
  vote it cares about.
- Aims cards that hurt their target (Assassinate Representative, Ancient Burial Sites, Diplomatic
  Pressure...) at a rival - never at itself - and hands an unwanted election to the leader.
- Accepts a transaction that gives it more than it takes; breaks ties for its own best outcome.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.council.actions import (
    Abstain,
    AnswerDeal,
    BreakTie,
    CastVotes,
    Choose,
    ConfirmInstruction,
    Pass,
    PlayCard,
    UseAbility,
)
from games.council.bot import SCORE_CHANCE, random_choice, random_score
from games.council.bots.worth import ELECTED, TG, VOTERS, leader, players, votes_of, worth
from games.council.state import WINDOW_KINDS

WINDOWS = frozenset(k.value for k in WINDOW_KINDS)
RIDER_REWARD = {
    "imperial-rider": 1.0,
    "trade-rider": 0.5,
    "politics-rider": 0.6,
    "technology-rider": 0.4,
    "leadership-rider": 0.3,
    "construction-rider": 0.3,
    "diplomacy-rider": 0.2,
    "warfare-rider": 0.2,
    "keleres-rider": 0.35,
}
HURTS_TARGET = {"assassinate-representative": 0.4, "ancient-burial-sites": 0.25, "diplomatic-pressure": 0.2}
THROW_OUT = ("veto", "political-favor", "quash")
SECRETS = ("dictate-policy", "drive-the-debate")
CARE = 0.05  # below this an agenda is not worth a vote
MATTERS = 0.4  # above this it is worth every vote, even on the phase's first agenda
ITEM_WORTH = {"tg": TG, "card": 0.15, "note": 0.1, "relic": 0.4, "secret": 0.3}


class BasicCouncilBot:
    """Rule-based; `rng` only picks among equals in follow-up choices, so a seed repeats its play."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, view: Mapping[str, Any]) -> Any:
        return decide(view, self.rng)


def decide(view: Mapping[str, Any], rng: random.Random) -> Any:
    seat = view["seat"]
    if seat is None:
        raise ValueError("the shared screen cannot act")
    kind = view["frame"]
    if kind in WINDOWS:
        return window_move(view, seat, rng)
    p = view["prompt"]
    if kind == "table_instructions":
        return ConfirmInstruction(seat)
    if kind == "vote":
        return vote(view, seat, p)
    if kind == "speaker_decides":
        agenda = view["agenda"]
        return BreakTie(seat, max(p["tied"], key=lambda o: worth(view, seat, agenda_card(agenda), o)))
    if kind == "transaction":
        return AnswerDeal(seat, bool(p["can_accept"]) and offer_worth(p["offer"]) > 0)
    return choose(view, seat, p, rng)


# --- reading the vote ahead ------------------------------------------------------------------------
def agenda_card(agenda: Mapping[str, Any] | None) -> str:
    if agenda is None:
        return ""
    return agenda["hidden"] or agenda["card"]


class _Memo:
    """Readings made once per decision (a window may list dozens of plays that all ask the same)."""

    view: Any = None
    preferences: dict[int, tuple[str | None, float]] = {}
    runner: tuple[str | None, int] | None = None


_memo = _Memo()


def _fresh(view: Mapping[str, Any]) -> _Memo:
    if _memo.view is not view:
        _memo.view, _memo.preferences, _memo.runner = view, {}, None
    return _memo


def preference(view: Mapping[str, Any], seat: int) -> tuple[str | None, float]:
    """The outcome `seat` wants most and how much more than the next best (0: it does not care)."""
    memo = _fresh(view)
    known = memo.preferences.get(seat)
    if known is None:
        known = memo.preferences[seat] = _preference(view, seat)
    return known


def _preference(view: Mapping[str, Any], seat: int) -> tuple[str | None, float]:
    agenda = view["agenda"]
    if agenda is None or not agenda["outcomes"]:
        return None, 0.0
    card = agenda_card(agenda)
    outcomes = agenda["outcomes"]
    backs_for = {s: True for s in range(len(players(view)))} if card in VOTERS else None
    scored = sorted(((worth(view, seat, card, o, backs_for), o) for o in outcomes), reverse=True)
    best, outcome = scored[0]
    second = scored[1][0] if len(scored) > 1 else best
    return outcome, best - second


def expected_tally(view: Mapping[str, Any]) -> dict[str, int]:
    """Votes each outcome should end with: votes cast so far, and every seat still to vote backing
    the outcome it wants with all its votes."""
    agenda = view["agenda"]
    tally = dict.fromkeys(agenda["outcomes"], 0)
    done = set(agenda["abstained"]) | set(agenda["barred"]) | set(agenda["silenced"])
    for s, outcome, total, _sources in agenda["votes"]:
        tally[outcome] = tally.get(outcome, 0) + total
        done.add(s)
    for s, player in enumerate(players(view)):
        if s in done:
            continue
        outcome, care = preference(view, s)
        if outcome is not None and care > CARE:
            tally[outcome] = tally.get(outcome, 0) + votes_of(player)
    return tally


def front_runner(view: Mapping[str, Any]) -> tuple[str | None, int]:
    """The outcome the table is heading for, and its lead over the next."""
    memo = _fresh(view)
    if memo.runner is None:
        memo.runner = _front_runner(view)
    return memo.runner


def _front_runner(view: Mapping[str, Any]) -> tuple[str | None, int]:
    tally = expected_tally(view)
    if not tally:
        return None, 0
    ranked = sorted(tally.items(), key=lambda kv: -kv[1])
    lead = ranked[0][1] - (ranked[1][1] if len(ranked) > 1 else 0)
    return ranked[0][0], lead


def current_tally(view: Mapping[str, Any]) -> dict[str, int]:
    tally: dict[str, int] = {}
    for _s, outcome, total, _sources in view["agenda"]["votes"]:
        tally[outcome] = tally.get(outcome, 0) + total
    return tally


# --- voting ----------------------------------------------------------------------------------------------
def vote(view: Mapping[str, Any], seat: int, p: Mapping[str, Any]) -> Any:
    forced = p["forced"]
    planets = sorted(((votes, name) for name, votes in p["planets"] if votes > 0 or p["qanoj"]), reverse=True)
    if forced is not None:  # Genetic Recombination: at least one vote for it, or lose a token
        if p["rep_gov"]:
            return CastVotes(seat, forced)
        if planets:
            return CastVotes(seat, forced, (planets[-1][1],))
        return CastVotes(seat, forced, tuple(name for name, _ in p["planets"][:1]))
    outcome, care = preference(view, seat)
    if outcome is None or outcome not in p["outcomes"] or care <= CARE:
        return Abstain(seat)
    if p["rep_gov"]:
        return CastVotes(seat, outcome)
    if not planets:
        return Abstain(seat)
    second_agenda = view["agenda_no"] >= 2
    if second_agenda or care >= MATTERS:
        chosen = [name for _, name in planets]
    else:  # keep about half the votes ready for the phase's second agenda
        total = sum(v for v, _ in planets)
        chosen, got = [], 0
        for v, name in planets:
            if got * 2 >= total:
                break
            chosen.append(name)
            got += v
    return CastVotes(seat, outcome, tuple(chosen))


# --- cards in a window ---------------------------------------------------------------------------------
def window_move(view: Mapping[str, Any], seat: int, rng: random.Random) -> Any:
    # Standalone, the action phase is not played: now and then a seat reports a secret objective scored
    # at the table, exactly as often as a random bot does, so levels compare on the agenda phase alone.
    if rng.random() < SCORE_CHANCE and view["can_score_secret"]:
        return random_score(view, seat, rng)
    best, best_value = None, 0.1
    for play in view["plays"]:
        value = play_worth(view, seat, play)
        if value > best_value:
            best, best_value = play, value
    if best is None:
        return Pass(seat, False)
    verb, card, params = best
    cls = PlayCard if verb == "play" else UseAbility
    return cls(seat, card, params.target, params.outcome, params.amount, params.items)


def play_worth(view: Mapping[str, Any], seat: int, play: tuple[str, str, Any]) -> float:
    """What using `play` now is worth to this seat; 0 or less: not worth a card."""
    verb, card, params = play
    target = params.target
    if target == seat and card not in ("committee-formation",):
        return 0.0  # never aim a card at itself
    if card in SECRETS:
        return 1.0
    agenda = view["agenda"]
    if agenda is None:
        if card in HURTS_TARGET and target is not None:
            return HURTS_TARGET[card] if target == leader(view, seat) else 0.0
        return 0.0
    card_now = agenda_card(agenda)
    mine, care = preference(view, seat)
    if card in RIDER_REWARD:
        runner, lead = front_runner(view)
        if params.outcome != runner or runner is None:
            return 0.0
        sure = 0.85 if lead >= 4 else 0.6 if lead >= 2 else 0.3
        # Riding means not voting: worth it when our votes would not change the outcome anyway.
        return sure * RIDER_REWARD[card] - (care if mine != runner else 0.0) - 0.2
    if card in THROW_OUT:
        runner, _ = front_runner(view)
        return -worth(view, seat, card_now, runner) - 0.3 if runner is not None else 0.0
    if card in HURTS_TARGET:
        if target is None or target == seat:
            return 0.0
        if card == "assassinate-representative":
            rival_choice, rival_care = preference(view, target)
            if rival_choice == mine or rival_care <= CARE or care < MATTERS:
                return 0.0
            return min(1.0, care) * votes_of(players(view)[target]) / 10
        return HURTS_TARGET[card] if target == leader(view, seat) else 0.0
    if card == "distinguished-councilor":
        return close_vote_worth(view, seat, mine, care, 5)
    if card == "bribery":
        amount = params.amount
        if amount <= 0:
            return 0.0
        return close_vote_worth(view, seat, mine, care, amount) - amount * TG
    if card == "confusing-legal-text" and target is not None:  # hand an unwanted election away
        if ELECTED.get(card_now, 0.0) < 0 and target == leader(view, seat):
            return -ELECTED[card_now]
        return 0.0
    if card == "confounding-legal-text":
        return ELECTED.get(card_now, 0.0) - 0.2
    if card == "committee-formation" and target is not None:
        value = ELECTED.get(card_now, 0.0)
        return (
            value if (target == seat) == (value > 0) and (value > 0 or target == leader(view, seat)) else 0.0
        )
    return 0.0


def close_vote_worth(view: Mapping[str, Any], seat: int, mine: str | None, care: float, extra: int) -> float:
    """Worth of `extra` votes for our outcome: all of our care when they turn a close vote."""
    if mine is None or care < 0.2:
        return 0.0
    tally = current_tally(view)
    ours = tally.get(mine, 0)
    best_other = max((v for o, v in tally.items() if o != mine), default=0)
    if ours <= best_other < ours + extra:
        return care
    return 0.0


# --- follow-up choices and deals -----------------------------------------------------------------------
def offer_worth(offer: tuple[int, tuple[str, ...], tuple[str, ...]]) -> float:
    """A transaction offered to us: what we get minus what we give."""
    _proposer, give, get = offer
    return sum(map(item_worth, give)) - sum(map(item_worth, get))


def item_worth(item: str) -> float:
    kind, _, rest = item.partition(":")
    if kind == "tg":
        return TG * int(rest or 0)
    if kind == "play":
        return 0.0
    return ITEM_WORTH.get(kind, 0.1)


def choose(view: Mapping[str, Any], seat: int, p: Mapping[str, Any], rng: random.Random) -> Any:
    prompt = p["prompt"]
    if prompt == "ready":  # ready the planets with the most votes
        planets = dict(view["players"][seat]["capacity"])
        options = sorted(p["options"], key=lambda name: (-planets.get(name, 0), name))
        return Choose(seat, tuple(options[: min(p["count"], len(options))]))
    return random_choice(seat, p, rng)
