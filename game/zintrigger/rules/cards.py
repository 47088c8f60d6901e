"""ジントリガー's cards: 9 characters, 39 area cards, 12 item kinds (24 cards),
the time-keep card and 10 bamboo cards (reconstruction 章9-章12, 章14-2).

Card ids: area cards are ``<symbol><number>`` (``炎4`` = 高層ビル街), items are
``<name><copy>`` (``スモーク1``), the time-keep card is ``TK``, bamboo cards
``B01``..``B10``. The respawn point (復活地点) is not a card in any zone: a
player standing on it has ``field[seat] is None``.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Character:
    key: str
    ja: str
    en: str
    kodo: int            # 行動 (red): actions per turn
    hani: int            # 範囲 (blue): distance and cards per A
    symbol: str          # its linked symbol (base: 6 cards; expansion: its own area)
    own: str | None      # expansion: its own area card id
    diamonds: tuple[int, ...]   # ◇n: numbers taken from unused symbols
    gray: int            # 灰◆: item cards it brings
    ability: str         # ability key
    cost: int            # 拠点 cost of the ability
    counter: bool        # 【反撃可】
    ability_ja: str
    ability_en: str
    text_ja: str
    text_en: str
    #: 【調整】 numbers changed from the reconstruction (ZT-R59): field name -> the former value
    tuned: tuple[tuple[str, int], ...] = ()

    @property
    def hand_limit(self) -> int:
        return self.hani + 2

    def name(self, lang: str) -> str:
        return self.en if lang == "en" else self.ja


    def former(self, field: str) -> int | None:
        """The reconstruction's value of a number retuned by ZT-R59 (None: not retuned)."""
        return dict(self.tuned).get(field)


def _c(key, ja, en, kodo, hani, symbol, own, diamonds, gray, ability, cost, counter, aja, aen, tja, ten, tuned=()):
    return Character(key, ja, en, kodo, hani, symbol, own, diamonds, gray, ability, cost, counter,
                     aja, aen, tja, ten, tuned)


CHARACTERS: dict[str, Character] = {c.key: c for c in (
    _c("hydne", "ヒドネ", "Hydne", 3, 1, "炎", None, (), 0, "blitz", 1, False,
       "ブリッツステップ", "Blitz step",
       "手札のエリアカードを１枚、範囲を無視して出す。（「A.手札からカードを出す」と同じ処理を行う）",
       "Play one area card from your hand ignoring reach (with the full processing of A)."),
    _c("lazuli", "ラズリ", "Lazuli", 2, 2, "氷", None, (), 0, "snipe", 1, True,
       "カウンタースナイプ", "Counter snipe",
       "相手１人を選び「攻撃」する。攻撃の数字はその相手の場札の数字とする。この能力と攻撃には「反撃」できない。",
       "Attack one opponent; the attack's number is that opponent's field card number. "
       "Neither this ability nor its attack can be countered.", (("kodo", 1), ("hani", 3))),
    _c("bomba", "ボンバ", "Bomba", 2, 2, "雷", None, (), 0, "bomb", 2, False,
       "スマッシュボム", "Smash bomb",
       "相手１人を選び「攻撃」する。攻撃の数字は、その相手の場札の数字とその両隣の数字とする。",
       "Attack one opponent; the attack's numbers are that opponent's field card number and both neighbours."),
    _c("kagemaru", "カゲマル", "Kagemaru", 2, 1, "風", None, (), 0, "stitch", 2, True,
       "影縫い", "Shadow stitch",
       "相手１人を選ぶ。その相手の場札を自陣カードにして捨て札に送る。",
       "Choose one opponent: turn their field card to your side and send it to the discard."),
    _c("tenko", "テンコ", "Tenko", 2, 2, "影", None, (), 0, "flip", 2, False,
       "ハンテンハンド", "Flip hand",
       "全てのプレイヤーは手札を全て捨て札に送る。この時、自分が送る敵陣エリアカードは自陣カードにしてから送る。"
       "その後、各プレイヤーは送った枚数と同じ枚数を山札から同時に引く。",
       "Every player sends their whole hand to the discard (Tenko turns her enemy area cards to her "
       "side first); then each player draws as many from the deck, simultaneously.", (("kodo", 1),)),
    _c("gantetsu", "ガンテツ", "Gantetsu", 3, 2, "鋼", None, (), 0, "suppress", 3, False,
       "制圧射撃", "Suppressive fire",
       "この手番の終了時まで、自分の「攻撃」に対して相手は「D.回避する」を行えない。",
       "Until the end of this turn, opponents cannot dodge (D) your attacks.", (("cost", 2),)),
    _c("stella", "ステラ", "Stella", 2, 3, "星", "星3", (1, 2, 4, 5, 6), 1, "warp", 2, True,
       "ワープアウト", "Warp out",
       "自分の場札を拠点に送り、復活地点を場札にする。",
       "Send your field card to your base and take the respawn point as your field card.", (("cost", 1),)),
    _c("luna", "ルナ", "Luna", 2, 3, "月", "月4", (1, 2, 3, 5, 6), 3, "gear", 1, False,
       "ギアボックス", "Gear box",
       "拠点と捨て札からアイテムカードを合計２枚まで手札に加える。その後、手札のアイテムカード"
       "（ブースター以外）を１枚、行動回数を消費せずに出してもよい。",
       "Take up to two item cards in total from your base and the discard into your hand; then you may "
       "play one item card from your hand other than a Booster without using an action.", (("kodo", 1), ("hani", 1))),
    _c("souka", "ソウカ", "Souka", 4, 1, "花", "花2", (1, 3, 4, 5, 6), 2, "quick", 1, False,
       "クイックリロード", "Quick reload",
       "手札を望むだけ拠点に送り、その後、山札と拠点から手札上限になるまで望むように引く。",
       "Send any cards of your hand to your base, then draw from the deck and the base as you like "
       "up to your hand limit."),
)}
CHAR_KEYS = tuple(CHARACTERS)
BASE_CHARS = CHAR_KEYS[:6]
EXP_CHARS = CHAR_KEYS[6:]


