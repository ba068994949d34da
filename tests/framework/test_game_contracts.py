"""The import contracts between the games hold for every game of the registry: the independence
contracts of pyproject.toml name each game, and the import graph (grimp, as lint-imports reads it)
shows no game, desktop folder or save module reaching into another game."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

import grimp
import pytest

from games.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]


@cache
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("games", "storage", "desktop", exclude_type_checking_imports=True)


def contracts() -> list[dict]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return config["tool"]["importlinter"]["contracts"]


def imports_from(package: str) -> set[tuple[str, str]]:
    """(importer, imported) for every import made by a module of `package`."""
    g = graph()
    found = set()
    for module in g.find_descendants(package) | {package}:
        for imported in g.find_modules_directly_imported_by(module):
            found.add((module, imported))
    return found


def inside(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


@pytest.mark.parametrize("top", ["games", "desktop"])
def test_the_independence_contracts_name_every_game(top):
    named = [set(c["modules"]) for c in contracts() if c["type"] == "independence"]
    every = {f"{top}.{name}" for name in GAMES}
    assert every in named, f"pyproject.toml: an independence contract of {sorted(every)}"


def test_the_storage_contract_names_every_game():
    [storage] = [
        c
        for c in contracts()
        if c["type"] == "forbidden"
        and "games.core" not in c["forbidden_modules"]
        and c["source_modules"] == ["storage"]
        and any(m.startswith("games.") for m in c["forbidden_modules"])
    ]
    assert set(storage["forbidden_modules"]) == {f"games.{name}" for name in GAMES}


def test_saves_import_only_the_framework_and_the_registry():
    reached = {imported for _, imported in imports_from("storage") if inside(imported, "games")}
    assert reached, "storage reads games.core"
    strays = {m for m in reached if not (inside(m, "games.core") or m in ("games", "games.registry"))}
    assert not strays, strays


@pytest.mark.parametrize("name", GAMES)
def test_a_game_and_its_desktop_folder_import_no_other_game(name):
    others = [other for other in GAMES if other != name]
    for package in (f"games.{name}", f"desktop.{name}"):
        strays = {
            (importer, imported)
            for importer, imported in imports_from(package)
            for other in others
            if inside(imported, f"games.{other}") or inside(imported, f"desktop.{other}")
        }
        assert not strays, strays


def test_a_stray_import_would_be_caught():
    """The graph the tests read is the real one: desktop/<game>/ does import its own rules."""
    name = GAMES[0]
    assert any(inside(imported, f"games.{name}") for _, imported in imports_from(f"desktop.{name}"))


def import_cycles(package: str) -> list[list[str]]:
    """Groups of modules of `package` that import one another round a loop (Tarjan's strongly connected
    components), counting every import: at module level, inside functions and for type checking only."""
    g = grimp.build_graph(package, exclude_type_checking_imports=False)
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        for other in g.find_modules_directly_imported_by(module):
            if not inside(other, package):
                continue
            if other not in order:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], order[other])
        if low[module] == order[module]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                cycles.append(sorted(group))

    for module in sorted(g.modules):
        if module not in order:
            visit(module)
    return cycles


def test_no_import_cycle_in_the_rules():
    assert import_cycles("games") == []


def test_no_import_cycle_in_the_desktop():
    """The GUI's parts read what they need of the page or window above them through a type declared below
    (TableBase, CheckPage, GameScreens' type parameter) or a callback, never by importing it."""
    assert import_cycles("desktop") == []


def test_an_import_cycle_would_be_found(tmp_path, monkeypatch):
    package = tmp_path / "loop"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("def f():\n    from loop import b\n")
    only_for_types = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from loop import a\n"
    (package / "b.py").write_text(only_for_types)
    monkeypatch.syspath_prepend(str(tmp_path))
    assert import_cycles("loop") == [["loop.a", "loop.b"]]
