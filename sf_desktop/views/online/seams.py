"""What the online dialogs and the window's online play ask of each other, as small protocols:
the Play online dialog asks :class:`Rooms` (make a room, join one, who the player is), and
the window answers a page through :class:`RoomPanel` or :class:`JoinPanel` when the server
has answered. Nothing reaches through to the session's games, the seat book or the store.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ...session.remote_game import RemoteGame

Invitation = tuple[
    list[str], bool, str | None
]  # addresses to share, found on this network, the router's answer


class RoomPanel(Protocol):
    """A page that asked for a room: it says how it went and shows the invitation."""

    def show_problem(self, text: str) -> None: ...

    def show_invitation(self, game: RemoteGame, invitation: Invitation) -> None: ...

    def window(self) -> QWidget: ...


class SeatsPanel(RoomPanel, Protocol):
    """The New game dialog with friends' seats: a room panel that also chose a clock."""

    def clock(self) -> str: ...


class JoinPanel(Protocol):
    """A page that asked for a seat in a friend's room."""

    def show_problem(self, text: str) -> None: ...

    def joined(self) -> None: ...


class Rooms(Protocol):
    """What the Play online dialog asks of the window's online play."""

    def name(self) -> str:
        """The name friends see (empty: the player types it)."""

    def server(self) -> str:
        """The server used last to make a room ("" for none)."""

    def servers(self) -> tuple[str, ...]:
        """The servers joined last, the newest first."""

    def hosts_for_the_network(self) -> bool:
        """Whether a game hosted here is open to the network (not in loopback mode)."""

    def create(
        self,
        server: str | None,
        name: str,
        kinds: list[str],
        clock: str | None,
        panel: RoomPanel | None = None,
    ) -> None: ...

    def join(self, server: str, code: str, name: str, panel: JoinPanel | None = None) -> None: ...

    def invitation(self, game: RemoteGame) -> Invitation: ...

    def follow_host(self, slot: Callable[[], None]) -> None:
        """Call ``slot`` when this computer's hosting changes (the router answered)."""


def safely(call: Callable[[], None]) -> bool:
    """``call()`` unless its dialog was closed and deleted meanwhile (a server answered late);
    False when it was."""
    try:
        call()
    except RuntimeError:  # the C++ side of the dialog is gone
        return False
    return True
