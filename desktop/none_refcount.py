"""Works around PySide6 6.12 on Python 3.11: many void Qt calls (QPainter.setPen, setBrush, drawRect...)
release a reference to None they never took, and after a few thousand paints CPython aborts with
"deallocating None". Python 3.12+ makes None immortal, so there this does nothing; on 3.11 we give
None a reference count so large that no session can ever use it up (None is never freed anyway).
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 48


def make_none_immortal() -> None:
    """The same for the other singletons PySide hands back (True, False, Ellipsis) and cached small ints."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    for obj in (None, True, False, Ellipsis, NotImplemented, *range(-5, 257)):
        refcount = ctypes.c_ssize_t.from_address(id(obj))  # ob_refcnt is the first field of every object
        if refcount.value < _HEADROOM:
            refcount.value += _HEADROOM
