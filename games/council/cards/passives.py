"""Cards that work by themselves or outside the agenda phase: Alliance and Imperia (lend a commander),
Future Sight (a trade good for a right call), Scepter of Emelpar (pays for Quash and Instinct
Training, see agenda_replacement.strategy_payments), The Triad (exhausted like a planet to vote, an
option), and Xander
Alexin Victori III (an any-time agent: commodities pay as trade goods). Action-phase abilities are in
action_phase.py."""

from __future__ import annotations

from games.council import holdings
from games.council.events import FutureSightPaid
from games.council.log_record import Rec
from games.council.payouts import board_payouts
from games.council.rulebook import CardRule, Params, PassiveRule, register, register_passive
from games.council.state import CouncilState, FrameKind, Leader

ANY_TIME = frozenset(
    {
        FrameKind.START,
        FrameKind.WHEN,
        FrameKind.AFTER,
        FrameKind.POST_VOTE,
        FrameKind.AFTER_SPEAKER,
        FrameKind.BEFORE_RES,
        FrameKind.AFTER_RES,
    }
)


@register("alliance")
class Alliance(PassiveRule):
    """Promissory note, face up: its holder may use the giver's commander (not the Mahact, who have
    Imperia)."""

    family = "passives"
    face_up = True

    def comes_with(self, faction: str | None, home: tuple[str, ...]) -> bool:
        return faction != "mahact"  # Hubris: the Mahact purge their own Alliance

    def lends_commander(self, state: CouncilState, seat: int, owner: int) -> bool:
        me = state.players[seat]
        return me.faction != "mahact" and f"{self.id}@{owner}" in me.notes


@register("imperia")
class Imperia(PassiveRule):
    """Mahact: the commander of every player whose command token is in the Mahact fleet pool."""

    family = "passives"

    def lends_commander(self, state: CouncilState, seat: int, owner: int) -> bool:
        return self.id in state.players[seat].abilities and owner in state.mahact_pool


@register("future-sight")
class FutureSight(PassiveRule):
    """Naalu: 1 trade good when the outcome you voted for or predicted is resolved."""

    family = "passives"

    def on_settled(self, state: CouncilState, predicted: dict[int, set[str]], rec: Rec) -> None:
        ctx = state.agenda
        assert ctx is not None
        outcome = None if ctx.killed else ctx.outcome
        if outcome is None:
            return
        for seat in state.speaker_order():
            if self.id in state.players[seat].abilities:
                mine = set(predicted.get(seat, ()))
                if seat in ctx.votes:
                    mine.add(ctx.votes[seat].outcome)
                if outcome in mine:
                    # Said as the agenda closes (not in a game saved before options.say_at_once).
                    with board_payouts(state, self.id, rec, since_say_at_once=True):
                        holdings.gain_tg(state, seat, 1, rec)
                    rec.events.append(FutureSightPaid(seat))


# Cards whose rule lives where it applies.
register_passive(
    "passives", "games/council/cards/agenda_replacement.py (strategy_payments)", "scepter-of-emelpar"
)


@register("the-triad")
class TheTriad(PassiveRule):
    """Relic (Thunder's Edge), with the triad_votes option: exhausted like a planet to vote, for 3 votes
    (3 + the relic fragment types owned: fragments are not tracked by the session)."""

    family = "passives"

    def votes_as_planet(self, state: CouncilState, seat: int) -> int | None:
        ready = state.options.triad_votes and state.players[seat].relics.get(self.id) is False
        return 3 if ready else None


@register("xander-alexin-victori-iii")
class XanderAlexinVictori(CardRule):
    """Keleres agent: exhaust it so that one player's next trade-good spend may use commodities."""

    windows = ANY_TIME
    family = "passives"

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return tuple(
            Params(target=s) for s in range(state.n) if s not in state.commodity_spend and s not in state.gone
        )

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        assert params.target is not None
        state.players[seat].leaders[self.id] = Leader.EXHAUSTED
        state.commodity_spend.add(params.target)
