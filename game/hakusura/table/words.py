"""ハクスラ陰陽師's words on the table: card descriptions for the zoom panel, the
names of places and actions, and "why not" (the rules' own reason for a
refused gesture, built as the candidate action and asked of ``state.explain``).

English screens show no kanji: the engine's English strings name the stats
攻・防・術 by their kanji (as the printed cards do), so :func:`terms` swaps them
for Atk / Def / Jut before they are drawn.
"""
from __future__ import annotations

from game.hakusura.rules import actions as A
from game.hakusura.rules.cards import (BOSSES, CHARACTERS, CIRCLED, HAND_TEXT, TARGET_NAMES,
                                       TECH_NAMES, YOKAI, edge_text, name)
from game.i18n import get_lang, t

STATS = ("atk", "bo", "jutsu")
EDGE_STAT = {"left": "atk", "right": "bo", "bottom": "jutsu"}
_EN_TERMS = (("防御無視", "ignores Def"), ("攻", "Atk"), ("防", "Def"), ("術", "Jut"), ("＋", "+"),
             ("−", "-"), ("・", ", "), ("①", "(1)"), ("②", "(2)"), ("③", "(3)"), ("④", "(4)"),
             ("⑤", "(5)"))


def terms(text: str, lang: str | None = None) -> str:
    """English text as it may be shown: the stat kanji become Atk / Def / Jut."""
    if (lang or get_lang()) != "en":
        return text
    for ja, en in _EN_TERMS:
        text = text.replace(ja, en)
    return text


class LogLine:
    """A rules ``Log`` for the log panel: both languages, English with the stat words."""

    __slots__ = ("log", "player")

    def __init__(self, log) -> None:
        self.log = log
        self.player = getattr(log, "player", None)

    def line(self, lang: str) -> str:
        return terms(self.log.line(lang), lang)


def stat(key: str, lang: str | None = None) -> str:
    return t(f"hakusura.stat.{key}", lang)


def card_name(cid: str | None, lang: str | None = None) -> str:
    if not cid:
        return ""
    return name(cid, lang or get_lang())


def seat_word(view, seat: int, lang: str | None = None) -> str:
    """左 / Left, or the solo player's 陰陽師 / Onmyoji."""
    if view.mode == "solo":
        return t("hakusura.seat.solo", lang)
    return t(f"hakusura.seat.{seat}", lang)


def target_word(target: str, lang: str | None = None) -> str:
    ja, en = TARGET_NAMES[target]
    return en if (lang or get_lang()) == "en" else ja


def place_word(view, place: str, lang: str | None = None) -> str:
    """An enemy place (yokai:0, minion, boss, player:1) in words."""
    if place.startswith("player:"):
        return seat_word(view, int(place[7:]), lang)
    e = view.enemy(place)
    if e is None:
        return place
    n = card_name(e.card, lang)
    return t("hakusura.minion_of", lang, name=n) if e.kind == "minion" else n


def edge_short(yid: str, edge: str, lang: str | None = None) -> str:
    """The band's few characters: "攻+1" / "Atk+1", "追撃2" / "+2 same"."""
    e = YOKAI[yid].edge(edge)
    parts = []
    if e.stat:
        parts.append(f"{stat(e.stat, lang)}+{e.amount}")
    if e.text:
        parts.append(t(f"hakusura.edge.{e.text}", lang))
    return " ".join(parts)


def edge_full(yid: str, edge: str, lang: str | None = None) -> str:
    return terms(edge_text(YOKAI[yid], edge, lang or get_lang()), lang)


def timing_word(timing: str, count: str, lang: str | None = None) -> str:
    w = t(f"hakusura.timing.{timing}", lang)
    if count:
        w += " / " + t(f"hakusura.count.{count}", lang)
    return w


def act_line(act, lang: str | None = None) -> str:
    """"両方に3(防御無視)" / "both: 3 (ignores Def)"."""
    lang = lang or get_lang()
    text = t("hakusura.act", lang, target=target_word(act.target, lang), n=act.dmg)
    if act.ignore:
        text += t("hakusura.act.ignore", lang)
    if act.tech:
        ja, en = TECH_NAMES[act.tech]
        text += t("hakusura.act.tech", lang, what=en if lang == "en" else ja)
    return text


