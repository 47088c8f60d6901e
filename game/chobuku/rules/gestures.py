"""What a gesture at the 鬼調伏 table means, and the pending decision in the kernel's
one shape.

The table asks the state (``GameState.gesture``): a drop, a click or a button stands
for the legal actions it matches; when none does, :func:`means` names the moves the
player could have meant, so the rules' own refusal of them is shown (6ストップ, a gate,
the parent who may not retreat...). Two buttons stand for a gesture of their own:
1 / 2 / 3 (the bottle deck dropped on one's own row, so many at once) and 挑む (every
way to go to the stars, one picked from a list). A gesture no rule could ever allow
(a bottle drawn into another's row, someone else's bottle picked up) and a legal move
dropped in the wrong place are refused in the rules' words too.
"""
from __future__ import annotations

from ...engine import Decision, IllegalAction, Place, button
from ...engine import gestures as kernel
from . import actions as A
from .cards import BAKE_VALUES
from .legal import challenges
from .power import reiryoku, taikyu

#: what each pending decision asks of the seat deciding it, in both languages
PROMPTS = {
    "chara": ("キャラ札を1枚、自分の席へドラッグ", "Drag a character card onto your seat"),
    "shiki": ("手札の式神を1枚、自分の枠へ伏せる（他の人には見えません）",
              "Drag one shikigami face down onto your slot (nobody else sees it)"),
    "repick": ("式神交代: 手札から新しい式神を伏せる", "Shikigami swap: place a new shikigami face down"),
    "stars": ("星読みへ: 予兆を鬼へ（使う）か捨て札へ（捨てる）、または星読み山札を鬼へ",
              "To the stars: an omen on the oni (use) or the discard (discard), or the star deck on the oni"),
    "fortune": ("吉凶占い: +2 か −2 の札を候補者の席へ", "Fortune: drag +2 or −2 onto a candidate's seat"),
    "withdraw": ("小瓶引取: 印刷値3以下の自分の小瓶を捨て札へ",
                 "Withdrawal: drag one of your bottles printed 3 or less to the discard"),
    "exchange": ("小瓶交換: 自分の小瓶を1枚捨て札へ（そのあと1枚引く）",
                 "Exchange: drag one of your bottles to the discard (then draw one)"),
    "swap": ("式神交代: ⇄ の札を候補者の式神へ", "Shikigami swap: drag the ⇄ token onto a candidate's shikigami"),
    "flee": ("捨て逃げ: 予兆を1枚、星読みの捨て札へ", "Fleeing: drag one omen to the star discard"),
}
#: a judgement declaration (章7-1 step 3), with the Spirit it would change and the oni's
DECLARATIONS = {
    "goshuin": ("式神の五主印: 霊力+2する？（今 {p} / 鬼体力 {t}）",
                "Seal of the five masters: take +2? (now {p} / oni {t})"),
    "hoshiawase": ("星合わせ: 霊力を±1する？（今 {p} / 鬼体力 {t}）", "Star alignment: ±1 Spirit? (now {p} / oni {t})"),
    "bake": ("化け狐: 霊力を%dか%dに（今 {p} / 鬼体力 {t}）" % BAKE_VALUES,
             "Shape-fox: Spirit %d or %d? (now {p} / oni {t})" % BAKE_VALUES),
    "binbo": ("貧乏神: 霊力超過の支払いは？（今 {p} / 鬼体力 {t}）",
              "Poverty god: pay the overdraw with? (now {p} / oni {t})"),
}
DRAW_BUTTONS = {button(f"draw{k}"): k for k in (1, 2, 3)}
CHALLENGE = button("challenge")
SIGNS = {"+2": 2, "-2": -2}
def decision(s) -> Decision | None:
    """The pending decision: every one is answered by a gesture on the table but the
    judgement's declarations, which are answered from a list."""
    d = s.pending
    if d is None or s._res is not None:
        return None
    kind, seat = d[0], d[1]
    if kind == "declare":
        ja, en = DECLARATIONS[d[2]]
        p, t = reiryoku(s, seat, True), taikyu(s)
        return Decision(kind, seat, (), (ja.format(p=p, t=t), en.format(p=p, t=t)), chooser=True)
    return Decision(kind, seat, (), PROMPTS[kind])


