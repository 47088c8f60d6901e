"""Per-game rules documents for the in-app rules viewer (pure Python, no pygame).

A game ``<code>`` has a rules document when ``game/<code>/rules/rules_ja.md`` exists
(the documents live in the game's rules room, beside the code they describe):

* ``rules_ja.md`` -- the rulebook, one ``# <kanji numeral> <title>`` heading per
  chapter (一..十五); text before the first heading is the introduction;
* ``rules_en.md`` -- an English summary with the same chapter headings;
* ``quickref.md`` -- ``# ja`` and ``# en`` sections, the sheet shown first;
* ``RULINGS.md`` -- the table ``| id | ruling | test |`` of engine rulings;
* ``glossary.py`` -- ``GLOSSARY`` (ja -> en), optional;
* ``card_table(lang)`` in the rules package, optional: the placeholder
  ``{{cards}}`` in a chapter becomes the markup it returns (the game's card
  list in the page's language).

Pages are written in a small Markdown-ish markup that :func:`blocks` parses:
``## heading``, ``- item``, ``1. item``, ``> note``, ``| a | b |`` table rows
(``|---|`` after the first row makes it a header, ``|> text`` spans the whole
table), ``{#ID}`` anchors, blank lines between paragraphs.
"""
from __future__ import annotations

import importlib
import re
from dataclasses import dataclass, field
from pathlib import Path

KANJI = ("一", "二", "三", "四", "五", "六", "七", "八", "九", "十",
         "十一", "十二", "十三", "十四", "十五")
SPECIAL_PAGES = ("quickref", "glossary", "rulings")


@dataclass(frozen=True)
class Chapter:
    id: str            # "FJ-8"
    num: int           # 8
    kanji: str         # "八"
    title_ja: str
    title_en: str
    text_ja: str
    summary_en: str

    def title(self, lang: str) -> str:
        return self.title_en if lang == "en" else self.title_ja

    def numeral(self, lang: str) -> str:
        """The chapter number as a reader of ``lang`` writes it (八 / 8)."""
        return self.kanji if lang == "ja" else str(self.num)


@dataclass(frozen=True)
class Ruling:
    id: str
    title: str
    text: str
    test: str


@dataclass(frozen=True)
class Hit:
    kind: str      # "chapter", "ruling", "quickref", "glossary"
    id: str        # chapter or ruling id, or the special page name
    page: str      # the page that shows it
    snippet: str


@dataclass
class RulesDoc:
    code: str
    prefix: str
    chapters: list[Chapter]
    quickref: dict[str, str]
    intro: dict[str, str]
    glossary: dict[str, str] = field(default_factory=dict)
    rulings: list[Ruling] = field(default_factory=list)
    card_table: object = None        # fn(lang) -> markup for {{cards}}, or None

    def chapter(self, cid: str) -> Chapter:
        return next(c for c in self.chapters if c.id == cid)

    def ruling(self, rid: str) -> Ruling:
        return next(r for r in self.rulings if r.id == rid)

    def pages(self) -> list[str]:
        """Table-of-contents order: quick reference, chapters, glossary, rulings."""
        return ["quickref", *(c.id for c in self.chapters), "glossary", "rulings"]

    def resolve(self, anchor: str | None) -> tuple[str, str | None]:
        """``anchor`` -> (page, in-page anchor): ``"FJ-8"``, ``"八"``, ``"FJ-R07"``,
        ``"glossary"``... Unknown anchors open the quick reference."""
        if not anchor:
            return "quickref", None
        a = anchor.strip()
        if a in SPECIAL_PAGES:
            return a, None
        if a in KANJI:
            a = f"{self.prefix}-{KANJI.index(a) + 1}"
        m = re.fullmatch(rf"{self.prefix}-R(\d+)", a, re.I)
        if m:
            rid = next((r.id for r in self.rulings if int(r.id.rsplit("R", 1)[1]) == int(m[1])), None)
            return ("rulings", rid) if rid else ("quickref", None)
        m = re.fullmatch(rf"{self.prefix}-(\d+)", a, re.I)
        if m and any(c.num == int(m[1]) for c in self.chapters):
            return f"{self.prefix}-{int(m[1])}", None
        return "quickref", None

    def page_title(self, page: str, lang: str) -> str:
        if page.startswith(self.prefix + "-") and page[len(self.prefix) + 1:].isdigit():
            c = self.chapter(page)
            return f"{c.numeral(lang)} {c.title(lang)}"
        return page

    def markup(self, page: str, lang: str) -> str:
        """The page's text in the viewer's markup (see the module docstring)."""
        if page == "quickref":
            intro = self.intro.get(lang) or self.intro.get("ja", "")
            return self.quickref.get(lang, self.quickref.get("ja", "")) + "\n\n" + intro
        if page == "glossary":
            rows = [f"| {ja} | {en} |" for ja, en in self.glossary.items()]
            return "| 日本語 | English |\n|---|---|\n" + "\n".join(rows)
        if page == "rulings":
            parts = []
            for r in self.rulings:
                parts.append(f"{{#{r.id}}}\n## {r.id}\n{r.text}\n\n|> test: {r.test}")
            return "\n\n".join(parts)
        c = self.chapter(page)
        text = c.summary_en if lang == "en" else c.text_ja
        if "{{cards}}" in text and callable(self.card_table):
            text = text.replace("{{cards}}", self.card_table(lang))
        return text


