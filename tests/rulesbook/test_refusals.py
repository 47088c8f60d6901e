"""Every refusal names the rule that blocks: F1 on its rule id opens a page of the in-app
rulebook that speaks of the card or term the refusal is about, and that page is the seed's
own rule unless the refusal rests on a reconstruction.

"Speaks of": the refusal's telling terms (glossary words, card, ability and character
names that at most half of the chapters use) include one the page mentions, in Japanese or
in its English word. "The seed's own rule": a chapter line that is seed text and names the
most telling of those terms, or a ruling listed "From the seed". "Rests on a
reconstruction": the chapter names the term where it is marked 【再構成】, or the seed never
names it; a ruling that is not from the seed and names a term the seed speaks of must quote
the seed sentence it builds on.

Refusals are walked twice (see ``walk``): as written in each rules room's source, so none is
missed, and as ``explain`` gives them to the fuzzer's illegal inputs in seeded games, so each
comes with its real rule id.
"""
from __future__ import annotations

import pytest

from game import rulesbook
from tests.rulesbook import walk

SEEDS = {"fujin": range(12), "hakusura": range(18), "zintrigger": range(12), "chobuku": range(16)}


def judge(code: str, rule: str | None, words: str) -> str | None:
    """Why ``rule`` is the wrong id for a refusal worded ``words`` (None: it is right)."""
    page = walk.page_for(code, rule)
    if page is None:
        return f"{rule!r} opens no page of its own (F1 falls back to the quick reference)"
    terms = walk.telling_terms(code, words)
    if not terms:
        return None
    vocab = walk.vocabulary(code)
    shared = [t for t in terms if walk.mentions(page.text, t, vocab[t])]
    if not shared:
        return f"{rule} ({page.page}) speaks of none of {terms}"
    term = min(shared, key=lambda t: walk.term_share(code, t))
    if page.seed_speaks_of(term) or page.marks_reconstruction_of(term) or page.quotes_seed \
            or not walk.seed_mentions(code, term):
        return None
    return f"{rule} is no seed rule about {term}, which the seed speaks of"


@pytest.mark.parametrize("code", walk.CODES)
def test_every_refusal_in_the_source_cites_its_rule(code):
    bad = []
    for site in walk.refusal_sites(code):
        for rule in site.rules:
            why = judge(code, rule, site.words) if rule != "?" else "its rule id cannot be read"
            if why:
                bad.append(f"{site.where} 「{site.words[:50]}」: {why}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("code", walk.CODES)
def test_every_refusal_met_in_play_cites_its_rule(code):
    found = walk.driven_refusals(code, SEEDS[code], per_state=30)
    assert len(found) >= 20, "the walk met too few refusals to tell anything"
    bad = []
    for (rule, ja), (err, attempt, site) in sorted(found.items(), key=lambda kv: str(kv[0])):
        if site is None:
            bad.append(f"{attempt!r} → 「{ja}」 ({rule}): built outside the rules room's refusals")
            continue
        why = judge(code, rule, site.words)
        if why:
            bad.append(f"{attempt!r} → 「{ja}」: {why}")
    assert not bad, "\n".join(bad)


def test_the_issue_34_refusals_fail_the_check():
    """The check tells the wrong ids the issue found from the right ones (which terms the
    seed speaks of decides it: without the seed rulebooks beside the checkout it cannot)."""
    if walk.seeds_dir() is None:
        pytest.skip("the seed rulebooks are not beside this checkout (set FUDABA_SEEDS)")
    assert judge("hakusura", "HS-R15", "策謀は2人で妖と戦っている時は使えません。")
    assert judge("hakusura", "HS-R17", "一本足で戻せるのは使用済みのカードです。")
    assert judge("hakusura", "HS-R18", "毒息で捨てるのは手札のカードです")
    assert judge("hakusura", "HS-3", "進化後の葛葉が戻せるのは使用済みの攻撃と術です。")
    assert judge("hakusura", "HS-actions", "読めない行動です")
    assert judge("chobuku", "OC-R19", "門の条件を満たしていないので挑めません: 五行の複門（同じ色の小瓶2枚以上）")
    assert not judge("hakusura", "HS-R23", "策謀は2人で妖と戦っている時は使えません。")
    assert not judge("hakusura", "HS-R25", "一本足で戻せるのは使用済みのカードです。")
    assert not judge("chobuku", "OC-10", "門の条件を満たしていないので挑めません: 五行の複門（同じ色の小瓶2枚以上）")
    assert rulesbook.load("hakusura").resolve("HS-actions") == ("quickref", None)
