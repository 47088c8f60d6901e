"""Set-up (seed ①-⑤, 章4, 14-3): characters from the options, linked cards facing
their owners, ◇ picks and 灰◆ items as decisions, dealing, item additions, hands."""
from __future__ import annotations

import random

from ...engine import CardMoved, Revealed, Shuffled
from . import board, draws
from .board import log
from .cards import (AREAS, BAMBOO, BASE_CHARS, CHAR_KEYS, CHARACTERS, ITEM_IDS, ITEMS, SYMBOLS,
                    TIMEKEEP, card_name, item_card_ids)
from . import places as P

MAX_TURNS = {1: 30, 2: 30, 3: 30, 4: 20}       # R-24 / 14-5 safety valves (co-op: 30 rounds, ZT-R52)
PICK = "pick"                                    # a character option: chosen at the table, in pick order


def is_bambooshoot(options: dict) -> bool:
    """Bambooshoot (章14) for 1 and 3 players, and for 2 or 4 with ``mode = "bamboo"``."""
    players = int(options.get("players") or 2)
    return players in (1, 3) or options.get("mode") == "bamboo"


def char_option_keys(players: int, bamboo: bool = False) -> list[tuple[int, int, str]]:
    """(seat, slot, option key) of every character choice, in pick order: the first player
    first (seed ②「先攻のプレイヤーからキャラクターを２人選ぶ」, R-06; 4 players 「先攻チームの１番→先攻
    チームの２番→後攻チームの１番→……」); co-op 3-4 players one each in turn order (14-8)."""
    if players == 4 and not bamboo:
        return [(p, 0, f"char{p}") for p in (0, 2, 1, 3)]
    if players >= 3:
        return [(p, 0, f"char{p}") for p in range(players)]
    return [(p, slot, f"char{p}{'main' if slot == 0 else 'sub'}") for p in range(players) for slot in (0, 1)]


#: 14-8 (co-op Bambooshoot, 「参考・未調整」) as printed, per player count: the bamboo phase once
#: a round, the bamboo appearing per phase (half the players, rounded up), the grove limit's
#: increase (players - 1) and the time keep's (+1 from three players)
COOP_148 = {1: {"sprouts": 1, "grove_bonus": 0, "timekeep_bonus": 0},
            2: {"sprouts": 1, "grove_bonus": 1, "timekeep_bonus": 0},
            3: {"sprouts": 2, "grove_bonus": 2, "timekeep_bonus": 1},
            4: {"sprouts": 2, "grove_bonus": 3, "timekeep_bonus": 1}}


def _round(sprouts: int, grove: int, timekeep: int = 0) -> dict:
    return {"sprouts": sprouts, "grove_bonus": grove, "timekeep_bonus": timekeep}


def _every_turn(grove: int, timekeep: int = 0) -> dict:
    return {"sprouts": 1, "grove_bonus": grove, "timekeep_bonus": timekeep, "every_turn": True}


#: 【調整】 the numbers played, per (players, level) (ZT-R58): 14-8 as printed made co-op far easier
#: than the solo (clear rates 0.78-1.00 against 0.24-0.74 with 中級 players), so each level's
#: numbers were measured with the balance lab until its co-op clear rate was within 0.10 of the
#: solo's. ``_round(k, g, t)``: a phase once a round with k bamboo, grove limit +g, time keep +t;
#: ``_every_turn(g, t)``: a phase after every turn with one bamboo (as the solo), limit +g, time +t.
#: ZT-R60 re-measured them after ZT-R59 (no 行動1 character, medium's swap before the last action)
#: and changed (3, 3), (3, 4), (4, 2), (4, 3) and (4, 4).
COOP = {(2, 1): _every_turn(-2), (2, 2): _round(3, 0), (2, 3): _round(3, 0), (2, 4): _every_turn(-1),
        (3, 1): _every_turn(-2), (3, 2): _round(4, 0), (3, 3): _every_turn(-1, -1), (3, 4): _every_turn(-1, -1),
        (4, 1): _round(3, -2, -1), (4, 2): _every_turn(-2), (4, 3): _every_turn(-1, -1), (4, 4): _round(3, 0)}


