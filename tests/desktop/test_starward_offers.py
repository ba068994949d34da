"""The Starward board's pure decisions, apart from any widget: which buttons a prompt offers and that each
may be pressed exactly when the seat's listing holds its move (desktop/starward/offers.py), what the hand
and planets let the seat pick (desktop/starward/picking.py) and the hint (desktop/starward/hints.py)."""

from __future__ import annotations

from desktop.starward.choices import Picks
from desktop.starward.hints import hint, symbols_shown
from desktop.starward.offers import BY_DECISION, may_remove, offers, offers_roles
from desktop.starward.picking import card_limit, chosen_cards, planet_choice, play_action, selectable_cards
from desktop.translations import install_translations, remove_translations
from games.core.legal import PickSpace
from games.starward.actions import (
    Attack,
    Cleanup,
    Colonize,
    Dissent,
    EndActions,
    Follow,
    KeepPlanet,
    PlayAction,
    RemoveCards,
)
from games.starward.card_actions import effect_of
from games.starward.cards import Kind, Role, catalogue, planet
from games.starward.legal import MembersSpace, TuckSpace
from games.starward.views import (
    ActionPrompt,
    AttackPrompt,
    CleanupPrompt,
    ColonizePrompt,
    KeepPrompt,
    PromptKind,
    RespondPrompt,
    RolePrompt,
    view,
)
from tests.starward.tables import cards_of, new

SEAT = 1


def _respond(**given: object) -> RespondPrompt:
    fields: dict[str, object] = dict(
        kind=PromptKind.RESPOND, role=Role.PRODUCE, count=0, base=0, cards=(), may_follow=True,
        follow_needs_cards=False, bonus=False, face_down=(), remove_most=None,
    )  # fmt: skip
    fields.update(given)
    return RespondPrompt(**fields)


def _action(**given: object) -> ActionPrompt:
    fields: dict[str, object] = dict(
        kind=PromptKind.ACTION, count=1, cards=(), face_down=(), settleable=(), attackable=(), fighters=0,
        slots=(), goods=(), tradeable_fighters=0, stacks=(), role_first=False, remove_most=None,
        attack_costs=(), stack_sizes=(),
    )  # fmt: skip
    fields.update(given)
    return ActionPrompt(**fields)


def _by_key(prompt, picks: Picks, legal: tuple = (), removing: bool = False) -> dict:
    """The offers by key, for seat SEAT's listing `legal` (as the rules would list it for `prompt`)."""
    return {o.key: o for o in offers(prompt, picks, SEAT, removing, legal)}


def _cards(template, field: str, items: tuple, low: int, high: int) -> PickSpace:
    return PickSpace.distinct(template, field, items, low, high)


def test_every_decision_has_its_buttons():
    assert set(BY_DECISION) == set(PromptKind)


def test_following_on_empire_symbols_alone_is_offered_only_when_the_listing_holds_it():
    """The rules list a follow with no card only when the seat's Empire symbols count (else it would only
    cost the card a dissent draws); the board asks the listing, never counts the symbols again."""
    cards = tuple(cards_of(Kind.PRODUCE_TRADE, 2))

    def follow_ok(prompt, picked, legal) -> bool:
        return _by_key(prompt, Picks(cards=list(picked)), legal)["follow"].enabled

    need_a_card = (Dissent(SEAT), _cards(Follow(SEAT), "cards", cards, 1, 2))
    on_symbols = (Dissent(SEAT), _cards(Follow(SEAT), "cards", cards, 0, 2))
    assert not follow_ok(_respond(base=0, cards=cards), (), need_a_card)
    assert follow_ok(_respond(base=2, cards=cards), (), on_symbols)
    assert follow_ok(_respond(base=0, cards=cards), cards[:1], need_a_card)
    assert not follow_ok(_respond(base=2, cards=cards, may_follow=False), cards[:1], (Dissent(SEAT),))
    assert not follow_ok(_respond(base=2, cards=cards), (), need_a_card)  # the listing, not the count


