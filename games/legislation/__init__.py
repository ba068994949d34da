"""Legislation: E.B. Nelson's card game of bills, pledges and betrayal, as played in Quorum.

Where each rule lives (the rules as played: assets/rules/legislation.md):
    agendas.py          the four agenda columns and the eight kinds of Representative
    bills.py            the 81 bills (assets/legislation/bills.json) and each kind's points
    representatives.py  the Representative deck for the player count, with its coin flips
    options.py          hand size 9 or 6; secret ballot or roll call
    rounds.py           the order of rounds and turns, turns passed over, the end of the game
    discard.py          the Discard round;  draw.py: the Draw round
    ondeck.py           placing bills On Deck (On Deck round, refill, top-up)
    swap.py             the optional swap that may open a turn
    deals.py            the Pledge turn: deals, tokens, confirming, cancelling, ending the turn
    voting.py           the Vote turn: proposing, the ballot, passing or failing
    betrayal.py         betrayals and the skipped Pledge turn;  scoring.py: points for a passed bill
    state.py            the table as one object;  views.py: what each seat may see
    bot.py              the random bot;  game.py: all of it as a `Game`
"""
