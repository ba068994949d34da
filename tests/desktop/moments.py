"""Scenario builders for the desktop tests: sessions stopped at a named moment by plain, scripted moves.

A desktop test that needs "seat 0 votes on the bill on the floor" asks `legislation("vote", 8)` instead of
replaying thousands of seeded random-bot moves: the bots may change (and do) without moving the test.
Every builder plays the simplest legal move for each seat (pass, abstain, keep, end the turn; see
`PLAIN`), steered by a few explicit actions where the simplest move never leads to the moment (a discard
before the Draw round, a deal offered to seat 0, the role seat 0 leads), and stops the first time seat 0
faces the moment. It then checks that the moment is what its name says (`decision_kind`, and a check of
its own where the name says more), so a rules change that moves the moment fails here, loudly, instead of
leaving a test to look at some other screen. Each builder is bounded by `MOST_MOVES`.

The moments (per game, the kinds `table_states.decision_kind` names):
    legislation: discard, draw, place, lobby, vote, propose, deal
    council:     window, window+plays, vote, transaction, table_instructions, choose
    starward:    respond, action, role, boost, keep, cleanup, colonize, produce, trade, research
`finished(game, players)` plays the plain moves to the end of the game; endings.py plays games to a chosen
end (a sole winner, a tie on influence).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from table_states import _config, decision_kind

from games.core.legal import ChoiceSpace
from games.core.session import Session
from games.registry import load_game

MOST_MOVES = 250
"""The most moves a builder plays to reach a moment (the slowest, Legislation's `tokens` with eight
seats, takes 216)."""

PLAIN: dict[str, tuple[str, ...]] = {
    # Each game's actions by preference: a seat plays the first listed kind it may (its first member when
    # the listing offers a choice space): the move that changes least.
    "legislation": ("discard", "draw", "place", "end_turn", "propose", "vote", "drop", "cancel"),
    "council": ("pass", "abstain", "confirm_instruction", "break_tie", "answer_deal", "choose"),
    "starward": ("end_actions", "dissent", "boost", "cleanup", "keep_planet", "choose_role", "follow"),
}

Steer = Callable[[Session, int], Any]
"""(session, seat to act) -> an explicit action for this moment, or None for the plain move."""


def _kind_of(entry: Any) -> str:
    return str(entry.action_type.kind if isinstance(entry, ChoiceSpace) else entry.kind)


def plain_move(game_name: str, session: Session, seat: int) -> Any:
    """The simplest legal move of `seat` (see PLAIN): no bot, so a bot change moves no moment."""
    prefer = PLAIN[game_name]
    legal = session.legal_actions(seat)
    best = min(legal, key=lambda e: prefer.index(_kind_of(e)) if _kind_of(e) in prefer else len(prefer))
    return next(iter(best.enumerate())) if isinstance(best, ChoiceSpace) else best


def _new(game_name: str, players: int, humans: int, seed: int, kind: str = "") -> Session:
    config = _config(game_name, players, seed, humans)
    if game_name == "council" and kind in _COUNCIL_OPTIONS:
        config = _COUNCIL_OPTIONS[kind](config)
    session = Session(load_game(game_name), config)
    if game_name == "starward" and kind in _GROWN:
        grow_empires(session)
    if game_name == "council" and kind in _COUNCIL_SET_UPS:
        _COUNCIL_SET_UPS[kind](session.state)
        session._checkpoints = {0: session.game.checkpoint(session.state)}  # undo goes back to here
    return session


DECISION: dict[str, str | None] = {
    "vote+free": "vote",
    "rider-settled": None,
    "recombination": "choose",
    "window+deal": None,
    "vote+riders": "vote",
    "tokens": None,
    "law": None,
    "empires": "action",
}
"""A moment named more closely than the decision seat 0 faces in it: that decision (None: any)."""

UNTIL: dict[str, Callable[[Session], bool]] = {
    # Legislation: pledge tokens on bills, and a bill passed and one failed.
    "tokens": lambda s: bool(s.view(0).table.tokens and s.view(0).table.passed and s.view(0).table.failed),
    # Council: a law in play; a window during an agenda, where seat 0 may offer a transaction.
    "law": lambda s: "minister-of-peace" in dict(s.view(0).laws),
    "recombination": lambda s: s.view(0).prompt.prompt == "recombination",
    # Council: For or Against, freely (not bound by a card, not one vote each).
    "vote+free": lambda s: (
        len(s.view(0).prompt.outcomes) == 2 and not (s.view(0).prompt.forced or s.view(0).prompt.rep_gov)
    ),
    # Council: the first agenda resolved with seat 0's votes cast and riders settled; seat 0 acts again.
    "rider-settled": lambda s: (
        any(e.public.get("predictions") for e in s.entries) and s.view(0).prompt.kind != "vote"
    ),
    "window+deal": lambda s: s.view(0).deals is not None and str(s.view(0).prompt.kind).endswith("revealed"),
}
"""What else a moment's name says, beyond the decision seat 0 faces."""


