"""The curtain that hands the screen back to the active player after a counter-offer says what the
partner did ("Bob changed the deal"), not only "Your Pledge turn"."""

from __future__ import annotations

from types import SimpleNamespace

from moments import legislation

from desktop.legislation.screens import LegislationScreens
from games.legislation.actions import Terms


def test_the_curtain_after_a_counter_offer_names_the_partner_and_what_changed(qapp):
    session = legislation("lobby", 3, humans=3)
    view = session.view(None)
    active = view.active
    partner = (active + 1) % 3
    table = SimpleNamespace(session=session, names=("Alice", "Bob", "Carol"))
    screens = LegislationScreens()
    assert screens.curtain_reason(table, active) == "Your Pledge turn."
    session.apply(Terms(active, partner=partner))
    assert "offers you a deal" in screens.curtain_reason(table, partner)
    hand = session.view(partner).hand
    session.apply(Terms(partner, give=(hand[0],)))  # the partner counters: a bill of theirs in the deal
    said = screens.curtain_reason(table, active)
    assert said == f"{table.names[partner]} changed the deal: look at it on your own screen.", said


def test_the_deal_summary_speaks_to_its_reader_in_one_voice(qtbot):
    """Alice's own deal told to Alice: "you gave…; you pledged Yay on bill 3", not "…; Alice pledged…"."""
    from desktop.main_window import MainWindow
    from games.legislation.actions import ConfirmDeal, Token

    session = legislation("lobby", 3)
    view = session.view(0)
    assert view.active == 0
    bill = next(b for seat in view.table.on_deck for b in seat)
    session.apply(Terms(0, partner=1, tokens=((bill, Token.PLEDGE),)))
    session.apply(ConfirmDeal(1))
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 700)
    window.show()
    window.open_table(session, None, bot_pause_ms=10**9)
    board = window.table.current
    said = "\n".join(board._my_deals_text())
    name = session.config.seats[0].name
    assert f"you pledged Yay on bill {bill}" in said and f"{name} pledged" not in said, said
