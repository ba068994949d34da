"""Fewer hand-offs, privacy kept: no curtain when the screen comes back to the seat that last had it,
always one before another human's private screen; auto-pass is a seat's own choice."""

from __future__ import annotations

import sys
from pathlib import Path

from moments import plain_move

from desktop.council.board import WINDOWS
from desktop.council.screens import CouncilScreens
from desktop.hotseat import Hotseat

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from count_curtains import _session, count  # noqa: E402


class _Plain:
    """A seat's plain move (moments.py): what `_drive` asks a player for, no bot."""

    def __init__(self, session, seat):
        self.session, self.seat = session, seat

    def act(self, view):
        return plain_move(self.session.config.game, self.session, self.seat)


def _plain(session):
    return {s: _Plain(session, s) for s in range(len(session.config.seats))}


def _drive(hotseat, players, steps, on_curtain):
    session = hotseat.session
    for _ in range(steps):
        if session.is_over():
            return
        seat = hotseat.curtain_for()
        if seat is not None:
            on_curtain(seat)
            hotseat.confirm(seat)
            continue
        actor = hotseat.acting_seat()
        if actor is None:
            actor = session.to_act()[0]
            assert actor not in hotseat.humans, "a human to act without a curtain or the screen"
        hotseat.play(players[actor].act(session.view(actor)))


def test_the_curtain_comes_only_for_another_human(qapp):
    session = _session("legislation", 2, 2, 3)
    hotseat = Hotseat(session)
    players = _plain(session)
    last_viewer = []

    def on_curtain(seat):
        # A hand-over curtain is never for the seat that already has the screen (its hand may come back
        # face down after the bots' moves: that is no hand-over).
        if hotseat.hand_face_down():
            return
        assert not last_viewer or last_viewer[-1] != seat
        last_viewer.append(seat)

    _drive(hotseat, players, 400, on_curtain)
    assert len(last_viewer) > 4
    # And the private screen is only ever drawn for the seat that confirmed it.
    assert hotseat.screen_seat() in (None, hotseat.viewer)


def test_fewer_curtains_than_before_in_the_scripted_games():
    def mean(game, bots, **kw):
        return sum(count(game, 2, bots, s, **kw) for s in range(1, 6)) / 5

    assert mean("legislation", 2) < mean("legislation", 2, reference=True) - 2
    council = mean("council", 4)
    assert council < mean("council", 4, reference=True) - 2
    assert mean("council", 4, auto_pass=True) < council


def test_auto_pass_passes_only_card_windows_with_nothing_to_play(qapp):
    session = _session("council", 2, 4, 1)
    hotseat = Hotseat(session)
    hotseat.auto_pass = {0}
    hotseat.auto_mover = CouncilScreens().auto_pass
    players = _plain(session)
    asked: list[tuple[str, bool]] = []
    real = players[0].act

    def act(view):
        prompt = view.prompt
        kind = prompt.kind if prompt is not None else None
        asked.append((kind, view.has_plays))
        return real(view)

    players[0].act = act
    _drive(hotseat, players, 300, lambda seat: None)
    windows = set(WINDOWS)
    assert not [k for k, plays in asked if k in windows and not plays], "seat 0 was asked to pass by hand"
    assert any(k == "vote" for k, _p in asked), "a vote is never passed by itself"
    passed = [a for a in session.actions if a.seat == 0 and a.kind == "pass"]
    assert passed, "seat 0 passed by itself"


def test_auto_pass_is_chosen_per_human_seat_on_the_new_game_page_and_kept_with_the_save(
    qtbot, tmp_path, monkeypatch
):
    from gui_player import press, window_with_library

    from desktop.new_game import NewGamePage

    window = window_with_library(qtbot, monkeypatch, tmp_path / "data", size=(1366, 768))
    window.show_new_game("legislation")
    page = window.stack.currentWidget()
    assert isinstance(page, NewGamePage)
    # Legislation has no card windows to pass: nothing offered, and no note about it.
    assert not any(r.auto_pass.isVisibleTo(page) for r in page.rows)
    assert not page.auto_pass_note.isVisibleTo(page)
    page.game_combo.setCurrentIndex(page.game_combo.findData("council"))
    # Council: offered to the human seat only, off by default, and the page says what it can reveal.
    assert [r.auto_pass.isVisibleTo(page) for r in page.rows] == [True, False, False, False]
    assert not page.rows[0].auto_pass.isChecked()
    assert page.auto_pass_note.isVisibleTo(page) and "tell the others" in page.auto_pass_note.text()
    assert page.setup().auto_pass == ()
    page.rows[1].kind.setCurrentIndex(0)  # Bob is human too
    page.rows[1].auto_pass.setChecked(True)
    page.rows[2].auto_pass.setChecked(True)  # a bot's box, hidden: it means nothing
    assert page.setup().auto_pass == (1,)
    press(qtbot, page.start_button)
    table = window.table
    assert table is not None, page.problem.text()
    assert table.hotseat.auto_pass == {1}
    assert table.saved.ui.get("auto_pass") == [1]
    # The seat at the screen changes its own choice from the Edit menu; the save keeps it.
    table.bots.set_pause(0)
    qtbot.waitUntil(lambda: table.hotseat.human_to_act() is not None, timeout=15000)
    if table.hotseat.curtain_for() is not None:
        table.hotseat.confirm(table.hotseat.curtain_for())
    seat = table.auto_pass_seat()
    assert seat in table.hotseat.humans
    assert window.act_auto_pass.isEnabled()
    assert window.act_auto_pass.isChecked() == (seat == 1)
    window.act_auto_pass.trigger()
    assert (seat in table.hotseat.auto_pass) == (seat != 1)
    assert sorted(table.saved.ui.get("auto_pass") or []) == sorted(table.hotseat.auto_pass)


