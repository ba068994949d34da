"""The table's per-seat settings in a save's GUI state (auto-pass): a list of distinct seat numbers,
checked like the other known settings; a stored session drops a bad one instead of refusing the game."""

from __future__ import annotations

from pathlib import Path

import pytest

from storage.content import check_ui, clean_ui
from storage.errors import SaveError


def test_a_list_of_seats_is_kept():
    assert check_ui(Path("x"), {"auto_pass": [0, 2]}) == {"auto_pass": [0, 2]}
    assert check_ui(Path("x"), {"auto_pass": None}) == {"auto_pass": None}


@pytest.mark.parametrize("bad", [5, "0,2", [0, 0], [True], [64], [-1], ["a"], {"a": 1}, [[0]]])
def test_anything_else_is_refused_with_a_message_or_dropped_from_a_stored_session(bad):
    with pytest.raises(SaveError, match="auto_pass: expected a list of seat numbers"):
        check_ui(Path("x"), {"auto_pass": bad})
    assert clean_ui(Path("x"), {"auto_pass": bad, "curtain_seat": 1}) == {"curtain_seat": 1}
