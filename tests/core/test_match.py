import json
from pathlib import Path

import pytest
from toy import TOY

from agora.core import IllegalAction, Match, MatchFileError, MatchRecord
from agora.core.match import MAX_FILE_BYTES


def bid_round(match: Match) -> None:
    for seat in (0, 1):
        match.apply(seat, match.state.legal(seat)[0])


def test_a_seat_may_take_back_its_own_last_action() -> None:
    match = Match(TOY, {}, seed=4)
    bid_round(match)
    before = match.state.to_data()
    match.apply(0, "tap")
    assert match.can_undo(0) and not match.can_undo(1)
    match.undo(0)
    assert match.state.to_data() == before and len(match.log) == 2


def test_undo_never_crosses_another_seats_action() -> None:
    match = Match(TOY, {}, seed=4)
    bid_round(match)
    match.apply(0, "done")
    match.apply(1, "tap")
    match.undo(1)
    with pytest.raises(IllegalAction, match="your own last action"):
        match.undo(1)
    assert not match.can_undo(0)


def test_undo_never_crosses_a_reveal() -> None:
    match = Match(TOY, {}, seed=4)
    match.apply(0, match.state.legal(0)[0])
    assert match.can_undo(0)
    match.apply(1, match.state.legal(1)[0])  # completes the bids: the reveal
    with pytest.raises(IllegalAction, match="revealed hidden information"):
        match.undo(1)


def test_undo_never_crosses_a_random_draw() -> None:
    match = Match(TOY, {}, seed=4)
    bid_round(match)
    match.apply(0, "done")
    match.apply(1, "done")  # ends the round: a new deal is drawn
    assert not match.can_undo(1)


def test_record_saves_loads_and_replays_to_the_identical_state(tmp_path: Path) -> None:
    match = Match(TOY, {"players": 3}, seed=11)
    while match.state.to_act():
        seat = match.state.to_act()[0]
        match.apply(seat, match.state.legal(seat)[-1])
    path = tmp_path / "m.json"
    match.record().save(path)
    loaded = MatchRecord.load(path)
    assert loaded == match.record()
    assert loaded.replay(TOY).to_data() == match.state.to_data()
    assert Match.from_record(loaded, TOY).state.outcome() == match.state.outcome()


def test_corrupt_match_file_is_refused_clearly(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{not json")
    with pytest.raises(MatchFileError, match="not JSON"):
        MatchRecord.load(path)
    path.write_text(json.dumps({"game": "toy", "seed": "x", "options": {}}))
    with pytest.raises(MatchFileError, match="seed"):
        MatchRecord.load(path)
    with pytest.raises(MatchFileError, match="cannot read"):
        MatchRecord.load(tmp_path / "missing.json")


def test_a_file_that_is_not_utf8_nested_too_deep_or_a_folder_is_refused_clearly(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes(b'\xff\xfe{"game": "toy"}')
    with pytest.raises(MatchFileError, match="not UTF-8"):
        MatchRecord.load(path)
    path.write_text("[" * 200_000 + "]" * 200_000)
    with pytest.raises(MatchFileError, match="too deeply"):
        MatchRecord.load(path)
    with pytest.raises(MatchFileError, match="cannot read"):
        MatchRecord.load(tmp_path)
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(MatchFileError, match="at most"):
        MatchRecord.load(path)


def test_a_record_with_an_illegal_action_does_not_replay() -> None:
    record = MatchRecord(game="toy", options={}, seed=1, actions=((0, "tap"),))
    with pytest.raises(MatchFileError, match="action 0"):
        record.replay(TOY)