def faces(game_name: str, kind: str, session: Session) -> bool:
    """Seat 0 faces the moment `kind` in `session`."""
    found = decision_kind(game_name, session)
    want = DECISION.get(kind, kind)
    if found is None or (want is not None and found != want):
        return False
    until = UNTIL.get(kind)
    return until is None or until(session)


def reach(
    game_name: str,
    kind: str,
    players: int,
    *,
    humans: int = 1,
    seed: int = 7,
    steer: Steer | None = None,
) -> Session:
    """A session played by plain moves (and `steer`'s explicit ones) until seat 0 faces `kind`; fails
    when the moment is not reached within MOST_MOVES moves."""
    session = _new(game_name, players, humans, seed, kind)
    for _ in range(MOST_MOVES):
        if session.is_over():
            break
        if faces(game_name, kind, session):
            return session
        seat = session.to_act()[0]
        action = steer(session, seat) if steer is not None else None
        session.apply(action if action is not None else plain_move(game_name, session, seat))
    raise AssertionError(
        f"{game_name} with {players} seats: seat 0 never faced {kind!r} within {MOST_MOVES} plain moves "
        f"(stopped after {len(session)}): has a rule moved the moment?"
    )


# --- Legislation -------------------------------------------------------------------------------------


def _legislation_steer(kind: str) -> Steer | None:
    from games.legislation.actions import Discard, Terms
    from games.legislation.state import Phase

    if kind == "draw":

        def discard_one(session: Session, seat: int) -> Any:
            # Everyone discards a bill: the Draw round follows, with a pile before every other seat.
            view = session.view(seat)
            if view.phase is Phase.DISCARD and view.discarded is None:
                return Discard(seat, (view.hand[0],))
            return None

        return discard_one
    if kind == "tokens":
        from games.legislation.actions import CastVote, Choice, ConfirmDeal, Token

        def pledge_and_split(session: Session, seat: int) -> Any:
            # Each Pledge turn its player pledges Yay on a bill On Deck with the next seat, which
            # agrees; the first bill put to the vote passes, the next fails (everyone votes Nay).
            view = session.view(seat)
            if view.phase is Phase.PLEDGE and view.open_deal is None and not view.my_deals:
                bill = next((b for bills in view.table.on_deck for b in bills), None)
                if bill is not None and seat == view.active:
                    return Terms(seat, partner=(seat + 1) % view.seats, tokens=((bill, Token.PLEDGE),))
            if view.open_deal is not None and seat != view.active:
                return ConfirmDeal(seat)
            if view.step is not None and view.step.value == "ballot" and view.table.passed:
                return CastVote(seat, Choice.NAY)
            return None

        return pledge_and_split
    if kind == "deal":

        def offer_seat_0(session: Session, seat: int) -> Any:
            # The first Pledge turn not seat 0's: its player opens a deal with seat 0, offering a bill.
            view = session.view(seat)
            if view.phase is Phase.PLEDGE and seat != 0 and view.open_deal is None and not view.my_deals:
                return Terms(seat, partner=0, give=(view.hand[0],))
            return None

        return offer_seat_0
    return None


