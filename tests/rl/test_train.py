"""`agora train` (agora.rl.train): a few updates make a policy that plays, a run resumes where it was saved,
and bad input is refused clearly."""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
import pytest
import torch
from typer.testing import CliRunner

from agora.bots import decide
from agora.bots.learned import LearnedBot, Policy
from agora.commands.app import app
from agora.commands.train import DEFAULT_MIX
from agora.core import Outcome, Rng, UnknownGame, registry
from agora.rl.adapter import Adapter
from agora.rl.train import Games, Settings, Trainer, TrainError, demonstrations, final_reward, parse_mix, plot


def tiny(game: str, **more: object) -> Settings:
    """Settings for a run of seconds: 2 games at once, 8 decisions each an update, games cut at 150 decisions."""
    given: dict[str, object] = {"envs": 2, "rollout": 8, "minibatch": 8, "epochs": 1, "hidden": 16, "eval_every": 2,
                                "eval_games": 1, "pool_every": 1, "max_decisions": 150, **more}
    return Settings(game, **given)  # type: ignore[arg-type]


def rows(directory: Path) -> list[dict[str, str]]:
    with (directory / "log.csv").open(newline="") as f:
        return list(csv.DictReader(f))


@pytest.mark.parametrize("game", ["relic-runners", "historia", "ancient-world"])
def test_a_few_updates_make_a_policy_that_loads_and_plays_legal_moves(game: str, tmp_path: Path) -> None:
    trainer = Trainer(tiny(game), tmp_path)
    trainer.train(32)  # 2 updates of 16 decisions
    assert (trainer.update, trainer.steps) == (2, 32)
    log = rows(tmp_path)
    assert [r["update"] for r in log] == ["1", "2"] and log[1]["win_vs_random"] != ""
    chosen = registry.get(game)
    options = chosen.options({"players": 2})
    state = chosen.new(options, 4)
    rng = Rng(2)
    for _ in range(40):
        if not (acting := state.to_act()):
            break
        seat = acting[0]
        action = decide(LearnedBot(chosen, options, seat, 1, path=tmp_path / "policy.npz"), state, seat, rng)
        assert action in state.legal(seat)
        state.apply(seat, action)


def test_a_resumed_run_goes_on_from_its_saved_step(tmp_path: Path) -> None:
    first = Trainer(tiny("relic-runners"), tmp_path)
    first.train(32)
    saved = first.net.state_dict()["policy.weight"].clone()
    again = Trainer.resume(tmp_path)
    assert (again.update, again.steps, again.settings) == (2, 32, first.settings)
    assert (again.net.state_dict()["policy.weight"] == saved).all()
    again.train(64)
    assert (again.update, again.steps) == (4, 64)
    assert [r["update"] for r in rows(tmp_path)] == ["1", "2", "3", "4"]
    assert float(rows(tmp_path)[3]["seconds"]) >= float(rows(tmp_path)[1]["seconds"])


def test_updates_logged_after_the_last_checkpoint_are_dropped_on_resume(tmp_path: Path) -> None:
    trainer = Trainer(tiny("relic-runners", eval_every=2), tmp_path)
    trainer.train(48)  # updates 1-3, the checkpoint at 2
    assert len(rows(tmp_path)) == 3
    resumed = Trainer.resume(tmp_path)
    assert resumed.update == 3  # the run's last update saves too
    trainer = Trainer(tiny("relic-runners", eval_every=2), tmp_path / "b")
    trainer.train(16)
    trainer.save()  # a checkpoint at update 1, then an update logged but not saved
    trainer.train(32, report=lambda u: None)
    assert len(rows(tmp_path / "b")) == 2


