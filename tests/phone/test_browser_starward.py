"""Starward from a phone in a real browser (Debian's Chromium through Playwright) against the real app: a
whole round played by tapping Alice's page, against two random bots."""

from __future__ import annotations

import time

import pytest

from tests.phone.harness import have_browser, screen, wait_screen
from tests.phone.tapping import step, wait_idle

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not have_browser(), reason="needs chromium + playwright")]


def test_a_round_from_a_phone(phone_app, seat_page):
    app = phone_app("starward", ["Alice=phone", "Bob=random", "Carol=random"], seed=5)
    page = seat_page(app.wait_links(1)[0])
    first = wait_screen(page)
    assert first["title"].endswith(" 1")  # "Starward — round 1"
    statuses: set[str] = set()
    end = time.monotonic() + 240
    while time.monotonic() < end:
        shown = screen(page)
        if shown is not None:
            statuses.add(shown["status"])
            if not shown["title"].endswith(" 1"):
                break  # round 2 has begun: the whole first round was played
        if step(page):
            wait_idle(page)
        else:
            time.sleep(0.05)
    assert not screen(page)["title"].endswith(" 1"), "the first round did not end"
    app.stop()
    from storage.library import Library

    library = Library(app.data_dir)
    [summary] = library.list()
    actions = library.open(summary.id).session.actions
    kinds = {a.kind for a in actions if a.seat == 0}
    # Alice led a turn (an action phase, a role and its boost) and answered the others' roles.
    assert {"choose_role", "boost", "cleanup"} <= kinds, kinds
    assert kinds & {"end_actions", "play_action"} and kinds & {"follow", "dissent"}, kinds
    assert any(s.startswith("Waiting for") for s in statuses)  # the phone says whom the table waits for
