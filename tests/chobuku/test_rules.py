"""The seed's turn rules (章6), round flow (章5), judgement details (章7), the end (章8),
optional rules 11-1..11-3, the 2-player rules, and the rulings OC-R.. (RULINGS.md)."""
from __future__ import annotations

from game.chobuku.rules import OPTIONS
from game.chobuku.rules.cards import BOTTLES, CHARAS, STAR_IDS
from game.chobuku.rules.events import OniAppeared, OmenRevealed, RoundStarted, ShikigamiSet
from game.chobuku.rules.flow import after_round, end_reason
from game.chobuku.rules.judge import outcome, start_judgement
from game.chobuku.rules.model import CHAL, OUT, PREP, RET
from game.chobuku.rules.power import reiryoku, taikyu
from game.engine import CardDrawn
from game.engine.options import defaults

from .helpers import act, legal, new, position, refusal


def chal(s, *seats):
    for p, c in enumerate(s.cands):
        if p in seats:
            c.status = CHAL
    s.edited()
    return s


def judged(s):
    start_judgement(s, [])
    s.edited()
    return {e["seat"]: e for e in s.judgement["entries"]}


# ------------------------------------------------------------------ components and set-up
def test_components_counts():
    """OC-R02 (R-02): 小瓶札は0～6×5色×1枚＝35枚; 星読み24; キャラ9."""
    assert len(BOTTLES) == 35 and len(STAR_IDS) == 24 and len(CHARAS) == 9


def test_player_counts():
    """OC-R03 (R-03): 人数2～5."""
    for n in (2, 3, 4, 5):
        s = new(n, characters="all")
        assert s.n == n and len(s.cands) == n and all(c.gofu == 3 and c.marks == 0 for c in s.cands)


def test_round_order_events():
    """OC-R04 (R-04): 鬼の出現→予兆→初期小瓶→式神→手番. 章5 1-4."""
    from game.chobuku.rules import ChobukuState
    from game import games
    s = ChobukuState.new_game(4, games.get("chobuku").new_options({"players": 3, "characters": "choose"}))
    p = s.to_move()
    ev = []
    for _ in range(3):
        ev = act(s, sorted(legal(s))[0])
    kinds = [type(e).__name__ for e in ev]
    assert kinds.index("RoundStarted") < kinds.index("OniAppeared") < kinds.index("OmenRevealed")
    first_bottle = next(i for i, e in enumerate(ev) if isinstance(e, CardDrawn) and e.dst.kind == "bottles")
    assert kinds.index("OmenRevealed") < first_bottle
    assert s.phase == "shiki" and s.pending == ("shiki", s.star)
    for _ in range(3):
        ev = act(s, sorted(legal(s))[0])
    assert any(isinstance(e, ShikigamiSet) for e in ev) and s.phase == "turn" and s.current == s.star
    _ = (p, RoundStarted, OniAppeared, OmenRevealed)


def test_three_omens_not_refilled():
    """OC-R05 (R-05): 予兆はラウンド開始時3枚。使用・捨てで減っても補充しない."""
    s = position(players=3, omens=("sanbin", "urabosi", "takaburi"), bottles={0: ["ka1"], 1: ["do1"], 2: ["kin1"]})
    act(s, "s0 challenge discard 1")
    act(s, "s1 challenge use 0")
    assert s.omens == [None, None, "takaburi"]


def test_rest_cycle():
    """OC-R07 (R-07): ラウンドNで使った式神はN+1は選べない。N+1の片付けで手札へ戻り、N+2から再び選べる."""
    s = position(slots={0: "kappa", 1: "onibi"}, bottles={0: ["ka1"], 1: ["do1"]}, resting={0: ("kodama",)})
    chal(s, 0, 1)
    s.phase = "turn"
    after_round(s, [])
    c = s.cands[0]
    assert c.resting == ["kappa"] and "kodama" in c.hand and "kappa" not in c.hand


