"""ハクスラ陰陽師's printed components as data: the 4 double-sided characters
(付録), the 18 yokai (妖の面 / 式神の面, reconstruction §4 and §9), the two
bosses (§5) and the three hand cards (5.2).

Yokai actions are ``Act(target, damage, ignore)`` with target one of
``sente`` (先手), ``gote`` (後手), ``both`` (両方), ``left`` (左の人),
``right`` (右の人); ``ignore`` = 防御無視. Edges are ``Edge(stat, amount, text)``:
the stat bonus that always counts (攻/防/術 ＋n) and the effect key that works
only on the turn the edge's card is played (7.2).
"""
from __future__ import annotations

from dataclasses import dataclass

# ---------------------------------------------------------------- hand cards
KOGEKI, BOGYO, JUTSU = "kogeki", "bogyo", "jutsu"
HAND_CARDS = (KOGEKI, BOGYO, JUTSU)
HAND_NAMES = {KOGEKI: ("攻撃", "Attack"), BOGYO: ("防御", "Defend"), JUTSU: ("術", "Jutsu")}
HAND_TEXT = {
    KOGEKI: ("敵1体に、攻の数字ぶんのダメージ(防で減る)。攻の装備の効果を任意の順番で使える。",
             "Attack one enemy for your 攻; reduced by its 防. Resolve your left-edge texts in any order."),
    BOGYO: ("開いた時からこのターンの終わりまで、ダメージを一切受けない。防の装備の効果を任意の順番で使える。",
            "From reveal to end of turn you take no damage at all. Resolve your right-edge texts in any order."),
    JUTSU: ("敵1体に、術の数字ぶんのダメージ(防御無視)。術の装備の効果を任意の順番で使える。",
            "Hit one enemy for your 術, ignoring 防. Resolve your bottom-edge texts in any order."),
}
#: the edge each hand card switches on (7.2): left = 攻, right = 防, bottom = 術
EDGE_OF = {KOGEKI: "left", BOGYO: "right", JUTSU: "bottom"}
EDGES = ("left", "right", "bottom")
EDGE_NAMES = {"left": ("左(攻)", "left (攻)"), "right": ("右(防)", "right (防)"),
              "bottom": ("下(術)", "bottom (術)")}


# ---------------------------------------------------------------- characters
@dataclass(frozen=True, slots=True)
class Face:
    hp: int
    atk: int      # 攻
    bo: int       # 防
    jutsu: int    # 術
    text_ja: str
    text_en: str


@dataclass(frozen=True, slots=True)
class Character:
    cid: str
    ja: str
    en: str
    front: Face
    back: Face
    evolve_lv: int     # Lv sum of shikigami needed to evolve (7.4)

    def face(self, evolved: bool) -> Face:
        return self.back if evolved else self.front


CHARACTERS: dict[str, Character] = {c.cid: c for c in (
    Character("seimei", "晴明", "Seimei",
              Face(11, 2, 1, 2, "手札が0枚になるたび、敵全部に式神の数だけダメージ（防御無視）",
                   "Each time your hand refills from 0, deal your shikigami count to every enemy (ignores 防)."),
              Face(13, 3, 1, 3, "進化した時、式神1体を相棒にする。相棒は攻・防・術すべてに装備したものとして扱い、"
                   "式神としての効果も使える",
                   "On evolving, one shikigami becomes your partner: it counts as equipped on all three "
                   "edges and keeps its ability."), 3),
    Character("doman", "道満", "Doman",
              Face(13, 3, 0, 2, "防御を出した時、敵1体に術のステータス合計−1のダメージ（防御無視）",
                   "When you play Defend, deal (your 術 total − 1) to one enemy (ignores 防)."),
              Face(15, 3, 0, 3, "防御を出したターン、敵から受けるはずだったダメージを、その敵に与える",
                   "On a turn you play Defend, every damage an enemy would have dealt you is dealt to it."), 5),
    Character("rinka", "梨花", "Rinka",
              Face(10, 3, 1, 1, "攻撃カードのダメージも敵の防で減らない（防御無視）",
                   "Your Attack card's damage also ignores the enemy's 防."),
              Face(12, 4, 1, 2, "攻撃カードのダメージも防御無視。攻撃の後、敵1体に攻のステータス合計のダメージ（防御無視）",
                   "Attack ignores 防; after an Attack, deal your 攻 total to one enemy (ignores 防)."), 5),
    Character("kuzunoha", "葛葉", "Kuzunoha",
              Face(12, 2, 0, 3, "術を出したターンの終わりに、使用済みのカードを1枚、手札に戻せる",
                   "At the end of a turn you played Jutsu, you may return one used card to your hand."),
              Face(14, 4, 0, 4, "ターンの終わりに、使用済みの攻撃と術を手札に戻せる。戻したカード1枚につき、"
                   "敵1体に2ダメージ（防御無視）",
                   "At the end of each turn you may return your used Attack and Jutsu; each returned card "
                   "deals 2 to one enemy (ignores 防)."), 3),
)}
CHARACTER_IDS = tuple(CHARACTERS)
HP_CAP = 20


