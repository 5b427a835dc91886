"""A client's table follows the server's events through the rules and catches a server that
lies: a wrong digest, a card not in the deck, an event out of order, and at the end a record
whose deck, actions or announced cards differ from what was said during the game."""

from __future__ import annotations

import copy
import random

import attrs
import pytest

from sf_desktop.model.cards import CARDS
from sf_desktop.model.commitment import LATEST, Commitment, Witness, committed_digest, transcript
from sf_desktop.model.rules import legal_actions
from sf_desktop.online import protocol as p
from sf_desktop.online.server.codes import token_hash
from sf_desktop.online.server.room import Room, Setup
from sf_desktop.online.table import RemoteTable, RoomInfo, TableError, public_digest


def played(seed: int = 1, actions: int | None = None) -> tuple[Room, list[dict], RoomInfo]:
    """A room played by random decisions, and every event as a client receives it."""
    room = Room(Setup.new("KXQ7M2PD", ("person", "person"), None, 0))
    info = RoomInfo.from_json(room.describe())
    messages: list[dict] = []

    def commit(change) -> None:
        for event in change.events:
            room.apply_event(event)
            body = room.reveal() if event.kind == "end" else event.body
            messages.append(p.event_message(event.seq, event.kind, copy.deepcopy(body)))

    for n in range(2):
        commit(room.plan_claim(f"P{n}", token_hash(f"t{n}"), 0)[1])
    rng = random.Random(seed)
    while not room.over and (actions is None or len(room.actions) < actions):
        action = rng.choice(legal_actions(room.state))
        commit(
            room.plan_act(room.state.current, p.Act(f"a{len(room.actions)}", len(room.actions), action), 0)
        )
    return room, messages, info


def follow(info: RoomInfo, messages: list[dict]) -> RemoteTable:
    table = RemoteTable(info, 0)
    for message in messages:
        table.apply(message)
    return table


def test_the_table_follows_the_events_to_the_servers_public_view() -> None:
    room, messages, info = played(2)
    table = follow(info, messages)
    assert table.over and table.end_reason == "finished"
    assert public_digest(table.state) == public_digest(room.state)
    assert table.state.deck == tuple(sorted(room.state.deck)) and table.state.deck_hidden
    assert table.record is not None and table.record.actions == tuple(room.actions)
    assert table.record.commitment.witness == Witness(0, room.record().commitment.transcript)


def test_an_event_that_does_not_fit_is_caught() -> None:
    _, messages, info = played(3, actions=12)
    actions = [m for m in messages if m["kind"] == "action"]
    draw = next(m for m in actions if m["action"]["type"] == "draw")
    cases = []
    wrong_digest = copy.deepcopy(messages)
    next(m for m in wrong_digest if m["kind"] == "action")["digest"] = "0" * 16
    cases.append((wrong_digest, "out of step"))
    wrong_card = copy.deepcopy(messages)
    placed = {m["action"].get("card") for m in actions}
    seen = next(m for m in wrong_card if m.get("seq") == draw["seq"])
    seen["card"] = next(c.id for c in CARDS if c.id not in placed and c.id != draw["card"] and c.index < 90)
    cases.append((wrong_card, "out of step|not in the deck"))
    gap = [m for m in messages if m["seq"] != 5]
    cases.append((gap, "came after event"))
    wrong_seat = copy.deepcopy(messages)
    first = next(m for m in wrong_seat if m["kind"] == "action")
    first["seat"] = 1 - first["seat"]
    cases.append((wrong_seat, "not the one to move"))
    for broken, words in cases:
        with pytest.raises(TableError, match=words):
            follow(info, broken)


def reveal_with(room: Room, messages: list[dict], **changes) -> list[dict]:
    out = copy.deepcopy(messages)
    record = attrs.evolve(room.record(), **changes)
    out[-1]["record"] = record.to_json()
    return out


def test_a_revealed_record_that_differs_from_the_game_is_refused() -> None:
    room, messages, info = played(4)
    honest = room.record()
    deck = list(honest.deck)
    deck[-1], deck[-2] = deck[-2], deck[-1]
    salt = "0" * 64
    digest = committed_digest(LATEST, attrs.evolve(honest, deck=tuple(deck)), salt)
    names = [s.name for s in honest.seats]
    forged = Commitment(digest, salt, transcript(LATEST, digest, names, honest.actions), LATEST)
    cases = {
        "its digest is not the one published": {"deck": tuple(deck), "commitment": forged},
        "do not give the published digest": {"deck": tuple(deck)},
    }
    for words, change in cases.items():
        with pytest.raises(TableError, match=words):
            follow(info, reveal_with(room, messages, **change))


def test_a_server_that_announced_other_cards_than_its_deck_is_caught() -> None:
    """The server committed to one deck but announced the cards of another (and computed its
    digests from that one, so the table kept in step); the record it reveals is the committed
    deck's, with the same actions, legal on both: the cards drawn give it away."""
    committed = Setup.new("KXQ7M2PD", ("person", "person"), None, 0)
    other = attrs.evolve(committed, deck=tuple(reversed(committed.deck)))
    shown, kept = Room(other), Room(committed)
    info = RoomInfo.from_json(kept.describe())
    messages: list[dict] = []
    for n in range(2):
        _, change = shown.plan_claim(f"P{n}", token_hash(f"t{n}"), 0)
        for event in change.events:
            shown.apply_event(event)
            kept.apply_event(event)
            messages.append(p.event_message(event.seq, event.kind, event.body))
    for _ in range(3):  # draw and put: legal whatever the card
        for kind in ("draw", "put"):
            action = next(a for a in legal_actions(shown.state) if type(a).__name__.lower().startswith(kind))
            msg = p.Act(f"a{len(shown.actions)}", len(shown.actions), action)
            change = shown.plan_act(shown.state.current, msg, 0)
            for event in change.events:
                shown.apply_event(event)
                messages.append(p.event_message(event.seq, event.kind, event.body))
            for event in kept.plan_act(kept.state.current, msg, 0).events:
                kept.apply_event(event)
    end = kept.plan_abandon(0).events[0]
    kept.apply_event(end)
    messages.append(p.event_message(end.seq, end.kind, kept.reveal()))
    with pytest.raises(TableError, match="cards drawn were not the next ones"):
        follow(info, messages)
