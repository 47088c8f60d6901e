"""鬼調伏 (Oni Chobuku, working title) rules engine: :class:`ChobukuState`.

Pure Python, no pygame, no I/O. The seed (a fragment of the rulebook) is the law
where it speaks; the reconstruction fills the rest (RULINGS.md, OC-R01…).

Module layout::

    cards.py    35 小瓶, 9 characters and their 式神, 12 鬼, 24 星読み (ja/en)
    model.py    Cand: one candidate's pieces
    power.py    霊力, 鬼体力, 退く's check, 6ストップ, the gates
    odds.py     the exact draw odds (pure; the medium computer uses it too)
    flow.py     the round: set-up, turns, clean-up, the end of the game
    stars.py    星読みに行く and the immediate star cards
    judge.py    調伏判定 with declarations, exemptions, 11-1 / 11-2 / 11-3
    legal.py    check (the validator, explains refusals) and gen (the enumerator)
    view.py     ChobukuView and its parts
    gestures.py what a gesture at the table means, the pending decision (kernel shape)
    actions.py  the action texts and their places (see its docstring)
    events.py   the events the table animates
    invariants.py  what must hold after every action; view_leaks

Phases: ``chara`` (players choose characters), ``shiki`` (secret commits in ☆
order), ``turn`` (章6; ``pending`` holds a sub-decision: stars / fortune / withdraw /
exchange / swap / repick / flee), ``declare`` (章7-1 step 3), ``over``.
"""
from __future__ import annotations

import random
from typing import Any

from ...engine import (CardMoved, Decision, GameState, IllegalAction, Place, ResourceChanged, Result,
                       SAVE_FORMAT_VERSION, check_save, rng_from_json, rng_to_json)
from ...engine.options import defaults
from . import actions as A
from . import flow, gestures, invariants, judge, legal, stars
from . import options as catalogue
from .cards import (ALL_CHARAS, BASIC_CHARAS, BOTTLE_VALUE, BOTTLES, CHARAS, ONI, ONI_IDS, STAR_IDS,
                    STARS, bottle_name, shiki)
from .events import CoverLog, OmenDiscarded, RetreatChecked, SecretLog, ShikigamiSet
from .flow import log, who
from .model import MAX_GOFU, RET, Cand
from .power import retreat_outcome, taikyu
from .view import ChobukuView, build

CHARACTER_MODES = ("choose", "basic", "all")