@dataclass(frozen=True, slots=True)
class Area:
    id: str
    symbol: str
    number: int
    kind: str            # name key, e.g. "highground"
    ja: str
    en: str
    cover: bool          # 遮蔽物
    timing: str          # "" / 場札 / 拠点:開始 / 拠点:終了 / 拠点:攻撃 / 拠点:回避 / 拠点:被弾 / 出した時
    text_ja: str
    text_en: str

    def name(self, lang: str) -> str:
        return self.en if lang == "en" else self.ja


# (kind, ja, en, cover, timing, text ja, text en)
AREA_KINDS = {
    "downtown": ("市街地", "Downtown", False, "", "", ""),
    "ruins": ("廃墟", "Ruins", True, "", "", ""),
    "barricade": ("バリケード", "Barricade", True, "場札",
                  "このカードで「F.遮蔽物を使う」時、このカードは敵陣カードにせず捨て札に送る。",
                  "When you take cover (F) with this card, it goes to the discard without being turned."),
    "highground": ("高台", "High ground", False, "場札",
                   "手番中に１回だけ、行動回数を無視して行動できる。",
                   "Once per turn, you may act ignoring your action count."),
    "channel": ("地下水路", "Underground channel", False, "場札",
                "「D.回避する」時、場札から２つ離れた数字のカードも出せる。",
                "When you dodge (D), you may also play a card two numbers away from your field card."),
    "highrise": ("高層ビル街", "High-rise district", True, "拠点:終了",
                 "山札から１枚引いてもよい。そうしたなら、手札を１枚拠点に送る。",
                 "You may draw one card from the deck. If you do, send one card of your hand to the base."),
    "hideout": ("シノビの隠れ家", "Shinobi hideout", False, "拠点:終了",
                "手札の自陣エリアカード１枚を場札と入れ替えてもよい。数字の条件は無視する。元の場札は拠点に送る。",
                "You may swap one own-side area card of your hand with your field card, ignoring numbers. "
                "The old field card goes to the base."),
    "tank": ("巨大飛行戦車", "Giant flying tank", False, "拠点:攻撃",
             "この攻撃に対し、相手は「F.遮蔽物を使う」を行えない。",
             "Against this attack the opponent cannot take cover (F)."),
    "watchtower": ("監視塔", "Watchtower", False, "場札",
                   "エリアカードを出す時、範囲による距離を＋１して扱う。",
                   "When you play area cards, your reach distance counts as +1."),
    "commtower": ("通信塔", "Comm tower", False, "拠点:開始",
                  "自チームの山札の上から２枚を見て、好きな順で戻すか、うち１枚を捨て札に送る。",
                  "Look at the top two cards of your team's deck; put them back in any order, or send "
                  "one of them to the discard."),
    "supply": ("補給基地", "Supply base", False, "出した時",
               "このカードが敵陣カードだったなら、山札か拠点から１枚引く。",
               "If this card was an enemy card, draw one card from the deck or the base."),
    "gate": ("転送ゲート", "Teleporter", False, "場札",
             "P5の入れ替えで、数字が同じか隣接していないカードとも入れ替えられる。",
             "In the swap step (P5) you may swap with cards that are neither the same nor adjacent."),
    "minefield": ("地雷原", "Minefield", True, "拠点:回避",
                  "攻撃したプレイヤーのチームの拠点からカードを１枚選び、自陣カードにして捨て札に送る。",
                  "Choose one card of the attacking team's base, turn it to your side and send it to "
                  "the discard."),
    "pod": ("脱出ポッド", "Escape pod", False, "拠点:被弾",
            "拠点のカードを１枚選び、送らずに手札に加える（向きは変えない）。",
            "Choose one card of your base and put it into your hand instead (its facing unchanged)."),
}

