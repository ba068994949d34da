"""The registry of card rules keyed by card id, and the lookups the procedure makes in it: the rules used
in a window, the card asking a question, the rules answering a hook.

Importing `games.council.cards` fills the registry; the procedure never imports the cards (they sit above
it) and finds them here."""

from __future__ import annotations

from collections.abc import Callable

from games.council.card_rule import CardRule, PassiveRule
from games.council.state import FrameKind, RulesInPlay


class _Hooked(dict[str, tuple[CardRule, ...]]):
    """Hook name -> the registered rules whose class overrides it (each id once), found on first use.

    A dict read (`HOOKED["on_gain"]`), not a function call: the hooks are asked for every seat
    whenever votes are counted, and most have one or two cards."""

    def __missing__(self, hook: str) -> tuple[CardRule, ...]:
        base = getattr(CardRule, hook)
        found = self[hook] = tuple(r for r in REGISTRY.values() if getattr(type(r), hook) is not base)
        return found


REGISTRY: dict[str, CardRule] = {}
BY_WINDOW: dict[FrameKind, list[CardRule]] = {}  # filled on first use
HOOKED = _Hooked()
BY_PROMPT: dict[str, CardRule] = {}  # filled on first use
# (factions at the table, hook or window kind) -> its rules in play: worked out once, not again each game
IN_PLAY: dict[tuple[frozenset[str], str | FrameKind], tuple[CardRule, ...]] = {}


def register(*card_ids: str) -> Callable[[type[CardRule]], type[CardRule]]:
    def wrap(cls: type[CardRule]) -> type[CardRule]:
        for cid in card_ids:
            if cid in REGISTRY:
                raise ValueError(f"{cid} registered twice")
            REGISTRY[cid] = cls(cid)
        BY_WINDOW.clear()
        HOOKED.clear()
        BY_PROMPT.clear()
        IN_PLAY.clear()
        return cls

    return wrap


def register_passive(family: str, where: str, *card_ids: str) -> None:
    """Register cards that work by themselves: nothing to play, their rule lives at `where`."""
    name = "".join(part.title() for part in card_ids[0].split("-"))
    register(*card_ids)(type(name, (PassiveRule,), {"family": family, "where": where, "__doc__": where}))


def rules_for(kind: FrameKind) -> list[CardRule]:
    if not BY_WINDOW:
        for rule in REGISTRY.values():
            for w in rule.windows:
                BY_WINDOW.setdefault(w, []).append(rule)
    return BY_WINDOW.get(kind, [])


def asking(prompt: str) -> CardRule | None:
    """The card whose follow-up question this prompt is (None: a question of the procedure)."""
    if not BY_PROMPT:
        BY_PROMPT.update((rule.prompt, rule) for rule in REGISTRY.values() if rule.prompt)
    return BY_PROMPT.get(prompt)


# --- hooks ------------------------------------------------------------------------------------
# Each hook asks the rules of the table's list (`state.seat_of.rules`, see RulesInPlay in state.py):
# those answering it whose card can be in play at this table. state.py cannot name CardRule, so
# the lists hold Any for the checker: an answer that is returned is given its type where it is read.
def hooked(hook: str) -> tuple[CardRule, ...]:
    """The registered rules whose class overrides the hook method `hook` (each id once)."""
    return HOOKED[hook]


def _in_play(factions: frozenset[str], key: str | FrameKind) -> tuple[CardRule, ...]:
    """The rules answering a hook (or used in a window of a kind) that can be in play at a table of
    these factions (see RulesInPlay)."""
    found = IN_PLAY.get((factions, key))
    if found is None:
        rules = rules_for(key) if isinstance(key, FrameKind) else HOOKED[key]
        found = tuple(r for r in rules if r.info.faction is None or r.info.faction in factions)
        IN_PLAY[factions, key] = found
    return found


RulesInPlay.find = staticmethod(_in_play)


def face_up(note: str) -> bool:
    """Whether a note ("<id>@<owner>") lies face up in its holder's play area."""
    rule = REGISTRY.get(note.partition("@")[0])
    return rule is not None and rule.face_up
