"""Starward's phone screen: every move of the seat's listing can be sent from it, and nothing the seat
cannot see (other hands, every deck's order, other face-down planets) changes it."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from desktop.starward import phone as starward
from games.registry import load_game
from games.starward.cards import planet
from games.starward.state import StarwardState
from tests.phone.moments import NAMES, actions, sessions
from tests.phone.reachable import reachable

GAME = load_game("starward")


def test_every_move_of_the_seat_to_act_can_be_sent_from_its_screen():
    rng = random.Random(3)
    checked: dict[str, int] = {}
    for session in sessions("starward", 3, range(1, 9)):
        for seat in range(3):
            legal = session.legal_actions(seat)
            screen = starward.screen(session.view(seat), legal, seat, NAMES[:3])
            json.dumps(screen)
            assert screen["your_turn"] == bool(legal)
            for action in actions(legal, rng):
                encoded = session.game.codec.encode(action)
                assert reachable(screen, encoded), encoded
                checked[action.kind] = checked.get(action.kind, 0) + 1
    kinds = {"play_action", "end_actions", "choose_role", "boost", "follow", "dissent", "keep_planet"}
    assert kinds | {"cleanup", "colonize", "produce", "trade", "attack", "research"} <= set(checked)


def test_a_trade_preview_refuses_more_than_the_count():
    for session in sessions("starward", 3, range(1, 40)):
        seat = session.to_act()[0]
        view = session.view(seat)
        if view.prompt is None or view.prompt.kind.value != "trade":
            continue
        legal = session.legal_actions(seat)
        screen = starward.screen(view, legal, seat, NAMES[:3])
        trade = next(b for b in screen["blocks"] if b["kind"] == "form" and b["action"]["kind"] == "trade")
        goods = [i["value"] for i in trade["fields"][0]["items"]]
        one = dict(trade["action"], goods=goods[:1])
        assert starward.preview(view, legal, seat, NAMES[:3], one) == ("", True)
        too_many = dict(trade["action"], goods=goods * 2)
        assert starward.preview(view, legal, seat, NAMES[:3], too_many)[1] is False
        return
    raise AssertionError("no trade in the seeded games")


def rearranged(state: StarwardState, seat: int, rng: random.Random) -> StarwardState:
    """What `seat` cannot see dealt again: each other seat's hand and deck shuffled together (sizes kept),
    its own deck's order, the planet deck's order (each card among those of the same back), and the
    other seats' face-down planets swapped among those of the same back and slots."""
    other = state.clone()
    for s, p in enumerate(other.players):
        if s == seat:
            rng.shuffle(p.deck)
            continue
        pool = p.hand + p.deck
        rng.shuffle(pool)
        p.hand, p.deck = pool[: len(p.hand)], pool[len(p.hand) :]

    def back(planet_id: int) -> tuple[object, ...]:
        card = planet(planet_id)
        return (card.type, card.colonize_cost, card.warfare_cost, len(card.slots))

    groups: dict[tuple[object, ...], list[int]] = {}
    for i, planet_id in enumerate(other.planet_deck):
        groups.setdefault(back(planet_id), []).append(i)
    for places in groups.values():
        cards = [other.planet_deck[i] for i in places]
        rng.shuffle(cards)
        for i, card in zip(places, cards, strict=True):
            other.planet_deck[i] = card
    hidden: dict[tuple[object, ...], list[tuple[int, int]]] = {}
    for s, p in enumerate(other.players):
        for i, h in enumerate(p.planets):
            if s != seat and not h.face_up and not any(h.goods):
                hidden.setdefault(back(h.planet), []).append((s, i))
    for places in hidden.values():
        ids = [other.players[s].planets[i].planet for s, i in places]
        rng.shuffle(ids)
        for (s, i), planet_id in zip(places, ids, strict=True):
            other.players[s].planets[i] = dataclasses.replace(other.players[s].planets[i], planet=planet_id)
    return other


def test_a_screen_never_changes_with_what_the_seat_cannot_see():
    rng = random.Random(4)
    checked = 0
    for i, session in enumerate(sessions("starward", 3, range(1, 4))):
        if i % 3:
            continue
        state = session.state
        for seat in range(3):
            other = rearranged(state, seat, rng)
            before = starward.screen(GAME.view(state, seat), GAME.legal_actions(state, seat), seat, NAMES[:3])
            after = starward.screen(GAME.view(other, seat), GAME.legal_actions(other, seat), seat, NAMES[:3])
            assert json.dumps(after) == json.dumps(before)
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("language", ["de", "ru"])
def test_every_word_of_the_screen_chrome_is_translated(qapp, language):
    from desktop.translations import install_translations, remove_translations
    from tests.phone.words import same_chrome

    moments = []
    for i, session in enumerate(sessions("starward", 3, range(1, 3))):
        if i % 5 == 0:
            seat = session.to_act()[0] if session.to_act() else 0
            moments.append((session.view(seat), session.legal_actions(seat), seat))
    english = [starward.screen(v, legal, s, NAMES[:3]) for v, legal, s in moments]
    translators = install_translations(qapp, language)
    try:
        translated = [starward.screen(v, legal, s, NAMES[:3]) for v, legal, s in moments]
    finally:
        remove_translations(qapp, translators)
    assert not same_chrome(english, translated)
