"""Set-ups for Galactic Council tests: a table with chosen factions, planets, hands and agenda deck."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.council.actions import Abstain, BreakTie, Choose, ConfirmInstruction, Pass
from games.council.fields import fingerprint
from games.council.game import GalacticCouncil
from games.council.options import CouncilOptions
from games.council.state import CouncilState, Frame, FrameKind, Leader

GAME = GalacticCouncil()

# Influence: mecatol-rex 6 | accoen 3 (industrial), abyz 0 (hazardous) | arinam 2, meer 4 (hazardous)
# | bereg 1, lirta-iv 3 (hazardous) | centauri 3 (cultural), gral 1 | corneeq 2, resculon 0 (cultural)
# | dal-bootha 2, xxehan 1 (cultural) | lazar 0, sakulag 1.
DEFAULT_PLANETS = (
    ("mecatol-rex",),
    ("accoen", "abyz"),
    ("arinam", "meer"),
    ("bereg", "lirta-iv"),
    ("centauri", "gral"),
    ("corneeq", "resculon"),
    ("dal-bootha", "xxehan"),
    ("lazar", "sakulag"),
)


def table(
    n: int = 4,
    *,
    factions: tuple[str, ...] | None = None,
    planets: tuple[tuple[str, ...], ...] | None = None,
    hands: dict[int, list[str]] | None = None,
    deck: list[str] | None = None,
    speaker: int = 0,
    seed: int = 7,
    **options: Any,
) -> CouncilState:
    """A table in the window before the first reveal, `speaker` holding the token.

    `deck` lists agendas from the top down. Every seat is asked in every window (the default).
    """
    opts = CouncilOptions(
        factions=factions if factions is not None else ("",) * n,
        planets=planets if planets is not None else DEFAULT_PLANETS[:n],
        hand_size=0,
        **options,
    )
    state = GAME.new_state(n, opts, seed)
    for seat, cards in (hands or {}).items():
        state.players[seat].hand = list(cards)
    if deck is not None:
        rest = [c for c in state.deck if c not in deck]
        state.deck = rest + list(reversed(deck))
    state.speaker = speaker
    state.stack = [Frame(FrameKind.START, state.speaker_order(), repeat=True)]
    return state


def act(state: CouncilState, action: Any) -> dict[str, Any]:
    return GAME.apply(state, action).public


def top(state: CouncilState) -> Frame:
    return state.stack[-1]


def waiting(state: CouncilState) -> int:
    (seat,) = GAME.to_act(state)
    return seat


def run_until(state: CouncilState, kind: FrameKind, seat: int | None = None, limit: int = 400) -> None:
    """Pass every window, abstain every vote, confirm every instruction, until `kind` (for `seat`)."""
    for _ in range(limit):
        if state.over:
            raise AssertionError(f"the game ended before {kind}")
        f = top(state)
        s = waiting(state)
        if f.kind is kind and (seat is None or s == seat):
            return
        if f.kind is FrameKind.VOTE:
            act(state, Abstain(s))
        elif f.kind is FrameKind.INSTRUCTIONS:
            act(state, ConfirmInstruction(s))
        elif f.kind is FrameKind.TIE:
            act(state, BreakTie(s, f.data["tied"][0]))
        elif f.kind is FrameKind.CHOOSE and f.data["prompt"] in ("reveal", "covert"):
            act(state, Choose(s, (state.deck[-1],)))  # companion: the table turns over the deck's top
        elif f.kind in (FrameKind.CHOOSE, FrameKind.TRANSACTION):
            raise AssertionError(f"stuck at {f.kind} waiting for {kind}")
        else:
            act(state, Pass(s))
    raise AssertionError(f"never reached {kind}")


VOTE_WINDOWS = (FrameKind.POST_VOTE, FrameKind.AFTER_SPEAKER, FrameKind.PRE_VOTE)


def skip_vote_windows(state: CouncilState) -> None:
    """Pass the windows around a vote (Distinguished Councilor, Bribery) until the next voter or step."""
    while not state.over and state.stack and top(state).kind in VOTE_WINDOWS:
        act(state, Pass(waiting(state)))


def vote(
    state: CouncilState, seat: int, outcome: str, *planets: str, keep: bool = False, **extra: Any
) -> dict:
    from games.council.actions import CastVotes

    public = act(state, CastVotes(seat, outcome, tuple(planets), **extra))
    if not keep:
        skip_vote_windows(state)
    return public


def abstain(state: CouncilState, seat: int, keep: bool = False) -> None:
    act(state, Abstain(seat))
    if not keep:
        skip_vote_windows(state)


def abstain_all(state: CouncilState) -> None:
    while not state.over and top(state).kind is FrameKind.VOTE:
        abstain(state, waiting(state))


def settle_agenda(state: CouncilState) -> None:
    """Abstain the votes still to come, pass every window up to after resolution, and pass that
    window too: the agenda is resolved and its riders and predictions have settled."""
    run_until(state, FrameKind.AFTER_RES)
    while top(state).kind is FrameKind.AFTER_RES:
        act(state, Pass(waiting(state)))


def unlock(state: CouncilState, seat: int, leader: str) -> None:
    state.players[seat].leaders[leader] = Leader.READY


def with_options(state: CouncilState, **changes: Any) -> None:
    state.options = replace(state.options, **changes)


def full_fingerprint(state: CouncilState) -> Any:
    """Everything in a state, the random generator's state included (see games/council/fields.py)."""
    return fingerprint(state)