# ---------------------------------------------------------------- yokai
@dataclass(frozen=True, slots=True)
class Act:
    target: str        # sente / gote / both / left / right
    dmg: int
    ignore: bool = False
    tech: str = ""     # boss 技: "hand" (random hand discard) / "shiki" (discard a shikigami)


@dataclass(frozen=True, slots=True)
class Edge:
    stat: str = ""     # "atk" / "bo" / "jutsu" / "" : the 攻/防/術 ＋n that always counts
    amount: int = 0
    text: str = ""     # effect key (works only on the turn this edge's card is played)


@dataclass(frozen=True, slots=True)
class Ability:
    name_ja: str
    name_en: str
    timing: str        # start (ターン開始時) / action (アクション時) / constant (常時) / auto (自動)
    count: str         # b1 / b2 (戦闘ごと N 回) / g1 (ゲーム中1回) / "" (no count)
    text_ja: str
    text_en: str
    target: str = ""   # "" / "enemy" (敵1体) / "yokai" (妖1体) / "used" / "hand" : what the player names

    @property
    def per_battle(self) -> int:
        return int(self.count[1:]) if self.count.startswith("b") else 0


@dataclass(frozen=True, slots=True)
class Yokai:
    yid: str
    ja: str
    en: str
    lv: int
    hp: int
    bo: int
    acts: tuple[Act, ...]
    special: str            # "" / repeat3 / alone+N / alone2x / death_both:N / death_killer:N
    ability_key: str
    ability: Ability
    left: Edge
    right: Edge
    bottom: Edge
    note_ja: str = ""

    def edge(self, name: str) -> Edge:
        return self.left if name == "left" else self.right if name == "right" else self.bottom

    @property
    def alone_bonus(self) -> int:
        return int(self.special[6:]) if self.special.startswith("alone+") else 0


def _a(t: str, d: int, ig: bool = False) -> Act:
    return Act(t, d, ig)


S, G, B, L, R = "sente", "gote", "both", "left", "right"

