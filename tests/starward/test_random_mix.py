"""The Starward Random bot draws from its listing at the rates it played before it did (its bot at
cb7a4de, when issue 30 was filed, unchanged until 34fc161): how often it dissents, follows, plays a card,
ends its actions, keeps, colonizes, produces, trades, attacks and researches, how many cards it follows,
boosts and discards with, and how often it attacks and settles when it may. A listing part or a space's
draw that changed what the bot plays (a uniform pick of the cards to follow, a kind drawn at another
rate) shows here as a shifted share."""

from __future__ import annotations

from collections import Counter

from games.core.simulate import play_one
from games.starward.game import Starward

# Per 1000 actions, 4 seats: the mean of ten 60-game runs of the old bot (seeds 1000-1599); margins of
# about three and a half standard deviations of one 60-game run (the test plays one: seeds 100-159).
BEFORE = {
    "dissent": (244.2, 6.0),
    "follow": (149.7, 6.5),
    "choose_role": (131.3, 2.0),  # one role, one boost and one cleanup a turn
    "boost": (131.3, 2.0),
    "cleanup": (131.3, 2.0),
    "play_action": (98.5, 4.0),
    "end_actions": (32.7, 3.0),
    "keep_planet": (30.1, 5.0),
    "colonize": (19.9, 4.0),
    "produce": (12.1, 3.5),
    "trade": (9.4, 3.5),
    "attack": (7.2, 1.8),
    "research": (2.4, 1.2),
    "remove_cards": (0.06, 0.3),
}
# The mean number of cards a follow, a boost and a cleanup name (same runs; the old bot took each card
# with chance 0.7 to follow or boost, 0.15 to discard, then discarded down to the hand limit).
CARDS = {"follow": (1.272, 0.03), "boost": (0.642, 0.045), "cleanup": (0.848, 0.05)}
# How often an answer to Warfare's bonus attacks (rather than take fighters) and Colonize's leader settles
# (rather than tuck): same runs, margins of about three standard deviations.
SHARES = {"attack": (0.684, 0.08), "colonize": (0.166, 0.065)}


def _bold(action):
    return action.planet is not None if action.kind == "attack" else action.settle is not None


def _cards(action):
    return action.discard if action.kind == "cleanup" else action.cards


def test_the_random_bot_plays_each_kind_of_move_as_often_as_before_it_drew_from_the_listing():
    game = Starward()
    kinds: Counter[str] = Counter()
    cards: Counter[str] = Counter()
    bold: Counter[str] = Counter()
    for seed in range(100, 160):
        for action in play_one(game, 4, seed, None).actions:
            kind = action.kind
            kinds[kind] += 1
            if kind in CARDS:
                cards[kind] += len(_cards(action))
            elif kind in SHARES:
                bold[kind] += _bold(action)
    total = sum(kinds.values())
    for kind, (share, margin) in BEFORE.items():
        now = 1000 * kinds[kind] / total
        assert abs(now - share) <= margin, f"{kind}: {now:.1f} per 1000 actions, before {share} ± {margin}"
    assert set(kinds) <= set(BEFORE), set(kinds) - set(BEFORE)
    for kind, (mean, margin) in CARDS.items():
        now = cards[kind] / kinds[kind]
        assert abs(now - mean) <= margin, f"{kind}: {now:.3f} cards a move, before {mean} ± {margin}"
    for kind, (share, margin) in SHARES.items():
        now = bold[kind] / kinds[kind]
        assert abs(now - share) <= margin, f"{kind}: {now:.3f} attack or settle, before {share} ± {margin}"
