"""The names seats go by without an account: shown to every player at the table, so they may not pass
for someone else. A signed-in player always sits under their account's name. A guest's name (or one a
table's creator gives a seat) may hold no invisible characters or look-alike mix of alphabets
(names.guest_problem), and may not be, or look like, an account's name: a guest "аdmin" (Cyrillic а)
beside the account "admin" would be taken for it."""

from __future__ import annotations

import asyncio

from agora.server.account_words import refuse
from agora.server.names import guest_problem
from agora.server.refusals import Refusal
from agora.server.store.accounts import Account, Accounts


async def check_guest_name(name: str, accounts: Accounts) -> None:
    """422, in the request's language, for a name no account holds that still may not be taken."""
    refused = guest_problem(name)
    if refused is not None:
        raise refuse(422, refused)
    if await asyncio.to_thread(accounts.resembled, name) is not None:
        raise refuse(422, "guest_name_is_an_account")


async def seat_name(name: str | None, account: Account | None, accounts: Accounts) -> str:
    """The name to sit under: the account's, else the guest's (401 without one, 422 for one refused)."""
    if account is not None:
        return account.name
    if name is None:
        raise Refusal(401, "a guest needs a name to sit under: give one, or sign in")
    await check_guest_name(name, accounts)
    return name
