"""Ratings: OpenSkill (Plackett-Luce) per game and player count, ranked by the
conservative single number `ordinal` (mu - 3 sigma) and shown on a scale players
read (`shown`: 1000 for a new player, 25 points an ordinal point; provisional
until PROVISIONAL_GAMES rated games; docs/ratings.md).

Only rated tables count: every human seat held by a signed-in account (each at
one seat) and no undo in the log. A game finished by its own rules with nobody
out counts as it ranked the seats. A seat that was ever out (it left, or ran out
of time), whether it came back, was waited for or played by a stand-in, lost:
it ranks below all who were never out, and only the ratings of the seats that
were out change, never upwards (so a stand-in's moves earn nobody rating, and a
game ended by vote always has someone out to take the loss). Bots are rated
too, one shared rating per level (every seat of a level draws on and updates the
same pool), so that beating a level means something.
"""

from __future__ import annotations

from collections.abc import Sequence

from openskill.models import PlackettLuce

from agora.server.store.ratings import Skill
from agora.server.store.records import Entry, TableInfo

MODEL = PlackettLuce()
FRESH = Skill(MODEL.mu, MODEL.sigma)

# The shown scale: a new player's ordinal (0) reads BASE, each ordinal point STEP points, never below 0.
BASE, STEP = 1000, 25
# A rating rests on too few games to trust before this many: shown marked provisional.
PROVISIONAL_GAMES = 5


def shown(skill: Skill) -> int:
    """The rating a player reads: BASE + STEP x ordinal, rounded, at least 0 (monotonic in the ordinal)."""
    return max(0, round(BASE + STEP * skill.ordinal))


def provisional(skill: Skill) -> bool:
    """Whether the rating rests on fewer rated games than PROVISIONAL_GAMES."""
    return skill.games < PROVISIONAL_GAMES


def rater_key(account: int | None, bot: str | None) -> str:
    """Whose rating a seat plays for: an account's, or its bot level's pool."""
    return f"account:{account}" if account is not None else f"bot:{bot}"


def rated_seats(info: TableInfo, entries: Sequence[Entry]) -> list[str] | None:
    """The rater of each seat if the table is rated, else None (a tutorial never is: its moves are scripted)."""
    if info.tutorial:
        return None
    humans = [s for s in info.seats if s.kind == "human"]
    accounts = [s.account for s in humans]
    if not humans or None in accounts or len(set(accounts)) != len(accounts):
        return None
    if any(e.kind == "undo" for e in entries):
        return None
    return [rater_key(s.account if s.kind == "human" else None, s.bot) for s in info.seats]


def leavers(entries: Sequence[Entry]) -> set[int]:
    """The seats that were out at some point of the log (left, or out of time), back since or not."""
    return {e.seat for e in entries if e.kind == "out"}


def leavers_ranks(players: int, leavers: set[int]) -> list[int]:
    """A game some seats were out of: they lost to everyone who was never out (who tie among themselves)."""
    return [2 if seat in leavers else 1 for seat in range(players)]


def rate(
    keys: Sequence[str], ranks: Sequence[int], before: dict[str, Skill], only: set[str] | None = None
) -> dict[str, Skill]:
    """New ratings after a game: each seat one team, ranked as the game ranked them (ties stay
    ties). A bot level with several seats takes the mean of its seats' results. `only`: the raters
    whose rating changes (those who were out of a game; the others' stay as they were), and who never
    gain from it: their mu can only fall and their sigma stays, so their shown rating never rises
    (seats out together tie, and a tie with a stronger seat, or a shrinking sigma, would raise it)."""
    teams = [[MODEL.rating(mu=before.get(k, FRESH).mu, sigma=before.get(k, FRESH).sigma)] for k in keys]
    results = MODEL.rate(teams, ranks=list(ranks))
    gathered: dict[str, list[tuple[float, float]]] = {}
    for key, [after] in zip(keys, results, strict=True):
        gathered.setdefault(key, []).append((after.mu, after.sigma))
    rated = {
        key: Skill(
            sum(mu for mu, _ in pairs) / len(pairs),
            sum(sigma for _, sigma in pairs) / len(pairs),
            before.get(key, FRESH).games + 1,
        )
        for key, pairs in gathered.items()
    }
    if only is None:
        return rated
    return {
        key: Skill(min(skill.mu, before.get(key, FRESH).mu), before.get(key, FRESH).sigma, skill.games)
        for key, skill in rated.items()
        if key in only
    }
