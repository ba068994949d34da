"""Storage test fixtures: a fresh library in a temporary folder, playing the toy game."""

from __future__ import annotations

from pathlib import Path

import pytest

from storage.library import Library
from tests.storage.toy_game import toy_loader


@pytest.fixture
def library(tmp_path: Path) -> Library:
    lib = Library(tmp_path / "data", load_game=toy_loader)
    yield lib
    lib.close()
