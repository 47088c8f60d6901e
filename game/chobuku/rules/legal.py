"""Legality for 鬼調伏: one validator that explains refusals (``check``), and the
enumerator (``gen``) of exactly what ``check`` accepts (a test proves they agree).

Refusals name the rule (chapter ``OC-6`` …, ruling ``OC-R..``) and the fact that
triggers it, in ja and en.
"""
from __future__ import annotations

from ...engine import Action, IllegalAction
from .actions import (DECLARE_VALUES, Challenge, Declare, Draw, Exchange, Flee, Fortune,
                      PickChara, Retreat, SetShiki, Swap, Withdraw)
from .cards import CHARAS, SHIKI
from .flow import is_last_prep, who
from .model import OUT, PREP
from .power import gate_fails, six_stop
from .stars import swap_targets, withdraw_choices

GATE_NAMES = {"fukumon": ("五行の複門（同じ色の小瓶2枚以上）", "Gate of pairs (two bottles of one colour)"),
              "sanshumon": ("五行三種門（3色以上の小瓶）", "Gate of three kinds (bottles of three colours)")}


def _no(ja: str, en: str, rule: str, general: bool = False) -> IllegalAction:
    """A refusal; ``general`` when it says only what is asked now, not why this move fails
    (the table then shows a more specific one of a gesture that could mean several moves)."""
    return IllegalAction(ja, en, rule=rule, specificity=IllegalAction.GENERAL if general else IllegalAction.SPECIFIC)


# ------------------------------------------------------------------ shared facts
def draw_refusal(s, p: int, k: int) -> IllegalAction | None:
    c = s.cands[p]
    if six_stop(c):
        # 6-4 leaves 挑む or 退く; the last preparing candidate and the 親 may not retreat
        if is_last_prep(s, p):
            only_ja, only_en = "最後の準備中プレイヤーは退けないので挑むのみ", "the last one preparing cannot retreat: " \
                "challenge only"
        elif s.oya and p == s.star:
            only_ja, only_en = "親は退けないので挑むのみ", "the parent cannot retreat: challenge only"
        else:
            only_ja, only_en = "挑むか退くのみ", "challenge or retreat only"
        return _no(f"6ストップ: 小瓶{len(c.bottles)}枚の中に6があるので小瓶を引けません（{only_ja}）",
                   f"6-stop: {len(c.bottles)} bottles including a 6, so no drawing ({only_en})", "OC-6")
    if len(s.bottle_deck) < k:
        return _no(f"小瓶山札は残り{len(s.bottle_deck)}枚です: {k}枚は引けません",
                   f"The bottle deck holds {len(s.bottle_deck)}: cannot draw {k}", "OC-6")
    return None


def retreat_refusal(s, p: int) -> IllegalAction | None:
    if is_last_prep(s, p):
        return _no("最後の準備中プレイヤーは退けません（自動的に挑みます）",
                   "The last preparing candidate cannot retreat (they challenge automatically)", "OC-6")
    if s.oya and p == s.star:
        return _no("親（☆）は「退く」を選べません", "The parent (☆) may not retreat", "OC-11")
    return None


def shiki_refusal(s, p: int, sid: str, kind: str) -> IllegalAction | None:
    """Why ``sid`` cannot be placed: lost (11-2), resting (the rest cycle), the one in use
    ([式神交代] picks another), or not this candidate's."""
    c = s.cands[p]
    if sid in c.hand:
        return None
    if (c.chara, sid) not in SHIKI:
        return _no(f"{CHARAS[c.chara].name_ja}の式神ではありません", f"Not one of {CHARAS[c.chara].name_en}'s "
                   "shikigami", "OC-9")
    k = SHIKI[(c.chara, sid)]
    if sid in c.lost:
        return _no(f"{k.name_ja}は喪失しています: 喪失した式神はゲームから除外し、以後は使えません（11-2）",
                   f"{k.name_en} is lost: a lost shikigami leaves the game for good (11-2)", "OC-11")
    if sid in c.resting:
        return _no(f"{k.name_ja}は使用済みです: 前のラウンドに使った式神は次のラウンドは選べません",
                   f"{k.name_en} is resting: the shikigami used last round cannot be chosen this round", "OC-R07")
    if kind == "repick":
        return _no(f"{k.name_ja}は交代で外す式神です: 手札に残った式神から選び直します",
                   f"{k.name_en} is the one being swapped out: choose again from the hand", "OC-10")
    return _no(f"{k.name_ja}はもう伏せてあります", f"{k.name_en} is already placed face down", "OC-5")