def special_text(special: str, lang: str | None = None) -> str:
    """A yokai's printed note (繰り返し, 他に妖がいない時, 倒された時)."""
    if special.startswith("alone+"):
        return t("hakusura.special.alone_plus", lang, n=special[6:])
    key, _, n = special.partition(":")
    return t(f"hakusura.special.{key}", lang, n=n)


# ---------------------------------------------------------------- the zoom panel
def describe_face(key: str | None, lang: str | None = None) -> tuple[str, list[str]]:
    """(title, lines) for a face key (see ``faces``): what the zoom panel reads out."""
    lang = lang or get_lang()
    if not key:
        return "", []
    kind, _, rest = key.partition(":")
    if kind == "h":
        ja, en = HAND_TEXT[rest]
        return card_name(rest, lang), [terms(en if lang == "en" else ja, lang)]
    if kind == "c":
        cid, side = rest.split(":")
        ch = CHARACTERS[cid]
        f = ch.back if side == "1" else ch.front
        title = f"{card_name(cid, lang)} ({t('hakusura.face.back' if side == '1' else 'hakusura.face.front', lang)})"
        lines = [t("hakusura.zoom.char_stats", lang, hp=f.hp, atk=f.atk, bo=f.bo, jutsu=f.jutsu),
                 terms(f.text_en if lang == "en" else f.text_ja, lang)]
        if side == "0":
            lines.append(t("hakusura.zoom.evolve_need", lang, n=ch.evolve_lv))
        return title, lines
    if kind in ("y", "s", "u"):
        y = YOKAI[rest]
        if kind == "y":
            lines = [t("hakusura.zoom.yokai_stats", lang, lv=y.lv, hp=y.hp, bo=y.bo)]
            lines += [f"{CIRCLED[i]} {act_line(a, lang)}" for i, a in enumerate(y.acts)]
            if y.special:
                lines.append(special_text(y.special, lang))
            lines.append(t("hakusura.zoom.flip_hint", lang))
            return f"{card_name(rest, lang)}  Lv{y.lv}", lines
        ab = y.ability
        lines = [f"{ab.name_en if lang == 'en' else ab.name_ja} ({timing_word(ab.timing, ab.count, lang)})",
                 terms(ab.text_en if lang == "en" else ab.text_ja, lang)]
        for edge in ("left", "right", "bottom"):
            lines.append(t(f"hakusura.edge_name.{edge}", lang) + ": " + edge_full(rest, edge, lang))
        if kind == "u":
            lines.insert(0, t("hakusura.zoom.used_up", lang))
        return t("hakusura.zoom.shiki_title", lang, name=card_name(rest, lang), lv=y.lv), lines
    if kind == "b":
        b = BOSSES[rest]
        lines = [t("hakusura.zoom.boss_stats", lang, hp=b.hp, bo=b.bo)]
        lines += [f"{CIRCLED[i]} {act_line(a, lang)}" for i, a in enumerate(b.acts)]
        lines.append(t("hakusura.zoom.boss_repeat", lang))
        return card_name(rest, lang), lines
    return "", []


