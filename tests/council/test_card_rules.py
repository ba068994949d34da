"""Every card's rule lives with the card: a card is played in some window, or its class answers one
of the rulebook's hooks; only a known few are still counted elsewhere (and say where)."""

from __future__ import annotations

from games.council import rulebook
from games.council.cards import REGISTRY
from games.council.rulebook import HOOKED, CardRule, PassiveRule
from games.council.state import FrameKind
from tests.council.table import table

HOOKS = (
    "on_gain",
    "on_deal",
    "on_cast",
    "on_settled",
    "widens_deal",
    "shields",
    "lends_commander",
    "bars_voting",
    "unbars",
    "votes_first",
    "acts_before_vote",
    "after_own_vote",
    "binds_vote",
    "agenda_leaves",
    "vote_source",
    "planet_votes",
    "votes_as_planet",
    "votes_reversed",
    "votes_last",
    "decided_outcome",
    "agenda_over",
    "holds_speaker_token",
    "shows_deck_ends",
    "shows_neighbour_notes",
    "may_play_with_deal",
)
# Counted where it applies, naming the place: Scepter of Emelpar is paid like a strategy token by the
# cards it pays for (cards/agenda_replacement.py).
COUNTED_ELSEWHERE = {"scepter-of-emelpar"}


def hooks_of(rule: CardRule) -> list[str]:
    return [h for h in HOOKS if getattr(type(rule), h) is not getattr(CardRule, h)]


def test_every_card_is_played_or_answers_a_hook() -> None:
    for card_id, rule in REGISTRY.items():
        if card_id in COUNTED_ELSEWHERE:
            assert isinstance(rule, PassiveRule) and type(rule).where, card_id
            continue
        assert rule.windows or hooks_of(rule), f"{card_id} has no rule of its own"


def test_passive_cards_are_code() -> None:
    """The passive cards (abilities, notes, leaders, technologies) each answer a hook of their own."""
    passive = {cid for cid, rule in REGISTRY.items() if isinstance(rule, PassiveRule)} - COUNTED_ELSEWHERE
    assert len(passive) >= 10
    for card_id in passive:
        assert hooks_of(REGISTRY[card_id]), card_id


def test_hooked_finds_each_answering_card_once() -> None:
    assert [r.id for r in rulebook.hooked("on_settled")] == ["future-sight", "predictive-intelligence"]
    assert [r.id for r in rulebook.hooked("lends_commander")] == ["alliance", "imperia"]
    assert {r.id for r in rulebook.hooked("widens_deal")} == {"arbiters", "black-market-dealings"}
    for hook in HOOKS:
        assert rulebook.hooked(hook), f"no card answers {hook}"


def test_a_table_asks_only_the_cards_that_can_be_in_play_there() -> None:
    """A seated faction's cards are asked, an absent faction's never (they cannot reach the table);
    cards of no faction always. Copies of the state share the table's lists."""
    argent = table(factions=("argent", "", "", ""))
    nobody = table()
    in_play = {r.id for r in argent.seat_of.rules["vote_source"]}
    assert "zeal" in in_play and "predictive-intelligence" in in_play
    assert "zeal" not in {r.id for r in nobody.seat_of.rules["vote_source"]}
    for state in (argent, nobody):
        seated = set(state.seat_of)
        for key in (*HOOKS, *FrameKind):
            everywhere = tuple(rulebook.rules_for(key)) if isinstance(key, FrameKind) else HOOKED[key]
            kept = state.seat_of.rules[key]
            assert kept == tuple(r for r in everywhere if r.info.faction in (None, *seated)), key
    assert argent.copy().seat_of.rules is argent.seat_of.rules
    assert dict(argent.seat_of) == {"argent": 0} and argent.seat_of == {"argent": 0}
