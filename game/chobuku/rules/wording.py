"""How 鬼調伏 words its pieces and moves, in both languages (ja, en): the rows of a chooser
when one gesture could mean several moves, a judgement declaration's answers, what the
zoom panel says of a piece (:func:`about`), the terms of 鬼体力, what a judgement's
rows say, what a seat's panel notes, the hint line (:func:`hint`, the tokens'
:func:`token_prompt`) and why the turn's buttons are off (:func:`refusal`). The table
only shows these lines; the names of cards come from ``cards``, the seats' from the
caller."""
from __future__ import annotations

from . import actions as A
from .cards import BAKE_VALUES, CHARAS, ONI, SHIKI, STARS, bottle_name

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
    **{("bake", str(v)): (f"{v} にする", f"Make it {v}") for v in BAKE_VALUES},
    ("binbo", "mark"): ("継承印1つで払う", "Pay 1 succession mark"), ("binbo", "amulet"): ("護符1枚で払う", "Pay 1 amulet"),
}

#: the zoom panel's words for a piece ({n} a count or an omen's number, {name} a seat)
ABOUT = {
    "taikyu": ("鬼体力", "Oni"),
    "spirit": ("霊力", "Spirit"),
    "omen_n": ("予兆{n}", "Omen {n}"),
    "used_by": ("{name}が使用", "used by {name}"),
    "fortune_on": ("→{name} {v}", "on {name} {v}"),
    "hidden": ("{name}の伏せた式神（この中のどれか）: {options}", "{name}'s face-down shikigami is one of: {options}"),
    "own_hidden": ("伏せ札（見えているのは自分だけ）", "Face down (only you see it)"),
    "resting": ("使用済み: 次のラウンドは休み", "Used: rests next round"),
    "lost": ("喪失: もう使えない", "Lost: out of the game"),
    "bottle_down": ("伏せた初期小瓶（霧鬼）: 持ち主だけが見られる",
                    "Face-down initial bottle (mist oni): only its owner may look"),
    "own_down": ("伏せ（見えているのは自分だけ）", "Face down (only you see it)"),
    "sealed": ("封じ色: 霊力0", "Sealed colour: Spirit 0"),
    "rallied": ("鼓舞鬼: 霊力+1", "Rallying oni: +1 Spirit"),
    "deck": ("小瓶の山札 {n}枚（0〜6 × 5色）", "Bottle deck: {n} (0–6 in five colours)"),
    "star_deck": ("星読み山札 {n}枚", "Star deck: {n}"),
    "seal": ("五行封じの小瓶 {b}: この色が封じられる", "The seal's bottle {b}: this colour is sealed"),
}
#: what a judgement's row says of its challenger (see :func:`verdicts`, :func:`row_notes`)
JUDGED = {
    "inn": ("隠れ宿", "Hidden inn"),
    "over_power": ("霊力超過", "Over the limit"),
    "over_four": ("超過（四瓶の禁忌）", "Over (four-bottle taboo)"),
    "over_kyubi": ("超過（九尾）", "Over (nine-tails)"),
    "success": ("調伏成功", "Subdued"),
    "perfect": ("完全調伏", "Perfect"),
    "weakest": ("霊力最弱", "Weakest"),
    "marks": ("継承印", "Marks"),
    "gofu": ("護符", "Amulets"),
    "ura": ("[裏星の導き]: ぴったりは調伏にならず、2番目に近い者が調伏成功",
            "[Guidance of the hidden star]: an exact hit is no success; the second closest subdue it"),
    "ura_weakest": ("[裏星の導き]: {name} のぴったり {n} は調伏にならず霊力最弱",
                    "[Guidance of the hidden star]: {name}'s exact {n} is no success, so weakest"),
}
#: what a seat's panel notes about it, and what shows of its 霊力 to the others
SEAT = {
    "six_stop": ("6ストップ", "6-stop"),
    "six_stop_maybe": ("6ストップ?", "6-stop?"),
    "last_prep": ("最後の準備中", "Last preparing"),
    "out": ("脱落", "Out"),
    "spirit_known": ("霊力 {n}", "Spirit {n}"),
    "spirit_seen": ("見える霊力 {n}", "Seen Spirit {n}"),
}