def test_the_final_reward_is_the_ranks_and_with_a_margin_a_closer_loss_is_worth_more() -> None:
    close, far = Outcome((40, 45), (2, 1)), Outcome((10, 45), (2, 1))
    assert final_reward(close, 0, 0.0) == final_reward(far, 0, 0.0) == -1.0 and final_reward(close, 1, 0.0) == 1.0
    assert -1.0 <= final_reward(far, 0, 0.5) < final_reward(close, 0, 0.5) < 0.0
    assert 0.0 < final_reward(close, 1, 0.5) < final_reward(far, 1, 0.5) <= 1.0
    assert final_reward(Outcome((0, 0, 3), (2, 2, 1)), 0, 0.5) == 0.5 * 0.0 + 0.5 * -1.0  # 3 seats: the best other


def test_demonstrations_are_the_bots_own_legal_choices_with_each_choosers_final_reward() -> None:
    adapter = Adapter("relic-runners", 2, {})
    demo = demonstrations(adapter, "medium", 2, 5)
    assert demo.games == 2 and len(demo.actions) == len(demo.masks) == len(demo.observations) == len(demo.rewards)
    assert all(demo.masks[i, a] == 1 for i, a in enumerate(demo.actions))  # every choice was legal where made
    assert set(np.unique(demo.rewards)) <= {-1.0, 1.0, 0.0} and (demo.rewards == 1.0).any()
    again = demonstrations(adapter, "medium", 2, 5)
    assert (again.actions == demo.actions).all() and (again.observations == demo.observations).all()


def test_fitting_demonstrations_makes_the_policy_choose_as_the_bot_did(tmp_path: Path) -> None:
    trainer = Trainer(tiny("relic-runners", hidden=64, minibatch=64, imitate_epochs=30), tmp_path)
    demo = demonstrations(trainer.adapter, "medium", 2, 99)
    choices = demo.masks.sum(-1) > 1  # the decisions with something to choose

    def agreement() -> float:
        """The mean probability the policy gives the bot's own choice, where it had a choice."""
        with torch.no_grad():
            logits, _ = trainer.net(torch.from_numpy(demo.observations), torch.from_numpy(demo.masks).bool())
        chosen = torch.softmax(logits, -1).gather(-1, torch.from_numpy(demo.actions).unsqueeze(-1)).squeeze(-1)
        return float(chosen.numpy()[choices].mean())

    before = agreement()
    policy_loss, _, _ = trainer.fit(demo)
    assert agreement() > before + 0.15 and policy_loss < 1.2


def test_a_run_imitates_first_logs_it_as_update_0_and_not_again_on_resume(tmp_path: Path) -> None:
    trainer = Trainer(tiny("relic-runners", imitate="medium", imitate_games=2, max_decisions=1000), tmp_path)
    trainer.train(16)
    log = rows(tmp_path)
    assert [r["update"] for r in log] == ["0", "1"] and log[0]["win_vs_random"] != "" and log[0]["games"] == "2"
    assert trainer.imitated
    resumed = Trainer.resume(tmp_path)
    assert resumed.imitated
    resumed.train(32)
    assert [r["update"] for r in rows(tmp_path)] == ["0", "1", "2"]  # no second imitation row


def test_a_resumed_run_given_a_temperature_rewrites_its_policy_which_then_plays_sharper(tmp_path: Path) -> None:
    Trainer(tiny("relic-runners", hidden=32), tmp_path).train(16)
    assert Policy.load(tmp_path / "policy.npz").header["temperature"] == 1.0
    Trainer.resume(tmp_path, temperature=0.05)
    sharp = Policy.load(tmp_path / "policy.npz")
    assert sharp.header["temperature"] == 0.05 and Trainer.resume(tmp_path).settings.temperature == 0.05
    adapter = Adapter("relic-runners", 2, {})
    state = adapter.new(3)
    while len(np.flatnonzero(mask := adapter.mask(state, seat := state.to_act()[0]))) < 3:
        state.advance(seat, state.legal(seat)[0])
    obs, rng = adapter.observation(state, seat), Rng(1)
    (w, b), legal = sharp.layers[-1], np.flatnonzero(mask)
    spread = 1.0 / max(float(np.ptp(sharp.scores(obs)[legal])), 1e-6)  # the legal scores about 1 apart
    layers = [*sharp.layers[:-1], (w * spread, b * spread)]
    cold, warm = (Policy(layers, {**sharp.header, "temperature": t}) for t in (0.01, 100.0))
    top = int(legal[np.argmax(cold.scores(obs)[legal])])
    assert {cold.sample(obs, mask, rng) for _ in range(50)} == {top}
    assert len({warm.sample(obs, mask, rng) for _ in range(50)}) > len(legal) // 2 >= 1
    with pytest.raises(TrainError, match=r"the temperature is a number above 0, not 0\.0"):
        Trainer(tiny("relic-runners", temperature=0.0), tmp_path / "b")


