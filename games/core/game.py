"""The contract every game package fulfils, so sessions, bots, the simulator and the GUI can drive it."""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeAlias, TypeVar, cast

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from _typeshed import DataclassInstance

    from games.core.log import LogEvent
    from games.core.reasons import Reason

from games.core.actions import Action, ActionCodec, decode_dataclass, encode_dataclass
from games.core.legal import Legal, Listing, Parts
from games.core.seats import Seat, check_seat_count

S = TypeVar("S")  # the game's mutable state
# An options field marked `field(..., metadata={RULES_VERSION: True})` says which version of a changed
# rule a session plays (storage/FORMAT.md, "Rules that changed"): it is not offered on the New Game
# form, and a new game always takes its default (the current rule), even when started from an old one.
RULES_VERSION = "rules_version"
Opt = TypeVar("Opt")  # the game's options dataclass
V = TypeVar("V")  # what one seat sees: the game's frozen view


class Bot(Protocol):
    """What plays a seat: it sees only that seat's view and answers with a legal action (games/core/bots.py
    makes one of each level)."""

    def act(self, view: Any) -> Action: ...


@dataclass(frozen=True, slots=True)
class Record:
    """What `Game.apply` reports; the session adds the index, seat and kind to make a LogEntry.

    `public` is read only, so a game may share one record between actions that log the same. It is a
    typed event (games/core/log.py's `LogEvent`, a frozen dataclass), with
    `private[seat]` the whole event as that seat sees it; or a mapping (a TypedDict declares its keys),
    with `private[seat]` the keys only that seat sees."""

    public: Mapping[str, Any] | LogEvent = field(default_factory=dict)
    private: Mapping[int, Any] = field(default_factory=dict)
    reveals: bool = False


@dataclass(frozen=True, slots=True)
class Standing:
    """One seat's place at the end (or now): score, whether it won, and the group it plays as.

    `group` is what the simulator aggregates wins over: a Representative kind, a faction.
    """

    seat: int
    score: int
    won: bool
    group: str


