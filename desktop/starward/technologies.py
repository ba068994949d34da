"""The technology supply: every technology left, by type and level, and for a Research what each needs,
what the researcher has, and so whether it qualifies (rules §6.7, R31)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from desktop.starward.names import role_name, tr, type_name
from games.starward.cards import PlanetType, Symbol, Technology, card
from games.starward.research import Reason, TechOption


def technology(card_id: int) -> Technology:
    """The technology on card `card_id` (the supply holds technology cards only)."""
    tech = card(card_id).tech
    assert tech is not None, f"card {card_id} is no technology"
    return tech


def requirement(card_id: int) -> str:
    tech = technology(card_id)
    return (
        tr("needs Research %1 · %2 face-up %3")
        .replace("%1", str(tech.cost))
        .replace("%2", str(tech.planets))
        .replace("%3", type_name(tech.type))
    )


def why(option: TechOption) -> str:
    """What a technology needs against what the researcher has, each part marked ✓ or ✗."""
    symbols_ok = option.symbols >= option.cost
    planets_ok = option.planets >= option.planets_needed
    return (
        tr("Research %1/%2 %3 · %4 planets %5/%6 %7")
        .replace("%1", str(option.symbols))
        .replace("%2", str(option.cost))
        .replace("%3", "✓" if symbols_ok else "✗")
        .replace("%4", type_name(option.type))
        .replace("%5", str(option.planets))
        .replace("%6", str(option.planets_needed))
        .replace("%7", "✓" if planets_ok else "✗")
    )


def why_spoken(option: TechOption) -> str:
    """The same in a sentence, for screen readers and the tooltip."""
    if option.reason is Reason.QUALIFIES:
        return tr("You qualify.")
    if option.reason is Reason.FEW_SYMBOLS:
        return tr("You have too few Research symbols.")
    if option.reason is Reason.FEW_PLANETS:
        return tr("You have too few face-up planets of its type.")
    return tr("You have too few Research symbols and too few face-up planets of its type.")


def tech_summary(card_id: int) -> str:
    """Short lines: the name; level, influence, "permanent"; the symbols (the effect is in the
    tooltip). Short lines fit a third of a laptop's table where one long one did not."""
    c = card(card_id)
    tech = c.tech
    assert tech is not None
    extra = [tr("level %1").replace("%1", str(tech.level))]
    if tech.influence:
        extra.append(tr("◆%1").replace("%1", str(tech.influence)))
    if tech.permanent:
        extra.append(tr("permanent"))
    text = c.name + "\n" + " · ".join(extra)
    if c.symbols and not tech.permanent:  # a line of their own: role names run long in Russian
        text += "\n" + "+".join(role_name(Symbol(s)) for s in c.symbols)
    return text


def tech_tooltip(card_id: int) -> str:
    c = card(card_id)
    tech = c.tech
    assert tech is not None
    if tech.permanent:
        return "\n".join(f"{f.name}: {f.text}" for f in tech.faces)
    return tech.text


class TechnologyBoard(QScrollArea):
    """The supply in three columns (Advanced, Fertile, Metallic). With `options` (a Research), the
    technologies that qualify can be picked; the others say why not."""

    def __init__(
        self,
        supply: tuple[int, ...],
        options: tuple[TechOption, ...] = (),
        picked: int | None = None,
        pick: Callable[[int], None] | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("TechnologyBoard")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # three columns fit
        inner = QWidget()
        grid = QGridLayout(inner)
        grid.setContentsMargins(8, 4, 8, 4)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(3)
        by_id = {o.technology: o for o in options}
        self.buttons: dict[int, QPushButton] = {}
        for column, kind in enumerate(PlanetType):
            head = QLabel(tr("%1 technologies").replace("%1", type_name(kind)))
            head.setObjectName("Heading")
            grid.addWidget(head, 0, column)
            ids = sorted(
                (t for t in supply if technology(t).type is kind), key=lambda t: (technology(t).level, t)
            )
            for row, tech_id in enumerate(ids, start=1):
                option = by_id.get(tech_id)
                detail = why(option) if option is not None else requirement(tech_id)
                spoken = why_spoken(option) if option is not None else ""
                mark = "✓ " if option is not None and tech_id == picked else ""
                # Each part of the reason on a line of its own, so that a third of the table holds it.
                button = QPushButton(mark + tech_summary(tech_id) + "\n" + detail.replace(" · ", "\n"))
                button.setObjectName(f"tech_{tech_id}")
                # As wide as its column, not as its text: the three columns share the table's width.
                button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
                button.setToolTip(tech_tooltip(tech_id) + ("\n" + spoken if spoken else ""))
                summary = tech_summary(tech_id).replace("\n", ", ")
                button.setAccessibleName(summary + ". " + detail + ". " + spoken)
                if option is not None and pick is not None:
                    button.setCheckable(True)
                    button.setChecked(tech_id == picked)
                    button.setEnabled(option.qualifies)
                    button.clicked.connect(lambda _c=False, t=tech_id: pick(t))
                else:
                    button.setEnabled(False)  # a list to read, not to pick from
                self.buttons[tech_id] = button
                grid.addWidget(button, row, column)
        grid.setRowStretch(grid.rowCount(), 1)
        for column in range(3):
            grid.setColumnStretch(column, 1)
        self.setWidget(inner)

    def small_print(self) -> None:
        """Smaller text than other buttons (call after the board is dressed): 39 of them must fit."""
        font = QFont()
        font.setPixelSize(12)
        lines = QFontMetrics(font).lineSpacing()
        for button in self.buttons.values():
            button.setFont(font)
            button.setMinimumWidth(0)
            button.setMinimumHeight(lines * (button.text().count("\n") + 1) + 10)  # every line shows


def face_choice(card_id: int, picked: int, pick: Callable[[int], None]) -> QWidget:
    """A permanent technology's two faces, one to choose (the other is gone for the game)."""
    tech = technology(card_id)
    box = QWidget()
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 0, 0, 0)
    for i, face in enumerate(tech.faces):
        symbols = ", ".join(role_name(s) for s in face.symbols)
        button = QPushButton(f"{face.name}: {face.text}" + (f" ({symbols})" if symbols else ""))
        button.setObjectName(f"face_{i}")
        button.setCheckable(True)
        button.setChecked(i == picked)
        button.clicked.connect(lambda _c=False, f=i: pick(f))
        column.addWidget(button)
    return box
