"""Golden playthroughs: stored games replay to the same end, and the bots still play them move for move."""

import pytest

from tests.golden_files import check_bots, check_replay
from tests.legislation.golden import GAMES, GOLDEN


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_golden_game_replays_to_its_recorded_end(name):
    check_replay(GOLDEN, name)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_bots_still_play_the_golden_game_move_for_move(name):
    check_bots(GOLDEN, name)
