"""The reusable ballot: roll call and secret collection, weights, abstaining, and tie policies."""

import pytest

from games.core import Ballot, BallotMode, IllegalAction, NetThreshold, Plurality, Vote


def test_roll_call_asks_one_seat_at_a_time_in_order():
    b = Ballot(("for", "against"), (1, 2, 0))
    assert b.waiting_for() == (1,)
    with pytest.raises(IllegalAction, match="not seat 0's turn"):
        b.cast(0, Vote("for"))
    b.cast(1, Vote("for", 3))
    assert b.waiting_for() == (2,)
    assert b.visible_votes(0) == {1: Vote("for", 3)}


def test_secret_ballot_waits_for_everyone_and_hides_votes_until_complete():
    b = Ballot(("yay", "nay"), (0, 1, 2), BallotMode.SECRET)
    assert b.waiting_for() == (0, 1, 2)
    b.cast(2, Vote("nay"))
    assert b.visible_votes(0) == {2: None}
    assert b.visible_votes(2) == {2: Vote("nay")}
    assert not b.revealed
    b.cast(0, Vote("yay"))
    b.cast(1, Vote(None))
    assert b.revealed and b.visible_votes(0)[2] == Vote("nay")


def test_zero_votes_for_an_option_is_abstaining():
    b = Ballot(("for", "against"), (0, 1, 2))
    b.cast(0, Vote("for", 0))
    assert b.choice(0) is None
    assert b.tally() == {"for": 0, "against": 0}
    with pytest.raises(IllegalAction, match="extra votes need votes already cast"):
        b.add_weight(0, 5)


def test_extra_votes_follow_the_seats_own_option():
    b = Ballot(("for", "against"), (0, 1, 2))
    b.cast(0, Vote("against", 2))
    b.add_weight(0, 5)
    assert b.tally()["against"] == 7


@pytest.mark.parametrize(
    ("vote", "reason"),
    [(Vote("maybe"), "not an option"), (Vote("for", -1), "negative")],
)
def test_bad_votes_are_refused_and_not_recorded(vote, reason):
    b = Ballot(("for", "against"), (0, 1, 2))
    with pytest.raises(IllegalAction, match=reason):
        b.cast(0, vote)
    assert b.votes == {}


def test_a_seat_cannot_vote_twice():
    b = Ballot(("for", "against"), (0, 1, 2), BallotMode.SECRET)
    b.cast(0, Vote("for"))
    with pytest.raises(IllegalAction, match="already voted"):
        b.cast(0, Vote("against"))


def test_barred_seats_are_not_waited_for_and_cannot_vote():
    b = Ballot(("for", "against"), (0, 1, 2), barred=(1,))
    b.cast(0, Vote("for"))
    assert b.waiting_for() == (2,)
    with pytest.raises(IllegalAction, match="may not vote"):
        b.cast(1, Vote("for"))


def test_plurality_winner_tie_and_no_votes():
    assert Plurality().decide({"a": 3, "b": 1}).outcome == "a"
    tie = Plurality().decide({"a": 3, "b": 3, "c": 1})
    assert tie.outcome is None and tie.tied == ("a", "b") and tie.needs_tiebreak
    none = Plurality().decide({"a": 0, "b": 0})
    assert none.tied == ("a", "b")


@pytest.mark.parametrize(("yay", "nay", "outcome"), [(3, 2, "yay"), (2, 2, "nay"), (0, 0, "nay")])
def test_net_threshold_needs_a_positive_total(yay, nay, outcome):
    assert NetThreshold("yay", "nay").decide({"yay": yay, "nay": nay}).outcome == outcome


def test_copy_is_independent():
    b = Ballot(("for", "against"), (0, 1, 2))
    c = b.copy()
    c.cast(0, Vote("for"))
    assert b.votes == {}
