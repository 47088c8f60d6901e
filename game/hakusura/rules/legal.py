"""Which actions are legal now (the only source of legality) and why any other is not.

:func:`generate` lists the actions for the pending decision; :func:`check` is the
validator ``apply`` and ``explain`` share: it accepts exactly the generated
actions and otherwise raises :class:`IllegalAction` naming the rule (chapter
``HS-n`` or ruling ``HS-Rnn``) and the fact of the position that blocks it. A
refusal that would hold for any move (the game is over, another seat decides, it
is another step of the turn) is ``GENERAL``, so a table showing the most telling
refusal of a gesture prefers any other.
"""
from __future__ import annotations

from ...engine import IllegalAction
from . import actions as A
from .cards import (BOGYO, CHARACTERS, EDGES, HAND_CARDS, HAND_NAMES, JUTSU, KOGEKI, YOKAI, name)
from .combat import enemy_targets, who, yokai_targets
from .effects import can_evolve, effect_choices, evolve_sum

START_KEYS = ("ippon", "fui", "sakubo")


def _fresh(p, yid: str) -> bool:
    """Ability of shikigami ``yid`` not yet spent: 戦闘ごと N 回, ゲーム中1回, once a turn."""
    ab = YOKAI[yid].ability
    key = YOKAI[yid].ability_key
    if key in p.turn_used:
        return False
    if ab.count == "g1":
        return yid not in p.flipped
    if ab.count.startswith("b"):
        return p.uses.get(key, 0) < ab.per_battle
    return False


def sakubo_ok(s) -> bool:
    """策謀 only means something in the duel and in a solo turn with a flip (R15)."""
    if s.duel:
        return True
    return s.solo and s.battle <= 6 and sum(1 for e in s.enemies if e.alive) == 1


def start_options(s, seat: int) -> list:
    p = s.ps[seat]
    out = []
    for y in p.shiki:
        ab = YOKAI[y].ability
        if ab.timing != "start" or not _fresh(p, y):
            continue
        key = YOKAI[y].ability_key
        if key == "ippon":
            for c in HAND_CARDS:
                if c in p.used:
                    out.append(A.Use(seat, y, c))
        elif key == "sakubo":
            if sakubo_ok(s):
                out.append(A.Use(seat, y))
        else:
            out.append(A.Use(seat, y))
    return out


def action_abilities(s, seat: int) -> list:
    p = s.ps[seat]
    out = []
    targets = None
    for y in p.shiki:
        ab = YOKAI[y].ability
        if ab.timing != "action" or not _fresh(p, y):
            continue
        key = YOKAI[y].ability_key
        if targets is None:
            targets = enemy_targets(s, seat)
        if key in ("itobaku", "hoshoku"):
            out.extend(A.Use(seat, y, t) for t in targets)
        elif key == "konran":
            if s.duel:
                out.append(A.Use(seat, y))
            else:
                out.extend(A.Use(seat, y, t) for t in yokai_targets(s))
        elif key == "dokuiki":
            if targets:
                out.extend(A.Use(seat, y, c) for c in HAND_CARDS if c in p.hand)
        elif key == "hiwatari":
            if targets:
                out.append(A.Use(seat, y))
        elif key == "juso":
            if p.hp > 1:
                out.append(A.Use(seat, y))
        elif key == "hyakumonogatari":
            if s.duel or any(e.alive for e in s.enemies):
                out.append(A.Use(seat, y))
        else:
            out.append(A.Use(seat, y))
    return out


def card_plays(s, seat: int, card: str, renda: bool) -> list:
    p = s.ps[seat]
    needs = card in (KOGEKI, JUTSU) or (card == BOGYO and p.char == "doman" and not p.evolved)
    ts = enemy_targets(s, seat) if needs else []
    if ts:
        return [A.Play(seat, card, t, renda) for t in ts]
    return [A.Play(seat, card, "", renda)]


def kuzu_options(s, seat: int) -> list:
    p = s.ps[seat]
    if p.char != "kuzunoha" or not p.alive:
        return []
    out = []
    if not p.evolved:
        if JUTSU in p.played and p.used:
            out = [A.Return(seat, c) for c in HAND_CARDS if c in p.used]
    else:
        ts = enemy_targets(s, seat)
        for c in (KOGEKI, JUTSU):
            if c in p.used:
                out.extend(A.Return(seat, c, t) for t in ts) if ts else out.append(A.Return(seat, c))
    if out:
        out.append(A.Pass(seat))
    return out


