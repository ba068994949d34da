"""Why Legislation refused a move: each of its `IllegalAction` codes as a sentence."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.refusals import Sentence, count


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    """Translate in the context pyside6-lupdate gives a bare tr() call outside a class (the empty one);
    with a count n, "%n" takes the language's plural form."""
    return QCoreApplication.translate("", text, disambiguation or None, n)


def sentences() -> dict[str, Sentence]:
    # Built on each call, not at import: tr() must run after the translators are installed.
    return {
        "already_chosen": tr("You have already chosen your discards."),
        "already_agreed": tr("You have already agreed: the other side must confirm."),
        "bad_pair": tr("Pick a bill from someone's discard pile."),
        "bad_token": tr("Pick a bill On Deck and a pledge or anti-pledge."),
        "bill_named": tr("A bill drawn from the deck is its top card: it cannot be chosen."),
        "card_passed_on": tr("Bill %bill from that deal has been passed on: cancel the later deal first."),
        "deal_open": tr("Finish or drop the open deal first."),
        "deck_count": lambda d: tr("The deck has only %n bill(s) left.", "", count(d, "deck")),
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
        "wrong_count": lambda d: tr("Take exactly %n bill(s).", "", count(d, "need")),
    }
