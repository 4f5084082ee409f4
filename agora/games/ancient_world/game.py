"""The Ancient World as an Agora game: options, the start of a game, the action catalogue; its table
side is table.py."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from agora.core import Game, Rulebook, TableSide
from agora.games.ancient_world import hidden, rules, scoring, table, view
from agora.games.ancient_world.board import BOARD, MAX_CITIZENS
from agora.games.ancient_world.edition import Rules, rules_for
from agora.games.ancient_world.options import AncientWorldOptions
from agora.games.ancient_world.setup import setup
from agora.games.ancient_world.state import AncientWorldState

# The state imports no rule: its rules, view, scoring and hidden information are wired in here.
AncientWorldState.rulebook = Rulebook(legal=rules.legal, apply=rules.apply, view=view.view, outcome=scoring.outcome,
                                      determinize=hidden.determinize, advance=rules.advance,
                                      play=rules.play)


class AncientWorld(Game[AncientWorldOptions]):
    """Ryan Laukat's The Ancient World (first edition, 2014), 2–4 players."""

    name = "ancient-world"
    title = "The Ancient World"
    Options = AncientWorldOptions
    table: ClassVar[TableSide] = table

    def start(self, options: AncientWorldOptions, seed: int) -> AncientWorldState:
        return setup(rules_for(options.data), options, seed)

    def catalogue(self, options: AncientWorldOptions) -> Sequence[str]:
        R = rules_for(options.data)
        return catalogue(R, options.players)

    def describe(self) -> dict[str, Any]:
        out = super().describe()
        designed = rules_for(None).info["designed"]
        out["designed"] = designed
        out["edition"] = designed  # the lines `agora games` prints as designed values
        return out


def catalogue(R: Rules, players: int) -> list[str]:
    """Every action code, in a fixed order."""
    es = [R.e_slug[t] for t in range(len(R.e_slug))]
    buildable = [R.e_slug[t] for t in range(len(R.e_slug)) if R.e_deck[t] != "start"]
    with_action = [R.e_slug[t] for t in range(len(R.e_slug)) if R.e_action[t] is not None]
    usable = [R.e_slug[t] for t in range(len(R.e_slug)) if R.e_action[t] not in (None, "use_opponent")]
    recruitable = [R.m_slug[m] for m in range(len(R.m_slug)) if m not in R.starting_military]
    armies = range(R.max_armies + 1)
    codes = ["pass"]
    for c in range(1, MAX_CITIZENS + 1):
        codes += [f"place {c} {a}" for a in BOARD]
        codes += [f"place {c} card {x}" for x in with_action]
    codes += [f"attack {k}" for k in (1, 2, 3)]
    codes += [f"pay a{i}" for i in armies] + ["fight"]
    for x in buildable:
        codes += [f"build {x}", f"build stored {x}", f"build {x} crane", f"build stored {x} crane"]
    codes += [f"recruit {x}" for x in recruitable]
    codes += [f"retire a{i}" for i in armies] + ["new army"] + [f"discard a{i}" for i in armies]
    codes += ["draw"] + [f"store {x}" for x in buildable] + [f"store row {x}" for x in buildable]
    codes += ["expand knowledge", "expand coins"] + [f"district {x}" for x in R.d_slug]
    codes += [f"repair {x}" for x in es] + ["done"] + [f"damage {x}" for x in es]
    codes += [f"use {p} {x}" for p in range(players) for x in usable]
    codes += [f"scout {k}" for k in (1, 2, 3)] + [f"top {x}" for x in R.t_slug] + ["skip"]
    codes += [f"outpost a{i} {area}" for i in armies for area in ("name", "picture")]
    codes += ["scribe", "decline"] + [f"zori row {x}" for x in buildable] + ["zori deck"]
    # later codes at the end, so the earlier ones keep their ids
    codes += ["buy nothing", "take district", "draw districts"] + [f"hungry {c}" for c in range(1, MAX_CITIZENS + 1)]
    return codes