def test_respond_offers_follow_or_dissent_the_pressable_one_first(qapp):
    cards = tuple(cards_of(Kind.PRODUCE_TRADE, 2))
    legal = (Dissent(SEAT), _cards(Follow(SEAT), "cards", cards, 1, 2))
    nothing = _by_key(_respond(cards=cards), Picks(), legal)
    assert list(nothing) == ["follow", "dissent"]
    assert not nothing["follow"].enabled and nothing["dissent"].primary and nothing["dissent"].enabled
    assert nothing["dissent"].move() == Dissent(SEAT)
    picked = _by_key(_respond(cards=cards), Picks(cards=[cards[1]]), legal)
    assert picked["follow"].enabled and picked["follow"].primary and not picked["dissent"].primary
    assert picked["follow"].move() == Follow(SEAT, (cards[1],))
    # In English as the app speaks it (its catalogue gives the plural forms), whatever an earlier test
    # left installed: without it the source text "card(s)" showed, with it "1 card".
    translators = install_translations(qapp, "en")
    try:
        english = _by_key(_respond(cards=cards), Picks(cards=[cards[1]]), legal)
    finally:
        remove_translations(qapp, translators)
    assert english["follow"].text == "Follow with 1 card"


def test_cleanup_may_be_pressed_once_enough_cards_are_discarded():
    hand = tuple(cards_of(Kind.SURVEY, 3))
    prompt = CleanupPrompt(PromptKind.CLEANUP, hand, 1, 2, None)
    legal = (_cards(Cleanup(SEAT), "discard", hand, 2, 3),)  # as the rules list it: two at least
    assert not _by_key(prompt, Picks(cards=[hand[0]]), legal)["cleanup"].enabled
    enough = _by_key(prompt, Picks(cards=[hand[0], hand[2]]), legal)["cleanup"]
    assert enough.enabled and enough.move() == Cleanup(SEAT, (hand[0], hand[2]))


def test_keep_waits_for_a_planet_and_names_it():
    looking = (planet(0), planet(1))
    prompt = KeepPrompt(PromptKind.KEEP, Role.SURVEY, 1, looking, None)
    legal = (KeepPlanet(SEAT, 0), KeepPlanet(SEAT, 1))
    before = _by_key(prompt, Picks(), legal)["keep"]
    assert not before.enabled and before.move() is None and before.text == "Keep the planet picked"
    after = _by_key(prompt, Picks(keep=1), legal)["keep"]
    assert after.enabled and after.move() == KeepPlanet(SEAT, 1) and looking[1].name in after.text


def test_colonize_waits_until_every_card_is_tucked_unless_there_is_nowhere_to_tuck():
    cards = tuple(cards_of(Kind.COLONIZE, 2))
    prompt = ColonizePrompt(PromptKind.COLONIZE, Role.COLONIZE, 2, cards, True, (0, 2), (1,), None)
    legal = (TuckSpace(SEAT, cards, (0, 2)), Colonize(SEAT, settle=1))
    half = _by_key(prompt, Picks(tucks={cards[0]: 2}), legal)
    assert not half["colonize"].enabled and not half["settle"].enabled
    full = _by_key(prompt, Picks(tucks={cards[0]: 2, cards[1]: 0}, fields={"settle": [1]}), legal)
    assert full["colonize"].enabled and full["colonize"].move() == Colonize(
        SEAT, ((cards[0], 2), (cards[1], 0))
    )
    assert full["settle"].enabled and full["settle"].move() == Colonize(SEAT, (), 1)
    nowhere = ColonizePrompt(PromptKind.COLONIZE, Role.COLONIZE, 2, cards, False, (), (), None)
    go_on = _by_key(nowhere, Picks(), (TuckSpace(SEAT, (), (0,)),))["colonize"]  # nothing played to tuck
    assert go_on.enabled and go_on.text == "Go on"
    wrong = _by_key(prompt, Picks(tucks={cards[0]: 1, cards[1]: 0}), legal)["colonize"]
    assert not wrong.enabled  # planet 1 is face up: the listing holds no tuck under it


def test_attack_offers_fighters_with_the_bonus_and_declining_when_optional():
    prompt = AttackPrompt(PromptKind.ATTACK, Role.WARFARE, 3, True, True, (0, 2), 1, None, (1, 3))
    legal = (Attack(SEAT, None), Attack(SEAT, 0), Attack(SEAT, 2))
    offered = _by_key(prompt, Picks(), legal)
    assert list(offered) == ["attack", "fighters"] and not offered["attack"].enabled
    assert offered["fighters"].move() == Attack(SEAT, None)
    plain = AttackPrompt(PromptKind.ATTACK, Role.WARFARE, 0, False, True, (0,), 1, None, (1,))
    chosen = _by_key(plain, Picks(fields={"attack": [0]}), (Attack(SEAT, None), Attack(SEAT, 0)))
    assert list(chosen) == ["attack", "no_attack"] and chosen["attack"].move() == Attack(SEAT, 0)
    assert planet_choice(plain, Picks()) == ((0,), "attack", 1)


