"""Legality for 式神符陣: the validator that explains refusals, and the board queries
the enumerator and the resolution share.

:func:`check` raises :class:`IllegalAction` with the reason in both languages (the
same check that rejects builds the message); ``FujinState.apply`` and
``FujinState.explain`` run it. The fast enumerator that lists exactly the actions
``check`` accepts is in ``enumerator.py``; a test proves the two agree on random
positions. Every function takes the state (``s``) and changes nothing.
"""
from __future__ import annotations

from itertools import combinations

from ...engine import IllegalAction
from .actions import Attack, Counter, Discard, End, Face, Heal, Inherit, Lantern, Mulligan, Rotate, Summon, Use
from .board import CELL_NAMES, FRONT, LINES, NEIGHBOURS8, ORIENTS, TAIJI, cell_mod
from .cards import CARDS
from .model import HP_CAP

KURYUGAI, CHEST, HENMEN, UNGAI = "T-008", "T-004", "T-003", "T-007"


def _no(ja: str, en: str, rule: str | None = None) -> IllegalAction:
    return IllegalAction(ja, en, rule=rule)


def _general(ja: str, en: str, rule: str | None = None) -> IllegalAction:
    """A refusal that says little about what the player meant (the cell is taken, nothing
    stands there, not the way a card is used): when a gesture could mean several actions,
    a more specific refusal of another is shown instead."""
    return IllegalAction(ja, en, rule=rule, specificity=IllegalAction.GENERAL)


def _money(need: int, have: int) -> IllegalAction:
    return _no(f"霊力が足りません: 必要 {need} / 所持 {have}",
               f"Not enough Spirit: need {need}, have {have}", "FJ-11")


def subsets(cards) -> list[tuple[str, ...]]:
    s = sorted(cards)
    out = []
    for k in range(len(s) + 1):
        out.extend(combinations(s, k))
    return out


# ------------------------------------------------------------ helpers
def summon_cost(card: str, cell: int | str) -> int:
    """召☆ to pay for a plain summon on ``cell`` (太極 −1, min 1)."""
    if isinstance(cell, str):
        cell = CELL_NAMES.index(cell)
    c = CARDS[card].cost
    return max(1, c - 1) if cell == TAIJI else c


def summon_hp(s, cid: str, cell: int, orient: int) -> int:
    """耐久 a summon on ``cell`` facing ``orient`` enters with (cell modifier, 雲外鏡's copy)."""
    card = CARDS[cid]
    if cid == UNGAI:
        f = FRONT[cell * 4 + orient]
        if f is not None:
            q = s.board[f]
            if q is not None and q.hidden_by is None:
                return min(HP_CAP, q.hp + cell_mod(cell, card.attr))
    return min(HP_CAP, card.endurance + cell_mod(cell, card.attr))


def inherit_refund(old_card: str) -> int:
    """継承召喚 refund: half the replaced card's 召☆, rounded up."""
    return (CARDS[old_card].cost + 1) // 2


def inherit_hp(s, cid: str, cell: int) -> int:
    """耐久 of a 継承召喚 onto ``cell``: the new card's summon 耐久 minus the damage the old
    one had taken (RULINGS FJ-R05)."""
    p = s.board[cell]
    damage = max(0, p.base - p.hp)
    return summon_hp(s, cid, cell, p.orient) - damage


def attr_ok(a: str, b: str) -> bool:
    return a == b or a == "void" or b == "void"


def enemy_in(s, cells, me: int) -> bool:
    b = s.board
    for t in cells:
        q = b[t]
        if q is not None and q.owner != me and q.hidden_by is None:
            return True
    return False


def find(s, owner: int, cid: str) -> int | None:
    """The cell of ``owner``'s copy of ``cid`` (each player owns one of each card)."""
    b = s.board
    for c in range(9):
        p = b[c]
        if p is not None and p.owner == owner and p.cid == cid:
            return c
    return None


def arm_target(s, src: int) -> int | None:
    """茨木の左腕: nearest non-hidden enemy along the chosen shikigami's facing line."""
    p = s.board[src]
    for c in LINES[src * 4 + p.orient]:
        q = s.board[c]
        if q is not None and q.owner != p.owner and q.hidden_by is None:
            return c
    return None


