"""A new session: factions, the seeded galaxy deal of planets, leaders, technologies, relics, notes,
the agenda deck and (standalone) the action deck and hands.

Which cards are dealt comes from the data (set, faction, leader version) and from each card's rule
(`comes_with`): set-up names no card."""

from __future__ import annotations

from functools import cache

from games.council import data, decks
from games.council.cards import REGISTRY  # importing the cards registers every card's rule
from games.council.log_record import new_record
from games.council.options import CouncilOptions, Deck, LeaderVersions, Mode
from games.council.procedure import ask_table_check, begin_phase
from games.council.rulebook import NOTE
from games.council.state import CouncilState, FactionSeats, Leader

KELERES_HOMES = ("xxcha", "argent", "mentak")
# Leaders printed twice: the version each choice of leaders plays (the data's `version`).
LEADER_VERSIONS = {LeaderVersions.POK: "original", LeaderVersions.CODEX3: "omega"}
GENERIC_SETS = ("base", "pok")  # the sets of the generic relics and technologies dealt (and "te")


def generic(kind: str, options: CouncilOptions) -> list[str]:
    """The cards of `kind` that belong to no faction, of the sets in play, in the data's order."""
    sets = GENERIC_SETS + (("te",) if options.thunders_edge else ())
    return [c.id for c in data.cards().values() if c.kind == kind and c.faction is None and c.source in sets]


def agenda_deck(options: CouncilOptions) -> list[str]:
    return decks.agenda_ids(options)


def action_deck(options: CouncilOptions) -> list[str]:
    """The agenda-relevant action cards of the chosen deck, every copy."""
    return [card for card, copies in decks.action_copies(options).items() for _ in range(copies)]


def faction_pool(options: CouncilOptions) -> list[str]:
    sources = decks.faction_sources(options)
    return [f.id for f in data.factions().values() if f.source in sources]


def new_state(n: int, options: CouncilOptions, seed: int) -> CouncilState:
    state = CouncilState(n, options, seed)
    rng = state.rng
    if options.factions:
        chosen = [f or None for f in options.factions]
    elif options.deal_factions:
        chosen = list(rng.sample(faction_pool(options), n))
    else:
        chosen = [None] * n
    homes = home_planets(state, chosen)
    if options.planets:
        planets = [list(p) for p in options.planets]
    elif options.mode is Mode.COMPANION:
        planets = [list(h) for h in homes]  # the rest is said at the first table check
    else:
        planets = galaxy_deal(state, homes)
    for seat, p in enumerate(state.players):
        p.faction = chosen[seat]
        p.planets = planets[seat]
        p.tg, p.commodities = options.starting_trade_goods, options.starting_commodities
        equip(state, seat, homes[seat])
    state.seat_of = FactionSeats({p.faction: seat for seat, p in enumerate(state.players) if p.faction})
    state.speaker = rng.randrange(n)
    hand_out_relics_and_techs(state)
    state.deck = agenda_deck(options)
    rng.shuffle(state.deck)
    if options.mode == "standalone":
        state.action_deck = action_deck(options)
        rng.shuffle(state.action_deck)
        for _ in range(options.hand_size):
            for p in state.players:
                if state.action_deck:
                    p.hand.append(state.action_deck.pop())
        for secret in dealt_secrets(options):  # the agenda-phase secret objectives, each to a random player
            state.players[rng.randrange(n)].secrets.append(secret)
    for seat, names in enumerate(options.scored_secrets):
        state.players[seat].scored = list(names)
    mahact = state.faction_seat("mahact")
    if mahact is not None:
        others = [s for s in range(n) if s != mahact]
        state.mahact_pool = {rng.choice(others)}
    if options.mode is Mode.COMPANION:
        ask_table_check(state)  # the table says where it stands before the first agenda phase
    else:
        begin_phase(state, new_record())
    return state


def home_planets(state: CouncilState, chosen: list[str | None]) -> list[tuple[str, ...]]:
    factions = data.factions()
    out: list[tuple[str, ...]] = []
    taken = {f for f in chosen if f}
    for f in chosen:
        if f is None:
            out.append(())
        elif f == "keleres":
            free = [k for k in KELERES_HOMES if k not in taken]
            home = free[0] if free else KELERES_HOMES[0]
            out.append(factions[f].home_planet_options[home])
        else:
            out.append(factions[f].home_planets)
    return out


