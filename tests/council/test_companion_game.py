"""Companion mode as a whole TI4 game: table checks between agenda phases, declared agendas and
action cards checked against the chosen deck, laws carried across phases, undo without a barrier."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.core.errors import IllegalAction
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.council import companion
from games.council.actions import (
    Abstain,
    CastVotes,
    Choose,
    ConfirmInstruction,
    Pass,
    PlayCard,
    TableCheck,
    UseAbility,
)
from games.council.log_items import Peeked
from games.council.options import CouncilOptions, Deck, Mode
from games.council.state import FrameKind
from tests.council.table import GAME, full_fingerprint, top, waiting

FACTIONS = ("sol", "jolnar", "letnev", "winnu")
HOMES = (("jord",), ("jol", "nar"), ("arc-prime", "wren-terra"), ("winnu",))


def new_game(**options) -> Session:
    options.setdefault("factions", FACTIONS)
    opts = CouncilOptions(mode=Mode.COMPANION, max_rounds=3, **options)
    seats = tuple(Seat(f"P{i}") for i in range(4))
    return Session(GAME, SessionConfig("council", seats, opts, seed=11))


def frame(session: Session) -> FrameKind:
    return top(session.state).kind


def pass_until(session: Session, kind: FrameKind, prompt: str | None = None, seat: int | None = None) -> None:
    """Pass every window (and confirm instructions) until a frame of `kind` waits (for `seat`)."""
    for _ in range(300):
        f = top(session.state)
        s = waiting(session.state)
        if (
            f.kind is kind
            and (prompt is None or f.data.get("prompt") == prompt)
            and (seat is None or s == seat)
        ):
            return
        if f.kind is FrameKind.INSTRUCTIONS:
            from games.council.actions import ConfirmInstruction

            session.apply(ConfirmInstruction(s))
        elif f.kind is FrameKind.VOTE:
            session.apply(Abstain(s))
        else:
            assert f.kind in (FrameKind.START, FrameKind.WHEN, FrameKind.AFTER, FrameKind.CANCEL)
            assert f.kind is not FrameKind.CHOOSE, f.data
            session.apply(Pass(s))
    raise AssertionError(f"never reached {kind}")


def pass_window(session: Session) -> None:
    """Everyone passes the windows around and after votes until the next vote, choice or check."""
    while not session.state.over and frame(session) not in (
        FrameKind.VOTE,
        FrameKind.CHOOSE,
        FrameKind.TABLE_CHECK,
        FrameKind.TIE,
    ):
        f = top(session.state)
        s = waiting(session.state)
        if f.kind is FrameKind.INSTRUCTIONS:
            from games.council.actions import ConfirmInstruction

            session.apply(ConfirmInstruction(s))
        else:
            session.apply(Pass(s))


def declare(session: Session, agenda: str) -> None:
    pass_until(session, FrameKind.CHOOSE)
    assert top(session.state).data["prompt"] in ("reveal", "covert")
    assert agenda in companion.declarable_agendas(session.state)
    session.apply(Choose(session.state.speaker, (agenda,)))


def refused(session: Session, action, code: str) -> IllegalAction:
    before = full_fingerprint(session.state)
    count = len(session.actions)
    with pytest.raises(IllegalAction) as err:
        session.apply(action)
    assert err.value.code == code, err.value
    assert full_fingerprint(session.state) == before and len(session.actions) == count
    return err.value


def vote_all(session: Session, votes: dict[int, tuple[str, tuple[str, ...]]]) -> None:
    """Cast the given votes as each seat's turn comes; the others abstain; pass the windows between."""
    while not session.state.over and frame(session) is not FrameKind.TABLE_CHECK:
        f = frame(session)
        if f is FrameKind.VOTE:
            s = waiting(session.state)
            if s in votes:
                outcome, planets = votes[s]
                session.apply(CastVotes(s, outcome, planets))
            else:
                session.apply(Abstain(s))
        elif f in (FrameKind.CHOOSE, FrameKind.TIE):
            return
        else:
            s = waiting(session.state)
            if f is FrameKind.INSTRUCTIONS:
                from games.council.actions import ConfirmInstruction

                session.apply(ConfirmInstruction(s))
            else:
                session.apply(Pass(s))