# --- loading ----------------------------------------------------------------
def _info(code: str | None):
    from game import games
    try:
        return games.get(str(code))
    except KeyError:
        return None


def has_rules(code: str | None) -> bool:
    info = _info(code)
    return info is not None and (info.docs_dir / "rules_ja.md").is_file()


def load(code: str | None) -> RulesDoc:
    """The rules document of game ``code``; ``LookupError`` if it has none."""
    if not has_rules(code):
        raise LookupError(f"no rules document for game {code!r}")
    info = _info(code)
    folder = info.docs_dir
    prefix = info.prefix or code[:2].upper()
    package = info.rules_module
    intro_ja, ja = _chapters(_read(folder / "rules_ja.md"))
    intro_en, en = _chapters(_read(folder / "rules_en.md"))
    chapters = []
    for num, (kanji, title_ja, text_ja) in sorted(ja.items()):
        _k, title_en, summary_en = en.get(num, (kanji, title_ja, ""))
        chapters.append(Chapter(f"{prefix}-{num}", num, kanji, title_ja, title_en,
                                text_ja, summary_en))
    quick = _sections(_read(folder / "quickref.md"))
    doc = RulesDoc(code, prefix, chapters, quick, {"ja": intro_ja, "en": intro_en})
    doc.glossary = dict(getattr(_optional(f"{package}.glossary"), "GLOSSARY", {}) or {})
    doc.card_table = getattr(_optional(package), "card_table", None)
    rulings = folder / "RULINGS.md"
    doc.rulings = parse_rulings(rulings.read_text(encoding="utf-8")) if rulings.is_file() else []
    return doc


def _read(path: Path) -> str:
    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    return re.sub(r"<!--.*?-->", "", text, flags=re.S)


def _optional(module: str):
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError:
        return None


_HEADING = re.compile(r"^# (\S+)\s+(.*)$")


def _chapters(text: str) -> tuple[str, dict[int, tuple[str, str, str]]]:
    """(introduction, {number: (kanji, title, body)}) from ``# 八 title`` headings."""
    intro: list[str] = []
    out: dict[int, tuple[str, str, list[str]]] = {}
    current = None
    for line in text.splitlines():
        m = _HEADING.match(line)
        if m and m[1] in KANJI:
            current = KANJI.index(m[1]) + 1
            out[current] = (m[1], m[2].strip(), [])
        elif current is None:
            intro.append(line)
        else:
            out[current][2].append(line)
    return ("\n".join(intro).strip(),
            {n: (k, title, "\n".join(body).strip()) for n, (k, title, body) in out.items()})


def _sections(text: str) -> dict[str, str]:
    out: dict[str, list[str]] = {}
    current = None
    for line in text.splitlines():
        m = re.match(r"^# (\w+)\s*$", line)
        if m:
            current = m[1]
            out[current] = []
        elif current:
            out[current].append(line)
    return {k: "\n".join(v).strip() for k, v in out.items()}


def parse_rulings(text: str) -> list[Ruling]:
    """Rows ``| FJ-R01 | text | `test` |`` of RULINGS.md."""
    rulings = []
    for line in text.splitlines():
        m = re.match(r"^\|\s*([A-Z]+-R\d+)\s*\|(.*)\|(.*)\|\s*$", line)
        if not m:
            continue
        body = re.sub(r"\*\*(.+?)\*\*", r"\1", m[2].strip()).replace("`", "")
        test = m[3].strip().replace("`", "")
        first = re.split(r"(?<=[.:;])\s", body, maxsplit=1)[0].rstrip(".:;")
        title = first if len(first) <= 70 else first[:68].rstrip() + "…"
        rulings.append(Ruling(m[1], title, body, test))
    return rulings


