"""The catalogue of the four games (pure data; no pygame, nothing imported up front).

Each entry declares every hook the rest of the program needs, as import
paths resolved on first use, so the menus, the rules viewer, the fuzzer,
the balance lab, saves and the bench know games only through this file:

==============  =================================================================
``state``       ``"module:Class"``, the rules' ``GameState`` subclass
``table``       the table room's module: ``Table`` (a ``game.ui.table.table.GameTable``)
                and optionally ``screenshot_scene`` / ``tutorial``
``agents``      ``"module:function"``, ``function(level) -> Agent``
``levels``      the computer's levels, weakest first
``docs``        folder (under ``game/``) of ``rules_ja.md``, ``rules_en.md``,
                ``quickref.md``, ``RULINGS.md``, glossary and cards
``options``     ``"module:NAME"``, a tuple of ``game.engine.options.Option``
``leaks``       ``"module:function"``, ``function(state, seat)`` raising
                AssertionError when a view shows something hidden (fuzzer)
``seat_names``  {seat count: ((ja, en), ...)}: how the rulebook calls the seats; a key
                (seat count, mode) names them in one mode (ジントリガー's co-op
                at 2 and 4 has partners, not first/second or teams)
``glyph``       the kanji on the game-select card, and its colour name
``prefix``      the id prefix of its rulebook chapters and rulings (``FJ-8``, ``FJ-R07``)
``entries``     extra ways in from game select: ((key, ja, en, "module:Page"), ...)
                ``Page(app)`` declares a page of the game's own (``game.pages``: e.g. a
                solo campaign), built and opened by the menus (``game/scenes/entry.py``)
``prepare``     ``"module:function"``, ``function(options) -> options``: reads the
                game's data files (``levels/<g>/*.toml``) and puts what the chosen
                options need into them, so the rules stay free of I/O and a saved
                game carries everything it was played with
``lab``         ``"module:NAME"``: the game's bench and balance set-ups (see
                ``game.engine.options.LabSetup``)
``counts``      the player counts the game allows when not every count of ``players``
                is playable; empty = every count in the range
``coach``       ``"module:function"``, ``function(level) -> game.engine.coach.CoachAgent``:
                the advice of the game's hard search for one seat (issue #38)
==============  =================================================================

Every program path that starts a game goes through :meth:`GameInfo.new_options`
(defaults of ``OPTIONS`` + the caller's choices + ``prepare``).

``playable`` is derived from whether the state and table modules exist, so the
game-select scene can be honest about what is not built yet.
"""
from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

_GAME_DIR = Path(__file__).resolve().parent


def resolve(path: str) -> Any:
    """``"package.module:Name"`` → the object; ``"package.module"`` → the module."""
    module, _, name = path.partition(":")
    obj: Any = importlib.import_module(module)
    for part in filter(None, name.split(".")):
        obj = getattr(obj, part)
    return obj


