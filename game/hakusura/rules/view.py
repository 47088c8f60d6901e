"""What a seat may see of a ハクスラ陰陽師 game: frozen values for the table and the AI.

Everything the table draws is here, computed by the rules (totals, next enemy
actions with their targets and damage, evolution reach and the Lv its cost adds
up to, the starting shikigami on offer, the pending decision in the game's own
terms, ``pending``, and in the kernel's shape, ``decision``), so the table never
recomputes a rule. The only secret of
the game, another seat's face-down pick before the reveal, is absent
(``committed`` only). Hands are public: used cards lie face up (5.3).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine import Decision, Place, Result
from .cards import CHARACTERS, EDGES, YOKAI, name
from .combat import atk_total, bo_total, enemy_targets, is_alone, jutsu_total, minion_alive
from . import wording
from .actions import enemy_place
from .effects import evolve_sum

PHASES = {
    "setup": ("準備(初期式神)", "set-up (starting shikigami)"),
    "turn_start": ("ターン開始時", "start of turn"),
    "choose": ("カードを選ぶ", "choose a card"),
    "defence": ("防御の段", "defence step"),
    "action": ("行動の段", "action step"),
    "enemy": ("妖の行動", "yokai act"),
    "end": ("ターンの終わり", "end of turn"),
    "loot": ("倒した妖を分ける", "sharing the defeated yokai"),
    "over": ("終わり", "game over"),
}


@dataclass(frozen=True, slots=True)
class ShikiView:
    yokai: str
    lv: int
    ability_ja: str
    ability_en: str
    timing: str              # start / action / constant / auto
    count: str               # b1 / b2 / g1 / ""
    uses: int                # this battle
    used_up: bool            # ゲーム中1回 spent: the card lies flipped (still a shikigami)
    used_this_turn: bool
    partner: bool
    uses_left: int | None    # 戦闘ごとN回: uses left this battle (None: not counted per battle)


@dataclass(frozen=True, slots=True)
class SeatInfo:
    seat: int
    name_ja: str             # 左 / 右
    name_en: str
    character: str
    evolved: bool            # face: False = 表 (front), True = 裏 (back)
    hp: int                  # 0..20
    hp_card: str             # "11-20" or "1-10": the HP card's face up
    start_hp: int
    down: bool
    empty: bool              # the solo game's いない席
    atk: int                 # 攻・防・術 totals now (7.3)
    bo: int
    jutsu: int
    bo_left: int             # 防 still able to reduce damage this turn
    reduce: int              # 受けるダメージ−n left this turn
    bank: int                # 次の攻撃に足す
    next_atk: int            # 次のターン 攻＋
    next_jutsu: int
    hand: tuple[str, ...]
    used: tuple[str, ...]
    playing: tuple[str, ...]
    committed: bool          # a card lies face down in the slot
    pick: str | None         # that card, when this viewer may see it (own, or 策謀's open pick)
    pick_open: bool
    played: tuple[str, ...]  # revealed / played this turn
    defending: bool
    flags: tuple[str, ...]   # declared this turn: fui / goriki / fubuki / juso / renda / sakubo
    shikigami: tuple[ShikiView, ...]
    left: tuple[str, ...]    # equipment by edge: left = 攻, right = 防, bottom = 術
    right: tuple[str, ...]
    bottom: tuple[str, ...]
    under: tuple[str, ...]   # spent on evolution
    partner: str | None
    evolve_sum: int
    evolve_need: int
    can_evolve: bool         # the evolve action is legal right now
    spider: int              # 土蜘蛛 damage owed at the end of the turn


@dataclass(frozen=True, slots=True)
class NextAction:
    index: int                            # 0 = ①
    target: str                           # sente / gote / both / left / right
    seats: tuple[int, ...]                # who it will hit (redirects and solo misses applied)
    damage: int                           # per hit, bonuses included
    ignore: bool                          # 防御無視
    tech: str                             # boss 技: hand / shiki / ""
    times: int                            # 天狗 alone: 2
    expected: tuple[tuple[int, int], ...]  # (seat, HP it would take now)
    skipped: str                          # "stopped" (百物語・混乱) / "flip" (solo 防御) / ""
    lethal: tuple[int, ...] = ()          # the seats it would bring down (HP to 0) now


@dataclass(frozen=True, slots=True)
class EnemyInfo:
    place: str               # the texts' name: yokai:0 / yokai:1 / minion / boss
    kind: str
    card: str
    lv: int                  # 0 for a boss
    hp: int
    max_hp: int
    hp_card: int             # the number showing on its HP card (1..12); a boss counts laps of 12
    lap: int                 # boss: 1-based lap now; others 1
    laps: int
    bo: int
    bo_left: int
    alive: bool
    targetable: bool         # may be chosen as 敵1体 now
    stopped: bool
    flip: str | None         # solo: the empty seat's card before it
    count: int
    alone: bool
    next: NextAction | None
    at: Place                # where it is on the table (``actions.enemy_place``)


@dataclass(frozen=True, slots=True)
class Pending:
    """The pending decision in the game's own terms (the computer players read it)."""
    kind: str                # see legal.KIND_JA
    seat: int
    prompt_ja: str
    prompt_en: str
    options: tuple[str, ...]  # the legal action texts
    data: tuple[Any, ...]     # kind-specific: evolve -> spent; after -> (card, same, pool); take -> mode


