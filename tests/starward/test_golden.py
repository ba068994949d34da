"""Golden playthroughs: stored games replay to the same end, and the bots still play them move for move."""

import json

import pytest

from games.core import Seat, Session, SessionConfig
from tests.starward.golden import GAMES, path, record, summary
from tests.starward.tables import GAME


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_golden_game_replays_to_its_recorded_end(name):
    data = json.loads(path(name).read_text(encoding="utf-8"))
    options = GAME.options_from_dict(data["options"])
    actions = [GAME.codec.decode(a) for a in data["actions"]]
    config = SessionConfig(
        "starward", tuple(Seat(f"P{i}") for i in range(data["seats"])), options, data["seed"]
    )
    session = Session.replay(GAME, config, actions)
    assert session.is_over()
    assert summary(session.state, actions) == data["summary"]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_bots_still_play_the_golden_game_move_for_move(name):
    data = json.loads(path(name).read_text(encoding="utf-8"))
    fresh = record(name)
    assert fresh["actions"] == data["actions"]
    assert fresh["summary"] == data["summary"]
