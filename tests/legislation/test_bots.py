"""The Basic and Strong Legislation bots: the rules of thumb a player would name, trust, bounded deals,
a seed that repeats, and no cheating (a decision never depends on what the seat cannot see)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

from games.core.bots import RandomBot, make_bot
from games.core.ledger import Commitment, CommitmentKind
from games.core.legal import is_listed
from games.core.search import SAME_WORLDS, Budget, SearchBot, choose
from games.core.seats import BotLevel
from games.core.simulate import play_one
from games.legislation.actions import (
    CancelDeal,
    CastVote,
    Choice,
    ConfirmDeal,
    Discard,
    DropDeal,
    EndTurn,
    Propose,
    Terms,
)
from games.legislation.bots.basic import BasicLegislationBot, PlayoutLegislationBot, decide
from games.legislation.bots.determinise import determinise
from games.legislation.bots.moves import LARGE_GAIN, MAX_MOVES, evaluate, projected
from games.legislation.bots.negotiation import approachable, best_offer
from games.legislation.bots.outlook import Outlook
from games.legislation.bots.stakes import DISCARD_MARGIN, Stakes, interest_votes
from games.legislation.options import BallotStyle, LegislationOptions
from games.legislation.state import BILL_SUBJECTS, DISCARD, DRAW, OVER, PLEDGE, VOTE, LegislationState, Step
from games.legislation.views import view as seat_view
from tests.legislation.tables import GAME

SMALL = Budget(playouts=8, horizon=20)


def positions(
    seeds: range, seats: int = 5, ballot: BallotStyle = BallotStyle.SECRET, levels: str = "basic"
) -> Iterator[tuple[LegislationState, int]]:
    """Every decision of whole games between bots: (the state, the seat to decide), then it is played."""
    for seed in seeds:
        state = GAME.new_state(seats, LegislationOptions(9, ballot), seed)
        bots = [
            make_bot(GAME, BotLevel.BASIC if levels == "basic" else BotLevel.RANDOM, seed * 10 + s)
            for s in range(seats)
        ]
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            yield state, seat
            GAME.apply(state, bots[seat].act(seat_view(state, seat)))


# --- the rules of thumb --------------------------------------------------------------------------------
def test_never_votes_against_its_own_large_gain_without_a_token():
    checked = 0
    for state, _seat in positions(range(6)):
        for voter in GAME.to_act(state):
            if state.floor is None or state.phase is not VOTE or state.step is not Step.BALLOT:
                continue
            bill = state.floor
            held = state.ledger.held_by(voter, BILL_SUBJECTS[bill])
            if state.points[voter][bill] >= 2 and not held:
                assert decide(seat_view(state, voter)) == CastVote(voter, Choice.YAY)
                checked += 1
    assert checked > 20


def _pivotal_roll_calls() -> Iterator[tuple[LegislationState, int]]:
    """Roll-call ballots where the last voter (the sponsor) decides: the others' votes are tied."""
    for state, seat in positions(range(40), ballot=BallotStyle.ROLL_CALL, levels="random"):
        if state.step is Step.BALLOT and len(state.ballot.votes) == state.seats - 1:
            tally = state.ballot.tally()
            if tally["yay"] == tally["nay"]:
                yield state, seat


def _pledged(state: LegislationState, seat: int) -> LegislationState:
    """The same table, but `seat` has promised Yay on the bill on the floor (to the seat on its left)."""
    state = state.clone()
    subject = BILL_SUBJECTS[state.floor]
    state.ledger.open = [c for c in state.ledger.open if not (c.seat == seat and c.subject == subject)]
    partner = (seat + 1) % state.seats
    state.ledger.add(Commitment(seat, CommitmentKind.PLEDGE, subject, "yay", "deal 99", partner))
    state.owes_skip = set()
    state.table = None
    return state


def test_keeps_a_pledge_when_breaking_it_gains_little_and_breaks_it_when_it_gains_much():
    kept = broken = 0
    for state, seat in _pivotal_roll_calls():
        pledged = _pledged(state, seat)
        look = Outlook(seat_view(pledged, seat))
        if not look.pledge_rounds_left():
            continue
        worth = look.mine(state.floor)
        choice = decide(seat_view(pledged, seat)).choice
        if -1.0 < worth <= 0:  # pivotal, but the bill costs it less than sitting out a Pledge round
            assert choice is Choice.YAY, (worth, choice)
            kept += 1
        elif worth < -1.6:  # pivotal and costly: worth the skipped Pledge turn
            assert choice is Choice.NAY, (worth, choice)
            broken += 1
    assert kept >= 3 and broken >= 3