# ------------------------------------------------------------ validator
def check(s, a) -> None:
    """Raise :class:`IllegalAction` unless ``a`` is legal in ``s`` now."""
    if s._res is not None:
        raise _no("ゲームは終わっています", "The game is over", "FJ-10")
    d = s.pending
    t = type(a)
    if d is not None:
        return _check_decision(s, a, d)
    if t in (Counter, Lantern, Face):
        raise _no("いま選ぶことはありません", "There is no pending choice", "FJ-8")
    ph = s.phase
    me = s.current
    if t is Mulligan:
        if ph != "mulligan":
            raise _no("引き直しは最初のターンの前だけです", "Mulligan only before the first turn",
                      "FJ-2")
        _check_cards_in_hand(s, a.cards, me, "FJ-2")
        return
    if ph == "mulligan":
        raise _no("まず手札の引き直し(マリガン)を決めてください",
                  "First decide your mulligan", "FJ-2")
    if t is Discard:
        if ph != "discard":
            raise _no("捨てるのはターン終了時です", "Discarding happens at the end of the turn",
                      "FJ-5")
        _check_cards_in_hand(s, a.cards, me, "FJ-5")
        return
    if ph != "main":
        raise _no("終了時です: 捨てる札を選んでください",
                  "End of turn: choose the cards to discard", "FJ-5")
    if t is End:
        return
    if t is Summon:
        return _check_summon(s, a, me)
    if t is Inherit:
        return _check_inherit(s, a, me)
    if t is Attack:
        return _check_attack(s, a, me)
    if t is Heal:
        return _check_heal(s, a, me)
    if t is Rotate:
        return _check_rotate(s, a, me)
    if t is Use:
        return _check_use(s, a, me)
    raise _no("知らない行動です", "Unknown action", "FJ-5")


def _names(cid: str) -> tuple[str, str]:
    card = CARDS.get(cid)
    return (card.name_ja, card.name_en) if card is not None else (cid, cid)


def _check_cards_in_hand(s, cards, me: int, rule: str) -> None:
    """Mulligan (chapter 二) and the end-of-turn discard (五) name cards of the hand."""
    hand = s.hands[me]
    for c in cards:
        if c not in hand:
            ja, en = _names(c)
            raise _no(f"{ja}は手札にありません", f"{en} is not in your hand", rule)


def _check_decision(s, a, d) -> None:
    kind = d[0]
    t = type(a)
    if kind == "counter":
        if t is not Counter:
            raise _no("反撃する式神を選んでください", "Choose which shikigami counters next", "FJ-8")
        q = s.board[a.cell]
        if q is None or q.owner != d[1] or q.cid not in d[4]:
            raise _no(f"{CELL_NAMES[a.cell]} の式神は反撃できません",
                      f"The shikigami on {CELL_NAMES[a.cell]} cannot counter", "FJ-8")
    elif kind == "lantern":
        if t is not Lantern:
            raise _no("灯籠の精で回復する味方を選んでください",
                      "Choose the ally Lantern Spirit heals", "FJ-15")
        if a.cell not in d[2]:
            raise _no(f"{CELL_NAMES[a.cell]} は選べません (味方の式神を選びます)",
                      f"{CELL_NAMES[a.cell]} cannot be chosen (choose an ally)", "FJ-15")
    elif kind == "face":
        if t is not Face:
            raise _no("僵尸公主の向きを選んでください", "Choose the Jiangshi Princess's facing",
                      "FJ-15")


def _own_piece(s, cell: int, me: int, what_ja: str = "命令", what_en: str = "order", rule: str = "FJ-7"):
    """One's own visible shikigami: an order (七) gives one, and so do the 霊具 that choose one."""
    p = s.board[cell]
    if p is None:
        raise _general(f"{CELL_NAMES[cell]} に式神はいません: {what_ja}できるのは盤面の自分の式神です",
                  f"No shikigami on {CELL_NAMES[cell]}: an {what_en} needs one of your shikigami", rule)
    if p.owner != me:
        raise _no(f"{CELL_NAMES[cell]} は相手の式神です: {what_ja}できるのは自分の式神です",
                  f"{CELL_NAMES[cell]} is not yours: an {what_en} needs one of your shikigami", rule)
    if p.hidden_by is not None:
        raise _no(f"{p.card.name_ja}はマヨヒガで隠れていて{what_ja}できません",
                  f"{p.card.name_en} is hidden by Mayoiga and cannot be given an {what_en}",
                  "FJ-13")
    return p


