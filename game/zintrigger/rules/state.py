"""ジントリガー (Zin Trigger, by the circle サイ・コンジャリング): :class:`ZintriggerState`.

Pure Python, no pygame, no I/O. The seed (the product page) is the law where it
speaks; the reconstruction (``shared/design/content/zintrigger.md``) fills the lost
card lists and the Bambooshoot solo; decided points are in ``RULINGS.md`` (ZT-R01…).

Layout (plain functions taking the state; no mixins)::

    cards.py     characters, area cards, items, time keep, bamboo (章9-12, 14-2)
    actions.py   ``Act(seat, verb, args)``, text forms, place ids, parse_action
    events.py    Flipped, AttackDeclared, Responded, AbilityUsed, FieldChanged, ...
    board.py     shared helpers: teams, numbers, the action count, moving and flipping cards
    ending.py    the game's end: score, tie-break, the versus and Bambooshoot ends (章8)
    draws.py     drawing from the deck and the 拠点, the time keep (5-8)
    acts.py      what every action shares: P1-P3, declaring an attack (5-3, 章6)
    setup.py     new_game and the set-up decisions (◇, 灰◆, item additions; 章4)
    solo.py      Bambooshoot: the bamboo phase and harvesting (章14)
    play.py      A: area cards P4-P6, items (章5-3, 5-4, 章11)
    combat.py    responses D/E/F/G, chains, abilities and counters (章6, 章7)
    flow.py      the task runner, turn start/end, reload, hand and 拠点 limits (章5)
    legal.py     legal actions of every decision and the refusal reasons (``check``)
    view.py      ZintriggerView: everything the table shows
    invariants.py, ai.py, glossary.py, card_table.py

From board.py to flow.py each module imports only those listed before it: no import cycle
(legal and view read the phases; no phase reads them).

Seats and teams: 2 players: seat 0 = 先攻 (team A = 0), seat 1 = 後攻 (team B = 1).
4 players: seats 0+2 = team A, 1+3 = team B, turn order 0 → 2 → 1 → 3 (A1 → A2 →
B1 → B2, seed ②). Bambooshoot (1-4 players; ``solo`` holds the grove): every seat is
team 0 in turn order 0 → 1 → 2 → 3; team 1 is the "enemy side" (侵食). ``board.team``
gives a seat's team.

Every card has a facing: the team it is upright for (``face[card]``).

A decision (``state.pending``) is a tuple ``(kind, seat, *data)``; the main decision
of the turn player is ``None`` in phase ``main``. Work still to do after a decision
sits on ``state.stack`` (tuples, top = end).
"""
from __future__ import annotations

import random
from typing import Any

from ...engine import GameState, IllegalAction, Result, check_save, rng_from_json, rng_to_json
from . import actions as A
from . import board, flow, gestures, invariants, legal, setup
from .cards import CHARACTERS
from .view import build_view

SAVE_VERSION = 1
SEAT_JA = {1: ("プレイヤー",), 2: ("先攻", "後攻"), 4: ("チームA・1", "チームB・1", "チームA・2", "チームB・2")}
SEAT_EN = {1: ("Player",), 2: ("First", "Second"), 4: ("Team A 1", "Team B 1", "Team A 2", "Team B 2")}
#: co-op Bambooshoot (2-4 players, 14-8): one team, seats in turn order
COOP_JA = tuple(f"プレイヤー{i}" for i in range(1, 5))
COOP_EN = tuple(f"Player {i}" for i in range(1, 5))

_WHO: dict = {}
_SCALARS = ("players", "tk_count", "tk_limit", "current", "turn", "left", "hg_used", "played", "swaps",
            "scope", "flare", "phase", "max_turns")
_LISTS = ("decks", "bases", "discard", "hands", "field", "hold", "pool", "unused", "chars", "tilted",
          "smoke", "decoy", "emp", "jam", "suppress", "turns_taken", "order")


