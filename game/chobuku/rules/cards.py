"""鬼調伏 components as data (reconstruction chapters 3, 9, 10): 35 小瓶 (bottles),
9 characters and their 42 式神, 12 鬼 (oni), 24 星読み (star-reading cards).

Ids are ASCII romaji so that action texts stay plain: bottle ``ka6`` = the 火 (fire)
bottle printed 6; shikigami ``kage`` (影式神) is unique within one seat; star cards
with two copies end in 1/2.
"""
from __future__ import annotations

from dataclasses import dataclass

# --- 五行 (the five colours) -------------------------------------------------
COLOURS = ("moku", "ka", "do", "kin", "sui")
COLOUR_JA = {"moku": "木", "ka": "火", "do": "土", "kin": "金", "sui": "水"}
COLOUR_EN = {"moku": "wood", "ka": "fire", "do": "earth", "kin": "metal", "sui": "water"}
ALL = "all"          # 鵺: every colour
NONE = None          # 無色

# --- 小瓶 (bottles): 0..6 × 5 colours, one each (R-02) -----------------------
BOTTLES: tuple[str, ...] = tuple(f"{c}{v}" for c in COLOURS for v in range(7))
BOTTLE_VALUE = {b: int(b[-1]) for b in BOTTLES}
BOTTLE_COLOUR = {b: b[:-1] for b in BOTTLES}


def colour_name(colour: str | None, lang: str = "ja") -> str:
    """木 / wood, 無色 / colourless, 全色 / all colours (鵺)."""
    ja, en = {None: ("無色", "colourless"), ALL: ("全色", "all colours")}.get(colour) or \
        (COLOUR_JA[colour], COLOUR_EN[colour])
    return en if lang == "en" else ja


def bottle_name(b: str, lang: str = "ja") -> str:
    c = BOTTLE_COLOUR[b]
    return f"{COLOUR_EN[c]} {b[-1]}" if lang == "en" else f"{COLOUR_JA[c]}{b[-1]}"


# --- 式神 and characters (chapter 9) ----------------------------------------
@dataclass(frozen=True, slots=True)
class Shiki:
    id: str
    name_ja: str
    name_en: str
    value: int            # printed 霊力 (the special ones compute theirs: see power.py)
    colour: str | None    # one of COLOURS, ALL (鵺) or None (無色)
    text_ja: str = ""
    text_en: str = ""

    def name(self, lang: str = "ja") -> str:
        return self.name_en if lang == "en" else self.name_ja

    @property
    def printed(self) -> str:
        """The 霊力 printed on the card: * for the mirrors, whose Spirit is another's."""
        return "*" if self.id in ("kagamiutsushi", "tsukumokagami") else str(self.value)

    def label(self, lang: str = "ja") -> str:
        """Name, printed 霊力 and colour: 「河童 5（水）」 / "Kappa 5 (water)"."""
        c = colour_name(self.colour, lang)
        return f"{self.name(lang)} {self.printed} ({c})" if lang == "en" else f"{self.name_ja} {self.printed}（{c}）"


#: what the 影式神 of every basic character does, in a line
KAGE_NOTE = ("影式神: 小瓶4枚以下なら超過でも退ける", "Shadow: retreats even over the limit with 4 bottles or fewer")
KAGE_TEXT = ("霊力0・無色。自分の小瓶4枚以下で退く時に限り、霊力超過でも退却成功する。",
             "Spirit 0, colourless. When you retreat with 4 bottles or fewer, the retreat "
             "succeeds even over the limit.")


