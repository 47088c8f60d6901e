"""The 23 cards of 式神符陣 as printed (chapter 十五), Japanese and English.

Each player owns one copy of each card; the printed number (``T-006``,
``O-009``) identifies a card within a player's zones. Reach diagrams are
relative offsets for a card facing 前 (see :mod:`game.fujin.rules.board`) and are
projected once per card into ``tab[cell * 4 + orient]`` tables.

``jutsushiki`` marks a 【術式】 shikigami: the keyword appears in the rules
(chapter 八) but on no printed card, so no card below sets it; tests build a
synthetic card with :func:`register_card` (see RULINGS.md FJ-R01).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from . import board

O = board.OFFSETS_JA
#: each 一門 (clan) as printed on its cards
CLAN_NAMES = {"kuryu": ("玖龍一門", "Kuryu"), "shuten": ("酒呑一門", "Shuten")}


def _offs(*names: str) -> tuple[tuple[int, int], ...]:
    return tuple(O[n] for n in names)


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    name_ja: str
    name_en: str
    kind: str                  # "shikigami" (式神) or "relic" (霊具)
    clan: str                  # "kuryu" (玖龍一門) or "shuten" (酒呑一門)
    cost: int                  # 召☆ for shikigami, 使☆ for relics
    text_ja: str
    text_en: str
    attack_cost: int | None = None   # 攻☆ (None = ー: cannot attack)
    endurance: int | None = None     # 耐久 as printed
    power: int | None = None         # 攻撃力 (None = ー)
    attr: str | None = None          # "yin" 陰 / "yang" 陽 / "void" 空
    bounty: int = 0                  # 霊力価
    area: bool = False               # 範囲 (True) / 単体 (False)
    reach: tuple = ()                # 間合 offsets
    counter: tuple = ()              # 反撃間合 offsets
    blind: tuple = ()                # 隙 offsets
    all_around: bool = False         # 玖龍街: 周囲すべて
    jutsushiki: bool = False         # 【術式】
    keywords: tuple[str, ...] = ()   # e.g. ("konshin",) 渾身, ("inshu",) 飲酒
    reach_ja: str = ""
    counter_ja: str = ""
    blind_ja: str = ""
    reach_tab: tuple = field(default=(), compare=False, repr=False)
    counter_tab: tuple = field(default=(), compare=False, repr=False)
    blind_tab: tuple = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "reach_tab", board.table(self.reach, self.all_around))
        object.__setattr__(self, "counter_tab", board.table(self.counter))
        object.__setattr__(self, "blind_tab", board.table(self.blind))

    @property
    def is_shikigami(self) -> bool:
        return self.kind == "shikigami"

    @property
    def can_attack(self) -> bool:
        return self.attack_cost is not None

    def name(self, lang: str = "ja") -> str:
        return self.name_en if lang == "en" else self.name_ja

    def text(self, lang: str = "ja") -> str:
        return self.text_en if lang == "en" else self.text_ja

    def clan_name(self, lang: str = "ja") -> str:
        return CLAN_NAMES[self.clan][lang == "en"]

    def costs(self, lang: str = "ja") -> str:
        """The printed costs: 召☆ and 攻☆ of a shikigami (ー: it cannot attack), 使☆ of a relic."""
        if self.kind == "relic":
            return ("Use" if lang == "en" else "使") + f"☆{self.cost}"
        atk = "-" if self.attack_cost is None else str(self.attack_cost)
        return f"Sum☆{self.cost}  Atk☆{atk}" if lang == "en" else f"召☆{self.cost}  攻☆{atk}"

    def stats(self, lang: str = "ja", short: bool = False) -> str:
        """The printed 攻撃力, 耐久 and 霊力価 (``short``: as a small card abbreviates them)."""
        pw, end, bty = "-" if self.power is None else self.power, self.endurance, self.bounty
        if lang == "en":
            return f"P{pw} E{end} B{bty}" if short else f"Pow {pw}  End {end}  Bnt {bty}"
        return f"攻{pw} 耐{end} 価{bty}" if short else f"攻撃力{pw} 耐久{end} 霊力価{bty}"

    def scope(self, lang: str = "ja") -> str:
        """範囲 (an area attack) or 単体 (a single target)."""
        return ("Area" if self.area else "Single") if lang == "en" else ("範囲" if self.area else "単体")


def _shiki(id, ja, en, clan, cost, atk, end, pw, attr, bounty, area, reach, counter, blind,
           text_ja, text_en, reach_ja, counter_ja, blind_ja, **kw) -> Card:
    return Card(id=id, name_ja=ja, name_en=en, kind="shikigami", clan=clan, cost=cost,
                attack_cost=atk, endurance=end, power=pw, attr=attr, bounty=bounty,
                area=area, reach=reach, counter=counter, blind=blind, text_ja=text_ja,
                text_en=text_en, reach_ja=reach_ja, counter_ja=counter_ja,
                blind_ja=blind_ja, **kw)


def _relic(id, ja, en, clan, cost, text_ja, text_en) -> Card:
    return Card(id=id, name_ja=ja, name_en=en, kind="relic", clan=clan, cost=cost,
                text_ja=text_ja, text_en=text_en)


K, S = "kuryu", "shuten"

_ALL: tuple[Card, ...] = (
    # 玖龍一門 付喪神 ── 11枚
    _shiki("T-001", "灯籠の精", "Lantern Spirit", K, 3, None, 4, None, "yang", 1, False,
           (), (), _offs("後"),
           "攻撃はできません(攻撃霊力なし)。撃破されたとき、持ち主が盤面の味方1体を選んで耐久+2。",
           "Cannot attack (no Attack cost). When destroyed, its owner chooses one ally on the "
           "board: Endurance +2.",
           "なし", "なし", "後"),
    _shiki("T-002", "提灯お化け", "Paper Lantern Ghost", K, 3, 2, 3, 2, "yin", 1, False,
           _offs("前"), _offs("前"), _offs("後"),
           "陰の式神を攻撃するとき、ダメージ+1。",
           "When attacking a Yin shikigami, damage +1.",
           "前(単体)", "前", "後"),
    _shiki("T-003", "変面", "Henmen the Face-Changer", K, 5, 3, 8, 3, "void", 1, False,
           _offs("左前", "右前"), _offs("左前", "右前"), _offs("後"),
           "攻撃のかわりに、間合にいる味方1体の耐久を、変面の攻撃力の分だけ増やせます(攻撃霊力を払う)。",
           "Instead of attacking, it may increase the Endurance of one ally in its Reach by "
           "Henmen's attack power (pay the Attack cost).",
           "左前・右前(単体)", "左前・右前", "後"),
    _shiki("T-004", "古箪笥", "Old Chest", K, 4, 0, 7, None, "yang", 1, False,
           (), (), _offs("後"),
           "攻撃の命令をすると、ダメージを与えるかわりに「耐久を1減らして霊力+1」か「カードを1枚引く」。"
           "霊力は払わず、間合も相手もいりません。攻撃1回分を使います。",
           "When ordered to attack, instead of dealing damage choose \"lose 1 Endurance and gain "
           "1 Spirit\" or \"draw 1 card\". Costs no Spirit and needs no Reach or target. Uses "
           "its one attack.",
           "なし", "なし", "後"),
    _shiki("T-005", "照魔鏡", "Shomakyo, the Truth Mirror", K, 6, 3, 10, 2, "void", 2, False,
           _offs("左前", "前", "右前", "左", "右"), (), _offs("左後", "後", "右後"),
           "正面のマスに【術式】でない式神(敵味方を問わず)がいるあいだ、照魔鏡の攻撃力はその式神のカードの"
           "攻撃力になります。間合は照魔鏡のまま。",
           "While a non-[Jutsushiki] shikigami (enemy or ally) is on the cell directly in front, "
           "Shomakyo's attack power becomes that card's printed attack power. Its Reach stays "
           "its own.",
           "左前・前・右前・左・右(単体)", "なし", "左後・後・右後"),
    _shiki("T-006", "僵尸公主", "Jiangshi Princess", K, 8, 2, 14, 4, "yin", 2, False,
           _offs("左前", "右前", "左後", "右後"), _offs("前", "左", "右", "後"), (),
           "攻撃か反撃で相手を撃破したら、そのマスへ移動します。移動したあと、持ち主は向きを左右どちらかに"
           "90度変えてもよい。",
           "When it destroys an opponent by attack or counter, it moves to that cell. After "
           "moving, its owner may turn it 90 degrees left or right.",
           "左前・右前・左後・右後(単体)", "前・左・右・後", "なし"),
    _shiki("T-007", "雲外鏡", "Ungaikyo, the Cloud Mirror", K, 6, 3, 10, 2, "void", 2, False,
           _offs("左前", "前", "右前", "左", "右"), (), _offs("左後", "後", "右後"),
           "召喚したとき、正面のマスに式神(敵味方を問わず)がいれば、その式神と同じ耐久で盤面に出ます。",
           "When summoned, if a shikigami (enemy or ally) is on the cell directly in front, it "
           "enters the board with the same Endurance as that shikigami.",
           "左前・前・右前・左・右(単体)", "なし", "左後・後・右後"),
    _shiki("T-008", "玖龍街", "Kuryugai, Nine-Dragon Street", K, 10, 2, 19, 1, "void", 3, True,
           (), (), (),
           "回転の命令で、自分のかわりに他の式神1体(敵味方を問わず)を90度回せます。玖龍街の攻撃は隙の+2が"
           "なく、だれも反撃できません。間合は周囲すべて(味方にも当たります)。",
           "With a rotate order it may turn one other shikigami (enemy or ally) 90 degrees "
           "instead of itself. Its attacks get no Blind-spot +2 and nobody can counter them. "
           "Its Reach is all around (it hits allies too).",
           "周囲すべて(範囲)", "なし", "なし", all_around=True),
    _relic("T-009", "家鳴り", "Yanari", K, 2,
           "式神1体(敵味方を問わず)の向きを、好きな向きに変えます。",
           "Turn one shikigami (enemy or ally) to face any direction."),
    _relic("T-010", "琵琶牧々", "Biwa-bokuboku", K, 6,
           "自分の盤面の式神全員の耐久+2。自分の式神が盤面にいないときは使えません。",
           "All your shikigami on the board get Endurance +2. Cannot be used when you have no "
           "shikigami on the board."),
    _relic("T-011", "マヨヒガ", "Mayoiga, the Lost House", K, 2,
           "式神1体(敵味方を問わず)に重ねて隠します。使った人の次のターン開始時まで、その式神は命令・攻撃・"
           "効果の対象にならず、制圧力も0です。味方なら耐久+1、敵なら耐久-1。",
           "Hide one shikigami (enemy or ally) under it. Until the start of the user's next "
           "turn it cannot be the target of orders, attacks or effects, and its Control is 0. "
           "An ally gets Endurance +1, an enemy Endurance -1."),
    # 酒呑一門 鬼 ── 12枚
    _shiki("O-001", "影鬼", "Shadow Oni", S, 3, 2, 3, 2, "yin", 1, False,
           _offs("前"), _offs("前"), _offs("後"),
           "【影討ち】隙から攻撃するとき、さらにダメージ+1(隙の+2と合わせて+3)。",
           "[Shadow Strike] When attacking from a Blind spot, damage +1 more (+3 with the "
           "Blind-spot +2).",
           "前(単体)", "前", "後", keywords=("kageuchi",)),
    _shiki("O-002", "鉈鬼", "Hatchet Oni", S, 3, 2, 3, 3, "yang", 1, False,
           _offs("前", "右前"), _offs("右前"), _offs("左", "後"),
           "効果なし。", "No effect.",
           "前・右前(単体)", "右前", "左・後"),
    _shiki("O-003", "鎖鬼", "Chain Oni", S, 4, 2, 6, 2, "yin", 1, True,
           _offs("前", "右"), (), _offs("左", "後"),
           "効果なし。範囲攻撃なので、間合にいる味方にも当たります。反撃はしません。",
           "No effect. Its area attack also hits allies in its Reach. It does not counter.",
           "前・右(範囲)", "なし", "左・後"),
    _shiki("O-004", "一角鬼", "One-Horn Oni", S, 5, 2, 9, 2, "yin", 1, False,
           _offs("2つ前の左", "2つ前", "2つ前の右", "前"), _offs("2つ前の左", "2つ前", "2つ前の右"),
           _offs("左", "右"),
           "効果なし。2つ前の列にも届きます。",
           "No effect. It reaches the row two ahead as well.",
           "2つ前の左・2つ前・2つ前の右・前(単体)", "2つ前の左・2つ前・2つ前の右", "左・右"),
    _shiki("O-005", "首引の姫鬼", "Kubihiki Princess Oni", S, 7, 4, 11, 3, "yang", 2, True,
           _offs("左前", "前"), _offs("前"), _offs("後", "右後"),
           "【渾身】攻撃のときに攻撃力+1にしてよい(範囲の全員に乗る)。そのときは攻撃のあとに自分の耐久-1。",
           "[All-Out] When attacking it may take attack power +1 (applies to everyone in the "
           "area). If it does, it loses 1 Endurance after the attack.",
           "左前・前(範囲)", "前", "後・右後", keywords=("konshin",)),
    _shiki("O-006", "一目鬼", "One-Eye Oni", S, 5, 3, 11, 2, "yang", 1, True,
           _offs("前", "左", "右"), _offs("前"), _offs("左前", "右前", "後"),
           "【巨撃】自分より今の耐久が少ない相手へのダメージ+1。",
           "[Giant Blow] Damage +1 against each target whose current Endurance is lower than "
           "its own.",
           "前・左・右(範囲)", "前", "左前・右前・後", keywords=("kyogeki",)),
    _shiki("O-007", "両面", "Ryomen the Two-Faced", S, 7, 2, 12, 2, "yang", 2, True,
           _offs("前", "後"), _offs("前", "後"), (),
           "効果なし。前と後ろに同時に攻撃し、前と後ろの両方へ反撃します。隙がありません。",
           "No effect. It attacks ahead and behind at once, and counters both ways. It has no "
           "Blind spot.",
           "前・後(範囲)", "前・後", "なし"),
    _shiki("O-008", "茨木童子", "Ibaraki-doji", S, 8, 4, 12, 5, "yin", 2, False,
           _offs("2つ前", "前", "右前"), _offs("2つ前", "前", "右前"), _offs("左"),
           "【再生】攻撃するたびに、自分の耐久+1。ダメージのあと、相手の反撃の前に増えます。霊力はいりません。",
           "[Regenerate] Each time it attacks, its Endurance +1: after the damage, before the "
           "opponent's counters. Costs no Spirit.",
           "2つ前・前・右前(単体)", "2つ前・前・右前", "左", keywords=("saisei",)),
    _shiki("O-009", "酒呑童子", "Shuten-doji", S, 9, 5, 15, 4, "yang", 2, True,
           _offs("左前", "前", "左"), _offs("左前", "前"), _offs("後"),
           "【飲酒】攻撃するとき、霊力2を追加で払えば、その攻撃の攻撃力+1。",
           "[Drinking] When attacking, pay 2 more Spirit for attack power +1 on that attack.",
           "左前・前・左(範囲)", "左前・前", "後", keywords=("inshu",)),
    _relic("O-010", "茨木の左腕", "Ibaraki's Left Arm", S, 4,
           "自分の式神1体を選び、その正面の方向でいちばん近い敵に3ダメージ。【拳】ならその敵を1マス遠ざけ、"
           "【握】なら1マス近づけます(空いていれば)。",
           "Choose one of your shikigami: 3 damage to the nearest enemy in the direction it "
           "faces. [Fist] pushes that enemy 1 cell away, [Grip] pulls it 1 cell closer (if "
           "that cell is empty)."),
    _relic("O-011", "閻魔獄卒棒", "Enma's Jailer Club", S, 4,
           "酒呑一門の自分の式神1体を選び、そのまわり8マス(隙のマスを除く)にいる敵1体に5ダメージ。",
           "Choose one of your Shuten-clan shikigami: 5 damage to one enemy in the 8 cells "
           "around it (except its Blind-spot cells)."),
    _relic("O-012", "鬼の酒", "Oni's Sake", S, 5,
           "式神1体(敵味方を問わず)の耐久を10にします。【飲酒】をもつ式神なら15に。下がることもあります。",
           "Set one shikigami's (enemy or ally) Endurance to 10; 15 for a shikigami with "
           "[Drinking]. It may go down."),
)

#: every card by id (tests may add synthetic cards with :func:`register_card`)
CARDS: dict[str, Card] = {c.id: c for c in _ALL}
#: the 23 printed ids, one deck's contents
DECK_IDS: tuple[str, ...] = tuple(sorted(c.id for c in _ALL))
PRINTED_IDS = frozenset(DECK_IDS)


def card(cid: str) -> Card:
    return CARDS[cid]


def register_card(c: Card) -> None:
    """Add a synthetic card (tests only: e.g. a 【術式】 shikigami)."""
    CARDS[c.id] = c


def unregister_card(cid: str) -> None:
    if cid in PRINTED_IDS:
        raise ValueError("cannot remove a printed card")
    CARDS.pop(cid, None)


#: the two 一門 (clans) by their key, as the balance lab names them
GROUP_NAMES = {"kuryu": "玖龍一門 Kuryu", "shuten": "酒呑一門 Shuten"}
