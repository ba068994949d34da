"""Who sits at the keyboard: applies moves, decides when the hand-off curtain must come down, and for whom.

Privacy rule: a seat's private screen is drawn only after that seat has confirmed the curtain
("Pass to Alice"). With one human at the table there is nobody to hide from, so no curtain; with
none (a demo, all bots) the shared view is shown.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from games.core.errors import IllegalAction
from games.core.seats import SeatKind

if TYPE_CHECKING:
    from collections.abc import Callable

    from games.core.actions import Action
    from games.core.session import Change, Session
    from storage.saved_session import SavedSession


def _phone_seats(ui: dict[str, Any] | None, humans: tuple[int, ...]) -> tuple[int, ...]:
    value = (ui or {}).get("phone_seats")  # desktop/phone/seats.py keeps the list; read here without it
    return tuple(s for s in value if s in humans) if isinstance(value, list) else ()


class Hotseat(QObject):
    sig_changed = Signal()
    """The session or the seat at the keyboard changed: redraw the table."""
    sig_refused = Signal(object)  # the IllegalAction: the table words it (desktop/refusals.py)
    """A move was refused by the rules; the text says why. Nothing changed."""
    sig_save_failed = Signal(object)
    """The disk refused to save a move, undo or redo (a storage SaveError): it was taken back, so the
    screen still shows what the file holds. Play waits until `retry_save` succeeds."""
    sig_saved = Signal()
    """A retried save went through: the move is made and on disk, play goes on."""

    def __init__(
        self,
        session: Session,
        saved: SavedSession | None = None,
        ui: dict[str, Any] | None = None,
        shared: bool = False,
    ) -> None:
        super().__init__()
        self.session = session
        # One shared screen (a game played beside a physical table: nothing on screen is secret):
        # no curtains, and the screen always shows the seat that must act.
        self.shared = shared
        self.saved = saved
        self.seats = session.seats  # a late player's chair included
        left = session.seats_left()  # nobody plays a seat whose player left the game
        self.humans = tuple(i for i, s in enumerate(self.seats) if s.kind == SeatKind.HUMAN and i not in left)
        # Human seats played from a phone (desktop/phone): remote humans, never behind a curtain here.
        self.phones: tuple[int, ...] = ()
        self.local: tuple[int, ...] = self.humans  # the humans at this computer
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.set_phones(_phone_seats(ui, self.humans))
        # Human seats that pass by themselves where they hold nothing playable (their own choice),
        # and the game's rule for that pass (screens.auto_pass): None where a game has none.
        chosen = (ui or {}).get("auto_pass")
        self.auto_pass: set[int] = (
            {s for s in chosen if type(s) is int and s in self.humans} if isinstance(chosen, list) else set()
        )
        # The game's auto-pass rule, (view, seat) -> the Pass or None (desktop/table/table_page.py).
        self.auto_mover: Callable[[Any, int], Action | None] | None = None
        # A resumed table starts behind the curtain (nobody has confirmed it yet), and for the seat
        # it was for when the table was left, if that seat is still one of those to act (several
        # may be, in a simultaneous round).
        seat = (ui or {}).get("curtain_seat")
        self.resume_seat: int | None = seat if isinstance(seat, int) and seat in self.local else None
        self.save_error: Exception | None = None  # the last refused save, until a retry succeeds
        # The seat at the keyboard saw the shared view since it last confirmed (the bots moved, everyone
        # watching): its hand comes back face down, for it alone to turn up ("Alice: show my hand").
        # Seats in `open_hand` chose to have it back open.
        self.face_down = False
        # Seats whose transaction offers a human refuses without being asked ({human: {proposer}}), and
        # the game's rule for that refusal, (view, seat, muted) -> the answer or None (a game without offers
        # has none).
        self.muted: dict[int, set[int]] = {}
        for pair in (ui or {}).get("muted_offers") or []:
            if isinstance(pair, list) and len(pair) == 2 and pair[0] in self.humans and type(pair[1]) is int:
                self.muted.setdefault(pair[0], set()).add(pair[1])
        self.auto_refuser: Callable[[Any, int, set[int]], Action | None] | None = None
        kept = (ui or {}).get("open_hand")
        self.open_hand: set[int] = (
            {s for s in kept if type(s) is int and s in self.humans} if isinstance(kept, list) else set()
        )
        session.listeners.append(self._on_session_change)

    def detach(self) -> None:
        if self._on_session_change in self.session.listeners:
            self.session.listeners.remove(self._on_session_change)

    def set_phones(self, seats: tuple[int, ...]) -> None:
        """Which human seats play from a phone (the Seats… dialog may move one mid-game)."""
        self.phones = tuple(s for s in seats if s in self.humans)
        self.local = tuple(s for s in self.humans if s not in self.phones)
        if self.viewer is not None and self.viewer not in self.local:
            self.viewer = None
        if not self.crowded and self.local:
            self.viewer = self.local[0]

    @property
    def crowded(self) -> bool:
        """Whether someone else may look at this screen: several humans share it, or players with phones
        sit around it (then even a lone human at the keyboard takes the screen behind a curtain)."""
        return len(self.local) > 1 or (bool(self.local) and bool(self.phones))

    # --- reading ------------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return seat in self.humans

    def human_to_act(self) -> int | None:
        waiting = self.session.to_act()
        if self.resume_seat is not None and self.resume_seat in waiting:
            return self.resume_seat
        # Of several seats to act at once (a vote round), the one that has the screen goes on: the
        # sponsor votes on their own bill without handing the computer away and back.
        if self.viewer is not None and self.viewer in waiting:
            return self.viewer
        for seat in waiting:
            if seat in self.local:
                return seat
        return None

    def bots_to_act(self) -> tuple[int, ...]:
        return tuple(s for s in self.session.to_act() if s not in self.humans)

    def curtain_for(self) -> int | None:
        """The seat the screen must be handed to before anything private is shown, or None."""
        if not self.crowded or self.shared:
            return None
        seat = self.human_to_act()
        if seat is None or seat == self.viewer and not self.face_down:
            return None
        return seat

    def hand_face_down(self) -> bool:
        """Whether the curtain up is the light one: the seat that had the screen gets its hand back."""
        seat = self.curtain_for()
        return seat is not None and seat == self.viewer and self.face_down

    def screen_seat(self) -> int | None:
        """Whose view the table is drawn from now (None: the shared view)."""
        if not self.crowded and self.local:
            return self.local[0]
        if not self.local:
            return None
        seat = self.human_to_act()
        if self.shared:
            return seat
        return seat if seat is not None and seat == self.viewer and not self.face_down else None

    def acting_seat(self) -> int | None:
        """The human whose move the screen offers (None if nobody at the keyboard must act)."""
        seat = self.screen_seat()
        return seat if seat is not None and seat in self.session.to_act() else None

    # --- acting -------------------------------------------------------------------
    def confirm(self, seat: int) -> None:
        """The seat has the screen to themself (they confirmed the curtain)."""
        if self.curtain_for() != seat:
            return
        self.viewer = seat
        self.face_down = False
        self._remember_ui()
        self.sig_changed.emit()

    @property
    def blocked(self) -> bool:
        """A change could not be saved: nothing more is played (by people or bots) until it is."""
        return self.save_error is not None

    def play(self, action: Action) -> bool:
        """Apply a move; an illegal one is reported through sig_refused and changes nothing, and one the
        disk refuses is taken back and reported through sig_save_failed (see `guarded`)."""
        if self.blocked:
            self.sig_save_failed.emit(self.save_error)  # the banner asks for Retry first
            return False
        try:
            done = self.guarded(lambda: self.session.apply(action))
        except IllegalAction as exc:
            self.sig_refused.emit(exc)
            return False
        return done and self.pass_by_choice()

    def pass_by_choice(self) -> bool:
        """Make the passes the humans who chose auto-pass make by themselves; False if a save failed."""
        done = True
        while done and (auto := self._auto_move()) is not None:
            done = self.guarded(functools.partial(self.session.apply, auto))
        return done

    def _auto_move(self) -> Action | None:
        """The pass a human asked to make by itself in windows where they hold nothing playable, or
        the refusal of an offer from a seat whose offers that human muted."""
        if self.blocked:
            return None
        seat = self.human_to_act()
        if seat is None:  # a phone seat passes from its phone (human_to_act is a seat at this computer)
            return None
        if self.auto_refuser is not None and self.muted.get(seat):
            try:
                refusal = self.auto_refuser(self.session.view(seat), seat, self.muted[seat])
            except Exception:  # a view without the fields asked for: answer by hand
                refusal = None
            if refusal is not None:
                return refusal
        if self.auto_mover is None or seat not in self.auto_pass:
            return None
        try:
            return self.auto_mover(self.session.view(seat), seat)
        except Exception:  # a view without the fields asked for: play on by hand
            return None

    def guarded(self, change: Callable[[], object]) -> bool:
        """Run a change of the session (a move, an undo, a redo); False if the disk refused to save it.

        Nothing is shown as done that is not on disk: the storage layer takes a refused change back
        before it raises, so the screen is only redrawn if part of it (the first of several redos) did
        go through.
        """
        before = (len(self.session.actions), len(self.session.redo_stack))
        try:
            change()
        except Exception as exc:
            if not hasattr(exc, "path"):  # only a save problem is expected here; a rules bug is not
                raise
            self.save_error = exc
            if (len(self.session.actions), len(self.session.redo_stack)) != before:
                self._on_session_change(self.session, None, len(self.session.actions))
            self.sig_save_failed.emit(exc)
            return False
        return True

    def retry_save(self) -> bool:
        """Make and save again the change the disk refused; True once it is on disk."""
        if self.saved is None or self.save_error is None:
            return True
        try:
            changed = self.saved.retry()
        except Exception as exc:
            if not hasattr(exc, "path"):
                raise
            self.save_error = exc
            self.sig_save_failed.emit(exc)
            return False
        self.save_error = None
        self.sig_saved.emit()
        if changed:
            self._on_session_change(self.session, None, len(self.session.actions))
        else:
            self.sig_changed.emit()
        return True

    def forget_unsaved(self) -> None:
        """Give up the refused change (the players chose to leave without it)."""
        self.save_error = None
        if self.saved is not None:
            self.saved.unsaved = None

    def _on_session_change(self, session: Session, change: Change | None, index: int) -> None:
        self.resume_seat = None  # the table has moved on since it was resumed
        # Only another human's turn needs the curtain: while bots move the shared view is shown, and
        # when the screen comes back to the seat that last had it, that seat still has it.
        nxt = self.human_to_act()
        if self.crowded and nxt is not None and nxt != self.viewer:
            self.viewer = None  # the next human must take the screen behind the curtain
            self.face_down = False
        elif self.phones and nxt is None:
            self.viewer = None  # the shared view is up, phone players look on: the next hand needs a curtain
            self.face_down = False
        elif len(self.local) > 1 and not self.shared and nxt is None and self.viewer is not None:
            # The bots move on the shared view, for everyone to watch: the hand of the seat that had the
            # screen comes back face down (unless that seat chose otherwise).
            self.face_down = self.viewer not in self.open_hand and not self.session.is_over()
        self._remember_ui()
        self.sig_changed.emit()

    def _remember_ui(self) -> None:
        """Save who the curtain is for, so a resumed table comes back behind the same curtain."""
        if self.saved is None or not hasattr(self.saved, "update_ui"):
            return
        seat = self.curtain_for()
        if seat is None:
            seat = self.human_to_act()
        if self.saved.ui.get("curtain_seat") == seat:
            return
        try:
            self.saved.update_ui(curtain_seat=seat)
        except Exception:  # the table must keep going even if this small note cannot be saved
            pass
