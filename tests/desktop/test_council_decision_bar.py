"""The Council board's action bar, decided apart from its widgets (desktop/council/decision_bar.py): which
buttons each kind of decision offers, in which order, and what the hint says."""

from __future__ import annotations

from desktop.council.decision_bar import (
    BarFacts,
    bar_keys,
    instructions_hint,
    transaction_hint,
    waiting_hint,
)
from desktop.council.question_words import choice_hint
from games.council.choices import shape
from games.council.state import FrameKind
from games.council.view import ChoicePrompt


def test_a_window_ends_with_pass_and_offers_pass_for_the_rest_before_it():
    assert bar_keys(BarFacts("after_revealed", True, False)) == ("pass",)
    assert bar_keys(BarFacts("after_revealed", True, False, can_rest=True)) == ("pass_rest", "pass")
    facts = BarFacts("when_revealed", True, False, own_deals=True, can_score_secret=True, can_rest=True)
    assert bar_keys(facts) == ("deal", "score_secret", "pass_rest", "pass")


def test_the_operator_asks_the_whole_table_in_a_window_and_votes_on_the_sheet():
    window = BarFacts("after_revealed", True, True, agenda_open=True, can_score_secret=True)
    assert bar_keys(window) == ("who_plays", "skip_agenda", "no_one")  # the secret is in the menu
    assert bar_keys(BarFacts("start_window", True, True)) == ("who_plays", "no_one")  # no agenda yet
    assert bar_keys(BarFacts("vote", True, True)) == ("ask_after",)  # outcomes and Abstain: the sheet
    assert bar_keys(BarFacts("vote", True, True, skipping=True)) == ("ask_after", "reopen")
    # Windows skipped pass by themselves; the tie-break or the instructions keep a way to reopen them.
    assert "reopen" not in bar_keys(BarFacts("after_revealed", True, True, skipping=True))
    assert "reopen" not in bar_keys(BarFacts("table_instructions", True, True, skipping=True))
    assert "reopen" in bar_keys(BarFacts("speaker_decides", True, True, skipping=True))
    assert "reopen" not in bar_keys(BarFacts("speaker_decides", True, False, skipping=True))


def test_a_vote_keeps_abstain_at_the_left_and_a_forced_vote_has_none():
    assert bar_keys(BarFacts("vote", True, False, own_deals=True)) == ("abstain", "cast")  # no deal at a vote
    assert bar_keys(BarFacts("vote", True, False, vote_forced=True)) == ("cast",)


def test_an_offer_is_answered_and_muted_only_where_the_page_keeps_it():
    assert bar_keys(BarFacts("transaction", True, False)) == ("accept", "refuse")
    assert bar_keys(BarFacts("transaction", True, False, can_mute=True)) == ("accept", "refuse", "mute")
    assert bar_keys(BarFacts("choose", True, False)) == ("choose",)
    assert bar_keys(BarFacts("table_instructions", True, False)) == ("confirm",)
    assert bar_keys(BarFacts("speaker_decides", True, False)) == ("decide",)
    assert bar_keys(BarFacts("wait", False, False, own_deals=True, others_may_deal=True)) == ()


def test_companion_mode_offers_one_transaction_button_for_every_proposer():
    # Whether any player may offer now is the rules' (the view's anyone_may_offer): see
    # test_council_deals_open.py, which compares the board with the listing over seeded games.
    facts = BarFacts("when_revealed", True, False, others_may_deal=True, own_deals=True)
    assert bar_keys(facts) == ("deal_other", "pass")  # one button lists every proposer


def choice(prompt: str, count: int = 2, change: int = 0) -> ChoicePrompt:
    """The question as the rules' view gives it, with the hint kind its card or the procedure declares."""
    form, hint = shape(prompt)
    return ChoicePrompt(FrameKind.CHOOSE, prompt, (), count, form, hint, change=change)


def test_the_hints_say_what_each_decision_asks():
    assert waiting_hint(("Ann", "Ben", "Cat"), (2, 0)) == "Waiting for Cat, Ann."
    assert choice_hint(choice("discard", 2)) == "Choose 2 action card(s) to discard."
    assert "Place 1" in choice_hint(choice("tokens", 1, change=1))
    assert "Give back 3" in choice_hint(choice("tokens", 3, change=-3))
    assert choice_hint(choice("lie_in_wait")) == "Take one card from each neighbour who has any."
    assert choice_hint(choice("something_new", 4)) == "Choose 4."
    assert choice_hint(choice("xxekir", 2)) == "Choose 2 agenda(s), each with its outcome."
    assert choice_hint(choice("give_note", 1)) == "Choose the promissory note to give."
    assert choice_hint(choice("ready", 1)) == "Choose 1 planet(s) to ready."
    assert "Covert Legislation" in choice_hint(choice("covert", 1))
    assert "turned over" in choice_hint(choice("reveal", 1))
    assert transaction_hint(True) != transaction_hint(False) and "only refuse" in transaction_hint(False)
    assert "on the board" in instructions_hint(True) and "No board here" in instructions_hint(False)