# ------------------------------------------------------------------ 6-1 draw
def test_draw_one_to_three_and_turn_ends():
    """OC-R50 章6-1「① 1～3枚、任意の枚数をまとめて1回だけ引く ② すべて公開する ③ 手番を終了する」「小瓶山札の残り枚数より多く
    引くこともできません。」"""
    s = position(players=3, bottles={0: ["ka1"], 1: ["do1"], 2: ["kin1"]}, deck_top=("moku1", "moku2"))
    assert {"s0 draw 1", "s0 draw 2", "s0 draw 3"} <= legal(s)
    act(s, "s0 draw 2")
    assert s.cands[0].bottles == ["ka1", "moku1", "moku2"] and s.to_move() == 1
    assert s.view(2).cands[0].bottles[2].id == "moku2"
    s.bottle_discard += s.bottle_deck[2:]
    s.bottle_deck = s.bottle_deck[:2]
    s.edited()
    assert "s1 draw 3" not in legal(s) and "s1 draw 2" in legal(s)
    assert "残り2枚" in refusal(s, "s1 draw 3").ja


# ------------------------------------------------------------------ 6-2 challenge
def test_challenge_three_choices_then_no_more_draws():
    """OC-R52 章6-2「(1) 公開されている予兆を1枚使う (2) 公開されている予兆を1枚捨てる (3) 星読み山札から1枚引き、その札を
    ただちに使う」「挑戦中になったプレイヤーは、そのラウンド中もう小瓶を引けません。」"""
    s = position(players=3, omens=("sanbin", None, "takaburi"), bottles={0: ["ka1"], 1: ["do1"], 2: ["kin1"]})
    assert {"s0 challenge use 0", "s0 challenge use 2", "s0 challenge discard 0", "s0 challenge discard 2",
            "s0 challenge draw"} <= legal(s)
    assert "s0 challenge none" not in legal(s)
    act(s, "s0 challenge use 2")
    assert s.cands[0].status == CHAL and s.stars[0][:2] == ("takaburi", 0)
    assert s.to_move() == 1
    act(s, "s1 draw 1")
    act(s, "s2 draw 1")
    assert s.to_move() == 1      # seat 0 is skipped: 挑戦中 never draws again


def test_challenge_none_when_nothing_left():
    """OC-R33 (R-33): (3)で引いた札は必ず使う。予兆も山札も無ければ星読みでは何もしない."""
    s = position(bottles={0: ["ka1"], 1: ["do1"]})
    s.star_discard, s.star_deck = s.star_deck, []
    s.edited()
    assert "s0 challenge none" in legal(s) and not any("use" in t or "draw 1" == t for t in legal(s) if "challenge" in t and "none" not in t)
    act(s, "s0 challenge none")
    assert s.cands[0].status == CHAL and s.stars == []


# ------------------------------------------------------------------ 6-3 retreat
def test_retreat_success_and_failure():
    """OC-R53 章6-3「① 鬼体力以下の場合 退却成功です。• 退却済みになる • 捨て逃げ ➡ 星読みの予兆を１枚捨てる • 護符回復 ➡ 小瓶６を
    持っていれば 護符を１回復する （護符の上限は３）」「② 鬼体力を超えていた場合 … 公開した式神はそのまま公開状態 • 星読みに行く
    • その後、挑戦中になる」"""
    s = position(players=3, omens=("sanbin", "urabosi", None), bottles={0: ["ka6", "do2"], 1: ["do1"], 2: ["kin1"]},
                 gofu={0: 2}, slots={0: "kappa"})
    act(s, "s0 retreat")
    assert s.cands[0].status == RET and s.cands[0].gofu == 3 and s.cands[0].slot_up
    assert s.pending == ("flee", 0) and legal(s) == {"s0 flee 0", "s0 flee 1"}     # OC-R08: mandatory, own pick
    act(s, "s0 flee 1")
    assert s.omens == ["sanbin", None, None] and s.to_move() == 1
    s = position(players=3, omens=("sanbin", None, None), bottles={0: ["ka6", "do6"], 1: ["do1"], 2: ["kin1"]},
                 slots={0: "kappa"}, stars=[("fukumon", 2, None, None)])
    act(s, "s0 retreat")
    assert s.pending == ("stars", 0) and s.cands[0].slot_up and s.view(1).cands[0].slot == "kappa"
    assert "s0 challenge use 0" in legal(s)        # the gate does not stop a failed retreat
    act(s, "s0 challenge use 0")
    assert s.cands[0].status == CHAL


