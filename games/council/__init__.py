"""Galactic Council: the TI4 agenda phase as a rules engine; how it plays each rule: RULINGS.md beside it."""
