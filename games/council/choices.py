"""Follow-up questions a card or rule asks one seat, answered with `Choose(items)`.

A card's own question (Diplomatic Pressure, Genetic Recombination, Lie in Wait, Xxekir Grom) is
the card's: its `prompt`, options, answers, check and effect live with it in games/council/cards/
(rulebook.CardRule), and nothing here names it. The procedure's own questions are
here: "ready" (Checks and Balances: which planets to ready), "discard" (down to the hand limit),
"tokens" (the pools for command tokens gained or lost: one pool name per token), and in companion
mode "reveal" and "covert" (the speaker names the agenda turned over, or the one Covert Legislation
drew).
"""

from __future__ import annotations

from collections import Counter

from games.core.errors import IllegalAction
from games.council import companion, holdings
from games.council.actions import Choose
from games.council.events import Answered, Readied
from games.council.log_items import TokensChanged
from games.council.log_record import Rec
from games.council.procedure import proceed
from games.council.question_forms import QuestionForm, QuestionHint
from games.council.rulebook import asking
from games.council.state import CHOOSE, CouncilState, Frame


def options(state: CouncilState, frame: Frame) -> tuple[str, ...]:
    """What may be chosen from (the `count` below says how many)."""
    prompt, seat = frame.data["prompt"], frame.order[0]
    rule = asking(prompt)
    if rule is not None:  # a card's own question (Diplomatic Pressure, Lie in Wait, Xxekir Grom ...)
        return rule.follow_up_options(state, frame)
    me = state.players[seat]
    if prompt == "ready":
        return tuple(p for p in me.planets if p in me.exhausted)
    if prompt == "discard":
        return tuple(me.hand)
    if prompt in ("reveal", "covert"):
        return companion.declarable_agendas(state)
    if prompt == "tokens":
        return POOLS
    raise ValueError(prompt)


POOLS = ("tactic", "fleet", "strategy")

# How the clients draw each of the procedure's own questions and what their hint says it asks (a card's
# question says it on the card's rule).
SHAPES: dict[str, tuple[QuestionForm, QuestionHint]] = {
    "ready": (QuestionForm.PICK, QuestionHint.PLANETS_TO_READY),
    "discard": (QuestionForm.PICK, QuestionHint.CARDS_TO_DISCARD),
    "tokens": (QuestionForm.TOKEN_POOLS, QuestionHint.COMMAND_TOKENS),
    "reveal": (QuestionForm.NAME_AGENDA, QuestionHint.AGENDA_TURNED_OVER),
    "covert": (QuestionForm.NAME_AGENDA, QuestionHint.AGENDA_DRAWN),
}


def shape(prompt: str) -> tuple[QuestionForm, QuestionHint]:
    """The form a question is drawn in and the kind of hint it shows, as its card or the procedure says."""
    rule = asking(prompt)
    if rule is not None:
        return rule.question_form, rule.question_hint
    return SHAPES.get(prompt, (QuestionForm.PICK, QuestionHint.COUNT))


def tokens_needed(state: CouncilState, frame: Frame) -> int:
    """How many pool names the answer lists: every token gained, or as many lost as there are."""
    change: int = frame.data["change"]  # Frame.data holds each prompt's plain values
    if change > 0:
        return change
    p = state.players[frame.order[0]]
    return min(-change, p.tactic + p.fleet + p.strategy)


def check_choice(state: CouncilState, frame: Frame, items: tuple[str, ...]) -> None:
    prompt = frame.data["prompt"]
    rule = asking(prompt)
    if rule is not None:
        rule.check_follow_up(state, frame, items)
        return
    if prompt == "tokens":
        check_tokens(state, frame, items)
        return

    allowed = Counter(options(state, frame))
    chosen = Counter(items)
    if any(chosen[i] > allowed[i] for i in chosen):
        raise IllegalAction(f"{items} are not among the choices {tuple(allowed)}", "bad_choice")
    if prompt in ("reveal", "covert") and len(items) != 1:
        raise IllegalAction("choose exactly one", "bad_choice")
    if prompt == "ready" and len(items) != min(frame.data["count"], len(allowed)):
        raise IllegalAction(f"ready exactly {min(frame.data['count'], len(allowed))} planets", "bad_choice")
    if prompt == "discard" and len(items) != frame.data["count"]:
        raise IllegalAction(f"discard exactly {frame.data['count']} cards", "bad_choice")


def check_tokens(state: CouncilState, frame: Frame, items: tuple[str, ...]) -> None:
    need = tokens_needed(state, frame)
    if len(items) != need or any(i not in POOLS for i in items):
        raise IllegalAction(f"name {need} pools (tactic, fleet, strategy), one per token", "bad_choice")
    room = holdings.fleet_room(state, frame.order[0])
    if frame.data["change"] > 0 and room is not None and items.count("fleet") > room:
        raise IllegalAction(
            f"Fleet Regulations: no more than {holdings.FLEET_CAP} tokens in a fleet pool (room for {room})",
            "fleet_cap",
        )
    if frame.data["change"] < 0:
        p = state.players[frame.order[0]]
        have = {"tactic": p.tactic, "fleet": p.fleet, "strategy": p.strategy}
        if any(Counter(items)[pool] > have[pool] for pool in POOLS):
            raise IllegalAction(f"not that many tokens in a pool: {have}", "bad_choice")


def apply_choose(state: CouncilState, action: Choose, rec: Rec) -> None:
    top = state.stack[-1] if state.stack else None
    if top is None or top.kind is not CHOOSE or top.order[0] != action.seat:
        raise IllegalAction("nothing is being asked of this seat", "no_question")
    items = tuple(action.items)
    prompt = top.data["prompt"]
    check_choice(state, top, items)
    state.stack.pop()
    seat = action.seat
    me = state.players[seat]
    rec.events.append(Answered(prompt))
    rule = asking(prompt)
    if rule is not None:
        rule.answer(state, seat, top, items, rec)
    elif prompt == "ready":
        for p in items:
            me.exhausted.discard(p)
        rec.events.append(Readied(items))
    elif prompt == "discard":
        holdings.discard_cards(state, seat, list(items), rec)
    elif prompt == "reveal":
        companion.declare_reveal(state, items[0], rec)
    elif prompt == "covert":
        companion.declare_covert(state, items[0], rec)
    elif prompt == "tokens":
        step = 1 if top.data["change"] > 0 else -1
        for pool in items:
            setattr(me, pool, getattr(me, pool) + step)
        rec.events.append(TokensChanged(seat, items, step, top.data["source"]))
    then = top.data.get("then")
    if then is not None:
        proceed(state, then, rec)
