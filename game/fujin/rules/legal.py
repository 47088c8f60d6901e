"""Legality for 式神符陣: one validator that explains refusals, one fast enumerator.

``_check(action)`` raises :class:`IllegalAction` with the reason in both
languages (the same check that rejects builds the message) and is what
``apply`` runs. ``_gen()`` enumerates exactly the actions ``_check`` accepts,
quickly (shared action instances, no validation calls); a test proves the two
agree on random positions.
"""
from __future__ import annotations

from itertools import combinations

from ...engine import IllegalAction
from .actions import (ATTACK_AREA, ATTACK_SINGLE, DISCARD_NONE, END, FACES, MULLIGAN_NONE,
                      ROTATE_SELF, Attack, Counter, Discard, End, Face, Heal, Inherit, Lantern,
                      Mulligan, Rotate, Summon, Use, summons_for)
from .board import CELL_NAMES, FRONT, NEIGHBOURS8, ORIENTS, TAIJI, cell_mod
from .cards import CARDS
from .model import HP_CAP

KURYUGAI, CHEST, HENMEN, UNGAI = "T-008", "T-004", "T-003", "T-007"


def _no(ja: str, en: str, rule: str | None = None) -> IllegalAction:
    return IllegalAction(ja, en, rule=rule)


def _money(need: int, have: int) -> IllegalAction:
    return _no(f"霊力が足りません: 必要 {need} / 所持 {have}",
               f"Not enough Spirit: need {need}, have {have}", "FJ-11")


def subsets(cards) -> list[tuple[str, ...]]:
    s = sorted(cards)
    out = []
    for k in range(len(s) + 1):
        out.extend(combinations(s, k))
    return out


