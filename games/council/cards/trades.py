"""Cards about deals and notes: Diplomatic Pressure, Lie in Wait, Pillage; Black Market Dealings and
Arbiters widen what a deal may hold."""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.core.legal import Legal
from games.council import decks, holdings
from games.council.actions import Choose
from games.council.events import BLACK_MARKET_DEALINGS, NoNotes, NoteGiven
from games.council.log_items import Pillaged
from games.council.log_record import Rec
from games.council.procedure import neighbours
from games.council.question_forms import QuestionForm, QuestionHint
from games.council.rulebook import CardRule, Params, PassiveRule, QuestionDetails, register
from games.council.state import CouncilState, Frame, FrameKind


@register("diplomatic-pressure")
class DiplomaticPressure(CardRule):
    """Another player gives you a promissory note of their choice (not a transaction); each player
    can be its target once per agenda."""

    windows = frozenset({FrameKind.WHEN})
    family = "transactions"
    prompt = "give_note"  # the target picks the note to give
    question_hint = QuestionHint.NOTE_TO_GIVE

    def follow_up_options(self, state: CouncilState, frame: Frame) -> tuple[str, ...]:
        return tuple(state.players[frame.order[0]].notes)

    def answer(self, state: CouncilState, seat: int, frame: Frame, items: tuple[str, ...], rec: Rec) -> None:
        state.players[seat].notes.remove(items[0])
        state.players[frame.data["to"]].notes.append(items[0])
        rec.events.append(NoteGiven(frame.data["to"]))
        rec.reveals = True  # a note from a hidden hand changes hands

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        assert state.agenda is not None
        pressured = state.agenda.card_state.get(self.id, frozenset())
        return tuple(
            Params(target=s)
            for s in range(state.n)
            if s != seat and s not in pressured and s not in state.gone
        )

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        assert state.agenda is not None and params.target is not None
        card_state = state.agenda.card_state
        card_state[self.id] = card_state.get(self.id, frozenset()) | {params.target}
        if state.players[params.target].notes:
            state.stack.append(Frame(FrameKind.CHOOSE, (params.target,), prompt="give_note", to=seat))
        else:
            rec.events.append(NoNotes(params.target))


def trigger_frame(state: CouncilState) -> Frame:
    top = state.stack[-1]
    assert top.kind is FrameKind.TRIGGER
    return top


class Triggered(CardRule):
    windows = frozenset({FrameKind.TRIGGER})
    family = "transactions"

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        return None if trigger_frame(state).data["card"] == self.id else "this is not what just happened"


@register("lie-in-wait")
class LieInWait(Triggered):
    """After your two neighbours complete a deal: look at both hands and take one card from each."""

    prompt = "lie_in_wait"
    question_form = QuestionForm.ONE_FROM_EACH
    question_hint = QuestionHint.CARD_FROM_EACH_NEIGHBOUR

    def question_details(self, state: CouncilState, frame: Frame) -> QuestionDetails:
        a, b = frame.data["sources"]
        return {"sources": (tuple(state.players[a].hand), tuple(state.players[b].hand))}

    def follow_up_answers(self, state: CouncilState, frame: Frame, seat: int) -> list[Legal]:
        a, b = frame.data["sources"]
        left = tuple(dict.fromkeys(state.players[a].hand)) or ("",)  # "": a neighbour with no card
        right = tuple(dict.fromkeys(state.players[b].hand)) or ("",)
        return [Choose(seat, (x, y)) for x in left for y in right]

    def hands_shown(self, frame: Frame) -> tuple[int, ...]:
        return tuple(frame.data["sources"])

    def follow_up_options(self, state: CouncilState, frame: Frame) -> tuple[str, ...]:
        a, b = frame.data["sources"]
        return tuple(state.players[a].hand) + tuple(state.players[b].hand)

    def check_follow_up(self, state: CouncilState, frame: Frame, items: tuple[str, ...]) -> None:
        # "" stands for a neighbour with an empty hand.
        a, b = frame.data["sources"]
        need = [bool(state.players[a].hand), bool(state.players[b].hand)]
        if len(items) != 2 or any(bool(item) != n for item, n in zip(items, need, strict=True)):
            raise IllegalAction(
                'take one card from each neighbour with cards ("" for an empty hand)', "bad_choice"
            )
        for item, src in zip(items, (a, b), strict=True):
            if item and item not in state.players[src].hand:
                raise IllegalAction(f"{item!r} is not in seat {src}'s hand", "bad_choice")

    def answer(self, state: CouncilState, seat: int, frame: Frame, items: tuple[str, ...], rec: Rec) -> None:
        me = state.players[seat]
        for item, src in zip(items, frame.data["sources"], strict=True):
            if item:
                state.players[src].hand.remove(item)
                me.hand.append(item)
                state.hands_changed = True
        rec.show_cards(seat, (i for i in items if i))
        rec.reveals = True

    def on_deal(self, state: CouncilState, proposer: int, to: int) -> None:
        if not decks.in_action_deck(state.options, self.id):
            return  # a Thunder's Edge card: offered only with that expansion
        for seat in range(state.n):
            if seat not in (proposer, to) and set(neighbours(state, seat)) == {proposer, to}:
                # A secret card: the offer must not show who holds it.
                state.triggers.append(
                    Frame(FrameKind.TRIGGER, (seat,), card=self.id, dealt=(proposer, to), public=False)
                )

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        a, b = trigger_frame(state).data["dealt"]
        hands = (tuple(state.players[a].hand), tuple(state.players[b].hand))
        rec.show_peek(seat, hands)
        rec.reveals = True
        if any(hands):
            state.stack.append(Frame(FrameKind.CHOOSE, (seat,), prompt="lie_in_wait", sources=(a, b)))


