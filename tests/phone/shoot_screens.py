"""Dev tool (not shipped): screenshots of every Galactic Council and Starward phone screen at 360x640, through
the real phone page (assets/phone) and server (desktop/phone/server.py) in Debian's Chromium.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.phone.shoot_screens [docs/screenshots/phone]

Each screen is built by desktop/<game>/phone/__init__.py at a seeded moment (tests/desktop/table_states.py)
and pushed to a seat's page as the table would push it; the vote's running total is the real preview.
"""

from __future__ import annotations

import secrets
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")


def council_moments() -> list[tuple[str, Any, int]]:
    """(name, session, seat) for each Galactic Council decision a phone shows, and a waiting seat."""
    from tests.council.test_companion_game import new_game
    from tests.desktop.table_states import first_moment, session_at, stops

    out: list[tuple[str, Any, int]] = []
    for kind, moves in stops("council", 4):
        name = {"window+plays": "plays", "table_instructions": "instructions"}.get(str(kind), str(kind))
        out.append((f"council_{name}", session_at("council", 4, moves), 0))
    out.append(("council_waiting", session_at("council", 4, 4), 0))
    for prompt, seed in (("tokens", 3), ("discard", 6), ("recombination", 21)):
        found = first_moment(
            "council", 6, lambda v, p=prompt: getattr(v.prompt, "prompt", None) == p, (seed,), 800
        )
        if found is not None:
            out.append((f"council_choose_{prompt}", found[1], 0))
    tie = first_moment(
        "council", 4, lambda v: v.frame is not None and v.frame.value == "speaker_decides", range(1, 30), 800
    )
    if tie is not None:
        out.append(("council_tie", tie[1], 0))
    companion = new_game()
    out.append(("council_table_check", companion, companion.to_act()[0]))
    return out


def starward_moments() -> list[tuple[str, Any, int]]:
    from tests.desktop.table_states import session_at, starward_decisions

    out = [
        (f"starward_{kind}", session_at("starward", 3, moves, seed=seed), 0)
        for kind, seed, moves in starward_decisions(3)
    ]
    out.append(("starward_waiting", session_at("starward", 3, 2), 0))
    return out