LEGISLATION_MOMENTS = ("discard", "draw", "place", "lobby", "vote", "propose", "deal", "tokens")


@cache
def _legislation_moves(kind: str, players: int, humans: int, seed: int) -> int:
    return len(reach("legislation", kind, players, humans=humans, seed=seed, steer=_legislation_steer(kind)))


def legislation(kind: str, players: int = 5, *, humans: int = 1, seed: int = 7) -> Session:
    """Legislation with seat 0 facing `kind` (one of LEGISLATION_MOMENTS):
    discard: the opening Discard round; draw: the Draw round, every seat having discarded one bill (a pile
    before each); place: the On Deck round; lobby: seat 0's Pledge turn; vote: the roll call on the bill on
    the floor (the ballot style of the default options: secret); propose: seat 0's Vote turn;
    deal: a deal another seat opened with seat 0, a bill on offer; tokens: any decision of seat 0 once
    pledge tokens are on bills and a bill has passed and one failed."""
    assert kind in LEGISLATION_MOMENTS, kind
    moves = _legislation_moves(kind, players, humans, seed)
    session = _replay("legislation", kind, players, humans, seed, moves)
    view = session.view(0)
    if kind == "draw":
        assert view.must_draw > 0 and all(view.table.piles[s] for s in range(1, players)), "a pile each"
    if kind == "vote":
        assert view.floor is not None, "a bill on the floor"
    if kind == "deal":
        assert view.open_deal is not None and view.open_deal.parties[1] == 0, "a deal offered to seat 0"
    return session


# --- Galactic Council --------------------------------------------------------------------------------


def _council_steer(kind: str) -> Steer | None:
    from games.council.actions import ProposeDeal
    from games.council.state import FrameKind

    if kind == "vote+riders":

        def play_riders(session: Session, seat: int) -> Any:
            # In the window after the agenda is revealed, every other seat holding a rider plays it
            # (its first listed prediction): those seats may not vote on the agenda.
            frame = session.state.stack[-1] if session.state.stack else None
            if seat == 0 or frame is None or frame.kind is not FrameKind.AFTER:
                return None
            riders = [p for p in session.view(seat).plays if p.verb == "play" and p.card.endswith("-rider")]
            return riders[0].action(seat) if riders else None

        return play_riders
    if kind == "rider-settled":
        from games.council.actions import CastVotes

        riders = _council_steer("vote+riders")
        assert riders is not None

        def riders_and_a_vote(session: Session, seat: int) -> Any:
            # As vote+riders; seat 0 then casts all its ready planets for the first outcome.
            prompt = session.view(seat).prompt
            if seat == 0 and prompt is not None and prompt.kind is FrameKind.VOTE and not _voted(session):
                return CastVotes(0, prompt.outcomes[0], tuple(p for p, _votes in prompt.planets))
            return riders(session, seat)

        return riders_and_a_vote
    if kind == "recombination":

        def recombine_seat_0(session: Session, seat: int) -> Any:
            # Before seat 0 votes, seat 1 uses Genetic Recombination on it (naming the first outcome).
            frame = session.state.stack[-1] if session.state.stack else None
            if seat != 1 or frame is None or frame.kind is not FrameKind.PRE_VOTE or frame.data["voter"] != 0:
                return None
            uses = [p for p in session.view(seat).plays if p.card == "genetic-recombination"]
            return uses[0].action(seat) if uses else None

        return recombine_seat_0
    if kind == "transaction":

        def offer_seat_0(session: Session, seat: int) -> Any:
            # The first window after the agenda is revealed that another seat acts in: it offers seat 0
            # a trade good for nothing (a transaction is made during an agenda only).
            state = session.state
            frame = state.stack[-1] if state.stack else None
            if seat != 0 and frame is not None and frame.kind in (FrameKind.WHEN, FrameKind.AFTER):
                if state.players[seat].tg > 0 and not _offered(session):
                    return ProposeDeal(seat, to=0, give=("tg:1",))
            return None

        return offer_seat_0
    return None


