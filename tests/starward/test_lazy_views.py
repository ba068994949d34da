"""A view's lazily made parts (table, turn, fronts, who acts, the winners) show the table as it was
when the view was made, however late they are read; a lazily made view equals one made in full at
once; a prompt's fields its kind leaves unset read as their defaults."""

import dataclasses
import random

from games.starward.views import Prompt, StarwardView, table_view, turn_view, view
from tests.starward.tables import GAME


def _fresh(state, seat):
    """The parts a view must show, made at once from the state."""
    player = state.players[seat]
    from games.starward.cards import catalogue

    fronts = tuple(catalogue().planets[h.planet] for h in player.planets)
    return table_view(state), turn_view(state), fronts


def test_unread_parts_keep_the_table_of_their_moment() -> None:
    state = GAME.new_state(4, GAME.default_options(), 7)
    rng = random.Random(7)
    kept = []  # (view never read yet, what it had to show, who was to act)
    for _ in range(300):
        if GAME.is_over(state):
            break
        seat = GAME.to_act(state)[0]
        made = view(state, seat)
        kept.append((view(state, (seat + 1) % 4), _fresh(state, (seat + 1) % 4), GAME.to_act(state)))
        GAME.apply(state, GAME.random_action(made, rng))
    assert len(kept) > 100
    for late, (table, turn, fronts), to_act in kept:
        assert late.table == table
        assert late.turn == turn
        assert late.fronts == fronts
        assert late.to_act == to_act and late.seats == 4 and not late.over and late.winners == ()


def test_a_lazy_view_equals_itself_read_at_once() -> None:
    state = GAME.new_state(3, GAME.default_options(), 11)
    rng = random.Random(11)
    for _ in range(120):
        seat = GAME.to_act(state)[0]
        lazy, eager = view(state, seat), view(state, seat)
        eager.table  # noqa: B018 - read now: made at once
        assert type(eager) is StarwardView
        assert lazy == eager and hash(lazy) == hash(eager)
        again = view(state, seat)
        assert repr(again) == repr(eager) and type(again) is StarwardView
        copied = dataclasses.replace(view(state, seat))
        assert copied == eager and type(copied) is StarwardView
        GAME.apply(state, GAME.random_action(eager, rng))


def test_a_prompt_reads_every_field_its_kind_leaves_unset_as_the_default() -> None:
    """Each kind's prompt holds only its own fields; any other field of Prompt reads as its default."""
    state = GAME.new_state(4, GAME.default_options(), 3)
    rng = random.Random(3)
    defaults = {name: Prompt.__dict__[name] for name in Prompt.__annotations__ if name in Prompt.__dict__}
    assert len(defaults) == 24 and "kind" not in defaults  # every field but `kind` has a default
    kinds = set()
    for _ in range(400):
        if GAME.is_over(state):
            break
        made = view(state, GAME.to_act(state)[0])
        prompt = made.prompt
        assert isinstance(prompt, Prompt)
        kinds.add(prompt.kind)
        own = {f.name for f in dataclasses.fields(prompt)}
        assert "kind" in own and own - {"kind"} < set(defaults)
        for name, default in defaults.items():
            if name not in own:
                assert getattr(prompt, name) == default, (prompt.kind, name)
        assert dataclasses.replace(prompt) == prompt and hash(dataclasses.replace(prompt)) == hash(prompt)
        if prompt.kind.value == "respond":
            assert prompt.remove_most is None and prompt.stacks == () and prompt.hand_limit == 0
        GAME.apply(state, GAME.random_action(made, rng))
    assert len(kinds) >= 5


def test_a_view_no_one_holds_is_told_from_one_someone_keeps() -> None:
    """The state tells by reference count which views it gave out are still held (views.settle): a view
    dropped at once reads as held by the game's own name for it alone, so no work is spent settling it;
    one kept reads as held by more."""
    import sys

    from games.starward.views import HELD_BY_NAME

    state = GAME.new_state(4, GAME.default_options(), 7)
    view(state, 0)  # made and dropped, as a bot's view is once it has decided
    made, state.view = state.view, None  # as the game takes it before a change
    dropped = sys.getrefcount(made)  # read outside `assert`: pytest's rewriting holds its operands
    del made
    kept = view(state, 1)
    made, state.view = state.view, None
    held = sys.getrefcount(made)
    assert dropped == HELD_BY_NAME
    assert held > HELD_BY_NAME
    assert kept is made


def test_every_view_held_when_the_table_changes_is_settled_and_no_other() -> None:
    """Several views of one moment (a table asks for each seat's): the ones still held get their parts
    made before the change, as they were; the dropped ones are forgotten."""
    state = GAME.new_state(4, GAME.default_options(), 5)
    rng = random.Random(5)
    for _ in range(60):
        seat = GAME.to_act(state)[0]
        kept = [view(state, s) for s in (None, 0, 1, 2, 3)]
        view(state, seat)  # dropped
        fresh = [(table_view(state), turn_view(state)) for _ in kept]
        assert len(state.views) == 5 and state.view is not None
        GAME.apply(state, GAME.random_action(view(state, seat), rng))
        assert state.view is None and state.views == []
        for made, (table, turn) in zip(kept, fresh, strict=True):
            assert type(made) is StarwardView, "settled before the change"
            assert made.table == table and made.turn == turn
