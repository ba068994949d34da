"""Galactic Council's side of the table page: board, prompts, curtain reasons, tallies, log, options."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtWidgets import QWidget

from desktop.council.board import WINDOWS, CouncilBoard
from desktop.council.board_actions import instruction_lines
from desktop.council.council_context import council_context
from desktop.council.names import (
    any_card_name,
    faction_name,
    move_name,
    outcome_label,
    planet_name,
    tr,
    window_name,
)
from desktop.council.refusals import sentences
from desktop.council.seats import may_not_vote
from desktop.council.tally_colours import tally_line
from desktop.refusals import refusal_text
from desktop.table.result_panel import VoteResult
from desktop.table.screens import DisplayWindow, GameScreens
from desktop.table.tally_bar import TallyLine
from desktop.translations import join_list
from games.council.actions import AnswerDeal, Pass
from games.council.event_reading import entry_events
from games.council.events import (
    AgendaRevealed,
    CardPlayed,
    CouncilEvent,
    DealAnswered,
    DealOffered,
    GameOver,
    InstructionsConfirmed,
    NotAsked,
    OutcomeResolved,
    Passed,
    SeatAdded,
    SeatRemoved,
    SeatsChanged,
    SeatsJoined,
    SeatsLeft,
    TableChecked,
    TableCorrected,
    TableDeckReshuffled,
    TieBroken,
    VoteCast,
)
from games.council.log_items import CardCancelled, LawRemoved
from games.council.log_record import CouncilRecord
from games.council.options import Deck, LeaderVersions, Mode
from games.council.results import LawEnacted, PredictionSettled, SecretScored
from games.council.state import Instruction
from games.council.view import CouncilView

if TYPE_CHECKING:
    from desktop.table.table_page import TablePage
    from games.core.log import LogEntry
    from games.core.session import Session


class CouncilScreens(GameScreens["TablePage", dict[str, Any]]):
    shows_tally = True
    has_scores = True
    joins_log_entries = True  # passes in a row share a row
    offers_auto_pass = True
    has_display = True
    corrects_table = True

    def board(self, table: TablePage, seat: int | None) -> QWidget:
        view = table.session.view(seat)
        if view.frame == "table_check":  # companion mode, before each agenda phase
            from desktop.council.table_check import TableCheckPage

            return TableCheckPage(table, seat)
        return CouncilBoard(council_context(table), seat, view)

    def shared_screen(self, session: Session) -> bool:
        """Companion mode is one shared screen: hands are physical and votes public, so no curtains."""
        return getattr(session.config.options, "mode", None) == Mode.COMPANION

    def display(self, table: TablePage) -> DisplayWindow:
        """The table display window (View › Table Display): large type for a TV or projector."""
        from desktop.council.table_display import TableDisplay

        return TableDisplay(table)

    def prompt(self, table: TablePage, seat: int | None) -> str:
        view = table.session.view(None)
        if view.over:
            return tr("The session is over.")
        waiting = ", ".join(table.names[s] for s in view.to_act)
        return tr("%1: %2 to act.").replace("%1", window_name(view.frame or "")).replace("%2", waiting)

    def curtain_reason(self, table: TablePage, seat: int) -> str:
        view = table.session.view(None)
        frame = view.frame or ""
        agenda = view.agenda
        if frame == "vote" and agenda is not None:
            return tr("Your vote on %1.").replace("%1", any_card_name(agenda.card))
        return window_name(frame)

    def tally(self, table: TablePage) -> tuple[str, tuple[TallyLine, ...], int, str] | None:
        view = table.session.view(None)
        agenda = view.agenda
        if agenda is None or not agenda.votes and view.frame != "vote":
            return None
        totals: dict[str, int] = dict.fromkeys(agenda.outcomes[:8], 0)
        for _s, outcome, total, _src in agenda.votes:
            totals[outcome] = totals.get(outcome, 0) + total
        lines = tuple(
            tally_line(o, v, i, table.names, table.colours) for i, (o, v) in enumerate(totals.items())
        )
        barred = [s for s in range(view.n) if may_not_vote(view, s)]  # riders' players: not "abstained"
        abstained = [s for s in agenda.abstained if s not in barred]
        footer = (
            tr("%1 voted, %2 abstained")
            .replace("%1", str(len(agenda.votes)))
            .replace("%2", str(len(abstained)))
        )
        if barred:
            footer += " · " + tr("%n may not vote", "", len(barred))
        return any_card_name(agenda.card), lines, 0, footer

    def auto_pass(self, view: object, seat: int) -> Pass | None:
        """The Pass a seat that asked for it makes by itself: a card window where it holds nothing
        playable (a vote, a choice or a transaction is never skipped; a secret objective scored at the
        table can still be recorded in the next window the seat stops in)."""
        if not isinstance(view, CouncilView):
            return None
        prompt = view.prompt
        if prompt is None or prompt.kind not in WINDOWS:
            return None
        if view.has_plays:
            return None
        return Pass(seat, False)

    def muted_answer(self, view: object, seat: int, muted: set[int]) -> AnswerDeal | None:
        """The refusal a seat makes unasked of a transaction offered by a seat whose offers it muted."""
        if not isinstance(view, CouncilView):
            return None
        prompt = view.prompt
        offer = getattr(prompt, "offer", None)
        if prompt is None or prompt.kind != "transaction" or offer is None or offer.proposer not in muted:
            return None
        return AnswerDeal(seat, False)

    def tie_break(self, table: TablePage) -> str:
        """Why the winner won though another had as many VP or more (games/council/procedure.py)."""
        goal = table.session.view(None).vp_goal
        text = tr("More than one player reached %1 VP at once: the first of them in speaker order wins.")
        return text.replace("%1", str(goal))

    def scores(self, table: TablePage) -> tuple[int, ...]:
        return tuple(p.vp for p in table.session.view(None).players)

    def score_unit(self) -> str:
        return tr("VP")

    def result(self, table: TablePage, entry: dict[str, Any]) -> VoteResult | None:
        """The outcome of an agenda with every seat's votes (public once cast), from the log entry
        that resolved it (its typed `AgendaResult`: the votes as they stood at that moment)."""
        resolved = _first(entry_events(entry), OutcomeResolved)
        if resolved is None or not resolved.outcome:
            return None
        # Once a newer agenda is revealed (a resumed game whose bots played on) the result is no longer
        # news, and an older record's entry holds no votes: the table now shows another vote's.
        index = entry.get("index")
        entries = table.session.entries
        if isinstance(index, int) and any(_revealed(entries[i]) for i in range(index, len(entries))):
            return None
        names = table.names
        agenda = table.session.view(None).agenda
        if agenda is None or not agenda.card:  # the game ended with the agenda: no card left to show
            return None
        result = resolved.result
        if result is None:
            return None
        how: dict[int, str] = {}
        for vote in result.votes:
            how[vote.seat] = tr("%n vote(s) for %1", "", vote.votes).replace(
                "%1", outcome_label(vote.outcome, names)
            )
        for seat in result.barred:  # before "abstained": a rider's player may not vote at all
            how.setdefault(seat, tr("may not vote"))
        for seat in result.abstained:
            how.setdefault(seat, tr("abstained"))
        totals = sorted(result.totals().items(), key=lambda kv: -kv[1])
        tally = " · ".join(f"{outcome_label(o, names)} {v}" for o, v in totals)
        return VoteResult(
            title=any_card_name(result.card),
            verdict=outcome_label(result.outcome, names),
            good=None,
            tally=tally or tr("no votes cast"),
            votes=tuple((seat, how.get(seat, "—")) for seat in range(len(names))),
            notes=played_on_agenda(table.session, index, names),
        )

    def phrase(self, entry: dict[str, Any], names: tuple[str, ...]) -> str:
        return phrase(entry, names)

    def joins(self, last: dict[str, Any], entry: dict[str, Any]) -> bool:
        return joins(last, entry)

    def phrase_run(self, entries: list[dict[str, Any]], names: tuple[str, ...]) -> str:
        return phrase_run(entries, names)

    def move_name(self, kind: str) -> str:
        return move_name(kind)

    def refusal(self, error: Exception, names: tuple[str, ...]) -> str:
        return refusal_text(
            error,
            names,
            sentences(),
            card=any_card_name,
            window=window_name,
            planet=planet_name,
            faction=faction_name,
        )

    def option_labels(self) -> dict[str, str]:
        return {
            "deck": tr("Agenda deck"),
            "mode": tr("Mode"),
            "vp_goal": tr("Victory points to win"),
            "max_rounds": tr("Rounds at most"),
            "hand_size": tr("Action cards in hand"),
            "draw_per_round": tr("Action cards drawn per round"),
            "deal_factions": tr("Deal factions at random"),
            "planets_per_player": tr("Planets dealt per player"),
            "starting_trade_goods": tr("Starting trade goods"),
            "thunders_edge": tr("Thunder's Edge planets"),
            "leader_versions": tr("Leader versions"),
            "starting_commodities": tr("Starting commodities"),
            "commanders_unlocked": tr("Commanders unlocked"),
            "heroes_unlocked": tr("Heroes unlocked"),
            "ask_every_seat": tr("Ask every seat in each window"),
            "triad_votes": tr("Triad counts as votes"),
            "operator": tr("One operator runs the table (companion mode)"),
        }

    def correct_table(self, table: TablePage) -> QWidget | None:
        """Edit › Correct the Table…, companion mode mid-phase (table_check.open_correction)."""
        from desktop.council.table_check import open_correction

        return open_correction(table)

    def seat_choice(self) -> dict[str, Any]:
        """New Game's list beside each seat: the board's faction (faction_pick.py)."""
        from desktop.council.faction_pick import seat_choice

        return seat_choice()

    def option_choices(self) -> dict[str, list[tuple[Any, str]]]:
        return {
            "deck": [(Deck.POK, tr("Prophecy of Kings")), (Deck.BASE, tr("Base game"))],
            "mode": [
                (Mode.STANDALONE, tr("Standalone: the program deals the action cards")),
                (Mode.COMPANION, tr("Companion: beside a real TI4 table")),
            ],
            "leader_versions": [
                (LeaderVersions.CODEX3, tr("Codex III")),
                (LeaderVersions.POK, tr("Prophecy of Kings")),
            ],
        }


E = TypeVar("E")

# The keys of old whose events _extras phrases, in this order (a record file's entries hold these keys).
EXTRA_KEYS = (
    "cancelled",
    "revealed",
    "resolved_outcome",
    "law_enacted",
    "laws_removed",
    "cards",
    "not_asked",
    "game_over",
)


def joins(last: dict[str, Any], entry: dict[str, Any]) -> bool:
    """Whether `entry` goes on the log's row that ends with `last`: passes in a row in one window read as
    one line, and a seat passing again in a window it already passed in adds nothing to say."""
    if entry.get("kind") != "pass":
        return False
    events = entry_events(entry)
    passed = _first(events, Passed)
    if passed is not None and passed.again and not _has_extras(entry, events):
        return True
    if last.get("kind") != "pass":
        return False
    before = entry_events(last)
    was = _first(before, Passed)
    return _window(was) == _window(passed) and not _has_extras(last, before)


def _window(passed: Passed | None) -> str | None:
    return passed.window if passed is not None else None


def _first(events: list[CouncilEvent], kind: type[E]) -> E | None:
    """The first event of this kind an entry holds."""
    return next((e for e in events if type(e) is kind), None)


def _every(events: list[CouncilEvent], kind: type[E]) -> list[E]:
    return [e for e in events if type(e) is kind]


def _has_extras(entry: dict[str, Any], events: list[CouncilEvent]) -> bool:
    """Whether the entry brought anything to light that _extras phrases."""
    for e in events:
        kind = type(e)
        if kind in _EXTRA_EVENTS or (isinstance(e, OutcomeResolved) and e.outcome):
            return True
        if isinstance(e, GameOver) and e.winners:
            return True
    return bool(entry.get("cards"))  # the seat's own private part


_EXTRA_EVENTS = (CardCancelled, AgendaRevealed, LawEnacted, LawRemoved, NotAsked)


def phrase_run(entries: list[dict[str, Any]], names: tuple[str, ...]) -> str:
    """One log row: a move, or passes in a row ("Bob, Carol and Dave passed."), and what came with them."""
    read = [(e, entry_events(e)) for e in entries]
    first, first_events = read[0]
    heads = [] if first.get("kind") == "pass" else [_head(first, first_events, names)]
    passers: list[int] = []
    window = ""
    for e, events in read:
        passed = _first(events, Passed)
        again = passed is not None and passed.again
        if e.get("kind") == "pass" and not again and e.get("seat") not in passers:
            passers.append(e.get("seat", -1))
            window = window or (passed.window if passed is not None else "")
    if passers:
        who = join_list([names[s] if 0 <= s < len(names) else "?" for s in passers])
        # The window is named: one seat passing in two windows of an agenda in a row (the "when" and the
        # "after" window) would otherwise read as the same line twice.
        if window:
            said = tr(
                "%1 passed in the window “%2”.", "one or more seats passing, named in a list", len(passers)
            ).replace("%2", window_name(window))
        else:  # a record written before passes kept their window
            said = tr("%1 passed.", "one or more seats passing, named in a list", len(passers))
        heads.append(said.replace("%1", who))
    extras = [x for e, events in read for x in _extras(e, events, names)]
    return " ".join([*heads, *extras])


def phrase(entry: dict[str, Any], names: tuple[str, ...]) -> str:
    return phrase_run([entry], names)


def _head(entry: dict[str, Any], events: list[CouncilEvent], names: tuple[str, ...]) -> str:
    """The move itself, from its own event (a card played, a vote cast...)."""
    kind = entry.get("kind", "")
    who = names[entry["seat"]] if 0 <= entry.get("seat", -1) < len(names) else "?"
    if kind in ("play_card", "use_ability"):
        play = _first(events, CardPlayed)
        text = (
            (tr("%1 played %2") if kind == "play_card" else tr("%1 used %2"))
            .replace("%1", who)
            .replace("%2", any_card_name(play.card if play is not None else ""))
        )
        if play is not None and play.target is not None:
            text += " → " + names[play.target]
        if play is not None and play.outcome:
            text += ": " + outcome_label(play.outcome, names)
        text += "."
    elif kind == "cast_votes":
        vote = _first(events, VoteCast)
        text = (
            tr("%1 cast %n vote(s) for %2.", "", vote.votes if vote is not None else 0)
            .replace("%1", who)
            .replace("%2", outcome_label(vote.outcome if vote is not None else None, names))
        )
    elif kind == "abstain":
        text = tr("%1 abstained.").replace("%1", who)
    elif kind == "break_tie":
        tie = _first(events, TieBroken)
        text = (
            tr("%1, the speaker, chose %2.")
            .replace("%1", who)
            .replace("%2", outcome_label(tie.outcome if tie is not None else None, names))
        )
    elif kind == "propose_deal":
        offer = _first(events, DealOffered)
        to = names[offer.to] if offer is not None else "?"
        text = tr("%1 offered a transaction to %2.").replace("%1", who).replace("%2", to)
    elif kind == "answer_deal":
        answer = _first(events, DealAnswered)
        text = (
            tr("%1 accepted the transaction.")
            if answer is not None and answer.accepted
            else tr("%1 refused the transaction.")
        ).replace("%1", who)
    elif kind == "choose":
        text = tr("%1 made a choice.").replace("%1", who)
    elif kind == "score_secret":
        scored = _first(events, SecretScored)
        objective = scored.objective if scored is not None else "?"
        text = tr("%1 scored the secret objective %2 (1 VP).").replace("%1", who).replace("%2", objective)
    elif kind == "table_check":
        text = _table_check(events, names)
    elif kind in ("add_seat", "remove_seat"):
        chair = _first(events, SeatAdded) if kind == "add_seat" else _first(events, SeatRemoved)
        seat = chair.seat if chair is not None else -1
        named = names[seat] if 0 <= seat < len(names) else "?"
        said = tr("%1 joined the game at a new seat.") if kind == "add_seat" else tr("%1 left the game.")
        text = said.replace("%1", named)
    elif kind == "confirm_instruction":
        every = _first(events, InstructionsConfirmed)
        one = _first(events, Instruction)
        done = list(every.instructions) if every is not None and every.instructions else [one] if one else []
        text = (
            tr("%1 confirmed: %2.")
            .replace("%1", who)
            # A card's own wording ends in a full stop: not a second one after it.
            .replace("%2", "; ".join(line.rstrip(".") for line in instruction_lines(tuple(done), names)))
        )
    else:
        text = f"{who}: {move_name(kind)}"
    return text


def _table_check(events: list[CouncilEvent], names: tuple[str, ...]) -> str:
    """A table check before an agenda phase, or a correction during one (Edit › Correct the Table…)."""
    changed = _first(events, SeatsChanged)
    corrected = _first(events, TableCorrected)
    checked = _first(events, TableChecked)
    text = (
        (
            tr("Table corrected during agenda phase %1: %2.")
            if corrected is not None
            else tr("Table checked before agenda phase %1: %2.")
        )
        .replace("%1", str(corrected.round if corrected else checked.round if checked else ""))
        .replace(
            "%2",
            ", ".join(names[s] for s in (changed.seats if changed else ()) if 0 <= s < len(names))
            or tr("nothing changed"),
        )
    )
    if _first(events, TableDeckReshuffled) is not None:
        text += " " + tr("The action deck was reshuffled.")
    joined, left = _first(events, SeatsJoined), _first(events, SeatsLeft)
    for moved, said in ((joined, tr("Joined the table: %1.")), (left, tr("Left the table: %1."))):
        seats = [names[s] for s in (moved.seats if moved else ()) if 0 <= s < len(names)]
        if seats:
            text += " " + said.replace("%1", join_list(seats))
    return text


def _extras(entry: dict[str, Any], events: list[CouncilEvent], names: tuple[str, ...]) -> list[str]:
    """What a move brought to light besides itself (an agenda revealed, an outcome resolved, ...)."""
    extra = []
    for cancelled in _every(events, CardCancelled):
        extra.append(tr("The card %1 was cancelled.").replace("%1", any_card_name(cancelled.card)))
    revealed = _every(events, AgendaRevealed)
    if revealed:
        extra.append(
            tr("Agenda revealed: %1.").replace("%1", ", ".join(any_card_name(r.card) for r in revealed))
        )
    resolved = _first(events, OutcomeResolved)  # an older record's entry has only the outcome
    outcome = None if resolved is None else resolved.result.outcome if resolved.result else resolved.outcome
    if outcome:
        extra.append(tr("Resolved: %1.").replace("%1", outcome_label(outcome, names)))
    if _first(events, LawEnacted) is not None:
        extra.append(tr("A law enters play."))
    for settled in _every(events, PredictionSettled):
        who = names[settled.seat] if 0 <= settled.seat < len(names) else str(settled.seat)
        text = (
            tr("%1 was right: %2 on %3.") if settled.kept else tr("%1 was wrong: %2 on %3.")
        )  # riders and the like pay out (or not) once the agenda is settled
        card = any_card_name(settled.source) if settled.source else tr("a prediction")
        extra.append(
            text.replace("%1", who).replace("%2", card).replace("%3", outcome_label(settled.option, names))
        )
    for removed in _every(events, LawRemoved):
        extra.append(tr("The law %1 leaves play.").replace("%1", any_card_name(removed.law)))
    if entry.get("cards"):  # the seat's own private part: the cards it drew
        extra.append(tr("You drew %1.").replace("%1", ", ".join(any_card_name(c) for c in entry["cards"])))
    not_asked = [n.seat for n in _every(events, NotAsked) if 0 <= n.seat < len(names)]
    if not_asked:  # companion mode: a window going round again after a play passes them over
        extra.append(
            tr("%1 not asked again: passed for the rest of this agenda.", "", len(not_asked)).replace(
                "%1", join_list([names[s] for s in not_asked])
            )
        )
    over = _first(events, GameOver)
    if over is not None and over.winners:
        extra.append(tr("The session is over."))
    return extra


def _revealed(entry: LogEntry) -> bool:
    """Whether the move revealed an agenda."""
    public = entry.public  # a live record's own events, without reading it as a record file's
    events = public.events if isinstance(public, CouncilRecord) else entry_events(public)
    return any(isinstance(e, AgendaRevealed) for e in events)


def played_on_agenda(session: Session, resolved: object, names: tuple[str, ...]) -> tuple[str, ...]:
    """Every action card played on the agenda whose resolution is log entry `resolved`, with who played
    it: a card may have made the outcome what it is (Confounding Legal Text elects another player), and
    the result must say so, not only the votes."""
    if not isinstance(resolved, int) or not 0 <= resolved < len(session.entries):
        return ()
    start = resolved
    while start > 0 and not _revealed(session.entries[start]):
        start -= 1
    played = []
    for action in session.actions[start : resolved + 1]:
        card = getattr(action, "card", None)
        if action.kind == "play_card" and isinstance(card, str):
            seat = names[action.seat] if 0 <= action.seat < len(names) else "?"
            played.append(tr("%1 (%2)").replace("%1", any_card_name(card)).replace("%2", seat))
    if not played:
        return ()
    # The last played first: the cards that turn an outcome (Confounding Legal Text, Hack Election...)
    # come late, and the card shows as many as two lines hold.
    return (tr("Cards played on this agenda, last first: %1").replace("%1", join_list(played[::-1])),)
