"""Why Starward refused a move: each of its `IllegalAction` codes as a sentence (see desktop/refusals.py)."""

from __future__ import annotations

from desktop.refusals import Sentence, count, refusal_text, tr
from games.core.errors import IllegalAction


def sentences() -> dict[str, Sentence]:
    # Built on each call, not at import: tr() must run after the translators are installed.
    return {
        "action_phase": tr("That is only possible in the action phase."),
        "pending": tr("Someone must first finish a choice that is under way."),
        "bad_count": tr("That is not a number that can be used here."),
        "tuck_all": tr("Tuck every card played for Colonize under a face-down planet."),
        "barren": tr("That planet can never hold resources."),
        "cannot_remove": tr("That card cannot be removed now."),
        "duplicate_card": tr("The same card is named twice."),
        "duplicate_planet": tr("The same planet is named twice."),
        "duplicate_slot": tr("The same slot is named twice."),
        "empty_slot": tr("That slot holds no resource to trade."),
        "face_down": tr("That planet is face down."),
        "face_up": tr("That planet is already face up."),
        "few_planets": tr("You have too few face-up planets of that type for this technology."),
        "few_symbols": tr("You have too few Research symbols for this technology."),
        "field_not_used": tr("This card's action does not use that choice."),
        "must_tuck": tr("World Shaping goes under one of your face-down planets."),
        "name_resource": tr("Name a resource type."),
        "needs_arms_exchange": tr("Fighters can be traded only with Arms Exchange."),
        "no_blocker": tr("No fighter sits on that planet."),
        "no_bonus": tr("Only the leader (or Civil Service) may do that instead."),
        "no_cards": tr("Colonize needs at least one card to tuck."),
        "no_planet": tr("You have no face-down planet for that."),
        "no_such_face": tr("That technology has no such face."),
        "no_such_planet": tr("You have no such planet."),
        "no_such_role": tr("There is no such role."),
        "no_such_slot": tr("That planet has no such slot."),
        "no_such_stack": tr("There is no such stack."),
        "no_symbol": tr("That card shows none of the role's symbols."),
        "not_in_hand": tr("That card is not in your hand."),
        "not_in_supply": tr("That technology has already been taken."),
        "over_hand_limit": tr("Discard down to your hand limit."),
        "produce_or_trade": tr("Produce or trade: not both."),
        "remove_self": tr("The Research card itself is not removed."),
        "settle_or_tuck": tr("Tuck the card or settle a planet: not both."),
        "slot_full": tr("That slot already holds its resource."),
        "stack_count": lambda d: tr("Name %n stack(s) to take from.", "", count(d, "need")),
        "stack_empty": tr("That stack has too few cards."),
        "too_few_colonies": tr("That planet has too few colonies to be settled."),
        "too_few_fighters": tr("You have too few fighters to attack that planet."),
        "too_many": tr("That is more than this move allows."),
    }


def why_not(error: IllegalAction | None, names: tuple[str, ...]) -> str | None:
    """A refusal the rules gave for a move not made yet, as its sentence (None: they gave none)."""
    return None if error is None else refusal_text(error, names, sentences())
