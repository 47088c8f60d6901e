"""Every note printed under a ★ star card in the seed, each its own test (quoted)."""
from __future__ import annotations

from game.chobuku.rules.judge import outcome
from game.chobuku.rules.model import CHAL, PREP, RET
from game.chobuku.rules.power import reiryoku, retreat_outcome

from .helpers import act, legal, position, refusal


def chal(s, *seats, ret=()):
    for p, c in enumerate(s.cands):
        c.status = CHAL if p in seats else (RET if p in ret else c.status)
    s.edited()
    return s


def fortune(colour="ka", sign=2, target=0, user=1):
    return (f"kikkyo-{colour}", user, target, sign)


# ------------------------------------------------------------------ 吉凶占い
def test_fortune_note1_user_picks_anyone_including_self():
    """★ [～の吉凶占い] • 使用者が、自分も含めたプレイヤーから1人を選ぶ"""
    s = position(players=3, omens=("kikkyo-ka", None, None), bottles={0: ["ka3"], 1: ["sui2"], 2: ["do1"]})
    act(s, "s0 challenge use 0")
    assert s.pending[0] == "fortune" and s.to_move() == 0
    assert {t.split()[2] for t in legal(s)} == {"0", "1", "2"}


def test_fortune_note2_plus_or_minus_two_chosen_at_use():
    """★ [～の吉凶占い] • 使用者は、使用時に＋2または－2を選ぶ"""
    s = position(omens=("kikkyo-ka", None, None), bottles={0: ["ka3"], 1: ["sui2"]})
    act(s, "s0 challenge use 0")
    assert legal(s) == {"s0 fortune 0 +2", "s0 fortune 0 -2", "s0 fortune 1 +2", "s0 fortune 1 -2"}
    act(s, "s0 fortune 1 -2")
    assert s.stars[0] == ("kikkyo-ka", 0, 1, -2)


def test_fortune_note3_applies_at_judgement_only():
    """★ [～の吉凶占い] • 実際の適用は調伏判定時のみ"""
    s = position(stars=[fortune("ka", 2, 0)], bottles={0: ["ka6", "sui5"], 1: ["do1"]}, slots={0: "kodama"})
    assert retreat_outcome(s, 0)[1] == 12          # the retreat check leaves it out
    chal(s, 0)
    assert reiryoku(s, 0, True) == 14


def test_fortune_note4_bottle_or_shikigami_of_the_colour():
    """★ [～の吉凶占い] • 対象が指定色の小瓶または式神を持っていれば適用する"""
    s = chal(position(stars=[fortune("ka", 2, 0)], bottles={0: ["sui3"], 1: ["do1"]}, slots={0: "hinezumi"}), 0)
    assert reiryoku(s, 0, True) == 3 + 2 + 2          # 火鼠 is 火
    s = chal(position(stars=[fortune("ka", -2, 0)], bottles={0: ["ka3"], 1: ["do1"]}, slots={0: "kappa"}), 0)
    assert reiryoku(s, 0, True) == 3 + 5 - 2


def test_fortune_note5_no_colour_no_effect():
    """★ [～の吉凶占い] • 指定色を持っていなければ効果は無い"""
    s = chal(position(stars=[fortune("ka", 2, 0)], bottles={0: ["sui3"], 1: ["do1"]}, slots={0: "kappa"}), 0)
    assert reiryoku(s, 0, True) == 8


def test_fortune_note6_a_sealed_colour_still_counts():
    """★ [～の吉凶占い] • [五行封じ]で霊力0になった色でも条件に使える"""
    s = chal(position(stars=[fortune("ka", 2, 0), ("fuji", 1, None, None)], seal="ka0",
                      bottles={0: ["ka5", "sui3"], 1: ["do1"]}, slots={0: "kappa"}), 0)
    assert reiryoku(s, 0, True) == 0 + 3 + 5 + 2


# ------------------------------------------------------------------ 五行封じ
def test_seal_note1_revealed_bottle_decides_the_colour():
    """★ [五行封じ] • 公開時、山札から小瓶1枚を公開して封じる色を決める"""
    s = position(bottles={0: ["ka3"], 1: ["sui2"]}, star_top=("fuji",), deck_top=("moku4",))
    act(s, "s0 challenge draw")
    assert s.seal == "moku4" and s.view(1).seal == "moku4" and s.view(1).sealed_colour == "moku"


