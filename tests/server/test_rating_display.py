"""The rating players read: OpenSkill's ordinal on a 1000-based scale, provisional until a few games."""

from __future__ import annotations

from agora.server.ratings import BASE, FRESH, PROVISIONAL_GAMES, provisional, rate, shown
from agora.server.store.ratings import Skill


def test_a_new_player_reads_the_base_and_a_first_loss_a_little_less() -> None:
    assert shown(FRESH) == BASE
    after = rate(["account:1", "account:2"], [1, 2], {})
    assert shown(after["account:1"]) > BASE > shown(after["account:2"]) > 0


def test_the_shown_rating_follows_the_ordinal_and_never_goes_below_zero() -> None:
    skills = [Skill(mu, sigma) for mu in (-20.0, 0.0, 5.0, 20.0, 25.0, 31.5, 40.0, 60.0) for sigma in (0.5, 3.0, 8.0)]
    ordered = sorted(skills, key=lambda s: s.ordinal)
    numbers = [shown(s) for s in ordered]
    assert numbers == sorted(numbers)
    assert min(numbers) == 0 and all(isinstance(n, int) for n in numbers)


def test_a_rating_is_provisional_until_a_few_rated_games() -> None:
    assert provisional(Skill(25, 8, games=PROVISIONAL_GAMES - 1))
    assert not provisional(Skill(25, 8, games=PROVISIONAL_GAMES))
