"""Information-set Monte Carlo tree search with determinization.

Every iteration samples a full state consistent with what the searching seat
knows, descends a tree whose nodes are information sets, grows it by one node,
plays on at random for a few steps and scores the result (exactly at the end
of the game, else by the game's heuristic).

A node is keyed by what its acting seat has observed: for the searcher, its
view at the root and then, step by step, its own actions and the events it was
shown; for another seat, the same from the root on (what it knew before the
root is not modelled, so its nodes merge over the samples: coarser, never
better informed). Events a seat may not see never enter its key, so no seat,
the searcher nor a simulated opponent, chooses on something it could not
know. The legal actions join the key, so histories that look alike but offer
different choices stay apart.

Simultaneous choices are sequentialized: the seats choose one after another,
and since another seat's secret choice shows a seat no event (or one without
its content), each chooses as if the others had not. A seat that chooses
after others takes their choices back in its samples (`State.reopen`): they
choose again below its own choice, by search, as they would were it first.
Chance is handled by the samples, whose random generator is redrawn every
iteration, and by keys: a draw revealed to a seat leads it to another node.

Root parallelism: with `workers` > 1, as many independent trees are grown in
forked worker processes, each on its share of the iterations and its own
random stream, and their root statistics are summed (the most visited action
over all trees is played). For a seed and a worker count the choice is the same
every time; a different worker count is a different search.
"""

from __future__ import annotations

import math
import multiprocessing
import time
from collections.abc import Sequence
from dataclasses import dataclass

from agora.bots.boundary import Determinizer
from agora.bots.heuristic import GreedyBot, in_overtime
from agora.core import Action, Event, Rng, Seat, State, View
from agora.core.heuristic import Heuristic
from agora.core.standing import final_standing

OVERTIME_DEPTH = 2  # in overtime a search level looks ahead as the medium level does


@dataclass(frozen=True)
class Budget:
    """How long to think: `iterations` (reproducible), capped by `seconds` if given."""

    iterations: int
    seconds: float | None = None


class Node:
    """One information set: the acting seat's legal actions and their statistics."""

    __slots__ = ("legal", "visits", "wins", "total", "primed")

    def __init__(self, legal: Sequence[Action]) -> None:
        self.legal = tuple(legal)
        self.visits = [0] * len(legal)
        self.wins = [0.0] * len(legal)
        self.total = 0
        self.primed = False

    def prime(self, world: State, seat: Seat, heuristic: Heuristic, baseline: Sequence[float], weight: int,
              lookahead: int) -> None:
        """Start each action's statistics at the heuristic's rating of its result in
        `world` (looking on through up to `lookahead` of the seat's own next
        decisions), as if seen `weight` times: search then spends its iterations
        on what the heuristic cannot see rather than on rediscovering what it can."""
        self.primed = True
        for i, action in enumerate(self.legal):
            after = world.clone()
            after.advance(seat, action)  # a legal action: no check, no events (none are observed here)
            self.visits[i] += weight
            self.wins[i] += weight * heuristic.looking_on(after, seat, baseline, lookahead)
        self.total += weight * len(self.legal)

    def select(self, exploration: float, rng: Rng) -> int:
        """UCB1: an untried action first (at random), else the best upper bound."""
        untried = [i for i, n in enumerate(self.visits) if n == 0]
        if untried:
            return rng.choice(untried)
        log_total = math.log(self.total)
        best, top = 0, -1.0
        visits, wins = self.visits, self.wins
        for i in range(len(visits)):  # an index loop: compiled, zip(..., strict=True) is a generic call
            n, w = visits[i], wins[i]
            bound = w / n + exploration * math.sqrt(log_total / n)
            if bound > top:
                best, top = i, bound
        return best


Key = tuple[Seat, int, tuple[Action, ...]]
# A seat's memory is a number standing for its whole history: each (earlier history, actor, the
# action if it was its own, the events it saw, written out) gets the next number the first time
# it occurs in a search. Exact (two histories share a number only if they are the same) and
# cheaper than hashing the history's text at every step; 0 is a history with nothing in it.
Histories = dict[tuple[int, Seat, Action | None, str], int]


def remember(histories: Histories, step: tuple[int, Seat, Action | None, str]) -> int:
    """The number of the history `step` makes (a new one the first time)."""
    known = histories.get(step)
    if known is None:
        known = histories[step] = len(histories) + 1
    return known


def observe(histories: Histories, memory: list[int], actor: Seat, action: Action, events: Sequence[Event]) -> None:
    """Add one step to every seat's memory: its own action, and the events it may see."""
    # Each event is written out once (its data's repr: JSON-ready data, as deterministic as JSON
    # and quicker), then each seat's share joined.
    shown = [(e.to, repr(e.to_data())) for e in events]
    for seat in range(len(memory)):
        seen = "\x00".join([text for to, text in shown if to is None or seat in to])
        memory[seat] = remember(histories, (memory[seat], actor, action if seat == actor else None, seen))


