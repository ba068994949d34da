"""The agenda phase as an explicit state machine: windows, reveal, vote, tally, resolve, riders, ready.

The state holds a stack of pending decisions (`Frame`s). The bottom frame is the current step of the
procedure (a window, the vote, the speaker's tie-break...); cards push frames on top of it (a cancel
window, a choice, a deal to answer). `advance` runs every automatic step until some seat must decide,
and a closing step names the next one.
"""

from __future__ import annotations

from games.core.ballot import ABSTAIN, Ballot, Plurality
from games.core.seats import MAX_SEATS
from games.council import data, holdings, resolution
from games.council.events import (
    AGENDA_DECK_RESHUFFLED,
    DECK_EMPTY,
    PLANETS_READIED_ALL,
    AgendaRevealed,
    GameOver,
    NotAsked,
    OutcomesOffered,
    PhaseBegan,
    RevealDiscarded,
    RoundBegan,
    StatusPhase,
    VoteDecided,
    VoterSkipped,
    VotesTallied,
    VotingOrder,
)
from games.council.log_items import AgendaReplaced, OutcomeTotal, PlanetsReadied
from games.council.log_record import Rec
from games.council.options import COMPANION
from games.council.outcomes import eligible_outcomes
from games.council.playing import finish_play
from games.council.rulebook import (
    agenda_leaves,
    agenda_over,
    decided_outcome,
    first_voter,
    last_voters,
    pre_vote_actor,
    reversed_order,
    usable,
    usable_after_own_vote,
)
from games.council.state import (
    AFTER,
    AFTER_RES,
    AFTER_SPEAKER,
    BEFORE_RES,
    CANCEL,
    CHOOSE,
    INSTRUCTIONS,
    POST_VOTE,
    PRE_VOTE,
    START,
    TABLE_CHECK,
    TIE,
    TRIGGER,
    VOTE,
    WHEN,
    WINDOW_KINDS,
    AgendaContext,
    CouncilState,
    Frame,
    Leader,
)
from games.council.votes import barred_reason, no_extras


# --- the round -------------------------------------------------------------------------
def begin_phase(state: CouncilState, rec: Rec) -> None:
    state.agenda_no = 0
    state.agenda = None
    state.phase_barred.clear()
    state.phase_card_state.clear()
    state.ready_limit = None
    rec.events.append(PhaseBegan(state.round))
    state.stack.append(Frame(START, state.speaker_order(), repeat=True))


def new_round(state: CouncilState, rec: Rec) -> None:
    """Between agenda phases: a new game round (strategy, action and status phases at the table).

    What exhausts "when the next strategy phase begins" (Arms Reduction, Representative Government
    Against, New Constitution For) is exhausted then, and the status phase readies every planet and
    card again before the next agenda phase.
    """
    if state.round >= state.options.max_rounds:
        finish(state, rec)
        return
    state.round += 1
    rec.events.append(RoundBegan(state.round))
    for p in state.players:
        for t in p.techs:
            p.techs[t] = False
        for r in p.relics:
            p.relics[r] = False
        for leader, status in p.leaders.items():
            if status is Leader.EXHAUSTED:
                p.leaders[leader] = Leader.READY
    resolution.next_strategy_phase(state, rec)
    status_phase(state, rec)
    if state.options.mode == "standalone":
        for seat in state.speaker_order():
            extra = 1 if state.laws.get("minister-of-policy") == seat else 0
            holdings.draw_action_cards(state, seat, state.options.draw_per_round + extra, rec, "round")
    if state.options.mode is COMPANION:
        ask_table_check(state)
        return
    begin_phase(state, rec)


def ask_table_check(state: CouncilState) -> None:
    """Companion mode: before the agenda phase the table says how it stands now (companion.py)."""
    state.agenda_no = 0
    state.agenda = None
    state.stack.append(Frame(TABLE_CHECK, (state.speaker,)))


def status_phase(state: CouncilState, rec: Rec) -> None:
    """The status phase readies every exhausted planet (Rules Reference 81.6: ready cards)."""
    readied = tuple(
        PlanetsReadied(seat, tuple(sorted(p.exhausted)))
        for seat, p in enumerate(state.players)
        if p.exhausted
    )
    for p in state.players:
        p.exhausted.clear()
    if readied:
        rec.events.append(StatusPhase(readied))