def _voted(session: Session) -> bool:
    return any(e.kind == "cast_votes" and e.seat == 0 for e in session.entries)


def _offered(session: Session) -> bool:
    return any(e.kind == "propose_deal" for e in session.entries)


def _seat_0_speaks(state: Any) -> None:
    """Seat 0 holds the speaker token and Incentive Program tops the agenda deck: whichever way it is
    resolved, the table carries out its instruction to every player, which the speaker confirms."""
    from games.council.state import Frame, FrameKind

    state.speaker = 0
    state.stack = [Frame(FrameKind.START, state.speaker_order(), repeat=True)]
    state.deck.remove("incentive-program")
    state.deck.append("incentive-program")  # the top of the deck is the end of the list


def _seat_0_at_the_hand_limit(state: Any) -> None:
    """Seat 0's hand is filled up to the hand limit (from the action deck, then from the other seats'
    hands), and the action deck keeps a card for every seat: the card seat 0 draws at the round's end
    puts it over the limit, and it must choose what to discard."""
    hand = state.players[0].hand

    def another_card() -> str:
        donor = max(state.players[1:], key=lambda p: len(p.hand))
        return str(donor.hand.pop())

    while len(hand) < state.hand_limit:
        hand.append(state.action_deck.pop() if state.action_deck else another_card())
    while len(state.action_deck) < len(state.players):
        state.action_deck.insert(0, another_card())  # under the deck: a card for each seat's draw


def _seat_1_plays_the_mahact(config: Any) -> Any:
    """The table's options name the factions as dealt, but seat 1 plays the Mahact Gene-Sorcerers
    (Genetic Recombination). Options, not a set-up: such a session saves and reopens."""
    from dataclasses import replace

    game = load_game("council")
    dealt = [p.faction or "" for p in game.new_state(len(config.seats), config.options, config.seed).players]
    factions = ["" if f == "mahact" else f for f in dealt]
    factions[1] = "mahact"
    return replace(config, options=replace(config.options, factions=tuple(factions)))


_COUNCIL_OPTIONS = {"recombination": _seat_1_plays_the_mahact}


def _minister_of_peace_first(state: Any) -> None:
    """Minister of Peace tops the agenda deck: the first law in play is an elected seat's."""
    state.deck.remove("minister-of-peace")
    state.deck.append("minister-of-peace")


def _seat_0_holds_a_rider(state: Any) -> None:
    """Seat 0 swaps its first action card for a rider from another seat's hand (a card aimed at the
    outcomes), unless it holds one."""
    hand = state.players[0].hand
    if any(card.endswith("-rider") for card in hand):
        return
    for other in state.players[1:]:
        rider = next((c for c in other.hand if c.endswith("-rider")), None)
        if rider is not None:
            other.hand[other.hand.index(rider)] = hand[0]
            hand[0] = rider
            return
    raise AssertionError("no seat holds a rider to hand seat 0")


def _a_rider_on_an_election(state: Any) -> None:
    """Seat 0 holds a rider, and the first agenda elects one of the eight strategy cards (Galactic Crisis
    Pact): eight outcomes to aim it at."""
    _seat_0_holds_a_rider(state)
    state.deck.remove("galactic-crisis-pact")
    state.deck.append("galactic-crisis-pact")  # the top of the deck is the end of the list


def _for_or_against_first(state: Any) -> None:
    """Incentive Program (For or Against) tops the agenda deck."""
    state.deck.remove("incentive-program")
    state.deck.append("incentive-program")


_COUNCIL_SET_UPS = {
    "vote+free": _for_or_against_first,
    "targeting-outcomes": _seat_0_holds_a_rider,
    "targeting-election": _a_rider_on_an_election,
    "law": _minister_of_peace_first,
    "table_instructions": _seat_0_speaks,
    "choose": _seat_0_at_the_hand_limit,
}


