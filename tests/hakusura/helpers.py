"""Position builder for ハクスラ陰陽師 tests: any characters, yokai, shikigami and
equipment, at the start of a turn of any battle."""
from __future__ import annotations

from game import games
from game.engine import Log
from game.hakusura.rules import HakusuraState
from game.hakusura.rules.cards import BY_LV, CHARACTERS, HAND_CARDS, YOKAI
from game.hakusura.rules.model import Enemy

INFO = games.get("hakusura")


def options(**kw) -> dict:
    return INFO.new_options(kw)


def table(chars=("rinka", "kuzunoha"), yokai=("chochin", "kitsunebi"), battle=1, first=None,
          final="duel", boss="shuten", players=2, difficulty=3, hp=None, shiki=((), ()),
          equip=({}, {}), evolved=(False, False), minion="oni", used=((), ()), seed=1,
          partner=(None, None), start=True) -> HakusuraState:
    """A position at the start of a turn (turn-start abilities, then the picks).

    ``yokai``: the battle's yokai, left first. ``battle`` 7 is the final (``final`` duel /
    boss with ``minion``). ``shiki`` / ``equip`` ({edge: [yokai]}) per seat. ``hp`` None =
    the starting HP. ``used``: hand cards lying used. Every other yokai stays in its pile."""
    if players == 1:
        o = options(players=1, character=chars[0], difficulty=difficulty, boss=boss)
    else:
        o = options(players=2, left=chars[0], right=chars[1], final=final, boss=boss)
    s = HakusuraState.new_game(seed, o)
    s.pending = None
    s.steps = []
    s.piles = {lv: list(BY_LV[lv]) for lv in (1, 2, 3)}
    s.box = []
    s.loot = []
    s.enemies = []
    taken: list[str] = []
    for q in range(s.nseats):
        p = s.ps[q]
        p.evolved = evolved[q]
        p.shiki = list(shiki[q])
        taken += p.shiki
        for e, ys in equip[q].items():
            p.equip[e] = list(ys)
            taken += ys
        p.partner = partner[q]
        p.hand = [c for c in HAND_CARDS if c not in used[q]]
        p.used = list(used[q])
        if hp is not None and hp[q] is not None:
            p.hp = hp[q]
        elif evolved[q]:
            p.hp = CHARACTERS[p.char].back.hp
    s.battle = battle
    if battle <= 6:
        for i, y in enumerate(yokai):
            s.enemies.append(Enemy(f"yokai:{i}", y, "yokai", YOKAI[y].hp))
            taken.append(y)
    elif final == "boss":
        s.enemies = [Enemy("minion", minion, "minion", YOKAI[minion].hp), Enemy("boss", boss, "boss", s.boss_hp)]
        taken.append(minion)
    s.boss = boss
    s.duel = battle == 7 and final == "duel"
    for y in taken:
        s.piles[YOKAI[y].lv].remove(y)
    if first is not None:
        s.first = first
    elif players == 2:
        s.first = 1 if CHARACTERS[s.ps[1].char].front.hp < CHARACTERS[s.ps[0].char].front.hp else 0
    s.turn = 0
    s.phase = "turn_start"
    if start:
        restart(s)
    return s


def restart(s: HakusuraState) -> list:
    """Begin a fresh turn from the current position (after a test changed it)."""
    s.steps = [("turn",)]
    s.pending = None
    s._res = None
    ev: list = []
    s._advance(ev)
    return ev


def act(s: HakusuraState, text: str) -> tuple:
    return s.apply(s.parse_action(text))


def acts(s: HakusuraState, *texts: str) -> list:
    out = []
    for t in texts:
        out += list(act(s, t))
    return out


def logs(events, lang="ja") -> list[str]:
    return [e.line(lang) for e in events if isinstance(e, Log)]


def legal_texts(s: HakusuraState) -> set[str]:
    return {a.text() for a in s.legal_actions()}


def hp(s: HakusuraState, who) -> int:
    """HP of a seat (int) or an enemy place ("yokai:0", "boss"...)."""
    if isinstance(who, int):
        return s.ps[who].hp
    return s.enemy(who).hp


def pending(s: HakusuraState) -> tuple | None:
    return None if s.pending is None else s.pending[:2]