def test_seal_note2_no_bottle_deck_no_effect():
    """★ [五行封じ] • 小瓶山札がなければ効果は無い"""
    s = position(bottles={0: ["ka3"], 1: ["sui2"]}, star_top=("fuji",))
    s.bottle_discard, s.bottle_deck = s.bottle_deck, []
    act(s, "s0 challenge draw")
    assert s.seal is None and s.view(1).sealed_colour is None


def test_seal_note3_the_bottle_is_nobodys():
    """★ [五行封じ] • その小瓶はプレイヤーの物でも鬼のものでも無い"""
    s = position(oni="donreiki", oni_bottle="do3", stars=[("fuji", 1, None, None)], seal="ka6",
                 bottles={0: ["sui3"], 1: ["do1"]})
    assert all("ka6" not in c.bottles for c in s.cands) and s.oni_bottle == "do3"
    assert s.view(0).taikyu == 13          # 10 + the oni's own bottle only


def test_seal_note4_sealed_bottles_and_shikigami_are_zero():
    """★ [五行封じ] • 封じられた色の小瓶と式神は霊力0"""
    s = position(stars=[("fuji", 1, None, None)], seal="ka0", bottles={0: ["ka6", "sui3"], 1: ["do1"]},
                 slots={0: "hinezumi"})
    assert reiryoku(s, 0, False) == 3
    assert s.view(0).cands[0].bottles[0].power == 0 and s.view(0).cands[0].bottles[0].sealed


def test_seal_note5_colourless_shikigami_unaffected():
    """★ [五行封じ] • 無色の式神は影響を受けない"""
    s = position(players=2, charas=("tamamo", "fukumaru"), stars=[("fuji", 1, None, None)], seal="ka0",
                 bottles={0: ["sui3"], 1: ["do1"]}, slots={0: "bakegitsune", 1: "binbogami"})
    assert reiryoku(s, 0, False) == 4 and reiryoku(s, 1, False) == 5


def test_seal_note6_sealed_colour_still_meets_oni_and_star_conditions():
    """★ [五行封じ] • 封じられた色でも星読み札や鬼札の条件には使える"""
    s = chal(position(oni="kashaki", stars=[("fuji", 1, None, None)], seal="ka0",
                      bottles={0: ["ka6", "sui3"], 1: ["do1"]}, slots={0: "kappa"}), 0)
    assert reiryoku(s, 0, True) == 0 + 3 + 5 + 2     # 火車鬼's +2 from the sealed fire bottle


# ------------------------------------------------------------------ 五行の複門 / 五行三種門
def test_gates_note1_add_a_condition_to_challenge():
    """★ [五行の複門] ／ [五行三種門] • 準備中のプレイヤーが「挑む」ための条件を追加する"""
    s = position(bottles={0: ["ka3", "sui2"], 1: ["do1"]}, stars=[("fukumon", 1, None, None)],
                 omens=("sanbin", None, None))
    assert not any("challenge" in t for t in legal(s))
    r = refusal(s, "s0 challenge use 0")
    assert r.rule == "OC-10" and "複門" in r.ja


def test_gates_note2_drawing_and_retreating_stay_open():
    """★ [五行の複門] ／ [五行三種門] • 条件を満たさなくても、小瓶を引く／退くは可能"""
    s = position(bottles={0: ["ka3", "sui2"], 1: ["do1"]}, stars=[("sanshumon", 1, None, None)])
    assert {"s0 draw 1", "s0 retreat"} <= legal(s)


def test_gates_note3_the_last_preparing_candidate_challenges_anyway():
    """★ [五行の複門] ／ [五行三種門] • 最後の準備中プレイヤーになった場合は、自動的に挑む"""
    s = position(bottles={0: ["ka3", "sui2"], 1: ["do1"]}, stars=[("fukumon", 1, None, None)],
                 status={1: CHAL}, omens=("sanbin", None, None))
    assert "s0 challenge use 0" in legal(s) and "s0 retreat" not in legal(s)


