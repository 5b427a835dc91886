"""Expert at an online table: the server seats it and it plays its own decisions, seeing
only the public view (the deck's order forgotten), like every level."""

from __future__ import annotations

from pathlib import Path

import pytest
from online_helpers import close_all, play_all, run, seated, served
from server_agents import LOG, notes

from sf_desktop.online.server import Settings


def test_an_expert_seat_plays_on_the_server_from_the_public_view(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = tmp_path / "agents.log"
    monkeypatch.setenv(LOG, str(log))
    # The shipped level on a small iteration budget, in the server's AI process, noting what it saw.
    settings = Settings(ai_processes=1, ai_agents={"expert": "server_agents:WatchedExpert"})

    async def scenario():
        async with served(tmp_path, settings=settings) as server:
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
    seen = notes(str(log))
    assert seen and all(words[1:] == ["ExpertAgent", "public"] for words in seen), seen
