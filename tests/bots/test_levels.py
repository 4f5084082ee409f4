"""The named levels and the per-game heuristics they use."""

from __future__ import annotations

import pytest
from toy import TOY

from agora.bots import (
    ITERATIONS,
    LEVELS,
    LOOKAHEAD,
    SAMPLES,
    SEARCH_LEVELS,
    GreedyBot,
    IsmctsBot,
    RandomBot,
    greedy_of,
    heuristic_of,
    make_bot,
)
from agora.core import Outcome, registry
from agora.core.heuristic import Heuristic
from agora.core.standing import estimated_standing, final_standing
from agora.games.historia import bot
from agora.games.historia.state import HistoriaState
from agora.research.bench import search_speed


def test_levels_grow_in_search_budget() -> None:
    assert ("random", *SEARCH_LEVELS, "learned") == LEVELS
    budgets = [ITERATIONS[level] for level in SEARCH_LEVELS]
    assert budgets == sorted(budgets) and len(set(budgets)) == len(budgets)


def test_each_level_makes_its_kind_of_bot(toy_heuristic: Heuristic) -> None:
    assert isinstance(make_bot("random", TOY, 0, 1), RandomBot)
    assert isinstance(make_bot("easy", TOY, 0, 1, heuristic=toy_heuristic), GreedyBot)
    hard = make_bot("hard", TOY, 1, 1, seconds=2.0)
    assert isinstance(hard, IsmctsBot) and hard.budget.iterations == ITERATIONS["hard"] and hard.budget.seconds == 2.0


def test_an_unknown_level_is_refused_with_the_levels_named() -> None:
    with pytest.raises(ValueError, match="easy, medium"):
        make_bot("genius", TOY, 0, 1)


def test_a_game_outside_agora_has_no_heuristic_and_search_plays_to_the_end() -> None:
    assert heuristic_of(TOY) is None
    easy = make_bot("easy", TOY, 0, 1)
    assert isinstance(easy, IsmctsBot)  # no heuristic to be greedy with: it searches
    assert easy.heuristic is None


def test_expert_judges_with_the_games_tuned_heuristic_where_it_has_one() -> None:
    rr, aw = registry.get("relic-runners"), registry.get("ancient-world")
    hard, expert = make_bot("hard", rr, 0, 1), make_bot("expert", rr, 0, 1)
    assert isinstance(hard, IsmctsBot) and isinstance(expert, IsmctsBot)
    assert hard.heuristic is heuristic_of(rr) and expert.heuristic is heuristic_of(rr, "expert")
    assert expert.heuristic is not None and hard.heuristic is not None
    assert expert.heuristic.scale < hard.heuristic.scale  # sharper: tuned by self-play duels
    state = rr.new({"players": 2}, 1)  # and it looks one move ahead (tests/bots/test_relic_runners.py)
    assert expert.heuristic.evaluate(state.view(0), 0) > hard.heuristic.evaluate(state.view(0), 0)
    own = make_bot("expert", aw, 0, 1)
    assert isinstance(own, IsmctsBot) and own.heuristic is heuristic_of(aw)  # no tuned one: its own


def test_historias_expert_also_weighs_the_cards_a_civ_can_still_play() -> None:
    historia = registry.get("historia")
    hard, expert = heuristic_of(historia), heuristic_of(historia, "expert")
    assert hard is not None and expert is not None and expert is not hard
    state = historia.new({"players": 2}, 3)
    assert isinstance(state, HistoriaState)
    fewer = state.clone()
    fewer.hand[0] &= fewer.hand[0] - 1  # one action card less in hand
    fewer.advisors[0] = fewer.advisors[0][1:]  # and one advisor less
    assert hard.evaluate(fewer.view(0), 0) == hard.evaluate(state.view(0), 0)
    lost = expert.evaluate(state.view(0), 0) - expert.evaluate(fewer.view(0), 0)
    assert lost == pytest.approx(bot.HAND + bot.ADVISOR)