def coop_numbers(s) -> dict:
    """The co-op numbers for this game: ``COOP`` for its player count and level (14-8 as printed
    for a level not in the table), or the option ``coop`` (a dict of the same keys, with which
    the balance lab measures other values)."""
    out = dict(COOP.get((s.players, s.solo["level"]), COOP_148[s.players]))
    out.update(s.options.get("coop") or {})
    return out


def basic_only(s) -> bool:
    """基本のみ (R-26, option ``basic``): the base game, for the versus game only (Bambooshoot
    is an expansion)."""
    return bool(s.options.get("basic")) and s.solo is None


def new_game(s, seed: int, options: dict) -> None:
    players = int(options.get("players") or 2)
    if players not in (1, 2, 3, 4):
        raise ValueError(f"ジントリガー is played by 1 to 4 players, not {players}")
    bamboo = is_bambooshoot(options)
    s.rng = random.Random(seed)
    s.players = s.num_players = players
    s.order = [0, 2, 1, 3] if players == 4 and not bamboo else list(range(players))
    s.options = dict(options)
    s.max_turns = int(options.get("max_turns") or MAX_TURNS[players])
    n = players
    s.hands = [[] for _ in range(n)]
    s.field = [None] * n
    s.chars = [[] for _ in range(n)]
    for k in ("tilted", "smoke", "decoy", "emp", "jam", "suppress"):
        setattr(s, k, [False] * n)
    s.turns_taken = [0] * n
    # ① time keep in the discard, respawn points as 場札
    s.face = {c: 0 for c in (*AREAS, *ITEM_IDS, TIMEKEEP)}
    s.discard = [TIMEKEEP]
    s.pool = [c for c in (*AREAS, *ITEM_IDS)]
    s.decks = [[], []]
    s.bases = [[], []]
    if bamboo:
        level = options.get("level") or {}
        s.solo = {"level": int(options.get("difficulty", 1)), "limit": int(level.get("grove_limit", 6)),
                  "grown_start": bool(level.get("grown_start", False)), "erosion": [],
                  "grove": [], "shoots": [], "harvest": []}
    # ② characters in pick order (options; おまかせ = random per seed; 卓で選ぶ = a decision)
    tasks: list[tuple] = [("char", seat, slot, key) for seat, slot, key in char_option_keys(players, bamboo)]
    tasks.append(("collect",))
    s.stack = list(reversed(tasks))
    s.phase = "setup"


def char_choices(s) -> list[str]:
    """Characters still free (基本のみ: the six of the base game)."""
    taken = {c for cs in s.chars for c in cs}
    keys = BASE_CHARS if basic_only(s) else CHAR_KEYS
    return [c for c in keys if c not in taken]


def t_char(s, task, ev) -> None:
    _, seat, slot, key = task
    want = s.options.get(key, "random")
    if want == PICK:
        s.pending = ("char", seat, slot)
        return
    free = char_choices(s)
    if want not in free:                # おまかせ, taken already, or not in this game (ZT-R37)
        want = s.rng.choice(free)
    s.chars[seat].append(want)


def r_char(s, dec, a, ev) -> None:
    seat = dec[1]
    s.chars[seat].append(a.arg)
    ch = CHARACTERS[a.arg]
    log(ev, f"{s.seat_name(seat)}: キャラクター{ch.ja}を選ぶ", f"{s.seat_name(seat, 'en')} picks {ch.en}", seat)


