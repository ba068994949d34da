"""Why a move was refused, in the player's language: each `IllegalAction.code` of both games as a sentence.

The engines raise `IllegalAction(message, code, **details)`; the message is English for logs, the code
is stable. A code not listed here (a rule added later) falls back to the engine's own message.
Placeholders: %seat (a seat's name), %card (a card's name), %bill, %deck, %need, %window, %objective.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    """Translate in the context pyside6-lupdate gives a bare tr() call outside a class (the empty one)."""
    return QCoreApplication.translate("", text)


def _sentences() -> dict[str, str]:
    # Built on each call, not at import: tr() must run after the translators are installed.
    return {
        # turns and phases (both games, and the framework)
        "not_your_turn": tr("It is not your turn."),
        "not_your_vote": tr("It is not your turn to vote."),
        "not_your_window": tr("It is another player's turn in this window."),
        "game_over": tr("The game is over."),
        "wrong_phase": tr("That move belongs to another round of the game."),
        "wrong_step": tr("That move does not fit this moment of the turn."),
        "undo_barrier": tr("Nothing can be undone: the table has already seen what came next."),
        "nothing_to_redo": tr("There is nothing to redo."),
        "unknown": tr("This game does not know that move."),
        # ballots
        "already_voted": tr("You have already voted."),
        "unknown_option": tr("That is not one of the choices on this ballot."),
        "negative_votes": tr("A vote cannot count less than nothing."),
        "no_votes_cast": tr("Extra votes need votes already cast."),
        "bad_choice": tr("That choice is not allowed now."),
        # Legislation
        "already_chosen": tr("You have already chosen your discards."),
        "already_agreed": tr("You have already agreed: the other side must confirm."),
        "bad_pair": tr("Pick a bill from someone's discard pile."),
        "bad_token": tr("Pick a bill On Deck and a pledge or anti-pledge."),
        "bill_named": tr("A bill drawn from the deck is its top card: it cannot be chosen."),
        "card_passed_on": tr("Bill %bill from that deal has been passed on: cancel the later deal first."),
        "deal_open": tr("Finish or drop the open deal first."),
        "deck_count": tr("The deck has only %deck bill(s) left."),
        "deck_empty": tr("The deck is empty."),
        "duplicate_bill": tr("The same bill is named twice."),
        "no_ballot": tr("There is no bill on the floor to vote on."),
        "no_partner": tr("Choose whom to deal with."),
        "no_such_deal": tr("That deal was not made this turn."),
        "no_such_seat": tr("There is no such seat at this table."),
        "not_a_party": tr("Only the two players of the open deal can change it."),
        "not_in_hand": tr("That bill is not in your hand."),
        "not_in_pile": tr("That bill is not in that discard pile."),
        "not_on_deck": tr("That bill is not On Deck."),
        "own_pile": tr("You cannot take back from your own discard pile."),
        "partner_benched": tr("%seat betrayed a pledge and sits out this Pledge round."),
        "self_deal": tr("A deal needs another player."),
        "swap_closed": tr("A swap is only allowed as the first move of a turn."),
        "token_held": tr("You already hold a token on that bill (one per bill)."),
        "top_up_first": tr("Fill On Deck up to three bills from your hand first."),
        "wrong_count": tr("Take exactly %need bill(s)."),
        # Galactic Council: cards and windows
        "no_window": tr("No window is open for playing cards now."),
        "unknown_card": tr("%card is not an agenda-phase card."),
        "wrong_action": tr("%card is used, not played from the hand (or the other way round)."),
        "wrong_window": tr("%card cannot be used in this window (%window)."),
        "not_held": tr("You do not have %card ready to use."),
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
        # Galactic Council: companion mode (declared cards, the table check)
        "not_in_deck": tr("%card is not in the action deck of the chosen sets."),
        "no_copies_left": tr(
            "%card has already been played: it is in the discard pile until the action deck is "
            "reshuffled (tick that at the next table check)."
        ),
        "fleet_cap": tr("Fleet Regulations: no more than 4 command tokens in a fleet pool."),
        "no_table_check": tr("The table is checked only before an agenda phase."),
        "bad_table": tr("Give every seat its entries, a speaker at the table, and no negative counts."),
        "bad_planet": tr(
            "A planet is not in this game's sets, is held by two players, or is marked exhausted by a "
            "player who does not control it."
        ),
        "bad_tech": tr("A player has a technology they cannot own."),
        "bad_relic": tr("A relic is held by two players, or is not in this game."),
        "bad_secret": tr("A player has at most three secret objectives, each scored once."),
        "bad_note": tr("A promissory note is held by two players, or is not one of this game's."),
        "bad_law": tr(
            "A law is not in this game's agenda deck, is listed twice, or lies in the wrong place."
        ),
        "bad_tokens": tr("Command tokens: 0 to 16 in all."),
        "bad_seat": tr("There is no such seat at this table."),
    }


def refusal_text(
    error: Exception,
    names: tuple[str, ...] = (),
    card_name: Callable[[str], str] = str,
    window_name: Callable[[str], str] = str,
) -> str:
    """The translated reason for `error` (an IllegalAction), or the engine's message for an unknown code."""
    code = getattr(error, "code", None)
    text = _sentences().get(code) if isinstance(code, str) else None
    if text is None:
        return str(error)
    details: dict[str, Any] = dict(getattr(error, "details", {}) or {})
    seat = details.get("seat")
    words = {
        "%seat": names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else str(seat or ""),
        "%card": card_name(str(details["card"])) if "card" in details else "",
        "%window": window_name(str(details["window"])) if "window" in details else "",
        "%bill": str(details.get("bill", "")),
        "%deck": str(details.get("deck", "")),
        "%need": str(details.get("need", "")),
        "%objective": str(details.get("objective", "")),
    }
    for key in ("%window", "%card", "%seat", "%bill", "%deck", "%need", "%objective"):
        if key in text:
            if not words[key]:
                return str(error)  # the engine did not say which: its own message is clearer
            text = text.replace(key, words[key])
    return text
