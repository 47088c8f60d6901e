"""ハクスラ陰陽師 (Hakusura Onmyoji) rules engine: :class:`HakusuraState`.

Pure Python, no pygame, no I/O. The rulebook (seed 001_e1377ab3a2869c69.txt)
is the law; the reconstruction (card texts, the 9.1 table, rulings R1–R34)
fills what it lost; what both leave open is in ``RULINGS.md`` (HS-R01…).

Module layout::

    cards.py       the printed components as data (characters, 18 yokai, 2 bosses, hand cards)
    difficulty.py  the solo table's validator (the table itself: levels/hakusura/difficulty.toml)
    model.py       Player (a seat) and Enemy (a yokai, 取り巻き or boss)
    actions.py     action classes, text forms, place ids, parse_action
    events.py      hakusura events (PicksRevealed, EnemyActed, Defeated, Evolved, Taken...)
    combat.py      攻・防・術 totals, targets, damage, healing, defeat
    effects.py     abilities, resolving a card and its edge texts, evolution, taking yokai
    flow.py        the course of the game as a stack of steps (battles, turns, the end, sharing)
    enemies.py     the enemies' actions: which, how hard, whom; boss techniques
    legal.py       legal actions and the validator with its reasons
    gestures.py    what a gesture at the table means, the pending decision in the kernel's shape
    wording.py     seats, enemies and actions named for the table (chooser rows)
    view.py        HakusuraView and its parts
    invariants.py  check_invariants and view_leaks

Modes (``new_game(seed, options)``): ``players`` 2 with ``final`` duel / boss
(six co-op battles, then the final chosen before the game), or 1 (chapter 9,
``character`` and ``difficulty``; ``solo_level`` holds the chosen level's
elements, put there by ``game.hakusura.data.prepare_options``).
"""
from __future__ import annotations

import random
from typing import Any

from ...engine import GameOver, GameState, IllegalAction, Log, Result, check_save, rng_from_json, rng_to_json
from ...engine.state import mask_hidden_moves
from . import actions as A
from . import effects as E
from . import enemies, flow, gestures, invariants, legal
from .cards import BOSS_IDS, BOSSES, BY_LV, CHARACTER_IDS, CHARACTERS, HAND_CARDS, HP_CAP, name
from .combat import SEAT_EN, SEAT_JA, hit, who
from .events import OnlyChoice, Picked
from .model import Enemy, Player
from .options import default as option_default
from .view import HakusuraView, build

VERSION = 1


def _tup(x):
    if isinstance(x, list):
        return tuple(_tup(y) for y in x)
    return x


def _lst(x):
    if isinstance(x, tuple):
        return [_lst(y) for y in x]
    return x


