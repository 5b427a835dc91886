"""A room on its own, without a network: claims, refusals that change nothing, the clock and
its stand-in, the reveal at the end, and a room rebuilt from its events."""

from __future__ import annotations

import random

import attrs
import pytest

from sf_desktop.model.actions import action_from_json, action_to_json
from sf_desktop.model.cards import CARDS
from sf_desktop.model.commitment import setup_digest
from sf_desktop.model.rules import legal_actions
from sf_desktop.model.save_format import decode
from sf_desktop.online import protocol as p
from sf_desktop.online.server.codes import token_hash
from sf_desktop.online.server.room import RETURN_GRACE_MS, Room, Setup, distinct

T0 = 1_700_000_000_000


def room_of(kinds: tuple[str, ...], clock: p.Clock | None = None) -> Room:
    return Room(Setup.new("KXQ7M2PD", kinds, clock, T0))


def commit(room: Room, change, log: list | None = None) -> None:
    if log is not None:
        log.extend(change.events)
    for event in change.events:
        room.apply_event(event)
    if change.token is not None:
        room.tokens[change.token[0]] = change.token[1]


def seat_everyone(room: Room, now: int = T0) -> list[str]:
    tokens = []
    while not all(room.claimed):
        token = f"token{len(tokens)}"
        _, change = room.plan_claim(f"P{len(tokens)}", token_hash(token), now)
        commit(room, change)
        tokens.append(token)
    return tokens


def act(room: Room, action, now: int = T0, id_: str | None = None, by: str = "player"):
    seat = room.state.current
    msg = p.Act(id_ or f"a{len(room.actions)}", len(room.actions), action)
    change = room.plan_act(seat, msg, now, by=by)
    commit(room, change)
    return change


def test_the_room_starts_when_every_person_seat_is_claimed() -> None:
    room = room_of(("person", "easy", "person"))
    assert room.status == "waiting" and room.mover() == "none"
    seat, change = room.plan_claim("Ann", token_hash("t0"), T0)
    assert seat == 0 and [e.kind for e in change.events] == ["seat"]
    commit(room, change)
    seat, change = room.plan_claim("Bob", token_hash("t2"), T0)
    assert seat == 2 and [e.kind for e in change.events] == ["seat", "start"]
    commit(room, change)
    assert room.status == "playing" and room.names == ["Ann", "Easy", "Bob"]
    with pytest.raises(p.ProtocolError) as full:
        room.plan_claim("Cat", token_hash("t3"), T0)
    assert full.value.code == p.ROOM_FULL
    assert room.seat_of("t2") == 2
    with pytest.raises(p.ProtocolError) as bad:
        room.seat_of("t9")
    assert bad.value.code == p.BAD_TOKEN


def test_every_seat_has_a_name_of_its_own() -> None:
    """Two AIs at one level, two friends called Alex (in any case): the table, the log and a
    screen reader tell them apart by name, so the second of each gets a number."""
    room = room_of(("person", "medium", "person", "medium"))
    assert room.names[1] == "Medium" and room.names[3] == "Medium 2"
    for name, token in (("Alex", "t0"), ("ALEX", "t2")):
        commit(room, room.plan_claim(name, token_hash(token), T0)[1])
    assert room.names == ["Alex", "Medium", "ALEX 2", "Medium 2"]
    assert room.status == "playing"


def test_a_name_made_distinct_keeps_within_the_longest_name() -> None:
    longest = "x" * p.MAX_NAME
    assert distinct("Ana", ["Bo"]) == "Ana"
    assert distinct("Ana", ["ana", "Ana 2"]) == "Ana 3"
    assert distinct("Ána", ["Ana"]) == "Ána 2"  # reads alike: marks and case aside
    assert distinct(longest, [longest]) == "x" * (p.MAX_NAME - 2) + " 2"
    assert len(distinct(longest, [longest])) == p.MAX_NAME


