"""The Galactic Council table for one seat: seats, the agenda on the table, and the decision this seat faces.

Everything comes from `game.view(state, seat)`; the choices offered are exactly the legal ones its
prompt lists (cards playable in this window, ready planets, tied outcomes...).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.cards.card_widget import CARD_RATIO, CardWidget
from desktop.cards.gallery import CardGallery
from desktop.cards.hand_row import HandRow
from desktop.council.centre import CouncilCentre
from desktop.council.deal_panel import DealDialog, DealPanel
from desktop.council.declare import AgendaSearch
from desktop.council.faces import action_face, agenda_face, law_face, note_face, planet_face, secret_face
from desktop.council.names import (
    any_card_name,
    instruction_text,
    item_label,
    outcome_label,
    planet_name,
    pool_name,
    tr,
    window_name,
)
from desktop.council.operator import operating, window_question
from desktop.council.operator_moves import OperatorMoves
from desktop.council.play_chooser import PlayChooser
from desktop.council.seats import seat_panel
from desktop.council.secret_dialog import ScoreSecretDialog
from desktop.council.table_targets import TableTargets, TargetKeys, table_targets
from desktop.council.vote_panel import (
    VoteExtras,
    cast_enabled,
    operator_vote_hint,
    picks_planets,
    vote_buttons,
    vote_hint,
)
from desktop.council.window_panel import PlayGroups, PlaysPanel, play_groups, window_hint
from desktop.table.action_bar import action_bar
from desktop.table.elided_label import ElidedLabel, may_elide
from desktop.table.felt import dress
from desktop.table.flow_layout import FlowLayout
from desktop.table.kept_buttons import KeptButtons
from desktop.table.kept_row import KeptRow, PlanItem, Spacing, Stretch
from desktop.table.seat_ring import SeatRing
from games.core.seats import SeatKind
from games.council import data
from games.council.actions import (
    Abstain,
    AnswerDeal,
    BreakTie,
    CastVotes,
    Choose,
    ConfirmInstruction,
    Pass,
    PlayCard,
    ProposeDeal,
    ScoreSecret,
    UseAbility,
)
from games.council.rulebook import NOTE, Params, owners_in
from games.council.view import CouncilView, Play, Prompt, WindowPrompt
from games.council.votes import VotePreview

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.table.table_page import TablePage
    from games.core.actions import Action


@dataclass(frozen=True)
class Targeting:
    """A card activated that waits for its target: its legal plays and where they sit on the table."""

    verb: str
    card: str
    options: tuple[Params, ...]
    targets: TableTargets


RIDERS_SHOWN = 3
OUTCOME_BUTTONS = 6  # more outcomes than this (planets, players at 8 seats): chosen from a list
HAND_CARD_WIDTH = 96  # the widest card at the bottom of the table (action cards in the hand)
WINDOWS = {
    "start_window",
    "when_revealed",
    "after_revealed",
    "before_vote",
    "after_own_vote",
    "after_speaker_votes",
    "before_resolution",
    "after_resolution",
    "cancel_window",
    "trigger",
}


class CouncilBoard(OperatorMoves, QWidget):
    def __init__(self, table: TablePage, seat: int | None, view: CouncilView) -> None:
        super().__init__()
        self.setObjectName("CouncilBoard")
        self.table = table
        self.seat = seat
        self.view = view
        self.names: tuple[str, ...] = table.names
        self.colours: tuple[str, ...] = table.colours
        self.bots = tuple(s.kind == SeatKind.BOT for s in table.session.config.seats)
        self.deal_panel: DealPanel | None = None
        self.deal_dialog: DealDialog | None = None
        self.secret_dialog: ScoreSecretDialog | None = None
        # Choosing a card's target on the table: the seats, outcomes and planets it may name
        # (table_targets.py) take clicks and keys until one is chosen or Esc cancels.
        self.target_keys = TargetKeys(self._pick_target_widget, self.cancel_target, self)
        self.target_widgets: list[tuple[QWidget, tuple[Params, ...]]] = []
        self.centre: CouncilCentre | None = None  # the middle of the table, kept between drawings
        self._reset(view)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.ring = SeatRing()
        layout.addWidget(self.ring, 1)
        self.action_bar, self.hint, self.button_row = action_bar()
        self.kept_buttons = KeptButtons(self.button_row)  # shown as each move asks, told their text
        layout.addWidget(self.action_bar)
        self.hand_area = HandRow()  # a long hand shrinks its cards rather than widen the window
        self.hand_area.setObjectName("HandArea")
        # One height whatever it holds (planets to vote with, or the hand): a move that changes what is
        # shown must not resize the table above it, which would repaint all of it.
        self.hand_area.setFixedHeight(round(HAND_CARD_WIDTH * CARD_RATIO) + 16)
        self.hand_layout = self.hand_area.row
        self.hand_layout.setContentsMargins(14, 8, 14, 8)
        self.bottom = KeptRow(self.hand_layout)  # its cards kept between drawings, told their new look
        self._card_clicks: dict[Hashable, Callable[[], object]] = {}
        layout.addWidget(self.hand_area)
        self._build()

    def _reset(self, view: CouncilView) -> None:
        """Take a new view: the decision it holds, and no picks made yet."""
        self.view = view
        seat = self.seat
        self.prompt: Prompt | None = view.prompt if seat is not None else None
        self.kind = self.prompt.kind if self.prompt else "wait"
        # Plays and "pass for the rest" are sections of the acting seat's view.
        self.plays: tuple[Play, ...] = view.plays if self.prompt else ()
        self.can_rest = view.can_rest if self.prompt else False
        self.buttons: dict[str, QPushButton] = {}
        self.planet_cards: dict[str, CardWidget] = {}
        self.picked_planets: list[str] = []
        self.outcome: str | None = None
        self.picked_options: list[str] = []
        self.targeting: Targeting | None = None
        config = getattr(self.table.session, "config", None)
        self.operator = operating(view, getattr(config, "options", None))
        if self.operator and self.kind == "vote" and picks_planets(self.prompt):
            self.picked_planets = [p for p, _v in self.prompt.planets]  # all ready: untick to cast fewer

    # --- building ----------------------------------------------------------------------
    def _build(self) -> None:
        self.target_widgets = []
        self._fill_ring()
        self._build_bottom()
        self.hand_area.fit()
        self._build_buttons()
        self._update()
        dress(self)
        self.target_keys.watch([w for w, _p in self.target_widgets])

    def _fill_ring(self) -> list[QWidget]:
        """Seats and the middle of the table into the ring; returns the seat panels built anew."""
        view = self.view
        n = view.n
        # Companion mode: the seats stay where the players sit (the one to act is highlighted); one
        # screen per seat turns the ring so that its seat is at the bottom.
        first = self.seat if self.seat is not None and view.mode != "companion" else 0
        order = [(first + i) % n for i in range(n)]
        cache = getattr(self.table, "panels", None)
        before = set(map(id, self.ring.seats))
        panels = [seat_panel(view, s, self.names, self.colours, self.bots, cache) for s in order]
        deltas = getattr(self.table, "deltas", ())  # the last vote's score changes, while shown
        seats = self.targeting.targets.seats if self.targeting is not None else {}
        for s, panel in zip(order, panels, strict=True):
            panel.set_delta(deltas[s] if s < len(deltas) else 0)
            options = seats.get(s)
            panel.set_pickable(options is not None, self._target_description(self.names[s]))
            if options is not None:
                self.target_widgets.append((panel, options))
        kept = self.centre
        centre = self._centre()
        if centre is not kept:
            dress(centre)  # before the ring places it: its size with the table's fonts, not the defaults
        self.ring.set_content(panels, centre)
        return [p for p in panels if id(p) not in before]

    def update_view(self, view: CouncilView) -> bool:
        """Redraw in place for the same seat after a move (a click must repaint within a frame):
        unchanged seat panels stay, the rest is rebuilt. False when a new board is needed."""
        if view.seat != self.seat or any(d is not None and d.isVisible() for d in self._dialogs()):
            return False
        if view.frame == "table_check":  # companion mode: a page of its own (table_check.py)
            return False
        self._reset(view)
        self._rebuild()
        return True

    def _rebuild(self) -> None:
        """Draw the table again from `self.view` and the picks made: seats, the middle and the cards at
        the bottom that show the same stay; what changed is told its new look or built anew."""
        self.buttons = {}
        self.target_widgets = []
        kept = (self.centre, self.centre.choice if self.centre is not None else None)
        fresh = self._fill_ring()
        fresh += self._build_bottom()
        self.hand_area.fit()
        fresh += self._build_buttons()
        self._update()
        # Dress only what was built anew: re-dressing a whole bar re-sets every palette under it.
        for part in fresh:
            dress(part)
        centre = self.centre
        if centre is not None and (centre, centre.choice) != kept:  # dressed as they were built (centre.py)
            part = centre if centre is not kept[0] else centre.choice
            if part is not None:
                fresh.append(part)
        self.fresh_parts = fresh  # the table page makes their labels plain text (plain_text.py)
        self.target_keys.watch([w for w, _p in self.target_widgets])

    def _centre(self) -> CouncilCentre:
        """The middle of the table, told this view: kept from the last drawing (its choices built anew
        only when they differ), or made when the board is new or the laws' button comes or goes."""
        view = self.view
        centre = self.centre
        if centre is None or centre.with_laws != bool(view.laws):
            centre = CouncilCentre(bool(view.laws), self.show_laws)
        # Without the window's name when the middle is narrow (the status box names the window too).
        head = (
            tr("Round %1 · agenda %2 · %3")
            .replace("%1", str(view.round))
            .replace("%2", str(view.agenda_no))
            .replace("%3", window_name(view.frame or "")),
            tr("Round %1 · agenda %2").replace("%1", str(view.round)).replace("%2", str(view.agenda_no)),
        )
        if not view.agenda_no:  # before the round's first reveal: no agenda yet (it read "agenda 0")
            head = (
                tr("Round %1 · %2")
                .replace("%1", str(view.round))
                .replace("%2", window_name(view.frame or "")),
                tr("Round %1").replace("%1", str(view.round)),
            )
        agenda = view.agenda
        card = None
        if agenda is not None and agenda.card:
            card = (agenda_face(agenda.card), tr("Agenda: %1").replace("%1", any_card_name(agenda.card)))
        self.riders_text = ""
        facts = self._facts()  # every rider in the tooltip, all public
        centre.show_table(head, card, facts, self.riders_text, len(view.laws))
        key = self._choice_key()
        if key is None or key != centre.choice_key or centre is not self.centre:
            kept = centre.kept_choice(key)
            if kept is not None:  # outcomes shown before (a vote taken back, say): the same buttons
                centre.set_choice(kept, key, keep=True)
                self._reuse_outcome_picker(kept)
            else:
                centre.set_choice(self._choice(), key, keep=self._outcome_key(key))
        elif self._outcome_key(key) and centre.choice is not None:
            self._reuse_outcome_picker(centre.choice)  # the same outcomes: nothing picked yet
        self.centre = centre
        return centre

    @staticmethod
    def _outcome_key(key: Hashable) -> bool:
        """Whether `key` is an outcome picker's (kept by the middle, its picks cleared for each view)."""
        return isinstance(key, tuple) and bool(key) and key[0] == "outcomes"

    def _choice_key(self) -> Hashable:
        """What the choices in the middle show, when they hold no picks of their own (a card's plays, an
        offer, the table's instructions): the same key, the same buttons. None: build them anew."""
        if self.targeting is not None:
            return None  # its chips are the table's targets (target_widgets), gathered as they are built
        if self.kind in WINDOWS:
            return ("plays", self.plays)
        if self.kind == "table_instructions":
            return ("instructions", self.view.instructions)
        if self.kind == "transaction":
            return ("offer", self.prompt.offer)
        if self.kind == "vote" and self.operator:
            return None  # the vote sheet: built anew for each voter
        if self.kind in ("vote", "speaker_decides"):
            outcomes = self.prompt.outcomes if self.kind == "vote" else self.prompt.tied
            forced = self.prompt.forced if self.kind == "vote" else None
            if len(outcomes) > OUTCOME_BUTTONS:
                return None  # a list to choose from: built anew, unpicked
            return ("outcomes", outcomes, forced, self.names)  # kept, shown unpicked (_reuse_outcome_picker)
        if self.kind == "choose":
            return None  # options picked: built unpicked
        return ("none",)

    def _choice(self) -> QWidget | None:
        """The seat's choices under the facts (None: nothing to choose there)."""
        if self.targeting is not None:
            return self._target_strip(self.targeting)
        if self.kind in WINDOWS and self.plays:
            return self._plays()
        if self.kind == "vote" and self.operator:
            return self._vote_sheet()
        if self.kind == "vote":
            return self._outcome_picker(self.prompt.outcomes, self.prompt.forced)
        if self.kind == "speaker_decides":
            return self._outcome_picker(self.prompt.tied, None)
        if self.kind == "choose":
            return self._choices()
        if self.kind == "table_instructions":
            return QLabel("\n".join(instruction_text(i, self.names) for i in self.view.instructions))
        if self.kind == "transaction":
            proposer, give, get = self.prompt.offer
            text = (
                tr("%1 offers: %2\nand asks for: %3")
                .replace("%1", self.names[proposer])
                .replace("%2", ", ".join(item_label(i, self.names) for i in give) or tr("nothing"))
                .replace("%3", ", ".join(item_label(i, self.names) for i in get) or tr("nothing"))
            )
            offer = QLabel(text)
            offer.setObjectName("ActionHint")
            return offer
        return None

    def _facts(self) -> str:
        view = self.view
        lines = [
            tr("Speaker: %1").replace("%1", self.names[view.speaker]),
            tr("Victory at %1 VP").replace("%1", str(view.vp_goal)),
        ]
        if view.laws:
            lines.append(
                tr("Laws in play: %1").replace(
                    "%1", ", ".join(self._law_text(law, elected) for law, elected in view.laws)
                )
            )
        agenda = view.agenda
        if agenda is not None:
            if agenda.predictions:
                riders = [
                    f"{self.names[s]} — {any_card_name(src or '')}: {outcome_label(o, self.names)}"
                    for s, src, o in agenda.predictions
                ]
                self.riders_text = tr("Riders: %1").replace("%1", "; ".join(riders))
                if len(riders) > RIDERS_SHOWN:  # the middle of an 8-seat table has room for a few
                    more = len(riders) - RIDERS_SHOWN
                    riders = [
                        *riders[:RIDERS_SHOWN],
                        tr("%n more (hover to see all)", "", more),
                    ]
                lines.append(tr("Riders: %1").replace("%1", "; ".join(riders)))
            if agenda.outcome:
                lines.append(tr("Outcome: %1").replace("%1", outcome_label(agenda.outcome, self.names)))
            if agenda.passing and self.kind in WINDOWS:  # why they are not asked when it goes round again
                lines.append(
                    tr("Not asked (passed for the rest of this agenda): %1").replace(
                        "%1", ", ".join(self.names[s] for s in agenda.passing)
                    )
                )
        if view.deck_ends is not None:  # M'aban's commander: this seat may look at both ends of the deck
            top, bottom = view.deck_ends
            lines.append(
                tr("Agenda deck (M'aban): top %1, bottom %2")
                .replace("%1", any_card_name(top))
                .replace("%2", any_card_name(bottom))
            )
        prompt = self.prompt
        if isinstance(prompt, WindowPrompt) and prompt.card_played and prompt.played_by is not None:
            lines.append(
                tr("%1 is playing %2.")
                .replace("%1", self.names[prompt.played_by])
                .replace("%2", any_card_name(prompt.card_played))
            )
        if isinstance(prompt, WindowPrompt) and prompt.trigger:
            lines.append(tr("Just happened: %1.").replace("%1", any_card_name(prompt.trigger)))
        return "\n".join(lines)

    def _law_text(self, law: str, elected: int | str | None) -> str:
        """A law in play and who holds it: "Minister of War (Bob)", "Core Mining (Mecatol Rex)"."""
        if isinstance(elected, int) and 0 <= elected < len(self.names):
            return f"{any_card_name(law)} ({self.names[elected]})"
        if isinstance(elected, str) and elected:
            return f"{any_card_name(law)} ({planet_name(elected)})"
        return any_card_name(law)

    def show_laws(self) -> CardGallery:
        """Every law in play as a card, with who holds it, to read at leisure."""
        laws = [
            (law_face(law, elected, self.names), self._law_text(law, elected), any_card_name(law))
            for law, elected in self.view.laws
        ]
        gallery = CardGallery(tr("Laws in play"), laws, self)
        dress(gallery)
        self.laws_gallery = gallery
        gallery.open()
        return gallery

    def _play_groups(self) -> PlayGroups:
        """The legal plays by card: one entry per card or ability, with every target it may take."""
        return play_groups(self.plays)

    def _plays(self) -> QWidget:
        """One button per playable card, in a list that scrolls (window_panel.py); a card with several
        targets asks which (play_chooser.py)."""
        panel = PlaysPanel(self._play_groups(), self.names, self.activate_card)
        self.window_panel = panel
        self.play_buttons: dict[str, QPushButton] = panel.buttons
        return panel

    def activate_card(self, verb: str, card: str, only: tuple[Params, ...] | None = None) -> None:
        """Play this card (or use this ability): at once when it has one way; else its targets light up
        on the table to be clicked (or chosen from the list), or the list asks when none is on the table.
        `only`: the ways of the one copy clicked (a rival's Political Secret among several held)."""
        options = list(only) if only else self._play_groups().get((verb, card), [])
        if not options:
            return
        if len(options) == 1:
            self._play_with(verb, card, options[0])
            return
        targets = table_targets(options)
        own = set(self.view.players[self.seat].planets) if self.seat is not None else set()
        if not (targets.seats or targets.outcomes or own & set(targets.planets)):
            # An amount (Bribery), or planets none of which is on this side of the table: the list.
            self.open_chooser(verb, card, tuple(options))
            return
        self.targeting = Targeting(verb, card, tuple(options), targets)
        self._rebuild()
        if self.target_widgets:
            self.target_widgets[0][0].setFocus(Qt.FocusReason.OtherFocusReason)

    def open_chooser(self, verb: str, card: str, options: tuple[Params, ...]) -> PlayChooser:
        """The list of a card's targets, one button each (play_chooser.py)."""
        face = None
        if verb == "play":  # a promissory note is drawn as a note (whose it is: the buttons say)
            info = data.cards().get(card)
            is_note = info is not None and info.kind == NOTE
            face = note_face(card, self.names) if is_note else action_face(card)
        chooser = PlayChooser(any_card_name(card), list(options), self.names, self, face)
        self.play_chooser = chooser
        chooser.sig_chosen.connect(lambda p: self._play_with(verb, card, p))
        chooser.open()
        return chooser

    def cancel_target(self) -> None:
        """Esc: the card stays in the hand and the window's choices come back."""
        targeting = self.targeting
        if targeting is None:
            return
        self.targeting = None
        self._rebuild()
        widget = self.hand_cards.get(targeting.card) if hasattr(self, "hand_cards") else None
        if widget is not None:
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def _pick_target_widget(self, widget: QWidget) -> None:
        for w, options in self.target_widgets:
            if w is widget:
                self._choose_target(options)
                return

    def _choose_target(self, options: tuple[Params, ...]) -> None:
        """A target clicked on the table: played when it names one way, else the list of those ways."""
        targeting = self.targeting
        if targeting is None:
            return
        if len(options) == 1:
            self._play_with(targeting.verb, targeting.card, options[0])
        else:
            self.open_chooser(targeting.verb, targeting.card, options)

    def _target_description(self, label: str) -> str:
        if self.targeting is None:
            return ""
        return (
            tr("Choose %1 for %2 (click, or Enter)")
            .replace("%1", label)
            .replace("%2", any_card_name(self.targeting.card))
        )

    def _target_strip(self, targeting: Targeting) -> QWidget:
        """In the middle of the table, where the card's plays were: the outcomes it may name, as buttons
        (the action bar below says what to do; seats and planets light up where they are)."""
        chips = QWidget()
        flow = FlowLayout(chips)
        for i, (outcome, options) in enumerate(targeting.targets.outcomes.items()):
            label = outcome_label(outcome, self.names)
            chip = QPushButton(label)
            chip.setObjectName("TargetChip")
            chip.setProperty("target", f"outcome_{i}")
            chip.setAccessibleName(self._target_description(label))
            chip.setToolTip(self._target_description(label))
            chip.clicked.connect(lambda _c=False, o=options: self._choose_target(o))
            self.target_widgets.append((chip, options))
            flow.addWidget(chip)
        return chips

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.targeting is not None:
            self.cancel_target()
            return
        super().keyPressEvent(event)

    def _play_with(self, verb: str, card: str, p: Params) -> None:
        cls = PlayCard if verb == "play" else UseAbility
        self._play(cls(self.seat, card, p.target, p.outcome, p.amount, p.items))

    def _outcome_picker(self, outcomes: tuple[str, ...], forced: str | None) -> QWidget:
        """A button per outcome when there are few; a list to choose from when there are many."""
        box = QWidget()
        self.outcome_buttons: dict[str, QPushButton] = {}
        self.outcome_combo: QComboBox | None = None
        if len(outcomes) > OUTCOME_BUTTONS:
            row = QHBoxLayout(box)
            row.setContentsMargins(0, 0, 0, 0)
            combo = QComboBox()
            combo.setObjectName("OutcomeChooser")
            combo.setAccessibleName(tr("Outcome"))
            combo.addItem(tr("Choose an outcome…"), None)
            for o in outcomes:
                combo.addItem(outcome_label(o, self.names), o)
            combo.setEnabled(forced is None)
            combo.currentIndexChanged.connect(
                lambda i: self._pick_outcome(combo.itemData(i)) if combo.itemData(i) else None
            )
            self.outcome_combo = combo
            label = QLabel(tr("&Outcome:"))
            label.setBuddy(combo)
            row.addWidget(label)
            row.addWidget(combo, 1)
            if forced is not None:
                combo.setCurrentIndex(outcomes.index(forced) + 1)
            return box
        flow = FlowLayout(box)
        for i, o in enumerate(outcomes):
            b = QPushButton(outcome_label(o, self.names))
            b.setObjectName(f"outcome_{i}")
            b.setCheckable(True)
            b.setEnabled(forced is None or o == forced)
            b.clicked.connect(lambda _c=False, o=o: self._pick_outcome(o))
            self.outcome_buttons[o] = b
            flow.addWidget(b)
        if forced is not None:
            self.outcome = forced
            self.outcome_buttons[forced].setChecked(True)
        box.outcome_buttons = self.outcome_buttons  # type: ignore[attr-defined]
        box.outcome_forced = forced  # type: ignore[attr-defined]
        return box

    def _reuse_outcome_picker(self, box: QWidget) -> None:
        """Show a kept outcome picker as a new one would be: nothing picked but a forced outcome."""
        buttons: dict[str, QPushButton] = getattr(box, "outcome_buttons", {})
        forced: str | None = getattr(box, "outcome_forced", None)
        self.outcome_buttons, self.outcome_combo = buttons, None
        for o, b in buttons.items():
            if b.isChecked() != (o == forced):
                b.setChecked(o == forced)
        if forced is not None:
            self.outcome = forced

    def _choices(self) -> QWidget:
        kind = self.prompt.prompt
        if kind in ("reveal", "covert"):  # companion mode: the speaker names the card (declare.py)
            self.agenda_search = AgendaSearch(
                self.prompt.options, kind == "covert", self._declared, lambda: self._choose_if_ready()
            )
            return self.agenda_search
        if kind == "lie_in_wait":
            return self._pick_one_from_each()
        if kind == "tokens":
            return self._token_pools()
        if kind == "xxekir":
            return self._agendas_with_outcomes()
        box = QWidget()
        # Short enough that both answers share one row of the middle at 1280x720 in every language, the
        # cost of refusing on its button (the prompt below says it in full); a row that cannot hold
        # them (a larger font) wraps rather than cut a caption.
        answers = {"comply": tr("Comply"), "refuse": tr("Refuse (lose 1 fleet token)")}
        row = FlowLayout(box)
        self.option_buttons: dict[str, QPushButton] = {}
        for i, o in enumerate(self.prompt.options):
            if o in answers:
                label = answers[o]
            elif "@" in o:
                label = item_label("note:" + o, self.names)
            elif ":" in o:
                label = item_label(o, self.names)
            else:
                label = planet_name(o) if o in _planets() else any_card_name(o)
            b = QPushButton(label)
            b.setObjectName(f"option_{i}")
            b.setCheckable(True)
            b.clicked.connect(lambda _c=False, o=o: self._pick_option(o))
            self.option_buttons[o] = b
            row.addWidget(b)
        return box

    def _declared(self, agenda: str) -> None:
        self.picked_options = [agenda]
        self._update()

    def _pick_one_from_each(self) -> QWidget:
        """Lie in Wait: one card from each neighbour's hand (shown to this seat by the card itself)."""
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.option_buttons = {}
        self.neighbour_picks: list[str] = ["", ""]
        self.neighbour_buttons: list[dict[str, QPushButton]] = [{}, {}]
        for side, hand in enumerate(self.prompt.sources):
            grid.addWidget(QLabel(tr("Take from neighbour %1:").replace("%1", str(side + 1))), side, 0)
            for col, card in enumerate(dict.fromkeys(hand), start=1):
                b = QPushButton(any_card_name(card))
                b.setObjectName(f"lie_{side}_{col}")
                b.setCheckable(True)
                b.clicked.connect(lambda _c=False, side=side, card=card: self._pick_neighbour(side, card))
                self.neighbour_buttons[side][card] = b
                grid.addWidget(b, side, col)
        return box

    def _pick_neighbour(self, side: int, card: str) -> None:
        self.neighbour_picks[side] = card
        for c, b in self.neighbour_buttons[side].items():
            b.setChecked(c == card)
        self.picked_options = [p for p in self.neighbour_picks]
        self._update()

    def _token_pools(self) -> QWidget:
        """Command tokens: how many go to (or come from) each pool, adding up to the count."""
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        self.option_buttons = {}
        self.pool_spins: dict[str, QSpinBox] = {}
        have = self.prompt.have or (self.prompt.count,) * len(self.prompt.options)
        losing = self.prompt.change < 0
        for pool, held in zip(self.prompt.options, have, strict=True):
            spin = QSpinBox()
            spin.setObjectName(f"pool_{pool}")
            # Tokens given back can only come from a pool that has them.
            spin.setRange(0, min(self.prompt.count, held) if losing else self.prompt.count)
            spin.setPrefix(pool_name(pool) + ": ")
            spin.setAccessibleName(pool_name(pool))
            spin.valueChanged.connect(lambda _v: self._pools_changed())
            self.pool_spins[pool] = spin
            row.addWidget(spin)
        return box

    def _agendas_with_outcomes(self) -> QWidget:
        """Xxekir Grom: pick `count` of the top agendas, each with the outcome it resolves for."""
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.option_buttons = {}
        self.agenda_picks: dict[str, str] = {}
        self.agenda_buttons: dict[str, dict[str, QPushButton]] = {}
        for row, (card, outcomes) in enumerate(self.prompt.agendas):
            grid.addWidget(QLabel(any_card_name(card)), row, 0)
            self.agenda_buttons[card] = {}
            for col, outcome in enumerate(outcomes, start=1):
                b = QPushButton(outcome_label(outcome, self.names))
                b.setObjectName(f"xxekir_{row}_{col}")
                b.setCheckable(True)
                b.clicked.connect(lambda _c=False, card=card, o=outcome: self._pick_agenda(card, o))
                self.agenda_buttons[card][outcome] = b
                grid.addWidget(b, row, col)
        return box

    def _pick_agenda(self, card: str, outcome: str) -> None:
        if self.agenda_picks.get(card) == outcome:
            del self.agenda_picks[card]
        else:
            self.agenda_picks[card] = outcome
            while len(self.agenda_picks) > self.prompt.count:  # keep the latest picks
                del self.agenda_picks[next(iter(self.agenda_picks))]
        for c, buttons in self.agenda_buttons.items():
            for o, b in buttons.items():
                b.setChecked(self.agenda_picks.get(c) == o)
        self.picked_options = [x for c, o in self.agenda_picks.items() for x in (c, o)]
        self._update()

    def _pools_changed(self) -> None:
        self.picked_options = [pool for pool, spin in self.pool_spins.items() for _ in range(spin.value())]
        self._update()

    def _build_bottom(self) -> list[QWidget]:
        """The band at the bottom: the planets to vote with, or the seat's planets, hand and notes. Cards
        shown before are kept and told their new look (kept_row.py); returns the widgets built anew."""
        bottom = self.bottom
        self._card_clicks = {}
        plan: list[PlanItem] = []
        if self.seat is None:
            label, _new = bottom.get("shared", lambda: QLabel(tr("Shared screen: no hand is shown.")))
            return bottom.place([label])
        if self.kind == "vote":
            if self.prompt.rep_gov:
                text = tr("Representative Government: every player casts exactly one vote.")
                plan.append(bottom.get("rep_gov", lambda: QLabel(text))[0])
            for planet, votes in self.prompt.planets if picks_planets(self.prompt) else ():
                card = self._card(
                    ("planet", planet),
                    planet_face(planet, False, votes),
                    84,
                    interactive=True,
                    description=tr("%1, %n vote(s)", "", votes).replace("%1", planet_name(planet)),
                    name=f"planet_{planet}",
                    click=lambda p=planet: self._toggle_planet(p),
                )
                self.planet_cards[planet] = card
                plan.append(card)
            plan += [self._vote_extras(), Stretch(1)]
            return bottom.place(plan)
        me = self.view
        mine = me.players[self.seat]
        exhausted = set(mine.exhausted)
        planet_targets = self.targeting.targets.planets if self.targeting is not None else {}
        for planet in mine.planets:  # public, but the player's own holdings belong on their side
            options = planet_targets.get(planet)
            description = tr("Your planet %1").replace("%1", planet_name(planet))
            if options is not None:
                description = self._target_description(planet_name(planet))
            widget = self._card(
                ("planet", planet),
                planet_face(planet, planet in exhausted),
                64,
                interactive=options is not None,
                description=description,
                name=f"target_planet_{planet}" if options is not None else "",
                click=(lambda o=options: self._choose_target(o)) if options is not None else None,
            )
            if options is not None:
                widget.set_selected(True)  # lit up: one of the targets the card may name
                self.target_widgets.append((widget, options))
            elif self.targeting is not None:
                widget.set_dimmed(True)
            plan.append(widget)
        plan.append(Spacing(12))
        playable = {card for (verb, card) in self._play_groups() if verb == "play"}
        self.hand_cards: dict[str, CardWidget] = {}
        copies: dict[tuple[str, str], int] = {}
        for card in me.hand:
            plan.append(
                self._hand_card(card, action_face(card), card in playable, tr("Action card: %1"), copies)
            )
        self.note_cards: dict[str, CardWidget] = {}
        for note in me.notes:
            card = note.partition("@")[0]
            face = note_face(note, self.names)
            plays = self._note_plays(note)
            label = item_label("note:" + note, self.names)  # whose note: "Political Secret (Cat's note)"
            widget = self._hand_card(card, face, bool(plays), tr("Promissory note: %1"), copies, plays, label)
            self.note_cards[note] = widget
            plan.append(widget)
        # The seat's own secret objectives are cards in its hand too: a line after the cards would be
        # shortened to nothing once the hand fills the row (a full hand at 1366x768).
        self.secret_cards: dict[str, CardWidget] = {}
        for secret in me.secrets:
            widget = self._hand_card(secret, secret_face(secret), False, tr("Secret objective: %1"), copies)
            self.secret_cards[secret] = widget
            plan.append(widget)
        lines = [] if me.notes else [tr("Promissory notes: %1").replace("%1", tr("none"))]
        for neighbour, held in me.neighbour_notes or ():  # M'aban's commander sees these
            lines.append(
                tr("%1 holds: %2")
                .replace("%1", self.names[neighbour])
                .replace("%2", ", ".join(item_label("note:" + n, self.names) for n in held) or tr("no notes"))
            )
        text = "\n".join(lines)
        # Lists with no bound (notes, secrets, a neighbour's notes): shortened, the tooltip has all.
        notes, new = bottom.get("notes", lambda: may_elide(ElidedLabel(text)))
        if not new and notes.full != text:
            notes.setText(text)
        plan.append((notes, 1))
        return bottom.place(plan)

    def _card(
        self,
        key: Hashable,
        face: object,
        width: int,
        *,
        interactive: bool,
        description: str,
        name: str = "",
        click: Callable[[], object] | None = None,
    ) -> CardWidget:
        """The card at the bottom kept under `key` with this look, or a new one; `click` plays it."""

        def build() -> CardWidget:
            widget = CardWidget(face, width, interactive=interactive, description=description).scalable()
            widget.sig_clicked.connect(lambda k=key: self._card_clicked(k))
            return widget

        widget, new = self.bottom.get(key, build)
        if not new:
            widget.set_face(face, description)
            widget.set_interactive(interactive)
            widget.set_selected(False)
            widget.set_dimmed(False)
            if widget.natural_width != width:
                widget.natural_width = width
                widget.set_width(width)
        if widget.objectName() != name:
            widget.setObjectName(name)
        if click is not None:
            self._card_clicks[key] = click
        return widget

    def _card_clicked(self, key: Hashable) -> None:
        click = self._card_clicks.get(key)
        if click is not None:
            click()

    def _vote_extras(self) -> QWidget:
        """Predictive Intelligence, Gila, Odlynn Myrr and the running total beside the planets: one column
        kept for the board, set back to nothing picked for each vote (vote_panel.py)."""
        box, _new = self.bottom.get("vote_extras", lambda: VoteExtras(self._update))
        self.predictive, self.gila, self.odlynn, self.total = box.predictive, box.gila, box.odlynn, box.total
        box.reset(self.prompt)
        return box

    def _note_plays(self, note: str) -> tuple[Params, ...]:
        """The ways to play this held note: none for the seat's own (it only gives those away); for a
        note held from several players, each naming its owner (Political Secret), this copy's own."""
        card, _, owner_text = note.partition("@")
        owner = int(owner_text) if owner_text.isdigit() else -1
        if owner == self.seat:
            return ()
        options = tuple(self._play_groups().get(("play", card), ()))
        held = owners_in(self.view.notes, card, self.seat)
        this_copy = tuple(p for p in options if p.target == owner)
        if this_copy and all(p.target in held for p in options):
            return this_copy
        return options

    def _hand_card(
        self,
        card: str,
        face: object,
        playable: bool,
        what: str,
        copies: dict[tuple[str, str], int],
        plays: tuple[Params, ...] | None = None,
        label: str = "",
    ) -> CardWidget:
        """A card in the hand; one that may be played now plays when clicked (or Enter), asking for
        its target first when it has several (`plays`: the ways this very card plays, when they are
        fewer than the card id's, as for one rival's Political Secret among several held)."""
        name = label or any_card_name(card)
        description = what.replace("%1", name)
        if playable:
            description += " — " + tr("click or press Enter to play it")
        playable = playable and self.targeting is None
        copy = copies[(what, card)] = copies.get((what, card), -1) + 1  # a hand may hold two alike
        widget = self._card(
            ("hand", what, card, copy),
            face,
            HAND_CARD_WIDTH,
            interactive=playable,
            description=description,
            name=f"hand_{card}",
            click=(lambda c=card, p=plays: self.activate_card("play", c, p)) if playable else None,
        )
        lifted = self.targeting is not None and card == self.targeting.card
        if self.targeting is not None:  # the card being played is lifted; the others wait
            lifted = lifted and (plays is None or bool(set(plays) & set(self.targeting.options)))
            widget.set_selected(lifted)
            widget.set_dimmed(not lifted)
        elif not playable and self.kind in WINDOWS and self.plays:
            widget.set_dimmed(True)  # in a window with plays, the cards that cannot be played now
        if playable or card not in self.hand_cards:  # a playable copy (a rival's note, not its own) first
            self.hand_cards[card] = widget
        return widget

    def _button(self, key: str, text: str, slot: Callable[[], object], primary: bool = False) -> QPushButton:
        """The button for `key`, kept from an earlier drawing or new (kept_buttons.py)."""
        return self.kept_buttons.button(key, text, slot, "Primary" if primary else f"btn_{key}")

    def _build_buttons(self) -> list[QWidget]:
        """Put this decision's buttons in the action bar, kept from earlier drawings where they were shown
        before (kept_row.py); returns the ones built anew (to be dressed)."""
        self.buttons = self.kept_buttons.start()
        self._add_buttons()
        return self.kept_buttons.place()

    def _add_buttons(self) -> None:
        k = self.kind
        p = self.prompt
        targeting = self.targeting
        if targeting is not None:
            self._button(
                "target_list",
                tr("Choose from a &list…"),
                lambda: self.open_chooser(targeting.verb, targeting.card, targeting.options),
            )
            self._button("target_cancel", tr("Cancel (Esc)"), self.cancel_target)
            return
        if k == "vote" and self.operator:
            # At the left: the window's "No one plays" was at the right, where a toggle must not land.
            self._ask_after_button()
        if p is not None and self._others_may_deal():
            self._others_deal_button()  # one button for every proposer: the bar keeps room for the hint
        elif p is not None and self.view.deals is not None and k != "vote":
            self._button("deal", tr("&Transaction…"), self._open_deal)
        if k in WINDOWS and p is not None and self.view.can_score_secret:
            self._button("score_secret", tr("&Secret scored…"), self._open_score_secret)
        if k in WINDOWS and self.operator:
            self._operator_buttons()
        elif k in WINDOWS:
            # Pass stays the rightmost button in every window: with "Pass for the rest" after it, that
            # button took Pass's place once an agenda was out, and a seat clicking where Pass had been
            # passed every window of the agenda.
            if self.can_rest:
                self._button(
                    "pass_rest",
                    tr("Pass for the &rest of this agenda"),
                    lambda: self._play(Pass(self.seat, True)),
                )
            self._button("pass", tr("&Pass"), lambda: self._play(Pass(self.seat, False)), primary=True)
        elif k == "vote" and self.operator:
            pass  # Abstain and the outcomes are on the sheet, in the voter's row
        elif k == "vote":
            for key in vote_buttons(p.forced is None):  # Abstain never where a window's Pass was
                if key == "cast":
                    self._button("cast", tr("&Cast votes"), self._cast, primary=True)
                else:
                    self._button("abstain", tr("&Abstain"), lambda: self._play(Abstain(self.seat)))
        elif k == "speaker_decides":
            self._button("decide", tr("&Decide"), self._decide, primary=True)
        elif k == "transaction":
            accept = self._button(
                "accept", tr("&Accept"), lambda: self._play(AnswerDeal(self.seat, True)), primary=True
            )
            accept.setEnabled(p.can_accept)  # it lacks something it was asked for
            self._button("refuse", tr("&Refuse"), lambda: self._play(AnswerDeal(self.seat, False)))
        elif k == "choose":
            self._button("choose", tr("&Confirm choice"), self._choose, primary=True)
        elif k == "table_instructions":
            self._button(
                "confirm",
                tr("&Done at the table"),
                lambda: self._play(ConfirmInstruction(self.seat)),
                primary=True,
            )

    def _update(self) -> None:
        k = self.kind
        hint = ""
        if self.targeting is not None:
            self.hint.setText(self._target_hint(self.targeting))
            return
        if k == "wait":
            hint = tr("Waiting for %1.").replace("%1", ", ".join(self.names[s] for s in self.view.to_act))
        elif k in WINDOWS and self.operator:
            hint = window_question(k)
        elif k in WINDOWS:
            # The window's name heads the middle of the table and the side panel; the hint says what to do.
            hint = window_hint(k, bool(self.plays))
        elif k == "vote" and self.operator:
            total = self._running_total()
            self.total.set_steady_text(tr("Votes: %1").replace("%1", str(total)))
            hint = operator_vote_hint(self.names[self.seat], total, picks_planets(self.prompt))
            for planet, card in self.planet_cards.items():
                card.set_selected(planet in self.picked_planets)
        elif k == "vote":
            total = self._running_total()
            self.total.set_steady_text(tr("Votes: %1").replace("%1", str(total)))
            chosen = outcome_label(self.outcome, self.names) if self.outcome else None
            hint = vote_hint(self.prompt, chosen, total, len(self.picked_planets))
            self.buttons["cast"].setEnabled(cast_enabled(self.outcome, total))
            for planet, card in self.planet_cards.items():
                card.set_selected(planet in self.picked_planets)
        elif k == "speaker_decides":
            hint = tr("You are the speaker: choose the outcome.")
            self.buttons["decide"].setEnabled(self.outcome is not None)
        elif k == "choose":
            count = self.prompt.count
            hint = {
                "give_note": tr("Choose the promissory note to give."),
                "recombination": tr(
                    "Genetic Recombination: vote as asked, or refuse and lose a fleet pool token."
                ),
                "ready": tr("Choose %n planet(s) to ready.", "", count),
                "discard": tr("Choose %n action card(s) to discard.", "", count),
                "tokens": tr("Place %n command token(s) in your pools.", "", count)
                if self.prompt.change > 0
                else tr("Give back %n command token(s) from your pools.", "", count),
                "xxekir": tr("Choose %n agenda(s), each with its outcome.", "", count),
                "reveal": tr("Name the agenda turned over, then confirm."),
                "covert": tr("Name the agenda Covert Legislation drew, then confirm."),
            }.get(self.prompt.prompt, tr("Choose %1.").replace("%1", str(count)))
            need = self.prompt.count
            if self.prompt.prompt == "lie_in_wait":
                hands = self.prompt.sources
                ok = all(
                    bool(pick) == bool(hand) for pick, hand in zip(self.neighbour_picks, hands, strict=True)
                )
                hint = tr("Take one card from each neighbour who has any.")
            elif self.prompt.prompt == "ready":
                ok = len(self.picked_options) == min(need, len(self.prompt.options))
            elif self.prompt.prompt == "xxekir":
                ok = len(self.picked_options) == 2 * need
            else:
                ok = len(self.picked_options) == need
            self.buttons["choose"].setEnabled(ok)
        elif k == "transaction":
            hint = (
                tr("Accept or refuse the transaction.")
                if self.prompt.can_accept
                else tr("You do not hold all that is asked of you: you can only refuse.")
            )
        elif k == "table_instructions":
            hint = tr("Carry this out on the board, then confirm.")
        self.hint.setText(hint)

    def _target_hint(self, targeting: Targeting) -> str:
        targets = targeting.targets
        card = any_card_name(targeting.card)
        if targets.seats and not (targets.outcomes or targets.planets):
            text = tr("%1: click a highlighted player, or choose from the list. Esc cancels.")
        elif targets.outcomes and not (targets.seats or targets.planets):
            text = tr("%1: click an outcome, or choose from the list. Esc cancels.")
        else:
            text = tr("%1: click a highlighted target, or choose from the list. Esc cancels.")
        return text.replace("%1", card)

    def _running_total(self) -> int:
        """What the picks would cast, counted by the engine (planets, Elder Qanoj, Executive Order,
        Gila, Zeal, Predictive Intelligence, Odlynn Myrr...); 0 when they are no legal vote."""
        extras = self.prompt.preview.extras if self.predictive.isChecked() else ()
        preview: VotePreview = self.prompt.preview
        return preview.total(tuple(self.picked_planets), extras, self.gila.value(), self.odlynn.value())

    # --- picks -------------------------------------------------------------------------
    def _toggle_planet(self, planet: str) -> None:
        if planet in self.picked_planets:
            self.picked_planets.remove(planet)
        else:
            self.picked_planets.append(planet)
        self._update()

    def _pick_outcome(self, outcome: str) -> None:
        self.outcome = outcome
        for o, b in self.outcome_buttons.items():
            b.setChecked(o == outcome)
        combo = getattr(self, "outcome_combo", None)
        if combo is not None and combo.currentData() != outcome:
            combo.setCurrentIndex(max(0, combo.findData(outcome)))
        self._update()

    def _pick_option(self, option: str) -> None:
        if option in self.picked_options:
            self.picked_options.remove(option)
        else:
            if len(self.picked_options) >= self.prompt.count:
                self.picked_options.pop(0)
            self.picked_options.append(option)
        for o, b in self.option_buttons.items():
            b.setChecked(o in self.picked_options)
        self._update()

    def _dialogs(self) -> tuple[Any, ...]:
        return (self.deal_dialog, self.secret_dialog)

    def _open_score_secret(self) -> None:
        """A secret objective scored at the table: its name, recorded with ScoreSecret (public, 1 VP)."""
        dialog = ScoreSecretDialog(self.names[self.seat], self)
        self.secret_dialog = dialog
        self.buttons["record_secret"] = dialog.record_button
        dialog.record_button.clicked.connect(lambda _c=False: self._score_secret())
        dialog.open()

    def _score_secret(self) -> None:
        dialog = self.secret_dialog
        if self.table.play(ScoreSecret(self.seat, dialog.objective())):
            dialog.accept()
        else:  # the engine's reason, worded by desktop/refusals.py, is in the table's banner too
            refusal = getattr(self.table, "refusal", None)
            dialog.show_problem(refusal.text() if refusal is not None else tr("Not recorded."))

    def _others_may_deal(self) -> bool:
        """Companion mode (one shared screen): any player may offer a transaction while an agenda is
        open, not only the one whose turn it is (games/council/deals.py)."""
        return (
            self.view.mode == "companion"
            and self.view.agenda is not None
            and self.kind not in ("transaction", "choose", "table_instructions")
        )

    def _others_deal_button(self) -> None:
        """Companion mode: "Transaction…" lists who offers, the seat on turn first. A second button for
        the other players left the hint a sixth of the bar at 1366x768 (its third line cut off)."""
        from games.council.view import deal_options

        state = self.table.session.state
        button = self._button("deal_other", tr("&Transaction…"), lambda: None)
        if button.menu() is not None:  # a kept button: the players are listed anew
            button.menu().deleteLater()
        menu = QMenu(button)
        menu.setObjectName("deal_other_menu")
        own = self.seat is not None and self.view.deals is not None and self.kind != "vote"
        order = ([self.seat] if own else []) + [s for s in range(len(self.names)) if s != self.seat]
        for s in order:
            action = menu.addAction(tr("%1 offers…").replace("%1", self.names[s]))
            if s == self.seat:
                action.triggered.connect(lambda _c=False: self._open_deal())
            else:
                action.setEnabled(deal_options(state, s) is not None)
                action.triggered.connect(lambda _c=False, s=s: self._open_deal(s))
        button.setMenu(menu)

    def _open_deal(self, proposer: int | None = None) -> None:
        """The transaction dialog: what to give and ask for, then Offer (the partner answers later).

        `proposer`: another player offering out of turn (companion mode); the dialog shows what
        that player may offer."""
        deals = self.view.deals
        self.deal_from = self.seat if proposer is None else proposer
        if proposer is not None:
            from games.council.view import deal_options

            deals = deal_options(self.table.session.state, proposer)
        assert deals is not None, "the button is offered only when a deal can be made"
        dialog = DealDialog(deals, self.names, self)
        if proposer is not None:
            dialog.setWindowTitle(tr("Transaction offered by %1").replace("%1", self.names[proposer]))
        self.deal_dialog = dialog
        self.deal_panel = dialog.panel
        self.buttons["offer"] = dialog.offer_button
        dialog.offer_button.clicked.connect(lambda _c=False: self._offer())
        dialog.open()

    # --- moves -------------------------------------------------------------------------
    def _play(self, action: Action) -> None:
        self.table.play(action)

    def _cast(self) -> None:
        extras = self.prompt.preview.extras if self.predictive.isChecked() else ()
        self._play(
            CastVotes(
                self.seat,
                self.outcome,
                tuple(self.picked_planets),
                extras,
                self.gila.value(),
                self.odlynn.value(),
            )
        )

    def _decide(self) -> None:
        self._play(BreakTie(self.seat, self.outcome))

    def _choose_if_ready(self) -> None:
        button = self.buttons.get("choose")
        if button is not None and button.isEnabled():
            self._choose()

    def _choose(self) -> None:
        if self.prompt.prompt == "lie_in_wait":
            self._play(Choose(self.seat, tuple(self.neighbour_picks)))
            return
        self._play(Choose(self.seat, tuple(self.picked_options)))

    def _offer(self) -> None:
        offer = self.deal_panel.offer() if self.deal_panel else None
        if offer is None:
            self.deal_dialog.show_problem(tr("Put something in the transaction first."))
            return
        to, give, get = offer
        if self.table.play(ProposeDeal(getattr(self, "deal_from", self.seat), to, give, get)):
            self.deal_dialog.accept()


def _planets() -> set[str]:
    from games.council import data

    return set(data.planets())