def generate(s) -> list:
    if s._res is not None or s.pending is None:
        return []
    d = s.pending
    kind, seat = d[0], d[1]
    p = s.ps[seat]
    if kind == "pick":
        return [A.Pick(seat, c) for c in HAND_CARDS if c in p.hand]
    if kind == "start":
        return start_options(s, seat) + [A.Pass(seat)]
    if kind == "act":
        out = action_abilities(s, seat)
        if can_evolve(p):
            out.append(A.Evolve(seat))
        return out + card_plays(s, seat, p.playing[0], False)
    if kind == "evolve":
        spent = d[2]
        out = [A.Spend(seat, y) for y in p.shiki if y not in spent]
        if sum(YOKAI[y].lv for y in spent) >= CHARACTERS[p.char].evolve_lv:
            out.append(A.EvolveDone(seat))
        return out
    if kind == "partner":
        return [A.Partner(seat, y) for y in p.shiki]
    if kind == "equip":
        return [A.Equip(seat, d[2], w) for w in EDGES + ("keep",)]
    if kind == "after":
        _, _, card, _same, pool = d
        return [A.After(seat, src, t) for src in pool for t in effect_choices(s, seat, card, src)]
    if kind == "renda":
        out = []
        for c in HAND_CARDS:
            if c in p.hand:
                out.extend(card_plays(s, seat, c, True))
        return out
    if kind == "hit":
        return [A.Hit(seat, d[2], t) for t in enemy_targets(s, seat)]
    if kind == "kuzu":
        return kuzu_options(s, seat)
    if kind == "take":
        return [A.Take(seat, y, w) for y in s.loot for w in A.WHERE]
    if kind == "start_shiki":
        return [A.Take(seat, y, w, True) for y in s.piles[s.level["start_shiki"]] for w in A.WHERE]
    if kind == "discard":
        return [A.Discard(seat, y) for y in p.shiki]
    if kind == "flip":
        return [A.Flip(seat, c) for c in HAND_CARDS if c in s.flip_left]
    raise AssertionError(kind)  # pragma: no cover


# ---------------------------------------------------------------- the validator
def check(s, action) -> None:
    """Raise IllegalAction unless ``action`` is legal now (same list as ``legal_actions``)."""
    if not isinstance(action, A.Action):
        raise IllegalAction("行動ではありません(ターンの手順で選ぶ手ではない)", "Not an action (no step of the "
                            "turn)", rule="HS-5", specificity=IllegalAction.GENERAL)
    if action in s.legal_actions():
        return
    raise refusal(s, action)


KIND_JA = {"pick": "カードを伏せて選ぶ", "start": "ターン開始時の能力を使うか決める",
           "act": "アクション時(能力・進化・カードの処理)", "evolve": "進化のコストの式神を選ぶ",
           "partner": "相棒を選ぶ", "equip": "使った式神を装備するか決める",
           "after": "辺の効果の順番を選ぶ", "renda": "連撃の2枚目を選ぶ", "hit": "灯火の相手を選ぶ",
           "kuzu": "葛葉の能力で使用済みを戻すか決める", "take": "倒した妖を取る",
           "start_shiki": "初期式神を選ぶ", "discard": "捨て札にする式神を選ぶ", "flip": "いない席のめくりを選ぶ"}
KIND_EN = {"pick": "laying a card face down", "start": "turn-start abilities", "act":
           "the start of an action: abilities, evolution, then the card", "evolve":
           "choosing the shikigami to spend", "partner": "choosing a partner", "equip":
           "equipping the used shikigami or not", "after": "ordering edge texts", "renda":
           "Double Strike's second card", "hit": "Lamplight's target", "kuzu": "Kuzunoha's return",
           "take": "taking a defeated yokai", "start_shiki": "the starting shikigami",
           "discard": "the shikigami to discard", "flip": "the empty seat's card"}
VERB_KIND = {A.Pick: ("pick",), A.Use: ("start", "act"), A.Evolve: ("act",), A.Spend: ("evolve",),
             A.EvolveDone: ("evolve",), A.Partner: ("partner",), A.Equip: ("equip",), A.After: ("after",),
             A.Hit: ("hit",), A.Return: ("kuzu",), A.Take: ("take", "start_shiki"),
             A.Discard: ("discard",), A.Flip: ("flip",), A.Pass: ("start", "kuzu")}


def _ill(ja: str, en: str, rule: str) -> IllegalAction:
    return IllegalAction(ja, en, rule=rule)


def _general(ja: str, en: str, rule: str) -> IllegalAction:
    """A refusal that says little about the move itself (see the module doc)."""
    return IllegalAction(ja, en, rule=rule, specificity=IllegalAction.GENERAL)


