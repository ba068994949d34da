"""Galactic Council's words: card, planet, faction, outcome, window and move names, all through tr()."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from games.council import data
from games.council.state import Instruction
from games.council.view import card_name


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    """Translate in the context pyside6-lupdate gives a bare tr() call outside a class (the empty one);
    with a count n, "%n" takes the language's plural form (tr("%n bill(s)", "", 3))."""
    return QCoreApplication.translate("", text, disambiguation or None, n)


def planet_name(planet: str) -> str:
    info = data.planets().get(planet)
    return info.name if info else planet


def faction_name(faction: str | None) -> str:
    if not faction:
        return ""
    info = data.factions().get(faction)
    return info.name if info else faction


_SHORT = {"keleres": "Keleres", "bastion": "Last Bastion", "ralnel": "Ral Nel"}  # no rule fits these


def short_faction_name(faction: str | None) -> str:
    """The name a table calls a faction by ("Naaz-Rokha", "Letnev", "Hacan"): six "Cat (The Naaz-Rokha
    Alliance)" tabs did not fit the table check's width. The whole name stays in the tab's tooltip."""
    name = faction_name(faction)
    if not name or faction in _SHORT:
        return _SHORT.get(faction or "", name)
    name = name.removeprefix("The ")
    if " of " in name:  # The Barony of Letnev, The Titans of Ul
        return name.rpartition(" of ")[2]
    return name.split(" ")[0]  # The Yssaril Tribes, The L1Z1X Mindnet, Sardakk N'orr


def any_card_name(card: str) -> str:
    try:
        return card_name(card)
    except KeyError:
        info = data.cards().get(card)
        return info.name if info else card


def outcome_label(outcome: str | None, names: tuple[str, ...]) -> str:
    if outcome is None:
        return tr("no outcome")
    if outcome == "for":
        return tr("For")
    if outcome == "against":
        return tr("Against")
    kind, _, rest = outcome.partition(":")
    if kind == "player" and rest.isdigit() and int(rest) < len(names):
        return names[int(rest)]
    if kind == "planet":
        return planet_name(rest)
    if kind == "law":
        return any_card_name(rest)
    if kind == "secret":
        seat, _, objective = rest.partition(":")
        who = names[int(seat)] if seat.isdigit() and int(seat) < len(names) else seat
        return f"{objective.replace('-', ' ').title()} ({who})"
    if kind == "strategy":
        return rest.replace("-", " ").title()
    return outcome


def window_name(kind: str) -> str:
    return {
        "start_window": tr("Before the first agenda"),
        "when_revealed": tr("When the agenda is revealed"),
        "after_revealed": tr("After the agenda is revealed"),
        "before_vote": tr("Before a player votes"),
        "vote": tr("Voting"),
        "after_own_vote": tr("After your vote"),
        "after_speaker_votes": tr("After the speaker votes"),
        "speaker_decides": tr("The speaker decides"),
        "before_resolution": tr("Before the outcome is resolved"),
        "after_resolution": tr("After the outcome is resolved"),
        "cancel_window": tr("A chance to cancel a card"),
        "transaction": tr("A transaction is offered"),
        "choose": tr("A choice to make"),
        "table_instructions": tr("Instructions for the table"),
        "trigger": tr("A chance to answer what just happened"),
        "table_check": tr("Table check before the agenda phase"),
    }.get(kind, kind)


def move_name(kind: str) -> str:
    return {
        "play_card": tr("Play Card"),
        "use_ability": tr("Use Ability"),
        "pass": tr("Pass"),
        "cast_votes": tr("Cast Votes"),
        "abstain": tr("Abstain"),
        "break_tie": tr("Break Tie"),
        "propose_deal": tr("Propose Transaction"),
        "answer_deal": tr("Answer Transaction"),
        "choose": tr("Choose"),
        "confirm_instruction": tr("Confirm Instruction"),
        "score_secret": tr("Score Secret Objective"),
        "table_check": tr("Table Check"),
        "add_seat": tr("Add a Seat"),
        "remove_seat": tr("Remove a Seat"),
    }.get(kind, kind)


def pool_name(pool: str) -> str:
    """A command-token pool, as a player's sheet names it."""
    return {"tactic": tr("Tactic"), "fleet": tr("Fleet"), "strategy": tr("Strategy")}.get(pool, pool)


def item_label(item: str, names: tuple[str, ...]) -> str:
    """A transaction item ("tg:3", "note:alliance@2", "card:sabotage") as words."""
    kind, _, rest = item.partition(":")
    if kind == "tg":
        return tr("%n trade good(s)", "", int(rest)) if rest.isdigit() else rest
    if kind == "note":
        note, _, owner = rest.partition("@")
        who = names[int(owner)] if owner.isdigit() and int(owner) < len(names) else owner
        return tr("%1 (%2's note)").replace("%1", any_card_name(note)).replace("%2", who)
    if kind in ("card", "relic", "secret", "play"):
        return any_card_name(rest)
    return item


def instruction_text(instruction: Instruction, names: tuple[str, ...]) -> str:
    """A table instruction (from the view, or a log entry: see results.instruction_from_plain)."""
    source, key, seat = instruction.source, instruction.key, instruction.seat
    subject, amount = instruction.subject, instruction.amount
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    text = f"{any_card_name(source)}: {key.replace('_', ' ')}"
    if who:
        text += " — " + who
    if subject:
        text += f" ({outcome_label(subject, names) if ':' in str(subject) else planet_name(str(subject))})"
    if amount:
        text += f" ×{amount}"
    return text
