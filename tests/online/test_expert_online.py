"""Expert at an online table: the server seats it and it plays its own decisions, seeing
only the public view (the deck's order forgotten), like every level."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from online_helpers import close_all, play_all, run, seated, served

from sf_desktop.ai.expert import ExpertAgent
from sf_desktop.model.state import public_view


class Watched:
    """A level's agent, noting every view it is asked to decide on."""

    def __init__(self, agent: Any, seen: list[Any]) -> None:
        self.agent = agent
        self.name = agent.name
        self.seen = seen

    def choose(self, view: Any, rng: random.Random, stop: Any = None) -> Any:
        self.seen.append((self.agent, view))
        return self.agent.choose(view, rng, stop)


def test_an_expert_seat_plays_on_the_server_from_the_public_view(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from sf_desktop.ai.base import make_agent as real
    from sf_desktop.online.server import hub

    seen: list[Any] = []
    # A small iteration budget keeps the test short; the level is the shipped one.
    monkeypatch.setattr(hub, "make_agent", lambda kind: Watched(real(kind, iterations=40), seen))

    async def scenario():
        async with served(tmp_path) as server:
            clients = await seated(server.url, ["person", "expert"], ["Ann"])
            runs = await play_all(clients, "greedy", seed=3)
            await close_all(clients)
            return runs

    runs = run(scenario(), timeout=300)
    record = runs[0].record
    assert record is not None and record.replay().is_over
    assert [s.kind for s in record.seats] == ["human", "expert"]
    assert record.seats[1].name == "Expert"
    ai_moves = set(range(len(record.actions))) - {at for r in runs for at, _ in r.acked}
    assert ai_moves  # the server's Expert played its own decisions
    assert seen and all(isinstance(agent, ExpertAgent) for agent, _ in seen)
    assert all(view.deck_hidden and view == public_view(view) for _, view in seen)
