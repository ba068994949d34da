"""The Legislation action bar's pure logic (desktop/legislation/decisions.py), apart from any widget: which
buttons each decision shows, that a move button may be pressed exactly when the listing holds its move,
and how hand picks follow the rules' limits."""

from __future__ import annotations

from dataclasses import replace

import pytest
from moments import legislation

from desktop.legislation import decisions
from desktop.legislation.decisions import Picks
from desktop.legislation.turn import Mode, mode_of
from games.core.legal import is_listed
from games.legislation.actions import Choice, ConfirmDeal, PlaceOnDeck, Terms
from games.legislation.legal import SwapSpace, TermsSpace
from games.legislation.views import LegislationView

NAMES = ("Ann", "Bob", "Cy", "Dee")


def moment(mode: Mode) -> tuple[LegislationView, tuple[object, ...]]:
    """Seat 0's view and listing at the moment it faces `mode` (tests/desktop/moments.py)."""
    session = legislation(mode.value, 4)
    view = session.view(0)
    assert mode_of(view) is mode
    return view, session.legal_actions(0)


NOTHING = Picks()


def keys(view: LegislationView, mode: Mode, picks: Picks = NOTHING, legal=None) -> list[str]:
    """The bar's keys at seat 0's moment, with the listing of that moment (or `legal`)."""
    if legal is None:
        legal = legislation(mode.value, 4).legal_actions(0)
    return [b.key for b in decisions.buttons(view, mode, picks, legal)]


def test_each_decision_shows_its_own_buttons():
    view, _ = moment(Mode.VOTE)
    assert keys(view, Mode.VOTE) == ["yay", "nay", "abstain"]
    view, _ = moment(Mode.DISCARD)
    assert keys(view, Mode.DISCARD)[-1:] == ["discard"]
    view, _ = moment(Mode.LOBBY)
    lobby = keys(view, Mode.LOBBY)
    assert lobby[lobby.index("deal_menu") :][-1] == "end_turn"
    assert keys(view, Mode.LOBBY, Picks(composing=1))[-2:] == ["offer", "back"]


def test_a_swap_shows_only_its_own_buttons_while_open():
    for mode in (Mode.PLACE, Mode.PROPOSE, Mode.LOBBY):
        view, legal = moment(mode)
        assert decisions.can_swap(legal) == (view.swap_open and bool(view.hand)), "the view's swap is listed"
        if decisions.can_swap(legal):
            assert keys(view, mode, Picks(swapping=True), legal) == ["swap", "swap_cancel"]
            assert keys(view, mode, legal=legal)[0] == "swap_open"
            no_swaps = [e for e in legal if not isinstance(e, SwapSpace)]
            assert "swap_open" not in keys(view, mode, legal=no_swaps)
            return
    pytest.skip("no swap offered at the moments found")


def test_place_on_deck_may_be_pressed_exactly_when_the_listing_holds_the_picks():
    view, legal = moment(Mode.PLACE)
    need = view.must_place
    assert need > 0
    hand = view.hand
    for count in range(len(hand) + 1):
        picks = Picks(hand[:count])
        bar = decisions.bar(view, Mode.PLACE, picks, legal, NAMES, "")
        listed = is_listed(legal, PlaceOnDeck(0, hand[:count]))
        assert ("place" not in bar.disabled) == listed == (count == need)


def test_picking_more_bills_than_must_be_placed_keeps_the_latest():
    view, _ = moment(Mode.PLACE)
    picks = Picks()
    for bill in view.hand:
        picks = replace(picks, hand=decisions.pick_hand(view, Mode.PLACE, picks, bill))
    assert picks.hand == view.hand[-view.must_place :]
    again = decisions.pick_hand(view, Mode.PLACE, picks, picks.hand[0])  # a second click puts it back
    assert again == picks.hand[1:]


def test_a_swap_picks_one_bill_and_swaps_only_what_the_listing_holds():
    view, _ = moment(Mode.DISCARD)
    first, second = view.hand[:2]
    picks = Picks(swapping=True)
    picks = replace(picks, hand=decisions.pick_hand(view, Mode.DISCARD, picks, first))
    picks = replace(picks, hand=decisions.pick_hand(view, Mode.DISCARD, picks, second))
    assert picks.hand == (second,)
    assert decisions.swap_move(view, picks) is None  # nothing taken yet
    taken = replace(picks, deck=True)
    move = decisions.swap_move(view, taken)
    assert move is not None and move.discard == second and move.pile is None
    bar = decisions.bar(view, Mode.DISCARD, taken, (), NAMES, "")
    assert "swap" in bar.disabled  # an empty listing holds no swap
    bar = decisions.bar(view, Mode.DISCARD, taken, (move,), NAMES, "")
    assert "swap" not in bar.disabled