@dataclass(frozen=True, slots=True)
class HakusuraView:
    player: int | None
    players: int
    mode: str                # duel / boss (2 players, the chosen final) / solo
    boss: str
    difficulty: int | None
    level: tuple[tuple[str, Any], ...]
    battle: int              # 1..6, 7 = the final battle
    battle_kind: str         # yokai / duel / boss / setup
    turn: int
    first: int               # 先手 of this battle
    phase: str
    phase_ja: str
    phase_en: str
    acting: int | None
    action_order: tuple[int, ...]
    fui_reordered: bool      # 他プレイヤーより先に動く changed this turn's action step
    seats: tuple[SeatInfo, ...]
    enemies: tuple[EnemyInfo, ...]
    loot: tuple[str, ...]
    piles: tuple[tuple[int, tuple[str, ...]], ...]
    box: tuple[str, ...]
    flips_left: tuple[str, ...]   # solo: the empty seat's cards not yet laid this cycle
    to_move: int | None
    pending: Pending | None
    result: Result | None
    decision: Decision | None = None
    start_pool: tuple[str, ...] = ()   # solo: the starting shikigami to choose from, while asked

    def seat(self, n: int) -> SeatInfo:
        return self.seats[n]

    def enemy(self, place: str) -> EnemyInfo | None:
        return next((e for e in self.enemies if e.place == place), None)

    def enemy_at(self, place: Place | None) -> EnemyInfo | None:
        return next((e for e in self.enemies if e.at == place), None)

    def seat_word(self, seat: int, lang: str = "ja") -> str:
        return wording.seat_word(self, seat, lang)

    def name_of(self, place: Place, lang: str = "ja") -> str:
        """An enemy, or the duel opponent, in words."""
        return wording.name_of(self, place, lang)

    def describe(self, action, lang: str = "ja") -> str:
        """What ``action`` does, in a few words (a chooser row)."""
        return wording.describe(self, action, lang)

    def spend_total(self, seat: int, chosen) -> int:
        """The Lv an evolution's cost adds up to with the shikigami ``chosen`` (yokai ids)
        besides those already spent (7.4)."""
        p = self.pending
        spent = p.data[0] if p is not None and p.kind == "evolve" and p.seat == seat else ()
        return sum(YOKAI[y].lv for y in (*spent, *chosen))


def _shiki(p) -> tuple[ShikiView, ...]:
    out = []
    for y in p.shiki:
        c = YOKAI[y]
        ab = c.ability
        uses = p.uses.get(c.ability_key, 0)
        out.append(ShikiView(y, c.lv, ab.name_ja, ab.name_en, ab.timing, ab.count, uses, y in p.flipped,
                             c.ability_key in p.turn_used, p.partner == y,
                             ab.per_battle - uses if ab.count.startswith("b") else None))
    return tuple(out)


