"""The phone page itself in Chromium against the real server and a stand-in table: previews asked only on a
real change (never when a form is drawn again, never in a loop after a rate refusal) and picks by place (two
copies of one card are two picks)."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from desktop.phone.server import PhoneServer
from tests.phone.harness import have_browser, wait_screen

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not have_browser(), reason="needs chromium + playwright")]

ASSETS = Path(__file__).resolve().parents[2] / "assets" / "phone"
TOKEN = "T" * 24
CARDS = [{"value": v, "label": label, "detail": ""} for v, label in
         [("card:sabotage", "Sabotage"), ("card:sabotage", "Sabotage"), ("tg:1", "1 trade good")]]
SCREEN = {
    "version": 3, "title": "Deal", "status": "Your turn", "your_turn": True, "seat_name": "Alice",
    "blocks": [{
        "kind": "form", "prompt": "Offer", "submit": "Offer", "preview": True,
        "action": {"kind": "propose_deal", "seat": 0, "to": 1, "give": [], "get": []},
        "fields": [{"name": "give", "label": "You give", "type": "some", "items": CARDS, "min": 0, "max": 3,
                    "default": []}],
    }],
}


class Table:
    """Answers every preview with the number of things given; counts previews and moves."""

    def __init__(self) -> None:
        self.server: PhoneServer | None = None
        self.previews: list[dict] = []
        self.moves: list[dict] = []
        self.lock = threading.Lock()

    def on_preview(self, seat: int, preview_id: str, version: int, action: dict) -> None:
        with self.lock:
            self.previews.append(action)
        assert self.server is not None
        self.server.previewed(seat, preview_id, f"gives {len(action['give'])}", True)

    def on_move(self, seat: int, move_id: str, version: int, action: dict) -> None:
        self.moves.append(action)
        assert self.server is not None
        self.server.answer(seat, move_id, False, "Not now")


@pytest.fixture
def served():
    table = Table()
    server = PhoneServer(ASSETS, on_move=table.on_move, on_preview=table.on_preview)
    table.server = server
    server.set_seat(0, TOKEN)
    host, port = server.start("127.0.0.1", 0)
    server.push(0, SCREEN)
    yield server, table, f"http://{host}:{port}/s/{TOKEN}"
    server.stop("bye")


def _settle(table: Table, quiet: float = 0.6, limit: float = 8) -> int:
    """Wait until no preview has come for `quiet` seconds; the number of previews so far."""
    end = time.monotonic() + limit
    seen, since = len(table.previews), time.monotonic()
    while time.monotonic() < end:
        time.sleep(0.05)
        if len(table.previews) != seen:
            seen, since = len(table.previews), time.monotonic()
        elif time.monotonic() - since > quiet:
            break
    return seen


def test_a_form_drawn_again_asks_no_preview_and_a_rate_refusal_starts_no_loop(served, seat_page):
    server, table, url = served
    page = seat_page(url)
    wait_screen(page)
    assert _settle(table) == 1  # the form as first drawn: one question
    assert page.locator("form .preview").inner_text() == "gives 0"
    # A refused move draws the screen again (unlock): the picks stay and nothing is asked again.
    page.locator("input[type=checkbox]").nth(2).check()
    assert _settle(table) == 2
    page.locator("button.submit").click()
    page.wait_for_function("window.quorum && !window.quorum.pending")
    assert table.moves == [{"kind": "propose_deal", "seat": 0, "to": 1, "give": ["tg:1"], "get": []}]
    assert _settle(table) == 2, table.previews
    assert page.locator("input[type=checkbox]").nth(2).is_checked()
    assert page.locator("form .preview").inner_text() == "gives 1"
    # The server refuses everything for a second ("rate"): a change asks once, the page does not loop.
    taken = server.bucket.take
    refused: list[float] = []

    def flood(address: str) -> bool:
        if len(refused) < 400 and time.monotonic() < stop_at:
            refused.append(time.monotonic())
            return False
        return taken(address)

    stop_at = time.monotonic() + 1.0
    server.bucket.take = flood  # type: ignore[method-assign]
    page.locator("input[type=checkbox]").nth(0).check()
    time.sleep(1.2)
    assert len(refused) <= 3, f"{len(refused)} messages refused in one second: a preview loop"
    # once the flood is over, the unanswered preview is asked again, once, and answered
    page.wait_for_function("document.querySelector('form .preview').textContent === 'gives 2'", timeout=5000)
    _settle(table)
    assert table.previews[-1]["give"] == ["card:sabotage", "tg:1"]
    assert len(refused) <= 3


def test_two_copies_of_one_card_are_two_picks(served, seat_page):
    _server, table, url = served
    page = seat_page(url)
    wait_screen(page)
    boxes = page.locator("input[type=checkbox]")
    boxes.nth(0).check()
    assert not boxes.nth(1).is_checked()  # a pick is a place, not a value
    boxes.nth(1).check()
    page.wait_for_function("document.querySelector('form .preview').textContent === 'gives 2'", timeout=5000)
    page.locator("button.submit").click()
    page.wait_for_function("window.quorum && !window.quorum.pending")
    assert table.moves[-1]["give"] == ["card:sabotage", "card:sabotage"]
    boxes.nth(0).uncheck()  # one copy taken back: the other stays picked
    assert boxes.nth(1).is_checked()
    page.wait_for_function("document.querySelector('form .preview').textContent === 'gives 1'", timeout=5000)


def test_the_connection_line_speaks_the_tables_language_after_a_reconnect(served, seat_page):
    """The table's words come with each connection (after "claimed"): the page words its connection line
    again in them, so a table that changed language does not leave the phone saying "Connected"."""
    server, _table, url = served
    page = seat_page(url)
    wait_screen(page)
    assert page.locator("#conn").inner_text() != "Подключено"  # the stand-in table set no words yet
    server.set_strings({"connected": "Подключено"}, "ru")
    page.evaluate("window.quorum.ws.close()")  # the phone drops off and comes back
    page.wait_for_function("document.getElementById('conn').textContent === 'Подключено'", timeout=8000)
