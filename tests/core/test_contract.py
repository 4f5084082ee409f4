import pytest
from toy import TOY

from agora.core import Catalogue, IllegalAction, OptionsError, UnknownGame, registry


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
