"""Galactic Council on a phone: every move in the seat's listing as choice and form blocks.

Built from the listing (`session.legal_actions(seat)`) so nothing it holds is left out, and worded
from the seat's view: plays with their targets, passing ahead, the vote, the tie, a transaction
offered, follow-up choices, the table's instructions, secret objectives and the table check.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.council.faces import action_face
from desktop.council.names import (
    any_card_name,
    instruction_text,
    item_label,
    outcome_label,
    planet_name,
    tr,
    window_name,
)
from desktop.council.phone.table import face_line
from desktop.council.question_words import choice_hint, option_label, pick_label
from desktop.phone.screen_parts import (
    Block,
    Encoder,
    choice,
    facts,
    field,
    form,
    item,
    option,
    pick_form,
    text,
)
from games.core.legal import Legal, PickSpace
from games.council.actions import (
    ACTION_TYPES,
    Abstain,
    AnswerDeal,
    BreakTie,
    CardUse,
    CastVotes,
    Choose,
    ConfirmInstruction,
    Pass,
    PlayCard,
)
from games.council.legal import DealSpace, ObjectiveSpace, TableCheckSpace, VoteSpace
from games.council.question_forms import QuestionForm
from games.council.view import ChoicePrompt, CouncilView, TransactionPrompt

encode = Encoder(ACTION_TYPES)


def target_label(use: CardUse, names: tuple[str, ...]) -> str:
    """One way to play a card in words: its player, outcome, amount and planets (the logic of
    desktop/council/play_chooser.py's target_label, which lives in a dialog's module)."""
    parts = []
    if use.target is not None and 0 <= use.target < len(names):
        parts.append(names[use.target])
    if use.outcome is not None:
        parts.append(outcome_label(use.outcome, names))
    if use.amount:
        parts.append(str(use.amount))
    if use.items:
        parts.append(", ".join(planet_name(x) for x in use.items))
    return " · ".join(parts)


def play_blocks(uses: Sequence[CardUse], names: tuple[str, ...]) -> list[Block]:
    """The plays open now: a card with one way is one option of "Play a card"; a card with several ways
    gets a choice of its own, one option per target."""
    groups: dict[tuple[str, str], list[CardUse]] = {}
    for use in uses:
        groups.setdefault((use.kind, use.card), []).append(use)
    single, several = [], []
    for (kind, card_id), ways in groups.items():
        verb = tr("Play %1") if kind == PlayCard.kind else tr("Use %1")
        label = verb.replace("%1", any_card_name(card_id))
        detail = face_line(action_face(card_id))
        if len(ways) == 1:
            target = target_label(ways[0], names)
            single.append(option(label + (" → " + target if target else ""), encode(ways[0]), detail))
        else:
            options = [option(target_label(w, names) or tr("as it stands"), encode(w)) for w in ways]
            several.append(choice(label + " — " + tr("choose the target:"), options))
    blocks = [choice(tr("Play a card or use an ability"), single)] if single else []
    return blocks + several


def pass_block(passes: Sequence[Pass], kind: str, plays: bool) -> Block:
    options = []
    for p in sorted(passes, key=lambda p: p.rest_of_agenda):
        if p.rest_of_agenda:
            options.append(
                option(
                    tr("Pass for the rest of this agenda"),
                    encode(p),
                    tr("No more cards from you until the next agenda: every window passes by itself."),
                    confirm=tr("Pass every window until the next agenda?"),
                )
            )
        else:
            options.append(
                option(tr("Pass"), encode(p), tr("No whens for now: let this window go by."), True)
            )
    prompt = (
        tr("Or let this window go by:") if plays else window_name(kind) + ": " + tr("nothing to play: pass.")
    )
    return choice(prompt, options)


def vote_form(space: VoteSpace, names: tuple[str, ...]) -> Block:
    """The vote: an outcome, then the ready planets to exhaust; the engine's running total is previewed."""
    p = space.preview
    outcomes = [item(o, outcome_label(o, names)) for o in space.outcomes]
    # Nothing picked yet is "" (not null): the preview can read the move and say "choose an outcome".
    fields = [field("outcome", tr("Outcome"), "one", outcomes, 1, 1, p.forced or "")]
    planets = [item(planet, planet_name(planet), tr("%n vote(s)", "", votes)) for planet, votes in p.planets]
    if planets:
        fields.append(field("planets", tr("Planets to exhaust"), "some", planets, 0, len(planets), []))
    if p.extras:
        extras = [item(c, any_card_name(c), tr("+3 votes")) for c in p.extras]
        fields.append(field("extras", tr("Cards to add"), "some", extras, 0, len(extras), []))
    most_tg = max(p.executive_tg, p.gila_tg)
    if most_tg:
        fields.append(field("trade_goods", tr("Trade goods to spend on votes"), "number", (), 0, most_tg, 0))
    if p.pledge:
        fields.append(field("odlynn", tr("Odlynn Myrr votes"), "number", (), 0, p.pledge, 0))
    template = encode(CastVotes(space.seat, space.outcomes[0]))
    prompt = tr("Vote: pick an outcome, then the ready planets to exhaust (running total below).")
    if p.rep_gov is not None:
        prompt += "\n" + tr("Representative Government: every player casts exactly one vote.")
    return form(prompt, fields, template, tr("Cast votes"), preview=True)


