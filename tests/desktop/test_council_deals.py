"""The council transaction dialog offers what the engine's deal allows, and what it builds is legal."""

from __future__ import annotations

from dataclasses import replace

from council_fakes import fake_context
from gui_player import press
from moments import council, plain_move

from desktop.council.board import CouncilBoard
from desktop.council.deal_panel import ITEM
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.council.actions import AnswerDeal
from games.registry import load_game

NAMES = ("Ann", "Ben", "Cat", "Dan")
BMD = "black-market-dealings"


class Table:
    """What a board reads from the table page; moves go to the real session."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.names = NAMES
        self.colours = ("#e6194b", "#3cb44b", "#4363d8", "#f58231")
        self.refusals: list[str] = []

    def play(self, action) -> bool:
        self.session.apply(action)
        return True

    def show_refusal(self, text: str) -> None:
        self.refusals.append(text)


# Seed 11 deals these factions; Ben plays the Hacan where a test needs its Arbiters (a faction's
# abilities reach the table only with the faction).
BEN_HACAN = ("xxcha", "hacan", "keleres", "yssaril")


def at_a_window(seed: int = 11, factions: tuple[str, ...] = ()) -> Session:
    """Plain moves (tests/desktop/moments.py, no bot) until Ann (seat 0) acts in a window of an agenda
    where she may propose a deal."""
    game = load_game("council")
    seats = tuple(Seat(n, "#000000", SeatKind.HUMAN if i == 0 else SeatKind.BOT) for i, n in enumerate(NAMES))
    options = replace(game.default_options(), factions=factions)
    session = Session(game, SessionConfig("council", seats, options, seed))
    for _ in range(3000):
        waiting = session.to_act()
        if 0 in waiting:
            view = session.view(0)
            deals = view.deals
            if deals and view.prompt.kind != "vote" and deals.partners[0][0] == 1:
                return session
        session.apply(plain_move("council", session, waiting[0]))
    raise AssertionError("no deal window for seat 0")


def open_dialog(qtbot, session: Session):
    table = Table(session)
    board = CouncilBoard(fake_context(table), 0, session.view(0))
    qtbot.addWidget(board)
    board.show()
    press(qtbot, board.buttons["deal"])
    return table, board, board.deal_panel


def offered(panel, ask: bool = False) -> set[str]:
    box = panel.ask_list if ask else panel.give_list
    return {box.item(i).data(ITEM) for i in range(box.count())}


def test_without_hacan_or_black_market_only_goods_and_notes_are_offered(qtbot):
    session = at_a_window()
    state = session.state
    for p in state.players:
        p.abilities = tuple(a for a in p.abilities if a != "arbiters")
        p.hand[:] = [c for c in p.hand if c != BMD]
    _table, _board, panel = open_dialog(qtbot, session)
    assert not panel.can_bmd
    assert {item.partition(":")[0] for item in offered(panel)} <= {"note"}
    assert {item.partition(":")[0] for item in offered(panel, ask=True)} == {"note"}
    assert "Trade goods and promissory notes only" in panel.rule.text()


def test_a_rivals_political_secret_can_be_asked_for_and_changes_hands(qtbot):
    """The bots buy a rival's Political Secret with trade goods; a human could not even ask for a note."""
    session = at_a_window()
    state = session.state
    ann, ben = state.players[0], state.players[1]
    assert "political-secret@1" in ben.notes and ann.tg > 0
    table, board, panel = open_dialog(qtbot, session)
    panel.partner.setCurrentIndex(panel.partners.index(1))
    asked = [panel.ask_list.item(i).data(ITEM) for i in range(panel.ask_list.count())]
    assert all(a.endswith("@1") for a in asked if a.startswith("note:"))  # Ben's own notes only
    panel.other_notes.setChecked(True)  # on request, the others' too (Ben might hold one)
    asked = [panel.ask_list.item(i).data(ITEM) for i in range(panel.ask_list.count())]
    assert "note:political-secret@2" in asked  # Cat's: Ben might hold it, nobody can tell
    assert not set(asked) & {f"note:{n}" for n in ann.notes}  # what she holds herself is not asked for
    row = panel.ask_list.item(asked.index("note:political-secret@1"))
    assert row.text() == "Political Secret (Ben's note)"
    panel.give_tg.setValue(1)
    panel.pick("note:political-secret@1", ask=True)
    press(qtbot, board.buttons["offer"])
    deal = session.actions[-1]
    assert (deal.kind, deal.to, deal.give) == ("propose_deal", 1, ("tg:1",))
    assert deal.get == ("note:political-secret@1",)
    tg = ann.tg
    session.apply(AnswerDeal(1, True))
    assert "political-secret@1" in ann.notes and "political-secret@1" not in ben.notes and ann.tg == tg - 1


