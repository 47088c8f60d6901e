"""Set-up (seed ①-⑤, 章4, 14-3): characters from the options, linked cards facing
their owners, ◇ picks and 灰◆ items as decisions, dealing, item additions, hands."""
from __future__ import annotations

import random

from ...engine import CardMoved, Revealed, Shuffled
from . import board
from .board import log
from .cards import (AREAS, BAMBOO, BASE_CHARS, CHAR_KEYS, CHARACTERS, ITEM_IDS, ITEMS, SYMBOLS,
                    TIMEKEEP, item_card_ids)

MAX_TURNS = {1: 30, 2: 30, 4: 20}       # R-24 / 14-5 safety valves


def char_option_keys(players: int) -> list[tuple[int, int, str]]:
    """(seat, slot, option key) of every character choice, in pick order (R-06)."""
    if players == 4:
        return [(p, 0, f"char{p}") for p in (0, 2, 1, 3)]
    seats = range(players)
    return [(p, slot, f"char{p}{'main' if slot == 0 else 'sub'}") for p in seats for slot in (0, 1)]


def new_game(s, seed: int, options: dict) -> None:
    players = int(options.get("players") or 2)
    if players not in (1, 2, 4):
        raise ValueError(f"ジントリガー is played by 1, 2 or 4 players, not {players}")
    s.rng = random.Random(seed)
    s.players = s.num_players = players
    s.order = [0, 2, 1, 3] if players == 4 else list(range(players))
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
    # ② characters (options; おまかせ = random per seed; a taken one is replaced at random)
    taken: list[str] = []
    for seat, slot, key in char_option_keys(players):
        want = options.get(key, "random")
        if want not in CHARACTERS or want in taken:
            want = s.rng.choice([c for c in CHAR_KEYS if c not in taken])
        taken.append(want)
        s.chars[seat].append(want)
    if players == 1:
        level = options.get("level") or {}
        s.tk_limit = int(level.get("timekeep", 4))
        erosion = s.rng.sample([c for c in CHAR_KEYS if c not in taken], 2)
        s.solo = {"level": int(options.get("difficulty", 1)), "limit": int(level.get("grove_limit", 6)),
                  "grown_start": bool(level.get("grown_start", False)), "erosion": erosion,
                  "grove": [], "shoots": [], "harvest": []}
    else:
        s.tk_limit = 2 if players == 2 else 3
    # ③ linked cards facing their owner; ◇ and 灰◆ as decisions
    used_symbols = {CHARACTERS[c].symbol for c in taken}
    if s.solo is not None:
        used_symbols |= {CHARACTERS[c].symbol for c in s.solo["erosion"]}
    s.unused = [x for x in SYMBOLS if x not in used_symbols]
    for seat, slot, _ in char_option_keys(players):
        _collect(s, s.chars[seat][slot], seat % 2)
    if s.solo is not None:
        for c in s.solo["erosion"]:
            _collect(s, c, 1)
    tasks: list[tuple] = []
    for seat, slot, _ in char_option_keys(players):
        ch = CHARACTERS[s.chars[seat][slot]]
        for num in ch.diamonds:
            tasks.append(("diamond", seat, num))
    if s.solo is not None:
        for c in s.solo["erosion"]:
            for num in CHARACTERS[c].diamonds:
                tasks.append(("diamond", -1, num))
    for seat, slot, _ in char_option_keys(players):
        ch = CHARACTERS[s.chars[seat][slot]]
        if ch.gray:
            tasks.append(("gray", seat, ch.gray))
    tasks.append(("deal",))
    # ⑤ item additions: second team first
    if players == 1:
        tasks.append(("additem", 0, 0))
    else:
        tasks.append(("additem", 1, 0))
        tasks.append(("additem", 0, 0))
    tasks.append(("hands",))
    tasks.append(("start", s.order[0]))
    s.stack = list(reversed(tasks))
    s.phase = "setup"
    from .flow import run
    run(s, [])


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
        ev.append(Revealed(c, "deck:1", None))      # chance decided it
        return
    if len(opts) == 1:
        _take_diamond(s, opts[0], seat % 2)
        return
    s.decision = ("take", seat, "diamond", num)


