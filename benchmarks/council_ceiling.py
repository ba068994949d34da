"""A measuring tool, never used by the game: how often an ORACLE Galactic Council seat beats five Random bots.

    nice -n 10 python benchmarks/council_ceiling.py --games 120 --playouts 16
    python benchmarks/council_ceiling.py --games 2 --playouts 4      # a smoke run

The oracle CHEATS on purpose. It reads the true table (every hand, the deck's order, the game's own
dice), everything except what its Random rivals will choose. At each of its decisions that has a real
choice (a card window where it may play a card, its vote, a transaction to answer, a tie to break, a
follow-up choice, the deal its Basic self would offer) it plays each candidate move on a copy of the
true table and continues the game to its END: the rivals as the real Random policy with fresh dice,
itself as the Basic bot. K playouts per candidate, with common random numbers (playout k gives every
candidate the same dice), races out clearly worse candidates after the first third, and plays the
best by win share (a shared win counts 1/k) if it beats Basic's move by more than a standard error of
their paired difference, else Basic's move. Everything else it plays as Basic.

Candidates: in a window every card play the rules list (games.council.legal.legal_actions; the full list,
capped at --cap by Basic's reckoning) and passing; in a vote every outcome (elections: the --cap best
for the seat) with all its votes, with about half, with its smallest planet, and abstaining; both
answers to a transaction; every tied outcome; a follow-up choice's members (sampled past --cap).
Reporting a secret objective scored at the table stays at Basic's random rate (it is a free point that
stands in for the action phase; no bot may choose it).

A fair bot sees less than this seat, so its win rate estimates the ceiling of any bot that improves on
Basic one decision at a time (it is not a proof: a bot with a much better policy for its later moves
could in principle go further). Games and seats are those of bench_bots.py (game i: seed + i, the
oracle in seat i mod 6, the same Random bots), so the Basic figure of the same games is its paired
baseline. Each changed decision is then re-measured with K fresh playouts of the oracle's move and of
Basic's (unbiased by the choice), and the report says which kinds of decision the oracle changes and
what each kind gains, in points of win share.

--fair plays the same search without cheating: each playout starts from a table dealt from the seat's
own view (Game.determinise, as the Strong bot's), the rivals still the real Random policy. What the
oracle gains beyond it is what its sight of the hidden cards and the coming agendas is worth.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.core.actions import Action  # noqa: E402
from games.core.bots import RandomBot, make_bot  # noqa: E402
from games.core.errors import IllegalAction  # noqa: E402
from games.core.legal import ChoiceSpace  # noqa: E402
from games.core.seats import BotLevel  # noqa: E402
from games.council.actions import (  # noqa: E402
    Abstain,
    AnswerDeal,
    BreakTie,
    CastVotes,
    Choose,
    Pass,
    PlayCard,
    ProposeDeal,
    ScoreSecret,
    UseAbility,
)
from games.council.bots.basic import BasicCouncilBot, agenda_card, play_worth  # noqa: E402
from games.council.bots.moves import full_vote  # noqa: E402
from games.council.bots.worth import worth  # noqa: E402
from games.registry import load_game  # noqa: E402

SEATS = 6
Z95 = 1.959964
GAME = load_game("council")
WINDOW_FRAMES = {
    "start_window",
    "when_revealed",
    "cancel_window",
    "after_revealed",
    "after_speaker_votes",
    "before_resolution",
    "after_resolution",
    "after_own_vote",
}


def wilson(rate: float, n: int) -> tuple[float, float]:
    centre = rate + Z95 * Z95 / (2 * n)
    spread = Z95 * math.sqrt(rate * (1 - rate) / n + Z95 * Z95 / (4 * n * n))
    scale = 1 + Z95 * Z95 / n
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def share(state: Any, seat: int) -> float:
    winners = state.winners
    return 1.0 / len(winners) if seat in winners else 0.0


# --- candidates -------------------------------------------------------------------------------------
def candidates(state: Any, view: Any, seat: int, basic: Action, cap: int, rng: random.Random) -> list[Action]:
    """Basic's move first, then the other moves worth comparing (see the module's docstring)."""
    moves: list[Action] = [basic]

    def add(move: Action | None) -> None:
        if move is not None and move not in moves and not isinstance(move, ScoreSecret):
            moves.append(move)

    frame = view.frame
    legal = GAME.legal_actions(state, seat)
    if frame in WINDOW_FRAMES:
        plays = [a for a in legal if isinstance(a, (PlayCard, UseAbility))]
        if not plays:
            return moves
        plays.sort(key=lambda a: -play_worth(view, seat, _as_play(view, a)))
        add(Pass(seat, False))
        for a in plays[:cap]:
            add(a)
    elif frame == "vote":
        p = view.vote_prompt()
        if p.forced is None:
            add(Abstain(seat))
        outcomes = [p.forced] if p.forced is not None else list(p.outcomes)
        card = agenda_card(view.agenda)
        outcomes.sort(key=lambda o: -worth(view, seat, card, o))
        planets = sorted(((v, n) for n, v in p.planets if v > 0 or p.qanoj), reverse=True)
        for outcome in outcomes[:cap]:
            add(full_vote(seat, p, outcome))
            if p.rep_gov or not planets:
                continue
            add(CastVotes(seat, outcome, (planets[-1][1],)))  # the fewest votes: one small planet
            half, got, total = [], 0, sum(v for v, _ in planets)
            for v, name in planets:
                if got * 2 >= total:
                    break
                half.append(name)
                got += v
            add(CastVotes(seat, outcome, tuple(half)))
    elif frame == "transaction":
        for entry in legal:
            if isinstance(entry, AnswerDeal):
                add(entry)
    elif frame == "speaker_decides":
        for entry in legal:
            if isinstance(entry, BreakTie):
                add(entry)
    elif frame == "choose":
        for entry in legal:
            if isinstance(entry, ChoiceSpace) and entry.action_type is Choose:
                if entry.size() <= cap:
                    for a in entry.enumerate():
                        add(a)
                else:
                    for _ in range(cap):
                        add(entry.sample(rng))
            elif isinstance(entry, Choose):
                add(entry)
    return moves


def _as_play(view: Any, action: Any) -> Any:
    """The view's (verb, card, params) for a card play the rules list, for Basic's reckoning of it."""
    for play in view.plays:
        verb, card, c = play
        if (
            card == action.card
            and (verb == "play") == isinstance(action, PlayCard)
            and (c.target, c.outcome, c.amount, c.items)
            == (action.target, action.outcome, action.amount, action.items)
        ):
            return play
    return ("play" if isinstance(action, PlayCard) else "use", action.card, action)


# --- playouts ---------------------------------------------------------------------------------------
def playout(state: Any, seat: int, move: Action, dice: int) -> float | None:
    """The oracle's share of the win after `move`, the rest of the game played by Random rivals (fresh
    dice) and the seat's Basic self; None if the rules refuse the move."""
    state = GAME.clone(state)
    try:
        GAME.apply(state, move)
    except IllegalAction:
        return None
    seeds = random.Random(dice).getrandbits
    bots: list[Any] = [
        BasicCouncilBot(seeds(63)) if s == seat else RandomBot(GAME, seeds(63)) for s in range(SEATS)
    ]
    to_act, view, apply = GAME.to_act, GAME.view, GAME.apply
    while True:
        waiting = to_act(state)
        if not waiting:
            return share(state, seat)
        actor = waiting[0]
        apply(state, bots[actor].act(view(state, actor)))


