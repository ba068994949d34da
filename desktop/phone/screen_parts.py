"""The blocks of a phone screen (docs/phone-protocol.md) as plain dicts, and the form a choice space makes."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from games.core.actions import Action, ActionCodec
from games.core.legal import PickSpace

Block = dict[str, Any]


def heading(text: str) -> Block:
    return {"kind": "heading", "text": text}


def text(words: str, tone: str = "plain") -> Block:
    return {"kind": "text", "text": words, "tone": tone}


def facts(rows: Sequence[tuple[str, str]]) -> Block:
    return {"kind": "facts", "rows": [[label, value] for label, value in rows]}


def card(title: str, words: str, tags: Sequence[str] = (), tone: str = "plain") -> dict[str, Any]:
    return {"title": title, "text": words, "tags": list(tags), "tone": tone}


def cards(title: str, shown: Sequence[dict[str, Any]]) -> Block:
    return {"kind": "cards", "title": title, "cards": list(shown)}


def seats(rows: Sequence[tuple[str, str, str]]) -> Block:
    return {"kind": "seats", "rows": [{"name": n, "text": t, "mark": m} for n, t, m in rows]}


def option(
    label: str, action: dict[str, Any], detail: str = "", primary: bool = False, confirm: str | None = None
) -> dict[str, Any]:
    return {"label": label, "detail": detail, "action": action, "primary": primary, "confirm": confirm}


def choice(prompt: str, options: Sequence[dict[str, Any]]) -> Block:
    return {"kind": "choice", "prompt": prompt, "options": list(options)}


def item(value: object, label: str, detail: str = "") -> dict[str, Any]:
    return {"value": value, "label": label, "detail": detail}


def field(
    name: str,
    label: str,
    kind: str,
    items: Sequence[dict[str, Any]] = (),
    low: int = 0,
    high: int = 0,
    default: object = None,
    **more: object,
) -> dict[str, Any]:
    """A form field: "one" (a value of `items`), "some" (`low`..`high` of them), "number" (`low`..`high`),
    "each" (every item gets one of `more["choices"]`)."""
    out = {"name": name, "label": label, "type": kind, "items": list(items), "min": low, "max": high}
    out["default"] = default
    out.update(more)
    return out


def form(
    prompt: str, fields: Sequence[dict[str, Any]], action: dict[str, Any], submit: str, preview: bool = False
) -> Block:
    return {
        "kind": "form",
        "prompt": prompt,
        "fields": list(fields),
        "action": action,
        "submit": submit,
        "preview": preview,
    }


def plain(value: object) -> object:
    """A value as the action codec writes it (enums by value, tuples as lists)."""
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    return getattr(value, "value", value)


class Encoder:
    """Actions of one game in `ActionCodec.encode` form."""

    def __init__(self, action_types: Sequence[type[Action]]) -> None:
        self.codec = ActionCodec(action_types)

    def __call__(self, action: Action) -> dict[str, Any]:
        return self.codec.encode(action)

    def template(self, action: Action, **emptied: object) -> dict[str, Any]:
        """The action's encoding with `emptied` fields set (the ones a form fills)."""
        changes: dict[str, Any] = dict(emptied)  # each game's own fields: replace checks their names
        return self.codec.encode(dataclasses.replace(action, **changes))

    def decode(self, data: object) -> Action:
        """An action from a page's JSON, or CorruptLog."""
        return self.codec.decode(data)


def repeats(space: PickSpace) -> bool:
    """Whether an item of the space may be picked more than once (a card held twice, tokens to a pool)."""
    return any(cap > 1 for _value, cap in space.items)


def pick_fields(
    space: PickSpace, label: str, name_of: Callable[[Any], str], detail_of: Callable[[Any], str] | None = None
) -> list[dict[str, Any]]:
    """A PickSpace's picks as fields, in the space's own order so a pick lists its items as the engine
    enumerates them: one "some" field of distinct items; or, when an item may be picked more than once
    and the count is fixed, one "one" field per place of the list ("items.0", "items.1"...: a "some"
    field cannot hold a value twice), "" until picked so a preview can read the move."""
    listed = [item(plain(v), name_of(v), detail_of(v) if detail_of else "") for v, _cap in space.items]
    if repeats(space) and space.low == space.high:
        return [
            field(f"{space.field}.{i}", f"{label} {i + 1}", "one", listed, 1, 1, "") for i in range(space.low)
        ]
    return [field(space.field, label, "some", listed, space.low, min(space.high, len(listed)), [])]


def pick_form(
    encode: Encoder,
    space: PickSpace,
    prompt: str,
    label: str,
    submit: str,
    name_of: Callable[[Any], str],
    detail_of: Callable[[Any], str] | None = None,
    preview: bool = False,
) -> Block:
    """A form for one PickSpace: its template with the picked field filled in (previewed when an item may
    be picked more than once: the table says whether the picks are allowed)."""
    template = encode.template(space.template, **{space.field: ()})
    fields = pick_fields(space, label, name_of, detail_of)
    return form(prompt, fields, template, submit, preview or repeats(space))