SYMBOLS = ("炎", "氷", "雷", "風", "影", "鋼")
#: every symbol's English name (a card face prints the kanji beside it: 炎 Fire); the
#: expansion characters' own symbols last
SYMBOL_EN = {"炎": "Fire", "氷": "Ice", "雷": "Bolt", "風": "Wind", "影": "Shade", "鋼": "Steel", "星": "Star",
             "月": "Moon", "花": "Bloom"}
#: when an area card's effect applies, in English (the Japanese is the key, as printed)
TIMING_EN = {"場札": "As field card", "拠点:開始": "Base: turn start", "拠点:終了": "Base: turn end",
             "拠点:攻撃": "Base: attacking", "拠点:回避": "Base: dodging", "拠点:被弾": "Base: hit",
             "出した時": "When played"}
_LAYOUT = {
    "炎": ("ruins", "downtown", "highground", "highrise", "channel", "downtown"),
    "氷": ("watchtower", "ruins", "downtown", "channel", "highground", "barricade"),
    "雷": ("downtown", "highground", "barricade", "downtown", "ruins", "tank"),
    "風": ("channel", "hideout", "ruins", "highground", "downtown", "ruins"),
    "影": ("barricade", "downtown", "channel", "ruins", "commtower", "highground"),
    "鋼": ("highground", "barricade", "downtown", "supply", "barricade", "channel"),
}
_EXTRA = {"星3": "gate", "月4": "minefield", "花2": "pod"}


def _area(aid: str, kind: str) -> Area:
    ja, en, cover, timing, tja, ten = AREA_KINDS[kind]
    return Area(aid, aid[0], int(aid[1:]), kind, ja, en, cover, timing, tja, ten)


AREAS: dict[str, Area] = {}
for _s in SYMBOLS:
    for _n, _k in enumerate(_LAYOUT[_s], 1):
        AREAS[f"{_s}{_n}"] = _area(f"{_s}{_n}", _k)
for _id, _k in _EXTRA.items():
    AREAS[_id] = _area(_id, _k)


@dataclass(frozen=True, slots=True)
class Item:
    kind: str
    ja: str
    en: str
    target: str          # "" / "opp" (an opponent) / "hand" (an area card of the hand) / "discard"
    solo: bool           # allowed in the Bambooshoot solo (14-3 ④)
    text_ja: str
    text_en: str

    def name(self, lang: str) -> str:
        return self.en if lang == "en" else self.ja


