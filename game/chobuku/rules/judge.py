"""調伏判定 (章7-1): reveal, 鬼体力, the declarations in ☆ order, 霊力, 霊力超過,
調伏成功 / 完全調伏 ([裏星の導き]), 霊力最弱 (not with two players), and the
simultaneous results with every exemption; then 11-2 and 11-3.

The record kept in ``s.judgement`` is plain JSON data; ``judgement.judgement_view``
turns it into the table's :class:`~.judgement.JudgementView`. The end of a turn lives
here too: when no 準備中 candidate is left, the judgement begins.
"""
from __future__ import annotations

from ...engine import ResourceChanged
from .cards import BAKE_MAX_BOTTLES, shiki
from ...engine import TurnStarted
from .events import Eliminated, Judged, ShikigamiLost
from .flow import after_round, log, order_from, reveal_initial, reveal_shiki, set_status, who
from .judgement import judgement_view
from .model import CHAL, MAX_GOFU, OUT, PREP
from .power import (goshuin_eligible, has_star, over_reason, reiryoku, reiryoku_parts,
                    star_users, taikyu, taikyu_parts)


def challengers(s) -> list[int]:
    return [p for p in order_from(s, s.star) if s.cands[p].status == CHAL]


def start_judgement(s, ev: list) -> None:
    """Step 1 (reveal) and step 3's queue of declarations (R-16)."""
    chal = challengers(s)
    assert chal, "R-12: the last preparing candidate always challenges"
    log(ev, "── 調伏判定 ──", "── Judgement ──")
    for p in chal:
        reveal_shiki(s, p, ev)
        reveal_initial(s, p, ev)
    inn = star_users(s, "kakurega")
    queue: list[tuple[int, str]] = []
    goshuin = has_star(s, "goshuin")
    hoshi = star_users(s, "hoshiawase")
    for p in chal:
        if p in inn:
            continue
        c = s.cands[p]
        if goshuin and goshuin_eligible(s, p):
            queue.append((p, "goshuin"))
        if p in hoshi:
            queue.append((p, "hoshiawase"))
        if c.slot == "bakegitsune" and len(c.bottles) <= BAKE_MAX_BOTTLES:     # OC-R64
            queue.append((p, "bake"))
        if c.slot == "binbogami":
            queue.append((p, "binbo"))
    s.phase = "declare"
    s.queue = queue
    next_declaration(s, ev)


def binbo_relevant(s, p: int) -> bool:
    """貧乏神's choice matters only when over, with a mark to pay and no scapegoat."""
    c = s.cands[p]
    return (c.marks >= 1 and p not in star_users(s, "migawari")
            and over_reason(s, p) is not None)


def next_declaration(s, ev: list) -> None:
    while s.queue:
        p, what = s.queue.pop(0)
        if what == "binbo" and not binbo_relevant(s, p):
            continue
        s.pending = ("declare", p, what)
        return
    s.pending = None
    judge(s, ev)


def declare(s, p: int, what: str, value: str, ev: list) -> None:
    c = s.cands[p]
    if what == "goshuin":
        c.decl["goshuin"] = value == "yes"
        ja = "+2 する" if value == "yes" else "使わない"
        en = "takes +2" if value == "yes" else "declines"
        log(ev, f"{who(s, p)}: 式神の五主印 {ja}", f"{who(s, p, 'en')}: Seal of the five masters, {en}", p)
    elif what == "hoshiawase":
        c.decl["hoshiawase"] = int(value)
        log(ev, f"{who(s, p)}: 星合わせ {value}", f"{who(s, p, 'en')}: Star alignment {value}", p)
    elif what == "bake":
        c.decl["bake"] = int(value)
        log(ev, f"{who(s, p)}: 化け狐の霊力を{value}に", f"{who(s, p, 'en')}: Shape-fox set to {value}", p)
    else:
        c.decl["binbo"] = value
        ja = "継承印で払う" if value == "mark" else "護符で払う"
        en = "pays with a mark" if value == "mark" else "pays with an amulet"
        log(ev, f"{who(s, p)}: 貧乏神 {ja}", f"{who(s, p, 'en')}: Poverty god {en}", p)
    next_declaration(s, ev)


