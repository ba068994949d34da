"""Choosing a seat's faction (the board's own, never dealt in companion mode): one list per seat, on New
Game and in the table check. Two seats cannot hold the same faction: the engine refuses it with a reason."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox

from desktop.council.names import faction_name, tr
from desktop.look import list_popup
from games.council import data, decks
from games.council.options import CouncilOptions, Mode


def faction_ids(options: CouncilOptions) -> tuple[str, ...]:
    """The factions of the chosen sets, by name."""
    factions = data.factions()
    sources = decks.faction_sources(options)
    return tuple(
        sorted((f for f, i in factions.items() if i.source in sources), key=lambda f: factions[f].name)
    )


def drop_down(box: QComboBox) -> QComboBox:
    """A list that drops below its box, its first entry under the box: the style's popup centred on the
    current name, so a first click aimed below it picked another speaker."""
    list_popup(box)
    box.setStyleSheet("QComboBox { combobox-popup: 0; }")
    box.setMaxVisibleItems(12)
    return box


def faction_box(options: CouncilOptions, current: str | None, name: str) -> QComboBox:
    """A list of the sets' factions, "No faction" first, showing `current`."""
    box = drop_down(QComboBox())
    box.setObjectName(name)
    box.setAccessibleName(tr("Faction"))
    box.addItem(tr("No faction chosen"), "")
    for f in faction_ids(options):
        box.addItem(faction_name(f), f)
    box.setCurrentIndex(max(0, box.findData(current or "")))
    return box


def seat_factions(options: CouncilOptions, picks: tuple[str, ...]) -> CouncilOptions:
    """New Game's picks into the options. Companion mode takes them as they are (a seat left without one
    names it at the table check): factions are never dealt beside a real board. Standalone deals them at
    random unless every seat has one; some picked and some not is refused with a reason."""
    from dataclasses import replace

    if options.mode is Mode.COMPANION:
        return replace(options, factions=picks, deal_factions=False)
    if not any(picks):
        return options
    if not all(picks) and options.deal_factions:
        raise ValueError(tr("Choose a faction for every seat, or for none (they are then dealt at random)."))
    return replace(options, factions=picks)


def seat_choice() -> dict[str, Any]:
    """What New Game shows beside each seat for this game (see desktop/new_game.py)."""
    return {
        "label": tr("Faction"),
        "choices": lambda options: (
            # Short: the seat's row beside seven others has room for "Keine Fraktion", not "… gewählt".
            [("", tr("No faction"))] + [(f, faction_name(f)) for f in faction_ids(options)]
        ),
        "apply": seat_factions,
    }