COUNCIL_MOMENTS = (
    "window",
    "window+plays",
    "vote",
    "vote+riders",
    "transaction",
    "table_instructions",
    "choose",
    "law",
    "window+deal",
    "recombination",
    "rider-settled",
    "vote+free",
)


@cache
def _council_moves(kind: str, players: int, humans: int, seed: int) -> int:
    return len(reach("council", kind, players, humans=humans, seed=seed, steer=_council_steer(kind)))


def council(kind: str, players: int = 5, *, humans: int = 1, seed: int = 7) -> Session:
    """Galactic Council (standalone) with seat 0 facing `kind` (one of COUNCIL_MOMENTS):
    window: a window, nothing in hand it may play; window+plays: a window with action cards it may play;
    vote: its vote on the first agenda; vote+riders: its vote on the first agenda after two or more
    other seats played riders in the after window (they may not vote); transaction: a trade good
    offered to it by another seat; table_instructions: the table carrying out a resolved agenda's
    instruction; choose: a card's follow-up question (at the end of the round's agendas: which action
    cards to discard); law: any decision of seat 0 once a law is in play
    (Minister of Peace, the first agenda);
    window+deal: a window after an agenda is revealed, where seat 0 may offer a transaction;
    recombination: seat 1 used Genetic Recombination on seat 0 before its vote: comply or refuse;
    rider-settled: riders played as in vote+riders, seat 0's votes cast for the first outcome, the
    agenda resolved and its riders settled, seat 0 to act again; vote+free: its vote on a For or
    Against agenda (Incentive Program), bound by nothing."""
    assert kind in COUNCIL_MOMENTS, kind
    session = _replay("council", kind, players, humans, seed, _council_moves(kind, players, humans, seed))
    prompt = session.view(0).prompt
    if kind == "transaction":
        assert prompt.offer.give == ("tg:1",), prompt
    if kind == "choose":
        assert prompt.prompt == "discard", prompt.prompt
    if kind == "vote+riders":
        barred = session.view(0).agenda.barred
        assert len(barred) >= 2 and 0 not in barred, f"riders played by {barred}"
    if kind in ("window", "window+plays"):
        assert session.view(0).has_plays == (kind == "window+plays")
    return session


# --- Starward ----------------------------------------------------------------------------------------

_ROLE_MOMENTS = {
    "colonize": "colonize",
    "produce": "produce",
    "trade": "trade",
    "research": "research",
    "attack": "warfare",
}
# Moments set up on grown Empires (see `grow_empires`): a new Empire has nothing to produce on, to trade
# or to research with, and plain moves never settle a planet.
_GROWN = ("colonize", "produce", "trade", "research", "attack", "empires")
_BOOST_KIND = {
    "produce": "produce_trade",
    "trade": "produce_trade",
    "research": "research",
    "attack": "warfare",
}