def pool_held(prompt: ChoicePrompt | None, pool: str) -> str:
    """How many command tokens a pool holds now (a token given back must come from a pool that has one)."""
    have = prompt.have if prompt is not None else None
    if have is None or pool not in have._fields:
        return ""
    return tr("%n in the pool now", "", getattr(have, pool))


def choose_hint(prompt: ChoicePrompt | None) -> str:
    return choice_hint(prompt) if prompt is not None else tr("A choice to make")


def choose_blocks(view: CouncilView, entries: Sequence[Legal], names: tuple[str, ...]) -> list[Block]:
    """A follow-up question, by the form it declares: picks of several items as a form, single answers as
    options (an agenda named from the deck as a list)."""
    prompt = view.prompt if isinstance(view.prompt, ChoicePrompt) else None
    shape = prompt.form if prompt is not None else QuestionForm.PICK
    hint = choose_hint(prompt)
    blocks: list[Block] = []
    singles: list[Choose] = []
    for entry in entries:
        if isinstance(entry, PickSpace):
            blocks.append(
                pick_form(
                    encode,
                    entry,
                    hint,
                    pick_label(prompt.hint) if prompt is not None else tr("Your picks"),
                    tr("Confirm choice"),
                    lambda o: option_label(o, shape, names),
                    (lambda pool: pool_held(prompt, pool)) if shape is QuestionForm.TOKEN_POOLS else None,
                )
            )
        elif isinstance(entry, Choose):
            singles.append(entry)
    if shape is QuestionForm.NAME_AGENDA and singles:
        # Companion mode: any agenda of the deck may have been turned over: a list to pick from.
        items = [item(list(c.items), any_card_name(c.items[0])) for c in singles]
        fields = [field("items", tr("Agenda"), "one", items, 1, 1, None)]
        blocks.append(form(hint, fields, encode(Choose(singles[0].seat)), tr("Confirm choice")))
    elif singles:
        options = []
        for c in singles:
            if shape is QuestionForm.AGENDAS_WITH_OUTCOMES:
                pairs = zip(c.items[::2], c.items[1::2], strict=True)
                label = "; ".join(f"{any_card_name(a)}: {outcome_label(o, names)}" for a, o in pairs)
            elif shape is QuestionForm.ONE_FROM_EACH:
                label = " + ".join(option_label(x, shape, names) for x in c.items)
            else:
                label = ", ".join(option_label(x, shape, names) for x in c.items)
            options.append(option(label, encode(c)))
        blocks.append(choice(hint, options))
    return blocks


def transaction_blocks(
    view: CouncilView, answers: Sequence[AnswerDeal], names: tuple[str, ...]
) -> list[Block]:
    prompt = view.prompt
    blocks: list[Block] = []
    if isinstance(prompt, TransactionPrompt):
        proposer, give, get = prompt.offer
        blocks.append(
            facts(
                [
                    (tr("Offered by"), names[proposer]),
                    (tr("You get"), ", ".join(item_label(i, names) for i in give) or tr("nothing")),
                    (tr("You give"), ", ".join(item_label(i, names) for i in get) or tr("nothing")),
                ]
            )
        )
    accept = any(a.accept for a in answers)
    hint = (
        tr("Accept or refuse the transaction.")
        if accept
        else tr("You do not hold all that is asked of you: you can only refuse.")
    )
    options = [
        option(tr("Accept") if a.accept else tr("Refuse"), encode(a), primary=a.accept)
        for a in sorted(answers, key=lambda a: not a.accept)
    ]
    return [*blocks, choice(hint, options)]


def objective_form(space: ObjectiveSpace, names: tuple[str, ...]) -> Block:
    items = [item(name, name) for name in space.names]
    fields = [field("objective", tr("Secret objective scored"), "one", items, 1, 1, None)]
    prompt = tr("Which secret objective did %1 score at the table?").replace("%1", names[space.seat])
    return form(
        prompt
        + "\n"
        + tr(
            "It becomes public and is worth 1 VP. Dictate Policy and Drive the Debate are "
            "scored with their own cards instead."
        ),
        fields,
        {"kind": "score_secret", "seat": space.seat, "objective": ""},
        tr("Record"),
    )


