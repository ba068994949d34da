"""Where Starward's data file lives: `assets/starward/` by the packages, in a checkout or a bundle."""

from __future__ import annotations

import os
from pathlib import Path

ENV_VAR = "QUORUM_ASSETS"  # the same override every game reads (tests, portable installs)


def starward_file(name: str) -> Path:
    env = os.environ.get(ENV_VAR)
    # games/starward/assets.py -> the project root; a one-folder bundle keeps the same layout.
    root = Path(env) if env else Path(__file__).resolve().parents[2] / "assets"
    return root / "starward" / name
