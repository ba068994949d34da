"""The Council log's agenda results are typed: the votes and outcome of each resolved agenda, and the
predictions paid, as frozen dataclasses that a game record's plain data reads back into."""

from __future__ import annotations

import dataclasses
import random

from games.council.game import GalacticCouncil
from games.council.results import AgendaResult, PredictionSettled, SeatTotal
from storage.record import plain

GAME = GalacticCouncil()


def resolutions(seed: int, seats: int = 5):
    """(entry, the shared view's agenda just before it) for every agenda resolved in a random-bot session."""
    rng = random.Random(seed)
    state = GAME.new_state(seats, GAME.default_options(), seed)
    while not state.over:
        seat = GAME.to_act(state)[0]
        before = GAME.view(state, None).complete().agenda
        record = GAME.apply(state, GAME.random_action(GAME.view(state, seat), rng))
        if "resolved_outcome" in record.public:
            yield record, before


def test_each_resolved_agenda_holds_its_votes_and_outcome_as_the_table_showed_them():
    seen = predictions = 0
    for seed in (1, 2):
        for record, agenda in resolutions(seed):
            result = record.public["result"]
            assert isinstance(result, AgendaResult)
            assert result.outcome == record.public["resolved_outcome"]
            if agenda is not None:  # the vote as the table showed it (before the outcome's own effects)
                assert result.card == agenda.card
                assert result.votes == tuple(SeatTotal(s, o, t) for s, o, t, _ in agenda.votes)
                assert result.abstained == agenda.abstained and result.barred == agenda.barred
            assert sum(result.totals().values()) == sum(v.votes for v in result.votes)
            with_barred = set(result.abstained) | set(result.barred) | {v.seat for v in result.votes}
            assert with_barred <= set(range(5))
            seen += 1
    assert seen >= 4
    rng = random.Random(9)
    state = GAME.new_state(4, GAME.default_options(), 9)
    while not state.over:
        record = GAME.apply(state, GAME.random_action(GAME.view(state, GAME.to_act(state)[0]), rng))
        for p in record.public.get("predictions", ()):
            assert isinstance(p, PredictionSettled) and isinstance(p.kept, bool)
            predictions += 1
    assert predictions, "no prediction was settled"


def test_a_record_s_plain_data_reads_back_into_the_same_results():
    record, _agenda = next(resolutions(3))
    result = record.public["result"]
    assert AgendaResult.from_plain(plain(result)) == result
    assert AgendaResult.from_plain(result) is result and AgendaResult.from_plain(None) is None
    assert AgendaResult.from_plain({"card": "x"}) is None and AgendaResult.from_plain([1, 2]) is None
    settled = PredictionSettled(2, "trade-rider", "for", True)
    assert PredictionSettled.from_plain(plain(settled)) == settled
    # An older record held each settled prediction as a [seat, source, option, kept] list.
    old = [[2, "trade-rider", "for", True], [0, None, "against", False], ["bad"]]
    assert PredictionSettled.all_from_plain(old) == (settled, PredictionSettled(0, None, "against", False))
    assert PredictionSettled.all_from_plain(None) == ()


def test_results_are_frozen():
    result = AgendaResult("mutiny", "for", (SeatTotal(0, "for", 3),), (1,), ())
    for value, name in ((result, "outcome"), (result.votes[0], "votes")):
        try:
            setattr(value, name, 1)
        except dataclasses.FrozenInstanceError:
            continue
        raise AssertionError(f"{type(value).__name__}.{name} could be changed")


def test_a_confirmed_instruction_is_the_instruction_itself_and_a_record_reads_it_back():
    from games.council.results import instruction_from_plain
    from games.council.state import Instruction

    done = Instruction("archived-secret", "elected", 3, "player:3", 0)
    assert instruction_from_plain(plain(done)) == done and instruction_from_plain(done) is done
    # An older record held it as [source, key, seat, subject, amount].
    assert instruction_from_plain(["archived-secret", "elected", 3, "player:3", 0]) == done
    assert instruction_from_plain({"source": "x"}) is None and instruction_from_plain(None) is None
    rng = random.Random(4)
    state = GAME.new_state(4, GAME.default_options(), 4)
    confirmed = 0
    while not state.over and confirmed < 3:
        record = GAME.apply(state, GAME.random_action(GAME.view(state, GAME.to_act(state)[0]), rng))
        if record.public.get("kind") == "confirm_instruction" or "instruction" in record.public:
            assert isinstance(record.public["instruction"], Instruction)
            confirmed += 1
    assert confirmed, "no instruction was confirmed"


def test_laws_and_scored_secrets_are_typed_and_read_back_from_records_old_and_new():
    from games.council.results import LawEnacted, SecretScored

    law = LawEnacted("minister-of-commerce", 2)
    assert LawEnacted.from_plain(plain(law)) == law
    assert LawEnacted.from_plain(["minister-of-commerce", 2]) == law  # an older record's list
    assert LawEnacted.from_plain(["x", [1]]) is None and LawEnacted.from_plain({"law": "x"}) is None
    assert LawEnacted.from_plain(["anti-intellectual-revolution", None]) == LawEnacted(
        "anti-intellectual-revolution", None
    )
    scored = SecretScored(1, "Become a Martyr")
    assert SecretScored.from_plain(plain(scored)) == scored
    assert SecretScored.from_plain([1, "Become a Martyr"]) == scored
    assert SecretScored.from_plain({"seat": "x", "objective": 1}) is None
    laws = 0
    for seed in (1, 2):
        for record, _agenda in resolutions(seed):
            if "law_enacted" in record.public:
                assert isinstance(record.public["law_enacted"], LawEnacted)
                laws += 1
    assert laws, "no law entered play"
