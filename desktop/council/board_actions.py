"""What the table does on the real board, said as instructions (companion mode): "Executive Sanctions,
Against: each player discards one random action card", "Trade Rider — Alice: gain 5 trade goods". The
same instruction for several players is said once with their names; the table confirms them all at once."""

from __future__ import annotations

from desktop.council.card_texts import agenda_summary, card_summary
from desktop.council.names import any_card_name, outcome_label, planet_name, tr
from games.council import data
from games.council.board_marks import MARK_KEYS
from games.council.payouts import PAYOUT_KEYS
from games.council.state import Instruction

OUTCOME_WORDS = {"for": "For", "against": "Against", "elected": "Elected"}


def what_to_do(instruction: Instruction, names: tuple[str, ...]) -> str:
    """The board action itself, from the card's own text where it has one."""
    source, key, amount = instruction.source, instruction.key, instruction.amount
    payout = _payout(instruction, names)
    if payout:
        return payout
    agenda = data.agendas().get(source)
    if agenda is not None and agenda.summary and key in agenda.summary:
        return agenda_summary(source, key, agenda.summary[key])
    if key == "draw_action_cards":
        return tr("draw %n action card(s)", "", amount)
    if key == "discard_action_cards":
        return tr("discard every action card")
    if key == "gain_technology":
        return tr("gain a technology")
    card = data.cards().get(source)
    if key == "reward" and card is not None and card.summary:
        return card_summary(source, card.summary)
    return key.replace("_", " ")


def _payout(instruction: Instruction, names: tuple[str, ...]) -> str:
    """What the app counted and the board must follow: trade goods, victory points, a law's card."""
    # give_tg's subject is the taking seat's number (Pillage).
    key, amount = instruction.key, instruction.amount
    if key == "take_tg":
        return tr("take %n trade good(s)", "", amount)
    if key == "spend_tg":
        return tr("spend %n trade good(s) (back to the supply)", "", amount)
    if key == "spend_commodities":
        return tr("spend %n commodity(ies) (back to the supply)", "", amount)
    if key == "return_tg":
        return tr("return %n trade good(s) to the supply", "", amount)
    if key == "give_tg":
        taker = int(instruction.subject or -1)
        who = names[taker] if 0 <= taker < len(names) else "?"
        return tr("give %n trade good(s) to %1", "", amount).replace("%1", who)
    marked = _marked(instruction)
    if marked:
        return marked
    if key == "take_vp" and amount < 0:
        return tr("give back %n victory point(s)", "", -amount)
    if key == "take_vp":
        return tr("take %n victory point(s)", "", amount)
    if key == "law_attach":
        return tr("attach the card to %1").replace("%1", planet_name(instruction.subject or ""))
    if key == "law_card":
        return tr("take the card (a law in play)")
    if key == "law_common":
        return tr("place the card in the common play area")
    return ""


def _marked(instruction: Instruction) -> str:
    """A planet, technology, leader, relic or command token the program changed (board_marks.py)."""
    key, subject, amount = instruction.key, instruction.subject or "", instruction.amount
    if key == "exhaust_planet":
        return tr("exhaust %1").replace("%1", planet_name(subject))
    if key == "ready_planet":
        return tr("ready %1").replace("%1", planet_name(subject))
    if key in ("exhaust_tech", "exhaust_leader", "exhaust_relic"):
        return tr("exhaust %1").replace("%1", any_card_name(subject))
    if key in ("purge_leader", "purge_card"):
        return tr("purge %1 (remove it from the game)").replace("%1", any_card_name(subject))
    if key == "tokens":
        pools = {"tactic": tr("tactic"), "fleet": tr("fleet"), "strategy": tr("strategy")}
        pool = pools.get(subject, subject)
        if amount > 0:
            return tr("add %n command token(s) to the %1 pool", "", amount).replace("%1", pool)
        return tr("return %n command token(s) from the %1 pool", "", -amount).replace("%1", pool)
    return ""


def heading(instruction: Instruction, names: tuple[str, ...]) -> str:
    """The card and, for an agenda, the outcome that was resolved ("Executive Sanctions, Against")."""
    # A secret objective the table reported scored has no card of its own here.
    source = instruction.source
    own = {"secret_objective": tr("Secret objective"), "deal": tr("Deal")}  # no card of their own
    name = own[source] if source in own else any_card_name(source)
    key = instruction.key
    if key in PAYOUT_KEYS or key in MARK_KEYS:
        return name
    if key in ("for", "against"):
        return tr("%1, %2").replace("%1", name).replace("%2", outcome_label(key, names))
    if instruction.subject:
        subject = instruction.subject
        shown = outcome_label(subject, names) if ":" in subject else planet_name(subject)
        return tr("%1, %2").replace("%1", name).replace("%2", shown)
    return name


def instruction_lines(instructions: tuple[Instruction, ...], names: tuple[str, ...]) -> list[str]:
    """One line per board action; the same action for several players names them all once."""
    merged: dict[tuple[str, str], list[int]] = {}
    for instruction in instructions:
        line = (heading(instruction, names), what_to_do(instruction, names))
        merged.setdefault(line, [])
        if 0 <= instruction.seat < len(names) and instruction.seat not in merged[line]:
            merged[line].append(instruction.seat)
    lines = []
    for (head, todo), seats in merged.items():
        who = ", ".join(names[s] for s in seats)
        if len(seats) == len(names) and len(names) > 1:
            who = tr("every player")
        lines.append(tr("%1 — %2: %3").replace("%1", head).replace("%2", who).replace("%3", todo))
    return lines