class ChobukuState(GameState):
    game_id = "chobuku"

    def __init__(self) -> None:
        self.rng = random.Random(0)
        self.n = 2
        self.num_players = 2
        self.oya = False                # 11-1 親
        self.migawari = False           # 11-2 式神身代わり
        self.dropout: int | None = None  # 11-3 脱落戦: None off, 0 on, k: ends after k out
        self.characters = "choose"
        self.round = 0
        self.turn = 0
        self.star = 0                   # ☆
        self.current = 0
        self.counted = 2                # candidates counted this round (2 → no 霊力最弱)
        self.phase = "chara"
        self.queue: list = []
        self.pending: tuple | None = None
        self.cands: list[Cand] = []
        self.bottle_deck: list[str] = []
        self.bottle_discard: list[str] = []
        self.star_deck: list[str] = []
        self.star_discard: list[str] = []
        self.omens: list[str | None] = [None, None, None]
        self.seal: str | None = None    # the bottle on [五行封じ]
        self.stars: list[tuple] = []    # 星の定め: (card, user, target, value)
        self.oni_deck: list[str] = []
        self.oni_box: list[str] = []    # the 2 returned unseen (章4)
        self.oni_past: list[str] = []
        self.oni: str | None = None
        self.oni_bottle: str | None = None
        self.judgement: dict | None = None
        self.eliminated: list[int] = []
        self._res: Result | None = None

    # ------------------------------------------------------------ creation
    @classmethod
    def new_game(cls, seed: int, options: dict[str, Any] | None = None) -> "ChobukuState":
        """章4: characters, 護符 3, shuffled decks, 10 of 12 oni, a random ☆.

        Options (an option left out takes the seat set-up's default, ``options.OPTIONS``):
        ``players`` 2-5; ``oya`` (11-1, default on with 2 players), ``migawari``
        (11-2), ``dropout`` (11-3: None off, 0 on, k ends after k eliminated);
        ``characters`` choose / basic / all (dealt by seed); ``charas`` fixes them.
        """
        o = dict(options or {})
        s = cls()
        s.rng = random.Random(seed)
        n = max(2, min(5, int(o.get("players") or 2)))
        o = {**defaults(catalogue.OPTIONS, n), **o}
        s.n = s.num_players = s.counted = n
        s.oya = bool(o["oya"])
        s.migawari = bool(o["migawari"])
        d = o.get("dropout")
        s.dropout = None if d is None or d is False else max(0, min(n - 1, int(d)))
        mode = o["characters"]
        s.characters = mode if mode in CHARACTER_MODES else "choose"
        oni = list(ONI_IDS)
        s.rng.shuffle(oni)
        s.oni_box = [oni.pop(), oni.pop()]
        s.oni_deck = oni
        s.bottle_deck = list(BOTTLES)
        s.rng.shuffle(s.bottle_deck)
        s.star_deck = list(STAR_IDS)
        s.rng.shuffle(s.star_deck)
        s.star = s.rng.randrange(n)
        s.current = s.star
        s.cands = [Cand() for _ in range(n)]
        fixed = list(o.get("charas") or ())
        ev: list = []
        if len(fixed) >= n and len(set(fixed[:n])) == n and all(c in CHARAS for c in fixed[:n]):
            for p in range(n):
                s._give_chara(p, fixed[p])
            flow.start_round(s, ev)
        elif s.characters == "choose":
            s.phase = "chara"
            s.queue = flow.order_from(s, s.star)
            s.pending = ("chara", s.queue.pop(0))
        else:
            pool = BASIC_CHARAS if s.characters == "basic" else ALL_CHARAS
            for p, ch in enumerate(s.rng.sample(pool, n)):
                s._give_chara(p, ch)
            flow.start_round(s, ev)
        return s

    def _give_chara(self, p: int, chara: str) -> None:
        self.cands[p] = Cand(chara, CHARAS[chara].shiki_ids())

    @classmethod
    def parse_action(cls, text: str) -> A.Action:
        return A.parse_action(text)

    # ------------------------------------------------------------ protocol
    def to_move(self) -> int | None:
        if self._res is not None:
            return None
        if self.pending is not None:
            return self.pending[1]
        return self.current

    def _generate(self):
        return legal.gen(self)

    def explain(self, action) -> IllegalAction | None:
        try:
            legal.check(self, action)
        except IllegalAction as e:
            return e
        return None

    def _apply(self, action) -> tuple:
        legal.check(self, action)
        ev: list = []
        p = action.seat
        t = type(action)
        d = self.pending
        kind = d[0] if d is not None else "turn"
        if kind == "chara":
            self._pick_chara(p, action.chara, ev)
        elif kind == "shiki":
            self._commit(p, action.shiki, ev)
        elif kind == "repick":
            self.pending = None
            stars.place_new(self, p, action.shiki, ev)
            stars.after_card(self, d[2], ev)
        elif kind == "fortune":
            self.pending = None
            stars.set_fortune(self, p, d[2], action.who, action.sign, ev)
            stars.after_card(self, p, ev)
        elif kind == "withdraw":
            self.pending = None
            stars.withdraw(self, p, action.bottle, ev)
            stars.after_card(self, p, ev)
        elif kind == "exchange":
            self.pending = None
            stars.exchange(self, p, action.bottle, ev)
            stars.after_card(self, p, ev)
        elif kind == "swap":
            self.pending = None
            if not stars.swap(self, p, action.who, ev):
                stars.after_card(self, p, ev)
        elif kind == "flee":
            self._flee(p, action.slot, ev)
            judge.end_turn(self, ev)
        elif kind == "declare":
            self.pending = None
            judge.declare(self, p, action.what, action.value, ev)
        elif t is A.Challenge:        # a turn's 挑む, or the forced visit (pending stars)
            self.pending = None
            how_ja = {"use": "予兆を使う", "discard": "予兆を捨てる", "draw": "山札から引いて使う",
                      "none": "何もない"}[action.how]
            log(ev, f"{who(self, p)}: 挑む（{how_ja}）" if kind == "turn" else f"{who(self, p)}: 星読みへ（{how_ja}）",
                f"{who(self, p, 'en')}: challenges ({action.how})" if kind == "turn"
                else f"{who(self, p, 'en')}: goes to the stars ({action.how})", p)
            stars.go_to_stars(self, p, action.how, action.slot, ev)
        elif t is A.Draw:
            self._draw(p, action.k, ev)
        elif t is A.Retreat:
            self._retreat(p, ev)
        return tuple(ev)

    def result(self) -> Result | None:
        return self._res

    def decision(self) -> Decision | None:
        return gestures.decision(self)

    def gesture(self, seat: int, source: Place | None, target: Place | None, facing=None):
        return gestures.gesture(self, seat, source, target, facing)

    def means(self, seat: int, source: Place | None, target: Place | None, facing=None) -> list:
        return gestures.means(self, seat, source, target, facing)

    # ------------------------------------------------------------ the actions
    def _pick_chara(self, p: int, chara: str, ev: list) -> None:
        self._give_chara(p, chara)
        ch = CHARAS[chara]
        log(ev, f"{who(self, p)}: キャラ {ch.name_ja} を選ぶ", f"{who(self, p, 'en')}: chooses {ch.name_en}", p)
        if self.queue:
            self.pending = ("chara", self.queue.pop(0))
        else:
            self.pending = None
            flow.start_round(self, ev)

    def _commit(self, p: int, sid: str, ev: list) -> None:
        c = self.cands[p]
        c.hand.remove(sid)
        c.slot = sid
        c.slot_up = False
        ev.append(CardMoved(sid, A.hand(p, sid), A.slot(p), p, True))
        k = shiki(c.chara, sid)
        ev.append(SecretLog(f"{who(self, p)}: {k.name_ja} を伏せる", f"{who(self, p, 'en')}: places {k.name_en} face down", p))
        ev.append(CoverLog(f"{who(self, p)}: 式神を伏せる", f"{who(self, p, 'en')}: places a shikigami face down", p))
        if self.queue:
            self.pending = ("shiki", self.queue.pop(0))
        else:
            ev.append(ShikigamiSet(tuple(flow.alive(self))))
            log(ev, "全員の式神が伏せられた", "Every shikigami is face down")
            flow.begin_turns(self, ev)

    def _draw(self, p: int, k: int, ev: list) -> None:
        last = flow.is_last_prep(self, p)
        got = [flow.draw_bottle(self, p, ev) for _ in range(k)]
        log(ev, f"{who(self, p)}: 小瓶を{k}枚引く " + "・".join(bottle_name(b) for b in got),
            f"{who(self, p, 'en')}: draws {k}: " + ", ".join(bottle_name(b, 'en') for b in got), p)
        if last:     # 最後の準備中プレイヤー: then automatically 挑む
            self.pending = ("stars", p)
        else:
            judge.end_turn(self, ev)

    def _retreat(self, p: int, ev: list) -> None:
        c = self.cands[p]
        flow.reveal_shiki(self, p, ev)
        flow.reveal_initial(self, p, ev)
        ok, power, why = retreat_outcome(self, p)
        tai = taikyu(self)
        ev.append(RetreatChecked(p, c.slot, power, tai, ok, why))
        if not ok:
            log(ev, f"{who(self, p)}: 退却失敗（霊力{power}・鬼体力{tai}）→ 星読みへ",
                f"{who(self, p, 'en')}: retreat fails (Spirit {power}, oni {tai}) → to the stars", p)
            self.pending = ("stars", p)
            return
        note = {"shadow": "（影式神の特例）", "pipefox": "（管狐）"}.get(why, "")
        note_en = {"shadow": " (shadow exception)", "pipefox": " (pipe-fox)"}.get(why, "")
        log(ev, f"{who(self, p)}: 退却成功（霊力{power}・鬼体力{tai}）{note}",
            f"{who(self, p, 'en')}: retreats (Spirit {power}, oni {tai}){note_en}", p)
        flow.set_status(self, p, RET, ev)
        need = 0 if self.oni == "aooni" else 6
        if any(BOTTLE_VALUE[b] == need for b in c.bottles) or c.slot == "tsuraraonna":
            if c.gofu < MAX_GOFU:
                before = c.gofu
                c.gofu += 1
                ev.append(ResourceChanged(p, "gofu", before, c.gofu))
                log(ev, f"{who(self, p)}: 護符回復 {before}→{c.gofu}", f"{who(self, p, 'en')}: amulet {before}→{c.gofu}", p)
        slots = [i for i, o in enumerate(self.omens) if o is not None]
        if len(slots) >= 2:
            self.pending = ("flee", p)
            return
        if slots:
            self._flee(p, slots[0], ev)
        judge.end_turn(self, ev)

    def _flee(self, p: int, slot: int, ev: list) -> None:
        """捨て逃げ (R-08): the retreating candidate discards an omen (星乱鬼 stays quiet)."""
        card = self.omens[slot]
        self.omens[slot] = None
        flow.discard_star_card(self, card, ev)
        ev.append(OmenDiscarded(p, slot, card, "flee"))
        log(ev, f"{who(self, p)}: 捨て逃げ 予兆[{STARS[card].name_ja}]",
            f"{who(self, p, 'en')}: flees, discarding the omen [{STARS[card].name_en}]", p)
        self.pending = None

    # ------------------------------------------------------------ information
    def view(self, player: int | None) -> ChobukuView:
        return build(self, player)

    def _determinize(self, player: int, rng: random.Random) -> "ChobukuState":
        """A world consistent with ``view(player)``: the unseen bottles (deck and others'
        face-down 霧鬼 bottles), the star deck's order, the unseen oni, and others'
        face-down shikigami resampled."""
        s = self.clone()
        hidden = [q for q, c in enumerate(s.cands)
                  if q != player and c.initial_down and c.initial is not None]
        # sorted before the shuffle: the sample depends on what the seat sees, never on
        # the order the real hidden cards happen to lie in (the coach's fairness, #38)
        pool = sorted(s.bottle_deck + [s.cands[q].initial for q in hidden])
        rng.shuffle(pool)
        for q in hidden:
            c = s.cands[q]
            new = pool.pop()
            c.bottles[c.bottles.index(c.initial)] = new
            c.initial = new
        s.bottle_deck = pool
        s.star_deck.sort()
        rng.shuffle(s.star_deck)
        oni = sorted(s.oni_deck + s.oni_box)
        rng.shuffle(oni)
        s.oni_box = oni[:2]
        s.oni_deck = oni[2:]
        for q, c in enumerate(s.cands):
            if q != player and c.slot is not None and not c.slot_up:
                options = sorted(c.hand + [c.slot])
                pick = options[rng.randrange(len(options))]
                c.hand = [x for x in options if x != pick]
                c.slot = pick
        s.rng = random.Random(rng.getrandbits(64))
        return s

    def mask_events(self, events, viewer: int | None) -> tuple:
        """Hidden moves of other seats lose their card id (a place named after the card
        becomes its seat's whole zone), and their secret log lines are dropped (the owner
        reads its secret line instead of the others' cover line)."""
        out = []
        for e in events:
            if isinstance(e, (SecretLog, CoverLog)):
                if (e.player == viewer) != isinstance(e, SecretLog):
                    continue
            elif isinstance(e, CardMoved) and e.hidden and e.player != viewer and e.card is not None:
                e = type(e)(None, _unnamed(e.src, e.card), _unnamed(e.dst, e.card), e.player, True)
            out.append(e)
        return tuple(out)

    def check_invariants(self) -> None:
        super().check_invariants()
        invariants.check(self)

    def seat_name(self, player: int, lang: str = "ja") -> str:
        return who(self, player, lang) if self.cands else super().seat_name(player, lang)

    def progress_text(self) -> tuple[str, str]:
        if self._res is not None:
            return "終了", "finished"
        if self.oni is None:
            return "準備", "set-up"
        o = ONI[self.oni]
        return f"第{self.round}ラウンド {o.name_ja}", f"round {self.round}, {o.name_en}"

    def facets(self, player: int) -> dict[str, str]:
        c = self.cands[player]
        return {"character": CHARAS[c.chara].name_ja if c.chara in CHARAS else "?"}

    def seats(self) -> int:
        return self.n

    # ------------------------------------------------------------ copies and saves
    def clone(self) -> "ChobukuState":
        s = ChobukuState.__new__(ChobukuState)
        s.rng = random.Random()
        s.rng.setstate(self.rng.getstate())
        for k in ("n", "num_players", "oya", "migawari", "dropout", "characters", "round", "turn",
                  "star", "current", "counted", "phase", "pending", "oni", "oni_bottle", "seal",
                  "judgement", "_res", "_legal"):
            setattr(s, k, getattr(self, k))
        s.queue = self.queue[:]
        s.cands = [c.copy() for c in self.cands]
        s.bottle_deck = self.bottle_deck[:]
        s.bottle_discard = self.bottle_discard[:]
        s.star_deck = self.star_deck[:]
        s.star_discard = self.star_discard[:]
        s.omens = self.omens[:]
        s.stars = self.stars[:]
        s.oni_deck = self.oni_deck[:]
        s.oni_box = self.oni_box[:]
        s.oni_past = self.oni_past[:]
        s.eliminated = self.eliminated[:]
        return s

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "chobuku", "version": SAVE_FORMAT_VERSION, "rng": rng_to_json(self.rng),
            "n": self.n, "oya": self.oya, "migawari": self.migawari, "dropout": self.dropout,
            "characters": self.characters, "round": self.round, "turn": self.turn,
            "star": self.star, "current": self.current, "counted": self.counted,
            "phase": self.phase, "queue": [list(x) if isinstance(x, tuple) else x for x in self.queue],
            "pending": list(self.pending) if self.pending is not None else None,
            "cands": [c.to_json() for c in self.cands],
            "bottle_deck": self.bottle_deck[:], "bottle_discard": self.bottle_discard[:],
            "star_deck": self.star_deck[:], "star_discard": self.star_discard[:],
            "omens": self.omens[:], "seal": self.seal, "stars": [list(e) for e in self.stars],
            "oni_deck": self.oni_deck[:], "oni_box": self.oni_box[:], "oni_past": self.oni_past[:],
            "oni": self.oni, "oni_bottle": self.oni_bottle, "judgement": self.judgement,
            "eliminated": self.eliminated[:],
            "result": self._res.to_json() if self._res is not None else None,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "ChobukuState":
        check_save(data, "chobuku", "鬼調伏", SAVE_FORMAT_VERSION)
        s = cls()
        s.rng = rng_from_json(data["rng"])
        s.n = s.num_players = data["n"]
        for k in ("oya", "migawari", "dropout", "characters", "round", "turn", "star", "current",
                  "counted", "phase", "seal", "oni", "oni_bottle", "judgement"):
            setattr(s, k, data[k])
        s.queue = [tuple(x) if isinstance(x, list) else x for x in data["queue"]]
        s.pending = tuple(data["pending"]) if data["pending"] is not None else None
        s.cands = [Cand.from_json(c) for c in data["cands"]]
        for k in ("bottle_deck", "bottle_discard", "star_deck", "star_discard", "omens",
                  "oni_deck", "oni_box", "oni_past", "eliminated"):
            setattr(s, k, list(data[k]))
        s.stars = [tuple(e) for e in data["stars"]]
        s._res = Result.from_json(data["result"]) if data["result"] is not None else None
        return s


def _unnamed(place: Place, card: str) -> Place:
    """``place`` without the card's name in it (``hand@1:kappa`` → ``hand@1``)."""
    return place.zone() if place.key == card else place
