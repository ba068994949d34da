"""Fixtures for phone-seat tests: the app by command line, Debian's Chromium, a page per seat."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.phone.harness import AppProcess, have_browser, launch, open_seat, start_app


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not have_browser():
        pytest.skip("needs Playwright and Debian's chromium (/usr/bin/chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = launch(playwright)
        yield chromium
        chromium.close()


@pytest.fixture
def phone_app(tmp_path) -> Iterator[Any]:
    """start(game, seats, …) -> AppProcess; every app started is stopped after the test."""
    started: list[AppProcess] = []

    def start(game: str, seats: list[str], **kwargs: Any) -> AppProcess:
        app = start_app(tmp_path / f"data{len(started)}", game, seats, **kwargs)
        started.append(app)
        return app

    yield start
    for app in started:
        app.stop()


@pytest.fixture
def seat_page(browser) -> Iterator[Any]:
    """seat_page(url) -> a Playwright page on its own device (context), closed after the test."""
    contexts: list[Any] = []

    def make(url: str, viewport: dict | None = None) -> Any:
        page = open_seat(browser, url, viewport)
        contexts.append(page.context)
        return page

    yield make
    for context in contexts:
        context.close()
