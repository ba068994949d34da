"""What Starward's cards show (a deck card, a planet), as plain data filled from a seat's view only."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class DeckCardFace:
    """A card of a personal deck: a role card, Politics, or an ordinary technology."""

    name: str
    symbols: tuple[str, ...]  # symbol values in printed order (a symbol twice counts twice)
    band: str  # what kind of card: "Role card", "Fertile technology, level 2"...
    text: str  # its action, short
    influence: int = 0
    colour: str = ""  # the band's colour (hex); "" for the first symbol's
    short: str = ""  # the action in a few words, for a small card ("" to show `text`, cut short)


@dataclass(frozen=True, slots=True)
class WorldFace:
    """A planet card as the viewer may see it: always its back (type, costs), the front when allowed."""

    type: str  # PlanetType value
    type_name: str  # translated
    colonize_cost: int
    warfare_cost: int
    face_up: bool
    name: str = ""  # "" while its front is hidden from the viewer
    symbols: tuple[str, ...] = ()
    slots: tuple[tuple[str, bool], ...] = ()  # (resource value, holds it) per slot
    influence: int = 0
    hand_bonus: int = 0
    colonies: int = 0  # colonies tucked under it (worth)
    blocked: bool = False  # a fighter sits on it (Burnt Ground Doctrine)

    @property
    def front_known(self) -> bool:
        return bool(self.name)
