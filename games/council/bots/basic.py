"""The Basic Galactic Council bot: readable rules of thumb, decided from its seat's view alone.

- Votes for the outcome worth most to it (worth.py), with every vote when it matters a lot or on the
  phase's second agenda, half its votes when it matters a little on the first (planets spent now stay
  exhausted for the second), and abstains when it does not care.
- Scores its agenda-phase secret objectives the moment it can.
- Rides (riders, predictions) only on an outcome the table is clearly heading for, and standalone never
  with a rider whose reward is on the board (it wins nothing and costs the vote); vetoes an agenda
  heading somewhere bad for it; adds Distinguished Councilor votes or pays Bribery to swing a close
  vote it cares about.
- Aims cards that hurt their target (Assassinate Representative, Ancient Burial Sites, Diplomatic
  Pressure...) at a rival - never at itself - and hands an unwanted election to the leader.
- Keeps its last Sabotage (or the Xxcha's Instinct Training) for a card that matters, such as a rival's
  Imperial Rider, rather than a rival's Trade Rider.
- Deals (dealing.py): accepts a transaction worth more to it than it costs (never hands over its own
  Political Secret for a trade good or two); offers only transactions both sides gain by as it reckons
  them, never something for nothing, one a partner an agenda at most (so never again to a seat that
  refused): when an agenda that matters is revealed, trade goods for the Political Secret of the rival
  with the most votes against it, played at once; now and then, a rival's Political Secret it has no use
  for sold back to its owner. Holding several rivals' Political Secrets, it silences the one whose votes
  against it weigh most.
- Breaks ties for its own best outcome.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from games.core.actions import Action
from games.core.legal import pick
from games.council.actions import (
    Abstain,
    BreakTie,
    CastVotes,
    Choose,
    ConfirmInstruction,
)
from games.council.answers import PASSES
from games.council.bot import SCORE_CHANCE, random_decision
from games.council.bots.dealing import answer, buy_silence, sell_back
from games.council.bots.worth import (
    ELECTED,
    RIDER_GOODS,
    RIDER_VP,
    TG,
    VOTERS,
    facts,
    leader,
    rider_goods,
    silenced_worth,
    worth,
)
from games.council.state import WINDOW_KINDS

if TYPE_CHECKING:
    from games.council.playing import Play
    from games.council.view import AgendaView, ChoicePrompt, CouncilView, VotePrompt

WINDOWS = frozenset(k.value for k in WINDOW_KINDS)
RIDER_REWARD = {**RIDER_VP, **RIDER_GOODS}  # what a correct prediction pays, in victory points
HURTS_TARGET = {"assassinate-representative": 0.4, "ancient-burial-sites": 0.25, "diplomatic-pressure": 0.2}
CANCELS = ("sabotage", "instinct-training")  # cancel a card as it is played (Xxcha's tech: a free Sabotage)
LAST_CANCEL = 0.2  # what keeping its last Sabotage for a rival's Imperial Rider (or a bought vote) is worth
THROW_OUT = ("veto", "political-favor", "quash")
SECRETS = ("dictate-policy", "drive-the-debate")
CONSIDERED = frozenset(
    {*RIDER_REWARD, *HURTS_TARGET, *THROW_OUT, "deadly-plot", "sabotage", "political-secret"}
    | {"genetic-recombination", "distinguished-councilor", "bribery", "confusing-legal-text"}
    | {"confounding-legal-text", "committee-formation", *CANCELS}
)  # the cards and abilities Basic weighs; any other is passed over
CARE = 0.05  # below this an agenda is not worth a vote
MATTERS = 0.7  # above this (a victory point at stake) it is worth every vote, even on the first agenda
ASK_CHANCE = 0.2  # offers are made now and then, not by every seat on every agenda


class BasicCouncilBot:
    """Rule-based; `rng` only picks among equals in follow-up choices, so a seed repeats its play."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, view: CouncilView) -> Action:
        return decide(view, self.rng)