ITEMS: dict[str, Item] = {i.kind: i for i in (
    Item("smoke", "スモーク", "Smoke", "", True,
         "次の自チームの手番開始時まで、自分の場札は「遮蔽物」を持つ。",
         "Until your team's next turn starts, your field card has cover."),
    Item("decoy", "デコイ", "Decoy", "", True,
         "次の自分の手番開始時までに１回だけ、攻撃された時、手札を出さずに「D.回避する」を行える。場札は変わらない。",
         "Once before your next turn starts, when attacked you may dodge (D) without playing a card; "
         "your field card stays."),
    Item("jetpack", "ジェットパック", "Jetpack", "hand", True,
         "手札のエリアカード１枚を出し、場札と入れ替える。範囲と数字の条件は無視する。",
         "Play one area card from your hand and swap it with your field card, ignoring reach and numbers."),
    Item("ammo", "弾薬箱", "Ammo box", "", True,
         "山札か拠点からカードを合計２枚引く。", "Draw two cards in total from the deck or the base."),
    Item("scope", "スコープ", "Scope", "", True,
         "この手番中、エリアカードを出す時の距離を＋２して扱う。",
         "This turn, your distance for playing area cards counts as +2."),
    Item("flare", "信号弾", "Flare", "", True,
         "この手番の次のAでは、相手の場札と隣接する数字のカードも「同じ数字」として攻撃を宣言できる。",
         "In your next A this turn, a card adjacent to an opponent's field card also counts as the same "
         "number for declaring an attack."),
    Item("emp", "EMPグレネード", "EMP grenade", "opp", False,
         "相手１人を選ぶ。その相手は次の自分の手番終了時まで固有能力を使えない（反撃としても）。",
         "Choose one opponent: until the end of their next turn they cannot use abilities "
         "(not even as a counter)."),
    Item("drone", "偵察ドローン", "Recon drone", "opp", False,
         "相手１人の手札を全て見る。その後、山札から１枚引く。",
         "Look at one opponent's whole hand, then draw one card from the deck."),
    Item("hack", "ハッキングツール", "Hacking tool", "", False,
         "相手チームの山札の上から２枚を見て、１枚を捨て札に送り、１枚を山札の上に戻す。",
         "Look at the top two cards of the opposing team's deck; send one to the discard and put "
         "the other back on top."),
    Item("salvage", "回収ドローン", "Salvage drone", "discard", True,
         "捨て札から自陣エリアカードを１枚選び、手札に加える。",
         "Take one own-side area card from the discard into your hand."),
    Item("booster", "ブースター", "Booster", "", True,
         "この手番の残り行動回数を＋１する。", "Your remaining actions this turn +1."),
    Item("jammer", "ジャマー", "Jammer", "opp", False,
         "相手１人を選ぶ。その相手は次の自分の手番中、１回のAでエリアカードを１枚までしか出せない。",
         "Choose one opponent: during their next turn they may play at most one area card per A."),
)}
ITEM_KINDS = tuple(ITEMS)
ITEM_IDS: dict[str, str] = {}          # item card id -> kind
for _k, _it in ITEMS.items():
    for _copy in (1, 2):
        ITEM_IDS[f"{_it.ja}{_copy}"] = _k

TIMEKEEP = "TK"
#: the full texts of the two cards without a list entry: the time keep and the respawn point
#: (復活地点, 12), Japanese and English
TIMEKEEP_TEXT = ("引いたら拠点へ置き、カウントを1進める。規定回数(2人2回・4人3回)でゲーム終了。得点には数えない。",
                 "When drawn it goes to the base and the count rises; at the limit (2 players: 2, 4 players: 3) "
                 "the game ends. It never scores.")
RESPAWN_TEXT = ("ここからはどの数字のカードも出せる(距離なし)。攻撃されない。出したカード1枚を場札にしてよい。",
                "From here any card may be played (no distance). Nobody can attack you. You may take one played "
                "card as your field card.")


@dataclass(frozen=True, slots=True)
class Bamboo:
    id: str
    ja: str
    en: str
    number: int
    reach: int           # 射程
    text_ja: str
    text_en: str

    def name(self, lang: str) -> str:
        return self.en if lang == "en" else self.ja


