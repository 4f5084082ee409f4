"""Agora games as OpenSpiel Python games.

    import pyspiel
    from agora.rl.openspiel import register
    name = register("relic-runners")            # "agora_relic_runners"
    game = pyspiel.load_game(name, {"players": 3})

Game type: sequential, imperfect information, general-sum, rewards at the
terminal only (`reward` parameter: "rank" or "win", see
`agora.rl.adapter.rewards`).

Chance is explicit and happens once: the root is a chance node whose outcome
is the engine's seed, uniform over `seeds` values (parameter, default 2**16).
Every later random event (shuffles, draws, dice) flows from that seed through
the engine's own RNG, hidden from every player, so the tree has no other chance
node and replaying a history (seed first) rebuilds the state exactly.

Seats that the rules make choose at once are asked one after another, lowest
first; the engine keeps earlier choices secret.

Observations come from the seat's view only (`State.view(seat)`):
- observation string: the view as canonical JSON; tensor: the game's encoding
  (`agora/games/<g>/encode.py`) of the view, written straight from the state
  where the encoder can (`agora.rl.encoding`).
- information state string: perfect recall, i.e. the seat's own past actions
  and every event it was shown, in order, then its current view. Its tensor is
  the encoding of the current view (the view itself carries what the rules
  let a player remember; it is not a full history).
- public observation (private_info NONE): the spectator's view, `view(None)`.
`resample_from_infostate` (used by ISMCTS) redraws everything hidden from the
seat with `State.determinize`.

Serialization follows OpenSpiel's convention: the game and the list of actions
(the seed first). A Python game's state string also carries its Python
attributes, pickled; here they pickle to a few bytes (the spec by reference, the
engine as "replay the history"), so a finished game's string is about 7 bytes
per decision, and the deserialized state replays the actions on first use. As everywhere in OpenSpiel, `str(state)` and
`history()` are the whole truth (the engine's full data, the seed and every
seat's actions): for debugging and replay, never for a player.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import orjson
from numpy.typing import NDArray

from agora.core.extras import MissingExtra

try:
    import pyspiel
except ModuleNotFoundError as err:
    raise MissingExtra("rl", err) from err

from agora.core import Action, AnyGame, Event, Rng, Seat, State, View, registry
from agora.research.bench import player_counts
from agora.rl.adapter import REWARD_MODES, Adapter, RewardMode, next_seat, rewards
from agora.rl.encoding import has_encoder

DEFAULT_SEEDS = 1 << 16
_registered: dict[str, str] = {}


def short_name(game_name: str) -> str:
    """The OpenSpiel name of an Agora game."""
    return f"agora_{game_name.replace('-', '_')}"


def _scalar_options(game: AnyGame) -> dict[str, Any]:
    """The game's options that OpenSpiel parameters can carry (scalars with a default)."""
    found = {}
    for name, field in game.Options.model_fields.items():
        if name != "players" and type(field.default) in (bool, int, float, str):
            found[name] = field.default
    return found


class _History:
    """One step of the shared, immutable history: who acted, what, and the
    events it made. States share their past, so a clone copies one pointer.

    What a reader saw so far is one list of lines shared along a line of play:
    a step appends its own lines to its parent's list and keeps where they end,
    so a perfect-recall string costs one join, not a walk of the whole history.
    A list's first `end` lines never change; a second branch from the same
    step copies that prefix before it appends."""

    __slots__ = ("before", "seat", "action", "events", "_texts", "_seen")

    def __init__(self, before: _History | None, seat: Seat, action: Action, events: list[Event]) -> None:
        self.before = before
        self.seat = seat
        self.action = action
        self.events = tuple(events)
        self._texts: tuple[tuple[Event, str], ...] | None = None  # each event's JSON, made once for every reader
        self._seen: dict[Seat | None, tuple[list[str], int]] = {}  # per reader: its lines so far, and their end

    def _own_lines(self, reader: Seat | None) -> list[str]:
        """What `reader` saw of this step alone: its own action, then the events shown to it."""
        if self._texts is None:
            self._texts = tuple((e, _canonical(e.to_data())) for e in self.events)
        mine = [f"you: {self.action}"] if self.seat == reader else []
        return mine + [text for e, text in self._texts if e.visible_to(reader)]

    def seen_by(self, reader: Seat | None) -> str:
        """What `reader` saw of the whole history, oldest first, one line each."""
        # Back to the latest step already read for `reader` (a loop: games run thousands of steps).
        unread: list[_History] = []
        node: _History | None = self
        while node is not None and reader not in node._seen:
            unread.append(node)
            node = node.before
        lines, end = node._seen[reader] if node is not None else ([], 0)
        for step in reversed(unread):
            if len(lines) != end:  # another branch has extended this list past `end`
                lines = lines[:end]
            lines.extend(step._own_lines(reader))
            end = len(lines)
            step._seen[reader] = (lines, end)
        return "\n".join(lines if end == len(lines) else lines[:end])  # the tip of a line of play: no copy


