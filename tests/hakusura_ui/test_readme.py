"""The README tells ハクスラ陰陽師's evolution in the order the table and the rules take
it (7.4): declare it (V / 進化) at the start of the action step, then choose the
shikigami to lay under the character, then confirm."""
from __future__ import annotations

from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def _section() -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index("### How to play ハクスラ陰陽師")
    return text[start:text.index("### ", start + 4)]


def test_evolution_is_told_declare_first_then_spend():
    sec = _section()
    declare = sec.index("**V**")
    spend = sec.index("click the shikigami")
    assert declare < spend, "the README has you click shikigami before declaring the evolution"


def test_the_rules_take_it_in_that_order():
    """Declared first: the shikigami are chosen only once the evolution is (Spend follows Evolve)."""
    from game.hakusura.rules import actions as A
    from tests.hakusura.helpers import table
    s = table(shiki=(("kappa", "karakasa", "nekomata"), ()), chars=("seimei", "rinka"))
    for _ in range(200):
        legal = s.legal_actions()
        if any(isinstance(a, A.Evolve) for a in legal):
            assert not any(isinstance(a, A.Spend) for a in legal)
            s.apply(next(a for a in legal if isinstance(a, A.Evolve)))
            assert any(isinstance(a, A.Spend) for a in s.legal_actions())
            return
        s.apply(next(a for a in legal if not isinstance(a, A.Pass)) if len(legal) > 1 else legal[0])
    raise AssertionError("no evolution offered")
