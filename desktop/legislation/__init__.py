"""Legislation's screens: the table for one seat, the deal editor, the ballot, and the log's phrasing."""