class Search:
    """One decision's search tree for the seat that decides."""

    def __init__(
        self,
        seat: Seat,
        heuristic: Heuristic | None,
        rollout_steps: int,
        exploration: float,
        reuse: int = 4,
        prior: int = 3,
        absolute: bool = False,
    ) -> None:
        self.seat = seat
        self.absolute = absolute
        self.reuse = reuse
        self.prior = prior
        self.heuristic = heuristic
        # Without a heuristic the only judge is the end of the game.
        self.rollout_steps = rollout_steps if heuristic is not None else math.inf
        self.exploration = exploration
        self.nodes: dict[Key, Node] = {}
        self.histories: Histories = {}
        self.iterations = 0

    def run(self, view: View, legal: Sequence[Action], determinizer: Determinizer, budget: Budget, rng: Rng) -> Node:
        """Search from the seat's information set; the root node's statistics."""
        root = Node(legal)
        origin = remember(self.histories, (0, self.seat, None, repr(view)))
        deadline = None if budget.seconds is None else time.perf_counter() + budget.seconds
        sample: State | None = None
        baseline: list[float] = []
        for done in range(budget.iterations):
            # The clock is read every 16 iterations only: it costs as much as a step.
            if deadline is not None and done % 16 == 15 and time.perf_counter() > deadline:
                break
            # A sample serves a few iterations (each with its own chance draws),
            # since drawing one costs a game as much as many steps.
            if sample is None or done % self.reuse == 0:
                sample = determinizer.sample(rng.fork())
                # The others' secret choices it has not seen are chosen again after its own, by
                # search on what they know, not kept as the sample drew them: at random.
                sample.reopen(self.seat)
                baseline = self.baseline(sample)  # once a sample: its iterations all start from it
            world = sample.clone()
            world.rng = rng.fork()
            memory = [origin if s == self.seat else 0 for s in range(world.players)]
            self.iterate(root, world, memory, rng, baseline)
            self.iterations += 1
        return root

    def baseline(self, sample: State) -> list[float]:
        """What the seats' gains in a sample are measured from: their values there. A baseline of
        nothing judges the seats by their whole values (`absolute`), not by their gains."""
        if self.heuristic is None:
            return []
        if self.absolute:
            return [0.0] * sample.players
        return self.heuristic.values(sample)

    def iterate(self, root: Node, world: State, memory: list[int], rng: Rng, baseline: list[float]) -> None:
        """Select, expand, roll out and back up once in the sampled `world`, gains judged from `baseline`."""
        path: list[tuple[Node, int, Seat]] = []
        node: Node | None = root
        seat = self.seat
        expanded = False
        while world.outcome() is None:
            if node is None:
                seat = world.to_act()[0]
                legal = tuple(world.legal(seat))
                if len(legal) == 1:  # a forced step is no decision: no node
                    observe(self.histories, memory, seat, legal[0], world.play(seat, legal[0]))
                    continue
                key = (seat, memory[seat], legal)
                node = self.nodes.get(key)
                if node is None:
                    if expanded:
                        break
                    node = self.nodes[key] = Node(legal)
                    expanded = True
            if self.heuristic is not None and self.prior > 0 and not node.primed:
                # The root, primed once a decision, looks through a whole move; the nodes
                # below, one grown every iteration, through one more decision, for speed.
                lookahead = self.heuristic.lookahead if node is root else min(self.heuristic.lookahead, 1)
                node.prime(world, seat, self.heuristic, baseline, self.prior, lookahead)
            choice = node.select(self.exploration, rng)
            path.append((node, choice, seat))
            action = node.legal[choice]
            observe(self.histories, memory, seat, action, world.play(seat, action))  # from legal: unchecked
            node = None
        reward = self.rollout(world, baseline, rng)
        for visited, choice, who in path:
            visited.total += 1
            visited.visits[choice] += 1
            visited.wins[choice] += reward[who]

    def rollout(self, world: State, baseline: Sequence[float], rng: Rng) -> list[float]:
        """Play at random for a few steps, then judge every seat's standing."""
        steps = 0
        while (outcome := world.outcome()) is None:
            if steps >= self.rollout_steps and not world.unsettled():  # secret choices are played out
                assert self.heuristic is not None  # rollouts are bounded only with one
                return self.heuristic.standing(world, baseline)
            seat = world.to_act()[0]
            world.advance(seat, rng.choice(world.legal(seat)))  # no node below: no events needed
            steps += 1
        return final_standing(outcome)


