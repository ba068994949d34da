"""Is every action of a seat's listing reachable from its phone screen? A check any game's builder can use.

A screen reaches an action when a `choice` option sends exactly it, or a `form` can be filled to give it
(docs/phone-protocol.md: `one`, `some`, `number`, `each` fields, `into`, `rest`). Listings too large to
enumerate are sampled.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from games.core.actions import Action
from games.core.legal import ChoiceSpace

ENUMERATE_UP_TO = 300  # a space this small is checked whole; a larger one by samples
SAMPLES = 40


def _key(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def _get(data: dict, name: str) -> Any:
    node: Any = data
    for part in name.split("."):
        if not isinstance(node, dict) or part not in node:
            return _MISSING
        node = node[part]
    return node


def _drop(data: dict, name: str) -> None:
    parts = name.split(".")
    node: Any = data
    for part in parts[:-1]:
        node = node.get(part, {})
    if isinstance(node, dict):
        node.pop(parts[-1], None)


_MISSING = object()


def _field_gives(field: dict, value: Any) -> bool:
    """Whether filling `field` can give `value`."""
    items = [_key(it["value"]) for it in field.get("items", [])]
    kind = field["type"]
    if kind == "one":
        return _key(value) in items
    if kind == "some":
        if not isinstance(value, list):
            return False
        low, high = field.get("min", 0), field.get("max", len(items))
        have, want = Counter(items), Counter(_key(v) for v in value)
        return low <= len(value) <= high and all(have[k] >= n for k, n in want.items())
    if kind == "number":
        return type(value) is int and field["min"] <= value <= field["max"]
    if kind == "each":
        if not isinstance(value, list):
            return False
        choices = {_key(c["value"]) for c in field.get("choices", []) if c["value"] is not None}
        seen = set()
        for pair in value:
            if not (isinstance(pair, list) and len(pair) == 2):
                return False
            item, mark = _key(pair[0]), _key(pair[1])
            if item not in items or item in seen or mark not in choices:
                return False
            seen.add(item)
        return True
    raise AssertionError(f"unknown field type {kind!r}")


def form_gives(form: dict, action: dict) -> bool:
    """Whether `form` can be filled to send `action` (an encoded action)."""
    rest = dict(action)
    fields = form.get("fields", [])
    for field in fields:
        names = field.get("into") or [field["name"]]
        values = [_get(action, n) for n in names]
        if any(v is _MISSING for v in values):
            return False
        value = values if field.get("into") else values[0]
        if not _field_gives(field, value):
            return False
        for n in names:
            _drop(rest, n)
    spare = form.get("rest")
    if spare is not None:
        picked = _get(action, spare["of"])
        if _get(action, spare["name"]) != spare["total"] - (len(picked) if isinstance(picked, list) else 0):
            return False
        _drop(rest, spare["name"])
    template = json.loads(json.dumps(form["action"]))
    for field in fields:
        for n in field.get("into") or [field["name"]]:
            _drop(template, n)
    if spare is not None:
        _drop(template, spare["name"])
    return _key(rest) == _key(template)


def screen_gives(screen: dict, action: dict) -> bool:
    for block in screen.get("blocks", []):
        if block["kind"] == "choice" and any(_key(o["action"]) == _key(action) for o in block["options"]):
            return True
        if block["kind"] == "form" and form_gives(block, action):
            return True
    return False


def listed_actions(legal: tuple[Any, ...], rng: random.Random) -> Iterator[Action]:
    """The listing's actions: small spaces whole, large ones by samples."""
    for entry in legal:
        if isinstance(entry, ChoiceSpace):
            if entry.size() <= ENUMERATE_UP_TO:
                yield from entry.enumerate()
            else:
                for _ in range(SAMPLES):
                    yield entry.sample(rng)
        else:
            yield entry


def unreachable(
    screen: dict, legal: tuple[Any, ...], encode: Callable[[Action], dict], rng: random.Random
) -> list[dict]:
    """The listed actions (encoded) that no choice or form of `screen` can send."""
    return [data for action in listed_actions(legal, rng) if not screen_gives(screen, data := encode(action))]


def offered_but_unlisted(
    screen: dict, legal: tuple[Any, ...], decode: Callable[[dict], Action]
) -> list[dict]:
    """Options a `choice` block offers that the listing does not hold (a tap the table would refuse)."""
    from games.core.legal import is_listed

    out = []
    for block in screen.get("blocks", []):
        if block["kind"] == "choice":
            for option in block["options"]:
                if not is_listed(legal, decode(option["action"])):
                    out.append(option["action"])
    return out
