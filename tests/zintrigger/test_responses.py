"""Attacks and the four answers D/E/F/G (章6), chains, and abilities countered (章7)."""
from game.zintrigger.rules.events import AbilityUsed, Responded

from .helpers import do, pending, position, refused, texts

CH = (("bomba", "tenko"), ("hydne", "gantetsu"))


def _attack(hand1, field1="雷4", extra=None, chars=CH, bases=((), ())):
    """Seat 0 (場札 氷2) plays 炎4 and attacks seat 1 (場札 ``field1``)."""
    s = position(chars=chars, fields=["氷2", field1], hands=[["炎4"], list(hand1)], bases=bases,
                 decks=[["風1", "風2", "風3"], ["鋼1", "鋼6"]], enemy=["炎4", *(extra or ())])
    do(s, "0:play 炎4", "0:attack 1")
    assert pending(s) == "respond" and s.pending[1] == 1
    return s


def test_d_dodge_swaps_field_at_once_and_old_field_goes_to_base():
    """「D.回避する。現在の「場札」と連続する数字のカードを手札から１枚出し「場札」と入れ替える。」"""
    s = _attack(["炎5", "鋼3"], extra=["炎5", "鋼3"])
    assert {"1:dodge 炎5", "1:dodge 鋼3"} <= texts(s)
    ev = do(s, "1:dodge 炎5")
    assert any(isinstance(e, Responded) and e.kind == "dodge" for e in ev)
    assert s.field[1] == "炎5" and s.face["炎5"] == 1, "played with P2: turned to the dodger's side"
    if pending(s) == "field":
        do(s, "0:field -")
    assert "雷4" in s.bases[1], "the old 場札 goes to the dodger's 拠点"


def test_d_dodge_not_to_an_attack_number():
    """「相手が複数の数字に対し「攻撃」を宣言していた場合、それらの数字のカードは出せない。」"""
    s = position(chars=CH, fields=["氷3", "雷4"], hands=[["炎3", "鋼4"], ["鋼3", "炎5"]],
                 decks=[["風1"], ["鋼1"]], enemy=["炎3", "鋼4"])
    do(s, "0:play 炎3 鋼4", "0:attack 1")
    assert "1:dodge 鋼3" not in texts(s) and "1:dodge 炎5" in texts(s)
    assert refused(s, "1:dodge 鋼3").rule == "ZT-R10"


def test_e_counter_reverses_roles_and_ignores_reach():
    """「E.反撃する。相手の「場札」と同じ数字のカードを手札から１枚出し「攻撃」を宣言する。」
    「この時、■「範囲」を無視してカードを出しても良い。」"""
    s = _attack(["影2"])
    do(s, "1:counter 影2")
    assert s.pending[:3] == ("respond", 0, 1) and s.pending[3] == (2,)


def test_f_cover_turns_field_to_attacker_and_discards():
    """「F.遮蔽物を使う。「場札」が「遮蔽物」を持つなら使用可能、場札を敵陣カードにして捨て札に送る。」"""
    s = _attack([], field1="影4")             # 影4 廃墟 has cover
    assert "1:cover" in texts(s)
    do(s, "1:cover")
    assert s.field[1] is None and s.discard[-1] == "影4" and s.face["影4"] == 0


def test_f_not_without_cover():
    s = _attack([], field1="雷4")             # 雷4 市街地: no cover
    assert "1:cover" not in texts(s)
    assert refused(s, "1:cover").rule == "ZT-6"


def test_g_hit_loses_field_and_whole_base_turned():
    """「G.被弾する。場札と拠点を全て敵陣カードにして捨て札に送る。」"""
    s = _attack([], bases=((), ("風4", "風5", "TK")))
    do(s, "1:hit")
    assert pending(s) == "drop" and s.pending[3] == "hit", "the hit player orders the 拠点 (R-29)"
    do(s, "1:drop TK", "1:drop 風5")
    assert s.bases[1] == [] and s.field[1] is None
    assert s.discard[-4:] == ["雷4", "TK", "風5", "風4"], "場札 first, then the 拠点 in the chosen order"
    assert all(s.face[c] == 0 for c in ("雷4", "風4", "風5"))


def test_chain_of_three_counters_ends_in_a_hit():
    """「E …この操作により「攻撃」を宣言するので、基本的に攻撃宣言された側が入れ替わる。」 — three counters."""
    s = position(chars=CH, fields=["氷2", "雷4"], hands=[["炎4", "影4"], ["影2", "鋼2"]],
                 decks=[["風1", "風2"], ["鋼1", "鋼6"]], enemy=["炎4"])
    do(s, "0:play 炎4", "0:attack 1")
    do(s, "1:counter 影2")          # 1st counter: seat 0 answers
    do(s, "0:counter 影4")          # 2nd: seat 1 answers
    do(s, "1:counter 鋼2")          # 3rd: seat 0 answers
    assert s.pending[:3] == ("respond", 0, 1)
    do(s, "0:hit")
    assert s.field[0] is None and s.face["氷2"] == 1
    while pending(s) in ("field", "drop", "draw"):
        do(s, sorted(texts(s))[0])
    assert "炎4" in s.bases[0] and "影4" in s.bases[0], "cards played in the chain stay out of the hit (R-09)"