@register("pillage")
class Pillage(Triggered):
    """Mentak takes 1 trade good from a neighbour that just gained trade goods or made a deal and has 3+."""

    def on_gain(self, state: CouncilState, seat: int) -> None:
        """A neighbour that gained trade goods or completed a deal, if it has 3 or more: offer Pillage."""
        if state.players[seat].tg < 3:
            return
        for mentak, p in enumerate(state.players):
            if self.id in p.abilities and mentak != seat and seat in neighbours(state, mentak):
                # A faction ability everyone knows of: the offer is public.
                state.triggers.append(
                    Frame(FrameKind.TRIGGER, (mentak,), card=self.id, gained=seat, public=True)
                )

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        reason = super().blocked(state, seat)
        if reason is None and state.players[trigger_frame(state).data["gained"]].tg < 3:
            return "that neighbour has fewer than 3 trade goods"
        return reason

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        victim = trigger_frame(state).data["gained"]
        state.players[victim].tg -= 1
        state.players[seat].tg += 1
        rec.events.append(Pillaged(victim, 1))
        # Companion mode: the neighbour hands Mentak the trade good on the board, said at once.
        holdings.say_now(state, rec, self.id, "give_tg", victim, subject=str(seat), amount=1)


@register("black-market-dealings")
class BlackMarketDealings(PassiveRule):
    """Played with a deal the proposer offers (the deal item "play:" and its id, see deals.py): action
    cards, relics and unscored secret objectives may change hands in it."""

    family = "transactions"

    def may_play_with_deal(self, state: CouncilState, seat: int) -> bool:
        if state.options.mode == "standalone":
            return self.id in state.players[seat].hand
        return decks.in_action_deck(state.options, self.id)  # declared: a copy is in the chosen deck

    def check_play_with_deal(self, state: CouncilState, seat: int, items: tuple[str, ...]) -> None:
        if items.count(f"play:{self.id}") > 1:
            raise IllegalAction(f"{self.info.name} is played once", "bad_item")
        standalone = state.options.mode == "standalone"
        if not standalone and not decks.in_action_deck(state.options, self.id):
            raise IllegalAction(
                f"{self.info.name} is not in the action deck of {decks.deck_label(state.options)}",
                "not_in_deck",
            )
        if standalone and self.id not in state.players[seat].hand:
            raise IllegalAction(f"{self.info.name} is not in your hand", "not_held")
        if standalone and f"card:{self.id}" in items:
            raise IllegalAction(f"{self.info.name} cannot be played and given at once", "bad_item")

    def played_with_deal(self, state: CouncilState, seat: int, rec: Rec) -> None:
        if state.options.mode == "standalone":
            state.players[seat].hand.remove(self.id)
            state.action_discard.append(self.id)
            rec.events.append(BLACK_MARKET_DEALINGS)

    def widens_deal(
        self, state: CouncilState, seat: int, other: int, give: tuple[str, ...]
    ) -> tuple[bool, bool]:
        played = bool(give) and f"play:{self.id}" in give  # asked with nothing given for every partner
        return played, played


@register("arbiters")
class Arbiters(PassiveRule):
    """Hacan: action cards may be part of a deal the Hacan makes."""

    family = "transactions"

    def widens_deal(
        self, state: CouncilState, seat: int, other: int, give: tuple[str, ...]
    ) -> tuple[bool, bool]:
        players = state.players  # asked for every partner whenever a seat may deal: no generator
        return self.id in players[seat].abilities or self.id in players[other].abilities, False