YOKAI_LIST = (
    # ---- Lv1
    Yokai("chochin", "提灯お化け", "Lantern Ghost", 1, 5, 0, (_a(G, 2), _a(B, 2), _a(S, 3)), "",
          "tomoshibi", Ability("灯火", "Lamplight", "constant", "",
                               "手札が0枚になるたび、敵1体に1ダメージ(防御無視)。",
                               "Each time your hand refills from 0, deal 1 to one enemy (ignores 防).", "enemy"),
          Edge("atk", 1), Edge("bo", 1), Edge("jutsu", 1)),
    Yokai("kitsunebi", "狐火", "Fox-fire", 1, 4, 0, (_a(S, 2), _a(R, 2), _a(G, 3, True)), "",
          "hiwatari", Ability("火渡", "Fire Walk", "action", "b2", "敵全部に1ダメージ(防御無視)。",
                              "Deal 1 to every enemy (ignores 防)."),
          Edge(text="other1"), Edge(text="next_atk2"), Edge("jutsu", 1)),
    Yokai("karakasa", "唐傘", "Umbrella Ghost", 1, 5, 0, (_a(L, 2), _a(R, 2), _a(B, 2)), "",
          "ippon", Ability("一本足", "One Leg", "start", "b1", "使用済みのカードを1枚、手札に戻す。",
                           "Return one used card to your hand.", "used"),
          Edge("atk", 1), Edge("bo", 1), Edge(text="chain_attack")),
    Yokai("ittan", "一反木綿", "Ittan-momen", 1, 6, 0, (_a(S, 2), _a(G, 2), _a(B, 2)), "",
          "makitsuki", Ability("巻付", "Wrap", "action", "b1", "このターン受けるダメージ−2。",
                               "This turn, damage you take −2."),
          Edge("atk", 1), Edge("bo", 1), Edge(text="reduce1")),
    Yokai("kamaitachi", "鎌鼬", "Kamaitachi", 1, 4, 0, (_a(L, 2), _a(R, 2), _a(B, 2, True)), "",
          "fui", Ability("不意", "Surprise", "start", "b1",
                         "このターン、他プレイヤーより先に動く。攻・術のステータス＋1。",
                         "This turn you act before the other player; 攻 and 術 +1."),
          Edge(text="same1i"), Edge("bo", 1), Edge(text="heal1")),
    Yokai("kappa", "河童", "Kappa", 1, 4, 1, (_a(S, 2), _a(L, 2), _a(G, 2)), "",
          "myoyaku", Ability("妙薬", "Secret Salve", "action", "g1", "HP を4回復。", "Heal 4 HP."),
          Edge("atk", 1), Edge(text="heal1"), Edge("jutsu", 1)),
    # ---- Lv2
    Yokai("nekomata", "猫又", "Nekomata", 2, 8, 0, (_a(S, 2), _a(G, 4), _a(B, 2)), "",
          "kusho", Ability("九生", "Nine Lives", "auto", "g1", "HP が 0 になる時、倒れずに HP 3 になる。",
                           "When your HP would drop to 0, you stay up with HP 3."),
          Edge("atk", 2), Edge("bo", 1), Edge("jutsu", 1)),
    Yokai("yukionna", "雪女", "Yuki-onna", 2, 7, 1, (_a(S, 3), _a(G, 4), _a(B, 1, True)), "repeat3",
          "fubuki", Ability("吹雪", "Blizzard", "action", "b1", "このターン、術のステータス合計を2倍にする。",
                            "This turn, double your 術 total."),
          Edge("atk", 1), Edge("bo", 1), Edge("jutsu", 1, "reduce2")),
    Yokai("aoandon", "青行燈", "Ao-andon", 2, 8, 0, (_a(B, 2), _a(G, 4, True), _a(S, 2)), "",
          "hyakumonogatari", Ability("百物語", "Hundred Tales", "action", "g1",
                                     "このターン、妖はすべて行動しない(ボスも)。(決闘: このターン受けるダメージ−3)",
                                     "This turn no yokai acts (bosses too). (Duel: this turn, damage you take −3.)"),
          Edge(text="bo3"), Edge(text="next_jutsu2"), Edge("jutsu", 1)),
    Yokai("tengu", "天狗", "Tengu", 2, 7, 1, (_a(S, 2), _a(G, 4), _a(R, 3)), "alone2x",
          "rengeki", Ability("連撃", "Double Strike", "action", "b1",
                             "このカードの処理の後、手札からもう1枚出して処理する。",
                             "After this card resolves, play one more card from your hand and resolve it."),
          Edge(text="atk2"), Edge(text="bank2"), Edge("jutsu", 1)),
    Yokai("inugami", "犬神", "Inugami", 2, 7, 1, (_a(G, 4), _a(L, 2), _a(B, 2)), "alone+1",
          "juso", Ability("呪詛", "Curse", "action", "b1", "HP 1 を払う。このターン、術のダメージを2回与える。",
                          "Pay 1 HP. This turn your Jutsu deals its damage twice."),
          Edge(text="same2"), Edge("bo", 1), Edge("jutsu", 1)),
    Yokai("nurarihyon", "ぬらりひょん", "Nurarihyon", 2, 9, 0, (_a(L, 3), _a(S, 2), _a(G, 4)), "",
          "sakubo", Ability("策謀", "Scheme", "start", "b1",
                            "決闘: このターン、相手は先にカードを選んで表向きで出す。1人用: このターンのいない席のめくりは、"
                            "残りの中から好きな1枚を選んで置く。(2人で妖と戦っている時は使えない)",
                            "Duel: this turn your opponent picks first, face up. Solo: you choose this turn's "
                            "empty-seat card. (Not while two players fight yokai.)"),
          Edge("atk", 1), Edge("bo", 1), Edge("jutsu", 2)),
    # ---- Lv3
    Yokai("oni", "鬼", "Oni", 3, 12, 1, (_a(S, 3), _a(G, 6), _a(B, 3)), "",
          "goriki", Ability("剛力", "Brute Force", "action", "b1", "このターン、攻のステータス合計を2倍にする。",
                            "This turn, double your 攻 total."),
          Edge("atk", 2), Edge(text="oni_hit"), Edge("jutsu", 1)),
    Yokai("tsuchigumo", "土蜘蛛", "Tsuchigumo", 3, 10, 2, (_a(L, 4), _a(R, 4), _a(G, 4)), "death_killer:3",
          "itobaku", Ability("糸縛", "Thread Bind", "action", "b1",
                             "敵1体に、使用済み1枚につき2ダメージ(防御無視)。",
                             "Deal 2 per used card to one enemy (ignores 防).", "enemy"),
          Edge("atk", 2), Edge("bo", 2), Edge("jutsu", 2)),
    Yokai("nue", "鵺", "Nue", 3, 11, 1, (_a(S, 3), _a(G, 5), _a(B, 2)), "repeat3",
          "konran", Ability("混乱", "Confusion", "action", "g1",
                            "妖1体(ボスも選べる)は、このターン行動しない。(決闘: このターン受けるダメージ−3) "
                            "効果適用後に、装備できる。",
                            "One yokai (a boss too) does not act this turn. (Duel: this turn, damage you take −3.) "
                            "Afterwards you may equip this card.", "yokai"),
          Edge(text="nue_hit"), Edge("bo", 2), Edge("jutsu", 2)),
    Yokai("gashadokuro", "がしゃどくろ", "Gashadokuro", 3, 12, 1, (_a(B, 3), _a(S, 3), _a(G, 6)), "death_both:2",
          "hoshoku", Ability("捕食", "Devour", "action", "g1",
                             "敵1体に4ダメージ(防御無視)。そのあと HP を3回復。効果適用後に、装備できる。",
                             "Deal 4 to one enemy (ignores 防), then heal 3. Afterwards you may equip this card.",
                             "enemy"),
          Edge("atk", 2), Edge("bo", 2), Edge(text="jutsu_twice")),
    Yokai("ushioni", "牛鬼", "Ushi-oni", 3, 11, 1, (_a(G, 5), _a(S, 3), _a(R, 4)), "alone+2",
          "dokuiki", Ability("毒息", "Poison Breath", "action", "b1",
                             "手札を1枚捨てる。そうしたら、敵全部に3ダメージ(防御無視)。",
                             "Discard a card from your hand; then deal 3 to every enemy (ignores 防).", "hand"),
          Edge(text="atk3"), Edge("bo", 2), Edge("jutsu", 2)),
    Yokai("omukade", "大百足", "Omukade", 3, 10, 2, (_a(R, 3), _a(L, 5), _a(B, 2, True)), "",
          "gyakushu", Ability("逆襲", "Counterstrike", "constant", "",
                              "敵からダメージを受けるたび、1を次の攻撃に足す。",
                              "Each time an enemy damages you, add 1 to your next Attack."),
          Edge(text="same3"), Edge("bo", 2), Edge("jutsu", 1)),
)
YOKAI: dict[str, Yokai] = {y.yid: y for y in YOKAI_LIST}
YOKAI_IDS = tuple(YOKAI)
BY_LV = {lv: tuple(y.yid for y in YOKAI_LIST if y.lv == lv) for lv in (1, 2, 3)}
#: ability key -> the yokai whose shikigami face carries it
ABILITY_OWNER = {y.ability_key: y.yid for y in YOKAI_LIST}

