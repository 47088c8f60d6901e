"""What the rulebook checks walk: every refusal a game's rules can produce, the words
of its rulebook pages, and the seed text it rests on.

A refusal (``IllegalAction``) is found two ways:

* :func:`driven_refusals` plays seeded random games (the fuzzer's sampled states)
  and asks ``explain`` about the fuzzer's near-miss texts and about actions that
  were legal elsewhere, so refusals come with their real names filled in;
* :func:`refusal_sites` reads every ``IllegalAction`` the rules room builds in its
  source (the constant words of the message and the rule id), so a refusal that
  random play never reaches is checked too.

A page "mentions" a term when the term, or its English word, is in the page's
Japanese or English text; terms that most chapters mention (攻撃, 手札...) tell
nothing about which page is meant and are left out (:func:`telling_terms`). What F1
opens for a rule id is a :class:`Page`, which knows its lines that are seed text
and those marked 【再構成】.
"""
from __future__ import annotations

import ast
import os
import random
import re
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game import games, rulesbook
from game.bench import fuzz
from game.engine import IllegalAction

ROOT = Path(__file__).resolve().parents[2]
CODES = ("fujin", "hakusura", "zintrigger", "chobuku")
SEED_FILES = {"fujin": "000_", "hakusura": "001_", "zintrigger": "002_", "chobuku": "003_"}


# ---------------------------------------------------------------- the seeds
def seeds_dir() -> Path | None:
    """The seed rulebooks: ``$FUDABA_SEEDS``, else ``shared/seeds`` beside the
    checkout or one of its parents (``../shared/seeds``)."""
    env = os.environ.get("FUDABA_SEEDS")
    if env:
        return Path(env) if Path(env).is_dir() else None
    for up in ROOT.parents:
        cand = up / "shared" / "seeds"
        if cand.is_dir():
            return cand
    return None


@cache
def seed_text(code: str) -> str | None:
    folder = seeds_dir()
    if folder is None:
        return None
    found = sorted(folder.glob(SEED_FILES[code] + "*.txt"))
    return found[0].read_text(encoding="utf-8") if found else None


def squash(text: str) -> str:
    """Text for "occurs in": no white space, no markup bullets, full-width brackets as printed."""
    text = re.sub(r"[•\s]", "", text)
    return text.replace("(", "（").replace(")", "）")


# ---------------------------------------------------------------- words
def _card_names(code: str) -> dict[str, str]:
    if code == "fujin":
        from game.fujin.rules.cards import CARDS
        return {c.name_ja: c.name_en for c in CARDS.values()}
    if code == "hakusura":
        from game.hakusura.rules.cards import BOSSES, CHARACTERS, YOKAI
        out = {y.ja: y.en for y in YOKAI.values()}
        out.update({y.ability.name_ja: y.ability.name_en for y in YOKAI.values()})
        out.update({c.ja: c.en for c in CHARACTERS.values()})
        out.update({b.ja: b.en for b in BOSSES.values()})
        return out
    if code == "zintrigger":
        from game.zintrigger.rules.cards import CHARACTERS, ITEMS
        out = {c.ja: c.en for c in CHARACTERS.values()}
        out.update({c.ability_ja: c.ability_en for c in CHARACTERS.values()})
        out.update({i.ja: i.en for i in ITEMS.values()})
        return out
    from game.chobuku.rules.cards import CHARAS, ONI, SHIKI, STARS
    out = {o.name_ja: o.name_en for o in ONI.values()}
    out.update({s.name_ja: s.name_en for s in STARS.values()})
    out.update({c.name_ja: c.name_en for c in CHARAS.values()})
    out.update({k.name_ja: k.name_en for k in SHIKI.values()})
    return out


@cache
def vocabulary(code: str) -> dict[str, str]:
    """Japanese term -> English word: the glossary and every card, ability and character name."""
    doc = rulesbook.load(code)
    out = dict(_card_names(code))
    out.update(doc.glossary)
    return {ja: en for ja, en in out.items() if ja.strip()}


def english_heads(en: str) -> list[str]:
    """"Bottle (kobin)" -> ["Bottle", "kobin"]: the words an English page may use."""
    heads = [en.split(" (")[0].strip()]
    m = re.search(r"\(([^)]*)\)", en)
    if m and re.fullmatch(r"[a-zōū ]+", m[1]):
        heads.append(m[1])
    return [h for h in heads if len(h) >= 3]