def test_a_nonsense_auto_pass_note_in_a_save_is_ignored(qapp):
    session = _session("council", 2, 4, 1)
    humans = [i for i, s in enumerate(session.config.seats) if s.kind.name == "HUMAN"]
    for junk in (5, "ab", [True, "x", 99, -1], {"a": 1}, None):
        assert Hotseat(session, ui={"auto_pass": junk}).auto_pass == set()
    assert Hotseat(session, ui={"auto_pass": [humans[1], 99]}).auto_pass == {humans[1]}


def test_the_sponsor_votes_on_their_own_bill_without_handing_the_screen_away(qapp):
    session = _session("legislation", 2, 2, 3)
    hotseat = Hotseat(session)
    players = _plain(session)
    events: list[str] = []
    _drive(hotseat, players, 500, lambda seat: events.append(f"curtain {seat}"))
    sponsored = 0
    for i, action in enumerate(session.actions):
        if action.kind == "propose" and action.seat in hotseat.humans:
            sponsored += 1
            # The very next move is the sponsor's own vote: no curtain came down in between.
            assert session.actions[i + 1].seat == action.seat and session.actions[i + 1].kind == "vote"
    assert sponsored >= 2
    assert len(events) > 4


def test_a_two_sided_deal_between_two_humans_takes_two_hand_offs(qapp):
    from games.legislation.actions import ConfirmDeal, Terms

    session = _session("legislation", 2, 2, 1)
    hotseat = Hotseat(session)
    humans = hotseat.humans
    players = _plain(session)
    for _ in range(300):  # plain moves to a human's Pledge turn with the screen, no deal open
        seat = hotseat.acting_seat()
        if seat is not None and any(
            getattr(a, "kind", "") == "end_turn" for a in session.legal_actions(seat)
        ) and session.view(seat).hand:  # fmt: skip
            break
        curtain = hotseat.curtain_for()
        if curtain is not None:
            hotseat.confirm(curtain)
            continue
        actor = seat if seat is not None else session.to_act()[0]
        hotseat.play(players[actor].act(session.view(actor)))
    else:
        raise AssertionError("the plain moves never reached a human's Pledge turn")
    other = next(h for h in humans if h != seat)
    curtains = []
    # Alice offers a bill of hers; Bob answers with a bill of his: a deal both sides give to.
    assert hotseat.play(Terms(seat, partner=other, give=(session.view(seat).hand[0],)))
    while (c := hotseat.curtain_for()) is not None or hotseat.acting_seat() is None:
        if c is None:
            break
        curtains.append(c)
        hotseat.confirm(c)
    assert hotseat.acting_seat() == other and curtains == [other]
    assert hotseat.play(Terms(other, give=(session.view(other).hand[0],)))
    curtains.append(hotseat.curtain_for())
    hotseat.confirm(seat)
    assert hotseat.acting_seat() == seat
    assert hotseat.play(ConfirmDeal(seat))
    # The deal is made and the screen stays with the seat whose turn it is: two hand-offs in all.
    assert hotseat.curtain_for() is None and hotseat.acting_seat() == seat
    assert curtains == [other, seat]


def test_after_the_bots_move_the_hand_comes_back_face_down_unless_the_seat_chose_open(qapp):
    """Two humans and bots: once the bots have moved on the shared view (everyone watching), the seat
    that had the screen gets its hand back face down ("Alice: show my hand — Space"), never straight
    open; a seat that chose to have it back open gets it open. The other human still gets the full
    hand-over curtain."""
    from desktop.curtain import Curtain

    session = _session("legislation", 2, 2, 3)
    humans = Hotseat(session).humans
    for open_hand in (False, True):
        session = _session("legislation", 2, 2, 3)
        hotseat = Hotseat(session, ui={"open_hand": list(humans)} if open_hand else None)
        players = _plain(session)
        returns = []
        for _ in range(400):
            if session.is_over() or len(returns) >= 3:
                break
            seat = hotseat.curtain_for()
            if seat is not None:
                if hotseat.hand_face_down():
                    assert seat == hotseat.viewer and hotseat.screen_seat() is None  # nothing private shown
                    returns.append(seat)
                hotseat.confirm(seat)
                continue
            actor = hotseat.acting_seat()
            if actor is None:
                actor = session.to_act()[0]
                assert actor not in hotseat.humans
                bots_moved_for = hotseat.viewer
            else:
                bots_moved_for = None
            hotseat.play(players[actor].act(session.view(actor)))
            if bots_moved_for is not None and hotseat.human_to_act() == bots_moved_for:
                # The screen comes back to the seat that had it, after the bots' moves.
                assert hotseat.screen_seat() == (bots_moved_for if open_hand else None)
                returns.append(bots_moved_for) if open_hand else None
        assert returns, "the screen came back to a seat after the bots moved"
    curtain = Curtain(0, "Alice", "#e6194b", "", face_down=True)
    assert curtain.button.text() == "Alice: show my hand — Space"
