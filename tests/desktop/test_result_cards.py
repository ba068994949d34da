"""A Council result names every action card played on the agenda, with who played it (a result that read
"Political Censure: Frank" never said Confounding Legal Text made Frank the outcome)."""

from __future__ import annotations

from types import SimpleNamespace

from moments import council_resolved

from desktop.council.names import any_card_name
from desktop.council.screens import CouncilScreens


def test_the_result_lists_the_cards_played_on_the_agenda(qapp):
    for players in (3, 5, 8):
        session = council_resolved(players, riders=True)  # riders played on the first agenda
        cards = [a.card for a in session.actions if a.kind == "play_card"]
        index = len(session) - 1
        names = tuple(s.name for s in session.config.seats)
        table = SimpleNamespace(session=session, names=names)
        result = CouncilScreens().result(table, session.entries[index].for_viewer(None))
        assert result is not None
        said = " ".join(result.notes)
        for card in cards:
            assert any_card_name(card) in said, (card, said)
