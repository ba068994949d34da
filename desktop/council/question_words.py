"""A follow-up question in words, board and phone alike: the hint by its hint kind, options by its form."""

from __future__ import annotations

from desktop.council.names import any_card_name, item_label, planet_name, pool_name, tr
from games.council import data
from games.council.question_forms import COMPLY, REFUSE, QuestionForm, QuestionHint
from games.council.view import ChoicePrompt


def choice_hint(choice: ChoicePrompt) -> str:
    """What the question asks, by the hint kind it declares."""
    count, hint = choice.count, choice.hint
    if hint is QuestionHint.NOTE_TO_GIVE:
        return tr("Choose the promissory note to give.")
    if hint is QuestionHint.VOTE_AS_ASKED:
        return tr("Genetic Recombination: vote as asked, or refuse and lose a fleet pool token.")
    if hint is QuestionHint.PLANETS_TO_READY:
        return tr("Choose %n planet(s) to ready.", "", count)
    if hint is QuestionHint.CARDS_TO_DISCARD:
        return tr("Choose %n action card(s) to discard.", "", count)
    if hint is QuestionHint.COMMAND_TOKENS:
        if choice.change > 0:
            return tr("Place %n command token(s) in your pools.", "", count)
        return tr("Give back %n command token(s) from your pools.", "", count)
    if hint is QuestionHint.AGENDAS_WITH_OUTCOMES:
        return tr("Choose %n agenda(s), each with its outcome.", "", count)
    if hint is QuestionHint.CARD_FROM_EACH_NEIGHBOUR:
        return tr("Take one card from each neighbour who has any.")
    if hint is QuestionHint.AGENDA_TURNED_OVER:
        return tr("Name the agenda turned over, then confirm.")
    if hint is QuestionHint.AGENDA_DRAWN:
        return tr("Name the agenda Covert Legislation drew, then confirm.")
    return tr("Choose %1.").replace("%1", str(count))


def pick_label(hint: QuestionHint) -> str:
    """What one pick of a PICK or TOKEN_POOLS question is (the phone's form names its field so)."""
    labels = {
        QuestionHint.COMMAND_TOKENS: tr("Command token"),
        QuestionHint.CARDS_TO_DISCARD: tr("Action card"),
        QuestionHint.PLANETS_TO_READY: tr("Planets"),
    }
    return labels.get(hint, tr("Your picks"))


def option_label(option_id: str, form: QuestionForm, names: tuple[str, ...]) -> str:
    """One option of a question in words: the answer of a COMPLY_OR_REFUSE question, a pool, a promissory
    note or deal item, a planet, a card ("" in a ONE_FROM_EACH answer: a neighbour's empty hand)."""
    if form is QuestionForm.COMPLY_OR_REFUSE and option_id in (COMPLY, REFUSE):
        # Short enough that both answers share one row of the board's middle at 1280x720 in every
        # language (the hint says the cost of refusing in full).
        return tr("Comply") if option_id == COMPLY else tr("Refuse (lose 1 fleet token)")
    if "@" in option_id:
        return item_label("note:" + option_id, names)
    if ":" in option_id:
        return item_label(option_id, names)
    if option_id in data.planets():
        return planet_name(option_id)
    if form is QuestionForm.TOKEN_POOLS:
        return pool_name(option_id)
    if not option_id:
        return tr("nothing (an empty hand)")
    return any_card_name(option_id)
