"""The strip's preview of an enemy's next action says when the blow brings a seat down
(issue 33: at HP 1 a hit of 6 read 「後手に6 → 左 1」, as harmless as a scratch)."""
from __future__ import annotations

from tests.hakusura.helpers import table


def _next(s):
    """The first living enemy's next action, as the view shows it."""
    e = next(e for e in s.view(0).enemies if e.alive and e.next is not None and e.next.seats)
    return e.next


def test_a_blow_at_least_the_hp_left_is_lethal():
    s = table(hp=(1, 1))
    nx = _next(s)
    assert nx.lethal and set(nx.lethal) <= set(nx.seats)
    for q in nx.lethal:
        assert dict(nx.expected)[q] == 1


def test_a_blow_that_leaves_hp_is_not_lethal():
    s = table(hp=(20, 20))
    nx = _next(s)
    assert nx.lethal == ()
