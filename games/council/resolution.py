"""Resolving an agenda: each card's effect on what the session tracks, laws in play, and predictions.

Effects on the session's own state (VP, trade goods, planets, speaker, laws, action-card hands,
command tokens where the card names the pool) are applied here; effects on the physical board
become table instructions (`holdings.instruct`) that a player confirms. Effects that hit several
players are applied in speaker order (note 3).
"""

from __future__ import annotations

from collections.abc import Callable

from games.core.ledger import CommitmentKind
from games.council import data, holdings
from games.council.log_items import LawRemoved
from games.council.log_record import Rec
from games.council.outcomes import AGAINST, FOR, controller, elected_planet, elected_seat
from games.council.payouts import board_payouts
from games.council.results import LawEnacted, PredictionSettled, agenda_result
from games.council.rulebook import REGISTRY, after_settled, speaker_token_held
from games.council.state import AgendaContext, CouncilState

Effect = Callable[[CouncilState, AgendaContext, str, Rec], None]

# Laws worth a victory point to whoever holds the card (or controls the planet it is attached to).
LAW_VP = ("shard-of-the-throne", "the-crown-of-emphidia", "political-censure", "holy-planet-of-ixth")


def voters_for(ctx: AgendaContext, outcome: str) -> list[int]:
    return [s for s, v in ctx.votes.items() if v.outcome == outcome]


def in_speaker_order(state: CouncilState, seats: list[int]) -> list[int]:
    chosen = set(seats)
    return [s for s in state.speaker_order() if s in chosen]


def law_holder(state: CouncilState, law: str) -> int | None:
    where = state.laws.get(law)
    if isinstance(where, int):
        return where
    if isinstance(where, str):
        return controller(state, where)
    return None


def remove_law(state: CouncilState, law: str, rec: Rec, to_discard: bool = True) -> None:
    """A law leaves play: its victory point and lasting effects go with it."""
    if law in LAW_VP:
        holder = law_holder(state, law)
        if holder is not None:
            holdings.gain_vp(state, holder, -1, rec, law)
    if law == "political-censure":
        holder = law_holder(state, law)
        if holder is not None:
            state.censured.discard(holder)
    if law == "executive-sanctions":
        state.hand_limit = 7
    del state.laws[law]
    if to_discard:
        state.discard.append(law)
    rec.setdefault("laws_removed", []).append(LawRemoved(law, to_discard))


def enact_law(state: CouncilState, law: str, where: int | str | None, rec: Rec) -> None:
    state.laws[law] = where
    rec["law_enacted"] = LawEnacted(law, where)
    if law in LAW_VP:
        holder = law_holder(state, law)
        if holder is not None:
            holdings.gain_vp(state, holder, 1, rec, law)
    if law == "political-censure" and isinstance(where, int):
        state.censured.add(where)
    if law == "executive-sanctions":
        state.hand_limit = 3
        state.hands_changed = True
    if law == "fleet-regulations":
        holdings.cap_fleets(state, rec)