def test_a_resumed_run_goes_on_with_the_opponents_and_margin_it_is_given(tmp_path: Path) -> None:
    first = Trainer(tiny("relic-runners"), tmp_path)
    first.train(16)
    assert parse_mix(DEFAULT_MIX) == first.settings.mix  # the command's default is the settings'
    changed = Trainer.resume(tmp_path, mix=parse_mix("medium=1"), margin=0.5, temperature=None)
    assert (changed.settings.mix, changed.settings.margin) == ((0.0, 0.0, 0.0, 1.0), 0.5)
    games = Games(changed.settings, range(4), changed.update)
    assert all(m.opponents[1 - m.seat].kind == "medium" for m in [games.match(i) for i in range(4)])
    again = Trainer.resume(tmp_path)  # what was changed was saved
    assert (again.settings.mix, again.settings.margin, again.steps) == ((0.0, 0.0, 0.0, 1.0), 0.5, 16)
    with pytest.raises(TrainError, match="opponent mix"):
        Trainer.resume(tmp_path, mix=(1.0, 0.0))


def test_the_curve_is_drawn_from_the_log(tmp_path: Path) -> None:
    Trainer(tiny("relic-runners"), tmp_path).train(32)
    assert plot(tmp_path).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_bad_input_is_refused_with_what_is_wrong(tmp_path: Path) -> None:
    with pytest.raises(TrainError, match="nothing to resume: no checkpoint at"):
        Trainer.resume(tmp_path)
    with pytest.raises(UnknownGame, match="no game called 'chess'"):
        Trainer(tiny("chess"), tmp_path)
    with pytest.raises(TrainError, match="opponent kinds are self, random, easy, medium; not 'hard'"):
        parse_mix("self=0.5,hard=0.5")
    with pytest.raises(TrainError, match="opponent mix"):
        Trainer(tiny("relic-runners", mix=(0.0, 0.0, 0.0, 0.0)), tmp_path)
    with pytest.raises(TrainError, match="the level to imitate is one of random, easy, medium, not 'expert'"):
        Trainer(tiny("relic-runners", imitate="expert"), tmp_path)


def test_the_command_trains_resumes_and_refuses_a_run_it_would_overwrite(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "run"
    small = ["--envs", "2", "--rollout", "8", "--hidden", "8", "--eval-every", "1", "--eval-games", "1",
             "--max-decisions", "100", "--out", str(out)]
    done = runner.invoke(app, ["train", "relic-runners", "--steps", "16", *small], env={"COLUMNS": "200"})
    assert done.exit_code == 0, done.output
    assert "16 steps in" in " ".join(done.output.split())
    assert (out / "policy.npz").exists() and (out / "curve.png").exists()
    again = runner.invoke(app, ["train", "relic-runners", "--steps", "16", *small], env={"COLUMNS": "200"})
    assert again.exit_code == 2 and "holds a run already: --resume it" in " ".join(again.output.split())
    other = runner.invoke(app, ["train", "historia", "--resume", "--out", str(out)], env={"COLUMNS": "200"})
    assert other.exit_code == 2 and "is a run of relic-runners, not historia" in " ".join(other.output.split())
    resumed = runner.invoke(app, ["train", "relic-runners", "--resume", "--steps", "32", "--out", str(out)],
                            env={"COLUMNS": "200"})
    assert resumed.exit_code == 0, resumed.output
    assert "resuming at 16 steps" in " ".join(resumed.output.split()) and "32 steps in" in resumed.output
