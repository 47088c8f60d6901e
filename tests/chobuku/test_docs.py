"""The rules viewer documents: chapters OC-1..OC-15, reconstructed parts marked, every
ruling names a test that exists."""
from __future__ import annotations

import re
from pathlib import Path

from game import rulesbook

HERE = Path(__file__).parent


def test_rulebook_chapters_and_rulings():
    """OC-R01: 『鬼調伏』は仮題 — the intro says so; 15 chapters in both languages."""
    d = rulesbook.load("chobuku")
    assert [c.id for c in d.chapters] == [f"OC-{i}" for i in range(1, 16)]
    assert "仮題" in d.intro["ja"] and "working title" in d.intro["en"]
    assert all(c.summary_en for c in d.chapters)
    assert "{{cards}}" not in d.markup("OC-10", "ja") and "星乱鬼" in d.markup("OC-10", "ja")
    assert "Star-chaos oni" in d.markup("OC-10", "en")
    assert d.resolve("OC-R19") == ("rulings", "OC-R19") and d.resolve("OC-11") == ("OC-11", None)
    assert d.glossary["護符"].startswith("Amulet")


def test_reconstructed_parts_are_marked():
    ja = (HERE.parent.parent / "game/chobuku/rules/rules_ja.md").read_text(encoding="utf-8")
    en = (HERE.parent.parent / "game/chobuku/rules/rules_en.md").read_text(encoding="utf-8")
    assert ja.count("【再構成】") >= 12 and en.count("Reconstructed") >= 10


def test_every_ruling_names_an_existing_test():
    d = rulesbook.load("chobuku")
    ids = [r.id for r in d.rulings]
    assert len(ids) == len(set(ids)) and len(ids) >= 45
    for r in d.rulings:
        for ref in re.split(r",\s*", r.test):
            path, _, name = ref.partition("::")
            src = (HERE / path).read_text(encoding="utf-8")
            assert not name or f"def {name}(" in src, (r.id, ref)


def test_refusal_rules_open_in_the_viewer():
    d = rulesbook.load("chobuku")
    for rule in ("OC-4", "OC-5", "OC-6", "OC-7", "OC-8", "OC-10", "OC-11", "OC-R07", "OC-R08", "OC-R19", "OC-R21"):
        assert d.resolve(rule)[0] != "quickref", rule
