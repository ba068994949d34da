"""Rulings, Vote turn, Betrayal and End: ballots, passing, scoring, refills, betrayals, shared wins."""

import json

import pytest

from games.core.errors import IllegalAction
from games.legislation.actions import (
    CastVote,
    Choice,
    ConfirmDeal,
    EndTurn,
    PlaceOnDeck,
    Propose,
    Terms,
    Token,
)
from games.legislation.betrayal import Betrayal
from games.legislation.events import BillsPlaced, TurnSkipped
from games.legislation.log_record import Voted
from games.legislation.options import BallotStyle
from games.legislation.rounds import start_turn, table_empty
from games.legislation.scoring import expected_scores
from games.legislation.state import Phase, Step, fingerprint
from games.legislation.views import view
from games.legislation.voting import BallotResult
from storage.record import plain
from tests.legislation.tables import (
    GAME,
    active,
    at_first_pledge_round,
    at_first_vote,
    end_pledge_round,
    keep_all,
    new,
    place_first_three,
    play,
    vote_all,
    vote_turn,
)

Y, N, X = Choice.YAY, Choice.NAY, Choice.ABSTAIN


def test_ruling_vote_the_sponsor_picks_one_of_their_own_on_deck_bills():
    state = at_first_vote(4, 7)
    sponsor = active(state)
    other = (sponsor + 1) % 4
    before = fingerprint(state)
    with pytest.raises(IllegalAction, match="not On Deck in front of seat"):
        play(state, Propose(sponsor, state.on_deck[other][0]))
    with pytest.raises(IllegalAction, match="not On Deck"):
        play(state, Propose(sponsor, state.hands[sponsor][0]))
    assert fingerprint(state) == before
    bill = state.on_deck[sponsor][2]
    play(state, Propose(sponsor, bill))
    assert state.floor == bill and view(state, other).floor == bill


def test_ruling_vote_everyone_votes_sponsor_included():
    state = at_first_vote(5, 7)
    sponsor = active(state)
    play(state, Propose(sponsor, state.on_deck[sponsor][0]))
    assert set(state.waiting) == set(range(5))


def test_ruling_vote_secret_ballot_is_collected_privately_and_revealed_together():
    state = at_first_vote(4, 7)
    sponsor = active(state)
    play(state, Propose(sponsor, state.on_deck[sponsor][0]))
    first = state.waiting[0]
    record = play(state, CastVote(first, N))
    assert record.public == Voted() and record.private == {first: Voted(N)} and not record.reveals
    assert view(state, first).votes == ((first, N),)
    for seat in range(4):
        if seat != first:
            assert view(state, seat).votes == () and view(state, seat).voted == (first,)
    assert view(state, None).votes == ()
    last = vote_all(state)
    assert last.reveals
    assert [v for v in last.public.result.votes if v[0] == first] == [(first, Choice.NAY)]


def test_ruling_vote_roll_call_is_open_from_the_sponsors_left_sponsor_last():
    state = at_first_vote(5, 7, ballot=BallotStyle.ROLL_CALL)
    sponsor = active(state)
    play(state, Propose(sponsor, state.on_deck[sponsor][0]))
    order = []
    record = None
    while state.step is Step.BALLOT:
        (seat,) = state.waiting
        order.append(seat)
        if len(order) == 1:
            with pytest.raises(IllegalAction, match="not seat .* turn to vote"):
                GAME.apply(state, CastVote((seat + 1) % 5, Y))
        record = play(state, CastVote(seat, X))
        if state.step is Step.BALLOT:
            assert record.public == Voted(X) and not record.private and not record.reveals
            assert (seat, X) in view(state, (seat + 2) % 5).votes, "roll-call votes are public at once"
    assert order == [(sponsor + i) % 5 for i in range(1, 6)]
    assert not record.reveals


@pytest.mark.parametrize(
    ("yays", "nays", "passed"),
    [(3, 1, True), (2, 2, False), (1, 0, True), (0, 0, False), (2, 3, False)],
)
def test_ruling_vote_a_bill_passes_only_on_a_positive_total(yays, nays, passed):
    state = at_first_vote(5, 7)
    sponsor = active(state)
    bill = state.on_deck[sponsor][0]
    order = [(sponsor + i) % 5 for i in range(1, 6)]
    choices = {seat: Y for seat in order[:yays]}
    choices.update({seat: N for seat in order[yays : yays + nays]})
    play(state, Propose(sponsor, bill))
    record = vote_all(state, choices, default=X)
    result = record.public.result
    assert (result.yay, result.nay, result.total, result.passed) == (
        yays,
        nays,
        yays - nays,
        passed,
    )
    assert bill in (state.passed if passed else state.failed)
    assert bill not in state.on_deck[sponsor]