def decide(view: CouncilView, rng: random.Random) -> Action:
    seat = view.seat
    if seat is None:
        raise ValueError("the shared screen cannot act")
    kind = view.frame
    if kind in WINDOWS:
        if kind == "when_revealed" and view.deals is not None:  # buy a rival's silence, to play at once
            mine, care = preference(view, seat)
            bought = buy_silence(view, seat, rng, mine, care, lambda s: preference(view, s))
            if bought is not None:
                return bought
        if kind == "after_revealed" and rng.random() < ASK_CHANCE and view.deals is not None:
            deal = propose_deal(view, seat)
            if deal is not None:
                return deal
        return window_move(view, seat, rng)
    if kind == "table_instructions":
        return ConfirmInstruction(seat)
    if kind == "table_check":
        # Companion mode, between rounds: the seat cannot see the real board, so it confirms the table
        # as the session knows it (a human at the table corrects it on their own turn).
        return view.table_check_prompt().as_is
    if kind == "vote":
        return vote(view, seat, view.vote_prompt())
    if kind == "speaker_decides":
        agenda = view.agenda
        tied = view.tie_prompt().tied
        return BreakTie(seat, max(tied, key=lambda o: worth(view, seat, agenda_card(agenda), o)))
    if kind == "transaction":
        return answer(view, seat)
    return choose(view, seat, view.choice_prompt(), rng)


# --- reading the vote ahead ------------------------------------------------------------------------
def agenda_card(agenda: AgendaView | None) -> str:
    if agenda is None:
        return ""
    return agenda.hidden or agenda.card


class _Memo:
    """Readings made once per decision (a window may list dozens of plays that all ask the same)."""

    view: CouncilView | None = None
    runner: tuple[str | None, int] | None = None
    chances: dict[str, float] | None = None


_memo = _Memo()


def _fresh(view: CouncilView) -> _Memo:
    if _memo.view is not view:
        _memo.view, _memo.runner, _memo.chances = view, None, None
    return _memo


def preference(view: CouncilView, seat: int) -> tuple[str | None, float]:
    """The outcome `seat` wants most and how much more than the next best (0: it does not care)."""
    agenda = view.agenda
    if agenda is None or not agenda.outcomes:
        return None, 0.0
    # Kept with the worths it is made of: every view showing the same facts and agenda agrees on it.
    card, outcomes = agenda_card(agenda), agenda.outcomes
    known_ones = facts(view).preferences
    key = (seat, card, outcomes)
    known = known_ones.get(key)
    if known is None:
        known = known_ones[key] = _preference(view, seat, card, outcomes)
    return known


def _preference(
    view: CouncilView, seat: int, card: str, outcomes: tuple[str, ...]
) -> tuple[str | None, float]:
    # Cards that reward their voters (Mutiny...): what backing For would bring this seat itself.
    backs_for = {seat: True} if card in VOTERS else None
    scored = sorted(((worth(view, seat, card, o, backs_for), o) for o in outcomes), reverse=True)
    best, outcome = scored[0]
    second = scored[1][0] if len(scored) > 1 else best
    return outcome, best - second


def expected_tally(view: CouncilView) -> dict[str, int]:
    """Votes each outcome should end with: votes cast so far, and every seat still to vote backing
    the outcome it wants with all its votes."""
    agenda = view.agenda
    assert agenda is not None  # read only while an agenda is up
    tally = dict.fromkeys(agenda.outcomes, 0)
    done = set(agenda.abstained) | set(agenda.barred) | set(agenda.silenced)
    for s, outcome, total, _sources in agenda.votes:
        tally[outcome] = tally.get(outcome, 0) + total
        done.add(s)
    for s, ready in enumerate(view.votes_ready):
        if s in done:
            continue
        wanted, care = preference(view, s)
        if wanted is not None and care > CARE:
            tally[wanted] = tally.get(wanted, 0) + ready
    return tally


