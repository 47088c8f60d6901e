"""Long seeded series in two parts, for fast feedback.

``make test`` deselects tests marked ``slow``; ``make test-all`` runs everything. A
series of seeded games is parametrized as ``seeds`` = the first ``short`` seeds (run
by both, chosen to meet every mode the series covers) and the rest (``slow``), so
that together the two parts play exactly the games the whole series played.
"""
from __future__ import annotations

import pytest


def split(total: int, short: int) -> list:
    assert 0 < short < total
    return [pytest.param(range(short), id="short"),
            pytest.param(range(short, total), id="rest", marks=pytest.mark.slow)]