def no_hand_limit(state: CouncilState, seat: int) -> bool:
    # The Yssaril (Crafty) have no action-card hand limit, so Executive Sanctions' 3 does not bind them.
    return state.players[seat].faction == "yssaril"


def hand_limit_frames(state: CouncilState) -> list[Frame]:
    """A player above the hand limit (7, or 3 under Executive Sanctions) discards down at once."""
    asked = {f.order[0] for f in state.stack if f.kind is CHOOSE and f.data["prompt"] == "discard"}
    return [
        Frame(
            CHOOSE,
            (seat,),
            prompt="discard",
            count=len(state.players[seat].hand) - state.hand_limit,
        )
        for seat in state.speaker_order()
        if len(state.players[seat].hand) > state.hand_limit
        and not no_hand_limit(state, seat)
        and seat not in asked
    ]


def finish(state: CouncilState, rec: Rec) -> None:
    state.over = True
    state.stack.clear()
    gone = state.gone  # a player who left the game cannot win it (companion mode, chairs.py)
    best = max(p.vp for s, p in enumerate(state.players) if s not in gone)
    reached = [
        s for s in state.speaker_order() if state.players[s].vp >= state.options.vp_goal and s not in gone
    ]
    # Several reaching the goal at once: the first in speaker order wins (TI4 uses initiative order,
    # which the agenda phase does not have). At the round limit every leader shares the win.
    state.winners = (
        (reached[0],)
        if reached and best >= state.options.vp_goal
        else tuple(s for s, p in enumerate(state.players) if p.vp == best and s not in gone)
    )
    rec.events.append(GameOver(state.winners))


def check_goal(state: CouncilState, rec: Rec) -> None:
    if not state.over and any(p.vp >= state.options.vp_goal for p in state.players):
        finish(state, rec)


# --- agendas ------------------------------------------------------------------------------
def refill_deck(state: CouncilState, rec: Rec) -> bool:
    """An empty agenda deck becomes the shuffled discard pile; False when both are empty."""
    if not state.deck:
        if not state.discard:
            return False
        state.deck, state.discard = state.discard, []
        state.rng.shuffle(state.deck)
        rec.events.append(AGENDA_DECK_RESHUFFLED)
    return True


def draw_agenda(state: CouncilState, rec: Rec) -> str | None:
    return state.deck.pop() if refill_deck(state, rec) else None


def reveal_condition_fails(state: CouncilState, card_id: str) -> bool:
    card = data.agendas()[card_id]
    if card.reveal_condition == "no_laws" and not state.laws:
        return True
    if card.reveal_condition == "no_scored_secrets" and not any(p.scored for p in state.players):
        return True
    if card.outcome != "special_hidden_outcomes" and not eligible_outcomes(state, card_id):
        return True  # nobody could vote for anything (say, no hazardous planet is controlled)
    return False


def reveal_agenda(state: CouncilState, rec: Rec) -> None:
    """The speaker reveals the next agenda (reveal conditions discard and replace it)."""
    rec.reveals = True
    card = None
    if state.revote is not None:
        card, state.revote = state.revote, None
        if reveal_condition_fails(state, card):  # nothing left to vote for: the law just goes
            state.discard.append(card)
            rec.events.append(RevealDiscarded(card))
            card = None
    if card is None and state.options.mode is COMPANION:
        # Beside a real table the speaker turns the card over and names it (companion.py).
        if not refill_deck(state, rec):
            rec.events.append(DECK_EMPTY)
            end_phase(state, rec)
            return
        state.stack.append(Frame(CHOOSE, (state.speaker,), prompt="reveal"))
        return
    if card is None:
        while True:
            card = draw_agenda(state, rec)
            if card is None:
                rec.events.append(DECK_EMPTY)
                end_phase(state, rec)
                return
            if not reveal_condition_fails(state, card):
                break
            state.discard.append(card)
            rec.events.append(RevealDiscarded(card))
    open_agenda(state, card, rec)


def open_agenda(state: CouncilState, card: str, rec: Rec) -> None:
    """The revealed agenda is before the council: its "when revealed" window opens."""
    state.serial += 1
    ctx = AgendaContext(card, f"agenda-{state.serial}")
    state.agenda = ctx
    rec.events.append(AgendaRevealed(card))
    if card == "covert-legislation":
        if state.options.mode is COMPANION:  # the speaker names the card drawn (companion.py)
            if refill_deck(state, rec):
                state.stack.append(Frame(CHOOSE, (state.speaker,), prompt="covert"))
                return
            hidden = None
        else:
            hidden = covert_hidden(state, rec)
        if hidden is None:
            state.discard.append(card)
            reveal_agenda(state, rec)
            return
        set_hidden(state, hidden)
    open_vote_on(state, rec)


