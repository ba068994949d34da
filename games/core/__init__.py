"""The hotseat framework every Quorum game is built on: seats, actions, sessions, ballots, ledger, bots."""

from games.core.actions import Action, ActionCodec
from games.core.ballot import Ballot, BallotMode, Decision, NetThreshold, Plurality, Vote
from games.core.bots import Bot, RandomBot
from games.core.errors import CorruptLog, IllegalAction, NotYourTurn
from games.core.game import Game, Standing
from games.core.ledger import Commitment, CommitmentKind, Ledger, Settlement
from games.core.log import LogEntry
from games.core.seats import Seat, SeatKind, clockwise_from
from games.core.session import Session, SessionConfig

__all__ = [
    "Action",
    "ActionCodec",
    "Ballot",
    "BallotMode",
    "Bot",
    "Commitment",
    "CommitmentKind",
    "CorruptLog",
    "Decision",
    "Game",
    "IllegalAction",
    "Ledger",
    "LogEntry",
    "NetThreshold",
    "NotYourTurn",
    "Plurality",
    "RandomBot",
    "Seat",
    "SeatKind",
    "Session",
    "SessionConfig",
    "Settlement",
    "Standing",
    "Vote",
    "clockwise_from",
]