def _visible(s, cell: int | None, rule: str):
    """The target of an attack, a heal or a 霊具: a shikigami not hidden by マヨヒガ."""
    if cell is None:
        raise _no("対象のマスを選んでください", "Choose a target cell", rule)
    q = s.board[cell]
    if q is None:
        raise _general(f"{CELL_NAMES[cell]} に式神はいません", f"No shikigami on {CELL_NAMES[cell]}", rule)
    if q.hidden_by is not None:
        raise _no(f"{q.card.name_ja}はマヨヒガで隠れていて対象にできません",
                  f"{q.card.name_en} is hidden by Mayoiga and cannot be targeted", "FJ-13")
    return q


def _hand_card(s, cid: str, me: int, kind: str):
    if cid not in s.hands[me]:
        ja, en = _names(cid)
        raise _no(f"{ja}は手札にありません", f"{en} is not in your hand", "FJ-6" if kind == "shikigami" else "FJ-13")
    card = CARDS[cid]
    if card.kind != kind:
        if kind == "shikigami":
            raise _no(f"{card.name_ja}は霊具です (召喚できません)",
                      f"{card.name_en} is a Relic (it cannot be summoned)", "FJ-3")
        raise _no(f"{card.name_ja}は式神です (霊具として使えません)",
                  f"{card.name_en} is a shikigami, not a Relic", "FJ-13")
    return card


def _check_summon(s, a, me: int) -> None:
    card = _hand_card(s, a.card, me, "shikigami")
    if s.board[a.cell] is not None:
        raise _general(f"{CELL_NAMES[a.cell]} はふさがっています", f"{CELL_NAMES[a.cell]} is occupied",
                  "FJ-6")
    cost = summon_cost(a.card, a.cell)
    if s.reiryoku[me] < cost:
        raise _money(cost, s.reiryoku[me])
    hp = summon_hp(s, a.card, a.cell, a.orient)
    if hp <= 0:
        raise _no(f"{CELL_NAMES[a.cell]} では{card.name_ja}の耐久が{hp}になるので召喚できません",
                  f"{card.name_en} would have Endurance {hp} on {CELL_NAMES[a.cell]}: "
                  f"cannot summon there", "FJ-4")


def _check_inherit(s, a, me: int) -> None:
    card = _hand_card(s, a.card, me, "shikigami")
    p = s.board[a.cell]
    if p is None:
        raise _general(f"{CELL_NAMES[a.cell]} に式神はいません", f"No shikigami on {CELL_NAMES[a.cell]}",
                  "FJ-6")
    if p.owner != me:
        raise _no("継承召喚は自分の式神にだけできます",
                  "Succession summon only onto your own shikigami", "FJ-6")
    if p.hidden_by is not None:
        raise _no(f"{p.card.name_ja}はマヨヒガで隠れていて継承召喚できません",
                  f"{p.card.name_en} is hidden by Mayoiga: no Succession summon", "FJ-13")
    if card.cost <= p.card.cost:
        raise _no(f"召☆が高い式神でなければ継承召喚できません: {card.cost} ≤ {p.card.cost}",
                  f"Succession summon needs a higher Summon cost: {card.cost} <= {p.card.cost}",
                  "FJ-6")
    if not attr_ok(card.attr, p.card.attr):
        raise _no("属性が違うので継承召喚できません",
                  "Different attributes: no Succession summon", "FJ-6")
    if s.reiryoku[me] < card.cost:
        raise _money(card.cost, s.reiryoku[me])
    hp = inherit_hp(s, a.card, a.cell)
    if hp <= 0:
        raise _no(f"引き継いだダメージで耐久が{hp}になるので継承召喚できません",
                  f"The inherited damage would leave Endurance {hp}: no Succession summon",
                  "FJ-6")


def _check_command(s, cell: int, me: int):
    p = _own_piece(s, cell, me)
    card = p.card
    if not card.can_attack:
        raise _no(f"{card.name_ja}は攻撃できません", f"{card.name_en} cannot attack", "FJ-15")
    if p.attacked:
        raise _no(f"{card.name_ja}はこのターンもう攻撃しました",
                  f"{card.name_en} has already attacked this turn", "FJ-7")
    if p.summoned and s.window != cell:
        ja, en = _since(s)
        raise _no(f"{card.name_ja}はこのターンに召喚し、そのあと{ja}: 召喚した式神が攻撃できるのは、"
                  f"召喚のすぐ次の行動だけです",
                  f"{card.name_en} was summoned this turn and you have since {en}: a summoned "
                  f"shikigami attacks only as the very next action", "FJ-6")
    return p


