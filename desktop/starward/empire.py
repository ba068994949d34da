"""One seat's Empire on the table: planets, fighters, influence, technologies, piles and score."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop.starward.faces import world_face
from desktop.starward.names import card_name, cards_text, role_name, tr
from desktop.starward.tiles import PlanetTile, SymbolStrip, name_width
from desktop.table.elided_label import ElidedLabel, may_elide
from desktop.table.felt import font
from desktop.table.fitted_label import FittedLabel
from desktop.table.seat_panel import SeatPanel
from games.starward.cards import ROLES, Planet, card
from games.starward.views import CardsView, EmpireView

PANEL_FRAME = 32  # px: the panel's frame and margins round its planets (28, and some to spare)
LEAST_TILE = 60  # px: a tile widened for its neighbour's name keeps this much, if it had it
TILE_ASPECT = 1.6  # the widest a planet tile gets, to its height (a short tile puts words beside symbols)


def permanent_name(card_id: int, face: int) -> str:
    tech = card(card_id).tech
    return tech.faces[face].name if tech is not None and tech.faces else card_name(card_id)


def permanent_text(card_id: int, face: int) -> str:
    tech = card(card_id).tech
    return tech.faces[face].text if tech is not None and tech.faces else ""


def empire_status(empire: EmpireView, cards: CardsView) -> tuple[str, ...]:
    """The counts a player glances at, on one short line: fighters, influence tokens, hand, deck,
    discard pile (and removed cards); `status_help` spells the signs out in the tooltip. Two wordings:
    with the removed cards, and (a narrow panel) without them."""
    text = (
        tr("⚔ %1 · ◆ %2 · hand %3 · deck %4 · discard %5")
        .replace("%1", str(empire.fighters))
        .replace("%2", str(empire.influence))
        .replace("%3", str(cards.hand_count))
        .replace("%4", str(cards.deck_count))
        .replace("%5", str(len(cards.discard)))
    )
    if cards.removed:
        return (text + " · " + tr("removed %1").replace("%1", str(len(cards.removed))), text)
    return (text,)


def status_help(empire: EmpireView, cards: CardsView) -> str:
    lines = [
        tr("%n fighter(s)", "", empire.fighters),
        tr("%n influence token(s)", "", empire.influence),
    ]
    if cards.discard:
        lines.append(tr("Discard pile: %1").replace("%1", cards_text(cards.discard)))
    return "\n".join(lines)


class StatusLine(FittedLabel):
    """The counts on one line, whole (without the removed cards when narrow): the tooltip holds them in
    full, spelled out."""

    def __init__(self, forms: tuple[str, ...], help_text: str) -> None:
        super().__init__(least_px=12)
        self.setObjectName("SeatStatus")
        self.set_forms(forms, help_text)


def _rows(panel: SeatPanel) -> tuple[QVBoxLayout, QHBoxLayout]:
    """A seat panel's column and the name row atop it (desktop/table/seat_panel.py lays them out)."""
    outer = panel.layout()
    first = outer.itemAt(0) if outer is not None else None
    head = first.layout() if first is not None else None
    if not isinstance(outer, QVBoxLayout) or not isinstance(head, QHBoxLayout):
        raise TypeError("a seat panel is a column with its name row first")
    return outer, head


