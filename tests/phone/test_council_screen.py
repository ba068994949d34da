"""Galactic Council's phone screen: every move of a seat's listing can be sent from it, the vote's preview
is the engine's running total, and nothing the seat cannot see changes it."""

from __future__ import annotations

import json
import random

import pytest

from desktop.council import phone as council
from games.council.actions import CastVotes, Pass, ProposeDeal
from games.council.legal import TableCheckSpace, VoteSpace
from tests.council.test_bots import GAME, positions, rearranged
from tests.council.test_companion_game import new_game
from tests.desktop.table_states import first_moment
from tests.phone.moments import NAMES, actions, sessions
from tests.phone.reachable import reachable


def test_every_move_of_every_seat_can_be_sent_from_its_screen():
    rng = random.Random(5)
    checked: dict[str, int] = {}
    for moment, session in enumerate(sessions("council", 4, range(1, 3), limit=450)):
        for seat in range(4):
            if moment % 5 and seat not in session.to_act():  # the waiting seats' deals: every fifth move
                continue
            legal = session.legal_actions(seat)
            screen = council.screen(session.view(seat), legal, seat, NAMES[:4])
            json.dumps(screen)  # plain data only
            for action in actions(legal, rng):
                if isinstance(action, ProposeDeal) and repeated(action):
                    checked["repeated_deal"] = checked.get("repeated_deal", 0) + 1  # two copies of a card
                encoded = session.game.codec.encode(action)
                assert reachable(screen, encoded), (moment, seat, encoded)
                checked[action.kind] = checked.get(action.kind, 0) + 1
    assert {"play_card", "pass", "cast_votes", "abstain", "propose_deal", "answer_deal", "choose"} <= set(
        checked
    )
    assert checked["cast_votes"] > 50 and checked["propose_deal"] > 500
    assert checked.get("repeated_deal", 0) > 0, "no deal with two copies of one card was checked"


def repeated(deal: ProposeDeal) -> bool:
    return len(set(deal.give)) < len(deal.give) or len(set(deal.get)) < len(deal.get)


def _vote_moment():
    for session in sessions("council", 4, range(7, 8)):
        seat = session.to_act()[0]
        if any(isinstance(e, VoteSpace) for e in session.legal_actions(seat)):
            return session, seat
    raise AssertionError("no vote in the seeded game")


def test_the_vote_form_previews_the_engines_running_total():
    session, seat = _vote_moment()
    view, legal = session.view(seat), session.legal_actions(seat)
    space = next(e for e in legal if isinstance(e, VoteSpace))
    vote = next(b for b in council.screen(view, legal, seat, NAMES[:4])["blocks"] if b["kind"] == "form")
    assert vote["preview"] and [f["name"] for f in vote["fields"]][:2] == ["outcome", "planets"]
    planets = tuple(p for p, votes in space.preview.planets if votes > 0)
    outcome = space.outcomes[0]
    ballot = session.game.codec.encode(CastVotes(seat, outcome, planets))
    text, ok = council.preview(view, legal, seat, NAMES[:4], ballot)
    total = space.preview.total(planets)
    assert ok and str(total) in text
    empty = session.game.codec.encode(CastVotes(seat, outcome, ()))
    assert council.preview(view, legal, seat, NAMES[:4], empty)[1] is False
    assert council.preview(view, legal, seat, NAMES[:4], {"kind": "cast_votes", "seat": seat})[1] is False
    assert council.preview(view, legal, seat, NAMES[:4], {"kind": "nonsense"})[1] is False


def test_a_transaction_preview_says_whether_it_may_be_offered():
    for session in sessions("council", 4, range(7, 8)):
        seat = session.to_act()[0]
        legal = session.legal_actions(seat)
        offer = next(
            (
                b
                for b in council.screen(session.view(seat), legal, seat, NAMES[:4])["blocks"]
                if b["kind"] == "form" and b["action"]["kind"] == "propose_deal"
            ),
            None,
        )
        if offer is None:
            continue
        assert offer["preview"]  # the page shows whether the deal may be offered before it is sent
        partner = offer["fields"][0]["items"][0]["value"]
        view = session.view(seat)
        notes = [i["value"] for i in offer["fields"][1]["items"] if i["value"].startswith("note:")]
        if not notes:
            continue
        good = ProposeDeal(seat, partner, (notes[0],), ())
        assert council.preview(view, legal, seat, NAMES[:4], good) == (
            council.tr("Offer this to %1.").replace("%1", NAMES[partner]),
            True,
        )
        assert council.preview(view, legal, seat, NAMES[:4], ProposeDeal(seat, partner))[1] is False
        two = ProposeDeal(seat, partner, ("tg:1", "tg:2"), ())
        assert council.preview(view, legal, seat, NAMES[:4], two)[1] is False
        return
    raise AssertionError("no seat could offer a note")


