"""Is every action of a seat's listing reachable from its phone screen? The one check every game's tests use.

A screen reaches an action when a `choice` option sends exactly it, or a `form` can be filled to give it
(docs/phone-protocol.md), as the page fills it: "one" an item's value; "some" items picked in the items'
order (by place: an item listed twice can be picked twice), min..max of them; "number" min..max; "each"
[item, choice] pairs in the items' order for the items whose choice is not null; spread over `into` names
when a field has them; a form's `rest` set from the picks it counts; a dotted name whose part is a number
indexes a list of the template (the page's setPath). Listings too large to enumerate are sampled.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator
from typing import Any

from games.core.actions import Action
from games.core.legal import ChoiceSpace

ENUMERATE_UP_TO = 300  # a space this small is checked whole; a larger one by samples
SAMPLES = 40

MISSING = object()


def _get(data: Any, path: str) -> Any:
    for part in path.split("."):
        if isinstance(data, list) and part.isdigit() and int(part) < len(data):
            data = data[int(part)]
        elif isinstance(data, dict) and part in data:
            data = data[part]
        else:
            return MISSING
    return data


def _put(node: Any, part: str, value: Any) -> None:
    """As the page's setPath does in JavaScript: a number names a list's place (a list grows to it)."""
    if isinstance(node, list):
        index = int(part)
        node.extend([None] * (index + 1 - len(node)))
        node[index] = value
    else:
        node[part] = value


def _set(data: Any, path: str, value: Any) -> None:
    parts = path.split(".")
    node = data
    for part in parts[:-1]:
        inner = node[int(part)] if isinstance(node, list) else node.get(part)
        if not isinstance(inner, dict | list):
            inner = {}
            _put(node, part, inner)
        node = inner
    _put(node, parts[-1], value)


def _subsequence(picked: list[Any], values: list[Any]) -> bool:
    """Whether `picked` is `values` with some left out (order kept)."""
    i = 0
    for value in values:
        if i < len(picked) and picked[i] == value:
            i += 1
    return i == len(picked)


def field_gives(field: dict[str, Any], value: Any) -> bool:
    """Whether filling `field` can give `value`."""
    kind = field["type"]
    values = [i["value"] for i in field.get("items", [])]
    if kind == "one":
        return value in values
    if kind == "number":
        return type(value) is int and field["min"] <= value <= field["max"]
    if kind == "some":
        if not isinstance(value, list) or not field.get("min", 0) <= len(value) <= field.get(
            "max", len(values)
        ):
            return False
        return _subsequence(value, values)
    if kind == "each":
        choices = [c["value"] for c in field.get("choices", [])]
        if not isinstance(value, list) or not all(isinstance(p, list) and len(p) == 2 for p in value):
            return False
        if not all(p[1] in choices and p[1] is not None for p in value):
            return False
        if not _subsequence([p[0] for p in value], values):
            return False
        left_out = len(values) - len(value)
        return left_out == 0 or None in choices
    raise ValueError(f"unknown field type {kind!r}")


def form_gives(form: dict[str, Any], action: dict[str, Any]) -> bool:
    """Whether some filling of the form's fields sends exactly `action`."""
    filled = copy.deepcopy(form["action"])
    picked: dict[str, Any] = {}
    for field in form["fields"]:
        into = field.get("into")
        if into:
            value = [_get(action, name) for name in into]
            if MISSING in value:
                return False
        else:
            value = _get(action, field["name"])
            if value is MISSING:
                return False
        if not field_gives(field, value):
            return False
        picked[field["name"]] = value
        if into:
            for name, part in zip(into, value, strict=True):
                _set(filled, name, part)
        else:
            _set(filled, field["name"], value)
    rest = form.get("rest")
    if rest:
        counted = picked.get(rest["of"], [])
        _set(filled, rest["name"], rest["total"] - len(counted))
    return filled == action


def reachable(screen: dict[str, Any], action: dict[str, Any]) -> bool:
    """Whether the screen's choice and form blocks can send `action`."""
    for block in screen["blocks"]:
        if block["kind"] == "choice" and any(o["action"] == action for o in block["options"]):
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
    return [data for action in listed_actions(legal, rng) if not reachable(screen, data := encode(action))]


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
