"""Legislation: E.B. Nelson's card game of bills, pledges and betrayal, as played in Quorum."""