def test_discards_what_a_blind_draw_beats_and_keeps_its_best_bills():
    for state, seat in positions(range(8)):
        if state.phase is not DISCARD:
            continue
        view = seat_view(state, seat)
        look = Outlook(view)
        action = decide(view)
        assert isinstance(action, Discard)
        best = max(view.hand, key=look.mine)
        assert best not in action.bills
        assert all(look.mine(b) < 0.5 for b in action.bills)
        break
    else:
        pytest.fail("no discard round")


def test_proposes_the_bill_it_expects_most_from():
    seen = 0
    for state, seat in positions(range(4)):
        if state.phase is VOTE and state.step is Step.PROPOSE:
            view = replace(seat_view(state, seat), swap_open=False)  # past the swap, if any
            look = Outlook(view)
            action = decide(view)
            assert isinstance(action, Propose)
            assert look.expected(action.bill) == max(look.expected(b) for b in view.table.on_deck[seat])
            seen += 1
    assert seen > 10


# --- deals and trust -------------------------------------------------------------------------------------
def test_bots_make_deals_with_each_other_and_every_pledge_turn_ends_soon():
    session = play_one(GAME, 5, seed=3, levels=(BotLevel.BASIC,) * 5)
    kinds = [a.kind for a in session.actions]
    assert "terms" in kinds and "confirm" in kinds
    run = longest = 0
    for action in session.actions:
        run = run + 1 if action.kind in ("terms", "confirm", "drop", "cancel") else 0
        longest = max(longest, run)
    assert longest <= 6, "a Pledge turn between bots must end within a few moves"


def _pledge_turn_with_open_deal(opener: int, partner: int) -> LegislationState:
    for state, seat in positions(range(10)):
        if state.phase is PLEDGE and state.deal is None and seat == opener and state.seats > partner:
            state = state.clone()
            GAME.apply(state, Terms(opener, partner, (), ()))
            return state
    raise AssertionError("no Pledge turn for that seat")


def test_refuses_a_deal_from_a_seat_that_betrayed_it_and_never_approaches_it():
    state = _pledge_turn_with_open_deal(0, 1)
    state.betrayals = ((0, 1),)
    state.table = None
    assert decide(seat_view(state, 1)) == DropDeal(1)
    refused = 0
    for state, seat in positions(range(6)):
        if state.phase is PLEDGE and state.deal is None and state.active == seat:
            view = replace(seat_view(state, seat), swap_open=False)
            opened = decide(view)
            if not isinstance(opened, Terms):
                continue
            betrayed = state.clone()
            betrayed.betrayals = ((opened.partner, seat),)
            betrayed.table = None
            again = decide(replace(seat_view(betrayed, seat), swap_open=False))
            assert not isinstance(again, Terms) or again.partner != opened.partner
            refused += 1
    assert refused > 5


def test_a_betrayer_must_offer_more():
    """The same offer is worth less to a bot from a seat that betrays: its promises are discounted."""
    for state, seat in positions(range(10)):
        if state.phase is PLEDGE and state.deal is None and state.active == seat:
            action = decide(seat_view(state, seat))
            if isinstance(action, Terms):
                break
    else:
        raise AssertionError("no deal opened")
    partner = action.partner
    GAME.apply(state := state.clone(), action)
    answer = decide(seat_view(state, partner))
    if not isinstance(answer, Terms):
        pytest.skip("the partner did not add a part")
    GAME.apply(state, answer)
    from games.legislation.bots.negotiation import deal_worth, open_parts

    view = seat_view(state, seat)
    trusted = deal_worth(Outlook(view), seat, view.open_deal.parties, open_parts(view.open_deal))
    state.betrayals = (
        (partner, (partner + 1) % state.seats if (partner + 1) % state.seats != seat else 0),
    ) * 2
    state.table = None
    view = seat_view(state, seat)
    wary = deal_worth(Outlook(view), seat, view.open_deal.parties, open_parts(view.open_deal))
    assert wary < trusted


