"""Sessions on disk: SQLModel on SQLite, one file per session, no Qt.

Importing this package is cheap: SQLModel/SQLAlchemy (~300 ms) load only when `Library`,
`SavedSession` or the export functions are first used, so the GUI can paint before that.

    from storage import Library, SaveError, default_data_dir
    library = Library(default_data_dir(app_data_dir))
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from storage.errors import SaveError, SaveProblem
from storage.location import DATA_DIR_ENV, default_data_dir
from storage.summary import SessionSummary

if TYPE_CHECKING:
    from storage.exchange import EXPORT_SUFFIX, FORMAT_VERSION
    from storage.library import Library
    from storage.saved_session import SavedSession

# Names whose modules import SQLModel: loaded on first attribute access (PEP 562).
_LAZY = {
    "Library": "storage.library",
    "SavedSession": "storage.saved_session",
    "EXPORT_SUFFIX": "storage.exchange",
    "FORMAT_VERSION": "storage.exchange",
}

__all__ = [
    "DATA_DIR_ENV",
    "EXPORT_SUFFIX",
    "FORMAT_VERSION",
    "Library",
    "SaveError",
    "SaveProblem",
    "SavedSession",
    "SessionSummary",
    "default_data_dir",
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'storage' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
