"""Victory (§4, GR p.3; solo §8.4, GR p.11): the most VP, ties to the highest tech + military."""

from __future__ import annotations

from agora.core import Outcome, rank_by
from agora.games.historia.state import OVER, HistoriaState


def outcome(st: HistoriaState) -> Outcome | None:
    """§4 (GR p.3) the most VP wins, ties to the highest tech + military; §8.4 solo (GR p.11). None before the end."""
    if st.phase != OVER:
        return None
    n = st.seats
    # §4 Civbots compete too: a seat's rank counts every civ, Civbots included.
    keys = [(st.vp[c], st.tech[c] + st.military[c]) for c in range(len(st.vp))]
    if st.opts.solo:  # §8.4 only more VP than every Civbot wins (a tie loses), and elimination loses
        keys = [(-1 if c == 0 and st.eliminated else 2 * vp + (c != 0), 0) for c, (vp, _) in enumerate(keys)]
    best_bot = max(st.vp[n:], default=None)
    details = tuple(
        {"vp": st.vp[s], "tech": st.tech[s], "military": st.military[s]}
        | ({} if best_bot is None else {"best_civbot_vp": best_bot, "beat_civbots": int(st.vp[s] > best_bot)})
        for s in range(n)
    )
    how = "most VP, then the highest tech + military sum (GR p.3)"
    if st.opts.solo:  # §8.4 the solo player wins only with more VP than every Civbot, and not eliminated
        won = not st.eliminated and best_bot is not None and st.vp[0] > best_bot
        details[0]["beat_civbots"] = int(won)
        how = "solo: " + ("won, with more VP than every Civbot" if won else
                          "lost: eliminated" if st.eliminated else "lost: a Civbot has as many VP or more")
    return Outcome(tuple(st.vp[:n]), rank_by(keys)[:n], details, how)
