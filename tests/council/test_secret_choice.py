"""A seat holding several rivals' Political Secrets chooses whose to play (cards/silencers.py); a play
logged before that choice existed (no target) replays as it did: the first rival note held."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games.core.errors import IllegalAction
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.council.actions import AnswerDeal, ConfirmInstruction, Pass, PlayCard, ProposeDeal
from games.council.bot import random_action
from games.council.bots.basic import decide
from games.council.bots.worth import players, votes_of
from games.council.options import CouncilOptions
from games.council.rulebook import Params
from games.council.state import FrameKind
from storage.library import Library
from tests.council.table import DEFAULT_PLANETS, GAME, act, full_fingerprint, run_until, table

SECRET = "political-secret"
NAMES = ("Ann", "Ben", "Cy", "Dee")


def config(seed: int = 11) -> SessionConfig:
    opts = CouncilOptions(factions=("",) * 4, planets=DEFAULT_PLANETS[:4], hand_size=0)
    return SessionConfig("council", tuple(Seat(n) for n in NAMES), opts, seed)


def to_bens_when_window(session: Session) -> None:
    """Pass until Ben (seat 1) is asked in the first agenda's "when revealed" window."""
    for _ in range(200):
        top = session.state.stack[-1]
        (seat,) = session.to_act()
        if top.kind is FrameKind.WHEN and seat == 1:
            return
        table_job = top.kind.value == "table_instructions"
        session.apply(ConfirmInstruction(seat) if table_job else Pass(seat))
    raise AssertionError("Ben was never asked in a when-revealed window")


def holding_cys_then_dees(session: Session) -> None:
    """Ben takes Cy's, then Dee's Political Secret in two accepted transactions (as players would)."""
    to_bens_when_window(session)
    for owner in (2, 3):
        session.apply(ProposeDeal(1, owner, (), (f"note:{SECRET}@{owner}",)))
        session.apply(AnswerDeal(owner, True))
    notes = session.state.players[1].notes
    assert f"{SECRET}@2" in notes and f"{SECRET}@3" in notes
    assert notes.index(f"{SECRET}@2") < notes.index(f"{SECRET}@3")


@pytest.mark.parametrize("owner", [2, 3])
def test_a_seat_holding_two_rivals_secrets_silences_the_one_it_chooses(owner: int) -> None:
    session = Session(GAME, config())
    holding_cys_then_dees(session)
    offered = {a.target for a in session.legal_actions(1) if isinstance(a, PlayCard) and a.card == SECRET}
    assert offered == {2, 3}  # one way to play per rival note held; never its own
    assert {p.params for p in session.view(1).plays if p.card == SECRET} == {Params(2), Params(3)}
    entry = session.apply(PlayCard(1, SECRET, target=owner))
    state = session.state
    other = 5 - owner
    assert state.agenda.silenced == {owner} and entry.public["silenced"] == owner
    assert f"{SECRET}@{owner}" not in state.players[1].notes
    assert f"{SECRET}@{other}" in state.players[1].notes  # the other note stays in Ben's hand
    # The other one can still be played on this agenda: both rivals are then silenced.
    session.apply(PlayCard(1, SECRET, target=other))
    assert state.agenda.silenced == {2, 3}


def test_a_note_the_seat_does_not_hold_is_refused_and_nothing_changes() -> None:
    session = Session(GAME, config())
    holding_cys_then_dees(session)
    before, count = full_fingerprint(session.state), len(session)
    for owner, code in ((0, "note_not_held"), (1, "note_not_held"), (3, None)):
        if code is None:  # Dee's note, once played, is no longer held
            session.apply(PlayCard(1, SECRET, target=3))
            before, count = full_fingerprint(session.state), len(session)
            code = "note_not_held"
        with pytest.raises(IllegalAction) as refused:
            session.apply(PlayCard(1, SECRET, target=owner))
        assert refused.value.code == code and refused.value.details["seat"] == owner
        assert "Political Secret" in str(refused.value)
        assert full_fingerprint(session.state) == before and len(session) == count