def test_retreat_recovery_once_even_with_two_sixes():
    """OC-R09 (R-09): 護符回復は印刷値6の所持で判定、1回の退却で最大1回復."""
    s = position(players=3, bottles={0: ["ka6", "do6"], 1: ["do1"], 2: ["kin1"]}, gofu={0: 1}, slots={0: "kage"})
    act(s, "s0 retreat")
    assert s.cands[0].gofu == 2


def test_retreat_ignores_judgement_only_effects():
    """章6-3「ただし、「調伏判定時のみ」と書かれた星読み効果は適用しません。」"""
    s = position(players=3, bottles={0: ["ka6", "do6"], 1: ["do1"], 2: ["kin1"]}, slots={0: "kage"},
                 stars=[("kikkyo-ka", 1, 0, 2), ("hoshiawase", 0, None, None)])
    s.cands[0].slot = "kodama"
    s.cands[0].hand = [h for h in s.cands[0].hand if h != "kodama"] + ["kage"]
    act(s, "s0 retreat")                 # 13 ≤ 13 (the fortune's +2 would make 15)
    assert s.cands[0].status == RET


# ------------------------------------------------------------------ 6-6 last preparing
def test_last_preparing_player_optional_draw_then_challenges():
    """OC-R12 章6-6「① 最後に1回だけ、小瓶を1～3枚引ける ※引くかは任意。6ストップなら引けない ② その後、自動的に挑む
    ③ 退くことはできない」"""
    s = position(players=3, bottles={0: ["ka1"], 1: ["do1"], 2: ["kin1"]}, status={1: CHAL, 2: RET},
                 omens=("sanbin", None, None))
    assert "s0 retreat" not in legal(s) and "s0 draw 2" in legal(s) and "s0 challenge use 0" in legal(s)
    assert refusal(s, "s0 retreat").rule == "OC-6"
    act(s, "s0 draw 2")
    assert s.pending == ("stars", 0) and s.to_move() == 0
    act(s, "s0 challenge use 0")
    assert s.judgement is not None and s.round == 6 + 1 or s.judgement["entries"]


def test_last_preparing_player_at_six_stop_cannot_draw():
    """章6-6「※引くかは任意。6ストップなら引けない」"""
    s = position(bottles={0: ["ka6", "do1", "kin0"], 1: ["sui1"]}, status={1: CHAL})
    assert not any("draw" in t and "challenge" not in t for t in legal(s))


# ------------------------------------------------------------------ 7 judgement details
def test_ties_share_marks():
    """OC-R10 (R-10): 同値は全員が得る。完全調伏は+2."""
    s = chal(position(players=3, bottles={0: ["ka6", "do6", "kin1"], 1: ["sui6", "moku6", "do1"], 2: ["ka2"]},
                      slots={0: "kage", 1: "kage", 2: "kage"}), 0, 1, 2)
    e = judged(s)
    assert e[0]["marks"] == e[1]["marks"] == 2 and e[2]["weakest"]


def test_weakest_ties_and_single():
    """OC-R11 (R-11): 最弱は同値なら全員が失う。候補が1人ならその1人."""
    s = chal(position(players=4, bottles={0: ["ka6", "do6"], 1: ["sui2"], 2: ["moku2"], 3: ["kin6", "do5"]},
                      slots={0: "kage", 1: "kage", 2: "kage", 3: "kage"}), 0, 1, 2, 3)
    e = judged(s)
    assert e[1]["weakest"] and e[2]["weakest"] and e[1]["gofu"] == e[2]["gofu"] == -1
    s = chal(position(players=3, bottles={0: ["ka6", "do6"], 1: ["sui5"], 2: ["moku6", "kin6", "do3"]},
                      slots={0: "kage", 1: "kage", 2: "kage"}), 0, 1, 2)
    assert outcome(s)["weakest"] == [1]