@dataclass(frozen=True, slots=True)
class Chara:
    id: str
    name_ja: str
    name_en: str
    basic: bool
    element: str | None
    shiki: tuple[Shiki, ...]
    title_ja: str = ""
    title_en: str = ""

    def name(self, lang: str = "ja") -> str:
        return self.name_en if lang == "en" else self.name_ja

    def shiki_ids(self) -> tuple[str, ...]:
        return tuple(k.id for k in self.shiki)

    def sheet(self, lang: str = "ja") -> str:
        """The character and its shikigami, a line each (the table's zoom panel)."""
        en = lang == "en"
        lines = [self.name(lang) + ("" if self.basic else f" ({self.title_en})" if en else f"（{self.title_ja}）")]
        for k in self.shiki:
            text = f": {k.text_en if en else k.text_ja}" if k.text_ja and not self.basic else ""
            lines.append(f"{'• ' if en else '・'}{k.name(lang)} {k.printed} {colour_name(k.colour, lang)}{text}")
        return "\n".join(lines + [KAGE_NOTE[en]] * self.basic)


#: 化け狐 (Shape-fox, 玉藻): its two Spirit values, the printed one first (what it has on a
#: retreat and until declared) and the other it may be declared at judgement (step 3);
#: the declaration's answers, its prompt and the computer's reckoning all read these
BAKE_VALUES = (1, 4)
#: the most bottles with which 化け狐 may be declared (OC-R64: the reconstruction had no
#: limit, and a free choice of two totals at judgement won 玉藻 two games in three)
BAKE_MAX_BOTTLES = 2


def _basic(cid, ja, en, element, five):
    kage = Shiki("kage", "影式神", "Shadow", 0, None, *KAGE_TEXT)
    rest = tuple(Shiki(sid, sja, sen, v, col) for v, (sid, sja, sen, col) in enumerate(five, 1))
    return Chara(cid, ja, en, True, element, (kage,) + rest)