def gesture(s, seat: int, source: Place | None, target: Place | None, facing=None):
    """What a gesture of ``seat`` means (see the module doc)."""
    if source is not None and source.is_button and target is None:
        if source in DRAW_BUTTONS:
            source, target, facing = A.BOTTLE_DECK, A.bottles(seat), DRAW_BUTTONS[source]
        elif source == CHALLENGE and s.to_move() == seat:
            found = tuple(a for a in s.legal_actions() if isinstance(a, A.Challenge))
            if found:
                return found
    if source is not None and s.to_move() == seat:
        never = _never(seat, source, target)
        if never is not None:
            return never
    got = kernel.decide(s, seat, source, target, facing, lambda *g: means(s, *g))
    if got is kernel.NOTHING_THERE and target is not None:
        meant = means(s, seat, source, target, facing)
        if meant:                # a legal move, dropped where it does not go
            return _elsewhere(meant[0])
    return got


def _refuse(ja: str, en: str, rule: str) -> IllegalAction:
    return IllegalAction(ja, en, rule=rule)


def _elsewhere(action) -> IllegalAction:
    """Where a legal move's card goes, said when it is dropped somewhere else."""
    if isinstance(action, A.Draw):
        return _refuse("小瓶は自分の小瓶の列に置きます", "Drop the bottles on your own row", "OC-6")
    if isinstance(action, A.Challenge):
        return _refuse("予兆は鬼に重ねる（使う）か捨て札に置きます（捨てる）",
                       "Drop an omen on the oni (use) or the discard (discard)", "OC-6")
    if isinstance(action, A.SetShiki):
        return _refuse("式神は自分の場（伏せ札の枠）に置きます", "Drop the shikigami on your own slot", "OC-6")
    if isinstance(action, A.PickChara):
        return _refuse("キャラは自分の席に置きます", "Drop the character on your own seat", "OC-6")
    return _refuse("そこには置けません", "It cannot go there", "OC-6")


def _never(seat: int, source: Place, target: Place | None) -> IllegalAction | None:
    """A gesture no position allows: the refusal that says so."""
    if source == A.BOTTLE_DECK and target is not None and target.kind == "bottles" and target.seat != seat:
        return _refuse("小瓶は自分の列に引きます", "Bottles are drawn into your own row", "OC-6")
    if source.kind == "hand" and target is not None and target.kind == "slot" and target.seat != seat:
        return _refuse("式神は自分の場に伏せます", "A shikigami goes face down on your own slot", "OC-5")
    if source.kind == "bottle" and isinstance(source.key, int):
        return _refuse("伏せた小瓶は持ち主しか動かせません", "Only its owner may move a face-down bottle", "OC-6")
    if source.kind == "bottle" and source.seat != seat:
        return _refuse("他の候補者の小瓶は動かせません", "You cannot move another candidate's bottle", "OC-6")
    return None


def means(s, seat: int, source: Place | None, target: Place | None, facing=None) -> list:
    """The moves a gesture from ``source`` onto ``target`` (None: a click or a button) could
    stand for, so that their refusals explain a gesture no legal move fits."""
    if source is None:
        return []
    p, kind = seat, s.pending[0] if s.pending is not None else "turn"
    key = source.key
    if source == A.BOTTLE_DECK:
        return [A.Draw(p, facing if facing in (1, 2, 3) else 1)]
    if source == A.STAR_DECK:
        return [A.Challenge(p, "draw")]
    if source.kind == "omen":
        if kind == "flee":
            return [A.Flee(p, key)]
        return [A.Challenge(p, "discard" if target == A.STAR_DISCARD else "use", key)]
    if source.kind == "hand" and key is not None:
        return [A.SetShiki(p, key)]
    if source.kind == "bottle":
        return [A.Exchange(p, key) if kind == "exchange" else A.Withdraw(p, key)]
    if source.kind == "chara":
        return [A.PickChara(p, key)]
    if source == A.token("swap"):
        return [A.Swap(p, target.seat)] if target is not None and target.kind == "slot" else []
    if source.kind == "token" and key in SIGNS:
        return [A.Fortune(p, target.seat, SIGNS[key])] if target is not None and target.kind == "seat" else []
    if source == CHALLENGE:
        return challenges(s, p)
    if source == button("retreat"):
        return [A.Retreat(p)]
    return []