def test_seal_beats_rallying():
    """OC-R17 (R-17): 判定はすべて印刷値で行い、封じは鼓舞鬼の+1より優先."""
    s = position(oni="kobuki", stars=[("fuji", 1, None, None)], seal="ka0", bottles={0: ["ka6", "do2"], 1: ["sui1"]},
                 slots={0: "kage"})
    assert reiryoku(s, 0, False) == 0 + 3


def test_gate_fallback_when_nothing_else():
    """OC-R19 (R-19): 合法な行動が無ければ条件を無視して挑む（6ストップ＋親）."""
    s = position(bottles={0: ["ka6", "do1", "kin0"], 1: ["sui1"]}, oya=True, star=0,
                 stars=[("sanshumon", 1, None, None), ("fukumon", 1, None, None)])
    s.cands[0].bottles = ["ka6", "ka1", "ka0"]
    s.bottle_deck = [b for b in s.bottle_deck if b not in ("ka1", "ka0")] + ["do1", "kin0"]
    s.edited()
    assert legal(s) and all("challenge" in t for t in legal(s))


def test_fortunes_stack_and_need_a_challenger():
    """OC-R22 (R-22): 吉凶占いは退却済み・非挑戦者には効果なし、重ねがけ可."""
    s = position(bottles={0: ["ka3", "sui1"], 1: ["do1"]}, slots={0: "kage"},
                 stars=[("kikkyo-ka", 1, 0, 2), ("kikkyo-sui", 1, 0, 2)])
    s.cands[0].status = RET
    assert reiryoku(s, 0, True) == 4
    s.cands[0].status = CHAL
    assert reiryoku(s, 0, True) == 8


def test_face_down_bottle_counts():
    """OC-R23 (R-23): 霧鬼の伏せた初期小瓶も条件（6ストップ・門）に数える."""
    s = position(oni="kirioni", bottles={0: ["ka6", "do1", "kin0"], 1: ["sui1"]}, initial_down=(0,))
    assert not any(t.startswith("s0 draw") for t in legal(s))
    assert s.view(1).cands[0].six_stop is None and s.view(0).cands[0].six_stop is True   # OC-R46


def test_cleanup_reshuffles():
    """OC-R24 (R-24): 小瓶・星読みは毎ラウンド片付けで全回収して切り直す."""
    s = position(players=3, bottles={0: ["ka1"], 1: ["do1"], 2: ["kin1"]}, omens=("sanbin", None, None),
                 stars=[("takaburi", 0, None, None)])
    s.bottle_discard.append(s.bottle_deck.pop())
    s.star_discard.append(s.star_deck.pop())
    chal(s, 0, 1, 2)
    after_round(s, [])
    assert len(s.star_deck) == 21 and s.omens.count(None) == 0 and s.stars == []
    assert len(s.bottle_deck) + sum(len(c.bottles) for c in s.cands) + (s.oni_bottle is not None) + (s.seal is not None) == 35


def test_taikyu_minimum_one():
    """OC-R35 (R-35): 鬼体力の最低値は1."""
    s = position(oni="donreiki", oni_bottle="ka0", stars=[("shizume", 0, None, None)], bottles={0: ["ka1"], 1: ["do1"]})
    s.oni = "gaki"
    s.oni_bottle = None
    s.bottle_discard.append("ka0")
    assert taikyu(s) == 9
    from game.chobuku.rules import power
    s.oni = "akaoni"
    assert power.taikyu(s) == 11