def t_collect(s, task, ev) -> None:
    """③ the chosen characters' linked cards facing their owner's team, ◇ and 灰◆ as
    decisions; then ④ dealing and item additions, ⑤ hands."""
    players = s.players
    bamboo = s.solo is not None
    keys = char_option_keys(players, bamboo)
    taken = [s.chars[seat][slot] for seat, slot, _ in keys]
    if bamboo:
        level = s.options.get("level") or {}
        co = coop_numbers(s)
        s.tk_limit = int(level.get("timekeep", 4)) + co["timekeep_bonus"]
        s.solo["limit"] += co["grove_bonus"]
        if players > 1:
            s.solo["sprouts"] = co["sprouts"]
            if co.get("every_turn"):
                s.solo["every_turn"] = True

        s.solo["erosion"] = s.rng.sample([c for c in CHAR_KEYS if c not in taken], 2)
    else:
        s.tk_limit = 2 if players == 2 else 3
    used_symbols = {CHARACTERS[c].symbol for c in taken}
    if bamboo:
        used_symbols |= {CHARACTERS[c].symbol for c in s.solo["erosion"]}
    s.unused = [x for x in SYMBOLS if x not in used_symbols]
    for seat, slot, _ in keys:
        _collect(s, s.chars[seat][slot], board.team(s, seat))
    if bamboo:
        for c in s.solo["erosion"]:
            _collect(s, c, 1)
    tasks: list[tuple] = []
    for seat, slot, _ in keys:
        ch = CHARACTERS[s.chars[seat][slot]]
        for num in ch.diamonds:
            tasks.append(("diamond", seat, num))
    if bamboo:
        for c in s.solo["erosion"]:
            for num in CHARACTERS[c].diamonds:
                tasks.append(("diamond", -1, num))
    for seat, slot, _ in keys:
        ch = CHARACTERS[s.chars[seat][slot]]
        if ch.gray:
            tasks.append(("gray", seat, ch.gray))
    tasks.append(("deal",))
    # ⑤ item additions: second team first; Bambooshoot has one team (ZT-R53)
    if basic_only(s):
        pass                                     # no items
    elif bamboo:
        tasks.append(("additem", 0, 0))
    else:
        tasks.append(("additem", 1, 0))
        tasks.append(("additem", 0, 0))
    tasks.append(("hands",))
    tasks.append(("start", s.order[0]))
    s.stack.extend(reversed(tasks))


def _collect(s, key: str, t: int) -> None:
    ch = CHARACTERS[key]
    cards = [f"{ch.symbol}{n}" for n in range(1, 7)] if key in BASE_CHARS else [ch.own]
    for c in cards:
        s.pool.remove(c)
        s.decks[t].append(c)
        s.face[c] = t


def diamond_options(s, num: int) -> list[str]:
    return [c for c in s.pool if c in AREAS and c[0] in s.unused and AREAS[c].number == num]


def t_diamond(s, task, ev) -> None:
    _, seat, num = task
    opts = diamond_options(s, num)
    if seat < 0:                       # a solo erosion character: at random, facing the enemy side
        c = s.rng.choice(opts)
        _take_diamond(s, c, 1)
        ev.append(Revealed(c, P.deck(1), None))      # chance decided it
        return
    if len(opts) == 1:
        _take_diamond(s, opts[0], board.team(s, seat))
        return
    s.pending = ("take", seat, "diamond", num)


def r_diamond(s, dec, a, ev) -> None:
    seat = dec[1]
    _take_diamond(s, a.arg, board.team(s, seat))
    log(ev, f"{s.seat_name(seat)}: ◇で{a.arg}を取る", f"{s.seat_name(seat, 'en')} takes {card_name(a.arg, 'en')} for ◇", seat)


def _take_diamond(s, c: str, t: int) -> None:
    s.pool.remove(c)
    s.decks[t].append(c)
    s.face[c] = t


def team_item_kinds(s, t: int) -> set[str]:
    return {ITEM_IDS[c] for c in (*s.decks[t], *s.bases[t]) if c in ITEM_IDS}


def stock_card(s, kind: str) -> str | None:
    for c in item_card_ids(kind):
        if c in s.pool:
            return c
    return None


