"""Undo and redo at the level of a player's move: with bots at the table, undo goes back to the last
human move (and redo replays it with the bot moves that followed), never past the session's barrier."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from desktop.table.screens import GameScreens
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
    while (following := session.redo_action()) is not None and following.seat not in humans and humans:
        session.redo()
    return True


def barrier_index(session: Session, humans: tuple[int, ...]) -> int | None:
    """The revealing move that stops Undo (its index), when moves were made and none of them can be taken
    back at the level of a player's move; None when Undo is free or there is nothing to undo."""
    if not session.actions or human_undo_target(session, humans) is not None or session.barrier == 0:
        return None
    return session.barrier - 1


def barrier_reason(
    session: Session, humans: tuple[int, ...], names: tuple[str, ...], screens: GameScreens[Any, Any]
) -> str:
    """Why Undo is refused, naming the move that revealed what was hidden ("Nothing to undo: the secret
    ballot was revealed (Carol's move: Vote)."): the game screens' `barrier_reason(kind)` says what a kind
    of move reveals, if the game words it; empty when Undo is not barred."""
    from desktop.translations import tr

    index = barrier_index(session, humans)
    if index is None:
        return ""
    action = session.actions[index]
    seat = names[action.seat] if 0 <= action.seat < len(names) else "?"
    what = screens.barrier_reason(action.kind) or tr("hidden cards were revealed")
    move = screens.move_name(action.kind)
    return (
        tr("Nothing to undo: %1 (%2's move: %3).").replace("%1", what).replace("%2", seat).replace("%3", move)
    )
