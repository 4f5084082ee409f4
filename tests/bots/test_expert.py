"""The expert level: a search that sees only what its seat could see, decides
the same for the same seed, and plays legal moves, in each of Agora's games."""

from __future__ import annotations

import pytest

from agora.bots import ITERATIONS, Determinizer, IsmctsBot, decide, iterations_of, make_bot
from agora.core import Rng, State, registry
from agora.games.relic_runners.bot import EXPERT_ITERATIONS

GAMES = ("relic-runners", "historia", "ancient-world")


def mid_game(name: str, steps: int) -> State:
    """A 2-player game after `steps` random decisions, at a seat with a real choice."""
    state = registry.get(name).new({"players": 2}, 5)
    rng = Rng(8)
    done = 0
    while done < steps or len(state.legal(state.to_act()[0])) < 2:
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal(seat)))
        done += 1
    return state


@pytest.mark.parametrize("name", GAMES)
def test_expert_searches_the_same_whatever_the_seat_could_not_see(name: str) -> None:
    truth = mid_game(name, 12)
    seat = truth.to_act()[0]
    # Another full state the seat cannot tell from the truth: its hidden parts redrawn.
    twin = truth.determinize(seat, Rng(99))
    assert twin.view(seat) == truth.view(seat) and twin.legal(seat) == truth.legal(seat)
    assert twin.to_data() != truth.to_data(), "the twin should differ in what the seat cannot see"
    budget = iterations_of(registry.get(name), "expert")
    roots = []
    for state in (truth, twin):
        bot = make_bot("expert", name, seat, 3)
        assert isinstance(bot, IsmctsBot) and bot.budget.iterations == budget
        root, iterations = bot.search(state.view(seat), tuple(state.legal(seat)), Determinizer(state, seat, Rng(4)))
        assert iterations == budget
        roots.append((root.legal, root.visits, root.wins))
    # Every statistic of the search is equal: nothing hidden from the seat reached it.
    assert roots[0] == roots[1]


def test_expert_plays_a_legal_move_and_the_same_one_for_the_same_seed() -> None:
    # One game suffices: the choice is made the same way in every game, and a search costs seconds.
    name = "historia"
    state = mid_game(name, 20)
    seat = state.to_act()[0]
    chosen = [decide(make_bot("expert", name, seat, 11), state, seat, Rng(6)) for _ in range(2)]
    assert chosen[0] in state.legal(seat) and chosen[0] == chosen[1]


def test_a_game_may_give_its_expert_a_budget_of_its_own() -> None:
    # Relic Runners' expert searches longer than the level's default (its bot.py says why); the
    # other games' experts, and every other level, search the level's budget.
    budgets = {name: iterations_of(registry.get(name), "expert") for name in GAMES}
    assert budgets == {"relic-runners": EXPERT_ITERATIONS, "historia": ITERATIONS["expert"],
                       "ancient-world": ITERATIONS["expert"]}
    assert ITERATIONS["expert"] < EXPERT_ITERATIONS
    assert iterations_of(registry.get("relic-runners"), "hard") == ITERATIONS["hard"]
    hard = make_bot("hard", "relic-runners", 0, 1)
    assert isinstance(hard, IsmctsBot) and hard.budget.iterations == ITERATIONS["hard"]
