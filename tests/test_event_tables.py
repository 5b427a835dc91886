"""Every event the rules report is animated and told: the step builder's table
(``views/table/step_builder.ANIMATIONS``) and the log's (``words/log.TELLERS``) have a row for
each event type that ``model/events.py`` defines, read from the module itself, so that an
event added there later fails here until both say what to do with it."""

from __future__ import annotations

import inspect
import typing

import attrs
import pytest

from sf_desktop.model import events
from sf_desktop.views.table.step_builder import ANIMATIONS
from sf_desktop.words.log import TELLERS


def event_types() -> set[type]:
    """Every class defined in ``model/events.py`` (imported names such as ``BonusKind`` left out)."""
    return {c for _, c in inspect.getmembers(events, inspect.isclass) if c.__module__ == events.__name__}


def unhandled(table: dict[type, object]) -> list[str]:
    return sorted(c.__name__ for c in event_types() - set(table))


def test_the_events_are_read_from_the_module() -> None:
    found = event_types()
    assert {events.CardDrawn, events.TokenPlaced, events.TurnStarted, events.GameEnded} <= found
    assert found == set(typing.get_args(events.Event)), "the Event union names every event class"


@pytest.mark.parametrize(("name", "table"), [("animations", ANIMATIONS), ("log", TELLERS)])
def test_every_event_type_has_a_handler(name: str, table: dict[type, object]) -> None:
    assert unhandled(table) == [], f"no {name} handler"
    assert set(table) <= event_types(), f"{name} handles something that is not an event"
    assert all(callable(handler) for handler in table.values())


def test_a_new_event_without_handlers_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: an event class added to the module has no row in either table."""
    added = attrs.frozen(type("RainStarted", (), {"__module__": events.__name__, "__annotations__": {}}))
    monkeypatch.setattr(events, "RainStarted", added, raising=False)
    assert unhandled(ANIMATIONS) == ["RainStarted"]
    assert unhandled(TELLERS) == ["RainStarted"]
