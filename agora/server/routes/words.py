"""The route of the browser's words: the web client's messages of the gettext catalogue in one language."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Header, Response
from fastapi import Path as PathParam

from agora.core.i18n import LANGS
from agora.server.routes.common import ERRORS
from agora.server.words import client_words

router = APIRouter(prefix="/api", responses=ERRORS)
Lang = Annotated[str, PathParam(pattern=f"^({'|'.join(LANGS)})$", description="a language Agora speaks")]


@router.get("/words/{lang}", response_class=Response, responses={
    200: {"content": {"application/json": {}}, "description": "the client's words in `lang`"},
    304: {"description": "the words the client holds (If-None-Match) are still these"},
})
def get_words(lang: Lang, if_none_match: Annotated[str | None, Header()] = None) -> Response:
    """The web client's words in `lang` (422 for a language Agora does not speak): {lang, languages
    (each language's name in itself), plural {tags: the CLDR plural categories in the order of gettext's
    forms, rule: gettext's plural expression}, messages (by English message id, "context\\u0004id" where it
    has a context; a plural message as its forms by plural category)}. Revalidated by its ETag."""
    body, etag = client_words(lang)
    headers = {"ETag": etag, "Cache-Control": "no-cache"}
    if if_none_match == etag:
        return Response(status_code=304, headers=headers)
    return Response(body, media_type="application/json", headers=headers)