class LegalMixin:
    __slots__ = ()

    # ------------------------------------------------------------ helpers
    def summon_cost(self, card: str, cell: int | str) -> int:
        """召☆ to pay for a plain summon on ``cell`` (太極 −1, min 1)."""
        if isinstance(cell, str):
            cell = CELL_NAMES.index(cell)
        c = CARDS[card].cost
        return max(1, c - 1) if cell == TAIJI else c

    def _summon_hp(self, cid: str, cell: int, orient: int) -> int:
        card = CARDS[cid]
        if cid == UNGAI:
            f = FRONT[cell * 4 + orient]
            if f is not None:
                q = self.board[f]
                if q is not None and q.hidden_by is None:
                    return min(HP_CAP, q.hp + cell_mod(cell, card.attr))
        return min(HP_CAP, card.endurance + cell_mod(cell, card.attr))

    def inherit_refund(self, old_card: str) -> int:
        """継承召喚 refund: half the replaced card's 召☆, rounded up."""
        return (CARDS[old_card].cost + 1) // 2

    def _inherit_hp(self, cid: str, cell: int) -> int:
        p = self.board[cell]
        damage = max(0, p.base - p.hp)
        return self._summon_hp(cid, cell, p.orient) - damage

    @staticmethod
    def _attr_ok(a: str, b: str) -> bool:
        return a == b or a == "void" or b == "void"

    def _enemy_in(self, cells, me: int) -> bool:
        b = self.board
        for t in cells:
            q = b[t]
            if q is not None and q.owner != me and q.hidden_by is None:
                return True
        return False

    # ------------------------------------------------------------ validator
    def _check(self, a) -> None:
        if self._res is not None:
            raise _no("ゲームは終わっています", "The game is over")
        d = self.decision
        t = type(a)
        if d is not None:
            return self._check_decision(a, d)
        if t in (Counter, Lantern, Face):
            raise _no("いま選ぶことはありません", "There is no pending choice", "FJ-8")
        ph = self.phase
        me = self.current
        if t is Mulligan:
            if ph != "mulligan":
                raise _no("引き直しは最初のターンの前だけです", "Mulligan only before the first turn",
                          "FJ-2")
            self._check_cards_in_hand(a.cards, me)
            return
        if ph == "mulligan":
            raise _no("まず手札の引き直し(マリガン)を決めてください",
                      "First decide your mulligan", "FJ-2")
        if t is Discard:
            if ph != "discard":
                raise _no("捨てるのはターン終了時です", "Discarding happens at the end of the turn",
                          "FJ-5")
            self._check_cards_in_hand(a.cards, me)
            return
        if ph != "main":
            raise _no("終了時です: 捨てる札を選んでください",
                      "End of turn: choose the cards to discard", "FJ-5")
        if t is End:
            return
        if t is Summon:
            return self._check_summon(a, me)
        if t is Inherit:
            return self._check_inherit(a, me)
        if t is Attack:
            return self._check_attack(a, me)
        if t is Heal:
            return self._check_heal(a, me)
        if t is Rotate:
            return self._check_rotate(a, me)
        if t is Use:
            return self._check_use(a, me)
        raise _no("知らない行動です", "Unknown action")

    def _check_cards_in_hand(self, cards, me: int) -> None:
        hand = self.hands[me]
        for c in cards:
            if c not in hand:
                raise _no(f"{c} は手札にありません", f"{c} is not in your hand")

    def _check_decision(self, a, d) -> None:
        kind = d[0]
        t = type(a)
        if kind == "counter":
            if t is not Counter:
                raise _no("反撃する式神を選んでください", "Choose which shikigami counters next", "FJ-8")
            q = self.board[a.cell]
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

    def _own_piece(self, cell: int, me: int, what_ja: str = "命令", what_en: str = "order"):
        p = self.board[cell]
        if p is None:
            raise _no(f"{CELL_NAMES[cell]} に式神はいません", f"No shikigami on {CELL_NAMES[cell]}")
        if p.owner != me:
            raise _no(f"{CELL_NAMES[cell]} は相手の式神です", f"{CELL_NAMES[cell]} is not yours")
        if p.hidden_by is not None:
            raise _no(f"{p.card.name_ja}はマヨヒガで隠れていて{what_ja}できません",
                      f"{p.card.name_en} is hidden by Mayoiga and cannot be given an {what_en}",
                      "FJ-13")
        return p

    def _visible(self, cell: int | None):
        if cell is None:
            raise _no("対象のマスを選んでください", "Choose a target cell")
        q = self.board[cell]
        if q is None:
            raise _no(f"{CELL_NAMES[cell]} に式神はいません", f"No shikigami on {CELL_NAMES[cell]}")
        if q.hidden_by is not None:
            raise _no(f"{q.card.name_ja}はマヨヒガで隠れていて対象にできません",
                      f"{q.card.name_en} is hidden by Mayoiga and cannot be targeted", "FJ-13")
        return q

    def _hand_card(self, cid: str, me: int, kind: str):
        if cid not in self.hands[me]:
            raise _no(f"{cid} は手札にありません", f"{cid} is not in your hand")
        card = CARDS[cid]
        if card.kind != kind:
            if kind == "shikigami":
                raise _no(f"{card.name_ja}は霊具です (召喚できません)",
                          f"{card.name_en} is a Relic (it cannot be summoned)", "FJ-3")
            raise _no(f"{card.name_ja}は式神です (霊具として使えません)",
                      f"{card.name_en} is a shikigami, not a Relic", "FJ-13")
        return card

    def _check_summon(self, a, me: int) -> None:
        card = self._hand_card(a.card, me, "shikigami")
        if self.board[a.cell] is not None:
            raise _no(f"{CELL_NAMES[a.cell]} はふさがっています", f"{CELL_NAMES[a.cell]} is occupied",
                      "FJ-6")
        cost = self.summon_cost(a.card, a.cell)
        if self.sp[me] < cost:
            raise _money(cost, self.sp[me])
        hp = self._summon_hp(a.card, a.cell, a.orient)
        if hp <= 0:
            raise _no(f"{CELL_NAMES[a.cell]} では{card.name_ja}の耐久が{hp}になるので召喚できません",
                      f"{card.name_en} would have Endurance {hp} on {CELL_NAMES[a.cell]}: "
                      f"cannot summon there", "FJ-4")

    def _check_inherit(self, a, me: int) -> None:
        card = self._hand_card(a.card, me, "shikigami")
        p = self.board[a.cell]
        if p is None:
            raise _no(f"{CELL_NAMES[a.cell]} に式神はいません", f"No shikigami on {CELL_NAMES[a.cell]}",
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
        if not self._attr_ok(card.attr, p.card.attr):
            raise _no("属性が違うので継承召喚できません",
                      "Different attributes: no Succession summon", "FJ-6")
        if self.sp[me] < card.cost:
            raise _money(card.cost, self.sp[me])
        hp = self._inherit_hp(a.card, a.cell)
        if hp <= 0:
            raise _no(f"引き継いだダメージで耐久が{hp}になるので継承召喚できません",
                      f"The inherited damage would leave Endurance {hp}: no Succession summon",
                      "FJ-6")

    def _check_command(self, cell: int, me: int):
        p = self._own_piece(cell, me)
        card = p.card
        if not card.can_attack:
            raise _no(f"{card.name_ja}は攻撃できません", f"{card.name_en} cannot attack", "FJ-15")
        if p.attacked:
            raise _no(f"{card.name_ja}はこのターンもう攻撃しました",
                      f"{card.name_en} has already attacked this turn", "FJ-7")
        if p.summoned and self.window != cell:
            raise _no(f"{card.name_ja}は召喚したターンなので、召喚してすぐでなければ攻撃できません",
                      f"{card.name_en} was summoned this turn: it may attack only right after "
                      f"being summoned", "FJ-6")
        return p

    def _check_attack(self, a, me: int) -> None:
        p = self._check_command(a.cell, me)
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
        if self.sp[me] < cost:
            raise _money(cost, self.sp[me])
        reach = card.reach_tab[a.cell * 4 + p.orient]
        if card.area:
            if a.target_cell is not None:
                raise _no(f"{card.name_ja}は範囲攻撃です (対象は選びません)",
                          f"{card.name_en} makes area attacks (no target to choose)", "FJ-8")
            if not self._enemy_in(reach, me):
                raise _no("間合に敵が1体もいないので攻撃できません",
                          "No enemy in Reach: cannot attack", "FJ-7")
            return
        if a.target_cell is None:
            raise _no(f"{card.name_ja}は単体攻撃です: 間合の敵1体を選んでください",
                      f"{card.name_en} makes single attacks: choose an enemy in Reach", "FJ-8")
        if a.target_cell not in reach:
            raise _no(f"{CELL_NAMES[a.target_cell]} は{card.name_ja}の間合の外です",
                      f"{CELL_NAMES[a.target_cell]} is out of {card.name_en}'s Reach", "FJ-3")
        q = self._visible(a.target_cell)
        if q.owner == me:
            raise _no("単体攻撃は敵を選びます", "A single attack targets an enemy", "FJ-8")

    def _check_heal(self, a, me: int) -> None:
        p = self._check_command(a.cell, me)
        card = p.card
        if p.cid != HENMEN:
            raise _no(f"{card.name_ja}は回復できません", f"{card.name_en} cannot heal", "FJ-15")
        if self.sp[me] < card.attack_cost:
            raise _money(card.attack_cost, self.sp[me])
        if a.target_cell not in card.reach_tab[a.cell * 4 + p.orient]:
            raise _no(f"{CELL_NAMES[a.target_cell]} は{card.name_ja}の間合の外です",
                      f"{CELL_NAMES[a.target_cell]} is out of {card.name_en}'s Reach", "FJ-15")
        q = self._visible(a.target_cell)
        if q.owner != me:
            raise _no("回復できるのは味方だけです", "Only an ally can be healed", "FJ-15")

    def _check_rotate(self, a, me: int) -> None:
        p = self._own_piece(a.cell, me)
        card = p.card
        if p.summoned:
            raise _no(f"{card.name_ja}は召喚したターンなので回転できません",
                      f"{card.name_en} was summoned this turn: it cannot rotate", "FJ-6")
        if p.attacked:
            raise _no(f"{card.name_ja}は攻撃したので、このターンはもう回転できません",
                      f"{card.name_en} has attacked: it cannot rotate this turn", "FJ-7")
        if p.rotated:
            raise _no(f"{card.name_ja}はこのターンもう回転しました",
                      f"{card.name_en} has already rotated this turn", "FJ-7")
        if self.sp[me] < 1:
            raise _money(1, self.sp[me])
        if a.target_cell is not None:
            if p.cid != KURYUGAI:
                raise _no("ほかの式神を回せるのは玖龍街だけです",
                          "Only Kuryugai can turn another shikigami", "FJ-15")
            if a.target_cell == a.cell:
                raise _no("自分を回すときは対象を書きません", "To turn itself, name no target")
            self._visible(a.target_cell)

    def _check_use(self, a, me: int) -> None:
        card = self._hand_card(a.card, me, "relic")
        if self.sp[me] < card.cost:
            raise _money(card.cost, self.sp[me])
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
            raise _no(f"{card.name_ja}の使い方が違います", f"Wrong way to use {card.name_en}", "FJ-13")
        b = self.board
        if cid == "T-009":
            q = self._visible(a.cell)
            if q.orient == a.orient:
                raise _no(f"{q.card.name_ja}はもう{ORIENTS[a.orient]}を向いています",
                          f"{q.card.name_en} already faces {ORIENTS[a.orient]}", "FJ-R11")
        elif cid == "T-011":
            self._visible(a.cell)
        elif cid == "T-010":
            if not any(q is not None and q.owner == me and q.hidden_by is None for q in b):
                raise _no("自分の式神が盤面にいないので使えません",
                          "You have no shikigami on the board", "FJ-15")
        elif cid == "O-010":
            self._own_piece(a.cell, me, "選択", "effect")
            if self._arm_target(a.cell) is None:
                raise _no("正面の方向に敵がいません", "No enemy in the facing direction", "FJ-R09")
        elif cid == "O-011":
            p = self._own_piece(a.cell, me, "選択", "effect")
            if p.card.clan != "shuten":
                raise _no(f"{p.card.name_ja}は酒呑一門ではありません",
                          f"{p.card.name_en} is not of the Shuten clan", "FJ-15")
            if (a.target_cell not in NEIGHBOURS8[a.cell]
                    or a.target_cell in p.card.blind_tab[a.cell * 4 + p.orient]):
                raise _no(f"{CELL_NAMES[a.target_cell]} は届きません (まわり8マス、隙を除く)",
                          f"{CELL_NAMES[a.target_cell]} is out of range (8 around, not the Blind "
                          f"spots)", "FJ-15")
            q = self._visible(a.target_cell)
            if q.owner == me:
                raise _no("敵を選んでください", "Choose an enemy", "FJ-15")
        elif cid == "O-012":
            q = self._visible(a.cell)
            v = 15 if "inshu" in q.card.keywords else 10
            if q.hp == v:
                raise _no(f"耐久がもう{v}なので使えません", f"Endurance is already {v}", "FJ-14")

    # ------------------------------------------------------------ enumerator
    def _gen(self) -> list:
        if self._res is not None:
            return []
        d = self.decision
        if d is not None:
            kind = d[0]
            if kind == "counter":
                return [Counter(self._find(d[1], x)) for x in d[4]]
            if kind == "lantern":
                return [Lantern(c) for c in d[2]]
            return list(FACES)
        ph = self.phase
        me = self.current
        if ph == "mulligan":
            return [Mulligan(s) if s else MULLIGAN_NONE for s in subsets(self.hands[me])]
        if ph == "discard":
            return [Discard(s) if s else DISCARD_NONE for s in subsets(self.hands[me])]
        return self._gen_main(me)

    def _gen_main(self, me: int) -> list:
        b = self.board
        sp = self.sp[me]
        out: list = []
        empties = [c for c in range(9) if b[c] is None]
        mine = [c for c in range(9) if b[c] is not None and b[c].owner == me
                and b[c].hidden_by is None]
        visible = [c for c in range(9) if b[c] is not None and b[c].hidden_by is None]
        for cid in self.hands[me]:
            card = CARDS[cid]
            cost = card.cost
            if card.kind == "shikigami":
                if empties and sp >= (cost - 1 if cost > 1 else 1):
                    tab = summons_for(cid)
                    ungai = cid == UNGAI
                    for c in empties:
                        if sp < (max(1, cost - 1) if c == TAIJI else cost):
                            continue
                        if ungai:
                            for o in range(4):
                                if self._summon_hp(cid, c, o) > 0:
                                    out.append(tab[c][o])
                        elif card.endurance + cell_mod(c, card.attr) > 0:
                            out.extend(tab[c])
                if sp >= cost:
                    for c in mine:
                        p = b[c]
                        if (p.card.cost < cost and self._attr_ok(card.attr, p.card.attr)
                                and self._inherit_hp(cid, c) > 0):
                            out.append(Inherit(cid, c))
            elif sp >= cost:
                self._gen_relic(cid, me, mine, visible, out)
        win = self.window
        for c in mine:
            p = b[c]
            card = p.card
            if card.attack_cost is not None and not p.attacked and (not p.summoned or win == c):
                k = c * 4 + p.orient
                if p.cid == CHEST:
                    out.append(Attack(c, None, "hp"))
                    out.append(Attack(c, None, "draw"))
                elif sp >= card.attack_cost:
                    reach = card.reach_tab[k]
                    if card.area:
                        if self._enemy_in(reach, me):
                            out.append(ATTACK_AREA[c])
                            if "konshin" in card.keywords:
                                out.append(Attack(c, None, "konshin"))
                            if "inshu" in card.keywords and sp >= card.attack_cost + 2:
                                out.append(Attack(c, None, "inshu"))
                    else:
                        row = ATTACK_SINGLE[c]
                        for t in reach:
                            q = b[t]
                            if q is not None and q.owner != me and q.hidden_by is None:
                                out.append(row[t])
                    if p.cid == HENMEN:
                        for t in reach:
                            q = b[t]
                            if q is not None and q.owner == me and q.hidden_by is None:
                                out.append(Heal(c, t))
            if sp >= 1 and not p.summoned and not p.attacked and not p.rotated:
                out.extend(ROTATE_SELF[c])
                if p.cid == KURYUGAI:
                    for t in visible:
                        if t != c:
                            out.append(Rotate(c, "L", t))
                            out.append(Rotate(c, "R", t))
        out.append(END)
        return out

    def _gen_relic(self, cid: str, me: int, mine, visible, out: list) -> None:
        b = self.board
        if cid == "T-009":
            for c in visible:
                o = b[c].orient
                for k in range(4):
                    if k != o:
                        out.append(Use(cid, c, k))
        elif cid == "T-011":
            for c in visible:
                out.append(Use(cid, c))
        elif cid == "T-010":
            if mine:
                out.append(Use(cid))
        elif cid == "O-010":
            for c in mine:
                if self._arm_target(c) is not None:
                    out.append(Use(cid, c, None, "ken"))
                    out.append(Use(cid, c, None, "nigiri"))
        elif cid == "O-011":
            for c in mine:
                p = b[c]
                if p.card.clan != "shuten":
                    continue
                blind = p.card.blind_tab[c * 4 + p.orient]
                for t in NEIGHBOURS8[c]:
                    q = b[t]
                    if (q is not None and q.owner != me and q.hidden_by is None
                            and t not in blind):
                        out.append(Use(cid, c, None, "", t))
        elif cid == "O-012":
            for c in visible:
                q = b[c]
                if q.hp != (15 if "inshu" in q.card.keywords else 10):
                    out.append(Use(cid, c))
