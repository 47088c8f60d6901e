"""式神符陣 (Shikigami Fujin) rules engine: :class:`FujinState`.

Pure Python, no pygame, no I/O. The rulebook (seed 000_11217fe58deee1c7.txt)
is the law; rulings it leaves open are in ``RULINGS.md`` (FJ-R01…).

Module layout::

    board.py    cells a1..c3, attributes, orientations, reach-diagram projection
    cards.py    the 23 printed cards (ja/en), Card model, 【術式】 flag
    glossary.py GLOSSARY ja -> en
    model.py    Piece (a shikigami on the board)
    actions.py  action classes, text forms, parse_action, place ids
    events.py   fujin events (Summoned, AttackDeclared, Destroyed, Countered, Moved,
                Hidden, Oute)
    legal.py    the validator (_check, explains refusals) and the fast enumerator (_gen)
    resolve.py  attacks, counters, destruction, moves, 霊具, the pending-decision machine
    view.py     FujinView / CellView
    rules.py    FujinState: set-up, turn flow, apply, saves, views, determinize

Action text forms (``FujinState.parse_action`` inverts ``Action.text()``):

==============================  ==================  ======================
text                            source              target
==============================  ==================  ======================
mulligan T-006 O-009 / -        None                None
summon O-002 b2 N               hand:O-002          cell:b2
inherit O-009 b2                hand:O-009          cell:b2
attack b2 b3                    cell:b2             cell:b3
attack b2 [+konshin|+inshu]     cell:b2             area:b2
attack b1 hp / attack b1 draw   cell:b1             cell:b1   (古箪笥)
heal b2 c3                      cell:b2             cell:c3   (変面)
rotate b2 L / rotate b2 R       cell:b2             cell:b2
rotate b2 c3 L                  cell:b2             cell:c3   (玖龍街)
use T-009 b2 E                  hand:T-009          cell:b2
use T-011 b2 / use O-012 b2     hand:<card>         cell:b2
use T-010                       hand:T-010          None
use O-010 b2 ken|nigiri         hand:O-010          cell:b2   (own shikigami)
use O-011 b2 c3                 hand:O-011          cell:c3   (the enemy hit)
end                             button:end          None
discard T-001 O-002 / -         button:discard      None
counter c2                      cell:c2             cell:c2   (pending, defender)
lantern c2                      None                cell:c2   (pending, owner)
face keep|L|R                   button:face         None      (pending, owner)
==============================  ==================  ======================

Phases: ``mulligan`` (先手 then 後手), ``main``, ``discard`` (end-of-turn step),
``over``. A pending decision (``state.decision``) pre-empts the phase and its
``to_move`` may be the other player.
"""
from __future__ import annotations

import random
from typing import Any

from ...engine import (CardDrawn, CardMoved, CardRotated, GameOver, GameState, IllegalAction,
                      Log, Result, SAVE_FORMAT_VERSION, Shuffled, TurnStarted, rng_from_json,
                      rng_to_json)
from . import actions as A
from . import invariants
from .board import CELL_INDEX, CELL_NAMES, FRONT, ORIENTS
from .cards import CARDS, DECK_IDS
from .events import Hidden, Oute, Summoned
from .legal import LegalMixin
from .model import PLAYER_EN, PLAYER_JA, Piece
from .resolve import ResolveMixin
from .view import CellView, FujinView

HAND_SIZE = 5
START_SP = (6, 8)
MAX_ROUNDS = 40


def _tup(x):
    if isinstance(x, list):
        return tuple(_tup(y) for y in x)
    return x


def _cell_arg(cell) -> int:
    return CELL_INDEX[cell] if isinstance(cell, str) else cell