def test_oni_bottle_unaffected():
    """OC-R36 (R-36): 鬼の小瓶は封じ・鼓舞鬼・色条件の対象外."""
    s = position(oni="donreiki", oni_bottle="ka4", stars=[("fuji", 1, None, None), ("kikkyo-ka", 1, 0, 2)],
                 seal="ka0", bottles={0: ["sui1"], 1: ["do1"]}, slots={0: "kage"})
    s.cands[0].status = CHAL
    assert taikyu(s) == 14 and reiryoku(s, 0, True) == 1


# ------------------------------------------------------------------ 8 end of game
def test_end_by_marks_and_oni_deck():
    """OC-R13 (R-13): 終了条件：護符0、継承印6以上、鬼の山10枚切れ。確認は片付けの後."""
    s = position(bottles={0: ["ka1"], 1: ["do1"]}, marks={0: 6})
    assert end_reason(s) == "marks"
    s = position(bottles={0: ["ka1"], 1: ["do1"]}, oni_left=0)
    assert end_reason(s) == "oni"
    s = position(bottles={0: ["ka1"], 1: ["do1"]}, gofu={1: 0})
    assert end_reason(s) == "gofu"


def test_r14_zero_amulet_player_can_win():
    """OC-R14 護符「いずれかのプレイヤーの護符が0になるとゲーム終了です。」 継承印「ゲーム終了時の勝敗判定に使います。」"""
    s = chal(position(bottles={0: ["ka6", "do6", "kin6"], 1: ["sui1"]}, slots={0: "kage", 1: "kage"},
                      gofu={0: 1}, marks={0: 4, 1: 1}), 0, 1)
    judged(s)
    r = s.result()
    assert r is not None and r.reason == "gofu" and r.winner == 0 and s.cands[0].gofu == 0


def test_r44_result_ranking_ties():
    """OC-R44: 継承印、次に護符で順位。同点は順位を分け合い、全員1位なら引き分け."""
    s = position(players=3, bottles={0: ["ka1"], 1: ["do1"], 2: ["kin1"]}, marks={0: 3, 1: 3, 2: 1},
                 gofu={0: 2, 1: 2, 2: 3})
    from game.chobuku.rules.flow import finish
    finish(s, "oni", [])
    r = s.result()
    assert r.ranks == (1, 1, 3) and r.winners() == (0, 1) and not r.draw


# ------------------------------------------------------------------ 11-1 親
def test_oya_cannot_retreat():
    """OC-R56 11-1「親は「退く」を選べない。」"""
    s = position(players=3, oya=True, star=0, bottles={0: ["ka1"], 1: ["do1"], 2: ["kin1"]})
    assert "s0 retreat" not in legal(s)
    r = refusal(s, "s0 retreat")
    assert r.rule == "OC-11" and "親" in r.ja
    assert s.view(1).cands[0].oya and s.view(1).cands[0].star


def test_oya_tie_privileges():
    """OC-R26 / 11-1「調伏成功者（完全調伏者）が同値の場合、その中に親がいれば、親だけが継承印を得る。」「霊力最弱が同値の場合、
    その中に親がいれば、親は護符を失わない。」「ただし、親が単独で霊力最弱の場合は、通常どおり護符を1枚失う。」"""
    s = chal(position(players=3, oya=True, star=0, bottles={0: ["ka6", "do6", "kin1"], 1: ["sui6", "moku6", "do1"],
                                                           2: ["ka2"]}, slots={0: "kage", 1: "kage", 2: "kage"},
                      stars=[("sanbin", 1, None, None)]), 0, 1, 2)
    e = judged(s)
    assert e[0]["marks"] == 2 and e[1]["marks"] == 0 and e[1]["success"] and not e[1]["weakest"]
    s = chal(position(players=4, oya=True, star=0, bottles={0: ["ka2"], 1: ["sui2"], 2: ["moku6", "do6"], 3: ["kin3"]},
                      slots={0: "kage", 1: "kage", 2: "kage", 3: "kage"}), 0, 1, 2, 3)
    e = judged(s)
    assert e[0]["weakest"] and e[1]["weakest"] and e[0]["gofu"] == 0 and e[1]["gofu"] == -1
    s = chal(position(players=3, oya=True, star=0, bottles={0: ["ka1"], 1: ["sui2"], 2: ["moku6", "do6"]},
                      slots={0: "kage", 1: "kage", 2: "kage"}), 0, 1, 2)
    e = judged(s)
    assert e[0]["weakest"] and e[0]["gofu"] == -1