@dataclass(frozen=True, slots=True)
class GameInfo:
    code: str
    name_ja: str
    name_en: str
    players: tuple[int, int]
    pitch_ja: str
    pitch_en: str
    state: str
    table: str
    agents: str | None = None
    levels: tuple[str, ...] = ("easy", "medium", "hard", "master")
    options: str | None = None
    leaks: str | None = None
    seat_names: Mapping[int | tuple[int, str], tuple[tuple[str, str], ...]] = field(default_factory=dict)
    glyph: tuple[str, str] = ("札", "accent")
    prefix: str = ""
    credit_ja: str = ""
    credit_en: str = ""
    entries: tuple[tuple[str, str, str, str], ...] = ()
    prepare: str | None = None
    lab: str | None = None
    counts: tuple[int, ...] = ()
    coach: str | None = None

    def player_counts(self) -> tuple[int, ...]:
        """Every player count a new game may have, smallest first (``counts``, else the
        whole ``players`` range)."""
        lo, hi = self.players
        return tuple(sorted(set(self.counts))) if self.counts else tuple(range(lo, hi + 1))

    # -- words ------------------------------------------------------------------
    def name(self, lang: str) -> str:
        return self.name_en if lang == "en" else self.name_ja

    def pitch(self, lang: str) -> str:
        return self.pitch_en if lang == "en" else self.pitch_ja

    def credit(self, lang: str) -> str:
        return self.credit_en if lang == "en" else self.credit_ja

    def entry(self, key: str) -> str:
        """The page (``"module:Page"``) of the catalogue entry ``key``."""
        return next(path for k, _ja, _en, path in self.entries if k == key)

    def seat_name(self, seat: int, players: int, lang: str, options: Mapping | None = None) -> str:
        """The rulebook's name for ``seat`` of ``players`` (先手, 左...) in the game's mode
        (the option ``mode``, where a game has one), else 席n / Seat n."""
        mode = (options or {}).get("mode")
        names = self.seat_names.get((players, mode)) or self.seat_names.get(players)
        if names and 0 <= seat < len(names):
            return names[seat][1 if lang == "en" else 0]
        return f"Seat {seat + 1}" if lang == "en" else f"席{seat + 1}"

    # -- hooks ------------------------------------------------------------------
    @property
    def rules_module(self) -> str:
        return self.state.partition(":")[0]

    @property
    def table_module(self) -> str:
        return self.table

    @property
    def docs_dir(self) -> Path:
        return _GAME_DIR / self.code / "rules"

    @property
    def playable(self) -> bool:
        return _module_exists(self.rules_module) and _module_exists(self.table_module)

    @property
    def has_rules(self) -> bool:
        return _module_exists(self.rules_module)

    def state_type(self):
        return resolve(self.state)

    def table_mod(self):
        return importlib.import_module(self.table)

    def agent_factory(self):
        """``function(level) -> Agent``, or None when the game has no computer player yet."""
        if self.agents is None or not _module_exists(self.agents.partition(":")[0]):
            return None
        return resolve(self.agents)

    def option_list(self) -> tuple:
        """The game's options (``game.engine.options.Option``), () when it has none."""
        if self.options is None or not _module_exists(self.options.partition(":")[0]):
            return ()
        return tuple(resolve(self.options))

    def new_options(self, options: Mapping[str, Any] | None = None, players: int | None = None
                    ) -> dict[str, Any]:
        """The options a new game starts with: every applicable option's default,
        then ``options``, then the game's ``prepare`` hook (its data files)."""
        from game.engine.options import defaults
        out = dict(options or {})
        n = players if players is not None else int(out.get("players") or self.players[0])
        if self.players[0] != self.players[1] or "players" in out:
            out["players"] = n
        out = {**defaults(self.option_list(), n), **out}
        if self.prepare is not None and _module_exists(self.prepare.partition(":")[0]):
            out = dict(resolve(self.prepare)(out))
        return out

    def lab_setups(self) -> tuple:
        """The game's bench/balance set-ups (``LabSetup``); one default set-up when it declares none."""
        from game.engine.options import LabSetup
        if self.lab is None or not _module_exists(self.lab.partition(":")[0]):
            return (LabSetup(""),)
        return tuple(resolve(self.lab))

    def leak_check(self):
        if self.leaks is None or not _module_exists(self.leaks.partition(":")[0]):
            return None
        return resolve(self.leaks)


