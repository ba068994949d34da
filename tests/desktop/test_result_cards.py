"""A Council result names every action card played on the agenda, with who played it (a result that read
"Political Censure: Frank" never said Confounding Legal Text made Frank the outcome)."""

from __future__ import annotations

from types import SimpleNamespace

from table_states import session_at

from desktop.council.names import any_card_name
from desktop.council.screens import CouncilScreens
from games.core.bots import RandomBot
from games.core.session import Session
from games.registry import load_game


def _resolution_after_a_card(players: int, seed: int = 7) -> tuple[int, list[str]] | None:
    """The first resolved agenda of the seeded bot game that had a card played on it: (entry, cards)."""
    session = session_at("council", players, 0, seed=seed)
    game = load_game("council")
    bots = [RandomBot(game, seed * 31 + s) for s in range(players)]
    cards: list[str] = []
    while not session.is_over() and len(session) < 1500:
        seat = session.to_act()[0]
        entry = session.apply(bots[seat].act(session.view(seat)))
        if "revealed" in entry.public:
            cards = []
        action = session.actions[-1]
        if action.kind == "play_card":
            cards.append(action.card)
        if entry.public.get("resolved_outcome") and cards:
            return entry.index, cards
    return None


def test_the_result_lists_the_cards_played_on_the_agenda(qapp):
    found = next(
        ((n, r) for n in range(3, 9) if (r := _resolution_after_a_card(n)) is not None), None
    )
    assert found is not None, "a seeded game with a card played on a resolved agenda"
    players, (index, cards) = found
    session: Session = session_at("council", players, index + 1)
    names = tuple(s.name for s in session.config.seats)
    table = SimpleNamespace(session=session, names=names)
    result = CouncilScreens().result(table, session.entries[index].for_viewer(None))
    assert result is not None
    said = " ".join(result.notes)
    for card in cards:
        assert any_card_name(card) in said, (card, said)