class _Core:
    """The Python side of an OpenSpiel state, copied cheaply by OpenSpiel's clone.
    `stale`: not built yet from the state's action history (just deserialized);
    `views`: the views of the current engine state asked for so far."""

    __slots__ = ("engine", "history", "stale", "views")

    def __init__(self, engine: State | None, history: _History | None, stale: bool = False) -> None:
        self.engine = engine
        self.history = history
        self.stale = stale
        self.views: dict[Seat | None, View] = {}

    def view(self, reader: Seat | None) -> View:
        """The engine's view for `reader`: OpenSpiel asks for a state's strings and
        tensors one after another, and a view costs several engine steps."""
        view = self.views.get(reader)
        if view is None:
            assert self.engine is not None
            view = self.views[reader] = self.engine.view(reader)
        return view

    def __deepcopy__(self, memo: dict[int, Any]) -> _Core:
        return _Core(self.engine.clone() if self.engine is not None else None, self.history, self.stale)

    def __reduce__(self) -> tuple[Any, ...]:
        # OpenSpiel serializes the action history beside the pickled attributes:
        # the engine is rebuilt from those actions, so none of it is pickled.
        return _Core, (None, None, True)


def _canonical(data: Any) -> str:
    return orjson.dumps(data, option=orjson.OPT_SORT_KEYS).decode()


_specs: dict[tuple[Any, ...], _Spec] = {}


def _spec_for(key: tuple[Any, ...]) -> _Spec:
    """The spec of a loaded game: how a pickled spec comes back."""
    try:
        return _specs[key]
    except KeyError:
        raise ValueError(f"no Agora game loaded with parameters {key}: load the game before its states") from None


class _Spec:
    """What every state of one loaded game shares: never copied by a clone,
    pickled as the key it was made from (OpenSpiel loads the game first)."""

    def __init__(self, key: tuple[Any, ...], game: AnyGame, values: dict[str, Any]) -> None:
        self.key = key
        # Only options set away from their default: a game may derive a default
        # from others (Historia's solo game brings its Civbots).
        options = {k: values[k] for k, default in _scalar_options(game).items() if values[k] != default}
        self.adapter = Adapter(game, int(values["players"]), options)
        if values["reward"] not in REWARD_MODES:
            raise ValueError(f"reward must be one of {', '.join(REWARD_MODES)}, not {values['reward']!r}")
        self.reward_mode: RewardMode = values["reward"]
        self.seeds = int(values["seeds"])
        self.chance = [(seed, 1.0 / self.seeds) for seed in range(self.seeds)]

    def __deepcopy__(self, memo: dict[int, Any]) -> _Spec:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return _spec_for, (self.key,)


class AgoraSpielGame(pyspiel.Game):  # type: ignore[misc]
    """An Agora game with fixed parameters; `register` makes one subclass a game."""

    agora_game: AnyGame
    game_type: Any

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        given = {**self.game_type.parameter_specification, **(params or {})}
        values = {k: v.value() if hasattr(v, "value") else v for k, v in given.items()}
        key = (self.game_type.short_name, *sorted(values.items()))
        if key not in _specs:
            _specs[key] = _Spec(key, self.agora_game, values)
        self.spec = _specs[key]
        adapter = self.spec.adapter
        info = pyspiel.GameInfo(
            num_distinct_actions=len(adapter.catalogue),
            max_chance_outcomes=self.spec.seeds,
            num_players=adapter.players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=adapter.encoder.max_decisions,
        )
        super().__init__(self.game_type, info, given)

    def new_initial_state(self) -> AgoraSpielState:
        """The root: a chance node that draws the seed."""
        return AgoraSpielState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> AgoraObserver:
        """The observer of `iig_obs_type` (default: the seat's current view)."""
        return AgoraObserver(self.spec, iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), params)