def race(
    state: Any, seat: int, moves: list[Action], k: int, base: int, view: Any = None
) -> list[list[float]]:
    """Playout values of each move (None rows: refused); after a third of the playouts, moves clearly
    worse than the best (by more than two standard errors of the paired difference) stop. With a `view`
    (--fair) each playout starts from a table dealt from the seat's view instead of the true one."""
    values: list[list[float] | None] = [[] for _ in moves]
    first = max(2, k // 3)
    alive = list(range(len(moves)))
    for j in range(k):
        dice = base * 1000 + j
        table = state if view is None else GAME.determinise(view, random.Random(dice))
        for i in alive:
            row = values[i]
            if row is None:
                continue
            v = playout(table, seat, moves[i], dice)
            if v is None:
                values[i] = None
            else:
                row.append(v)
        alive = [i for i in alive if values[i] is not None]
        if j + 1 == first and len(alive) > 1:
            rows = {i: values[i] for i in alive}
            if all(r == rows[alive[0]] for r in rows.values()):
                break  # the move changes nothing the playouts see
            best = max(alive, key=lambda i: sum(rows[i]) / len(rows[i]))  # type: ignore[arg-type]
            alive = [i for i in alive if i in (0, best) or not _clearly_worse(rows[i], rows[best])]
    return [row if row is not None else [] for row in values]


def _clearly_worse(row: list[float], best: list[float]) -> bool:
    diffs = [a - b for a, b in zip(row, best, strict=False)]
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1))
    return mean + 2 * sd / math.sqrt(n) < 0


