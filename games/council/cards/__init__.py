"""Every agenda-phase card, ability, note, leader, technology, relic and objective, by family.

Importing this package fills `REGISTRY` (card id -> rule); each family module holds its rules.
"""

from games.council.cards import (  # noqa: F401  (imported to register their rules)
    action_phase,
    agenda_replacement,
    cancels,
    election_changes,
    objectives,
    passives,
    peeks,
    planet_exhaustion,
    riders,
    silencers,
    trades,
    vote_modifiers,
    vote_order,
)
from games.council.rulebook import REGISTRY, CardRule, Params

__all__ = ["REGISTRY", "CardRule", "Params"]
