"""Set-up (seed ①-⑤, 章4) and its rulings."""
import pytest

from game.zintrigger.rules import OPTIONS, ZintriggerState
from game.zintrigger.rules.cards import AREAS, ITEM_IDS, TIMEKEEP

from .helpers import INFO, do, new, texts


def _through_setup(s, pick=None):
    while s.phase == "setup":
        opts = sorted(texts(s))
        do(s, pick(s, opts) if pick else opts[0])
    return s


def test_setup_time_keep_in_discard_respawn_fields_hands_to_limit():
    """①「「タイムキープカード」を捨て札の位置に、「復活地点カード」を場札の位置に置く。」
    ⑤「メインキャラクターの手札上限になるまで山札からカードを引いてゲームスタート。」"""
    s = _through_setup(new(2, seed=5, char0main="hydne", char0sub="bomba", char1main="stella",
                           char1sub="tenko"))
    assert s.discard == [TIMEKEEP] and s.field == [None, None]
    assert len(s.hands[0]) == 3 and len(s.hands[1]) == 5       # ヒドネ 範囲1 + 2, ステラ 範囲3 + 2
    assert s.current == 0 and s.left == 3 and s.phase == "main"


def test_r03_linked_cards_face_their_owner_24_areas_4_per_number():
    """③「キャラクターの左端にある数字や◆、記号に紐付いたカードを集め、自分から見て正位置に見えるよう束にする。」
    (R-03: 各キャラは数字1～6を1枚ずつ、使用24枚は各数字4枚)"""
    s = _through_setup(new(2, seed=2, char0main="hydne", char0sub="bomba", char1main="lazuli",
                           char1sub="tenko"))
    game_areas = [c for c in AREAS if c not in s.pool]
    assert len(game_areas) == 24
    for c in game_areas:
        assert s.face[c] == (0 if c[0] in "炎雷" else 1)
    assert all(sum(AREAS[c].number == n for c in game_areas) == 4 for n in range(1, 7))


def test_r08_dealing_alternately_into_each_players_deck():
    """③「互いのチームの束を向きを変えずに１つの束にし、…先攻のプレイヤーから１枚ずつ交互に分配する。」 (R-01, R-08)"""
    s = new(2, seed=9, char0main="hydne", char0sub="bomba", char1main="lazuli", char1sub="tenko")
    _through_setup(s)
    total = [sum(1 for c in s.decks[t] + s.hands[t] if c in AREAS) for t in (0, 1)]
    assert total == [12, 12], "24 cards dealt one by one: 12 each"
    mixed = {s.face[c] for c in s.decks[0] + s.hands[0] if c in AREAS}
    assert mixed == {0, 1}, "each deck mixes both sides' cards"


def test_r07_item_additions_second_team_first_distinct_names():
    """④「山札に、自分の山札や拠点にあるものと名前の異なる「アイテムカード」を最大５種類まで追加してシャッフルする。」
    (R-07: 後攻から、各名前2枚の在庫)"""
    s = new(2, seed=4, char0main="hydne", char0sub="bomba", char1main="lazuli", char1sub="tenko")
    assert s.pending[0] == "add" and s.pending[1] == 1, "the second player adds first"
    for _ in range(5):
        opts = sorted(t for t in texts(s) if not t.endswith(" -"))
        do(s, opts[0])
    assert s.pending[:2] == ("add", 0), "at most five kinds, then the first player"
    kinds1 = [ITEM_IDS[c] for c in s.decks[1] if c in ITEM_IDS]
    assert len(kinds1) == len(set(kinds1)) == 5
    do(s, "0:add -")
    assert s.phase == "main"


def test_r30_diamonds_from_unused_symbols_and_gray_items():
    """③「◆が灰色のキャラクターは、アイテムカードを◆の数だけ名前の異なるように集め、拠点の位置に置くか束に加える。
    拠点が４枚以上になるなら、３枚になるよう選ぶ。」 (R-30 ◇; ZT-R38)"""
    s = new(2, seed=1, char0main="stella", char0sub="luna", char1main="lazuli", char1sub="tenko")
    assert s.pending[:3] == ("take", 0, "diamond")
    unused = set("炎氷雷風影鋼") - {"氷", "影"}
    assert {t.split()[1][0] for t in texts(s)} <= unused
    while s.pending[0] == "take":
        do(s, sorted(texts(s))[0])
    assert s.pending[:2] == ("gear", 0)
    for _ in range(3):
        do(s, next(t for t in sorted(texts(s)) if t.endswith("base")))
    assert len(s.bases[0]) == 3
    assert not any(t.endswith("base") for t in texts(s)), "the 拠点 takes at most 3 at set-up"
    do(s, sorted(texts(s))[0])
    kinds = [ITEM_IDS[c] for c in s.bases[0] + s.decks[0] if c in ITEM_IDS]
    assert len(kinds) == 4 == len(set(kinds)), "distinct names"


