"""Legislation bots above the random one: what a bill is worth to a seat and how likely it passes
(outlook.py), deals and trust (negotiation.py), the rule-based Basic bot (basic.py), and what a
Strong bot's search needs: hidden cards sampled from a view (determinise.py) and the moves worth
comparing (moves.py).
"""