def shares(total: int, parts: int) -> list[int]:
    """`total` iterations dealt to `parts` workers as evenly as can be, the first ones one more."""
    return [total // parts + (1 if i < total % parts else 0) for i in range(parts)]


@dataclass(frozen=True)
class Part:
    """One worker's share of a root-parallel search: everything it needs, inherited through fork."""

    seat: Seat
    heuristic: Heuristic | None
    rollout_steps: int
    exploration: float
    absolute: bool
    view: View
    legal: tuple[Action, ...]
    determinizer: Determinizer
    budgets: tuple[Budget, ...]
    rngs: tuple[Rng, ...]


# The search the forked workers run: set just before the fork, so it is never pickled (a
# game's heuristic holds plain functions and lambdas, which pickle cannot carry).
_PART: Part | None = None


def run_part(index: int) -> tuple[list[int], list[float], int, int, float]:
    """Worker `index`'s tree: its root's visits, wins and total, its iterations, its CPU seconds."""
    job = _PART
    assert job is not None, "run_part runs in a worker forked by IsmctsBot.search"
    cpu = time.process_time()
    search = Search(job.seat, job.heuristic, job.rollout_steps, job.exploration, absolute=job.absolute)
    root = search.run(job.view, job.legal, job.determinizer, job.budgets[index], job.rngs[index])
    return root.visits, root.wins, root.total, search.iterations, time.process_time() - cpu


class IsmctsBot:
    """A bot that searches information sets for a fixed budget per decision, in
    `workers` processes (root parallelism; the default 1 searches in this process).

    `absolute` judges an unfinished position by the seats' whole values, not by what each gained
    since the root: the root's values are then the seat's standing in the game (the review's
    chances), where gains rate only what a move changes, about one half whoever leads."""

    def __init__(
        self,
        seat: Seat,
        budget: Budget,
        seed: int,
        heuristic: Heuristic | None = None,
        rollout_steps: int = 0,
        exploration: float = 0.7,
        name: str = "ismcts",
        workers: int = 1,
        absolute: bool = False,
    ) -> None:
        if workers < 1:
            raise ValueError(f"a search needs at least one worker, not {workers}")
        self.seat = seat
        self.workers = workers
        self.cpu_seconds = 0.0  # the last search's CPU time, over all its workers
        self.budget = budget
        self.heuristic = heuristic
        self.rollout_steps = rollout_steps
        self.exploration = exploration
        self.name = name
        self.absolute = absolute
        self.rng = Rng(seed)

    def choose(self, view: View, legal: Sequence[Action], determinizer: Determinizer | None = None) -> Action:
        """The most visited root action; a forced move is played at once."""
        if len(legal) == 1:
            return legal[0]
        if determinizer is None:
            raise ValueError("a search bot needs a determinizer for its seat")
        if in_overtime(self.heuristic, view):
            assert self.heuristic is not None
            # a standoff searched further would stay one: play for its own gain (Heuristic.overtime)
            greedy = GreedyBot(self.seat, self.heuristic, self.rng.next_u64(), depth=OVERTIME_DEPTH)
            return greedy.choose(view, legal, determinizer)
        root, _ = self.search(view, legal, determinizer)
        return root.legal[max(range(len(root.legal)), key=lambda i: (root.visits[i], root.wins[i]))]

    def search(self, view: View, legal: Sequence[Action], determinizer: Determinizer) -> tuple[Node, int]:
        """A fresh search for this decision: the root's statistics and the iterations run."""
        if self.workers > 1:
            return self.search_in_parallel(view, legal, determinizer)
        cpu = time.process_time()
        search = Search(self.seat, self.heuristic, self.rollout_steps, self.exploration, absolute=self.absolute)
        root = search.run(view, legal, determinizer, self.budget, self.rng.fork())
        self.cpu_seconds = time.process_time() - cpu
        return root, search.iterations

    def search_in_parallel(self, view: View, legal: Sequence[Action], determinizer: Determinizer) -> tuple[Node, int]:
        """Independent trees in forked workers, their root statistics summed."""
        global _PART
        n = self.workers
        budgets = tuple(Budget(share, self.budget.seconds) for share in shares(self.budget.iterations, n))
        _PART = Part(self.seat, self.heuristic, self.rollout_steps, self.exploration, self.absolute, view,
                     tuple(legal), determinizer, budgets, tuple(self.rng.fork() for _ in range(n)))
        try:
            # fork: the workers inherit the search (see _PART); each returns a few numbers.
            with multiprocessing.get_context("fork").Pool(n) as pool:
                parts = pool.map(run_part, range(n))
        finally:
            _PART = None
        root = Node(legal)
        root.primed = True
        for visits, wins, total, _, _ in parts:
            root.visits = [a + b for a, b in zip(root.visits, visits, strict=True)]
            root.wins = [a + b for a, b in zip(root.wins, wins, strict=True)]
            root.total += total
        self.cpu_seconds = sum(part[4] for part in parts)
        return root, sum(part[3] for part in parts)