def front_runner(view: CouncilView) -> tuple[str | None, int]:
    """The outcome the table is heading for, and its lead over the next."""
    memo = _fresh(view)
    if memo.runner is None:
        memo.runner = _front_runner(view)
    return memo.runner


def _front_runner(view: CouncilView) -> tuple[str | None, int]:
    tally = expected_tally(view)
    if not tally:
        return None, 0
    ranked = sorted(tally.items(), key=lambda kv: -kv[1])
    lead = ranked[0][1] - (ranked[1][1] if len(ranked) > 1 else 0)
    return ranked[0][0], lead


def chances(view: CouncilView) -> dict[str, float]:
    """How likely each outcome is to win: the votes cast, and each seat still to vote putting about half
    its votes behind the outcome it wants (if it cares) and spreading the rest (seats vote less
    predictably than they should)."""
    memo = _fresh(view)
    if memo.chances is None:
        agenda = view.agenda
        assert agenda is not None  # read only while an agenda is up
        outcomes = agenda.outcomes
        expected = dict.fromkeys(outcomes, 0.0)
        done = set(agenda.abstained) | set(agenda.barred) | set(agenda.silenced)
        for s, outcome, total, _sources in agenda.votes:
            expected[outcome] = expected.get(outcome, 0.0) + total
            done.add(s)
        share = 1.0 / max(1, len(outcomes))
        for s, ready in enumerate(view.votes_ready):
            if s in done:
                continue
            votes: float = ready
            wanted, care = preference(view, s)
            if wanted is not None and care > CARE:
                expected[wanted] += 0.5 * votes
                votes *= 0.5
            for o in outcomes:
                expected[o] += 0.6 * votes * share
        weights = {o: (v + 0.5) ** 2 for o, v in expected.items()}
        weight_sum = sum(weights.values()) or 1.0
        memo.chances = {o: w / weight_sum for o, w in weights.items()}
    return memo.chances


def current_tally(view: CouncilView) -> dict[str, int]:
    tally: dict[str, int] = {}
    agenda = view.agenda
    assert agenda is not None  # read only while an agenda is up
    for _s, outcome, total, _sources in agenda.votes:
        tally[outcome] = tally.get(outcome, 0) + total
    return tally


# --- voting ----------------------------------------------------------------------------------------------
def vote(view: CouncilView, seat: int, p: VotePrompt) -> Action:
    forced = p.forced
    # Elder Qanoj adds a vote per planet: a planet of no influence still casts one, and counts so (counted
    # as none, a seat holding only such planets kept "half" of nothing and cast an empty vote).
    per_planet = 1 if p.qanoj else 0
    planets = sorted(
        ((votes + per_planet, name) for name, votes in p.planets if votes > 0 or p.qanoj), reverse=True
    )
    if forced is not None:  # Genetic Recombination: at least one vote for it, or lose a token
        if p.rep_gov:
            return CastVotes(seat, forced)
        if planets:
            return CastVotes(seat, forced, (planets[-1][1],))
        return CastVotes(seat, forced, tuple(name for name, _ in p.planets[:1]))
    outcome, care = preference(view, seat)
    if outcome is None or outcome not in p.outcomes or care <= CARE:
        return Abstain(seat)
    if p.rep_gov:
        return CastVotes(seat, outcome)
    if not planets:
        return Abstain(seat)
    last = view.agenda_no >= 2  # the phase's last agenda: planets ready again before the next vote
    if not still_to_vote(view, seat):  # the last to vote: back what our votes can still decide
        decided = decisive_vote(view, seat, planets)
        if decided is None:
            return Abstain(seat)
        outcome, decisive, gain = decided
        return with_modifiers(seat, p, outcome, decisive, gain, last)
    chosen: list[str] = []
    if last or care >= MATTERS:
        chosen = [name for _, name in planets]
    else:  # keep about half the votes ready for the phase's second agenda
        total = sum(v for v, _ in planets)
        got = 0
        for v, name in planets:
            if got * 2 >= total:
                break
            chosen.append(name)
            got += v
    if not last:  # no more than a safe lead needs: the rest stay ready for the second agenda
        chosen = enough(planets, chosen, safe_need(view, seat, outcome))
    return with_modifiers(seat, p, outcome, tuple(chosen), care, last)


