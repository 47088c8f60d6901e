"""【Bambooshoot】 (章14, reconstructed): the grove, harvesting by attacks, the bamboo
phase after every round of turns (the solo: after every turn; co-op 14-8), the end of the game."""
from __future__ import annotations

from ...engine import CardMoved, Revealed
from . import board
from .acts import declare, new_act
from .board import log
from .cards import AREAS, BAMBOO, card_label, card_name
from .ending import finish_solo
from .events import AttackDeclared, BambooChanged
from .setup import r_diamond
from . import places as P

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
    for b in hit:
        ev.append(AttackDeclared(seat, b, tuple(nums), "play"))
    log(ev, f"{s.who(seat)}: バンブーを攻撃 ({'・'.join(BAMBOO[b].ja for b in hit)})",
        f"{s.who(seat, 'en')} attacks bamboo ({', '.join(BAMBOO[b].en for b in hit)})", seat)
    s.stack.append(("bhit", tuple(hit), seat))


def t_bhit(s, task, ev) -> None:
    """Bamboo always take the hit (14-4); ``task[2]`` = the seat that hit them (it takes the
    harvest effects; a save from before co-op has none: the solo's seat 0)."""
    ids = list(task[1])
    seat = task[2] if len(task) > 2 else 0
    if not ids:
        return
    b = ids.pop(0)
    if ids:
        s.stack.append(("bhit", tuple(ids), seat))
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
    harvest(s, b, ev, seat)


def harvest(s, b: str, ev: list, seat: int = 0) -> None:
    """The bamboo goes to the harvest field; its harvest effect is for ``seat``, the player
    who harvested it (ZT-R53)."""
    g = grove_entry(s, b)
    if g is None:
        return
    s.solo["grove"].remove(g)
    s.solo["harvest"].append(b)
    ev.append(BambooChanged(b, "harvest", g[1]))
    n = len(s.solo["harvest"])
    log(ev, f"{BAMBOO[b].ja}を収穫 ({n}/10)", f"{BAMBOO[b].en} harvested ({n}/10)", seat)
    if n >= len(BAMBOO):
        finish_solo(s, True, "harvest", ev)
        return
    if b == "B01":
        s.stack.append(("draw", seat, 1, "db", False))
    elif b == "B05":
        if any(c in AREAS and s.face[c] == 0 for c in s.discard):
            s.pending = ("take", seat, "salvage", 1)


def _grow(s, g, k: int, ev) -> None:
    before = g[1]
    g[1] = min(2, g[1] + k)
    if g[1] != before:
        ev.append(BambooChanged(g[0], "grow", g[1]))


# ------------------------------------------------------------------ the bamboo phase (14-4)
def sprouts(s) -> int:
    """Bamboo appearing (出現) per phase: one in the solo; in co-op set at set-up (14-8, ZT-R58)."""
    return s.solo.get("sprouts", 1)


def victim(s) -> int:
    """Who takes a bamboo effect on "the player's" hand (青竹, 真竹): the player whose turn
    ended just before the phase (the solo: the player; ZT-R53)."""
    return s.current


def ask_lose_hand(s, seat: int) -> bool:
    """Whether 真竹 / 青竹 open a ``lose`` decision on ``seat``'s hand: when it holds an
    own-side area card, or (co-op, hands hidden) whenever it is not empty, so that being asked
    tells the partners nothing (R-28)."""
    if board.hand_hidden_from_others(s, seat):
        return bool(s.hands[seat])
    return any(c in AREAS and s.face[c] == 0 for c in s.hands[seat])


def t_bamboo(s, task, ev) -> None:
    step = task[1]
    solo = s.solo
    grove = solo["grove"]
    if step == 0:                       # 1. appear
        s.phase = "bamboo"
        s.stack.append(("bamboo", 1, ()))
        s.stack.append(("sprout", sprouts(s)))
    elif step == 1:                     # 2. growth (not the ones that just appeared)
        new = task[2]
        news = set(new) if isinstance(new, tuple) else {new}    # a save from before co-op: one id
        for g in grove:
            if g[0] not in news:
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
            who = victim(s)
            if any(c in AREAS and s.face[c] == 0 for c in s.bases[0]):
                s.pending = ("lose", who, "base")
            elif ask_lose_hand(s, who):
                s.pending = ("lose", who, "hand")
        elif b == "B05":
            for o in grove:
                if o is not g:
                    _grow(s, o, 1, ev)
        elif b == "B09":
            if s.decks[0]:
                c = s.decks[0].pop()
                ev.append(Revealed(c, P.DISCARD, 0))
                board.to_discard(s, c, P.deck(0), ev, 0)
                log(ev, f"地下茎: 山札の一番上({c})を捨て札へ", f"Rhizome: the top card ({card_name(c, 'en')}) goes to the discard")
    elif step == 3:                     # 4. attacks: grown bamboo in number order, each on every
        todo = list(task[2])            #    player in reach in turn order (14-8)
        if not todo:
            s.stack.append(("bamboo", 4, None))
            return
        b = todo.pop(0)
        s.stack.append(("bamboo", 3, tuple(todo)))
        s.stack.append(("battack", b, tuple(s.order)))
    else:                               # 5. the grove's size
        if len(grove) >= solo["limit"]:
            finish_solo(s, False, "grove", ev)