def refusal(s, a) -> IllegalAction:
    """The rule that truly blocks ``a`` now, with the fact that triggers it."""
    if s._res is not None:
        return _general("ゲームは終わっています。", "The game is over.", "HS-4")
    d = s.pending
    kind, mover = d[0], d[1]
    seat = getattr(a, "seat", None)
    if seat is None or seat >= s.nseats or s.ps[seat].empty:
        return _general("その席はこのゲームにいません。", "That seat is not in this game.", "HS-9")
    if seat != mover:
        mja, men = who(s, mover)
        return _general(f"今は{mja}が決める番です({KIND_JA[kind]})。", f"{men} decides now ({KIND_EN[kind]}).",
                        "HS-5")
    p = s.ps[seat]
    t = type(a)
    kinds = ("renda",) if t is A.Play and a.renda else ("act",) if t is A.Play else VERB_KIND.get(t, ())
    if t is A.Use:
        return _use_refusal(s, p, a, kind)
    if kind not in kinds:
        if t is A.Evolve:
            return _ill(f"能力の宣言と進化はアクション時の最初だけです(今は{KIND_JA[kind]})。",
                        f"Abilities and evolution are declared only at the start of your action "
                        f"(now: {KIND_EN[kind]}).", "HS-7")
        return _general(f"今は{KIND_JA[kind]}ところです。", f"Now: {KIND_EN[kind]}.", "HS-5")
    if t is A.Pick:
        if a.card in p.used:
            return _ill(f"{name(a.card)}は使用済みです: 使用済みのカードは手札に戻るまで出せません。",
                        f"{name(a.card, 'en')} is used: used cards return only when your hand is empty.", "HS-5")
        return _ill(f"{name(a.card)}は手札にありません。", f"{name(a.card, 'en')} is not in your hand.", "HS-5")
    if t is A.Evolve:
        if p.evolved:
            return _ill("進化は1ゲームに1回です(もう進化しています)。", "You evolve once per game (already done).", "HS-7")
        need = CHARACTERS[p.char].evolve_lv
        return _ill(f"式神の Lv の合計が{evolve_sum(p)}: 進化には{need}以上が要ります。",
                    f"Your shikigami's Lv total is {evolve_sum(p)}: evolving needs {need}.", "HS-7")
    if t is A.EvolveDone:
        need = CHARACTERS[p.char].evolve_lv
        got = sum(YOKAI[y].lv for y in d[2])
        return _ill(f"選んだ式神の Lv 合計は{got}: {need}以上にしてください。",
                    f"The chosen shikigami total Lv {got}: {need} or more is needed.", "HS-7")
    if t in (A.Spend, A.Partner, A.Discard) and a.yokai not in p.shiki:
        return _ill(f"{name(a.yokai)}は{who(s, seat)[0]}の式神ではありません。",
                    f"{name(a.yokai, 'en')} is not one of {who(s, seat)[1]}'s shikigami.", "HS-7")
    if t is A.Spend:
        return _ill(f"{name(a.yokai)}はもう選んでいます。", f"{name(a.yokai, 'en')} is already chosen.", "HS-7")
    if t is A.Play:
        want = p.playing[0] if kind == "act" else None
        if kind == "act" and a.card != want:
            return _ill(f"処理するのは開いたカード({name(want)})です。", f"You resolve the card you revealed "
                        f"({name(want, 'en')}).", "HS-5")
        if kind == "renda" and a.card not in p.hand:
            return _ill(f"{name(a.card)}は手札にありません。", f"{name(a.card, 'en')} is not in your hand.", "HS-7")
        return _target_refusal(s, seat, a.enemy)
    if t is A.Take:
        pool = s.loot if kind == "take" else s.piles.get(s.level["start_shiki"], []) if s.level else []
        if a.yokai not in pool:
            return _ill(f"{name(a.yokai)}は取れる妖の中にありません。", f"{name(a.yokai, 'en')} is not among the "
                        "yokai you may take.", "HS-6" if kind == "take" else "HS-9")
        return _ill("今は取れません。", "Not now.", "HS-6")
    if t is A.Return:
        if p.evolved and a.card == BOGYO:
            return _ill("進化後の葛葉が戻せるのは使用済みの攻撃と術です(防御は戻せない)。", "Evolved Kuzunoha "
                        "returns used Attack and Jutsu only (not Defend).", "HS-12")
        if a.card not in p.used:
            return _ill(f"{name(a.card)}は使用済みにありません。", f"{name(a.card, 'en')} is not used.", "HS-10")
        return _target_refusal(s, seat, a.enemy)
    if t in (A.After, A.Hit):
        return _target_refusal(s, seat, a.enemy)
    if t is A.Flip and a.card not in s.flip_left:
        return _ill(f"{name(a.card)}はもうめくってあります。", f"{name(a.card, 'en')} was already laid.", "HS-9")
    return _general("今はその手を選べません。", "That move is not available now.", "HS-5")


