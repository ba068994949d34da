"""One seat's Empire on the table: planets, fighters, influence, technologies, piles and score."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop.starward.faces import world_face
from desktop.starward.names import card_name, cards_text, role_name, tr
from desktop.starward.tiles import PlanetTile, SymbolStrip
from desktop.table.seat_panel import SeatPanel
from games.starward.cards import ROLES, Planet, card
from games.starward.views import CardsView, EmpireView


def permanent_name(card_id: int, face: int) -> str:
    tech = card(card_id).tech
    return tech.faces[face].name if tech is not None and tech.faces else card_name(card_id)


def permanent_text(card_id: int, face: int) -> str:
    tech = card(card_id).tech
    return tech.faces[face].text if tech is not None and tech.faces else ""


def empire_status(empire: EmpireView, cards: CardsView) -> str:
    """The counts a player glances at: fighters, influence, hand, deck, discard."""
    return (
        tr("⚔ %n fighter(s)", "", empire.fighters)
        + " · "
        + tr("◆ %1 influence · hand %2 · deck %3 · discard %4")
        .replace("%1", str(empire.influence))
        .replace("%2", str(cards.hand_count))
        .replace("%3", str(cards.deck_count))
        .replace("%4", str(len(cards.discard)))
    )


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
        super().__init__(
            title, colour, bot=bot, acting=acting, is_viewer=is_viewer, status=empire_status(empire, cards)
        )
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
        head = self.layout().itemAt(0).layout()
        head.insertWidget(2, score)
        column = QVBoxLayout()
        column.setSpacing(3)
        column.setContentsMargins(0, 0, 0, 0)
        # Empire symbols: what every role counts for this seat before any card.
        symbols = tuple(role.value for role, n in zip(ROLES, empire.symbols, strict=True) for _ in range(n))
        if symbols or empire.permanents:
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
            row.addStretch(1)
            column.addLayout(row)
        planets = QHBoxLayout()
        planets.setSpacing(3)
        n = max(1, len(empire.planets))
        tile_w = max(40, min(round(tile_height * 0.8), (width - 40) // n - 3))
        self.tiles: dict[int, PlanetTile] = {}
        for planet in empire.planets:
            can_pick = pick_planet is not None and planet.index in pickable
            own = fronts[planet.index] if planet.index < len(fronts) else None
            tile = PlanetTile(world_face(planet, own), tile_w, tile_height, interactive=can_pick)
            tile.setObjectName(f"planet_{empire.seat}_{planet.index}")
            tile.set_selected(planet.index in picked)
            if can_pick:
                tile.sig_clicked.connect(lambda i=planet.index: pick_planet(i))
            self.tiles[planet.index] = tile
            planets.addWidget(tile)
        planets.addStretch(1)
        column.addLayout(planets)
        piles = []
        if cards.play:
            piles.append(tr("In play: %1").replace("%1", cards_text(cards.play)))
        if cards.removed:
            piles.append(tr("Removed: %1").replace("%1", str(len(cards.removed))))
        if piles:
            line = QLabel(" · ".join(piles))
            line.setObjectName("SeatStatus")
            line.setWordWrap(True)
            column.addWidget(line)
        if cards.discard:
            self.status_label.setToolTip(tr("Discard pile: %1").replace("%1", cards_text(cards.discard)))
        holder = QWidget()
        holder.setLayout(column)
        self.add(holder)
        self.layout().addStretch(1)  # spare height below the planets, not in the name row
