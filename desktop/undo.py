"""Undo and redo at the level of a player's move: with bots at the table, undo goes back to the last
human move (and redo replays it with the bot moves that followed), never past the session's barrier."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.core.session import Session


def human_undo_target(session: Session, humans: tuple[int, ...]) -> int | None:
    """How many actions remain after undoing to before the last human move (None: nothing to undo)."""
    if not session.can_undo():
        return None
    if not humans:
        return len(session) - 1
    for index in range(len(session) - 1, session.barrier - 1, -1):
        if session.actions[index].seat in humans:
            return index
    return None


def undo_kind(session: Session, humans: tuple[int, ...]) -> str | None:
    target = human_undo_target(session, humans)
    return None if target is None else session.actions[target].kind


def redo_kind(session: Session) -> str | None:
    action = session.redo_action()
    return None if action is None else action.kind


def undo_move(session: Session, humans: tuple[int, ...]) -> bool:
    target = human_undo_target(session, humans)
    if target is None:
        return False
    session.undo_to(target)
    return True


def redo_move(session: Session, humans: tuple[int, ...]) -> bool:
    """Redo one move, then the bot moves that followed it, up to the next human move."""
    if not session.can_redo():
        return False
    session.redo()
    while session.can_redo() and session.redo_action().seat not in humans and humans:
        session.redo()
    return True
