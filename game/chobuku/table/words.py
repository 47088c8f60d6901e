"""鬼調伏's words on the table: what an action is called, why a gesture is refused (the
rules' own reason, from ``state.explain`` on the action the gesture means), what to do
now, and what the zoom panel says about the piece under the pointer."""
from __future__ import annotations

from game.chobuku.rules import actions as A
from game.chobuku.rules.cards import CHARAS, ONI, SHIKI, STARS, bottle_name
from game.chobuku.table import faces
from game.engine import IllegalAction
from game.i18n import pick, t

CHARA_IDS = tuple(CHARAS)


def pair(p, lang: str) -> str:
    """A (ja, en, …) label from the rules in the current language."""
    return p[1] if lang == "en" else p[0]


def part_text(p, lang: str) -> str:
    """One term of a 霊力 breakdown: 「火6」 for a bottle at its printed value, 「火6→0」 when
    the seal or 鼓舞鬼 changes it, 「鵺 3」 for the shikigami, 「火車鬼 +2」 for a bonus."""
    label = pair(p, lang)
    for prefix in ("小瓶 ", "bottle ", "式神 ", "shikigami "):
        if label.startswith(prefix):
            bottle = prefix in ("小瓶 ", "bottle ")
            label = label[len(prefix):]
            if bottle:
                if "（" in label or "(" in label:
                    return f"{label}={p[2]}"
                return label
            return f"{label} {p[2]}"
    return f"{label} {p[2]:+d}"


# -- actions ------------------------------------------------------------------------------------
def describe(tb, a) -> str:
    lang = tb.lang
    d = tb.disp
    if isinstance(a, A.Draw):
        return t("chobuku.act.draw", n=a.k)
    if isinstance(a, A.Challenge):
        if a.how == "use":
            return t("chobuku.act.use", i=a.slot + 1, card=_omen(d, a.slot, lang))
        if a.how == "discard":
            return t("chobuku.act.discard", i=a.slot + 1, card=_omen(d, a.slot, lang))
        if a.how == "draw":
            return t("chobuku.act.draw_star")
        return t("chobuku.act.none")
    if isinstance(a, A.Flee):
        return t("chobuku.act.flee", i=a.slot + 1, card=_omen(d, a.slot, lang))
    if isinstance(a, A.Retreat):
        return t("chobuku.act.retreat")
    if isinstance(a, A.SetShiki):
        return t("chobuku.act.shiki", name=faces.shiki_name(d.cands[a.seat].chara, a.shiki, lang))
    if isinstance(a, A.PickChara):
        return t("chobuku.act.chara", name=CHARAS[a.chara].name(lang))
    if isinstance(a, A.Fortune):
        return t("chobuku.act.fortune", name=tb.names[a.who], sign=f"{a.sign:+d}")
    if isinstance(a, (A.Withdraw, A.Exchange)):
        key = "chobuku.act.withdraw" if isinstance(a, A.Withdraw) else "chobuku.act.exchange"
        return t(key, b=bottle_name(a.bottle, lang))
    if isinstance(a, A.Swap):
        return t("chobuku.act.swap", name=tb.names[a.who])
    if isinstance(a, A.Declare):
        return t(f"chobuku.decl.{a.what}.{a.value}")
    return a.text()


def _omen(d, slot: int | None, lang: str) -> str:
    card = d.omens[slot] if d is not None and slot is not None and slot < len(d.omens) else None
    return STARS[card].name(lang) if card else "?"


def declare_title(tb, what: str | None) -> str:
    c = tb.disp.cands[tb.bottom]
    spirit = c.reiryoku_judge if c.reiryoku_judge is not None else c.reiryoku
    return t(f"chobuku.decl.{what}.title", p=spirit if spirit is not None else "?", t=tb.disp.taikyu)


# -- refusals ---------------------------------------------------------------------------------------
def _refusal(ja: str, en: str, rule: str | None = None) -> IllegalAction:
    return IllegalAction(ja, en, rule=rule)


