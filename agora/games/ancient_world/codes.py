"""The Ancient World's action codes: the catalogue of every code, the code tables legal actions are
made from, and the parsing of a code back into what it names.

A code is words: a verb, then what it names ("place 3 build", "build stored temple crane",
"retire a1", "use 1 town-hall"). Cards are named by slug, armies as a<index>, seats by number.
"""

from __future__ import annotations

from typing import Final

from agora.games.ancient_world.tables import BOARD, MAX_CITIZENS, SKILLS_OF, Tables

BOARD_INDEX: Final = {name: i for i, name in enumerate(BOARD)}
ATTACK: Final = ("attack 1", "attack 2", "attack 3")
SKILLS: Final = frozenset(str(c) for c in range(1, MAX_CITIZENS + 1))
# "place <skill> <board action>" -> (skill, action): a turn's code read without splitting it
PLACE_ON: Final = {f"place {c} {name}": (c, a) for a, name in enumerate(BOARD) for c in range(1, MAX_CITIZENS + 1)}
# [board action][bitmask of free skills]: the "place <skill> <action>" codes
PLACE_BY_MASK: Final = [[tuple(f"place {c} {name}" for c in skills) for skills in SKILLS_OF] for name in BOARD]


def catalogue(R: Tables, players: int) -> list[str]:
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


def argument(code: str) -> str:
    """The word after the verb: the card, payment or area a code names ("recruit militia" -> "militia")."""
    return code.split()[1]


def number(code: str) -> int:
    """The number after the verb: "attack 2", "scout 2" (a titan deck), "hungry 3" (a citizen) -> 2, 2, 3."""
    return int(code.split()[1])


def army(code: str) -> int:
    """The army a code names: "retire a2", "pay a0", "discard a1", "outpost a1 name" -> 2, 0, 1, 1."""
    return int(code.split()[1][1:])


def row_card(code: str) -> str:
    """The card of the Empire row a code names: "store row temple", "zori row temple" -> "temple"."""
    return code.split()[2]


def place(code: str) -> tuple[int, int, str]:
    """"place <skill> <board action>" or "place <skill> card <card>" -> (skill, the board action's
    number or -1, the card's slug or "")."""
    words = code.split()
    if words[2] == "card":
        return int(words[1]), -1, words[3]
    return int(words[1]), BOARD_INDEX[words[2]], ""


def build(code: str) -> tuple[str, bool, bool]:
    """"build [stored] <card> [crane]" -> (the card's slug, from the stored cards, with Crane)."""
    words = code.split()
    stored = words[1] == "stored"
    return words[2] if stored else words[1], stored, len(words) == (4 if stored else 3)


def outpost(code: str) -> tuple[int, str]:
    """"outpost a<i> <name|picture>" -> (the army, the area the coin comes off)."""
    _, army, area = code.split()
    return int(army[1:]), area


def use(code: str) -> tuple[int, str]:
    """"use <seat> <card>" -> (the owner's seat, the card's slug)."""
    _, owner, slug = code.split()
    return int(owner), slug