def seat_info(s, p, viewer, legal) -> SeatInfo:
    from .actions import Evolve
    own = viewer == p.seat
    pick = p.pick if (p.pick is not None and (own or p.pick_open)) else None
    ch = CHARACTERS[p.char] if p.char else None
    return SeatInfo(
        p.seat, ("左", "右")[p.seat], ("Left", "Right")[p.seat], p.char, p.evolved, p.hp,
        "11-20" if p.hp > 10 else "1-10", s.start_hp[p.seat], p.down, p.empty,
        atk_total(p) if ch else 0, bo_total(p) if ch else 0, jutsu_total(p) if ch else 0,
        max(0, bo_total(p) - p.bo_used) if ch else 0, p.reduce, p.bank,
        p.next_bonus["atk"], p.next_bonus["jutsu"], tuple(p.hand), tuple(p.used), tuple(p.playing),
        p.pick is not None, pick, p.pick_open, tuple(p.played), p.defending, tuple(p.flags),
        _shiki(p), tuple(p.equip["left"]), tuple(p.equip["right"]), tuple(p.equip["bottom"]),
        tuple(p.under), p.partner, evolve_sum(p) if ch else 0, ch.evolve_lv if ch else 0,
        any(type(a) is Evolve and a.seat == p.seat for a in legal), p.spider)


def next_action(s, e) -> NextAction | None:
    from .enemies import act_damage, act_index, act_targets
    if not e.alive:
        return None
    idx = act_index(s, e)
    a = e.card.acts[idx]
    dmg = act_damage(s, e, a)
    ignore = a.ignore or e.flip == "jutsu"
    seats = tuple(act_targets(s, a.target))
    times = 2 if e.kind != "boss" and YOKAI[e.eid].special == "alone2x" and is_alone(s, e) else 1
    skipped = "flip" if e.flip == "bogyo" else "stopped" if e.stopped else ""
    exp, lethal = [], []
    for q in seats:
        p = s.ps[q]
        if p.defending or skipped:
            exp.append((q, 0))
            continue
        left = max(0, bo_total(p) - p.bo_used)
        red = p.reduce
        total = 0
        for _ in range(times):
            d = dmg
            if not ignore:
                cut = min(d, left)
                left -= cut
                d -= cut
            r = min(d, red)
            red -= r
            total += d - r
        exp.append((q, min(total, p.hp)))
        if p.hp > 0 and total >= p.hp:
            lethal.append(q)
    return NextAction(idx, a.target, seats, dmg, ignore, a.tech, times, tuple(exp), skipped, tuple(lethal))


def enemy_info(s, e, targets) -> EnemyInfo:
    boss = e.kind == "boss"
    laps = e.max_hp // 12 if boss else 1
    lap = laps - (e.hp - 1) // 12 if boss and e.hp > 0 else laps if boss else 1
    card = ((e.hp - 1) % 12) + 1 if e.hp > 0 else 0
    return EnemyInfo(e.place, e.kind, e.eid, 0 if boss else YOKAI[e.eid].lv, e.hp, e.max_hp,
                     card if boss else e.hp, lap, laps, e.bo, max(0, e.bo - e.bo_used), e.alive,
                     e.place in targets, e.stopped, e.flip, e.count, is_alone(s, e), next_action(s, e),
                     enemy_place(e.place))


def build(s, viewer) -> HakusuraView:
    legal = s.legal_actions()
    d = s.pending
    pending = None
    if d is not None:
        from .legal import KIND_EN, KIND_JA
        data = tuple(d[2:])
        if d[0] == "after":
            data = (d[2], d[3], tuple(d[4]))
        pending = Pending(d[0], d[1], KIND_JA[d[0]], KIND_EN[d[0]], tuple(a.text() for a in legal), data)
    targets = set(enemy_targets(s, s.to_move() if s.to_move() is not None else 0)) if s.enemies else set()
    order = tuple(s.order)
    mode = "solo" if s.solo else s.final
    phase = "over" if s._res is not None else s.phase
    kind = "setup" if s.battle == 0 else "yokai" if s.battle <= 6 else s.final
    return HakusuraView(
        viewer, s.nseats, mode, s.boss, s.level["level"] if s.level else None,
        tuple(sorted(s.level.items())) if s.level else (), s.battle, kind, s.turn, s.first, phase,
        PHASES[phase][0], PHASES[phase][1], s.acting, order,
        len(order) == 2 and order[0] != s.first,
        tuple(seat_info(s, p, viewer, legal) for p in s.ps),
        tuple(enemy_info(s, e, targets) for e in s.enemies), tuple(s.loot),
        tuple((lv, tuple(s.piles[lv])) for lv in (1, 2, 3)), tuple(s.box), tuple(s.flip_left),
        s.to_move(), pending, s._res, s.decision(),
        tuple(s.piles[s.level["start_shiki"]]) if d is not None and d[0] == "start_shiki" else ())


assert EDGES and name and minion_alive
