"""Who paints each card face, and a card's shape: shared by the card on the table and its enlarged view."""

from __future__ import annotations

from collections.abc import Callable

from desktop.cards.back import paint_back
from desktop.cards.faces import CardBack

PAINTERS: dict[type, Callable[..., None]] = {CardBack: paint_back}
"""Face type -> painter: the back here, each game's own faces from its catalogue entry (painter_for)."""

CARD_RATIO = 1.4  # height / width, like a poker card


def painter_for(face: object) -> Callable[..., None]:
    """The painter of `face`; the games' painters are gathered from the catalogue on the first miss."""
    painter = PAINTERS.get(type(face))
    if painter is None:
        from desktop.game_catalogue import entries

        for game in entries():
            PAINTERS.update(game.painters())
        painter = PAINTERS[type(face)]  # KeyError: a face no game registered a painter for
    return painter
