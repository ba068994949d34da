"""How a client draws a follow-up question and what its hint says: each question declares both, by kind."""

from __future__ import annotations

from enum import StrEnum


class QuestionForm(StrEnum):
    """How a client draws a question (the view's ChoicePrompt holds the fields each form reads)."""

    PICK = "pick"  # `count` of the `options`: planets, action cards, promissory notes
    COMPLY_OR_REFUSE = "comply_or_refuse"  # the options COMPLY and REFUSE (refusing costs the seat)
    ONE_FROM_EACH = "one_from_each"  # one card from each of the two hands in `sources` ("": an empty hand)
    AGENDAS_WITH_OUTCOMES = "agendas_with_outcomes"  # `count` of the `agendas`, each with one of its outcomes
    TOKEN_POOLS = "token_pools"  # a pool for each of `count` command tokens gained or lost (`change`, `have`)
    NAME_AGENDA = "name_agenda"  # companion mode: any agenda of the deck, named (found by its name)


class QuestionHint(StrEnum):
    """What a client says the question asks (each client words every kind)."""

    COUNT = "count"  # "Choose N." (nothing more to say)
    NOTE_TO_GIVE = "note_to_give"
    VOTE_AS_ASKED = "vote_as_asked"  # vote for the outcome named, or refuse and lose a fleet pool token
    PLANETS_TO_READY = "planets_to_ready"
    CARDS_TO_DISCARD = "cards_to_discard"
    COMMAND_TOKENS = "command_tokens"  # placed (`change` > 0) or given back
    AGENDAS_WITH_OUTCOMES = "agendas_with_outcomes"
    CARD_FROM_EACH_NEIGHBOUR = "card_from_each_neighbour"
    AGENDA_TURNED_OVER = "agenda_turned_over"  # companion mode: the agenda the speaker turned over
    AGENDA_DRAWN = "agenda_drawn"  # companion mode: the agenda Covert Legislation drew


COMPLY, REFUSE = "comply", "refuse"  # the options of a COMPLY_OR_REFUSE question