def test_r05_four_players_one_character_shared_team_deck_and_base():
    """R-05: 4人戦は2対2、1人1キャラ・Xなし、チームで山札・拠点を共有。手番順A1→A2→B1→B2
    (原文「先攻チームの１番→先攻チームの２番→後攻チームの１番→……」)."""
    s = _through_setup(new(4, seed=3))
    assert s.order == [0, 2, 1, 3] and s.tk_limit == 3
    assert all(len(c) == 1 for c in s.chars)
    assert not any(a.verb == "swap" for a in s.legal_actions())
    assert len(s.decks) == 2 and len(s.hands) == 4
    v = s.view(0)
    assert [x.team for x in v.seats] == [0, 1, 0, 1]


def test_r06_character_options_duplicates_replaced_and_random_by_seed():
    """R-06 / ZT-R37: characters come from the options (おまかせ = random by the seed); a character
    taken earlier in the pick order is replaced at random."""
    s = new(2, seed=8, char0main="lazuli", char0sub="lazuli")
    assert s.chars[0][0] == "lazuli" and s.chars[0][1] != "lazuli"
    a = new(2, seed=8)
    b = new(2, seed=8)
    assert a.chars == b.chars
    keys = {o.key for o in OPTIONS if o.applies(2)}
    assert {"char0main", "char0sub", "char1main", "char1sub", "r34"} <= keys


def test_r34_second_player_draws_one_more_only_when_on():
    """R-34〔選択ルール・原文外・既定オフ〕「後攻は…手札上限まで引いた後、さらに1枚引く。」"""
    opts = dict(char0main="hydne", char0sub="bomba", char1main="gantetsu", char1sub="tenko")
    off = _through_setup(new(2, seed=6, **opts))
    on = _through_setup(new(2, seed=6, r34=True, **opts))
    assert len(off.hands[1]) == 4 and len(on.hands[1]) == 5
    assert len(on.hands[0]) == 3


def test_bambooshoot_levels_are_data():
    from game.zintrigger.data import load_levels
    from game.zintrigger.rules.levels import validate_levels
    levels = load_levels()
    assert sorted(levels) == [1, 2, 3, 4] and levels[4]["grown_start"] is True
    with pytest.raises(ValueError, match="lacks"):
        validate_levels({"level": [{"id": 1}]})
    with pytest.raises(ValueError, match="no \\[\\[level\\]\\]"):
        validate_levels({})
    o = INFO.new_options({"players": 1, "difficulty": 2})
    assert o["level"]["grove_limit"] == 5
    s = ZintriggerState.new_game(1, o)
    assert s.tk_limit == 3 and s.solo["limit"] == 5


def _one_to_four(monkeypatch):
    """The catalogue as it will be once the table shows co-op at 2-4 seats and the pick."""
    import dataclasses

    from game import games
    full = dataclasses.replace(INFO, options="game.zintrigger.rules:OPTIONS_ONE_TO_FOUR", counts=())
    real = games.get
    monkeypatch.setattr(games, "get", lambda code: full if code == "zintrigger" else real(code))
    return full


def test_seat_setup_offers_the_second_only_the_characters_left(app, monkeypatch):
    """Seed ②「先攻のプレイヤーからキャラクターを２人選ぶ」: at seat setup the first player's picks are skipped
    when the second player chooses; if the first later takes the second's character, the second
    goes back to おまかせ (ZT-R57)."""
    from game.scenes.setup import SetupScene
    _one_to_four(monkeypatch)
    setup = SetupScene(app, "zintrigger")
    app.stack.push(setup)
    setup.players = 2
    setup.apply_defaults()
    opt = {o.key: o for o in setup.game_options if o.applies(2)}
    while setup.values["char0main"] != "hydne":
        setup.set_option(opt["char0main"], 1)
    seen = set()
    for _ in range(len(opt["char1main"].choices) + 2):
        setup.set_option(opt["char1main"], 1)
        seen.add(setup.values["char1main"])
    assert "hydne" not in seen and {"random", "pick", "lazuli"} <= seen
    while setup.values["char1main"] != "lazuli":
        setup.set_option(opt["char1main"], 1)
    while setup.values["char0main"] != "lazuli":
        setup.set_option(opt["char0main"], 1)
    assert setup.values["char1main"] == "random", "the first player picks first"
    assert setup.options()["char0main"] == "lazuli"


