"""The Civilization Goals promo (§9.1, GR p.12): where a token may go (reaching one: progress.py)."""

from __future__ import annotations

from agora.games.historia.state import HistoriaState


def goal_cells(st: HistoriaState, tech: int = 0) -> list[tuple[int, int]]:
    """§9.1 where a goal token may go: not in the starting government's zone, not next to
    (even diagonally) another token."""
    t = st.tables
    start_zone = t.zone[1 * 17 + 1]
    return [
        (tt, m) for tt in ((tech,) if tech else range(1, 17)) for m in range(1, 17)
        if t.zone[tt * 17 + m] >= 0 and t.zone[tt * 17 + m] != start_zone
        and all(abs(tt - gt) > 1 or abs(m - gm) > 1 for _, gt, gm in st.goals)
    ]
