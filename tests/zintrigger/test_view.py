"""What the table reads: views (facings, reach, pending decisions, scores), place ids and events."""
from game.engine import CardMoved, Place
from game.zintrigger.rules import ZintriggerState
from game.zintrigger.rules.cards import AREAS
from game.zintrigger.rules.events import AttackDeclared, FieldChanged, Flipped

from .helpers import do, position, texts


def test_every_visible_card_carries_its_facing():
    """「正位置のカードが自陣カード、逆位置のカードが敵陣カードだ！」 — the view gives id + team faced."""
    s = position(fields=["氷2", "雷4"], hands=[["炎3", "スモーク1"], ["炎5"]], bases=[["風1"], ["影2"]],
                 discard=["鋼1", "鋼2"], enemy=["雷4", "影2", "鋼2", "炎3"])
    v = s.view(0)
    assert [(h.card.id, h.card.facing) for h in v.hand] == [("炎3", 1), ("スモーク1", 0)]
    assert v.seats[1].field.id == "雷4" and v.seats[1].field.facing == 1
    assert [(c.id, c.facing) for c in v.discard] == [("鋼1", 0), ("鋼2", 1)], "the discard in order, face up"
    assert v.bases[1][0].facing == 1 and v.public_score == (3, 3)
    assert v.final_score is None


def test_hand_reach_numbers_and_distances():
    s = position(chars=(("hydne", "tenko"), ("bomba", "gantetsu")), fields=["氷3", "雷4"],
                 hands=[["炎2", "炎5", "スモーク1"], []])
    v = s.view(0)
    hc = {h.card.id: (h.playable, h.distance, h.number) for h in v.hand}
    assert hc["炎2"] == (True, 1, 2) and hc["炎5"] == (False, 2, 5) and hc["スモーク1"][2] is None
    assert v.seats[0].kodo == 3 and v.seats[0].hani == 1 and v.seats[0].hand_limit == 3
    assert v.actions_left == 3 and v.seats[0].sub == "tenko"
    assert (v.seats[0].ability, v.seats[0].ability_cost, v.seats[0].counter_ability) == ("blitz", 1, False)
    assert v.attackable == (), "no card in reach has the opponent's number 4"
    assert s.view(1).hand == tuple(s.view(1).hand) and s.view(None).hand is None


def test_pending_attack_answer_for_the_defender_only():
    s = position(chars=(("bomba", "tenko"), ("hydne", "gantetsu")), fields=["氷2", "雷4"],
                 hands=[["炎4"], ["炎5", "影2"]], decks=[["風1"], ["鋼1"]], enemy=["炎4"])
    ev = do(s, "0:play 炎4", "0:attack 1")
    assert any(isinstance(e, AttackDeclared) and e.attacker == 0 and e.defender == 1 for e in ev)
    p1, p0 = s.view(1).pending, s.view(0).pending
    assert p1.kind == "respond" and p1.seat == 1 and p1.numbers == (4,) and p1.attacker == 0
    assert set(p1.options) == texts(s) and p0.options == (), "the attacker does not see the answers"


def test_place_ids_for_the_table():
    s = position(chars=(("hydne", "lazuli"), ("bomba", "tenko")), fields=["氷2", "雷4"],
                 hands=[["炎3", "EMPグレネード1"], []], bases=[["風1"], []], enemy=["炎3"])
    acts = {a.text(): a for a in s.legal_actions()}
    a = acts["0:play 炎3"]
    assert (a.source, a.target) == (Place.parse("hand@0:炎3"), Place.parse("hold@0"))
    a = acts["0:item EMPグレネード1 1"]
    assert (a.source, a.target) == (Place.parse("hand@0:EMPグレネード1"), Place.parse("char@1:main"))
    a = acts["0:swap"]
    assert (a.source, a.target) == (Place.parse("char@0:sub"), Place.parse("char@0:main"))
    assert acts["0:end"].source == Place.parse("button:end")
    a = next(x for x in s.legal_actions() if x.verb == "ability")
    assert a.source == Place.parse("button:ability") and a.target.zone() == Place.parse("hand@0")
    for x in s.legal_actions():
        assert ZintriggerState.parse_action(x.text()) == x


def test_events_for_the_table():
    s = position(fields=["氷2", "雷4"], hands=[["炎3"], []], decks=[["風1"], ["鋼1"]], enemy=["炎3"])
    ev = do(s, "0:play 炎3")
    assert any(isinstance(e, CardMoved) and e.dst == Place.parse("hold@0") for e in ev)
    assert any(isinstance(e, Flipped) and e.card == "炎3" and (e.before, e.after) == (1, 0) for e in ev)
    ev = do(s, "0:field 炎3")
    assert any(isinstance(e, FieldChanged) and e.after == "炎3" for e in ev)


def test_final_view_reveals_the_count_card_by_card():
    s = position(fields=["氷2", None], hands=[["炎3"], []], decks=[["風1", "TK"], []], enemy=["炎3"])
    s.tk_count = 1
    do(s, "0:play 炎3")
    assert s.result() is None
    s2 = position(fields=["氷2", None], hands=[["炎3"], []], decks=[["風1", "TK"], []])
    s2.tk_count = 1
    do(s2, "0:play 炎3")
    v = s2.view(1)
    assert v.result is not None and v.final_score is not None
    assert {row[0] for row in v.final_breakdown} >= {Place.parse(p) for p in ("deck@0", "discard", "hand@0", "base@0", "field")}