def gate_refusal(s, p: int) -> IllegalAction | None:
    """[五行の複門]/[五行三種門] add a condition to 挑む (the ★ note of 章10); the conditions and
    the way out when nothing else is possible are the reconstruction's (R-19)."""
    if is_last_prep(s, p):
        return None
    fails = gate_fails(s, p)
    if not fails:
        return None
    if draw_refusal(s, p, 1) is not None and retreat_refusal(s, p) is not None:
        return None
    ja = "・".join(GATE_NAMES[g][0] for g in fails)
    en = "; ".join(GATE_NAMES[g][1] for g in fails)
    return _no(f"門の条件を満たしていないので挑めません: {ja}", f"A gate blocks the challenge: {en}", "OC-10")


def challenge_refusal(s, p: int, a: Challenge) -> IllegalAction | None:
    if a.how in ("use", "discard"):
        if a.slot is None or not 0 <= a.slot < 3 or s.omens[a.slot] is None:
            return _no(f"予兆{(a.slot or 0) + 1}はありません", f"There is no omen in slot {(a.slot or 0) + 1}", "OC-6")
        return None
    if a.how == "draw":
        if not s.star_deck:
            return _no("星読み山札がありません", "The star deck is empty", "OC-6")
        return None
    if any(o is not None for o in s.omens) or s.star_deck:
        return _no("予兆か星読み山札があるので、使う・捨てる・引いて使うのどれかを選びます",
                   "Omens or star cards remain: use, discard, or draw and use one", "OC-6")
    return None


# ------------------------------------------------------------------ the validator
def check(s, a) -> None:
    if s._res is not None:
        raise _no("ゲームは終わっています", "The game is over", "OC-8", general=True)
    if not isinstance(a, Action) or not hasattr(a, "seat"):
        raise _no("行動の形ではありません", "Not an action", "OC-6", general=True)
    mover = s.to_move()
    if not isinstance(a.seat, int) or a.seat != mover:
        raise _no(f"今は{who(s, mover)}が選ぶ番です", f"It is {who(s, mover, 'en')}'s decision now", "OC-6",
                  general=True)
    p = a.seat
    d = s.pending
    kind = d[0] if d is not None else "turn"
    t = type(a)
    if kind == "chara":
        if t is not PickChara:
            raise _no("まずキャラを選びます", "First choose a character", "OC-4", general=True)
        if a.chara not in CHARAS or a.chara in [c.chara for c in s.cands]:
            raise _no("そのキャラは選べません（選ばれています）", "That character is taken", "OC-4")
        return
    if kind in ("shiki", "repick"):
        if t is not SetShiki:
            raise _no("式神を1枚選んで伏せます", "Place one shikigami face down", "OC-5", general=True)
        r = shiki_refusal(s, p, a.shiki, kind)
        if r:
            raise r
        return
    if kind == "stars":
        if t is not Challenge:
            raise _no("星読みに行きます: 予兆を使う・捨てる・山札から引いて使う",
                      "Go to the stars: use or discard an omen, or draw and use", "OC-6", general=True)
        r = challenge_refusal(s, p, a)
        if r:
            raise r
        return
    if kind == "fortune":
        if t is not Fortune:
            raise _no("吉凶占いの対象と±2を選びます", "Choose the fortune's target and ±2", "OC-10", general=True)
        if not 0 <= a.who < s.n or s.cands[a.who].status == OUT or a.sign not in (2, -2):
            raise _no("その候補者は選べません", "That candidate cannot be chosen", "OC-10")
        return
    if kind == "withdraw":
        if t is not Withdraw or a.bottle not in withdraw_choices(s, p):
            raise _no("自分の印刷値3以下の小瓶を1枚選びます", "Choose one of your bottles printed 3 or less", "OC-10",
                      general=t is not Withdraw)
        return
    if kind == "exchange":
        if t is not Exchange or a.bottle not in s.cands[p].bottles:
            raise _no("捨てる自分の小瓶を1枚選びます", "Choose one of your bottles to discard", "OC-10",
                      general=t is not Exchange)
        return
    if kind == "swap":
        if t is not Swap or a.who not in swap_targets(s):
            raise _no("手札に式神が残っている候補者を選びます（11-2の影響で手札のない候補者は選べません）",
                      "Choose a candidate with a shikigami left in hand", "OC-R21", general=t is not Swap)
        return
    if kind == "flee":
        if t is not Flee or not 0 <= a.slot < 3 or s.omens[a.slot] is None:
            raise _no("捨て逃げ: 捨てる予兆を1枚選びます", "Fleeing: choose an omen to discard", "OC-R08",
                      general=t is not Flee)
        return
    if kind == "declare":
        if t is not Declare or a.what != d[2]:
            raise _no("判定の宣言をします", "Make the judgement declaration", "OC-7", general=True)
        if a.value not in DECLARE_VALUES[a.what]:
            raise _no("その値は宣言できません", "That value cannot be declared", "OC-7")
        return
    # a normal turn (章6)
    c = s.cands[p]
    if c.status != PREP:
        raise _no("準備中ではありません", "Not preparing", "OC-6", general=True)
    if t is Draw:
        if not 1 <= a.k <= 3:
            raise _no("小瓶は1～3枚引きます", "Draw 1 to 3 bottles", "OC-6")
        r = draw_refusal(s, p, a.k)
        if r:
            raise r
        return
    if t is Challenge:
        r = gate_refusal(s, p) or challenge_refusal(s, p, a)
        if r:
            raise r
        return
    if t is Retreat:
        r = retreat_refusal(s, p)
        if r:
            raise r
        return
    raise _no("手番では「小瓶を引く」「挑む」「退く」のどれかを行います",
              "On your turn: draw bottles, challenge, or retreat", "OC-6", general=True)