def _module_exists(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


GAMES: tuple[GameInfo, ...] = (
    GameInfo("fujin", "式神符陣", "Shikigami Fujin", (2, 2),
             "九つのマスに式神を置き、向きと隙で盤面を取り合う二人対戦。",
             "Summon shikigami onto a 3×3 board; facing and blind spots decide the fight.",
             state="game.fujin.rules:FujinState", table="game.fujin.table",
             agents="game.fujin.rules.ai:make_agent",
             coach="game.fujin.rules.ai.coach:make_coach", leaks="game.fujin.rules:view_leaks",
             seat_names={2: (("先手", "First"), ("後手", "Second"))}, glyph=("式", "accent"), prefix="FJ"),
    GameInfo("hakusura", "ハクスラ陰陽師", "Hack & Slash Onmyoji", (1, 2),
             "装備を集めて進化させ、妖怪と決闘・ボス戦。ソロは難易度10段階。",
             "Gather and evolve gear, duel yokai or face the boss; solo with 10 difficulty levels.",
             state="game.hakusura.rules:HakusuraState", table="game.hakusura.table",
             agents="game.hakusura.rules.ai:make_agent",
             coach="game.hakusura.rules.ai.coach:make_coach", options="game.hakusura.rules:OPTIONS",
             leaks="game.hakusura.rules:view_leaks", lab="game.hakusura.rules:LAB",
             seat_names={1: (("陰陽師", "Onmyoji"),), 2: (("左", "Left"), ("右", "Right"))},
             glyph=("陰", "accent2"), prefix="HS", prepare="game.hakusura.data:prepare_options",
             entries=(("campaign", "ひとり旅(キャンペーン)", "Solo campaign",
                       "game.hakusura.campaign:CampaignPage"),)),
    GameInfo("zintrigger", "ジントリガー", "Zin Trigger", (1, 4),
             "正位置と逆位置を使い分ける共有山札の陣取りカードゲーム。",
             "Territory card game from a shared deck of upright and reversed cards.",
             state="game.zintrigger.rules:ZintriggerState", table="game.zintrigger.table",
             agents="game.zintrigger.rules.ai:make_agent",
             coach="game.zintrigger.rules.ai.coach:make_coach", options="game.zintrigger.rules:OPTIONS_ONE_TO_FOUR",
             leaks="game.zintrigger.rules:view_leaks", lab="game.zintrigger.rules:LAB",
             seat_names={1: (("プレイヤー", "Player"),),
                         2: (("先攻", "First"), ("後攻", "Second")),
                         3: (("プレイヤー1", "Player 1"), ("プレイヤー2", "Player 2"), ("プレイヤー3", "Player 3")),
                         4: (("チームA・1", "Team A 1"), ("チームB・1", "Team B 1"),
                             ("チームA・2", "Team A 2"), ("チームB・2", "Team B 2")),
                         **{(n, "bamboo"): tuple((f"プレイヤー{i}", f"Player {i}") for i in range(1, n + 1))
                            for n in (2, 4)}},
             glyph=("陣", "accent2"), prefix="ZT", prepare="game.zintrigger.data:prepare_options",
             credit_ja="サークル「サイ・コンジャリング」作", credit_en="a game by the circle Sai Conjuring"),
    GameInfo("chobuku", "鬼調伏", "Oni Chobuku", (2, 5),
             "鬼を相手に運試し。どこまで攻めて、いつ退くか。",
             "Push your luck against an oni: how far do you press, and when do you stop?",
             state="game.chobuku.rules:ChobukuState", table="game.chobuku.table",
             agents="game.chobuku.rules.ai:make_agent",
             coach="game.chobuku.rules.ai.coach:make_coach", options="game.chobuku.rules:OPTIONS",
             leaks="game.chobuku.rules:view_leaks", lab="game.chobuku.rules:LAB", glyph=("鬼", "accent"), prefix="OC"),
)


def get(code: str) -> GameInfo:
    for info in GAMES:
        if info.code == code:
            return info
    raise KeyError(code)


class _StateClasses(Mapping):
    """Game code → its ``GameState`` class, imported on first use (for the
    kernel's record parser, which knows no game by name)."""

    def __getitem__(self, code: str):
        try:
            info = get(code)
        except KeyError:
            raise KeyError(code) from None
        return info.state_type()

    def __iter__(self):
        return (g.code for g in GAMES if g.has_rules)

    def __len__(self) -> int:
        return sum(1 for _ in self)


def state_classes() -> Mapping:
    """Every game's state class by code, imported lazily (see :class:`_StateClasses`)."""
    return _StateClasses()
