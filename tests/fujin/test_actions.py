"""Action texts, place ids, and legality: the enumerator agrees with the validator."""
import random

import pytest

from game.engine import IllegalAction
from game.fujin.rules import FujinState
from game.fujin.rules import actions as A
from game.fujin.rules.board import ORIENTS
from game.fujin.rules.cards import DECK_IDS
from game.fujin.rules.legal import subsets
from tests.fujin.helpers import act, position


def _candidates(s: FujinState):
    """A broad universe of well-formed actions (legal or not) for the current state."""
    out = [A.END]
    cells = range(9)
    for cid in DECK_IDS:
        for c in cells:
            out.append(A.Inherit(cid, c))
            for o in range(4):
                out.append(A.Summon(cid, c, o))
    for c in cells:
        out.append(A.Attack(c))
        for m in A.ATTACK_MODES[1:]:
            out.append(A.Attack(c, None, m))
        for t in cells:
            out.append(A.Attack(c, t))
            out.append(A.Heal(c, t))
            out.append(A.Rotate(c, "L", t))
            out.append(A.Rotate(c, "R", t))
            out.append(A.Use("O-011", c, None, "", t))
        out += [A.Rotate(c, "L"), A.Rotate(c, "R"), A.Counter(c), A.Lantern(c)]
        for cid in ("T-011", "O-012"):
            out.append(A.Use(cid, c))
        for o in range(4):
            out.append(A.Use("T-009", c, o))
        out += [A.Use("O-010", c, None, "ken"), A.Use("O-010", c, None, "nigiri")]
    out.append(A.Use("T-010"))
    out += list(A.FACES)
    for p in (0, 1):
        for sub in subsets(s.hands[p]):
            out.append(A.Discard(sub))
            out.append(A.Mulligan(sub))
    return out


def _random_states(n_games=25, every=3):
    for g in range(n_games):
        s = FujinState.new_game(700 + g)
        rng = random.Random(g)
        k = 0
        while s.to_move() is not None:
            if k % every == 0:
                yield s
            la = s.legal_actions()
            s.apply(la[rng.randrange(len(la))])
            k += 1


def test_enumerator_agrees_with_validator():
    """ARCHITECTURE: legal_actions() is the only source of legality; apply's reasons come from the same check."""
    n = 0
    for s in _random_states():
        legal = set(s.legal_actions())
        assert len(legal) == len(s.legal_actions()), "no duplicate legal actions"
        for a in _candidates(s):
            ok = s.explain(a) is None
            assert ok == (a in legal), (a.text(), s.explain(a))
        n += 1
    assert n > 100


def test_text_round_trip_every_legal_action():
    """Every legal action's text round-trips through parse_action, with place ids in the agreed forms."""
    for s in _random_states(30, 2):
        for a in s.legal_actions():
            assert FujinState.parse_action(a.text()) == a
            for pid in (a.source, a.target):
                assert pid is None or pid.kind in ("hand", "cell", "area", "button")


def test_illegal_and_malformed_leave_state_unchanged():
    """IllegalAction carries a reason in both languages; a refused action leaves the state unchanged."""
    bad_texts = ["", "fly b2", "summon X-999 b2 N", "summon T-006 d4 N", "summon T-006 b2 Q",
                 "attack", "attack b2 +foo", "rotate b2 U", "use T-009 b2 Z", "discard T-001 T-001",
                 "face up", "counter z9", "mulligan"]
    for s in _random_states(8, 5):
        before = s.to_json()
        for t in bad_texts:
            with pytest.raises(IllegalAction):
                s.apply_text(t)
        legal = set(s.legal_actions())
        for a in _candidates(s)[:400]:
            if a not in legal:
                with pytest.raises(IllegalAction) as e:
                    s.apply(a)
                assert e.value.ja and e.value.en
        assert s.to_json() == before


def test_not_enough_spirit_reason():
    """十一: 霊力は、召喚・攻撃・回転・霊具のすべてに使う「お金」です — the refusal names need and have."""
    s = position(sp=(5, 8), hands=(("O-009",), ()))
    with pytest.raises(IllegalAction) as e:
        act(s, "summon O-009 a1 N")
    assert e.value.ja == "霊力が足りません: 必要 9 / 所持 5"
    assert e.value.en == "Not enough Spirit: need 9, have 5"


def test_place_ids():
    """Places used by the table for drag and drop (their text forms)."""
    P = FujinState.parse_action

    def ends(text):
        a = P(text)
        return (str(a.source) if a.source else None, str(a.target) if a.target else None)
    assert ends("summon O-002 b2 N") == ("hand:O-002", "cell:b2") and P("summon O-002 b2 N").facing == 0
    assert ends("inherit O-009 b2") == ("hand:O-009", "cell:b2")
    assert ends("attack b2 b3") == ("cell:b2", "cell:b3")
    assert ends("attack b2")[1] == "area:b2" and ends("attack b2 +konshin")[1] == "area:b2"
    assert ends("rotate b2 c3 L")[1] == "cell:c3" and ends("rotate b2 L")[1] == "cell:b2"
    assert ends("use T-010")[1] is None and ends("use O-011 b2 c3")[1] == "cell:c3"
    assert ends("end")[0] == "button:end" and ends("discard -")[0] == "button:discard"
    assert P("mulligan -").source is None
    assert P("use T-009 b2 E").facing == 1
    for t in ("mulligan O-009 T-006", "discard -", "attack b1 hp", "attack b1 draw",
              "heal b2 c3", "use T-009 b2 E", "use O-010 b2 nigiri", "use O-012 b2",
              "counter c2", "lantern c2", "face keep", "attack b2 +inshu"):
        a = P(t)
        assert P(a.text()) == a
    assert P("mulligan T-006 O-009").text() == "mulligan O-009 T-006"
    assert ORIENTS == "NESW"


def test_cells_and_areas_by_index_or_name():
    """A cell (or a shikigami's whole 間合) is the same place named by index or by name."""
    assert A.cell(4) == A.cell("b2") and str(A.cell("b2")) == "cell:b2"
    assert A.area(8) == A.area("c3") and str(A.area("c3")) == "area:c3"


def test_area_attacks():
    """範囲 attacks hit the whole 間合; 古箪笥's two uses and single attacks do not."""
    P = A.parse_action
    assert P("attack b2").is_area and P("attack b2 +konshin").is_area
    assert not P("attack b2 b3").is_area and not P("attack b1 hp").is_area and not P("attack b1 draw").is_area
