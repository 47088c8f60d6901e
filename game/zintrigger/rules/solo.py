"""【Bambooshoot】 (章14, reconstructed): the grove, harvesting by attacks, the bamboo
phase after every player turn, the end of the solo game."""
from __future__ import annotations

from ...engine import CardMoved, GameOver, Result, Revealed
from . import board
from .board import log
from .cards import AREAS, BAMBOO
from .events import BambooChanged

RATINGS = ((75, "竹取名人", "Master harvester"), (60, "一人前", "Journeyman"), (0, "見習い", "Apprentice"))


def grove_entry(s, bid: str):
    for g in s.solo["grove"]:
        if g[0] == bid:
            return g
    return None


def bamboo_hit_by_play(s, seat: int, nums, flare: bool, ev: list) -> None:
    """An A's attack hits every bamboo with a played number (信号弾: adjacent too)."""
    hit = []
    for g in s.solo["grove"]:
        n = BAMBOO[g[0]].number
        if n in nums or (flare and any(abs(n - x) == 1 for x in nums)):
            hit.append(g[0])
    from .events import AttackDeclared
    for b in hit:
        ev.append(AttackDeclared(seat, b, tuple(nums), "play"))
    log(ev, f"{s.who(seat)}: バンブーを攻撃 ({'・'.join(BAMBOO[b].ja for b in hit)})",
        f"{s.who(seat, 'en')} attacks bamboo ({', '.join(BAMBOO[b].en for b in hit)})", seat)
    s.stack.append(("bhit", tuple(hit)))


def t_bhit(s, task, ev) -> None:
    """Bamboo always take the hit (14-4)."""
    ids = list(task[1])
    if not ids:
        return
    b = ids.pop(0)
    if ids:
        s.stack.append(("bhit", tuple(ids)))
    g = grove_entry(s, b)
    if g is None:
        return
    if b == "B06" and g[1] >= 1:
        g[1] = 0
        ev.append(BambooChanged(b, "reset", 0))
        log(ev, "孟宗竹: 成長が0に戻り、収穫されない", "Moso bamboo: its growth goes back to 0; not harvested")
        return
    if b == "B07" and g[2] == 0:
        g[2] = 1
        ev.append(BambooChanged(b, "wound", g[1]))
        log(ev, "竹林の主に傷を置く(あと1回で収穫)", "Grove master wounded (one more hit harvests it)")
        return
    harvest(s, b, ev)


def harvest(s, b: str, ev: list) -> None:
    g = grove_entry(s, b)
    if g is None:
        return
    s.solo["grove"].remove(g)
    s.solo["harvest"].append(b)
    ev.append(BambooChanged(b, "harvest", g[1]))
    n = len(s.solo["harvest"])
    log(ev, f"{BAMBOO[b].ja}を収穫 ({n}/10)", f"{BAMBOO[b].en} harvested ({n}/10)", 0)
    if n >= len(BAMBOO):
        finish_solo(s, True, "harvest", ev)
        return
    if b == "B01":
        s.stack.append(("draw", 0, 1, "db", False))
    elif b == "B05":
        if any(c in AREAS and s.face[c] == 0 for c in s.discard):
            s.decision = ("take", 0, "salvage", 1)


def _grow(s, g, k: int, ev) -> None:
    before = g[1]
    g[1] = min(2, g[1] + k)
    if g[1] != before:
        ev.append(BambooChanged(g[0], "grow", g[1]))