def test_final_zones_reveal_every_card_at_the_end():
    """At the end every card is revealed (章8 ④): the view lists each zone's cards with their
    facings, the same zones and counts as the breakdown, for the table's card-by-card count."""
    from game.zintrigger.rules.invariants import view_leaks
    s2 = position(fields=["氷2", None], hands=[["炎3"], ["風5"]], decks=[["風1", "TK"], ["鋼4"]],
                  enemy=["鋼4"])
    s2.tk_count = 1
    assert s2.view(1).final_zones == ()
    do(s2, "0:play 炎3")
    v = s2.view(1)
    zones = dict(v.final_zones)
    assert [z for z, _ in v.final_zones] == [row[0] for row in v.final_breakdown]
    assert [c.id for c in zones[Place.parse("hand@0")]] == [c for c in s2.hands[0]] and zones[Place.parse("deck@1")][0].id == "鋼4"
    for name, a, b in v.final_breakdown:
        facing = [c.facing for c in zones[name] if c.id in AREAS]
        assert (facing.count(0), facing.count(1)) == (a, b), name
    view_leaks(s2, 1)           # nothing is hidden any more


def test_pending_says_why_and_how_many():
    """The decision's reason (拠点 limit / cost / hit, hand limit / reload...) and count, so
    the table asks the right question (which three stay, how many to send)."""
    s = position(fields=["氷2", "雷4"], hands=[["炎3"], []], bases=[["風1", "風2", "風3"], []],
                 decks=[["鋼1", "鋼2"], ["影1"]])
    do(s, "0:play 炎3")            # an own card: draw two (deck or 拠点)
    p = s.view(0).pending
    assert (p.kind, p.reason, p.count) == ("draw", "db", 2)
    while s.view(0).pending is not None and s.view(0).pending.kind == "draw":
        do(s, "0:draw deck")
    p = s.view(0).pending
    if p is not None and p.kind == "field":
        do(s, "0:field -")
        p = s.view(0).pending
    assert (p.kind, p.reason, p.count) == ("drop", "limit", 3), "four in the 拠点: which three stay"


def test_pending_stash_over_the_hand_limit_says_how_many():
    """Over the hand limit the table asks for exactly the cards over it (the view counts them)."""
    s = position(fields=["氷2", "雷4"], hands=[["炎3", "炎4", "炎5", "風1", "風2"], []])
    s.pending = ("stash", 0, "limit")
    p = s.view(1).pending                   # the count is public: the other seat reads it too
    assert (p.kind, p.reason) == ("stash", "limit")
    assert p.count == 5 - s.view(1).seats[0].hand_limit == 2


# ---------------------------------------------------------------- hidden hands and pending decisions
def _shape_after(s, texts_, viewer):
    from game.zintrigger.rules.invariants import public_shape
    do(s, *texts_)
    return public_shape(s.view(viewer))


def test_hideout_is_asked_whatever_the_hand_holds():
    """R-28 「非公開：手札の中身」: シノビの隠れ家【拠点】手番終了時「手札の自陣エリアカード１枚を場札と入れ替えてもよい。」
    is asked whenever the 拠点 holds it and the hand is not empty; being asked must not tell the
    opponent that the hand holds an own-side area card."""
    def world(hand, enemy):
        return position(chars=(("bomba", "tenko"), ("hydne", "gantetsu")), fields=["氷2", None],
                        hands=[hand, []], bases=[["風2"], []], decks=[["風1"], ["鋼1"]], enemy=enemy)
    a, b = world(["影6", "炎5"], ["炎5"]), world(["影6", "炎5"], ["炎5", "影6"])
    assert _shape_after(a, ["0:end"], 1) == _shape_after(b, ["0:end"], 1)
    assert texts(b) == {"0:hideout -"}, "asked, with nothing to swap in"


def test_gear_box_play_is_asked_whatever_the_hand_holds():
    """ギアボックス「その後、手札のアイテムカードを１枚、行動回数を消費せずに出してもよい。」: asked whenever the hand
    is not empty, so the opponent does not learn whether it holds an item (R-28)."""
    def world(hand):
        return position(chars=(("luna", "tenko"), ("hydne", "gantetsu")), fields=["氷2", "雷4"],
                        hands=[hand, []], bases=[["風1", "風3"], []], discard=["スモーク1"],
                        decks=[["風5"], ["鋼1"]])
    steps = ["0:ability", "0:drop 風1", "0:take -"]
    a, b = world(["ブースター1"]), world(["炎5"])
    assert _shape_after(a, steps, 1) == _shape_after(b, steps, 1)
    assert texts(b) == {"0:item -"}


def test_the_leak_check_swaps_hidden_hand_cards():
    """The extended leak check: the deciding seat's hidden cards exchanged with other hidden cards
    must not change another seat's view after the same action (here an item in hand would
    have decided whether ギアボックス asks to play one)."""
    import random

    from game.zintrigger.rules.invariants import hidden_difference_leaks
    s = position(chars=(("luna", "tenko"), ("hydne", "gantetsu")), fields=["氷2", "雷4"],
                 hands=[["ブースター1"], []], bases=[["風1", "風3"], []], discard=["スモーク1"],
                 decks=[["風5", "風6"], ["鋼1"]])
    do(s, "0:ability", "0:drop 風1")
    take_nothing = s.parse_action("0:take -")
    for k in range(4):
        hidden_difference_leaks(s, 1, take_nothing, random.Random(k))
