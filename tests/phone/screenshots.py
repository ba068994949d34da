"""Photographs every kind of Legislation phone screen at 360x640 into docs/screenshots/phone/ (run by hand:
`python -m tests.phone.screenshots`); the app and the browser are the real ones (tests/phone/harness.py)."""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

from tests.phone.harness import ROOT, PhonePlayer, launch, open_seat, screen, start_app, wait_screen

OUT = ROOT / "docs" / "screenshots" / "phone"


def kind_of(shown: dict, ballot: str) -> str | None:
    """Which kind of screen this is (None: one already covered by another name)."""
    if not shown["your_turn"]:
        return "end" if "over" in shown["status"].lower() else "waiting"
    kinds = set()
    for block in shown["blocks"]:
        if block["kind"] == "choice":
            kinds |= {o["action"]["kind"] for o in block["options"]}
        if block["kind"] == "form":
            kinds.add(block["action"]["kind"])
    for kind, name in (("discard", "discard"), ("draw", "draw"), ("confirm", "deal_offered"),
                       ("cancel", "withdraw_deal"), ("terms", "pledge_turn"), ("propose", "propose"),
                       ("vote", f"vote_{ballot}"), ("swap", "swap"), ("place", "on_deck")):
        if kind in kinds:
            return name
    return None


def shoot(page, path: Path, target: str | None = None) -> bool:
    """False if the page changed under the camera (a new screen came): try again later."""
    from playwright.sync_api import Error

    before = page.evaluate("() => window.quorum.screen && window.quorum.screen.version")
    try:
        if target:
            locator = page.locator(target).first
            if locator.count():
                locator.scroll_into_view_if_needed(timeout=2000)
                page.evaluate("window.scrollBy(0, -120)")
        else:
            page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(path))
    except Error:
        return False
    return page.evaluate("() => window.quorum.screen && window.quorum.screen.version") == before


def play_and_shoot(browser, ballot: str, seed: int, wanted: set[str], took: set[str]) -> None:
    with tempfile.TemporaryDirectory() as data:
        app = start_app(Path(data), "legislation", ["Alice=phone", "Bob=phone", "Carol=basic", "Dan=basic"],
                        seed=seed, options=("hand_size=6", f"ballot={ballot}"))
        try:
            links = app.wait_links(2)
            pages = {s: open_seat(browser, u) for s, u in links.items()}
            for page in pages.values():
                wait_screen(page)
            players = {s: PhonePlayer(p, random.Random(seed + s), 0.5) for s, p in pages.items()}
            end = time.monotonic() + 240
            while time.monotonic() < end and not wanted <= took:
                for player in players.values():
                    shown = screen(player.page)
                    if not shown or player.page.evaluate("!!window.quorum.pending"):
                        continue
                    name = kind_of(shown, ballot)
                    if name and name in wanted and name not in took:
                        target = "main form.form, main section.choice" if shown["your_turn"] else None
                        if name == "swap":
                            target = "main form.form >> nth=-1"
                        if shoot(player.page, OUT / f"{name}.png", target):
                            took.add(name)
                            print("took", name, file=sys.stderr)
                    if name == "end":
                        continue
                    player.step()
                time.sleep(0.03)
            if "closed" in wanted and "closed" not in took:
                page = pages[0]
                app.stop()
                page.wait_for_function("() => window.quorum.stopped", timeout=10000)
                shoot(page, OUT / "closed.png")
                took.add("closed")
        finally:
            app.stop()


def main() -> None:
    from playwright.sync_api import sync_playwright

    OUT.mkdir(parents=True, exist_ok=True)
    only = set(sys.argv[1:])  # names to take again (default: all)
    wanted = only or {"discard", "draw", "on_deck", "swap", "pledge_turn", "deal_offered", "withdraw_deal",
                      "propose", "vote_secret", "vote_roll_call", "waiting", "end", "closed"}
    took: set[str] = set()
    with sync_playwright() as playwright:
        browser = launch(playwright)
        for seed in range(1, 8):
            for ballot in ("secret", "roll_call"):
                if not wanted <= took:
                    play_and_shoot(browser, ballot, seed, wanted, took)
        # A second phone on a taken seat.
        with tempfile.TemporaryDirectory() as data:
            app = start_app(Path(data), "legislation", ["Alice=phone", "Bob=random", "Carol=random"])
            try:
                url = app.wait_links(1)[0]
                first = open_seat(browser, url)
                wait_screen(first)
                second = open_seat(browser, url)
                second.wait_for_function("() => window.quorum && window.quorum.stopped", timeout=10000)
                if not only or "refused_second_phone" in only:
                    shoot(second, OUT / "refused_second_phone.png")
                    took.add("refused_second_phone")
            finally:
                app.stop()
        browser.close()
    print("missing:", sorted(wanted - took), file=sys.stderr)


if __name__ == "__main__":
    main()
