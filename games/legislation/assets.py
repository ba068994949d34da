"""Where Legislation's data files live: `assets/` by the packages, in a checkout or a PyInstaller bundle."""

from __future__ import annotations

import os
from pathlib import Path

ENV_VAR = "QUORUM_ASSETS"  # points at another assets folder (tests, portable installs)

_override: Path | None = None


def use_assets(folder: Path | str | None) -> None:
    """Read data from `folder` instead of the default (None restores the default).

    Data already loaded stays cached; call before the first game is created.
    """
    global _override
    _override = Path(folder) if folder is not None else None


def assets_dir() -> Path:
    if _override is not None:
        return _override
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env)
    # games/legislation/assets.py -> the project root; in a one-folder PyInstaller bundle the
    # modules sit under the bundle folder the same way, with `assets/` copied beside them.
    return Path(__file__).resolve().parents[2] / "assets"


def legislation_file(name: str) -> Path:
    return assets_dir() / "legislation" / name