def galaxy_deal(state: CouncilState, homes: list[tuple[str, ...]]) -> list[list[str]]:
    """Home planets, plus `planets_per_player` non-home planets each, dealt from the shuffled galaxy."""
    sources = decks.planet_sources(state.options)
    pool = [
        p.id for p in data.planets().values() if p.source in sources and not p.home and p.kind == "planet"
    ]
    state.rng.shuffle(pool)
    out = []
    for seat in range(state.n):
        mine = list(homes[seat])
        for _ in range(state.options.planets_per_player):
            if pool:
                mine.append(pool.pop())
        out.append(mine)
    return out


def equip(state: CouncilState, seat: int, home: tuple[str, ...]) -> None:
    """A faction's abilities, leaders, faction technology and promissory notes."""
    p = state.players[seat]
    opts = state.options
    faction = p.faction
    abilities, leaders = [], {}
    for c in data.cards().values():
        if c.faction != faction or faction is None:
            continue
        if c.kind == "faction_ability":
            abilities.append(c.id)
        elif c.kind.startswith("leader_"):
            if c.version is not None and c.version != LEADER_VERSIONS[opts.leader_versions]:
                continue
            if not comes_with(c.id, faction, home):
                continue
            unlocked = (
                c.kind == "leader_agent"
                or (c.kind == "leader_commander" and opts.commanders_unlocked)
                or (c.kind == "leader_hero" and opts.heroes_unlocked)
            )
            leaders[c.id] = Leader.READY if unlocked else Leader.LOCKED
        elif c.kind == "technology" and not opts.owned and opts.mode is not Mode.COMPANION:
            if c.source != "te" or opts.thunders_edge:  # companion mode: the table declares them
                p.techs[c.id] = False
    p.abilities = tuple(abilities)
    p.leaders = leaders
    # Every player's own notes of the sets in play (Political Secret, Alliance), then its faction's.
    notes = [c for c in data.cards().values() if c.kind == NOTE]
    sets = decks.CARD_SOURCES[opts.deck]
    p.notes = [
        f"{c.id}@{seat}"
        for c in notes
        if c.faction is None and c.source in sets and comes_with(c.id, faction, home)
    ]
    p.notes += [f"{c.id}@{seat}" for c in notes if faction is not None and c.faction == faction]


def comes_with(card: str, faction: str | None, home: tuple[str, ...]) -> bool:
    rule = REGISTRY.get(card)
    return rule is None or rule.comes_with(faction, home)


def dealt_secrets(options: CouncilOptions) -> tuple[str, ...]:
    """The agenda-phase secret objectives dealt at random, one seat each (standalone, Prophecy of Kings)."""
    if options.mode == Mode.STANDALONE and options.deck is Deck.POK:
        return _agenda_phase_secrets()
    return ()


@cache  # every bot's view asks (what the rivals may score): the card list is read once
def _agenda_phase_secrets() -> tuple[str, ...]:
    return tuple(c.id for c in data.cards().values() if c.kind == "secret_objective")


def hand_out_relics_and_techs(state: CouncilState) -> None:
    """Technologies and relics by hand (option `owned`), else a seeded deal of the generic ones.
    Companion mode deals none: the board has its own, which the table check declares."""
    opts = state.options
    if opts.owned:
        cards = data.cards()
        for seat, items in enumerate(opts.owned):
            for c in items:
                target = (
                    state.players[seat].techs if cards[c].kind == "technology" else state.players[seat].relics
                )
                target[c] = False
        return
    if opts.deck is not Deck.POK or opts.mode is Mode.COMPANION:
        return
    for tech in generic("technology", opts):  # each player has it or not, at even odds
        for p in state.players:
            if state.rng.random() < 0.5:
                p.techs[tech] = False
    for relic in generic("relic", opts):
        state.players[state.rng.randrange(state.n)].relics[relic] = False
