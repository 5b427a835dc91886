"""The words of online play: connections, clocks, phrases, invitations, the router's answer,
and why a seat was refused.

The canned phrases travel as ids (``hello``, ``good_game``...) so that each player reads them
in their own language; here is what each id says. Nothing here knows the network: the session
gives facts (a status, a clock as the server sent it, a port mapping's reason), these give
sentences.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from .languages import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

# The phrases' ids, in the order the Say menu lists them, and their words.
PHRASES: dict[str, str] = {
    "hello": QT_TRANSLATE_NOOP("Phrases", "Hello!"),
    "good_luck": QT_TRANSLATE_NOOP("Phrases", "Good luck!"),
    "thinking": QT_TRANSLATE_NOOP("Phrases", "Thinking…"),
    "one_moment": QT_TRANSLATE_NOOP("Phrases", "One moment, please."),
    "nice_move": QT_TRANSLATE_NOOP("Phrases", "Nice move!"),
    "oops": QT_TRANSLATE_NOOP("Phrases", "Oops!"),
    "well_played": QT_TRANSLATE_NOOP("Phrases", "Well played!"),
    "good_game": QT_TRANSLATE_NOOP("Phrases", "Good game!"),
    "thanks": QT_TRANSLATE_NOOP("Phrases", "Thanks!"),
    "bye": QT_TRANSLATE_NOOP("Phrases", "Bye!"),
}


# Why a seat was refused or given up, by the code the server (or the client) gave: said in the
# player's language; a code not here keeps the server's own words.
TROUBLES: dict[str, str] = {
    "no_room": QT_TRANSLATE_NOOP(
        "Online",
        "no game has that room code (8 letters and digits, like KXQ7-M2PD): check it, or ask for a new one",
    ),
    "room_full": QT_TRANSLATE_NOOP("Online", "every seat of that game is taken"),
    "over": QT_TRANSLATE_NOOP("Online", "that game is over"),
    "rate_limited": QT_TRANSLATE_NOOP(
        "Online", "too many tries from this computer: wait a minute and try again"
    ),
    "busy": QT_TRANSLATE_NOOP("Online", "the server is busy: try again"),
    "protocol_version": QT_TRANSLATE_NOOP(
        "Online", "the server speaks another version of the game: both sides need the same version"
    ),
    "bad_token": QT_TRANSLATE_NOOP("Online", "the server no longer knows this seat"),
    "closed": QT_TRANSLATE_NOOP(
        "Online", "the server did not answer: check the address, and that the computer holding the game is on"
    ),
    "taken_over": QT_TRANSLATE_NOOP("Online", "this seat is now played from another window or computer"),
    # This computer's own server ({0}: the system's reason, as it came).
    "host_failed": QT_TRANSLATE_NOOP("Online", "this computer could not start its game server ({0})"),
    "no_hosting": QT_TRANSLATE_NOOP(
        "Online",
        "this copy of the app cannot host games: play on a server (Game ▸ Play online… ▸ Use a server)",
    ),
}


def trouble(problem: str) -> str:
    """Why a seat was refused, in the player's language where its code is known (the session
    gives a ``Trouble``: the server's words and their code), else the words as they came."""
    words = TROUBLES.get(getattr(problem, "code", ""))
    return translate("Online", words).format(str(problem)) if words is not None else str(problem)


def phrase(phrase_id: str) -> str:
    """A phrase in the language shown (an id this app does not know is shown as it came)."""
    words = PHRASES.get(phrase_id)
    return translate("Phrases", words) if words is not None else phrase_id


def said(name: str, phrase_id: str) -> str:
    """A log line: who said which phrase."""
    return translate("Online", "{0} says: “{1}”").format(name, phrase(phrase_id))


def stood_in(name: str, you: bool, on: bool) -> str:
    """A log line: a player's time ran out and the AI plays for them (``on``), or they took
    their seat back."""
    if on:
        if you:
            return translate(
                "Online", "Your time ran out: the AI plays for you until you take your seat back."
            )
        return translate(
            "Online", "{0}’s time ran out: the AI plays for them until they take their seat back."
        ).format(name)
    if you:
        return translate("Online", "You took your seat back from the AI.")
    return translate("Online", "{0} took their seat back from the AI.").format(name)


def whose_turn(names: Sequence[str], current: int, mine: int, away: bool = False) -> str:
    """Whose turn it is, for the online bar (``away``: that player is not connected)."""
    if current == mine:
        return translate("Online", "Your turn")
    name = names[current] if 0 <= current < len(names) else "?"
    if away:
        return translate("Online", "{0} is away: the game waits for them").format(name)
    return translate("Online", "{0}’s turn").format(name)


def connection(status: str) -> str:
    """This computer's connection to the game's server."""
    return {
        "connecting": translate("Online", "Connecting…"),
        "online": translate("Online", "Connected"),
        "reconnecting": translate("Online", "Reconnecting…"),
        "closed": translate("Online", "Not connected"),
    }.get(status, status)


