"""Legislation from phones in a real browser (Debian's Chromium through Playwright) against the real app."""

from __future__ import annotations

import random
import threading
import time

import pytest

from tests.phone.harness import PhonePlayer, have_browser, launch, open_seat, screen, wait_screen

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not have_browser(), reason="needs chromium + playwright")]


def test_a_whole_game_with_two_phones_a_hotseat_seat_and_a_bot(qtbot, tmp_path, monkeypatch, capfd):
    """Alice and Bob play from phones (tapping their pages), Carol at the computer (clicked through the Qt
    board by tests/desktop/gui_player.py, behind her curtain), Dan is a Basic bot: to the end screen."""
    from desktop.__main__ import parse_args
    from desktop.end_screen import EndScreen
    from desktop.new_game import setup_from_command
    from tests.desktop.gui_player import GuiPlayer, window_with_library

    monkeypatch.setenv("QUORUM_PHONE_HOST", "127.0.0.1")
    monkeypatch.setenv("QUORUM_PHONE_PORT", "0")
    args = parse_args(["--new", "legislation", "--seat", "Alice=phone", "--seat", "Bob=phone",
                       "--seat", "Carol=here", "--seat", "Dan=basic", "--seed", "11",
                       "--option", "hand_size=6", "--bot-pause", "0"])
    window = window_with_library(qtbot, monkeypatch, tmp_path / "data")
    window.start_game(setup_from_command(args.new_game))
    table = window.table
    assert table is not None and table.phones is not None
    out = capfd.readouterr().out
    links = {int(line.split()[1]): line.split()[-1] for line in out.splitlines() if line.startswith("JOIN ")}
    assert sorted(links) == [0, 1]
    done = threading.Event()
    problems: list[BaseException] = []
    seen: dict[int, set[str]] = {0: set(), 1: set()}

    def phones() -> None:
        from playwright.sync_api import sync_playwright

        try:
            with sync_playwright() as playwright:
                browser = launch(playwright)
                pages = {seat: open_seat(browser, url) for seat, url in links.items()}
                players = {seat: PhonePlayer(page, random.Random(seat), 0.15) for seat, page in pages.items()}
                end = time.monotonic() + 600
                while time.monotonic() < end and not done.is_set():
                    moved = False
                    for seat, player in players.items():
                        shown = screen(player.page)
                        if shown:
                            seen[seat].add(shown["status"])
                            if not shown["your_turn"] and "over" in shown["status"].lower():
                                continue
                        moved = player.step() or moved
                    if not moved:
                        time.sleep(0.05)
                for page in pages.values():
                    page.context.close()
                browser.close()
        except BaseException as exc:  # reported on the test's thread
            problems.append(exc)

    worker = threading.Thread(target=phones, daemon=True)
    worker.start()
    carol = GuiPlayer(qtbot, table, seed=3)
    end = time.monotonic() + 600
    curtains_for_phones = 0
    while time.monotonic() < end and not table.session.is_over() and not problems:
        curtain = table.hotseat.curtain_for()
        if curtain is not None and curtain != 2:
            curtains_for_phones += 1
        if not carol.step():
            qtbot.wait(20)
    done.set()
    worker.join(60)
    assert not problems, problems
    assert table.session.is_over(), "the game did not reach its end"
    assert curtains_for_phones == 0  # a phone seat never brings a curtain to the laptop
    qtbot.waitUntil(lambda: isinstance(table.current, EndScreen), timeout=5000)
    seats = table.session.config.seats
    phone_moves = [a for a in table.session.actions if a.seat in (0, 1)]
    assert len(phone_moves) > 20 and {a.seat for a in phone_moves} == {0, 1}
    assert any(a.seat == 2 for a in table.session.actions)
    assert [s.name for s in seats] == ["Alice", "Bob", "Carol", "Dan"]
    # Every move was saved as made (autosave): the library reopens the same log.
    saved = window.library.open(table.saved.id)
    assert len(saved.session.actions) == len(table.session.actions)


def _vote_reached(page) -> bool:
    shown = screen(page)
    return bool(shown and any(o.get("action", {}).get("kind") == "vote"
                              for b in shown["blocks"] if b["kind"] == "choice" for o in b["options"]))


def test_reconnect_in_the_middle_of_a_vote_votes_once(phone_app, seat_page):
    """Alice's phone drops while her vote is on its way; it comes back to the same seat and the vote it
    sent again is taken once (roll call: the vote shows on the table as made)."""
    app = phone_app("legislation", ["Alice=phone", "Bob=random", "Carol=random"], seed=4,
                    options=("hand_size=6",))
    links = app.wait_links(1)
    page = seat_page(links[0])
    player = PhonePlayer(page)
    end = time.monotonic() + 240
    while time.monotonic() < end and not _vote_reached(page):
        if not player.step():
            time.sleep(0.05)
    # The loop's player may have voted the moment the ballot arrived (its step reads the page again), and
    # a vote screen is sent again as the others vote: wait for Alice's vote to stand on the page.
    page.wait_for_function(
        """() => { const s = window.quorum && window.quorum.screen;
            return !!(s && s.your_turn && !window.quorum.pending && s.blocks.some(b => b.kind === 'choice'
                && b.options.some(o => o.action && o.action.kind === 'vote'))); }""",
        timeout=60000,
    )  # a timeout here: no vote came to Alice's phone
    before = screen(page)["version"]
    # Cut the socket the moment the vote is sent: the answer is lost with it.
    page.evaluate("""() => {
        const q = window.quorum; const send = q.ws.send.bind(q.ws);
        q.ws.send = (text) => { send(text); if (JSON.parse(text).type === 'move') q.ws.close(); };
    }""")
    page.locator("main section.choice button.option").first.click()
    page.wait_for_function("window.quorum.ws && window.quorum.ws.readyState === 1 && !window.quorum.pending",
                           timeout=20000)
    page.wait_for_function(f"window.quorum.screen.version > {before}", timeout=20000)
    pending = page.evaluate("localStorage.getItem('quorum-pending-' + location.pathname.split('/').pop())")
    assert pending is None
    assert "warn" not in (page.locator("#notice").get_attribute("class") or "")  # taken, not refused
    # The same device, reloaded, is served the same seat and the current screen.
    page.reload()
    shown = wait_screen(page)
    assert shown["seat_name"] == "Alice"
    app.stop()
    # The saved game holds one vote of Alice's per bill put to the vote.
    from storage.library import Library

    library = Library(app.data_dir)
    [summary] = library.list()
    actions = library.open(summary.id).session.actions
    ballots = [[]]
    for action in actions:
        if action.kind == "propose":
            ballots.append([])
        elif action.kind == "vote" and action.seat == 0:
            ballots[-1].append(action)
    assert any(ballots) and all(len(votes) <= 1 for votes in ballots)