def test_oya_option_defaults_by_player_count():
    """OC-R59 章12「選択ルール「親」の適用を推奨」: on by default with two players, off otherwise."""
    assert defaults(OPTIONS, 2)["oya"] is True and defaults(OPTIONS, 4)["oya"] is False
    assert new(2).oya and not new(3).oya


# ------------------------------------------------------------------ 11-2 式神身代わり
def test_migawari_scapegoat_keeps_one_amulet():
    """OC-R57 11-2「護符を失うことで0枚になるとき、喪失していない式神が3枚以上あれば、そのラウンドに使った式神が必ず身代わりに
    なります。• 護符は0枚にならず、1枚残ります • そのラウンドに使った式神を喪失します」 (OC-R25: 手札・使用中・使用済み)"""
    s = chal(position(migawari=True, bottles={0: ["ka6", "do6", "kin6"], 1: ["sui1"]}, slots={0: "kappa"},
                      gofu={0: 1}), 0, 1)
    judged(s)
    c = s.cands[0]
    assert c.gofu == 1 and c.lost == ["kappa"] and s.result() is None
    assert "kappa" not in c.hand + c.resting


def test_migawari_not_with_two_left():
    """11-2「残っている式神が2枚以下の場合、式神身代わりは発生しません」"""
    s = chal(position(charas=("tamamo", "sakaki"), migawari=True, bottles={0: ["ka6", "do6", "kin6"], 1: ["sui1"]},
                      slots={0: "kyubi"}, lost={0: ("bakegitsune",)}, gofu={0: 1}), 0, 1)
    judged(s)
    assert s.cands[0].gofu == 0 and s.result() is not None


# ------------------------------------------------------------------ 11-3 脱落戦
def test_dropout_eliminated_leave_and_others_continue():
    """OC-R58 11-3「護符が0枚になったプレイヤーは脱落し、残った候補者でゲームを続けます。脱落者は以後ゲームから抜けて、勝利判定から
    外れます。また、次のラウンドからはプレイヤー数にも数えません。」 (OC-R40: 2人になれば次のラウンドから最弱なし)"""
    s = chal(position(players=3, dropout=0, bottles={0: ["ka6", "do6", "kin6"], 1: ["sui1"], 2: ["moku2"]},
                      slots={0: "kage", 1: "kage", 2: "kage"}, gofu={0: 1}, marks={0: 5}), 0, 1, 2)
    judged(s)
    assert s.cands[0].status == OUT and s.eliminated == [0] and s.result() is None
    assert s.counted == 2 and s.view(1).two_player
    assert 0 not in [q for q in range(3) if s.cands[q].status == PREP]
    assert s.star != 0


def test_dropout_count_ends_and_last_one_wins():
    """OC-R27 11-3「既定の人数が脱落したラウンドの終了時、残ったプレイヤーだけで勝利判定を行います。➡ なお、残ったプレイヤーが 1人
    ならば、そのプレイヤーの勝利になります。」"""
    s = chal(position(players=3, dropout=2, bottles={0: ["ka6", "do6", "kin6"], 1: ["sui6", "moku6", "do5"], 2: ["moku2"]},
                      slots={0: "kage", 1: "kage", 2: "kage"}, gofu={0: 1, 1: 1}, marks={0: 5, 1: 5}), 0, 1, 2)
    judged(s)
    r = s.result()
    assert r.reason == "dropout" and r.winner == 2