def test_seat_setup_offers_one_to_four_players_and_the_modes(app, monkeypatch):
    """Box: 「プレイ人数 1〜4人」「対戦＆協力！」: 1-4 players; 3 is co-op Bambooshoot only; 2 and 4 choose the mode
    (the catalogue's switch once the table shows it)."""
    from game.scenes.setup import SetupScene
    full = _one_to_four(monkeypatch)
    setup = SetupScene(app, "zintrigger")
    app.stack.push(setup)
    assert full.player_counts() == (1, 2, 3, 4)
    modes = {n: [c.value for o in setup.game_options if o.key == "mode" and o.applies(n) for c in o.choices]
             for n in (1, 2, 3, 4)}
    assert modes == {1: [], 2: ["versus", "bamboo"], 3: ["bamboo"], 4: ["versus", "bamboo"]}
    setup.players = 3
    setup.apply_defaults()
    o = setup.options()
    assert o["players"] == 3 and o["mode"] == "bamboo" and o["open_hands"] is True and o["r04"] is False
    assert {"char0", "char1", "char2"} <= set(o) and "char3" not in o
    s = ZintriggerState.new_game(1, full.new_options({k: v for k, v in o.items() if k not in ("seed", "undo")}))
    assert s.solo is not None and s.players == 3


def test_the_catalogue_offers_what_the_table_shows():
    """The table shows co-op at 2-4 seats and the character pick: seat setup offers 1 to 4
    players with every option the rules play (the mode at 2 and 4, open hands, 卓で選ぶ); the
    optional rules R-04 and R-26 are offered (off by default), so a recorded game's options carry them."""
    from game.zintrigger.rules import OPTIONS_ONE_TO_FOUR
    assert INFO.player_counts() == (1, 2, 3, 4)
    live = INFO.option_list()
    assert tuple(live) == OPTIONS_ONE_TO_FOUR
    assert all("pick" in [c.value for c in o.choices] for o in live if o.pool)
    assert [o.choices[0].value for o in live if o.key == "mode" and 3 in o.players] == ["bamboo"]
    assert [INFO.seat_name(p, 3, "ja") for p in range(3)] == ["プレイヤー1", "プレイヤー2", "プレイヤー3"]
    for n in (2, 4):
        o = INFO.new_options({"players": n})
        assert o["r04"] is False and o["basic"] is False
    assert INFO.new_options({"players": 1})["r04"] is False


def test_pick_at_the_table_first_player_first_then_from_what_is_left():
    """Seed ②「互いに先攻後攻を決め、先攻のプレイヤーからキャラクターを２人選ぶ。」 (R-06, ZT-R57): with 卓で選ぶ the first
    player picks at the table first, then the second from the characters left; おまかせ takes one of
    those left when its turn comes."""
    s = new(2, seed=2, char0main="pick", char0sub="pick", char1main="pick", char1sub="random")
    assert s.pending == ("char", 0, 0) and len(texts(s)) == 9
    do(s, "0:char hydne main")
    assert s.pending == ("char", 0, 1) and "0:char hydne sub" not in texts(s)
    do(s, "0:char lazuli sub")
    assert s.pending == ("char", 1, 0)
    assert not {"1:char hydne main", "1:char lazuli main"} & texts(s)
    do(s, "1:char bomba main")
    assert s.chars[0] == ["hydne", "lazuli"] and s.chars[1][0] == "bomba"
    assert s.chars[1][1] not in ("hydne", "lazuli", "bomba")
    v = s.view(1)
    assert v.seats[0].main == "hydne" and v.seats[0].sub == "lazuli"


def test_the_computer_picks_from_what_is_left():
    """ZT-R57: a computer seat asked to pick takes a character still free, at every level."""
    import random

    from game.engine.ai import decide
    from game.zintrigger.rules.ai import make_agent
    for level in ("easy", "medium", "hard"):
        s = new(2, seed=4, char0main="lazuli", char0sub="tenko", char1main="pick", char1sub="pick")
        while s.pending is not None and s.pending[0] == "char":
            a = decide(make_agent(level), s, s.to_move(), random.Random(1))
            assert a.text() in texts(s)
            do(s, a.text())
        assert len({c for cs in s.chars for c in cs}) == 4


def test_r26_base_game_only_no_items_no_expansion_characters():
    """R-26「基本のみ：アイテム・灰◆・◇なし、復活地点は裏向きのキャラカードで代用。」(option, off by default)"""
    s = _through_setup(new(2, seed=6, basic=True, char0main="stella", char1main="pick"))
    assert all(c in ("hydne", "lazuli", "bomba", "kagemaru", "tenko", "gantetsu") for cs in s.chars for c in cs)
    assert not [c for c in ITEM_IDS if c not in s.pool], "no item in the game"
    assert all(c[0] in "炎氷雷風影鋼" for c in AREAS if c not in s.pool)
    assert s.view(0).basic_only and not new(2, seed=6).view(0).basic_only
    opt = next(o for o in OPTIONS if o.key == "basic")
    assert opt.default is False and opt.applies(2) and opt.applies(4) and not opt.applies(3)


def test_a_character_taken_already_is_refused_at_the_table():
    """ZT-R57: picking at the table, a character the first player took is not among the choices."""
    from .helpers import refused
    s = new(2, seed=2, char0main="hydne", char0sub="pick", char1main="pick", char1sub="pick")
    assert s.pending == ("char", 0, 1)
    e = refused(s, "0:char hydne sub")
    assert e.rule == "ZT-R06" and "もう選ばれている" in e.ja
