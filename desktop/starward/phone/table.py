"""Starward on a phone: what the seat sees (hand, Empire, score, the turn, every seat), from its view."""

from __future__ import annotations

from desktop.phone.screen_parts import Block, card, cards, facts, seats
from desktop.starward import turn_lines as said
from desktop.starward.card_words import world_words
from desktop.starward.faces import deck_card_face, world_face
from desktop.starward.names import card_name, role_name, tr
from games.starward.cards import Symbol
from games.starward.cards import card as card_data
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


def turn_blocks(view: StarwardView, names: tuple[str, ...]) -> list[Block]:
    """The turn under way: who leads, the role, what each opponent answered and who answers next
    (the turn panel's lines, turn_lines.py)."""
    turn = view.turn
    rows = [(tr("Turn"), said.head_line(turn, names))]
    left = said.actions_left_line(turn)
    if left is not None:
        rows.append((tr("Actions"), left))
    if turn.role is not None:
        rows.append((tr("Role"), role_name(turn.role) + " · " + said.role_taken(turn)))
        answers = said.answer_lines(view, names)
        done = len(turn.responses)  # the answers given come first, then the leader's count, then to come
        rows += [(names[seat], line) for seat, line in answers[:done]]
        counted = said.leader_count_line(turn, names)
        if counted is not None:
            rows.append((names[turn.leader], counted))
        rows += [(names[seat], line) for seat, line in answers[done:]]
    if turn.last_round:
        rows.append((tr("End"), said.last_round_line()))
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