# ---------------------------------------------------------------- actions in words
def describe(action, view, lang: str | None = None) -> str:
    """One line for a chooser row."""
    lang = lang or get_lang()
    tp = type(action)
    who = seat_word(view, action.seat, lang)
    if tp is A.Pick:
        return t("hakusura.do.pick", lang, card=card_name(action.card, lang))
    if tp is A.Pass:
        return t("hakusura.do.pass", lang)
    if tp is A.Use:
        y = YOKAI[action.yokai]
        ab = y.ability.name_en if lang == "en" else y.ability.name_ja
        if action.arg in A.ENEMY_PLACES:
            return t("hakusura.do.use_on", lang, ability=ab, target=place_word(view, action.arg, lang))
        if action.arg:
            return t("hakusura.do.use_card", lang, ability=ab, card=card_name(action.arg, lang))
        return t("hakusura.do.use", lang, ability=ab)
    if tp is A.Evolve:
        return t("hakusura.do.evolve", lang)
    if tp is A.Spend:
        return t("hakusura.do.spend", lang, name=card_name(action.yokai, lang))
    if tp is A.EvolveDone:
        return t("hakusura.do.evolve_done", lang)
    if tp is A.Partner:
        return t("hakusura.do.partner", lang, name=card_name(action.yokai, lang))
    if tp is A.Play:
        card = card_name(action.card, lang)
        if action.enemy:
            return t("hakusura.do.play_on", lang, card=card, target=place_word(view, action.enemy, lang))
        return t("hakusura.do.play", lang, card=card)
    if tp is A.After:
        src = t("hakusura.do.char_text", lang) if action.src == "char" else card_name(action.src, lang)
        if action.enemy:
            return t("hakusura.do.after_on", lang, src=src, target=place_word(view, action.enemy, lang))
        return t("hakusura.do.after", lang, src=src)
    if tp is A.Hit:
        return t("hakusura.do.hit", lang, target=place_word(view, action.enemy, lang))
    if tp is A.Return:
        card = card_name(action.card, lang)
        if action.enemy:
            return t("hakusura.do.return_on", lang, card=card, target=place_word(view, action.enemy, lang))
        return t("hakusura.do.return", lang, card=card)
    if tp in (A.Take, A.Equip):
        where = "keep" if action.where == "keep" else action.where
        return t(f"hakusura.do.where.{where}", lang, name=card_name(action.yokai, lang))
    if tp is A.Discard:
        return t("hakusura.do.discard", lang, name=card_name(action.yokai, lang))
    if tp is A.Flip:
        return t("hakusura.do.flip", lang, card=card_name(action.card, lang))
    return f"{who}: {action.text()}"


# ---------------------------------------------------------------- why not
def _seat_and(arg: str) -> tuple[int, str] | None:
    """``"0:kogeki"`` -> ``(0, "kogeki")``; a zone without a card (``"0"``: the gap between
    two cards) or anything else -> None."""
    seat, sep, rest = arg.partition(":")
    return (int(seat), rest) if sep and seat.isdigit() and rest else None


def candidate(state, src: str, place: str | None):
    """The action a gesture from ``src`` onto ``place`` would be (None: not one of this game's)."""
    d = state.pending
    kind = d[0] if d is not None else ""
    sk, _, rest = src.partition(":")
    pk, _, parg = (place or "").partition(":")
    enemy = place if place and place.startswith(("yokai:", "boss", "minion", "player:")) else ""
    held = _seat_and(rest)                     # the card a hand, shikigami or used place holds
    target = _seat_and(parg)
    if sk == "hand" and held is not None:
        seat, card = held
        if kind == "renda" or enemy:
            return A.Play(seat, card, enemy, True)
        return A.Pick(seat, card)
    if sk == "slot" and rest.isdigit():
        seat = int(rest)
        p = state.ps[seat]
        card = p.playing[0] if p.playing else (p.pick or "kogeki")
        return A.Play(seat, card, enemy)
    if sk == "shiki" and held is not None:
        seat, y = held
        if pk == "edge" and target is not None:
            return A.Equip(seat, y, target[1])
        if pk == "shiki" and kind == "equip":
            return A.Equip(seat, y, "keep")
        if pk == "box":
            return A.Discard(seat, y)
        if pk == "char" and kind == "evolve":
            return A.Spend(seat, y)
        if pk == "char" and kind == "partner":
            return A.Partner(seat, y)
        if kind == "hit" and enemy:
            return A.Hit(seat, y, enemy)
        if pk in ("used", "hand") and target is not None:
            return A.Use(seat, y, target[1])
        return A.Use(seat, y, enemy)
    if sk in ("loot", "pool") and rest:
        seat = d[1] if d is not None else 0
        if pk == "edge" and target is not None:
            return A.Take(seat, rest, target[1], sk == "pool")
        return A.Take(seat, rest, "shiki", sk == "pool")
    if sk == "used" and held is not None:
        return A.Return(held[0], held[1], enemy)
    if sk == "effect" and held is not None:
        return A.After(held[0], held[1], enemy)
    if sk == "char" and rest.isdigit():
        return A.Evolve(int(rest))
    if sk == "empty" and rest:
        return A.Flip(0, rest)
    return None


def why(state, src: str, place: str | None):
    """The rules' reason a gesture is refused (``IllegalAction``), or None."""
    action = candidate(state, src, place)
    return state.explain(action) if action is not None else None



def ability_name(yid: str, lang: str | None = None) -> str:
    ab = YOKAI[yid].ability
    return ab.name_en if (lang or get_lang()) == "en" else ab.name_ja