_SINCE = {"summon": ("{}を召喚しました", "summoned {}"), "inherit": ("{}を継承召喚しました", "succession-summoned {}"),
          "attack": ("{}で攻撃しました", "attacked with {}"), "heal": ("{}で回復しました", "healed with {}"),
          "rotate": ("{}を回転しました", "rotated {}"), "relic": ("{}を使いました", "used {}")}


def _since(s) -> tuple[str, str]:
    """The order that came after the summon (what closed its attack window), in words."""
    if s.since is None:          # a save made before the state kept it
        return "ほかの行動をしました", "taken another action"
    kind, cid = s.since
    ja, en = _SINCE[kind]
    return ja.format(CARDS[cid].name_ja), en.format(CARDS[cid].name_en)


def _check_attack(s, a, me: int) -> None:
    p = _check_command(s, a.cell, me)
    card = p.card
    mode = a.mode
    if p.cid == CHEST:
        if mode not in ("hp", "draw") or a.target_cell is not None:
            raise _no("古箪笥は「耐久を1減らして霊力+1」(hp) か「1枚引く」(draw) を選びます",
                      "Old Chest chooses 'hp' (Endurance -1, Spirit +1) or 'draw'", "FJ-14")
        return
    if mode in ("hp", "draw"):
        raise _no("それは古箪笥だけの選択です", "Only Old Chest has that choice", "FJ-15")
    if mode == "konshin" and "konshin" not in card.keywords:
        raise _no(f"{card.name_ja}に【渾身】はありません", f"{card.name_en} has no [All-Out]",
                  "FJ-15")
    if mode == "inshu" and "inshu" not in card.keywords:
        raise _no(f"{card.name_ja}に【飲酒】はありません", f"{card.name_en} has no [Drinking]",
                  "FJ-15")
    cost = card.attack_cost + (2 if mode == "inshu" else 0)
    if s.reiryoku[me] < cost:
        raise _money(cost, s.reiryoku[me])
    reach = card.reach_tab[a.cell * 4 + p.orient]
    if card.area:
        if a.target_cell is not None:
            raise _no(f"{card.name_ja}は範囲攻撃です (対象は選びません)",
                      f"{card.name_en} makes area attacks (no target to choose)", "FJ-8")
        if not enemy_in(s, reach, me):
            raise _no("間合に敵が1体もいないので攻撃できません",
                      "No enemy in Reach: cannot attack", "FJ-7")
        return
    if a.target_cell is None:
        raise _no(f"{card.name_ja}は単体攻撃です: 間合の敵1体を選んでください",
                  f"{card.name_en} makes single attacks: choose an enemy in Reach", "FJ-8")
    if a.target_cell not in reach:
        raise _no(f"{CELL_NAMES[a.target_cell]} は{card.name_ja}の間合の外です",
                  f"{CELL_NAMES[a.target_cell]} is out of {card.name_en}'s Reach", "FJ-3")
    q = _visible(s, a.target_cell, "FJ-8")
    if q.owner == me:
        raise _no("単体攻撃は敵を選びます", "A single attack targets an enemy", "FJ-8")


def _check_heal(s, a, me: int) -> None:
    p = _check_command(s, a.cell, me)
    card = p.card
    if p.cid != HENMEN:
        raise _no(f"{card.name_ja}は回復できません", f"{card.name_en} cannot heal", "FJ-15")
    if s.reiryoku[me] < card.attack_cost:
        raise _money(card.attack_cost, s.reiryoku[me])
    if a.target_cell not in card.reach_tab[a.cell * 4 + p.orient]:
        raise _no(f"{CELL_NAMES[a.target_cell]} は{card.name_ja}の間合の外です",
                  f"{CELL_NAMES[a.target_cell]} is out of {card.name_en}'s Reach", "FJ-3")
    q = _visible(s, a.target_cell, "FJ-15")
    if q.owner != me:
        raise _no("回復できるのは味方だけです", "Only an ally can be healed", "FJ-15")


