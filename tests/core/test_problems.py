"""Input that does not fit its shape is told where and what the place wants in the catalogue's words, in every
language; a kind of fault the catalogue does not name keeps pydantic's English; the input is never repeated."""

from __future__ import annotations

from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from agora.core.problems import choices, listed, problem, said


class Form(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: Annotated[str, Field(min_length=3, max_length=5, pattern=r"^[\w.-]+$")] = "ann"
    seats: Annotated[int, Field(ge=2, le=6)] = 2
    colour: Literal["red", "blue"] = "red"
    tags: Annotated[list[str], Field(max_length=1)] = []


def told(data: object, lang: str) -> str:
    with pytest.raises(ValidationError) as refused:
        Form.model_validate(data)
    return said(problem(refused.value.errors()[0], "form"), lang)


@pytest.mark.parametrize(("data", "english", "greek"), [
    ({"name": "jo"}, "name: should have at least 3 characters", "name: πρέπει να έχει τουλάχιστον 3 χαρακτήρες"),
    ({"name": "joanna"}, "name: should have at most 5 characters", "name: πρέπει να έχει το πολύ 5 χαρακτήρες"),
    ({"name": "j o"}, "name: may hold only letters, digits and the signs . - _ (no spaces)",
     "name: μπορεί να έχει μόνο γράμματα, ψηφία και τα σημεία . - _ (χωρίς κενά)"),
    ({"seats": 9}, "seats: should be at most 6", "seats: πρέπει να είναι το πολύ 6"),
    ({"seats": 1}, "seats: should be at least 2", "seats: πρέπει να είναι τουλάχιστον 2"),
    ({"seats": "two"}, "seats: should be a whole number", "seats: πρέπει να είναι ακέραιος αριθμός"),
    ({"tags": ["a", "b"]}, "tags: should have at most 1 item", "tags: πρέπει να έχει το πολύ 1 στοιχείο"),
    ({"colour": "green"}, "colour: should be one of 'red' or 'blue'",
     "colour: πρέπει να είναι ένα από: 'red' ή 'blue'"),
    ({"size": 3}, "size: is not a field of this request", "size: δεν είναι πεδίο αυτού του αιτήματος"),
    ([1, 2], "form: should be an object", "form: πρέπει να είναι αντικείμενο"),
])
def test_each_kind_of_fault_is_said_in_the_catalogues_words(data: object, english: str, greek: str) -> None:
    assert told(data, "en") == english
    assert told(data, "el") == greek


@pytest.mark.parametrize(("expected", "english", "greek"), [
    ("'red', 'blue' or 'green'", "'red', 'blue', or 'green'", "'red', 'blue' ή 'green'"),
    ("2, 3 or 4", "2, 3, or 4", "2, 3 ή 4"),
    ("'solo'", "'solo'", "'solo'"),
])
def test_the_values_a_field_takes_are_joined_as_the_readers_language_joins_them(
    expected: str, english: str, greek: str
) -> None:
    values = choices(expected)
    assert values is not None
    assert (listed(values, "en"), listed(values, "el")) == (english, greek)  # CLDR's lists, by Babel


def test_a_list_not_in_pydantics_form_is_kept_as_it_is() -> None:
    assert choices("'a' and 'b'") is None
    assert choices("") is None


def test_a_kind_the_catalogue_does_not_name_keeps_pydantics_english_and_never_the_input() -> None:
    with pytest.raises(ValidationError) as refused:
        Form.model_validate({"name": b"\xff\xfe secret"})
    found = problem(refused.value.errors()[0], "form")
    assert found[3] is False and said(found, "el") == said(found, "en") == f"name: {refused.value.errors()[0]['msg']}"
    assert "secret" not in said(found, "en")
