"""The Legislation Random bot draws from its listing at the rates it played before it did (main at
7b6a666, issue 30): how often it votes, proposes, places, deals, swaps, drops and cancels, and the shape
of its discards, draws and deal terms (what the spaces' `draw` keeps). A listing part or a `draw` that
changed what the bot picks shows here as a shifted share."""

from __future__ import annotations

from collections import Counter

from games.core.simulate import play_one
from games.legislation.game import Legislation

# Per 1000 actions, 5 seats, 7b6a666's bot: the mean of six runs of 30 seeds each; margins of about
# three standard deviations of a 30-game run (its discards come five a round, its draws with the round).
BEFORE = {
    "vote": (564.2, 11.0),
    "end_turn": (128.5, 4.0),
    "propose": (112.8, 3.0),
    "place": (75.8, 2.5),
    "terms": (47.9, 7.5),
    "confirm": (30.5, 4.0),
    "swap": (12.5, 2.5),
    "discard": (12.5, 1.0),
    "draw": (10.7, 1.0),
    "drop": (2.7, 1.5),
    "cancel": (2.1, 1.2),
}
# Mean sizes: bills discarded, bills taken from the piles in the Draw round, bills given and tokens
# asked for in a deal's terms (a uniform member of their spaces would be twice as big or more).
SHAPES = {
    ("discard", "bills"): (3.17, 0.35),
    ("draw", "from_piles"): (1.83, 0.4),
    ("terms", "give"): (0.25, 0.07),
    ("terms", "tokens"): (0.97, 0.12),
}


def test_the_random_bot_plays_each_kind_of_move_as_often_as_before_it_drew_from_the_listing():
    game = Legislation()
    kinds: Counter[str] = Counter()
    sizes: dict[tuple[str, str], list[int]] = {shape: [] for shape in SHAPES}
    for seed in range(100, 130):
        for action in play_one(game, 5, seed, game.default_options()).actions:
            kinds[action.kind] += 1
            for kind, field in SHAPES:
                if action.kind == kind:
                    sizes[kind, field].append(len(getattr(action, field)))
    total = sum(kinds.values())
    for kind, (share, margin) in BEFORE.items():
        now = 1000 * kinds[kind] / total
        assert abs(now - share) <= margin, f"{kind}: {now:.1f} per 1000 actions, before {share} ± {margin}"
    assert set(kinds) <= set(BEFORE), set(kinds) - set(BEFORE)
    for shape, (mean, margin) in SHAPES.items():
        now = sum(sizes[shape]) / len(sizes[shape])
        assert abs(now - mean) <= margin, f"{shape}: {now:.2f} on average, before {mean} ± {margin}"
