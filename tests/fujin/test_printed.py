"""What the rules print for the table: 間合 / 反撃間合 / 隙 on the board and on a card's diagram, and a
card's names, costs and stats in both languages."""
from game.fujin.rules.cards import CARDS, DECK_IDS
from game.fujin.rules.reach import board_marks, diagram, marks


def test_diagram_of_a_card_facing_forward():
    """提灯お化け: 間合 前 (単体), 反撃間合 前, 隙 後."""
    assert diagram(CARDS["T-002"]) == {(0, 1): "both", (0, -1): "blind"}


def test_diagram_reach_and_counter_apart():
    """僵尸公主: 間合 on the diagonals, 反撃間合 straight, no 隙."""
    d = diagram(CARDS["T-006"])
    assert {o for o, k in d.items() if k == "reach"} == {(-1, 1), (1, 1), (-1, -1), (1, -1)}
    assert {o for o, k in d.items() if k == "counter"} == {(0, 1), (-1, 0), (1, 0), (0, -1)}


def test_diagram_all_around():
    """玖龍街: 間合は周囲すべて."""
    d = diagram(CARDS["T-008"])
    assert len(d) == 8 and set(d.values()) == {"reach"}


def test_board_marks_follow_the_facing():
    """On b2 facing N the 提灯お化け reaches b3 and shows its 隙 on b1; facing S, the reverse."""
    assert board_marks("T-002", "b2", "N") == {"b3": "both", "b1": "blind"}
    assert board_marks("T-002", "b2", 2) == {"b1": "both", "b3": "blind"}


def test_board_marks_agree_with_marks_for_every_card():
    for cid in DECK_IDS:
        if not CARDS[cid].is_shikigami:
            continue
        for cell in ("a1", "b2", "c3"):
            for o in range(4):
                reach, counter, blind = marks(cid, cell, o)
                got = board_marks(cid, cell, o)
                assert {c for c, k in got.items() if k in ("reach", "both")} == set(reach)
                assert {c for c, k in got.items() if k in ("counter", "both")} == set(counter)
                assert {c for c, k in got.items() if k == "blind"} == set(blind) - set(reach) - set(counter)


def test_names_in_both_languages():
    from game.fujin.rules.board import attr_name
    assert (attr_name("taiji"), attr_name("taiji", "en")) == ("太極", "Taiji")
    assert (CARDS["T-002"].clan_name("ja"), CARDS["O-001"].clan_name("en")) == ("玖龍一門", "Shuten")


def test_printed_costs_and_stats():
    """召☆/攻☆ (ー: cannot attack), 使☆ of a relic, and the stats row in both languages."""
    lantern, chest, shuten = CARDS["T-001"], CARDS["T-004"], CARDS["O-009"]
    assert lantern.costs() == "召☆3  攻☆-" and shuten.costs("en") == "Sum☆9  Atk☆5"
    assert CARDS["T-009"].costs() == "使☆2" and CARDS["T-009"].costs("en") == "Use☆2"
    assert shuten.stats() == "攻撃力4 耐久15 霊力価2" and shuten.stats("en", short=True) == "P4 E15 B2"
    assert chest.stats(short=True) == "攻- 耐7 価1" and chest.stats("en") == "Pow -  End 7  Bnt 1"
    assert (shuten.scope(), shuten.scope("en"), lantern.scope("en")) == ("範囲", "Area", "Single")


def test_attack_preview_notes():
    """Under each damage the preview says what else the hit is: an ally, from the 隙, destroyed."""
    from game.fujin.rules.view import AttackPreview
    p = AttackPreview(hits=(("b3", 4, False, True), ("a2", 2, True, False)), counters=(("c2", 3),),
                      destroyed=("b3",))
    assert p.notes("b3") == ["隙 +2", "撃破"] and p.notes("b3", "en") == ["blind +2", "destroyed"]
    assert p.notes("a2", "en") == ["ally"] and p.notes("c1") == []
    assert (p.counter_note("c2"), p.counter_note("c2", "en")) == ("c2の反撃", "counter from c2")


def test_actions_in_words_for_a_chooser():
    """A chooser's rows: what each action does (with its cost), facings as the seat at the bottom sees them."""
    from tests.fujin.helpers import position
    s = position([(0, "O-002", "b2", "N"), (1, "O-006", "b3", "S")], sp=(10, 8))
    v, P = s.view(0), s.parse_action
    assert v.describe(P("summon O-001 a1 E")) == "影鬼をa1に召喚 (向き →右)"
    assert v.describe(P("summon O-001 a1 E"), "en", seat=1) == "Summon Shadow Oni on a1 facing ← left"
    assert v.describe(P("inherit O-009 b2"), "en") == "Succession summon Shuten-doji: cost 9 − refund 2"
    assert v.describe(P("attack b2 b3")) == "b3を攻撃" and v.describe(P("attack b2"), "en").startswith("Area attack")
    assert v.describe(P("attack b1 hp")) == "古箪笥: 耐久-1して霊力+1"
    assert v.describe(P("rotate b2 c3 L"), "en") == "Kuryugai: turn c3 left (1 Spirit)"
    assert v.describe(P("rotate b2 R")) == "右へ90°回す (霊力1)"
    assert v.describe(P("use T-009 b2 N"), "en", seat=0) == "Yanari: face ↑ toward the opponent"
    assert v.describe(P("use O-010 b2 ken")) == "【拳】敵を1マス遠ざける"
    assert v.describe(P("use T-010"), "en") == "Use Biwa-bokuboku"
    assert v.describe(P("face keep"), "en") == "Keep the facing" and v.describe(P("counter c2")) == "c2の式神で反撃"
    # the coach lists ending the turn among its moves: in the End turn button's own words
    from game.i18n import t
    assert v.describe(P("end")) == "ターン終了" == t("fujin.btn.end", "ja")
    assert v.describe(P("end"), "en") == "End turn" == t("fujin.btn.end", "en")
    assert [v.facing_word(o, 1, "en") for o in "NESW"] == ["↓ toward you", "← left", "↑ toward the opponent", "→ right"]


def test_a_pieces_orders_turns_first():
    """A piece's orders needing no drop target: its turns, then its area attack; R turns it alone."""
    from game.fujin.rules import actions as A
    from game.fujin.rules.gestures import orders, turn
    from tests.fujin.helpers import position
    s = position([(0, "O-003", "b2", "N"), (1, "O-007", "b3", "S")], sp=(10, 8))     # 鎖鬼: 範囲
    got = [a.text() for a in orders(s.legal_actions(), A.cell("b2"))]
    assert got[:2] == ["rotate b2 L", "rotate b2 R"] and "attack b2" in got[2:]
    assert turn(s.legal_actions(), A.cell("b2"), "R").text() == "rotate b2 R"
    assert turn(s.legal_actions(), A.cell("b3"), "R") is None and orders(s.legal_actions(), A.cell("b3")) == []