CHARAS: dict[str, Chara] = {c.id: c for c in (
    _basic("sakaki", "榊", "Sakaki", "moku", (
        ("kodama", "木霊", "Kodama", "moku"), ("hinezumi", "火鼠", "Fire rat", "ka"),
        ("tsuchigumo", "土蜘蛛", "Earth spider", "do"), ("hakuja", "白蛇", "White snake", "kin"),
        ("kappa", "河童", "Kappa", "sui"))),
    _basic("homura", "焔", "Homura", "ka", (
        ("onibi", "鬼火", "Will-o'-wisp", "ka"), ("iwagame", "岩亀", "Rock turtle", "do"),
        ("kinkei", "金鶏", "Golden cock", "kin"), ("kurogoi", "黒鯉", "Black carp", "sui"),
        ("aosagi", "青鷺", "Blue heron", "moku"))),
    _basic("iwami", "岩見", "Iwami", "do", (
        ("kiitachi", "黄鼬", "Yellow weasel", "do"), ("kamaitachi", "鎌鼬", "Sickle weasel", "kin"),
        ("nureonna", "濡れ女", "Wet woman", "sui"), ("tsutahebi", "蔦蛇", "Ivy snake", "moku"),
        ("suzakubina", "朱雀雛", "Vermilion chick", "ka"))),
    _basic("shirogane", "白銀", "Shirogane", "kin", (
        ("ginko", "銀狐", "Silver fox", "kin"), ("kuroneko", "黒猫", "Black cat", "sui"),
        ("takedanuki", "竹狸", "Bamboo tanuki", "moku"), ("nekomata", "猫又", "Nekomata", "ka"),
        ("ishikoma", "石狛", "Stone guardian", "do"))),
    _basic("mio", "澪", "Mio", "sui", (
        ("mizuchi", "水蛟", "Water dragon", "sui"), ("morishika", "森鹿", "Forest deer", "moku"),
        ("akatonbo", "赤蜻蛉", "Red dragonfly", "ka"), ("dorotabo", "泥田坊", "Dorotabo", "do"),
        ("hakuro", "白狼", "White wolf", "kin"))),
    Chara("tamamo", "玉藻", "Tamamo", False, None, (
        Shiki("kyubi", "九尾", "Nine-tails", 7, "ka",
              "調伏判定時のみ：小瓶が1枚以下なら霊力超過として扱う。",
              "At judgement only: with 1 bottle or fewer you count as over the limit."),
        Shiki("bakegitsune", "化け狐", "Shape-fox", BAKE_VALUES[0], None,
              "霊力{0}。調伏判定時のみ：自分の小瓶が{2}枚以下なら、霊力を{0}か{1}のどちらかに決めてよい"
              "（判定の手順3で宣言）。".format(*BAKE_VALUES, BAKE_MAX_BOTTLES),
              "Spirit {0}. At judgement only: with {2} bottles or fewer you may make it {0} or {1} "
              "(declared in step 3).".format(*BAKE_VALUES, BAKE_MAX_BOTTLES)),
        Shiki("kudagitsune", "管狐", "Pipe-fox", 2, "kin",
              "自分の小瓶3枚以下で退く時に限り、霊力超過でも退却成功する。（速疾鬼が優先）",
              "When you retreat with 3 bottles or fewer, the retreat succeeds even over the "
              "limit (the Swift oni overrides)."),
    ), "狐使い", "fox tamer"),
    Chara("yukishiro", "雪代", "Yukishiro", False, None, (
        Shiki("yukionna", "雪女", "Snow woman", -2, "sui", "なし（封じられると0）",
              "None (0 when sealed)."),
        Shiki("tsuraraonna", "氷柱女", "Icicle woman", 5, "sui",   # 4 in the reconstruction (OC-R63)
              "退却成功時、小瓶6を持っていなくても護符を1回復する（上限3、重複しない）。",
              "On a successful retreat, recover 1 amulet even without a 6 bottle (max 3, "
              "never twice)."),
        Shiki("yukiwarashi", "雪童子", "Snow child", 2, "sui",   # 1 in the reconstruction (OC-R63)
              "調伏判定時のみ：小瓶0を持っていれば霊力+3。",
              "At judgement only: +3 Spirit if you hold a 0 bottle."),
    ), "冬の式神使い", "winter summoner"),
    Chara("fukumaru", "福丸", "Fukumaru", False, None, (
        Shiki("zashikiwarashi", "座敷童子", "House child", 1, "do",
              "調伏成功したら継承印+1。", "If you subdue the oni, +1 succession mark."),
        Shiki("manekineko", "招き猫", "Beckoning cat", 3, "kin",
              "調伏判定時のみ：霊力最弱になっても護符を失わない。",
              "At judgement only: you lose no amulet for being the weakest."),
        Shiki("binbogami", "貧乏神", "Poverty god", 4, None,   # 5 in the reconstruction (OC-R62)
              "調伏判定時のみ：霊力超過した時、護符1枚の代わりに継承印1つを失ってもよい（継承印がなければ不可）。",
              "At judgement only: when over the limit you may lose 1 succession mark instead "
              "of 1 amulet (not without a mark)."),
    ), "福の式神使い", "fortune summoner"),
    Chara("kyoka", "鏡花", "Kyoka", False, None, (
        Shiki("kagamiutsushi", "鏡写し", "Mirror copy", 0, None,
              "霊力は自分の初期小瓶の印刷値と同じ（初期小瓶が無くなれば0）。",
              "Spirit equals the printed value of your initial bottle (0 once it is gone)."),
        Shiki("nue", "鵺", "Nue", 3, ALL,
              "5色すべてを持つ。[五行封じ]ではどの色が封じられても霊力0。",
              "Has all five colours. Under [Five-element seal] it is 0 whatever colour is sealed."),
        Shiki("tsukumokagami", "付喪鏡", "Haunted mirror", 0, None,
              "霊力は自分の小瓶の枚数と同じ（0の小瓶も数える）。",
              "Spirit equals the number of your bottles (0 bottles count)."),
    ), "鏡の式神使い", "mirror summoner"),
)}

