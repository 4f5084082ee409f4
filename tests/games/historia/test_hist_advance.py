"""Historia's trusted fast path (`State.advance`, issue 20) plays the games of the checked `apply` in
every variant: the same full state after every step, the same outcome; and it builds no event."""

from __future__ import annotations

import sys
from typing import Any, NoReturn

import pytest

from agora.core import Rng
from agora.games.historia import GAME, HistoriaState

VARIANTS: list[tuple[int, dict[str, Any]]] = [
    (1, {}),  # solo against the Civbots (GR p.11)
    (2, {"civbots": 2, "level": "king"}),
    (3, {"events": True}),
    (4, {"advanced_draft": True, "governance": True}),
    (5, {"goals": True, "expert": True}),
    (6, {"events": True, "goals": True}),
]


def _no_event(*args: object, **kwargs: object) -> NoReturn:
    raise AssertionError("the trusted path built an event")


@pytest.mark.parametrize(("players", "options"), VARIANTS)
@pytest.mark.parametrize("seed", [0, 1])
def test_advance_plays_the_games_apply_plays(players: int, options: dict[str, Any], seed: int,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    opts = {"players": players, **options}
    checked, trusted = GAME.new(opts, seed), GAME.new(opts, seed)
    assert isinstance(trusted, HistoriaState)
    rng = Rng(seed)
    steps = 0
    # every Historia module that builds events, so that the trusted path is caught if it builds one
    builders = [m for name, m in sys.modules.items()
                if name.startswith("agora.games.historia.") and hasattr(m, "Event")]
    assert len(builders) > 10
    while acting := checked.to_act():
        seat = acting[0] if len(acting) == 1 else rng.choice(acting)
        action = rng.choice(checked.legal(seat))
        checked.apply(seat, action)
        with monkeypatch.context() as patch:
            for module in builders:
                patch.setattr(module, "Event", _no_event)
            trusted.advance(seat, action)  # the trusted path builds no event
        assert trusted.to_data() == checked.to_data(), f"step {steps} ({seat}, {action!r}): states differ"
        steps += 1
    assert steps > 0 and trusted.outcome() == checked.outcome() is not None


def test_apply_still_reports_every_event_after_advance() -> None:
    # the two paths share one state: an apply after advances tells what happened, as from the start
    st, ref = GAME.new({"players": 3}, 7), GAME.new({"players": 3}, 7)
    rng = Rng(7)
    for _ in range(40):
        seat = st.to_act()[0]
        action = rng.choice(st.legal(seat))
        st.advance(seat, action)
        ref.apply(seat, action)
    seat = st.to_act()[0]
    action = st.legal(seat)[0]
    events = st.apply(seat, action)
    assert events and [e.to_data() for e in events] == [e.to_data() for e in ref.apply(seat, action)]