def _target_refusal(s, seat: int, enemy: str) -> IllegalAction:
    ts = enemy_targets(s, seat)
    if not enemy and ts:
        return _ill("敵1体を選んでください。", "Choose one enemy.", "HS-10")
    if enemy == "boss" and any(e.kind == "minion" and e.alive for e in s.enemies):
        return _ill("取り巻きがいる間、ボスはダメージを受けないので選べません。",
                    "While its minion stands the boss takes no damage, so it cannot be chosen.", "HS-8")
    if enemy and enemy not in ts:
        return _ill(f"{enemy} は生きている敵ではありません。", f"{enemy} is not a living enemy.", "HS-10")
    return _general("今はその手を選べません。", "That move is not available now.", "HS-5")


def _use_refusal(s, p, a, kind: str) -> IllegalAction:
    y = YOKAI[a.yokai]
    ab = y.ability
    key = y.ability_key
    if a.yokai not in p.shiki:
        if any(a.yokai in p.equip[e] for e in EDGES):
            return _ill(f"{y.ja}は装備です: 装備は辺の数字と文だけが効き、能力は使えません。",
                        f"{y.en} is equipment: only its edges count, not its ability.", "HS-7")
        return _ill(f"{y.ja}はあなたの式神ではありません。", f"{y.en} is not your shikigami.", "HS-7")
    if ab.timing in ("constant", "auto"):
        return _ill(f"「{ab.name_ja}」は{'常時' if ab.timing == 'constant' else '自動'}の能力です: 宣言はいりません。",
                    f"{ab.name_en} is {'constant' if ab.timing == 'constant' else 'automatic'}: no declaring.", "HS-7")
    if key == "sakubo" and not s.duel:
        if not s.solo:
            return _ill("策謀は2人で妖と戦っている時は使えません。", "Scheme cannot be used while two players fight "
                        "yokai.", "HS-R23")
        return _ill("このターンはいない席のめくりがないので、策謀は使えません。", "No empty-seat card is laid this turn, "
                    "so Scheme cannot be used.", "HS-R23")
    want = "start" if ab.timing == "start" else "act"
    if kind != want:
        when_ja = "ターン開始時" if want == "start" else "アクション時"
        return _ill(f"「{ab.name_ja}」は{when_ja}に使う能力です。", f"{ab.name_en} is used at "
                    f"{'the start of the turn' if want == 'start' else 'your action'}.", "HS-7")
    if key in p.turn_used:
        return _ill(f"同じ能力は1ターンに1回です(「{ab.name_ja}」は使いました)。",
                    f"The same ability once per turn ({ab.name_en} was used).", "HS-7")
    if ab.count == "g1" and a.yokai in p.flipped:
        return _ill(f"「{ab.name_ja}」はゲーム中1回: もう使い切っています。", f"{ab.name_en} is once per game: used up.",
                    "HS-7")
    if ab.count.startswith("b") and p.uses.get(key, 0) >= ab.per_battle:
        return _ill(f"「{ab.name_ja}」は戦闘ごと{ab.per_battle}回: この戦闘ではもう{p.uses[key]}回使いました。",
                    f"{ab.name_en} is {ab.per_battle}× per battle: used {p.uses[key]}× this battle.", "HS-7")
    if key == "juso" and p.hp <= 1:
        return _ill(f"HP {p.hp} では HP 1 を払えません(HP が 1 以下なら払えない)。",
                    f"HP {p.hp} cannot pay 1 HP (you cannot pay with HP at or below it).", "HS-10")
    if key == "ippon" and a.arg not in p.used:
        if a.arg in HAND_CARDS:
            return _ill(f"{name(a.arg)}は使用済みではありません: 一本足で戻せるのは使用済みのカードです。",
                        f"{name(a.arg, 'en')} is not used: One Leg returns a used card.", "HS-R25")
        return _ill("一本足で戻す使用済みのカードを選んでください。", "Choose the used card One Leg returns.", "HS-R25")
    if key == "dokuiki" and a.arg not in p.hand:
        if a.arg in p.playing:
            return _ill(f"{name(a.arg)}は今出しているカードです: 毒息で捨てるのは手札のカード。",
                        f"{name(a.arg, 'en')} is the card you are playing: Poison Breath discards a card from your "
                        "hand.", "HS-R26")
        return _ill("毒息で捨てるのは手札のカードです(今出しているカードは選べない)。",
                    "Poison Breath discards a card from your hand (not the one you are playing).", "HS-R26")
    if ab.target in ("enemy", "yokai") or key in ("hiwatari", "dokuiki"):
        if key == "konran" and a.arg in yokai_targets(s):
            pass
        else:
            return _target_refusal(s, p.seat, a.arg if a.arg.startswith(("yokai", "boss", "minion", "player"))
                                   else "")
    return _ill("今はその能力を使えません。", "That ability cannot be used now.", "HS-7")


assert set(HAND_NAMES) == set(HAND_CARDS)