def test_a_companion_game_of_three_agenda_phases():
    session = new_game()
    state = session.state
    # --- before the first agenda phase: the table check, starting from the faction's homes -------
    assert frame(session) is FrameKind.TABLE_CHECK
    as_is = companion.table_as_is(state)
    assert as_is.planets == HOMES
    check = replace(
        as_is,
        speaker=0,
        planets=(("jord", "mecatol-rex"), ("jol", "nar", "accoen"), ("arc-prime", "wren-terra"), ("winnu",)),
        exhausted=((), ("nar",), (), ()),  # exhausted in the action phase
        trade_goods=(3, 1, 0, 4),
        vp=(2, 1, 3, 0),
    )
    refused(session, replace(check, exhausted=((), ("jord",), (), ())), "bad_planet")  # not seat 1's
    refused(session, replace(check, planets=(("jord", "jol"),) + check.planets[1:]), "bad_planet")
    session.apply(check)
    assert frame(session) is FrameKind.START and state.speaker == 0
    assert state.players[1].exhausted == {"nar"} and state.players[0].planets == ["jord", "mecatol-rex"]

    # --- phase 1, agenda 1: Veto, a declared replacement, riders checked against the deck --------
    declare(session, "fleet-regulations")
    assert state.agenda.card == "fleet-regulations"
    assert "fleet-regulations" not in companion.declarable_agendas(state)
    pass_until(session, FrameKind.WHEN, seat=1)
    session.apply(PlayCard(1, "veto"))
    pass_until(session, FrameKind.CHOOSE, prompt="reveal")  # nobody cancelled it: a replacement
    assert "fleet-regulations" in state.discard
    declare(session, "minister-of-war")
    assert state.agenda.card == "minister-of-war"
    pass_until(session, FrameKind.WHEN, seat=2)
    err = refused(session, PlayCard(2, "veto"), "no_copies_left")  # its one copy was just played
    assert "Veto" in str(err) and "reshuffled" in str(err)
    assert not any(card == "veto" for _, card, _ in GAME.view(state, 2).plays)  # not offered either
    pass_until(session, FrameKind.AFTER, seat=3)
    session.apply(PlayCard(3, "trade-rider", outcome="player:3"))
    pass_until(session, FrameKind.AFTER, seat=3)
    refused(session, PlayCard(3, "trade-rider", outcome="player:1"), "no_copies_left")
    refused(session, PlayCard(3, "hack-election-omega"), "not_in_deck")  # Thunder's Edge
    session.apply(Pass(3))
    pass_until(session, FrameKind.AFTER, seat=0)
    refused(session, PlayCard(0, "trade-rider", outcome="player:0"), "no_copies_left")  # a third copy
    pass_until(session, FrameKind.VOTE, seat=1)
    refused(session, CastVotes(1, "player:3", ("nar",)), "not_ready")  # exhausted in the action phase
    vote_all(session, {1: ("player:3", ("jol",)), 0: ("player:3", ("mecatol-rex",))})
    assert state.laws == {"minister-of-war": 3}
    assert state.players[3].tg == 4 + 5  # the Trade Rider paid

    # --- agenda 2: Covert Legislation, and the card it draws declared by the speaker ----------
    declare(session, "covert-legislation")
    assert top(session.state).data["prompt"] == "covert"
    declare(session, "enforced-travel-ban")
    assert state.agenda.hidden == "enforced-travel-ban" and state.agenda.outcomes == ("for", "against")
    assert GAME.view(state, None).agenda.hidden is None  # the table screen does not name it
    pass_until(session, FrameKind.VOTE)
    vote_all(session, {2: ("for", ("arc-prime", "wren-terra"))})
    assert frame(session) is FrameKind.TABLE_CHECK and state.round == 2
    assert state.laws == {"minister-of-war": 3, "enforced-travel-ban": None}
    assert all(not p.exhausted for p in state.players)  # the status phase readied everything

    # --- phase 2: planets change hands and are exhausted between the phases --------------------
    as_is = companion.table_as_is(state)
    assert as_is.laws == (("minister-of-war", "seat:3"), ("enforced-travel-ban", ""))
    check = replace(
        as_is,
        planets=(("jord",), ("jol", "nar"), ("arc-prime", "wren-terra", "accoen", "mecatol-rex"), ("winnu",)),
        exhausted=((), (), ("mecatol-rex",), ()),
        speaker=2,
    )
    session.apply(check)
    assert state.speaker == 2 and state.round == 2
    declare(session, "mutiny")
    pass_until(session, FrameKind.VOTE)
    assert top(state).order[0] == 3  # from the new speaker's left
    pass_until(session, FrameKind.VOTE, seat=2)
    refused(session, CastVotes(2, "for", ("mecatol-rex",)), "not_ready")
    refused(session, CastVotes(2, "for", ("jol",)), "not_controlled")  # seat 1's planet
    session.apply(CastVotes(2, "for", ("accoen",)))
    vote_all(session, {})
    declare(session, "incentive-program")
    pass_until(session, FrameKind.VOTE)
    vote_all(session, {})
    if frame(session) is FrameKind.TIE:
        from games.council.actions import BreakTie

        session.apply(BreakTie(state.speaker, "against"))
        vote_all(session, {})
    assert frame(session) is FrameKind.TABLE_CHECK and state.round == 3

    # --- phase 3: laws corrected at the table check; a reshuffle brings Veto back ------------
    as_is = companion.table_as_is(state)
    assert ("enforced-travel-ban", "") in as_is.laws
    check = replace(as_is, laws=(("minister-of-war", "seat:0"),), reshuffled=True)
    session.apply(check)
    assert state.laws == {"minister-of-war": 0} and "enforced-travel-ban" in state.discard
    declare(session, "economic-equality")
    pass_until(session, FrameKind.WHEN, seat=3)
    session.apply(PlayCard(3, "veto"))  # back in the deck after the reshuffle
    declare(session, "seed-of-an-empire")
    assert state.agenda.card == "seed-of-an-empire"
    pass_until(session, FrameKind.VOTE)
    vote_all(session, {})
    if frame(session) is FrameKind.TIE:
        from games.council.actions import BreakTie

        session.apply(BreakTie(state.speaker, "for"))
    while not state.over:
        s = waiting(state)
        f = frame(session)
        if f is FrameKind.CHOOSE:
            declare(session, companion.declarable_agendas(state)[0])
            continue
        vote_all(session, {})
        if not state.over and frame(session) is FrameKind.TIE:
            from games.council.actions import BreakTie

            session.apply(BreakTie(s, top(state).data["tied"][0]))
    assert state.round == 3 and state.over and state.laws["minister-of-war"] == 0