def test_ability_countered_is_nullified_cost_unpaid():
    """「固有能力に「反撃」可能な手段により「反撃」された場合、「反撃」された段階でその固有能力は無効になる。」"""
    s = position(chars=(("kagemaru", "tenko"), ("lazuli", "gantetsu")), fields=["氷2", "雷4"],
                 hands=[[], ["影2"]], bases=[["風1", "風2"], []], decks=[["風3"], ["鋼1", "鋼6"]])
    do(s, "0:ability 1")
    assert pending(s) == "window" and s.pending[1] == 1
    assert texts(s) == {"1:pass"}, "without a 拠点 card Lazuli cannot pay her counter ability"
    s.bases[1] = ["鋼3"]
    s.edited()
    assert "1:counter 影2 ability" in texts(s), "Lazuli's 【反撃可】 snipe (cost 1) as a counter"
    ev = do(s, "1:counter 影2 ability")
    assert any(isinstance(e, AbilityUsed) and e.nullified and e.seat == 0 for e in ev)
    assert s.bases[0] == ["風1", "風2"], "the nullified ability's cost is not paid"
    assert s.left == 1, "the action is used"
    # Lazuli's snipe pays its cost and attacks seat 0 at 2; it cannot be countered
    if pending(s) == "drop":
        do(s, "1:drop 鋼3")
    assert s.pending[:2] == ("respond", 0) and s.pending[5] is True
    assert not any(t.startswith("0:counter") for t in texts(s))


def test_only_players_with_a_counter_means_may_counter_an_ability():
    """「他のプレイヤーが固有能力の使用を宣言した際に、固有能力に「反撃」可能な手段を持つプレイヤーはその固有能力を
    解決するか「反撃」するかを選ぶ事ができる。」 (R-13: no window for a player without one)"""
    s = position(chars=(("kagemaru", "tenko"), ("hydne", "gantetsu")), fields=["氷2", "雷4"],
                 hands=[[], ["影2"]], bases=[["風1", "風2"], []], decks=[["風3"], ["鋼1", "鋼6"]])
    do(s, "0:ability 1")
    assert pending(s) == "drop", "Hydne has no counter means: no window, the cost is paid"


def test_suppressive_fire_forbids_dodge():
    """ガンテツ「この手番の終了時まで、自分の「攻撃」に対して相手は「D.回避する」を行えない。」"""
    s = position(chars=(("gantetsu", "tenko"), ("hydne", "bomba")), fields=["氷2", "雷4"],     # cost 3: ZT-R59
                 hands=[["炎4"], ["炎5"]], bases=[["風1", "風2", "風4"], []], decks=[["風3"], ["鋼1"]], enemy=["炎4"])
    do(s, "0:ability")
    while pending(s) == "drop":
        do(s, sorted(texts(s))[0])
    assert s.suppress[0]
    do(s, "0:play 炎4", "0:attack 1")
    assert "1:dodge 炎5" not in texts(s)
    assert refused(s, "1:dodge 炎5").rule == "ZT-9"


def test_zt_r46_after_a_dodge_the_left_field_is_not_offered_back():
    """Seed ④「現在の場札と同じ数字か隣接する数字のカードを出していたなら、それと場札と入れ替えてもよい。」 and ZT-R46:
    the turn player on 炎4 plays 炎5 and 炎6, is countered with a 4 and dodges to 影5. 炎4 waits in
    the holding area but was never played in this A, so P5 must not offer it back; the cards
    played (炎5 same number, 炎6 adjacent) may still be swapped in."""
    s = position(chars=(("bomba", "hydne"), ("tenko", "gantetsu")), fields=["炎4", "雷5"],
                 hands=[["炎5", "炎6", "影5"], ["雷4"]], decks=[["風1", "風2", "風3"], ["鋼1", "鋼6"]],
                 enemy=["雷5", "雷4", "影5"])
    do(s, "0:play 炎5 炎6", "0:attack 1", "1:counter 雷4")
    assert s.pending[:3] == ("respond", 0, 1) and s.pending[3] == (4,)
    do(s, "0:dodge 影5")
    while pending(s) == "draw":
        do(s, "0:draw deck")
    assert s.field[0] == "影5"
    assert pending(s) == "field" and s.pending[1] == 0
    assert texts(s) == {"0:field 炎5", "0:field 炎6", "0:field -"}, "the left 場札 炎4 is not offered back"
    do(s, "0:field -")
    if pending(s) == "field":
        do(s, "1:field -")
    assert {"炎4", "炎5", "炎6"} <= set(s.bases[0]) | set(s.discard), "to the 拠点 in P6"
