"""Tapping a phone page like a player: an option by its action, or a form filled as its fields allow (used by
the Council and Starward browser tests; the Legislation test has its own PhonePlayer in harness.py)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from tests.phone.harness import screen

Pick = Callable[[dict[str, Any]], tuple[str, int] | None]
PREVIEWS: list[str] = []  # the preview text beside each form's submit button when it was sent


def options_of(shown: dict[str, Any]) -> list[dict[str, Any]]:
    """Every option of the screen's choice blocks, in the page's order of buttons."""
    return [o for b in shown["blocks"] if b["kind"] == "choice" for o in b["options"]]


def forms_of(shown: dict[str, Any]) -> list[dict[str, Any]]:
    return [b for b in shown["blocks"] if b["kind"] == "form"]


def ready(page: Any) -> dict[str, Any] | None:
    """The screen when it is the seat's turn and no move of it is on its way, else None."""
    state = page.evaluate("window.quorum && {s: window.quorum.screen, p: !!window.quorum.pending}")
    if not state or not state["s"] or state["p"] or not state["s"].get("your_turn"):
        return None
    shown: dict[str, Any] = state["s"]
    return shown


def tap_option(page: Any, index: int) -> None:
    page.locator("main section.choice button.option").nth(index).click()
    dialog = page.locator("#dialog")
    if dialog.is_visible():
        page.locator("#dialog-yes").click()


def fill_form(page: Any, index: int, every: bool = False) -> bool:
    """Fill form `index` (a "one" field: its first item unless one is set; "some": its fewest items, or
    all with `every`; numbers and "each" as they stand) and send it once the page lets it (False if never)."""
    form = page.locator("main form.form").nth(index)
    block = forms_of(screen(page) or {"blocks": []})[index]
    for field in block["fields"]:
        where = form.locator(f'fieldset[data-field="{field["name"]}"]')
        if field["type"] == "one" and field.get("default") in (None, ""):
            where.locator("input[type=radio]").first.check()
        elif field["type"] == "some":
            boxes = where.locator("input[type=checkbox]")
            need = boxes.count() if every else field.get("min", 0)
            for k in range(min(need, field.get("max", need), boxes.count())):
                if not boxes.nth(k).is_checked():
                    boxes.nth(k).check()
    submit = form.locator("button.submit")
    end = time.monotonic() + 5  # a previewed form waits for the table's answer
    while time.monotonic() < end and not submit.is_enabled():
        time.sleep(0.05)
    if not submit.is_enabled():
        return False
    PREVIEWS.append(form.locator(".preview").inner_text())  # what the table said just before sending
    submit.click()
    return True


def step(page: Any, pick: Pick | None = None) -> bool:
    """One move if the seat has one now: `pick`'s choice, else the primary option, else the first form
    that can be sent, else the first option. True if a move was sent."""
    shown = ready(page)
    if shown is None:
        return False
    chosen = pick(shown) if pick is not None else None
    if chosen is not None:
        kind, index = chosen
        if kind == "option":
            tap_option(page, index)
            return True
        if fill_form(page, index, every=True):
            return True
    options = options_of(shown)
    primary = [i for i, o in enumerate(options) if o["primary"]]
    if primary:
        tap_option(page, primary[0])
        return True
    for i in range(len(forms_of(shown))):
        if forms_of(shown)[i]["action"].get("kind") not in ("propose_deal", "score_secret") and fill_form(
            page, i
        ):
            return True
    if options:
        tap_option(page, 0)
        return True
    return False


def wait_idle(page: Any, timeout: float = 15) -> None:
    """Until the move sent is answered (the page's pending move is gone)."""
    page.wait_for_function("window.quorum && !window.quorum.pending", timeout=timeout * 1000)
