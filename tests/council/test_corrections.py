"""Mid-phase corrections (Edit › Correct the Table…) are in the speaker's legal listing, and only there."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from games.core.errors import IllegalAction
from games.core.legal import is_listed
from games.council import companion
from games.council.corrections import CorrectionSpace
from games.council.state import FrameKind
from tests.council.table import full_fingerprint, top, waiting
from tests.council.test_companion_seating import BOARD, mid_phase, session


def corrections(s, seat):
    return [e for e in s.legal_actions(seat) if isinstance(e, CorrectionSpace)]


def test_the_speaker_alone_lists_a_correction_mid_phase():
    s = mid_phase()
    assert s.state.speaker == 1 and waiting(s.state) != 1
    (space,) = corrections(s, 1)  # out of turn, the speaker still lists it
    assert all(not corrections(s, seat) for seat in range(6) if seat != 1)
    fixed = replace(companion.table_as_is(s.state), trade_goods=(2, 2, 2, 9, 2, 2), correction=True)
    assert fixed in space and is_listed(s.legal_actions(1), fixed)
    for seat in (0, 2, 3):  # the same correction from another seat: neither listed nor accepted
        moved = replace(fixed, seat=seat)
        assert not is_listed(s.legal_actions(seat), moved)
        before = full_fingerprint(s.state)
        with pytest.raises(IllegalAction, match="speaker"):
            s.apply(moved)
        assert full_fingerprint(s.state) == before
    assert replace(fixed, speaker=0) not in space  # a change of speaker waits for the next check
    rng = random.Random(3)
    for _ in range(5):
        sampled = space.sample(rng)
        assert sampled in space
    s.apply(space.sample(rng))
    assert s.entries[-1].public["table_corrected"] == 1


def test_no_correction_is_listed_at_the_table_check_or_in_standalone():
    s = session(factions=BOARD)
    assert top(s.state).kind is FrameKind.TABLE_CHECK
    assert not any(corrections(s, seat) for seat in range(6))
    from games.core.seats import Seat
    from games.core.session import Session, SessionConfig
    from games.council.options import CouncilOptions
    from tests.council.table import GAME

    seats = tuple(Seat(f"P{i}") for i in range(4))
    plain = Session(GAME, SessionConfig("council", seats, CouncilOptions(), 3))
    assert not any(corrections(plain, seat) for seat in range(4))
