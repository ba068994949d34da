"""Sessions on disk: SQLModel on SQLite, one file per session, no Qt."""
