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
