"""Why a save could not be read or written, in the players' words (a storage SaveError's kind, translated)."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication


def save_reason(exc: BaseException) -> str:
    """A short translated reason for a SaveError, with the system's own words after it."""
    kind = str(getattr(getattr(exc, "kind", None), "value", getattr(exc, "kind", "")) or "")
    detail = str(getattr(exc, "problem", None) or exc)
    reason = {
        "unwritable": QCoreApplication.translate(
            "SaveProblems", "the disk refused to write (it may be full or read-only)"
        ),
        "locked": QCoreApplication.translate("SaveProblems", "another program is using the file right now"),
        "in_use": QCoreApplication.translate("SaveProblems", "the session is open in another Quorum window"),
        "unreadable": QCoreApplication.translate("SaveProblems", "the system refused to read the file"),
    }.get(kind)
    if not reason:
        return detail
    # The system's own words are the last bracket of the storage message ("… (database or disk is full)").
    inner = re.search(r"\(([^()]*)\)\s*$", detail)
    return f"{reason}: {inner.group(1)}" if inner else reason