def r_diamond(s, dec, a, ev) -> None:
    seat = dec[1]
    _take_diamond(s, a.arg, seat % 2)
    log(ev, f"{s.seat_name(seat)}: ◇で{a.arg}を取る", f"{s.seat_name(seat, 'en')} takes {a.arg} for ◇", seat)


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
    solo: no item aimed at an opponent)."""
    have = team_item_kinds(s, t)
    pool = set(s.pool)
    out = []
    for kind, it in ITEMS.items():
        if kind in have or (s.players == 1 and not it.solo):
            continue
        for c in item_card_ids(kind):
            if c in pool:
                out.append(c)
                break
    return out


def t_gray(s, task, ev) -> None:
    _, seat, k = task
    if k <= 0 or not item_choices(s, seat % 2):
        return
    s.decision = ("gear", seat, k)


def r_gear(s, dec, a, ev) -> None:
    _, seat, k = dec
    t = seat % 2
    c, where = a.args
    s.pool.remove(c)
    s.face[c] = t
    (s.bases[t] if where == "base" else s.decks[t]).append(c)
    log(ev, f"{s.seat_name(seat)}: 灰◆のアイテム{c}を{'拠点' if where == 'base' else '束'}へ",
        f"{s.seat_name(seat, 'en')}: gray-◆ item {ITEMS[ITEM_IDS[c]].en} to the {'拠点' if where == 'base' else 'bundle'}",
        seat)
    s.stack.append(("gray", seat, k - 1))


def t_deal(s, task, ev) -> None:
    """④ the two bundles as one, shuffled with their facings kept, dealt one by one
    from the first team (R-08); the solo has one deck."""
    bundle = s.decks[0] + s.decks[1]
    s.rng.shuffle(bundle)
    if s.players == 1:
        s.decks = [bundle, []]
    else:
        s.decks = [bundle[0::2], bundle[1::2]]
    ev.append(Shuffled("deck:0", None))
    if s.solo is not None:
        shoots = list(BAMBOO)
        s.rng.shuffle(shoots)
        s.solo["shoots"] = shoots


def t_additem(s, task, ev) -> None:
    _, t, k = task
    if k >= 5 or not item_choices(s, t):
        return
    seat = t if s.players != 4 else (0 if t == 0 else 1)
    s.decision = ("add", seat, t, k)


def r_add(s, dec, a, ev) -> None:
    _, seat, t, k = dec
    if a.arg == "-":
        return
    c = a.arg
    s.pool.remove(c)
    s.face[c] = t
    s.decks[t].append(c)
    ev.append(CardMoved(c, "pool", f"deck:{t}", seat))
    log(ev, f"{board.TEAM_JA[t]}: アイテム{ITEMS[ITEM_IDS[c]].ja}を山札に加える",
        f"{board.TEAM_EN[t].capitalize()} adds the item {ITEMS[ITEM_IDS[c]].en} to its deck", seat)
    s.stack.append(("additem", t, k + 1))


def t_hands(s, task, ev) -> None:
    """⑤ shuffle, then every seat draws to its main character's hand limit (R-34: the
    second team one more, optional rule)."""
    for t in (0, 1):
        if s.decks[t]:
            board.shuffle_deck(s, t, ev)
    for p in s.order:
        for _ in range(board.hand_limit(s, p)):
            board.draw_from_deck(s, p, ev, allow_recycle=False)
    if s.options.get("r34") and s.players > 1:
        for p in s.order:
            if p % 2 == 1:
                board.draw_from_deck(s, p, ev, allow_recycle=False)
    if s.solo is not None:
        start = int((s.options.get("level") or {}).get("grove_start", 0))
        for _ in range(start):
            b = s.solo["shoots"].pop()
            s.solo["grove"].append([b, 0, 0])
    log(ev, "準備完了", "Set-up complete")


TASKS = {"diamond": t_diamond, "gray": t_gray, "deal": t_deal, "additem": t_additem, "hands": t_hands}
RESOLVERS = {"gear": r_gear, "add": r_add}