# ------------------------------------------------------------------ the bamboo phase (14-4)
def t_bamboo(s, task, ev) -> None:
    step = task[1]
    solo = s.solo
    grove = solo["grove"]
    if step == 0:                       # 1. appear
        s.phase = "bamboo"
        s.stack.append(("bamboo", 1, None))
        if solo["shoots"]:
            b = solo["shoots"].pop()
            g = [b, 1 if solo["grown_start"] else 0, 0]
            grove.append(g)
            ev.append(BambooChanged(b, "appear", g[1]))
            log(ev, f"バンブーフェイズ: {BAMBOO[b].ja}({BAMBOO[b].number})が出現",
                f"Bamboo phase: {BAMBOO[b].en} ({BAMBOO[b].number}) appears")
            s.stack[-1] = ("bamboo", 1, b)
            if b == "B03":
                _grow(s, g, 1, ev)
            elif b == "B07":
                for o in grove:
                    if o is not g:
                        _grow(s, o, 1, ev)
            elif b == "B08":
                if any(c in AREAS and s.face[c] == 0 for c in s.hands[0]):
                    s.decision = ("lose", 0, "hand")
        else:
            log(ev, "バンブーフェイズ(竹の子山は空)", "Bamboo phase (the shoot pile is empty)")
    elif step == 1:                     # 2. growth
        new = task[2]
        for g in grove:
            if g[0] != new:
                _grow(s, g, 1, ev)
        s.stack.append(("bamboo", 2, tuple(g[0] for g in _grown(s))))
    elif step == 2:                     # 3. grown effects in number order
        todo = list(task[2])
        if not todo:
            s.stack.append(("bamboo", 3, tuple(g[0] for g in _grown(s))))
            return
        b = todo.pop(0)
        s.stack.append(("bamboo", 2, tuple(todo)))
        g = grove_entry(s, b)
        if g is None:
            return
        if b == "B02":
            if any(c in AREAS and s.face[c] == 0 for c in s.bases[0]):
                s.decision = ("lose", 0, "base")
            elif any(c in AREAS and s.face[c] == 0 for c in s.hands[0]):
                s.decision = ("lose", 0, "hand")
        elif b == "B05":
            for o in grove:
                if o is not g:
                    _grow(s, o, 1, ev)
        elif b == "B09":
            if s.decks[0]:
                c = s.decks[0].pop()
                ev.append(Revealed(c, "discard", 0))
                board.to_discard(s, c, "deck:0", ev, 0)
                log(ev, f"地下茎: 山札の一番上({c})を捨て札へ", f"Rhizome: the top card ({c}) goes to the discard")
    elif step == 3:                     # 4. attacks
        todo = list(task[2])
        if not todo:
            s.stack.append(("bamboo", 4, None))
            return
        b = todo.pop(0)
        s.stack.append(("bamboo", 3, tuple(todo)))
        g = grove_entry(s, b)
        fn = board.field_number(s, 0)
        if g is None or g[1] < 2 or fn is None:
            return
        bb = BAMBOO[b]
        if abs(fn - bb.number) > bb.reach:
            return
        from .combat import declare
        from .play import new_act
        new_act(s)
        s.stack.append(("finish",))
        nums = tuple(x for x in range(bb.number - bb.reach, bb.number + bb.reach + 1) if 1 <= x <= 6)
        declare(s, b, 0, nums, "bamboo", ev, nocover=(b == "B10"))
    else:                               # 5. the grove's size
        if len(grove) >= solo["limit"]:
            finish_solo(s, False, "grove", ev)


def _grown(s):
    gs = [(BAMBOO[g[0]].number, i, g) for i, g in enumerate(s.solo["grove"]) if g[1] >= 2]
    return [g for _, _, g in sorted(gs, key=lambda x: (x[0], x[1]))]


def r_lose(s, dec, a, ev) -> None:
    where = dec[2]
    c = a.arg
    if where == "base":
        s.bases[0].remove(c)
        src = "base:0"
    else:
        s.hands[0].remove(c)
        src = "hand:0"
    board.flip_to(s, c, 1, src, ev, 0)
    board.to_discard(s, c, src, ev, 0)
    log(ev, f"バンブー: {c}が敵陣になり捨て札へ", f"Bamboo: {c} turns to the enemy side and goes to the discard", 0)


def r_take(s, dec, a, ev) -> None:
    """``take``: ◇ picks (set-up), ギアボックス, 光る竹's harvest."""
    _, seat, what, k = dec[:4]
    if what == "diamond":
        from .setup import r_diamond
        r_diamond(s, dec, a, ev)
        return
    if a.arg == "-":
        return
    c = a.arg
    where = a.args[1] if len(a.args) > 1 else "discard"
    t = seat % 2
    if where == "base":
        s.bases[t].remove(c)
        src = f"base:{t}"
    else:
        s.discard.remove(c)
        src = "discard"
    s.hands[seat].append(c)
    ev.append(CardMoved(c, src, f"hand:{seat}", seat))
    log(ev, f"{s.who(seat)}: {c}を手札に加える", f"{s.who(seat, 'en')} takes {c} into the hand", seat)
    if what == "gear":
        s.stack.append(("geartake", seat, k - 1))


def own_share(s) -> int:
    total = own = 0
    for z in [*s.decks, s.discard, *s.hands, *s.bases, [c for c in s.field if c]]:
        for c in z:
            if c in AREAS:
                total += 1
                own += s.face[c] == 0
    return round(100 * own / total) if total else 0


def rating(share: int) -> tuple[str, str]:
    for lim, ja, en in RATINGS:
        if share >= lim:
            return ja, en
    return RATINGS[-1][1:]


def finish_solo(s, won: bool, reason: str, ev: list) -> None:
    share = own_share(s)
    s._res = Result.cooperative(won, 1, reason, (share,))
    s.phase = "over"
    s.decision = None
    s.stack = []
    ev.append(GameOver(0 if won else None, reason))
    if won:
        ja, en = rating(share)
        log(ev, f"Bambooshoot クリア! 自陣{share}% 評価「{ja}」", f"Bambooshoot cleared! Own side {share}%: {en}")
    else:
        words = {"grove": ("竹林があふれた", "the grove overflowed"),
                 "time": ("タイムキープが規定回数に達した", "the time keep ran out"),
                 "turns": ("30手番を終えた", "30 turns passed"), "resign": ("投了", "resigned")}
        ja, en = words.get(reason, (reason, reason))
        log(ev, f"Bambooshoot 失敗: {ja}", f"Bambooshoot lost: {en}")


TASKS = {"bhit": t_bhit, "bamboo": t_bamboo}
RESOLVERS = {"lose": r_lose, "take": r_take}
