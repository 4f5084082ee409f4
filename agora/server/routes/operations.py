"""The operator's endpoints: liveness (/healthz), readiness (/readyz) and Prometheus metrics (/metrics)."""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import JSONResponse, Response

from agora.server.metrics import exposition
from agora.server.readiness import readiness
from agora.server.routes.services import ServicesDep

router = APIRouter(tags=["operations"])


@router.get("/healthz")
async def healthz() -> dict[str, str]:
    """The process is alive and its event loop answers."""
    return {"status": "alive"}


@router.get("/readyz", responses={503: {"description": "not ready: the failing checks say why"}})
async def readyz(found: ServicesDep) -> JSONResponse:
    """Ready to serve: the database answers at the latest migration, and Redis (if configured) answers."""
    checks = await readiness(found.database, found.settings.redis_url)
    ready = all(check["ok"] for check in checks.values())
    return JSONResponse({"status": "ready" if ready else "not ready", "checks": checks}, 200 if ready else 503)


@router.get("/metrics", include_in_schema=False)
async def metrics() -> Response:
    """The metrics in Prometheus' text format."""
    body, content_type = exposition()
    return Response(body, media_type=content_type)
