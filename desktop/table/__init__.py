"""The table: the page that holds a game in play, its seats, log, tallies and the curtain."""
