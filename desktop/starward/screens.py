"""Starward's side of the table page: its board, prompts, curtain reasons, log, options and end scores.

Starward has no vote, so the side panel keeps no tally (shows_tally is False).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from desktop.refusals import refusal_text
from desktop.starward.board import StarwardBoard
from desktop.starward.names import move_name, role_name, tr
from desktop.starward.phrases import phrase
from desktop.starward.refusals import sentences
from desktop.table.screens import GameScreens
from desktop.table.tally_bar import TallyLine
from games.starward.log_record import StarwardRecord, seen_from_plain
from games.starward.state import Step

if TYPE_CHECKING:
    from desktop.table.table_page import TablePage
    from games.core.game import Standing
    from games.core.log import LogEntry, Seen
    from games.core.session import Session


class StarwardScreens(GameScreens["TablePage", "Seen[StarwardRecord]"]):
    shows_tally = False

    def board(self, table: TablePage, seat: int | None) -> QWidget:
        return StarwardBoard(table.board_context(), seat, table.session.view(seat))

    def prompt(self, table: TablePage, seat: int | None) -> str:
        view = table.session.view(None)
        if view.over:
            return tr("The session is over.")
        turn = view.turn
        names = table.names
        leader = names[turn.leader]
        waiting = ", ".join(names[s] for s in view.to_act)
        head = tr("Round %1, %2's turn.").replace("%1", str(turn.round_no)).replace("%2", leader)
        if turn.step is Step.RESPOND and turn.role is not None and turn.leader not in view.to_act:
            return (
                head
                + " "
                + tr("%1 chose %2: %3 follows or dissents.")
                .replace("%1", leader)
                .replace("%2", role_name(turn.role))
                .replace("%3", waiting)
            )
        if turn.role is not None and turn.step is not Step.CLEANUP:
            return (
                head
                + " "
                + tr("Role: %1; waiting for %2.").replace("%1", role_name(turn.role)).replace("%2", waiting)
            )
        return head + " " + tr("Waiting for %1.").replace("%1", waiting)

    def curtain_reason(self, table: TablePage, seat: int) -> str:
        view = table.session.view(None)
        turn = view.turn
        leader = table.names[turn.leader]
        if seat != turn.leader and turn.step is Step.RESPOND and turn.role is not None:
            return (
                tr("%1 chose %2: follow or dissent.")
                .replace("%1", leader)
                .replace("%2", role_name(turn.role))
            )
        prompt = table.session.view(seat).prompt  # its kind is public; the curtain shows nothing else of it
        kind = prompt.kind.value if prompt is not None else ""
        if kind == "keep":
            return tr("Survey: look at planet cards in private and keep one.")
        if kind == "research":
            return tr("Research: choose a technology.")
        if seat != turn.leader:
            return tr("A choice of yours during %1's turn.").replace("%1", leader)
        if turn.step is Step.ACTION:
            return tr("Your turn: the action phase.")
        if turn.step is Step.CLEANUP:
            return tr("Your cleanup.")
        return tr("Your turn.")

    def tally(self, table: TablePage) -> tuple[str, tuple[TallyLine, ...], int, str] | None:
        return None

    def phrase(self, entry: Seen[StarwardRecord], names: tuple[str, ...]) -> str:
        return phrase(entry, names)

    def seen(self, entry: LogEntry, viewer: int | None) -> Seen[StarwardRecord]:
        """The typed event (games/starward/log_record.py) as `viewer` may know it."""
        return entry.seen(viewer)

    def seen_plain(self, data: dict[str, Any]) -> Seen[StarwardRecord] | None:
        return seen_from_plain(data)

    def move_name(self, kind: str) -> str:
        return move_name(kind)

    def refusal(self, error: Exception, names: tuple[str, ...]) -> str:
        return refusal_text(error, names, sentences())

    def option_labels(self) -> dict[str, str]:
        return {
            "extended_three_player": tr(
                "Extended game for 3 players (smaller stacks, two empty stacks end it)"
            ),
            "extra_round": tr("One extra round after the last"),
        }

    def option_choices(self) -> dict[str, list[tuple[Any, str]]]:
        return {}

    def standing_group(self, session: Session, standing: Standing) -> str:
        """Where the seat sat in turn order (the engine's group, in the player's language)."""
        view = session.view(None)  # public: where the round starts
        place = (standing.seat - view.start_player) % view.seats + 1
        return tr("turn order: %1").replace("%1", str(place))

    def tie_break(self, table: TablePage) -> str:
        """How a tie on influence was broken (R43): resources on planets plus fighters, seat by seat."""
        view = table.session.view(None)
        scores = [e.score for e in view.table.empires]
        best = max((s.total for s in scores if s.seat in view.winners), default=0)
        tied = sorted((s for s in scores if s.total == best), key=lambda s: (-s.tie_break, s.seat))
        counts = ", ".join(f"{table.names[s.seat]} {s.tie_break}" for s in tied)
        return tr("Equal on influence: the most resources on planets plus fighters wins (%1).").replace(
            "%1", counts
        )

    def end_details(self, table: TablePage) -> QWidget:
        from desktop.starward.scores import ScoreBreakdown

        return ScoreBreakdown(table.session.view(None), table.names, table.colours)