#: edge effect texts, (ja, en)
EDGE_TEXT = {
    "other1": ("攻撃の後、もう1体の妖に1ダメージ(防御無視)", "after Attack, 1 to the other yokai (ignores 防)"),
    "next_atk2": ("次のターン、攻＋2", "next turn 攻 +2"),
    "next_jutsu2": ("次のターン、術＋2", "next turn 術 +2"),
    "chain_attack": ("手札に攻撃があれば、続けて出して処理する", "if Attack is in hand, play and resolve it next"),
    "reduce1": ("術の後、このターン受けるダメージ−1", "after Jutsu, damage taken this turn −1"),
    "reduce2": ("術の後、このターン受けるダメージ−2", "after Jutsu, damage taken this turn −2"),
    "same1i": ("攻撃の後、同じ敵に1の追加ダメージ(防御無視)", "after Attack, 1 more to the same enemy (ignores 防)"),
    "same2": ("攻撃の後、同じ敵に2の追加ダメージ", "after Attack, 2 more to the same enemy"),
    "same3": ("攻撃の後、同じ敵に3の追加ダメージ", "after Attack, 3 more to the same enemy"),
    "heal1": ("の後、HP を1回復", "afterwards heal 1"),
    "bo3": ("攻撃の後、このターン防＋3", "after Attack, 防 +3 this turn"),
    "atk2": ("このターン攻＋2", "攻 +2 this turn"),
    "atk3": ("このターン攻＋3", "攻 +3 this turn"),
    "bank2": ("防御の後、2を次の攻撃に足す", "after Defend, add 2 to your next Attack"),
    "oni_hit": ("防御の後、敵1体に攻のステータス合計のダメージ", "after Defend, deal your 攻 total to one enemy"),
    "nue_hit": ("攻撃の後、敵1体に術のステータス合計のダメージ(防御無視)",
                "after Attack, deal your 術 total to one enemy (ignores 防)"),
    "jutsu_twice": ("術のダメージを2回与える", "your Jutsu deals its damage twice"),
}
STAT_NAMES = {"atk": ("攻", "攻"), "bo": ("防", "防"), "jutsu": ("術", "術")}