def test_dropout_everyone_at_once_is_a_draw():
    """11-3「➡ 残ったプレイヤーが全員同時に脱落した場合は、引き分けになります。」"""
    s = chal(position(players=2, dropout=1, bottles={0: ["ka6", "do6", "kin6"], 1: ["sui6", "moku6", "do5"]},
                      slots={0: "kage", 1: "kage"}, gofu={0: 1, 1: 1}), 0, 1)
    judged(s)
    assert s.result().draw


def test_dropout_without_count_plays_on_alone():
    """OC-R27 (R-27): 人数を決めていない時は、1人残っても通常の終了条件まで続ける（自動で挑む）。"""
    s = chal(position(players=2, dropout=0, bottles={0: ["ka6", "do6", "kin6"], 1: ["sui1"]},
                      slots={0: "kage", 1: "kage"}, gofu={0: 1}), 0, 1)
    judged(s)
    assert s.result() is None and s.cands[0].status == OUT
    while s.phase != "turn":
        act(s, sorted(legal(s))[0])
    assert s.to_move() == 1 and "s1 retreat" not in legal(s)


# ------------------------------------------------------------------ 12 two players
def test_two_players_no_weakest():
    """OC-R59 章12「霊力最弱の判定を行わない」"""
    s = chal(position(players=2, bottles={0: ["ka6", "do6"], 1: ["sui1"]}, slots={0: "kage", 1: "kage"}), 0, 1)
    o = outcome(s)
    assert o["two"] and o["weakest"] == [] and o["success"] == [0]


# ------------------------------------------------------------------ decided rulings
def test_r37_single_options_resolve_automatically():
    """OC-R37: 捨て逃げの予兆が1枚だけ、[小瓶引取]/[小瓶交換]の対象が1枚だけなら選ばずに処理する."""
    s = position(players=3, omens=("sanbin", None, None), bottles={0: ["ka1"], 1: ["do1"], 2: ["kin1"]})
    act(s, "s0 retreat")
    assert s.omens == [None, None, None] and s.to_move() == 1
    s = position(omens=("hikitori1", None, None), bottles={0: ["ka1", "do5"], 1: ["kin1"]})
    act(s, "s0 challenge use 0")
    assert s.cands[0].bottles == ["do5"]


def test_r38_exchange_without_own_bottle():
    """OC-R38: [小瓶交換]で自分の小瓶が1枚もなければ効果はない."""
    s = position(omens=("kokan1", None, None), bottles={0: [], 1: ["kin1"]})
    n = len(s.bottle_deck)
    act(s, "s0 challenge use 0")
    assert s.cands[0].bottles == [] and len(s.bottle_deck) == n


def test_r39_declarations_in_star_order():
    """OC-R39 (R-16): 判定時の宣言は☆から時計回り、各候補者は五主印→星合わせ→化け狐→貧乏神の順."""
    s = chal(position(players=3, charas=("sakaki", "tamamo", "homura"), star=1,
                      bottles={0: ["moku1"], 1: ["ka1"], 2: ["ka2"]}, slots={0: "kodama", 1: "bakegitsune", 2: "onibi"},
                      stars=[("goshuin", 0, None, None), ("hoshiawase", 2, None, None)]), 0, 1, 2)
    start_judgement(s, [])
    order = [s.pending[1:]]
    while s.phase == "declare":
        t = sorted(legal(s))[0]
        act(s, t)
        if s.phase == "declare":
            order.append(s.pending[1:])
    assert order == [(1, "bake"), (2, "goshuin"), (2, "hoshiawase"), (0, "goshuin")]


def test_r41_sealed_shikigami_gives_nothing_but_keeps_its_rule():
    """OC-R41: 封じられた式神は霊力の全体が0（雪童子の+3も）。霊力以外の能力（九尾の超過条件など）は残る."""
    s = chal(position(charas=("yukishiro", "tamamo"), stars=[("fuji", 1, None, None)], seal="sui6",
                      bottles={0: ["ka0"], 1: ["do1"]}, slots={0: "yukiwarashi", 1: "kyubi"}), 0, 1)
    assert reiryoku(s, 0, True) == 0
    s.seal = "ka5"
    s.bottle_discard.append("sui6")
    s.bottle_deck.remove("ka5")
    assert reiryoku(s, 1, True) == 1 and outcome(s)["over"][1] == "kyubi"