def set_hidden(state: CouncilState, hidden: str) -> None:
    """Covert Legislation's agenda, seen by the speaker alone, on top of the deck until resolved."""
    ctx = state.agenda
    assert ctx is not None
    ctx.hidden = hidden
    ctx.peeked[state.speaker] = (hidden,)


def open_vote_on(state: CouncilState, rec: Rec) -> None:
    ctx = state.agenda
    assert ctx is not None
    ctx.outcomes = eligible_outcomes(state, ctx.effective)
    rec.events.append(OutcomesOffered(ctx.outcomes))
    state.stack.append(Frame(WHEN, state.speaker_order()))


def covert_hidden(state: CouncilState, rec: Rec) -> str | None:
    """Covert Legislation: the speaker looks at the top agenda; it stays on the deck until resolved.

    If that agenda offers nothing to vote on, the speaker discards it and looks at the next (the
    card text is silent; this keeps the vote possible).
    """
    while True:
        if not refill_deck(state, rec):
            return None
        top = state.deck[-1]
        if not reveal_condition_fails(state, top):
            return top
        state.discard.append(state.deck.pop())


def replace_agenda(state: CouncilState, rec: Rec, source: str) -> None:
    """Veto, Quash, Political Favor: discard the agenda and reveal the next; a new agenda begins."""
    ctx = state.agenda
    assert ctx is not None
    state.discard.append(ctx.card)
    agenda_leaves(state)  # Political Secret's notes go home
    rec.events.append(AgendaReplaced(ctx.card, source))
    state.stack.clear()
    reveal_agenda(state, rec)


# --- voting ---------------------------------------------------------------------------------
def voting_order(state: CouncilState) -> tuple[int, ...]:
    """From the speaker's left clockwise, speaker last; Hack Election reverses the direction;
    Argent (Zeal) votes first; Hack Election Omega players vote after the speaker."""
    ctx = state.agenda
    assert ctx is not None
    n, sp = state.n, state.speaker
    step = -1 if reversed_order(state) else 1
    order = [(sp + step * i) % n for i in range(1, n)] + [sp]
    argent = first_voter(state)
    if argent is not None:
        order.remove(argent)
        order.insert(0, argent)
    for seat in last_voters(state):
        order.remove(seat)
        order.append(seat)
    return tuple(order)


def start_vote(state: CouncilState, rec: Rec) -> None:
    ctx = state.agenda
    assert ctx is not None
    order = voting_order(state)
    # Who may vote is decided as each seat's turn comes (a deal mid-vote can hand over Xxcha's
    # Alliance): the ballot records a seat that may not vote as casting nothing.
    ctx.ballot = Ballot(ctx.outcomes, order)
    rec.events.append(VotingOrder(order))
    state.stack.append(Frame(VOTE, order, stage="pre"))


def post_vote_window(state: CouncilState, voter: int) -> bool:
    """Whether the voter gets a window right after its own vote (Distinguished Councilor)."""
    if no_extras(state):
        return False
    if state.options.mode == "companion" or state.options.ask_every_seat:
        return True
    return bool(usable_after_own_vote(state, voter))


def tally(state: CouncilState, rec: Rec) -> None:
    ctx = state.agenda
    assert ctx is not None and ctx.ballot is not None
    decision = ctx.ballot.decide(Plurality())
    rec.events.append(VotesTallied(tuple(OutcomeTotal(o, v) for o, v in decision.totals)))
    if decision.outcome is not None:
        ctx.outcome = decision.outcome
        rec.events.append(VoteDecided(decision.outcome))
        state.stack.append(Frame(BEFORE_RES, state.speaker_order(), repeat=True))
    else:
        state.stack.append(Frame(TIE, (state.speaker,), tied=decision.tied))


# --- the end of an agenda --------------------------------------------------------------------
def close_agenda(state: CouncilState, rec: Rec) -> None:
    """After the window that follows resolution: predictions pay out, then the table's instructions."""
    resolution.settle_predictions(state, rec)
    ctx = state.agenda
    assert ctx is not None
    agenda_leaves(state)  # Political Secret's notes go home
    # A card that put an extra agenda to the vote says what follows it (Executive Order: "resume").
    then_instructions(state, agenda_over(state, rec) or "next_agenda", rec)