def why(tb, src: str, place: str | None) -> IllegalAction | None:
    """The rules' reason a gesture from ``src`` onto ``place`` is refused: the table builds
    the action the gesture means and asks ``state.explain``."""
    st = tb.state
    p = tb.bottom
    pend = tb.view.pending
    kind = pend.kind if pend is not None else "turn"
    action = None
    skind, _, sarg = (src or "").partition(":")
    if src == "deck":
        if place is not None and place.startswith("bottles:") and place != f"bottles:{p}":
            return _refusal("小瓶は自分の列に引きます", "Bottles are drawn into your own row", "OC-6")
        action = A.Draw(p, tb.draw_count if place is not None else 1)
    elif skind == "omen" and sarg.isdigit():
        i = int(sarg)
        if kind == "flee":
            action = A.Flee(p, i)
        elif place == "discard:stars":
            action = A.Challenge(p, "discard", i)
        else:
            action = A.Challenge(p, "use", i)
    elif src == "deck:stars":
        action = A.Challenge(p, "draw")
    elif skind == "hand":
        sid = src.split(":")[-1]
        if place is not None and place.startswith("slot:") and place != f"slot:{p}":
            return _refusal("式神は自分の場に伏せます", "A shikigami goes face down on your own slot", "OC-5")
        action = A.SetShiki(p, sid)
    elif skind == "bottle":
        b = src.split(":")[-1]
        if b.startswith("?"):
            return _refusal("伏せた小瓶は持ち主しか動かせません", "Only its owner may move a face-down bottle", "OC-6")
        seat = int(sarg.split(":")[0])
        if seat != p:
            return _refusal("他の候補者の小瓶は動かせません", "You cannot move another candidate's bottle", "OC-6")
        action = A.Exchange(p, b) if kind == "exchange" else A.Withdraw(p, b)
    elif skind == "chara":
        action = A.PickChara(p, sarg)
    elif src in ("button:fortune+2", "button:fortune-2"):
        if place is not None and place.startswith("seat:"):
            action = A.Fortune(p, int(place[5:]), 2 if src.endswith("+2") else -2)
    elif src == "button:swap":
        if place is not None and place.startswith("slot:"):
            action = A.Swap(p, int(place[5:]))
    if action is None:
        return None
    err = st.explain(action)
    tut = tb.tutorial
    if err is None and tut is not None and not tut.finished and not tut.allows(action):
        return _refusal(tut.refusal("ja"), tut.refusal("en"))
    if err is None and place is not None:
        # legal as an action, but not dropped where it goes
        return _refusal(*_wrong_target(action), "OC-6")
    return err


def _wrong_target(a) -> tuple[str, str]:
    if isinstance(a, A.Draw):
        return "小瓶は自分の小瓶の列に置きます", "Drop the bottles on your own row"
    if isinstance(a, A.Challenge):
        return "予兆は鬼に重ねる（使う）か捨て札に置きます（捨てる）", "Drop an omen on the oni (use) or the discard (discard)"
    if isinstance(a, A.SetShiki):
        return "式神は自分の場（伏せ札の枠）に置きます", "Drop the shikigami on your own slot"
    if isinstance(a, A.PickChara):
        return "キャラは自分の席に置きます", "Drop the character on your own seat"
    return "そこには置けません", "It cannot go there"


# -- hints -------------------------------------------------------------------------------------------
def pending_hint(tb, p) -> str:
    kind = p.kind
    if kind in ("declare",):
        return t("chobuku.hint.declare")
    return t(f"chobuku.hint.{kind}")