def test_answers_a_humans_offer_at_once_and_by_its_worth():
    """A human opens a deal with a bot; the bot adds its part or answers in one move, never stalls."""
    answered = 0
    for state, seat in positions(range(6)):
        if state.phase is PLEDGE and state.deal is None and state.active == seat:
            state = state.clone()
            partner = (seat + 1) % state.seats
            if partner in state.benched:
                continue
            on_deck = [b for bills in state.on_deck for b in bills]
            GAME.apply(
                state, Terms(seat, partner, (), ((on_deck[0], decide_token(state, seat, on_deck[0])),))
            )
            reply = decide(seat_view(state, partner))
            assert isinstance(reply, Terms | ConfirmDeal | DropDeal)
            GAME.apply(state, reply)
            if isinstance(reply, Terms):  # the human confirms; or changes its part, and the bot answers again
                assert state.waiting == (seat,)
            answered += 1
            if answered > 10:
                return
    assert answered


def decide_token(state: LegislationState, seat: int, bill: int):
    from games.legislation.actions import Token

    return Token.PLEDGE if state.points[seat][bill] >= 0 else Token.ANTI_PLEDGE


# --- determinism and no cheating ---------------------------------------------------------------------------
def test_the_same_seed_plays_the_same_game():
    levels = (BotLevel.BASIC, BotLevel.STRONG, BotLevel.RANDOM)
    short = LegislationOptions(hand_size=6)
    tiny = Budget(playouts=4, horizon=10)
    one = play_one(GAME, 3, seed=5, options=short, levels=levels, budget=tiny)
    two = play_one(GAME, 3, seed=5, options=short, levels=levels, budget=tiny)
    assert one.actions == two.actions and one.is_over()


def rearranged(state: LegislationState, seat: int, rng: random.Random) -> LegislationState:
    """Everything `seat` cannot see, dealt again: other hands and the deck reshuffled together (sizes
    kept), other seats' secret discards and unrevealed votes chosen afresh."""
    other = state.clone()
    view = seat_view(state, seat)
    pinned = set()
    for mine in view.my_deals:
        pinned.update(mine.given)
    if view.open_deal is not None:
        pinned.update(b for part in view.open_deal.give for b in part)
    hidden = [b for s in range(state.seats) if s != seat for b in state.hands[s] if b not in pinned]
    hidden += state.deck
    rng.shuffle(hidden)
    for s in range(state.seats):
        if s != seat:
            keep = [b for b in state.hands[s] if b in pinned]
            take = len(state.hands[s]) - len(keep)
            other.hands[s] = keep + hidden[:take]
            del hidden[:take]
    other.deck = hidden
    for s in list(other.discard_choices):
        if s != seat:
            other.discard_choices[s] = tuple(b for b in other.hands[s] if rng.random() < 0.3)
    ballot = other.ballot
    if ballot is not None and ballot.mode.value == "secret" and len(ballot.votes) < state.seats:
        from games.legislation.voting import VOTES

        for s in list(ballot.votes):
            if s != seat:
                ballot.votes[s] = VOTES[rng.choice(list(Choice))]
    for deal in other.deals:  # bills that changed hands between two other seats: any of the receiver's
        if seat not in (deal.a, deal.b):
            for giver in (deal.a, deal.b):
                hand = other.hands[deal.other(giver)]
                deal.give[giver] = tuple(rng.sample(hand, min(len(deal.give[giver]), len(hand))))
    other.table = None
    assert seat_view(other, seat) == view, "the rearrangement must look the same from the seat"
    return other


@pytest.mark.parametrize("level", [BotLevel.BASIC, BotLevel.STRONG])
def test_no_cheating_a_decision_never_depends_on_what_the_seat_cannot_see(level):
    rng = random.Random(17)
    checked = 0
    step = 1 if level is BotLevel.BASIC else 6
    games = range(3) if level is BotLevel.BASIC else range(1)
    for i, (state, _seat) in enumerate(positions(games, ballot=BallotStyle.SECRET)):
        if i % step:
            continue
        for s in GAME.to_act(state)[:2]:
            seed = 1000 + i
            bot = make_bot(GAME, level, seed, SMALL)
            expected = bot.act(seat_view(state, s))
            for _ in range(2 if level is BotLevel.BASIC else 1):
                again = make_bot(GAME, level, seed, SMALL).act(seat_view(rearranged(state, s, rng), s))
                assert again == expected, (level, i, s)
            checked += 1
    assert checked > (200 if level is BotLevel.BASIC else 60)


