"""Every Galactic Council and Starward phone screen fits a phone in portrait, in Russian (the longest words of
the three languages): no sideways scrolling, text at least 14 px, every button, check box row, choice and
list at least 44 px tall, at 360x640 and 414x896 (the real page and server, Debian's Chromium)."""

from __future__ import annotations

import pytest

from tests.phone.harness import have_browser

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not have_browser(), reason="needs chromium + playwright")]

MEASURE = """() => {
    const small = [], low = [];
    for (const node of document.querySelectorAll('main *, header *')) {
        if (!node.offsetParent && node.tagName !== 'BODY') continue;
        const own = Array.from(node.childNodes).some((c) => c.nodeType === 3 && c.textContent.trim());
        if (own && parseFloat(getComputedStyle(node).fontSize) < 14) small.push(node.textContent.trim());
    }
    for (const node of document.querySelectorAll('main button, main label.item, main select')) {
        if (node.getBoundingClientRect().height < 44) low.push(node.textContent.trim());
    }
    return {small, low, wide: document.documentElement.scrollWidth};
}"""


def test_every_council_and_starward_screen_fits_a_phone(qapp):
    from playwright.sync_api import sync_playwright

    from desktop.phone.strings import page_strings
    from desktop.translations import install_translations, remove_translations
    from tests.phone.shoot_screens import Shooter, council_moments, starward_moments

    moments = [("council", *m) for m in council_moments()] + [("starward", *m) for m in starward_moments()]
    translators = install_translations(qapp, "ru")
    problems = []
    try:
        with sync_playwright() as playwright:
            shooter = Shooter(playwright)
            shooter.server.set_strings(page_strings(), "ru")
            try:
                for viewport in ({"width": 360, "height": 640}, {"width": 414, "height": 896}):
                    shooter.page.set_viewport_size(viewport)
                    for game, name, session, seat in moments:
                        shooter.show(game, session, seat, "ru")
                        report = shooter.page.evaluate(MEASURE)
                        if report["small"] or report["low"] or report["wide"] > viewport["width"]:
                            problems.append((name, viewport["width"], report))
            finally:
                shooter.close()
    finally:
        remove_translations(qapp, translators)
    assert len(moments) >= 20  # every decision kind of both games, and a waiting seat
    assert not problems, problems[:3]