def presence(online: bool, status: str = "online") -> str:
    """A player's connection as their board shows it: "online", "away", or, for this
    player's own seat while the connection is down, "reconnecting"."""
    if status in ("reconnecting", "connecting"):
        return translate("Online", "reconnecting")
    if status == "closed":
        return translate("Online", "not connected")
    return translate("Online", "online") if online else translate("Online", "away")


def clock_text(clock: Mapping[str, Any], seat: int, current: int, now_ms: int | None = None) -> str:
    """A seat's clock as the server sent it: the time left in a live game ("12:05"), or, in a
    turn-based game, the time left for the seat to move ("5 h left"); "" without a clock."""
    now = int(time.time() * 1000) if now_ms is None else now_ms
    left = clock.get("left_ms")
    if isinstance(left, Sequence) and 0 <= seat < len(left):
        ms = int(left[seat])
        if seat == current and isinstance(clock.get("since_ms"), int):
            ms -= max(0, now - clock["since_ms"])
        return minutes_seconds(ms)
    deadline = clock.get("deadline_ms")
    if isinstance(deadline, int) and seat == current:
        return time_left(deadline - now)
    return ""


def minutes_seconds(ms: int) -> str:
    seconds = max(0, ms) // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{seconds:02}" if hours else f"{minutes}:{seconds:02}"


def time_left(ms: int) -> str:
    """A turn's time left, as a person says it."""
    minutes = max(0, ms) // 60_000
    if minutes >= 48 * 60:
        return translate("Online", "%n days left", None, minutes // (24 * 60))
    if minutes >= 60:
        return translate("Online", "%n h left", None, minutes // 60)
    return translate("Online", "%n min left", None, max(1, minutes))


def whose_clock(names: Sequence[str], current: int, mine: int, time: str) -> str:
    """The clock of the player to move, saying whose it is: "Yours: 5:07", "Bruno’s: 5:07"."""
    if not time:
        return ""
    if current == mine:
        return translate("Online", "Yours: {0}").format(time)
    name = names[current] if 0 <= current < len(names) else "?"
    return translate("Online", "{0}’s: {1}").format(name, time)


def clock_choice_label(key: str) -> str:
    return {
        "": translate("Online", "No clock"),
        "live:600": translate("Online", "Live: 10 minutes each"),
        "live:1800": translate("Online", "Live: 30 minutes each"),
        "turn:86400": translate("Online", "One day per move"),
        "turn:259200": translate("Online", "Three days per move"),
    }[key]


CLOCK_CHOICES = ("", "live:600", "live:1800", "turn:86400", "turn:259200")


def show_code(code: str) -> str:
    """A room code as people read it: KXQ7-M2PD."""
    return f"{code[:4]}-{code[4:]}" if len(code) == 8 else code


def waiting_text(missing: int, code: str) -> str:
    return translate("Online", "Waiting for %n friend(s) to join with the code {0}.", None, missing).format(
        show_code(code)
    )


def mapping_sentence(reason: str | None, port: int, address: str = "") -> str:
    """What the router said when asked to open the server's port, and what to do about it.
    ``reason`` None: not known yet."""
    elsewhere = translate(
        "Online",
        "For friends elsewhere: forward port {0} (TCP) in your router to this computer, or play on a "
        "server (the Use a server tab).",
    ).format(port)
    if reason is None:
        return translate("Online", "Asking your router to open port {0} for friends elsewhere…").format(port)
    if reason == "mapped":
        return translate(
            "Online", "Your router opened a port for this game: friends anywhere can join at {0}."
        ).format(address)
    first = {
        "no_router": translate("Online", "No router answered the request to open a port."),
        "refused": translate("Online", "Your router refused to open a port."),
        "already_mapped_elsewhere": translate(
            "Online", "On your router, port {0} already leads to another computer."
        ).format(port),
        "private_external_ip": translate(
            "Online",
            "Your router is itself behind another network (its outside address is private), so "
            "friends elsewhere cannot reach this computer.",
        ),
        "unavailable": translate("Online", "This computer cannot ask the router to open a port."),
    }.get(reason, translate("Online", "The router could not open a port."))
    local = translate("Online", "Friends on this network can join.")
    return f"{first} {local} {elsewhere}"


def loopback_sentence(variable: str) -> str:
    """What a game hosted in loopback mode (``variable`` set) is: for this computer alone."""
    return translate(
        "Online",
        "This game is hosted only on this computer ({0} is set): other windows and apps here can "
        "join, nobody else. To play with friends elsewhere, start the app without {0}, or play on a "
        "server (the Use a server tab).",
    ).format(variable)


def invitation_text(code: str, addresses: Sequence[str]) -> str:
    """What a player sends a friend: how to join, the address and the code."""
    where = "\n".join(addresses)
    return translate(
        "Online",
        "Join my game of San Francisco: in the app, Game ▸ Play online… ▸ Join with a code.\n"
        "Server address:\n{0}\nRoom code: {1}",
    ).format(where, show_code(code))
