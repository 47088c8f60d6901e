"""Co-op 【Bambooshoot】 for 2-4 players (reconstruction 14-8): one team sharing the deck and
the 拠点, the bamboo phase once a round, every player in reach attacked in turn order."""
import random
import re

from game.engine import CardMoved, Place
from game.zintrigger.rules import ZintriggerState
from game.zintrigger.rules.cards import AREAS, BAMBOO, ITEM_IDS, ITEMS

from .helpers import INFO, do, end_turn, new, pending, position, texts

R148 = "14-8「全員が1チーム（山札・拠点を共有）。2人は各2キャラ、3～4人は各1キャラ。」"


def _through_setup(s):
    while s.phase == "setup":
        do(s, sorted(texts(s))[0])
    return s


def test_coop_two_players_one_team_two_characters_each_one_deck():
    """14-8「全員が1チーム（山札・拠点を共有）。2人は各2キャラ…」: both seats face team 0, one deck."""
    s = _through_setup(new(2, seed=3, mode="bamboo"))
    assert s.solo is not None and s.order == [0, 1]
    assert all(len(c) == 2 for c in s.chars)
    assert s.decks[1] == [] and s.bases[1] == [], "one deck and one 拠点 for the whole team"
    v = s.view(1)
    assert v.bambooshoot and [x.team for x in v.seats] == [0, 0]
    mine = [c for c in AREAS if c not in s.pool and s.face[c] == 0]
    theirs = [c for c in AREAS if c not in s.pool and s.face[c] == 1]
    assert len(mine) == 24 and len(theirs) == 12, "four characters' cards against two erosion characters"
    assert s.seat_name(1) == "プレイヤー2" and s.seat_name(1, "en") == "Player 2"


def test_coop_three_and_four_players_one_character_each():
    """14-8「3～4人は各1キャラ」: one character each, no X, turn order by seat."""
    for n, mode in ((3, None), (4, "bamboo")):
        opts = {"difficulty": 2} | ({"mode": mode} if mode else {})
        s = _through_setup(new(n, seed=5, **opts))
        assert all(len(c) == 1 for c in s.chars) and s.order == list(range(n))
        assert not any(a.verb == "swap" for a in s.legal_actions())


def test_the_co_op_numbers_follow_the_tuned_table_and_14_8_can_be_played_as_printed():
    """14-8「出現は人数の半分（切り上げ）本。竹林上限は人数−1だけ増やし、3人以上ではタイムキープ規定回数を＋1」 is
    the reconstruction's untuned proposal (「参考・未調整」); the game plays the measured table (ZT-R58), and
    the option ``coop`` plays any other numbers (as the balance lab does)."""
    from game.zintrigger.rules.setup import COOP, COOP_148
    for (n, lv), co in COOP.items():
        opts = {"players": n, "difficulty": lv} | ({"mode": "bamboo"} if n in (2, 4) else {})
        s = _through_setup(ZintriggerState.new_game(7, INFO.new_options(opts)))
        level = INFO.new_options(opts)["level"]
        assert s.tk_limit == level["timekeep"] + co["timekeep_bonus"]
        assert s.solo["limit"] == level["grove_limit"] + co["grove_bonus"]
        assert s.solo["sprouts"] == co["sprouts"] and s.solo.get("every_turn", False) == co.get("every_turn", False)
    printed = _through_setup(new(3, seed=7, difficulty=2, coop=COOP_148[3]))
    level = INFO.new_options({"players": 3, "difficulty": 2})["level"]
    assert printed.tk_limit == level["timekeep"] + 1 and printed.solo["limit"] == level["grove_limit"] + 2
    assert printed.solo["sprouts"] == 2 and "every_turn" not in printed.solo
    assert INFO.new_options({"players": 1, "difficulty": 2})["level"]["grove_limit"] == \
        ZintriggerState.new_game(1, INFO.new_options({"players": 1, "difficulty": 2})).solo["limit"], "solo unchanged"


def test_a_bamboo_phase_after_every_turn_where_the_table_says_so():
    """ZT-R58: where the tuned table plays the solo's pace, a phase (one bamboo) follows every turn."""
    s = _coop(3, shoots=["B10", "B09", "B04", "B01"])
    s.solo["sprouts"], s.solo["every_turn"] = 1, True
    end_turn(s)
    assert s.current == 1 and [g[0] for g in s.solo["grove"]] == ["B01"]
    end_turn(s)
    assert s.current == 2 and [g[0] for g in s.solo["grove"]] == ["B01", "B04"]
    v = s.view(2)
    assert v.every_turn and v.sprouts == 1 and v.grove_limit == s.solo["limit"]
    assert not _coop(3).view(0).every_turn and _coop(3).view(0).sprouts == 2