# --- the effects, card by card ------------------------------------------------------------
def everyone(key: str) -> Effect:
    """A board effect on every player: one instruction, confirmed by the speaker."""

    def effect(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
        holdings.instruct(state, ctx.effective, key, state.speaker)

    return effect


def on_elected(key: str = "elected") -> Effect:
    """A board effect on the elected player, or on the controller of the elected planet."""

    def effect(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
        seat = elected_seat(outcome)
        planet = elected_planet(outcome)
        if planet is not None:
            seat = controller(state, planet)
        holdings.instruct(
            state, ctx.effective, key, state.speaker if seat is None else seat, subject=planet or outcome
        )

    return effect


def board_action(state: CouncilState, ctx: AgendaContext, key: str, seat: int, amount: int) -> None:
    """Companion mode: what the program changed for `seat` (trade goods returned, command tokens) said
    on the board with the agenda's other actions; `key` an outcome reads the card's own summary."""
    if state.options.mode == "companion" and state.options.say_at_once and amount > 0:
        holdings.instruct(state, ctx.effective, key, seat, amount=amount)


def nothing(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    pass


def economic_equality(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    for seat in state.speaker_order():
        # Companion mode: said on the board before the 5 each gains (the payouts follow it).
        board_action(state, ctx, "return_tg", seat, amount=state.players[seat].tg)
        state.players[seat].tg = 0
    rec["trade_goods_returned"] = True
    if outcome == FOR:
        for seat in state.speaker_order():
            holdings.gain_tg(state, seat, 5, rec)


def mutiny(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    change = 1 if outcome == FOR else -1
    for seat in in_speaker_order(state, voters_for(ctx, FOR)):
        holdings.gain_vp(state, seat, change, rec, "mutiny")


def seed_of_an_empire(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    # Every player tied for the most (For) or the fewest (Against) VP gains 1.
    scores = [p.vp for p in state.players]
    target = max(scores) if outcome == FOR else min(scores)
    for seat in state.speaker_order():
        if scores[seat] == target:
            holdings.gain_vp(state, seat, 1, rec, "seed-of-an-empire")


def conventions_of_war(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    if outcome == AGAINST:
        for seat in in_speaker_order(state, voters_for(ctx, AGAINST)):
            holdings.discard_hand(state, seat, rec, ctx.effective)


def executive_sanctions(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    if outcome != AGAINST:
        return
    for seat in state.speaker_order():
        if state.options.mode == "companion":
            holdings.instruct(state, ctx.effective, "against", seat)
        elif state.players[seat].hand:
            card = state.rng.choice(state.players[seat].hand)
            holdings.discard_cards(state, seat, [card], rec)


def fleet_regulations(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    if outcome == AGAINST:
        for seat in state.speaker_order():
            state.players[seat].fleet += 1
            board_action(state, ctx, AGAINST, seat, amount=1)
        rec["fleet_tokens_added"] = True


def unconventional_measures(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    for seat in in_speaker_order(state, voters_for(ctx, FOR)):
        if outcome == FOR:
            holdings.draw_action_cards(state, seat, 2, rec, ctx.effective)
        else:
            holdings.discard_hand(state, seat, rec, ctx.effective)


def articles_of_war(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    if outcome == AGAINST:
        for seat in in_speaker_order(state, voters_for(ctx, FOR)):
            holdings.gain_tg(state, seat, 3, rec)


def public_execution(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    seat = elected_seat(outcome)
    assert seat is not None
    holdings.discard_hand(state, seat, rec, ctx.effective)
    # A card may hold the real token meanwhile and move it itself (Executive Order lends it out).
    to = holdings.left_at_table(state, seat)
    if not speaker_token_held(state, seat, to, rec) and state.speaker == seat:
        holdings.give_speaker(state, to, rec)
    state.phase_barred.add(seat)


def judicial_abolishment(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    remove_law(state, outcome[4:], rec)


def miscount_disclosed(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    law = outcome[4:]
    remove_law(state, law, rec, to_discard=False)
    state.revote = law


def new_constitution(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    if outcome != FOR:
        return
    for law in list(state.laws):
        remove_law(state, law, rec)
    for seat in state.speaker_order():
        state.next_round_exhaust.append((seat, "home"))


def arms_reduction(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    if outcome == FOR:
        holdings.instruct(state, ctx.effective, "for", state.speaker)
    else:
        for seat in state.speaker_order():
            state.next_round_exhaust.append((seat, "tech_specialty"))


def representative_government(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    if outcome == AGAINST:
        for seat in in_speaker_order(state, voters_for(ctx, AGAINST)):
            state.next_round_exhaust.append((seat, "cultural"))


def checks_and_balances(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    if outcome == AGAINST:
        state.ready_limit = 3


def classified_document_leaks(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    _, seat, name = outcome.split(":", 2)
    state.public_secrets.append(name)
    holdings.instruct(state, ctx.effective, "elected", int(seat), subject=name)


def armed_forces_standardization(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    seat = elected_seat(outcome)
    assert seat is not None
    p = state.players[seat]
    p.tactic, p.fleet, p.strategy = 3, 3, 2
    rec["tokens_reset"] = seat
    board_action(state, ctx, "elected", seat, amount=1)


def clandestine_operations(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    for seat in state.speaker_order():
        p = state.players[seat]
        # The pools chosen are said as they are answered (board_marks.py).
        if outcome == FOR:  # 2 command-sheet tokens, from pools of each player's choice
            holdings.choose_tokens(state, seat, -2, ctx.effective)
        else:
            board_action(state, ctx, AGAINST, seat, amount=min(1, p.fleet))
            holdings.lose_fleet_token(state, seat, rec, ctx.effective)


def ixthian_artifact(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    if outcome != FOR:
        return
    roll = state.rng.randint(1, 10)
    rec["die"] = roll
    rec["_reveals"] = True
    holdings.instruct(
        state, ctx.effective, "for_high" if roll >= 6 else "for_low", state.speaker, amount=roll
    )


def wormhole_research(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
    if outcome == FOR:
        holdings.instruct(state, ctx.effective, "for", state.speaker)
    else:  # each Against voter returns a command token from a pool of its choice
        for seat in in_speaker_order(state, voters_for(ctx, AGAINST)):
            holdings.choose_tokens(state, seat, -1, ctx.effective)


def both(for_effect: Effect | None, against_effect: Effect | None) -> Effect:
    def effect(state: CouncilState, ctx: AgendaContext, outcome: str, rec: Rec) -> None:
        chosen = for_effect if outcome == FOR else against_effect
        if chosen is not None:
            chosen(state, ctx, outcome, rec)

    return effect


EFFECTS: dict[str, Effect] = {
    "anti-intellectual-revolution": both(None, everyone("against")),
    "archived-secret": on_elected(),
    "arms-reduction": arms_reduction,
    "classified-document-leaks": classified_document_leaks,
    "colonial-redistribution": on_elected(),
    "committee-formation": nothing,
    "compensated-disarmament": on_elected(),
    "conventions-of-war": conventions_of_war,
    "core-mining": on_elected(),
    "demilitarized-zone": on_elected(),
    "economic-equality": economic_equality,
    "enforced-travel-ban": both(None, everyone("against")),
    "executive-sanctions": executive_sanctions,
    "fleet-regulations": fleet_regulations,
    "holy-planet-of-ixth": nothing,
    "homeland-defense-act": both(None, everyone("against")),
    "imperial-arbiter": nothing,
    "incentive-program": both(everyone("for"), everyone("against")),
    "ixthian-artifact": ixthian_artifact,
    "judicial-abolishment": judicial_abolishment,
    "minister-of-commerce": nothing,
    "minister-of-exploration": nothing,
    "minister-of-industry": nothing,
    "minister-of-peace": nothing,
    "minister-of-policy": nothing,
    "minister-of-sciences": nothing,
    "minister-of-war": nothing,
    "miscount-disclosed": miscount_disclosed,
    "mutiny": mutiny,
    "new-constitution": new_constitution,
    "prophecy-of-ixth": nothing,
    "public-execution": public_execution,
    "publicize-weapon-schematics": both(None, everyone("against")),
    "regulated-conscription": nothing,
    "representative-government-base": representative_government,
    "representative-government-pok": representative_government,
    "research-team-biotic": nothing,
    "research-team-cybernetic": nothing,
    "research-team-propulsion": nothing,
    "research-team-warfare": nothing,
    "seed-of-an-empire": seed_of_an_empire,
    "senate-sanctuary": nothing,
    "shard-of-the-throne": nothing,
    "shared-research": both(None, everyone("against")),
    "swords-to-plowshares": both(everyone("for"), everyone("against")),
    "terraforming-initiative": nothing,
    "the-crown-of-emphidia": nothing,
    "the-crown-of-thalnos": nothing,
    "unconventional-measures": unconventional_measures,
    "wormhole-reconstruction": both(None, everyone("against")),
    "wormhole-research": wormhole_research,
    "armed-forces-standardization": armed_forces_standardization,
    "articles-of-war": articles_of_war,
    "checks-and-balances": checks_and_balances,
    "clandestine-operations": clandestine_operations,
    "galactic-crisis-pact": on_elected(),
    "minister-of-antiquities": on_elected(),
    "nexus-sovereignty": both(None, everyone("against")),
    "political-censure": nothing,
    "rearmament-agreement": both(everyone("for"), everyone("against")),
    "research-grant-reallocation": on_elected(),
    "search-warrant": on_elected(),
}


# --- resolving ------------------------------------------------------------------------------
def resolve_agenda(state: CouncilState, rec: Rec) -> None:
    """Apply the winning outcome, then put the card where it belongs (rules 18, 20, 21)."""
    ctx = state.agenda
    assert ctx is not None
    if ctx.hidden is not None:
        # Covert Legislation: the hidden agenda leaves the deck and is revealed now.
        state.deck.pop()
        state.discard.append(ctx.card)
        rec["hidden_agenda"] = ctx.hidden
        rec["_reveals"] = True
    card_id = ctx.effective
    outcome = ctx.outcome
    assert outcome is not None
    if ctx.killed:
        state.discard.append(card_id)
        rec["killed"] = card_id
        return
    rec["resolved_outcome"] = outcome
    rec["result"] = agenda_result(state)  # the votes as they stood, for the log and the result panel
    with board_payouts(state, card_id, rec):
        _apply_outcome(state, ctx, card_id, outcome, rec)


def _apply_outcome(state: CouncilState, ctx: AgendaContext, card_id: str, outcome: str, rec: Rec) -> None:
    card = data.agendas()[card_id]
    EFFECTS[card_id](state, ctx, outcome, rec)
    placement = card.placement
    if card.is_law and placement == "elected_player_gains_card":
        enact_law(state, card_id, elected_seat(outcome), rec)
    elif card.is_law and placement == "attached_to_elected_planet":
        enact_law(state, card_id, elected_planet(outcome), rec)
    elif card.is_law and placement == "common_play_area_if_for" and outcome == FOR:
        enact_law(state, card_id, None, rec)
    elif card.is_law and placement == "common_play_area":
        enact_law(state, card_id, None, rec)
    else:
        state.discard.append(card_id)


def settle_predictions(state: CouncilState, rec: Rec) -> None:
    """Riders and other predictions pay out after the agenda is fully resolved, in speaker order
    (note 4). A player's several winning riders resolve in the order they were played: no
    agenda-phase ability in the data can act between them, so the order changes nothing."""
    ctx = state.agenda
    assert ctx is not None
    outcome = None if ctx.killed else ctx.outcome
    votes = {s: v.outcome for s, v in ctx.votes.items()}
    settlements = ctx.ledger.settle(ctx.key, votes, outcome, state.speaker_order())
    state.last_settlements = settlements
    predicted: dict[int, set[str]] = {}
    for st in settlements:
        c = st.commitment
        if c.kind is CommitmentKind.RIDER:
            predicted.setdefault(c.seat, set()).add(c.option)
        rec.setdefault("predictions", []).append(PredictionSettled(c.seat, c.source, c.option, st.kept))
        if st.kept:
            with board_payouts(state, c.source or "", rec):
                REGISTRY[c.source or ""].reward(state, c.seat, c.option, rec)
    after_settled(state, predicted, rec)  # Future Sight, Predictive Intelligence


def next_strategy_phase(state: CouncilState, rec: Rec) -> None:
    """Effects that say "when the next strategy phase begins" happen as the next round starts."""
    planets = data.planets()
    for seat, which in state.next_round_exhaust:
        p = state.players[seat]
        if which == "home":
            chosen = [x for x in p.planets if x in planets and planets[x].home]
        elif which == "tech_specialty":
            chosen = [x for x in p.planets if x in planets and planets[x].tech_specialty]
        else:
            chosen = [x for x in p.planets if x in planets and which in planets[x].traits]
        holdings.exhaust(state, seat, chosen, rec)
    state.next_round_exhaust.clear()