class EmpirePanel(SeatPanel):
    """A seat's public side, and for the viewer's own seat the fronts of its face-down planets."""

    def __init__(
        self,
        empire: EmpireView,
        cards: CardsView,
        fronts: tuple[Planet, ...],
        name: str,
        colour: str,
        *,
        bot: bool,
        acting: bool,
        is_viewer: bool,
        leader: bool,
        width: int,
        tile_height: int = 100,
        pick_planet: Callable[[int], None] | None = None,
        picked: tuple[int, ...] = (),
        pickable: tuple[int, ...] = (),
    ) -> None:
        title = name + ("  ★" if leader else "")
        super().__init__(title, colour, bot=bot, acting=acting, is_viewer=is_viewer)
        self.setObjectName("EmpirePanel")
        self.empire = empire
        self.setAccessibleName(
            tr("%1's Empire, %2 influence in all").replace("%1", name).replace("%2", str(empire.score.total))
        )
        score = QLabel(tr("%1 influence").replace("%1", str(empire.score.total)))
        score.setObjectName("SeatName")
        score.setToolTip(
            tr("Tokens %1 + planets %2 + technologies %3")
            .replace("%1", str(empire.score.tokens))
            .replace("%2", str(empire.score.planets))
            .replace("%3", str(empire.score.technologies))
        )
        outer, head = _rows(self)
        head.insertWidget(2, score)
        column = QVBoxLayout()
        column.setSpacing(3)
        column.setContentsMargins(0, 0, 0, 0)
        # One line of counts, elided when narrow, so that the planets keep the height.
        place = outer.indexOf(self.status_label)
        outer.removeWidget(self.status_label)
        self.status_label.hide()
        self.status_label.deleteLater()
        self.status_forms = empire_status(empire, cards)
        self.status_label = StatusLine(self.status_forms, status_help(empire, cards))
        outer.insertWidget(place, self.status_label)
        # Empire symbols (what every role counts for this seat before any card), permanent
        # technologies and the cards in play share one line, so the planets keep their height.
        symbols = tuple(role.value for role, n in zip(ROLES, empire.symbols, strict=True) for _ in range(n))
        if symbols or empire.permanents or cards.play:
            row = QHBoxLayout()
            row.setSpacing(6)
            if symbols:
                strip = SymbolStrip(symbols, 16)
                strip.setToolTip(
                    tr("Empire symbols: %1").replace(
                        "%1",
                        ", ".join(
                            f"{role_name(r)} {n}" for r, n in zip(ROLES, empire.symbols, strict=True) if n
                        ),
                    )
                )
                row.addWidget(strip)
            for card_id, face in empire.permanents:
                tech = QLabel("▣ " + permanent_name(card_id, face))
                tech.setObjectName("SeatStatus")
                tech.setToolTip(permanent_text(card_id, face))
                row.addWidget(tech)
            if cards.play:
                play = may_elide(ElidedLabel(tr("In play: %1").replace("%1", cards_text(cards.play))))
                play.setObjectName("SeatStatus")
                row.addWidget(play, 1)
            else:
                row.addStretch(1)
            column.addLayout(row)
        planets = QHBoxLayout()
        planets.setSpacing(3)
        self.nominal_width = width  # the panel's share of its row (set_room sets it once it is known)
        self.tile_room = width - PANEL_FRAME  # the width the planets share
        faces = [world_face(p, fronts[p.index] if p.index < len(fronts) else None) for p in empire.planets]
        self.faces = faces
        widths = self._tile_widths(tile_height)
        self.tiles: dict[int, PlanetTile] = {}
        for planet, world, tile_w in zip(empire.planets, faces, widths, strict=True):
            can_pick = pick_planet is not None and planet.index in pickable
            tile = PlanetTile(world, tile_w, tile_height, interactive=can_pick)
            tile.setObjectName(f"planet_{empire.seat}_{planet.index}")
            tile.set_selected(planet.index in picked)
            if can_pick and pick_planet is not None:
                tile.sig_clicked.connect(lambda i=planet.index: pick_planet(i))
            self.tiles[planet.index] = tile
            planets.addWidget(tile)
        planets.addStretch(1)
        column.addLayout(planets)
        holder = QWidget()
        holder.setLayout(column)
        self.add(holder)
        outer.addStretch(1)  # spare height below the planets, not in the name row

    def _tile_widths(self, height: int) -> list[int]:
        """Each planet's tile width, in the Empire's order. As wide as the panel allows up to
        TILE_ASPECT (a wider tile writes the planet's name larger), alike; but a tile too narrow for a
        word of its name ("Amberfield" in four planets of a five-seat Empire on a laptop) is widened
        to hold it whole, the others sharing what is left down to what their own names need."""
        n = max(1, len(self.faces))
        most = round(height * TILE_ASPECT)
        even = max(40, min(most, self.tile_room // n - 3))
        needs = [name_width(face, height, min(even, LEAST_TILE), max(most, even)) for face in self.faces]
        if all(need <= even for need in needs):
            return _within([even] * len(self.faces), self.tile_room)
        widths = [max(need, even) for need in needs]
        spare = self.tile_room - sum(w + 3 for w in widths)
        while spare < 0:  # take back from the tiles wider than their names need, widest first
            give = [i for i, w in enumerate(widths) if w > needs[i]]
            if not give:
                break
            i = max(give, key=lambda i: widths[i] - needs[i])
            widths[i] -= 1
            spare += 1
        return _within(widths, self.tile_room)

    def least_width(self, height: int) -> int:
        """The narrowest this panel holds its planets at `height`: each name whole, LEAST_TILE each."""
        most = max(LEAST_TILE, round(height * TILE_ASPECT))
        tiles = sum(name_width(face, height, LEAST_TILE, most) + 3 for face in self.faces)
        # The counts' shortest form whole at the least size (a panel of two planets is narrow).
        counts = QFontMetrics(font(12)).horizontalAdvance(self.status_forms[-1]) + 4
        return max(tiles, counts) + PANEL_FRAME

    def set_room(self, width: int, height: int) -> None:
        """The panel's share of its row (the board's, once it knows every panel's need)."""
        self.nominal_width = width
        self.tile_room = width - PANEL_FRAME
        self.set_tile_height(height)

    def set_tile_height(self, height: int) -> None:
        """Resize the planet tiles (the board fits them to the room left once every band is known)."""
        for tile, width in zip(self.tiles.values(), self._tile_widths(height), strict=True):
            tile.setFixedSize(width, height)


def _within(widths: list[int], room: int) -> list[int]:
    """Tile widths that fit `room` (3 px between tiles): more planets than the panel holds whole make
    every tile narrower, for the tiles are fixed in size and the window must never grow to hold them (a
    late Starward game's Research screen needed 1418 px on a 1366 screen)."""
    total = sum(w + 3 for w in widths)
    if total <= room or not widths:
        return widths
    scale = max(1, room - 3 * len(widths)) / sum(widths)
    return [max(8, int(w * scale)) for w in widths]