def test_coop_items_aimed_at_an_opponent_are_left_out():
    """14-3 ④「相手プレイヤーを対象にするアイテム（EMPグレネード・偵察ドローン・ハッキングツール・ジャマー）は入れない。」"""
    s = new(3, seed=2)
    while s.phase == "setup":
        la = sorted(texts(s))
        adds = [t for t in la if ":add " in t and not t.endswith(" -")]
        for t in adds:
            kind = ITEM_IDS[t.split()[1]]
            assert ITEMS[kind].solo, kind
        do(s, adds[0] if adds else la[0])
    assert all(ITEMS[ITEM_IDS[c]].solo for c in ITEM_IDS if c not in s.pool)


def _coop(n=3, grove=(), shoots=None, hands=None, fields=None, base=(), deck=("風1", "風2", "風3", "風4", "風5"),
          chars=None, open_hands=True, current=0, enemy=()):
    chars = chars or (("bomba",), ("gantetsu",), ("hydne",), ("tenko",))[:n]
    return position(chars=chars, players=n, coop=True, open_hands=open_hands,
                    fields=list(fields or ["雷3"] * 1 + [None] * (n - 1)), hands=[list(h) for h in hands or [()] * n],
                    bases=[list(base), []], decks=[list(deck), []], grove=[list(g) for g in grove],
                    shoots=list(shoots) if shoots is not None else [b for b in BAMBOO if b not in {g[0] for g in grove}],
                    current=current, tk_limit=5, limit=8, enemy=list(enemy))


def test_bamboo_phase_once_a_round_with_half_the_players_sprouting():
    """14-8「バンブーフェイズは全員の手番が1巡するごとに1回で、出現は人数の半分（切り上げ）本。」 (as printed)"""
    for n, k in ((2, 1), (3, 2), (4, 2)):
        s = _coop(n, shoots=["B10", "B09", "B04", "B01"])
        for seat in range(n - 1):
            end_turn(s)
            assert s.current == seat + 1 and s.solo["grove"] == [], "no bamboo phase before the round is over"
        end_turn(s)
        while pending(s) is not None and s.phase != "main":
            do(s, sorted(texts(s))[0])
        assert len(s.solo["grove"]) == k, (n, s.solo["grove"])
        assert all(g[1] == 0 for g in s.solo["grove"]), "the ones that appeared do not grow in the same phase"
        assert s.current == 0


def test_bamboo_attacks_every_player_in_reach_in_turn_order():
    """14-8「バンブーの攻撃は射程内の全プレイヤーに手番順で行う。」: 根曲竹 (3, reach 1) attacks the players on
    2 and 4 in turn order; the player on 6 is out of reach."""
    s = _coop(3, grove=[["B04", 1, 0]], shoots=["B10"], fields=["雷2", "鋼6", "炎4"], current=2)
    end_turn(s)
    assert pending(s) == "respond" and s.pending[1] == 0 and s.pending[2] == "B04"
    do(s, "0:hit")
    while pending(s) != "respond":
        do(s, sorted(texts(s))[0])
    assert s.pending[1] == 2 and s.pending[2] == "B04", "then the next player in reach, seat 1 skipped"
    do(s, "2:hit")
    assert s.field == [None, "鋼6", None]


def test_a_harvest_effect_goes_to_the_harvester():
    """若竹 収穫時「山札か拠点から１枚引く。」: the player who harvested it draws (ZT-R53)."""
    s = _coop(2, grove=[["B01", 0, 0]], hands=[[], ["炎1"]], fields=[None, "炎2"], current=1, enemy=["炎1"])
    s.left = 1
    do(s, "1:play 炎1", "1:attack bamboo")
    assert "B01" in s.solo["harvest"]
    assert s.hands[1] and not s.hands[0], "seat 1 drew"


def test_shared_base_place_ids_name_team_zero():
    """One 拠点 for the team: a draw from it by the second player names base:0."""
    s = _coop(2, hands=[[], ["炎2"]], fields=[None, "炎3"], base=["氷5"], current=1)
    s.left = 2
    do(s, "1:play 炎2")
    assert pending(s) == "draw" and s.pending[1] == 1
    a = next(a for a in s.legal_actions() if a.args == ("氷5",))
    assert a.source == Place.parse("base@0:氷5") and a.target == Place.parse("hand@1")
    assert ZintriggerState.parse_action(a.text()) == a


