"""What a table check changes, said before the phase starts (issue 32): "Bob: + Mecatol Rex (from Carol),
4 TG (was 2)". A planet typed for a second owner leaves the first one: the summary says so."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from desktop.council.names import any_card_name, faction_name, item_label, planet_name, tr
from games.council.actions import TableCheck

LINES = 3  # the summary's height under the tabs; what does not fit ends in "…" and is read in the tooltip


def _added_removed(before: tuple[str, ...], after: tuple[str, ...]) -> tuple[list[str], list[str]]:
    return [x for x in after if x not in before], [x for x in before if x not in after]


def seat_changes(before: TableCheck, after: TableCheck, seat: int, names: tuple[str, ...]) -> list[str]:
    """The changes of one seat, each a short phrase."""
    out: list[str] = []
    if after.present and before.present and after.present[seat] != before.present[seat]:
        out.append(tr("joins the table") if after.present[seat] else tr("leaves the table"))
    if after.factions and (after.factions[seat] or "") != (before.factions[seat] if before.factions else ""):
        out.append(faction_name(after.factions[seat]) or tr("no faction"))
    owners = {p: s for s, planets in enumerate(before.planets) for p in planets}
    gained, lost = _added_removed(before.planets[seat], after.planets[seat])
    for planet in gained:
        was = owners.get(planet)
        if was is not None and was != seat:
            out.append(tr("+ %1 (from %2)").replace("%1", planet_name(planet)).replace("%2", names[was]))
        else:
            out.append(tr("+ %1").replace("%1", planet_name(planet)))
    out += [tr("− %1").replace("%1", planet_name(p)) for p in lost]
    now, then = set(after.exhausted[seat]), set(before.exhausted[seat])
    tired = [p for p in after.planets[seat] if p in now and p not in then]  # a planet added exhausted too
    if tired:
        out.append(tr("exhausted: %1").replace("%1", ", ".join(planet_name(p) for p in tired)))
    rested = [p for p in after.planets[seat] if p in then and p not in now]
    if rested:
        out.append(tr("readied: %1").replace("%1", ", ".join(planet_name(p) for p in rested)))
    for label, a, b in (
        (tr("%1 TG (was %2)"), after.trade_goods[seat], before.trade_goods[seat]),
        (tr("%1 VP (was %2)"), after.vp[seat], before.vp[seat]),
    ):
        if a != b:
            out.append(label.replace("%1", str(a)).replace("%2", str(b)))
    if after.tokens[seat] != before.tokens[seat]:
        out.append(
            tr("tokens %1 (was %2)")
            .replace("%1", "/".join(map(str, after.tokens[seat])))
            .replace("%2", "/".join(map(str, before.tokens[seat])))
        )
    for field in ("techs", "relics", "scored"):
        gained_cards, lost_cards = _added_removed(getattr(before, field)[seat], getattr(after, field)[seat])
        out += [tr("+ %1").replace("%1", any_card_name(c)) for c in gained_cards]
        out += [tr("− %1").replace("%1", any_card_name(c)) for c in lost_cards]
    if after.objectives:
        had = before.objectives[seat] if before.objectives else ()
        new_objectives, lost_objectives = _added_removed(had, after.objectives[seat])
        out += [tr("+ %1").replace("%1", name) for name in new_objectives]
        out += [tr("− %1").replace("%1", name) for name in lost_objectives]
    got, gave = _added_removed(before.notes[seat], after.notes[seat])
    out += [tr("+ %1").replace("%1", item_label("note:" + n, names)) for n in got]
    out += [tr("− %1").replace("%1", item_label("note:" + n, names)) for n in gave]
    return out


def table_changes(before: TableCheck, after: TableCheck, names: tuple[str, ...]) -> list[str]:
    """Every change the check makes, a line per seat that changed, then the speaker and the laws."""
    lines = []
    for seat in range(len(names)):
        said = seat_changes(before, after, seat, names)
        if said:
            lines.append(tr("%1: %2").replace("%1", names[seat]).replace("%2", ", ".join(said)))
    if after.speaker != before.speaker:
        lines.append(tr("Speaker: %1").replace("%1", names[after.speaker]))
    gained, lost = _added_removed(tuple(law for law, _w in before.laws), tuple(law for law, _w in after.laws))
    lines += [tr("Law in play: %1").replace("%1", any_card_name(law)) for law in gained]
    lines += [tr("Law removed: %1").replace("%1", any_card_name(law)) for law in lost]
    if after.reshuffled:
        lines.append(tr("The action deck was reshuffled."))
    return lines


def fitted(text: str, metrics: QFontMetrics, width: int, lines: int = LINES) -> str:
    """`text` as it fits `lines` wrapped lines of `width` pixels: whole, or cut at a word and ended with
    "… (all of it: point here)", never cut through a line (six seats' changes took five lines and the
    label showed the middle three, halved at the top and the bottom)."""

    def fits(t: str) -> bool:
        rect = metrics.boundingRect(QRect(0, 0, max(width, 1), 1 << 20), Qt.TextFlag.TextWordWrap, t)
        return rect.height() <= metrics.lineSpacing() * lines + 2

    if width <= 0 or fits(text):
        return text
    more = tr("… (all of it: point here)")
    words = text.split(" ")
    low, high = 0, len(words)  # the most words that fit before `more`
    while low < high:
        mid = (low + high + 1) // 2
        if fits(" ".join(words[:mid]).rstrip(",;+ ") + " " + more):
            low = mid
        else:
            high = mid - 1
    return (" ".join(words[:low]).rstrip(",;+ ") + " " + more).strip()


class ChangesLine(QLabel):
    """The line beside Start: what the check changes, fitted to its three lines again on every resize."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.whole = ""
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setMaximumHeight(self.fontMetrics().lineSpacing() * LINES + 6)

    def say(self, text: str, tooltip: str) -> None:
        if text != self.whole or tooltip != self.toolTip():
            self.whole = text
            self.setToolTip(tooltip)
            self.refit()

    def refit(self) -> None:
        shown = fitted(self.whole, self.fontMetrics(), self.contentsRect().width())
        if shown != self.text():
            self.setText(shown)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()
