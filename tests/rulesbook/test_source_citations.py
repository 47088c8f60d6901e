"""A ruling id written in a rules room's code (``HS-R46`` in a docstring or a comment)
names the ruling about what that sentence says: the ruling shares a telling term with
it. A reconstruction number written as an id (HS-R12 for the reconstruction's R12 九生)
sends a reader to another ruling."""
from __future__ import annotations

import re

import pytest

from game import games, rulesbook
from tests.rulesbook import walk


def _sentences(code: str):
    """(file:line, the docstring paragraph, comment or line that cites a ruling id, the id)."""
    prefix = rulesbook.load(code).prefix
    for path in sorted(games.get(code).docs_dir.glob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        in_doc = [False] * len(lines)
        inside = False
        for i, line in enumerate(lines):
            n = line.count('"""')
            in_doc[i] = inside or n > 0
            if n % 2:
                inside = not inside
        for i, line in enumerate(lines):
            for rid in re.findall(rf"{prefix}-R\d+", line):
                if "rule=" in line or re.search(rf"[\"']{rid}[\"']", line):
                    continue                      # a refusal's id: the refusal check reads those
                if "#" in line and line.index("#") < line.index(rid) or not in_doc[i]:
                    yield f"{path.name}:{i + 1}", line, rid
                    continue
                lo = hi = i
                while lo > 0 and in_doc[lo - 1] and lines[lo - 1].strip() and '"""' not in lines[lo]:
                    lo -= 1
                while hi + 1 < len(lines) and in_doc[hi + 1] and lines[hi + 1].strip() and '"""' not in lines[hi]:
                    hi += 1
                yield f"{path.name}:{i + 1}", "\n".join(lines[lo:hi + 1]), rid


@pytest.mark.parametrize("code", walk.CODES)
def test_ruling_ids_in_the_code_name_the_ruling_meant(code):
    doc = rulesbook.load(code)
    vocab = walk.vocabulary(code)
    bad = []
    for where, text, rid in _sentences(code):
        page, anchor = doc.resolve(rid)
        assert page == "rulings", (where, rid, "no such ruling")
        ruling = doc.ruling(anchor).text
        terms = walk.telling_terms(code, text, english=True)
        if terms and not any(walk.mentions(ruling, t, vocab[t]) for t in terms):
            bad.append(f"{where}: {rid} ({ruling[:60]}…) shares none of {terms}")
    assert not bad, "\n".join(bad)