def test_a_sampled_table_looks_exactly_like_the_real_one_to_its_seat():
    rng = random.Random(5)
    for i, (state, _seat) in enumerate(positions(range(3), seats=6)):
        if i % 3 == 0:
            for s in GAME.to_act(state):
                view = seat_view(state, s)
                assert seat_view(determinise(view, rng), s) == view


def test_strong_thinks_within_its_budget_and_reports_playouts():
    for state, seat in positions(range(2)):
        if state.step is Step.BALLOT:
            bot = SearchBot(GAME, 1, Budget(playouts=12, horizon=10))
            bot.act(seat_view(state, seat))
            assert bot.last.candidates == 3 and bot.last.playouts == 12
            return


def test_a_random_bot_and_the_shared_screen():
    state = GAME.new_state(3, LegislationOptions(), 1)
    with pytest.raises(ValueError):
        BasicLegislationBot(1).act(seat_view(state, None))
    assert RandomBot(GAME, 1).act(seat_view(state, 0)).seat == 0
    assert replace(seat_view(state, 0), swap_open=False).seat == 0


# --- the Strong bot: what it compares, and the rules of thumb it keeps ----------------------------------
def test_strong_compares_moves_from_the_legal_listing_basics_first():
    """Every candidate is one the game lists as legal for the seat; Basic's move comes first; every vote
    and every bill it could propose is weighed; a discard is compared with other discards."""
    kinds = set()
    for i, (state, seat) in enumerate(positions(range(2))):
        if i % 3:
            continue
        view = seat_view(state, seat)
        moves = GAME.search_moves(view, random.Random(i))
        listing = GAME.legal_actions(state, seat)
        assert moves[0] == decide(view), i
        assert all(is_listed(listing, move) for move in moves), (i, moves)
        assert len(set(moves)) == len(moves) <= MAX_MOVES
        kinds.add(type(moves[0]).__name__)
        if state.step is Step.PROPOSE and not view.swap_open:
            assert {m.bill for m in moves if isinstance(m, Propose)} == set(state.on_deck[seat])
        if state.phase is DISCARD:
            assert len(moves) >= 3 and all(isinstance(m, Discard) for m in moves)
    assert {"CastVote", "Discard", "Propose", "PlaceOnDeck", "Draw"} <= kinds


def test_strong_never_votes_against_its_own_large_gain_without_a_token():
    checked = 0
    for i, (state, _seat) in enumerate(positions(range(3))):
        if state.floor is None or state.phase is not VOTE or state.step is not Step.BALLOT or i % 2:
            continue
        for voter in GAME.to_act(state):
            points = state.points[voter][state.floor]
            if abs(points) < LARGE_GAIN or state.ledger.held_by(voter, BILL_SUBJECTS[state.floor]):
                continue
            choice = SearchBot(GAME, i, SMALL).act(seat_view(state, voter)).choice
            assert choice is not (Choice.NAY if points > 0 else Choice.YAY), (i, voter, points)
            checked += 1
    assert checked > 10


def test_strong_keeps_a_pledge_whenever_basic_would():
    """A token on the floor that Basic keeps (keeping costs less than the skipped Pledge turn and the lost
    trust): the Strong bot keeps it too, and does not spend a playout on breaking it."""
    kept = 0
    for state, seat in _pivotal_roll_calls():
        pledged = _pledged(state, seat)
        view = seat_view(pledged, seat)
        if decide(view).choice is not Choice.YAY:
            continue
        bot = SearchBot(GAME, kept, SMALL)
        assert bot.act(view) == CastVote(seat, Choice.YAY)
        assert bot.last.playouts == 0
        kept += 1
        if kept >= 20:
            break
    assert kept >= 10


def test_strong_decides_the_same_way_with_the_same_seed():
    seen = set()
    for i, (state, seat) in enumerate(positions(range(1))):
        if i % 5:
            continue
        view = seat_view(state, seat)
        first = SearchBot(GAME, 40 + i, SMALL).act(view)
        assert SearchBot(GAME, 40 + i, SMALL).act(view) == first, i
        seen.add(first != decide(view))
    assert seen == {True, False}, "the search must sometimes leave Basic's move (else it is no search)"


