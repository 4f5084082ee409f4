"""Agora's engines beside OpenSpiel's, measured in one process (issue 20's aims).

    python -m agora.rl.reference --games 4

OpenSpiel's C++ hearts and backgammon and its pure-Python block dominoes are played at
random, turn about with each Agora game at its largest player count, so a change of load
on a busy machine falls on both alike. Every figure is this process's CPU time
(`time.process_time`) over whole games, divided by the steps played: a step is asking for
the legal actions, a uniform pick and carrying it out (chance steps count as steps in
OpenSpiel's games: they are part of its games' play). Agora's step is timed on the trusted
fast path (`advance`, what bots and learners use) and on the checked `apply` (what the
server uses). A clone is timed over a batch at every tenth step.

The aims: compiled, a step ≤ 1.5x hearts' and a clone ≤ backgammon's; pure Python, a step
≤ 0.5x python_block_dominoes'. Which build a game runs is read from its rules module.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass
from time import process_time

from agora.core import AnyGame, Rng, registry
from agora.core.build import build
from agora.core.extras import MissingExtra
from agora.research.bench import player_counts

try:
    import open_spiel.python.games  # noqa: F401  (registers python_block_dominoes)
    import pyspiel
except ModuleNotFoundError as err:
    raise MissingExtra("rl", err) from err

REFERENCES = ("hearts", "backgammon", "python_block_dominoes")
CLONES = 20  # clones timed together at each sampled step: one is below the clock's grain
STEP_AIM, CLONE_AIM, PURE_AIM, CHECKED_AIM = 1.5, 1.0, 0.5, 0.75


@dataclass
class Tally:
    """CPU seconds and counts of steps and clones."""

    steps: int = 0
    step_seconds: float = 0.0
    clones: int = 0
    clone_seconds: float = 0.0

    @property
    def step_us(self) -> float:
        return self.step_seconds / max(self.steps, 1) * 1e6

    @property
    def clone_us(self) -> float:
        return self.clone_seconds / max(self.clones, 1) * 1e6


def _time_clones(clone: Callable[[], object], tally: Tally) -> None:
    t0 = process_time()
    for _ in range(CLONES):
        clone()
    tally.clone_seconds += process_time() - t0
    tally.clones += CLONES


def spiel_game(name: str, seed: int, tally: Tally) -> None:
    """One random game of an OpenSpiel game into `tally`: its steps timed in one pass, its clones
    in a second pass over the same game (so the clones' garbage never lands on the steps' time)."""
    for cloning in (False, True):
        rng = Rng(seed)
        state = pyspiel.load_game(name).new_initial_state()
        n = 0
        start = process_time()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.below(len(outcomes))][0])  # uniform: a random playout
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.below(len(legal))])
            n += 1
            if cloning and n % 10 == 0:
                _time_clones(state.clone, tally)
        if not cloning:
            tally.step_seconds += process_time() - start
            tally.steps += n


def agora_game(game: AnyGame, players: int, seed: int, trusted: bool, tally: Tally) -> None:
    """One random Agora game into `tally`: by `advance` if `trusted`, else by the checked `apply`;
    with `advance`, its clones timed in a second pass over the same game."""
    for cloning in (False, True) if trusted else (False,):
        rng = Rng(seed)
        state = game.new({"players": players}, seed)
        n = 0
        start = process_time()
        while acting := state.to_act():
            seat = acting[0]
            legal = state.legal(seat)
            if trusted:
                state.advance(seat, legal[rng.below(len(legal))])
            else:
                state.apply(seat, legal[rng.below(len(legal))])
            n += 1
            if cloning and n % 10 == 0:
                _time_clones(state.clone, tally)
        if not cloning:
            tally.step_seconds += process_time() - start
            tally.steps += n


@dataclass(frozen=True)
class SideBySide:
    """One Agora game at its largest player count and the references timed beside it."""

    game: str
    players: int
    compiled: bool
    trusted: Tally
    checked: Tally
    references: dict[str, Tally]

    @property
    def step_vs_hearts(self) -> float:
        return self.trusted.step_us / self.references["hearts"].step_us

    @property
    def clone_vs_backgammon(self) -> float:
        return self.trusted.clone_us / self.references["backgammon"].clone_us

    @property
    def step_vs_dominoes(self) -> float:
        return self.trusted.step_us / self.references["python_block_dominoes"].step_us

    @property
    def checked_vs_dominoes(self) -> float:
        return self.checked.step_us / self.references["python_block_dominoes"].step_us


def side_by_side(game: str | AnyGame, games: int = 4, seed: int = 0, players: int | None = None) -> SideBySide:
    """`games` rounds, each one game of every reference then the Agora game at `players` (its largest count if
    None; trusted and checked, in turn first), after one untimed round that warms every cache up."""
    game = registry.get(game) if isinstance(game, str) else game
    players = players or max(player_counts(game))
    refs = {name: Tally() for name in REFERENCES}
    trusted, checked = Tally(), Tally()
    for g in [games, *range(games)]:  # the warm-up round first, on a seed of its own
        timed = g < games
        for name in REFERENCES:
            spiel_game(name, seed + g, refs[name] if timed else Tally())
        for path in (True, False) if g % 2 else (False, True):
            agora_game(game, players, seed + g, path, (trusted if path else checked) if timed else Tally())
    return SideBySide(game.name, players, build() == "compiled", trusted, checked, refs)


def main(argv: list[str] | None = None) -> None:
    """Print the side-by-side figures of every game (or one)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("game", nargs="?")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    names = [args.game] if args.game else list(registry.games())
    for name in names:
        r = side_by_side(name, args.games, args.seed)
        h, b, d = (r.references[n] for n in REFERENCES)
        print(f"{r.game} {r.players}p ({'compiled' if r.compiled else 'pure'}): step {r.trusted.step_us:.1f} us "
              f"(checked {r.checked.step_us:.1f}), clone {r.trusted.clone_us:.2f} us | hearts {h.step_us:.1f}, "
              f"backgammon {b.step_us:.1f} clone {b.clone_us:.2f}, dominoes {d.step_us:.1f} | "
              f"step/hearts {r.step_vs_hearts:.2f} (aim {STEP_AIM}), clone/backgammon "
              f"{r.clone_vs_backgammon:.2f} (aim {CLONE_AIM}), step/dominoes {r.step_vs_dominoes:.2f} (aim {PURE_AIM})")


if __name__ == "__main__":
    main()
