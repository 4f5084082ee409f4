"""The OpenAPI page (/docs), with Swagger UI's assets served by Agora itself (from the
swagger-ui-bundle package), so that it works offline and behind a strict firewall."""

from __future__ import annotations

from pathlib import Path

import swagger_ui_bundle
from fastapi import APIRouter
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse

ASSETS = Path(swagger_ui_bundle.swagger_ui_path)
ASSETS_URL = "/docs-assets"

router = APIRouter(include_in_schema=False)


@router.get("/docs")
async def api_docs() -> HTMLResponse:
    """Swagger UI on the app's OpenAPI document."""
    return get_swagger_ui_html(
        openapi_url="/openapi.json",
        title="Agora - API",
        swagger_js_url=f"{ASSETS_URL}/swagger-ui-bundle.js",
        swagger_css_url=f"{ASSETS_URL}/swagger-ui.css",
        swagger_favicon_url=f"{ASSETS_URL}/favicon-32x32.png",
    )
