"""Setting up a game (§3, GR p.2–3)."""

from __future__ import annotations

from agora.core import Rng
from agora.games.ancient_world.city import recount
from agora.games.ancient_world.options import AncientWorldOptions
from agora.games.ancient_world.state import ACT, AncientWorldState
from agora.games.ancient_world.tables import BOARD, Tables


def setup(tables: Tables, opts: AncientWorldOptions, seed: int) -> AncientWorldState:
    """§3 (GR p.2–3): the decks, rows, titans and districts, and each player's city-state."""
    s = AncientWorldState()
    R, n = tables, opts.players
    s.R, s.opts, s.n, s.rng = R, opts, n, Rng(seed)
    rng = s.rng
    s.round = 1  # §4.1 round 1: the coin on "A", the Empire A deck
    # §3.8 the first player is chosen at random; the 2nd takes +1 coin, the 3rd and 4th +2
    s.first = s.lead = s.turn = s.pseat = rng.below(n)
    s.coins = [6] * n
    for offset, extra in ((1, 1), (2, 2), (3, 2)):
        if offset < n:
            s.coins[(s.first + offset) % n] += extra
    s.hand_up = False
    s.pend, s.pd, s.queue = ACT, [], []
    s.passed, s.anyone_passed = [False] * n, False
    s.board = [()] * len(BOARD)
    s.know, s.ncit = [0] * n, [3] * n  # §3.7 citizens 1, 2 and 3
    s.placed, s.hungry, s.dmg, s.busy, s.draft = [0] * n, [0] * n, [0] * n, [0] * n, [0] * n
    s.emp = [R.starting_empire] * n  # §3.7 Fishing Dock and Wheat Fields
    s.armies = [[[m, 0, 0] for m in R.starting_military] for _ in range(n)]  # City Guard, Militia
    s.stored, s.dist, s.tit = [[] for _ in range(n)], [()] * n, [()] * n

    def deck(kinds: range | list[int], copies: tuple[int, ...]) -> list[int]:
        cards = [k for k in kinds for _ in range(copies[k])]
        rng.shuffle(cards)
        return cards

    kinds = range(len(R.e_slug))
    s.deck_a = deck([t for t in kinds if R.e_deck[t] == "A"], R.e_copies)  # §3.5
    s.deck_b = deck([t for t in kinds if R.e_deck[t] == "B"], R.e_copies)  # §3.6
    s.disc_a, s.disc_b = [], []
    s.ddeck = deck(list(range(len(R.d_slug))), (1,) * len(R.d_slug))  # §3.3 top card face up
    s.tdeck = [deck([t for t in range(len(R.t_slug)) if R.t_stars[t] == k], (1,) * len(R.t_slug))
               for k in (1, 2, 3)]  # §3.11
    s.mdeck = deck([m for m in range(len(R.m_slug)) if m not in R.starting_military], R.m_copies)  # §3.12
    s.mdisc = []
    s.row = [s.deck_a.pop() for _ in range(n + 2)]  # §3.5 a row of 4/5/6
    s.mrow = [s.mdeck.pop() for _ in range(n)]  # §3.12 one military card a player
    s.seen_t = [frozenset()] * (n + 1)
    s.near_t = [((0, frozenset()),) * 3] * (n + 1)
    s.seen_d = [frozenset()] * (n + 1)
    s._outcome = None
    s.icons, s.abil = [()] * n, [frozenset()] * n
    for seat in range(n):
        recount(s, seat)
    return s
