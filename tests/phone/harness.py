"""A harness for phone-seat tests in a real browser: the app started with `--new … --seat X=phone` (its JOIN
lines read), Debian's Chromium through Playwright (never a downloaded browser), a page per seat, and a
phone player that makes a seat's moves by tapping what the page shows. Reused for every game."""

from __future__ import annotations

import os
import queue
import random
import re
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]
JOIN = re.compile(r"^JOIN (\d+) (.+) (http://\S+)$")
PHONE = {"width": 360, "height": 640}


def have_browser() -> bool:
    try:
        import playwright  # noqa: F401
    except ImportError:
        return False
    return os.path.exists(CHROMIUM)


def launch(playwright: Any) -> Any:
    """Debian's Chromium, headless (Playwright never downloads one: executable_path)."""
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)


@dataclass
class AppProcess:
    """The real app, started by the command line; `links` maps seat -> URL from its JOIN lines."""

    process: subprocess.Popen
    data_dir: Path
    links: dict[int, str] = field(default_factory=dict)
    names: dict[int, str] = field(default_factory=dict)
    lines: queue.Queue = field(default_factory=queue.Queue)

    def wait_links(self, count: int, timeout: float = 60) -> dict[int, str]:
        end = time.monotonic() + timeout
        while len(self.links) < count:
            try:
                line = self.lines.get(timeout=max(0.1, end - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"the app printed {len(self.links)} JOIN lines, not {count}") from None
            match = JOIN.match(line.strip())
            if match:
                seat = int(match.group(1))
                self.links[seat] = match.group(3)
                self.names[seat] = match.group(2)
        return self.links

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)


def start_app(data_dir: Path, game: str, seats: list[str], *, seed: int = 5, options: tuple[str, ...] = (),
              extra: tuple[str, ...] = ()) -> AppProcess:
    """`python -m desktop --new GAME --seat …` on 127.0.0.1 and a free port, offscreen, bots without pause."""
    argv = [sys.executable, "-m", "desktop", "--data-dir", str(data_dir), "--new", game, "--seed", str(seed),
            "--phone-host", "127.0.0.1", "--phone-port", "0", "--bot-pause", "0"]
    for seat in seats:
        argv += ["--seat", seat]
    for option in options:
        argv += ["--option", option]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONUNBUFFERED": "1"}
    env.pop("QUORUM_DATA_DIR", None)
    data_dir.mkdir(parents=True, exist_ok=True)
    errors = (data_dir / "stderr.txt").open("w")  # read it when a test fails
    process = subprocess.Popen([*argv, *extra], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                               stderr=errors, text=True)
    app = AppProcess(process, data_dir)

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            app.lines.put(line)

    threading.Thread(target=read, daemon=True).start()
    return app


def open_seat(browser: Any, url: str, viewport: dict | None = None) -> Any:
    """A page for one seat in a browser context of its own (its own device: its own localStorage)."""
    # bypass_csp: the page forbids eval, which Playwright's wait_for_function uses for its polling
    context = browser.new_context(viewport=viewport or PHONE, device_scale_factor=1, bypass_csp=True)
    page = context.new_page()
    page.goto(url)
    return page


def screen(page: Any) -> dict | None:
    return page.evaluate("window.quorum && window.quorum.screen")


def wait_screen(page: Any, timeout: float = 15) -> dict:
    page.wait_for_function("window.quorum && window.quorum.screen", timeout=timeout * 1000)
    return screen(page)


class PhonePlayer:
    """Plays a seat from its page by tapping: the primary option, else the first one, else the first form
    (picking as many items as it needs); with `rng`, now and then any option or form instead."""

    def __init__(self, page: Any, rng: random.Random | None = None, wander: float = 0.2) -> None:
        self.page = page
        self.rng = rng
        self.wander = wander
        self.moves = 0
        self.offers = 0

    def step(self) -> bool:
        """Make one move if the page offers one now; True if a move was sent."""
        page = self.page
        state = page.evaluate("window.quorum && {s: window.quorum.screen, p: !!window.quorum.pending}")
        if not state or not state["s"] or state["p"] or not state["s"].get("your_turn"):
            return False
        blocks = state["s"]["blocks"]
        choices = [b for b in blocks if b["kind"] == "choice"]
        forms = [i for i, b in enumerate(b for b in blocks if b["kind"] == "form")]
        form_blocks = [b for b in blocks if b["kind"] == "form"]
        options = page.locator("main section.choice button.option")
        count = options.count()
        if self.rng is not None and self.rng.random() < self.wander and (count or forms):
            picks = [("option", i) for i in range(count)] + [("form", i) for i in forms]
            kind, index = self.rng.choice(picks)
            if kind == "form" and "offer" in str(form_blocks[index].get("submit", "")).lower():
                self.offers += 1
                if self.offers > 4:
                    kind, index = ("option", 0) if count else ("form", 0)
            return self._option(index) if kind == "option" else self._form(index)
        if choices and count:
            primary = page.locator("main section.choice button.option.primary")
            if primary.count():
                primary.first.click()
                self._confirm()
                self.moves += 1
                return True
            return self._option(0)
        if forms:
            return self._form(0)
        return False

    def _option(self, index: int) -> bool:
        self.page.locator("main section.choice button.option").nth(index).click()
        self._confirm()
        self.moves += 1
        return True

    def _confirm(self) -> None:
        dialog = self.page.locator("#dialog")
        if dialog.is_visible():
            self.page.locator("#dialog-yes").click()

    def _form(self, index: int) -> bool:
        page = self.page
        form = page.locator("main form.form").nth(index)
        block = [b for b in screen(page)["blocks"] if b["kind"] == "form"][index]
        for field_ in block["fields"]:
            if field_["type"] == "some":
                need = field_.get("min", 0)
                if self.rng is not None:
                    need = self.rng.randint(need, max(need, min(field_.get("max", need), need + 1)))
                boxes = form.locator(f'fieldset[data-field="{field_["name"]}"] input[type=checkbox]')
                for k in range(min(need, boxes.count())):
                    if not boxes.nth(k).is_checked():
                        boxes.nth(k).check()
        submit = form.locator("button.submit")
        if not submit.is_enabled():
            return False
        submit.click()
        self.moves += 1
        return True