# --- markup -> blocks --------------------------------------------------------
def blocks(markup: str) -> list[tuple]:
    """Parse the markup into ``("h2", text)``, ``("p", text)``, ``("li", marker, text)``,
    ``("note", text)``, ``("table", header_rows, rows)`` and ``("anchor", id)``;
    a table row is ``("row", [cells])`` or ``("span", text)``."""
    out: list[tuple] = []
    para: list[str] = []
    table: list[tuple] | None = None
    header = 0

    def flush() -> None:
        nonlocal table, header
        if para:
            out.append(("p", _join(para)))
            para.clear()
        if table is not None:
            out.append(("table", header, table))
            table, header = None, 0

    for raw in markup.splitlines():
        line = raw.strip()
        if line.startswith("|"):
            if para:
                out.append(("p", _join(para)))
                para.clear()
            if table is None:
                table = []
            if re.fullmatch(r"\|[-|\s:]+\|", line):
                header = len(table)
            elif line.startswith("|>"):
                table.append(("span", line[2:].strip()))
            else:
                table.append(("row", [c.strip() for c in line.strip("|").split("|")]))
            continue
        if table is not None:
            flush()
        if not line:
            flush()
        elif m := re.fullmatch(r"\{#([\w-]+)\}", line):
            flush()
            out.append(("anchor", m[1]))
        elif line.startswith("## "):
            flush()
            out.append(("h2", line[3:].strip()))
        elif line.startswith("> "):
            flush()
            if out and out[-1][0] == "note":
                out[-1] = ("note", out[-1][1] + "\n" + line[2:].strip())
            else:
                out.append(("note", line[2:].strip()))
        elif m := re.fullmatch(r"(-|\d+\.)\s+(.*)", line):
            flush()
            out.append(("li", "•" if m[1] == "-" else m[1], m[2]))
        else:
            para.append(line)
    flush()
    return out


def _join(lines: list[str]) -> str:
    """Join wrapped source lines: no space between Japanese lines."""
    out = lines[0]
    for line in lines[1:]:
        cjk = re.match(r"[\u3000-\u9fff\uff00-\uffef]", line) and re.search(r"[\u3000-\u9fff\uff00-\uffef]$", out)
        out += line if cjk else " " + line
    return out


def plain(markup: str) -> str:
    """Searchable text of a page: markup symbols removed, one line per source line."""
    text = re.sub(r"\{#[\w-]+\}", "", markup)
    text = re.sub(r"^(##\s+|>\s+|-\s+|\|>\s*)", "", text, flags=re.M)
    return re.sub(r"\s*\|\s*", " ", text)


# --- search ------------------------------------------------------------------
def search(doc: RulesDoc, query: str, lang: str = "ja", width: int = 36) -> list[Hit]:
    """Pages (quick reference, chapters, glossary, rulings one by one) containing
    ``query``, case-insensitive, in TOC order. The page language is searched
    first, then the other one, so a Japanese term also works in English mode."""
    q = query.strip().casefold()
    if not q:
        return []
    langs = (lang, "ja" if lang == "en" else "en")
    hits: list[Hit] = []

    def find(texts: list[str]) -> str | None:
        for text in texts:
            snip = _snippet(text, q, width)
            if snip is not None:
                return snip
        return None

    snip = find([plain(doc.markup("quickref", lg)) for lg in langs])
    if snip is not None:
        hits.append(Hit("quickref", "quickref", "quickref", snip))
    for c in doc.chapters:
        snip = find([f"{c.kanji} {c.title(lg)}\n" + plain(doc.markup(c.id, lg)) for lg in langs])
        if snip is not None:
            hits.append(Hit("chapter", c.id, c.id, snip))
    snip = find([f"{ja} {en}" for ja, en in doc.glossary.items()])
    if snip is not None:
        hits.append(Hit("glossary", "glossary", "glossary", snip))
    for r in doc.rulings:
        snip = find([f"{r.id} {r.text} {r.test}"])
        if snip is not None:
            hits.append(Hit("ruling", r.id, "rulings", snip))
    return hits


def _snippet(text: str, q: str, width: int) -> str | None:
    folded = text.casefold()
    i = folded.find(q)
    if i < 0:
        return None
    if len(folded) != len(text):  # casefold changed the length: no exact position
        i = 0
    start, end = max(0, i - width // 2), min(len(text), i + len(q) + width)
    snip = " ".join(text[start:end].split())
    return ("…" if start else "") + snip + ("…" if end < len(text) else "")
