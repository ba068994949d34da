"""What to do on the real board after an agenda phase (companion mode), said once when the phase closes:
the trade goods and victory points each player takes, the laws placed or discarded, and the board
actions the table confirmed. Read from the log's public entries since the last table check, as typed
events (games/council/event_reading.py)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from desktop.council.board_actions import instruction_lines
from desktop.council.names import any_card_name, planet_name, tr
from games.council.event_reading import entry_events
from games.council.events import InstructionsConfirmed, TableCorrected
from games.council.log_items import LawRemoved, TradeGoodsGained, VictoryPoints
from games.council.payouts import PAYOUT_KEYS, TG_MOVES
from games.council.results import LawEnacted
from games.council.state import Instruction


def phase_entries(entries: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The entries of the agenda phase just played: those after the last table check (none before the
    first check). A correction mid-phase (Edit › Correct the Table…) is a table check move too, but the
    phase goes on across it: what came before it is still this phase's."""
    entries = list(entries)
    checks = [
        i
        for i, e in enumerate(entries)
        if e.get("kind") == "table_check" and not any(isinstance(x, TableCorrected) for x in entry_events(e))
    ]
    return entries[checks[-1] + 1 :] if checks else []


def board_summary(entries: Iterable[dict[str, Any]], names: tuple[str, ...]) -> list[str]:
    """One line per thing to do on the board, in the order it happened; trade goods and victory points
    added up per player."""
    tg: dict[int, int] = {}
    vp: dict[int, list[str]] = {}
    lines: list[str] = []
    for entry in entries:
        events = entry_events(entry)
        for gained in events:
            if isinstance(gained, TradeGoodsGained):
                tg[gained.seat] = tg.get(gained.seat, 0) + gained.amount
        for points in events:
            if not isinstance(points, VictoryPoints):
                continue
            sign = "+" if points.amount > 0 else "−"
            vp.setdefault(points.seat, []).append(
                f"{sign}{abs(points.amount)} ({any_card_name(points.source)})"
            )
        for law in events:
            if isinstance(law, LawEnacted):
                lines.append(_law_line(law, names))
        for removed in events:
            if isinstance(removed, LawRemoved):
                lines.append(tr("Discard the law %1.").replace("%1", any_card_name(removed.law)))
        every = next((e.instructions for e in events if isinstance(e, InstructionsConfirmed)), ())
        one = next((e for e in events if isinstance(e, Instruction)), None)
        confirmed: list[Instruction | None] = list(every)
        if not confirmed and entry.get("kind") == "confirm_instruction":
            confirmed = [one]
        # Trade goods, victory points and laws have their own lines below (confirmed as they happened).
        said = tuple(i for i in confirmed if i is not None and i.key not in PAYOUT_KEYS)
        lines += instruction_lines(said, names)
        for moved in confirmed:
            if moved is not None and moved.key in TG_MOVES:
                _count_paid(moved, tg, lines, names)
    for seat, amount in sorted(tg.items()):
        if 0 <= seat < len(names) and amount > 0:
            lines.append(tr("%1 takes %n trade good(s).", "", amount).replace("%1", names[seat]))
        elif 0 <= seat < len(names) and amount < 0:
            back = tr("%1 returns %n trade good(s) to the supply.", "", -amount)
            lines.append(back.replace("%1", names[seat]))
    for seat, changes in sorted(vp.items()):
        if 0 <= seat < len(names):
            lines.append(
                tr("%1: victory points %2.").replace("%1", names[seat]).replace("%2", ", ".join(changes))
            )
    return lines


def _count_paid(moved: Instruction, tg: dict[int, int], lines: list[str], names: tuple[str, ...]) -> None:
    """Trade goods paid, returned or handed to a neighbour count against the player's net change;
    commodities spent get a line of their own."""
    if moved.key == "spend_commodities":
        if 0 <= moved.seat < len(names):
            line = tr("%1 spends %n commodity(ies).", "", moved.amount).replace("%1", names[moved.seat])
            lines.append(line)
        return
    tg[moved.seat] = tg.get(moved.seat, 0) - moved.amount
    if moved.key == "give_tg" and moved.subject is not None and moved.subject.isdigit():
        taker = int(moved.subject)
        tg[taker] = tg.get(taker, 0) + moved.amount


def _law_line(law: LawEnacted, names: tuple[str, ...]) -> str:
    card = any_card_name(law.law)
    if isinstance(law.holder, int) and 0 <= law.holder < len(names):
        return tr("Give %1 the law %2.").replace("%1", names[law.holder]).replace("%2", card)
    if isinstance(law.holder, str) and law.holder:
        return tr("Attach the law %1 to %2.").replace("%1", card).replace("%2", planet_name(law.holder))
    return tr("Place the law %1 in the common play area.").replace("%1", card)