class Shooter:
    """A phone server with one seat, a Chromium page on it, and the screens pushed to it one by one."""

    def __init__(self, playwright: Any) -> None:
        from desktop.assets import asset
        from desktop.phone.server import PhoneServer
        from desktop.phone.strings import page_strings
        from tests.phone.harness import launch

        self.module: Any = None
        self.session: Any = None
        self.seat = 0
        self.server = PhoneServer(asset("phone"), on_move=lambda *a: None, on_preview=self._preview)
        self.server.set_strings(page_strings(), "en")
        token = secrets.token_urlsafe(16)
        self.server.set_seat(0, token)
        host, port = self.server.start("127.0.0.1", 0)
        self.browser = launch(playwright)
        context = self.browser.new_context(
            viewport={"width": 360, "height": 640}, device_scale_factor=1, bypass_csp=True
        )
        self.page = context.new_page()
        self.page.goto(f"http://{host}:{port}/s/{token}")
        self.version = 0
        self.lang = "en"

    def speak(self, lang: str) -> None:
        """The page's own words (the connection line…) in `lang`, as a table in that language sends them
        when a phone connects: set on the server, then the page reloaded to connect again (the shots
        taken before this said "Connected" in English on the German and Russian pages)."""
        from desktop.phone.strings import page_strings

        if lang == self.lang:
            return
        self.lang = lang
        self.server.set_strings(page_strings(), lang)
        # Claimed first: a page reloaded before it kept its device would come back as a second phone.
        self.page.wait_for_function("window.quorum && window.quorum.connected")
        self.page.reload()
        self.page.wait_for_function(f"document.documentElement.lang === '{lang}'")

    def _preview(self, seat: int, preview_id: str, version: int, data: dict[str, Any]) -> None:
        session, module, s = self.session, self.module, self.seat
        text, ok = module.preview(
            session.view(s), session.legal_actions(s), s, NAMES[: len(session.config.seats)], data
        )
        self.server.previewed(seat, preview_id, text, ok)

    def show(self, game: str, session: Any, seat: int, lang: str = "en") -> None:
        import importlib

        self.module = importlib.import_module(f"desktop.{game}.phone")
        self.session, self.seat = session, seat
        names = NAMES[: len(session.config.seats)]
        screen = self.module.screen(session.view(seat), session.legal_actions(seat), seat, names)
        self.version += 1
        screen.update(game=game, seat=0, seat_name=names[seat], lang=lang, version=self.version, notice=None)
        self.server.push(0, screen)
        self.page.wait_for_function(
            f"window.quorum && window.quorum.screen && window.quorum.screen.version === {self.version}"
        )
        self.page.evaluate("window.scrollTo(0, 0)")
        time.sleep(0.1)

    def vote(self) -> None:
        """Pick the first outcome and every planet: the running total comes back from the preview."""
        form = self.page.locator("main form.form").first
        form.locator('fieldset[data-field="outcome"] input[type=radio]').first.check()
        boxes = form.locator('fieldset[data-field="planets"] input[type=checkbox]')
        for i in range(boxes.count()):
            boxes.nth(i).check()
        self.page.wait_for_function(
            "document.querySelector('main form.form .preview').textContent.length > 0"
        )
        form.locator("button.submit").scroll_into_view_if_needed()

    def deal(self) -> None:
        """Give the first thing in the transaction form: the preview says whether it may be offered."""
        form = self.page.locator("main form.form").last
        form.locator('fieldset[data-field="to"] input[type=radio]').first.check()
        form.locator('fieldset[data-field="give"] input[type=checkbox]').first.check()
        time.sleep(0.5)  # the preview is asked a moment after the last change
        self.page.wait_for_function(
            "Array.from(document.querySelectorAll('main form.form .preview')).pop().textContent.length > 0"
        )
        form.locator("button.submit").scroll_into_view_if_needed()

    def shot(self, path: Path) -> None:
        self.page.screenshot(path=str(path))

    def close(self) -> None:
        self.browser.close()
        self.server.stop()


def main(argv: list[str]) -> None:
    from playwright.sync_api import sync_playwright
    from PySide6.QtCore import QCoreApplication

    from desktop.translations import install_translations, remove_translations

    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots" / "phone"
    out.mkdir(parents=True, exist_ok=True)
    app = QCoreApplication.instance() or QCoreApplication([])
    moments = [("council", *m) for m in council_moments()] + [("starward", *m) for m in starward_moments()]
    with sync_playwright() as playwright:
        shooter = Shooter(playwright)
        try:
            for lang in ("en", "de", "ru"):
                translators = install_translations(app, lang)
                try:
                    shooter.speak(lang)
                    for game, name, session, seat in moments:
                        if lang != "en" and name not in (
                            "council_vote",
                            "council_plays",
                            "starward_action",
                            "starward_respond",
                        ):
                            continue
                        shooter.show(game, session, seat, lang)
                        suffix = "" if lang == "en" else f"_{lang}"
                        shooter.shot(out / f"{name}{suffix}.png")
                        if lang == "en" and name == "council_waiting":
                            shooter.deal()
                            shooter.shot(out / "council_deal_previewed.png")
                        if name == "council_vote":
                            shooter.vote()
                            shooter.shot(out / f"council_vote_total{suffix}.png")
                        if lang == "en" and name in ("council_vote", "council_plays", "starward_action"):
                            shooter.page.set_viewport_size({"width": 414, "height": 896})  # a larger phone
                            shooter.show(game, session, seat, lang)
                            shooter.shot(out / f"{name}_414x896.png")
                            shooter.page.set_viewport_size({"width": 360, "height": 640})
                finally:
                    remove_translations(app, translators)
        finally:
            shooter.close()


if __name__ == "__main__":
    main(sys.argv[1:])