SAFE_SHARE = 0.6  # of the votes still to come, how many a lead should outlast (they rarely all go one way)


def still_to_vote(view: CouncilView, seat: int) -> list[int]:
    """Seats that vote after `seat` on this agenda (and may still vote)."""
    agenda = view.agenda
    assert agenda is not None  # read only while an agenda is up
    done = {v.seat for v in agenda.votes} | set(agenda.abstained) | set(agenda.barred) | set(agenda.silenced)
    order = view.voting_order
    after = order[order.index(seat) + 1 :] if seat in order else ()
    return [s for s in after if s not in done]


def safe_need(view: CouncilView, seat: int, outcome: str) -> int:
    """Votes `outcome` needs from us to lead by more than a share of the votes still to come."""
    tally = current_tally(view)
    rival = max((v for o, v in tally.items() if o != outcome), default=0)
    ready = view.votes_ready
    coming = sum(ready[s] for s in still_to_vote(view, seat))
    return rival + int(SAFE_SHARE * coming) + 1 - tally.get(outcome, 0)


def enough(planets: list[tuple[int, str]], chosen: list[str], need: int) -> list[str]:
    """The fewest votes of `planets` (votes, name) that reach `need`, if fewer than `chosen` give; at least
    one planet (casting no vote is abstaining)."""
    given = dict((name, v) for v, name in planets)
    if sum(given[name] for name in chosen) <= need:
        return chosen
    fits = [(v, name) for v, name in planets if v >= need]
    if fits:  # one planet does it: the smallest such
        return [min(fits)[1]]
    out, got = [], 0
    for v, name in planets:  # largest first
        if got >= need:
            break
        out.append(name)
        got += v
    return out


def decisive_vote(
    view: CouncilView, seat: int, planets: list[tuple[int, str]]
) -> tuple[str, tuple[str, ...], float] | None:
    """The last voter sees the whole tally: the outcome its votes can make win that is worth most to it
    over what wins without them, with the fewest planets that do it; None when no vote changes it for
    the better."""
    agenda = view.agenda
    assert agenda is not None  # read only while an agenda is up
    card = agenda_card(agenda)
    tally = current_tally(view)
    speaker = view.speaker == seat
    outcomes = agenda.outcomes
    voted = {v.seat: v.outcome == "for" for v in agenda.votes} if card in VOTERS else None

    def value(winners: list[str], backing: str | None) -> float:
        voters = None if voted is None else {**voted, **({seat: backing == "for"} if backing else {})}
        worths = [worth(view, seat, card, o, voters) for o in winners]
        return max(worths) if speaker else sum(worths) / len(worths)  # a tie: the speaker decides

    def winners(counts: dict[str, int]) -> list[str]:
        top = max((counts.get(o, 0) for o in outcomes), default=0)
        return [o for o in outcomes if counts.get(o, 0) == top]

    standing = value(winners(tally), None)
    best: tuple[float, str, tuple[str, ...]] | None = None
    total = sum(v for v, _ in planets)
    for o in outcomes:
        top_other = max((tally.get(x, 0) for x in outcomes if x != o), default=0)
        need = top_other - tally.get(o, 0) + (0 if speaker else 1)
        if need > total:
            continue
        chosen = tuple(enough(planets, [name for _, name in planets], max(1, need)))
        counts = dict(tally)
        counts[o] = counts.get(o, 0) + sum(v for v, name in planets if name in chosen)
        gain = value(winners(counts), o) - standing
        if gain > CARE and (best is None or gain > best[0]):
            best = (gain, o, chosen)
    if best is None:
        return None
    return best[1], best[2], best[0]