def test_undo_has_no_barrier_in_companion_mode():
    session = new_game()
    session.apply(companion.table_as_is(session.state))
    declare(session, "mutiny")
    pass_until(session, FrameKind.WHEN, seat=1)
    session.apply(PlayCard(1, "veto"))
    assert session.barrier == 0
    while session.can_undo():
        session.undo()
    assert frame(session) is FrameKind.TABLE_CHECK and not session.actions


def test_the_saved_session_replays_table_checks_and_declarations():
    session = new_game()
    check = replace(companion.table_as_is(session.state), trade_goods=(5, 0, 0, 0))
    session.apply(check)
    declare(session, "mutiny")
    encoded = [GAME.codec.encode(a) for a in session.actions]
    assert encoded[0]["kind"] == "table_check"
    replay = new_game()
    for data in encoded:
        replay.apply(GAME.codec.decode(data))
    assert full_fingerprint(replay.state) == full_fingerprint(session.state)
    assert replay.state.agenda.card == "mutiny" and replay.state.players[0].tg == 5


def test_a_codex_card_is_refused_in_a_base_deck_game_and_a_faction_from_elsewhere_too():
    session = new_game(deck=Deck.BASE)
    session.apply(companion.table_as_is(session.state))
    declare(session, "mutiny")
    pass_until(session, FrameKind.AFTER, seat=1)
    err = refused(session, PlayCard(1, "sanction", outcome="for"), "not_in_deck")
    assert "Sanction" in str(err) and "base game" in str(err)
    with pytest.raises(ValueError, match="not in"):
        GAME.new_state(
            4, CouncilOptions(mode=Mode.COMPANION, deck=Deck.BASE, factions=("sol", "", "", "nomad")), 1
        )


