"""Counts hand-off curtains in scripted games: 2 humans + 2 bots in Legislation, 2 humans + 4 bots in Council.

Legislation: the opening (Discard, Draw, On Deck) and the first Pledge and Vote rounds; Council: the
first agenda, until its outcome is resolved.

Every seat plays seeded random moves; the humans' moves go through desktop.hotseat.Hotseat (the
table's own rule for when the curtain comes down), exactly as at the table. The same games are
counted under the old rule (a curtain before every human turn after any other seat's move) as the
reference. Prints one line per script and a BENCH line for benchmarks/run.py.

    python benchmarks/count_curtains.py [--seeds 20]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.hotseat import Hotseat  # noqa: E402
from games.core.bots import RandomBot  # noqa: E402
from games.core.seats import Seat, SeatKind  # noqa: E402
from games.core.session import Session, SessionConfig  # noqa: E402
from games.registry import load_game  # noqa: E402

FIRST_VOTE_OVER = 5  # Legislation numbers every phase: 0 Discard .. 3 Pledge, 4 Vote, 5 the next Pledge
NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")
COLOURS = ("#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4")


def _session(game_name: str, humans: int, bots: int, seed: int) -> Session:
    game = load_game(game_name)
    kinds = [SeatKind.HUMAN] * humans + [SeatKind.BOT] * bots
    # Humans not side by side (Alice, a bot, Bob, ...): the seat order a table usually has.
    order = [kinds[i // 2] if i % 2 == 0 else kinds[humans + i // 2] for i in range(humans * 2)]
    order += kinds[humans * 2 :] if bots < humans else [SeatKind.BOT] * (bots - humans)
    seats = tuple(Seat(NAMES[i], COLOURS[i], k) for i, k in enumerate(order))
    return Session(game, SessionConfig(game_name, seats, game.default_options(), seed))


def _done(game_name: str, session: Session, start_round: int) -> bool:
    if session.is_over():
        return True
    if game_name == "legislation":  # the opening (Discard, Draw, On Deck) and the first Pledge + Vote
        return session.view(None).round_no >= FIRST_VOTE_OVER
    return any(e.for_viewer(None).get("resolved_outcome") for e in session.entries)


class EveryTurnHotseat(Hotseat):
    """The reference: the rule before issue 9, a curtain before every human turn that follows any
    other seat's move (a bot's too), even when the screen comes back to the seat that had it, and the
    first human of several to act gets the screen (the sponsor hands it away before voting)."""

    def human_to_act(self) -> int | None:  # the first human of several to act, whoever had the screen
        return next((seat for seat in self.session.to_act() if seat in self.humans), None)

    def _on_session_change(self, session: Session, change: object, index: int) -> None:
        if len(self.humans) > 1 and self.human_to_act() != self.viewer:
            self.viewer = None
        self.sig_changed.emit()


def count(
    game_name: str, humans: int, bots: int, seed: int, auto_pass: bool = False, reference: bool = False
) -> int:
    """Curtains shown until the Legislation round or the Council agenda is over."""
    session = _session(game_name, humans, bots, seed)
    hotseat = (EveryTurnHotseat if reference else Hotseat)(session)
    if auto_pass:  # every human chose "auto-pass when I can play nothing" (the table's own rule)
        from desktop.table.screens import screens_for

        hotseat.auto_pass = set(hotseat.humans)
        hotseat.auto_mover = screens_for(game_name).auto_pass
    players = {s: RandomBot(session.game, seed * 31 + s) for s in range(len(session.config.seats))}
    start = session.view(None).round_no if game_name == "legislation" else 0
    curtains = 0
    for _ in range(20_000):
        if _done(game_name, session, start):
            break
        seat = hotseat.curtain_for()
        if seat is not None:
            # A hand coming back face down to the seat that had the screen is no hand-over.
            curtains += not getattr(hotseat, "hand_face_down", lambda: False)()
            hotseat.confirm(seat)
            continue
        human = hotseat.acting_seat()
        if human is not None:
            hotseat.play(players[human].act(session.view(human)))
            continue
        bot = session.to_act()[0]
        hotseat.play(players[bot].act(session.view(bot)))
    hotseat.detach()
    return curtains


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    args = parser.parse_args()
    seeds = range(1, args.seeds + 1)
    out = {}
    for label, game, humans, bots, auto, reference in (
        ("legislation_round_2h2b_before", "legislation", 2, 2, False, True),
        ("legislation_round_2h2b", "legislation", 2, 2, False, False),
        ("council_agenda_2h4b_before", "council", 2, 4, False, True),
        ("council_agenda_2h4b", "council", 2, 4, False, False),
        ("council_agenda_2h4b_autopass", "council", 2, 4, True, False),
    ):
        counts = [count(game, humans, bots, s, auto, reference) for s in seeds]
        out[label] = statistics.mean(counts)
        print(
            f"{label}: {statistics.mean(counts):.1f} curtains (median {statistics.median(counts)}, "
            f"min {min(counts)}, max {max(counts)}, {len(counts)} seeds)"
        )
    print("BENCH " + json.dumps({"name": "curtains", **out}))


if __name__ == "__main__":
    main()
