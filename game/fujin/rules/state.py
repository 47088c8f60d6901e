"""式神符陣 (Shikigami Fujin) rules engine: :class:`FujinState`.

Pure Python, no pygame, no I/O. The rulebook (seed 000_11217fe58deee1c7.txt)
is the law; rulings it leaves open are in ``RULINGS.md`` (FJ-R01…).

Module layout (``FujinState`` holds the data and calls plain functions that take it)::

    board.py       cells a1..c3, attributes, orientations, reach-diagram projection
    cards.py       the 23 printed cards (ja/en), Card model, 【術式】 flag
    glossary.py    GLOSSARY ja -> en
    model.py       Piece (a shikigami on the board)
    actions.py     action classes, text forms, parse_action, place ids
    events.py      fujin events (Summoned, AttackDeclared, Destroyed, Countered, Moved,
                   Hidden, Oute)
    legal.py       the validator (``check``, explains refusals) and the board queries
    enumerator.py  the fast enumerator of exactly the actions ``check`` accepts
    effects.py     primitives: 霊力, 耐久, destruction, moves, turns, drawing, game end
    resolve.py     attacks, counters, 霊具, the pending-decision machine
    turns.py       turn flow (開始時 / 終了時), summon, 継承召喚, rotation
    state.py       FujinState: set-up, apply, queries, saves, views, determinize

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
``over``. A pending decision (``state.pending``) pre-empts the phase and its
``to_move`` may be the other player.
"""
from __future__ import annotations

import random
from typing import Any

from ...engine import GameState, IllegalAction, Result, SAVE_FORMAT_VERSION, check_save, rng_from_json, rng_to_json
from ...engine.state import mask_hidden_moves
from . import actions as A
from . import enumerator, gestures, invariants, legal, resolve, turns
from .board import CELL_INDEX, CELL_NAMES, ORIENTS
from .cards import CARDS, DECK_IDS
from .legal import find
from .model import PLAYER_EN, PLAYER_JA, Piece
from .turns import HAND_SIZE
from .view import CellView, FujinView

START_REIRYOKU = (6, 8)
MAX_ROUNDS = 40


def _tup(x):
    if isinstance(x, list):
        return tuple(_tup(y) for y in x)
    return x


def _cell_arg(cell) -> int:
    return CELL_INDEX[cell] if isinstance(cell, str) else cell


