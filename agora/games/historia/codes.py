"""Historia's action codes: the catalogue of every code a game may offer, precomputed per data file, and
the parsing of a code back to (verb, argument, argument) for the rules' dispatch."""

from __future__ import annotations

from functools import cache

from agora.games.historia.schema import ACTIONS
from agora.games.historia.tables import Tables, tables

MAX_CIVS = 6  # the most civilizations a game has: seats and Civbots


class Codes:
    """Every action code, precomputed, and the parse of each back to (verb, argument, argument)."""

    def __init__(self, t: Tables) -> None:
        self.select = [f"select {c}" for c in t.card_ids]
        # the select codes of every set of action cards in hand (a 10-bit mask)
        self.select_hand = [[self.select[a] for a in range(10) if mask >> a & 1] for mask in range(1 << 10)]
        self.play = [f"play {c}" for c in t.card_ids]
        self.to = [f"to {x}" for x in t.territory_ids]
        self.start = [f"start {x}" for x in t.territory_ids]
        self.source = [f"from {x}" for x in t.territory_ids]
        self.take = [f"take {w}" for w in t.wonder_ids]
        self.activate = [f"activate {w}" for w in t.wonder_ids]
        self.destroy = [f"destroy {w}" for w in t.wonder_ids]
        self.leader = [f"leader {x}" for x in t.leader_ids]
        self.back = [f"back {a}" for a in ACTIONS]
        self.advisor = [f"advisor {x}" for x in t.advisor_ids]
        self.govern = [f"govern {p}" for p in ("cubes", "shared", "tech", "military")]
        self.bottom = [f"bottom {x}" for x in t.advisor_ids]
        self.trade = [f"with {c}" for c in range(MAX_CIVS)]
        self.attack = [[f"attack {x} {c}" for c in range(MAX_CIVS)] for x in t.territory_ids]
        self.goal_tech = [f"goal tech {lv}" for lv in range(17)]
        self.goal_military = [f"goal military {lv}" for lv in range(17)]
        self.parse: dict[str, tuple[str, int, int]] = {}
        for verb, codes in (
            ("select", self.select),
            ("play", self.play),
            ("to", self.to),
            ("start", self.start),
            ("from", self.source),
            ("take", self.take),
            ("activate", self.activate),
            ("destroy", self.destroy),
            ("leader", self.leader),
            ("back", self.back),
            ("advisor", self.advisor),
            ("bottom", self.bottom),
            ("govern", self.govern),
            ("with", self.trade),
        ):
            for i, code in enumerate(codes):
                self.parse[code] = (verb, i, 0)
        for x, row in enumerate(self.attack):
            for c, code in enumerate(row):
                self.parse[code] = ("attack", x, c)
        for lv in range(1, 17):
            self.parse[self.goal_tech[lv]] = ("goal tech", lv, 0)
            self.parse[self.goal_military[lv]] = ("goal military", lv, 0)
        for word in ("done", "basic", "advanced", "stop", "pass", "from pool", "no governance"):
            self.parse[word] = (word, 0, 0)

    def catalogue(self, civs: int) -> list[str]:
        """Every code a game with `civs` civilizations can offer, in a fixed order."""
        out = [*self.select, "done", *self.play, "basic", "advanced", *self.to, *self.start, "from pool"]
        out += [*self.source, "stop", *self.take, *self.activate, "pass", *self.destroy, *self.leader, *self.back]
        out += self.goal_tech[1:] + self.goal_military[1:] + self.advisor + self.bottom + self.govern
        out.append("no governance")
        out += self.trade[:civs]
        out += [code for row in self.attack for code in row[:civs]]
        return out


@cache
def codes(path: str | None = None) -> Codes:
    """The action codes of a data file's components."""
    return Codes(tables(path))