BASIC_CHARAS = tuple(c for c, v in CHARAS.items() if v.basic)
ALL_CHARAS = tuple(CHARAS)
SHIKI: dict[tuple[str, str], Shiki] = {(c.id, k.id): k for c in CHARAS.values() for k in c.shiki}
#: 霊力 the balance lab retuned (the comments above): shikigami id -> (the reconstruction's
#: value, the ruling), so the rulebook's lists can mark the change 【調整】
RETUNED: dict[str, tuple[int, str]] = {"tsuraraonna": (4, "OC-R63"), "yukiwarashi": (1, "OC-R63"),
                                       "binbogami": (5, "OC-R62")}
#: abilities the balance lab retuned: shikigami id -> (what changed, ja and en, the ruling)
RETUNED_TEXT: dict[str, tuple[str, str, str]] = {
    "bakegitsune": (f"1か4は小瓶{BAKE_MAX_BOTTLES}枚以下の時のみ（元は枚数の条件なし）",
                    f"1 or 4 only with {BAKE_MAX_BOTTLES} bottles or fewer (formerly any number)", "OC-R64")}


def shiki(chara: str, sid: str) -> Shiki:
    return SHIKI[(chara, sid)]


# --- 鬼 (oni), chapter 10-1 --------------------------------------------------
@dataclass(frozen=True, slots=True)
class Oni:
    id: str
    name_ja: str
    name_en: str
    taikyu: int           # 鬼体力 (呑霊鬼: 10 + its bottle)
    text_ja: str
    text_en: str

    def name(self, lang: str = "ja") -> str:
        return self.name_en if lang == "en" else self.name_ja


ONI: dict[str, Oni] = {o.id: o for o in (
    Oni("akaoni", "赤鬼", "Red oni", 13, "なし", "None."),
    Oni("aooni", "青鬼", "Blue oni", 13,
        "退却成功時の護符回復は、小瓶6ではなく小瓶0を持っていることが条件。",
        "The amulet recovery on a successful retreat needs a 0 bottle instead of a 6."),
    Oni("otakeoni", "大嶽鬼", "Great peak oni", 16, "なし", "None."),
    Oni("gaki", "餓鬼", "Hungry ghost", 11, "なし", "None."),
    Oni("sokushitsuki", "速疾鬼", "Swift oni", 13,
        "霊力10以上の候補者は、退くと必ず退却失敗になる（影式神など式神の効果より優先）。",
        "A candidate with Spirit 10 or more always fails to retreat (overrides shikigami "
        "such as the Shadow)."),
    Oni("kirioni", "霧鬼", "Mist oni", 13,
        "初期小瓶を裏向きで配る。持ち主だけが確認でき、退く時または調伏判定時に公開する。",
        "Initial bottles are dealt face down; only the owner may look; revealed on retreat or "
        "at judgement."),
    Oni("kobuki", "鼓舞鬼", "Rallying oni", 15,
        "すべての小瓶の霊力+1。6ストップ・護符回復・『霊力3以下』の判定は札の数字で行う。",
        "Every bottle +1 Spirit. 6-stop, amulet recovery and 'Spirit 3 or less' use the "
        "printed number."),
    Oni("seiranki", "星乱鬼", "Star-chaos oni", 13,
        "星読み札が使われるたび（予兆からでも山札からでも）、その解決後に予兆1枚を無作為に捨て、"
        "星読み山札から1枚補充する。予兆を捨てるだけでは発動しない。",
        "Whenever a star card is used (from the omens or the deck), afterwards discard one "
        "omen at random and refill one from the star deck. Discarding an omen does not trigger it."),
    Oni("donreiki", "呑霊鬼", "Spirit-swallower", 10,
        "出現時：小瓶山札から1枚を公開してこの鬼に載せる（鬼の小瓶）。鬼体力は10＋その印刷値。",
        "On appearing: reveal a bottle from the deck onto this oni. Oni strength = 10 + its "
        "printed value."),
    Oni("hozoki", "宝蔵鬼", "Treasure oni", 13, "調伏成功者が得る継承印+1。",
        "Each candidate who subdues it gains +1 succession mark."),
    Oni("kashaki", "火車鬼", "Fire-cart oni", 13,
        "調伏判定時のみ：火の小瓶を1枚以上持つ挑戦者は霊力+2。",
        "At judgement only: challengers with at least one fire bottle get +2 Spirit."),
    Oni("suiki", "水鬼", "Water oni", 13,
        "調伏判定時のみ：挑戦者は水の小瓶1枚につき霊力−1。",
        "At judgement only: challengers get −1 Spirit per water bottle."),
)}
ONI_IDS = tuple(ONI)

