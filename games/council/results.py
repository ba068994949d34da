"""What the Council log tells the table about an agenda's end: its votes and outcome, the predictions paid.

Each is a frozen dataclass in the log entry's public data: `entry.public["result"]`, each item of
`entry.public["predictions"]`, `"law_enacted"`, `"secret_scored"`, and the `Instruction` a seat
confirmed (`entry.public["instruction"]`).
Saved sessions hold actions, so their entries are made afresh; a game record (storage/record.py) holds
them as plain data with the same field names, which the `from_plain` readers take back (older records
held predictions and instructions as positional lists: read too).
"""

from __future__ import annotations

from dataclasses import dataclass

from games.council.state import CouncilState, Instruction


@dataclass(frozen=True, slots=True)
class SeatTotal:
    """One seat's vote on the agenda: the outcome it backed and with how many votes."""

    seat: int
    outcome: str
    votes: int


@dataclass(frozen=True, slots=True)
class AgendaResult:
    """How an agenda was decided: its card, the outcome resolved, every vote, who abstained or could not."""

    card: str  # the agenda card on the table (Covert Legislation's outer card when it hid one)
    outcome: str
    votes: tuple[SeatTotal, ...]  # in the order they were cast
    abstained: tuple[int, ...]
    barred: tuple[int, ...]  # seats that could not vote on it (in seat order)

    def totals(self) -> dict[str, int]:
        """Votes per outcome that got any."""
        out: dict[str, int] = {}
        for v in self.votes:
            out[v.outcome] = out.get(v.outcome, 0) + v.votes
        return out

    @classmethod
    def from_plain(cls, data: object) -> AgendaResult | None:
        """A result from plain data (a record file), or None if it is not one."""
        if isinstance(data, AgendaResult) or data is None:
            return data
        try:
            assert isinstance(data, dict)
            return cls(
                str(data["card"]),
                str(data["outcome"]),
                tuple(SeatTotal(int(v["seat"]), str(v["outcome"]), int(v["votes"])) for v in data["votes"]),
                tuple(int(s) for s in data["abstained"]),
                tuple(int(s) for s in data["barred"]),
            )
        except (AssertionError, KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True, slots=True)
class PredictionSettled:
    """A rider or other prediction paid out (`kept`) or lost when the agenda ended."""

    seat: int
    source: str | None  # the card or note it rode on
    option: str  # the outcome it named
    kept: bool

    @classmethod
    def from_plain(cls, data: object) -> PredictionSettled | None:
        """A settled prediction from plain data (an object, or an older record's 4-item list)."""
        if isinstance(data, PredictionSettled):
            return data
        try:
            if isinstance(data, list | tuple):
                seat, source, option, kept = data
            else:
                assert isinstance(data, dict)
                seat, source, option, kept = data["seat"], data["source"], data["option"], data["kept"]
            return cls(int(seat), None if source is None else str(source), str(option), bool(kept))
        except (AssertionError, KeyError, TypeError, ValueError):
            return None

    @classmethod
    def all_from_plain(cls, data: object) -> tuple[PredictionSettled, ...]:
        """Every readable settled prediction of an entry's "predictions" (none if it holds none)."""
        if not isinstance(data, list | tuple):
            return ()
        read = (cls.from_plain(item) for item in data)
        return tuple(p for p in read if p is not None)


@dataclass(frozen=True, slots=True)
class LawEnacted:
    """A law that entered play, and where: the elected seat, the elected planet, or None (common area)."""

    law: str
    holder: int | str | None

    @classmethod
    def from_plain(cls, data: object) -> LawEnacted | None:
        """A law enacted from plain data (an object, or an older record's [law, holder] list)."""
        if isinstance(data, LawEnacted) or data is None:
            return data
        try:
            if isinstance(data, list | tuple):
                law, holder = data
            else:
                assert isinstance(data, dict)
                law, holder = data["law"], data["holder"]
            assert holder is None or isinstance(holder, int | str)
            return cls(str(law), holder)
        except (AssertionError, KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True, slots=True)
class SecretScored:
    """A secret objective a seat reported scored at the table (public once scored, 1 VP)."""

    seat: int
    objective: str

    @classmethod
    def from_plain(cls, data: object) -> SecretScored | None:
        """A scored secret from plain data (an object, or an older record's [seat, objective] list)."""
        if isinstance(data, SecretScored) or data is None:
            return data
        try:
            if isinstance(data, list | tuple):
                seat, objective = data
            else:
                assert isinstance(data, dict)
                seat, objective = data["seat"], data["objective"]
            return cls(int(seat), str(objective))
        except (AssertionError, KeyError, TypeError, ValueError):
            return None


def agenda_result(state: CouncilState) -> AgendaResult:
    """The result of the agenda being resolved (its outcome decided, its votes still on the table)."""
    ctx = state.agenda
    assert ctx is not None and ctx.outcome is not None
    ballot = ctx.ballot
    return AgendaResult(
        ctx.card,
        ctx.outcome,
        tuple(SeatTotal(s, v.outcome, v.total) for s, v in ctx.votes.items()),
        tuple(s for s, v in ballot.votes.items() if v.abstained) if ballot is not None else (),
        tuple(sorted(ctx.barred | state.phase_barred)),
    )



def instruction_from_plain(data: object) -> Instruction | None:
    """A confirmed table instruction from a log entry: the Instruction itself, a record's plain object,
    or an older record's [source, key, seat, subject, amount] list; None if it is none of these."""
    if isinstance(data, Instruction) or data is None:
        return data
    try:
        if isinstance(data, list | tuple):
            source, key, seat, subject, amount = data
        else:
            assert isinstance(data, dict)
            source, key, seat = data["source"], data["key"], data["seat"]
            subject, amount = data.get("subject"), data.get("amount", 0)
        return Instruction(
            str(source), str(key), int(seat), None if subject is None else str(subject), int(amount)
        )
    except (AssertionError, KeyError, TypeError, ValueError):
        return None
