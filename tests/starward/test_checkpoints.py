"""An undo checkpoint (Starward.checkpoint, tuples the collector stops walking) gives back the very
table it was taken from, as often as asked, however the tables made from it play on."""

import random

from games.starward.state import Player, StarwardState, fingerprint
from tests.starward.tables import GAME


def _every_slot_set(state: StarwardState) -> bool:
    players_full = all(hasattr(p, name) for p in state.players for name in Player.__slots__)
    return players_full and all(hasattr(state, name) for name in StarwardState.__slots__)


def test_a_checkpoint_resumes_the_table_it_was_taken_from() -> None:
    rng = random.Random(5)
    for seats in (2, 5):
        state = GAME.new_state(seats, GAME.default_options(), 40 + seats)
        taken = []  # (checkpoint, the fingerprint of its moment)
        while not GAME.is_over(state):
            if rng.random() < 0.1:
                taken.append((GAME.checkpoint(state), fingerprint(state)))
            seat = GAME.to_act(state)[0]
            GAME.apply(state, GAME.random_action(GAME.view(state, seat), rng))
        assert len(taken) > 5
        for saved, then in taken:
            resumed = GAME.resume(saved)
            assert _every_slot_set(resumed) and fingerprint(resumed) == then
            for _ in range(20):  # playing on from it leaves the checkpoint as it was
                if GAME.is_over(resumed):
                    break
                seat = GAME.to_act(resumed)[0]
                GAME.apply(resumed, GAME.random_action(GAME.view(resumed, seat), rng))
            assert fingerprint(GAME.resume(saved)) == then