def test_table_check_refusals_leave_everything_untouched():
    session = new_game()
    as_is = companion.table_as_is(session.state)
    refused(session, replace(as_is, speaker=7), "bad_table")
    refused(session, replace(as_is, trade_goods=(-1, 0, 0, 0)), "bad_table")
    refused(session, replace(as_is, laws=(("minister-of-war", ""),)), "bad_law")  # lies with a player
    refused(session, replace(as_is, laws=(("no-such-law", ""),)), "bad_law")
    refused(session, replace(as_is, laws=(("fleet-regulations", ""),), tokens=((3, 5, 2),) * 4), "fleet_cap")
    refused(session, replace(as_is, relics=(("maw-of-worlds",), ("maw-of-worlds",), (), ())), "bad_relic")
    refused(session, replace(as_is, notes=(("alliance@1",), ("alliance@1",), (), ())), "bad_note")  # twice
    refused(session, replace(as_is, notes=(("political-favor@0",), (), (), ())), "bad_note")  # no Xxcha
    refused(session, replace(as_is, planets=as_is.planets[:3]), "bad_table")
    refused(session, replace(as_is, planets=(("jord", "no-such-planet"),) + as_is.planets[1:]), "bad_planet")
    speaker = session.state.speaker
    refused(session, PlayCard(speaker, "veto"), "no_window")


def test_the_speaker_names_only_agendas_still_in_the_deck():
    session = new_game()
    session.apply(companion.table_as_is(session.state))
    declare(session, "mutiny")
    pass_until(session, FrameKind.WHEN, seat=0)
    session.apply(PlayCard(0, "veto"))
    pass_until(session, FrameKind.CHOOSE, prompt="reveal")
    refused(session, Choose(session.state.speaker, ("mutiny",)), "bad_choice")  # in the discard pile
    refused(session, Choose(session.state.speaker, ("mutiny", "incentive-program")), "bad_choice")
    assert isinstance(companion.table_as_is(session.state), TableCheck)


def test_peeks_executive_order_and_xxekir_grom_name_the_real_cards():
    session = new_game(factions=("sol", "jolnar", "letnev", "keleres"))
    state = session.state
    session.apply(replace(companion.table_as_is(state), speaker=0))
    state.players[3].techs["executive-order"] = False
    pass_until(session, FrameKind.START, seat=3)
    plays = [p for verb, card, p in GAME.view(state, 3).plays if card == "executive-order"]
    assert {p.items for p in plays} == {(a,) for a in state.deck}  # the card drawn at the table, by name
    session.apply(UseAbility(3, "executive-order", items=("mutiny",)))
    assert state.agenda.card == "mutiny" and "mutiny" not in state.deck
    # The technology card is exhausted on the board too: said at once, then the vote goes on.
    said = [(i.key, i.seat, i.subject) for i in state.instructions]
    assert frame(session) is FrameKind.INSTRUCTIONS and said == [("exhaust_tech", 3, "executive-order")]
    session.apply(ConfirmInstruction(session.to_act()[0]))
    assert frame(session) is FrameKind.VOTE


def test_a_peek_is_a_table_instruction_in_companion_mode():
    session = new_game()
    state = session.state
    session.apply(replace(companion.table_as_is(state), speaker=0))
    declare(session, "mutiny")
    pass_until(session, FrameKind.AFTER, seat=1)
    session.apply(PlayCard(1, "insider-information"))
    pass_until(session, FrameKind.AFTER, seat=2)
    assert any(e.public.get("peeked") == Peeked(1, 1) for e in session.entries)
    assert not state.agenda.peeked  # the program's deck order is never shown as the table's


def test_set_up_and_the_first_table_check_agree_on_home_planets():
    """A seat without a faction given Jord (Sol's home, and no seat plays Sol): the set-up once took it
    and the first table check then refused that same table. Both refuse it now, naming why; with Sol at
    the table both take it."""
    no_sol = ("", "jolnar", "letnev", "winnu")
    layout = (("jord",), ("jol", "nar"), ("arc-prime", "wren-terra"), ("winnu",))
    with pytest.raises(ValueError, match="Jord is the home planet of"):
        GAME.check_options(CouncilOptions(mode=Mode.COMPANION, factions=no_sol, planets=layout))
    GAME.check_options(CouncilOptions(mode=Mode.COMPANION, factions=FACTIONS, planets=layout))
    session = new_game(planets=layout)  # Sol seated: the table check takes the same table as it is
    session.apply(companion.table_as_is(session.state))
    # Every planet: the set-up's answer is the table check's (the same sets, the same seated factions).
    from games.council import data
    from games.council.option_check import planet_refusal

    for factions in (FACTIONS, no_sol):
        state = new_game(factions=factions).state
        allowed = set(companion.planet_choices(state))
        seated = {f for f in factions if f}
        for pid in data.planets():
            assert (planet_refusal(pid, state.options, seated) is None) == (pid in allowed), pid
