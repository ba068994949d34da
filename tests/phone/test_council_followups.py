"""The Lie in Wait and Xxekir Grom questions on a Council phone screen, reached with the card tests' own
scenario tables (no seeded game got there): every answer the listing holds can be sent from the screen,
and the options name the cards (and outcomes) they take."""

from __future__ import annotations

import json
import random

from desktop.council import phone as council
from games.council.actions import AnswerDeal, Choose, PlayCard, ProposeDeal, UseAbility
from games.council.legal import legal_actions
from games.council.options import LeaderVersions
from games.council.state import FrameKind
from games.council.view import seat_view
from games.registry import load_game
from tests.council.table import act, run_until, table, top, waiting
from tests.council.test_cards import play
from tests.phone.moments import NAMES, actions
from tests.phone.reachable import reachable

CODEC = load_game("council").codec


def _screen_of(state, seat):
    legal = legal_actions(state, seat)
    screen = council.screen(seat_view(state, seat), legal, seat, NAMES[:4])
    json.dumps(screen)
    chooses = [a for a in actions(legal, random.Random(3)) if isinstance(a, Choose)]
    assert chooses, "the question is asked of this seat"
    for action in chooses:
        assert reachable(screen, CODEC.encode(action)), action
    return screen, chooses


def _options(screen):
    return [o for b in screen["blocks"] if b["kind"] == "choice" for o in b["options"]]


def test_lie_in_wait_takes_one_card_from_each_neighbour_from_the_phone():
    state = table(
        deck=["mutiny"],
        hands={0: ["lie-in-wait"], 1: ["veto"], 3: ["sabotage", "bribery"]},
        thunders_edge=True,
    )
    run_until(state, FrameKind.WHEN, seat=1)
    act(state, ProposeDeal(1, 3, ("tg:1",), ()))
    act(state, AnswerDeal(3, True))
    assert top(state).kind is FrameKind.TRIGGER and waiting(state) == 0
    play(state, PlayCard(0, "lie-in-wait"))
    screen, chooses = _screen_of(state, 0)
    assert len(chooses) == 2  # Veto from seat 1 with Sabotage or Bribery from seat 3
    labels = [o["label"] for o in _options(screen)]
    assert any("Veto" in label and "Bribery" in label for label in labels), labels
    assert any("Veto" in label and "Sabotage" in label for label in labels), labels
    wanted = next(o for o in _options(screen) if "Bribery" in o["label"])
    act(state, CODEC.decode(wanted["action"]))  # the option's action, played by the rules
    assert sorted(state.players[0].hand) == ["bribery", "veto"]


def test_xxekir_grom_orders_agendas_with_outcomes_from_the_phone():
    state = table(
        deck=["mutiny", "economic-equality", "minister-of-war", "fleet-regulations"],
        factions=("", "xxcha", "", ""),
        leader_versions=LeaderVersions.POK,
        starting_trade_goods=1,
    )
    state.laws["regulated-conscription"] = None
    run_until(state, FrameKind.START, seat=1)
    act(state, UseAbility(1, "xxekir-grom", items=("regulated-conscription",)))
    assert top(state).kind is FrameKind.CHOOSE
    screen, chooses = _screen_of(state, 1)
    assert len(chooses) > 1
    options = _options(screen)
    assert any("Economic Equality" in o["label"] and "Minister of War" in o["label"] for o in options)
    wanted = next(
        o for o in options
        if CODEC.decode(o["action"]) == Choose(1, ("economic-equality", "for", "minister-of-war", "player:3"))
    )
    assert NAMES[3] in wanted["label"]  # an elected player named by the seat's name
    act(state, CODEC.decode(wanted["action"]))
    assert state.laws == {"minister-of-war": 3}
