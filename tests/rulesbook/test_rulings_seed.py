"""What the rulings page says comes from the seed does, and what the reconstruction adds is
marked where a player reads the rule.

* every entry under "From the seed" in a game's ``RULINGS.md`` quotes the seed (a
  「…」 or "…" quotation in Japanese), and every Japanese quotation in it occurs in
  the seed rulebook (white space aside);
* every ruling taken from the reconstruction (its row names the reconstruction's
  number: ``[R6]``, ``R-19``) or retuned by the balance lab is shown in a chapter of
  the in-app rulebook, in a note marked 【再構成】 (【調整】 for a retune) or in a
  chapter that says it is reconstructed as a whole — never under 【裁定】, the mark
  of the engine's own decisions.
"""
from __future__ import annotations

import re

import pytest

from game import rulesbook
from tests.rulesbook import walk

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def japanese_quotes(text: str) -> list[str]:
    quotes = walk.quoted(text) + re.findall(r'"([^"]+)"', text)
    return [q for q in quotes if JAPANESE.search(q)]


def reconstruction_rows(code: str):
    """(id, mark) of every ruling that comes from the reconstruction or a retune."""
    doc = rulesbook.load(code)
    sections = walk.ruling_sections(code)
    for r in doc.rulings:
        section = sections.get(r.id, "")
        if section == "From the seed" or not section:
            continue
        if section.startswith("Balance"):
            yield r.id, "【調整】"
        elif re.search(r"\[R\d+|\bR-\d+", r.text):
            yield r.id, "【再構成】"


@pytest.mark.parametrize("code", walk.CODES)
def test_from_the_seed_quotes_the_seed(code):
    seed = walk.seed_text(code)
    if seed is None:
        pytest.skip("the seed rulebooks are not beside this checkout (set FUDABA_SEEDS)")
    src = walk.squash(seed)
    doc = rulesbook.load(code)
    sections = walk.ruling_sections(code)
    rows = [r for r in doc.rulings if sections.get(r.id) == "From the seed"]
    bad = []
    for r in rows:
        quotes = japanese_quotes(r.text)
        if not quotes:
            bad.append(f"{r.id}: quotes nothing of the seed")
        for q in quotes:
            if walk.squash(q) not in src:
                bad.append(f"{r.id}: 「{q}」 is not in the seed")
    assert not bad, "\n".join(bad)


def _marked_lines(text: str) -> dict[str, list[str]]:
    """Ruling id -> the marks (【再構成】, 【調整】, 【裁定】, or "" for none) of the notes naming
    it; a ``## `` section that opens with a 【再構成】 note marks all of its paragraphs."""
    out: dict[str, list[str]] = {}
    for section in re.split(r"\n(?=## )", text):
        whole = re.sub(r"^## .*\n", "", section).strip().startswith("> " + walk.RECONSTRUCTED)
        for para in re.split(r"\n\s*\n|\n(?=> )", section):
            marks = re.findall(r"【(再構成|調整|裁定)】", para) or (["再構成"] if whole else [])
            for rid in re.findall(r"[A-Z]{2}-R\d+", para):
                out.setdefault(rid, []).extend(f"【{m}】" for m in marks or [""])
    return out


@pytest.mark.parametrize("code", walk.CODES)
def test_reconstructed_rules_are_marked_in_their_chapter(code):
    doc = rulesbook.load(code)
    whole: set[str] = set()
    notes: dict[str, list[str]] = {}
    for c in doc.chapters:
        text = doc.markup(c.id, "ja")
        found = _marked_lines(text)
        if walk.chapter_is_reconstruction(c.text_ja):
            whole.update(found)
        for rid, marks in found.items():
            notes.setdefault(rid, []).extend(marks)
    bad = []
    for rid, mark in reconstruction_rows(code):
        marks = notes.get(rid, [])
        if "【裁定】" in marks:
            bad.append(f"{rid}: shown under 【裁定】 (the engine's own decisions), not {mark}")
        elif mark not in marks and not (mark == "【再構成】" and rid in whole):
            bad.append(f"{rid}: no chapter shows it under {mark}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("code", walk.CODES)
def test_seed_sentences_are_not_dressed_as_notes(code):
    """Where the rulebook marks reconstruction with ``>`` notes, a ``>`` line is never the
    seed's own sentence (it would look reconstructed)."""
    seed = walk.seed_text(code)
    if seed is None:
        pytest.skip("the seed rulebooks are not beside this checkout (set FUDABA_SEEDS)")
    src = walk.squash(seed)
    ja = (walk.games.get(code).docs_dir / "rules_ja.md").read_text(encoding="utf-8")
    if "> " + walk.RECONSTRUCTED not in ja:
        return          # this rulebook's notes are the seed's own tips (式神符陣's こつ and 例)
    bad = []
    for line in ja.splitlines():
        if line.startswith("> "):
            words = walk.squash(line[2:])
            if len(words) >= 8 and words in src:
                bad.append(line)
    assert not bad, "\n".join(bad)
