"""Galactic Council bots above the random one: what each outcome of an agenda is worth to each seat
(worth.py) and the rule-based Basic bot (basic.py)."""