def _in_english(text: str, en: str) -> bool:
    return any(re.search(rf"(?<![A-Za-z]){re.escape(h)}(?:s|es|d|ed|ing|ning)?(?![a-z])", text, re.I)
               for h in english_heads(en))


def mentions(text: str, ja: str, en: str) -> bool:
    return ja in text or _in_english(text, en)


def terms_in(code: str, text: str, english: bool = False) -> list[str]:
    """The vocabulary terms a Japanese message names (with ``english``, also those whose
    English word it uses), longest first, none inside another."""
    found: list[str] = []
    vocab = vocabulary(code)
    for ja in sorted(vocab, key=len, reverse=True):
        if (ja in text or english and _in_english(text, vocab[ja])) and not any(ja in f for f in found):
            found.append(ja)
    return found


@cache
def term_share(code: str, ja: str) -> float:
    """The share of the rulebook's chapters (Japanese) that use ``ja``."""
    doc = rulesbook.load(code)
    chapters = [doc.markup(c.id, "ja") for c in doc.chapters]
    return sum(ja in c for c in chapters) / len(chapters)


def telling_terms(code: str, text: str, english: bool = False) -> list[str]:
    """Terms of ``text`` that at most half of the chapters use (the others name no page)."""
    return [ja for ja in terms_in(code, text, english) if term_share(code, ja) <= 0.5]


# ---------------------------------------------------------------- pages
@dataclass(frozen=True)
class Page:
    rule: str
    page: str
    text: str               # Japanese and English words of what F1 shows
    seed_ruling: bool       # a ruling listed "From the seed"
    quotes_seed: bool       # a ruling that quotes the seed sentence it reads
    seed_lines: tuple[str, ...] = ()    # a chapter's lines that are the seed's own words
    marked_lines: tuple[str, ...] = ()  # a chapter's lines marked 【再構成】 / 【調整】

    def seed_speaks_of(self, ja: str) -> bool:
        """The page shows the seed's own words about ``ja`` (a seed rule)."""
        return self.seed_ruling or any(ja in line for line in self.seed_lines)

    def marks_reconstruction_of(self, ja: str) -> bool:
        """The page shows what it says about ``ja`` as reconstruction."""
        return any(ja in line for line in self.marked_lines)


@cache
def ruling_sections(code: str) -> dict[str, str]:
    """Ruling id -> the ``## `` section of RULINGS.md it is listed under ("" when none)."""
    text = (games.get(code).docs_dir / "RULINGS.md").read_text(encoding="utf-8")
    out, section = {}, ""
    for line in text.splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
        m = re.match(r"^\|\s*([A-Z]+-R\d+)\s*\|", line)
        if m:
            out[m[1]] = section
    return out


RECONSTRUCTED = "【再構成】"


def chapter_is_reconstruction(text_ja: str) -> bool:
    """A chapter that says it is not in the original (its seed parts, if any, are marked)."""
    return "この章は原典に残っていない" in text_ja or text_ja.lstrip().startswith("> " + RECONSTRUCTED + "本文が")


def quoted(text: str) -> list[str]:
    """Every 「…」 quotation of ``text`` (outermost), split at ellipses."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "「":
            if depth == 0:
                start = i + 1
            depth += 1
        elif ch == "」" and depth:
            depth -= 1
            if depth == 0:
                out.extend(p for p in re.split(r"…+|\.\.\.", text[start:i]) if p.strip())
    return out


def quotes_the_seed(code: str, text: str) -> bool:
    seed = seed_text(code)
    if seed is None:
        return False
    src = squash(seed)
    return any(len(q) >= 4 and squash(q) in src for q in quoted(text))


def seed_mentions(code: str, ja: str) -> bool:
    seed = seed_text(code)
    return seed is not None and squash(ja) in squash(seed)


def _seed_lines(code: str, markup: str) -> tuple[str, ...]:
    seed = seed_text(code)
    if seed is None:
        return ()
    src = squash(seed)
    out = []
    for line in markup.splitlines():
        words = squash(re.sub(r"^(#+ |- |\d+\. |\|>|\|)", "", line.strip()))
        if line.startswith(">") or len(words) < 6:
            continue
        # a line may join several seed lines (the seed's ・ bullets): each sentence is seed text
        parts = [x for x in re.split(r"(?<=。)", words) if len(x) >= 4] if "。" in words else \
            [squash(cell) for cell in line.strip("|").split("|") if squash(cell)]
        if words in src or parts and all(x in src for x in parts):
            out.append(line)
    return tuple(out)


def marked_lines(markup: str) -> tuple[str, ...]:
    """Lines shown as reconstruction: 【再構成】/【調整】 notes, and every line of a chapter or
    ``## `` section that opens with a 【再構成】 note."""
    out = []
    for section in re.split(r"\n(?=## )", markup):
        body = re.sub(r"^## .*\n", "", section).strip()
        if body.startswith("> " + RECONSTRUCTED):
            out.extend(section.splitlines())
            continue
        for para in re.split(r"\n\s*\n|\n(?=> )", section):
            if re.search(r"【(再構成|調整)】", para):
                out.extend(para.splitlines())
    return tuple(out)


