"""The learned level: a policy file played from the seat's view alone (agora.bots.learned)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from agora.bots import Determinizer, decide, make_bot
from agora.bots.learned import (
    FORMAT,
    LearnedBot,
    NoPolicy,
    Policy,
    catalogue_digest,
    observation_encoder,
)
from agora.bots.shipped import has_policy, shipped_path
from agora.core import AnyGame, Catalogue, Rng, State, registry

GAME = registry.get("relic-runners")
SHIPPED = ["relic-runners", "historia", "ancient-world"]  # each title's policy in agora/bots/data/learned (2 players)


def random_policy(game: AnyGame, players: int = 2, hidden: int = 16, seed: int = 0) -> Policy:
    """A policy of the right shape for `game`, with random weights (what a run's first update starts near)."""
    options = game.options({"players": players})
    size = observation_encoder(game, options).size
    catalogue = Catalogue(game.catalogue(options))
    rng = np.random.default_rng(seed)
    shapes = [(size, hidden), (hidden, hidden), (hidden, len(catalogue))]
    layers = [(rng.normal(0, 0.3, s).astype(np.float32), rng.normal(0, 0.1, s[1]).astype(np.float32)) for s in shapes]
    header = {"format": FORMAT, "game": game.name, "players": players, "size": size,
              "catalogue": catalogue_digest(catalogue), "layers": 3, "steps": 0}
    return Policy(layers, header)


@pytest.fixture(scope="module")
def policy_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("policy") / "rr.npz"
    random_policy(GAME).save(path)
    return path


def play(state: State, bots: dict[int, LearnedBot], decisions: int, rng: Rng) -> list[str]:
    """Up to `decisions` decisions of `bots` (every seat), each checked legal; the actions played."""
    played: list[str] = []
    while (acting := state.to_act()) and len(played) < decisions:
        seat = acting[0]
        action = decide(bots[seat], state, seat, rng)
        assert action in state.legal(seat)
        state.apply(seat, action)
        played.append(action)
    return played


def test_a_saved_policy_loads_and_plays_only_legal_moves(policy_file: Path) -> None:
    bots = {s: LearnedBot(GAME, GAME.options({"players": 2}), s, 7 + s, path=policy_file) for s in range(2)}
    assert len(play(GAME.new({"players": 2}, 3), bots, 300, Rng(1))) == 300


def test_the_same_seed_plays_the_same_moves_and_another_seed_other_ones(policy_file: Path) -> None:
    def game(seed: int) -> list[str]:
        bots = {s: LearnedBot(GAME, GAME.options({"players": 2}), s, seed + s, path=policy_file) for s in range(2)}
        return play(GAME.new({"players": 2}, 5), bots, 150, Rng(2))

    assert game(11) == game(11)
    assert game(11) != game(12)


def test_what_the_seat_cannot_see_does_not_change_its_choice(policy_file: Path) -> None:
    # The hidden-information check of every level: states that differ only in what the seat cannot
    # know (another seat's coins, the faces of unexplored tiles) give the same input and the same move.
    state = GAME.new({"players": 2}, 9)
    rng, moves = Rng(4), Rng(5)
    for _ in range(60):
        seat = state.to_act()[0]
        other = state.determinize(seat, rng)
        assert other.view(seat) == state.view(seat)
        choices = {decide(LearnedBot(GAME, GAME.options({"players": 2}), seat, 3, path=policy_file), s, seat, Rng(8))
                   for s in (state, other)}
        assert len(choices) == 1
        state.apply(seat, moves.choice(state.legal(seat)))


def test_a_missing_or_foreign_policy_is_refused_clearly(policy_file: Path, tmp_path: Path) -> None:
    options = GAME.options({"players": 2})
    with pytest.raises(NoPolicy, match="no policy file at"):
        LearnedBot(GAME, options, 0, 1, path=tmp_path / "none.npz")
    (tmp_path / "junk.npz").write_bytes(b"not a policy")
    with pytest.raises(NoPolicy, match="is not a policy file"):
        LearnedBot(GAME, options, 0, 1, path=tmp_path / "junk.npz")
    with pytest.raises(NoPolicy, match="policy for relic-runners with 2 players, not relic-runners with 3"):
        LearnedBot(GAME, GAME.options({"players": 3}), 0, 1, path=policy_file)
    historia = registry.get("historia")
    with pytest.raises(NoPolicy, match="not historia with 2"):
        LearnedBot(historia, historia.options({"players": 2}), 0, 1, path=policy_file)
    stale = random_policy(GAME)
    stale.header = {**stale.header, "catalogue": "0" * 16}
    stale.save(tmp_path / "stale.npz")
    with pytest.raises(NoPolicy, match="another version of the encoding or actions of relic-runners"):
        LearnedBot(GAME, options, 0, 1, path=tmp_path / "stale.npz")
    frozen = random_policy(GAME)
    frozen.header["temperature"] = 0
    frozen.save(tmp_path / "frozen.npz")  # its scores would be divided by 0
    with pytest.raises(NoPolicy, match="has a temperature of 0: a policy's is a number above 0"):
        Policy.load(tmp_path / "frozen.npz")


def test_a_game_without_a_shipped_policy_says_how_to_train_one() -> None:
    assert not has_policy("historia", 4)
    with pytest.raises(NoPolicy, match=r"no learned bot for historia with 4 players yet \(train one: agora train "
                                       r"historia --players 4\)"):
        make_bot("learned", "historia", 0, 1, options={"players": 4})


@pytest.mark.parametrize("name", SHIPPED)
def test_each_shipped_policy_is_small_and_the_level_plays_it(name: str) -> None:
    path = shipped_path(name, 2)
    assert path.exists() and path.stat().st_size < 3_000_000
    bot = make_bot("learned", name, 1, 4, options={"players": 2})
    assert isinstance(bot, LearnedBot)
    state = registry.get(name).new({"players": 2}, 2)
    assert len(play(state, {0: bot, 1: bot}, 100, Rng(3))) == 100


@pytest.mark.parametrize("name", SHIPPED)
def test_what_the_seat_cannot_see_does_not_change_a_shipped_policys_choice(name: str) -> None:
    game = registry.get(name)
    options = game.options({"players": 2})
    state = game.new(options, 9)
    rng, moves = Rng(4), Rng(5)
    for _ in range(40):
        if not (acting := state.to_act()):
            break
        seat = acting[0]
        other = state.determinize(seat, rng)
        assert other.view(seat) == state.view(seat)
        assert len({decide(LearnedBot(game, options, seat, 3), s, seat, Rng(8)) for s in (state, other)}) == 1
        state.apply(seat, moves.choice(state.legal(seat)))


def test_the_web_bot_worker_plays_the_learned_level_for_its_tables_player_count() -> None:
    from agora.server.bots import think

    state = GAME.new({"players": 2}, 6)
    seat = state.to_act()[0]
    legal = tuple(state.legal(seat))
    view = state.view(seat)
    action = think("learned", GAME, seat, 3, 1.0, view, legal, Determinizer(state, seat, Rng(1)), {"players": 2})
    assert action in legal
    with pytest.raises(NoPolicy, match="no learned bot for relic-runners with 3 players yet"):
        think("learned", GAME, seat, 3, 1.0, view, legal, Determinizer(state, seat, Rng(1)), {"players": 3})
