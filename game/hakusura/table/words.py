"""ハクスラ陰陽師's words on the table: card and place names, the cards read out in the
zoom panel's terms, chooser rows, what to do now, the phase and the result.

English screens show no kanji: the engine's English strings name the stats
攻・防・術 by their kanji (as the printed cards do), so :func:`terms` swaps them
for Atk / Def / Jut before they are drawn.
"""
from __future__ import annotations

from game.hakusura.rules.cards import TARGET_NAMES, TECH_NAMES, YOKAI, edge_text, name
from game.i18n import get_lang, t
from game.ui.table.words import Words

EDGE_STAT = {"left": "atk", "right": "bo", "bottom": "jutsu"}
_EN_TERMS = (("防御無視", "ignores Def"), ("攻", "Atk"), ("防", "Def"), ("術", "Jut"), ("＋", "+"),
             ("−", "-"), ("・", ", "), ("①", "(1)"), ("②", "(2)"), ("③", "(3)"), ("④", "(4)"),
             ("⑤", "(5)"))
#: where the card in hand goes, said while it is held
HELD = {"hand": "held_pick", "loot": "held_take", "pool": "held_take", "slot": "held_play"}
#: a yokai's printed note (繰り返し, 他に妖がいない時, 倒された時): its words and number
SPECIALS = {"repeat3": ("repeat3", ""), "alone2x": ("alone2x", ""), "alone+1": ("alone_plus", 1),
            "alone+2": ("alone_plus", 2), "death_both:2": ("death_both", 2), "death_killer:3": ("death_killer", 3)}


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
    return name(cid, lang or get_lang()) if cid else ""


def ability_name(yid: str, lang: str | None = None) -> str:
    ab = YOKAI[yid].ability
    return ab.name_en if (lang or get_lang()) == "en" else ab.name_ja


def target_word(target: str, lang: str | None = None) -> str:
    ja, en = TARGET_NAMES[target]
    return en if (lang or get_lang()) == "en" else ja


def edge_short(yid: str, edge: str, lang: str | None = None) -> str:
    """The band's few characters: "攻+1" / "Atk+1", "追撃2" / "+2 same"."""
    e = YOKAI[yid].edge(edge)
    parts = [f"{stat(e.stat, lang)}+{e.amount}"] if e.stat else []
    if e.text:
        parts.append(t(f"hakusura.edge.{e.text}", lang))
    return " ".join(parts)


def edge_full(yid: str, edge: str, lang: str | None = None) -> str:
    return terms(edge_text(YOKAI[yid], edge, lang or get_lang()), lang)


def timing_word(timing: str, count: str, lang: str | None = None) -> str:
    w = t(f"hakusura.timing.{timing}", lang)
    return w + " / " + t(f"hakusura.count.{count}", lang) if count else w


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
    key, n = SPECIALS[special]
    return t(f"hakusura.special.{key}", lang, n=n)


class HakusuraWords(Words):
    def describe(self, action) -> str:
        return self.table.view.describe(action, self.table.lang)

    def hint(self) -> str:
        """Waiting; the card in hand, said where it goes; else the decision's own words."""
        tb, view = self.table, self.table.view
        if view.result is not None or view.to_move is None:
            return ""
        if not tb.my_turn():
            return t("hakusura.hint.thinking" if tb.flow.thinking else "hakusura.hint.wait", name=tb.names[view.to_move])
        if tb.timeline.busy:
            return ""
        held = tb.drag.held.kind if tb.drag.held is not None else ""
        where = HELD.get(held) if held != "hand" or (view.decision and view.decision.kind == "pick") else None
        return t(f"hakusura.hint.{where}") if where else super().hint()

    def phase(self) -> str:
        view = self.table.view
        return terms(view.phase_en if self.table.lang == "en" else view.phase_ja)

    def reason(self, code: str) -> str:
        from game.hakusura.rules import reason_text
        return reason_text(code, self.table.lang)

    def result_details(self, result) -> list[str]:
        tb = self.table
        view = tb.state.view(None)
        lines = [" / ".join(t("hakusura.result.hp", name=tb.names[s.seat], hp=s.hp) for s in view.seats
                            if not s.empty)]
        if view.mode == "solo":
            lines.append(t("hakusura.result.solo", lv=view.difficulty, battle=min(view.battle, 7)))
        return lines

    def stats_extra(self, result) -> dict:
        view = self.table.state.view(None)
        extra = {"win_by": result.reason}
        if view.mode == "solo":
            extra["difficulty"] = f"Lv{view.difficulty}"
        return extra

    def log_line(self, line):
        return LogLine(line)
