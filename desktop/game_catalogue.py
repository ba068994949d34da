"""The games the desktop offers: each game's package `desktop/<game>/` registers one `GameEntry` as `GAME`.

The start page, the new-game page, the Help menu, `--demo`, the rules window and the card painters
read this catalogue; nothing outside a game's own packages names a game. Finding the entries imports
only the small `__init__` of each desktop package (no engine, no board): the first paint waits for it.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication

import desktop

Painter = Callable[..., None]  # (painter, rect, face, *, selected, focused, dimmed)


def _nothing() -> dict[Any, Any]:
    return {}


@dataclass(frozen=True)
class GameEntry:
    """One game as the desktop knows it. The callables import their modules only when called."""

    name: str  # the engine's registry name: games/<name>/ and desktop/<name>/
    title: Callable[[], str]  # the translated title
    blurb: Callable[[], str]  # translated two lines for the start page's tile
    screens: str  # "module:Class" of the game's GameScreens (desktop/table/screens.py)
    order: int = 100  # place on the start page and in menus (lowest first)
    painters: Callable[[], Mapping[type, Painter]] = _nothing  # card face type -> its painter
    card_texts: Callable[[], Mapping[type, Callable[[Any], str]]] = _nothing  # face type -> its words
    fan: Callable[[], list[Any]] = list  # a few faces for the start page's tile
    demo_moment: Callable[[Any], bool] = field(default=lambda session: True)  # stop the demo here?
    refusals: Callable[[], Mapping[str, str]] = _nothing  # IllegalAction code -> translated sentence
    rules_page: str = ""  # file in assets/rules/ (default: <name>.md)

    @property
    def rules_file(self) -> str:
        return self.rules_page or f"{self.name}.md"


@cache
def entries() -> tuple[GameEntry, ...]:
    """Every game's entry, in start-page order."""
    found = []
    for module in pkgutil.iter_modules(desktop.__path__):
        if module.ispkg:
            entry = getattr(importlib.import_module(f"desktop.{module.name}"), "GAME", None)
            if isinstance(entry, GameEntry):
                found.append(entry)
    return tuple(sorted(found, key=lambda e: (e.order, e.name)))


def game_names() -> tuple[str, ...]:
    return tuple(e.name for e in entries())


def entry(name: str) -> GameEntry:
    """The entry of game `name`; KeyError if the desktop has no such game."""
    for e in entries():
        if e.name == name:
            return e
    raise KeyError(name)


def _named(where: str) -> Any:
    """The object `where` names ("package.module:attribute"), imported now."""
    module, _, attribute = where.partition(":")
    return getattr(importlib.import_module(module), attribute)


def game_entry(
    name: str,
    *,
    title: object,
    blurb: object,
    screens: str,
    order: int,
    painters: Mapping[str, str],
    fan: Callable[[], list[Any]],
    demo_moment: Callable[[Any], bool],
    card_texts: str | None = None,
) -> GameEntry:
    """A GameEntry from names alone, so a game's `__init__` stays small and imports nothing heavy.

    `title` and `blurb` are the English texts of the "Games" context (mark them for lupdate with
    QT_TRANSLATE_NOOP): translated each time they are read. Modules are named within
    `desktop/<name>/`: `screens` is "module:GameScreensClass", `painters` maps "module:FaceType" to
    "module:paint_function"; `card_texts` is "module:function" giving each face type's words for
    the enlarged card. `fan` returns the start page's faces. The refusals are
    `desktop/<name>/refusals.py`'s `sentences()`.
    """

    package = f"desktop.{name}."

    def translated(text: object) -> Callable[[], str]:
        # QT_TRANSLATE_NOOP hands back its text unchanged, but PySide6's stub calls that `object`.
        if not isinstance(text, str):
            raise TypeError(f"game {name!r}: a title or blurb must be a text, not {text!r}")
        return lambda: QCoreApplication.translate("Games", text)

    return GameEntry(
        name=name,
        title=translated(title),
        blurb=translated(blurb),
        screens=package + screens,
        order=order,
        painters=lambda: {
            _named(package + face): _named(package + paint) for face, paint in painters.items()
        },
        card_texts=(lambda: _named(package + card_texts)()) if card_texts else _nothing,
        fan=fan,
        demo_moment=demo_moment,
        refusals=lambda: _named(package + "refusals:sentences")(),
    )


def game_title(game: str) -> str:
    """The translated title, or the name itself for a game this desktop lacks (an old save's)."""
    try:
        return entry(game).title()
    except KeyError:
        return game


def game_blurb(game: str) -> str:
    try:
        return entry(game).blurb()
    except KeyError:
        return ""


def seat_range(game: str) -> tuple[int, int]:
    """The fewest and most seats the game is played with (its engine says; imports the engine)."""
    from games.registry import game_class

    rules = game_class(game)
    return rules.min_seats, rules.max_seats