def test_open_hands_partners_see_each_others_hands():
    """ZT-R54 (14-8 協力): with open hands (the default) every seat's view carries the partners'
    hands and a sampled world keeps them; closed, they are counts only (R-28)."""
    s = _coop(3, hands=[["炎1"], ["炎2", "炎3"], ["鋼1"]])
    v = s.view(0)
    assert v.open_hands and dict((p, tuple(c.id for c in h)) for p, h in v.partner_hands) == {
        1: ("炎2", "炎3"), 2: ("鋼1",)}
    d = s.determinize(0, random.Random(1))
    assert d.hands == s.hands
    closed = _coop(3, hands=[["炎1"], ["炎2", "炎3"], ["鋼1"]], open_hands=False)
    v = closed.view(0)
    assert not v.open_hands and v.partner_hands == () and "炎2" not in repr(v)
    assert s.view(None).partner_hands == ()


def test_madake_takes_from_the_player_who_just_played_asked_even_without_a_card_when_hidden():
    """真竹 出現時「手札の自陣エリアカード１枚を敵陣カードにして捨て札に送る（あれば）。」: in co-op the player whose
    turn ended just before (ZT-R53); with hidden hands asked whenever the hand is not empty, so the
    partners learn nothing from being asked (R-28)."""
    s = _coop(2, shoots=["B08"], hands=[["炎4"], ["炎5", "炎6"]], fields=["雷3", "雷6"], current=1,
              open_hands=False, enemy=["炎5", "炎6"])
    end_turn(s)
    assert pending(s) == "lose" and s.pending[1] == 1
    assert texts(s) == {"1:lose - hand"}, "nothing own-side to lose, but asked"
    do(s, "1:lose - hand")
    s2 = _coop(2, shoots=["B08"], hands=[["炎4"], ["炎5", "炎6"]], fields=["雷3", "雷6"], current=1,
               open_hands=False, enemy=["炎6"])
    end_turn(s2)
    assert texts(s2) == {"1:lose 炎5 hand"}
    ev = do(s2, "1:lose 炎5 hand")
    assert s2.face["炎5"] == 1 and s2.discard[-1] == "炎5"
    assert any(isinstance(e, CardMoved) and e.card == "炎5" for e in ev)


def test_coop_result_is_shared():
    """14-5「勝利：10本目のバンブーが収穫場に入った瞬間」: everyone wins (or loses) together."""
    s = _coop(2, grove=[["B10", 0, 0]], shoots=[], hands=[["炎6"], []], fields=["炎5", None], enemy=["炎6"])
    do(s, "0:play 炎6", "0:attack bamboo")
    r = s.result()
    assert r is not None and r.coop and r.outcome(0) == r.outcome(1) == "win"


def test_no_sub_with_three_or_four_in_co_op_refusal_names_it():
    """14-8「3～4人は各1キャラ」: no X, and the refusal says why (ZT-R52)."""
    from .helpers import refused
    s = _coop(3)
    e = refused(s, "0:swap")
    assert e.rule == "ZT-R52" and "協力" in e.ja and "co-op" in e.en


def test_the_computer_plays_a_co_op_seat_at_every_level():
    """The computer can take any co-op seat (one team: it harvests rather than aiming at its partners)."""
    from game.engine.ai import decide
    from game.zintrigger.rules.ai import LEVELS, make_agent
    for i, lv in enumerate(LEVELS):
        s = ZintriggerState.new_game(i, INFO.new_options({"players": 3, "difficulty": 1}))
        agents = [make_agent(lv, **({"iterations": 20} if lv in ("hard", "master") else {})) for _ in range(3)]
        rng = random.Random(i)
        n = 0
        while s.to_move() is not None and n < 3000:
            p = s.to_move()
            a = decide(agents[p], s, p, rng)
            assert a in s.legal_actions()
            s.apply(a)
            n += 1
        assert s.result() is not None and s.result().coop, lv
        if lv != "easy":
            assert s.solo["harvest"], f"{lv} harvested nothing"


def test_the_co_op_log_names_no_rival_team():
    """14-8「全員が1チーム」: in co-op there is no チームA or B to name — the team's deck running
    out or an item joining it is the team's (味方 / "the team"), in both languages."""
    from game.engine import Log
    from game.engine.ai import RandomAgent
    seen = []
    for players, seed in ((1, 3), (2, 4), (3, 5), (4, 6)):
        opts = {"players": players, "difficulty": 1, **({"mode": "bamboo"} if players in (2, 4) else {})}
        s = ZintriggerState.new_game(seed, INFO.new_options(opts))
        rng = random.Random(seed)
        for _ in range(2500):
            p = s.to_move()
            if p is None:
                break
            for e in s.apply(RandomAgent().choose(s, p, rng)):
                if isinstance(e, Log):
                    seen.append(e)
    assert len(seen) > 200
    rival = re.compile(r"\bteam [ab]\b", re.IGNORECASE)
    bad = [e.ja + " / " + e.en for e in seen if re.search("チーム[AB]", e.ja) or rival.search(e.en)]
    assert bad == []
    assert any("味方" in e.ja and "The team" in e.en for e in seen), "no team line was logged"