def table_check_blocks(space: TableCheckSpace, names: tuple[str, ...]) -> list[Block]:
    """Companion mode: the table as the program knows it, to confirm as it is or correct: the speaker,
    a reshuffled action deck, and each seat's victory points, trade goods and exhausted planets (what a
    round at the table changes; planets changing hands, technologies and the rest are corrected on the
    table's own table check)."""
    as_is = space.as_is
    seats = range(len(as_is.vp))
    rows = []
    for s in seats:
        ready = len(as_is.planets[s]) - len(as_is.exhausted[s])
        rows.append(
            (
                names[s],
                tr("%1 VP · %2 TG").replace("%1", str(as_is.vp[s])).replace("%2", str(as_is.trade_goods[s]))
                + " · "
                + tr("planets %1 ready / %2")
                .replace("%1", str(ready))
                .replace("%2", str(len(as_is.planets[s]))),
            )
        )
    yes_no = [item(False, tr("No")), item(True, tr("Yes"))]
    fields = [
        field("speaker", tr("Speaker"), "one", [item(s, names[s]) for s in seats], 1, 1, as_is.speaker),
        field(
            "reshuffled",
            tr("The action discard pile was shuffled back into the deck"),
            "one",
            yes_no,
            1,
            1,
            as_is.reshuffled,
        ),
    ]
    for s in seats:
        fields.append(
            field(
                f"vp.{s}",
                tr("%1: victory points").replace("%1", names[s]),
                "number",
                (),
                0,
                MAX_VP,
                as_is.vp[s],
            )
        )
        most_tg = max(MOST_TG, as_is.trade_goods[s] + MOST_TG)
        fields.append(
            field(
                f"trade_goods.{s}",
                tr("%1: trade goods").replace("%1", names[s]),
                "number",
                (),
                0,
                most_tg,
                as_is.trade_goods[s],
            )
        )
        planets = [item(p, planet_name(p)) for p in as_is.planets[s]]
        if planets:
            label = tr("%1: exhausted planets").replace("%1", names[s])
            fields.append(
                field(f"exhausted.{s}", label, "some", planets, 0, len(planets), list(as_is.exhausted[s]))
            )
    return [
        text(tr("Table check before the agenda phase"), "hint"),
        facts(rows),
        choice(
            tr("Is the table as shown?"),
            [option(tr("The table is as shown: start the agenda phase"), encode(as_is), primary=True)],
        ),
        form(tr("Correct the table"), fields, encode(as_is), tr("Start the agenda phase"), preview=True),
        text(
            tr("Planets changing hands, technologies and the rest: on the table's own table check."),
            "hint",
        ),
    ]


MAX_VP = 30  # the most victory points a table check accepts (games/council/companion.py)
MOST_TG = 50  # trade goods have no limit: a form's number field needs one (the table's own check has none)


def instruction_blocks(
    view: CouncilView, confirms: Sequence[ConfirmInstruction], names: tuple[str, ...]
) -> list[Block]:
    lines = "\n".join(instruction_text(i, names) for i in view.instructions)
    options = [option(tr("Done at the table"), encode(c), primary=True) for c in confirms]
    return [text(lines), choice(tr("Carry this out on the board, then confirm."), options)]


def other_blocks(
    view: CouncilView, entries: Sequence[Legal], names: tuple[str, ...]
) -> tuple[list[Block], list[Block], list[Any]]:
    """Blocks for the listing's entries that are not deals: the decision now, the ones for now and then
    (a secret objective scored), and the deal spaces left."""
    blocks: list[Block] = []
    later: list[Block] = []
    uses = [e for e in entries if isinstance(e, CardUse)]
    passes = [e for e in entries if isinstance(e, Pass)]
    deals = [e for e in entries if isinstance(e, DealSpace)]
    frame = view.frame.value if view.frame is not None else ""
    if uses:
        blocks += play_blocks(uses, names)
    if passes:
        blocks.append(pass_block(passes, frame, bool(uses)))
    for e in entries:
        if isinstance(e, VoteSpace):
            blocks.append(vote_form(e, names))
    abstain = [e for e in entries if isinstance(e, Abstain)]
    if abstain:
        blocks.append(
            choice(tr("Or cast no votes on this agenda:"), [option(tr("Abstain"), encode(abstain[0]))])
        )
    ties = [e for e in entries if isinstance(e, BreakTie)]
    if ties:
        blocks.append(
            choice(
                tr("You are the speaker: choose the outcome."),
                [option(outcome_label(t.outcome, names), encode(t)) for t in ties],
            )
        )
    answers = [e for e in entries if isinstance(e, AnswerDeal)]
    if answers:
        blocks += transaction_blocks(view, answers, names)
    if any(isinstance(e, Choose | PickSpace) for e in entries):
        blocks += choose_blocks(view, [e for e in entries if isinstance(e, Choose | PickSpace)], names)
    confirms = [e for e in entries if isinstance(e, ConfirmInstruction)]
    if confirms:
        blocks += instruction_blocks(view, confirms, names)
    for e in entries:
        if isinstance(e, TableCheckSpace):
            blocks += table_check_blocks(e, names)
        elif isinstance(e, ObjectiveSpace) and e.names:
            later.append(objective_form(e, names))
    return blocks, later, deals
