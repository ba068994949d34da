"""What a card shows, as plain data the screens fill from a seat's view (never from hidden state).

Each game keeps its own faces beside its painters; the face every game shares is the back of a card.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CardBack:
    """A face-down card: only that a card is there."""

    label: str = ""
