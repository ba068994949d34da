"""The table's settings for a Galactic Council session."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from games.core.game import RULES_VERSION


class Deck(StrEnum):
    BASE = "base"  # the base game's 50 agendas and 80-card action deck
    POK = "pok"  # Prophecy of Kings (with Codex I action cards)


class Mode(StrEnum):
    STANDALONE = "standalone"  # the engine deals and keeps secret hands of agenda-relevant action cards
    COMPANION = "companion"  # beside a real TI4 table: players declare the cards they play


COMPANION = Mode.COMPANION  # a module constant: read on every action (an Enum member lookup is slow)


class LeaderVersions(StrEnum):
    POK = "pok"  # original Z'eu (agenda peek) and original Xxekir Grom
    CODEX3 = "codex3"  # M'aban Omega carries the peek; Xxekir Grom Omega adds resources to votes


@dataclass(frozen=True, slots=True)
class CouncilOptions:
    deck: Deck = Deck.POK
    thunders_edge: bool = False  # Thunder's Edge factions, planets and Omega action cards
    leader_versions: LeaderVersions = LeaderVersions.CODEX3
    mode: Mode = Mode.STANDALONE
    vp_goal: int = 10
    max_rounds: int = 6
    hand_size: int = 5  # standalone: agenda-relevant action cards dealt to each player
    draw_per_round: int = 1  # standalone: cards each player draws when a new round begins
    deal_factions: bool = True  # when `factions` is empty, give each seat a seeded random faction
    factions: tuple[str, ...] = ()  # by hand, one per seat; "" = no faction
    planets: tuple[tuple[str, ...], ...] = ()  # by hand, one list per seat (else the galaxy deal)
    planets_per_player: int = 4  # galaxy deal: non-home planets per player, besides home planets
    owned: tuple[tuple[str, ...], ...] = ()  # by hand: technologies and relics per seat (else dealt)
    scored_secrets: tuple[tuple[str, ...], ...] = ()  # per seat: names of scored secret objectives
    starting_trade_goods: int = 2
    starting_commodities: int = 0
    commanders_unlocked: bool = True
    heroes_unlocked: bool = True
    ask_every_seat: bool = True  # offer every window to every seat, so a pass never betrays a hand
    triad_votes: bool = False  # whether The Triad may be exhausted to vote (the sources are unsure)
    # Companion mode: one person enters the whole table's moves (each window one question, the votes on
    # one sheet). The screens read it; the rules do not (every move is still each seat's own action).
    operator: bool = False
    # Companion mode: board changes in a window (payouts, trade goods paid, marks) said at once, each
    # waiting for a ConfirmInstruction. False only for a game saved before this existed (its log holds
    # no such confirmations): GalacticCouncil.options_from_dict reads an absent field as False, and it
    # goes on as it began (storage/FORMAT.md, "Rules that changed").
    say_at_once: bool = field(default=True, metadata={RULES_VERSION: True})