def with_modifiers(
    seat: int, p: VotePrompt, outcome: str, planets: tuple[str, ...], care: float, last: bool
) -> Action:
    """The vote, with the extra votes worth spending on it: Predictive Intelligence (it readies next
    round) when the agenda matters or is the phase's last, Gila's trade goods when it matters a lot,
    every vote Odlynn Myrr pledged."""
    worth_it = care >= MATTERS or (last and care > 0.2)
    extras = ("predictive-intelligence",) if p.predictive and worth_it else ()
    gila = min(p.gila, 2) if care >= MATTERS else 0
    odlynn = 6 if p.odlynn else 0
    preview = p.preview
    for shape in ((extras, gila, odlynn), ((), 0, odlynn), ((), 0, 0)):
        try:
            preview.cast(outcome, planets, *shape)
        except Exception:  # IllegalAction: this combination is not allowed here
            continue
        return CastVotes(seat, outcome, planets, *shape)
    return CastVotes(seat, outcome, planets)


# --- cards in a window ---------------------------------------------------------------------------------
def window_move(view: CouncilView, seat: int, rng: random.Random) -> Action:
    # Standalone, the action phase is not played: now and then a seat reports a secret objective scored
    # at the table, exactly as often as a random bot does, so levels compare on the agenda phase alone.
    if rng.random() < SCORE_CHANCE and (report := pick(view.legal.part("secrets"), rng)) is not None:
        return report
    best, best_value = None, 0.1
    for play in view.plays:
        value = play_worth(view, seat, play)
        if value > best_value:
            best, best_value = play, value
    if best is None:
        return PASSES[seat][0]  # the one shared Pass of the seat (actions are immutable)
    return best.action(seat)


def play_worth(view: CouncilView, seat: int, play: Play) -> float:
    """What using `play` now is worth to this seat; 0 or less: not worth a card."""
    verb, card, params = play
    target = params.target
    if target == seat and card not in ("committee-formation",):
        return 0.0  # never aim a card at itself
    if card in SECRETS:
        return 1.0
    if card not in CONSIDERED:
        return 0.0
    agenda = view.agenda
    if agenda is None:
        if card in HURTS_TARGET and target is not None:
            return HURTS_TARGET[card] if target == leader(view, seat) else 0.0
        return 0.0
    card_now = agenda_card(agenda)
    mine, care = preference(view, seat)
    if card in RIDER_REWARD:
        chance = chances(view).get(params.outcome or "", 0.0)
        # Riding means not voting: it costs part of what our votes would have won.
        cost = 0.5 * care if mine != params.outcome else 0.3 * care
        return chance * rider_reward(view, card) - cost - 0.1
    if card in THROW_OUT:
        runner, _ = front_runner(view)
        return -worth(view, seat, card_now, runner) - 0.3 if runner is not None else 0.0
    if card == "deadly-plot":  # the agenda is about to resolve badly for us: nothing happens instead
        winning = agenda.outcome or leading(view)
        return -worth(view, seat, card_now, winning) - 0.4 if winning is not None else 0.0
    if card in CANCELS:  # the last way to cancel a card is kept for one that matters (a rival's point)
        return sabotage_worth(view, seat) - (0.0 if cancels_held(view, seat) > 1 else LAST_CANCEL)
    if card == "political-secret":  # its owner (the target) is silenced: worth it against a big rival vote
        return 0.0 if target is None else silence_worth(view, seat, target, mine, care)
    if card == "genetic-recombination":  # the next voter must back our outcome (or lose a token)
        return 0.3 * care if params.outcome == mine and care >= 0.2 else 0.0
    if card in HURTS_TARGET:
        if target is None:
            return 0.0
        if card == "assassinate-representative":
            return silence_worth(view, seat, target, mine, care)
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


def cancels_held(view: CouncilView, seat: int) -> int:
    """Ways the seat has to cancel a card: Sabotages in hand, and Instinct Training if it is ready."""
    ready = any(tech == "instinct-training" and not used for tech, used in view.players[seat].techs)
    return view.hand.count("sabotage") + ready


