"""付録: the four double-sided characters, both faces, and evolution (7.4, 7.5)."""
from game.hakusura.rules.cards import CHARACTERS
from tests.hakusura.helpers import act, acts, hp, legal_texts, pending, table


def test_printed_faces():
    """晴明 表: HP11 攻2 防1 術2 / 裏: HP13 攻3 防1 術3 … 道満 表: HP13 攻3 防0 術2 / 裏: HP15 攻3 防0 術3 …
    梨花 表: HP10 攻3 防1 術1 / 裏: HP12 攻4 防1 術2 … 葛葉 表: HP12 攻2 防0 術3 / 裏: HP14 攻4 防0 術4"""
    got = {c: ((f.hp, f.atk, f.bo, f.jutsu), (b.hp, b.atk, b.bo, b.jutsu), CHARACTERS[c].evolve_lv)
           for c, f, b in ((c, CHARACTERS[c].front, CHARACTERS[c].back) for c in CHARACTERS)}
    assert got == {"seimei": ((11, 2, 1, 2), (13, 3, 1, 3), 3), "doman": ((13, 3, 0, 2), (15, 3, 0, 3), 5),
                   "rinka": ((10, 3, 1, 1), (12, 4, 1, 2), 5), "kuzunoha": ((12, 2, 0, 3), (14, 4, 0, 4), 3)}


def test_seimei_front_refill_hits_every_enemy():
    """晴明 表: 手札が0枚になるたび、敵全部に式神の数だけダメージ（防御無視）"""
    s = table(chars=("seimei", "rinka"), yokai=("oni", "nue"), battle=5, first=0,
              shiki=(("kappa", "chochin"), ()), used=(("kogeki", "bogyo"), ()))
    acts(s, "R pick bogyo", "L play jutsu yokai:0")
    assert hp(s, "yokai:1") == 11 - 2                   # 2 shikigami, 防御無視
    assert pending(s) == ("hit", 0)                     # then 灯火 (HS-R14: the character first)
    # the battle-start return is not "手札が0枚になるたび" (5.1.3)
    assert s.battle == 5


def test_seimei_back_partner_counts_on_every_edge():
    """晴明 裏: 進化した時、式神1体を相棒にする。相棒は攻・防・術すべてに装備したものとして扱い、式神としての効果も使える"""
    s = table(chars=("seimei", "rinka"), yokai=("oni", "nue"), battle=5, first=0,
              shiki=(("tsuchigumo", "kappa", "chochin"), ()))
    acts(s, "L pick kogeki", "R pick bogyo")
    act(s, "L evolve")
    assert pending(s) == ("evolve", 0)
    assert "L evolve done" not in legal_texts(s)
    act(s, "L spend kappa")
    act(s, "L spend chochin")
    # Lv 1 + 1 = 2 < 3: spending 土蜘蛛 is the only way on, so it and "done" follow at once
    assert s.ps[0].evolved and s.ps[0].under == ["kappa", "chochin", "tsuchigumo"]
    # no shikigami left: no partner
    assert s.ps[0].partner is None
    s = table(chars=("seimei", "rinka"), yokai=("oni", "nue"), battle=5, first=0, hp=(4, 10),
              shiki=(("tsuchigumo", "kappa", "chochin"), ()))
    acts(s, "L pick kogeki", "R pick bogyo", "L evolve", "L spend tsuchigumo", "L evolve done")
    assert hp(s, 0) == 13                               # HP to the back's 13
    assert pending(s) == ("partner", 0)
    act(s, "L partner kappa")
    assert s.ps[0].partner == "kappa"
    v = s.view(0).seats[0]
    assert (v.atk, v.bo, v.jutsu) == (3 + 1, 1, 3 + 1)  # 河童: 攻＋1 (left), 術＋1 (bottom)
    assert "L use kappa" in legal_texts(s)              # and its ability


def test_doman_front_defend_jutsu():
    """道満 表: 防御を出した時、敵1体に術のステータス合計−1のダメージ（防御無視）"""
    s = table(chars=("doman", "rinka"), yokai=("oni", "nue"), battle=5, first=0)
    acts(s, "L pick bogyo", "R pick bogyo", "L play bogyo yokai:0")
    assert hp(s, "yokai:0") == 12 - (2 - 1)


def test_doman_back_reflects():
    """道満 裏: 防御を出したターン、敵から受けるはずだったダメージを、その敵に与える"""
    s = table(chars=("doman", "rinka"), yokai=("oni", "nue"), battle=5, first=0, evolved=(True, False))
    acts(s, "L pick bogyo", "R pick kogeki", "R play kogeki yokai:0")
    # 鵺 ① 先手に3 → reflected (−防1 = 2); 鬼 ① 先手に3 → reflected (−防1: spent by 梨花? 梨花 ignores 防)
    assert hp(s, 0) == 15
    assert hp(s, "yokai:1") == 11 - 2
    assert hp(s, "yokai:0") == 12 - 3 - (3 - 1)


