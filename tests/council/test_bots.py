"""The Galactic Council bots. Basic votes by its interest, spends influence where it matters, scores its
secrets, uses its vote modifiers, asks for trade goods and answers deals by their value, never aims a
card at itself. Strong searches tables dealt from its seat's knowledge (determinise.py). A seed
repeats; and no cheating: neither bot's decision depends on what its seat cannot see."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from games.core.bots import make_bot
from games.core.ledger import Commitment, CommitmentKind
from games.core.search import Budget, SearchBot, choose
from games.core.seats import BotLevel
from games.core.simulate import play_one
from games.council.actions import AnswerDeal, CastVotes, PlayCard, ProposeDeal, UseAbility
from games.council.bots.basic import (
    MATTERS,
    RIDER_REWARD,
    WINDOWS,
    BasicCouncilBot,
    cancels_held,
    current_tally,
    decide,
    preference,
    still_to_vote,
)
from games.council.bots.dealing import gains as deal_gains
from games.council.bots.dealing import offer_value
from games.council.bots.determinise import deal, same_outcomes
from games.council.bots.moves import search_moves
from games.council.bots.worth import (
    BOARD_RIDERS,
    ELECTED,
    LAWS,
    VOTERS,
    agendas_left,
    gains,
    leader,
    rival_secrets,
    votes_of,
    worth,
)
from games.council.game import GalacticCouncil
from games.council.observer import known_table
from games.council.outcomes import eligible_outcomes
from games.council.state import AgendaContext, CouncilState
from games.council.view import CouncilView
from tests.council.table import GAME


def agenda_outcomes(state: CouncilState) -> tuple[str, ...]:
    return GAME.view(state, None).agenda.outcomes


HURTS = ("assassinate-representative", "ancient-burial-sites", "diplomatic-pressure", "confusing-legal-text")


def positions(
    seeds: range, seats: int = 6, basic: tuple[int, ...] = (0, 1, 2)
) -> Iterator[tuple[CouncilState, int]]:
    """Every decision of whole games (Basic bots in `basic`, random bots elsewhere): (state, seat to act)."""
    for seed in seeds:
        state = GAME.new_state(seats, GAME.default_options(), seed)
        bots = [
            make_bot(GAME, BotLevel.BASIC if s in basic else BotLevel.RANDOM, seed * 10 + s)
            for s in range(seats)
        ]
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            yield state, seat
            GAME.apply(state, bots[seat].act(GAME.view(state, seat)))


def basic_votes(seeds: range) -> Iterator[tuple[CouncilState, int, CouncilView, CastVotes]]:
    """Every free vote a Basic seat casts in whole games (no Representative Government, nothing forced)."""
    for state, seat in positions(seeds):
        if seat > 2 or state.agenda is None or state.stack[-1].kind.value != "vote":
            continue
        view = GAME.view(state, seat)
        if view.prompt.rep_gov or view.prompt.forced:
            continue
        action = decide(view, random.Random(1))
        if isinstance(action, CastVotes):
            yield state, seat, view, action


def test_never_plays_a_card_on_itself_that_only_harms_it():
    played = 0
    for state, seat in positions(range(25), basic=tuple(range(6))):
        view = GAME.view(state, seat)
        if view.frame == "vote" or view.prompt is None:
            continue
        action = decide(view, random.Random(1))
        if isinstance(action, PlayCard | UseAbility) and action.card in HURTS:
            assert action.target != seat, action
            played += 1
    assert played >= 5, "the bots should aim such cards at rivals now and then"


def test_votes_for_itself_when_the_election_pays_and_never_when_it_costs():
    good = bad = 0
    for state, seat in positions(range(30)):
        if seat > 2 or state.agenda is None or state.stack[-1].kind.value != "vote":
            continue
        card = state.agenda.card
        value = ELECTED.get(card)
        view = GAME.view(state, seat)
        ready = sum(votes for _, votes in view.prompt.planets)
        if value is None or view.prompt.forced or not ready or view.prompt.rep_gov:
            continue
        if "drive-the-debate" in state.players[seat].secrets:
            continue  # being elected scores its secret objective: worth more than the election costs
        action = decide(view, random.Random(1))
        tally = current_tally(view)
        # Beaten: even all its votes cannot win (a tie goes to the speaker, so it wins one only as speaker).
        speaker = view.speaker == seat
        beaten = max(tally.values(), default=0) >= ready + tally.get(f"player:{seat}", 0) + speaker
        last = not still_to_vote(view, seat)
        mine = tally.get(f"player:{seat}", 0)
        leads = mine > max((v for o, v in tally.items() if o != f"player:{seat}"), default=0)
        # On the game's last agendas, or far behind the leader, only points count, not offices.
        early = agendas_left(view) > 2 and max(p.vp for p in state.players) - state.players[seat].vp <= 1
        if value >= 0.5 and early and not (last and (beaten or leads)):  # the last voter: no vote changes
            assert isinstance(action, CastVotes) and action.outcome == f"player:{seat}", (card, action)
            good += 1
        elif value < 0:
            assert not (isinstance(action, CastVotes) and action.outcome == f"player:{seat}"), (card, action)
            bad += 1
    assert good >= 3 and bad >= 1


def test_keeps_influence_for_the_second_agenda_when_the_first_matters_little():
    halves = wholes = 0
    for state, seat, view, action in basic_votes(range(30)):
        ready = [name for name, votes in view.prompt.planets if votes > 0 or view.prompt.qanoj]
        if state.agenda_no >= 2 and still_to_vote(view, seat):
            assert set(action.planets) == set(ready)  # the last agenda of the phase: everything
            wholes += 1
        elif len(action.planets) < len(ready):
            halves += 1
    assert wholes >= 5 and halves >= 1


def test_the_last_voter_spends_only_the_votes_that_decide_the_agenda():
    decided = 0
    for state, seat, view, action in basic_votes(range(40)):
        if still_to_vote(view, seat):
            continue
        per_planet = 1 if view.prompt.qanoj else 0  # Elder Qanoj: a vote more for each planet
        votes = {name: v + per_planet for name, v in view.prompt.planets}
        tally = current_tally(view)

        tally = {**dict.fromkeys(view.agenda.outcomes, 0), **tally}  # no vote cast: every outcome ties at 0

        def winners(extra: int, tally: dict[str, int] = tally, outcome: str = action.outcome) -> set[str]:
            counts = {**tally, outcome: tally.get(outcome, 0) + extra}
            top = max(counts.values())
            return {o for o, v in counts.items() if v == top}

        cast = sum(votes[name] for name in action.planets)
        assert action.outcome in winners(cast)  # its votes carry (or tie, for the speaker to settle)
        if state.agenda.card not in VOTERS:  # (Mutiny and the like reward their voters themselves)
            assert winners(cast) != winners(0)  # never a vote that changes nothing
        fewer = cast - min(votes[name] for name in action.planets)
        assert (
            len(action.planets) == 1
            or action.outcome not in winners(fewer)
            or winners(fewer) != {action.outcome}
        )  # and no planet more than it needs
        decided += 1
    assert decided >= 5


def test_scores_an_agenda_phase_secret_as_soon_as_it_can():
    scored = 0
    for state, seat in positions(range(20), basic=tuple(range(6))):
        view = GAME.view(state, seat)
        if view.prompt is not None and any(
            card in ("dictate-policy", "drive-the-debate") for _, card, _ in view.plays
        ):
            action = decide(view, random.Random(1))
            assert isinstance(action, UseAbility) and action.card in ("dictate-policy", "drive-the-debate")
            scored += 1
    assert scored >= 1


def test_a_basic_bot_answers_every_decision_legally_in_whole_games():
    session = play_one(GAME, 6, seed=4, levels=(BotLevel.BASIC,) * 6)
    kinds = {a.kind for a in session.actions}
    assert session.is_over() and {"cast_votes", "pass"} <= kinds


TINY = Budget(playouts=4, horizon=25)  # a Strong bot that thinks little: enough to test what it does


def test_the_same_seed_plays_the_same_game():
    levels = (BotLevel.BASIC, BotLevel.RANDOM, BotLevel.BASIC, BotLevel.STRONG)
    first = play_one(GAME, 4, seed=8, levels=levels, budget=TINY)
    assert first.actions == play_one(GAME, 4, seed=8, levels=levels, budget=TINY).actions
    assert first.is_over()


def rearranged(state: CouncilState, seat: int, rng: random.Random) -> CouncilState:
    """Everything `seat` cannot see dealt again: the other hands and the action deck reshuffled together
    (sizes kept), the other seats' unscored secrets swapped among them, the agenda deck's order (but for
    a top card it peeked at, or the two ends M'aban shows it)."""
    other = state.copy()
    seats = [s for s in range(state.n) if s != seat]
    offered: dict[int, list[str]] = {s: [] for s in seats}  # named in a deal offered to the seat: kept
    top = state.stack[-1] if state.stack else None
    if top is not None and top.kind.value == "transaction" and top.order[0] == seat:
        offered[top.data["proposer"]] = [i[5:] for i in top.data["give"] if i.startswith("card:")]
    pool = [c for s in seats for c in other.players[s].hand] + other.action_deck
    for s in seats:
        for c in offered[s]:
            pool.remove(c)
    rng.shuffle(pool)
    for s in seats:
        k = len(other.players[s].hand) - len(offered[s])
        other.players[s].hand, pool = offered[s] + pool[:k], pool[k:]
    other.action_deck = pool
    secrets = [c for s in seats for c in other.players[s].secrets]
    rng.shuffle(secrets)
    for s in seats:
        k = len(other.players[s].secrets)
        other.players[s].secrets, secrets = secrets[:k], secrets[k:]
    peeked = state.agenda is not None and state.agenda.peeked.get(seat)
    # Covert Legislation's agenda lies on top of the deck until it is resolved (everyone knows where).
    covert = state.agenda is not None and bool(other.deck) and other.deck[-1] == state.agenda.hidden
    if not peeked:
        if GAME.view(state, seat).deck_ends is not None and len(other.deck) > 2:  # M'aban: it sees both ends
            middle = other.deck[1:-1]
            rng.shuffle(middle)
            other.deck[1:-1] = middle
        elif covert:
            rest = other.deck[:-1]
            rng.shuffle(rest)
            other.deck[:-1] = rest
        else:
            rng.shuffle(other.deck)
    return other


def test_no_cheating_a_decision_never_depends_on_what_the_seat_cannot_see():
    rng = random.Random(3)
    checked = changed = 0
    for i, (state, seat) in enumerate(positions(range(4))):
        if seat > 2 or i % 2:
            continue
        view = GAME.view(state, seat).sections()
        other = rearranged(state, seat, rng)
        if GAME.view(other, seat).sections() != view:
            changed += 1  # the seat would notice (a peek, a card it knows): not a fair rearrangement
            continue
        expected = BasicCouncilBot(i).act(GAME.view(state, seat))
        assert BasicCouncilBot(i).act(GAME.view(other, seat)) == expected
        checked += 1
    assert checked > 300 and changed == 0


def test_no_cheating_the_known_table_is_the_same_for_every_arrangement_the_seat_cannot_tell_apart():
    """The search starts from `known_table`: equal for two tables the seat cannot tell apart, and every
    table dealt from it shows the seat exactly what it sees now."""
    rng = random.Random(9)
    checked = 0
    for i, (state, seat) in enumerate(positions(range(6), basic=tuple(range(6)))):
        if i % 3:
            continue
        known = known_table(state, seat)
        assert known_table(rearranged(state, seat, rng), seat) == known
        dealt = deal(known, rng)
        assert GAME.view(dealt, seat).sections() == GAME.view(state, seat).sections()
        checked += 1
    assert checked > 500


def test_a_dealt_table_hides_what_the_seat_cannot_see_in_new_places():
    state, seat = next((s, seat) for s, seat in positions(range(1)) if s.round >= 2)
    known = known_table(state, seat)
    tables = [deal(known, random.Random(k)) for k in range(8)]
    others = [s for s in range(state.n) if s != seat]
    assert len({tuple(tuple(t.players[s].hand) for s in others) for t in tables}) > 1
    assert len({tuple(t.deck) for t in tables}) > 1
    for t in tables:  # the seat's own hand and every count stay as they are
        assert t.players[seat].hand == state.players[seat].hand
        assert [len(p.hand) for p in t.players] == [len(p.hand) for p in state.players]
        assert sorted(t.deck) == sorted(state.deck)


def strong_positions(count: int) -> Iterator[tuple[CouncilState, int]]:
    """Positions where a Strong bot has more than one move to compare."""
    found = 0
    for state, seat in positions(range(40), basic=tuple(range(6))):
        view = GAME.view(state, seat)
        if len(search_moves(view, random.Random(0))) > 1:
            yield state, seat
            found += 1
            if found >= count:
                return


def test_no_cheating_strong_decides_the_same_whatever_the_seat_cannot_see():
    rng = random.Random(4)
    checked = 0
    for i, (state, seat) in enumerate(strong_positions(40)):
        other = rearranged(state, seat, rng)
        assert GAME.view(other, seat).sections() == GAME.view(state, seat).sections()
        expected = SearchBot(GAME, i, TINY).act(GAME.view(state, seat))
        assert SearchBot(GAME, i, TINY).act(GAME.view(other, seat)) == expected
        checked += 1
    assert checked == 40


def test_strong_searches_only_votes_card_plays_and_transactions_and_leaves_basic_only_by_a_clear_margin():
    """Where the candidates hardly differ (a tie, a follow-up choice, table instructions) Strong plays Basic's
    move at once; a searched alternative must beat Basic's by GAME.search_confidence standard errors."""
    frames = set()
    for state, seat in strong_positions(60):
        view = GAME.view(state, seat)
        frames.add(view.frame)
        assert view.frame == "vote" or view.frame in WINDOWS or view.frame == "transaction", view.frame
    assert "vote" in frames and frames & WINDOWS
    for state, seat in positions(range(6), basic=tuple(range(6))):
        view = GAME.view(state, seat)
        if view.frame in ("speaker_decides", "choose", "table_instructions"):
            assert search_moves(view, random.Random(0)) == [decide(view, random.Random(0))]
    assert GAME.search_confidence >= 3
    basic, better = [0.5] * 16, [0.5 + 0.02 * (k % 3) for k in range(16)]  # +0.02 a world, s.e. 0.004
    assert choose([basic, better], 0.0, 1.0) == 1 and choose([basic, better], 0.0, 6.0) == 0


def test_strong_compares_only_moves_that_never_harm_itself():
    compared = 0
    for state, seat in strong_positions(60):
        for move in search_moves(GAME.view(state, seat), random.Random(0)):
            if isinstance(move, PlayCard | UseAbility) and move.card in HURTS:
                assert move.target != seat, move
            compared += 1
    assert compared > 100


def test_strong_votes_and_plays_through_whole_games():
    session = play_one(GAME, 6, seed=12, levels=(BotLevel.STRONG,) + (BotLevel.RANDOM,) * 5, budget=TINY)
    mine = [a for a in session.actions if a.seat == 0]
    assert session.is_over() and any(isinstance(a, CastVotes) for a in mine)


def test_uses_predictive_intelligence_when_the_vote_matters():
    used = 0
    for state, seat in positions(range(40), basic=tuple(range(6))):
        if state.stack[-1].kind.value != "vote":
            continue
        view = GAME.view(state, seat)
        p = view.prompt
        _, care = preference(view, seat)
        action = decide(view, random.Random(1))
        if not p.predictive or p.rep_gov or not isinstance(action, CastVotes) or p.forced:
            continue
        if not still_to_vote(view, seat):  # the last voter weighs what its vote changes instead
            continue
        worth_it = care >= MATTERS or (state.agenda_no >= 2 and care > 0.2)
        assert ("predictive-intelligence" in action.extras) == worth_it, (care, action)
        used += worth_it
    assert used >= 2


def test_offers_now_and_then_what_both_sides_gain_by_and_answers_deals_by_their_value():
    asked = 0
    for state, seat in positions(range(30), basic=tuple(range(6))):
        view = GAME.view(state, seat)
        if view.frame == "transaction":
            action = decide(view, random.Random(1))
            assert isinstance(action, AnswerDeal)
            assert action.accept == (
                bool(view.prompt.can_accept) and offer_value(view, seat, view.prompt.offer) > 0
            )
        elif view.frame == "after_revealed":
            for k in range(10):
                action = decide(view, random.Random(k))
                if isinstance(action, ProposeDeal):  # a rival's Political Secret sold back to its owner
                    assert action.give and action.get and action.to != seat, action
                    mine, theirs = deal_gains(view, seat, action.to, action.give, action.get)
                    assert mine > 0 and theirs > 0, action
                    asked += 1
    assert asked >= 2


def test_strong_decides_the_same_from_the_frozen_view_the_table_hands_its_worker():
    for i, (state, seat) in enumerate(strong_positions(6)):
        table = GAME.clone(state)
        frozen = GAME.view(table, seat).complete()  # desktop/bots.py completes the view for its worker
        GAME.apply(table, BasicCouncilBot(i).act(GAME.view(table, seat)))  # ...and the table moves on
        assert SearchBot(GAME, i, TINY).act(frozen) == SearchBot(GAME, i, TINY).act(GAME.view(state, seat))


def test_a_third_law_that_scores_dictate_policy_is_backed_by_its_holder_and_opposed_by_the_rest():
    """The game deals Dictate Policy to one seat: a seat without it knows a rival scores it when a third
    law comes into play, so it votes such a law down (when the law itself means nothing to it)."""
    backed = opposed = 0
    for state, seat in positions(range(60), basic=tuple(range(6))):
        agenda = state.agenda
        if agenda is None or state.stack[-1].kind.value != "vote" or len(state.laws) != 2:
            continue
        card = agenda.card
        if card not in LAWS or "against" not in agenda_outcomes(state) or card in VOTERS:
            continue
        view = GAME.view(state, seat)
        if any(any(gains(view, card, o)) for o in ("for", "against")) or view.agenda.predictions:
            continue  # the law itself (or a rider on it) is worth something to someone: not tested here
        if any("Dictate Policy" in p.scored for p in state.players):
            continue
        outcome, _ = preference(view, seat)
        if "dictate-policy" in state.players[seat].secrets:
            assert outcome == "for"
            backed += 1
        else:
            assert outcome == "against"
            opposed += 1
    assert opposed >= 3


def test_electing_a_rival_counts_the_drive_the_debate_it_may_hold():
    for state, seat in positions(range(5)):
        view = GAME.view(state, seat)
        if view.prompt is None or "drive-the-debate" in state.players[seat].secrets:
            continue
        rival = (seat + 1) % 6
        points = [0.0] * 6
        rival_secrets(view, seat, "minister-of-war", f"player:{rival}", points)
        assert points[rival] == pytest.approx(1 / 5) and sum(points) == pytest.approx(1 / 5)
        mine = [0.0] * 6
        rival_secrets(view, seat, "minister-of-war", f"player:{seat}", mine)
        assert mine == [0.0] * 6  # electing itself scores no rival anything
        return
    raise AssertionError("no position found")


def test_a_first_agenda_vote_spends_no_more_than_a_safe_lead_needs():
    """On the phase's first agenda a planet spent stays exhausted for the second: once our outcome leads
    by more than most of the votes still to come could undo, the rest of our planets stay ready."""
    trimmed = 0
    for state, seat, view, action in basic_votes(range(40)):
        coming = still_to_vote(view, seat)
        if state.agenda_no != 1 or not coming:
            continue
        p = view.prompt
        votes = dict(p.planets)
        tally = current_tally(view)
        rival = max((v for o, v in tally.items() if o != action.outcome), default=0)
        threat = rival + 0.6 * sum(votes_of(view.players[s]) for s in coming)
        cast = tally.get(action.outcome, 0) + sum(votes[name] for name in action.planets)
        if len(action.planets) > 1:
            smallest = min(votes[name] for name in action.planets)
            assert cast - smallest <= threat, (action, tally, threat)  # no planet beyond what is needed
        ready = [name for name, v in p.planets if v > 0 or p.qanoj]
        trimmed += len(action.planets) < len(ready) and cast > threat
    assert trimmed >= 1


def test_goods_count_for_less_as_the_game_ends_and_a_leaders_point_more_than_a_laggards():
    state = GAME.new_state(6, GAME.default_options(), 1)
    state.players[1].vp = 1  # seat 1 leads
    for p in state.players:
        p.secrets.clear()  # no secret objective changes what an election is worth
    first = GAME.view(state, 0)
    goods_first = worth(first, 0, "minister-of-commerce", "player:0")
    leader, laggard = (worth(first, 0, "political-censure", f"player:{s}") for s in (1, 2))
    assert leader < laggard < 0
    last = GAME.clone(state)
    last.round, last.agenda_no = last.options.max_rounds, 2
    end = GAME.view(last, 0)
    assert 0 < worth(end, 0, "minister-of-commerce", "player:0") < goods_first  # goods help only later
    assert worth(end, 0, "political-censure", "player:0") > 0.9  # a point of its own: in full


def test_strong_judges_a_stopped_playout_by_its_share_of_the_win_against_every_rival():
    state = GAME.new_state(6, GAME.default_options(), 1)
    for p in state.players:
        p.hand = []  # points alone (a kept Imperial Rider counts too: the test below)
    for s, vp in enumerate((1, 1, 0, 0, 0, 0)):
        state.players[s].vp = vp
    one_rival_level = GAME.evaluate(state, 0)
    for p in state.players:
        p.vp = 1
    all_level = GAME.evaluate(state, 0)
    assert one_rival_level > all_level  # the same best rival, but five seats level with it win more often
    for s, vp in enumerate((2, 1, 1, 1, 1, 1)):
        state.players[s].vp = vp
    lead_early = GAME.evaluate(state, 0)
    state.round, state.agenda_no = state.options.max_rounds, 2
    lead_late = GAME.evaluate(state, 0)
    assert 0.5 > lead_early > all_level and lead_late > lead_early  # a lead decides more near the end
    state.players[0].tg += 3
    assert GAME.evaluate(state, 0) > lead_late  # trade goods break ties, a little


def test_strong_playouts_run_until_the_agenda_is_resolved_with_the_seat_playing_its_careful_self(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    own: list[int] = []

    class Careful(BasicCouncilBot):
        def act(self, view: CouncilView):
            own.append(view.seat)
            return super().act(view)

    judged: list[CouncilState] = []
    evaluate = GAME.evaluate
    monkeypatch.setattr(GAME, "playout_self", lambda seed: Careful(seed))
    monkeypatch.setattr(GAME, "evaluate", lambda state, seat: judged.append(state) or evaluate(state, seat))
    checked = careful = 0
    for state, seat in strong_positions(8):
        bot = SearchBot(GAME, 1, Budget(playouts=2))
        for move in search_moves(GAME.view(state, seat), random.Random(0)):
            judged.clear()
            own.clear()
            bot.playout(GAME.clone(state), seat, move, 5)
            (end,) = judged
            # Judged once the agenda open (or the first to come) is resolved, and no later: the next is
            # just revealed, or the next round begun, or the game won.
            now = max(1, state.agenda_no)
            after = {(state.round, now + 1), (state.round + 1, 0)}
            assert end.over or (end.round, end.agenda_no) in after, (end.round, end.agenda_no, state.round)
            assert set(own) <= {seat}  # the careful policy plays the searching seat, and only it...
            checked += 1
            careful += bool(own)
    assert checked >= 8 and careful >= 4
    # ...and it is Basic itself (the rivals' policy is the quicker playout bot that votes noisily).
    assert type(GalacticCouncil.playout_self(GAME, 3)) is BasicCouncilBot


def even_for_against_votes() -> Iterator[tuple[CouncilState, int, AgendaContext]]:
    """A Basic seat's votes on a For/Against agenda with no rider open yet, on an even table (a laggard's
    point matters little to a seat far ahead): (state, seat, agenda)."""
    for state, seat in positions(range(30)):
        agenda = state.agenda
        if seat > 2 or agenda is None or state.stack[-1].kind.value != "vote" or agenda.ledger.open:
            continue
        if agenda_outcomes(state) != ("for", "against") or len({p.vp for p in state.players}) > 1:
            continue
        yield state, seat, agenda


def test_a_covert_legislation_stand_in_is_never_covert_legislation_itself():
    state = GAME.new_state(6, GAME.default_options(), 1)
    outcomes = eligible_outcomes(state, "minister-of-war")
    assert same_outcomes(state, "minister-of-war", outcomes)
    assert not same_outcomes(state, "covert-legislation", outcomes)  # no outcomes of its own: not a crash


def test_a_rivals_imperial_rider_is_voted_down_and_a_seats_own_rider_backed():
    """An Imperial Rider on the table pays its rider a point if its outcome wins: a seat that does not care
    about the agenda itself votes against a rival's rider, and counts its own rider as a point."""
    checked = 0
    for state, seat, agenda in even_for_against_votes():
        view = GAME.view(state, seat)
        if view.prompt.rep_gov or view.prompt.forced or not any(v for _, v in view.prompt.planets):
            continue
        card = agenda.card
        if card in VOTERS or any(abs(worth(view, seat, card, o)) > 0.02 for o in ("for", "against")):
            continue  # the agenda itself matters to the seat: not the case tested here
        rival = (seat + 1) % 6
        ridden = state.copy()
        ridden.agenda.ledger.add(Commitment(rival, CommitmentKind.RIDER, agenda.key, "for", "imperial-rider"))
        ridden_view = GAME.view(ridden, seat)
        assert worth(ridden_view, seat, card, "for") < worth(ridden_view, seat, card, "against") - 0.05
        assert preference(ridden_view, seat)[0] == "against"
        own = state.copy()
        own.agenda.ledger.add(Commitment(seat, CommitmentKind.RIDER, agenda.key, "for", "imperial-rider"))
        own_view = GAME.view(own, seat)
        assert worth(own_view, seat, card, "for") > worth(own_view, seat, card, "against") + 0.2
        checked += 1
    assert checked >= 3


def test_standalone_a_rivals_board_rider_changes_nothing_an_outcome_is_worth():
    """Standalone, a rival's Construction (or other board) Rider pays nothing that wins: an outcome it rides
    on is worth the same as without it (worth.py and Basic's riding agree), while a rival's Trade Rider
    still counts against that outcome."""
    checked = 0
    for state, seat, agenda in even_for_against_votes():
        card = agenda.card
        rival = (seat + 1) % 6
        plain = GAME.view(state, seat)
        before = worth(plain, seat, card, "for") - worth(plain, seat, card, "against")
        changes = {}
        for rider in ("construction-rider", "trade-rider"):
            ridden = state.copy()
            ridden.agenda.ledger.add(Commitment(rival, CommitmentKind.RIDER, agenda.key, "for", rider))
            view = GAME.view(ridden, seat)
            changes[rider] = worth(view, seat, card, "for") - worth(view, seat, card, "against") - before
        assert changes["construction-rider"] == pytest.approx(0.0), changes
        assert changes["trade-rider"] < -0.01, changes
        checked += 1
        if checked >= 3:
            return
    raise AssertionError(f"only {checked} positions found")


def test_new_constitution_is_voted_down_by_a_points_law_holder_and_up_by_its_rivals():
    """New Constitution (For) discards every law in play: Political Censure's holder loses its point."""
    for state, seat in positions(range(3)):
        if state.agenda is None or state.stack[-1].kind.value != "vote" or state.laws:
            continue
        rival = (seat + 1) % 6
        for holder, sign in ((seat, -1), (rival, 1)):
            censured = state.copy()
            censured.laws["political-censure"] = holder
            censured.players[holder].vp += 1
            view = GAME.view(censured, seat)
            card = "new-constitution"
            change = worth(view, seat, card, "for") - worth(view, seat, card, "against")
            assert change * sign > 0.1, (holder, change)
        return
    raise AssertionError("no position found")


def test_strong_counts_a_kept_imperial_rider_as_part_of_a_point_until_the_game_ends():
    """A playout stops when its agenda resolves: without a worth for the rider still in hand, the search
    would see nothing lost in playing it on the first long shot."""
    state = GAME.new_state(6, GAME.default_options(), 1)
    for p in state.players:
        p.hand = [card for card in p.hand if card != "imperial-rider"]
    without = GAME.evaluate(state, 0)
    state.players[0].hand.append("imperial-rider")
    kept = GAME.evaluate(state, 0)
    state.players[0].vp += 1
    scored = GAME.evaluate(state, 0)
    assert without < kept < scored  # worth something, less than the point it may win
    state.players[0].vp -= 1
    state.over, state.winners = True, (1,)
    over_kept = GAME.evaluate(state, 0)
    state.players[0].hand.remove("imperial-rider")
    assert GAME.evaluate(state, 0) == over_kept  # once the game is over a card in hand wins nothing


def test_standalone_never_rides_a_rider_whose_reward_is_on_the_board():
    """Standalone there is no board: a Construction, Diplomacy, Warfare, Technology or Leadership Rider pays
    nothing that wins, and riding costs the seat its vote, so Basic keeps them (it still rides Trade,
    Politics and Imperial Riders)."""
    offered = ridden = 0
    for state, seat in positions(range(40), basic=tuple(range(6))):
        if state.stack[-1].kind.value != "after_revealed":
            continue
        view = GAME.view(state, seat)
        offered += any(card in BOARD_RIDERS for _verb, card, _params in view.plays)
        action = decide(view, random.Random(1))
        if isinstance(action, PlayCard):
            assert action.card not in BOARD_RIDERS, action
            ridden += action.card in RIDER_REWARD
    assert offered >= 20 and ridden >= 5


def rival_rider_to_cancel(seeds: range) -> Iterator[tuple[CouncilState, int]]:
    """Basic seats asked whether to cancel a rival's Trade Rider (not the leader's) with their only
    Sabotage."""
    for state, seat in positions(seeds, basic=tuple(range(6))):
        if state.stack[-1].kind.value != "cancel_window":
            continue
        view = GAME.view(state, seat)
        p = view.window_prompt()
        if p.card_played != "trade-rider" or p.played_by in (seat, leader(view, seat)):
            continue
        if cancels_held(view, seat) == 1 and any(card == "sabotage" for _v, card, _p in view.plays):
            yield state, seat


def test_keeps_its_last_sabotage_for_a_rivals_imperial_rider():
    """Its only Sabotage is not spent on a rival's Trade Rider (trade goods win nothing by themselves) but
    on a rival's Imperial Rider (a point)."""
    found = 0
    for state, seat in rival_rider_to_cancel(range(80)):
        action = decide(GAME.view(state, seat), random.Random(1))
        assert not (isinstance(action, PlayCard) and action.card == "sabotage"), action
        imperial = state.copy()
        imperial.stack[-1].data["card"] = "imperial-rider"
        action = decide(GAME.view(imperial, seat), random.Random(1))
        assert isinstance(action, PlayCard) and action.card == "sabotage", action
        found += 1
        if found >= 3:
            return
    raise AssertionError(f"only {found} positions found")


def test_cancels_a_rivals_imperial_rider_with_instinct_training():
    """The Xxcha's Instinct Training cancels a card as Sabotage does (for a strategy token): Basic uses it
    on a rival's Imperial Rider, and keeps it (its only way to cancel) through a rival's Trade Rider."""
    for state, seat in positions(range(80), basic=tuple(range(6))):
        if state.stack[-1].kind.value != "cancel_window" or state.stack[-1].data["player"] == seat:
            continue
        view = GAME.view(state, seat)
        if state.agenda is None or not any(card == "instinct-training" for _v, card, _p in view.plays):
            continue
        checked = []
        for card, cancels in (("imperial-rider", True), ("trade-rider", False)):
            xxcha = state.copy()
            xxcha.stack[-1].data["card"] = card
            xxcha.players[seat].hand = [c for c in xxcha.players[seat].hand if c != "sabotage"]
            xxcha.players[seat].vp = 0  # the rider's player leads, or not: a rider on its own matters
            xxcha.players[xxcha.stack[-1].data["player"]].vp = 0
            action = decide(GAME.view(xxcha, seat), random.Random(1))
            used = isinstance(action, UseAbility) and action.card == "instinct-training"
            checked.append(used == cancels)
        assert all(checked), checked
        return
    raise AssertionError("no position found")


def test_a_seat_whose_votes_all_come_from_elder_qanoj_casts_a_legal_vote():
    # Seat 1 holds the Xxcha's Alliance (Elder Qanoj: a vote per planet) and only planets of no influence:
    # Qanoj's votes are all it has. On the phase's first agenda, caring a little, it keeps about half its
    # votes for the second one; counted without Qanoj's votes that half was nothing, and it cast an empty
    # vote the rules refuse.
    from games.council.state import FrameKind
    from tests.council.table import run_until, table

    state = table(
        factions=("", "", "xxcha", ""),
        planets=(("mecatol-rex",), ("arretze", "ashtroth"), ("arinam", "meer"), ("bereg", "lirta-iv")),
        deck=["minister-of-industry", "minister-of-peace"],
    )
    state.players[1].notes.append("alliance@2")
    run_until(state, FrameKind.VOTE, seat=1)
    view = GAME.view(state, 1)
    p = view.vote_prompt()
    assert p.qanoj and all(votes == 0 for _, votes in p.planets) and still_to_vote(view, 1), p.planets
    action = make_bot(GAME, BotLevel.BASIC, 1).act(view)
    assert isinstance(action, CastVotes) and action.planets, action
    GAME.apply(state, action)  # the rules accept it


def test_basic_and_strong_bots_play_a_companion_game_to_the_end_confirming_the_table_between_rounds():
    """Beside a real board the session asks for the table between rounds; a bot cannot see the board,
    so it confirms the table as the session knows it (it used to fail asking for another prompt)."""
    from games.council.actions import TableCheck
    from games.council.options import CouncilOptions, Mode

    for level in (BotLevel.BASIC, BotLevel.STRONG):
        session = play_one(
            GAME, 4, 3, CouncilOptions(mode=Mode.COMPANION), levels=(level,) * 4, budget=Budget(playouts=4)
        )
        assert session.state.over
        assert any(isinstance(a, TableCheck) for a in session.actions)
