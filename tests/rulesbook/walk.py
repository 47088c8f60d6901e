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
nothing about which page is meant and are left out (:func:`telling_terms`).
"""
from __future__ import annotations

import ast
import os
import random
import re
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
    return {ja: en for ja, en in out.items() if len(ja) >= 1 and ja.strip()}


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
def _chapter_texts(code: str) -> tuple[str, ...]:
    doc = rulesbook.load(code)
    return tuple(doc.markup(c.id, "ja") for c in doc.chapters)


def telling_terms(code: str, text: str, english: bool = False) -> list[str]:
    """Terms of ``text`` that at most half of the chapters mention (the others name no page)."""
    chapters = _chapter_texts(code)
    out = []
    for ja in terms_in(code, text, english):
        share = sum(ja in c for c in chapters) / len(chapters)
        if share <= 0.5:
            out.append(ja)
    return out


# ---------------------------------------------------------------- pages
@dataclass(frozen=True)
class Page:
    rule: str
    page: str
    text: str            # Japanese and English words of what F1 shows
    seed: bool           # a seed chapter / a ruling "From the seed"
    quotes_seed: bool    # a ruling that quotes the seed sentence it reads


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
    """A chapter whose own words are all reconstruction: every paragraph outside a
    note follows a 【再構成】 note saying the chapter is not in the original."""
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
    text = doc.markup(page, "ja") + "\n" + doc.markup(page, "en")
    seed = page in [c.id for c in doc.chapters] and not chapter_is_reconstruction(doc.chapter(page).text_ja)
    return Page(rule, page, text, seed, False)


# ---------------------------------------------------------------- refusals, driven
def driven_refusals(code: str, seeds, per_state: int = 12, rng_seed: int = 34) -> dict:
    """(rule, Japanese reason) -> (IllegalAction, the attempt): every distinct refusal that
    ``explain`` (or ``parse_action``) gives to illegal inputs in sampled positions."""
    states = fuzz.sample_states(code, seeds, every=2)
    tokens, texts = fuzz.vocabulary(states)
    rng = random.Random(rng_seed)
    foreign = list({a.text(): a for s in states for a in s.legal_actions()}.values())
    found: dict = {}
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
                    found.setdefault((e.rule, re.sub(r"[「'\"].*[」'\"]", "…", e.ja)), (e, attempt))
                    continue
            if attempt.text() in legal:
                continue
            e = s.explain(attempt)
            if e is not None:
                found.setdefault((e.rule, e.ja), (e, attempt.text()))
    return found


# ---------------------------------------------------------------- refusals, read from the source
@dataclass(frozen=True)
class Site:
    where: str                   # "legal.py:302"
    words: str                   # the constant words of the Japanese reason
    rules: tuple[str | None, ...]  # every rule id it may carry (None: none)


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
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in wrappers):
                continue
            i_ja, i_rule = wrappers[node.func.id]
            if len(node.args) <= i_ja:
                continue
            words = _const_words(node.args[i_ja])
            if words is None:           # a wrapper passing its own parameters on
                continue
            rule = next((k.value for k in node.keywords if k.arg == "rule"),
                        node.args[i_rule] if len(node.args) > i_rule else None)
            rules = _rule_values(rule, tables)
            out.append(Site(f"{path.name}:{node.lineno}", words, rules if rules is not None else ("?",)))
    return out
