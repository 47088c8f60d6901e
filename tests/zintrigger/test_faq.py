"""The seed's Q&A, Q1-Q4, each as its own test."""
from game.zintrigger.rules.events import AttackDeclared

from .helpers import do, pending, position, texts


def test_q1_giant_tank_triggers_when_smash_bomb_is_declared_even_if_paid_as_cost():
    """Q1「「スマッシュボム」など、「攻撃する」を含む固有効果は発動を宣言した時点で「攻撃宣言」を行ないます。
    その後、対応で「反撃」が無ければ拠点を捨て札に置き、固有能力が実行される順序であり、「攻撃宣言」を行なった段階では
    「巨大飛行戦車」などはまだ拠点に存在しています。」"""
    s = position(chars=(("bomba", "tenko"), ("hydne", "gantetsu")), fields=["氷2", "炎1"],
                 hands=[[], ["鋼3"]], bases=[["雷6", "風1"], []], decks=[["風2"], ["風3"]])
    ev = do(s, "0:ability 1")
    assert any(isinstance(e, AttackDeclared) and e.numbers == (1, 2) for e in ev), \
        "the declaration is the attack declaration (numbers 1, 2 around the target's 1)"
    assert pending(s) == "window" and s.pending[1] == 1, "the target may counter (E) at the declaration"
    assert "1:counter 鋼3" not in texts(s), "a counter needs the user's 場札 number (2)"
    do(s, "1:pass")
    assert pending(s) == "drop", "then the cost is paid from the 拠点"
    do(s, "0:drop 雷6")
    assert "雷6" in s.discard and s.bases[0] == []
    opts = texts(s)
    assert pending(s) == "respond"
    assert "1:cover" not in opts, "the tank's effect stays although it was paid as the cost (炎1 廃墟 has cover)"
    assert opts == {"1:hit"}
    do(s, "1:hit")
    assert s.field[1] is None and s.face["炎1"] == 0 and s.discard[-1] == "炎1"


def test_q2_high_ground_once_per_turn_even_on_a_second_high_ground():
    """Q2「「高台」の効果は「手番中に１回だけ、行動回数を無視して行動できる」ものです。「高台」の効果を発動した後に
    ２枚目の「高台」に移動しても、既に手番中に１回行動回数を無視して行動しているため、２枚目の「高台」の効果は
    使用できません。」"""
    s = position(chars=(("hydne", "tenko"), ("bomba", "gantetsu")), fields=["炎3", None], left=1,
                 hands=[["風4", "炎5", "鋼5"], []], decks=[["風1", "風2", "風3"], ["影3"]], enemy=["風4", "炎5"])
    do(s, "0:play 風4")
    assert s.left == 1 and s.hg_used, "the first action on 高台 ignores the action count"
    do(s, "0:field 風4")
    assert s.field[0] == "風4"
    do(s, "0:play 炎5")
    if pending(s) == "field":
        do(s, "0:field -")
    assert s.current == 1 or s.phase == "end", "no second free action on the second 高台: the turn ends"


def test_q3_high_rise_and_hideout_in_chosen_order():
    """Q3「「高層ビル街」と「シノビの隠れ家」が拠点にある時、解決順番を選ぶことができる？」
    「できます。発動条件が同じ効果が発動した時、どちらを先に解決するかを選ぶことができます。」"""
    s = position(chars=(("hydne", "tenko"), ("bomba", "gantetsu")), fields=["炎3", None],
                 hands=[["影2"], []], bases=[["炎4", "風2"], []], decks=[["風1", "鋼6"], ["影3"]])
    do(s, "0:end")
    assert pending(s) == "order" and texts(s) == {"0:order 炎4", "0:order 風2"}
    do(s, "0:order 炎4")
    assert pending(s) == "highrise"
    do(s, "0:draw deck")
    assert "鋼6" in s.hands[0]
    assert pending(s) == "stash"
    do(s, "0:stash 影2")
    assert pending(s) == "hideout", "then the other effect"
    do(s, "0:hideout 鋼6")
    assert s.field[0] == "鋼6" and "炎3" in s.bases[0] or "炎3" in s.discard


def test_q4_flip_hand_everyone_discards_in_turn_order_and_empty_decks():
    """Q4「全てのプレイヤーが同時にひとつの場に触る場合、現在手番中のプレイヤーが優先して操作し、以降は手番順に操作を
    行います。互いに０枚の山札から同時にカードを引く場合、捨て札はターン中のプレイヤーの山札となり他のプレイヤーは
    山札からカードを引く事ができません。」"""
    s = position(chars=(("tenko", "hydne"), ("bomba", "gantetsu")), fields=["影3", "雷4"],
                 hands=[["炎1", "炎2"], ["雷3", "雷5"]], bases=[["影1", "影2"], []], decks=[[], []],
                 enemy=["炎1", "雷3", "雷5"])
    do(s, "0:ability")
    assert pending(s) == "drop"
    do(s, "0:drop 影1")
    assert s.face["炎1"] == 0, "Tenko's enemy area card turned to her side before it is sent"
    assert s.face["雷3"] == 1, "the others' cards keep their facing"
    assert s.hands[1] == [], "the other player cannot draw from the deck"
    assert sorted(s.hands[0]) == sorted(["影1", "影2"]), "the discard became the turn player's deck"
    assert s.decks[1] == []
