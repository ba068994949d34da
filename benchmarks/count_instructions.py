"""A fixed simulator workload, to count the CPU instructions an action takes (bench_versions --instructions).

    python benchmarks/count_instructions.py council 10       # 10 8-seat Galactic Council games
    python benchmarks/count_instructions.py legislation 20   # 20 5-seat Legislation games
    python benchmarks/count_instructions.py starward 6       # 6 4-seat Starward games

The games are played exactly as bench_council.py, bench_legislation.py and bench_starward.py time them
(random bots through `Session.apply`, seeds drawn from `random.Random(1)`), then `ACTIONS <n>` is printed.
Run under `valgrind --tool=callgrind`, once with 0 games (start-up alone) and once with some, the
difference divided by the actions is the instructions an action costs: unlike a time, that count
does not move when other programs load the machine.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from games.core.simulate import play_one  # noqa: E402

WORKLOADS = {"council": 8, "legislation": 5, "starward": 4}  # game -> seats, as their benchmarks play them


def main() -> int:
    name, games = sys.argv[1], int(sys.argv[2])
    if name == "council":
        from games.council.game import GalacticCouncil
        from games.council.options import CouncilOptions

        game, options = GalacticCouncil(), CouncilOptions()
    elif name == "starward":
        from games.starward.game import Starward

        game, options = Starward(), None
    else:
        from games.legislation.game import Legislation

        game, options = Legislation(), None
    seeds = random.Random(1)
    actions = sum(len(play_one(game, WORKLOADS[name], seeds.getrandbits(63), options)) for _ in range(games))
    print(f"ACTIONS {actions}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