def test_standing_counts_opponents_beaten_and_ties_as_half() -> None:
    assert final_standing(Outcome((9, 5, 9), (1, 3, 1))) == [0.75, 0.0, 0.75]
    assert estimated_standing([3.0, 3.0], 2.0) == [0.5, 0.5]
    ahead, behind = estimated_standing([6.0, 2.0], 2.0)
    assert ahead > 0.85 and ahead + behind == pytest.approx(1.0)


def test_the_bench_times_a_full_search_mid_game() -> None:
    speed = search_speed(TOY, players=2, iterations=50, seed=3)
    assert speed.iterations == 50 and speed.step > 0 and speed.per_second > 0 and speed.per_cpu_second > 0


def test_a_lone_seat_stands_on_its_own_result_and_gains() -> None:
    from agora.core import Outcome
    from agora.core.standing import estimated_standing, final_standing

    assert final_standing(Outcome((30,), (1,))) == [1.0]
    assert final_standing(Outcome((20,), (2,))) == [0.0]  # a Civbot finished above it
    assert estimated_standing([5.0], 10.0)[0] > estimated_standing([0.0], 10.0)[0] == 0.5


def test_hard_bot_searches_a_solo_historia_game() -> None:
    from agora.bots import decide, make_bot
    from agora.core import Rng, registry

    game = registry.get("historia")
    state = game.new({"players": 1}, 3)
    seat = state.to_act()[0]
    bot = make_bot("hard", game, seat, 1)
    assert decide(bot, state, seat, Rng(2)) in state.legal(seat)


def test_medium_looks_ahead_as_its_game_sets_elsewhere_the_levels_own() -> None:
    # Historia's and Relic Runners' bot.py set medium's lookahead and samples (the arena measured them:
    # bench/arena-results.md); easy, and medium in The Ancient World, keep the levels' own.
    from agora.games.relic_runners import bot as relic

    assert bot.GREEDY == {"medium": (1, 8)}
    assert relic.GREEDY == {"medium": (4, 2)}
    settings = {"historia": bot.GREEDY, "ancient-world": {}, "relic-runners": relic.GREEDY}
    for name, own in settings.items():
        for level in ("easy", "medium"):
            made = make_bot(level, name, 0, 1)
            assert isinstance(made, GreedyBot)
            want = own.get(level, (LOOKAHEAD[level], SAMPLES[level]))
            assert (made.depth, made.samples) == want
            assert greedy_of(registry.get(name), level) == want


def test_historias_medium_judges_each_decision_over_its_samples_and_plays_the_same_for_the_same_seed() -> None:
    from agora.bots import Determinizer, decide
    from agora.core import Rng, State
    from agora.research.tournament import Tournament, lay_table

    class Counting(Determinizer):
        drawn = 0

        def sample(self, rng: Rng) -> State:
            Counting.drawn += 1
            return super().sample(rng)

    state = registry.get("historia").new({"players": 2}, 4)
    while len(state.legal(state.to_act()[0])) < 2:
        seat = state.to_act()[0]
        state.apply(seat, state.legal(seat)[0])
    seat = state.to_act()[0]
    medium = make_bot("medium", "historia", seat, 2)
    medium.choose(state.view(seat), tuple(state.legal(seat)), Counting(state, seat, Rng(3)))
    assert Counting.drawn == 8

    def moves(seed: int) -> list[str]:
        table = lay_table(Tournament(registry.get("historia"), {}, ("medium", "easy"), 2, seed), 1)
        out = []
        for _ in range(60):
            seat = table.state.to_act()[0]
            action = decide(table.bots[seat], table.state, seat, table.samples.fork())
            table.state.apply(seat, action)
            out.append(f"{seat}:{action}")
        return out

    first = moves(5)
    assert moves(5) == first  # the same seed, the same moves
    assert moves(6) != first
