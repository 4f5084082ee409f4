"""§A8 final scoring and the two tie-breaks."""

from __future__ import annotations

from agora.core import Outcome, rank_by
from agora.games.relic_runners.state import OVER, RelicState


def score_detail(s: RelicState, seat: int) -> dict[str, int]:
    """§A8 every part of one seat's final score (coins, blue tiles, relics, ivory L1 bonuses)."""
    board = s.board
    counts = board.data.counts
    relics = s.relics[seat * 4 : seat * 4 + 4]
    distinct = sum(1 for r in relics if r)
    ivory_held = sum(1 for t in s.ivory_tiles[seat * 3 : seat * 3 + 3] if t >= 0)
    bonus = 0
    l1 = s.ivory_tiles[seat * 3]
    effect = board.tile_effect[l1] if l1 >= 0 else 0
    if effect == 1:
        bonus = 3 * ivory_held
    elif effect == 2:
        bonus = 2 * s.rations[seat]
    elif effect == 3:
        bonus = 5 * sum(max(0, r - 1) for r in relics)
    elif effect == 4:
        bonus = s.pathways[seat].bit_count()
    elif effect == 5:
        bonus = 4 * sum(1 for i in s.toolbox_slots(seat) if s.toolboxes[i] >= 0)
    detail = {
        "coins": s.coins[seat],
        "blue": sum(board.tile_value[t] for t in s.blue_tiles[seat]),
        "relic_colours": counts.vp_per_relic_colour * distinct,
        "ivory_bonus": bonus,
        "relics": sum(relics),
        "distinct_relics": distinct,
    }
    detail["total"] = detail["coins"] + detail["blue"] + detail["relic_colours"] + detail["ivory_bonus"]
    return detail


def outcome(s: RelicState) -> Outcome | None:
    """Most VP wins; ties go to most relics, then most distinct relics (§A8). None before the end."""
    if s.phase != OVER:
        return None
    details = [score_detail(s, p) for p in range(s.player_count)]
    scores = tuple(d["total"] for d in details)
    ranks = rank_by([(d["total"], d["relics"], d["distinct_relics"]) for d in details])
    return Outcome(
        scores=scores, ranks=ranks, details=tuple(details), tiebreak="most relics, then most distinct relics"
    )