def _check_rotate(s, a, me: int) -> None:
    p = _own_piece(s, a.cell, me)
    card = p.card
    if p.summoned and not p.inherited:
        raise _no(f"{card.name_ja}は召喚したターンなので回転できません",
                  f"{card.name_en} was summoned this turn: it cannot rotate", "FJ-6")
    if p.attacked:
        raise _no(f"{card.name_ja}は攻撃したので、このターンはもう回転できません",
                  f"{card.name_en} has attacked: it cannot rotate this turn", "FJ-7")
    if p.rotated:
        raise _no(f"{card.name_ja}はこのターンもう回転しました",
                  f"{card.name_en} has already rotated this turn", "FJ-7")
    if s.reiryoku[me] < 1:
        raise _money(1, s.reiryoku[me])
    if a.target_cell is not None:
        if p.cid != KURYUGAI:
            raise _no("ほかの式神を回せるのは玖龍街だけです",
                      "Only Kuryugai can turn another shikigami", "FJ-15")
        if a.target_cell == a.cell:
            raise _no("玖龍街が自分を回すときは対象を書きません", "To turn Kuryugai itself, name no target", "FJ-15")
        _visible(s, a.target_cell, "FJ-15")


def _check_use(s, a, me: int) -> None:
    card = _hand_card(s, a.card, me, "relic")
    if s.reiryoku[me] < card.cost:
        raise _money(card.cost, s.reiryoku[me])
    cid = a.card
    shape_ok = {
        "T-009": a.cell is not None and a.orient is not None and not a.mode
        and a.target_cell is None,
        "T-011": a.cell is not None and a.orient is None and not a.mode and a.target_cell is None,
        "T-010": a.cell is None and a.orient is None and not a.mode and a.target_cell is None,
        "O-010": a.cell is not None and a.orient is None and a.mode in ("ken", "nigiri")
        and a.target_cell is None,
        "O-011": a.cell is not None and a.orient is None and not a.mode
        and a.target_cell is not None,
        "O-012": a.cell is not None and a.orient is None and not a.mode and a.target_cell is None,
    }.get(cid, False)
    if not shape_ok:
        raise _general(f"{card.name_ja}の使い方が違います", f"Wrong way to use {card.name_en}", "FJ-13")
    b = s.board
    if cid == "T-009":
        q = _visible(s, a.cell, "FJ-15")
        if q.orient == a.orient:
            raise _no(f"{q.card.name_ja}はもう{ORIENTS[a.orient]}を向いています: 家鳴りは向きを変える霊具です",
                      f"{q.card.name_en} already faces {ORIENTS[a.orient]}: Yanari changes a facing", "FJ-R11")
    elif cid == "T-011":
        _visible(s, a.cell, "FJ-15")
    elif cid == "T-010":
        # hidden ones still stand on the board; the heal skips them (FJ-R29, FJ-R06)
        if not any(q is not None and q.owner == me for q in b):
            raise _no("自分の式神が盤面にいないので使えません",
                      "You have no shikigami on the board", "FJ-15")
    elif cid == "O-010":
        _own_piece(s, a.cell, me, "選択", "effect", "FJ-15")
        if arm_target(s, a.cell) is None:
            raise _general("正面の方向に敵がいません", "No enemy in the facing direction", "FJ-R09")
    elif cid == "O-011":
        p = _own_piece(s, a.cell, me, "選択", "effect", "FJ-15")
        if p.card.clan != "shuten":
            raise _no(f"{p.card.name_ja}は酒呑一門ではありません",
                      f"{p.card.name_en} is not of the Shuten clan", "FJ-15")
        if (a.target_cell not in NEIGHBOURS8[a.cell]
                or a.target_cell in p.card.blind_tab[a.cell * 4 + p.orient]):
            raise _no(f"{CELL_NAMES[a.target_cell]} は届きません (まわり8マス、隙を除く)",
                      f"{CELL_NAMES[a.target_cell]} is out of range (8 around, not the Blind "
                      f"spots)", "FJ-15")
        q = _visible(s, a.target_cell, "FJ-15")
        if q.owner == me:
            raise _no("敵を選んでください", "Choose an enemy", "FJ-15")
    elif cid == "O-012":
        q = _visible(s, a.cell, "FJ-15")
        v = 15 if "inshu" in q.card.keywords else 10
        if q.hp == v:
            raise _no(f"耐久がもう{v}なので使えません", f"Endurance is already {v}", "FJ-14")
