"""Quorum's rules in pure Python (no Qt): `games.core` is the hotseat framework, each game a package."""
