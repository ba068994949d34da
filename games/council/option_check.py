"""Refusing table settings a session cannot be played with: unknown factions, planets dealt twice..."""

from __future__ import annotations

from games.council import data, decks
from games.council.options import CouncilOptions, Deck, Mode


def check_options(options: CouncilOptions, seats: int | None = None) -> None:
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
    if options.mode is Mode.COMPANION:
        check_companion_planets(options)
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


def planet_refusal(pid: str, options: CouncilOptions, seated: set[str] | None) -> str | None:
    """Why a planet cannot be controlled beside a real table of these sets, or None: a planet of the
    chosen sets, or the home planet of a seated faction (`seated` None: factions not known yet). The
    set-up and every table check ask this same question (games/council/companion.py)."""
    planet = data.planets()[pid]
    if planet.home:
        if seated is not None and planet.faction not in seated:
            owner = data.factions().get(planet.faction or "")
            whose = owner.name if owner else planet.faction
            return f"{planet.name} is the home planet of {whose}, whom no seat plays"
        return None
    if planet.source not in decks.planet_sources(options):
        return f"{planet.name} is not in a game of {decks.deck_label(options)}"
    return None


def check_companion_planets(options: CouncilOptions) -> None:
    """The planets given by hand in companion mode: what the first table check will accept."""
    seated = {f for f in options.factions if f} if options.factions or not options.deal_factions else None
    for seat_planets in options.planets:
        for pid in seat_planets:
            refusal = planet_refusal(pid, options, seated)
            if refusal:
                raise ValueError(refusal)
