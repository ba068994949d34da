"""Seat panels for Galactic Council: faction, victory points, trade goods, planets and votes (all public)."""

from __future__ import annotations

from desktop.council.names import any_card_name, faction_name, outcome_label, tr
from desktop.table.panel_cache import PanelCache
from desktop.table.seat_panel import SeatPanel
from games.council.view import CouncilView

LEFT_STYLE = "color: #8a8478; font-style: italic;"  # a seat whose player left the game


def seat_panel(
    view: CouncilView,
    seat: int,
    names: tuple[str, ...],
    colours: tuple[str, ...],
    bots: tuple[bool, ...],
    cache: PanelCache | None = None,
) -> SeatPanel:
    """The seat's panel; reused from `cache` when it would show the same (it has nothing to click)."""
    status = _status(view, seat, names)
    acting, is_viewer = seat in view.to_act, seat == view.seat

    def build() -> SeatPanel:
        return SeatPanel(
            names[seat], colours[seat], bot=bots[seat], acting=acting, is_viewer=is_viewer, status=status
        )

    if cache is None:
        return _greyed(build(), view.players[seat].left)
    key = ("council", seat, view.seat, names[seat], colours[seat], bots[seat], acting, is_viewer, status)
    panel = cache.get(
        key,
        build,
        slot=key[:5],  # the same seat on the same screen: told the new look in place (panel_cache.py)
        restyle=lambda panel: panel.set_look(
            bot=bots[seat], acting=acting, is_viewer=is_viewer, status=status
        ),
    )
    return _greyed(panel, view.players[seat].left)


def _greyed(panel: SeatPanel, left: bool) -> SeatPanel:
    """A seat whose player left the game is drawn greyed (disabled): no longer a contender."""
    if panel.isEnabled() == left:
        panel.setEnabled(not left)
        # The theme colours the labels itself: greyed by hand, and given back to it when seated again.
        for label in (panel.name_label, panel.status_label):
            label.setStyleSheet(LEFT_STYLE if left else "")
    return panel


def may_not_vote(view: CouncilView, seat: int) -> bool:
    """Barred from this agenda (its own rider, Public Execution...) and not voting anyway.

    `agenda.barred` lists whom a card barred; Elder Qanoj's holder ("game effects cannot prevent you from
    voting") is among them yet votes, which the engine's "up to" count shows: a seat that has votes to
    cast, or has cast them, is not told it may not vote."""
    agenda = view.agenda
    if agenda is None or seat not in agenda.barred:
        return False
    return view.most_votes[seat] == 0 and all(s != seat for s, *_ in agenda.votes)


def _status(view: CouncilView, seat: int, names: tuple[str, ...]) -> str:
    """The panel's lines, all public: faction, VP, trade goods, cards, planets, secrets scored, this vote."""
    p = view.players[seat]
    if p.left:  # companion mode: the seat stays for the record, out of the running
        gone = tr("left the game: not in the running")
        return "\n".join((faction_name(p.faction) or tr("no faction"), gone))
    ready = len(p.planets) - len(p.exhausted)
    lines = [
        faction_name(p.faction) or tr("no faction"),
        # Companion mode: hands are physical, so the program knows no action-card count.
        tr("%1 VP · %2 TG").replace("%1", str(p.vp)).replace("%2", str(p.tg))
        if view.mode == "companion"
        else tr("%1 VP · %2 TG · %3 action cards")
        .replace("%1", str(p.vp))
        .replace("%2", str(p.tg))
        .replace("%3", str(p.hand_count)),
        # "Up to" is the engine's count (VotePreview.most): extras that need a planet vote count only
        # with one, Executive Order and Gila turn trade goods into votes, and so on.
        tr("planets %1 ready / %2 · up to %n vote(s)", "", view.most_votes[seat])
        .replace("%1", str(ready))
        .replace("%2", str(len(p.planets))),
    ]
    if p.away:  # companion mode: skipped in every window and vote until a table check seats it
        lines.append(tr("away this phase"))
    if p.objectives:  # companion mode: the public objectives behind the VP, as the table said
        lines.append(tr("objectives: %1").replace("%1", ", ".join(p.objectives)))
    scored = p.scored
    if scored:  # public once scored: the targets of Classified Document Leaks
        lines.append(tr("secrets scored: %1").replace("%1", ", ".join(any_card_name(o) for o in scored)))
    agenda = view.agenda
    if agenda is not None:
        for s, outcome, total, _sources in agenda.votes:
            if s == seat:
                lines.append(
                    tr("voted %1 for %2")
                    .replace("%1", str(total))
                    .replace("%2", outcome_label(outcome, names))
                )
        if seat in agenda.abstained and not may_not_vote(view, seat):  # a rider's player: "may not vote"
            lines.append(tr("abstained"))
        if seat in agenda.silenced:
            lines.append(tr("silenced: no votes, cards or abilities"))
        elif may_not_vote(view, seat):
            lines.append(tr("may not vote"))
    if view.speaker == seat:
        lines.insert(0, tr("★ Speaker"))
    return "\n".join(lines)
