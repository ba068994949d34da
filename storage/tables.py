"""The SQLModel tables of one session file (schema version 1; see migrations.py for changes)."""

# No `from __future__ import annotations`: SQLModel reads the annotations at class creation.

from sqlmodel import Field, SQLModel


class Meta(SQLModel, table=True):
    """One row saying what this file is: a Quorum session, which schema version, made when."""

    __tablename__ = "meta"

    id: int = Field(default=1, primary_key=True)
    app: str  # always "quorum"; with PRAGMA application_id it tells our files from others
    schema_version: int  # mirrors PRAGMA user_version, for people reading the file by hand
    created: str  # ISO 8601, UTC
    written_by: str  # "quorum 0.1.0": the program version that created the file


class SessionRow(SQLModel, table=True):
    """One row: the session's name, game, configuration and what the sessions list shows."""

    __tablename__ = "session"

    id: int = Field(default=1, primary_key=True)
    uuid: str  # the session id, also the file name
    name: str
    game: str  # the game's registry name (games/registry.py)
    config: str  # JSON: {"seats": [...], "options": {...}, "seed": n, "table_undo": bool}
    ui: str = "{}"  # JSON object of GUI state, e.g. {"curtain_seat": 2}
    progress: str = "{}"  # JSON: Game.progress(state) after the last change, for the list
    actions: int = 0  # how many actions are applied (the list shows it without replaying)
    over: bool = False
    created: str  # ISO 8601, UTC
    last_played: str  # ISO 8601, UTC


class ActionRow(SQLModel, table=True):
    """One applied action, in play order: `idx` 0 is the first action of the game."""

    __tablename__ = "action"

    idx: int = Field(primary_key=True)
    data: str  # JSON from ActionCodec.encode


class RedoRow(SQLModel, table=True):
    """The redo stack: the highest `position` is redone first (it was undone last)."""

    __tablename__ = "redo"

    position: int = Field(primary_key=True)
    data: str  # JSON from ActionCodec.encode
