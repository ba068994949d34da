"""Looking at the agenda deck: Insider Information (and Omega), Z'eu (original), Ssruu copying Z'eu,
and M'aban Omega (passive: the Naalu view always shows the top and bottom agenda)."""

from __future__ import annotations

from games.council.log_items import Peeked
from games.council.log_record import Rec
from games.council.rulebook import CardRule, Params, PassiveRule, register
from games.council.state import CouncilState, FrameKind, Leader
from games.council.votes import commander_access


def visible_deck(state: CouncilState) -> list[str]:
    """The agenda deck as peeks see it: Covert Legislation's hidden agenda (still on top, in the
    speaker's hand in the physical game) is not part of it."""
    ctx = state.agenda
    if ctx is not None and ctx.hidden is not None and state.deck and state.deck[-1] == ctx.hidden:
        return state.deck[:-1]
    return state.deck


def peek(state: CouncilState, seat: int, count: int, rec: Rec, show_to: int | None = None) -> None:
    if state.options.mode == "companion":
        # Beside a real table the player looks at the real deck (the program's order is not the
        # table's): the log records the peek, nothing is shown.
        rec.events.append(Peeked(seat, count))
        return
    deck = visible_deck(state)
    cards = tuple(reversed(deck[-count:])) if count else ()
    assert state.agenda is not None
    state.agenda.peeked[seat] = cards
    rec.show_peek(seat, cards)
    if show_to is not None:
        state.agenda.peeked[show_to] = cards
        rec.show_peek(show_to, cards)
    rec.events.append(Peeked(seat, len(cards)))
    rec.reveals = True


@register("insider-information", "insider-information-omega")
class InsiderInformation(CardRule):
    windows = frozenset({FrameKind.AFTER})
    family = "peeks_agenda_deck"

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        peek(state, seat, self.info.effect["peek_agenda_deck_top"], rec)


@register("zeu")
class Zeu(CardRule):
    """Original Naalu agent: exhaust to look at the next agenda, and show it to one player if you like."""

    windows = frozenset({FrameKind.AFTER})
    family = "peeks_agenda_deck"

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return (Params(),) + tuple(
            Params(target=s) for s in range(state.n) if s != seat and s not in state.gone
        )

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        state.players[seat].leaders[self.id] = Leader.EXHAUSTED
        peek(state, seat, 1, rec, params.target)


@register("ssruu")
class Ssruu(Zeu):
    """Yssaril agent: has the ability of every other player's agent, here Z'eu's peek."""

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        if not any(p.leaders.get("zeu") is not None for s, p in enumerate(state.players) if s != seat):
            return "no other player has an agent with an agenda-phase ability"
        return None


@register("maban-omega")
class MabanOmega(PassiveRule):
    """Naalu commander (Codex III): its user sees the agenda deck's top and bottom cards and its
    neighbours' promissory notes (in its view)."""

    family = "peeks_agenda_deck"

    def shows_deck_ends(self, state: CouncilState, seat: int) -> bool:
        # Companion mode: the real deck's ends are at the table, not in the program's order.
        return state.options.mode != "companion" and commander_access(state, seat, self.id)

    def shows_neighbour_notes(self, state: CouncilState, seat: int) -> bool:
        return commander_access(state, seat, self.id)
