"""Legislation bots above the random one: what a bill is worth to a seat and how likely it passes
(outlook.py), deals and trust (negotiation.py), the rule-based Basic bot (basic.py), and what a
Strong bot's search needs: hidden cards sampled from a view (determinise.py), the moves worth
comparing and how a playout is judged (moves.py), and bills valued by the lead they bring (stakes.py).
"""
