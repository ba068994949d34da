"""Autosave: every apply, undo and redo is on disk when the call returns; resume restores everything."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.core.errors import IllegalAction
from storage import SaveError, SaveProblem
from storage.database import read_content
from storage.library import Library
from tests.storage.scripted_play import next_move
from tests.storage.toy_game import Draw, Pass, Play, fingerprint, toy_config, toy_loader


def on_disk(library: Library, session_id: str) -> tuple[list, list]:
    """What a fresh reader finds in the file right now (actions, redo stack)."""
    content, _game = read_content(library.path_of(session_id), toy_loader)
    return content.actions, content.redo


def test_every_apply_undo_and_redo_is_committed_at_once(library: Library) -> None:
    saved = library.create("g", toy_config(seed=3))
    session = saved.session
    session.apply(Draw(0))
    assert on_disk(library, saved.id) == ([Draw(0)], [])
    card = session.state.hands[0][0]
    session.apply(Pass(1))
    session.apply(Pass(2))
    session.apply(Play(0, card))
    assert on_disk(library, saved.id) == ([Draw(0), Pass(1), Pass(2), Play(0, card)], [])
    session.undo()
    assert on_disk(library, saved.id) == ([Draw(0), Pass(1), Pass(2)], [Play(0, card)])
    session.undo_to(1)
    assert on_disk(library, saved.id) == ([Draw(0)], [Play(0, card), Pass(2), Pass(1)])
    session.redo()
    assert on_disk(library, saved.id) == ([Draw(0), Pass(1)], [Play(0, card), Pass(2)])
    session.apply(Draw(2))  # a new move clears the redo history, on disk too
    assert on_disk(library, saved.id) == ([Draw(0), Pass(1), Draw(2)], [])


def test_resume_restores_state_turn_ui_and_undo_history(library: Library) -> None:
    saved = library.create("g", toy_config(seed=5, turns=300))
    rng = random.Random(1)
    for _ in range(150):
        next_move(saved.session, rng)
    saved.session.apply(Pass(saved.session.to_act()[0]))
    saved.session.apply(Pass(saved.session.to_act()[0]))
    saved.session.undo()  # a redo history of one
    saved.set_ui({"curtain_seat": 2, "log_open": True})
    before = saved.session
    saved.close()

    again = library.open(saved.id)
    after = again.session
    assert fingerprint(after.state) == fingerprint(before.state)
    assert after.to_act() == before.to_act()
    assert after.actions == before.actions and after.entries == before.entries
    assert after.redo_stack == before.redo_stack and after.can_redo()
    assert after.barrier == before.barrier and after.can_undo() == before.can_undo()
    assert again.ui == {"curtain_seat": 2, "log_open": True}
    assert again.name == "g"
    # and the restored history works: redo, then undo back to the barrier
    after.redo()
    while after.can_undo():
        after.undo()
    assert len(after) == after.barrier


def test_update_ui_changes_and_removes_keys(library: Library) -> None:
    saved = library.create("g", toy_config(), ui={"curtain_seat": 1})
    saved.update_ui(curtain_seat=None, zoom=2)
    assert saved.ui == {"zoom": 2}
    saved.close()
    assert library.open(saved.id).ui == {"zoom": 2}


def test_ui_that_is_not_json_is_refused_and_nothing_changes(library: Library) -> None:
    saved = library.create("g", toy_config(), ui={"a": 1})
    for bad in ({"a": object()}, {1: "x"}, {"a": float("nan")}):
        with pytest.raises(SaveError) as err:
            saved.set_ui(bad)
        assert err.value.kind is SaveProblem.INVALID
    saved.close()
    assert library.open(saved.id).ui == {"a": 1}


def test_a_failed_write_takes_the_move_back_and_keeps_it_for_retry(
    library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    import storage.saved_session as saved_module

    saved = library.create("g", toy_config(seed=2))
    saved.session.apply(Pass(0))
    real = saved_module.dumps
    monkeypatch.setattr(saved_module, "dumps", lambda data: (_ for _ in ()).throw(OSError("disk full")))
    with pytest.raises(SaveError, match="could not be saved") as err:
        saved.session.apply(Pass(1))
    assert err.value.kind is SaveProblem.UNWRITABLE
    assert on_disk(library, saved.id) == ([Pass(0)], [])  # the failed transaction left nothing half-done
    assert (saved.session.actions, saved.session.to_act()) == ([Pass(0)], (1,))  # and memory holds no more
    assert saved.unsaved == ([Pass(0), Pass(1)], [])
    with pytest.raises(SaveError):
        saved.retry()  # still full: still as the file holds it
    assert saved.session.actions == [Pass(0)]
    monkeypatch.setattr(saved_module, "dumps", real)
    assert saved.retry() is True
    assert saved.unsaved is None
    assert saved.session.actions == [Pass(0), Pass(1)] == on_disk(library, saved.id)[0]
    saved.session.undo()
    saved.session.undo()
    saved.session.apply(Draw(0))
    assert on_disk(library, saved.id) == ([Draw(0)], [])


def test_a_closed_session_stops_saving(library: Library) -> None:
    saved = library.create("g", toy_config())
    saved.close()
    saved.session.apply(Pass(0))  # the game still plays in memory, but no longer writes
    assert on_disk(library, saved.id) == ([], [])
    with pytest.raises(SaveError, match="closed"):
        saved.set_ui({"a": 1})


def test_a_rules_error_does_not_reach_the_file(library: Library) -> None:
    saved = library.create("g", toy_config())
    with pytest.raises(IllegalAction):
        saved.session.apply(Pass(2))
    saved.session.apply(Pass(0))
    assert on_disk(library, saved.id) == ([Pass(0)], [])


def test_save_now_writes_what_memory_holds_after_a_failure(
    library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    import storage.saved_session as saved_module

    saved = library.create("g", toy_config(seed=2))
    real = saved_module.dumps
    monkeypatch.setattr(saved_module, "dumps", lambda data: (_ for _ in ()).throw(OSError("disk full")))
    with pytest.raises(SaveError):
        saved.session.apply(Pass(0))
    monkeypatch.setattr(saved_module, "dumps", real)
    assert saved.session.actions == []
    saved.save_now()  # a plain save does not bring back the refused move: only retry() does
    assert on_disk(library, saved.id) == ([], [])
    saved.session.apply(Pass(0))
    assert on_disk(library, saved.id) == ([Pass(0)], [])


moves = st.lists(
    st.one_of(
        st.tuples(st.just("apply"), st.integers(0, 2**16)),
        st.tuples(st.just("undo"), st.just(0)),
        st.tuples(st.just("undo_to"), st.integers(0, 40)),
        st.tuples(st.just("redo"), st.just(0)),
    ),
    max_size=40,
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(moves=moves)
def test_the_file_always_matches_the_game_whatever_the_moves(tmp_path_factory, moves) -> None:  # noqa: ANN001
    library = Library(tmp_path_factory.mktemp("prop"), load_game=toy_loader)
    saved = library.create("p", toy_config(seed=4, turns=30))
    session = saved.session
    for step, (move, number) in enumerate(moves):
        try:
            if move == "apply" and not session.is_over():
                seat = session.to_act()[0]
                session.apply(session.game.random_action(session.view(seat), random.Random(number)))
            elif move == "undo":
                session.undo()
            elif move == "undo_to":
                session.undo_to(min(number, len(session)))
            elif move == "redo":
                session.redo()
        except IllegalAction:
            pass  # refused moves (barrier, nothing to redo) must leave the file alone too
        if step % 5 == 4:
            assert on_disk(library, saved.id) == (session.actions, session.redo_stack)
    assert on_disk(library, saved.id) == (session.actions, session.redo_stack)
    saved.close()
    again = library.open(saved.id).session
    assert fingerprint(again.state) == fingerprint(session.state)
    assert (again.actions, again.redo_stack, again.barrier) == (
        session.actions,
        session.redo_stack,
        session.barrier,
    )
    library.close()
