"""Galactic Council: the Twilight Imperium 4 agenda phase as a rules engine (see assets/rules/council.md)."""
