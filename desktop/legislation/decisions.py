"""The Legislation action bar per kind of decision: which buttons it holds, their words, the hint, and which
may be pressed (asked of the seat's listing), from the view and the picks only; no widgets (tested apart)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from desktop.legislation.phrases import choice_name, tr
from desktop.legislation.turn import Mode, can_swap, partners
from games.core.legal import is_listed
from games.legislation.actions import (
    Choice,
    ConfirmDeal,
    Discard,
    Draw,
    PlaceOnDeck,
    Propose,
    Swap,
    Terms,
    Token,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from games.core.actions import Action
    from games.core.legal import Legal
    from games.legislation.views import LegislationView


@dataclass(frozen=True)
class Picks:
    """What the player has picked so far on the board (nothing is played until a button is pressed)."""

    hand: tuple[int, ...] = ()  # bills of the hand, in the order picked
    piles: tuple[tuple[int, int], ...] = ()  # (pile owner, bill) taken from the piles
    deck: bool = False  # the deck, for a swap
    proposal: int | None = None  # the On Deck bill to put to the vote
    swapping: bool = False  # the optional swap is open
    composing: int | None = None  # the partner of a deal being written (no action yet)
    tokens: tuple[tuple[int, Token], ...] = ()  # a deal's tokens taken, as the deal editor has them


@dataclass(frozen=True)
class Button:
    """One button of the action bar: its key (object name btn_<key>, or `name`), caption, whether primary."""

    key: str
    text: str
    primary: bool = False
    name: str | None = None


@dataclass(frozen=True)
class Bar:
    """What the action bar says now: the hint, captions that count the picks, buttons not to be pressed."""

    hint: str
    texts: dict[str, str] = field(default_factory=dict)
    disabled: frozenset[str] = frozenset()


VOTES = (("yay", Choice.YAY), ("nay", Choice.NAY), ("abstain", Choice.ABSTAIN))  # the buttons' keys, in order


def vote_caption(choice: Choice) -> str:
    return {Choice.YAY: tr("&Yay"), Choice.NAY: tr("&Nay"), Choice.ABSTAIN: tr("&Abstain")}[choice]


def buttons(view: LegislationView, mode: Mode, picks: Picks, legal: Sequence[Legal]) -> tuple[Button, ...]:
    """The buttons for the decision at hand, in the bar's order (the swap's only when the seat's listing
    `legal` offers one)."""
    out: list[Button] = []
    if can_swap(legal) and mode is not Mode.DEAL and picks.composing is None:
        if picks.swapping:
            out += [Button("swap", tr("&Swap"), True), Button("swap_cancel", tr("Don't swap"))]
        else:
            out.append(Button("swap_open", tr("S&wap a card…")))
    if picks.swapping:
        return tuple(out)
    if mode is Mode.DISCARD:
        out.append(Button("discard", tr("&Discard"), True))
    elif mode is Mode.DRAW:
        out.append(Button("draw", tr("&Draw"), True))
    elif mode is Mode.PLACE:
        out.append(Button("place", tr("&Place On Deck"), True))
    elif mode is Mode.PROPOSE:
        out.append(Button("propose", tr("&Put to the vote"), True))
    elif mode is Mode.VOTE:
        out += [Button(key, vote_caption(choice), name=key.capitalize()) for key, choice in VOTES]
    elif mode is Mode.LOBBY:
        if picks.composing is not None:
            out += [Button("offer", tr("&Offer these terms"), True), Button("back", tr("Back"))]
        else:
            out.append(Button("deal_menu", tr("Open a &deal with…")))
            out += [
                Button(
                    f"cancel_{d.deal}",
                    tr("Cancel deal %1").replace("%1", str(d.deal)),
                    name=f"cancel_{d.deal}",
                )
                for d in view.my_deals
                if d.deal in view.cancellable
            ]
            out.append(Button("end_turn", tr("E&nd turn"), True))
    elif mode is Mode.DEAL or (mode is Mode.WAIT and view.open_deal is not None):
        # The rules page: either side may drop a deal not yet made, also while the other decides.
        if mode is Mode.DEAL:
            out.append(Button("agree", tr("&Agree"), True))
        out.append(Button("drop", tr("&Walk away")))
    return tuple(out)


def swap_move(view: LegislationView, picks: Picks) -> Swap | None:
    """The swap the picks make: one bill of the hand for one of a pile or the deck's top (None: not yet)."""
    if view.seat is None or not picks.hand:
        return None
    if picks.deck:
        return Swap(view.seat, picks.hand[0], None, None)
    if picks.piles:
        owner, bill = picks.piles[0]
        return Swap(view.seat, picks.hand[0], owner, bill)
    return None


def draw_move(view: LegislationView, picks: Picks) -> Draw | None:
    """The draw the picks make: the bills picked from the piles, the rest off the deck."""
    if view.seat is None:
        return None
    return Draw(view.seat, picks.piles, view.must_draw - len(picks.piles))


def move_of(view: LegislationView, mode: Mode, key: str, picks: Picks) -> Action | None:
    """The move the primary button `key` plays with these picks (None: nothing yet, or not such a button)."""
    seat = view.seat
    if seat is None:
        return None
    if key == "swap":
        return swap_move(view, picks)
    if key == "discard":
        return Discard(seat, picks.hand)
    if key == "draw":
        return draw_move(view, picks)
    if key == "place":
        return PlaceOnDeck(seat, picks.hand)
    if key == "propose":
        return None if picks.proposal is None else Propose(seat, picks.proposal)
    if key == "offer":
        return None if picks.composing is None else Terms(seat, picks.composing, picks.hand, picks.tokens)
    if key == "agree":
        return agree_move(view, picks)
    return None