def grow_empires(session: Session) -> None:
    """A direct set-up of a new Starward session (its undo starts from here): seat 0's Empire gets a
    face-up fertile planet with empty slots and a face-up advanced one with its slot full; every other
    Empire a face-up fertile planet, and every other one also a face-down metallic one with a colony
    (three planets at most with the start planet: four in a five-seat game cut the tiles' names, a
    known fault, see test_starward_tiles.py). Seat 0 holds two Produce/Trade, four Research and two
    Warfare cards and three fighters."""
    from games.starward.cards import Stack
    from tests.starward.invariants import check_table
    from tests.starward.tables import change_planet, give_planet, set_hand, tuck_under

    state = session.state

    def from_stack(stack: Stack, n: int) -> list[int]:
        # Cards of this game, off the bottom of their stack (the role cards on top stay as dealt).
        cards = state.stacks[stack][:n]
        del state.stacks[stack][:n]
        return cards

    fertile, advanced, metallic = ("fer-3", "fer-6", "fer-9", "fer-2", "fer-5"), "adv-", "met-"
    for seat in range(len(state.players)):
        give_planet(state, seat, fertile[seat], face_up=True)
        if seat == 0:
            full = give_planet(state, seat, f"{advanced}1", face_up=True)
            change_planet(state, seat, full, goods=(True,))
        elif seat % 2 == 1:
            down = give_planet(state, seat, f"{metallic}{(1, 2, 4, 5, 8)[seat]}")
            tuck_under(state, seat, down, from_stack(Stack.COLONIZE, 1))
    set_hand(
        state,
        0,
        from_stack(Stack.PRODUCE_TRADE, 2) + from_stack(Stack.RESEARCH, 4) + from_stack(Stack.WARFARE, 2),
    )
    state.players[0].fighters = 3
    state.empires.clear()
    state.cards.clear()
    check_table(state)  # every card once, as the rules keep it
    session._checkpoints = {0: session.game.checkpoint(state)}  # undo goes back to the set-up


def _starward_steer(kind: str) -> Steer | None:
    from games.starward.actions import Boost, ChooseRole
    from games.starward.cards import Symbol, catalogue

    role = _ROLE_MOMENTS.get(kind)
    if role is None:
        return None

    def lead_the_role(session: Session, seat: int) -> Any:
        # Seat 0, leading, chooses the role whose decision the moment is (and boosts it with the
        # cards of its kind that it holds).
        prompt = session.view(seat).prompt
        if seat != 0 or prompt is None:
            return None
        if prompt.kind.value == "role":
            return ChooseRole(0, Symbol(role))
        if prompt.kind.value == "boost" and kind in _BOOST_KIND:
            hand = session.view(0).hand
            cards = catalogue().cards
            return Boost(0, tuple(c for c in hand if cards[c].kind.value == _BOOST_KIND[kind]))
        return None

    return lead_the_role


STARWARD_MOMENTS = (
    "respond",
    "action",
    "role",
    "boost",
    "keep",
    "cleanup",
    "colonize",
    "produce",
    "trade",
    "research",
    "attack",
    "empires",
)


@cache
def _starward_moves(kind: str, players: int, humans: int, seed: int) -> int:
    return len(reach("starward", kind, players, humans=humans, seed=seed, steer=_starward_steer(kind)))


def starward(kind: str, players: int = 4, *, humans: int = 1, seed: int = 7) -> Session:
    """Starward with seat 0 facing `kind` (one of STARWARD_MOMENTS): the leader's action phase (action),
    its role (role), its boost (boost), a follower's answer (respond), the planet to keep (keep), the
    cleanup (cleanup), or the decision of the role seat 0 led on grown Empires (see `grow_empires`:
    colonize, produce, trade, research, attack); empires: seat 0's first action phase on grown Empires."""
    assert kind in STARWARD_MOMENTS, kind
    return _replay("starward", kind, players, humans, seed, _starward_moves(kind, players, humans, seed))


# --- every game --------------------------------------------------------------------------------------

MOMENTS = {"legislation": LEGISLATION_MOMENTS, "council": COUNCIL_MOMENTS, "starward": STARWARD_MOMENTS}
_BUILDERS = {"legislation": _legislation_steer, "council": _council_steer, "starward": _starward_steer}


def moment(game_name: str, kind: str, players: int, *, humans: int = 1, seed: int = 7) -> Session:
    """`game_name`'s builder for `kind` (legislation, council or starward above)."""
    builder = {"legislation": legislation, "council": council, "starward": starward}[game_name]
    return builder(kind, players, humans=humans, seed=seed)