class AgoraSpielState(pyspiel.State):  # type: ignore[misc]
    """A state: before the seed, or an engine state and the history that led to it."""

    def __init__(self, game: AgoraSpielGame) -> None:
        super().__init__(game)
        # Not the game itself: OpenSpiel's clone deep-copies every attribute.
        self._spec = game.spec
        self._core = _Core(None, None)

    def _live(self) -> _Core:
        """The Python side, first rebuilt from the action history if just deserialized."""
        core = self._core
        if core.stale:
            core.stale = False
            for action in self.history():
                self._play(core, action)
        return core

    @property
    def engine(self) -> State | None:
        """The Agora state (None at the root, before the seed is drawn)."""
        return self._live().engine

    def current_player(self) -> int:
        engine = self._live().engine
        if engine is None:
            return int(pyspiel.PlayerId.CHANCE)
        seat = next_seat(engine)
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def _legal_actions(self, player: int) -> list[int]:
        engine = self._live().engine
        assert engine is not None
        return self._spec.adapter.ids(engine, player)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self._spec.chance

    def _apply_action(self, action: int) -> None:
        self._play(self._live(), action)

    def _play(self, core: _Core, action: int) -> None:
        if core.engine is None:
            core.engine = self._spec.adapter.new(int(action))
            return
        seat = next_seat(core.engine)
        assert seat is not None
        code = self._spec.adapter.catalogue.code(int(action))
        events = core.engine.apply(seat, code)
        core.views.clear()
        core.history = _History(core.history, seat, code, events)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}"
        return self._spec.adapter.catalogue.code(int(action))

    def is_terminal(self) -> bool:
        engine = self._live().engine
        return engine is not None and engine.outcome() is not None

    def returns(self) -> list[float]:
        engine = self._live().engine
        outcome = engine.outcome() if engine is not None else None
        if outcome is None:
            return [0.0] * self._spec.adapter.players
        return list(rewards(outcome, self._spec.reward_mode))

    def resample_from_infostate(self, player: int, probability_sampler: Any) -> AgoraSpielState:
        """A state `player` cannot tell from this one, everything hidden from it redrawn."""
        engine = self._live().engine
        assert engine is not None, "nothing is known before the seed is drawn"
        other: AgoraSpielState = self.clone()
        # The sampler gives a uniform number in [0, 1): enough bits to seed our RNG.
        seed = int(probability_sampler() * (1 << 53))
        other._core.engine = engine.determinize(player, Rng(seed))
        other._core.views.clear()
        return other

    def __str__(self) -> str:
        engine = self._live().engine
        return "before the seed" if engine is None else _canonical(engine.to_data())


class AgoraObserver:
    """OpenSpiel's PyObserver over a seat's view (see the module docstring)."""

    def __init__(self, spec: _Spec, iig_obs_type: Any, params: Any) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        private = iig_obs_type.private_info
        if not iig_obs_type.public_info or private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("Agora observes a seat's view or the public view, not private-only or every seat's")
        self.public_only = private == pyspiel.PrivateInfoType.NONE
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        self.adapter = spec.adapter
        self.tensor: NDArray[np.float32] = np.zeros(spec.adapter.encoder.size, np.float32)
        self.dict = {"view": self.tensor}

    def _reader(self, player: int) -> Seat | None:
        return None if self.public_only else player

    def set_from(self, state: AgoraSpielState, player: int) -> None:
        """Fill `tensor` with the encoding of the reader's view (zeros before the seed)."""
        engine = state.engine
        if engine is None:
            self.tensor.fill(0)
        else:
            self.adapter.observation(engine, self._reader(player), self.tensor)  # written in place

    def string_from(self, state: AgoraSpielState, player: int) -> str:
        """The reader's view as JSON, after its whole history if perfect recall is asked."""
        engine = state.engine
        if engine is None:
            return ""
        reader = self._reader(player)
        core = state._live()
        now = _canonical(core.view(reader))
        history = core.history
        if not self.perfect_recall or history is None:
            return now
        past = history.seen_by(reader)
        return f"{past}\nnow: {now}" if past else f"now: {now}"


def register(game: str | AnyGame) -> str:
    """Register `game` (a name or a Game) with OpenSpiel; its OpenSpiel name.
    Registering twice is harmless."""
    game = registry.get(game) if isinstance(game, str) else game
    name = short_name(game.name)
    if name in _registered:
        return name
    counts = player_counts(game)
    low, high = counts[0], counts[-1]
    params = {"players": low, "reward": "rank", "seeds": DEFAULT_SEEDS, **_scalar_options(game)}
    game_type = pyspiel.GameType(
        short_name=name,
        long_name=f"Agora {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=high,
        min_num_players=low,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=params,
    )
    # A class, not a closure: OpenSpiel frees a registered closure after Python
    # has shut down, which aborts the interpreter at exit.
    factory = type(f"AgoraSpielGame_{game.name.replace('-', '_')}", (AgoraSpielGame,),
                   {"agora_game": game, "game_type": game_type})
    pyspiel.register_game(game_type, factory)
    _registered[name] = game.name
    return name


def register_all() -> list[str]:
    """Register every installed game that has an observation encoding; their OpenSpiel names."""
    return [register(game) for game in registry.games().values() if has_encoder(game.name)]