def test_gates_note4_both_in_force_need_both():
    """★ [五行の複門] ／ [五行三種門] • 両方が使われている場合は、両方の条件を満たす必要がある"""
    stars = [("fukumon", 1, None, None), ("sanshumon", 1, None, None)]
    s = position(players=3, bottles={0: ["ka3", "ka2", "sui1"], 1: ["do1"], 2: ["kin1"]}, stars=stars)
    assert not any("challenge" in t for t in legal(s))
    s = position(players=3, bottles={0: ["ka3", "ka2", "sui1", "do0"], 1: ["do1"], 2: ["kin1"]}, stars=stars)
    assert "s0 challenge draw" in legal(s)


# ------------------------------------------------------------------ 裏星の導き
def test_urabosi_note1_changes_success_and_perfect():
    """★ [裏星の導き] • 完全調伏及び調伏成功の判定を変える"""
    s = chal(position(players=3, bottles={0: ["ka6", "sui6", "do1"], 1: ["kin6", "moku5"], 2: ["ka1"]},
                      slots={0: "kage", 1: "kage", 2: "kage"}, stars=[("urabosi", 2, None, None)]), 0, 1, 2)
    o = outcome(s)
    assert o["ura"] and o["success"] == [1] and not o["perfect"]


def test_urabosi_note2_second_closest_subdues():
    """★ [裏星の導き] • 鬼体力以下で2番目に近いプレイヤーが調伏成功"""
    s = chal(position(players=3, bottles={0: ["ka6", "sui6"], 1: ["kin6", "moku4"], 2: ["ka5"]},
                      slots={0: "kage", 1: "kage", 2: "kage"}, stars=[("urabosi", 2, None, None)]), 0, 1, 2)
    assert outcome(s)["success"] == [1]


def test_urabosi_note3_no_perfect_subjugation():
    """★ [裏星の導き] • 完全調伏者は無くなる"""
    s = chal(position(bottles={0: ["ka6", "sui6", "do1"], 1: ["kin6", "moku5"]},
                      slots={0: "kage", 1: "kage"}, stars=[("urabosi", 1, None, None)]), 0, 1)
    o = outcome(s)
    assert o["success"] == [1] and o["perfect"] is False


def test_urabosi_note4_no_second_no_effect():
    """★ [裏星の導き] • ただし、鬼体力以下で2番目に近いプレイヤーがいないと効果は無い"""
    s = chal(position(bottles={0: ["ka6", "sui6", "do1"], 1: ["kin6", "moku6", "do2"]},
                      slots={0: "kage", 1: "kage"}, stars=[("urabosi", 1, None, None)]), 0, 1)
    o = outcome(s)
    assert not o["ura"] and o["success"] == [0] and o["perfect"]


# ------------------------------------------------------------------ 三瓶成就
def _sanbin(user):
    s = chal(position(bottles={0: ["ka4", "sui4", "do4"], 1: ["kin6", "moku6", "do1"]},
                      slots={0: "kage", 1: "kage"}, stars=[("sanbin", user, None, None)]), 0, 1)
    act_judge(s)
    return s


def act_judge(s):
    from game.chobuku.rules.judge import start_judgement
    start_judgement(s, [])
    s.edited()


def test_sanbin_note1_user_only():
    """★ [三瓶成就] • 使用者本人だけに効果がある"""
    s = _sanbin(user=1)
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[1]["success"] and e[1]["marks"] == 2 + 1 and e[0]["marks"] == 0
    s = _sanbin(user=0)
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[1]["marks"] == 2                       # not the user: no +1


def test_sanbin_note2_three_bottles_and_success_give_plus_one():
    """★ [三瓶成就] • 小瓶を3枚以上持って調伏成功したら、継承印＋1"""
    s = chal(position(bottles={0: ["ka4", "sui4"], 1: ["kin6", "moku5"]}, slots={0: "kage", 1: "kage"},
                      stars=[("sanbin", 0, None, None)]), 0, 1, )
    s.cands[0].bottles = ["ka4", "sui4"]
    act_judge(s)
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[1]["success"] and e[0]["marks"] == 0        # two bottles: nothing extra anyway


