"""What the Council board's action bar offers for each kind of decision (window, vote, choice,
transaction, the table's instructions) and what its hint says: pure functions, no widgets, tested apart
(tests/desktop/test_council_decision_bar.py). board.py builds a button for each key named here."""

from __future__ import annotations

from dataclasses import dataclass

from desktop.council.decisions import WINDOWS
from desktop.council.names import tr
from desktop.council.vote_panel import vote_buttons


@dataclass(frozen=True)
class BarFacts:
    """What decides the bar's buttons, read from the seat's view and the board's context."""

    kind: str  # the prompt's kind (a FrameKind), or "wait"
    has_prompt: bool  # the seat at this screen must act
    operator: bool  # companion mode's one operator works the table
    skipping: bool = False  # the operator said no one plays a card for the rest of this agenda
    agenda_open: bool = False  # an agenda is before the council
    others_may_deal: bool = False  # companion mode: any player may offer a transaction now (the view says)
    own_deals: bool = False  # the seat's view holds deal options (its turn)
    can_score_secret: bool = False
    can_rest: bool = False  # "pass for the rest of this agenda" makes sense now
    vote_forced: bool = False  # the seat must back one outcome (it may not abstain)
    can_mute: bool = False  # the page keeps refused offers (a hotseat)


def bar_keys(f: BarFacts) -> tuple[str, ...]:
    """The bar's buttons left to right. The operator's vote toggle stays at the left (the window's
    "No one plays" was at the right, where a toggle must not land); Pass stays the rightmost button of
    every window (with "Pass for the rest" after it, a seat clicking where Pass had been passed every
    window of the agenda)."""
    k = f.kind
    keys: list[str] = []
    if k == "vote" and f.operator:
        keys.append("ask_after")
    if f.operator and f.skipping and k not in WINDOWS | {"wait", "table_instructions"}:
        keys.append("reopen")
    if f.has_prompt and f.others_may_deal:
        keys.append("deal_other")  # one button for every proposer: the bar keeps room for the hint
    elif f.has_prompt and f.own_deals and k != "vote":
        keys.append("deal")
    if k in WINDOWS and f.has_prompt and f.can_score_secret and not f.operator:
        keys.append("score_secret")
    if k in WINDOWS and f.operator:
        keys += ["who_plays", *(("skip_agenda",) if f.agenda_open else ()), "no_one"]
    elif k in WINDOWS:
        keys += [*(("pass_rest",) if f.can_rest else ()), "pass"]
    elif k == "vote" and not f.operator:  # the operator's outcomes and Abstain are on the vote sheet
        keys += vote_buttons(not f.vote_forced)
    elif k == "speaker_decides":
        keys.append("decide")
    elif k == "transaction":
        keys += ["accept", "refuse", *(("mute",) if f.can_mute else ())]
    elif k == "choose":
        keys.append("choose")
    elif k == "table_instructions":
        keys.append("confirm")
    return tuple(keys)


def waiting_hint(names: tuple[str, ...], to_act: tuple[int, ...]) -> str:
    return tr("Waiting for %1.").replace("%1", ", ".join(names[s] for s in to_act))


def transaction_hint(can_accept: bool) -> str:
    return (
        tr("Accept or refuse the transaction.")
        if can_accept
        else tr("You do not hold all that is asked of you: you can only refuse.")
    )


def instructions_hint(companion: bool) -> str:
    """Only companion mode has a board beside the table."""
    return (
        tr("Carry this out on the board, then confirm.")
        if companion
        else tr("No board here: read what this would do at a TI4 table, then confirm.")
    )