def agree_move(view: LegislationView, picks: Picks) -> Action | None:
    """Agree to the open deal: as it stands when the seat's part is unchanged, else with the new part."""
    deal, seat = view.open_deal, view.seat
    if deal is None or seat is None:
        return None
    i = deal.parties.index(seat)
    if set(picks.hand) == set(deal.give[i]) and set(picks.tokens) == set(deal.tokens[i]):
        return ConfirmDeal(seat)
    return Terms(seat, None, picks.hand, picks.tokens)


def bar(
    view: LegislationView,
    mode: Mode,
    picks: Picks,
    legal: Sequence[Legal],
    names: tuple[str, ...],
    letters: str,
) -> Bar:
    """The hint, the captions that count the picks, and which of the buttons may be pressed: a move button
    only when the move its picks make is in the seat's listing (`legal`). `letters`: the vote buttons'
    underlined letters, Yay's, Nay's and Abstain's, as the captions in this language have them."""
    n = len(picks.hand)
    texts: dict[str, str] = {}
    if picks.swapping:
        hint = tr("Swap: pick one bill from your hand to discard and one bill from a pile or the deck.")
        return Bar(hint, disabled=_unlisted(view, mode, ("swap",), picks, legal))
    if mode is Mode.WAIT:
        waiting = ", ".join(names[s] for s in view.to_act)
        return Bar(tr("Waiting for %1.").replace("%1", waiting) if waiting else "")
    if mode is Mode.DISCARD:
        hint = tr(
            "Pick the bills to discard (any number, none to all), then Discard. "
            "Nobody sees your choice until everyone has chosen."
        )
        texts["discard"] = tr("&Discard %1").replace("%1", str(n)) if n else tr("Keep all")
        return Bar(hint, texts, _unlisted(view, mode, ("discard",), picks, legal))
    if mode is Mode.DRAW:
        picked = len(picks.piles)
        hint = tr(
            "Take %n bill(s): pick from the piles above; the rest come from the deck.", "", view.must_draw
        )
        texts["draw"] = (
            tr("&Draw: %1 from piles + %2 from the deck")
            .replace("%1", str(picked))
            .replace("%2", str(max(0, view.must_draw - picked)))
        )
        return Bar(hint, texts, _unlisted(view, mode, ("draw",), picks, legal))
    if mode is Mode.PLACE:
        hint = tr("Pick %n bill(s) from your hand to place On Deck.", "", view.must_place)
        return Bar(hint, disabled=_unlisted(view, mode, ("place",), picks, legal))
    if mode is Mode.PROPOSE:
        hint = tr("Click one of your On Deck bills to put it to the vote.")
        if picks.proposal is not None:
            hint = tr("Put bill %1 to the vote?").replace("%1", str(picks.proposal))
        return Bar(hint, disabled=_unlisted(view, mode, ("propose",), picks, legal))
    if mode is Mode.VOTE:
        return Bar(vote_hint(view, letters))
    if mode is Mode.LOBBY:
        if picks.composing is not None:
            return Bar(
                tr(
                    "Your part of the deal: pick bills from your hand to give, and tokens to take. "
                    "%1 will then see it on their own screen."
                ).replace("%1", names[picks.composing]),
                disabled=_unlisted(view, mode, ("offer",), picks, legal),
            )
        hint = tr("Your Pledge turn: open deals with other players, then End turn to make them final.")
        return Bar(hint, disabled=frozenset() if partners(legal) else frozenset({"deal_menu"}))
    return Bar(
        tr(
            "Your part of the deal: bills you give (pick in your hand) and tokens you take. "
            "Agree to offer it; the other side must agree too."
        ),
        disabled=_unlisted(view, mode, ("agree",), picks, legal),
    )


def vote_hint(view: LegislationView, letters: str) -> str:
    """How to vote, naming the keys the buttons underline in this language; a secret ballot says so."""
    hint = tr("Vote on bill %1: Yay (%2), Nay (%3) or Abstain (%4).").replace("%1", str(view.floor))
    for i, letter in enumerate(letters):
        hint = hint.replace(f"%{i + 2}", letter)
    if view.ballot_style.value == "secret":
        hint += " " + tr("Secret ballot: the votes are shown together at the end.")
    return hint


def vote_name(choice: Choice) -> str:
    return tr("Vote %1").replace("%1", choice_name(choice.value))


def _unlisted(
    view: LegislationView, mode: Mode, keys: tuple[str, ...], picks: Picks, legal: Sequence[Legal]
) -> frozenset[str]:
    """The keys whose move, with these picks, the listing does not hold (or that make no move yet)."""
    out = set()
    for key in keys:
        move = move_of(view, mode, key, picks)
        if move is None or not is_listed(legal, move):
            out.add(key)
    return frozenset(out)


def hand_interactive(mode: Mode, picks: Picks) -> bool:
    """Whether the hand's bills may be picked now."""
    if picks.swapping:
        return True
    return mode in (Mode.DISCARD, Mode.PLACE, Mode.DEAL) or (
        mode is Mode.LOBBY and picks.composing is not None
    )


def pick_hand(view: LegislationView, mode: Mode, picks: Picks, bill: int) -> tuple[int, ...]:
    """The hand's picks after a click on `bill`: picked again, it is put back; a swap takes one bill, and
    placing On Deck at most as many as must be placed (the latest picks are kept)."""
    picked = list(picks.hand)
    if bill in picked:
        picked.remove(bill)
        return tuple(picked)
    if picks.swapping:
        return (bill,)
    limit = view.must_place if mode is Mode.PLACE else None
    if limit is not None and picked and len(picked) >= limit:
        picked.pop(0)
    return (*picked, bill)