def _replay(game_name: str, kind: str, players: int, humans: int, seed: int, moves: int) -> Session:
    """The builder's session, played again to `moves` moves (a fresh one for each test: tests change
    them), checked to face `kind`."""
    steer = _BUILDERS[game_name](kind)
    session = _new(game_name, players, humans, seed, kind)
    while len(session) < moves:
        seat = session.to_act()[0]
        action = steer(session, seat) if steer is not None else None
        session.apply(action if action is not None else plain_move(game_name, session, seat))
    found = decision_kind(game_name, session)
    assert faces(game_name, kind, session), f"{game_name}: the {kind!r} moment faces seat 0 with {found!r}"
    return session


def _finish_steer(game_name: str) -> Steer | None:
    if game_name != "starward":
        return None
    from games.starward.actions import ChooseRole
    from games.starward.cards import Stack, Symbol

    def take_a_card(session: Session, seat: int) -> Any:
        # A leader chooses the first role whose stack still has cards: the stacks run out, the game ends
        # (always the first role would leave the others full, and five seats never finish).
        prompt = session.view(seat).prompt
        if prompt is None or prompt.kind.value != "role":
            return None
        for role in Symbol:
            stack = Stack.PRODUCE_TRADE if role in (Symbol.PRODUCE, Symbol.TRADE) else Stack(role.value)
            if session.state.stacks[stack]:
                return ChooseRole(seat, role)
        return None

    return take_a_card


def _play_to_end(game_name: str, players: int, seed: int, moves: int | None) -> Session:
    session = _new(game_name, players, 0, seed)
    steer = _finish_steer(game_name)
    for _ in range(3000 if moves is None else moves):
        if session.is_over():
            break
        seat = session.to_act()[0]
        action = steer(session, seat) if steer is not None else None
        session.apply(action if action is not None else plain_move(game_name, session, seat))
    return session


@cache
def _finished_moves(game_name: str, players: int, seed: int) -> int:
    session = _play_to_end(game_name, players, seed, None)
    assert session.is_over(), f"{game_name}: the plain moves did not finish the game in 3000 moves"
    return len(session)


def finished(game_name: str, players: int, seed: int = 7) -> Session:
    """A game played to its end by plain moves (every seat a bot seat; Starward's leaders take the
    first role with cards left)."""
    session = _play_to_end(game_name, players, seed, _finished_moves(game_name, players, seed))
    assert session.is_over()
    return session


def _council_move(session: Session, seat: int, riders: bool) -> Any:
    steer = _council_steer("vote+riders") if riders else None
    action = steer(session, seat) if steer is not None else None
    return action if action is not None else plain_move("council", session, seat)


@cache
def _resolution_moves(players: int, seed: int, riders: bool) -> int:
    session = _new("council", players, 1, seed)
    for _ in range(MOST_MOVES):
        session.apply(_council_move(session, session.to_act()[0], riders))
        if session.entries[-1].for_viewer(None).get("resolved_outcome"):
            return len(session)
    raise AssertionError(f"council with {players} seats: no agenda resolved within {MOST_MOVES} plain moves")


def council_resolved(players: int, seed: int = 7, *, riders: bool = False) -> Session:
    """Galactic Council stopped on the move that resolved the first agenda (its result on the table);
    with `riders`, the other seats played their riders on it as in the vote+riders moment (checked)."""
    moves = _resolution_moves(players, seed, riders)
    session = _new("council", players, 1, seed)
    while len(session) < moves:
        session.apply(_council_move(session, session.to_act()[0], riders))
    assert session.entries[-1].for_viewer(None).get("resolved_outcome"), "the first agenda resolved"
    if riders:
        assert any(a.kind == "play_card" for a in session.actions), "riders played on the agenda"
    return session


def _card_aimed_at(session: Session, want: str, least: int = 1) -> tuple[str, str] | None:
    """(verb, card) of a card seat 0 may play now with several targets, some of them `want` ("seats" or
    "outcomes") on the table (`least` of them); None if it holds none."""
    from desktop.council.table_targets import table_targets
    from desktop.council.window_panel import play_groups

    if 0 not in session.to_act():
        return None
    for (verb, card), options in play_groups(session.view(0).plays).items():
        if len(options) > 1 and len(getattr(table_targets(tuple(options)), want)) >= least:
            return verb, card
    return None