def outcome(s) -> dict:
    """Steps 2 and 4-8 without changing anything: who is over, who subdues, who is weakest."""
    tai = taikyu(s)
    chal = challengers(s)
    inn = star_users(s, "kakurega") & set(chal)
    power = {p: reiryoku(s, p, True) for p in chal}
    over = {p: (over_reason(s, p, power[p], tai) if p not in inn else None) for p in chal}
    nonover = [p for p in chal if p not in inn and over[p] is None]
    success: list[int] = []
    perfect = ura = False
    if nonover:
        values = sorted({power[p] for p in nonover}, reverse=True)
        if has_star(s, "urabosi") and len(values) >= 2:
            ura = True
            success = [p for p in nonover if power[p] == values[1]]
        else:
            success = [p for p in nonover if power[p] == values[0]]
            perfect = values[0] == tai
    two = s.counted == 2
    weakest: list[int] = []
    if not two:
        rest = [p for p in nonover if p not in success]
        if rest:
            low = min(power[p] for p in rest)
            weakest = [p for p in rest if power[p] == low]
    return {"taikyu": tai, "chal": chal, "inn": sorted(inn), "power": power, "over": over,
            "success": success, "perfect": perfect, "ura": ura, "weakest": weakest, "two": two}


def judge(s, ev: list) -> None:
    """Steps 4-9: compute everything, then apply all results at once."""
    o = outcome(s)
    chal, power, over = o["chal"], o["power"], o["over"]
    success, weakest = o["success"], o["weakest"]
    inn = set(o["inn"])
    doll = star_users(s, "migawari")
    star = s.star
    parts = {p: [list(t) for t in reiryoku_parts(s, p, True)] for p in chal}
    slots = {p: s.cands[p].slot for p in chal}
    marks = {p: 0 for p in chal}
    gofu = {p: 0 for p in chal}
    notes: dict[int, list[tuple[str, str]]] = {p: [] for p in chal}
    winners = list(success)
    if s.oya and len(success) >= 2 and star in success:         # 11-1 親の特典
        winners = [star]
        for p in success:
            if p != star:
                notes[p].append(("親の特典により継承印なし", "no mark: the parent takes the tie"))
    sanbin = star_users(s, "sanbin")
    for p in winners:
        c = s.cands[p]
        g = 2 if o["perfect"] else 1
        if p in sanbin and len(c.bottles) >= 3:
            g += 1
            notes[p].append(("三瓶成就 +1", "Three-bottle fulfilment +1"))
        if c.slot == "zashikiwarashi":
            g += 1
            notes[p].append(("座敷童子 +1", "House child +1"))
        if s.oni == "hozoki":
            g += 1
            notes[p].append(("宝蔵鬼 +1", "Treasure oni +1"))
        marks[p] += g
    for p in chal:
        c = s.cands[p]
        if over[p] is not None:
            if p in doll:
                notes[p].append(("身代わり紙人形: 護符を失わない", "Paper scapegoat: no amulet lost"))
            elif c.slot == "binbogami" and c.decl.get("binbo") == "mark" and c.marks >= 1:
                marks[p] -= 1
                notes[p].append(("貧乏神: 護符の代わりに継承印−1", "Poverty god: −1 mark instead of an amulet"))
            else:
                gofu[p] -= 1
        elif p in weakest:
            if p in doll:
                notes[p].append(("身代わり紙人形: 護符を失わない", "Paper scapegoat: no amulet lost"))
            elif c.slot == "manekineko":
                notes[p].append(("招き猫: 護符を失わない", "Beckoning cat: no amulet lost"))
            elif s.oya and p == star and len(weakest) >= 2:
                notes[p].append(("親の特典: 同値の最弱で護符を失わない", "parent's privilege: tied weakest, no amulet lost"))
            else:
                gofu[p] -= 1
        if p in inn:
            gofu[p] += 1
            notes[p].append(("隠れ宿: 判定から外れ、護符+1", "Hidden inn: out of the judgement, +1 amulet"))
    lost: list[tuple[int, str]] = []
    eliminated: list[int] = []
    entries = []
    for p in chal:
        c = s.cands[p]
        before_m, before_g = c.marks, c.gofu
        c.marks += marks[p]
        c.gofu = min(MAX_GOFU, c.gofu + gofu[p])
        if gofu[p] < 0 and c.gofu <= 0:
            if s.migawari and c.unlost() >= 3 and c.slot is not None:       # 11-2
                lost.append((p, c.slot))
                c.lost.append(c.slot)
                c.slot = None
                c.slot_up = False
                c.gofu = 1
                notes[p].append(("式神身代わり: 使用中の式神を喪失し護符1", "Shikigami scapegoat: the shikigami is lost, 1 amulet stays"))
            else:
                c.gofu = 0
                if s.dropout is not None:                                     # 11-3
                    c.status = OUT
                    s.eliminated.append(p)
                    eliminated.append(p)
        if c.marks != before_m:
            ev.append(ResourceChanged(p, "keishoin", before_m, c.marks))
        if c.gofu != before_g:
            ev.append(ResourceChanged(p, "gofu", before_g, c.gofu))
        entries.append({"seat": p, "shiki": slots[p], "reiryoku": power[p], "parts": parts[p],
                        "over": over[p], "inn": p in inn, "success": p in success,
                        "perfect": p in success and o["perfect"], "weakest": p in weakest,
                        "marks": c.marks - before_m, "gofu": c.gofu - before_g,
                        "notes": [list(n) for n in notes[p]]})
    s.judgement = {"round": s.round, "taikyu": o["taikyu"],
                   "taikyu_parts": [list(t) for t in taikyu_parts(s)],
                   "entries": entries, "ura": o["ura"], "two": o["two"], "oya": star if s.oya else None,
                   "lost": [list(x) for x in lost], "eliminated": eliminated}
    ev.append(Judged(judgement_view(s.judgement)))
    _log_judgement(s, o, entries, ev)
    for p, sid in lost:
        ev.append(ShikigamiLost(p, sid))
    for p in eliminated:
        ev.append(Eliminated(p))
        log(ev, f"{who(s, p)}: 護符0で脱落", f"{who(s, p, 'en')}: no amulet left, eliminated", p)
    after_round(s, ev)