def test_the_draw_counts_its_picks_and_asks_the_listing():
    view, legal = moment(Mode.DRAW)
    bar = decisions.bar(view, Mode.DRAW, Picks(), legal, NAMES, "")
    assert "0" in bar.texts["draw"] and str(view.must_draw) in bar.texts["draw"]
    assert ("draw" in bar.disabled) == (view.must_draw > view.table.deck_count)
    sources = [(owner, b) for owner, pile in enumerate(view.table.piles) if owner != 0 for b in pile]
    too_many = Picks(piles=tuple(sources[: view.must_draw + 1]))
    if len(too_many.piles) > view.must_draw:
        assert "draw" in decisions.bar(view, Mode.DRAW, too_many, legal, NAMES, "").disabled


def test_discard_counts_the_picks_and_keep_all_with_none():
    view, legal = moment(Mode.DISCARD)
    assert decisions.bar(view, Mode.DISCARD, Picks(), legal, NAMES, "").texts["discard"] == "Keep all"
    bar = decisions.bar(view, Mode.DISCARD, Picks(view.hand[:2]), legal, NAMES, "")
    assert bar.texts["discard"] == "&Discard 2" and not bar.disabled


def test_propose_waits_for_a_bill_and_names_it():
    view, legal = moment(Mode.PROPOSE)
    bar = decisions.bar(view, Mode.PROPOSE, Picks(), legal, NAMES, "")
    assert "propose" in bar.disabled
    bill = view.table.on_deck[0][0]
    bar = decisions.bar(view, Mode.PROPOSE, Picks(proposal=bill), legal, NAMES, "")
    assert "propose" not in bar.disabled and str(bill) in bar.hint
    assert "propose" in decisions.bar(view, Mode.PROPOSE, Picks(proposal=999), legal, NAMES, "").disabled


def test_the_vote_hint_names_the_buttons_letters_and_a_secret_ballot():
    view, legal = moment(Mode.VOTE)
    hint = decisions.bar(view, Mode.VOTE, Picks(), legal, NAMES, "JNE").hint
    assert "(J)" in hint and "(N)" in hint and "(E)" in hint and str(view.floor) in hint
    secret = replace(view, ballot_style=type(view.ballot_style)("secret"))
    assert "Secret ballot" in decisions.vote_hint(secret, "YNA")
    assert decisions.vote_name(Choice.NAY) == "Vote Nay"


def test_waiting_names_who_is_to_act():
    view, legal = moment(Mode.VOTE)
    waiting = replace(view, to_act=(1, 2))
    assert decisions.bar(waiting, Mode.WAIT, Picks(), legal, NAMES, "").hint == "Waiting for Bob, Cy."


def test_offering_terms_asks_the_listing_for_the_partner_the_bills_and_the_tokens():
    view, legal = moment(Mode.LOBBY)
    partner = decisions.partners(legal)[0]
    picks = Picks(hand=view.hand[:1], composing=partner)
    bar = decisions.bar(view, Mode.LOBBY, picks, legal, NAMES, "")
    assert "offer" not in bar.disabled
    assert decisions.move_of(view, Mode.LOBBY, "offer", picks) == Terms(0, partner, view.hand[:1], ())
    not_held = Picks(hand=(999,), composing=partner)  # a bill the seat does not hold
    assert "offer" in decisions.bar(view, Mode.LOBBY, not_held, legal, NAMES, "").disabled


def test_agreeing_confirms_the_deal_as_it_stands_or_sets_new_terms():
    view, legal = moment(Mode.DEAL)
    deal = view.open_deal
    i = deal.parties.index(0)
    as_offered = Picks(hand=tuple(deal.give[i]), tokens=tuple(deal.tokens[i]))
    assert decisions.agree_move(view, as_offered) == ConfirmDeal(0)
    assert "agree" not in decisions.bar(view, Mode.DEAL, as_offered, legal, NAMES, "").disabled
    other = tuple(b for b in view.hand if b not in deal.give[i])[:1]
    changed = Picks(hand=other, tokens=())
    assert decisions.agree_move(view, changed) == Terms(0, None, other, ())
    assert "agree" not in decisions.bar(view, Mode.DEAL, changed, legal, NAMES, "").disabled
    assert "agree" in decisions.bar(view, Mode.DEAL, Picks(hand=(999,)), legal, NAMES, "").disabled


def test_the_deal_partners_are_the_listings_and_the_deal_button_follows_them():
    view, legal = moment(Mode.LOBBY)
    space = next(e for e in legal if isinstance(e, TermsSpace))
    assert decisions.partners(legal) == space.partners and len(space.partners) == 3
    narrowed = [replace(e, partners=space.partners[1:]) if e is space else e for e in legal]
    assert decisions.partners(narrowed) == space.partners[1:]  # the listing's, not worked out again
    without = [e for e in legal if e is not space]  # say every other seat were benched for betraying
    assert decisions.partners(without) == ()
    assert "deal_menu" in decisions.bar(view, Mode.LOBBY, Picks(), without, NAMES, "").disabled
    assert "deal_menu" not in decisions.bar(view, Mode.LOBBY, Picks(), legal, NAMES, "").disabled
    _deal_view, in_deal = moment(Mode.DEAL)
    assert decisions.partners(in_deal) == ()  # inside an open deal no one else is named