def test_passing_ahead_is_offered_with_a_confirmation():
    for session in sessions("council", 4, range(7, 8)):
        seat = session.to_act()[0]
        legal = session.legal_actions(seat)
        if Pass(seat, True) in legal:
            screen = council.screen(session.view(seat), legal, seat, NAMES[:4])
            options = [o for b in screen["blocks"] if b["kind"] == "choice" for o in b["options"]]
            rest = next(
                o for o in options if o["action"] == {"kind": "pass", "seat": seat, "rest_of_agenda": True}
            )
            assert rest["confirm"]
            assert any(
                o["action"] == {"kind": "pass", "seat": seat, "rest_of_agenda": False} for o in options
            )
            return
    raise AssertionError("no window to pass ahead in")


def test_a_screen_never_changes_with_what_the_seat_cannot_see():
    """Other hands and the action deck dealt again, other secrets swapped, the agenda deck reshuffled
    (tests/council/test_bots.py's `rearranged`): the seat's screen is the very same JSON."""
    rng = random.Random(11)
    checked = 0
    for i, (state, seat) in enumerate(positions(range(2), seats=5, basic=())):
        if i % 4:
            continue
        for viewer in (seat, (seat + 1) % state.n):
            other = rearranged(state, viewer, rng)
            before = council.screen(
                GAME.view(state, viewer), GAME.legal_actions(state, viewer), viewer, NAMES[:5]
            )
            after = council.screen(
                GAME.view(other, viewer), GAME.legal_actions(other, viewer), viewer, NAMES[:5]
            )
            assert json.dumps(after) == json.dumps(before)
            checked += 1
    assert checked > 200


def test_the_companion_table_check_can_be_confirmed_or_corrected_from_a_phone():
    """Every table a round at the table leads to (the bots' random_table: trade goods, exhausted planets,
    a reshuffle) can be sent from the form; a corrected table is previewed by the engine's own check."""
    session = new_game()
    seat = session.to_act()[0]
    legal = session.legal_actions(seat)
    names = NAMES[: len(session.config.seats)]
    view = session.view(seat)
    screen = council.screen(view, legal, seat, names)
    assert screen["your_turn"]
    space = next(e for e in legal if isinstance(e, TableCheckSpace))
    rng = random.Random(8)
    for _ in range(100):
        assert reachable(screen, session.game.codec.encode(space.sample(rng)))
    options = [o for b in screen["blocks"] if b["kind"] == "choice" for o in b["options"]]
    assert options[0]["action"] == session.game.codec.encode(space.as_is)
    form = next(b for b in screen["blocks"] if b["kind"] == "form")
    corrected = dict(form["action"], vp=[1] + form["action"]["vp"][1:])
    assert council.preview(view, legal, seat, names, corrected) == ("", True)
    wrong = dict(form["action"], vp=[31] + form["action"]["vp"][1:])
    text, ok = council.preview(view, legal, seat, names, wrong)
    assert not ok and text
    session.apply(session.game.codec.decode(corrected))
    assert session.state.players[0].vp == 1


@pytest.mark.parametrize(
    ("prompt", "seed"),
    [("tokens", 3), ("ready", 31), ("discard", 6), ("recombination", 21), ("give_note", 2)],
)
def test_every_answer_to_a_follow_up_question_can_be_sent(prompt, seed):
    found = first_moment("council", 6, lambda v: getattr(v.prompt, "prompt", None) == prompt, (seed,), 800)
    assert found is not None
    session = found[1]
    legal = session.legal_actions(0)
    screen = council.screen(session.view(0), legal, 0, NAMES[:6])
    every = actions(legal, random.Random(1))
    assert every and all(reachable(screen, session.game.codec.encode(a)) for a in every)


@pytest.mark.parametrize("language", ["de", "ru"])
def test_every_word_of_the_screen_chrome_is_translated(qapp, language):
    from desktop.translations import install_translations, remove_translations

    moments = []
    for i, session in enumerate(sessions("council", 4, range(7, 8), limit=400)):
        if i % 7 == 0:
            seat = session.to_act()[0]
            moments.append((session.view(seat).complete(), session.legal_actions(seat), seat))
    english = [council.screen(v, legal, s, NAMES[:4]) for v, legal, s in moments]
    translators = install_translations(qapp, language)
    try:
        translated = [council.screen(v, legal, s, NAMES[:4]) for v, legal, s in moments]
    finally:
        remove_translations(qapp, translators)
    from tests.phone.words import same_chrome

    assert not same_chrome(english, translated)