def test_names_that_look_alike_in_other_alphabets_are_told_apart() -> None:
    """A Cyrillic "А" or a Greek "Ρ" looks exactly like the Latin letter: a second "Ann" made
    of them would sit at the table as the first one's double."""
    assert distinct("\u0410nn", ["Ann"]) == "\u0410nn 2"  # Cyrillic capital A
    assert distinct("Ann", ["\u0430nn"]) == "Ann 2"  # Cyrillic small a, case aside
    assert distinct("\u03a1aul", ["Paul"]) == "\u03a1aul 2"  # Greek capital rho
    assert distinct("B0B", ["BOB"]) == "B0B 2"  # a zero for an O
    assert distinct("Ian", ["lan"]) == "Ian 2"  # a capital i for a small L
    assert distinct("Ana", ["Ava", "Anna", "Ali", "Bo"]) == "Ana"  # names that only share letters
    assert distinct("Ali", ["All", "Al1"]) == "Ali"
    assert distinct("\u0418\u0432\u0430\u043d", ["Ivan"]) == "\u0418\u0432\u0430\u043d"  # Иван
    assert distinct("\u7530\u4e2d", ["\u4f50\u85e4"]) == "\u7530\u4e2d"  # 田中 beside 佐藤


def test_a_refused_action_changes_nothing_and_says_why() -> None:
    room = room_of(("person", "person"))
    with pytest.raises(p.ProtocolError) as waiting:
        room.plan_act(0, p.Act("x", 0, legal_actions(room.state)[0]), T0)
    assert waiting.value.code == p.WAITING
    seat_everyone(room)
    before = (room.seq, room.state, list(room.actions), dict(room.refs))
    mover, other = room.state.current, 1 - room.state.current
    legal = legal_actions(room.state)
    cases = [
        (other, p.Act("x", 0, legal[0]), p.NOT_YOUR_TURN),
        (mover, p.Act("x", 3, legal[0]), p.STALE),
        (mover, p.Act("x", 0, action_from(room, "put", column=0)), p.ILLEGAL),
    ]
    for seat, msg, code in cases:
        with pytest.raises(p.ProtocolError) as info:
            room.plan_act(seat, msg, T0)
        assert info.value.code == code and info.value.reason
    assert (room.seq, room.state, list(room.actions), dict(room.refs)) == before


def action_from(room: Room, kind: str, **fields):
    return action_from_json({"type": kind, **fields})


def test_a_resent_action_is_found_by_its_id() -> None:
    room = room_of(("person", "person"))
    seat_everyone(room)
    mover = room.state.current
    act(room, legal_actions(room.state)[0], id_="once")
    assert room.duplicate(mover, "once") == room.seq
    assert room.duplicate(1 - mover, "once") is None


def test_events_never_hold_the_deck_order_the_seed_or_the_salt_until_the_end() -> None:
    room = room_of(("person", "greedy"))
    seat_everyone(room)
    rng = random.Random(3)
    secret = {str(room.setup.seed), room.setup.salt}
    described = p.dumps(room.describe())
    assert not any(s in described for s in secret)
    made = room.setup
    assert room.describe()["commitment"] == setup_digest(
        game_id=made.game_id,
        kinds=made.kinds,
        first_player=made.first_player,
        seed=made.seed,
        deck=made.deck,
        salt=made.salt,
    )
    checked = 0
    while not room.state.is_over:
        upcoming = [CARDS[c].id for c in room.state.deck[:3]]
        for event in act(room, rng.choice(legal_actions(room.state))).events:
            text = p.dumps(event.body)
            assert not any(s in text for s in secret)
            if len(upcoming) == 3:
                assert '","'.join(upcoming) not in text
            checked += 1
    assert checked == room.seq - 2  # every event after the two claims, the end included
    with pytest.raises(ValueError):
        room_of(("person", "easy")).reveal()
    revealed = room.reveal()
    assert revealed["salt"] == room.setup.salt
    loaded = decode(revealed["record"])
    assert loaded.record.deck == room.setup.deck and loaded.state.is_over
    assert loaded.record.commitment.problems(loaded.record) == []


