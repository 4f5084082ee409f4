"""The account routes' refusals by key (names.py, passwords.py and the routes name them so): each a catalogue
message (English source, docs/translating.md), refused as every HTTP refusal is (agora.server.refusals), in the
first language of the request's Accept-Language that Agora speaks."""

from __future__ import annotations

from agora.core.i18n import N_, words
from agora.server.refusals import Refusal

# The messages by the key names.py, passwords.py and the routes refuse with.
MESSAGES: dict[str, str] = {
    "name_taken": N_("that name is taken"),
    "name_look_alike": N_("that name looks like an existing account's name: choose another"),
    "guest_name_is_an_account": N_(
        "that name is a player's account (or looks like it): sign in as it, or choose another"
    ),
    "name_invisible": N_("a name may not hold invisible characters (zero-width, joiners, direction marks or spaces)"),
    "name_mixed_scripts": N_("a name may not mix alphabets that look alike (such as Latin with Greek or Cyrillic)"),
    "name_too_long": N_("that name is too long once its letters are spelled out: at most 32 letters"),
    "password_weak": N_("that password is too easy to guess"),
    "password_has_name": N_("a password may not contain the account's name"),
    "wrong_credentials": N_("no account has that name and password"),
    "sign_in_first": N_("sign in first"),
    "no_such_session": N_("you have no such session"),
    "wrong_password": N_("the present password is wrong"),
    "too_many": N_("too many attempts: wait a minute"),
    "not_waiting": N_("you are not waiting for a game"),
    "players_invite": N_("only a player at this table may invite"),
    "game_over": N_("the game is over"),
    "seated_there": N_("that player sits at this table already"),
    "invited_already": N_("that player is invited to this table already"),
    "too_many_invitations": N_("this table has sent as many invitations as it may"),
    "inviting_most_open": N_("you have as many invitations waiting as you may: wait until some are answered"),
    "inviting_most_today": N_("you have sent as many invitations as you may within a day: try again tomorrow"),
    "invited_most": N_("that player has as many invitations waiting as they may be sent"),
    "invited_most_by_you": N_("that player has as many invitations from you waiting as they may: wait for an answer"),
    "no_such_invitation": N_("you have no such invitation"),
    "too_many_confirmations": N_(
        "as many confirmation emails went to this account or this address today as may: try again tomorrow"
    ),
    "no_address": N_("you have no email address to confirm"),
    "confirmed_already": N_("your email address is confirmed already"),
    "no_email_here": N_("this server sends no email"),
    "banned": N_("this account is banned"),
    "admins_only": N_("only moderators may do this"),
    "not_banned": N_("that account is not banned"),
    "ban_yourself": N_("you cannot ban yourself"),
    "mute_yourself": N_("you cannot mute yourself"),
    "not_muted": N_("that account is not muted"),
    "no_such_line": N_("there is no such chat line"),
    "hidden_already": N_("that line is hidden already"),
    "no_such_table": N_("there is no such table"),
    "over_already": N_("that table is over already"),
    "no_such_player": N_("no player of that name"),
    "follow_yourself": N_("you cannot follow yourself"),
    "not_following": N_("you do not follow that player"),
    "following_most": N_("you follow as many players as one may: stop following one first"),
    "seated_already": N_("a table has been found for you already: open it"),
    "push_service": N_("that browser's push service is not one Agora sends to"),
    "no_such_device": N_("this browser is not told of your moves"),
}

# zxcvbn's own feedback sentences, word for word, marked so that the catalogue translates them too.
ESTIMATOR: tuple[str, ...] = (
    N_("Use a few words, avoid common phrases."),
    N_("No need for symbols, digits, or uppercase letters."),
    N_("Add another word or two. Uncommon words are better."),
    N_("Straight rows of keys are easy to guess."),
    N_("Short keyboard patterns are easy to guess."),
    N_("Use a longer keyboard pattern with more turns."),
    N_('Repeats like "aaa" are easy to guess.'),
    N_('Repeats like "abcabcabc" are only slightly harder to guess than "abc".'),
    N_("Avoid repeated words and characters."),
    N_('Sequences like "abc" or "6543" are easy to guess.'),
    N_("Avoid sequences."),
    N_("Recent years are easy to guess."),
    N_("Avoid recent years."),
    N_("Avoid years that are associated with you."),
    N_("Dates are often easy to guess."),
    N_("Avoid dates and years that are associated with you."),
    N_("This is a top-10 common password."),
    N_("This is a top-100 common password."),
    N_("This is a very common password."),
    N_("This is similar to a commonly used password."),
    N_("A word by itself is easy to guess."),
    N_("Names and surnames by themselves are easy to guess."),
    N_("Common names and surnames are easy to guess."),
    N_("Capitalization doesn't help very much."),
    N_("All-uppercase is almost as easy to guess as all-lowercase."),
    N_("Reversed words aren't much harder to guess."),
    N_("Predictable substitutions like '@' instead of 'a' don't help very much."),
)


class AccountRefusal(Refusal):
    """An account route's refusal: the message `key`, followed by the estimator's sentences `more` (each a
    catalogue message) that say why, with the answer's `headers`."""

    def __init__(self, status: int, key: str, more: tuple[str, ...], headers: dict[str, str] | None) -> None:
        self.more = more  # before the English detail is said
        super().__init__(status, MESSAGES[key])
        self.headers = headers

    def said(self, lang: str) -> str:
        text = super().said(lang)
        return text + ": " + " ".join(words(lang).gettext(line) for line in self.more) if self.more else text


def refuse(status: int, key: str, *more: str, headers: dict[str, str] | None = None) -> Refusal:
    """An HTTP error whose detail is the message `key` (and `more`), said in the request's language."""
    return AccountRefusal(status, key, more, headers)
