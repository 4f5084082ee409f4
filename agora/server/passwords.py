"""Password strength: zxcvbn's estimate, a minimum score, and no account name inside a password."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from zxcvbn import zxcvbn

from agora.server.names import identity

# zxcvbn's scores run 0-4; 3 is "safely unguessable: moderate protection from offline slow-hash attacks".
MIN_SCORE = 3
# zxcvbn's own bound: what follows the first 72 characters only makes a password stronger.
ESTIMATED_CHARS = 72
# zxcvbn keeps the user's words in a module-level dictionary while it estimates: one estimate at a time.
_ESTIMATING = threading.Lock()


@dataclass(frozen=True)
class Weakness:
    """Why a password is refused: the message key (account_words.MESSAGES) and zxcvbn's advice."""

    key: str
    advice: tuple[str, ...] = ()


def weakness(password: str, name: str) -> Weakness | None:
    """Why `password` is too weak for the account `name`, or None (blocking: a few milliseconds)."""
    if identity(name) in identity(password):
        return Weakness("password_has_name")
    with _ESTIMATING:
        estimate = zxcvbn(password[:ESTIMATED_CHARS], user_inputs=[identity(name)])
    if estimate["score"] >= MIN_SCORE:
        return None
    feedback = estimate["feedback"]
    advice = tuple(line for line in (feedback["warning"], *feedback["suggestions"]) if line)
    return Weakness("password_weak", advice)