def test_rinka_front_and_back():
    """梨花 表: 攻撃カードのダメージも敵の防で減らない（防御無視）/ 裏: … 攻撃の後、敵1体に攻のステータス合計のダメージ（防御無視）"""
    s = table(chars=("rinka", "seimei"), yokai=("tsuchigumo", "omukade"), battle=5, first=0)
    acts(s, "L pick kogeki", "R pick bogyo", "L play kogeki yokai:0")
    assert hp(s, "yokai:0") == 10 - 3                   # 防2 does not reduce it
    s = table(chars=("rinka", "seimei"), yokai=("tsuchigumo", "omukade"), battle=5, first=0, evolved=(True, False))
    acts(s, "L pick kogeki", "R pick bogyo", "L play kogeki yokai:0")
    assert pending(s) == ("after", 0)
    assert legal_texts(s) == {"L after char yokai:0", "L after char yokai:1"}
    act(s, "L after char yokai:1")
    assert hp(s, "yokai:0") == 10 - 4 and hp(s, "yokai:1") == 10 - 4


def test_kuzunoha_front_returns_one_card():
    """葛葉 表: 術を出したターンの終わりに、使用済みのカードを1枚、手札に戻せる"""
    s = table(chars=("kuzunoha", "rinka"), yokai=("oni", "nue"), battle=5, first=0, used=(("kogeki",), ()))
    acts(s, "L pick jutsu", "R pick bogyo", "L play jutsu yokai:0")
    assert pending(s) == ("kuzu", 0)
    assert legal_texts(s) == {"L return kogeki", "L return jutsu", "L pass"}
    act(s, "L return kogeki")
    assert s.ps[0].hand == ["kogeki", "bogyo"]
    # not on a turn without 術
    s = table(chars=("kuzunoha", "rinka"), yokai=("oni", "nue"), battle=5, first=0)
    acts(s, "L pick kogeki", "R pick bogyo", "L play kogeki yokai:0")
    assert s.pending[0] == "pick" and s.turn == 2


def test_kuzunoha_back_returns_attack_and_jutsu_for_damage():
    """葛葉 裏: ターンの終わりに、使用済みの攻撃と術を手札に戻せる。戻したカード1枚につき、敵1体に2ダメージ（防御無視）"""
    s = table(chars=("kuzunoha", "rinka"), yokai=("oni", "nue"), battle=5, first=0, evolved=(True, False),
              used=(("kogeki",), ()))
    acts(s, "L pick jutsu", "R pick bogyo", "L play jutsu yokai:0")
    assert pending(s) == ("kuzu", 0)
    assert legal_texts(s) == {"L return kogeki yokai:0", "L return kogeki yokai:1", "L return jutsu yokai:0",
                              "L return jutsu yokai:1", "L pass"}
    act(s, "L return kogeki yokai:1")
    act(s, "L return jutsu yokai:1")
    assert hp(s, "yokai:1") == 11 - 4 and s.ps[0].hand == ["kogeki", "bogyo", "jutsu"]
    a = s.parse_action("L return jutsu yokai:1")
    assert (str(a.source), str(a.target)) == ("used@0:jutsu", "yokai:1")


def test_evolution_only_at_action_and_once():
    """7.4 アクション時 … にキャラクターカードを裏返して進化できる(晴明と葛葉は合計 3 以上)。ターン開始時や妖の行動の途中には
    できない。進化すると HP は裏の面の HP まで回復する。進化は1ゲームに1回。"""
    s = table(chars=("rinka", "seimei"), yokai=("oni", "nue"), battle=5, first=0, hp=(3, 11),
              shiki=(("tengu", "inugami", "chochin"), ()))
    assert pending(s) == ("pick", 0)
    err = s.explain(s.parse_action("L evolve"))
    assert err.rule == "HS-7" and "アクション時" in err.ja
    acts(s, "L pick kogeki", "R pick bogyo")
    assert "L evolve" in legal_texts(s)                 # Lv 2 + 2 + 1 = 5
    acts(s, "L evolve", "L spend tengu")
    assert legal_texts(s) == {"L spend inugami", "L spend chochin"}   # Lv 2 < 5: no "done" yet
    act(s, "L spend inugami")                          # 4 < 5: 提灯お化け must follow; then done
    assert s.ps[0].evolved and s.ps[0].under == ["tengu", "inugami", "chochin"]
    assert hp(s, 0) == 12                              # to the back's HP 12
    assert "L evolve" not in legal_texts(s)
    err = s.explain(s.parse_action("L evolve"))
    assert err is not None
