"""Agent factory for the table's computer seats (picklable path for the worker Thinker).

``make(level)``: ``game.fujin.ai.make_agent`` when it exists, else a random agent.
``"random"`` always gives the random agent (screenshots, smoke runs, tests).
No pygame here: the worker process imports this module.
"""
from __future__ import annotations

from game.engine.ai import RandomAgent

PATH = "game.fujin.seat_agents:make"


def make(level: str = "easy"):
    if level == "random":
        return RandomAgent()
    try:
        from game.fujin.ai import make_agent
    except ImportError:
        return RandomAgent()
    try:
        return make_agent(level)
    except TypeError:
        return make_agent(level, None)