class ZintriggerState(GameState):
    game_id = "zintrigger"
    num_players = 2

    def __init__(self) -> None:
        self.rng = random.Random(0)
        self.players = 2
        self.num_players = 2
        self.order: list[int] = [0, 1]
        self.options: dict[str, Any] = {}
        self.face: dict[str, int] = {}
        self.decks: list[list[str]] = [[], []]
        self.bases: list[list[str]] = [[], []]
        self.discard: list[str] = []
        self.hands: list[list[str]] = [[], []]
        self.field: list[str | None] = [None, None]
        self.hold: list[list] = []              # [card, seat] in the 保留域
        self.pool: list[str] = []                # out of the game (unused cards, item stock)
        self.unused: list[str] = []              # symbols of the base characters not in the game
        self.chars: list[list[str]] = [[], []]   # [main, sub]
        self.tilted = [False, False]
        self.smoke = [False, False]
        self.decoy = [False, False]
        self.emp = [False, False]
        self.jam = [False, False]
        self.suppress = [False, False]
        self.turns_taken = [0, 0]
        self.tk_count = 0
        self.tk_limit = 2
        self.current = 0
        self.turn = 0
        self.left = 0
        self.hg_used = False
        self.played = False
        self.swaps = 0                           # X taken this turn (shown; the computer swaps at most once)
        self.scope = False
        self.flare = False
        self.peek: list | None = None            # [viewer, seat, cards] (偵察ドローン)
        self.phase = "setup"
        self.pending: tuple | None = None
        self.stack: list[tuple] = []
        self.act: dict | None = None
        self.solo: dict | None = None
        self.max_turns = 30
        self._res: Result | None = None

    # ------------------------------------------------------------ creation
    @classmethod
    def new_game(cls, seed: int, options: dict[str, Any] | None = None) -> "ZintriggerState":
        """Set-up as the seed's ①-⑤ (章4); see ``setup.new_game``."""
        s = cls()
        setup.new_game(s, seed, dict(options or {}))
        flow.run(s, [])         # set-up's first tasks, up to its first decision
        return s

    @classmethod
    def parse_action(cls, text: str) -> A.Act:
        return A.parse_action(text)

    # ------------------------------------------------------------ protocol
    def to_move(self) -> int | None:
        if self._res is not None:
            return None
        if self.pending is not None:
            return self.pending[1]
        return self.current

    def _generate(self):
        return legal.generate(self) if self._res is None else ()

    def result(self) -> Result | None:
        return self._res

    def decision(self):
        """The pending decision in the kernel's shape (``gestures.decision``)."""
        return gestures.decision(self)

    def gesture(self, seat, source, target, facing=None):
        """A drop of one hand card plays that card alone (``gestures.alone``)."""
        return gestures.alone(self, seat, source, super().gesture(seat, source, target, facing))

    def means(self, seat, source, target, facing=None):
        """What a gesture could have meant, so its refusal explains it (``gestures.means``)."""
        return gestures.means(self, seat, source, target, facing)

    def _apply(self, action) -> tuple:
        legal.check(self, action)
        ev: list = []
        flow.apply(self, action, ev)
        return tuple(ev)

    def explain(self, action) -> IllegalAction | None:
        """None when legal, else the refusal ``apply`` would raise (same validator)."""
        try:
            legal.check(self, action)
        except IllegalAction as e:
            return e
        return None

    def resign(self, seat: int) -> tuple:
        """投了 (seed ❷⑤): the seat's team loses at once (ZT-R25). Not an action of
        ``legal_actions``: the table offers it from its menu at any time."""
        ev: list = []
        flow.resign(self, seat, ev)
        self.edited()
        return tuple(ev)

    # ------------------------------------------------------------ names
    def seat_name(self, player: int, lang: str = "ja") -> str:
        if self.solo is not None and self.players > 1:
            names = COOP_EN if lang == "en" else COOP_JA
        else:
            names = (SEAT_EN if lang == "en" else SEAT_JA).get(self.players, ())
        return names[player] if 0 <= player < len(names) else f"席{player + 1}"

    def who(self, seat: int, lang: str = "ja") -> str:
        """``先攻(ヒドネ)`` / ``First (Hydne)``: the seat with its main character, for logs."""
        ch = self.chars[seat][0] if self.chars[seat] else None
        key = (self.players, self.solo is not None, seat, ch, lang)
        w = _WHO.get(key)
        if w is not None:
            return w
        name = CHARACTERS[ch].name(lang) if ch else ""
        gap = " " if lang == "en" else ""
        w = _WHO[key] = f"{self.seat_name(seat, lang)}{gap}({name})" if name else self.seat_name(seat, lang)
        return w

    def progress_text(self) -> tuple[str, str]:
        if self._res is not None:
            return "終了", "finished"
        if self.phase == "setup":
            return "準備中", "setting up"
        return (f"{self.turn}手番目 {self.seat_name(self.current)}の手番 タイムキープ{self.tk_count}/{self.tk_limit}",
                f"turn {self.turn}, {self.seat_name(self.current, 'en')} to play, "
                f"time keep {self.tk_count}/{self.tk_limit}")

    def facets(self, player: int) -> dict[str, str | tuple[str, ...]]:
        """Balance-lab facets: every character the seat was dealt (both of a 2-player
        seat's, counted once each) and its character pair. A swap (X) only reorders
        a seat's own two characters, so the set in ``chars`` is the set dealt; the
        main character at the end is not what the seat was given."""
        cs = self.chars[player]
        out: dict[str, str | tuple[str, ...]] = {
            "character": tuple(sorted(CHARACTERS[c].ja for c in cs)) if cs else "?"}
        if len(cs) > 1:
            out["pair"] = "+".join(sorted(CHARACTERS[c].ja for c in cs))
        if self.solo is not None:
            out["level"] = str(self.solo["level"])
        return out

    def seats(self) -> int:
        return self.players

    # ------------------------------------------------------------ checks
    def check_invariants(self) -> None:
        super().check_invariants()
        invariants.check(self)

    # ------------------------------------------------------------ copies and saves
    def clone(self) -> "ZintriggerState":
        s = ZintriggerState.__new__(ZintriggerState)
        s.rng = random.Random()
        s.rng.setstate(self.rng.getstate())
        s.players = self.players
        s.num_players = self.num_players
        s.order = self.order
        s.options = self.options
        s.face = dict(self.face)
        s.decks = [d[:] for d in self.decks]
        s.bases = [b[:] for b in self.bases]
        s.discard = self.discard[:]
        s.hands = [h[:] for h in self.hands]
        s.field = self.field[:]
        s.hold = [h[:] for h in self.hold]
        s.pool = self.pool[:]
        s.unused = self.unused
        s.chars = [c[:] for c in self.chars]
        s.tilted = self.tilted[:]
        s.smoke = self.smoke[:]
        s.decoy = self.decoy[:]
        s.emp = self.emp[:]
        s.jam = self.jam[:]
        s.suppress = self.suppress[:]
        s.turns_taken = self.turns_taken[:]
        s.tk_count = self.tk_count
        s.tk_limit = self.tk_limit
        s.current = self.current
        s.turn = self.turn
        s.left = self.left
        s.hg_used = self.hg_used
        s.played = self.played
        s.swaps = self.swaps
        s.scope = self.scope
        s.flare = self.flare
        s.peek = self.peek
        s.phase = self.phase
        s.pending = self.pending
        s.stack = self.stack[:]
        s.act = _copy_act(self.act)
        s.solo = _copy_solo(self.solo)
        s.max_turns = self.max_turns
        s._res = self._res
        s._legal = self._legal
        return s

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"game": "zintrigger", "version": SAVE_VERSION, "rng": rng_to_json(self.rng)}
        for k in _SCALARS:
            d[k] = getattr(self, k)
        for k in _LISTS:
            d[k] = _list(getattr(self, k))
        d["options"] = dict(self.options)
        d["face"] = dict(self.face)
        d["peek"] = _list(self.peek)
        d["decision"] = _list(self.pending)          # the save keeps its old key
        d["stack"] = _list(self.stack)
        d["act"] = _list(self.act)
        d["solo"] = _list(self.solo)
        d["result"] = self._res.to_json() if self._res is not None else None
        return d

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "ZintriggerState":
        check_save(data, "zintrigger", "ジントリガー", SAVE_VERSION)
        s = cls()
        s.rng = rng_from_json(data["rng"])
        for k in _SCALARS:
            setattr(s, k, data[k])
        s.num_players = s.players
        for k in _LISTS:
            setattr(s, k, _lists(data[k]))
        s.options = dict(data["options"])
        s.face = dict(data["face"])
        s.peek = _lists(data["peek"])
        s.pending = _tup(data["decision"])
        s.stack = [_tup(t) for t in data["stack"]]
        s.act = _act_from(data["act"])
        s.solo = _lists(data["solo"])
        s._res = Result.from_json(data["result"]) if data["result"] is not None else None
        return s

    # ------------------------------------------------------------ information
    def view(self, player: int | None):
        return build_view(self, player)

    def _determinize(self, player: int, rng: random.Random) -> "ZintriggerState":
        """A world consistent with ``view(player)``: every hidden card (the other seats'
        hands, teammates' too, and both decks) dealt again at random into the same
        slots; cards the viewer is being shown (通信塔, ハッキングツール) stay put."""
        return board.determinize(self, player, rng)

    def mask_events(self, events, viewer: int | None) -> tuple:
        return board.mask_events(events, viewer)


def _copy_act(act):
    if act is None:
        return None
    return {k: (v[:] if isinstance(v, list) else v) for k, v in act.items()}


def _copy_solo(solo):
    if solo is None:
        return None
    out = dict(solo)
    out["grove"] = [g[:] for g in solo["grove"]]
    out["shoots"] = solo["shoots"][:]
    out["harvest"] = solo["harvest"][:]
    return out


def _act_from(d):
    if d is None:
        return None
    return {k: (list(v) if isinstance(v, list) else v) for k, v in d.items()}


def _list(x):
    if isinstance(x, tuple):
        return [_list(y) for y in x]
    if isinstance(x, list):
        return [_list(y) for y in x]
    if isinstance(x, dict):
        return {k: _list(v) for k, v in x.items()}
    return x


def _lists(x):
    """JSON lists stay lists (mutable zones), dicts recurse."""
    if isinstance(x, list):
        return [_lists(y) for y in x]
    if isinstance(x, dict):
        return {k: _lists(v) for k, v in x.items()}
    return x


def _tup(x):
    if isinstance(x, list):
        return tuple(_tup(y) for y in x)
    return x