# --- 星読み (star cards), chapter 10-2 ---------------------------------------
AFTER, JUDGE, INSTANT = "after", "judge", "instant"   # 使用後 / 調伏判定時のみ / 即時


@dataclass(frozen=True, slots=True)
class Star:
    id: str
    kind: str             # the effect (two copies share a kind)
    name_ja: str
    name_en: str
    timing: str
    text_ja: str
    text_en: str
    colour: str | None = None     # 吉凶占い's colour

    def name(self, lang: str = "ja") -> str:
        return self.name_en if lang == "en" else self.name_ja


def _fortune(c: str) -> Star:
    ja, en = COLOUR_JA[c], COLOUR_EN[c]
    return Star(f"kikkyo-{c}", "kikkyo", f"{ja}の吉凶占い", f"Fortune of {en}", JUDGE,
                f"使用者は、自分を含む候補者1人を選び、＋2か−2を宣言する。調伏判定時のみ：対象が{ja}の小瓶または"
                f"{ja}の式神を持っていれば、対象の霊力に宣言した値を加える。",
                f"Choose a candidate (yourself allowed) and declare +2 or −2. At judgement only: "
                f"if the target holds a {en} bottle or {en} shikigami, add the declared value to "
                f"its Spirit.", c)


STARS: dict[str, Star] = {s.id: s for s in (
    *(_fortune(c) for c in COLOURS),
    Star("fuji", "fuji", "五行封じ", "Five-element seal", AFTER,
         "公開時：小瓶山札の一番上を公開してこの札に載せ、その色を封じ色とする。使用後：封じ色の小瓶と式神は霊力0。"
         "無色の式神は影響を受けない。",
         "When revealed: reveal the top bottle of the deck onto this card; its colour is "
         "sealed. Once used: bottles and shikigami of the sealed colour have Spirit 0. "
         "Colourless shikigami are unaffected."),
    Star("fukumon", "fukumon", "五行の複門", "Gate of pairs", AFTER,
         "使用後：準備中の候補者は、同じ色の小瓶を2枚以上持っていなければ『挑む』を選べない。",
         "Once used: a preparing candidate without two bottles of one colour may not "
         "challenge."),
    Star("sanshumon", "sanshumon", "五行三種門", "Gate of three kinds", AFTER,
         "使用後：準備中の候補者は、3色以上の小瓶を持っていなければ『挑む』を選べない。",
         "Once used: a preparing candidate without bottles of three colours may not "
         "challenge."),
    Star("urabosi", "urabosi", "裏星の導き", "Guidance of the hidden star", JUDGE,
         "調伏判定時のみ：鬼体力以下で、2番目に鬼体力に近い霊力の挑戦者を調伏成功者とする。完全調伏者はいなくなる。"
         "2番目に近い者がいなければ効果はない。",
         "At judgement only: the challengers second closest to the oni's strength (without "
         "going over) subdue it instead; nobody subdues perfectly. No effect without a second."),
    Star("sanbin", "sanbin", "三瓶成就", "Three-bottle fulfilment", JUDGE,
         "使用者のみ：調伏判定時、小瓶を3枚以上持って調伏成功していれば、継承印+1。",
         "User only: at judgement, if you subdue the oni holding 3 bottles or more, +1 "
         "succession mark."),
    Star("yonbin", "yonbin", "四瓶の禁忌", "Four-bottle taboo", JUDGE,
         "調伏判定時のみ：小瓶を4枚以上持つ挑戦者は、霊力にかかわらず霊力超過として扱う。",
         "At judgement only: challengers with 4 bottles or more count as over the limit "
         "whatever their Spirit."),
    Star("shikyu", "shikyu", "小瓶支給", "Bottle ration", INSTANT,
         "退却済みでない候補者全員が、使用者から時計回りに小瓶を1枚ずつ引いて公開する。小瓶山札が人数分なければ効果はない。",
         "Every candidate who has not retreated draws one bottle face up, clockwise from the "
         "user. No effect if the deck cannot serve everyone."),
    *(Star(f"hikitori{i}", "hikitori", "小瓶引取", "Bottle withdrawal", INSTANT,
           "使用者のみ：自分の印刷値3以下の小瓶1枚を選んで捨てる。該当する小瓶がなければ効果はない。",
           "User only: discard one of your bottles printed 3 or less. No effect without one.")
      for i in (1, 2)),
    *(Star(f"kokan{i}", "kokan", "小瓶交換", "Bottle exchange", INSTANT,
           "使用者のみ：自分の小瓶1枚を選んで捨て、その後小瓶山札から1枚引いて公開する。小瓶山札がなければ効果はなく、小瓶も捨てない。",
           "User only: discard one of your bottles, then draw one face up. No effect (and no "
           "discard) if the bottle deck is empty.")
      for i in (1, 2)),
    Star("kakurega", "kakurega", "隠れ宿", "Hidden inn", JUDGE,
         "使用者のみ：調伏判定時、使用者は霊力超過・調伏成功（完全調伏）・霊力最弱の決定から外れる。"
         "継承印を得られず、護符を失わず、護符を1回復する（上限3）。",
         "User only: at judgement you stand outside over-limit, success (perfect) and "
         "weakest. You gain no mark, lose no amulet and recover 1 amulet (max 3)."),
    Star("goshuin", "goshuin", "式神の五主印", "Seal of the five masters", JUDGE,
         "調伏判定時のみ：自分の式神と同じ色の小瓶を持つ挑戦者は、それぞれ霊力+2してもよい（何色一致しても1回だけ）。",
         "At judgement only: each challenger holding a bottle of its shikigami's colour may "
         "take +2 Spirit (once, however many match)."),
    Star("kotai", "kotai", "式神交代", "Shikigami swap", INSTANT,
         "使用者は、自分を含む候補者1人を選ぶ。その候補者は使用中の式神を公開して使用済みにし（次のラウンドから使用できる）、"
         "手札の式神から1枚を選び直して裏向きに出す。調伏判定には新しい式神のみを使う。",
         "Choose a candidate (yourself allowed): they reveal their shikigami in use and set "
         "it aside (usable from next round), then place another from hand face down. Only "
         "the new one counts."),
    *(Star(f"migawari{i}", "migawari", "身代わり紙人形", "Paper scapegoat", JUDGE,
           "使用者のみ：調伏判定時、霊力超過・霊力最弱による護符喪失を受けない。",
           "User only: at judgement you lose no amulet for being over the limit or the weakest.")
      for i in (1, 2)),
    Star("takaburi", "takaburi", "鬼気の昂り", "Oni's surge", AFTER,
         "使用後：このラウンドの鬼体力+2。", "Once used: the oni's strength +2 this round."),
    Star("shizume", "shizume", "鬼気の鎮め", "Oni's calm", AFTER,
         "使用後：このラウンドの鬼体力−2。", "Once used: the oni's strength −2 this round."),
    Star("hoshiawase", "hoshiawase", "星合わせ", "Star alignment", JUDGE,
         "使用者のみ・調伏判定時のみ：自分の霊力を+1か−1してもよい（判定の手順3で宣言）。",
         "User only, at judgement only: you may take +1 or −1 Spirit (declared in step 3)."),
)}
STAR_IDS = tuple(STARS)
assert len(STAR_IDS) == 24 and len(BOTTLES) == 35 and len(ONI) == 12


def star_kind(card: str) -> str:
    return STARS[card].kind