def pick(values: list[list[float]]) -> int:
    """The move with the best mean among those that beat Basic's (the first) by more than a standard
    error of the paired difference: with a few playouts the best of several moves is flattered by its
    luck, and a move that only looked better would make the oracle worse, not better."""
    base = values[0]
    best, best_gain = 0, 0.0
    for i, row in enumerate(values[1:], 1):
        if len(row) < len(base) or not row:
            continue  # raced out, or refused by the rules
        diffs = [a - b for a, b in zip(row, base, strict=True)]
        n = len(diffs)
        mean = sum(diffs) / n
        se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1) / n)
        if mean > se and mean > best_gain + 1e-9:
            best, best_gain = i, mean
    return best


# --- what changed ------------------------------------------------------------------------------------
def kind_of_change(view: Any, basic: Action, chosen: Action) -> str:
    frame = view.frame
    if frame == "vote":
        if isinstance(chosen, Abstain):
            return "vote: abstain instead of voting"
        if isinstance(basic, Abstain):
            return "vote: vote instead of abstaining"
        assert isinstance(chosen, CastVotes) and isinstance(basic, CastVotes)
        if chosen.outcome != basic.outcome:
            return "vote: another outcome"
        mine = dict((n, v) for n, v in view.vote_prompt().planets)
        a = sum(mine.get(n, 0) for n in chosen.planets)
        b = sum(mine.get(n, 0) for n in basic.planets)
        return "vote: more votes" if a > b else "vote: fewer votes" if a < b else "vote: other planets/extras"
    if frame in WINDOW_FRAMES:
        if isinstance(basic, ProposeDeal):
            return "deal: not offered"
        if isinstance(chosen, Pass):
            return f"window: pass instead of {_card(basic)}"
        if isinstance(basic, Pass):
            return f"window: play {_card(chosen)} instead of passing"
        if _card(basic) == _card(chosen):
            return f"window: {_card(chosen)} aimed otherwise"
        return f"window: {_card(chosen)} instead of {_card(basic)}"
    return f"{frame}: other answer"


def _card(action: Action) -> str:
    card = getattr(action, "card", None)
    if card is None:
        return type(action).__name__
    return "a rider" if card.endswith("-rider") and card != "imperial-rider" else card