class Game(ABC, Generic[S, Opt, V]):
    """A rules engine. It owns no state: every method takes the state it works on.

    `apply` must validate completely before it changes anything, so an illegal action
    raises `IllegalAction` and leaves the state untouched. The session checks that the
    acting seat is one of `to_act(state)` (or that `out_of_turn` allows the action) before calling it.

    It is generic in its state `S`, options `Opt` and view `V`: a game declares all three
    (`Game[CouncilState, CouncilOptions, CouncilView]`), so what its bots and screens read is checked.
    """

    name: ClassVar[str]
    action_types: ClassVar[tuple[type[Action], ...]]
    options_type: ClassVar[type[DataclassInstance]]
    min_seats: ClassVar[int] = 3  # the seats this game is played with (within games.core.seats' bounds)
    max_seats: ClassVar[int] = 8
    # The action types that may bring a chair (`seat_added`): the session asks no other action, so a game
    # that never adds seats costs its actions nothing for the feature.
    seat_adders: ClassVar[frozenset[type[Action]]] = frozenset()

    def __init__(self) -> None:
        self.codec = ActionCodec(self.action_types)

    # --- set-up ------------------------------------------------------------
    def default_options(self) -> Opt:
        return cast(Opt, self.options_type())  # options_type is Opt's class (a ClassVar cannot say so)

    def options_to_dict(self, options: Opt) -> dict[str, Any]:
        return encode_dataclass(options)

    def options_from_dict(self, data: Any) -> Opt:
        """Options from saved data; raises CorruptLog if they are malformed or out of range."""
        options = cast(Opt, decode_dataclass(self.options_type, data, f"{self.name} options"))
        self.check_options(options)
        return options

    @classmethod
    def check_seat_count(cls, count: int) -> None:
        """Raise ValueError unless this game is played with `count` seats."""
        check_seat_count(count, cls.min_seats, cls.max_seats, cls.name)

    def check_options(self, options: Opt) -> None:
        """Raise ValueError if the options make no sense (a nonsense setting)."""

    def option_examples(self) -> tuple[Opt, ...]:
        """A few option sets that between them switch on every rule an option changes: the shared
        contract tests (tests/core, tests/storage) play each of them. Default: the defaults only."""
        return (self.default_options(),)

    @abstractmethod
    def new_state(self, seats: int, options: Opt, seed: int) -> S:
        """The state before any action, with the seeded RNG inside it."""

    # --- play --------------------------------------------------------------
    @abstractmethod
    def to_act(self, state: S) -> tuple[int, ...]:
        """The seats that must act now: one, several at once (simultaneous), or none (over)."""

    @abstractmethod
    def apply(self, state: S, action: Action) -> Record:
        """Validate `action`, then change `state` in place."""

    def out_of_turn(self, state: S, action: Action) -> bool:
        """Whether `action` is accepted from a seat `to_act` does not name (a deal any seat may offer,
        withdrawing an offer while the other side decides). Asked only for such seats; `apply`
        still validates it."""
        return False

    def legal_actions(self, state: S, seat: int) -> tuple[Legal, ...]:
        """Every move `seat` may make now; empty when it has nothing to do.

        Each entry is an `Action` or a `ChoiceSpace` (games/core/legal.py): a frozen description
        of many actions of one kind (a deal's contents, planets to exhaust) that can count its
        members (`size()`), `sample(rng)` one uniformly, `enumerate()` them (when small) and test
        membership (`action in space`). The helpers `legal.count`, `legal.expand`,
        `legal.sample` and `legal.is_listed` work on a whole listing.

        The contract, checked by property tests for every game: every listed action is accepted
        by `apply` (on a clone); an action outside the listing is refused; listing never changes
        the state. The listing depends only on what `seat` may see, so a bot may use it. An action
        in an older form that `as_read` turns into a listed one is accepted too (old saves).
        """
        raise NotImplementedError(f"{self.name} does not list its legal actions")

    def listing(self, state: S, seat: int) -> Listing:
        """`legal_actions` in named parts, each worked out when first read (default: one part, "all").
        A game whose listing is dear to work out whole names its parts, so a random bot that wants
        one kind of move (a pass, most of the time) pays for that kind only."""
        return Parts({"all": lambda: self.legal_actions(state, seat)})

    def seat_added(self, action: Action) -> Seat | None:
        """The chair a logged action brings to the table (a late player joins), or None. The session
        keeps the chairs so added after its configured seats (`Session.seats`): the log holds them, so
        undo takes one away again and a resumed save has it. Default: no action adds a seat.
        The session asks only for actions of a type in `seat_adders`."""
        return None

    def adds_seats(self, options: Opt) -> bool:
        """Whether a session played with `options` may add a seat at all (asked once, when it starts:
        otherwise no action is asked `seat_added`). Default: when some action type may add one."""
        return bool(self.seat_adders)

    def seats_left(self, state: S) -> frozenset[int]:
        """Seats whose players have left the game for good (their chairs stay, numbered as before, so
        the log still reads): nobody plays them any more. Default: none."""
        return frozenset()

    def as_read(self, state: S, action: Action) -> Action:
        """The action `apply` takes `action` for now: a move logged by an older Quorum may lack a
        choice the game asks for today, and is read as that older Quorum played it (default: as
        written). The listing names only the current form."""
        return action

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def standings(self, state: S) -> tuple[Standing, ...]: ...

    def clone(self, state: S) -> S:
        """An independent copy (for undo checkpoints). Override with something faster."""
        return copy.deepcopy(state)

    def checkpoint(self, state: S) -> Any:
        """What a session keeps every few actions to undo from (`resume` makes a state of it again).
        A clone unless the game keeps something leaner: a session holds one for every few actions
        of the game, and the garbage collector walks each container they hold."""
        return self.clone(state)

    def resume(self, checkpoint: Any) -> S:
        """A state to play on from a `checkpoint` (which stays as it was)."""
        return self.clone(checkpoint)

    def fingerprint(self, state: S) -> Any:
        """Every fact of `state` (its random generator included) as comparable values: equal
        fingerprints mean identical games. The shared contract tests check with it that listing
        moves or trying them on copies changes nothing."""
        raise NotImplementedError(f"{self.name} cannot fingerprint its state")

    def progress(self, state: S) -> dict[str, Any]:
        """A little public data for the sessions list (round, votes held...)."""
        return {}

    def statistics(self, state: S) -> dict[str, int]:
        """Counts of what happened in a game (votes by kind, betrayals...), summed by the simulator."""
        return {}

    def offers(self, state: S, actions: Sequence[Action]) -> dict[str, tuple[int, int]]:
        """The bargains of a finished game, by name ("transactions", "deals"): (offered, accepted), from
        its final state and the actions played. The simulator sums them (how often bots' offers are taken)."""
        return {}

    # --- what each seat sees -------------------------------------------------
    @abstractmethod
    def view(self, state: S, seat: int | None) -> V:
        """What `seat` may see (None: the shared screen). Never another seat's secrets."""

    # --- bots ----------------------------------------------------------------
    @abstractmethod
    def random_action(self, view: V, rng: random.Random) -> Action:
        """A uniformly-ish random legal action for the seat whose view this is."""

    def basic_bot(self, seed: int) -> Bot | None:
        """The game's rule-based bot (`act(view) -> Action`), or None: its Basic seats then play at random."""
        return None

    # A Strong bot (games/core/search.py) needs the three hooks below; `can_search` says they exist.
    can_search: ClassVar[bool] = False
    search_horizon: ClassVar[int] = 80  # actions a playout runs before `evaluate` judges where it stopped
    search_margin: ClassVar[float] = 0.0  # how much better (per world, 0..1) a move must look than Basic's
    # Standard errors (of the paired difference over the same sampled worlds) by which a move must beat
    # Basic's to be played instead (games.core.search.choose).
    search_confidence: ClassVar[float] = 1.0

    def determinise(self, view: V, rng: random.Random) -> S:
        """A complete state that `view`'s seat cannot tell from the real one: everything it cannot see
        (others' hands, the deck's order, votes not yet revealed) drawn from `rng`."""
        raise NotImplementedError(f"{self.name} cannot sample its hidden information")

    def search_moves(self, view: V, rng: random.Random) -> list[Action]:
        """The few moves worth comparing by search from this view (the Basic move among them)."""
        raise NotImplementedError(f"{self.name} names no moves for a search")

    def explain(self, view: V, action: Action) -> Reason | None:
        """Why the Basic bot (or a search that kept Basic's move) plays `action` from `view`, read from the
        bot's own reckoning (games/core/reasons.py); None when there is nothing worth saying."""
        return None

    def playout_bot(self, seed: int) -> Bot | None:
        """The policy every seat follows in a Strong bot's playouts (default: the Basic bot); a game
        may give a cheaper one so the search plays more playouts in its time."""
        return self.basic_bot(seed)

    def playout_self(self, seed: int) -> Bot | None:
        """The policy the searching seat itself follows in its playouts, after the move it is judging
        (None: `playout_bot`, as every seat). A game whose playout policy plays carelessly to model
        unpredictable rivals gives the seat its careful self here, or each candidate is judged as if
        the seat would squander it afterwards."""
        return None

    def playout_end(self, state: S) -> Callable[[S], bool] | None:
        """Called on the sampled table a playout starts from: a test that says when the playout has
        shown what the decision was about and may be judged (None: only `search_horizon` ends it).
        Stopping there rather than some actions later buys more sampled tables in the same time."""
        return None

    def evaluate(self, state: S, seat: int) -> float:
        """How good `state` looks for `seat`, 0 (lost) to 1 (won), where a playout stops early."""
        raise NotImplementedError(f"{self.name} cannot judge an unfinished game")


AnyGame: TypeAlias = Game[Any, Any, Any]  # a game whose state, options and view the caller does not know