class FujinState(ResolveMixin, LegalMixin, GameState):
    game_id = "fujin"
    num_players = 2

    # ------------------------------------------------------------ creation
    def __init__(self) -> None:
        self.rng = random.Random(0)
        self.board: list[Piece | None] = [None] * 9
        self.hands: list[list[str]] = [[], []]
        self.decks: list[list[str]] = [[], []]      # top of the deck = end of the list
        self.graves: list[list[str]] = [[], []]
        self.sp = [START_SP[0], START_SP[1]]
        self.oute = [False, False]
        self.reshuffles = [0, 0]
        self.mayo: list[int | None] = [None, None]   # cell under each player's マヨヒガ
        self.round = 0
        self.turn = 0
        self.current = 0
        self.phase = "mulligan"
        self.window: int | None = None             # cell that may still summon-attack
        self.steps: list = []
        self.decision: tuple | None = None
        self._res: Result | None = None
        self.max_rounds = MAX_ROUNDS
        self.deckout_pending = False
        self._legal: tuple | None = None

    @classmethod
    def new_game(cls, seed: int, options: dict[str, Any] | None = None) -> "FujinState":
        """Set-up (chapter 二): shuffled 23-card decks, 5-card hands, 霊力 6 / 8.

        Options: ``max_rounds`` (default 40).
        """
        options = options or {}
        s = cls()
        s.rng = random.Random(seed)
        s.max_rounds = int(options.get("max_rounds", MAX_ROUNDS))
        for p in (0, 1):
            deck = list(DECK_IDS)
            s.rng.shuffle(deck)
            s.decks[p] = deck
            for _ in range(HAND_SIZE):
                s.hands[p].append(deck.pop())
        return s

    @classmethod
    def parse_action(cls, text: str) -> A.Action:
        return A.parse_action(text)

    # ------------------------------------------------------------ protocol
    def to_move(self) -> int | None:
        if self._res is not None:
            return None
        if self.decision is not None:
            return self.decision[1]
        return self.current

    def legal_actions(self) -> tuple:
        la = self._legal
        if la is None:
            la = self._legal = tuple(self._gen())
        return la

    def result(self) -> Result | None:
        return self._res

    def apply(self, action) -> tuple:
        if not isinstance(action, A.Action):
            raise IllegalAction("行動ではありません", "Not an action")
        self._check(action)
        ev: list = []
        t = type(action)
        if self.decision is not None:
            self._resolve_decision(action, ev)
        elif t is A.Summon:
            self._do_summon(action, ev)
        elif t is A.Attack:
            self._do_attack(action, ev)
        elif t is A.Rotate:
            self._do_rotate(action, ev)
        elif t is A.Use:
            self._do_use(action, ev)
        elif t is A.Inherit:
            self._do_inherit(action, ev)
        elif t is A.Heal:
            self._do_heal(action, ev)
        elif t is A.End:
            self._do_end(ev)
        elif t is A.Discard:
            self._do_discard(action, ev)
        elif t is A.Mulligan:
            self._do_mulligan(action, ev)
        self._legal = None
        return tuple(ev)

    # ------------------------------------------------------------ queries
    def seiatsu(self, player: int) -> int:
        """総制圧力 of ``player``."""
        s = 0
        for p in self.board:
            if p is not None and p.owner == player:
                s += p.seiatsu
        return s

    def reach_cells(self, cell, orient, card: str) -> tuple[str, ...]:
        return self._cells_of(CARDS[card].reach_tab, cell, orient)

    def counter_cells(self, cell, orient, card: str) -> tuple[str, ...]:
        return self._cells_of(CARDS[card].counter_tab, cell, orient)

    def blind_cells(self, cell, orient, card: str) -> tuple[str, ...]:
        return self._cells_of(CARDS[card].blind_tab, cell, orient)

    @staticmethod
    def _cells_of(tab, cell, orient) -> tuple[str, ...]:
        c = _cell_arg(cell)
        o = ORIENTS.index(orient) if isinstance(orient, str) else orient
        return tuple(CELL_NAMES[x] for x in tab[c * 4 + o])

    def attack_hits(self, action) -> list[tuple[str, int, bool]]:
        """Preview of an attack: [(cell, damage, is_ally)], nothing applied. Raises
        IllegalAction when the attack is not legal now."""
        if isinstance(action, str):
            action = self.parse_action(action)
        if not isinstance(action, A.Attack):
            raise IllegalAction("攻撃ではありません", "Not an attack")
        self._check(action)
        if action.mode in ("hp", "draw"):
            return []
        me = self.board[action.cell].owner
        return [(CELL_NAMES[t], d, self.board[t].owner == me)
                for t, d in self._hits(action.cell, action.target_cell, action.mode)]

    @staticmethod
    def seat_name(player: int, lang: str = "ja") -> str:
        """先手 / 後手 (First / Second)."""
        return PLAYER_EN[player] if lang == "en" else PLAYER_JA[player]

    def progress_text(self) -> tuple[str, str]:
        """Where the game stands, for the Continue entry: (ja, en)."""
        if self._res is not None:
            return "終了", "finished"
        if self.phase == "mulligan":
            return "引き直し", "mulligan"
        who_ja, who_en = PLAYER_JA[self.current], PLAYER_EN[self.current]
        return (f"第{self.round}ラウンド {who_ja}の番",
                f"round {self.round}, {who_en.lower()} player to move")

    def income(self, player: int) -> int:
        s = self.seiatsu(player)
        return 8 if s >= 5 else 7 if s == 4 else 6

    def piece_at(self, cell) -> Piece | None:
        return self.board[_cell_arg(cell)]

    def check_invariants(self) -> None:
        """Cards conserved, 霊力 0..15, 耐久 1..19, veils consistent (``invariants.check``)."""
        super().check_invariants()
        invariants.check(self)

    def explain(self, action) -> IllegalAction | None:
        """None if legal, else the refusal raised by the validator ``apply`` calls."""
        try:
            self._check(action)
        except IllegalAction as e:
            return e
        return None

    # ------------------------------------------------------------ turn flow
    def _draw(self, p: int, n: int, ev: list) -> int:
        """Draw ``n``; an empty deck is refilled from the graveyard (山札切れ, chapter 十二).
        With deck and graveyard both empty drawing just stops (FJ-R13)."""
        deck = self.decks[p]
        got = 0
        for _ in range(n):
            if not deck:
                g = self.graves[p]
                if not g:
                    break
                deck.extend(g)
                g.clear()
                self.rng.shuffle(deck)
                self.reshuffles[p] += 1
                ev.append(Shuffled(f"deck:{p}", p))
                ev.append(Log(f"{PLAYER_JA[p]}: 山札切れ({self.reshuffles[p]}回目) 墓地を切り直す",
                              f"{PLAYER_EN[p]}: Deck-out #{self.reshuffles[p]}: the graveyard "
                              f"becomes the deck", p))
                if self.reshuffles[p] >= 2:
                    self.deckout_pending = True
            c = deck.pop()
            self.hands[p].append(c)
            ev.append(CardDrawn(c, f"deck:{p}", f"hand:{p}", p, True))
            got += 1
        if got:
            ev.append(Log(f"{PLAYER_JA[p]}: {got}枚引く", f"{PLAYER_EN[p]}: draws {got}", p))
        return got

    def _do_mulligan(self, a, ev: list) -> None:
        p = self.current
        if a.cards:
            for c in a.cards:
                self.hands[p].remove(c)
                self.decks[p].append(c)
                ev.append(CardMoved(c, f"hand:{p}", f"deck:{p}", p, True))
            self.rng.shuffle(self.decks[p])
            ev.append(Shuffled(f"deck:{p}", p))
            ev.append(Log(f"{PLAYER_JA[p]}: {len(a.cards)}枚引き直し",
                          f"{PLAYER_EN[p]}: mulligans {len(a.cards)}", p))
            self._draw(p, len(a.cards), ev)
        else:
            ev.append(Log(f"{PLAYER_JA[p]}: 引き直しなし", f"{PLAYER_EN[p]}: keeps the hand", p))
        if p == 0:
            self.current = 1
        else:
            self._start_turn(0, ev)

    def _start_turn(self, p: int, ev: list) -> None:
        self.current = p
        if p == 0:
            self.round += 1
        self.turn += 1
        self.phase = "main"
        self.window = None
        for q in self.board:
            if q is not None:
                q.attacked = q.rotated = q.summoned = False
        ev.append(TurnStarted(p, self.turn))
        ev.append(Log(f"── {self.round}ラウンド {PLAYER_JA[p]}のターン ──",
                      f"── Round {self.round}: {PLAYER_EN[p]}'s turn ──", p))
        m = self.mayo[p]
        if m is not None:                 # 開始時 1: remove own マヨヒガ
            self.mayo[p] = None
            self.board[m].hidden_by = None
            self.graves[p].append("T-011")
            ev.append(Hidden(p, CELL_NAMES[m], False))
            ev.append(CardMoved("T-011", "cell:" + CELL_NAMES[m], f"grave:{p}", p))
            ev.append(Log(f"{PLAYER_JA[p]}: マヨヒガを取り除く ({CELL_NAMES[m]})",
                          f"{PLAYER_EN[p]}: removes Mayoiga ({CELL_NAMES[m]})", p))
        if self.oute[p]:                  # 開始時 2: 王手 → victory?
            s = self.seiatsu(p)
            if s >= 5:
                self._finish(p, "oute", f"{PLAYER_JA[p]}の勝ち: 王手のまま総制圧力{s}",
                             f"{PLAYER_EN[p]} wins: still in Check with Total Control {s}", ev)
                return
            self.oute[p] = False
            ev.append(Oute(p, s, False))
            ev.append(Log(f"{PLAYER_JA[p]}の王手が外れる (総制圧力{s})",
                          f"{PLAYER_EN[p]}'s Check lapses (Total Control {s})", p))

    def _do_end(self, ev: list) -> None:
        p = self.current
        self.window = None
        s = self.seiatsu(p)
        if s >= 5:
            self.oute[p] = True
            ev.append(Oute(p, s, True))
            ev.append(Log(f"{PLAYER_JA[p]}: 王手! (総制圧力{s})",
                          f"{PLAYER_EN[p]}: Check! (Total Control {s})", p))
        inc = 8 if s >= 5 else 7 if s == 4 else 6
        before = self.sp[p]
        self._gain(p, inc, ev)
        ev.append(Log(f"{PLAYER_JA[p]}: 収入 +{inc} (霊力 {before}→{self.sp[p]})",
                      f"{PLAYER_EN[p]}: income +{inc} (Spirit {before}→{self.sp[p]})", p))
        self.phase = "discard"

    def _do_discard(self, a, ev: list) -> None:
        p = self.current
        hand = self.hands[p]
        for c in a.cards:
            hand.remove(c)
        need = HAND_SIZE - len(hand)
        if need > 0:
            self._draw(p, need, ev)
        for c in a.cards:                  # discards reach the graveyard after drawing
            self.graves[p].append(c)
            ev.append(CardMoved(c, f"hand:{p}", f"grave:{p}", p))
        if a.cards:
            names_ja = "・".join(CARDS[c].name_ja for c in a.cards)
            names_en = ", ".join(CARDS[c].name_en for c in a.cards)
            ev.append(Log(f"{PLAYER_JA[p]}: 捨てる {names_ja}", f"{PLAYER_EN[p]}: discards {names_en}",
                          p))
        if self.deckout_pending:
            self._end_by_deckout(ev)
            return
        if p == 1 and self.round >= self.max_rounds:
            self._finish(None, "rounds", f"{self.max_rounds}ラウンド終了: 引き分け",
                         f"{self.max_rounds} rounds played: draw", ev)
            return
        self._start_turn(1 - p, ev)

    def _end_by_deckout(self, ev: list) -> None:
        s0, s1 = self.seiatsu(0), self.seiatsu(1)
        if s0 == s1:
            self._finish(None, "deckout", f"2回目の山札切れ: 総制圧力 {s0} 対 {s1} で引き分け",
                         f"Second deck-out: Total Control {s0} vs {s1}, draw", ev)
        else:
            w = 0 if s0 > s1 else 1
            self._finish(w, "deckout", f"2回目の山札切れ: 総制圧力 {s0} 対 {s1} で{PLAYER_JA[w]}の勝ち",
                         f"Second deck-out: Total Control {s0} vs {s1}, {PLAYER_EN[w]} wins", ev)

    def _finish(self, winner: int | None, reason: str, ja: str, en: str, ev: list) -> None:
        self._res = Result(winner, reason, winner is None, (self.seiatsu(0), self.seiatsu(1)))
        self.phase = "over"
        self.decision = None
        self.steps = []
        self.deckout_pending = False
        ev.append(GameOver(winner, reason))
        ev.append(Log(ja, en, winner))

    # ------------------------------------------------------------ main actions
    def _do_summon(self, a, ev: list) -> None:
        me = self.current
        card = CARDS[a.card]
        cost = self.summon_cost(a.card, a.cell)
        hp = self._summon_hp(a.card, a.cell, a.orient)
        self.hands[me].remove(a.card)
        self._spend(me, cost, ev)
        self.board[a.cell] = Piece(me, a.card, a.orient, hp, hp, summoned=True)
        self.window = a.cell
        cname = CELL_NAMES[a.cell]
        ev.append(CardMoved(a.card, f"hand:{me}", "cell:" + cname, me))
        ev.append(Summoned(me, a.card, cname, ORIENTS[a.orient], hp))
        ev.append(Log(f"{PLAYER_JA[me]}: {card.name_ja}を{cname}に召喚 (向き{ORIENTS[a.orient]}、"
                      f"召☆{cost}、耐久{hp})",
                      f"{PLAYER_EN[me]}: summons {card.name_en} on {cname} facing "
                      f"{ORIENTS[a.orient]} (cost {cost}, Endurance {hp})", me))

    def _do_inherit(self, a, ev: list) -> None:
        me = self.current
        card = CARDS[a.card]
        old = self.board[a.cell]
        hp = self._inherit_hp(a.card, a.cell)
        base = self._summon_hp(a.card, a.cell, old.orient)
        refund = self.inherit_refund(old.cid)
        self.hands[me].remove(a.card)
        self._spend(me, card.cost, ev)
        self._gain(me, refund, ev)
        new = Piece(me, a.card, old.orient, hp, base, attacked=old.attacked,
                    rotated=old.rotated, summoned=True)
        self.board[a.cell] = new
        self.graves[me].append(old.cid)
        self.window = None if new.attacked else a.cell
        cname = CELL_NAMES[a.cell]
        ev.append(CardMoved(old.cid, "cell:" + cname, f"grave:{me}", me))
        ev.append(CardMoved(a.card, f"hand:{me}", "cell:" + cname, me))
        ev.append(Summoned(me, a.card, cname, ORIENTS[old.orient], hp, old.cid))
        ev.append(Log(f"{PLAYER_JA[me]}: {old.card.name_ja}→{card.name_ja} 継承召喚 ({cname}、"
                      f"召☆{card.cost}−戻り{refund}、耐久{hp})",
                      f"{PLAYER_EN[me]}: succession summon {old.card.name_en}→{card.name_en} "
                      f"({cname}, cost {card.cost} − refund {refund}, Endurance {hp})", me))

    def _do_rotate(self, a, ev: list) -> None:
        me = self.current
        p = self.board[a.cell]
        self.window = None
        p.rotated = True
        self._spend(me, 1, ev)
        t = a.cell if a.target_cell is None else a.target_cell
        q = self.board[t]
        self._turn(t, q.orient + (1 if a.direction == "R" else 3), ev)
        d_ja = "右" if a.direction == "R" else "左"
        d_en = "right" if a.direction == "R" else "left"
        if t == a.cell:
            ev.append(Log(f"{PLAYER_JA[me]}: {p.card.name_ja}を{d_ja}へ回転 (→{ORIENTS[q.orient]})",
                          f"{PLAYER_EN[me]}: turns {p.card.name_en} {d_en} "
                          f"(→{ORIENTS[q.orient]})", me))
        else:
            ev.append(Log(f"{PLAYER_JA[me]}: 玖龍街が{q.card.name_ja}を{d_ja}へ回す "
                          f"(→{ORIENTS[q.orient]})",
                          f"{PLAYER_EN[me]}: Kuryugai turns {q.card.name_en} {d_en} "
                          f"(→{ORIENTS[q.orient]})", me))

    # ------------------------------------------------------------ copies and saves
    def clone(self) -> "FujinState":
        s = FujinState.__new__(FujinState)
        s.rng = random.Random()
        s.rng.setstate(self.rng.getstate())
        s.board = [p.copy() if p is not None else None for p in self.board]
        s.hands = [self.hands[0][:], self.hands[1][:]]
        s.decks = [self.decks[0][:], self.decks[1][:]]
        s.graves = [self.graves[0][:], self.graves[1][:]]
        s.sp = self.sp[:]
        s.oute = self.oute[:]
        s.reshuffles = self.reshuffles[:]
        s.mayo = self.mayo[:]
        s.round = self.round
        s.turn = self.turn
        s.current = self.current
        s.phase = self.phase
        s.window = self.window
        s.steps = self.steps[:]
        s.decision = self.decision
        s._res = self._res
        s.max_rounds = self.max_rounds
        s.deckout_pending = self.deckout_pending
        s._legal = self._legal
        return s

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "fujin", "version": SAVE_FORMAT_VERSION,
            "rng": rng_to_json(self.rng),
            "board": [p.to_json() if p is not None else None for p in self.board],
            "hands": [h[:] for h in self.hands], "decks": [d[:] for d in self.decks],
            "graves": [g[:] for g in self.graves], "sp": self.sp[:], "oute": self.oute[:],
            "reshuffles": self.reshuffles[:], "mayo": self.mayo[:], "round": self.round,
            "turn": self.turn, "current": self.current, "phase": self.phase,
            "window": self.window, "steps": [list(_list(s)) for s in self.steps],
            "decision": list(_list(self.decision)) if self.decision is not None else None,
            "result": self._res.to_json() if self._res is not None else None,
            "max_rounds": self.max_rounds, "deckout_pending": self.deckout_pending,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "FujinState":
        if data.get("game") != "fujin":
            raise ValueError("not a 式神符陣 save")
        if data.get("version", 0) > SAVE_FORMAT_VERSION:
            raise ValueError(f"save format {data.get('version')} is newer than this program")
        s = cls()
        s.rng = rng_from_json(data["rng"])
        s.board = [Piece.from_json(p) if p is not None else None for p in data["board"]]
        s.hands = [list(h) for h in data["hands"]]
        s.decks = [list(d) for d in data["decks"]]
        s.graves = [list(g) for g in data["graves"]]
        s.sp = list(data["sp"])
        s.oute = list(data["oute"])
        s.reshuffles = list(data["reshuffles"])
        s.mayo = list(data["mayo"])
        s.round = data["round"]
        s.turn = data["turn"]
        s.current = data["current"]
        s.phase = data["phase"]
        s.window = data["window"]
        s.steps = [_tup(x) for x in data["steps"]]
        s.decision = _tup(data["decision"]) if data["decision"] is not None else None
        s._res = Result.from_json(data["result"]) if data["result"] is not None else None
        s.max_rounds = data["max_rounds"]
        s.deckout_pending = data["deckout_pending"]
        return s

    # ------------------------------------------------------------ information
    def view(self, player: int | None) -> FujinView:
        cells = []
        for c, p in enumerate(self.board):
            if p is None:
                cells.append(None)
            else:
                cells.append(CellView(CELL_NAMES[c], p.owner, p.cid, ORIENTS[p.orient], p.hp,
                                      p.seiatsu, p.hidden_by is not None, p.hidden_by,
                                      p.attacked, p.rotated, p.summoned,
                                      self.reach_cells(c, p.orient, p.cid)))
        d = self.decision
        pending = None
        if d is not None:
            if d[0] == "counter":
                pending = ("counter", d[1], tuple(CELL_NAMES[self._find(d[1], x)] for x in d[4]))
            elif d[0] == "lantern":
                pending = ("lantern", d[1], tuple(CELL_NAMES[c] for c in d[2]))
            else:
                pending = ("face", d[1], (CELL_NAMES[self._find(d[1], d[2])],))
        return FujinView(
            player=player, board=tuple(cells),
            hand=tuple(self.hands[player]) if player is not None else None,
            hand_counts=(len(self.hands[0]), len(self.hands[1])),
            deck_counts=(len(self.decks[0]), len(self.decks[1])),
            graves=(tuple(self.graves[0]), tuple(self.graves[1])),
            reiryoku=(self.sp[0], self.sp[1]),
            seiatsu=(self.seiatsu(0), self.seiatsu(1)),
            oute=(self.oute[0], self.oute[1]),
            deckouts=(self.reshuffles[0], self.reshuffles[1]),
            mayohiga=tuple(CELL_NAMES[m] if m is not None else None for m in self.mayo),
            round=self.round, turn=self.turn, current=self.current, phase=self.phase,
            to_move=self.to_move(), pending=pending,
            summon_window=CELL_NAMES[self.window] if self.window is not None else None,
            result=self._res, summon_costs=self._summon_costs(player))

    def _summon_costs(self, player: int | None) -> tuple:
        if player is None or self.phase != "main" or self.current != player:
            return ()
        empty = [c for c in range(9) if self.board[c] is None]
        return tuple((cid, CELL_NAMES[c], self.summon_cost(cid, c)) for cid in dict.fromkeys(self.hands[player])
                     if CARDS[cid].is_shikigami for c in empty)

    def determinize(self, player: int, rng: random.Random) -> "FujinState":
        """A world consistent with ``view(player)``: the opponent's hand and both decks'
        contents/order resampled; the state's own RNG reseeded from ``rng``."""
        s = self.clone()
        opp = 1 - player
        pool = s.hands[opp] + s.decks[opp]
        rng.shuffle(pool)
        k = len(s.hands[opp])
        s.hands[opp] = pool[:k]
        s.decks[opp] = pool[k:]
        rng.shuffle(s.decks[player])
        s.rng = random.Random(rng.getrandbits(64))
        s._legal = None
        return s

    @staticmethod
    def mask_events(events, viewer: int | None) -> tuple:
        """Events as ``viewer`` may see them: hidden moves of other players lose the card id."""
        out = []
        for e in events:
            if isinstance(e, CardMoved) and e.hidden and e.player != viewer and e.card is not None:
                e = type(e)(None, e.src, e.dst, e.player, True)
            out.append(e)
        return tuple(out)


def _list(x):
    if isinstance(x, tuple):
        return [_list(y) for y in x]
    return x