# --- one game -------------------------------------------------------------------------------------------
def one_game(
    index: int, seed: int, k: int, cap: int, recheck: int, oracle: bool, fair: bool = False
) -> dict[str, Any]:
    seat = index % SEATS
    game_seed = seed + index
    state = GAME.new_state(SEATS, GAME.default_options(), game_seed)
    levels = tuple(BotLevel.BASIC if s == seat else BotLevel.RANDOM for s in range(SEATS))
    bot_seeds = random.Random(game_seed ^ 0x5EED).getrandbits  # as games.core.simulate.play_one
    bots = [make_bot(GAME, levels[s], bot_seeds(63)) for s in range(SEATS)]
    me = bots[seat]
    choose_rng = random.Random(game_seed * 7919)
    searched = changed = 0
    changes: list[tuple[str, float, float]] = []  # (kind, searched gain, re-measured gain)
    decisions = 0
    while True:
        waiting = GAME.to_act(state)
        if not waiting:
            break
        actor = waiting[0]
        view = GAME.view(state, actor)
        if actor != seat or not oracle:
            GAME.apply(state, bots[actor].act(view))
            continue
        basic = me.act(view)
        # Its own legal moves depend on nothing hidden from it (Game.legal_actions): the fair seat reads
        # them from the table as it knows it.
        table = view.known_table.state if fair else state
        moves = candidates(table, view, seat, basic, cap, choose_rng)
        move = basic
        if len(moves) > 1:
            searched += 1
            decisions += 1
            base = game_seed * 100_000 + decisions
            values = race(state, seat, moves, k, base, view if fair else None)
            best = pick(values)
            if best:
                move = moves[best]
                changed += 1
                gain = sum(values[best]) / len(values[best]) - sum(values[0]) / len(values[0])
                fresh = (
                    race(state, seat, [basic, move], recheck, base + 50_000) if recheck else [[0.0], [0.0]]
                )
                regain = sum(fresh[1]) / max(1, len(fresh[1])) - sum(fresh[0]) / max(1, len(fresh[0]))
                changes.append((kind_of_change(view, basic, move), gain, regain))
        GAME.apply(state, move)
    return {"share": share(state, seat), "searched": searched, "changed": changed, "changes": changes}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--first", type=int, default=0, help="first game's index (a run in pieces)")
    parser.add_argument("--seed", type=int, default=1, help="as bench_bots.py: game i plays seed + i")
    parser.add_argument("--playouts", type=int, default=16, help="K: playouts per candidate")
    parser.add_argument("--cap", type=int, default=8, help="most card plays, outcomes or choices compared")
    parser.add_argument("--recheck", type=int, default=16, help="fresh playouts re-measuring each change")
    parser.add_argument("--every", type=int, default=8, help="print the summary so far every N games")
    parser.add_argument(
        "--fair", action="store_true", help="no cheating: playouts from tables dealt from the seat's view"
    )
    parser.add_argument("--basic", action="store_true", help="play the seat as plain Basic (the baseline)")
    args = parser.parse_args()
    start = time.perf_counter()
    won = base_won = 0.0
    searched = changed = 0
    kinds: dict[str, list[float]] = defaultdict(list)
    found: dict[str, list[float]] = defaultdict(list)
    diffs: list[float] = []  # the oracle's share minus plain Basic's, game by game
    for n, index in enumerate(range(args.first, args.first + args.games), 1):
        t0 = time.perf_counter()
        r = one_game(index, args.seed, args.playouts, args.cap, args.recheck, not args.basic, args.fair)
        b = one_game(index, args.seed, 0, 0, 0, False)["share"]  # plain Basic, same seat and seeds
        won += r["share"]
        base_won += b
        diffs.append(r["share"] - b)
        searched += r["searched"]
        changed += r["changed"]
        for kind, gain, regain in r["changes"]:
            kinds[kind].append(regain)
            found[kind].append(gain)
        low, high = wilson(won / n, n)
        print(
            f"game {index}: seat {index % SEATS + 1} share {r['share']:.2f} (Basic {b:.2f})"
            f"  searched {r['searched']} changed {r['changed']}  {time.perf_counter() - t0:.0f} s"
            f"  | oracle {won / n:.1%} ({low:.1%}-{high:.1%}) Basic {base_won / n:.1%} over {n}",
            flush=True,
        )
        if n % args.every == 0 and n < args.games:
            summary(
                args, n, diffs, won, base_won, searched, changed, kinds, found, time.perf_counter() - start
            )
    summary(
        args, args.games, diffs, won, base_won, searched, changed, kinds, found, time.perf_counter() - start
    )


def summary(
    args: Any,
    n: int,
    diffs: list[float],
    won: float,
    base_won: float,
    searched: int,
    changed: int,
    kinds: dict[str, list[float]],
    found: dict[str, list[float]],
    seconds: float,
) -> None:
    """The win rate so far beside plain Basic's, and the changes by kind with what each gained."""
    rate = won / n
    low, high = wilson(rate, n)
    who = "Fair search" if args.fair else "Oracle"
    print(
        f"\n{who} vs 5 Random: {n} games (seeds {args.seed + args.first}-{args.seed + args.first + n - 1}),"
        f" win share {rate:.1%} (95% interval {low:.1%}-{high:.1%}); plain Basic in the same games"
        f" {base_won / n:.1%}; K={args.playouts}, cap {args.cap}; {seconds:.0f} s"
    )
    mean = sum(diffs) / n
    se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1) / n)
    print(
        f"oracle minus Basic, game by game: {100 * mean:+.1f} +- {100 * se:.1f} points of win share (1 s.e.)"
    )
    print(
        f"decisions searched {searched} ({searched / n:.1f} a game),"
        f" changed {changed} ({changed / n:.2f} a game)"
    )
    print(
        "changes by kind: count a game, re-measured gain each (points of win share, +- 1 s.e.),"
        " total a game; [gain the search saw]"
    )
    for kind, gains in sorted(kinds.items(), key=lambda kv: -sum(kv[1])):
        m = len(gains)
        mean = sum(gains) / m
        se = math.sqrt(sum((g - mean) ** 2 for g in gains) / max(1, m - 1) / m)
        seen = sum(found[kind]) / m
        print(
            f"  {kind:<52} {m / n:5.2f}  {100 * mean:+6.1f} +- {100 * se:4.1f}"
            f"  total {100 * mean * m / n:+5.2f}  [{100 * seen:+5.1f}]"
        )
    print(flush=True)


if __name__ == "__main__":
    main()
