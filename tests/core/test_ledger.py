"""The commitments ledger settles pledges by votes and predictions by the outcome."""

from games.core import Commitment, CommitmentKind, Ledger

P, A, R = CommitmentKind.PLEDGE, CommitmentKind.ANTI_PLEDGE, CommitmentKind.RIDER


def test_pledges_are_kept_by_voting_as_promised_and_broken_by_abstaining():
    ledger = Ledger(
        [
            Commitment(0, P, "bill-4", "yay"),
            Commitment(1, A, "bill-4", "nay"),
            Commitment(2, P, "bill-4", "yay"),
            Commitment(2, P, "bill-9", "yay"),
        ]
    )
    settled = ledger.settle("bill-4", {0: "yay", 1: "yay", 2: None}, "yay")
    assert [(s.commitment.seat, s.kept, s.actual) for s in settled] == [
        (0, True, "yay"),
        (1, False, "yay"),
        (2, False, None),
    ]
    assert [c.subject for c in ledger.open] == ["bill-9"]


def test_predictions_settle_on_the_outcome_in_speaker_order():
    ledger = Ledger(
        [
            Commitment(3, R, "agenda", "for", "leadership-rider"),
            Commitment(1, R, "agenda", "against", "trade-rider"),
            Commitment(2, R, "agenda", "for", "politics-rider"),
        ]
    )
    settled = ledger.settle("agenda", {}, "for", order=(2, 3, 0, 1))
    assert [(s.commitment.seat, s.kept) for s in settled] == [(2, True), (3, True), (1, False)]


def test_held_by_filters_by_seat_and_subject():
    c = Commitment(0, P, "x", "yay")
    ledger = Ledger([c, Commitment(1, P, "x", "yay")])
    assert ledger.held_by(0) == [c] and ledger.held_by(0, "y") == []
    copy = ledger.copy()
    copy.remove(c)
    assert ledger.held_by(0) == [c]


def test_a_game_defines_its_own_kinds_of_commitment():
    from enum import StrEnum

    class Oath(StrEnum):
        SWEAR_VOTE = "swear_vote"
        WAGER = "wager"

        @property
        def about_vote(self) -> bool:
            return self is Oath.SWEAR_VOTE

    ledger = Ledger(
        [Commitment(0, Oath.SWEAR_VOTE, "motion", "yes"), Commitment(1, Oath.WAGER, "motion", "no")]
    )
    sworn, wager = ledger.settle("motion", {0: "yes", 1: "yes"}, "yes")
    assert sworn.kept and sworn.actual == "yes"  # judged on the vote
    assert not wager.kept and wager.actual == "yes"  # judged on the outcome
