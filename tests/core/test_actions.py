"""Actions round-trip through plain JSON data, and malformed data is rejected with a reason."""

import json
from dataclasses import dataclass
from enum import StrEnum

import pytest

from games.core.actions import Action, ActionCodec, decode_dataclass, encode_dataclass
from games.core.errors import CorruptLog


class Side(StrEnum):
    YAY = "yay"
    NAY = "nay"


@dataclass(frozen=True, slots=True)
class Deal(Action):
    kind = "deal"
    partner: int
    cards: tuple[int, ...]
    tokens: tuple[tuple[int, Side], ...]
    note: str | None = None


codec = ActionCodec([Deal])


def test_round_trip_through_json():
    action = Deal(1, 2, (5, 7), ((3, Side.YAY), (9, Side.NAY)), None)
    data = json.loads(json.dumps(codec.encode(action)))
    assert data["tokens"] == [[3, "yay"], [9, "nay"]]
    assert codec.decode(data) == action


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ([], "must be an object"),
        ({"kind": "steal", "seat": 0}, "unknown action kind"),
        ({"kind": "deal", "seat": 0, "partner": 1, "cards": []}, "missing field 'tokens'"),
        ({"kind": "deal", "seat": 0, "partner": "1", "cards": [], "tokens": []}, "whole number"),
        ({"kind": "deal", "seat": 0, "partner": True, "cards": [], "tokens": []}, "whole number"),
        ({"kind": "deal", "seat": 0, "partner": 1, "cards": [], "tokens": [[3, "maybe"]]}, "not a Side"),
        ({"kind": "deal", "seat": 0, "partner": 1, "cards": [], "tokens": [], "x": 1}, "unexpected"),
        ({"kind": "deal", "seat": 0, "partner": 1, "cards": "12", "tokens": []}, "expected a list"),
    ],
)
def test_malformed_data_is_a_corrupt_log(data, reason):
    with pytest.raises(CorruptLog, match=reason):
        codec.decode(data)


def test_two_actions_cannot_share_a_kind():
    @dataclass(frozen=True, slots=True)
    class Other(Action):
        kind = "deal"

    with pytest.raises(TypeError, match="share the kind"):
        ActionCodec([Deal, Other])


@dataclass(frozen=True)
class Opts:
    hand_size: int = 9
    ballot: Side = Side.YAY


def test_options_fill_defaults_and_reject_strangers():
    assert decode_dataclass(Opts, {}) == Opts()
    assert decode_dataclass(Opts, encode_dataclass(Opts(6, Side.NAY))) == Opts(6, Side.NAY)
    with pytest.raises(CorruptLog, match="unexpected fields"):
        decode_dataclass(Opts, {"speed": 3})