def test_the_playout_policy_answers_deals_but_never_opens_one():
    opened = answered = 0
    for state, seat in positions(range(4)):
        if state.phase is not PLEDGE:
            continue
        view = replace(seat_view(state, seat), swap_open=False)
        action = PlayoutLegislationBot(1).act(view)
        if state.deal is None:
            assert isinstance(action, EndTurn)
            opened += isinstance(decide(view), Terms)  # where Basic would have opened one
        else:
            assert action == decide(view)
            answered += 1
    assert opened and answered


def test_choose_leaves_basics_move_only_for_a_clear_gain():
    base = [0.5, 0.4, 0.6, 0.5]
    assert choose([base, [0.5, 0.4, 0.6, 0.5]]) == 0  # a tie: Basic's move
    assert choose([base, [0.9, 0.1, 0.9, 0.2]]) == 0  # better on average, but only by luck
    assert choose([base, [0.6, 0.5, 0.7, 0.6], [0.7, 0.6, 0.8, 0.7]]) == 2  # clearly better: the best
    assert choose([[0.2], [0.3]]) == 1  # one world: the better one


# --- what the search leans on: bill worths worked out once, the projection, where it stops ---------------
def test_a_bill_nobody_pledged_is_worth_what_the_full_reckoning_says():
    """Bills in hands, piles and the deck carry no token, so their expected worth is worked out once per
    table (`quiet_expected`): it must equal P(pass) x worth reckoned in full."""
    checked = 0
    for i, (state, seat) in enumerate(positions(range(2))):
        if i % 9:
            continue
        look = Outlook(seat_view(state, seat))
        for bill in (*look.unseen(), *look.view.hand, *(b for p in look.view.table.piles for b in p)):
            if bill in look.tokens or bill == look.view.floor:
                continue
            for judge in range(look.seats):
                full = look.pass_chance(bill, judge=judge) * look.worth[judge][bill]
                assert look.expected(bill, judge) == pytest.approx(full, abs=1e-12)
                checked += 1
    assert checked > 1000


def test_the_projection_knows_how_the_last_bills_will_go():
    """With few bills left the projected scores (every bill in play voted by interest and tokens, votes
    already cast as cast) are exactly how a game between Basic bots ends."""
    checked = 0
    for seed in range(4):
        state = GAME.new_state(5, LegislationOptions(9, BallotStyle.SECRET), 300 + seed)
        bots = [make_bot(GAME, BotLevel.BASIC, s) for s in range(5)]
        late = []
        while GAME.to_act(state):
            scores, left = projected(state)
            if 0 < left <= 6:
                late.append(scores)
            seat = GAME.to_act(state)[0]
            GAME.apply(state, bots[seat].act(seat_view(state, seat)))
        for scores in late:
            assert scores == [float(s) for s in state.scores], seed
            checked += 1
    assert checked > 20


def test_evaluate_counts_wins_and_leads():
    finished = None
    for state, _seat in positions(range(1)):
        finished = state
    assert finished is not None and finished.phase is OVER
    top = max(finished.scores)
    winners = [s for s in range(5) if finished.scores[s] == top]
    for s in range(5):
        assert evaluate(finished, s) == (1 / len(winners) if s in winners else 0.0)
    better = 0
    for i, (state, seat) in enumerate(positions(range(1))):
        if i % 40 or state.phase is OVER:
            continue
        ahead = state.clone()
        ahead.scores[seat] += 3
        assert 0.0 <= evaluate(state, seat) <= evaluate(ahead, seat) <= 1.0, i
        better += evaluate(state, seat) < evaluate(ahead, seat)
    assert better > 5


def test_strong_stops_searching_a_vote_that_decides_nothing():
    """When every candidate scored alike in each of the first SAME_WORLDS sampled tables (the seat's vote
    changes no outcome there), the search stops and plays Basic's move."""
    stopped = searched = 0
    for i, (state, seat) in enumerate(positions(range(2))):
        if state.step is not Step.BALLOT or i % 3:
            continue
        view = seat_view(state, seat)
        bot = SearchBot(GAME, i, Budget(playouts=60, horizon=20))
        move = bot.act(view)
        if bot.last.candidates < 2:
            continue
        if bot.last.playouts == SAME_WORLDS * bot.last.candidates:
            assert move == decide(view), i
            stopped += 1
        else:
            searched += 1
    assert stopped and searched


