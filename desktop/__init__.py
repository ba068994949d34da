"""Quorum's PySide6 desktop application: windows, table, cards, hand-off screens."""

from desktop.none_refcount import make_none_immortal

make_none_immortal()
