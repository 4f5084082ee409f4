import pytest
from toy import TOY

from agora.core import BadInput, Catalogue, IllegalAction, OptionsError, Rng, UnknownGame, registry


def test_unknown_option_is_refused_with_its_name() -> None:
    with pytest.raises(OptionsError, match="colour"):
        TOY.new({"colour": "red"}, seed=1)


def test_option_out_of_range_is_refused() -> None:
    with pytest.raises(OptionsError, match="players"):
        TOY.new({"players": 9}, seed=1)


def test_unknown_game_names_the_games_there_are() -> None:
    with pytest.raises(UnknownGame, match="no game called 'chess'"):
        registry.get("chess")


def test_catalogue_ids_round_trip_and_mask_marks_legal() -> None:
    cat = Catalogue(TOY.catalogue(TOY.options({"players": 2})))
    assert all(cat.code(cat.id(code)) == code for code in cat.codes)
    mask = cat.mask(["tap", "bid 3"])
    assert sum(mask) == 2 and mask[cat.id("tap")] == 1


def test_catalogue_refuses_unknown_codes_and_ids() -> None:
    cat = Catalogue(["a", "b"])
    with pytest.raises(IllegalAction):
        cat.id("c")
    with pytest.raises(IllegalAction):
        cat.code(2)
    with pytest.raises(ValueError):
        Catalogue(["a", "a"])


def test_illegal_action_names_its_section() -> None:
    state = TOY.new({}, seed=2)
    with pytest.raises(IllegalAction) as err:
        state.apply(0, "tap")
    assert err.value.section == "toy 2" and "toy 2" in str(err.value)


def test_ranks_share_a_place_on_a_tie_and_skip_the_next() -> None:
    from agora.core import rank_by

    assert rank_by([(10, 2), (12, 0), (10, 2), (10, 3)]) == (3, 1, 3, 2)


@pytest.mark.parametrize("seat", ["0", 1.0, None, True, False, -1, 2, 99, [0], b"\x00"])
def test_a_seat_of_the_wrong_type_or_range_is_a_clear_bad_input_that_changes_nothing(seat: object) -> None:
    state = TOY.new({"players": 2}, seed=3)
    before = state.to_data()
    for call in (lambda: state.legal(seat), lambda: state.apply(seat, "bid 1")):  # type: ignore[arg-type]
        with pytest.raises(BadInput, match="seat") as err:
            call()
        assert isinstance(err.value, ValueError) and isinstance(err.value, IllegalAction)
    if seat is not None:
        with pytest.raises(BadInput, match="seat"):
            state.view(seat)  # type: ignore[arg-type]
        with pytest.raises(BadInput, match="seat"):
            state.determinize(seat, Rng(1))  # type: ignore[arg-type]
    assert state.to_data() == before


def test_true_is_not_seat_1_and_a_spectator_sees_the_public_view() -> None:
    state = TOY.new({"players": 2}, seed=3)
    with pytest.raises(BadInput, match="bool"):
        state.view(True)
    assert state.view(None)["hands"] == [3, 3]


@pytest.mark.parametrize("action", [None, 5, 1.5, True, b"tap", ["tap"], {"tap": 1}])
def test_an_action_that_is_not_text_is_a_clear_bad_input_that_changes_nothing(action: object) -> None:
    state = TOY.new({"players": 2}, seed=3)
    before = state.to_data()
    with pytest.raises(BadInput, match="text code"):
        state.apply(0, action)  # type: ignore[arg-type]
    assert state.to_data() == before


def test_catalogue_ids_may_be_numpy_integers_but_never_bools_or_text() -> None:
    import numpy as np

    cat = Catalogue(["a", "b"])
    assert cat.code(np.int64(1)) == "b"
    for bad in (True, "1", 1.0, None):
        with pytest.raises(BadInput):
            cat.code(bad)  # type: ignore[arg-type]
    with pytest.raises(BadInput):
        cat.id(["a"])  # type: ignore[arg-type]
