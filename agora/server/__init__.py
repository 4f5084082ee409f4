"""The web platform: HTTP + WebSocket API, storage and the static browser client.

The server knows no rule: it stores matches, routes actions to the engine and
sends each seat its own view and legal actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from agora.server.app import create_app
    from agora.server.settings import Settings

__all__ = ["Settings", "create_app"]


def __getattr__(name: str) -> Any:
    # Loaded on first use: `agora games` must not pay for the web stack it never serves.
    if name == "create_app":
        from agora.server.app import create_app

        return create_app
    if name == "Settings":
        from agora.server.settings import Settings

        return Settings
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