BAMBOO: dict[str, Bamboo] = {b.id: b for b in (
    Bamboo("B01", "若竹", "Young bamboo", 1, 0, "収穫時：「山札か拠点から１枚引く。」",
           "On harvest: draw one card from the deck or the base."),
    Bamboo("B02", "青竹", "Green bamboo", 2, 0,
           "成竹：「拠点の自陣エリアカード１枚（無ければ手札の自陣エリアカード１枚）を敵陣カードにして捨て札に送る。」",
           "Grown: turn one own-side area card of your base (else of your hand) to the enemy side "
           "and send it to the discard."),
    Bamboo("B03", "竹槍", "Bamboo spear", 2, 0, "出現時：「成長を＋１する。」", "On appearing: growth +1."),
    Bamboo("B04", "根曲竹", "Bent bamboo", 3, 1, "なし（隣の数字にも届く）", "None (reaches the next numbers too)."),
    Bamboo("B05", "光る竹", "Shining bamboo", 3, 0,
           "成竹：「他のバンブーすべての成長を＋１する。」収穫時：「捨て札から自陣エリアカード１枚を手札に加える。」",
           "Grown: every other bamboo grows +1. On harvest: take one own-side area card from the "
           "discard into your hand."),
    Bamboo("B06", "孟宗竹", "Moso bamboo", 4, 0,
           "「攻撃された時、成長が１以上なら成長を０に戻し、収穫されない。」",
           "When attacked with growth 1 or more, its growth goes back to 0 and it is not harvested."),
    Bamboo("B07", "竹林の主", "Grove master", 4, 1,
           "出現時：「竹林の他のバンブーすべての成長を＋１する。」「２回攻撃を当てて収穫する（１回目は傷を置く）。」",
           "On appearing: every other bamboo in the grove grows +1. Harvested by the second hit "
           "(the first leaves a wound)."),
    Bamboo("B08", "真竹", "Madake", 5, 0,
           "出現時：「手札の自陣エリアカード１枚を敵陣カードにして捨て札に送る（あれば）。」",
           "On appearing: turn one own-side area card of your hand to the enemy side and send it to "
           "the discard (if any)."),
    Bamboo("B09", "地下茎", "Rhizome", 5, 0, "成竹：「山札の一番上のカードを捨て札に送る。」",
           "Grown: send the top card of the deck to the discard."),
    Bamboo("B10", "黒竹", "Black bamboo", 6, 0,
           "「このバンブーの攻撃に対し「F.遮蔽物を使う」は行えない。」",
           "Against this bamboo's attack you cannot take cover (F)."),
)}


def is_area(cid: str) -> bool:
    return cid in AREAS


def is_item(cid: str) -> bool:
    return cid in ITEM_IDS


def item_kind(cid: str) -> str | None:
    return ITEM_IDS.get(cid)


def number(cid: str | None) -> int | None:
    a = AREAS.get(cid) if cid is not None else None
    return a.number if a is not None else None


def card_label(cid: str | None, lang: str = "ja") -> str:
    """A card's short name: its id in Japanese (``炎4``, ``スモーク1``, ``TK``), in English the
    symbol and number or the item and copy spelled out (``Fire 4``, ``Smoke 1``, ``Time keep``)."""
    if lang != "en":
        return "復活地点" if cid is None else cid
    if cid is None:
        return "Respawn point"
    a = AREAS.get(cid)
    if a is not None:
        return f"{SYMBOL_EN[a.symbol]} {a.number}"
    k = ITEM_IDS.get(cid)
    if k is not None:
        return f"{ITEMS[k].en} {cid[-1]}"
    if cid == TIMEKEEP:
        return "Time keep"
    b = BAMBOO.get(cid)
    return b.en if b is not None else cid


def card_name(cid: str | None, lang: str = "ja") -> str:
    """``炎4 高層ビル街`` / ``スモーク1`` / ``復活地点``: how logs name a card (English:
    ``Fire 4 (High-rise district)`` / ``Smoke`` / ``Respawn point``)."""
    if cid is None:
        return "Respawn point" if lang == "en" else "復活地点"
    a = AREAS.get(cid)
    if a is not None:
        return f"{card_label(cid, lang)} ({a.en})" if lang == "en" else f"{cid} {a.ja}"
    k = ITEM_IDS.get(cid)
    if k is not None:
        return ITEMS[k].name(lang) if lang == "en" else cid
    if cid == TIMEKEEP:
        return "Time keep" if lang == "en" else "タイムキープ"
    b = BAMBOO.get(cid)
    if b is not None:
        return f"{b.name(lang)} ({b.number})" if lang == "en" else f"{b.name(lang)}({b.number})"
    return cid


def item_card_ids(kind: str) -> tuple[str, str]:
    ja = ITEMS[kind].ja
    return (f"{ja}1", f"{ja}2")


ALL_CARDS: tuple[str, ...] = tuple(AREAS) + tuple(ITEM_IDS) + (TIMEKEEP,)
