"""How a ハクスラ陰陽師 view names its seats, its enemies and the actions of the moment, in
both languages: what a chooser offers when one gesture could mean several actions,
the names on the enemies' strips and in the phase ribbon. The view asks
(``HakusuraView.describe`` / ``name_of`` / ``seat_word``), so a table only shows it."""
from __future__ import annotations

from . import actions as A
from .cards import YOKAI, name

#: one chooser row per kind of action ({card}, {name}, {ability}, {src}, {target}); ``_on``: naming an enemy
DOING = {
    "pick": ("{card}を伏せて出す", "Lay {card} face down"),
    "pass": ("使わない", "Pass"),
    "use_on": ("「{ability}」を{target}に", "{ability} on {target}"),
    "use_card": ("「{ability}」({card})", "{ability} ({card})"),
    "use": ("「{ability}」を使う", "Use {ability}"),
    "evolve": ("進化する", "Evolve"),
    "spend": ("{name}を進化に使う", "Spend {name} on evolving"),
    "evolvedone": ("この式神で進化する", "Evolve with these"),
    "partner": ("{name}を相棒にする", "Make {name} the partner"),
    "play_on": ("{card}を{target}に", "{card} on {target}"),
    "play": ("{card}を処理する", "Resolve {card}"),
    "after_on": ("{src}の効果を{target}に", "{src}'s text on {target}"),
    "after": ("{src}の効果", "{src}'s text"),
    "hit_on": ("灯火で{target}に1", "Lamplight: 1 to {target}"),
    "return_on": ("{card}を戻して{target}に2", "Return {card}, 2 to {target}"),
    "return": ("{card}を手札に戻す", "Return {card} to hand"),
    "shiki": ("{name}を式神にする", "Take {name} as a shikigami"),
    "keep": ("{name}を式神のまま残す", "Keep {name} as a shikigami"),
    "left": ("{name}を左の辺(攻)に装備", "Equip {name} on the left edge (Atk)"),
    "right": ("{name}を右の辺(防)に装備", "Equip {name} on the right edge (Def)"),
    "bottom": ("{name}を下の辺(術)に装備", "Equip {name} on the bottom edge (Jut)"),
    "discard": ("{name}を捨て札にする", "Discard {name}"),
    "flip": ("いない席に{card}を置く", "The empty seat lays {card}"),
}
SEATS = (("左", "Left"), ("右", "Right"))
SOLO = ("陰陽師", "Onmyoji")
CHAR_TEXT = ("キャラクターの能力", "Character's ability")
MINION = ("取り巻き{name}", "minion {name}")


def _pick(pair: tuple[str, str], lang: str) -> str:
    return pair[1] if lang == "en" else pair[0]


def seat_word(view, seat: int, lang: str) -> str:
    """左 / Left, or the solo player's 陰陽師 / Onmyoji."""
    return _pick(SOLO if view.mode == "solo" else SEATS[seat], lang)


def name_of(view, place, lang: str) -> str:
    """An enemy (a yokai, the minion, the boss, the duel opponent's character) in words."""
    if place.kind == "char":
        return seat_word(view, place.seat, lang)
    e = view.enemy_at(place)
    if e is None:
        return str(place)
    n = name(e.card, lang)
    return _pick(MINION, lang).format(name=n) if e.kind == "minion" else n


def describe(view, a, lang: str) -> str:
    """One line for a chooser row."""
    tp, target = type(a), a.target
    aimed = target is not None and (target.kind in A.ENEMY_KINDS or target.kind == "char" and target.seat != a.seat)
    words = {"target": name_of(view, target, lang) if aimed else "", "card": name(getattr(a, "card", ""), lang),
             "name": name(getattr(a, "yokai", ""), lang)}
    verb = tp.__name__.lower()
    if tp is A.Use:
        ab = YOKAI[a.yokai].ability
        words.update(ability=ab.name_en if lang == "en" else ab.name_ja, card=name(a.arg, lang) if a.arg else "")
        verb = "use_card" if a.arg and not aimed else "use"
    elif tp is A.After:
        words["src"] = _pick(CHAR_TEXT, lang) if a.src == "char" else name(a.src, lang)
    elif tp in (A.Take, A.Equip):
        verb = a.where
    if aimed:
        verb += "_on"
    pair = DOING.get(verb)
    return _pick(pair, lang).format(**words) if pair else f"{seat_word(view, a.seat, lang)}: {a.text()}"
