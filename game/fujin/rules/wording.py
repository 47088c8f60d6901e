"""How a 式神符陣 view words the actions of the moment, in both languages: a chooser's
rows (what each action does, with what it costs) and a facing as a seat sees the
board. The view asks (``FujinView.describe`` / ``facing_word``), so a table only shows it."""
from __future__ import annotations

from . import actions as A
from .board import CELL_NAMES, ORIENTS
from .cards import CARDS
from .legal import inherit_refund

#: a facing as the seat at the bottom of the board sees it, clockwise from "toward the opponent"
FACINGS = (("↑相手側", "↑ toward the opponent"), ("→右", "→ right"), ("↓自分側", "↓ toward you"), ("←左", "← left"))
TURNS = {"L": ("左", "left"), "R": ("右", "right")}
#: one chooser row per kind of action ({card}, {cell}, {orient}, {dir}, {cost}, {refund})
DOING = {
    "summon": ("{card}を{cell}に召喚 (向き {orient})", "Summon {card} on {cell} facing {orient}"),
    "inherit": ("{card}を継承召喚: 召☆{cost} − 戻り{refund}", "Succession summon {card}: cost {cost} − refund {refund}"),
    "chest_hp": ("古箪笥: 耐久-1して霊力+1", "Old Chest: Endurance −1, Spirit +1"),
    "chest_draw": ("古箪笥: 1枚引く", "Old Chest: draw 1 card"),
    "konshin": ("【渾身】攻撃力+1 (攻撃後に自分の耐久-1)", "[All-Out] power +1 (then loses 1 Endurance)"),
    "inshu": ("【飲酒】霊力2を追加で払い攻撃力+1", "[Drinking] pay 2 more Spirit for power +1"),
    "area": ("範囲攻撃する (光っている全員に当たる)", "Area attack (hits everyone marked)"),
    "attack": ("{cell}を攻撃", "Attack {cell}"),
    "heal": ("変面: {cell}の味方を回復", "Henmen: heal the ally on {cell}"),
    "rotate": ("{dir}へ90°回す (霊力1)", "Turn 90° {dir} (1 Spirit)"),
    "rotate_other": ("玖龍街: {cell}を{dir}へ回す (霊力1)", "Kuryugai: turn {cell} {dir} (1 Spirit)"),
    "use_face": ("{card}: {orient}に向ける", "{card}: face {orient}"),
    "ken": ("【拳】敵を1マス遠ざける", "[Fist] push the enemy 1 cell away"),
    "nigiri": ("【握】敵を1マス近づける", "[Grip] pull the enemy 1 cell closer"),
    "use": ("{card}を使う", "Use {card}"),
    "face_keep": ("向きはそのまま", "Keep the facing"),
    "face_L": ("左へ90°回す", "Turn 90° left"),
    "face_R": ("右へ90°回す", "Turn 90° right"),
    "counter": ("{cell}の式神で反撃", "Counter with {cell}"),
    "lantern": ("{cell}の味方を耐久+2", "Heal the ally on {cell} +2"),
    "end": ("ターン終了", "End turn"),
    "mulligan": ("{cards}を戻して引き直す", "Mulligan: give back {cards}"),
    "discard": ("{cards}を捨てる", "Discard {cards}"),
}


def facing_word(orient: int | str, seat: int | None, lang: str) -> str:
    """A facing in the words of ``seat`` at the bottom of the board (seat 1 sees it turned 180°)."""
    q = ((ORIENTS.index(orient) if isinstance(orient, str) else orient) + (2 if seat == 1 else 0)) % 4
    return FACINGS[q][lang == "en"]


def _doing(a) -> str | None:
    """Which row of :data:`DOING` says what ``a`` does."""
    tp = type(a)
    if tp is A.Attack:
        if a.mode in ("hp", "draw"):
            return f"chest_{a.mode}"
        return a.mode if a.mode in ("konshin", "inshu") else ("area" if a.target_cell is None else "attack")
    if tp is A.Rotate:
        return "rotate" if a.target_cell is None else "rotate_other"
    if tp is A.Use:
        return "use_face" if a.orient is not None else (a.mode if a.mode in ("ken", "nigiri") else "use")
    if tp is A.Face:
        return f"face_{a.choice}"
    return tp.__name__.lower() if tp in (A.Summon, A.Inherit, A.Heal, A.Counter, A.Lantern, A.End, A.Mulligan,
                                         A.Discard) else None


def describe(view, a, lang: str = "ja", seat: int | None = None) -> str:
    """One line for a chooser row (facings in the words of ``seat`` at the bottom)."""
    doing = _doing(a)
    if doing is None:
        return a.text()
    card = getattr(a, "card", None)
    cell = getattr(a, "target_cell", None)
    cell = getattr(a, "cell", None) if cell is None else cell
    orient = getattr(a, "orient", None)
    words = {"card": CARDS[card].name(lang) if card else "", "cell": CELL_NAMES[cell] if cell is not None else "",
             "orient": facing_word(orient, seat, lang) if orient is not None else "",
             "dir": TURNS[a.direction][lang == "en"] if isinstance(a, A.Rotate) else "",
             "cards": ("、" if lang == "ja" else ", ").join(CARDS[c].name(lang) for c in getattr(a, "cards", ()))}
    if isinstance(a, A.Inherit):
        old = view.board[a.cell]
        words.update(cost=CARDS[a.card].cost, refund=inherit_refund(old.card) if old is not None else 0)
    return DOING[doing][lang == "en"].format(**words)
