"""Whether two folders of pictures (bench_gui.py --shots) are pixel-identical; names the ones that differ.
    python benchmarks/same_pictures.py BEFORE AFTER
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QImage


def differing(before: Path, after: Path) -> list[str]:
    """The names of pictures that differ, or are in one folder only."""
    names = sorted({p.name for p in before.glob("*.png")} | {p.name for p in after.glob("*.png")})
    out = []
    for name in names:
        a, b = QImage(str(before / name)), QImage(str(after / name))
        if a.isNull() or b.isNull() or a.convertToFormat(QImage.Format.Format_ARGB32) != b.convertToFormat(
            QImage.Format.Format_ARGB32
        ):
            out.append(name)
    return out


def main() -> int:
    before, after = Path(sys.argv[1]), Path(sys.argv[2])
    count = len(list(before.glob("*.png")))
    bad = differing(before, after)
    for name in bad:
        print(f"differs: {name}")
    print(f"{count - len(bad)} of {count} pictures identical")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
