"""The hooks: where something happens in the procedure (a gain, a deal, a vote cast, an agenda over...),
every card in play at this table that answers it is asked, through the table's list of rules."""

from __future__ import annotations

from games.council.card_rule import INFLUENCE, PlanetVotes, VoteSource
from games.council.log_record import Rec
from games.council.state import CouncilState


# Each hook asks the rules of the table's list (`state.seat_of.rules`, see RulesInPlay in state.py):
# those answering it whose card can be in play at this table. state.py cannot name CardRule, so
# the lists hold Any for the checker: an answer that is returned is given its type where it is read.
def after_gain(state: CouncilState, seat: int) -> None:
    """`seat` gained trade goods or completed a deal: the cards that answer it are offered."""
    for rule in state.seat_of.rules["on_gain"]:
        rule.on_gain(state, seat)


def after_deal(state: CouncilState, proposer: int, to: int) -> None:
    """A deal was completed: each side counts as having gained (Pillage), then Lie in Wait."""
    for party in (proposer, to):
        after_gain(state, party)
    for rule in state.seat_of.rules["on_deal"]:
        rule.on_deal(state, proposer, to)


def after_cast(state: CouncilState, seat: int, rec: Rec) -> None:
    for rule in state.seat_of.rules["on_cast"]:
        rule.on_cast(state, seat, rec)


def after_settled(state: CouncilState, predicted: dict[int, set[str]], rec: Rec) -> None:
    for rule in state.seat_of.rules["on_settled"]:
        rule.on_settled(state, predicted, rec)


def deal_widening(state: CouncilState, seat: int, other: int, give: tuple[str, ...]) -> tuple[bool, bool]:
    cards_ok = rare_ok = False
    for rule in state.seat_of.rules["widens_deal"]:
        cards, rare = rule.widens_deal(state, seat, other, give)
        cards_ok, rare_ok = cards_ok or cards, rare_ok or rare
    return cards_ok, rare_ok


# Plain loops, not any(): these are asked for every seat whenever votes are counted.
def shielded(state: CouncilState, seat: int) -> bool:
    for rule in state.seat_of.rules["shields"]:
        if rule.shields(state, seat):
            return True
    return False


def lent_commander(state: CouncilState, seat: int, owner: int) -> bool:
    for rule in state.seat_of.rules["lends_commander"]:
        if rule.lends_commander(state, seat, owner):
            return True
    return False


def voting_bar(state: CouncilState, seat: int) -> str | None:
    """Why `seat` may never vote (a card of its own), "" if a card lets it vote whatever happens."""
    for rule in state.seat_of.rules["unbars"]:
        if rule.unbars(state, seat):
            return ""
    for rule in state.seat_of.rules["bars_voting"]:
        reason: str | None = rule.bars_voting(state, seat)
        if reason is not None:
            return reason
    return None


def first_voter(state: CouncilState) -> int | None:
    for rule in state.seat_of.rules["votes_first"]:
        seat: int | None = rule.votes_first(state)
        if seat is not None:
            return seat
    return None


def pre_vote_actor(state: CouncilState, voter: int) -> int | None:
    for rule in state.seat_of.rules["acts_before_vote"]:
        seat: int | None = rule.acts_before_vote(state, voter)
        if seat is not None:
            return seat
    return None


def usable_after_own_vote(state: CouncilState, seat: int) -> bool:
    for rule in state.seat_of.rules["after_own_vote"]:
        if rule.after_own_vote(state, seat):
            return True
    return False


def bound_outcome(state: CouncilState, seat: int) -> str | None:
    """The outcome `seat` must back with at least 1 vote on this agenda, or None."""
    for rule in state.seat_of.rules["binds_vote"]:
        outcome: str | None = rule.binds_vote(state, seat)
        if outcome is not None:
            return outcome
    return None


def vote_sources(state: CouncilState, seat: int, private: bool) -> list[VoteSource]:
    """Every card's votes for `seat` on the current agenda now, in the registry's order."""
    out = []
    for rule in state.seat_of.rules["vote_source"]:
        source = rule.vote_source(state, seat, private)
        if source is not None:
            out.append(source)
    return out


def planet_votes(state: CouncilState, seat: int) -> PlanetVotes:
    """What `seat`'s planets give when exhausted to vote now (the best any card allows)."""
    best = INFLUENCE
    for rule in state.seat_of.rules["planet_votes"]:
        way = rule.planet_votes(state, seat)
        if way > best:
            best = way
    return best


def planet_like(state: CouncilState, seat: int) -> list[tuple[str, int]]:
    """Cards `seat` may exhaust like planets to vote now, with their votes (The Triad)."""
    out = []
    for rule in state.seat_of.rules["votes_as_planet"]:
        votes = rule.votes_as_planet(state, seat)
        if votes is not None:
            out.append((rule.id, votes))
    return out


def reversed_order(state: CouncilState) -> bool:
    for rule in state.seat_of.rules["votes_reversed"]:
        if rule.votes_reversed(state):
            return True
    return False


def last_voters(state: CouncilState) -> tuple[int, ...]:
    out: tuple[int, ...] = ()
    for rule in state.seat_of.rules["votes_last"]:
        out += rule.votes_last(state)
    return out


def decided_outcome(state: CouncilState) -> str | None:
    for rule in state.seat_of.rules["decided_outcome"]:
        outcome: str | None = rule.decided_outcome(state)
        if outcome is not None:
            return outcome
    return None


def agenda_leaves(state: CouncilState) -> None:
    for rule in state.seat_of.rules["agenda_leaves"]:
        rule.agenda_leaves(state)


def agenda_over(state: CouncilState, rec: Rec) -> str | None:
    for rule in state.seat_of.rules["agenda_over"]:
        then: str | None = rule.agenda_over(state, rec)
        if then is not None:
            return then
    return None


def speaker_token_held(state: CouncilState, seat: int, to: int, rec: Rec) -> bool:
    for rule in state.seat_of.rules["holds_speaker_token"]:
        if rule.holds_speaker_token(state, seat, to, rec):
            return True
    return False


def sees_deck_ends(state: CouncilState, seat: int) -> bool:
    return any(rule.shows_deck_ends(state, seat) for rule in state.seat_of.rules["shows_deck_ends"])


def sees_neighbour_notes(state: CouncilState, seat: int) -> bool:
    rules = state.seat_of.rules["shows_neighbour_notes"]
    return any(rule.shows_neighbour_notes(state, seat) for rule in rules)


def deal_plays(state: CouncilState, seat: int) -> tuple[str, ...]:
    """Cards `seat` may play with a deal it proposes, as deal items ("play:<card>")."""
    rules = state.seat_of.rules["may_play_with_deal"]
    return tuple(f"play:{rule.id}" for rule in rules if rule.may_play_with_deal(state, seat))