def test_a_room_rebuilt_from_its_events_is_the_same_room() -> None:
    room = room_of(("person", "easy", "person"), p.Clock("live", 600))
    events: list = []
    for n in range(2):
        _, change = room.plan_claim(f"P{n}", token_hash(f"t{n}"), T0)
        commit(room, change, events)
    rng = random.Random(5)
    now = T0
    for _ in range(40):
        now += 1500
        seat = room.state.current
        by = "ai" if room.is_ai(seat) else "player"
        msg = p.Act(f"a{len(room.actions)}", len(room.actions), rng.choice(legal_actions(room.state)))
        commit(room, room.plan_act(seat, msg, now, by=by), events)
    again = Room(room.setup, list(room.tokens))
    for event in events:
        again.apply_event(event)
    assert len(events) == 43 and again.seq == room.seq == 43
    assert again.state == room.state and again.actions == room.actions and again.record() == room.record()
    assert again.left_ms == room.left_ms and again.index() == room.index() and again.refs == room.refs


def test_a_live_clock_runs_only_for_the_person_to_move_and_hands_the_turn_to_the_stand_in() -> None:
    room = room_of(("person", "person"), p.Clock("live", 60))
    seat_everyone(room)
    mover = room.state.current
    assert room.deadline_ms() == T0 + 60_000
    act(room, legal_actions(room.state)[0], T0 + 20_000)  # a draw: the same player puts it next
    assert room.left_ms[mover] == 40_000 and room.deadline_ms() == T0 + 60_000
    assert room.plan_timeout(T0 + 59_999) is None
    change = room.plan_timeout(T0 + 60_000)
    assert change is not None and change.index["mover"] == "ai" and change.index["deadline_ms"] is None
    commit(room, change)
    assert room.stand_in == {mover} and room.left_ms[mover] == 0 and room.mover() == "ai"
    with pytest.raises(p.ProtocolError) as info:
        room.plan_act(mover, p.Act("late", len(room.actions), legal_actions(room.state)[0]), T0 + 61_000)
    assert info.value.code == p.NOT_YOUR_TURN and "stand-in" in info.value.reason
    act(room, legal_actions(room.state)[0], T0 + 61_000, by="stand_in")
    assert room.left_ms[mover] == 0  # the stand-in's thinking costs the player nothing
    commit(room, room.plan_back(mover, T0 + 62_000))
    assert room.stand_in == set() and room.left_ms[mover] == RETURN_GRACE_MS
    assert room.plan_back(mover, T0 + 62_000) is None


def test_a_turn_clock_gives_each_turn_its_time() -> None:
    room = room_of(("person", "person"), p.Clock("turn", 3600))
    seat_everyone(room)
    first = room.state.current
    assert room.deadline_ms() == T0 + 3_600_000
    act(room, legal_actions(room.state)[0], T0 + 1000)  # draw: the turn goes on
    assert room.deadline_ms() == T0 + 3_600_000
    act(room, legal_actions(room.state)[0], T0 + 2000)  # put: the next player's turn begins
    assert room.state.current != first and room.deadline_ms() == T0 + 2000 + 3_600_000


def test_abandoning_reveals_the_game_so_far() -> None:
    room = room_of(("person", "easy"))
    seat_everyone(room)
    act(room, legal_actions(room.state)[0])
    change = room.plan_abandon(T0 + 1)
    assert change.events[0].body == {"reason": "abandoned"}  # the record is rebuilt, not stored
    commit(room, change)
    revealed = room.reveal()
    assert revealed["reason"] == "abandoned" and len(decode(revealed["record"]).record.actions) == 1
    with pytest.raises(p.ProtocolError) as info:
        room.plan_chat(0, p.Chat("c", "good_game"), T0 + 2)
    assert info.value.code == p.OVER


