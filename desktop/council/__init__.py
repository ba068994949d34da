"""Galactic Council's screens: the agenda on the table, windows, voting with planets, deals, instructions."""