def then_instructions(state: CouncilState, then: str, rec: Rec) -> None:
    if state.instructions:
        state.stack.append(Frame(INSTRUCTIONS, (), then=then))
    else:
        proceed(state, then, rec)


def next_agenda(state: CouncilState, rec: Rec) -> None:
    if state.revote is not None:
        reveal_agenda(state, rec)  # Miscount Disclosed: the same agenda slot, a new vote
        return
    if state.agenda_no >= 2:
        end_phase(state, rec)
        return
    state.agenda_no += 1
    reveal_agenda(state, rec)


def end_phase(state: CouncilState, rec: Rec) -> None:
    """Ready planets (Checks and Balances may limit it to 3 each), then the next round."""
    state.agenda = None
    state.stack.clear()
    limit = state.ready_limit
    frames = []
    for seat in state.speaker_order():
        p = state.players[seat]
        if limit is not None and len(p.exhausted) > limit:
            frames.append(Frame(CHOOSE, (seat,), prompt="ready", count=limit))
        else:
            p.exhausted.clear()
    rec.events.append(PLANETS_READIED_ALL)
    if frames:
        frames[-1].data["then"] = "new_round"  # the last to answer (the bottom frame) moves on
        state.stack.extend(reversed(frames))
        return
    new_round(state, rec)


def resume(state: CouncilState, rec: Rec) -> None:
    """Nothing to start: the frame below on the stack (the window before the first reveal) goes on."""


STEPS = {
    "resume": resume,
    "reveal": reveal_agenda,
    "next_agenda": next_agenda,
    "new_round": new_round,
    "phase": begin_phase,
}


def proceed(state: CouncilState, step: str, rec: Rec) -> None:
    STEPS[step](state, rec)


# --- windows ---------------------------------------------------------------------------------
def close_window(state: CouncilState, frame: Frame, rec: Rec) -> None:
    kind = frame.kind
    ctx = state.agenda
    if kind is START:
        state.agenda_no = 1
        then_instructions(state, "reveal", rec)
    elif kind is WHEN:
        state.stack.append(Frame(AFTER, state.speaker_order(), repeat=True))
    elif kind is AFTER:
        assert ctx is not None
        decided = decided_outcome(state)  # Committee Formation
        if decided is not None:
            ctx.outcome = decided
            rec.events.append(VoteDecided(ctx.outcome))
            state.stack.append(Frame(BEFORE_RES, state.speaker_order(), repeat=True))
        else:
            start_vote(state, rec)
    elif kind is AFTER_SPEAKER or kind is POST_VOTE or kind is PRE_VOTE:
        pass  # the vote frame below carries on
    elif kind is BEFORE_RES:
        resolution.resolve_agenda(state, rec)
        state.stack.append(Frame(AFTER_RES, state.speaker_order(), repeat=True))
    elif kind is AFTER_RES:
        close_agenda(state, rec)
    elif kind is CANCEL:
        finish_play(state, frame, rec)
    elif kind is TRIGGER:
        pass


def window_closed(frame: Frame) -> bool:
    if frame.data.get("closed"):
        return True
    if frame.repeat:
        return frame.passes >= len(frame.order)
    return frame.pos >= len(frame.order)


def skips(state: CouncilState, frame: Frame, seat: int) -> bool:
    """A seat is passed over in a window when it passed for the rest of the agenda, or (when the
    table chose not to ask every seat, or the window is about something public) when it has
    nothing it could use there."""
    if state.away and seat in state.away:  # companion mode: not at the table this phase
        return True
    ctx = state.agenda
    if ctx is not None and ctx.rest_passers and seat in ctx.rest_passers and frame.kind is not START:
        return True
    if frame.kind is PRE_VOTE:
        return False
    options = state.options
    if (options.ask_every_seat or options.mode is COMPANION) and not frame.data.get("public"):
        return False
    return not usable(state, seat, frame.kind, frame)


