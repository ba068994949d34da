"""Regenerates docs/screenshots/: every screen of both voting games at 1366x768 with 8 seats, and of
Starward with 5.

    python docs/screenshots/make.py [--size 1366x768] [--lang en] [--colour-blind] [--out DIR]

Run from the checkout's root. The tables are the seeded bot games the layout test uses
(tests/desktop/table_states.py), stopped where the one human seat faces each kind of decision.
--colour-blind also writes each picture as seen with protanopia and deuteranopia (ImageMagick's
`convert` with the Machado matrices of desktop/colour_vision.py) beside it, to look at.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "desktop")]
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QUORUM_DATA_DIR", tempfile.mkdtemp(prefix="quorum-shots-"))
os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp(prefix="quorum-shots-config-"))

MENU_AND_TITLE = 68  # a maximised window on a 768 px screen keeps about 700 px (issue 28)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1366x768")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--colour-blind", action="store_true")
    parser.add_argument("--out", type=Path, default=HERE, help="folder for the pictures (default: this one)")
    args = parser.parse_args(argv)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    width, height = (int(v) for v in args.size.split("x"))
    height -= MENU_AND_TITLE

    from PySide6.QtWidgets import QApplication
    from table_states import (
        finished,
        first_resolution,
        session_at,
        starward_decisions,
        stops,
        targeting_moves,
    )

    from desktop.app import make_application
    from desktop.main_window import MainWindow

    app = make_application(language=args.lang)
    window = MainWindow()
    window.resize(width, height)
    window.show()
    shots: list[Path] = []

    def settle() -> None:
        for _ in range(6):
            app.processEvents()
        window.resize(width, height)
        for _ in range(6):
            app.processEvents()

    def shoot(name: str, widget=None) -> None:
        settle()
        path = out / f"{name}.png"
        if not (widget or window).grab().save(str(path)):
            raise RuntimeError(f"could not write {path}")
        shots.append(path)
        print(path)

    def table(session) -> None:
        window.open_table(session, None, bot_pause_ms=10**9)

    shoot("start")
    names = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi")
    from datetime import UTC, datetime

    from storage.summary import SessionSummary

    window.start_page.set_sessions(
        [
            SessionSummary(
                str(i),
                Path(f"{i}.quorum.db"),
                name=f"{('Legislation', 'Galactic Council')[i % 2]} — {', '.join(names[: 3 + i])}",
                game=("legislation", "council")[i % 2],
                players=names[: 3 + i],
                progress={"round": 2 + i, "agenda": 1}
                if i % 2
                else {"round": 3 + i, "passed": i, "failed": 1},
                last_played=datetime.fromtimestamp(1_790_000_000 + 3600 * i, UTC),
            )
            for i in range(6)
        ]
    )
    shoot("start-saved-games")
    for game in ("legislation", "council"):
        window.show_new_game(game)
        page = window.stack.currentWidget()
        while len(page.rows) < page.most:
            page.add_seat()
        shoot(f"{game}-new-game")
        from desktop.rules_browser import RulesDialog

        rules = RulesDialog(game, window)
        rules.show()
        shoot(f"{game}-rules", rules)
        rules.close()
        players = 8
        for kind, moves in stops(game, players):
            table(session_at(game, players, moves))
            shoot(f"{game}-{kind.replace('+', '-').replace('_', '-')}")
        kinds = dict(stops(game, players))
        table(session_at(game, players, kinds.get("vote", next(iter(kinds.values()))), humans=2))
        shoot(f"{game}-curtain")
        if game == "council":
            table(session_at(game, players, first_resolution(players)))
            shoot(f"{game}-result")
            for want in ("seats", "outcomes"):  # a card's targets lit up on the table, waiting for a click
                moves, verb, card = targeting_moves(players, want)
                table(session_at(game, players, moves))
                settle()
                window.table.current.activate_card(verb, card)
                shoot(f"{game}-target-{want}")
            table(after_agendas(game, players, 2))
            settle()
            window.table.current.show_history()  # the agendas so far and the laws' holders
            shoot(f"{game}-history", window.table.current.history_dialog)
            window.table.current.history_dialog.close()
        else:
            from desktop.demo import demo_session

            table(demo_session(game, players=players))
            shoot(f"{game}-result")
            # Undo past a revealed ballot: the menu item is off, Ctrl+Z says why over the corner.
            table(demo_session(game, players=5))
            window.act_undo.trigger()
            window.undo()
            shoot(f"{game}-undo-refused")
            # After the bots' moves on the shared view, a hand comes back face down.
            kinds = dict(stops(game, players))
            table(session_at(game, players, kinds["vote"], humans=2))
            hotseat = window.table.hotseat
            hotseat.viewer, hotseat.face_down = hotseat.human_to_act(), True
            window.table.refresh()
            shoot(f"{game}-hand-face-down")
        table(finished(game, players))
        shoot(f"{game}-end")
    players = 5  # Starward is for 2-5
    for kind, seed, moves in starward_decisions(players):  # research and attacks from further seeded games
        table(session_at("starward", players, moves, seed=seed))
        shoot(f"starward-{kind}")
    table(session_at("starward", players, dict(stops("starward", players))["respond"], humans=2))
    shoot("starward-curtain")
    table(finished("starward", players, seed=2))  # a tie on influence, broken by resources and fighters
    shoot("starward-end")
    window.close()
    QApplication.processEvents()
    if args.colour_blind:
        colour_blind(shots)
    return 0


def after_agendas(game: str, players: int, agendas: int, seed: int = 7):
    """The seeded bot game once `agendas` agendas are resolved, when seat 0 next acts."""
    from table_states import session_at

    from games.core.bots import RandomBot
    from games.registry import load_game

    session = session_at(game, players, 0, seed=seed)
    bots = [RandomBot(load_game(game), seed * 31 + s) for s in range(players)]
    resolved = 0
    while not session.is_over() and (resolved < agendas or 0 not in session.to_act()):
        seat = session.to_act()[0]
        resolved += bool(session.apply(bots[seat].act(session.view(seat))).public.get("result"))
    return session


def colour_blind(shots: list[Path]) -> None:
    """Each shot as seen with protanopia and deuteranopia, in docs/screenshots/colour-blind/."""
    from desktop.colour_vision import MACHADO

    tool = shutil.which("magick") or shutil.which("convert")
    if tool is None:
        print("--colour-blind needs ImageMagick (convert)", file=sys.stderr)
        return
    out = shots[0].parent / "colour-blind" if shots else HERE / "colour-blind"
    out.mkdir(exist_ok=True)
    for kind, matrix in MACHADO.items():
        values = " ".join(f"{v:.6f}" for row in matrix for v in row)
        for shot in shots:
            target = out / f"{shot.stem}-{kind}.png"
            # In linear light, as the matrices are meant: sRGB -> linear RGB, matrix, back to sRGB.
            subprocess.run(
                [
                    tool,
                    str(shot),
                    "-colorspace",
                    "RGB",
                    "-color-matrix",
                    values,
                    "-colorspace",
                    "sRGB",
                    str(target),
                ],
                check=True,
            )


if __name__ == "__main__":
    sys.exit(main())
