"""Changes to what players hold: trade goods, action cards, planets, victory points, command tokens.

Every change of hidden information goes through here, so the log records it privately and marks
the action as revealing (an undo barrier) when a card comes off the deck.
"""

from __future__ import annotations

from games.council import rulebook
from games.council.log_items import (
    CardsDiscarded,
    CardsDrawn,
    FleetTokenLost,
    FleetTokensReturned,
    PlanetsExhausted,
    TradeGoodsGained,
    VictoryPoints,
)
from games.council.log_record import Rec
from games.council.state import CHOOSE, CouncilState, Frame, Instruction


def gain_tg(state: CouncilState, seat: int, amount: int, rec: Rec) -> None:
    if amount <= 0:
        return
    state.players[seat].tg += amount
    rec.setdefault("tg", []).append(TradeGoodsGained(seat, amount))
    rulebook.after_gain(state, seat)  # Mentak's Pillage may answer it


def spend_tg(state: CouncilState, seat: int, amount: int, rec: Rec | None = None, source: str = "") -> None:
    """Pay trade goods; under Xander's effect commodities pay first (then the effect is used up).
    Companion mode, with `rec`: what was paid is said to the table at once, for `source`."""
    p = state.players[seat]
    from_commodities = 0
    if seat in state.commodity_spend and amount > 0:
        from_commodities = min(p.commodities, amount)
        p.commodities -= from_commodities
        amount -= from_commodities
        state.commodity_spend.discard(seat)
    p.tg -= amount
    if rec is not None:
        say_now(state, rec, source, "spend_commodities", seat, amount=from_commodities)
        say_now(state, rec, source, "spend_tg", seat, amount=amount)


def say_now(
    state: CouncilState,
    rec: Rec,
    source: str,
    key: str,
    seat: int,
    subject: str | None = None,
    amount: int = 0,
) -> None:
    """Companion mode: a change the program counted (trade goods paid or taken) becomes a table
    instruction said before anyone acts again (payouts.say_now). Nothing for an amount of 0."""
    if state.options.mode != "companion" or not state.options.say_at_once or amount <= 0:
        return  # not said (a game saved before board changes were said: options.say_at_once)
    instruct(state, source, key, seat, subject, amount)
    rec["_say_now"] = True


def gain_vp(state: CouncilState, seat: int, amount: int, rec: Rec, source: str) -> None:
    p = state.players[seat]
    p.vp = max(0, p.vp + amount)
    rec.setdefault("vp", []).append(VictoryPoints(seat, amount, source))


def draw_action_cards(state: CouncilState, seat: int, count: int, rec: Rec, source: str) -> None:
    """Draw from the agenda-relevant action deck (standalone); in companion mode, a table instruction."""
    if count <= 0:
        return
    if state.options.mode == "companion":
        instruct(state, source, "draw_action_cards", seat, amount=count)
        return
    drawn = []
    for _ in range(count):
        if not state.action_deck:
            if not state.action_discard:
                break
            state.action_deck = state.action_discard
            state.action_discard = []
            state.rng.shuffle(state.action_deck)
            rec["reshuffled_action_deck"] = True
        drawn.append(state.action_deck.pop())
    state.players[seat].hand.extend(drawn)
    state.hands_changed = True
    rec.setdefault("drew", []).append(CardsDrawn(seat, len(drawn)))
    rec.setdefault("_private", {}).setdefault(seat, []).extend(drawn)
    rec["_reveals"] = True


def discard_cards(state: CouncilState, seat: int, cards: list[str], rec: Rec) -> None:
    hand = state.players[seat].hand
    for c in cards:
        hand.remove(c)
        state.action_discard.append(c)
    if cards:
        rec.setdefault("discarded", []).append(CardsDiscarded(seat, tuple(cards)))
        rec["_reveals"] = True


def discard_hand(state: CouncilState, seat: int, rec: Rec, source: str) -> None:
    if state.options.mode == "companion":
        instruct(state, source, "discard_action_cards", seat)
        return
    discard_cards(state, seat, list(state.players[seat].hand), rec)


def exhaust(state: CouncilState, seat: int, planets: list[str] | set[str], rec: Rec) -> None:
    p = state.players[seat]
    newly = [x for x in planets if x in p.planets and x not in p.exhausted]
    p.exhausted.update(newly)
    if newly:
        rec.setdefault("exhausted", []).append(PlanetsExhausted(seat, tuple(newly)))


def instruct(
    state: CouncilState, source: str, key: str, seat: int, subject: str | None = None, amount: int = 0
) -> None:
    state.instructions.append(Instruction(source, key, seat, subject, amount))


def lose_fleet_token(state: CouncilState, seat: int, rec: Rec, source: str) -> None:
    p = state.players[seat]
    if p.fleet > 0:
        p.fleet -= 1
        rec.setdefault("fleet_lost", []).append(FleetTokenLost(seat, source))


FLEET_CAP = 4  # Fleet Regulations (For): no more than 4 command tokens in a fleet pool


def fleet_room(state: CouncilState, seat: int) -> int | None:
    """How many more tokens the seat's fleet pool may take (None: no limit)."""
    if "fleet-regulations" not in state.laws:
        return None
    return max(0, FLEET_CAP - state.players[seat].fleet)


def cap_fleets(state: CouncilState, rec: Rec) -> None:
    """Fleet Regulations enters play: fleet pools above 4 return their extra tokens to reinforcements."""
    for seat in state.speaker_order():
        p = state.players[seat]
        if p.fleet > FLEET_CAP:
            rec.setdefault("fleet_capped", []).append(FleetTokensReturned(seat, p.fleet - FLEET_CAP))
            if state.options.mode == "companion":  # said with the law's other board actions
                instruct(state, "fleet-regulations", "for", seat, amount=p.fleet - FLEET_CAP)
            p.fleet = FLEET_CAP


def left_at_table(state: CouncilState, seat: int) -> int:
    """The nearest seat to `seat`'s left that sits at the table (a seat that left the game, or is away
    this phase, never takes the speaker token: the speaker must be at the table)."""
    return next(s for s in ((seat + i) % state.n for i in range(1, state.n)) if s not in state.away)


def give_speaker(state: CouncilState, seat: int, rec: Rec) -> None:
    state.speaker = seat
    rec["speaker"] = seat


def choose_tokens(state: CouncilState, seat: int, change: int, source: str) -> None:
    """Gain (change > 0) or lose (< 0) command tokens in pools of the player's choice: asked next."""
    if change < 0 and not (
        state.players[seat].tactic or state.players[seat].fleet or state.players[seat].strategy
    ):
        return
    state.triggers.append(Frame(CHOOSE, (seat,), prompt="tokens", change=change, source=source))