def test_a_hacan_partner_lets_action_cards_change_hands(qtbot):
    session = at_a_window(factions=BEN_HACAN)
    state = session.state
    assert "arbiters" not in state.players[0].abilities and "arbiters" in state.players[1].abilities
    state.players[0].hand.append("sabotage")
    table, board, panel = open_dialog(qtbot, session)
    panel.partner.setCurrentIndex(panel.partners.index(1))
    assert "card:sabotage" in offered(panel)
    assert "card:veto" in offered(panel, ask=True)  # hidden cards are asked for by name
    panel.pick("card:sabotage")
    press(qtbot, board.buttons["offer"])
    deal = session.actions[-1]
    assert (deal.kind, deal.to, deal.give) == ("propose_deal", 1, ("card:sabotage",))


def test_black_market_dealings_offers_cards_relics_and_secrets_and_the_deal_goes_through(qtbot):
    session = at_a_window()
    state = session.state
    ann, ben = state.players[0], state.players[1]
    for p in state.players:
        p.abilities = tuple(a for a in p.abilities if a != "arbiters")
    ann.hand[:] = [BMD, "sabotage"]
    ann.relics["maw-of-worlds"] = False
    ann.secrets[:] = ["dictate-policy"]
    ben.relics["scepter-of-emelpar"] = False
    state.players[2].relics["the-triad"] = False
    table, board, panel = open_dialog(qtbot, session)
    panel.partner.setCurrentIndex(panel.partners.index(1))
    assert panel.can_bmd and "card:sabotage" not in offered(panel)
    panel.bmd.setChecked(True)
    give, ask = offered(panel), offered(panel, ask=True)
    assert {"card:sabotage", "relic:maw-of-worlds", "secret:dictate-policy"} <= give
    assert f"card:{BMD}" not in give  # it is being played, not given
    assert "relic:scepter-of-emelpar" in ask and "relic:the-triad" not in ask  # Cat's Triad is not Ben's
    for item in ("card:sabotage", "relic:maw-of-worlds", "secret:dictate-policy"):
        panel.pick(item)
    panel.pick("relic:scepter-of-emelpar", ask=True)
    press(qtbot, board.buttons["offer"])
    deal = session.actions[-1]
    assert deal.kind == "propose_deal" and f"play:{BMD}" in deal.give
    session.apply(AnswerDeal(1, True))
    assert "sabotage" in ben.hand and "maw-of-worlds" in ben.relics and "dictate-policy" in ben.secrets
    assert "scepter-of-emelpar" in ann.relics and BMD not in ann.hand


def test_a_partner_asked_for_a_card_it_lacks_can_only_refuse(qtbot):
    session = at_a_window(factions=BEN_HACAN)
    state = session.state
    assert "arbiters" in state.players[1].abilities
    state.players[1].hand[:] = [c for c in state.players[1].hand if c != "veto"]
    table, board, panel = open_dialog(qtbot, session)
    panel.partner.setCurrentIndex(panel.partners.index(1))
    panel.pick("card:veto", ask=True)
    press(qtbot, board.buttons["offer"])
    answer = CouncilBoard(fake_context(table), 1, session.view(1))
    qtbot.addWidget(answer)
    assert answer.kind == "transaction" and not answer.buttons["accept"].isEnabled()
    assert "you can only refuse" in answer.hint.text()
    press(qtbot, answer.buttons["refuse"])
    assert session.actions[-1].kind == "answer_deal" and not session.actions[-1].accept