def test_sanbin_note3_also_with_hidden_star_success():
    """★ [三瓶成就] • [裏星の導き]による成功にも適用"""
    s = chal(position(bottles={0: ["ka6", "sui6", "do1"], 1: ["kin4", "moku4", "do3"]},
                      slots={0: "kage", 1: "kage"},
                      stars=[("urabosi", 0, None, None), ("sanbin", 1, None, None)]), 0, 1)
    act_judge(s)
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[1]["success"] and e[1]["marks"] == 2 and e[0]["marks"] == 0


# ------------------------------------------------------------------ 四瓶の禁忌
def test_yonbin_note1_four_bottles_is_over_at_judgement():
    """★ [四瓶の禁忌] • 調伏判定時、小瓶4枚以上なら霊力超過として扱う"""
    s = chal(position(bottles={0: ["ka1", "sui1", "do1", "kin1"], 1: ["moku3"]},
                      stars=[("yonbin", 1, None, None)]), 0, 1)
    assert outcome(s)["over"][0] == "four"


def test_yonbin_note2_even_at_or_below_the_oni():
    """★ [四瓶の禁忌] • 霊力が鬼体力以下でも霊力超過になる"""
    s = chal(position(bottles={0: ["ka1", "sui1", "do1", "kin1"], 1: ["moku3"]}, slots={0: "kage"},
                      stars=[("yonbin", 1, None, None)]), 0, 1)
    o = outcome(s)
    assert o["power"][0] == 4 <= o["taikyu"] and o["over"][0] == "four" and o["success"] == [1]


def test_yonbin_note3_retreat_check_unaffected():
    """★ [四瓶の禁忌] • 退却判定には影響しない"""
    s = position(bottles={0: ["ka1", "sui1", "do1", "kin1", "moku1"], 1: ["moku3"]},
                 stars=[("yonbin", 1, None, None)], slots={0: "kodama"})
    act(s, "s0 retreat")
    assert s.cands[0].status == RET


# ------------------------------------------------------------------ 小瓶支給
def _ration(players=3, **kw):
    return position(players=players, omens=("shikyu", None, None),
                    bottles={0: ["ka1"], 1: ["sui1"], 2: ["do1"], 3: ["kin1"]}, **kw)


def test_ration_note1_each_player_draws_one():
    """★ [小瓶支給] • 各プレイヤーは小瓶1枚を引く"""
    s = _ration(deck_top=("moku1", "moku2", "moku3"))
    act(s, "s0 challenge use 0")
    assert [c.bottles[-1] for c in s.cands] == ["moku1", "moku2", "moku3"]   # clockwise from the user


def test_ration_note2_challengers_draw_too():
    """★ [小瓶支給] • 挑戦中のプレイヤーも引く"""
    s = _ration(status={1: CHAL})
    act(s, "s0 challenge use 0")
    assert len(s.cands[1].bottles) == 2


def test_ration_note3_retreated_do_not_draw():
    """★ [小瓶支給] • 退却済みのプレイヤーは引かない"""
    s = _ration(status={1: RET})
    act(s, "s0 challenge use 0")
    assert len(s.cands[1].bottles) == 1 and len(s.cands[2].bottles) == 2


def test_ration_note4_not_the_turns_draw():
    """★ [小瓶支給] • 基本行動の「小瓶を引く」には数えない"""
    s = _ration()
    act(s, "s0 challenge use 0")
    assert s.to_move() == 1 and "s1 draw 1" in legal(s)     # seat 1 still has its own turn's draw


def test_ration_note5_not_the_last_draw_either():
    """★ [小瓶支給] • 最後の1回の小瓶ドローにも数えない"""
    s = _ration(players=2, status={})
    s.cands[1].status = PREP
    act(s, "s0 challenge use 0")
    assert s.to_move() == 1 and "s1 draw 1" in legal(s) and "s1 retreat" not in legal(s)   # last preparing


def test_ration_note6_not_enough_bottles_no_effect():
    """★ [小瓶支給] • 小瓶山札が引ける人数分なければ効果なし"""
    s = _ration()
    s.bottle_discard, s.bottle_deck = s.bottle_deck[2:], s.bottle_deck[:2]
    act(s, "s0 challenge use 0")
    assert [len(c.bottles) for c in s.cands] == [1, 1, 1] and len(s.bottle_deck) == 2


