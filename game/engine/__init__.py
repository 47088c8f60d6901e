"""The rules kernel shared by every game: no pygame, no I/O.

See ARCHITECTURE.md ("The kernel's contract"). Games implement
:class:`GameState`; the UI, the AI, saves and replays rely on nothing else.
"""
from .actions import Action
from .decisions import Decision
from .errors import IllegalAction
from .gestures import Gesture
from .places import Place, button
from .events import (CardDrawn, CardMoved, CardRotated, Custom, Damaged, Event,
                     GameOver, HpChanged, Log, ResourceChanged, Revealed,
                     Shuffled, TurnStarted)
from .state import (SAVE_FORMAT_VERSION, GameState, PlayerId, Result,
                    check_save, copy_rng, rng_from_json, rng_to_json)

__all__ = [
    "Action", "Decision", "Gesture", "Place", "button", "IllegalAction", "Event", "Log", "CardMoved", "CardDrawn",
    "Shuffled", "Revealed", "CardRotated", "Damaged", "HpChanged",
    "ResourceChanged", "TurnStarted", "GameOver", "Custom", "GameState",
    "PlayerId", "Result", "SAVE_FORMAT_VERSION", "rng_to_json", "rng_from_json", "check_save",
    "copy_rng",
]

# --- agents, search and the game record (ai.py, mcts.py, record.py) ---------
from .ai import Agent, RandomAgent, SeatView, SteppableAgent, decide, outcome_reward  # noqa: E402
from .mcts import ISMCTSAgent  # noqa: E402
from .record import (GameRecord, check_undo_never_crosses_checkpoint,  # noqa: E402
                     digest, export_replay, import_replay)

__all__ += [
    "Agent", "RandomAgent", "SeatView", "SteppableAgent", "decide", "outcome_reward", "ISMCTSAgent",
    "GameRecord", "check_undo_never_crosses_checkpoint", "digest", "export_replay",
    "import_replay",
]
