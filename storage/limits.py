"""How big each field of a save may be: the New Game page's own limits, and caps far beyond any real game.

A save is only data, but data that is huge or oddly typed can still hurt: a 100 KB seat name
takes a minute to paint, a 50 MB session name slows every start. Every stored or imported
field is checked against these before it is used (storage/content.py), and the New Game page
uses the same numbers, so whatever a player can type, a save can hold.
"""

from __future__ import annotations

import re

SEAT_NAME_MAX = 24  # characters; New Game's seat name box
SESSION_NAME_MAX = 80  # characters; New Game's session name box
COLOUR_PATTERN = re.compile(r"#[0-9A-Fa-f]{6}")  # a seat's colour, "#rrggbb"
UI_MAX_BYTES = 4096  # the GUI state as JSON: a handful of small settings
UI_TEXT_MAX = 200  # characters of any one text in the GUI state
UI_TAKEN_BACK_MAX = 50  # "a move by X was taken back" lines kept with a save (the latest)
BOT_PAUSE_MAX_MS = 60_000  # New Game offers 0..5000; a minute is the most any table could want
EXPORT_MAX_BYTES = 8 * 1024 * 1024  # a whole export; a long real game is well under 1 MB
ACTIONS_MAX = 100_000  # actions (log + redo) in one save; a long real game has a few thousand
ACTION_MAX_BYTES = 4096  # one stored action as JSON
PROGRESS_MAX_BYTES = 4096  # the sessions list's progress note
DATABASE_MAX_BYTES = 256 * 1024 * 1024  # a session database; far beyond ACTIONS_MAX actions
