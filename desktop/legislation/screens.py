"""Legislation's side of the table page: its board, prompts, curtain reasons, tallies, log and options."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from desktop.legislation.board import LegislationBoard
from desktop.legislation.faces import rep_name
from desktop.legislation.phrases import barrier_phrase, choice_name, move_name, phase_name, phrase, tr
from desktop.legislation.refusals import sentences
from desktop.refusals import refusal_text
from desktop.table.result_panel import VoteResult
from desktop.table.screens import GameScreens
from desktop.table.tally_bar import TallyLine
from games.legislation.actions import Choice
from games.legislation.log_record import (
    DealConfirmed,
    DealDropped,
    LegislationRecord,
    TermsSet,
    Voted,
    seen_from_plain,
)
from games.legislation.options import BallotStyle
from games.legislation.state import Phase, Step

if TYPE_CHECKING:
    from desktop.table.table_page import TablePage
    from games.core.game import Standing
    from games.core.log import LogEntry, Seen
    from games.core.session import Session


class LegislationScreens(GameScreens["TablePage", "Seen[LegislationRecord]"]):
    shows_tally = True
    has_scores = True

    def board(self, table: TablePage, seat: int | None) -> QWidget:
        return LegislationBoard(table.board_context(), seat, table.session.view(seat))

    def prompt(self, table: TablePage, seat: int | None) -> str:
        view = table.session.view(None)
        names = table.names
        waiting = ", ".join(names[s] for s in view.to_act)
        phase = phase_name(view.phase)
        if view.phase is Phase.OVER:
            return tr("The session is over.")
        if view.phase is Phase.DISCARD:
            return (
                tr("%1: everyone chooses discards (waiting for %2).")
                .replace("%1", phase)
                .replace("%2", waiting)
            )
        if view.phase is Phase.VOTE and view.step is Step.BALLOT:
            return (
                tr("%1: bill %2 is on the floor; waiting for %3.")
                .replace("%1", phase)
                .replace("%2", str(view.floor))
                .replace("%3", waiting)
            )
        if (
            view.phase is Phase.PLEDGE
            and view.active is not None
            and view.to_act
            and view.to_act[0] != view.active
        ):
            return (
                tr("%1: %2 is negotiating with %3.")
                .replace("%1", phase)
                .replace("%2", names[view.active])
                .replace("%3", waiting)
            )
        return tr("%1: %2 to act.").replace("%1", phase).replace("%2", waiting)

    def curtain_reason(self, table: TablePage, seat: int) -> str:
        view = table.session.view(None)
        names = table.names
        if view.phase is Phase.DISCARD:
            return tr("Choose your discards in secret.")
        if view.phase is Phase.DRAW:
            return tr("Your turn to draw.")
        if view.phase is Phase.VOTE and view.step is Step.BALLOT:
            if view.ballot_style is BallotStyle.SECRET:
                return tr("Cast your secret vote on bill %1.").replace("%1", str(view.floor))
            return tr("Your vote on bill %1 (roll call).").replace("%1", str(view.floor))
        if view.phase is Phase.PLEDGE and view.active is not None and seat != view.active:
            return tr("%1 offers you a deal: look at it on your own screen.").replace(
                "%1", names[view.active]
            )
        if view.phase is Phase.PLEDGE:
            return _deal_news(table, seat) or tr("Your Pledge turn.")
        return tr("Your turn.")

    def tally(self, table: TablePage) -> tuple[str, tuple[TallyLine, ...], int, str] | None:
        view = table.session.view(None)
        if view.floor is None:
            return None
        counts = {Choice.YAY: 0, Choice.NAY: 0, Choice.ABSTAIN: 0}
        for _s, c in view.votes:
            counts[c] += 1
        lines = (
            TallyLine(tr("Yay"), counts[Choice.YAY], "#2e9b55", "✓"),
            TallyLine(tr("Nay"), counts[Choice.NAY], "#c0392b", "✗"),
            TallyLine(tr("Abstain"), counts[Choice.ABSTAIN], "#8a8378", "–"),
        )
        footer = tr("%1 of %2 have voted").replace("%1", str(len(view.voted))).replace("%2", str(view.seats))
        if not view.votes and view.voted:
            footer += " " + tr("(secret)")
        title = tr("Bill %1 on the floor").replace("%1", str(view.floor))
        return title, lines, view.seats, footer

    def scores(self, table: TablePage) -> tuple[int, ...]:
        return tuple(table.session.view(None).table.scores)

    def score_unit(self) -> str:
        return tr("pts")

    def result(self, table: TablePage, entry: Seen[LegislationRecord]) -> VoteResult | None:
        """A ballot's result from its log entry (public: every vote is shown once the ballot is over)."""
        result = entry.event.result if isinstance(entry.event, Voted) else None
        if result is None:
            return None
        names = table.names
        passed = result.passed
        votes = tuple((seat, choice_name(choice)) for seat, choice in result.votes)
        betrayals = tuple(
            tr("%1 BETRAYED their token (voted %2).")
            .replace("%1", names[b.seat])
            .replace("%2", choice_name(b.voted))
            for b in result.betrayals
        )
        return VoteResult(
            title=tr("Bill %1").replace("%1", str(result.bill)),
            verdict=tr("PASSED") if passed else tr("FAILED"),
            good=passed,
            tally=tr("%1 Yay · %2 Nay").replace("%1", str(result.yay)).replace("%2", str(result.nay)),
            votes=votes,
            deltas=result.gains,
            betrayals=betrayals,
        )

    def phrase(self, entry: Seen[LegislationRecord], names: tuple[str, ...]) -> str:
        return phrase(entry, names)

    def seen(self, entry: LogEntry, viewer: int | None) -> Seen[LegislationRecord]:
        """The typed event (games/legislation/log_record.py) as `viewer` may know it."""
        return entry.seen(viewer)

    def seen_plain(self, data: dict[str, Any]) -> Seen[LegislationRecord] | None:
        return seen_from_plain(data)

    def refusal(self, error: Exception, names: tuple[str, ...]) -> str:
        return refusal_text(error, names, sentences())

    def standing_group(self, session: Session, standing: Standing) -> str:
        """A final standing's Representative, translated (the engine names it in English)."""
        return rep_name(session.view(None).table.representatives[standing.seat])

    def move_name(self, kind: str) -> str:
        return move_name(kind)

    def barrier_reason(self, kind: str) -> str | None:
        """What a move of this kind showed the table, when it stops Undo."""
        return barrier_phrase(kind)

    def option_labels(self) -> dict[str, str]:
        return {"hand_size": tr("Hand size"), "ballot": tr("Ballot")}

    def option_choices(self) -> dict[str, list[tuple[Any, str]]]:
        return {
            "hand_size": [(9, tr("9 bills (full game)")), (6, tr("6 bills (short game)"))],
            "ballot": [
                (BallotStyle.SECRET, tr("Secret ballot")),
                (BallotStyle.ROLL_CALL, tr("Roll call (open)")),
            ],
        }


def _deal_news(table: TablePage, seat: int) -> str | None:
    """What the partner just did to `seat`'s open deal, when that is why the screen comes back: the
    curtain before a counter-offer says "Bob changed the deal", not only "Your Pledge turn"."""
    entries = table.session.entries
    if not entries:
        return None
    last = entries[-1]
    event = last.public
    if not isinstance(event, TermsSet | DealConfirmed | DealDropped):
        return None
    if last.seat == seat or seat not in event.parties:
        return None
    name = table.names[last.seat]
    if not isinstance(event, DealDropped) and event.made is not None:
        return tr("%1 agreed to the deal: it is made.").replace("%1", name)
    if last.kind == "drop":
        return tr("%1 walked away from the deal.").replace("%1", name)
    if last.kind == "terms":
        return tr("%1 changed the deal: look at it on your own screen.").replace("%1", name)
    return tr("%1 agreed to the deal as it stands.").replace("%1", name)
