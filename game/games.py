"""The catalogue of the four games (pure data; no pygame).

``rules`` names the module holding the game's ``GameState`` subclass and
``table`` the module holding its table scene; ``playable`` is derived from
whether both exist, so the game-select scene can be honest about what is
not built yet.
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class GameInfo:
    code: str
    name_ja: str
    name_en: str
    players: tuple[int, int]
    pitch_ja: str
    pitch_en: str
    rules_module: str
    state_class: str
    table_module: str

    def name(self, lang: str) -> str:
        return self.name_en if lang == "en" else self.name_ja

    def pitch(self, lang: str) -> str:
        return self.pitch_en if lang == "en" else self.pitch_ja

    @property
    def playable(self) -> bool:
        return _module_exists(self.rules_module) and _module_exists(self.table_module)

    def state_type(self):
        return getattr(importlib.import_module(self.rules_module), self.state_class)


def _module_exists(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


GAMES: tuple[GameInfo, ...] = (
    GameInfo("fujin", "式神符陣", "Shikigami Fujin", (2, 2),
             "九つのマスに式神を置き、向きと隙で盤面を取り合う二人対戦。",
             "Summon shikigami onto a 3×3 board; facing and blind spots decide the fight.",
             "game.fujin.rules", "FujinState", "game.fujin.table"),
    GameInfo("hakusura", "ハクスラ陰陽師", "Hack & Slash Onmyoji", (1, 2),
             "装備を集めて進化させ、妖怪と決闘・ボス戦。ソロは難易度10段階。",
             "Gather and evolve gear, duel yokai or face the boss; solo with 10 difficulty levels.",
             "game.hakusura.rules", "HakusuraState", "game.hakusura.table"),
    GameInfo("zintrigger", "ジントリガー", "Zin Trigger", (1, 4),
             "正位置と逆位置を使い分ける共有山札の陣取りカードゲーム。",
             "Territory card game from a shared deck of upright and reversed cards.",
             "game.zintrigger.rules", "ZintriggerState", "game.zintrigger.table"),
    GameInfo("chobuku", "鬼調伏", "Oni Chobuku", (2, 5),
             "鬼を相手に運試し。どこまで攻めて、いつ退くか。",
             "Push your luck against an oni: how far do you press, and when do you stop?",
             "game.chobuku.rules", "ChobukuState", "game.chobuku.table"),
)


def get(code: str) -> GameInfo:
    for info in GAMES:
        if info.code == code:
            return info
    raise KeyError(code)
