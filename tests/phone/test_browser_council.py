"""Galactic Council from phones in a real browser (Debian's Chromium through Playwright) against the real app:
an agenda with votes cast from two phones (the running total from the table's preview) and a card played
from a phone."""

from __future__ import annotations

import re
import time

import pytest

from games.core.session import Session
from games.council.legal import VoteSpace
from tests.phone.harness import have_browser, screen, wait_screen
from tests.phone.tapping import PREVIEWS, forms_of, options_of, step, wait_idle

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not have_browser(), reason="needs chromium + playwright")]


def test_an_agenda_with_phone_votes_and_a_card_played_from_a_phone(phone_app, seat_page):
    app = phone_app("council", ["Alice=phone", "Bob=phone", "Carol=random", "Dan=random"], seed=7)
    links = app.wait_links(2)
    pages = {seat: seat_page(links[seat]) for seat in (0, 1)}
    for page in pages.values():
        wait_screen(page)
    totals: list[tuple[int, str]] = []  # (seat, the preview shown when the vote was sent)
    played: list[int] = []

    def pick(shown):
        options = options_of(shown)
        plays = [i for i, o in enumerate(options) if o["action"]["kind"] in ("play_card", "use_ability")]
        if plays and not played:
            played.append(shown["seat"])
            return ("option", plays[0])
        votes = [i for i, f in enumerate(forms_of(shown)) if f["action"]["kind"] == "cast_votes"]
        if votes:
            return ("form", votes[0])
        return None

    end = time.monotonic() + 300
    voted: set[int] = set()
    while time.monotonic() < end and not (played and voted == {0, 1}):
        moved = False
        for seat, page in pages.items():
            shown = screen(page)
            vote = (
                shown is not None
                and shown["your_turn"]
                and any(f["action"]["kind"] == "cast_votes" for f in forms_of(shown))
            )
            if step(page, pick):
                moved = True
                if vote:
                    totals.append((seat, PREVIEWS[-1]))
                    voted.add(seat)
                wait_idle(page)
        if not moved:
            time.sleep(0.05)
    assert played, "no card was played from a phone"
    assert voted == {0, 1}, "both phones voted"
    app.stop()
    from storage.library import Library

    library = Library(app.data_dir)
    [summary] = library.list()
    actions = library.open(summary.id).session.actions
    kinds = {(a.seat, a.kind) for a in actions}
    assert (0, "cast_votes") in kinds and (1, "cast_votes") in kinds
    assert any(a.seat in (0, 1) and a.kind in ("play_card", "use_ability") for a in actions)
    # The total each phone showed beside Cast is the engine's own count of the ballot it sent.
    session = library.open(summary.id).session
    for seat in (0, 1):
        shown = next(text for s, text in totals if s == seat)
        found = re.search(r"(\d+) votes? for ", shown)
        assert found, shown
        index = next(i for i, a in enumerate(actions) if a.seat == seat and a.kind == "cast_votes")
        vote = actions[index]
        before = Session.replay(session.game, session.config, actions[:index])
        space = next(e for e in before.legal_actions(seat) if isinstance(e, VoteSpace))
        engine = space.preview.total(tuple(vote.planets), tuple(vote.extras), vote.trade_goods, vote.odlynn)
        assert engine > 0 and int(found.group(1)) == engine, (shown, engine)