def edge_text(y: Yokai, edge: str, lang: str = "ja") -> str:
    """The printed text of one edge ("攻＋1", "術＋1。術の後、…")."""
    e = y.edge(edge)
    parts = []
    if e.stat:
        sep = "＋" if lang == "ja" else " +"
        parts.append(f"{STAT_NAMES[e.stat][0]}{sep}{e.amount}")
    if e.text:
        ja, en = EDGE_TEXT[e.text]
        if e.text == "heal1":
            ja = ("防御" if edge == "right" else "術") + ja
            en = ("after Defend, heal 1" if edge == "right" else "after Jutsu, heal 1")
        parts.append(ja if lang == "ja" else en)
    return ("。" if lang == "ja" else "; ").join(parts)


# ---------------------------------------------------------------- bosses
@dataclass(frozen=True, slots=True)
class Boss:
    bid: str
    ja: str
    en: str
    hp: int
    bo: int
    acts: tuple[Act, ...]   # ①..⑤; ⑤ repeats for ever


BOSSES: dict[str, Boss] = {b.bid: b for b in (
    Boss("shuten", "酒呑童子", "Shuten-doji", 36, 2,
         (Act(B, 5), Act(G, 6), Act(S, 5, False, "hand"), Act(B, 4, False, "shiki"), Act(G, 5))),
    Boss("hashihime", "橋姫", "Hashihime", 36, 1,
         (Act(B, 3, True), Act(G, 5, True), Act(S, 3, True, "shiki"), Act(B, 3, True, "hand"),
          Act(G, 4, True))),
)}
BOSS_IDS = tuple(BOSSES)

TARGET_NAMES = {"sente": ("先手", "first player"), "gote": ("後手", "second player"),
                "both": ("両方", "both players"), "left": ("左の人", "left player"),
                "right": ("右の人", "right player")}
TECH_NAMES = {"hand": ("手札をランダムに1枚捨てる", "discards a random hand card"),
              "shiki": ("式神を1体選んで捨て札にする", "discards a shikigami of the target's choice")}
CIRCLED = "①②③④⑤"


_NAMES: dict[str, tuple[str, str]] = {}
_NAMES.update({y.yid: (y.ja, y.en) for y in YOKAI_LIST})
_NAMES.update({b.bid: (b.ja, b.en) for b in BOSSES.values()})
_NAMES.update({c.cid: (c.ja, c.en) for c in CHARACTERS.values()})
_NAMES.update(HAND_NAMES)


def name(cid: str, lang: str = "ja") -> str:
    """Display name of any card id (yokai, boss, character, hand card)."""
    n = _NAMES.get(cid)
    if n is None:
        return cid
    return n[1] if lang == "en" else n[0]
