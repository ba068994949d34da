"""Starward: a role-selection deck-builder for 2-5 players, as played in Quorum.

Where each rule lives (the rules as played: assets/rules/starward.md; rulings R1-R55):
    cards.py         the components (assets/starward/cards.json): symbols, basic cards, planets, technologies
    options.py       extended 3-player game; extra round
    setup.py         set-up per player count: stacks, starting decks, start planets, opening hands (§4, R1)
    turn.py          the order of a turn and of the game: phases, queued choices, cleanup, the last round
                     and Supply Lines' extra turn (§5, §7.1-7.2, R11, R36, R39-R41, R45, R46, R50)
    card_actions.py  the action phase: every card's action (§5.1, §6, R2-R4, R34, R35, R51-R55)
    roles.py         the role phase: choosing, boosting, following, dissenting (§5.2, §6.1, R5-R16, R23)
    symbols.py       counting symbols: cards, Empire, Polymath Corps, Civil Service (§6.1, R7, R8, R25, R49)
    survey.py        Survey: looking at planets, keeping one (§6.2, R17-R19, R52)
    warfare.py       Warfare: fighters or an attack (§6.3, R20-R22, R46)
    colonize.py      Colonize: tucking cards, settling with the leader bonus (§6.4, R23-R27)
    planets.py       settling, attacking, slots, hand limit, Burnt Ground, Cornucopia
                     (R22, R24, R26, R37, R47)
    produce.py       Produce (§6.5, R28);  trade.py: Trade (§6.6, R29, R30)
    research.py      Research: technologies, prerequisites, faces (§6.7, R31-R33)
    removing.py      removing hand cards: Datasphere, Research Archive, Lean/Ruthless (R34, R44)
    decks.py         drawing and reshuffling personal decks (§5.3, R38)
    influence.py     influence supply, reserve, tally and the end triggers (§3.5, §7.1, R16, R30, R39, R40)
    scoring.py       influence at the end, ties (§7.3, §7.4, R42, R43)
    state.py         the table as one object;  views.py: what each seat may see (§8)
    prompts.py       what the seat to act may decide;  prompting.py: working it out from the state
    empire_views.py  an Empire as seen;  table_views.py: the public table and the turn
    actions.py       the typed moves;  bot.py: the random and Basic bots;  game.py: all of it as a `Game`
"""
