"""Personal decks (rules §5.3 step 4, R38): drawing, and the discard pile shuffled into a new deck."""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.starward.state import StarwardState


def draw(state: StarwardState, seat: int, n: int) -> tuple[list[int], bool]:
    """Draw up to `n` cards into the hand; returns the cards and whether the deck was reshuffled.

    When the deck is empty and a card is still owed, the discard pile (only it, R38) is shuffled
    with the game's generator into a new deck. With deck and discard both empty, drawing stops.
    """
    player = state.players[seat]
    deck = player.deck
    if 0 < n <= len(deck):  # the usual case, no reshuffle: the top n at once, in the order drawn
        drawn = deck[: -n - 1 : -1]
        del deck[-n:]
        player.hand += drawn
        return drawn, False
    drawn = []
    reshuffled = False
    for _ in range(n):
        if not deck:
            if not player.discard:
                break
            deck.extend(player.discard)
            player.discard.clear()
            state.rng.shuffle(deck)
            reshuffled = True
        drawn.append(deck.pop())
    player.hand.extend(drawn)
    return drawn, reshuffled


def remove_from_hand(state: StarwardState, seat: int, cards: tuple[int, ...]) -> None:
    """Remove hand cards from the game: into the owner's removed pile, for good."""
    player = state.players[seat]
    player.version += 1  # a removed technology no longer scores
    for card in cards:
        player.hand.remove(card)
        player.removed.append(card)


def check_hand_cards(hand: list[int], cards: tuple[int, ...], what: str) -> None:
    """Every card named is in the hand, and none is named twice."""
    if len(cards) > 1 and len(set(cards)) != len(cards):  # (one card cannot be named twice: no set made)
        raise IllegalAction(f"{what}: a card is named twice", "duplicate_card")
    for card in cards:
        if card not in hand:
            raise IllegalAction(f"{what}: card {card} is not in your hand", "not_in_hand", card=card)
