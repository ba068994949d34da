"""The Council Random bot draws from its listing at the rates it played before it did (main at cb7a4de,
when issue 30 was filed): how often it passes, votes, abstains, plays, deals and answers. A listing
part that changed what the bot draws (a deal that is never empty, a vote drawn differently) shows here
as a shifted share, and the simulator figures would no longer compare with the old ones."""

from __future__ import annotations

from collections import Counter

from games.core.simulate import play_one
from games.council.game import GalacticCouncil
from games.council.options import CouncilOptions

# Per 1000 actions, 8 seats, cb7a4de's bot over 90 games (three runs of 30 seeds agree within a
# third of each margin); margins of about three standard deviations of a 30-game run.
BEFORE = {
    "pass": (773.0, 8.0),
    "cast_votes": (61.8, 5.0),
    "play_card": (55.5, 5.0),
    "propose_deal": (33.9, 4.5),
    "answer_deal": (33.9, 4.5),
    "abstain": (16.0, 3.0),
    "choose": (9.2, 3.0),
    "use_ability": (7.9, 2.5),
    "confirm_instruction": (6.5, 2.0),
    "score_secret": (1.7, 1.5),
}


def test_the_random_bot_plays_each_kind_of_move_as_often_as_before_it_drew_from_the_listing():
    game, options = GalacticCouncil(), CouncilOptions()
    kinds: Counter[str] = Counter()
    for seed in range(100, 130):
        kinds.update(action.kind for action in play_one(game, 8, seed, options).actions)
    total = sum(kinds.values())
    for kind, (share, margin) in BEFORE.items():
        now = 1000 * kinds[kind] / total
        assert abs(now - share) <= margin, f"{kind}: {now:.1f} per 1000 actions, before {share} ± {margin}"
    assert set(kinds) <= set(BEFORE) | {"break_tie"}, set(kinds) - set(BEFORE)