def test_the_record_names_people_as_human_and_keeps_the_ai_levels() -> None:
    room = room_of(("person", "hard"))
    seat_everyone(room)
    record = room.record()
    assert [s.kind for s in record.seats] == ["human", "hard"]
    assert record.commitment is not None and record.commitment.salt == room.setup.salt
    assert attrs.evolve(record, commitment=None).commitment is None
    assert action_to_json(legal_actions(room.state)[0])


def test_a_seat_taken_back_and_left_again_stays_with_the_stand_in_for_the_turn_then_the_game() -> None:
    room = room_of(("person", "person"), p.Clock("live", 60))
    log: list = []
    seat_everyone(room)
    seat, now = room.state.current, T0 + 60_000
    commit(room, room.plan_timeout(now), log)
    commit(room, room.plan_back(seat, now), log)  # back at once: the grace
    assert room.left_ms[seat] == RETURN_GRACE_MS and room.stand_in == set()
    now += RETURN_GRACE_MS
    change = room.plan_timeout(now)
    assert change is not None and change.events[0].body["until"] == "turn"
    commit(room, change, log)
    assert room.plan_back(seat, now) is None and "this turn" in room.holding(seat)
    while room.state.current == seat:  # the stand-in plays the turn to its end
        log.extend(act(room, legal_actions(room.state)[0], now, by="stand_in").events)
    assert room.holding(seat) is None
    commit(room, room.plan_back(seat, now), log)
    while room.state.current != seat:
        log.extend(act(room, legal_actions(room.state)[0], now).events)
    now += RETURN_GRACE_MS
    change = room.plan_timeout(now)
    assert change is not None and change.events[0].body["until"] == "game"
    commit(room, change, log)
    rebuilt = Room(room.setup, list(room.tokens))  # what it holds follows from the events
    seat_everyone(rebuilt)
    for event in log:
        rebuilt.apply_event(event)
    for r in (room, rebuilt):
        assert r.plan_back(seat, now) is None and "to the end" in r.holding(seat)


def test_a_player_who_comes_back_and_plays_is_not_held() -> None:
    room = room_of(("person", "person"), p.Clock("turn", 3600))
    seat_everyone(room)
    seat, now = room.state.current, T0 + 3_600_000
    commit(room, room.plan_timeout(now))
    commit(room, room.plan_back(seat, now))
    assert room.deadline_ms() == now + RETURN_GRACE_MS  # a short grace, not a whole turn again
    act(room, legal_actions(room.state)[0], now + 1000)  # the player plays: the grace is over
    now = room.deadline_ms() or 0
    change = room.plan_timeout(now)
    assert change is not None and change.events[0].body["until"] == "back"


def test_talk_alone_never_keeps_a_room_from_being_abandoned() -> None:
    room = room_of(("person", "person"))
    seat_everyone(room)
    before = room.index()["updated_ms"]
    for n in range(3):
        change = room.plan_chat(0, p.Chat(f"c{n}", "good_game"), T0 + 86_400_000 * (n + 1))
        for event in change.events:
            room.apply_event(event)
        assert change.index["updated_ms"] == before
    assert room.index()["updated_ms"] == before


def test_a_seat_past_its_phrases_is_refused_by_the_room_itself() -> None:
    """The hub checked a seat's phrases before waiting for the room's lock: a request already
    waiting there (a seat's old connection, taken up by a new one) said one phrase too many."""
    room = room_of(("person", "person"))
    seat_everyone(room)
    for n in range(2):
        for event in room.plan_chat(0, p.Chat(f"c{n}", "hello"), T0 + n, most=2).events:
            room.apply_event(event)
    with pytest.raises(p.ProtocolError) as refused:
        room.plan_chat(0, p.Chat("c2", "hello"), T0 + 3, most=2)
    assert refused.value.code == p.RATE_LIMITED and room.phrases == [2, 0]
    assert room.plan_chat(1, p.Chat("d0", "hello"), T0 + 4, most=2).events  # the other seat may talk
