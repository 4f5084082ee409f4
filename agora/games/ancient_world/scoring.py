"""End of the game (§12): hunger, banners, card bonuses and the three tie-breaks."""

from __future__ import annotations

from agora.core import Outcome, rank_by
from agora.games.ancient_world.state import OVER, AncientWorldState


def banner_counts(s: AncientWorldState, seat: int) -> list[int]:
    """§12.2–§12.3 (GR p.9) banners per tribe on all Empire cards (damaged ones repaired), Titans and Districts."""
    R = s.tables
    counts = [0] * len(R.tribes)
    # Plain loops, here and in vp_parts: the heuristic asks a seat's VP ~40 times a search iteration.
    e_banners = R.e_banners
    for t in s.empire[seat]:
        for b in e_banners[t]:
            counts[b] += 1
    t_banners = R.t_banners
    for t in s.titans[seat]:
        for b in t_banners[t]:
            counts[b] += 1
    d_banners = R.d_banners
    for d in s.districts[seat]:
        for b in d_banners[d]:
            counts[b] += 1
    return counts


def vp_parts(s: AncientWorldState, seat: int, counts: list[int]) -> tuple[int, int, int]:
    """§12 (GR p.9) (hunger, banners, card bonus) in VP, given the seat's banners per tribe."""
    R = s.tables
    banner_vp = R.banner_vp
    banners = 0
    fewest = counts[0]
    for c in counts:
        if c:
            banners += banner_vp[(c if c < 6 else 6) - 1]  # §12.3 at most 6 a tribe
        if c < fewest:
            fewest = c
    bonus = 0
    e_ability = R.e_ability
    for t in s.empire[seat]:
        ability = e_ability[t]
        if ability is None:
            continue
        if ability == "banner_bonus":  # Citadel and its kin: +1 VP a banner of the tribe beyond the free ones
            c = counts[R.e_tribe[t]]
            c = (c if c < 6 else 6) - R.banner_bonus_free
            if c > 0:
                bonus += c
        elif ability == "moon_festival":  # §11 Moon Festival: +1 VP a set of five different banners
            bonus += fewest
    return -2 * s.hungry[seat].bit_count(), banners, bonus  # §12.1 −2 VP a hungry citizen


def vp(s: AncientWorldState, seat: int) -> int:
    """§12 the seat's VP as if the game ended now: the total of `score`."""
    hunger, banners, bonus = vp_parts(s, seat, banner_counts(s, seat))
    return hunger + banners + bonus


def score(s: AncientWorldState, seat: int) -> dict[str, int]:
    """§12 (GR p.9) one seat's score detail."""
    R = s.tables
    counts = banner_counts(s, seat)  # §12.2 damaged cards are repaired first, so every card counts
    hunger, banners, bonus = vp_parts(s, seat, counts)
    cards = len(s.empire[seat]) + len(s.districts[seat]) + len(s.titans[seat])
    return {"hunger": hunger, "banners": banners, "card_bonus": bonus, "total": hunger + banners + bonus,
            "coins": s.coins[seat], "cards": cards, "knowledge": s.knowledge[seat],
            **{f"banners_{R.tribes[i]}": c for i, c in enumerate(counts)}}


def outcome(s: AncientWorldState) -> Outcome | None:
    """§12 (GR p.9) the final scores and ranks once the game is over (None before), computed once."""
    if s.pending != OVER:
        return None
    if s._outcome is None:
        s._outcome = final_outcome(s)
    result: Outcome = s._outcome
    return result


def final_outcome(s: AncientWorldState) -> Outcome:
    """§12.5 ties go to most coins, then most Empire+District+Titan cards (A16), then most knowledge."""
    details = [score(s, seat) for seat in range(s.player_count)]
    keys = [(d["total"], d["coins"], d["cards"], d["knowledge"]) for d in details]
    ranks = rank_by(keys)
    totals = [k[0] for k in keys]
    tiebreak = ""
    best = max(totals)
    leaders = [k for k in keys if k[0] == best]
    if len(leaders) > 1:
        # §12.5 the last tie-break is knowledge; a tie beyond it is a shared victory (the rulebook goes no further)
        tiebreak = next((name for i, name in ((1, "coins"), (2, "cards"), (3, "knowledge"))
                         if len({k[: i + 1] for k in leaders}) > 1), "shared")
    return Outcome(scores=tuple(totals), ranks=ranks, details=tuple(details), tiebreak=tiebreak)