def item_choices(s, t: int) -> list[str]:
    """One stock card per item kind the team may still take (a name it does not have;
    Bambooshoot: no item aimed at an opponent, 14-3 ④)."""
    have = team_item_kinds(s, t)
    pool = set(s.pool)
    out = []
    for kind, it in ITEMS.items():
        if kind in have or (s.solo is not None and not it.solo):
            continue
        for c in item_card_ids(kind):
            if c in pool:
                out.append(c)
                break
    return out


def t_gray(s, task, ev) -> None:
    _, seat, k = task
    if k <= 0 or not item_choices(s, board.team(s, seat)):
        return
    s.pending = ("gear", seat, k)


def r_gear(s, dec, a, ev) -> None:
    _, seat, k = dec
    t = board.team(s, seat)
    c, where = a.args
    s.pool.remove(c)
    s.face[c] = t
    (s.bases[t] if where == "base" else s.decks[t]).append(c)
    log(ev, f"{s.seat_name(seat)}: 灰◆のアイテム{c}を{'拠点' if where == 'base' else '束'}へ",
        f"{s.seat_name(seat, 'en')}: gray-◆ item {ITEMS[ITEM_IDS[c]].en} to the {'base' if where == 'base' else 'bundle'}",
        seat)
    s.stack.append(("gray", seat, k - 1))


def t_deal(s, task, ev) -> None:
    """④ the two bundles as one, shuffled with their facings kept, dealt one by one
    from the first team (R-08); the solo has one deck."""
    bundle = s.decks[0] + s.decks[1]
    s.rng.shuffle(bundle)
    if s.solo is not None:
        s.decks = [bundle, []]
    else:
        s.decks = [bundle[0::2], bundle[1::2]]
    ev.append(Shuffled(P.deck(0), None))
    if s.solo is not None:
        shoots = list(BAMBOO)
        s.rng.shuffle(shoots)
        s.solo["shoots"] = shoots


def t_additem(s, task, ev) -> None:
    _, t, k = task
    if k >= 5 or not item_choices(s, t):
        return
    seat = 0 if t == 0 else 1          # the team's first player (Bambooshoot: seat 0 for everyone)
    s.pending = ("add", seat, t, k)


def r_add(s, dec, a, ev) -> None:
    _, seat, t, k = dec
    if a.arg == "-":
        return
    c = a.arg
    s.pool.remove(c)
    s.face[c] = t
    s.decks[t].append(c)
    ev.append(CardMoved(c, P.POOL, P.deck(t), seat))
    log(ev, f"{board.team_name(s, t)}: アイテム{ITEMS[ITEM_IDS[c]].ja}を山札に加える",
        f"{board.team_name(s, t, 'en', title=True)} adds the item {ITEMS[ITEM_IDS[c]].en} to its deck", seat)
    s.stack.append(("additem", t, k + 1))


def t_hands(s, task, ev) -> None:
    """⑤ shuffle, then every seat draws to its main character's hand limit (R-34: the
    second team one more, optional rule)."""
    for t in (0, 1):
        if s.decks[t]:
            board.shuffle_deck(s, t, ev)
    for p in s.order:
        for _ in range(board.hand_limit(s, p)):
            draws.draw_from_deck(s, p, ev, allow_recycle=False)
    if s.options.get("r34") and s.solo is None:
        for p in s.order:
            if p % 2 == 1:
                draws.draw_from_deck(s, p, ev, allow_recycle=False)
    if s.solo is not None:
        start = int((s.options.get("level") or {}).get("grove_start", 0))
        for _ in range(start):
            b = s.solo["shoots"].pop()
            s.solo["grove"].append([b, 0, 0])
    log(ev, "準備完了", "Set-up complete")


TASKS = {"char": t_char, "collect": t_collect, "diamond": t_diamond, "gray": t_gray, "deal": t_deal,
         "additem": t_additem, "hands": t_hands}
RESOLVERS = {"gear": r_gear, "add": r_add, "char": r_char}
