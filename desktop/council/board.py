"""The Galactic Council table for one seat: seats, the agenda on the table, and the decision this seat faces.

Everything comes from `game.view(state, seat)`; the choices offered are exactly the legal ones its
prompt lists (cards playable in this window, ready planets, tied outcomes...).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.cards.card_widget import CardWidget
from desktop.cards.gallery import CardGallery
from desktop.cards.hand_row import HandRow
from desktop.cards.painters import CARD_RATIO
from desktop.council.agenda_history import HistoryDialog, resolved_count
from desktop.council.board_actions import instruction_lines
from desktop.council.centre import CouncilCentre
from desktop.council.choice_panel import ChoiceMoves
from desktop.council.deal_panel import DealDialog, DealPanel
from desktop.council.decision_bar import (
    BarFacts,
    bar_keys,
    instructions_hint,
    transaction_hint,
    waiting_hint,
)
from desktop.council.decisions import (  # re-exported: tests and screens read them here
    HAND_CARD_WIDTH,
    OUTCOME_BUTTONS,
    RIDERS_SHOWN,
    WINDOWS,
    Targeting,
    asked_seat,
    prompt_as,
)
from desktop.council.faces import agenda_face, law_face
from desktop.council.hand_band import HandBand
from desktop.council.instructions_panel import InstructionsPanel
from desktop.council.names import (
    any_card_name,
    item_label,
    outcome_label,
    planet_name,
    tr,
    window_name,
)
from desktop.council.operator import operating, window_question
from desktop.council.operator_moves import OperatorMoves
from desktop.council.question_words import choice_hint
from desktop.council.seats import seat_panel
from desktop.council.secret_dialog import ScoreSecretDialog
from desktop.council.table_targets import TargetKeys
from desktop.council.target_panel import TargetMoves
from desktop.council.transaction_panel import TransactionMoves
from desktop.council.vote_moves import VoteMoves
from desktop.council.vote_panel import (
    cast_enabled,
    operator_vote_hint,
    picks_planets,
    vote_hint,
)
from desktop.council.window_panel import PlayGroups, PlaysPanel, play_groups, window_hint
from desktop.table.action_bar import action_bar
from desktop.table.felt import dress
from desktop.table.kept_buttons import KeptButtons
from desktop.table.kept_row import KeptRow
from desktop.table.seat_ring import SeatRing
from games.council.actions import (
    Abstain,
    AnswerDeal,
    ConfirmInstruction,
    Pass,
)
from games.council.playing import Play
from games.council.question_forms import QuestionHint
from games.council.view import CouncilView, Prompt, TiePrompt, TransactionPrompt, VotePrompt, WindowPrompt

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.council.council_context import CouncilContext
    from games.core.actions import Action


__all__ = ["HAND_CARD_WIDTH", "OUTCOME_BUTTONS", "RIDERS_SHOWN", "WINDOWS", "CouncilBoard", "Targeting"]


class CouncilBoard(OperatorMoves, TargetMoves, ChoiceMoves, TransactionMoves, VoteMoves, HandBand, QWidget):
    def __init__(self, context: CouncilContext, seat: int | None, view: CouncilView) -> None:
        super().__init__()
        self.setObjectName("CouncilBoard")
        self.context = context
        self.seat = seat
        self.view = view
        self.names: tuple[str, ...] = context.board.names
        self.colours: tuple[str, ...] = context.board.colours
        self.bots = context.board.bots
        self.deal_panel: DealPanel | None = None
        self.deal_dialog: DealDialog | None = None
        self.secret_dialog: ScoreSecretDialog | None = None
        # Choosing a card's target on the table: the seats, outcomes and planets it may name
        # (table_targets.py) take clicks and keys until one is chosen or Esc cancels.
        self.target_keys = TargetKeys(self._pick_target_widget, self.cancel_target, self)
        self.target_widgets: list[tuple[QWidget, tuple[Play, ...]]] = []
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
        self.operator = operating(view, self.context.options) and self.context.desk is not None
        if self.operator and self.kind == "vote":
            if picks_planets(vote := prompt_as(self.prompt, VotePrompt)):
                self.picked_planets = [p for p, _v in vote.planets]  # all ready: untick to cast fewer

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
        cache = self.context.board.panels
        before = set(map(id, self.ring.seats))
        panels = [seat_panel(view, s, self.names, self.colours, self.bots, cache) for s in order]
        deltas = self.context.board.deltas()  # the last vote's score changes, while shown
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
        self.ring.set_content([*panels], centre)
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
            new_part = centre if centre is not kept[0] else centre.choice
            if new_part is not None:
                fresh.append(new_part)
        self.fresh_parts = fresh  # the table page makes their labels plain text (plain_text.py)
        self.target_keys.watch([w for w, _p in self.target_widgets])

    def _centre(self) -> CouncilCentre:
        """The middle of the table, told this view: kept from the last drawing (its choices built anew
        only when they differ), or made when the board is new or the laws' button comes or goes."""
        view = self.view
        centre = self.centre
        history = resolved_count(self.context.log())
        buttons = bool(view.laws) or bool(history)  # the laws' and the history's buttons (issue 28)
        if centre is None or centre.with_laws != buttons:
            centre = CouncilCentre(buttons, self.show_laws, self.show_history)
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
        # Naming the next agenda: the one resolved is no longer before the council (its card was drawn
        # 40 pixels wide beside the list, "DIR…", "Muti-ny"); History keeps it.
        if agenda is not None and agenda.card and not self._revealing():
            card = (agenda_face(agenda.card), tr("Agenda: %1").replace("%1", any_card_name(agenda.card)))
        self.riders_text = ""
        facts = self._facts()  # every rider in the tooltip, all public
        clock = (self.context.table, view.round, view.agenda_no)  # this agenda
        centre.show_table(head, card, facts, self.riders_text, len(view.laws), history, clock)
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
        chips = len(self.targeting.targets.outcomes) if self.targeting is not None else 0
        centre.make_room(chips > OUTCOME_BUTTONS)
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
            return ("offer", prompt_as(self.prompt, TransactionPrompt).offer)
        if self.kind == "vote" and self.operator:
            return None  # the vote sheet: built anew for each voter
        if self.kind in ("vote", "speaker_decides"):
            vote = prompt_as(self.prompt, VotePrompt) if self.kind == "vote" else None
            outcomes = vote.outcomes if vote is not None else prompt_as(self.prompt, TiePrompt).tied
            forced = vote.forced if vote is not None else None
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
            vote = prompt_as(self.prompt, VotePrompt)
            return self._outcome_picker(vote.outcomes, vote.forced)
        if self.kind == "speaker_decides":
            return self._outcome_picker(prompt_as(self.prompt, TiePrompt).tied, None)
        if self.kind == "choose":
            return self._choices()  # a long list of options scrolls (choice_panel.py)
        if self.kind == "table_instructions":
            # Each board action said once, with every player it concerns; one confirmation for all.
            text = "\n".join(instruction_lines(tuple(self.view.instructions), self.names))
            return InstructionsPanel(text)  # many riders settled: it scrolls rather than cut the lines
        if self.kind == "transaction":
            proposer, give, get = prompt_as(self.prompt, TransactionPrompt).offer
            text = (
                tr("%1 offers: %2\nand asks for: %3")
                .replace("%1", self.names[proposer])
                .replace("%2", ", ".join(item_label(i, self.names) for i in give) or tr("nothing"))
                .replace("%3", ", ".join(item_label(i, self.names) for i in get) or tr("nothing"))
            )
            offer = QLabel(text)
            offer.setObjectName("ActionHint")
            offer.setWordWrap(True)  # a long item (a named Political Secret) wraps rather than runs past
            offer.setToolTip(text)
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
        says = self.targeting is None and (self.kind in WINDOWS or self.kind in ("vote", "wait"))
        if agenda is not None and agenda.card and says:
            # Each outcome's effect in words beside the card: the card shrinks with the middle and cut
            # its text ("…and no additi…"), so the Against outcome was never on screen.
            lines[2:2] = agenda_face(agenda.card).summary
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

    def show_history(self) -> QWidget:
        """The agendas so far (outcomes, votes, riders won and lost) and the laws' holders."""
        dialog = HistoryDialog(self.view.laws, self.context.log(), self.names, self)
        dress(dialog)
        self.history_dialog = dialog
        dialog.open()
        return dialog

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
        targeting = self.targeting
        if targeting is not None:
            self._button(
                "target_list",
                tr("Choose from a &list…"),
                lambda: self.open_chooser(targeting.verb, targeting.card, targeting.options),
            )
            self._button("target_cancel", tr("Cancel (Esc)"), self.cancel_target)
            return
        for key in bar_keys(self._bar_facts()):
            self._add_button(key)

    def _bar_facts(self) -> BarFacts:
        view, p = self.view, self.prompt
        vote = self.kind == "vote" and p is not None
        return BarFacts(
            self.kind,
            p is not None,
            self.operator,
            # Naming the next agenda turned over belongs to the next agenda: no window of this one is left.
            self.operator and self._skipping() and not self._revealing(),
            view.agenda is not None,
            self._others_may_deal(),
            view.deals is not None,
            view.can_score_secret,
            self.can_rest,
            vote and prompt_as(p, VotePrompt).forced is not None,
            self.context.mute is not None,
        )

    def _add_button(self, key: str) -> None:
        """The button `key` of bar_keys (decision_bar.py), told what it does."""
        if key == "ask_after":
            self._ask_after_button()
        elif key == "reopen":
            self._reopen_button()
        elif key == "deal_other":
            self._others_deal_button()
        elif key == "deal":
            self._button("deal", tr("&Transaction…"), self._open_deal)
        elif key == "score_secret":
            self._button("score_secret", tr("&Secret scored…"), self._open_score_secret)
        elif key == "who_plays":
            self._operator_buttons()  # "A player plays…", "No one, all this agenda" and "No one plays"
        elif key == "pass_rest":
            seat = asked_seat(self.seat)
            self._button(
                "pass_rest", tr("Pass for the &rest of this agenda"), lambda: self._play(Pass(seat, True))
            )
        elif key == "pass":
            seat = asked_seat(self.seat)
            self._button("pass", tr("&Pass"), lambda: self._play(Pass(seat, False)), primary=True)
        elif key == "cast":
            self._button("cast", tr("&Cast votes"), self._cast, primary=True)
        elif key == "abstain":
            seat = asked_seat(self.seat)
            self._button("abstain", tr("&Abstain"), lambda: self._play(Abstain(seat)))
        elif key == "decide":
            self._button("decide", tr("&Decide"), self._decide, primary=True)
        elif key in ("accept", "refuse", "mute"):
            self._transaction_button(key)
        elif key == "choose":
            self._button("choose", tr("&Confirm choice"), self._choose, primary=True)
        elif key == "confirm":
            seat = asked_seat(self.seat)
            self._button(
                "confirm",
                tr("&Done at the table"),
                lambda: self._play(ConfirmInstruction(seat)),
                primary=True,
            )

    def _transaction_button(self, key: str) -> None:
        deal, seat = prompt_as(self.prompt, TransactionPrompt), asked_seat(self.seat)
        if key == "accept":
            accept = self._button(
                "accept", tr("&Accept"), lambda: self._play(AnswerDeal(seat, True)), primary=True
            )
            accept.setEnabled(deal.can_accept)  # it lacks something it was asked for
        elif key == "refuse":
            self._button("refuse", tr("&Refuse"), lambda: self._play(AnswerDeal(seat, False)))
        elif (mute := self.context.mute) is not None:  # issue 28: a bot's every offer needed a Refuse
            proposer = deal.offer.proposer
            self._button(
                "mute",
                tr("Refuse all from %1").replace("%1", self.names[proposer]),
                lambda: mute(seat, proposer),
            )

    def _update(self) -> None:
        k = self.kind
        hint = ""
        if self.targeting is not None:
            self.hint.setText(self._target_hint(self.targeting))
            return
        if k == "wait":
            hint = waiting_hint(self.names, self.view.to_act)
        elif k in WINDOWS and self.operator and self._skipping():
            self._skip_on()
        elif k in WINDOWS and self.operator:
            hint = window_question(k, self.names[self.seat] if self.plays and self.seat is not None else "")
        elif k in WINDOWS:
            # The window's name heads the middle of the table and the side panel; the hint says what to do.
            hint = window_hint(k, bool(self.plays))
        elif k == "vote" and self.operator:
            total = self._running_total()
            self.total.set_steady_text(tr("Votes: %1").replace("%1", str(total)))
            vote = prompt_as(self.prompt, VotePrompt)
            ready = any(v > 0 for _p, v in vote.planets)
            hint = operator_vote_hint(self.names[asked_seat(self.seat)], total, picks_planets(vote), ready)
            for planet, card in self.planet_cards.items():
                card.set_selected(planet in self.picked_planets)
        elif k == "vote":
            total = self._running_total()
            self.total.set_steady_text(tr("Votes: %1").replace("%1", str(total)))
            chosen = outcome_label(self.outcome, self.names) if self.outcome else None
            hint = vote_hint(prompt_as(self.prompt, VotePrompt), chosen, total, len(self.picked_planets))
            self.buttons["cast"].setEnabled(cast_enabled(self.outcome, total))
            for planet, card in self.planet_cards.items():
                card.set_selected(planet in self.picked_planets)
        elif k == "speaker_decides" and self.operator:  # the operator is not the speaker: name them
            hint = tr("The vote is tied: %1, the speaker, chooses the outcome.").replace(
                "%1", self.names[self.seat] if self.seat is not None else ""
            )
        elif k == "speaker_decides":
            hint = tr("You are the speaker: choose the outcome.")
            self.buttons["decide"].setEnabled(self.outcome is not None)
        elif k == "choose":
            hint = choice_hint(self._choice_prompt())
            self.buttons["choose"].setEnabled(self._choice_listed())
        elif k == "transaction":
            hint = transaction_hint(prompt_as(self.prompt, TransactionPrompt).can_accept)
        elif k == "table_instructions":
            hint = instructions_hint(self.view.mode == "companion")
        self.hint.setText(hint)

    # --- picks -------------------------------------------------------------------------

    # --- moves -------------------------------------------------------------------------
    def _play(self, action: Action) -> None:
        self.context.play(action)

    def _revealing(self) -> bool:
        """The speaker names the next agenda turned over (the reveal choice)."""
        if self.kind != "choose" or self.prompt is None:
            return False
        return self._choice_prompt().hint is QuestionHint.AGENDA_TURNED_OVER

    def _skipping(self) -> bool:
        """Companion mode's operator said no one plays a card for the rest of this agenda."""
        return self.context.desk is not None and self.context.desk.skipping()