def test_strong_weighs_opening_a_deal_with_more_than_one_partner():
    weighed = 0
    for i, (state, seat) in enumerate(positions(range(3))):
        if state.phase is not PLEDGE or state.deal is not None or i % 2:
            continue
        view = replace(seat_view(state, seat), swap_open=False)
        moves = GAME.search_moves(view, random.Random(i))
        partners = {m.partner for m in moves if isinstance(m, Terms)}
        look = Outlook(view)
        willing = [p for p in approachable(look) if any(best_offer(look, p)[0])]  # Basic has an offer for
        if isinstance(moves[0], Terms) and len(willing) > 1:
            assert len(partners) > 1, (i, moves)
            weighed += 1
    assert weighed > 3


def test_stakes_value_a_bill_by_the_lead_it_brings_over_the_rivals_who_can_win():
    """A bill that would fail is worth nothing to hold; one that passes is worth the seat's points minus
    its rivals' weighed by how likely each is to finish ahead; the rival projected ahead weighs more."""
    checked = 0
    for i, (state, seat) in enumerate(positions(range(2))):
        if i % 25 or state.phase is OVER:
            continue
        look = Outlook(seat_view(state, seat))
        stakes = Stakes(look)
        assert stakes.threat[seat] == 0.0 and sum(stakes.threat) == pytest.approx(1.0)
        for bill in look.unseen():
            votes = sum(interest_votes(state.representatives)[bill])
            if votes <= 0:
                assert stakes.value(bill) == 0.0
            else:
                rivals = sum(w * state.points[s][bill] for s, w in enumerate(stakes.threat))
                assert stakes.value(bill) == pytest.approx(state.points[seat][bill] - rivals)
        rivals = sorted((s for s in range(5) if s != seat), key=lambda s: stakes.projected[s])
        weights = [stakes.threat[s] for s in rivals]
        assert weights == sorted(weights), i  # the further ahead a rival is projected, the more it weighs
        checked += weights[-1] > weights[0]
    assert checked > 3


def test_a_win_minded_swap_never_gives_up_a_better_bill():
    swaps = 0
    for i, (state, seat) in enumerate(positions(range(2))):
        view = seat_view(state, seat)
        if not view.swap_open or not view.hand or i % 2:
            continue
        stakes = Stakes(Outlook(view))
        swap = stakes.swap()
        if swap is None:
            continue
        taken = stakes.blind() if swap.pile is None else stakes.value(swap.bill)
        assert taken > stakes.value(swap.discard)
        assert stakes.value(swap.discard) == min(map(stakes.value, view.hand))
        swaps += 1
    assert swaps > 5


def test_win_minded_discards_and_draws_keep_what_beats_a_blind_draw():
    """The win-minded Discard throws exactly the bills worth clearly less than a blind draw; the Draw
    takes from the piles only bills worth more than one (unless the deck runs short), best first."""
    discards = draws = 0
    for state, seat in positions(range(3)):
        if state.phase not in (DISCARD, DRAW):
            continue
        view = seat_view(state, seat)
        stakes = Stakes(Outlook(view))
        blind = stakes.blind()
        if state.phase is DISCARD:
            thrown = set(stakes.discard().bills)
            assert thrown == {b for b in view.hand if stakes.value(b) < blind - DISCARD_MARGIN}
            discards += 1
        elif view.must_draw and view.table.deck_count >= view.must_draw:
            draw = stakes.draw()
            taken = [stakes.value(b) for _, b in draw.from_piles]
            assert all(value > blind for value in taken)
            assert len(draw.from_piles) + draw.from_deck == view.must_draw
            left = [stakes.value(b) for o, p in enumerate(view.table.piles) if o != seat for b in p]
            for value in taken:
                left.remove(value)
            if draw.from_deck and left:
                assert max(left) <= blind or len(taken) == view.must_draw
            draws += 1
    assert discards > 5 and draws > 3


def test_strong_never_cancels_a_deal_it_made():
    """No propose-then-cancel churn: a Strong seat never searches taking back a deal a partner agreed to."""
    from games.legislation.bots.moves import search_moves

    seen = 0
    for state, seat in positions(range(6)):
        if state.phase is PLEDGE and state.deals and state.deal is None:
            view = GAME.view(state, seat)
            assert not any(isinstance(m, CancelDeal) for m in search_moves(view, random.Random(0)))
            seen += 1
    assert seen
    session = play_one(GAME, 5, seed=4, levels=(BotLevel.STRONG,) + (BotLevel.BASIC,) * 4, budget=Budget(8))
    assert "cancel" not in [a.kind for a in session.actions]