# ------------------------------------------------------------------ the enumerator
def challenges(s, p: int) -> list:
    """Every way to go to the stars now: use or discard each omen, draw, or nothing left."""
    out = []
    for i, o in enumerate(s.omens):
        if o is not None:
            out.append(Challenge(p, "use", i))
    for i, o in enumerate(s.omens):
        if o is not None:
            out.append(Challenge(p, "discard", i))
    if s.star_deck:
        out.append(Challenge(p, "draw"))
    if not out:
        out.append(Challenge(p, "none"))
    return out


def gen(s) -> list:
    if s._res is not None:
        return []
    p = s.to_move()
    d = s.pending
    kind = d[0] if d is not None else "turn"
    if kind == "chara":
        taken = {c.chara for c in s.cands}
        return [PickChara(p, ch) for ch in CHARAS if ch not in taken]
    if kind in ("shiki", "repick"):
        return [SetShiki(p, sid) for sid in s.cands[p].hand]
    if kind == "stars":
        return challenges(s, p)
    if kind == "fortune":
        return [Fortune(p, q, sign) for q in range(s.n) if s.cands[q].status != OUT for sign in (2, -2)]
    if kind == "withdraw":
        return [Withdraw(p, b) for b in withdraw_choices(s, p)]
    if kind == "exchange":
        return [Exchange(p, b) for b in s.cands[p].bottles]
    if kind == "swap":
        return [Swap(p, q) for q in swap_targets(s)]
    if kind == "flee":
        return [Flee(p, i) for i, o in enumerate(s.omens) if o is not None]
    if kind == "declare":
        return [Declare(p, d[2], v) for v in DECLARE_VALUES[d[2]]]
    out = [Draw(p, k) for k in (1, 2, 3) if draw_refusal(s, p, k) is None]
    if gate_refusal(s, p) is None:
        out += challenges(s, p)
    if retreat_refusal(s, p) is None:
        out.append(Retreat(p))
    return out


def turn_options(s, p: int) -> list[tuple[Action, IllegalAction | None]]:
    """The turn's main choices with their refusals, for the table (draws, 挑む, 退く)."""
    out: list[tuple[Action, IllegalAction | None]] = []
    for k in (1, 2, 3):
        out.append((Draw(p, k), draw_refusal(s, p, k)))
    g = gate_refusal(s, p)
    for a in challenges(s, p):
        out.append((a, g))
    out.append((Retreat(p), retreat_refusal(s, p)))
    return out