class HakusuraState(GameState):
    game_id = "hakusura"
    num_players = 2

    def __init__(self) -> None:
        self.rng = random.Random(0)
        self.nseats = 2
        self.num_players = 2
        self.solo = False
        self.final = "duel"
        self.boss = BOSS_IDS[0]
        self.boss_hp = 36
        self.level: dict[str, Any] | None = None
        self.ps: list[Player] = []
        self.start_hp = [0, 0]
        self.enemies: list[Enemy] = []
        self.piles: dict[int, list[str]] = {1: [], 2: [], 3: []}
        self.box: list[str] = []
        self.loot: list[str] = []
        self.flip_left: list[str] = []
        self.battle = 0
        self.turn = 0
        self.first = 0
        self.duel = False
        self.phase = "setup"
        self.order: tuple[int, ...] = ()
        self.acting: int | None = None
        self.defeats = 0
        self.steps: list[tuple] = []
        self.pending: tuple | None = None
        self._res: Result | None = None

    # ------------------------------------------------------------ creation
    @classmethod
    def new_game(cls, seed: int, options: dict[str, Any] | None = None) -> "HakusuraState":
        """Set-up (3章; solo 9章). Options: ``players`` 1/2; ``final`` duel/boss; ``boss``
        shuten/hashihime/random; ``left``/``right`` (2p) or ``character`` (solo):
        a character id or random; ``solo_level``: the difficulty's elements. An option left
        out takes its default from ``options.OPTIONS``, the same the seat set-up shows."""
        o = dict(options or {})
        s = cls()
        s.rng = random.Random(seed)
        n = int(o.get("players", 2))
        if n not in (1, 2):
            raise ValueError(f"ハクスラ陰陽師 is for 1 or 2 players, not {n}")
        s.nseats = s.num_players = n
        s.solo = n == 1
        s.final = "boss" if s.solo else str(o.get("final", option_default("final")))
        if s.final not in ("duel", "boss"):
            raise ValueError(f"final must be duel or boss, not {s.final!r}")
        b = o.get("boss", option_default("boss"))
        s.boss = s.rng.choice(BOSS_IDS) if b in (None, "random") else b
        if s.boss not in BOSSES:
            raise ValueError(f"unknown boss {b!r}")
        s.piles = {lv: list(BY_LV[lv]) for lv in (1, 2, 3)}
        ev: list = []
        if s.solo:
            lvl = o.get("solo_level")
            if not isinstance(lvl, dict):
                raise ValueError("the solo game needs the difficulty's elements (options['solo_level']): "
                                 "build options with game.games.get('hakusura').new_options(...)")
            s.level = dict(lvl)
            s.boss_hp = int(s.level["boss_hp"])
            c = _char(o.get("character", option_default("character")), s.rng, ())
            hp = min(HP_CAP, CHARACTERS[c].front.hp + int(s.level["start_hp"]))
            s.ps = [Player(0, c, hp), Player(1, "", 0, empty=True)]
            s.ps[1].hand = []
            s.start_hp = [hp, 0]
            s.first = 0
        else:
            s.boss_hp = BOSSES[s.boss].hp
            c0 = _char(o.get("left", option_default("left")), s.rng, ())
            c1 = _char(o.get("right", option_default("right")), s.rng, (c0,))
            s.ps = [Player(0, c0, CHARACTERS[c0].front.hp), Player(1, c1, CHARACTERS[c1].front.hp)]
            s.start_hp = [s.ps[0].hp, s.ps[1].hp]
            # 3章 7: the lower HP on the character card goes first; a tie, the left player
            s.first = 1 if s.ps[1].hp < s.ps[0].hp else 0
        s.steps.append(("battle", 1))
        if s.solo and s.level["start_shiki"]:
            s.pending = ("start_shiki", 0)
        else:
            s._advance(ev)
        return s

    @classmethod
    def parse_action(cls, text: str) -> A.Action:
        return A.parse_action(text)

    # ------------------------------------------------------------ protocol
    def to_move(self) -> int | None:
        if self._res is not None or self.pending is None:
            return None
        return self.pending[1]

    def _generate(self):
        return legal.generate(self)

    def result(self) -> Result | None:
        return self._res

    def decision(self):
        return gestures.decision(self)

    def means(self, seat, source, target, facing=None) -> list:
        return gestures.means(self, seat, source, target, facing)

    def explain(self, action) -> IllegalAction | None:
        try:
            legal.check(self, action)
        except IllegalAction as e:
            return e
        return None

    def _apply(self, action) -> tuple:
        legal.check(self, action)
        ev: list = []
        self._dispatch(action, ev)
        self._advance(ev)
        return tuple(ev)

    def _advance(self, ev: list) -> None:
        """Run the steps; a decision with a single option is taken at once."""
        while True:
            flow.run(self, ev)
            if self._res is not None or self.pending is None:
                return
            la = tuple(legal.generate(self))    # mid-move: the engine's cache is for whole moves
            if len(la) != 1:
                return
            if isinstance(la[0], (A.Pick, A.Play)):   # a card laid or resolved without being asked
                ev.append(OnlyChoice(self.pending[1], self.pending[0]))
            self._dispatch(la[0], ev)

    def _dispatch(self, a, ev: list) -> None:
        d = self.pending
        kind, seat = d[0], d[1]
        self.pending = None
        p = self.ps[seat]
        t = type(a)
        if t is A.Pick:
            p.pick = a.card
            p.pick_open = self.duel and "sakubo" in self.ps[1 - seat].flags
            wja, wen = who(self, seat)
            ev.append(Picked(seat, a.card, p.pick_open))
            if p.pick_open:
                ev.append(Log(f"{wja}が{name(a.card)}を表向きで出す(策謀)",
                              f"{wen} lays {name(a.card, 'en')} face up (Scheme)", seat))
            else:
                ev.append(Log(f"{wja}がカードを伏せた", f"{wen} lays a card face down", seat))
        elif t is A.Pass:
            wja, wen = who(self, seat)
            ev.append(Log(f"{wja}: 使わない", f"{wen}: passes", seat))
        elif t is A.Use:
            self.steps.append(("start", seat) if kind == "start" else ("act", seat))
            E.use_ability(self, seat, a.yokai, a.arg, ev)
        elif t is A.Evolve:
            self.pending = ("evolve", seat, ())
        elif t is A.Spend:
            self.pending = ("evolve", seat, d[2] + (a.yokai,))
        elif t is A.EvolveDone:
            self.steps.append(("act", seat))
            E.evolve(self, seat, d[2], ev)
        elif t is A.Partner:
            E.set_partner(self, seat, a.yokai, ev)
        elif t is A.Play:
            E.start_card(self, seat, a.card, a.enemy, "renda" if a.renda else "play", ev)
        elif t is A.After:
            _, _, card, same, pool = d
            rest = tuple(x for x in pool if x != a.src)
            if rest:
                self.steps.append(("after", seat, card, same, rest))
            E.do_after(self, seat, card, a.src, same, a.enemy, ev)
        elif t is A.Hit:
            hit(self, seat, a.enemy, 1, True, ev, ("灯火", "Lamplight"))
        elif t is A.Return:
            self._kuzunoha(seat, a, ev)
        elif t is A.Take:
            self._take(seat, kind, d, a, ev)
        elif t is A.Equip:
            E.equip_after(self, seat, a.yokai, a.where, ev)
        elif t is A.Discard:
            enemies.discard_shiki(self, seat, a.yokai, ev)
        elif t is A.Flip:
            flow.flip(self, a.card, ev)
        else:  # pragma: no cover - check() refuses everything else
            raise AssertionError(a)

    def _kuzunoha(self, seat: int, a, ev: list) -> None:
        p = self.ps[seat]
        p.used.remove(a.card)
        p.hand.append(a.card)
        p.hand.sort(key=flow.ORDER.__getitem__)
        wja, wen = who(self, seat)
        ev.append(Log(f"{wja}の能力: {name(a.card)}を手札に戻す", f"{wen}'s ability: {name(a.card, 'en')} back to hand",
                      seat))
        if p.evolved:
            self.steps.append(("kuzu", seat))
            if a.enemy:
                hit(self, seat, a.enemy, 2, True, ev, ("葛葉の能力", "Kuzunoha's ability"))

    def _take(self, seat: int, kind: str, d: tuple, a, ev: list) -> None:
        if kind == "start_shiki":
            self.piles[self.level["start_shiki"]].remove(a.yokai)
            E.take(self, seat, a.yokai, a.where, ev)
            self.phase = "setup"
            return
        self.loot.remove(a.yokai)
        E.take(self, seat, a.yokai, a.where, ev)
        mode = d[2]
        other = 1 - seat
        if mode == "first" and self.loot and self.ps[other].alive:
            self.pending = ("take", other, "second")
        else:
            self.first = seat          # 6章 4: the later chooser (or the only one) goes first next

    # ------------------------------------------------------------ helpers for the rule modules
    def enemy(self, place: str) -> Enemy | None:
        for e in self.enemies:
            if e.place == place:
                return e
        return None

    def final_battle_boss(self) -> bool:
        return self.battle == 7 and self.final == "boss"

    def seats_in_order(self) -> list[int]:
        """先手 then 後手 (the solo game: the player only)."""
        if self.solo:
            return [0]
        return [self.first, 1 - self.first]

    def on_down(self, ev: list) -> None:
        """Both players down during a battle: the game ends at once, lost (4章). In the duel
        the end of the turn judges (8.2)."""
        if self.duel:
            return
        if all(not p.alive for p in self.ps[: self.nseats]):
            self.finish(False, "down", "2人とも倒れた: 負け" if not self.solo else "倒れた: 負け",
                        "Everyone is down: you lose", ev)

    def finish(self, won: bool, reason: str, ja: str, en: str, ev: list) -> None:
        self._res = Result.cooperative(won, self.nseats, reason, tuple(p.hp for p in self.ps[: self.nseats]))
        self._end(None, reason, ja, en, ev)

    def finish_duel(self, winner: int, reason: str, ja: str, en: str, ev: list) -> None:
        self._res = Result.solo_winner(winner, 2, reason, tuple(p.hp for p in self.ps))
        wja, wen = who(self, winner)
        self._end(winner, reason, f"{wja}の勝ち: {ja}", f"{wen} wins: {en}", ev)

    def _end(self, winner, reason, ja, en, ev) -> None:
        self.phase = "over"
        self.pending = None
        self.steps = []
        ev.append(GameOver(winner, reason))
        ev.append(Log(ja, en, winner))

    # ------------------------------------------------------------ naming and lab
    def seat_name(self, player: int, lang: str = "ja") -> str:
        """左 / 右 (Left / Right); the solo player is the 陰陽師 (Onmyoji)."""
        if self.solo:
            return "Onmyoji" if lang == "en" else "陰陽師"
        return SEAT_EN[player] if lang == "en" else SEAT_JA[player]

    def progress_text(self) -> tuple[str, str]:
        if self._res is not None:
            return "終了", "finished"
        if self.battle == 0:
            return "準備", "set-up"
        if self.battle <= 6:
            return f"第{self.battle}戦 {self.turn}ターン目", f"battle {self.battle}, turn {self.turn}"
        kind = ("決闘", "duel") if self.final == "duel" else ("ボス戦", "boss")
        return f"最終戦({kind[0]}) {self.turn}ターン目", f"final battle ({kind[1]}), turn {self.turn}"

    def resigned(self, player: int) -> Result:
        """Giving up: in a duel game the other seat wins (as when one alone is left standing,
        4章); against the yokai or the boss (and solo) everyone loses together."""
        hp = tuple(p.hp for p in self.ps[: self.nseats])
        if self.nseats == 2 and self.final == "duel":
            return Result.solo_winner(1 - player, 2, "resign", hp)
        return Result.cooperative(False, self.nseats, "resign", hp)

    def facets(self, player: int) -> dict[str, str]:
        out = {"character": name(self.ps[player].char)}
        if self.solo and self.level:
            out["difficulty"] = f"Lv{self.level['level']}"
        return out

    def check_invariants(self) -> None:
        super().check_invariants()
        invariants.check(self)

    # ------------------------------------------------------------ copies and saves
    def clone(self) -> "HakusuraState":
        s = HakusuraState.__new__(HakusuraState)
        s.rng = random.Random()
        s.rng.setstate(self.rng.getstate())
        s.nseats = self.nseats
        s.num_players = self.num_players
        s.solo = self.solo
        s.final = self.final
        s.boss = self.boss
        s.boss_hp = self.boss_hp
        s.level = self.level
        s.ps = [p.copy() for p in self.ps]
        s.start_hp = self.start_hp[:]
        s.enemies = [e.copy() for e in self.enemies]
        s.piles = {1: self.piles[1][:], 2: self.piles[2][:], 3: self.piles[3][:]}
        s.box = self.box[:]
        s.loot = self.loot[:]
        s.flip_left = self.flip_left[:]
        s.battle = self.battle
        s.turn = self.turn
        s.first = self.first
        s.duel = self.duel
        s.phase = self.phase
        s.order = self.order
        s.acting = self.acting
        s.defeats = self.defeats
        s.steps = self.steps[:]
        s.pending = self.pending
        s._res = self._res
        s._legal = self._legal
        return s

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "hakusura", "version": VERSION, "rng": rng_to_json(self.rng),
            "nseats": self.nseats, "final": self.final, "boss": self.boss, "boss_hp": self.boss_hp,
            "level": dict(self.level) if self.level else None,
            "players": [p.to_json() for p in self.ps], "start_hp": self.start_hp[:],
            "enemies": [e.to_json() for e in self.enemies],
            "piles": {str(k): v[:] for k, v in self.piles.items()}, "box": self.box[:],
            "loot": self.loot[:], "flip_left": self.flip_left[:], "battle": self.battle,
            "turn": self.turn, "first": self.first, "duel": self.duel, "phase": self.phase,
            "order": list(self.order), "acting": self.acting, "defeats": self.defeats,
            "steps": [_lst(x) for x in self.steps],
            "pending": _lst(self.pending) if self.pending is not None else None,
            "result": self._res.to_json() if self._res is not None else None,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "HakusuraState":
        check_save(data, "hakusura", "ハクスラ陰陽師", VERSION)
        s = cls()
        s.rng = rng_from_json(data["rng"])
        s.nseats = s.num_players = data["nseats"]
        s.solo = s.nseats == 1
        s.final = data["final"]
        s.boss = data["boss"]
        s.boss_hp = data["boss_hp"]
        s.level = dict(data["level"]) if data["level"] else None
        s.ps = [Player.from_json(p) for p in data["players"]]
        s.start_hp = list(data["start_hp"])
        s.enemies = [Enemy.from_json(e) for e in data["enemies"]]
        s.piles = {int(k): list(v) for k, v in data["piles"].items()}
        s.box = list(data["box"])
        s.loot = list(data["loot"])
        s.flip_left = list(data["flip_left"])
        s.battle = data["battle"]
        s.turn = data["turn"]
        s.first = data["first"]
        s.duel = data["duel"]
        s.phase = data["phase"]
        s.order = tuple(data["order"])
        s.acting = data["acting"]
        s.defeats = data["defeats"]
        s.steps = [_tup(x) for x in data["steps"]]
        s.pending = _tup(data["pending"]) if data["pending"] is not None else None
        s._res = Result.from_json(data["result"]) if data["result"] is not None else None
        return s

    # ------------------------------------------------------------ information
    def view(self, player: int | None) -> HakusuraView:
        return build(self, player)

    def _determinize(self, player: int, rng: random.Random) -> "HakusuraState":
        """A world consistent with ``view(player)``: the other seat's face-down pick is
        resampled from its hand (hands are public: used cards lie face up), and the
        state's own RNG (future yokai, flips, random discards) is reseeded."""
        s = self.clone()
        for p in s.ps:
            if p.seat != player and p.pick is not None and not p.pick_open:
                p.pick = p.hand[rng.randrange(len(p.hand))]
        s.rng = random.Random(rng.getrandbits(64))
        return s

    @staticmethod
    def mask_events(events, viewer: int | None) -> tuple:
        """A face-down pick shows its card only to its owner (unless laid face up by 策謀)."""
        out = []
        for e in mask_hidden_moves(events, viewer):
            if isinstance(e, Picked) and e.card is not None and not e.open and e.seat != viewer:
                e = Picked(e.seat, None, False)
            out.append(e)
        return tuple(out)


def _char(choice, rng: random.Random, taken: tuple[str, ...]) -> str:
    """A chosen character; ``random`` (or one already taken: there is one card of each,
    HS-R02) draws from the rest."""
    if choice in CHARACTER_IDS and choice not in taken:
        return choice
    if choice not in (None, "random") and choice not in CHARACTER_IDS:
        raise ValueError(f"unknown character {choice!r}")
    return rng.choice([c for c in CHARACTER_IDS if c not in taken])


assert HAND_CARDS and HakusuraView