def test_r42_character_modes():
    """OC-R42 章4「各自キャラ札を1枚選び（初回は基本キャラ推奨）」: choose in ☆ order, or dealt by seed."""
    s = new(3, seed=2, characters="choose")
    assert s.phase == "chara" and s.pending == ("chara", s.star)
    act(s, f"s{s.star} chara tamamo")
    assert f"s{s.to_move()} chara tamamo" not in legal(s)
    s = new(5, seed=2, characters="basic")
    assert sorted(c.chara for c in s.cands) == sorted(("sakaki", "homura", "iwami", "shirogane", "mio"))
    assert new(4, seed=2, characters="all").facets(0)["character"]


def test_r43_swap_on_a_retreated_candidate():
    """OC-R43 (R-21): 退却済みの候補者も[式神交代]で選べる。新しい式神は片付けまで伏せたまま（判定には参加しない）."""
    s = position(players=3, omens=("kotai", None, None), bottles={0: ["ka1"], 1: ["do1"], 2: ["kin1"]},
                 status={1: RET}, slot_up=(1,), slots={1: "onibi"})
    act(s, "s0 challenge use 0")
    act(s, "s0 swap 1")
    act(s, "s1 shiki kage")
    assert s.cands[1].slot == "kage" and not s.cands[1].slot_up and s.view(0).cands[1].slot == "hidden"
    assert s.cands[1].resting == ["onibi"]


def test_r45_odds_in_the_view():
    """OC-R45: 見込み（オッズ）は判定時の霊力（宣言なし）で、その席が見ていない小瓶（山札＋他人の伏せた初期小瓶）から計算する."""
    from game.chobuku.rules import draw_odds
    from game.chobuku.rules.odds import seat_inputs
    s = position(oni="kirioni", bottles={0: ["ka5"], 1: ["sui4"]}, initial_down=(0, 1))
    v = s.view(0)
    base, T, n, unseen, bonuses, lo, hi = seat_inputs(s, 0)
    assert len(unseen) == len(s.bottle_deck) + 1            # seat 1's face-down bottle is unseen to 0
    assert v.odds == draw_odds(base, T, n, unseen, bonuses, lo, hi, 3)
    assert [o.k for o in v.odds] == [1, 2, 3] and s.view(1).odds == ()


def test_r47_chaos_refills_the_emptied_slot_and_seals():
    """OC-R47: 星乱鬼の補充は空いた枠へ。補充された[五行封じ]は公開時の処理を行う."""
    s = position(oni="seiranki", omens=("sanbin", None, "urabosi"), bottles={0: ["ka3"], 1: ["sui2"]},
                 star_top=("fuji",), deck_top=("moku3",))
    act(s, "s0 challenge use 0")
    assert s.omens == [None, None, "fuji"] and s.seal == "moku3"


def test_r48_negative_reiryoku():
    """OC-R48: 霊力は負にもなる（雪女・水鬼）."""
    s = chal(position(oni="suiki", charas=("yukishiro", "sakaki"), slots={0: "yukionna"},
                      bottles={0: ["sui0", "sui1"], 1: ["do1"]}), 0)
    assert reiryoku(s, 0, True) == -3


def test_r49_clockwise_is_the_next_seat():
    """OC-R49 (R-15): 時計回り＝次の席番号。☆は毎ラウンド左隣（次の席）へ."""
    s = position(players=3, star=2, bottles={0: ["ka1"], 1: ["do1"], 2: ["kin1"]})
    chal(s, 0, 1, 2)
    after_round(s, [])
    assert s.star == 0 and s.pending == ("shiki", 0)