def t_sprout(s, task, ev) -> None:
    """One bamboo appears (growth 0; 鬼竹: 1) with its appearing effect; ``task[1]`` = how many
    are still to come this phase. The growth step below learns which ones appeared."""
    k = task[1]
    solo = s.solo
    grove = solo["grove"]
    if k <= 0:
        return
    if not solo["shoots"]:
        log(ev, "バンブーフェイズ(竹の子山は空)", "Bamboo phase (the shoot pile is empty)")
        return
    s.stack.append(("sprout", k - 1))
    b = solo["shoots"].pop()
    g = [b, 1 if solo["grown_start"] else 0, 0]
    grove.append(g)
    ev.append(BambooChanged(b, "appear", g[1]))
    log(ev, f"バンブーフェイズ: {BAMBOO[b].ja}({BAMBOO[b].number})が出現",
        f"Bamboo phase: {BAMBOO[b].en} ({BAMBOO[b].number}) appears")
    for i in range(len(s.stack) - 1, -1, -1):
        if s.stack[i][:2] == ("bamboo", 1):
            s.stack[i] = ("bamboo", 1, tuple(s.stack[i][2] or ()) + (b,))
            break
    if b == "B03":
        _grow(s, g, 1, ev)
    elif b == "B07":
        for o in grove:
            if o is not g:
                _grow(s, o, 1, ev)
    elif b == "B08":
        who = victim(s)
        if ask_lose_hand(s, who):
            s.pending = ("lose", who, "hand")


def t_battack(s, task, ev) -> None:
    """A grown bamboo attacks the next player in turn order whose 場札 is within its reach
    (a player on the respawn point has no number and is not attacked)."""
    _, b, seats = task
    if not seats:
        return
    p = seats[0]
    if len(seats) > 1:
        s.stack.append(("battack", b, tuple(seats[1:])))
    g = grove_entry(s, b)
    fn = board.field_number(s, p)
    if g is None or g[1] < 2 or fn is None:
        return
    bb = BAMBOO[b]
    if abs(fn - bb.number) > bb.reach:
        return
    new_act(s)
    s.stack.append(("finish",))
    nums = tuple(x for x in range(bb.number - bb.reach, bb.number + bb.reach + 1) if 1 <= x <= 6)
    declare(s, b, p, nums, "bamboo", ev, nocover=(b == "B10"))


def _grown(s):
    gs = [(BAMBOO[g[0]].number, i, g) for i, g in enumerate(s.solo["grove"]) if g[1] >= 2]
    return [g for _, _, g in sorted(gs, key=lambda x: (x[0], x[1]))]


def r_lose(s, dec, a, ev) -> None:
    seat, where = dec[1], dec[2]
    c = a.arg
    if c == "-":
        log(ev, f"バンブー: {s.who(seat)}の手札に自陣エリアカードは無い",
            f"Bamboo: {s.who(seat, 'en')} holds no own-side area card", seat)
        return
    if where == "base":
        s.bases[0].remove(c)
        src = P.base(0)
    else:
        s.hands[seat].remove(c)
        src = P.hand(seat)
    board.flip_to(s, c, 1, src, ev, seat)
    board.to_discard(s, c, src, ev, seat)
    log(ev, f"バンブー: {c}が敵陣になり捨て札へ", f"Bamboo: {card_name(c, 'en')} turns to the enemy side and goes to the discard", seat)


def r_take(s, dec, a, ev) -> None:
    """``take``: ◇ picks (set-up), ギアボックス, 光る竹's harvest."""
    _, seat, what, k = dec[:4]
    if what == "diamond":
        r_diamond(s, dec, a, ev)
        return
    if a.arg == "-":
        return
    c = a.arg
    where = a.args[1] if len(a.args) > 1 else "discard"
    t = board.team(s, seat)
    if where == "base":
        s.bases[t].remove(c)
        src = P.base(t)
    else:
        s.discard.remove(c)
        src = P.DISCARD
    s.hands[seat].append(c)
    ev.append(CardMoved(c, src, P.hand(seat), seat))
    log(ev, f"{s.who(seat)}: {c}を手札に加える", f"{s.who(seat, 'en')} takes {card_label(c, 'en')} into the hand", seat)
    if what == "gear":
        s.stack.append(("geartake", seat, k - 1))


TASKS = {"bhit": t_bhit, "bamboo": t_bamboo, "sprout": t_sprout, "battack": t_battack}
RESOLVERS = {"lose": r_lose, "take": r_take}
