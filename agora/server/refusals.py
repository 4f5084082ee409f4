"""The one way the server refuses over HTTP: a `Refusal` carries a catalogue message (its English message id,
or a plural one's two, Nn_) and the named parameters that fill its `{fields}`; the answer's `detail` says it in
the first language of the request's Accept-Language that Agora speaks (docs/translating.md). The browser sends
its reader's language on every API call and shows `detail` as it is; a client that sends none reads English.

`pybabel extract` finds the messages by the names Refusal (its second argument), Conflict, TooMany and NotFound
(their first): babel.cfg."""

from __future__ import annotations

from fastapi import HTTPException
from starlette.requests import HTTPConnection
from starlette.responses import JSONResponse

from agora.core.i18n import SOURCE, Message, refusal
from agora.server.words import reader_language


class Refusal(HTTPException):
    """An HTTP error whose detail is the message `message_id`, `{fields}` filled from `params`: in English as
    raised, in the reader's language as answered (`answer`)."""

    def __init__(self, status: int, message_id: Message, /, **params: object) -> None:
        self.message_id = message_id
        self.params = params
        super().__init__(status, self.said(SOURCE))

    def said(self, lang: str) -> str:
        """The refusal as a reader of `lang` reads it."""
        return refusal(self.message_id, self.params, lang)

    def answer(self, connection: HTTPConnection) -> JSONResponse:
        """The HTTP answer to `connection`: {"detail": the refusal in its reader's language}."""
        lang = reader_language(connection.headers.get("accept-language"))
        return JSONResponse({"detail": self.said(lang)}, self.status_code, headers=self.headers)


class Conflict(Refusal):
    """A request that the table's present state does not allow (HTTP 409)."""

    def __init__(self, message_id: Message, /, **params: object) -> None:
        super().__init__(409, message_id, **params)


class TooMany(Refusal):
    """A request beyond what one client may have at once (HTTP 429)."""

    def __init__(self, message_id: Message, /, **params: object) -> None:
        super().__init__(429, message_id, **params)


class NotFound(Refusal):
    """No such table, or no such game (HTTP 404)."""

    def __init__(self, message_id: Message, /, **params: object) -> None:
        super().__init__(404, message_id, **params)