def _log_judgement(s, o: dict, entries: list[dict], ev: list) -> None:
    log(ev, f"鬼体力 {o['taikyu']}", f"Oni strength {o['taikyu']}")
    for e in entries:
        p = e["seat"]
        k = shiki(s.cands[p].chara, e["shiki"]).name_ja if e["shiki"] else "—"
        ken = shiki(s.cands[p].chara, e["shiki"]).name_en if e["shiki"] else "—"
        tag_ja, tag_en = [], []
        if e["inn"]:
            tag_ja.append("隠れ宿")
            tag_en.append("hidden inn")
        if e["over"]:
            tag_ja.append("霊力超過")
            tag_en.append("over the limit")
        if e["perfect"]:
            tag_ja.append("完全調伏")
            tag_en.append("perfect subjugation")
        elif e["success"]:
            tag_ja.append("調伏成功")
            tag_en.append("subdued")
        if e["weakest"]:
            tag_ja.append("霊力最弱")
            tag_en.append("weakest")
        delta_ja = f" 継承印{e['marks']:+d}" if e["marks"] else ""
        delta_ja += f" 護符{e['gofu']:+d}" if e["gofu"] else ""
        delta_en = f" marks {e['marks']:+d}" if e["marks"] else ""
        delta_en += f" amulets {e['gofu']:+d}" if e["gofu"] else ""
        log(ev, f"{who(s, p)} [{k}] 霊力{e['reiryoku']} {'・'.join(tag_ja)}{delta_ja}",
            f"{who(s, p, 'en')} [{ken}] Spirit {e['reiryoku']} {', '.join(tag_en)}{delta_en}", p)
    if o["ura"]:
        log(ev, "裏星の導き: 2番目に近い者が調伏成功（完全調伏者なし）",
            "Guidance of the hidden star: the second closest subdue it (no perfect)")
    if o["two"]:
        log(ev, "2人プレイ: 霊力最弱の判定なし", "Two players: no weakest")


# ------------------------------------------------------------------ the end of a turn
def end_turn(s, ev: list) -> None:
    """The turn passes clockwise to the next 準備中 candidate; none left → judgement."""
    s.pending = None
    n = s.n
    for i in range(1, n + 1):
        q = (s.current + i) % n
        if s.cands[q].status == PREP:
            s.current = q
            s.turn += 1
            ev.append(TurnStarted(q, s.turn))
            return
    start_judgement(s, ev)


def challenge_done(s, p: int, ev: list) -> None:
    """After the visit to the stars: 挑戦中, and the turn ends."""
    set_status(s, p, CHAL, ev)
    log(ev, f"{who(s, p)}: 挑戦中", f"{who(s, p, 'en')}: now challenging", p)
    end_turn(s, ev)
