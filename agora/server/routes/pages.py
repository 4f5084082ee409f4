"""The browser's pages: each path serves its static HTML shell, which draws from the API."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse

STATIC = Path(str(files("agora.server") / "static"))

router = APIRouter(include_in_schema=False)


@router.get("/")
async def lobby_page() -> FileResponse:
    """The lobby."""
    return FileResponse(STATIC / "index.html")


@router.get("/table/{table_id}")
async def table_page(table_id: str) -> FileResponse:
    """A table, its replay once finished."""
    return FileResponse(STATIC / "table.html")


@router.get("/table/{table_id}/review/{seat}")
async def review_page(table_id: str, seat: str) -> FileResponse:
    """A seat's post-game review."""
    return FileResponse(STATIC / "review.html")


@router.get("/player/{name}")
@router.get("/leaderboard")
@router.get("/leaderboard/{game}")
async def people_page() -> FileResponse:
    """A player's page, or a leaderboard."""
    return FileResponse(STATIC / "player.html")


@router.get("/moderation")
async def moderation_page() -> FileResponse:
    """The moderators' page (reported chat, bans, the log); its data answers moderators only."""
    return FileResponse(STATIC / "moderation.html")


@router.get("/sw.js")
async def service_worker() -> FileResponse:
    """The service worker, served at the root so that it controls every page (an installable app)."""
    return FileResponse(STATIC / "sw.js", media_type="text/javascript", headers={"Cache-Control": "no-cache"})


@router.get("/lab")
@router.get("/lab/{game}")
async def lab_page() -> FileResponse:
    """The balance lab."""
    return FileResponse(STATIC / "lab.html")
