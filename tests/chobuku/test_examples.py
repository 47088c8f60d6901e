"""The worked judgement example of chapter 7-2, with and without [裏星の導き], and the
draw-odds table of chapter 15-1 (the overlay's exact odds)."""
from __future__ import annotations

from game.chobuku.rules import draw_odds
from game.chobuku.rules.cards import BOTTLE_VALUE, BOTTLES
from game.chobuku.rules.judge import start_judgement
from game.chobuku.rules.model import CHAL

from .helpers import position

A, B, C, D = 0, 1, 2, 3


def _example(stars=()):
    s = position(players=4, slots={A: "kage", B: "kage", C: "kage", D: "kage"},
                 bottles={A: ["ka6", "sui6", "do1"], B: ["kin6", "moku6"], C: ["ka4", "sui5", "kin1"],
                          D: ["kin5", "moku5", "do5"]},
                 stars=stars, star=A)
    for c in s.cands:
        c.status = CHAL
    start_judgement(s, [])
    return {e["seat"]: e for e in s.judgement["entries"]}, s


def test_example_7_2_judgement():
    """章7-2「鬼体力13。A=13、B=12、C=10、D=15（超過）。A完全調伏（+2）、Dは護符−1、最弱はB・Cのうち低いC（護符−1）。
    Bは何も起きない。」"""
    e, s = _example()
    assert [e[p]["reiryoku"] for p in (A, B, C, D)] == [13, 12, 10, 15]
    assert e[A]["perfect"] and e[A]["marks"] == 2
    assert e[D]["over"] == "power" and e[D]["gofu"] == -1
    assert e[C]["weakest"] and e[C]["gofu"] == -1
    assert e[B]["marks"] == 0 and e[B]["gofu"] == 0 and not e[B]["weakest"] and not e[B]["success"]
    assert [c.marks for c in s.cands] == [2, 0, 0, 0] and [c.gofu for c in s.cands] == [3, 3, 2, 2]


def test_example_7_2_with_hidden_star():
    """章7-2「同じ場面で[裏星の導き]が星の定めにあれば：2番目に近い値12のBが調伏成功（+1）、完全調伏者なし。
    最弱は成功者Bと超過Dを除いたA・Cのうち低いC。」"""
    e, s = _example(stars=[("urabosi", D, None, None)])
    assert e[B]["success"] and e[B]["marks"] == 1 and not e[B]["perfect"]
    assert not e[A]["success"] and not e[A]["perfect"] and e[A]["marks"] == 0 and not e[A]["weakest"]
    assert e[C]["weakest"] and e[C]["gofu"] == -1 and e[D]["gofu"] == -1
    assert s.judgement["ura"] is True


def test_chapter_15_1_overdraw_table_is_the_exact_odds():
    """章15-1「引く枚数ごとの超過確率（鬼体力13、未知の35枚から引く近似）」: 余裕2 → 57%／14%, 88%／6%, 98%／2% …"""
    table = {2: ((57, 14), (88, 6), (98, 2)), 3: ((43, 14), (80, 8), (95, 3)),
             4: ((29, 14), (70, 10), (91, 4)), 5: ((14, 14), (57, 13), (84, 6)),
             6: ((0, 14), (43, 14), (76, 8)), 8: ((0, 0), (20, 10), (56, 11)),
             10: ((0, 0), (6, 6), (34, 11))}
    unseen = [(BOTTLE_VALUE[b], 0) for b in BOTTLES]
    for gap, rows in table.items():
        got = draw_odds(13 - gap, 13, 1, unseen)
        assert tuple((round(o.p_over * 100), round(o.p_exact * 100)) for o in got) == rows, gap