def note_not_asked(state: CouncilState, frame: Frame, rec: Rec) -> None:
    """Companion mode: a window going round again after a play passes over the seats that passed for the
    rest of the agenda; the log says so, or the table wonders why they were not asked (issue 32)."""
    ctx = state.agenda
    if state.options.mode is not COMPANION or ctx is None or not frame.data.get("played"):
        return
    if frame.seat in ctx.rest_passers:
        rec.events.append(NotAsked(frame.seat))  # the entry names each seat once (event_codec.py)


def neighbours(state: CouncilState, seat: int) -> tuple[int, int]:
    """Seats next to `seat` at the table (the session has no board, so seating stands in for adjacency)."""
    return ((seat - 1) % state.n, (seat + 1) % state.n)


def advance(state: CouncilState, rec: Rec) -> None:
    """Run automatic steps until a seat must decide (or the game is over)."""
    while not state.over:
        if not state.stack:
            return
        top = state.stack[-1]
        kind = top.kind
        if kind in WINDOW_KINDS:
            if window_closed(top):
                state.stack.pop()
                close_window(state, top, rec)
                continue
            if skips(state, top, top.seat):
                if state.options.mode is COMPANION:  # a standalone game's log does not say so
                    note_not_asked(state, top, rec)
                top.note_pass()
                continue
        elif kind is VOTE:
            if vote_step(state, top, rec):
                continue
        elif kind is INSTRUCTIONS:
            if not state.instructions:
                state.stack.pop()
                proceed(state, top.data["then"], rec)
                continue
        if state.hands_changed:
            state.hands_changed = False
            frames = hand_limit_frames(state)
            if frames:
                state.stack.extend(reversed(frames))
                continue
        if state.triggers:
            # Offered in the order they arose: the first ends up on top of the stack.
            state.stack.extend(reversed(state.triggers))
            state.triggers.clear()
            continue
        return


def vote_step(state: CouncilState, frame: Frame, rec: Rec) -> bool:
    """Move the vote on; False when the voter must act now."""
    if frame.pos >= len(frame.order):
        state.stack.pop()
        tally(state, rec)
        return True
    voter = frame.order[frame.pos]
    stage = frame.data["stage"]
    if stage == "pre":
        if barred_reason(state, voter) is not None:
            assert state.agenda is not None and state.agenda.ballot is not None
            state.agenda.ballot.cast(voter, ABSTAIN)
            frame.data["stage"] = "done"
            rec.events.append(VoterSkipped(voter))
            return True
        frame.data["stage"] = "cast"
        mahact = pre_vote_actor(state, voter)  # Genetic Recombination
        if mahact is not None:
            state.stack.append(Frame(PRE_VOTE, (mahact,), voter=voter))
        return True
    if stage == "cast":
        if barred_reason(state, voter) is None:
            return False
        # It lost the right to vote while its turn was open (it gave away Xxcha's Alliance in a deal).
        assert state.agenda is not None and state.agenda.ballot is not None
        state.agenda.ballot.cast(voter, ABSTAIN)
        frame.data["stage"] = "done"
        rec.events.append(VoterSkipped(voter))
        return True
    if stage == "voted":
        frame.data["stage"] = "done"
        if post_vote_window(state, voter):
            state.stack.append(Frame(POST_VOTE, (voter,), voter=voter))
        return True
    if stage == "done":
        frame.data["stage"] = "next"
        if voter == bribery_after(state, frame):
            state.stack.append(Frame(AFTER_SPEAKER, state.speaker_order(), repeat=True))
        return True
    frame.pos += 1
    frame.data["stage"] = "pre"
    return True


def bribery_after(state: CouncilState, frame: Frame) -> int:
    """The voter after whose vote the "after the speaker votes" window (Bribery) opens.

    Normally the speaker. When the speaker is the Argent Flight (Zeal: votes first), the window
    opens after the last vote instead, so every later voter can still answer it - our reading,
    since the sources are silent (see games/council/RULINGS.md).
    """
    order = frame.order
    if order[0] == state.speaker and len(order) > 1 and first_voter(state) == state.speaker:
        return order[-1]
    return state.speaker


def to_act(state: CouncilState) -> tuple[int, ...]:
    stack = state.stack
    if not stack or state.over:
        return ()
    top = stack[-1]
    if top.kind is INSTRUCTIONS:
        return (state.instructions[0].seat,)
    return ONE_SEAT[top.order[top.pos]]


ONE_SEAT = tuple(
    (seat,) for seat in range(MAX_SEATS)
)  # to_act's answers, shared: it is asked on every action