def test_an_empty_offer_is_explained_in_the_dialog(qtbot):
    session = at_a_window()
    table, board, panel = open_dialog(qtbot, session)
    before = len(session)
    press(qtbot, board.buttons["offer"])
    assert len(session) == before
    assert board.deal_dialog.problem.isVisibleTo(board.deal_dialog)


def test_the_partner_list_reads_dark_on_light_over_the_table(qtbot, qapp):
    """The table's dark baize (the application palette) showed through the list of partners, under dark
    names: only the highlighted one could be read."""
    from PySide6.QtGui import QPalette

    from desktop.look import set_app_palette

    before = QPalette(qapp.palette())
    set_app_palette(qapp)
    try:
        _table, board, panel = open_dialog(qtbot, at_a_window())
        combo = panel.partner
        combo.showPopup()
        qtbot.waitUntil(lambda: combo.view().isVisible())
        image = combo.view().viewport().grab().toImage()
        light = total = 0
        for y in range(0, image.height(), 3):
            for x in range(0, image.width(), 3):
                total += 1
                light += image.pixelColor(x, y).lightness() > 160
        combo.hidePopup()
        assert light > total * 0.6, f"{light} of {total} sampled pixels are light"
    finally:
        qapp.setPalette(before)


def test_a_vote_with_no_votes_yet_says_what_to_pick_not_cast_0(qtbot):
    """Picking an outcome read "Cast 0 votes for Erin." beside a Cast button that could not be pressed;
    so did a planet of no influence (Arc Prime)."""
    session = council("vote+free", 6)  # For or Against, freely (not bound by a card, not one vote each)
    table = Table(session)
    table.names = tuple(seat.name for seat in session.config.seats)
    table.colours = ("#e6194b",) * len(table.names)
    board = CouncilBoard(fake_context(table), 0, session.view(0))
    qtbot.addWidget(board)
    board.show()
    outcome = next(iter(board.outcome_buttons))
    board._pick_outcome(outcome)
    assert "Cast 0" not in board.hint.text() and "pick the ready planets" in board.hint.text()
    assert not board.buttons["cast"].isEnabled()
    planet = max(board.planet_cards, key=lambda p: dict(board.prompt.planets)[p])
    board._toggle_planet(planet)
    assert board.hint.text().startswith("Cast ") and board.buttons["cast"].isEnabled()


def test_pass_keeps_its_place_when_pass_for_the_rest_joins_it(qtbot):
    """Before the first agenda Pass is the rightmost button; once an agenda was out, "Pass for the rest of
    this agenda" took that place, and two seats clicking where Pass had been passed the whole agenda."""
    from desktop.council.board import WINDOWS

    session = at_a_window()
    board = CouncilBoard(fake_context(Table(session)), 0, session.view(0))
    qtbot.addWidget(board)
    board.resize(1366, 768)
    board.show()
    assert board.kind in WINDOWS and board.can_rest
    qtbot.waitUntil(lambda: board.buttons["pass"].isVisible())
    row = board.buttons["pass"].parent()
    shown = [b for b in board.buttons.values() if b.isVisible() and b.parent() is row]
    assert max(shown, key=lambda b: b.x()) is board.buttons["pass"]
    assert board.buttons["pass_rest"].x() < board.buttons["pass"].x()


def test_the_asked_for_notes_follow_the_partner_and_keep_their_order(qtbot):
    """Only the chosen partner's notes are listed (others' on request), and a list never re-sorts under
    the pointer: the same notes keep the same rows whoever the partner is."""
    session = at_a_window()
    _table, _board, panel = open_dialog(qtbot, session)

    def notes() -> list[str]:
        return [i for i in (panel.ask_list.item(r).data(ITEM) for r in range(panel.ask_list.count()))
                if i.startswith("note:")]  # fmt: skip

    for partner in panel.partners:
        panel.partner.setCurrentIndex(panel.partners.index(partner))
        assert notes() and all(n.endswith(f"@{partner}") for n in notes()), (partner, notes())
    panel.other_notes.setChecked(True)
    orders = []
    for partner in panel.partners:
        panel.partner.setCurrentIndex(panel.partners.index(partner))
        orders.append(notes())
    assert all(order == orders[0] for order in orders)  # the same rows in the same places
