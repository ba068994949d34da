"""Refreshes quorum_en.ts, the English catalogue that holds only the %n plural strings, and fills their forms.

English needs a catalogue too: without one Qt shows the source's "3 vote(s)". Run from the checkout's root
after adding a tr("... %n thing(s) ...", "", n) string:

    python assets/translations/english_plurals.py

It runs pyside6-lupdate -pluralonly, writes "1 vote" / "3 votes" (from "(s)", "y(ies)") into every
unfinished entry (finished ones, fixed by hand, are kept), then pyside6-lrelease.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "assets" / "translations" / "quorum_en.ts"


def forms(source: str) -> tuple[str, str]:
    """("1 vote", "3 votes") for "%n vote(s)": the singular and the plural of an English source."""
    one = re.sub(r"(\w)\(ies\)", r"\1", source.replace("y(ies)", "y")).replace("(s)", "")
    many = source.replace("y(ies)", "ies").replace("(s)", "s")
    return one, many


def fill(ts: Path = TS) -> int:
    tree = ET.parse(ts)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if message.get("numerus") != "yes" or translation.get("type") != "unfinished":
            continue
        for child in list(translation):
            translation.remove(child)
        for text in forms(message.findtext("source") or ""):
            ET.SubElement(translation, "numerusform").text = text
        del translation.attrib["type"]
        filled += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


def main() -> int:
    sources = sorted(str(p) for p in (ROOT / "desktop").rglob("*.py"))
    tools = Path(sys.executable).parent
    lupdate = [
        str(tools / "pyside6-lupdate"),
        *sources,
        "-pluralonly",
        "-no-obsolete",
        "-target-language",
        "en",
    ]
    subprocess.run([*lupdate, "-ts", str(TS)], check=True)
    print(f"filled {fill()} English plural entries")
    subprocess.run([str(tools / "pyside6-lrelease"), str(TS), "-qm", str(TS.with_suffix(".qm"))], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