# ------------------------------------------------------------------ 小瓶引取
def test_withdraw_note1_user_only():
    """★ [小瓶引取] • 使用者本人だけに効果がある"""
    s = position(omens=("hikitori1", None, None), bottles={0: ["ka3", "sui5"], 1: ["do1", "kin2"]})
    act(s, "s0 challenge use 0")
    assert s.cands[0].bottles == ["sui5"] and s.cands[1].bottles == ["do1", "kin2"]


def test_withdraw_note2_nothing_at_three_or_less_no_effect():
    """★ [小瓶引取] • 霊力３以下の小瓶が無ければ効果なし"""
    s = position(omens=("hikitori1", None, None), bottles={0: ["ka4", "sui5"], 1: ["do1"]})
    act(s, "s0 challenge use 0")
    assert s.cands[0].bottles == ["ka4", "sui5"] and s.cands[0].status == CHAL


def test_withdraw_note3_rallying_plus_one_ignored():
    """★ [小瓶引取] • 霊力３以下の判定に鼓舞鬼の霊力＋１は影響しない"""
    s = position(oni="kobuki", omens=("hikitori1", None, None), bottles={0: ["ka3", "sui2", "do5"], 1: ["do1"]})
    act(s, "s0 challenge use 0")
    assert legal(s) == {"s0 withdraw ka3", "s0 withdraw sui2"}     # 3 counts although it gives 4


# ------------------------------------------------------------------ 小瓶交換
def test_exchange_note1_user_only():
    """★ [小瓶交換] • 使用者本人だけに効果がある"""
    s = position(omens=("kokan1", None, None), bottles={0: ["ka3"], 1: ["do1", "kin2"]}, deck_top=("moku6",))
    act(s, "s0 challenge use 0")
    assert s.cands[0].bottles == ["moku6"] and s.cands[1].bottles == ["do1", "kin2"]


def test_exchange_note2_discard_then_draw():
    """★ [小瓶交換] • 自分の小瓶を捨てた後に、山札から小瓶を引く"""
    s = position(omens=("kokan1", None, None), bottles={0: ["ka3", "sui6"], 1: ["do1"]}, deck_top=("moku2",))
    act(s, "s0 challenge use 0")
    act(s, "s0 exchange sui6")
    assert s.cands[0].bottles == ["ka3", "moku2"] and "sui6" in s.bottle_discard


def test_exchange_note3_no_deck_no_effect_no_discard():
    """★ [小瓶交換] • 小瓶山札がなければ効果は無く、そもそも小瓶を捨てない"""
    s = position(omens=("kokan1", None, None), bottles={0: ["ka3", "sui6"], 1: ["do1"]})
    s.bottle_discard, s.bottle_deck = s.bottle_deck, []
    act(s, "s0 challenge use 0")
    assert s.cands[0].bottles == ["ka3", "sui6"] and s.cands[0].status == CHAL


# ------------------------------------------------------------------ 隠れ宿
def _inn(gofu=2):
    s = chal(position(bottles={0: ["ka6", "sui6", "do1"], 1: ["kin6", "moku2"]}, slots={0: "kage", 1: "kage"},
                      stars=[("kakurega", 0, None, None)], gofu={0: gofu}), 0, 1)
    act_judge(s)
    return {x["seat"]: x for x in s.judgement["entries"]}, s


def test_inn_note1_no_mark_for_the_user():
    """★ [隠れ宿] • 使用者は継承印を得られない"""
    e, s = _inn()
    assert e[0]["marks"] == 0 and not e[0]["success"] and e[1]["success"]


def test_inn_note2_no_loss_and_one_amulet_back_max_three():
    """★ [隠れ宿] • 護符を失わず、護符を１回復する （護符の上限は３）"""
    e, s = _inn(gofu=2)
    assert e[0]["gofu"] == 1 and s.cands[0].gofu == 3
    e, s = _inn(gofu=3)
    assert e[0]["gofu"] == 0 and s.cands[0].gofu == 3