def test_a_tampered_token_gets_nothing(phone_app, seat_page, browser):
    app = phone_app("legislation", ["Alice=phone", "Bob=random", "Carol=random"])
    url = app.wait_links(1)[0]
    token = url.rsplit("/", 1)[1]
    tampered = url[: -len(token)] + ("A" if token[0] != "A" else "B") + token[1:]
    context = browser.new_context()
    page = context.new_page()
    response = page.goto(tampered)
    assert response is not None and 400 <= response.status < 500
    body = page.content()
    assert "Alice" not in body and "Bob" not in body and "legislation" not in body.lower()
    socket = page.evaluate(
        """(url) => new Promise((done) => { const ws = new WebSocket(url);
            ws.onopen = () => done('open'); ws.onerror = () => done('error'); })""",
        tampered.replace("http://", "ws://").replace("/s/", "/ws/"),
    )
    assert socket == "error"
    context.close()


def test_a_second_device_is_refused_until_the_seat_is_released(phone_app, seat_page):
    app = phone_app("legislation", ["Alice=phone", "Bob=random", "Carol=random"])
    url = app.wait_links(1)[0]
    first = seat_page(url)
    assert wait_screen(first)["seat_name"] == "Alice"
    second = seat_page(url)  # another context: another phone
    second.wait_for_function("window.quorum && window.quorum.stopped", timeout=15000)
    assert second.evaluate("window.quorum.screen") is None
    text = second.locator("#notice").inner_text()
    assert "Another phone" in text
    assert "Alice" not in second.locator("main").inner_text()
    # The first phone, reloaded, is still Alice's.
    first.reload()
    assert wait_screen(first)["seat_name"] == "Alice"


@pytest.mark.parametrize("viewport", [{"width": 360, "height": 640}, {"width": 414, "height": 896}])
def test_the_page_fits_a_phone_in_portrait_with_big_enough_text_and_targets(phone_app, seat_page, viewport):
    """No sideways scrolling; every text at least 14 px; every button, check box row and choice 44 px tall."""
    app = phone_app("legislation", ["Alice=phone", "Bob=random", "Carol=random"], options=("hand_size=6",),
                    extra=("--lang", "ru"))  # the longest words of the three languages
    page = seat_page(app.wait_links(1)[0], viewport)
    wait_screen(page)
    page.wait_for_selector("main form.form label.item")
    report = page.evaluate("""() => {
        const small = [], low = [];
        for (const node of document.querySelectorAll('main *, header *')) {
            if (!node.offsetParent && node.tagName !== 'BODY') continue;
            const own = Array.from(node.childNodes).some((c) => c.nodeType === 3 && c.textContent.trim());
            if (own && parseFloat(getComputedStyle(node).fontSize) < 14) small.push(node.textContent.trim());
        }
        for (const node of document.querySelectorAll('main button, main label.item, main select')) {
            if (node.getBoundingClientRect().height < 44) low.push(node.textContent.trim());
        }
        return {small, low, wide: document.documentElement.scrollWidth, lang: document.documentElement.lang,
                status: document.querySelector('.status').textContent};
    }""")
    assert report["small"] == [] and report["low"] == []
    assert report["wide"] <= viewport["width"]
    assert report["lang"] == "ru" and "Ваш ход" in report["status"]  # the table's language, on the page too
    assert page.locator("#conn").inner_text() == "На связи"  # the page's own words too


def test_a_move_made_on_an_old_screen_is_refused_with_a_message_and_changes_nothing(phone_app, seat_page):
    app = phone_app("legislation", ["Alice=phone", "Bob=random", "Carol=random"], options=("hand_size=6",))
    page = seat_page(app.wait_links(1)[0])
    shown = wait_screen(page)
    assert shown["your_turn"]
    page.evaluate("() => { window.quorum.screen.version -= 1; }")  # as if the table had moved on since
    page.locator("main form.form button.submit").first.click()
    page.wait_for_function("() => !window.quorum.pending", timeout=10000)
    notice = page.locator("#notice")
    assert "moved on" in notice.inner_text() and "warn" in (notice.get_attribute("class") or "")
    assert screen(page)["your_turn"]  # still Alice's discard to make: nothing was played
    page.wait_for_timeout(500)
    assert notice.is_visible()  # the screen sent again did not wipe the message
