"""The rules documents: chapters, reconstructed parts marked, every ruling pinned by an existing test."""
import ast
import re
from pathlib import Path

from game import rulesbook

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "game" / "hakusura" / "rules"
TESTS = ROOT / "tests" / "hakusura"


def test_chapters_in_both_languages():
    doc = rulesbook.load("hakusura")
    assert [c.id for c in doc.chapters] == [f"HS-{n}" for n in range(1, 14)]
    for c in doc.chapters:
        assert c.text_ja and c.summary_en and c.title_en, c.id
    assert doc.resolve("HS-8") == ("HS-8", None) and doc.resolve("HS-R7") == ("rulings", "HS-R07")


def test_japanese_text_follows_the_seed():
    seed = Path("/work/shared/seeds/001_e1377ab3a2869c69.txt")
    if not seed.exists():
        return
    src = re.sub(r"\s", "", seed.read_text(encoding="utf-8"))
    doc = rulesbook.load("hakusura")
    for c in doc.chapters[:12]:
        assert c.title_ja.replace(" ", "") in src, c.title_ja
        for line in c.text_ja.splitlines():
            if line.startswith("- ") and not line.startswith("- 攻撃:"):
                assert re.sub(r"\s", "", line[2:]) in src, line


def test_reconstructed_parts_are_marked_and_linked():
    ja = (RULES / "rules_ja.md").read_text(encoding="utf-8")
    en = (RULES / "rules_en.md").read_text(encoding="utf-8")
    assert ja.count("【再構成】") >= 8 and en.count("Reconstructed") >= 5
    ids = set(re.findall(r"HS-R\d+", (RULES / "RULINGS.md").read_text(encoding="utf-8")))
    for text in (ja, en):
        for rid in re.findall(r"HS-R\d+", text):
            assert rid in ids, rid


def test_every_ruling_names_an_existing_test():
    doc = rulesbook.load("hakusura")
    assert len(doc.rulings) >= 45
    defined = {}
    for path in TESTS.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        defined[path.name] = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    for r in doc.rulings:
        for ref in re.split(r",\s*", r.test):
            f, _, name = ref.partition("::")
            assert name in defined.get(f, set()), (r.id, ref)
    text = (RULES / "RULINGS.md").read_text(encoding="utf-8")
    assert text.index("## From the seed") < text.index("## Reconstructed")


def test_card_list_and_glossary():
    doc = rulesbook.load("hakusura")
    ja = doc.markup("HS-13", "ja")
    assert "{{cards}}" not in ja and "| 提灯お化け | 5 | 0 |" in ja and "酒呑童子" in ja
    assert "Lantern Ghost" in doc.markup("HS-13", "en")
    assert doc.glossary["式神"].startswith("Shikigami") and "ターン" in doc.quickref["ja"]