def test_ruling_vote_a_passed_bill_scores_every_players_columns_sponsor_included():
    state = at_first_vote(8, 7)
    sponsor = active(state)
    bill = state.on_deck[sponsor][0]
    record = vote_turn(state, bill)
    gains = [table[bill] for table in state.points]
    assert list(record.public.result.gains) == gains
    assert list(state.scores) == gains
    assert state.scores[sponsor] == state.points[sponsor][bill]


def test_ruling_vote_a_failed_bill_scores_nothing():
    state = at_first_vote(4, 7)
    bill = state.on_deck[active(state)][0]
    vote_turn(state, bill, default=N)
    assert state.scores == [0, 0, 0, 0] and state.failed == [bill]


def test_ruling_vote_tokens_are_returned_after_the_vote():
    state = at_first_pledge_round(4, 7)
    a = active(state)
    b = (a + 1) % 4
    bill = state.on_deck[a][0]
    play(state, Terms(a, b, (), ((bill, Token.PLEDGE),)))
    play(state, Terms(b, None, (), ((bill, Token.ANTI_PLEDGE),)))
    play(state, ConfirmDeal(a))
    end_pledge_round(state)
    while active(state) != a:
        vote_turn(state)
    vote_turn(state, bill, choices={a: Y, b: N})
    assert not [c for c in state.ledger.open if c.subject == str(bill)]
    assert all(t[0] != bill for t in view(state, None).table.tokens)


def test_ruling_vote_the_sponsor_refills_the_empty_spot_from_hand():
    state = at_first_vote(4, 7)
    sponsor = active(state)
    play(state, Propose(sponsor, state.on_deck[sponsor][0]))
    vote_all(state)
    assert state.step is Step.REFILL and state.waiting == (sponsor,)
    assert view(state, sponsor).must_place == 1
    with pytest.raises(IllegalAction, match="exactly 1"):
        play(state, PlaceOnDeck(sponsor, tuple(state.hands[sponsor][:2])))
    pick = state.hands[sponsor][3]
    play(state, PlaceOnDeck(sponsor, (pick,)))
    assert pick in state.on_deck[sponsor] and len(state.on_deck[sponsor]) == 3
    assert active(state) != sponsor


def test_ruling_vote_a_forced_refill_places_itself():
    state = at_first_vote(4, 7)
    sponsor = active(state)
    keep = state.hands[sponsor][0]
    state.hands[sponsor][:] = [keep]  # test set-up: the rest of the hand goes back to the deck
    record = vote_turn(state)
    assert keep in state.on_deck[sponsor]
    assert BillsPlaced(sponsor, (keep,)) in record.public.auto


def test_ruling_vote_a_player_with_no_bill_to_vote_on_is_skipped():
    state = at_first_vote(4, 7)
    sponsor = active(state)
    nxt = (sponsor + 1) % 4
    state.deck += state.hands[nxt] + state.on_deck[nxt]  # test set-up: seat `nxt` has nothing left
    state.hands[nxt].clear()
    state.on_deck[nxt].clear()
    play(state, Propose(sponsor, state.on_deck[sponsor][0]))
    vote_all(state)
    record = play(state, PlaceOnDeck(sponsor, (state.hands[sponsor][0],)))
    assert TurnSkipped(nxt, "no_bills") in record.public.auto
    assert active(state) == (nxt + 1) % 4


def test_ruling_vote_gifts_leave_on_deck_topped_up_at_the_start_of_the_vote_turn():
    state = at_first_vote(4, 7)
    sponsor = active(state)
    spare = state.on_deck[sponsor].pop()  # test set-up: an empty spot with bills in hand
    state.hands[sponsor].append(spare)
    state2 = GAME.clone(state)
    start_turn(state2, [])  # begin this turn afresh on the copy, with the spot empty
    assert state2.step is Step.TOP_UP and view(state2, sponsor).must_place == 1
    with pytest.raises(IllegalAction, match="fill On Deck up to three"):
        play(state2, Propose(sponsor, state2.on_deck[sponsor][0]))
    play(state2, PlaceOnDeck(sponsor, (spare,)))
    assert state2.step is Step.PROPOSE


