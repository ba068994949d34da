"""Starward on a phone: what the seat sees (hand, Empire, score, the turn, every seat), from its view."""

from __future__ import annotations

from desktop.phone.screen_parts import Block, card, cards, facts, seats
from desktop.starward.card_words import world_words
from desktop.starward.faces import deck_card_face, world_face
from desktop.starward.names import card_name, role_name, tr
from games.starward.cards import Symbol
from games.starward.cards import card as card_data
from games.starward.state import Step
from games.starward.views import StarwardView


def card_text(card_id: int) -> str:
    """A hand card's words: its symbols, its action (or a technology's text) and influence."""
    face = deck_card_face(card_id)
    lines = [face.band]
    if face.symbols:
        lines.append(tr("Symbols: %1").replace("%1", ", ".join(role_name(Symbol(s)) for s in face.symbols)))
    if face.text:
        lines.append(face.text)
    if face.influence:
        lines.append(tr("Influence: %1").replace("%1", str(face.influence)))
    return "\n".join(lines)


def card_line(card_id: int) -> str:
    """A card's words on one line, for an option's or an item's detail (the page keeps those on one)."""
    return " · ".join(card_text(card_id).split("\n"))


def step_text(step: Step) -> str:
    """The step of the turn (the words of desktop/starward/turn_panel.py's step_text)."""
    return {
        Step.ACTION: tr("Action phase"),
        Step.ROLE: tr("Choosing a role"),
        Step.BOOST: tr("Boosting the role"),
        Step.RESPOND: tr("Opponents follow or dissent"),
        Step.CLEANUP: tr("Cleanup"),
        Step.OVER: tr("The game is over"),
    }[step]


def turn_blocks(view: StarwardView, names: tuple[str, ...]) -> list[Block]:
    """The turn under way: who leads, the role, what each opponent answered and who answers next
    (the lines of desktop/starward/turn_panel.py)."""
    turn = view.turn
    rows = [
        (
            tr("Turn"),
            tr("%1's turn · %2").replace("%1", names[turn.leader]).replace("%2", step_text(turn.step)),
        )
    ]
    if turn.step is Step.ACTION and turn.actions_left:
        rows.append((tr("Actions"), tr("%n action(s) left to play", "", turn.actions_left)))
    if turn.role is not None:
        role = role_name(turn.role)
        if turn.role_card is not None:
            role += " · " + tr("took a %1 card from its stack").replace("%1", card_name(turn.role_card))
        else:
            role += " · " + tr("its stack is empty: +%1 instead").replace("%1", str(turn.substitute))
        rows.append((tr("Role"), role))
        counts = dict(turn.counts)
        for seat, followed in turn.responses:
            line = (
                tr("%1 followed (%n symbol(s))", "", counts.get(seat, 0))
                if followed
                else tr("%1 dissented and drew")
            )
            rows.append((names[seat], line.replace("%1", names[seat])))
        if turn.leader in counts:
            rows.append(
                (
                    names[turn.leader],
                    tr("%1 counted %n symbol(s)", "", counts[turn.leader]).replace("%1", names[turn.leader]),
                )
            )
        for i, seat in enumerate(turn.responders):
            now = i == 0 and turn.step is Step.RESPOND and seat in view.to_act
            rows.append(
                (
                    names[seat],
                    (tr("%1 answers now") if now else tr("%1 answers later")).replace("%1", names[seat]),
                )
            )
    if turn.last_round:
        rows.append((tr("End"), tr("The end is triggered: this is the last round.")))
    return [facts(rows)]


def own_blocks(view: StarwardView, seat: int) -> list[Block]:
    """The seat's score and counts, its hand with each card's text, and its Empire's planets."""
    empire = view.table.empires[seat]
    pile = view.table.cards[seat]
    score = empire.score
    rows = [
        (tr("Influence (score)"), str(score.total)),
        (tr("Influence tokens"), str(empire.influence)),
        (tr("Fighters"), str(empire.fighters)),
        (tr("Hand limit"), str(empire.hand_limit)),
        (tr("Deck"), str(pile.deck_count)),
        (tr("Discard pile"), str(len(pile.discard))),
    ]
    blocks: list[Block] = [facts(rows)]
    hand = [card(card_name(c), card_text(c)) for c in view.hand]
    blocks.append(cards(tr("Your hand"), hand))
    planets = []
    for p in empire.planets:
        own = view.fronts[p.index] if p.index < len(view.fronts) else None
        face = world_face(p, own)
        words = world_words(face).split("\n", 1)
        tags = [tr("face up") if p.face_up else tr("face down")]
        planets.append(card(words[0], words[1] if len(words) > 1 else "", tags))
    for tech_id, side in empire.permanents:
        tech = card_data(tech_id).tech
        if tech is not None and tech.faces:
            planets.append(card(tech.faces[side].name, tech.faces[side].text, [tr("permanent")]))
    blocks.append(cards(tr("Your Empire"), planets))
    return blocks


def seat_rows(view: StarwardView, names: tuple[str, ...]) -> Block:
    """A line per seat: score, planets, fighters, influence tokens and hand size (all public)."""
    rows = []
    for empire, pile in zip(view.table.empires, view.table.cards, strict=True):
        s = empire.seat
        face_up = sum(1 for p in empire.planets if p.face_up)
        line = (
            tr("◆ %1 · planets %2 (%3 face up) · ⚔ %4 · hand %5")
            .replace("%1", str(empire.score.total))
            .replace("%2", str(len(empire.planets)))
            .replace("%3", str(face_up))
            .replace("%4", str(empire.fighters))
            .replace("%5", str(pile.hand_count))
        )
        marks = []
        if s == view.turn.leader:
            marks.append("★")
        if s in view.to_act:
            marks.append("▶")
        rows.append((names[s], line, " ".join(marks)))
    return seats(rows)
