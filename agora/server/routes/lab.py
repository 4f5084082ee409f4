"""The route of the balance lab's page data (see agora.server.lab)."""

from __future__ import annotations

from fastapi import APIRouter

from agora.server.lab import CalibrationOut, LabOut, calibration_page, lab_page
from agora.server.refusals import Refusal
from agora.server.routes.common import GameName
from agora.server.routes.services import RoomsDep, ServicesDep

router = APIRouter(prefix="/api", tags=["lab"])


@router.get("/games/{name}/lab", responses={404: {"description": "no such game, or no lab report of it"}})
async def lab(name: GameName, rooms: RoomsDep, services: ServicesDep) -> LabOut:
    """The balance lab's report on a game's designed components, its proposal and the report on it."""
    page = lab_page(rooms.game(name), services.settings.lab_reports)
    if page is None:
        raise Refusal(404, "the balance lab keeps no report of {name}", name=name)
    return page


@router.get("/games/{name}/calibration", responses={404: {"description": "no such game, or no calibration of it"}})
async def calibration(name: GameName, rooms: RoomsDep, services: ServicesDep) -> CalibrationOut:
    """Whether the post-game review's win chances come true: Brier scores and reliability bins by player count."""
    page = calibration_page(rooms.game(name), services.settings.lab_reports)
    if page is None:
        raise Refusal(404, "the balance lab keeps no calibration of {name}", name=name)
    return page
