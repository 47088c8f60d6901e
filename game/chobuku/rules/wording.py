"""How 鬼調伏 names its actions, in both languages (ja, en): the rows of a chooser when
one gesture could mean several moves, and a judgement declaration's answers. The table
only shows these lines; the names of cards come from ``cards``, the seats' from the caller."""
from __future__ import annotations

from . import actions as A
from .cards import CHARAS, SHIKI, STARS, bottle_name

#: one line per kind of action ({n}, {i} an omen's number, {card}, {name}, {sign}, {b} a bottle)
DOING = {
    "draw": ("小瓶を{n}枚引く", "Draw {n} bottle(s)"),
    "use": ("予兆{i}［{card}］を使う", "Use omen {i} [{card}]"),
    "discard": ("予兆{i}［{card}］を捨てる", "Discard omen {i} [{card}]"),
    "flee": ("捨て逃げ: 予兆{i}［{card}］を捨てる", "Flee: discard omen {i} [{card}]"),
    "draw_star": ("星読み山札から引いて使う", "Draw a star card and use it"),
    "none": ("挑む（予兆も星読み山札もない）", "Challenge (no omen, no star card left)"),
    "retreat": ("退く", "Retreat"),
    "shiki": ("{name}を伏せる", "Place {name} face down"),
    "chara": ("{name}を選ぶ", "Choose {name}"),
    "fortune": ("{name}に{sign}", "{sign} on {name}"),
    "swap": ("{name}の式神を交代させる", "Swap {name}'s shikigami"),
    "withdraw": ("{b}を捨てる（小瓶引取）", "Discard {b} (withdrawal)"),
    "exchange": ("{b}を捨てて1枚引く（小瓶交換）", "Discard {b} and draw one (exchange)"),
}
#: a judgement declaration's answers (章7-1 step 3), by (what, value)
ANSWERS = {
    ("goshuin", "yes"): ("+2 する", "Take +2"), ("goshuin", "no"): ("使わない", "Decline"),
    ("hoshiawase", "+1"): ("+1 する", "+1"), ("hoshiawase", "-1"): ("−1 する", "−1"),
    ("hoshiawase", "0"): ("そのまま", "Leave it"),
    ("bake", "1"): ("1 にする", "Make it 1"), ("bake", "4"): ("4 にする", "Make it 4"),
    ("binbo", "mark"): ("継承印1つで払う", "Pay 1 succession mark"), ("binbo", "amulet"): ("護符1枚で払う", "Pay 1 amulet"),
}


def pick(pair: tuple[str, str], lang: str) -> str:
    return pair[1] if lang == "en" else pair[0]


def describe(view, a, names, lang: str) -> str:
    """One line for action ``a`` in a position like ``view`` (its omens, its seats'
    characters); ``names`` of the seats."""
    def say(kind: str, **words) -> str:
        return pick(DOING[kind], lang).format(**words)
    if isinstance(a, A.Draw):
        return say("draw", n=a.k)
    if isinstance(a, (A.Challenge, A.Flee)):
        how = "flee" if isinstance(a, A.Flee) else a.how
        if how in ("use", "discard", "flee"):
            card = view.omens[a.slot] if view is not None and a.slot < len(view.omens) else None
            return say(how, i=a.slot + 1, card=STARS[card].name(lang) if card else "?")
        return say("draw_star" if how == "draw" else "none")
    if isinstance(a, A.Retreat):
        return say("retreat")
    if isinstance(a, A.SetShiki):
        sid = a.shiki
        return say("shiki", name=SHIKI[(view.cands[a.seat].chara, sid)].name(lang) if sid and sid != "hidden" else "?")
    if isinstance(a, A.PickChara):
        return say("chara", name=CHARAS[a.chara].name(lang))
    if isinstance(a, A.Fortune):
        return say("fortune", name=names[a.who], sign=f"{a.sign:+d}")
    if isinstance(a, A.Swap):
        return say("swap", name=names[a.who])
    if isinstance(a, (A.Withdraw, A.Exchange)):
        return say("withdraw" if isinstance(a, A.Withdraw) else "exchange", b=bottle_name(a.bottle, lang))
    if isinstance(a, A.Declare):
        answer = ANSWERS.get((a.what, a.value))
        return pick(answer, lang) if answer else a.text()
    return a.text()
