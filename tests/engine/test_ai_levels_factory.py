"""Every game's computer players come from one factory shape (``engine.ai.agent_of``):
each level the game names, the kernel's random player where it names none, and a
plain refusal of a level nobody knows."""
from __future__ import annotations

import pytest

from game import games
from game.engine.ai import RandomAgent, agent_of


@pytest.mark.parametrize("code", [g.code for g in games.GAMES if g.playable])
def test_every_level_of_the_catalogue_makes_a_player(code):
    info = games.get(code)
    make = info.agent_factory()
    for level in info.levels:
        agent = make(level)
        assert hasattr(agent, "choose"), (code, level)
    assert isinstance(make("random"), RandomAgent)
    with pytest.raises(ValueError):
        make("grandmaster")


def test_agent_of_passes_the_options_on():
    made = agent_of("easy", {"easy": lambda **kw: kw}, temperature=2.0)
    assert made == {"temperature": 2.0}
