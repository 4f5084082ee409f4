"""Setting up a game (§3, GR p.2–3)."""

from __future__ import annotations

from agora.core import Rng
from agora.games.ancient_world.city import recount
from agora.games.ancient_world.options import AncientWorldOptions
from agora.games.ancient_world.state import ACT, AncientWorldState
from agora.games.ancient_world.tables import BOARD, Tables


def setup(tables: Tables, options: AncientWorldOptions, seed: int) -> AncientWorldState:
    """§3 (GR p.2–3): the decks, rows, titans and districts, and each player's city-state."""
    s = AncientWorldState()
    R, n = tables, options.players
    s.tables, s.options, s.player_count, s.rng = R, options, n, Rng(seed)
    rng = s.rng
    s.round = 1  # §4.1 round 1: the coin on "A", the Empire A deck
    # §3.8 the first player is chosen at random; the 2nd takes +1 coin, the 3rd and 4th +2
    s.first_player = s.turn_order_from = s.turn_seat = s.pending_seat = rng.below(n)
    s.coins = [6] * n
    for offset, extra in ((1, 1), (2, 2), (3, 2)):
        if offset < n:
            s.coins[(s.first_player + offset) % n] += extra
    s.first_player_hand_up = False
    s.pending, s.pending_data, s.queue = ACT, [], []
    s.passed, s.anyone_passed = [False] * n, False
    s.board = [()] * len(BOARD)
    s.knowledge, s.citizens = [0] * n, [3] * n  # §3.7 citizens 1, 2 and 3
    s.placed, s.hungry, s.damaged, s.used_cards, s.draft_bonus = [0] * n, [0] * n, [0] * n, [0] * n, [0] * n
    s.empire = [R.starting_empire] * n  # §3.7 Fishing Dock and Wheat Fields
    s.armies = [[[m, 0, 0] for m in R.starting_military] for _ in range(n)]  # City Guard, Militia
    s.stored, s.districts, s.titans = [[] for _ in range(n)], [()] * n, [()] * n

    def deck(kinds: range | list[int], copies: tuple[int, ...]) -> list[int]:
        cards = [k for k in kinds for _ in range(copies[k])]
        rng.shuffle(cards)
        return cards

    kinds = range(len(R.e_slug))
    s.empire_deck_a = deck([t for t in kinds if R.e_deck[t] == "A"], R.e_copies)  # §3.5
    s.empire_deck_b = deck([t for t in kinds if R.e_deck[t] == "B"], R.e_copies)  # §3.6
    s.empire_discard_a, s.empire_discard_b = [], []
    s.district_deck = deck(list(range(len(R.d_slug))), (1,) * len(R.d_slug))  # §3.3 top card face up
    s.titan_decks = [deck([t for t in range(len(R.t_slug)) if R.t_stars[t] == k], (1,) * len(R.t_slug))
               for k in (1, 2, 3)]  # §3.11
    s.military_deck = deck([m for m in range(len(R.m_slug)) if m not in R.starting_military], R.m_copies)  # §3.12
    s.military_discard = []
    s.empire_row = [s.empire_deck_a.pop() for _ in range(n + 2)]  # §3.5 a row of 4/5/6
    s.military_row = [s.military_deck.pop() for _ in range(n)]  # §3.12 one military card a player
    s.seen_titans = [frozenset()] * (n + 1)
    s.near_titans = [((0, frozenset()),) * 3] * (n + 1)
    s.seen_districts = [frozenset()] * (n + 1)
    s._outcome = None
    s._legal = None
    s.icons, s.abilities = [()] * n, [frozenset()] * n
    for seat in range(n):
        recount(s, seat)
    return s
