"""Each card's rule lives with the card: no Council module outside games/council/cards/ names a card.

The scan reads every string in the code of games/council/ and desktop/council/ (docstrings and comments
aside: they may cite a card as an example) and fails on any card id of the data (action cards, notes,
abilities, leaders, technologies, relics, objectives). A module that needs something of a card asks the
card through a rulebook hook or attribute instead. The one exception says why.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from games.council import data

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("games/council", "desktop/council")
CARDS = "games/council/cards"
EXCEPTIONS = {
    # The bots play as people do: they weigh cards by name (what a card is worth to them), which is
    # judgement, not a rule; every rule they rely on is still the card's own.
    "games/council/bots": "bots weigh cards by name (strategy, not rules)",
}


def card_pattern() -> re.Pattern[str]:
    ids = sorted(data.cards(), key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-])")


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string constants that are docstrings."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def named_cards(source: str, pattern: re.Pattern[str]) -> list[tuple[int, str]]:
    """(line, card id) for every card id in a string of the code (docstrings aside)."""
    tree = ast.parse(source)
    skip = docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            found += [(node.lineno, m.group(1)) for m in pattern.finditer(node.value)]
    return found


def scanned_files() -> list[Path]:
    files = []
    for top in SCANNED:
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel.startswith(CARDS + "/") or any(rel == e or rel.startswith(e + "/") for e in EXCEPTIONS):
                continue
            files.append(path)
    return files


def test_no_module_outside_the_cards_names_a_card():
    pattern = card_pattern()
    found = []
    for path in scanned_files():
        for line, card in named_cards(path.read_text(encoding="utf-8"), pattern):
            found.append(f"{path.relative_to(ROOT)}:{line}: {card}")
    assert not found, "a module outside games/council/cards/ names a card:\n" + "\n".join(found)


def test_the_exceptions_exist_and_are_few():
    assert len(EXCEPTIONS) <= 1
    for path in EXCEPTIONS:
        assert (ROOT / path).exists(), path


def test_the_scan_sees_a_card_named():
    """Not vacuous: card ids in code, f-strings and prefixes are caught; docstrings, agendas and longer
    words are not."""
    pattern = card_pattern()
    assert len(scanned_files()) > 20
    code = '''"""Zeal and "zeal" in a docstring."""
x = "predictive-intelligence"
y = f"play:{x}" + "play:black-market-dealings"
z = note.startswith("blood-pact@")
w = ("zealous", "committee-formation", "hack-election-omega")
'''
    assert named_cards(code, pattern) == [
        (2, "predictive-intelligence"),
        (3, "black-market-dealings"),
        (4, "blood-pact"),
        (5, "hack-election-omega"),
    ]