def test_inn_note3_outside_over_success_and_weakest():
    """★ [隠れ宿] • 霊力超過・調伏成功（完全調伏）・霊力最弱の決定から外れる"""
    s = chal(position(players=3, bottles={0: ["ka6", "sui6", "do6"], 1: ["kin6", "moku2"], 2: ["do2"]},
                      slots={0: "kage", 1: "kage", 2: "kage"}, stars=[("kakurega", 0, None, None)]), 0, 1, 2)
    o = outcome(s)
    assert o["over"][0] is None and 0 not in o["success"] and 0 not in o["weakest"] and o["weakest"] == [2]


# ------------------------------------------------------------------ 式神の五主印
def test_goshuin_note1_judgement_only():
    """★ [式神の五主印] • 調伏判定時のみ影響する"""
    s = position(bottles={0: ["ka6", "sui5"], 1: ["do1"]}, slots={0: "hinezumi"},
                 stars=[("goshuin", 1, None, None)])
    assert retreat_outcome(s, 0)[1] == 13 and s.phase == "turn"


def test_goshuin_note2_a_bottle_of_the_shikigamis_colour_may_add_two():
    """★ [式神の五主印] • 式神と同じ色の小瓶があれば、霊力＋2しても良い"""
    s = chal(position(bottles={0: ["ka3"], 1: ["do1"]}, slots={0: "hinezumi", 1: "kurogoi"},
                      stars=[("goshuin", 1, None, None)]), 0, 1)
    act_judge(s)
    assert s.pending == ("declare", 0, "goshuin")          # 火鼠 + a fire bottle; 1 has no water
    assert s.queue == []
    act(s, "s0 declare goshuin yes")
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[0]["reiryoku"] == 3 + 2 + 2


def test_goshuin_note3_optional_per_player():
    """★ [式神の五主印] • 条件を満たしても、効果はプレイヤー別で任意"""
    s = chal(position(bottles={0: ["ka3"], 1: ["sui1"]}, slots={0: "hinezumi", 1: "kurogoi"},
                      stars=[("goshuin", 1, None, None)], star=0), 0, 1)
    act_judge(s)
    act(s, "s0 declare goshuin no")
    assert s.pending == ("declare", 1, "goshuin")
    act(s, "s1 declare goshuin yes")
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[0]["reiryoku"] == 5 and e[1]["reiryoku"] == 1 + 4 + 2


def test_goshuin_note4_once_however_many_match():
    """★ [式神の五主印] • 条件を複数満たしても、＋2は1回だけ"""
    s = chal(position(charas=("kyoka", "sakaki"), bottles={0: ["ka3", "sui1", "do0"], 1: ["moku1"]},
                      slots={0: "nue"}, stars=[("goshuin", 1, None, None)]), 0, 1)
    act_judge(s)
    act(s, "s0 declare goshuin yes")
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[0]["reiryoku"] == 4 + 3 + 2


# ------------------------------------------------------------------ 式神交代
def test_swap_note1_anyone_including_self():
    """★ [式神交代] • 使用者が、自分も含めたプレイヤーから1人を選ぶ"""
    s = position(players=3, omens=("kotai", None, None), bottles={0: ["ka3"], 1: ["sui2"], 2: ["do1"]})
    act(s, "s0 challenge use 0")
    assert legal(s) == {"s0 swap 0", "s0 swap 1", "s0 swap 2"}


def test_swap_note1b_scapegoat_rule_without_hand_cannot_be_chosen():
    """★ [式神交代] ※ 選択ルールの 【章11-2. 式神身代わり】 の影響で、選び直せる式神が手札にないプレイヤーは選べない"""
    s = position(players=3, migawari=True, omens=("kotai", None, None),
                 bottles={0: ["ka3"], 1: ["sui2"], 2: ["do1"]}, slots={1: "onibi"},
                 resting={1: ("iwagame",)}, lost={1: ("kage", "kinkei", "kurogoi", "aosagi")})
    assert s.cands[1].hand == []
    act(s, "s0 challenge use 0")
    assert legal(s) == {"s0 swap 0", "s0 swap 2"}
    assert refusal(s, "s0 swap 1").rule == "OC-R21"