#: the hint line (:func:`hint`) and why the turn's buttons are off (:func:`refusal`)
#: ({name} a seat, {n} how many bottles are held)
NOW = {
    "turn": ("山札から小瓶を自分の列へドラッグ（R で枚数）か 1〜3 のボタン・予兆を鬼へ重ねて挑む・退く",
             "Drag bottles to your row (R: how many) or press 1–3 · an omen onto the oni: challenge · or retreat"),
    "six_stop": ("6ストップ: もう引けません。予兆を鬼に重ねて挑むか、退く",
                 "6-stop: no more drawing. Drop an omen on the oni to challenge, or retreat"),
    "last_prep": ("最後の準備中: 1回だけ引いてよく、そのあと自動で挑みます（退けません）",
                  "Last one preparing: you may draw once, then you challenge (no retreat)"),
    "wait": ("{name}の番です", "{name} to move"),
    "judging": ("調伏判定（クリックかキーで次へ）", "Judgement (click or press a key to go on)"),
    "holding_deck": ("{n}枚: 自分の小瓶の列へ置く（R・ホイール・1〜3 で枚数）",
                     "{n} bottle(s): drop on your row (R / wheel / 1–3: how many)"),
    "holding_omen": ("鬼に重ねる＝使う・星読みの捨て札へ＝捨てる", "On the oni: use it · on the star discard: discard it"),
    "holding_shiki": ("自分の式神の枠へ伏せる", "Drop it face down on your slot"),
    "declare": ("判定の宣言を選んでください", "Make your judgement declaration"),
    "not_your_turn": ("今は{name}の番です", "It is {name}'s turn"),
    "over": ("ゲームは終わりました", "The game is over"),
    "read_only": ("見ているだけです", "Viewing only"),
    "busy": ("少し待ってください", "Wait a moment"),
    "fortune_token": ("［{card}］: +2 か −2 を、対象の候補者の席へドラッグ",
                      "[{card}]: drag +2 or −2 onto the target's seat"),
    "swap_token": ("式神交代: ⇄ を、交代させる候補者の式神へドラッグ",
                   "Shikigami swap: drag ⇄ onto the shikigami to swap"),
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


# -- the zoom panel --------------------------------------------------------------------------------
def about(view, place, names, lang: str) -> tuple[tuple | None, str]:
    """What the zoom panel says of the piece at ``place`` in a position like ``view``
    (``names`` of the seats): the piece to show big, as (kind, card, chara) with kind
    ``oni``, ``star``, ``shiki``, ``bottle`` or ``chara`` (card None: its back), or None;
    and its text."""
    def say(key: str, **words) -> str:
        return pick(ABOUT[key], lang).format(**words)
    kind, key = place.kind, place.key
    if place == A.THE_ONI and view.oni:
        o = ONI[view.oni]
        return ("oni", view.oni, None), f"{o.name(lang)}  {say('taikyu')} {view.taikyu}\n" \
            f"{' '.join(strength(view.taikyu_parts, lang))}\n{pick((o.text_ja, o.text_en), lang)}"
    if kind == "omen" and view.omens[key]:
        st = STARS[view.omens[key]]
        text = pick((st.text_ja, st.text_en), lang)
        return ("star", st.id, None), f"{say('omen_n', n=key + 1)} {st.name(lang)}\n{text}"
    if kind == "star" and key < len(view.stars):
        e = view.stars[key]
        st, extra = STARS[e.card], say("used_by", name=names[e.user])
        if e.target is not None and e.value is not None:
            extra += " " + say("fortune_on", name=names[e.target], v=f"{e.value:+d}")
        return ("star", st.id, None), f"{st.name(lang)}（{extra}）\n{st.text_ja}" if lang == "ja" \
            else f"{st.name(lang)} ({extra})\n{st.text_en}"
    if kind in ("slot", "hand", "resting", "lost") and place.seat is not None:
        return about_shiki(view, place, names, lang)
    if kind == "bottle":
        return about_bottle(view, place, lang)
    chara = key if kind == "chara" else view.cands[place.seat].chara if kind == "seat" else None
    if chara in CHARAS:
        return ("chara", chara, None), CHARAS[chara].sheet(lang)
    if place == A.BOTTLE_DECK:
        return ("bottle", None, None), say("deck", n=view.bottle_deck)
    if place == A.STAR_DECK:
        return ("star", None, None), say("star_deck", n=view.star_deck)
    if place == A.THE_SEAL and view.seal:
        return ("bottle", view.seal, None), say("seal", b=bottle_name(view.seal, lang))
    return None, ""


def about_shiki(view, place, names, lang: str) -> tuple[tuple | None, str]:
    """A shikigami in a seat's slot, hand, resting or lost: a face-down one names what it
    could be (the seat's shikigami still available)."""
    c = view.cands[place.seat]
    sid = c.slot if place.kind == "slot" else place.key
    if place.kind == "slot" and (sid is None or sid == "hidden"):
        options = "・".join(f"{SHIKI[(c.chara, s)].name(lang)}{SHIKI[(c.chara, s)].printed}"
                            for s in c.available) if c.chara else ""
        return ("shiki", None, None), pick(ABOUT["hidden"], lang).format(name=names[place.seat], options=options)
    if sid is None:
        return None, ""
    k = SHIKI[(c.chara, sid)]
    note = pick(ABOUT[place.kind], lang) if place.kind in ("resting", "lost") else ""
    if place.kind == "slot" and not c.slot_up:
        note = pick(ABOUT["own_hidden"], lang)
    return ("shiki", sid, c.chara), f"{k.label(lang)}\n{note}\n{pick((k.text_ja, k.text_en), lang)}".strip()


def about_bottle(view, place, lang: str) -> tuple[tuple | None, str]:
    """A bottle in a seat's row: its 霊力 and why it differs from its value (the seal, 鼓舞鬼);
    a face-down one only as such (its key is its index, not its id)."""
    if isinstance(place.key, int):
        return ("bottle", None, None), pick(ABOUT["bottle_down"], lang)
    b = next((x for x in view.cands[place.seat].bottles if x.id == place.key), None)
    if b is None:
        return None, ""
    power = f"{pick(ABOUT['spirit'], lang)} {b.power}" if b.power is not None else ""
    notes = [pick(ABOUT["sealed"], lang)] if b.sealed else \
        [pick(ABOUT["rallied"], lang)] if b.power is not None and b.power > (b.value or 0) else []
    if b.face_down:
        notes.append(pick(ABOUT["own_down"], lang))
    return ("bottle", b.id, None), f"{bottle_name(b.id, lang)}  {power}\n" + "\n".join(notes)


# -- 鬼体力 and the judgement ---------------------------------------------------------------------
def strength(parts, lang: str) -> list[str]:
    """The terms of 鬼体力 from its (ja, en, value) parts: 「青鬼 13」, then each change
    「火車鬼 +2」."""
    return [f"{pick(p, lang)} {p[2]:+d}" if i else f"{pick(p, lang)} {p[2]}" for i, p in enumerate(parts)]


def ura_line(j, names, lang: str) -> str:
    """Why [裏星の導き] changed judgement ``j``: an exact hit that counts as 霊力最弱
    (OC-R20) by name, else the rule itself."""
    exact = j.exact_weakest()
    if exact:
        return pick(JUDGED["ura_weakest"], lang).format(name="・".join(names[e.seat] for e in exact), n=j.taikyu)
    return pick(JUDGED["ura"], lang)


def verdicts(e) -> tuple[tuple[str, tuple[str, str]], ...]:
    """What a judgement's row ``e`` is tagged with, in order, as (kind, (ja, en)): ``inn``
    ([隠れ宿]), ``over`` (and why), ``success`` or ``perfect``, ``weakest``. The table
    shows each as the judgement's telling reaches it."""
    out = [("inn", JUDGED["inn"])] if e.inn else []
    if e.over:
        out.append(("over", JUDGED[f"over_{e.over}"]))
    if e.success:
        out.append(("perfect", JUDGED["perfect"]) if e.perfect else ("success", JUDGED["success"]))
    return (*out, *((("weakest", JUDGED["weakest"]),) if e.weakest else ()))


def row_notes(e, lang: str) -> str:
    """What a judgement's row ``e`` gained or lost (継承印, 護符) and its other notes, one line."""
    delta = [f"{pick(JUDGED[what], lang)} {n:+d}" for what, n in (("marks", e.marks), ("gofu", e.gofu)) if n]
    return "  ".join(delta + [pick(n, lang) for n in e.notes])


# -- a seat ------------------------------------------------------------------------------------------
def seat_notes(c, eliminated) -> list[tuple[str, tuple[str, str]]]:
    """What a seat's panel notes about candidate ``c``, as (kind, (ja, en)): 6ストップ (or
    ``six_stop_maybe`` while the viewer cannot tell), the last one preparing, out of the game."""
    out = []
    if c.six_stop or c.six_stop is None:
        out.append(("six_stop", SEAT["six_stop"]) if c.six_stop else ("six_stop_maybe", SEAT["six_stop_maybe"]))
    if c.last_prep and c.status == "prep":
        out.append(("last_prep", SEAT["last_prep"]))
    return out + ([("out", SEAT["out"])] if c.seat in eliminated else [])


def spirit_shown(c, lang: str) -> str:
    """What candidate ``c``'s 霊力 shows: all of it to its owner, else the face-up bottles
    and "+?" while anything of theirs lies face down."""
    if c.reiryoku is not None:
        return pick(SEAT["spirit_known"], lang).format(n=c.reiryoku)
    hidden = (c.slot == "hidden") or any(b.face_down for b in c.bottles)
    return pick(SEAT["spirit_seen"], lang).format(n=c.visible_reiryoku) + ("+?" if hidden else "")


# -- what to do now ------------------------------------------------------------------------------------
def asks(decision, lang: str) -> str:
    """What a pending decision asks; a declaration's question is its chooser's title."""
    return pick(NOW["declare"], lang) if decision.kind == "declare" else decision.text(lang)


def hint(v, c, held, draw_count: int, names, lang: str, *, judging: bool, busy: bool, my_turn: bool) -> str:
    """The hint line for the person at the screen, seat ``c`` (as the table shows it: its
    6-stop, the last one preparing) in position ``v``: what to do with the piece they hold
    (``held``, a place; ``draw_count`` bottles off the deck) or now, or whose turn it is.
    The table says whether the judgement shows, an animation plays, and it is their turn."""
    def say(key: str, **words) -> str:
        return pick(NOW[key], lang).format(**words)
    if v.result is not None or (busy and not judging):
        return ""
    if judging:
        return say("judging")
    if not my_turn:
        return say("wait", name=names[v.to_move]) if v.to_move is not None else ""
    mine = v.decision if v.decision is not None and v.decision.seat == c.seat else None
    if held == A.BOTTLE_DECK:
        return say("holding_deck", n=draw_count)
    if held is not None and held.kind == "omen":
        return mine.text(lang) if mine is not None and mine.kind == "flee" else say("holding_omen")
    if held is not None and held.kind == "hand":
        return say("holding_shiki")
    if mine is not None:
        return asks(mine, lang)
    return say("six_stop") if c.six_stop else say("last_prep") if c.last_prep else say("turn")


def token_prompt(v, lang: str) -> str:
    """What the tokens of a pending 吉凶占い (its star card named) or 式神交代 ask for."""
    d = v.decision
    if d is not None and d.kind == "fortune":
        card = STARS.get(v.fortune or "")
        return pick(NOW["fortune_token"], lang).format(card=card.name(lang) if card else "")
    return pick(NOW["swap_token"], lang) if d is not None else ""


def refusal(v, names, lang: str, *, read_only: bool, my_turn: bool, busy: bool) -> str | None:
    """Why the turn's buttons are off now (only viewing, not your turn, a decision to answer
    first, an animation playing), or None."""
    if read_only:
        return pick(NOW["read_only"], lang)
    if not my_turn:
        who = v.to_move
        return pick(NOW["not_your_turn"], lang).format(name=names[who]) if who is not None else pick(NOW["over"], lang)
    if v.decision is not None:
        return asks(v.decision, lang)
    return pick(NOW["busy"], lang) if busy else None
