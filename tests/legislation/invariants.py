"""Checks that hold after every action of any Legislation game (used by the random-play tests)."""

from __future__ import annotations

from games.legislation.options import BallotStyle
from games.legislation.scoring import expected_scores
from games.legislation.state import LegislationState, Phase
from games.legislation.views import table_view, view
from tests.legislation.tables import GAME, bill_places


def check_table(state: LegislationState) -> None:
    places = bill_places(state)
    assert sorted(places) == list(range(1, 82)), "each of the 81 bills is in exactly one place"
    assert list(state.scores) == list(expected_scores(state)), "scores are the sums over passed bills"
    on_deck = {b for bills in state.on_deck for b in bills}
    held = [(c.seat, int(c.subject)) for c in state.ledger.open]
    assert all(bill in on_deck for _, bill in held), "no token on a bill that is not On Deck"
    assert len(held) == len(set(held)), "one token per player per bill"
    assert all(len(d) <= 3 for d in state.on_deck)
    if state.table is not None:  # the cached public view is what a fresh build would give
        fresh = GAME.clone(state)
        fresh.table = None
        assert table_view(fresh) == state.table


def check_privacy(state: LegislationState) -> None:
    """Each seat's view holds its own secrets only; the shared screen holds none."""
    hidden = {seat: set(state.hands[seat]) for seat in range(state.seats)}
    secret_ballot = state.options.ballot is BallotStyle.SECRET
    ballot = state.ballot
    public = view(state, None)
    assert (
        public.hand == () and public.open_deal is None and public.my_deals == () and public.discarded is None
    )
    if ballot is not None and secret_ballot and len(ballot.votes) < state.seats:
        assert public.votes == ()
    table = public.table
    shown = {b for pile in table.piles for b in pile} | {b for d in table.on_deck for b in d}
    shown |= set(table.passed) | set(table.failed) | {t[0] for t in table.tokens}
    assert not shown & set(state.deck) and not shown & set().union(*hidden.values()), (
        "the table shows no secret"
    )
    for seat in range(state.seats):
        mine = view(state, seat)
        assert mine.table is table, "every seat shares one public table"
        assert mine.hand == tuple(state.hands[seat])
        if state.phase is Phase.DISCARD:
            assert mine.discarded == state.discard_choices.get(seat)
        deal = state.deal
        if mine.open_deal is not None:
            assert deal is not None and seat in (deal.a, deal.b)
        elif deal is not None:
            assert seat not in (deal.a, deal.b)
        for mine_deal in mine.my_deals:
            made = next(d for d in state.deals if d.id == mine_deal.deal)
            assert seat in (made.a, made.b)
        if ballot is not None and secret_ballot and len(ballot.votes) < state.seats:
            assert {s for s, _ in mine.votes} <= {seat}, "a secret vote is seen only by its voter"
        if mine.cancellable:
            assert seat == state.active


def check_log_privacy(entries, seats: int) -> None:
    """Private log data goes only to the seats entitled to it."""
    for entry in entries:
        kind = entry.kind
        if kind in ("draw", "swap", "discard", "vote"):
            assert set(entry.private) <= {entry.seat}, (kind, entry.private)
        if kind in ("terms", "confirm", "cancel"):
            public = entry.public
            parties = set(public.cancelled.parties if kind == "cancel" else public.parties)
            assert set(entry.private) <= parties
        assert "hand" not in entry.for_viewer(None)
        shared = entry.for_viewer(None)
        for viewer in range(seats):
            seen = entry.for_viewer(viewer)
            assert seen == shared or viewer in entry.private, "only an entitled seat reads more"
            assert type(entry.seen(viewer).event) is type(entry.public)
