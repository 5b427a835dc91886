"""The game server: asyncio and WebSockets, rooms with seats and clocks, the rules deciding every action, storage behind one interface."""

from __future__ import annotations

from .hub import Hub, Settings
from .net import GameServer, ServerThread
from .store import Store, open_store

__all__ = ["GameServer", "Hub", "ServerThread", "Settings", "Store", "open_store"]