def test_a_log_from_before_the_choice_replays_as_it_did(tmp_path: Path) -> None:
    """A save's play with no target (written before a seat chose whose note to play) silenced the first
    rival note held; reopened and imported, it still does, and the table plays on."""
    library = Library(tmp_path / "data")  # the real game registry
    saved = library.create("Old save", config())
    holding_cys_then_dees(saved.session)
    saved.session.apply(PlayCard(1, SECRET))  # target None: exactly what an older Quorum logged
    saved.save_now()
    exported = tmp_path / "old.quorum"
    library.export(saved.id, exported)
    data = json.loads(exported.read_text(encoding="utf-8"))
    logged = [a for a in data["actions"] if a.get("card") == SECRET]
    assert logged == [
        {"kind": "play_card", "seat": 1, "card": SECRET, "target": None, "outcome": None}
        | {"amount": 0, "items": []}
    ]
    saved.close()
    copy_id = library.import_file(exported)
    for reopened in (library.open(saved.id), library.open(copy_id)):
        state = reopened.session.state
        assert state.agenda.silenced == {2}  # Cy's: the first rival note Ben held
        assert f"{SECRET}@3" in state.players[1].notes and f"{SECRET}@2" not in state.players[1].notes
        assert reopened.session.entries[-1].public["silenced"] == 2
        reopened.session.apply(PlayCard(1, SECRET, target=3))  # and Dee's is still Ben's to play
        assert state.agenda.silenced == {2, 3}
        reopened.close()
    library.close()


def test_an_untargeted_play_in_a_table_also_takes_the_first_held() -> None:
    state = table(deck=["mutiny"])
    state.players[1].notes += [f"{SECRET}@3", f"{SECRET}@2"]
    state.players[2].notes.remove(f"{SECRET}@2")
    state.players[3].notes.remove(f"{SECRET}@3")
    run_until(state, FrameKind.WHEN, seat=1)
    assert act(state, PlayCard(1, SECRET))["silenced"] == 3


def test_the_listing_names_the_chosen_form_and_reads_the_old_one_as_played() -> None:
    """The legal listing offers one play per rival note (never the untargeted old form), and the game
    reads an untargeted play as the first note held (Game.as_read), so the listing's check accepts it."""
    state = table(deck=["mutiny"])
    state.players[1].notes += [f"{SECRET}@3", f"{SECRET}@2"]
    state.players[2].notes.remove(f"{SECRET}@2")
    state.players[3].notes.remove(f"{SECRET}@3")
    run_until(state, FrameKind.WHEN, seat=1)
    plays = [a for a in GAME.legal_actions(state, 1) if isinstance(a, PlayCard) and a.card == SECRET]
    assert plays == [PlayCard(1, SECRET, 3), PlayCard(1, SECRET, 2)]
    assert GAME.as_read(state, PlayCard(1, SECRET)) == PlayCard(1, SECRET, 3)
    assert GAME.as_read(state, PlayCard(1, SECRET, 2)) == PlayCard(1, SECRET, 2)
    assert GAME.as_read(state, Pass(1)) == Pass(1)
    assert GAME.as_read(state, PlayCard(9, SECRET)) == PlayCard(9, SECRET)  # no such seat: as written


def holding(notes: tuple[int, ...]):
    """Political Censure revealed (every seat wants itself elected); seat 0 holds these rivals' notes."""
    state = table(4, deck=["political-censure"])
    for owner in notes:
        state.players[owner].notes.remove(f"{SECRET}@{owner}")
        state.players[0].notes.append(f"{SECRET}@{owner}")
    run_until(state, FrameKind.WHEN, 0)
    return state


def test_basic_silences_the_rival_whose_votes_threaten_it_most() -> None:
    state = holding((3, 1))  # seat 3's note first, seat 1's second
    view = GAME.view(state, 0)
    votes = {s: votes_of(players(view)[s]) for s in (1, 3)}
    assert votes[1] > votes[3] > 0  # seat 1 would cast more votes against it
    for seed in range(5):
        play = decide(GAME.view(state, 0), random.Random(seed))
        assert play == PlayCard(0, SECRET, target=1), play
    act(state, play)
    assert state.agenda.silenced == {1}
    # With seat 1 silenced, seat 3's note is still worth playing against its votes.
    assert decide(GAME.view(state, 0), random.Random(0)) == PlayCard(0, SECRET, target=3)


def test_random_picks_among_the_offered_notes() -> None:
    state = holding((3, 1))
    targets = set()
    for seed in range(300):
        action = random_action(GAME.view(state, 0), random.Random(seed))
        if isinstance(action, PlayCard) and action.card == SECRET:
            targets.add(action.target)
    assert targets == {1, 3}
