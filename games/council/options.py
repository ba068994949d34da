"""The table's settings for a Galactic Council session."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Deck(StrEnum):
    BASE = "base"  # the base game's 50 agendas and 80-card action deck
    POK = "pok"  # Prophecy of Kings (with Codex I action cards)


class Mode(StrEnum):
    STANDALONE = "standalone"  # the engine deals and keeps secret hands of agenda-relevant action cards
    COMPANION = "companion"  # beside a real TI4 table: players declare the cards they play


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


def check_options(options: CouncilOptions, seats: int | None = None) -> None:
    from games.council import data

    if not isinstance(options.deck, Deck) or not isinstance(options.mode, Mode):
        raise ValueError("unknown deck or mode")
    if not 1 <= options.vp_goal <= 30:
        raise ValueError(f"the VP goal must be 1 to 30, not {options.vp_goal}")
    if not 1 <= options.max_rounds <= 50:
        raise ValueError(f"the round limit must be 1 to 50, not {options.max_rounds}")
    if not 0 <= options.hand_size <= 10 or not 0 <= options.draw_per_round <= 5:
        raise ValueError("hand size must be 0 to 10 and cards drawn per round 0 to 5")
    if not 0 <= options.planets_per_player <= 12:
        raise ValueError("planets per player must be 0 to 12")
    if options.starting_trade_goods < 0 or options.starting_commodities < 0:
        raise ValueError("starting trade goods and commodities cannot be negative")
    known = data.factions()
    for f in options.factions:
        if f and f not in known:
            raise ValueError(f"unknown faction {f!r}")
    if options.mode is Mode.COMPANION:  # beside a real table: only factions of the chosen sets
        from games.council import decks

        sources = decks.faction_sources(options)
        for f in options.factions:
            if f and known[f].source not in sources:
                raise ValueError(f"the faction {known[f].name} is not in {decks.deck_label(options)}")
    chosen = [f for f in options.factions if f]
    if len(set(chosen)) != len(chosen):
        raise ValueError("two seats cannot play the same faction")
    all_planets = data.planets()
    seen: set[str] = set()
    for seat_planets in options.planets:
        for p in seat_planets:
            if p not in all_planets:
                raise ValueError(f"unknown planet {p!r}")
            if p in seen:
                raise ValueError(f"planet {p!r} is given to two seats")
            seen.add(p)
    cards = data.cards()
    for items in options.owned:
        for c in items:
            if c not in cards or cards[c].kind not in ("technology", "relic"):
                raise ValueError(f"{c!r} is not a technology or relic of the agenda phase")
    if seats is not None:
        for name, value in (
            ("factions", options.factions),
            ("planets", options.planets),
            ("owned", options.owned),
            ("scored_secrets", options.scored_secrets),
        ):
            if value and len(value) != seats:
                raise ValueError(f"{name} must list one entry per seat ({seats}), not {len(value)}")