@cache
def _targeting_moves(players: int, want: str, seed: int, election: bool) -> int:
    session = _new("council", players, 1, seed, "targeting-election" if election else f"targeting-{want}")
    for _ in range(MOST_MOVES):
        if _card_aimed_at(session, want, 8 if election else 1) is not None:
            return len(session)
        session.apply(plain_move("council", session, session.to_act()[0]))
    raise AssertionError(f"council with {players} seats: seat 0 never held a card aimed at {want}")


def council_targeting(
    players: int, want: str, seed: int = 7, *, election: bool = False
) -> tuple[Session, str, str]:
    """(session, verb, card): Galactic Council by plain moves until seat 0 may play a card with several
    targets, some of them `want` ("seats" or "outcomes") on the table (for outcomes seat 0 is first
    handed a rider, see `_seat_0_holds_a_rider`; with `election` the first agenda elects a strategy
    card: eight outcomes)."""
    moves = _targeting_moves(players, want, seed, election)
    session = _new("council", players, 1, seed, "targeting-election" if election else f"targeting-{want}")
    while len(session) < moves:
        session.apply(plain_move("council", session, session.to_act()[0]))
    found = _card_aimed_at(session, want, 8 if election else 1)
    assert found is not None, f"seat 0 holds a card aimed at {want}"
    return session, *found


def _rotate_roles(session: Session, seat: int) -> Any:
    """A leader other than seat 0 chooses the roles in turn (the roles chosen so far pick the next), so
    seat 0 answers each kind of role early; seat 0 itself plays plainly."""
    from games.starward.actions import ChooseRole
    from games.starward.cards import Symbol

    prompt = session.view(seat).prompt
    if seat == 0 or prompt is None or prompt.kind.value != "role":
        return None
    roles = [Symbol.COLONIZE, *(r for r in Symbol if r is not Symbol.COLONIZE)]
    chosen = sum(1 for e in session.entries if e.kind == "choose_role" and e.seat != 0)
    return ChooseRole(seat, roles[chosen % len(roles)])


def _settle_seat_0(session: Session) -> None:
    """A direct set-up: seat 0's planets all face up (settled), so it has none face down to colonize."""
    from tests.starward.tables import change_planet

    state = session.state
    for index in range(len(state.players[0].planets)):
        change_planet(state, 0, index, face_up=True)
    state.empires.clear()
    state.cards.clear()
    session._checkpoints = {0: session.game.checkpoint(state)}


def _answering_session(players: int, seed: int, settled: bool) -> Session:
    session = _new("starward", players, 1, seed)
    if settled:
        _settle_seat_0(session)
    return session


@cache
def _answering_moves(players: int, seed: int, want: Callable[[Any], bool], settled: bool) -> int:
    session = _answering_session(players, seed, settled)
    for _ in range(MOST_MOVES):
        if session.is_over():
            break
        if decision_kind("starward", session) == "respond" and want(session.view(0)):
            return len(session)
        seat = session.to_act()[0]
        session.apply(_rotate_roles(session, seat) or plain_move("starward", session, seat))
    raise AssertionError(f"starward with {players} seats: seat 0 never answered a role as asked")


def starward_answering(
    want: Callable[[Any], bool], players: int = 3, seed: int = 7, *, settled: bool = False
) -> Session:
    """Starward by plain moves, the other leaders choosing the roles in turn, until seat 0 answers a
    role and `want(its view)` holds (`want` must be a module-level function: the moves are cached);
    `settled` first turns seat 0's planets face up (`_settle_seat_0`)."""
    moves = _answering_moves(players, seed, want, settled)
    session = _answering_session(players, seed, settled)
    while len(session) < moves:
        seat = session.to_act()[0]
        session.apply(_rotate_roles(session, seat) or plain_move("starward", session, seat))
    assert decision_kind("starward", session) == "respond" and want(session.view(0))
    return session