def page_for(code: str, rule: str | None) -> Page | None:
    """What F1 opens for ``rule`` (None when the id opens no page of its own)."""
    if not rule:
        return None
    doc = rulesbook.load(code)
    page, anchor = doc.resolve(rule)
    if page == "quickref" and rule != "quickref":
        return None
    if page == "rulings":
        r = doc.ruling(anchor)
        seed = ruling_sections(code).get(r.id, "") == "From the seed"
        return Page(rule, page, r.text, seed, quotes_the_seed(code, r.text))
    ja = doc.markup(page, "ja")
    whole = page in [c.id for c in doc.chapters] and chapter_is_reconstruction(doc.chapter(page).text_ja)
    marked = tuple(ja.splitlines()) if whole else marked_lines(ja)
    return Page(rule, page, ja + "\n" + doc.markup(page, "en"), False, False, _seed_lines(code, ja), marked)


# ---------------------------------------------------------------- refusals, driven
def _site_of(frame, sites: dict) -> "Site | None":
    """The refusal site a construction comes from: the first calling frame whose line lies
    inside a site of the rules room (wrappers such as ``_no`` pass their caller's words on)."""
    while frame is not None:
        for site in sites.get(os.path.basename(frame.f_code.co_filename), ()):
            if site.lines[0] <= frame.f_lineno <= site.lines[1]:
                return site
        frame = frame.f_back
    return None


