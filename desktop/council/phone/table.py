"""Galactic Council on a phone: what the seat sees (agenda, votes, hand, seats), from its view."""

from __future__ import annotations

from desktop.council.card_faces import AgendaFace
from desktop.council.faces import action_face, agenda_face, law_holder, secret_face
from desktop.council.names import any_card_name, faction_name, item_label, outcome_label, tr, window_name
from desktop.phone.screen_parts import Block, card, cards, facts, seats, text
from games.council.view import CouncilView, WindowPrompt


def face_text(face: AgendaFace) -> str:
    """A card face's words below its title: when it is played (or how it is voted on), then its effect."""
    lines = []
    if face.outcome:
        lines.append((tr("When: %1") if face.band else tr("Vote: %1")).replace("%1", face.outcome))
    if face.holder:
        lines.append(face.holder)
    lines += face.summary
    return "\n".join(lines)


def face_line(face: AgendaFace) -> str:
    """A card face's words on one line, for an option's detail (the page keeps those on one)."""
    return " — ".join(face_text(face).split("\n"))


def agenda_blocks(view: CouncilView, names: tuple[str, ...]) -> list[Block]:
    """The agenda before the council, its votes so far and its riders (all public)."""
    agenda = view.agenda
    if agenda is None or not agenda.card:
        return []
    face = agenda_face(agenda.card)
    kind = tr("Law") if face.is_law else tr("Directive")
    shown = [card(face.name, face_text(face), [kind], "agenda")]
    if agenda.hidden:  # Covert Legislation's hidden agenda, which this seat has seen
        hidden = agenda_face(agenda.hidden)
        shown.append(card(hidden.name, face_text(hidden), [tr("Hidden agenda")], "agenda"))
    blocks: list[Block] = [cards(tr("Agenda: %1").replace("%1", any_card_name(agenda.card)), shown)]
    rows: list[tuple[str, str]] = []
    totals: dict[str, int] = {}
    for vote in agenda.votes:
        totals[vote.outcome] = totals.get(vote.outcome, 0) + vote.total
    for outcome, total in totals.items():
        rows.append((outcome_label(outcome, names), tr("%n vote(s)", "", total)))
    for prediction in agenda.predictions:
        rider = f"{any_card_name(prediction.source or '')}: {outcome_label(prediction.option, names)}"
        rows.append((names[prediction.seat], rider))
    if agenda.outcome:
        rows.append((tr("Outcome"), outcome_label(agenda.outcome, names)))
    if rows:
        blocks.append(facts(rows))
    return blocks


def own_blocks(view: CouncilView, seat: int, names: tuple[str, ...]) -> list[Block]:
    """The seat's own: trade goods, points and votes; its action cards, notes and secret objectives."""
    me = view.players[seat]
    ready = len(me.planets) - len(me.exhausted)
    rows = [
        (tr("Victory points"), tr("%1 of %2").replace("%1", str(me.vp)).replace("%2", str(view.vp_goal))),
        (tr("Trade goods"), str(me.tg)),
        (tr("Planets"), tr("%1 ready of %2").replace("%1", str(ready)).replace("%2", str(len(me.planets)))),
        (tr("Votes"), tr("up to %n vote(s)", "", view.most_votes[seat])),
    ]
    if me.faction:
        rows.insert(0, (tr("Faction"), faction_name(me.faction)))
    if me.scored:
        rows.append((tr("Secrets scored"), ", ".join(any_card_name(o) for o in me.scored)))
    blocks: list[Block] = [facts(rows)]
    hand = [card(any_card_name(c), face_text(action_face(c)), [tr("Action card")]) for c in view.hand]
    for note in view.notes:
        name, _, _owner = note.partition("@")
        label = item_label("note:" + note, names)
        hand.append(card(label, face_text(action_face(name)), [tr("Promissory note")], "note"))
    for secret in view.secrets:
        face = secret_face(secret)
        hand.append(card(face.name, face_text(face), [tr("Secret objective")], "secret"))
    if hand:
        blocks.append(cards(tr("Your hand"), hand))
    elif view.mode != "companion":
        blocks.append(text(tr("Your hand is empty."), "hint"))
    for neighbour, held in view.neighbour_notes or ():  # M'aban's commander sees these
        listed = ", ".join(item_label("note:" + n, names) for n in held) or tr("no notes")
        blocks.append(text(tr("%1 holds: %2").replace("%1", names[neighbour]).replace("%2", listed), "hint"))
    if view.deck_ends is not None:  # M'aban's commander: both ends of the agenda deck
        top, bottom = view.deck_ends
        blocks.append(
            text(
                tr("Agenda deck (M'aban): top %1, bottom %2")
                .replace("%1", any_card_name(top))
                .replace("%2", any_card_name(bottom)),
                "hint",
            )
        )
    return blocks


def seat_rows(view: CouncilView, names: tuple[str, ...]) -> Block:
    """A line per seat: points, trade goods, cards, votes, and what it did on this agenda (all public)."""
    agenda = view.agenda
    rows = []
    for s in range(view.n):
        p = view.players[s]
        line = (
            tr("%1 VP · %2 TG").replace("%1", str(p.vp)).replace("%2", str(p.tg))
            if view.mode == "companion"
            else tr("%1 VP · %2 TG · %3 action cards")
            .replace("%1", str(p.vp))
            .replace("%2", str(p.tg))
            .replace("%3", str(p.hand_count))
        )
        parts = [line, tr("up to %n vote(s)", "", view.most_votes[s])]
        if agenda is not None:
            for voter, outcome, total, _sources in agenda.votes:
                if voter == s:
                    parts.append(
                        tr("voted %1 for %2")
                        .replace("%1", str(total))
                        .replace("%2", outcome_label(outcome, names))
                    )
            if s in agenda.abstained:
                parts.append(tr("abstained"))
        marks = []
        if s == view.speaker:
            marks.append("★")
        if s in view.to_act:
            marks.append("▶")
        rows.append((names[s], " · ".join(parts), " ".join(marks)))
    return seats(rows)


def just_played(view: CouncilView, names: tuple[str, ...]) -> list[Block]:
    """What the seat may answer now: a card being played (to cancel) or something that just happened."""
    prompt = view.prompt
    blocks: list[Block] = []
    if isinstance(prompt, WindowPrompt) and prompt.card_played and prompt.played_by is not None:
        words = (
            tr("%1 is playing %2.")
            .replace("%1", names[prompt.played_by])
            .replace("%2", any_card_name(prompt.card_played))
        )
        face = action_face(prompt.card_played)
        blocks.append(cards(words, [card(face.name, face_text(face), [tr("Action card")], "warn")]))
    if isinstance(prompt, WindowPrompt) and prompt.trigger:
        blocks.append(text(tr("Just happened: %1.").replace("%1", any_card_name(prompt.trigger)), "warn"))
    return blocks


def table_blocks(view: CouncilView, names: tuple[str, ...]) -> list[Block]:
    """The rest of the table: who is speaker, the laws in play, what was just played."""
    rows = [
        (tr("Speaker"), names[view.speaker]),
        (tr("Victory at"), tr("%1 VP").replace("%1", str(view.vp_goal))),
    ]
    if view.frame is not None:
        rows.append((tr("Now"), window_name(view.frame)))
    blocks: list[Block] = [facts(rows), seat_rows(view, names)]
    if view.laws:
        laws = []
        for law, elected in view.laws:
            face = agenda_face(law)
            holder = law_holder(elected, names)
            laws.append(
                card(face.name, "\n".join([holder, *face.summary]) if holder else "\n".join(face.summary))
            )
        blocks.append(cards(tr("Laws in play"), laws))
    return blocks