def rider_reward(view: CouncilView, card: str) -> float:
    """What a correct prediction with `card` pays, in victory points; standalone, board rewards nothing
    (worth.rider_goods)."""
    return RIDER_VP.get(card, 0.0) + rider_goods(view, card)


def silence_worth(view: CouncilView, seat: int, target: int, mine: str | None, care: float) -> float:
    """Keeping `target` from voting: worth its votes when it would vote against what we care about."""
    rival_choice, rival_care = preference(view, target)
    if rival_choice == mine or rival_care <= CARE or care < MATTERS:
        return 0.0
    return silenced_worth(view, target, care)


def leading(view: CouncilView) -> str | None:
    tally = current_tally(view)
    return max(tally, key=lambda o: tally[o]) if tally else None


def sabotage_worth(view: CouncilView, seat: int) -> float:
    """Cancelling the card being played: worth what it would cost us (aimed at us, a rival's rider on
    the likely winner, a vote bought against our outcome, an agenda we want thrown out)."""
    if view.prompt is None or view.prompt.kind not in WINDOW_KINDS:
        return 0.0
    p = view.window_prompt()
    card, player = p.card_played, p.played_by  # a WindowPrompt: None unless a card may be cancelled
    if card is None or player == seat:
        return 0.0
    agenda = view.agenda
    mine, care = preference(view, seat) if agenda is not None else (None, 0.0)
    if card in HURTS_TARGET or card == "political-secret":
        return 0.0  # the target is not shown here: not worth guessing
    if card in RIDER_REWARD:
        runner, _ = front_runner(view)
        return rider_reward(view, card) * (0.6 if player == leader(view, seat) else 0.35) if runner else 0.0
    if card in THROW_OUT and agenda is not None:
        runner, _ = front_runner(view)
        return worth(view, seat, agenda_card(agenda), runner) - 0.2 if runner is not None else 0.0
    if card in ("bribery", "distinguished-councilor") and mine is not None:
        return care - 0.2
    return 0.0


def close_vote_worth(view: CouncilView, seat: int, mine: str | None, care: float, extra: int) -> float:
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
def propose_deal(view: CouncilView, seat: int) -> Action | None:
    """A transaction both sides gain by: a rival's Political Secret the seat holds but has no use for on this
    agenda (the rival cares little, or wants what the seat wants), sold back to its owner for trade goods."""
    mine, _ = preference(view, seat)

    def keep(owner: int) -> bool:  # the owner votes against the seat on an agenda the seat cares about
        choice, care = preference(view, owner)
        return mine is not None and choice != mine and care > CARE

    return sell_back(view, seat, keep)


def choose(view: CouncilView, seat: int, p: ChoicePrompt, rng: random.Random) -> Action:
    prompt = p.prompt
    if prompt == "ready":  # ready the planets with the most votes
        planets = dict(view.players[seat].capacity)
        options = sorted(p.options, key=lambda name: (-planets.get(name, 0), name))
        return Choose(seat, tuple(options[: min(p.count, len(options))]))
    return random_decision(view, rng)


VOTE_NOISE = 0.5  # in playouts, how often a seat votes as anyone might rather than as Basic would


class PlayoutCouncilBot:
    """Basic, cut down for a Strong bot's playouts, where speed buys more of them: it answers, breaks
    ties and chooses as Basic does, scores its agenda-phase secrets, and otherwise passes in windows
    (weighing every card play in every window is most of Basic's time). It votes as Basic half the
    time and as anyone might the other half: the search must not count on every seat voting its
    interest as well as Basic does."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, view: CouncilView) -> Action:
        kind = view.frame
        seat = view.seat
        assert seat is not None  # a bot plays for its own seat
        if kind in WINDOWS:
            if view.secrets:  # only then can a play here score one
                for play in view.plays:
                    if play.card in SECRETS:
                        return play.action(seat)
            return PASSES[seat][0]
        if kind == "vote" and self.rng.random() < VOTE_NOISE:
            return random_decision(view, self.rng)
        return decide(view, self.rng)