def driven_refusals(code: str, seeds, per_state: int = 12, rng_seed: int = 34) -> dict:
    """(rule, Japanese reason) -> (IllegalAction, the attempt, its Site or None): every distinct
    refusal that ``explain`` (or ``parse_action``) gives to the fuzzer's near-miss texts and to
    actions legal in another sampled position."""
    folder = games.get(code).docs_dir
    sites: dict = {}
    for site in refusal_sites(code):
        sites.setdefault(site.file, []).append(site)
    made: dict[int, Site | None] = {}
    init = IllegalAction.__init__

    def spy(self, *args, **kw):
        init(self, *args, **kw)
        frame = sys._getframe(1)
        if frame.f_code.co_filename.startswith(str(folder)):
            made[id(self)] = _site_of(frame, sites)

    states = fuzz.sample_states(code, seeds, every=2)
    tokens, texts = fuzz.vocabulary(states)
    rng = random.Random(rng_seed)
    foreign = list({a.text(): a for s in states for a in s.legal_actions()}.values())
    found: dict = {}
    IllegalAction.__init__ = spy
    try:
        for s in states:
            cls = type(s)
            legal = {a.text() for a in s.legal_actions()}
            tries = [rng.choice(foreign) for _ in range(per_state)]
            tries += [fuzz.mutate(rng.choice(texts), tokens, rng) for _ in range(per_state // 3)]
            for attempt in tries:
                if isinstance(attempt, str):
                    try:
                        attempt = cls.parse_action(attempt)
                    except IllegalAction as e:
                        found.setdefault((e.rule, re.sub(r"[「'\"].*[」'\"]", "…", e.ja)),
                                         (e, attempt, made.get(id(e))))
                        continue
                if attempt.text() in legal:
                    continue
                e = s.explain(attempt)
                if e is not None:
                    found.setdefault((e.rule, e.ja), (e, attempt.text(), made.get(id(e))))
    finally:
        IllegalAction.__init__ = init
    return found


# ---------------------------------------------------------------- refusals, read from the source
@dataclass(frozen=True)
class Site:
    where: str                   # "legal.py:302"
    words: str                   # the constant words of the Japanese reason
    rules: tuple[str | None, ...]  # every rule id it may carry (None: none; "?": not readable)
    lines: tuple[int, int] = (0, 0)

    @property
    def file(self) -> str:
        return self.where.split(":")[0]


def _const_words(node) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "…".join(v.value for v in node.values if isinstance(v, ast.Constant))
    return None


def _rule_values(node, tables: dict) -> tuple[str | None, ...] | None:
    """Every value a rule expression can take; None when the source cannot say."""
    if node is None:
        return (None,)
    if isinstance(node, ast.Constant):
        return (node.value,)
    if isinstance(node, ast.IfExp):
        a, b = _rule_values(node.body, tables), _rule_values(node.orelse, tables)
        return None if a is None or b is None else a + b
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
            and isinstance(node.func.value, ast.Name) and node.func.value.id in tables):
        default = _rule_values(node.args[1], tables) if len(node.args) > 1 else (None,)
        return None if default is None else tuple(tables[node.func.value.id]) + default
    return None


def _param_values(fn: ast.FunctionDef, name: str, tree, tables: dict) -> tuple | None:
    """Every value the calls in the module pass for parameter ``name`` of ``fn`` (its default
    where a call leaves it out): a helper that takes the rule id from its callers."""
    params = [a.arg for a in fn.args.args]
    i = params.index(name)
    defaults = dict(zip(params[len(params) - len(fn.args.defaults):], fn.args.defaults))
    out: tuple = ()
    for call in ast.walk(tree):
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == fn.name):
            continue
        node = next((k.value for k in call.keywords if k.arg == name),
                    call.args[i] if len(call.args) > i else defaults.get(name))
        vals = _rule_values(node, tables) if node is not None else (None,)
        if vals is None:
            return None
        out += vals
    return out or None


def refusal_sites(code: str) -> list[Site]:
    """Every refusal the rules room builds, as written in its source."""
    folder = games.get(code).docs_dir
    out = []
    for path in sorted(folder.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        wrappers = {"IllegalAction": (0, 2)}
        tables = {}
        for node in tree.body:
            if isinstance(node, ast.FunctionDef):
                ret = [n for n in ast.walk(node) if isinstance(n, ast.Return) and isinstance(n.value, ast.Call)
                       and isinstance(n.value.func, ast.Name) and n.value.func.id == "IllegalAction"]
                params = [a.arg for a in node.args.args]
                if ret and "rule" in params and all(isinstance(x, ast.Name) for x in ret[0].value.args):
                    wrappers[node.name] = (params.index(ret[0].value.args[0].id), params.index("rule"))
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict) and \
                    all(isinstance(v, ast.Constant) for v in node.value.values):
                for t in node.targets:
                    if isinstance(t, ast.Name):
                        tables[t.id] = [v.value for v in node.value.values]
        scopes = [(fn, fn) for fn in tree.body if isinstance(fn, ast.FunctionDef)] + [(tree, None)]
        seen: set[int] = set()
        for scope, fn in scopes:
            for node in ast.walk(scope):
                if id(node) in seen or not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                                            and node.func.id in wrappers):
                    continue
                seen.add(id(node))
                i_ja, i_rule = wrappers[node.func.id]
                if len(node.args) <= i_ja:
                    continue
                words = _const_words(node.args[i_ja])
                if words is None:           # a wrapper passing its own parameters on
                    continue
                rule = next((k.value for k in node.keywords if k.arg == "rule"),
                            node.args[i_rule] if len(node.args) > i_rule else None)
                rules = _rule_values(rule, tables)
                if rules is None and isinstance(rule, ast.Name) and fn is not None \
                        and rule.id in [a.arg for a in fn.args.args]:
                    rules = _param_values(fn, rule.id, tree, tables)
                out.append(Site(f"{path.name}:{node.lineno}", words, rules if rules is not None else ("?",),
                                (node.lineno, node.end_lineno or node.lineno)))
    return out