def hint(tb) -> str:
    d = tb.disp
    v = tb.view
    if d is None or v.result is not None:
        return ""
    if tb.judge_show is not None:
        return t("chobuku.hint.judging")
    if tb.timeline.busy:
        return ""
    if not tb.my_turn():
        return t("chobuku.hint.wait", name=tb.names[v.to_move]) if v.to_move is not None else ""
    if tb.timeline.busy:
        return ""
    held = tb.drag.held or ""
    if held == "deck":
        return t("chobuku.hint.holding_deck", n=tb.draw_count)
    if held.startswith("omen:"):
        return t("chobuku.hint.holding_omen") if v.pending is None or v.pending.kind != "flee" \
            else t("chobuku.hint.flee")
    if held.startswith("hand:"):
        return t("chobuku.hint.holding_shiki")
    p = v.pending
    if p is not None and p.kind != "turn":
        if p.kind in ("shiki", "repick"):
            return t(f"chobuku.hint.{p.kind}")
        return pending_hint(tb, p)
    c = d.cands[tb.bottom]
    if c.six_stop:
        return t("chobuku.hint.six_stop")
    if c.last_prep:
        return t("chobuku.hint.last_prep")
    return t("chobuku.hint.turn")


def phase(tb) -> str:
    d = tb.disp
    return t("chobuku.phase.round", n=d.round) if d is not None else ""


def reason(r: str, lang: str) -> str:
    from game.chobuku.rules.view import reason_text
    return reason_text(r, lang)


def result_details(tb, result) -> list[str]:
    v = tb.state.view(None)
    parts = []
    for c in v.cands:
        parts.append(t("chobuku.result.seat", name=tb.names[c.seat], marks=c.marks, gofu=c.gofu))
    return parts + [t("chobuku.result.rounds", n=v.round)]


def visible_spirit(tb, c) -> str:
    """What another seat's 霊力 shows: the face-up bottles, "+?" while anything hides."""
    if c.reiryoku is not None:
        return t("chobuku.label.spirit_known", n=c.reiryoku)
    hidden = (c.slot == "hidden") or any(b.face_down for b in c.bottles)
    return t("chobuku.label.spirit_seen", n=c.visible_reiryoku) + ("+?" if hidden else "")


def token_prompt(tb) -> str:
    p = tb.disp.pending
    if p is None:
        return ""
    if p.kind == "fortune":
        card = STARS.get(p.what or "")
        return t("chobuku.hint.fortune_token", card=card.name(tb.lang) if card else "")
    return t("chobuku.hint.swap_token")


