"""Why Galactic Council refused a move: each of its `IllegalAction` codes as a sentence."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.refusals import Sentence


def tr(text: str) -> str:
    """Translate in the context pyside6-lupdate gives a bare tr() call outside a class (the empty one)."""
    return QCoreApplication.translate("", text)


def bad_planet(details: Mapping[str, Any]) -> str:
    """A planet the table check refuses, named with what to do about it (the play test's operator got
    the general sentence and could not tell which of forty planets was wrong)."""
    problem = details.get("problem")
    if problem == "home":
        return tr(
            "%planet is the home planet of %faction, whom no seat plays: choose that faction for a seat, "
            "or remove the planet."
        )
    if problem == "sets":
        return tr("%planet is not in a game of the chosen sets: remove it.")
    if problem == "twice":
        return tr("%planet is held by both %holder and %seat: keep it on one player's tab.")
    if problem == "not_held":
        return tr("%seat has %planet marked exhausted without controlling it.")
    return tr(
        "A planet is not in this game's sets, is held by two players, or is marked exhausted by a "
        "player who does not control it."
    )


def sentences() -> dict[str, Sentence]:
    # Built on each call, not at import: tr() must run after the translators are installed.
    return {
        # Galactic Council: cards and windows
        "no_window": tr("No window is open for playing cards now."),
        "unknown_card": tr("%card is not an agenda-phase card."),
        "wrong_action": tr("%card is used, not played from the hand (or the other way round)."),
        "wrong_window": tr("%card cannot be used in this window (%window)."),
        "not_held": tr("You do not have %card ready to use."),
        "note_not_held": tr("You do not hold the %card of %seat."),
        "blocked": tr("%card cannot be used now."),
        "no_legal_use": tr("%card has no legal use now."),
        # Galactic Council: voting
        "not_voting": tr("No vote is being taken now."),
        "barred": tr("You may not vote on this agenda."),
        "unknown_outcome": tr("That is not an outcome of this agenda."),
        "forced_outcome": tr("You agreed to vote for one outcome (Genetic Recombination)."),
        "duplicate_planet": tr("A planet can be exhausted only once."),
        "not_controlled": tr("You do not control that planet."),
        "not_ready": tr("That is exhausted: it cannot be used now."),
        "rep_gov": tr("Representative Government: planets cannot be exhausted to vote."),
        "zero_votes": tr("Casting 0 votes is abstaining: use Abstain."),
        "trade_goods_not_votes": tr(
            "Trade goods are not votes (only Gila the Silvertongue turns them into votes)."
        ),
        "requires_cast_votes": tr("Extra votes need at least 1 vote cast from planets."),
        "duplicate_extra": tr("Each extra can be used once."),
        "unknown_extra": tr("That is not an extra you can choose when voting."),
        "odlynn": tr("Odlynn Myrr gives up to 6 votes, and only once it was used on this agenda."),
        "no_tie": tr("There is no tie to break."),
        "not_speaker": tr("Only the speaker breaks ties."),
        "not_tied": tr("That outcome is not one of the tied ones."),
        # Galactic Council: transactions, questions, the table
        "no_agenda": tr("Transactions are made during an agenda."),
        "busy": tr("Finish the current question before proposing a transaction."),
        "bad_partner": tr("A transaction needs another player."),
        "deal_used": tr("You two have already made your one transaction for this agenda."),
        "empty_deal": tr("Put something in the transaction first."),
        "bad_item": tr("Something in the transaction cannot be traded."),
        "cards_not_tradeable": tr("Action cards change hands only with the Hacan or Black Market Dealings."),
        "too_few_tg": tr("Not enough trade goods for that."),
        "no_deal": tr("No transaction is waiting for your answer."),
        "no_question": tr("Nothing is being asked of you."),
        "no_instruction": tr("No table instruction is waiting."),
        "not_yours": tr("Another player confirms this instruction."),
        # Galactic Council: secret objectives scored at the table
        "no_name": tr("Name the secret objective that was scored."),
        "bad_name": tr("A secret objective's name has 1 to 60 printable characters."),
        "own_rules": tr("%card is scored with its own card when its condition is met."),
        "already_scored": tr("%objective has already been scored."),
        "too_many": tr("A player has at most three secret objectives, scored and unscored."),
        # companion mode: declared cards, the table check
        "not_in_deck": tr("%card is not in the action deck of the chosen sets."),
        "no_copies_left": tr(
            "%card has already been played: it is in the discard pile until the action deck is "
            "reshuffled (tick that at the next table check)."
        ),
        "fleet_cap": tr("Fleet Regulations: no more than 4 command tokens in a fleet pool."),
        "no_table_check": tr("The table is checked only before an agenda phase."),
        "bad_table": tr("Give every seat its entries, a speaker at the table, and no negative counts."),
        "bad_planet": bad_planet,
        "bad_tech": tr("A player has a technology they cannot own."),
        "bad_relic": tr("A relic is held by two players, or is not in this game."),
        "bad_secret": tr("A player has at most three secret objectives, each scored once."),
        "bad_note": tr("A promissory note is held by two players, or is not one of this game's."),
        "bad_law": tr(
            "A law is not in this game's agenda deck, is listed twice, or lies in the wrong place."
        ),
        "bad_tokens": tr("Command tokens: 0 to 16 in all."),
        "bad_seat": tr("There is no such seat at this table."),
        "away_speaker": tr("The speaker must be at the table."),
        "too_few_present": tr("At least two players must be at the table."),
        "bad_faction": tr("A faction is not in this game's sets, or sits at two seats."),
        "bad_objective": tr("A public objective is named twice for one player, or its name is empty."),
        "correction_speaker": tr("The speaker corrects the table for everyone."),
    }
