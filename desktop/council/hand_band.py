"""The band at the bottom of the Council table: the planets to vote with, or the seat's planets, hand, notes
and secrets, each card kept between drawings and told its new look.

A mixin of CouncilBoard (board.py): it reads and sets the board's attributes."""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QLabel,
    QWidget,
)

from desktop.cards.card_widget import CardWidget
from desktop.council.faces import action_face, note_face, planet_face, secret_face
from desktop.council.names import (
    any_card_name,
    item_label,
    planet_name,
    tr,
)
from desktop.council.vote_panel import (
    picks_planets,
)
from desktop.table.elided_label import WrappedFacts, may_elide
from desktop.table.kept_row import PlanItem, Spacing, Stretch
from games.council.playing import Play
from games.council.rulebook import owners_in
from games.council.view import VotePrompt

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.council.board_host import BoardHost
else:
    BoardHost = object  # a mixin of CouncilBoard; what it uses of the board is declared for mypy only

from desktop.council.decisions import HAND_CARD_WIDTH, WINDOWS, prompt_as


class HandBand(BoardHost):
    """Methods of CouncilBoard for this kind of decision."""

    def _build_bottom(self) -> list[QWidget]:
        """The band at the bottom: the planets to vote with, or the seat's planets, hand and notes. Cards
        shown before are kept and told their new look (kept_row.py); returns the widgets built anew."""
        bottom = self.bottom
        self._card_clicks = {}
        plan: list[PlanItem] = []
        if self.seat is None:
            shared, _new = bottom.get("shared", lambda: QLabel(tr("Shared screen: no hand is shown.")))
            return bottom.place([shared])
        if self.kind == "vote":
            prompt = prompt_as(self.prompt, VotePrompt)
            if prompt.rep_gov:
                text = tr("Representative Government: every player casts exactly one vote.")
                plan.append(bottom.get("rep_gov", lambda: QLabel(text))[0])
            for planet, votes in prompt.planets if picks_planets(prompt) else ():
                planet_card = self._card(
                    ("planet", planet),
                    planet_face(planet, False, votes),
                    84,
                    interactive=True,
                    description=tr("%1, %n vote(s)", "", votes).replace("%1", planet_name(planet)),
                    name=f"planet_{planet}",
                    click=partial(self._toggle_planet, planet),
                )
                self.planet_cards[planet] = planet_card
                plan.append(planet_card)
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
                click=partial(self._choose_target, options) if options is not None else None,
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
        # Lists with no bound (a neighbour's notes): wrapped at the band's width ("Cat holds: Political
        # Secret (Cat's note), Alliance (…" was cut at the right); shortened only past its height.
        notes, new = bottom.get("notes", lambda: may_elide(WrappedFacts(text)))
        if not new and notes.full != text:
            notes.setText(text)
        # Nothing to say (the notes are cards in the hand): no label, whose least width a full hand at
        # the hand limit ran over; the row's end is a stretch instead.
        plan.append((notes, 1) if text else Stretch(1))
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

    def _note_plays(self, note: str) -> tuple[Play, ...]:
        """The ways to play this held note: none for the seat's own (it only gives those away); for a
        note held from several players, each naming its owner (Political Secret), this copy's own."""
        card, _, owner_text = note.partition("@")
        owner = int(owner_text) if owner_text.isdigit() else -1
        seat = self.seat
        assert seat is not None  # a hand is drawn only for the seat at the screen
        if owner == seat:
            return ()
        options = tuple(self._play_groups().get(("play", card), ()))
        held = owners_in(self.view.notes, card, seat)
        this_copy = tuple(p for p in options if p.params.target == owner)
        if this_copy and all(p.params.target in held for p in options):
            return this_copy
        return options

    def _hand_card(
        self,
        card: str,
        face: object,
        playable: bool,
        what: str,
        copies: dict[tuple[str, str], int],
        plays: tuple[Play, ...] | None = None,
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
            click=partial(self.activate_card, "play", card, plays) if playable else None,
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