# -- the zoom panel ------------------------------------------------------------------------------------
def zoom(tb) -> tuple[str | None, str]:
    """(face to show big, text) for the piece under the pointer (or focused, or held)."""
    d = tb.disp
    lang = tb.lang
    place = tb.drag.held or tb.drag.focus or tb.hover_place or ""
    kind, _, arg = place.partition(":")
    if d is None or not place:
        return None, ""
    if place == "oni" and d.oni:
        o = ONI[d.oni]
        parts = " ".join(f"{pair(p, lang)} {p[2]:+d}" if i else f"{pair(p, lang)} {p[2]}"
                         for i, p in enumerate(d.taikyu_parts))
        return f"o:{d.oni}", f"{o.name(lang)}  {t('chobuku.face.taikyu')} {d.taikyu}\n{parts}\n" + \
            pick(o.text_ja, o.text_en, lang)
    if kind == "omen" and arg.isdigit() and d.omens[int(arg)]:
        st = STARS[d.omens[int(arg)]]
        return f"t:{st.id}", f"{t('chobuku.label.omen_n', n=int(arg) + 1)} {st.name(lang)}\n{pick(st.text_ja, st.text_en, lang)}"
    if kind == "star" and arg.isdigit() and int(arg) < len(d.stars):
        e = d.stars[int(arg)]
        st = STARS[e.card]
        extra = t("chobuku.label.used_by", name=tb.names[e.user])
        if e.target is not None and e.value is not None:
            extra += " " + t("chobuku.label.fortune_on", name=tb.names[e.target], v=f"{e.value:+d}")
        return f"t:{st.id}", f"{st.name(lang)}（{extra}）\n{pick(st.text_ja, st.text_en, lang)}" if lang == "ja" \
            else f"{st.name(lang)} ({extra})\n{st.text_en}"
    if kind in ("slot", "hand", "resting", "lost"):
        seat = int(arg.split(":")[0]) if arg.split(":")[0].isdigit() else None
        if seat is None:
            return None, ""
        c = d.cands[seat]
        sid = c.slot if kind == "slot" else arg.split(":")[-1]
        if kind == "slot" and (sid is None or sid == "hidden"):
            options = "・".join(f"{faces.shiki_name(c.chara, s, lang)}{faces.shiki_value_text(c.chara, s)}"
                                for s in c.available) if c.chara else ""
            return "s:?", t("chobuku.zoom.hidden", name=tb.names[seat], options=options)
        if sid is None:
            return None, ""
        k = SHIKI[(c.chara, sid)]
        note = {"resting": t("chobuku.zoom.resting"), "lost": t("chobuku.zoom.lost")}.get(kind, "")
        if kind == "slot" and not c.slot_up:
            note = t("chobuku.zoom.own_hidden")
        text = pick(k.text_ja, k.text_en, lang)
        return faces.shiki_id(c.chara, sid), f"{k.name(lang)} {faces.shiki_value_text(c.chara, sid)}" \
            f"（{faces.element_name(k.colour, lang)}）\n{note}\n{text}".strip() if lang == "ja" else \
            f"{k.name(lang)} {faces.shiki_value_text(c.chara, sid)} ({faces.element_name(k.colour, lang)})\n{note}\n{text}".strip()
    if kind == "bottle":
        seat_s, _, bid = arg.partition(":")
        if bid.startswith("?"):
            return "b:?", t("chobuku.zoom.bottle_down")
        c = d.cands[int(seat_s)]
        b = next((x for x in c.bottles if x.id == bid), None)
        if b is None:
            return None, ""
        power = f"{t('chobuku.word.spirit')} {b.power}" if b.power is not None else ""
        notes = []
        if b.sealed:
            notes.append(t("chobuku.zoom.sealed"))
        elif b.power is not None and b.power > (b.value or 0):
            notes.append(t("chobuku.zoom.rallied"))
        if b.face_down:
            notes.append(t("chobuku.zoom.own_down"))
        return f"b:{bid}", f"{bottle_name(bid, lang)}  {power}\n" + "\n".join(notes)
    if kind == "chara" and arg in CHARAS:
        return f"c:{arg}", chara_text(arg, lang)
    if kind == "seat" and arg.isdigit():
        c = d.cands[int(arg)]
        if c.chara:
            return f"c:{c.chara}", chara_text(c.chara, lang)
    if place == "deck":
        return "b:?", t("chobuku.zoom.deck", n=d.bottle_deck)
    if place == "deck:stars":
        return "t:?", t("chobuku.zoom.star_deck", n=d.star_deck)
    if place == "seal" and d.seal:
        return f"b:{d.seal}", t("chobuku.zoom.seal", b=bottle_name(d.seal, lang))
    if place.startswith("button:fortune") or place == "button:swap":
        return None, token_prompt(tb)
    return None, ""


def chara_text(cid: str, lang: str) -> str:
    c = CHARAS[cid]
    head = c.name(lang) + ("" if c.basic else f"（{pick(c.title_ja, c.title_en, lang)}）" if lang == "ja"
                           else f" ({c.title_en})")
    lines = [head]
    for k in c.shiki:
        v = "*" if k.id in ("kagamiutsushi", "tsukumokagami") else str(k.value)
        line = f"・{k.name(lang)} {v} {faces.element_name(k.colour, lang)}"
        if k.text_ja and not c.basic:
            line += f": {pick(k.text_ja, k.text_en, lang)}"
        lines.append(line)
    if c.basic:
        lines.append(t("chobuku.zoom.kage"))
    return "\n".join(lines)


def idle_help(tb) -> str:
    if tb.ui_scale() >= 1.5:
        return hint(tb) or t("chobuku.zoom.idle")
    return t("chobuku.zoom.idle")