def test_removing_hand_cards_replaces_every_other_button_and_limits_the_picks():
    hand = tuple(cards_of(Kind.PRODUCE_TRADE, 3))
    role = RolePrompt(PromptKind.ROLE, 1)
    assert may_remove(role) and offers_roles(role, removing=False)
    assert offers(role, Picks(), SEAT, False, ()) == []
    assert not offers_roles(role, removing=True)
    legal = (_cards(RemoveCards(SEAT), "cards", hand, 0, 1),)
    none = _by_key(role, Picks(), legal, removing=True)
    assert list(none) == ["remove"] and not none["remove"].enabled  # the rules allow none: not a move here
    some = _by_key(role, Picks(cards=[hand[1]]), legal, removing=True)["remove"]
    assert some.enabled and some.move() == RemoveCards(SEAT, (hand[1],))
    assert selectable_cards(role, hand, removing=True) == hand
    assert selectable_cards(role, hand, removing=False) == ()
    assert card_limit(role, removing=True) == 1
    assert card_limit(RolePrompt(PromptKind.ROLE, -1), removing=True) is None  # Ruthless Efficiency: any


def test_the_action_phase_plays_the_picked_card_with_what_its_action_uses():
    warfare = cards_of(Kind.WARFARE, 1)[0]
    # One fighter: planet 3 (cost 1) may be attacked, planet 0 (cost 2) not; the ways as the listing has them
    prompt = _action(
        cards=(warfare,), attackable=(0, 3), attack_costs=(2, 1), fighters=1, settleable=(1,), role_first=True
    )
    assert offers_roles(prompt, removing=False)
    legal = (EndActions(SEAT), MembersSpace(SEAT, warfare, prompt))
    assert set(legal[1].enumerate()) == {PlayAction(SEAT, warfare), PlayAction(SEAT, warfare, attack=(3,))}
    assert list(_by_key(prompt, Picks(), legal)) == ["end_actions"]
    assert _by_key(prompt, Picks(), legal)["end_actions"].move() == EndActions(SEAT)
    picks = Picks(action_card=warfare, fields={"attack": [3], "settle": [1], "produce": [(0, 0)]})
    assert chosen_cards(prompt, picks, removing=False) == (warfare,)
    assert planet_choice(prompt, picks) == ((0, 3), "attack", 1)
    offered = _by_key(prompt, picks, legal)["play"]
    played = offered.move()
    assert offered.enabled
    assert not _by_key(prompt, Picks(action_card=warfare, fields={"attack": [0]}), legal)["play"].enabled
    assert played == PlayAction(SEAT, warfare, attack=(3,))  # settle and produce are not Warfare's
    assert play_action(SEAT, warfare, picks) == played
    convoys = next(c for c in catalogue().technologies if effect_of(c) == "convoys")
    assert planet_choice(_action(settleable=(1, 2)), Picks(action_card=convoys)) == ((1, 2), "settle", 2)


def test_the_hint_speaks_of_the_prompt_and_of_whom_the_table_waits_for():
    state = new(seats=3)
    leader = state.leader
    other = (leader + 1) % 3
    mine = view(state, leader)
    names = ("Ann", "Ben", "Cat")
    assert mine.prompt is not None and mine.prompt.kind is PromptKind.ACTION
    assert hint(mine, mine.prompt, Picks(), names, False).startswith("Action phase")
    assert hint(view(state, other), None, Picks(), names, False) == f"Waiting for {names[leader]}."
    nowhere = _respond(role=Role.COLONIZE, may_follow=False, follow_needs_cards=True)
    said = hint(mine, nowhere, Picks(), names, False)
    assert "no face-down planet to tuck a card under" in said and names[mine.turn.leader] in said
    removing = hint(mine, RolePrompt(PromptKind.ROLE, -1), Picks(), names, True)
    assert removing == "Pick the hand cards to remove from the game (at most any number)."
    produce = cards_of(Kind.PRODUCE_TRADE, 1)[0]
    assert symbols_shown(_respond(), produce) >= 1 and symbols_shown(_respond(role=None), produce) == 0
