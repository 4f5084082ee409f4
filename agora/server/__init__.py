"""The web platform: HTTP + WebSocket API, storage and the static browser client.

The server knows no rule: it stores matches, routes actions to the engine and
sends each seat its own view and legal actions.
"""

from agora.server.app import create_app
from agora.server.settings import Settings

__all__ = ["Settings", "create_app"]
