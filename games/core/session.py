"""A session: config + seed + ordered actions; state is rebuilt from them, with undo/redo.

Undo rule (the *barrier*): an action that revealed hidden information to anyone (a card
drawn from the deck, a secret ballot revealed, a card handed over) cannot be undone, nor
can anything before it, because the table has already seen what it showed. A table that
agrees to it can switch on `table_undo` in the game options, and then any action can be
undone. Undo never reveals anything itself: it only replays the log up to an earlier point.

Speed: a checkpoint of the state (`Game.checkpoint`, a clone unless the game keeps something leaner)
is kept every `checkpoint_every` actions; undo resumes from the nearest checkpoint at or before the
target and replays the few actions after it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from games.core.actions import Action
from games.core.errors import CorruptLog, GameOver, IllegalAction, NotYourTurn
from games.core.frozen import quick
from games.core.game import AnyGame, Standing
from games.core.legal import Legal
from games.core.log import LogEntry
from games.core.seats import Seat, check_seat_count


@dataclass(frozen=True)
class SessionConfig:
    """Everything needed, with the actions, to rebuild a session exactly."""

    game: str
    seats: tuple[Seat, ...]
    options: Any
    seed: int
    table_undo: bool = False

    def __post_init__(self) -> None:
        # A registered game's own range, so a refusal states it (a 2-5 seat game refuses 1 seat with
        # "2 to 5", not the framework's "2 to 8"); a game the registry lacks gets the framework's bounds.
        from games.registry import GAMES, game_class  # the registry imports this module's package

        if self.game in GAMES:
            game_class(self.game).check_seat_count(len(self.seats))
        else:
            check_seat_count(len(self.seats))


class Change(StrEnum):
    APPLIED = "applied"
    UNDONE = "undone"
    REDONE = "redone"


Listener = Callable[["Session", Change, int], None]

_entry = quick(LogEntry)  # a log entry is made on every action: skip the frozen dataclass's slow setattr


class Session:
    """Plays one game: validates and applies actions, keeps the log, undoes and redoes."""

    def __init__(self, game: AnyGame, config: SessionConfig, *, checkpoint_every: int = 32) -> None:
        if config.game != game.name:
            raise ValueError(f"config is for {config.game!r}, game is {game.name!r}")
        game.check_seat_count(len(config.seats))
        self.game = game
        self.config = config
        self.checkpoint_every = max(1, checkpoint_every)
        self.state = game.new_state(len(config.seats), config.options, config.seed)
        self.actions: list[Action] = []
        self.entries: list[LogEntry] = []
        self.redo_stack: list[Action] = []  # last undone action at the end
        self._reveals: list[int] = []  # indices of revealing actions still applied
        self._checkpoints: dict[int, Any] = {0: game.checkpoint(self.state)}
        self.listeners: list[Listener] = []
        self._validators = game.codec.validators  # action class -> its field test (types and ranges)
        self._added: list[Seat] = []  # chairs the log added after the configured ones (Game.seat_added)
        self._seats = len(config.seats)
        # The only action types seat_added is asked about (none when these options add no seats).
        self._seat_adders = game.seat_adders if game.adds_seats(config.options) else frozenset()

    # --- reading -------------------------------------------------------------
    @property
    def seats(self) -> tuple[Seat, ...]:
        """Every chair at the table now: the configured seats, then those the log added (a late player)."""
        return self.config.seats + tuple(self._added) if self._added else self.config.seats

    def __len__(self) -> int:
        return len(self.actions)

    def to_act(self) -> tuple[int, ...]:
        return self.game.to_act(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    def legal_actions(self, seat: int) -> tuple[Legal, ...]:
        """What `seat` may do now (see `Game.legal_actions`)."""
        return self.game.legal_actions(self.state, seat)

    def seats_left(self) -> frozenset[int]:
        """The seats whose player left the game (public: their chairs stay, nobody plays them)."""
        return self.game.seats_left(self.state)

    def standings(self) -> tuple[Standing, ...]:
        """Each seat's score and place now (public: what the end screen shows)."""
        return self.game.standings(self.state)

    def score_history(self) -> list[list[int]]:
        """Each seat's score after every move that changed a score: the log replayed from the start on a
        copy (the live state is not touched), one list per seat."""
        game, config = self.game, self.config
        state = game.new_state(len(config.seats), config.options, config.seed)
        history = [[s.score for s in sorted(game.standings(state), key=lambda s: s.seat)]]
        for action in self.actions:
            game.apply(state, action)
            scores = [s.score for s in sorted(game.standings(state), key=lambda s: s.seat)]
            if scores != history[-1]:
                history.append(scores)
        return [list(col) for col in zip(*history, strict=True)]

    @property
    def barrier(self) -> int:
        """The earliest point undo may go back to."""
        if self.config.table_undo or not self._reveals:
            return 0
        return self._reveals[-1] + 1

    def can_undo(self) -> bool:
        return len(self.actions) > self.barrier

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo_action(self) -> Action | None:
        return self.actions[-1] if self.can_undo() else None

    def redo_action(self) -> Action | None:
        return self.redo_stack[-1] if self.redo_stack else None

    # --- playing -------------------------------------------------------------
    def check_turn(self, action: Action) -> None:
        waiting = self.game.to_act(self.state)
        if not waiting and self.game.is_over(self.state):
            raise GameOver()
        if action.seat not in waiting and not self.game.out_of_turn(self.state, action):
            raise NotYourTurn(action.seat, waiting)

    def apply(self, action: Action) -> LogEntry:
        """Validate and apply one action; clears the redo history."""
        entry = self._apply(action)
        if self.redo_stack:
            self.redo_stack.clear()
        if self.listeners:
            self._notify(Change.APPLIED, entry.index)
        return entry

    def refusal(self, action: Action) -> IllegalAction | None:
        """Why `action` would be refused now (its IllegalAction: a code and details a screen words), or None
        if it would be played: every check `apply` makes, the rules' on a copy, so nothing changes here.
        For a hint about a move not made yet (a state's copy each call: not for a bot's inner loop)."""
        try:
            self._admit(action)
            self.game.apply(self.game.clone(self.state), action)
        except IllegalAction as error:
            return error
        return None

    def _admit(self, action: Action) -> Seat | None:
        """The session's own checks before the rules': a real action of this game from a seat that may act
        now; the chair it adds, if any (checked)."""
        validate = self._validators.get(type(action))
        if validate is None:  # also refuses anything that is not an Action
            raise IllegalAction(f"{action!r} is not an action of {self.game.name}", "unknown")
        validate(action)  # types and ranges, as the codec saves them
        if action.seat not in self.game.to_act(self.state):  # a seat that is waited for is a real seat
            if not 0 <= action.seat < self._seats:
                raise IllegalAction(f"there is no seat {action.seat}", "no_such_seat", seat=action.seat)
            self.check_turn(action)
        adders = self._seat_adders  # empty unless these options add chairs: one test on most moves
        if adders and type(action) in adders and (added := self.game.seat_added(action)) is not None:
            self._check_added(added)
            return added
        return None

    def _apply(self, action: Action) -> LogEntry:
        added = self._admit(action)
        try:
            record = self.game.apply(self.state, action)
        except IllegalAction:
            raise
        except Exception:
            # A rules bug must not leave a half-changed state behind: rebuild it.
            self._restore(len(self.actions))
            raise
        index = len(self.actions)
        entry = _entry(index, action.seat, action.kind, record.public, record.private, record.reveals)
        self.actions.append(action)
        self.entries.append(entry)
        if added is not None:
            self._added.append(added)
            self._seats += 1
        if record.reveals:
            self._reveals.append(index)
        if (index + 1) % self.checkpoint_every == 0:
            self._checkpoints[index + 1] = self.game.checkpoint(self.state)
        return entry

    def _check_added(self, seat: Seat) -> None:
        """A chair added in play: a name no other seat has (ignoring case), within the game's seat count."""
        if self._seats >= self.game.max_seats:
            raise IllegalAction(
                f"a {self.game.name} table has at most {self.game.max_seats} seats", "table_full"
            )
        if any(s.name.casefold() == seat.name.casefold() for s in self.seats):
            raise IllegalAction(f"a seat is already called {seat.name}", "name_taken")

    def undo(self) -> Action:
        """Take back the last action (it goes on the redo stack)."""
        if not self.can_undo():
            raise IllegalAction("nothing can be undone: the table has seen what came before", "undo_barrier")
        target = len(self.actions) - 1
        action = self.actions[-1]
        self._restore(target)
        self.redo_stack.append(action)
        self._notify(Change.UNDONE, target)
        return action

    def undo_to(self, index: int) -> None:
        """Undo until `index` actions remain."""
        if not self.barrier <= index <= len(self.actions):
            raise IllegalAction(
                f"cannot undo to {index}: allowed {self.barrier}..{len(self)}", "undo_barrier"
            )
        undone = self.actions[index:]
        self._restore(index)
        self.redo_stack.extend(reversed(undone))
        self._notify(Change.UNDONE, index)

    def redo(self) -> LogEntry:
        if not self.redo_stack:
            raise IllegalAction("nothing to redo", "nothing_to_redo")
        action = self.redo_stack[-1]
        entry = self._apply(action)
        self.redo_stack.pop()
        self._notify(Change.REDONE, entry.index)
        return entry

    def _restore(self, count: int) -> None:
        """Rebuild the state after the first `count` actions from the nearest checkpoint."""
        start = max(i for i in self._checkpoints if i <= count)
        state = self.game.resume(self._checkpoints[start])
        for action in self.actions[start:count]:
            self.game.apply(state, action)
        self.state = state
        del self.actions[count:]
        adders = self._seat_adders
        self._added = [
            seat for a in self.actions if type(a) in adders and (seat := self.game.seat_added(a)) is not None
        ]
        self._seats = len(self.config.seats) + len(self._added)
        del self.entries[count:]
        while self._reveals and self._reveals[-1] >= count:
            self._reveals.pop()
        for i in [i for i in self._checkpoints if i > count]:
            del self._checkpoints[i]

    def restore_log(self, actions: Sequence[Action], redo: Sequence[Action]) -> None:
        """Put the session back to a known log and redo stack without telling the listeners: a
        change whose save failed is taken back this way, so the screen never shows a move the disk
        does not hold. Only actions already played in this session come back here, so replay is safe."""
        keep = 0
        limit = min(len(self.actions), len(actions))
        while keep < limit and self.actions[keep] is actions[keep]:
            keep += 1
        if keep < len(self.actions):
            self._restore(keep)
        for action in actions[keep:]:
            self._apply(action)
        self.redo_stack = list(redo)

    def _notify(self, change: Change, index: int) -> None:
        if not self.listeners:
            return
        for listener in list(self.listeners):
            listener(self, change, index)

    # --- rebuilding ------------------------------------------------------------
    @classmethod
    def replay(
        cls,
        game: AnyGame,
        config: SessionConfig,
        actions: Iterable[Action],
        redo: Sequence[Action] = (),
        **kwargs: Any,
    ) -> Session:
        """Rebuild a session from its log; a log the rules reject raises CorruptLog."""
        session = cls(game, config, **kwargs)
        for i, action in enumerate(actions):
            try:
                session._apply(action)
            except IllegalAction as exc:
                raise CorruptLog(f"action {i} ({action.kind}) is illegal: {exc}") from None
        session.redo_stack = list(redo)
        return session
