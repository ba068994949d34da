"""An undo checkpoint (Starward.checkpoint: a snapshot in tuples the collector stops walking, or the
last snapshot and the actions played since) gives back the very table it was taken from, as often as
asked, however the tables made from it (or it was taken from) play on; and a session's undo and redo
rebuild every earlier table across the snapshots."""

import random

from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.starward.state import REPLAY_MOST, Player, Replay, StarwardState, fingerprint
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
        if seats == 5:  # a long game: a new snapshot after every REPLAY_MOST actions, Replays between
            kinds = [type(saved) for saved, _ in taken]
            assert kinds.count(tuple) >= 2 and kinds.count(Replay) > 10
        for saved, then in taken:
            resumed = GAME.resume(saved)
            assert _every_slot_set(resumed) and fingerprint(resumed) == then
            for _ in range(20):  # playing on from it leaves the checkpoint as it was
                if GAME.is_over(resumed):
                    break
                seat = GAME.to_act(resumed)[0]
                GAME.apply(resumed, GAME.random_action(GAME.view(resumed, seat), rng))
            assert fingerprint(GAME.resume(saved)) == then


def test_undo_and_redo_rebuild_every_earlier_table() -> None:
    seats = 5
    bots = tuple(Seat(f"Bot {i + 1}", kind=SeatKind.BOT) for i in range(seats))
    config = SessionConfig("starward", bots, GAME.default_options(), 77, table_undo=True)
    session = Session(GAME, config, checkpoint_every=7)
    rng = random.Random(7)
    tables = [fingerprint(session.state)]  # the table after each number of actions
    while not GAME.is_over(session.state):
        seat = GAME.to_act(session.state)[0]
        session.apply(GAME.random_action(GAME.view(session.state, seat), rng))
        tables.append(fingerprint(session.state))
    assert len(tables) > 2 * REPLAY_MOST  # undo crosses snapshots
    for count in (len(tables) - 2, 2 * REPLAY_MOST + 3, REPLAY_MOST, REPLAY_MOST - 1, 40, 0):
        session.undo_to(count)
        assert fingerprint(session.state) == tables[count], count
    while session.can_redo():  # played again from the set-up snapshot: new checkpoints on the way
        session.redo()
    assert fingerprint(session.state) == tables[-1]
    for count in (REPLAY_MOST + 20, 13):
        session.undo_to(count)
        assert fingerprint(session.state) == tables[count], count
