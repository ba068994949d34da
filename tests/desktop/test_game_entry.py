"""A game's catalogue entry takes its title and blurb as QT_TRANSLATE_NOOP marks them (typed `object` by
PySide6's stubs) and refuses anything but a text, naming the game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.game_catalogue import game_entry


def _entry(title: object, blurb: object):
    return game_entry(
        "toy",
        title=title,
        blurb=blurb,
        screens="screens:ToyScreens",
        order=1,
        painters={},
        fan=list,
        demo_moment=lambda session: True,
    )


def test_marked_texts_read_back_as_the_english_text_without_a_catalogue():
    entry = _entry(QT_TRANSLATE_NOOP("Games", "Toy"), QT_TRANSLATE_NOOP("Games", "A game of one card."))
    assert entry.title() == "Toy"
    assert entry.blurb() == "A game of one card."
    assert entry.screens == "desktop.toy.screens:ToyScreens"


@pytest.mark.parametrize("title, blurb", [(None, "fine"), ("Toy", b"bytes")])
def test_a_title_or_blurb_that_is_no_text_is_refused_naming_the_game(title, blurb):
    with pytest.raises(TypeError, match="'toy'"):
        _entry(title, blurb)