def test_swap_note2_the_target_picks_a_new_one_face_down():
    """★ [式神交代] • 使用されたプレイヤーは、手札に残った式神から1枚を選び直して伏せる"""
    s = position(omens=("kotai", None, None), bottles={0: ["ka3"], 1: ["sui2"]}, slots={1: "mizuchi"},
                 charas=("sakaki", "mio"))
    act(s, "s0 challenge use 0")
    act(s, "s0 swap 1")
    assert s.to_move() == 1 and s.pending[0] == "repick"
    assert "s1 shiki hakuro" in legal(s) and "s1 shiki mizuchi" not in legal(s)
    act(s, "s1 shiki hakuro")
    assert s.cands[1].slot == "hakuro" and not s.cands[1].slot_up
    assert s.view(0).cands[1].slot == "hidden"


def test_swap_note3_the_old_one_is_revealed_and_back_next_round():
    """★ [式神交代] • 元々の式神を公開して使用済みにする （次のラウンドから使用できる）"""
    s = position(omens=("kotai", None, None), bottles={0: ["ka3"], 1: ["sui2"]}, slots={1: "mizuchi"},
                 charas=("sakaki", "mio"), status={1: CHAL})
    act(s, "s0 challenge use 0")
    act(s, "s0 swap 1")
    assert s.view(0).cands[1].resting == ("mizuchi",)
    act(s, "s1 shiki hakuro")
    # the round ended (both challenged): 水蛟 is back in hand, 白狼 rests
    assert "mizuchi" in s.cands[1].hand and s.cands[1].resting == ["hakuro"]


def test_swap_note4_only_the_new_one_is_judged():
    """★ [式神交代] • 判定に使うのは交代して使用中の伏せた式神のみ"""
    s = position(omens=("kotai", None, None), bottles={0: ["ka3"], 1: ["sui2"]}, slots={1: "mizuchi"},
                 charas=("sakaki", "mio"), status={1: CHAL})
    act(s, "s0 challenge use 0")
    act(s, "s0 swap 1")
    act(s, "s1 shiki hakuro")
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[1]["shiki"] == "hakuro" and e[1]["reiryoku"] == 2 + 5


def test_swap_note4b_scapegoat_takes_only_the_new_one():
    """★ [式神交代] ※ 選択ルールの 【章11-2. 式神身代わり】 では、交代後の式神のみ身代わりになる"""
    s = position(omens=("kotai", None, None), bottles={0: ["ka3"], 1: ["sui6", "do6"]}, slots={1: "mizuchi"},
                 charas=("sakaki", "mio"), status={1: CHAL}, gofu={1: 1}, migawari=True)
    act(s, "s0 challenge use 0")
    act(s, "s0 swap 1")
    act(s, "s1 shiki hakuro")            # 6 + 6 + 5 = 17 > 13: over, 護符 1 → 0
    c = s.cands[1]
    assert c.lost == ["hakuro"] and "mizuchi" in c.hand and c.gofu == 1


# ------------------------------------------------------------------ 身代わり紙人形
def test_doll_note1_user_only():
    """★ [身代わり紙人形] • 使用者本人だけに効果がある"""
    s = chal(position(bottles={0: ["ka6", "sui6", "do6"], 1: ["kin6", "moku6", "do2"]},
                      slots={0: "kage", 1: "kage"}, stars=[("migawari1", 0, None, None)]), 0, 1)
    act_judge(s)
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[0]["gofu"] == 0 and e[1]["gofu"] == -1


def test_doll_note2_no_loss_for_over_or_weakest():
    """★ [身代わり紙人形] • 霊力超過・霊力最弱による護符喪失を防ぐ"""
    s = chal(position(players=3, bottles={0: ["ka1"], 1: ["kin6", "moku6"], 2: ["do4"]},
                      slots={0: "kage", 1: "kage", 2: "kage"}, stars=[("migawari1", 0, None, None)]), 0, 1, 2)
    act_judge(s)
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[0]["weakest"] and e[0]["gofu"] == 0


def test_doll_note3_over_still_cannot_subdue():
    """★ [身代わり紙人形] • 霊力超過していれば調伏成功はできない"""
    s = chal(position(bottles={0: ["ka6", "sui6", "do6"], 1: ["kin1"]},
                      slots={0: "kage", 1: "kage"}, stars=[("migawari1", 0, None, None)]), 0, 1)
    o = outcome(s)
    assert o["over"][0] == "power" and o["success"] == [1]