def test_ruling_betrayal_voting_against_ones_token_or_abstaining_is_betrayal():
    cases = [
        (Token.PLEDGE, Y, False),
        (Token.PLEDGE, N, True),
        (Token.PLEDGE, X, True),
        (Token.ANTI_PLEDGE, N, False),
        (Token.ANTI_PLEDGE, Y, True),
        (Token.ANTI_PLEDGE, X, True),
    ]
    for token, vote, betrays in cases:
        state = at_first_pledge_round(4, 9)
        a = active(state)
        b = (a + 1) % 4
        bill = state.on_deck[a][0]
        play(state, Terms(a, b, (), ()))
        play(state, Terms(b, None, (), ((bill, token),)))
        play(state, ConfirmDeal(a))
        end_pledge_round(state)
        while active(state) != a:
            vote_turn(state)
        record = vote_turn(state, bill, choices={b: vote})
        result = record.public.result
        assert (result.betrayers == (b,)) is betrays, (token, vote)
        if betrays:
            assert result.betrayals == (Betrayal(b, token, Choice(vote.value)),)
            assert b in state.owes_skip or b in state.benched


def test_ruling_betrayal_several_in_one_vote_round_cost_one_pledge_turn():
    state = at_first_pledge_round(4, 9)
    a = active(state)
    b = (a + 1) % 4
    bills = [state.on_deck[s][0] for s in range(4)]
    play(state, Terms(a, b, (), ()))
    play(state, Terms(b, None, (), tuple((bill, Token.PLEDGE) for bill in bills)))
    play(state, ConfirmDeal(a))
    end_pledge_round(state)
    betrayals = 0
    while state.phase is Phase.VOTE:
        record = vote_turn(state, choices={b: N})
        betrayals += len(record.public.result.betrayals)
    assert betrayals == 4
    assert state.benched == {b}
    seen = []
    while state.phase is Phase.PLEDGE:
        seen.append(active(state))
        play(state, EndTurn(active(state)))
    assert b not in seen and len(seen) == 3
    while state.phase is Phase.VOTE:
        vote_turn(state)
    assert state.benched == frozenset() and b in state.order


def test_ruling_end_the_game_ends_when_no_bills_remain_in_hands_or_on_deck():
    for hand_size in (9, 6):
        state = new(4, 12, hand_size=hand_size)
        keep_all(state)
        place_first_three(state)
        sponsored = [0, 0, 0, 0]
        while state.phase is not Phase.OVER:
            if state.phase is Phase.PLEDGE:
                end_pledge_round(state)
                continue
            sponsored[active(state)] += 1
            vote_turn(state)
        assert table_empty(state)
        assert sponsored == [hand_size] * 4, "with full hands and no gifts, one vote per card"
        assert GAME.to_act(state) == () and GAME.is_over(state)
        assert list(state.scores) == list(expected_scores(state))


def test_ruling_end_highest_total_wins_and_equal_totals_share_the_win():
    state = new(4, 1)
    state.scores[:] = [3, 5, 5, -1]
    standings = GAME.standings(state)
    assert [s.won for s in standings] == [False, True, True, False]
    assert [s.score for s in standings] == [3, 5, 5, -1]
    assert all(" + " in s.group or s.group.startswith(("Social", "Fiscal")) for s in standings)


def test_a_ballot_result_is_typed_in_the_log_and_saved_records_read_back_the_same():
    """The log holds a BallotResult; a record file holds it as plain data (the format records always
    had), and reading that data back gives the same result."""
    state = at_first_vote(5, 3)
    result = vote_turn(state).public.result
    assert isinstance(result, BallotResult)
    data = json.loads(json.dumps(plain(result)))
    fields = {"bill", "sponsor", "votes", "yay", "nay", "total", "passed", "gains", "betrayals", "betrayers"}
    assert set(data) == fields
    assert all(type(seat) is int and choice in ("yay", "nay", "abstain") for seat, choice in data["votes"])
    assert BallotResult.from_plain(data) == result
    assert BallotResult.from_plain({"bill": "x"}) is None and BallotResult.from_plain(None) is None