class FujinState(GameState):
    """A 式神符陣 position: the data, and the kernel's contract over it.

    ``reiryoku`` holds each player's 霊力 (reiryoku, the spirit every summon, order and
    霊具 costs; 0..15), ``board`` the nine cells (a :class:`Piece` or None), ``oute``
    who has declared 王手 (check), ``mayo`` the cell under each player's マヨヒガ,
    ``window`` the cell that may still make its summon attack, ``since`` the order given
    last this turn (kind, card: what closed a summon-attack window), ``steps``/``decision``
    a resolution paused on a choice (see ``resolve.py``). The rules themselves are the
    plain functions of ``legal``, ``enumerator``, ``resolve`` and ``turns``.
    """

    game_id = "fujin"
    num_players = 2

    # ------------------------------------------------------------ creation
    def __init__(self) -> None:
        self.rng = random.Random(0)
        self.board: list[Piece | None] = [None] * 9
        self.hands: list[list[str]] = [[], []]
        self.decks: list[list[str]] = [[], []]      # top of the deck = end of the list
        self.graves: list[list[str]] = [[], []]
        self.reiryoku = [START_REIRYOKU[0], START_REIRYOKU[1]]   # 先手, 後手
        self.oute = [False, False]
        self.reshuffles = [0, 0]
        self.mayo: list[int | None] = [None, None]   # cell under each player's マヨヒガ
        self.round = 0
        self.turn = 0
        self.current = 0
        self.phase = "mulligan"
        self.window: int | None = None             # cell that may still summon-attack
        self.since: tuple[str, str] | None = None  # the last order this turn (kind, card)
        self.steps: list = []
        self.pending: tuple | None = None
        self._res: Result | None = None
        self.max_rounds = MAX_ROUNDS
        self.deckout_pending = False

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
        if self.pending is not None:
            return self.pending[1]
        return self.current

    def _generate(self):
        return enumerator.legal_actions(self)

    def result(self) -> Result | None:
        return self._res

    def _apply(self, action) -> tuple:
        if not isinstance(action, A.Action):
            raise IllegalAction("行動ではありません", "Not an action", rule="FJ-5")
        legal.check(self, action)
        ev: list = []
        if self.pending is not None:
            resolve.resolve_decision(self, action, ev)
        else:
            _DO[type(action)](self, action, ev)
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
            raise IllegalAction("攻撃ではありません", "Not an attack", rule="FJ-8")
        legal.check(self, action)
        if action.mode in ("hp", "draw"):
            return []
        me = self.board[action.cell].owner
        return [(CELL_NAMES[t], d, self.board[t].owner == me)
                for t, d in resolve.hits(self, action.cell, action.target_cell, action.mode)]

    def means(self, seat: int, source, target, facing=None) -> list:
        """What a gesture could have meant (its refusal explains it): ``gestures.means``."""
        return gestures.means(self, seat, source, target, facing)

    def decision(self):
        """The pending decision in the kernel's shape (``gestures.decision``)."""
        return gestures.decision(self)

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

    def check_invariants(self) -> None:
        """Cards conserved, 霊力 0..15, 耐久 1..19, veils consistent (``invariants.check``)."""
        super().check_invariants()
        invariants.check(self)

    def explain(self, action) -> IllegalAction | None:
        """None if legal, else the refusal raised by the validator ``apply`` calls."""
        try:
            legal.check(self, action)
        except IllegalAction as e:
            return e
        return None

    @staticmethod
    def summon_cost(card: str, cell: int | str) -> int:
        """召☆ to pay for a plain summon on ``cell`` (太極 −1, min 1)."""
        return legal.summon_cost(card, cell)

    @staticmethod
    def inherit_refund(old_card: str) -> int:
        """継承召喚 refund: half the replaced card's 召☆, rounded up."""
        return legal.inherit_refund(old_card)

    # ------------------------------------------------------------ copies and saves
    def copy_containers_into(self, s: "FujinState") -> None:
        """Give ``s`` its own copy of everything an action changes in place (the board's
        pieces, hands, decks, graves, the per-seat lists, the steps): what a clone copies,
        and what a search's throw-away copy (``ai.evaluation.trial_copy``) copies too."""
        s.board = [p.copy() if p is not None else None for p in self.board]
        s.hands = [self.hands[0][:], self.hands[1][:]]
        s.decks = [self.decks[0][:], self.decks[1][:]]
        s.graves = [self.graves[0][:], self.graves[1][:]]
        s.reiryoku = self.reiryoku[:]
        s.oute = self.oute[:]
        s.reshuffles = self.reshuffles[:]
        s.mayo = self.mayo[:]
        s.steps = self.steps[:]

    def clone(self) -> "FujinState":
        s = FujinState.__new__(FujinState)
        s.rng = random.Random()
        s.rng.setstate(self.rng.getstate())
        self.copy_containers_into(s)
        s.round = self.round
        s.turn = self.turn
        s.current = self.current
        s.phase = self.phase
        s.window = self.window
        s.since = self.since
        s.pending = self.pending
        s._res = self._res
        s.max_rounds = self.max_rounds
        s.deckout_pending = self.deckout_pending
        s._legal = self._legal
        return s

    def to_json(self) -> dict[str, Any]:
        # 霊力 keeps its old key "sp": saves and replay digests made before stay valid
        return {
            "game": "fujin", "version": SAVE_FORMAT_VERSION,
            "rng": rng_to_json(self.rng),
            "board": [p.to_json() if p is not None else None for p in self.board],
            "hands": [h[:] for h in self.hands], "decks": [d[:] for d in self.decks],
            "graves": [g[:] for g in self.graves], "sp": self.reiryoku[:], "oute": self.oute[:],
            "reshuffles": self.reshuffles[:], "mayo": self.mayo[:], "round": self.round,
            "turn": self.turn, "current": self.current, "phase": self.phase,
            "window": self.window, "steps": [list(_list(s)) for s in self.steps],
            "decision": list(_list(self.pending)) if self.pending is not None else None,
            "result": self._res.to_json() if self._res is not None else None,
            "max_rounds": self.max_rounds, "deckout_pending": self.deckout_pending,
            # only while a turn has one: records whose games end between turns keep their digests
            **({"since": list(self.since)} if self.since is not None else {}),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "FujinState":
        check_save(data, "fujin", "式神符陣", SAVE_FORMAT_VERSION)
        s = cls()
        s.rng = rng_from_json(data["rng"])
        s.board = [Piece.from_json(p) if p is not None else None for p in data["board"]]
        s.hands = [list(h) for h in data["hands"]]
        s.decks = [list(d) for d in data["decks"]]
        s.graves = [list(g) for g in data["graves"]]
        s.reiryoku = list(data["sp"])
        s.oute = list(data["oute"])
        s.reshuffles = list(data["reshuffles"])
        s.mayo = list(data["mayo"])
        s.round = data["round"]
        s.turn = data["turn"]
        s.current = data["current"]
        s.phase = data["phase"]
        s.window = data["window"]
        s.since = tuple(data["since"]) if data.get("since") else None
        s.steps = [_tup(x) for x in data["steps"]]
        s.pending = _tup(data["decision"]) if data["decision"] is not None else None
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
        d = self.pending
        pending = None
        if d is not None:
            if d[0] == "counter":
                pending = ("counter", d[1], tuple(CELL_NAMES[find(self, d[1], x)] for x in d[4]))
            elif d[0] == "lantern":
                pending = ("lantern", d[1], tuple(CELL_NAMES[c] for c in d[2]))
            else:
                pending = ("face", d[1], (CELL_NAMES[find(self, d[1], d[2])],))
        return FujinView(
            player=player, board=tuple(cells),
            hand=tuple(self.hands[player]) if player is not None else None,
            hand_counts=(len(self.hands[0]), len(self.hands[1])),
            deck_counts=(len(self.decks[0]), len(self.decks[1])),
            graves=(tuple(self.graves[0]), tuple(self.graves[1])),
            reiryoku=(self.reiryoku[0], self.reiryoku[1]),
            seiatsu=(self.seiatsu(0), self.seiatsu(1)),
            oute=(self.oute[0], self.oute[1]),
            deckouts=(self.reshuffles[0], self.reshuffles[1]),
            mayohiga=tuple(CELL_NAMES[m] if m is not None else None for m in self.mayo),
            round=self.round, turn=self.turn, current=self.current, phase=self.phase,
            to_move=self.to_move(), pending=pending,
            summon_window=CELL_NAMES[self.window] if self.window is not None else None,
            result=self._res, summon_costs=self._summon_costs(player),
            decision=gestures.decision(self), previews=gestures.previews(self, player))

    def _summon_costs(self, player: int | None) -> tuple:
        if player is None or self.phase != "main" or self.current != player:
            return ()
        empty = [c for c in range(9) if self.board[c] is None]
        return tuple((cid, CELL_NAMES[c], self.summon_cost(cid, c)) for cid in dict.fromkeys(self.hands[player])
                     if CARDS[cid].is_shikigami for c in empty)

    def _determinize(self, player: int, rng: random.Random) -> "FujinState":
        """A world consistent with ``view(player)``: the opponent's hand and both decks'
        contents/order resampled; the state's own RNG reseeded from ``rng``."""
        s = self.clone()
        opp = 1 - player
        # sorted before the shuffle: the sample depends on what the seat sees, never on
        # the order the real hidden cards happen to lie in (the coach's fairness, #38)
        pool = sorted(s.hands[opp] + s.decks[opp])
        rng.shuffle(pool)
        k = len(s.hands[opp])
        s.hands[opp] = pool[:k]
        s.decks[opp] = pool[k:]
        s.decks[player].sort()
        rng.shuffle(s.decks[player])
        s.rng = random.Random(rng.getrandbits(64))
        return s

    #: 式神符陣's only secrets are the hands and decks: the kernel's masking of hidden moves
    #: (a static method, so ``FujinState.mask_events(events, viewer)`` works on the class too)
    mask_events = staticmethod(mask_hidden_moves)


def _list(x):
    if isinstance(x, tuple):
        return [_list(y) for y in x]
    return x


# what ``apply`` does for each main-phase action (a pending decision goes to
# ``resolve.resolve_decision`` instead)
_DO = {A.Summon: turns.summon, A.Inherit: turns.inherit, A.Rotate: turns.rotate,
       A.Attack: resolve.attack, A.Heal: resolve.heal_ally, A.Use: resolve.use_relic,
       A.End: turns.end_turn, A.Discard: turns.discard, A.Mulligan: turns.mulligan}

